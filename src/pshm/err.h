/* err.h - the one internal error convention.
 *
 * Internal functions return 0 on success or a negative PSHM_E* code, after
 * describing the problem with pshm_err(). Only the public API boundary
 * (src/core/errors.c) turns the code into GASNET_ERR_* and, when verbose
 * errors are on, prints "pshmex: <call>: <message>" exactly once.
 */
#ifndef PSHM_ERR_H
#define PSHM_ERR_H

enum pshm_errcode {
    PSHM_OK = 0,
    PSHM_EINVAL = 1,   /* a bad argument              -> GASNET_ERR_BAD_ARG  */
    PSHM_ENOMEM = 2,   /* out of memory or resources  -> GASNET_ERR_RESOURCE */
    PSHM_ENOTINIT = 3, /* called before init/attach   -> GASNET_ERR_NOT_INIT */
    PSHM_EAGAIN = 4,   /* not ready yet                -> GASNET_ERR_NOT_READY */
};

/* Record a message for the current thread and return -code. */
int pshm_err(enum pshm_errcode code, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The message recorded by the last pshm_err() on this thread. */
const char *pshm_errmsg(void);

/* Print "pshmex: FATAL: <message>" and abort the job (SIGABRT, so the
 * supervisor reports it and takes the other ranks down). */
_Noreturn void pshm_fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Set by pshm_fatal just before it aborts: the SIGABRT handler then knows
 * the reason was printed already. */
extern volatile int pshm_fatal_reported;

#endif
