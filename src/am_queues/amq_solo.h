/* amq_solo.h - a try-lock without a locked instruction while one thread
 * of the process polls: the one that guards the drain of a direction's
 * pair rings (amq_pair_lock).
 *
 * Why: a try-lock is an exchange, and a locked instruction waits for the
 * store buffer to drain. The receiver of a Short Request takes this lock
 * right after it sees the message, before the handler and its Reply.
 * Measured (pshmbench am, 2 ranks, one build, runs interleaved with
 * PSHMEX_AM_SOLO=0; 106-110 near-state and 44-47 far-state runs each):
 * Short RTT/2 86.2 -> 79.8 ns on near cores, 207.8 -> 209.3 ns on far
 * ones. The requester's lock over its Replies in place (amq_pair.h,
 * amq_in_place_rx.busy) keeps its exchange: taken in solo mode as well,
 * it slowed the far-state round trip (about 212 -> 226 ns) and gained
 * little on near cores (80.1 -> 79.9 ns).
 *
 * Solo mode. The first thread that takes such a lock becomes the solo
 * thread (amq_solo_thread names it). While it is the only one, it takes
 * and gives back each lock with plain stores, and counts the sections it
 * is in (amq_solo_sections, written by it alone). The first other thread
 * that wants a lock ends solo mode for good (solo_end, amq_solo.c): it
 * stores AMQ_SOLO_OFF, runs membarrier (a full barrier on every running
 * thread of the registered processes, this one's included), waits until
 * the count is 0, and from then on every thread uses the exchange. The
 * order that makes this safe is Dekker's, with one light and one heavy
 * half: the solo thread raises its count and then reads amq_solo_thread,
 * with only a compiler barrier between; the ender stores AMQ_SOLO_OFF and
 * then runs membarrier, which puts a full fence into the solo thread
 * wherever it is. So either the solo thread's read sees AMQ_SOLO_OFF (and
 * it takes the exchange), or the ender sees its count and waits for the
 * section to end.
 *
 * Without membarrier (pshm_asym_fence false), with PSHMEX_AM_SOLO=0 and
 * under ThreadSanitizer (which cannot see that order), solo mode is never
 * entered.
 */
#ifndef AMQ_SOLO_H
#define AMQ_SOLO_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/* 0 until a thread takes a lock; then the address of that thread's
 * amq_solo_token while it is the only one (its CAS from 0); AMQ_SOLO_OFF
 * once another thread came, or if solo mode is not available (stored
 * under a mutex, amq_solo.c). Read by every lock. */
#define AMQ_SOLO_OFF ((uintptr_t)1)
extern _Atomic uintptr_t amq_solo_thread;
extern _Thread_local char amq_solo_token;

/* Locks the solo thread holds in solo mode (its sections): written by
 * it alone (release when it leaves one), read (acquire) by the ender. */
extern _Atomic uint32_t amq_solo_sections;

/* How a lock was taken: not (another thread holds it, or this one
 * further out), with the exchange, or in solo mode. */
enum amq_lock { AMQ_LOCK_BUSY, AMQ_LOCK_SHARED, AMQ_LOCK_SOLO };

/* The out-of-line path of amq_trylock: the first claim of solo mode, its
 * end when a second thread comes, then the exchange. */
enum amq_lock amq_trylock_shared(_Atomic bool *busy);

/* Try to take the lock *busy. */
static inline enum amq_lock amq_trylock(_Atomic bool *busy)
{
    const uintptr_t me = (uintptr_t)&amq_solo_token;
    if (__builtin_expect(atomic_load_explicit(&amq_solo_thread, memory_order_relaxed) == me, 1)) {
        const uint32_t k = atomic_load_explicit(&amq_solo_sections, memory_order_relaxed);
        atomic_store_explicit(&amq_solo_sections, k + 1, memory_order_relaxed);
        /* the ender's membarrier is the other half (see above) */
        atomic_signal_fence(memory_order_seq_cst);
        if (__builtin_expect(atomic_load_explicit(&amq_solo_thread, memory_order_relaxed) == me,
                             1)) {
            /* only this thread uses the lock: a plain test and set */
            if (atomic_load_explicit(busy, memory_order_relaxed)) {
                atomic_store_explicit(&amq_solo_sections, k, memory_order_relaxed);
                return AMQ_LOCK_BUSY;
            }
            atomic_store_explicit(busy, true, memory_order_relaxed);
            return AMQ_LOCK_SOLO;
        }
        /* solo mode ended meanwhile: the ender waits for this */
        atomic_store_explicit(&amq_solo_sections, k, memory_order_release);
    }
    return amq_trylock_shared(busy);
}

/* Give back a lock that amq_trylock took (how: what it returned).
 * release: the section's writes are visible to the next holder (a later
 * exchange, or the ender that waits for the count). */
static inline void amq_unlock(_Atomic bool *busy, enum amq_lock how)
{
    atomic_store_explicit(busy, false, memory_order_release);
    if (how == AMQ_LOCK_SOLO)
        atomic_store_explicit(&amq_solo_sections,
                              atomic_load_explicit(&amq_solo_sections, memory_order_relaxed) - 1,
                              memory_order_release);
}

#endif
