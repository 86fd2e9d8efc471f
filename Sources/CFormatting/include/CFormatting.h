#ifndef LTRACE_CFORMATTING_H
#define LTRACE_CFORMATTING_H

#include <stddef.h>

/// One numeric conversion as the C library writes it (`snprintf`), called without Swift's
/// `withVaList`, which boxed the argument and allocated a builder at every number formatted.
/// Each returns what `snprintf` returns: the length of the whole text, which may exceed `size`.
int ltrace_format_double(char *buffer, size_t size, const char *conversion, double value);
int ltrace_format_long(char *buffer, size_t size, const char *conversion, long value);

#endif
