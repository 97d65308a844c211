/* errors.h - the API boundary's side of the error convention (pshm/err.h):
 * turn an internal code into GASNET_ERR_* and report it once. */
#ifndef CORE_ERRORS_H
#define CORE_ERRORS_H

#include <stdbool.h>

/* rc is 0 or a negative PSHM_E* code set by pshm_err(). Returns GASNET_OK or
 * the GASNET_ERR_* code; prints "pshmex: <call>: <message>" when verbose. */
int core_return(const char *call, int rc);

/* Shorthand: record a bad-argument message and return the converted code. */
int core_bad_arg(const char *call, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

bool core_verbose(void);

#endif
