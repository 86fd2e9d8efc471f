#include <sqlite3.h>

// sqlite3_config is variadic, which Swift cannot call: these wrap the settings ltrace uses.
// They must run before SQLite is first used; afterwards they return SQLITE_MISUSE and change nothing.

// No memory statistics: SQLite then allocates without taking a global mutex.
static inline int ltrace_sqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

// Connections are not shared between threads: SQLite then skips its per-connection mutexes.
static inline int ltrace_sqlite_multithread(void) {
    return sqlite3_config(SQLITE_CONFIG_MULTITHREAD);
}
