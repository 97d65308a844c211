/* amq_pair.c - the private ends of the pair rings (see amq_pair.h): the
 * sender's tail and claim, the receiver's heads. */
#include "am_queues/amq_pair.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

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
struct amq_in_place_rx amq_in_place_rx[AMQ_IN_PLACE_PEERS];
_Atomic uint32_t amq_in_place_n;
static pthread_mutex_t in_place_mutex = PTHREAD_MUTEX_INITIALIZER; /* adds entries */
static bool in_place_off;                                          /* PSHMEX_AM_IN_PLACE=0 */
static bool ping_off;                                              /* PSHMEX_AM_PING=0 */
static _Atomic(struct amq_pair_tx *) *pair_tx_ep;
static uint32_t pair_tx_ranks; /* ranks the two tables cover */

/* A distinct address per live thread: identifies the owning thread. */
_Thread_local char amq_pair_thread_token;

/* n zeroed sender entries, line-aligned (amq_pair_tx), without a ping
 * line (in_place_add gives one); NULL if out of memory. */
static struct amq_pair_tx *tx_alloc(size_t n)
{
    struct amq_pair_tx *t = aligned_alloc(PSHM_CACHE_LINE, n * sizeof *t);
    if (t) {
        memset(t, 0, n * sizeof *t);
        for (size_t i = 0; i < n; i++)
            atomic_store_explicit(&t[i].ping_done, AMQ_PING_OFF, memory_order_relaxed);
    }
    return t;
}

void amq_pair_init(void)
{
    for (uint32_t r = 0; r < pair_tx_ranks; r++)
        free(atomic_load_explicit(&pair_tx_ep[r], memory_order_relaxed));
    free(amq_pair_tx0);
    free((void *)pair_tx_ep);
    amq_pair_tx0 = NULL;
    pair_tx_ep = NULL;
    pair_tx_ranks = 0;
    atomic_store_explicit(&amq_in_place_n, 0, memory_order_relaxed);
    /* PSHMEX_AM_PAIR_RINGS=0: every Short through the MPMC ring (to
     * measure one against the other in the same conditions) */
    const char *env = getenv("PSHMEX_AM_PAIR_RINGS");
    if (env && env[0] == '0')
        return; /* amq_pair_tx0 stays NULL: amq_pair_reserve declines */
    uint32_t n = pshm_job.hdr->nranks;
    amq_pair_tx0 = tx_alloc((size_t)n * 2);
    pair_tx_ep = calloc(n, sizeof *pair_tx_ep);
    if (!amq_pair_tx0 || !pair_tx_ep)
        pshm_fatal("out of memory for the AM pair-ring table (%u ranks)", n);
    pair_tx_ranks = n;
    /* PSHMEX_AM_IN_PLACE=0: every Reply through a ring (to measure Replies
     * in place against it in the same conditions) */
    env = getenv("PSHMEX_AM_IN_PLACE");
    in_place_off = env && env[0] == '0';
    /* PSHMEX_AM_PING=0: Requests that allow Replies in place go through
     * the ring only (to measure the ping line against it) */
    env = getenv("PSHMEX_AM_PING");
    ping_off = env && env[0] == '0';
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
            for (uint32_t i = 0; i < AMQ_PAIR_SLOTS; i++) {
                atomic_store_explicit(&p[d]->ring[r].slot[i].seq, i, memory_order_relaxed);
                /* no position's Reply (i + 1, i + 1 + AMQ_PAIR_SLOTS, ...) */
                atomic_store_explicit(&p[d]->ring[r].slot[i].reply.seq, i, memory_order_relaxed);
            }
            /* no ping yet, nor its Reply: the first is 1 */
            atomic_store_explicit(&p[d]->ring[r].ping.seq, 0, memory_order_relaxed);
            atomic_store_explicit(&p[d]->ring[r].ping.reply.seq, 0, memory_order_relaxed);
            atomic_store_explicit(&rx[d]->ping_head[r], amq_ping_next(0), memory_order_relaxed);
            atomic_store_explicit(&rx[d]->head[r], 0, memory_order_relaxed);
            rx[d]->answered[r] = 0;
        }
        rx[d]->next = 0;
        atomic_store_explicit(&rx[d]->busy, false, memory_order_relaxed);
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
        struct amq_pair_tx *mine = tx_alloc(EP_BLOCK_ENTRIES);
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

/* Let the Requests of tx (endpoint 0's entry for rank, its ring just
 * claimed, nothing sent yet) allow Replies in place, if the process has an
 * entry left for the peer (amq_pair.h). */
static void in_place_add(uint32_t rank, struct amq_pair_tx *tx)
{
    if (in_place_off)
        return;
    pthread_mutex_lock(&in_place_mutex);
    const uint32_t n = atomic_load_explicit(&amq_in_place_n, memory_order_relaxed);
    if (n < AMQ_IN_PLACE_PEERS) {
        struct amq_in_place_rx *e = &amq_in_place_rx[n];
        e->tx = tx;
        e->slots = tx->slots;
        e->rank = rank;
        e->owner = (uintptr_t)&amq_pair_thread_token; /* the caller just claimed tx */
        atomic_store_explicit(&e->rhead, 0, memory_order_relaxed);
        atomic_store_explicit(&e->consumed, 0, memory_order_relaxed);
        atomic_flag_clear_explicit(&e->busy, memory_order_relaxed);
        atomic_store_explicit(&e->passed, 0, memory_order_relaxed);
        atomic_store_explicit(&e->pings_run, 0, memory_order_relaxed);
        tx->in_place = e;
        /* its ping line, free (nothing sent yet; the caller owns tx) */
        if (!ping_off) {
            atomic_store_explicit(&tx->ping_sent, 0, memory_order_relaxed);
            atomic_store_explicit(&tx->ping_done, 0, memory_order_relaxed);
        }
        /* release: pollers that see the count see the entry (and tx's
         * slots, written before) */
        atomic_store_explicit(&amq_in_place_n, n + 1, memory_order_release);
    }
    pthread_mutex_unlock(&in_place_mutex);
}

/* The pollers' cursor of e lags far behind `done` (every position below
 * it done), as when a process streams Requests without polling: move it
 * there, if no poller holds it (then that poller moves it). A locked
 * instruction, so only once the lag reaches 2^30, before comparisons of
 * positions (amq_diff) would wrap. */
static void in_place_catch_up(struct amq_in_place_rx *e, uint32_t done)
{
    if (done - atomic_load_explicit(&e->rhead, memory_order_relaxed) < (UINT32_C(1) << 30) ||
        atomic_flag_test_and_set_explicit(&e->busy, memory_order_acquire))
        return;
    if (amq_diff(done, atomic_load_explicit(&e->rhead, memory_order_relaxed)) > 0)
        atomic_store_explicit(&e->rhead, done, memory_order_release);
    atomic_flag_clear_explicit(&e->busy, memory_order_release);
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

struct amq_slot *amq_pair_reserve(uint32_t rank, uint32_t ep, bool reply, bool may_run,
                                  struct amq_pair_tx **txp)
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
        if (tx->ring >= 0) {
            tx->slots = pairs_of(rank, ep, reply)->ring[tx->ring].slot;
            if (ep == 0 && !reply)
                in_place_add(rank, tx);
        }
    }
    if (tx->ring < 0)
        return NULL;
    struct amq_pair_ring *ring = &pairs_of(rank, ep, reply)->ring[tx->ring];
    const uint32_t tail = atomic_load_explicit(&tx->tail, memory_order_relaxed);
    if (__builtin_expect(tail == tx->limit, 0)) {
        /* credit spent: read the consumer's line. Rarely in a ping-pong
         * (a whole lap of credit each time); in a stream that fills the
         * ring, at every send until the consumer's next drain moves it.
         * A Request entry's slots also wait for their Replies in place:
         * run those that came (if we may), then take the lower bound. */
        /* acquire: pairs with amq_pair_release, so the handlers' reads of
         * the slots we overwrite are done */
        const uint64_t w = atomic_load_explicit(&ring->released, memory_order_acquire);
        uint32_t free_below = amq_released_pos(w);
        struct amq_in_place_rx *e = tx->in_place;
        if (e) {
            /* A slot below released may still hold a Reply in place that
             * we have not run: while the count of those run is short of
             * the count written, run them (if we may), else keep to what
             * is known done. acquire: pairs with the drain's release of
             * the count, so the Reply handlers' reads of those slots are
             * done. */
            const uint32_t answered = amq_released_answered(w);
            if (amq_diff(atomic_load_explicit(&e->consumed, memory_order_acquire), answered) < 0 &&
                may_run)
                amq_in_place_drain(e, true);
            if (amq_diff(atomic_load_explicit(&e->consumed, memory_order_acquire), answered) >= 0) {
                /* every position below released is done: tell the
                 * pollers, so that they start near the tail */
                atomic_store_explicit(&e->passed, free_below, memory_order_relaxed);
                in_place_catch_up(e, free_below);
            } else {
                uint32_t done = atomic_load_explicit(&e->rhead, memory_order_acquire);
                const uint32_t passed = atomic_load_explicit(&e->passed, memory_order_relaxed);
                if (amq_diff(passed, done) > 0)
                    done = passed;
                if (amq_diff(done, free_below) < 0)
                    free_below = done;
            }
        }
        /* never below the tail: the credit tests compare for equality */
        if (amq_diff(free_below + AMQ_PAIR_SLOTS, tail) <= 0) {
            tx->limit = tail;
            return NULL; /* full: MPMC ring */
        }
        tx->limit = free_below + AMQ_PAIR_SLOTS;
    }
    *txp = tx;
    return &ring->slot[tail & (AMQ_PAIR_SLOTS - 1)];
}
