/* amq_pair.c - the private ends of the pair rings (see amq_pair.h): the
 * sender's tail and claim, the receiver's heads. */
#include "am_queues/amq_pair.h"

#include <stdlib.h>

#include "am_queues/amq_area.h"
#include "pshm/err.h"

/* Sender: one entry per (receiver jobrank, direction), index 2 * rank +
 * reply. Process memory, nranks * 2 entries. */
static struct amq_pair_tx *pair_tx;

/* Receiver: head of each of our pair rings, per direction; read and written
 * only by the thread holding that direction's lock (relaxed atomics: the
 * lock's acquire/release orders them between threads). */
static _Atomic uint32_t rx_head[2][AMQ_PAIRS];
static unsigned rx_next[2]; /* ring to look at first (round robin), under the lock */
static atomic_flag rx_busy[2] = {ATOMIC_FLAG_INIT, ATOMIC_FLAG_INIT};

/* A distinct address per live thread: identifies the owning thread. */
static _Thread_local char thread_token;

void amq_pair_init(struct amq_pairs *req, struct amq_pairs *rep)
{
    struct amq_pairs *p[2] = {req, rep};
    for (int d = 0; d < 2; d++) {
        atomic_store_explicit(&p[d]->active, 0, memory_order_relaxed);
        for (uint32_t r = 0; r < AMQ_PAIRS; r++) {
            atomic_store_explicit(&p[d]->ring[r].owner, 0, memory_order_relaxed);
            for (uint32_t i = 0; i < AMQ_PAIR_SLOTS; i++)
                atomic_store_explicit(&p[d]->ring[r].slot[i].seq, i, memory_order_relaxed);
            atomic_store_explicit(&rx_head[d][r], 0, memory_order_relaxed);
        }
        rx_next[d] = 0;
    }
    /* PSHMEX_AM_PAIR_RINGS=0: every Short through the MPMC ring (to
     * measure one against the other in the same conditions) */
    const char *env = getenv("PSHMEX_AM_PAIR_RINGS");
    if (env && env[0] == '0')
        return; /* pair_tx stays NULL: amq_pair_reserve declines */
    uint32_t n = pshm_job.hdr->nranks;
    if (!pair_tx) {
        pair_tx = calloc((size_t)n * 2, sizeof *pair_tx);
        if (!pair_tx)
            pshm_fatal("out of memory for the AM pair-ring table (%u ranks)", n);
    }
    for (uint32_t i = 0; i < n * 2; i++)
        pair_tx[i].ring = -2; /* not yet looked for */
}

/* Claim a free ring of p for this process; -1 if all are taken. */
static int32_t claim(struct amq_pairs *p)
{
    for (uint32_t i = 0; i < AMQ_PAIRS; i++) {
        uint32_t free_owner = 0;
        if (atomic_load_explicit(&p->ring[i].owner, memory_order_relaxed) == 0 &&
            atomic_compare_exchange_strong_explicit(&p->ring[i].owner, &free_owner,
                                                    pshm_job.rank + 1, memory_order_relaxed,
                                                    memory_order_relaxed)) {
            /* release: our later publications follow the bit (the slots'
             * own seq protocol carries the data) */
            atomic_fetch_or_explicit(&p->active, 1u << i, memory_order_release);
            return (int32_t)i;
        }
    }
    return -1;
}

static struct amq_pairs *pairs_of(uint32_t rank, bool reply)
{
    struct amq_area *a = amq_area(rank);
    return reply ? &a->rep_pairs : &a->req_pairs;
}

struct amq_slot *amq_pair_reserve(uint32_t rank, bool reply, struct amq_pair_tx **txp)
{
    if (!pair_tx)
        return NULL;
    struct amq_pair_tx *tx = &pair_tx[2 * (size_t)rank + reply];
    uintptr_t me = (uintptr_t)&thread_token;
    uintptr_t owner = atomic_load_explicit(&tx->thread, memory_order_acquire);
    if (__builtin_expect(owner != me, 0)) {
        /* acq_rel: the winner's later writes of ring/tail are ordered after
         * the CAS; other threads never touch them */
        if (owner || !atomic_compare_exchange_strong_explicit(
                         &tx->thread, &owner, me, memory_order_acq_rel, memory_order_acquire))
            return NULL; /* another thread of ours owns it: MPMC ring */
        tx->ring = claim(pairs_of(rank, reply));
    }
    if (tx->ring < 0)
        return NULL;
    struct amq_slot *s =
        &pairs_of(rank, reply)->ring[tx->ring].slot[tx->tail & (AMQ_PAIR_SLOTS - 1)];
    /* acquire: pairs with the consumer's release of the slot */
    if (atomic_load_explicit(&s->seq, memory_order_acquire) != tx->tail)
        return NULL; /* full: MPMC ring */
    *txp = tx;
    return s;
}

bool amq_pair_ready(struct amq_pairs *p, bool reply)
{
    /* acquire: pairs with the claimer's fetch_or */
    uint32_t act = atomic_load_explicit(&p->active, memory_order_acquire);
    while (act) {
        unsigned i = (unsigned)__builtin_ctz(act);
        act &= act - 1;
        uint32_t h = atomic_load_explicit(&rx_head[reply][i], memory_order_relaxed);
        if (atomic_load_explicit(&p->ring[i].slot[h & (AMQ_PAIR_SLOTS - 1)].seq,
                                 memory_order_relaxed) == h + 1)
            return true;
    }
    return false;
}

struct amq_slot *amq_pair_take(struct amq_pairs *p, bool reply)
{
    uint32_t act = atomic_load_explicit(&p->active, memory_order_acquire);
    for (unsigned k = 0; act && k < AMQ_PAIRS; k++) {
        unsigned i = (rx_next[reply] + k) % AMQ_PAIRS;
        if (!(act & (1u << i)))
            continue;
        uint32_t h = atomic_load_explicit(&rx_head[reply][i], memory_order_relaxed);
        struct amq_slot *s = &p->ring[i].slot[h & (AMQ_PAIR_SLOTS - 1)];
        /* acquire: pairs with amq_pair_publish */
        if (atomic_load_explicit(&s->seq, memory_order_acquire) == h + 1) {
            atomic_store_explicit(&rx_head[reply][i], h + 1, memory_order_relaxed);
            rx_next[reply] = (i + 1) % AMQ_PAIRS; /* round robin: no sender starves */
            return s;
        }
    }
    return NULL;
}

bool amq_pair_lock(bool reply)
{
    return !atomic_flag_test_and_set_explicit(&rx_busy[reply], memory_order_acquire);
}

void amq_pair_unlock(bool reply)
{
    atomic_flag_clear_explicit(&rx_busy[reply], memory_order_release);
}
