/* tools_trace.h - the library's trace hooks (GASNET_TRACEFILE).
 *
 * Each hook is one call at an API entry or out-of-line slow path; when
 * tracing is off it costs a relaxed load and a predicted branch.  Never put
 * a hook on the inline RMA fast path. */
#ifndef PSHMEX_TOOLS_TRACE_H
#define PSHMEX_TOOLS_TRACE_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include <gasnet_tools.h>

/* 0: not decided yet (GASNET_TRACEFILE not read), 1: off, 2: on. */
extern _Atomic int tools_trace_state;

void tools_trace_line(const char *kind, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static inline int tools_tracing(void)
{
    int s = atomic_load_explicit(&tools_trace_state, memory_order_relaxed);
    return __builtin_expect(s == 1, 1) ? 0 : s == 2 || pshmex_tools_trace_enabled();
}

/* An AM Request or Reply about to be sent to jobrank peer. */
#define tools_trace_am(call, peer, handler, nbytes)                                                \
    (tools_tracing() ? tools_trace_line("AM", "%s to=%u handler=%u nbytes=%zu", (call),            \
                                        (unsigned)(peer), (unsigned)(handler), (size_t)(nbytes))   \
                     : (void)0)

/* An RMA call on its out-of-line path, on jobrank peer's remote range. */
#define tools_trace_rma(call, peer, remote, nbytes)                                                \
    (tools_tracing()                                                                               \
         ? tools_trace_line("RMA", "%s peer=%u remote=%p nbytes=%zu", (call), (unsigned)(peer),    \
                            (const void *)(remote), (size_t)(nbytes))                              \
         : (void)0)

/* A collective call on team tm. */
#define tools_trace_coll(call, tm)                                                                 \
    (tools_tracing() ? tools_trace_line("COLL", "%s team=%p", (call), (const void *)(tm)) : (void)0)

#endif
