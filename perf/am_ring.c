/* am_ring.c - the bare ring beside which the am entry shows its Short
 * message rate.
 *
 * Layout, in rank 1's segment (the consumer's memory, as the AM queues):
 *   line 0   tail: only AM_RING_CAS; written (CAS) by the producer only
 *   line 1   done: written by the consumer (release) when it has taken the
 *            run's last message; read (acquire) by the producer
 *   slots    AM_RING_SLOTS slots of one cache line each
 * Slot protocol (as the AM queues, after D. Vyukov): for position p (counting
 * forever, slot p % cap) seq == p means free for the producer, p + 1 full,
 * p + cap released by the consumer. The producer writes the header and the
 * arguments, then publishes seq = p + 1 with a release store (AM_RING_SPSC)
 * or a seq_cst exchange (AM_RING_CAS); that pairs with the consumer's
 * acquire load of seq. The consumer reads the message, then releases with a
 * release store of seq = p + cap, which pairs with the producer's acquire
 * load before it overwrites the slot. SPSC: head and tail are private to
 * each side, so the only shared lines are the slots themselves.
 */
#include "am_ring.h"

#include <sched.h>
#include <stdio.h>

#define AM_RING_SLOTS 256u   /* as the AM queues' rings */
#define AM_RING_MSGS 100000L /* messages per batch (as the am rate row) */
#define AM_RING_BATCHES 5    /* timed batches per run, after one warm-up batch */
#define AM_RING_SPINS 4096u  /* pauses before a waiting side yields on every turn */

/* One message: what a Short AM with up to 8 arguments carries. */
typedef struct {
    uint32_t seq;
    uint8_t handler, kind, nargs, pad;
    uint32_t srcrank;
    uint32_t pad2[5];
    uint32_t args[8];
} am_ring_slot_t;
_Static_assert(sizeof(am_ring_slot_t) == 64, "one slot is one cache line");

typedef struct {
    _Alignas(64) uint32_t tail;
    _Alignas(64) uint64_t done;
    _Alignas(256) am_ring_slot_t slot[AM_RING_SLOTS];
} am_ring_t;
_Static_assert(offsetof(am_ring_t, slot) == 256, "slots after the two index lines");

static void backoff(unsigned *spins)
{
    if (++*spins < AM_RING_SPINS)
        bench_cpu_relax();
    else
        sched_yield();
}

/* Producer: n messages from position *pos on. */
static void produce(am_ring_t *r, am_ring_kind_t kind, unsigned nargs, uint32_t *pos, long n)
{
    for (long i = 0; i < n; i++) {
        uint32_t p = *pos;
        if (kind == AM_RING_CAS) /* uncontended, but a locked RMW as in an MPMC ring */
            p = __atomic_fetch_add(&r->tail, 1, __ATOMIC_RELAXED);
        am_ring_slot_t *s = &r->slot[p % AM_RING_SLOTS];
        unsigned spins = 0;
        /* acquire: pairs with the consumer's release of the slot */
        while (__atomic_load_n(&s->seq, __ATOMIC_ACQUIRE) != p)
            backoff(&spins);
        s->handler = 1;
        s->kind = 0;
        s->nargs = (uint8_t)nargs;
        s->srcrank = 0;
        for (unsigned a = 0; a < nargs; a++)
            s->args[a] = (uint32_t)i + a;
        if (kind == AM_RING_CAS)
            __atomic_exchange_n(&s->seq, p + 1, __ATOMIC_SEQ_CST);
        else
            __atomic_store_n(&s->seq, p + 1, __ATOMIC_RELEASE);
        *pos = p + 1;
    }
}

/* Consumer: n messages from position *pos on; returns a sum of what it read,
 * so that the reads are done. */
static uint64_t consume(am_ring_t *r, uint32_t *pos, long n)
{
    uint64_t sum = 0;
    for (long i = 0; i < n; i++) {
        uint32_t p = *pos;
        am_ring_slot_t *s = &r->slot[p % AM_RING_SLOTS];
        unsigned spins = 0;
        /* acquire: pairs with the producer's publication */
        while (__atomic_load_n(&s->seq, __ATOMIC_ACQUIRE) != p + 1)
            backoff(&spins);
        sum += s->handler + s->kind + s->srcrank;
        for (unsigned a = 0; a < s->nargs; a++)
            sum += s->args[a];
        /* release: our reads of the slot are done before it is reused */
        __atomic_store_n(&s->seq, p + AM_RING_SLOTS, __ATOMIC_RELEASE);
        *pos = p + 1;
    }
    return sum;
}

void am_ring_rate(bench_ctx_t *ctx, void *ring, am_ring_kind_t kind, unsigned nargs,
                  double *samples)
{
    am_ring_t *r = ring;
    const long total = AM_RING_MSGS * (1 + AM_RING_BATCHES);
    for (int run = 0; run < ctx->runs; run++) {
        if (ctx->rank == 1) { /* the consumer owns and resets the ring */
            for (uint32_t i = 0; i < AM_RING_SLOTS; i++)
                r->slot[i].seq = i;
            r->tail = 0;
            r->done = 0;
        }
        bench_sync(ctx); /* release/acquire: the reset is seen by the producer */
        uint32_t pos = 0;
        if (ctx->rank == 0) {
            produce(r, kind, nargs, &pos, AM_RING_MSGS); /* warm-up batch */
            bench_spin_until(&r->done, 1);
            uint64_t t0 = bench_now_ns();
            produce(r, kind, nargs, &pos, AM_RING_MSGS * AM_RING_BATCHES);
            bench_spin_until(&r->done, 2);
            uint64_t t1 = bench_now_ns();
            samples[run] = (double)(AM_RING_MSGS * AM_RING_BATCHES) / (double)(t1 - t0);
        } else if (ctx->rank == 1) {
            uint64_t sum = consume(r, &pos, AM_RING_MSGS);
            __atomic_store_n(&r->done, 1, __ATOMIC_RELEASE);
            sum += consume(r, &pos, total - AM_RING_MSGS);
            __atomic_store_n(&r->done, 2, __ATOMIC_RELEASE);
            if (sum == 1) /* never: keeps the sum alive */
                printf("pshmbench: ring sum %llu\n", (unsigned long long)sum);
        }
        bench_sync(ctx);
    }
}
