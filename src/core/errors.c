/* errors.c - GASNET_ERR_* names, verbose errors, the boundary conversion. */
#include "core/errors.h"

#include <gasnetex.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>

#include "pshm/err.h"

static _Atomic int verbose = 1; /* the spec's default: on */

bool core_verbose(void)
{
    return atomic_load_explicit(&verbose, memory_order_relaxed) != 0;
}

int gex_System_GetVerboseErrors(void)
{
    return atomic_load_explicit(&verbose, memory_order_relaxed);
}

void gex_System_SetVerboseErrors(int enable)
{
    atomic_store_explicit(&verbose, enable ? 1 : 0, memory_order_relaxed);
}

int core_return(const char *call, int rc)
{
    if (rc == 0)
        return GASNET_OK;
    int code;
    switch (-rc) {
    case PSHM_EINVAL: code = GASNET_ERR_BAD_ARG; break;
    case PSHM_ENOTINIT: code = GASNET_ERR_NOT_INIT; break;
    case PSHM_EAGAIN: code = GASNET_ERR_NOT_READY; break;
    default: code = GASNET_ERR_RESOURCE; break;
    }
    if (core_verbose())
        fprintf(stderr, "pshmex: %s: %s\n", call, pshm_errmsg());
    return code;
}

int core_bad_arg(const char *call, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return core_return(call, pshm_err(PSHM_EINVAL, "%s", msg));
}

const char *gasnet_ErrorName(int errval)
{
    switch (errval) {
    case GASNET_OK: return "GASNET_OK";
    case GASNET_ERR_NOT_INIT: return "GASNET_ERR_NOT_INIT";
    case GASNET_ERR_RESOURCE: return "GASNET_ERR_RESOURCE";
    case GASNET_ERR_BAD_ARG: return "GASNET_ERR_BAD_ARG";
    case GASNET_ERR_NOT_READY: return "GASNET_ERR_NOT_READY";
    case GASNET_ERR_BARRIER_MISMATCH: return "GASNET_ERR_BARRIER_MISMATCH";
    default: return "GASNET_ERR_UNKNOWN";
    }
}

const char *gasnet_ErrorDesc(int errval)
{
    switch (errval) {
    case GASNET_OK: return "no error";
    case GASNET_ERR_NOT_INIT: return "the library is not initialized (or not yet attached)";
    case GASNET_ERR_RESOURCE: return "a resource (memory, shared memory, endpoints) ran out";
    case GASNET_ERR_BAD_ARG: return "an argument is invalid";
    case GASNET_ERR_NOT_READY: return "the operation has not completed yet";
    case GASNET_ERR_BARRIER_MISMATCH: return "a named barrier's name did not match across ranks";
    default: return "unknown error code";
    }
}
