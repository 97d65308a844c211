/*
 * pshmex_progress.h - bounded progress from calls that never wait.
 *
 * Included by gasnetex.h (through pshmex_rma.h); do not include it directly.
 *
 * Here a blocking Put or Get, a value Get and a remote atomic complete in
 * the calling thread at once: they have no wait loop, so by themselves they
 * would never run AM handlers. GASNet clients rely on blocking calls making
 * progress now and then, e.g. a thread that loops on gex_RMA_PutBlocking
 * until a handler of its own rank sets a flag, with no other thread
 * polling. So each such call ticks a per-thread counter, and every
 * PSHMEX_PROGRESS_EVERY-th tick polls once (pshmex_Progress_Poll: incoming
 * AMs and in-flight collectives, as gasnet_AMPoll; nothing inside a handler
 * or while holding an HSL). The fast path is one thread-local increment
 * and a branch that is almost never taken; the bound on the delay is
 * PSHMEX_PROGRESS_EVERY calls of the thread.
 *
 * Cost (#18, pshmbench rma): the increment is a read-modify-write that the
 * next call's increment waits for, about 0.35 ns per call on the 2-core
 * test machine, more than the raw 8 B store it sits beside (0.27 ns): it
 * is why an unchecked 8 B put or get is ~2.4x a raw store, not <= 1.5x
 * (without the tick: ~1.25x). Any per-call counter has this cost; removing
 * it needs a load-only test instead, e.g. of a per-rank "poll wanted" word
 * that AM senders and in-flight collectives set.
 */
#ifndef _PSHMEX_PROGRESS_H
#define _PSHMEX_PROGRESS_H

#ifndef _GEX_GASNETEX_H
#error "include <gasnetex.h>, not <pshmex_progress.h>"
#endif

/* Calls between two polls of one thread (ABI): the range of the counter,
 * which wraps to 0 on every PSHMEX_PROGRESS_EVERY-th tick. */
#define PSHMEX_PROGRESS_EVERY 256u

/* Ticks of this thread, modulo 256 (ABI, not API). A byte, so the tick is
 * one read-modify-write of it whose zero flag is the test (no separate
 * load, store, mask and compare). initial-exec: one %fs-relative access,
 * not a __tls_get_addr call, even in a -fPIC client. */
extern __thread unsigned char pshmex_progress_ticks __attribute__((tls_model("initial-exec")));

/* Slow path: poll once (as gasnet_AMPoll, but never fatal in a handler). */
extern void pshmex_Progress_Poll(void);

/* Called by every call that completes without waiting. */
static inline void pshmex_progress_tick(void)
{
    if (__builtin_expect(++pshmex_progress_ticks == 0, 0))
        pshmex_Progress_Poll();
}

#endif /* _PSHMEX_PROGRESS_H */
