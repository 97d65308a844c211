/* tsan.h - telling ThreadSanitizer about synchronization it cannot see.
 *
 * The library's messages and collective counters synchronize threads
 * through other processes (a request leaves on one thread, its reply is
 * handled on another after a round trip through the peer). TSan tracks
 * happens-before only inside one process, so it would report the client's
 * accesses on either side as races. Every cross-process publication
 * releases one per-process sync object and every observation acquires it:
 * an over-approximation (it orders more than the real causal chains), which
 * only TSan builds see. */
#ifndef PSHM_TSAN_H
#define PSHM_TSAN_H

#if defined(__SANITIZE_THREAD__)
void __tsan_acquire(void *addr);
void __tsan_release(void *addr);
extern char pshm_tsan_xproc;
#define PSHM_TSAN_RELEASE() __tsan_release(&pshm_tsan_xproc)
#define PSHM_TSAN_ACQUIRE() __tsan_acquire(&pshm_tsan_xproc)
#else
#define PSHM_TSAN_RELEASE() ((void)0)
#define PSHM_TSAN_ACQUIRE() ((void)0)
#endif

#endif
