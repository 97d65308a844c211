/* amq_pair.c - the private ends of the pair rings (see amq_pair.h): the
 * sender's tail and claim, the receiver's heads. */
#include "am_queues/amq_pair.h"

#include <stdlib.h>

#include "am_queues/amq_area.h"
#include "pshm/err.h"

/* Sender: one entry per (receiver jobrank, receiver endpoint, direction).
 * Endpoint 0 (every job's traffic) has a flat table, index 2 * rank +
 * reply, allocated at init: 2 entries per rank. Endpoints 1.. have one
 * block per receiver rank, index 2 * (ep - 1) + reply, allocated the first
 * time this process sends a Short to any endpoint >= 1 of that rank, so a
 * job without extra endpoints pays one pointer per rank for them. A block
 * is published with a release CAS (pairs with the acquire load in
 * tx_entry) and freed only by amq_pair_init. */
#define EP_BLOCK_ENTRIES (2u * (PSHM_MAX_EPS - 1))
struct amq_pair_tx *amq_pair_tx0; /* endpoint 0's entries (amq_pair.h) */
static _Atomic(struct amq_pair_tx *) *pair_tx_ep;
static uint32_t pair_tx_ranks; /* ranks the two tables cover */

/* A distinct address per live thread: identifies the owning thread. */
_Thread_local char amq_pair_thread_token;

void amq_pair_init(void)
{
    for (uint32_t r = 0; r < pair_tx_ranks; r++)
        free(atomic_load_explicit(&pair_tx_ep[r], memory_order_relaxed));
    free(amq_pair_tx0);
    free((void *)pair_tx_ep);
    amq_pair_tx0 = NULL;
    pair_tx_ep = NULL;
    pair_tx_ranks = 0;
    /* PSHMEX_AM_PAIR_RINGS=0: every Short through the MPMC ring (to
     * measure one against the other in the same conditions) */
    const char *env = getenv("PSHMEX_AM_PAIR_RINGS");
    if (env && env[0] == '0')
        return; /* amq_pair_tx0 stays NULL: amq_pair_reserve declines */
    uint32_t n = pshm_job.hdr->nranks;
    amq_pair_tx0 = calloc((size_t)n * 2, sizeof *amq_pair_tx0);
    pair_tx_ep = calloc(n, sizeof *pair_tx_ep);
    if (!amq_pair_tx0 || !pair_tx_ep)
        pshm_fatal("out of memory for the AM pair-ring table (%u ranks)", n);
    pair_tx_ranks = n;
}

void amq_pair_area_init(struct amq_pairs *req, struct amq_pairs *rep, struct amq_pair_rx *rx_req,
                        struct amq_pair_rx *rx_rep)
{
    struct amq_pairs *p[2] = {req, rep};
    struct amq_pair_rx *rx[2] = {rx_req, rx_rep};
    for (int d = 0; d < 2; d++) {
        atomic_store_explicit(&p[d]->active, 0, memory_order_relaxed);
        for (uint32_t r = 0; r < AMQ_PAIRS; r++) {
            atomic_store_explicit(&p[d]->ring[r].owner, 0, memory_order_relaxed);
            atomic_store_explicit(&p[d]->ring[r].released, 0, memory_order_relaxed);
            for (uint32_t i = 0; i < AMQ_PAIR_SLOTS; i++)
                atomic_store_explicit(&p[d]->ring[r].slot[i].seq, i, memory_order_relaxed);
            atomic_store_explicit(&rx[d]->head[r], 0, memory_order_relaxed);
        }
        rx[d]->next = 0;
        atomic_flag_clear_explicit(&rx[d]->busy, memory_order_relaxed);
    }
}

/* This process's sender entry for (rank, ep, reply); NULL when pair rings
 * are off. */
static struct amq_pair_tx *tx_entry(uint32_t rank, uint32_t ep, bool reply)
{
    if (!amq_pair_tx0)
        return NULL;
    if (ep == 0)
        return &amq_pair_tx0[2 * (size_t)rank + reply];
    /* acquire: pairs with the release CAS below (the block's zeroes) */
    struct amq_pair_tx *blk = atomic_load_explicit(&pair_tx_ep[rank], memory_order_acquire);
    if (__builtin_expect(!blk, 0)) {
        struct amq_pair_tx *mine = calloc(EP_BLOCK_ENTRIES, sizeof *mine);
        if (!mine)
            return NULL; /* no memory for the table: the MPMC ring still works */
        if (atomic_compare_exchange_strong_explicit(&pair_tx_ep[rank], &blk, mine,
                                                    memory_order_acq_rel, memory_order_acquire))
            blk = mine;
        else
            free(mine); /* another thread published one first: blk is it */
    }
    return &blk[2 * (ep - 1) + reply];
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

static struct amq_pairs *pairs_of(uint32_t rank, uint32_t ep, bool reply)
{
    struct amq_area *a = amq_area(rank, ep);
    return reply ? &a->rep_pairs : &a->req_pairs;
}

struct amq_slot *amq_pair_reserve(uint32_t rank, uint32_t ep, bool reply, struct amq_pair_tx **txp)
{
    struct amq_pair_tx *tx = tx_entry(rank, ep, reply);
    if (!tx)
        return NULL;
    uintptr_t me = (uintptr_t)&amq_pair_thread_token;
    uintptr_t owner = atomic_load_explicit(&tx->thread, memory_order_acquire);
    if (__builtin_expect(owner != me, 0)) {
        /* acq_rel: the winner's later writes of ring/tail are ordered after
         * the CAS; other threads never touch them */
        if (owner || !atomic_compare_exchange_strong_explicit(
                         &tx->thread, &owner, me, memory_order_acq_rel, memory_order_acquire))
            return NULL; /* another thread of ours owns it: MPMC ring */
        tx->ring = claim(pairs_of(rank, ep, reply));
        if (tx->ring >= 0)
            tx->slots = pairs_of(rank, ep, reply)->ring[tx->ring].slot;
    }
    if (tx->ring < 0)
        return NULL;
    struct amq_pair_ring *ring = &pairs_of(rank, ep, reply)->ring[tx->ring];
    if (__builtin_expect(tx->tail == tx->limit, 0)) {
        /* credit spent: read the consumer's line. Rarely in a ping-pong
         * (a whole lap of credit each time); in a stream that fills the
         * ring, at every send until the consumer's next drain moves it.
         * acquire: pairs with amq_pair_release, so the handlers' reads of
         * the slots we overwrite are done */
        tx->limit = atomic_load_explicit(&ring->released, memory_order_acquire) + AMQ_PAIR_SLOTS;
        if (tx->tail == tx->limit)
            return NULL; /* full: MPMC ring */
    }
    *txp = tx;
    return &ring->slot[tx->tail & (AMQ_PAIR_SLOTS - 1)];
}
