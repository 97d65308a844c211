/* cospin.c - keyed waits (see cospin.h). */
#include "pshm/cospin.h"

#include <pthread.h>
#include <stdatomic.h>

#include "pshm/job.h"
#include "pshm/wait.h"

/* At most this many core-mates are read at each step: beyond that a step
 * would cost more than it saves, and keys are not used. */
#define COSPIN_MATES_MAX 15u

_Thread_local uint64_t pshm_wait_key;

/* The ranks bound to our core, found at the first keyed wait (find_mates):
 * every rank's core is in its entry by then, as the supervisor writes each
 * entry before it forks that rank and a collective follows every rank's
 * join. */
static uint32_t mates[COSPIN_MATES_MAX];
static unsigned nmates;
static pthread_once_t mates_once = PTHREAD_ONCE_INIT;

static void find_mates(void)
{
    const struct pshm_job_header *h = pshm_job.hdr;
    if (!h || pshm_job.rank == UINT32_MAX)
        return;
    const int32_t core = pshm_rank_entry(pshm_job.rank)->core;
    if (!pshm_job_oversubscribed() || core < 0)
        return;
    unsigned n = 0;
    for (uint32_t r = 0; r < h->nranks; r++) {
        if (r == pshm_job.rank || pshm_rank_entry(r)->core != core)
            continue;
        if (n == COSPIN_MATES_MAX)
            return; /* too many to read at every step: nmates stays 0 */
        mates[n++] = r;
    }
    nmates = n;
}

void pshm_wait_key_begin(uint64_t key)
{
    pthread_once(&mates_once, find_mates);
    if (nmates)
        pshm_wait_key = key;
}

void pshm_wait_key_end(void)
{
    if (pshm_wait_key) {
        pshm_wait_key = 0;
        atomic_store_explicit(&pshm_ctrl(pshm_job.rank)->wait_key, 0, memory_order_relaxed);
    }
}

void pshm_cospin_before_poll(void)
{
    _Atomic uint32_t *w = &pshm_ctrl(pshm_job.rank)->poll_wanted;
    /* acq_rel: as pshmex_Progress_Poll's, pairs with the senders' release
     * store of 1 after they publish. Only when set: a locked instruction at
     * every step slowed the spin (8 ranks on 2 cores, barrier loop) */
    if (atomic_load_explicit(w, memory_order_relaxed))
        atomic_exchange_explicit(w, 0, memory_order_acq_rel);
}

bool pshm_cospin_step(uint32_t *steps)
{
    _Atomic uint64_t *mine = &pshm_ctrl(pshm_job.rank)->wait_key;
    if (atomic_load_explicit(mine, memory_order_relaxed) != pshm_wait_key)
        atomic_store_explicit(mine, pshm_wait_key, memory_order_relaxed);
    if (*steps < PSHM_COSPIN_STEPS) {
        unsigned i = 0;
        for (; i < nmates; i++) {
            const struct pshm_rank_ctrl *c = pshm_ctrl(mates[i]);
            if (atomic_load_explicit(&c->wait_key, memory_order_relaxed) != pshm_wait_key ||
                atomic_load_explicit(&c->poll_wanted, memory_order_relaxed))
                break;
        }
        if (i == nmates) {
            ++*steps;
            pshm_cpu_relax();
            return true;
        }
    }
    *steps = 0;
    return false;
}
