#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast macro Swift cannot import: ask SQLite to copy bound values. */
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
