/* err.c - thread-local error messages, see err.h. */
#include "pshm/err.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static _Thread_local char last_msg[512];
volatile int pshm_fatal_reported;

int pshm_err(enum pshm_errcode code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_msg, sizeof last_msg, fmt, ap);
    va_end(ap);
    return -(int)code;
}

const char *pshm_errmsg(void)
{
    return last_msg;
}

void pshm_fatal(const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fprintf(stderr, "pshmex: FATAL: %s\n", msg);
    fflush(NULL);
    pshm_fatal_reported = 1;
    abort();
}
