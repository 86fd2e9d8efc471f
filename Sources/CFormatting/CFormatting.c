#include "CFormatting.h"
#include <stdio.h>

int ltrace_format_double(char *buffer, size_t size, const char *conversion, double value) {
    return snprintf(buffer, size, conversion, value);
}

int ltrace_format_long(char *buffer, size_t size, const char *conversion, long value) {
    return snprintf(buffer, size, conversion, value);
}
