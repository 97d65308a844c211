/* amq_solo.c - solo mode's claim and end (see amq_solo.h). */
#include "am_queues/amq_solo.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>

#include "pshm/wait.h"

_Atomic uintptr_t amq_solo_thread;
_Thread_local char amq_solo_token;
_Atomic uint32_t amq_solo_sections;

/* The thread that was solo when solo mode ended (0: none), stored before
 * AMQ_SOLO_OFF; and whether the ender has seen its sections end. Both
 * written under solo_mutex, which only threads other than the solo one
 * take. */
static _Atomic uintptr_t solo_former;
static _Atomic bool solo_ended;
static pthread_mutex_t solo_mutex = PTHREAD_MUTEX_INITIALIZER;

/* PSHMEX_AM_SOLO=0 turns solo mode off, to measure the exchanges against
 * it in the same build. */
static bool solo_available(void)
{
#if defined(__SANITIZE_THREAD__)
    return false; /* TSan cannot see the membarrier's order */
#else
    const char *env = getenv("PSHMEX_AM_SOLO");
    return pshm_asym_fence && !(env && env[0] == '0');
#endif
}

/* End solo mode (a second thread came, or it is not available): after
 * this returns, no thread is in a section taken in solo mode, and none
 * will take one. Never called by the solo thread itself, which may be in
 * a section: it only waits for the others. */
static void solo_end(void)
{
    pthread_mutex_lock(&solo_mutex);
    const uintptr_t solo = atomic_load_explicit(&amq_solo_thread, memory_order_relaxed);
    if (solo != AMQ_SOLO_OFF) {
        atomic_store_explicit(&solo_former, solo, memory_order_relaxed);
        /* release: a thread that sees AMQ_SOLO_OFF sees solo_former */
        atomic_store_explicit(&amq_solo_thread, AMQ_SOLO_OFF, memory_order_release);
        if (solo != 0) {
            /* the heavy half (amq_solo.h): after it, the solo thread's
             * count of any section it entered without seeing OFF is
             * visible here */
            pshm_asym_fence_heavy();
            /* acquire: pairs with amq_unlock's release of the count, so
             * the sections' writes are visible before our exchanges */
            while (atomic_load_explicit(&amq_solo_sections, memory_order_acquire) != 0)
                sched_yield();
        }
    }
    atomic_store_explicit(&solo_ended, true, memory_order_release);
    pthread_mutex_unlock(&solo_mutex);
}

enum amq_lock amq_trylock_shared(_Atomic bool *busy)
{
    const uintptr_t me = (uintptr_t)&amq_solo_token;
    /* acquire: pairs with solo_end's release of OFF (solo_former) */
    uintptr_t solo = atomic_load_explicit(&amq_solo_thread, memory_order_acquire);
    if (solo == 0 && solo_available() &&
        atomic_compare_exchange_strong_explicit(&amq_solo_thread, &solo, me, memory_order_acquire,
                                                memory_order_acquire))
        return amq_trylock(busy); /* the first thread to take a lock: solo from now on */
    if (solo == AMQ_SOLO_OFF) {
        /* the former solo thread never waits: it may be in a section
         * itself, which the ender waits for; its sections and its
         * exchanges are its own, one at a time */
        if (!atomic_load_explicit(&solo_ended, memory_order_acquire) &&
            atomic_load_explicit(&solo_former, memory_order_relaxed) != me)
            solo_end(); /* waits until the ender is done */
    } else {
        solo_end(); /* a second thread (or none allowed): solo mode ends */
    }
    return atomic_exchange_explicit(busy, true, memory_order_acquire) ? AMQ_LOCK_BUSY
                                                                      : AMQ_LOCK_SHARED;
}
