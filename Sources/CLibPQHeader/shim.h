/* libpq's header alone, on Linux: the library is opened by the first PostgreSQL connection
   (dlopen, see LibPQ.swift), not linked. Linked, it and the libraries it needs (OpenSSL, Kerberos,
   LDAP, GnuTLS, ...) cost every start about 6 ms, a SQLite archive's runs and `--version` too.
   Debian's libpq-dev keeps the header under postgresql/. */
#if __has_include(<postgresql/libpq-fe.h>)
#include <postgresql/libpq-fe.h>
#else
#include <libpq-fe.h>
#endif
