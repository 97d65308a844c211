/* tools_trace.c - the plain-text trace written when GASNET_TRACEFILE is set.
 *
 * One line per event: "<rank> <seconds since the first event> <KIND> <text>".
 * Each line is one write() to a file opened O_APPEND, so lines of threads
 * and of ranks sharing a file never interleave within a line. */
#include <gasnet_tools.h>

#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <string.h>
#include <unistd.h>

#include "tools/tools_internal.h"
#include "tools/tools_trace.h"

_Atomic int tools_trace_state;
static int trace_fd = -1;
static gasnett_tick_t trace_t0;
static pthread_mutex_t open_lock = PTHREAD_MUTEX_INITIALIZER;

/* GASNET_TRACEFILE with each '%' replaced by the rank (pid outside a job). */
static void trace_path(const char *pattern, char *out, size_t outsz)
{
    int rank = tools_rank();
    int id = rank >= 0 ? rank : (int)getpid();
    size_t n = 0;
    for (const char *p = pattern; *p && n + 12 < outsz; p++) {
        if (*p == '%')
            n += (size_t)snprintf(out + n, outsz - n, "%d", id);
        else
            out[n++] = *p;
    }
    out[n] = '\0';
}

/* Decide once, at the first traced event: read GASNET_TRACEFILE and open
 * it.  '%' names the rank if this process has joined a job by then (the
 * library's own events all come after init), else its pid. */
int pshmex_tools_trace_enabled(void)
{
    int s = atomic_load_explicit(&tools_trace_state, memory_order_acquire);
    if (s)
        return s == 2;
    const char *pattern = getenv("GASNET_TRACEFILE");
    if (!pattern || !*pattern) {
        atomic_store_explicit(&tools_trace_state, 1, memory_order_release);
        return 0;
    }
    pthread_mutex_lock(&open_lock);
    if (!(s = atomic_load_explicit(&tools_trace_state, memory_order_acquire))) {
        if (!strcmp(pattern, "-") || !strcmp(pattern, "stderr")) {
            trace_fd = dup(STDERR_FILENO);
        } else if (!strcmp(pattern, "stdout")) { /* GASNet's README: also "stdout" */
            trace_fd = dup(STDOUT_FILENO);
        } else {
            char path[4096];
            trace_path(pattern, path, sizeof path);
            trace_fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
            if (trace_fd < 0)
                fprintf(stderr, "pshmex: cannot open GASNET_TRACEFILE %s: %s (tracing off)\n", path,
                        strerror(errno));
        }
        trace_t0 = gasnett_ticks_now();
        s = trace_fd >= 0 ? 2 : 1;
        /* release: pairs with the acquire above, publishing trace_fd and trace_t0 */
        atomic_store_explicit(&tools_trace_state, s, memory_order_release);
    }
    pthread_mutex_unlock(&open_lock);
    return s == 2;
}

static void vline(const char *kind, const char *fmt, va_list ap)
{
    if (!pshmex_tools_trace_enabled())
        return;
    char line[1024];
    double secs = gasnett_ticks_to_ns(gasnett_ticks_now() - trace_t0) / 1e9;
    int rank = tools_rank();
    int n = snprintf(line, sizeof line, "%d %.6f %s ", rank, secs, kind);
    if (n < 0 || (size_t)n >= sizeof line)
        return;
    int m = vsnprintf(line + n, sizeof line - (size_t)n, fmt, ap);
    if (m < 0)
        return;
    size_t len = (size_t)n + (size_t)m;
    if (len > sizeof line - 2)
        len = sizeof line - 2;
    if (line[len - 1] != '\n')
        line[len++] = '\n';
    tools_write_all(trace_fd, line, len);
}

void tools_trace_line(const char *kind, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vline(kind, fmt, ap);
    va_end(ap);
}

void pshmex_tools_trace_printf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vline("H", fmt, ap);
    va_end(ap);
}
