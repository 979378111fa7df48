#ifndef LECTOR_CSQLITE_SHIM_H
#define LECTOR_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import.
static inline sqlite3_destructor_type lector_sqlite_transient(void) { return SQLITE_TRANSIENT; }

/// sqlite3_config is variadic. Without memory statistics, SQLite's allocator takes no global mutex on every
/// malloc and free (nothing in Lector reads the statistics or sets a heap limit). Only valid before SQLite is
/// initialized; SQLITE_MISUSE afterwards, which changes nothing.
static inline int lector_sqlite_disable_memory_statistics(void) { return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); }
#endif
