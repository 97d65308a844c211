/* errors.c - GASNET_ERR_* names, verbose errors, the boundary conversion. */
#include "core/errors.h"

#include <gasnetex.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>

#include <gasnet_tools.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "core/objects.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/segment_fault.h"

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

void core_warn(const char *call, const char *fmt, ...)
{
    if (!core_verbose())
        return;
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fprintf(stderr, "pshmex: %s: warning: %s\n", call, msg);
}

void core_null_object(const char *call, const char *arg)
{
    core_need_init(call);
    pshm_fatal("%s: %s is NULL (valid: an object returned by this library)", call, arg);
}

void core_need_init(const char *call)
{
    if (__builtin_expect(!core.client, 0))
        pshm_fatal("%s: called before gex_Client_Init / gasnet_init (or after exit)", call);
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

/* ------------------------------------------------------------------ */
/* Fatal signals and backtraces                                        */
/* ------------------------------------------------------------------ */

static volatile sig_atomic_t backtrace_off; /* GASNET_BACKTRACE=0 */
/* GASNET_FREEZE_ON_ERROR (read at init: getenv is not for a signal
 * handler): a rank that meets a fatal error or a fatal signal waits for a
 * debugger instead of dying. Cleared from the debugger to go on. */
static bool freeze_on_error;
volatile int pshmex_frozen;

void err_print_backtrace(int fd)
{
    if (backtrace_off)
        return;
    static const char head[] = "pshmex backtrace:\n";
    if (write(fd, head, sizeof head - 1) < 0)
        return;
    /* The GASNet Tools printer names static functions too (it reads the
     * ELF symbol tables), and honours GASNET_BACKTRACE_TYPE. */
    (void)gasnett_print_backtrace(fd);
}

/* Async-signal-safe formatting into buf (no stdio in a handler). */
static size_t put_str(char *buf, size_t at, size_t cap, const char *s)
{
    while (*s && at + 1 < cap)
        buf[at++] = *s++;
    return at;
}

static size_t put_num(char *buf, size_t at, size_t cap, uintptr_t v, unsigned base)
{
    char tmp[24]; /* 20 decimal digits of a 64-bit value */
    size_t n = 0;
    do {
        tmp[n++] = "0123456789abcdef"[v % base];
        v /= base;
    } while (v);
    if (base == 16)
        at = put_str(buf, at, cap, "0x");
    while (n && at + 1 < cap)
        buf[at++] = tmp[--n];
    return at;
}

static const char *signal_name(int sig)
{
    switch (sig) {
    case SIGSEGV: return "SIGSEGV (segmentation fault)";
    case SIGBUS: return "SIGBUS (bus error)";
    case SIGFPE: return "SIGFPE (arithmetic exception)";
    case SIGILL: return "SIGILL (illegal instruction)";
    case SIGABRT: return "SIGABRT (abort)";
    default: return "a fatal signal";
    }
}

static void on_fatal_signal(int sig, siginfo_t *info, void *uctx)
{
    (void)uctx;
    char line[512];
    size_t at = 0;
    /* stderr may be a pipe whose reader is gone: a write must not turn the
     * rank's death by sig into a death by SIGPIPE (status 141, not 128+sig) */
    signal(SIGPIPE, SIG_IGN);
    if (sig == SIGABRT && pshm_fatal_reported) {
        /* pshm_fatal said what went wrong: only where it was called from */
        at = put_str(line, at, sizeof line, "[rank ");
        at = put_num(line, at, sizeof line, pshm_job.rank, 10);
        at = put_str(line, at, sizeof line, "] stopped by the error above\n");
    } else {
        at = put_str(line, at, sizeof line, "pshmex: rank ");
        at = put_num(line, at, sizeof line, pshm_job.rank, 10);
        at = put_str(line, at, sizeof line, " (pid ");
        at = put_num(line, at, sizeof line, (uintptr_t)getpid(), 10);
        at = put_str(line, at, sizeof line, "): caught ");
        at = put_str(line, at, sizeof line, signal_name(sig));
        if (sig != SIGABRT) {
            at = put_str(line, at, sizeof line, " at address ");
            at = put_num(line, at, sizeof line, (uintptr_t)info->si_addr, 16);
        }
        at = put_str(line, at, sizeof line, "\n");
    }
    /* Shared memory that ran out on first touch of a segment page: the
     * segment's own one-line explanation replaces the generic line. This
     * handler is the only one pshmex installs for SIGBUS. */
    if (sig == SIGBUS && info && info->si_code > 0 &&
        pshm_segment_fault_describe(info->si_addr, line, sizeof line))
        at = strlen(line);
    if (write(2, line, at) < 0)
        at = 0;
    err_print_backtrace(2);
    if (freeze_on_error) {
        /* only async-signal-safe calls: write, getpid, nanosleep */
        char f[200];
        size_t n = put_str(f, 0, sizeof f, "pshmex: rank ");
        n = put_num(f, n, sizeof f, pshm_job.rank, 10);
        n = put_str(f, n, sizeof f, " (pid ");
        n = put_num(f, n, sizeof f, (uintptr_t)getpid(), 10);
        n = put_str(f, n, sizeof f,
                    ") is frozen for a debugger (GASNET_FREEZE_ON_ERROR): gdb -p PID, "
                    "`set var pshmex_frozen = 0`, continue\n");
        if (write(2, f, n) < 0)
            n = 0;
        pshmex_frozen = 1;
        while (pshmex_frozen) {
            struct timespec ms = {0, 1000000};
            nanosleep(&ms, NULL);
        }
    }
    /* default disposition (SA_RESETHAND restored it), then die of the
     * same signal so the supervisor sees 128 + sig */
    signal(sig, SIG_DFL);
    raise(sig);
}

bool err_backtrace_on(void)
{
    return !backtrace_off;
}

bool err_freeze_on_error(void)
{
    return freeze_on_error;
}

void err_install_fatal_signals(void)
{
    /* on unless set false: a Boolean as GASNet reads one (0, n, no) */
    const char *bt = getenv("GASNET_BACKTRACE");
    backtrace_off = bt && (!strcmp(bt, "0") || !strcasecmp(bt, "n") || !strcasecmp(bt, "no"));
    if (!backtrace_off)
        gasnett_backtrace_init(NULL); /* loads the unwinder now, not in a handler */
    const char *fz = getenv("GASNET_FREEZE_ON_ERROR");
    freeze_on_error = fz && (!strcmp(fz, "1") || !strcasecmp(fz, "y") || !strcasecmp(fz, "yes"));
    static const int sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fatal_signal;
    sa.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
        struct sigaction old;
        /* leave a handler the client installed alone */
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_DFL &&
            !(old.sa_flags & SA_SIGINFO))
            sigaction(sigs[i], &sa, NULL);
    }
}
