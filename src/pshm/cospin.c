/* cospin.c - keyed waits (see cospin.h). */
#include "pshm/cospin.h"

#include <pthread.h>
#include <stdatomic.h>

#include "pshm/job.h"
#include "pshm/wait.h"

/* At most this many core-mates are read at each step: beyond that a step
 * would cost more than it saves, and keys are not used. */
#define COSPIN_MATES_MAX 15u

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

uint64_t pshm_wait_key_usable(uint64_t key)
{
    if (!key)
        return 0;
    pthread_once(&mates_once, find_mates);
    return nmates ? key : 0;
}

void pshm_cospin_before_poll(struct pshm_waiter *w)
{
    _Atomic uint32_t *word = &pshm_ctrl(pshm_job.rank)->poll_wanted;
    /* acq_rel: as pshmex_Progress_Poll's, pairs with the senders' release
     * store of 1 after they publish. Only when set: a locked instruction at
     * every step slowed the spin (8 ranks on 2 cores, barrier loop). A 0
     * read here may miss a 1 stored just now: the poll that follows reads
     * the queues anyway, and the word stays 1 for the next step. */
    if (atomic_load_explicit(word, memory_order_relaxed) &&
        atomic_exchange_explicit(word, 0, memory_order_acq_rel))
        w->cleared = true;
}

void pshm_cospin_after_work(void)
{
    atomic_store_explicit(&pshm_ctrl(pshm_job.rank)->poll_wanted, 1, memory_order_relaxed);
}

bool pshm_cospin_step(struct pshm_waiter *w)
{
    _Atomic uint64_t *mine = &pshm_ctrl(pshm_job.rank)->wait_key;
    if (atomic_load_explicit(mine, memory_order_relaxed) != w->key)
        atomic_store_explicit(mine, w->key, memory_order_relaxed);
    if (w->cospins < PSHM_COSPIN_STEPS) {
        unsigned i = 0;
        for (; i < nmates; i++) {
            const struct pshm_rank_ctrl *c = pshm_ctrl(mates[i]);
            if (atomic_load_explicit(&c->wait_key, memory_order_relaxed) != w->key ||
                atomic_load_explicit(&c->poll_wanted, memory_order_relaxed))
                break;
        }
        if (i == nmates) {
            w->cospins++;
            pshm_cpu_relax();
            return true;
        }
    }
    w->cospins = 0;
    return false;
}

void pshm_wait_key_end(struct pshm_waiter *w)
{
    struct pshm_rank_ctrl *c = pshm_ctrl(pshm_job.rank);
    atomic_store_explicit(&c->wait_key, 0, memory_order_relaxed);
    if (w->cleared)
        atomic_store_explicit(&c->poll_wanted, 1, memory_order_relaxed);
    w->key = 0;
    w->cleared = false;
}
