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

/* An accepted but doubtful argument of an API call: prints
 * "pshmex: <call>: warning: <message>" when verbose, returns nothing. */
void core_warn(const char *call, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Fatal: call got a NULL object argument arg; before init (or after exit)
 * the line says that instead, since no object can exist then. */
_Noreturn void core_null_object(const char *call, const char *arg) __attribute__((cold));

/* Fatal unless the client is initialized: "<call>: called before
 * gex_Client_Init / gasnet_init". */
void core_need_init(const char *call);

/* Write the calling thread's backtrace to fd, one frame a line (glibc
 * backtrace_symbols_fd: no malloc, usable from a signal handler), unless
 * GASNET_BACKTRACE=0. The one backtrace printer of pshmex. */
void err_print_backtrace(int fd);

/* Install the handlers of the fatal signals (SIGSEGV, SIGBUS, SIGFPE,
 * SIGILL, SIGABRT) for this rank: they print which rank, which signal, the
 * faulting address and the backtrace to stderr, then re-raise the signal
 * with its default disposition (the job ends with 128 + signal). Reads
 * GASNET_BACKTRACE now. Idempotent. */
void err_install_fatal_signals(void);
/* The settings it read: GASNET_BACKTRACE (on unless set false) and
 * GASNET_FREEZE_ON_ERROR (off unless set true). */
bool err_backtrace_on(void);
bool err_freeze_on_error(void);

#endif
