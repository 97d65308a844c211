/* am_ring.c - the bare rings beside which the am entry shows its Short
 * message rate and its Short round trip.
 *
 * The rate ring (am_ring_rate):
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
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define AM_RING_SLOTS   256u    /* as the AM queues' rings */
#define AM_RING_MSGS    100000L /* messages per batch (as the am rate row) */
#define AM_RING_BATCHES 5       /* timed batches per run, after one warm-up batch */
#define AM_RING_SPINS   4096u   /* pauses before a waiting side yields on every turn */

/* One message: what a Short AM with up to 8 arguments carries. */
typedef struct {
    uint32_t seq;
    uint8_t handler, kind, nargs, pad;
    uint32_t srcrank;
    uint32_t rseq;    /* in-place ping-pong: p + 1 once the answer is here */
    uint8_t rhandler; /* in-place ping-pong: the answer's handler */
    uint8_t rpad[3];
    uint32_t pad2[3];
    uint32_t args[8]; /* in-place ping-pong: the answer's over the Request's */
} am_ring_slot_t;
_Static_assert(sizeof(am_ring_slot_t) == 64, "one slot is one cache line");

typedef struct {
    _Alignas(64) uint32_t tail;
    _Alignas(64) uint64_t done;
    _Alignas(256) am_ring_slot_t slot[AM_RING_SLOTS];
} am_ring_t;
_Static_assert(offsetof(am_ring_t, slot) == 256, "slots after the two index lines");

static void backoff_after(unsigned *spins, unsigned limit)
{
    if (++*spins < limit)
        bench_cpu_relax();
    else
        sched_yield();
}

static void backoff(unsigned *spins)
{
    backoff_after(spins, AM_RING_SPINS);
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

void am_ring_rate(bench_ctx_t *ctx, void *ring, am_ring_kind_t kind, unsigned nargs, int runs,
                  double *samples)
{
    am_ring_t *r = ring;
    const long total = AM_RING_MSGS * (1 + AM_RING_BATCHES);
    for (int run = 0; run < runs; run++) {
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

/* ---- the round-trip floors (am_ring_pingpong) ----
 * AM_PP_TWO_RINGS: two rings of the pair rings' protocol, one per
 * direction, both in rank 1's segment:
 *   line 0   released: written by the consumer only (release store of
 *            p + 1 once it has read position p); read (acquire) by the
 *            producer only when the credit it cached runs out
 *   slots    AM_PP_SLOTS one-line slots, written by the producer only:
 *            fields, then seq = p + 1 (release; pairs with the consumer's
 *            acquire load)
 * The consumer never writes a slot, so a slot line moves only from its
 * producer to its consumer. A message whose handler is AM_PP_STOP ends
 * rank 1's loop. */
#define AM_PP_SLOTS  64u
#define AM_PP_STOP   0xffu
#define AM_PP_WARMUP 10000L
/* Pauses before a waiting side yields on every turn: an answer takes about
 * a hundred ns when the two ranks run at once, and never comes while they
 * share a core and the waiter spins. */
#define AM_PP_SPINS  256u

typedef struct {
    _Alignas(64) uint32_t released;
    _Alignas(64) am_ring_slot_t slot[AM_PP_SLOTS];
} am_pp_ring_t;
_Static_assert(offsetof(am_pp_ring_t, slot) == 64, "released alone on its line");
_Static_assert(2 * sizeof(am_pp_ring_t) <= AM_RING_PINGPONG_BYTES, "both rings fit the area");

/* One side's private view of a ring: its next position, and (producer)
 * the first position it has no credit for. */
typedef struct {
    am_pp_ring_t *r;
    uint32_t pos;
    uint32_t limit;
} am_pp_end_t;

/* Publish a message at e->pos (its slot free). */
static void pp_publish(am_pp_end_t *e, uint8_t handler, uint32_t arg)
{
    am_ring_slot_t *s = &e->r->slot[e->pos % AM_PP_SLOTS];
    s->handler = handler;
    s->kind = 0;
    s->nargs = 1;
    s->srcrank = 0;
    s->args[0] = arg;
    __atomic_store_n(&s->seq, e->pos + 1, __ATOMIC_RELEASE);
}

static void pp_send(am_pp_end_t *e, uint8_t handler, uint32_t arg)
{
    unsigned spins = 0;
    while (e->pos == e->limit) { /* acquire: pairs with the consumer's hand-back */
        e->limit = __atomic_load_n(&e->r->released, __ATOMIC_ACQUIRE) + AM_PP_SLOTS;
        if (e->pos == e->limit)
            backoff_after(&spins, AM_PP_SPINS);
    }
    pp_publish(e, handler, arg);
    e->pos++;
}

/* Waits for the next message; returns its handler, *arg its argument. */
static uint8_t pp_take(am_pp_end_t *e, uint32_t *arg)
{
    am_ring_slot_t *s = &e->r->slot[e->pos % AM_PP_SLOTS];
    unsigned spins = 0;
    /* acquire: pairs with the producer's publication */
    while (__atomic_load_n(&s->seq, __ATOMIC_ACQUIRE) != e->pos + 1)
        backoff_after(&spins, AM_PP_SPINS);
    const uint8_t handler = s->handler;
    *arg = s->args[0];
    e->pos++;
    /* release: our reads of the slot are done before it is reused */
    __atomic_store_n(&e->r->released, e->pos, __ATOMIC_RELEASE);
    return handler;
}

/* Rank 0: up to n round trips, stopping after budget_ns; returns how many
 * it made, or -1 if an answer was not the one expected. */
static long pp_round_trips(am_pp_end_t *out, am_pp_end_t *in, long n, uint64_t budget_ns)
{
    const uint64_t start = bench_now_ns();
    long i = 0;
    while (i < n) {
        const long chunk = n - i < 1000 ? n - i : 1000; /* read the clock now and then */
        for (long j = 0; j < chunk; j++, i++) {
            uint32_t got;
            pp_send(out, 1, (uint32_t)i);
            if (pp_take(in, &got) != 1 || got != (uint32_t)i)
                return -1;
        }
        if (bench_now_ns() - start > budget_ns)
            break;
    }
    return i;
}

/* ---- the in-place round trip (AM_PP_IN_PLACE) ----
 * One ring of the layout above (am_pp_ring_t), in rank 1's segment, as the
 * pair rings' Replies in place (src/am_queues/amq_pair.h): rank 0 writes the
 * Request at position p, then seq = p + 1 (release; pairs with rank 1's
 * acquire load); rank 1 writes its answer into the same slot line (rhandler,
 * args[0]), then rseq = p + 1 (release; pairs with rank 0's acquire load),
 * then hands the position back (released = p + 1), as the library's drain
 * does after a handler. Rank 0 reads the answer and marks it run (rseq = p,
 * relaxed), as the library's requester does. Rank 1 reads nothing of a slot
 * once it has answered, so rank 0 reuses a slot once its answer came: in a
 * ping-pong it never needs released. */

/* Rank 0: up to n round trips, as pp_round_trips; an answer must carry the
 * Request's argument + 1. */
static long ip_round_trips(am_pp_end_t *e, long n, uint64_t budget_ns)
{
    const uint64_t start = bench_now_ns();
    long i = 0;
    while (i < n) {
        const long chunk = n - i < 1000 ? n - i : 1000; /* read the clock now and then */
        for (long j = 0; j < chunk; j++, i++) {
            am_ring_slot_t *s = &e->r->slot[e->pos % AM_PP_SLOTS];
            unsigned spins = 0;
            pp_publish(e, 1, (uint32_t)i);
            /* acquire: pairs with rank 1's release of the answer */
            while (__atomic_load_n(&s->rseq, __ATOMIC_ACQUIRE) != e->pos + 1)
                backoff_after(&spins, AM_PP_SPINS);
            const bool right = s->rhandler == 1 && s->args[0] == (uint32_t)i + 1;
            __atomic_store_n(&s->rseq, e->pos, __ATOMIC_RELAXED); /* run */
            e->pos++; /* past it even if wrong: the stop message goes to the next */
            if (!right)
                return -1;
        }
        if (bench_now_ns() - start > budget_ns)
            break;
    }
    return i;
}

/* Rank 1: answer every Request in its slot until the stop message. */
static void ip_serve(am_pp_end_t *e)
{
    for (;;) {
        am_ring_slot_t *s = &e->r->slot[e->pos % AM_PP_SLOTS];
        unsigned spins = 0;
        /* acquire: pairs with pp_publish's release */
        while (__atomic_load_n(&s->seq, __ATOMIC_ACQUIRE) != e->pos + 1)
            backoff_after(&spins, AM_PP_SPINS);
        const uint8_t handler = s->handler;
        if (handler == AM_PP_STOP)
            return;
        s->rhandler = handler;
        s->args[0] = s->args[0] + 1;
        __atomic_store_n(&s->rseq, e->pos + 1, __ATOMIC_RELEASE);
        e->pos++;
        __atomic_store_n(&e->r->released, e->pos, __ATOMIC_RELEASE);
    }
}

/* ---- the AM model (AM_PP_MODEL) ----
 * The in-place round trip with what an AM layer cannot do without, and
 * nothing more: the least any Short round trip of a library costs here
 * when the client waits as the am entry's does. Each side waits in a loop
 * of calls to an out-of-line poll, paced as gasnet_AMPoll() paces a
 * client's loop (src/core/gasnet1.c, ampoll_pace): one CPU relax after
 * each of the first AM_PP_MODEL_PACED idle polls since the side last ran
 * a handler, none after later ones, and a yield after AM_PP_MODEL_SPINS
 * (for ranks that share a core). Without that relax the model was no
 * model of the library: on near cores its spinning reads of the line the
 * other side is about to write cost it half the floor or more per half
 * round trip (a standalone copy, 2026-11-28, near cores: 1.45-2.52x the
 * floor without, 0.87-1.47x with). A poll that finds a message looks
 * up its handler in a table filled at run time, checks that the entry
 * accepts it (registered, direction, argument count: one compare), and
 * calls it through its pointer with a token. Rank 1's Request handler
 * answers through an out-of-line reply call that checks the answer's
 * entry, then writes the answer into the Request's slot (the in-place
 * protocol above). The ring and slots are AM_PP_IN_PLACE's. */
#define AM_PP_MODEL_SPINS 4096u
#define AM_PP_MODEL_PACED 16u    /* as gasnet1.c's AMPOLL_PACED */
#define MODEL_REQUEST     0x100u /* an entry's accepts: direction | argument count */
#define MODEL_REPLY       0x200u
#define MODEL_HANDLERS    256u

typedef struct {
    am_ring_slot_t *slot; /* the message's slot (a Request's answer goes there) */
    uint32_t pos;         /* its position */
} model_token_t;

typedef struct {
    void (*fn)(model_token_t *);
    uint32_t accepts;
} model_entry_t;

enum { MODEL_PING = 1, MODEL_PONG = 2, MODEL_STOP = 3 };
static model_entry_t model_table[MODEL_HANDLERS];
static uint32_t model_answer; /* rank 0: the argument of the last answer run */
static bool model_stopped;    /* rank 1: the stop Request ran */

/* The entry of handler, which must accept a message that needs `need`. */
static const model_entry_t *model_entry(unsigned handler, uint32_t need)
{
    const model_entry_t *e = &model_table[handler];
    if (__builtin_expect(!e->fn || e->accepts != need, 0)) {
        fprintf(stderr, "pshmbench: am model: handler %u does not accept the message\n", handler);
        abort();
    }
    return e;
}

/* Rank 1: the answer to t's Request, in its slot (release; pairs with
 * model_poll_answer's acquire). */
static __attribute__((noinline)) void model_reply(model_token_t *t, uint8_t handler, uint32_t arg)
{
    (void)model_entry(handler, MODEL_REPLY | 1);
    t->slot->rhandler = handler;
    t->slot->args[0] = arg;
    __atomic_store_n(&t->slot->rseq, t->pos + 1, __ATOMIC_RELEASE);
}

static void model_ping(model_token_t *t)
{
    model_reply(t, MODEL_PONG, t->slot->args[0] + 1);
}

static void model_pong(model_token_t *t)
{
    model_answer = t->slot->args[0];
}

static void model_stop(model_token_t *t)
{
    (void)t;
    model_stopped = true;
}

/* Rank 0: a Request at e->pos (its slot free: its answer ran). */
static __attribute__((noinline)) void model_request(am_pp_end_t *e, uint8_t handler, uint32_t arg)
{
    (void)model_entry(handler, MODEL_REQUEST | 1);
    pp_publish(e, handler, arg);
}

/* Rank 0: run the answer to the Request at e->pos if it came (then mark it
 * run and move past it); whether it did. */
static __attribute__((noinline)) bool model_poll_answer(am_pp_end_t *e)
{
    am_ring_slot_t *s = &e->r->slot[e->pos % AM_PP_SLOTS];
    /* acquire: pairs with model_reply's release */
    if (__atomic_load_n(&s->rseq, __ATOMIC_ACQUIRE) != e->pos + 1)
        return false;
    model_token_t t = {s, e->pos};
    /* the answer carries as many arguments as its Request */
    model_entry(s->rhandler, MODEL_REPLY | s->nargs)->fn(&t);
    __atomic_store_n(&s->rseq, e->pos, __ATOMIC_RELAXED); /* run */
    e->pos++;
    return true;
}

/* Rank 1: run the Request at e->pos if it came, then hand its position
 * back (as ip_serve); whether it did. */
static __attribute__((noinline)) bool model_poll_request(am_pp_end_t *e)
{
    am_ring_slot_t *s = &e->r->slot[e->pos % AM_PP_SLOTS];
    /* acquire: pairs with pp_publish's release */
    if (__atomic_load_n(&s->seq, __ATOMIC_ACQUIRE) != e->pos + 1)
        return false;
    model_token_t t = {s, e->pos};
    model_entry(s->handler, MODEL_REQUEST | s->nargs)->fn(&t);
    e->pos++;
    __atomic_store_n(&e->r->released, e->pos, __ATOMIC_RELEASE);
    return true;
}

/* After a poll that found nothing; *spins counts them since the side
 * last ran a handler. */
static void model_idle(unsigned *spins)
{
    ++*spins;
    if (*spins <= AM_PP_MODEL_PACED)
        bench_cpu_relax();
    else if (*spins >= AM_PP_MODEL_SPINS)
        sched_yield();
}

/* Rank 0: up to n round trips, as ip_round_trips. */
static long model_round_trips(am_pp_end_t *e, long n, uint64_t budget_ns)
{
    const uint64_t start = bench_now_ns();
    long i = 0;
    while (i < n) {
        const long chunk = n - i < 1000 ? n - i : 1000; /* read the clock now and then */
        for (long j = 0; j < chunk; j++, i++) {
            unsigned spins = 0;
            model_request(e, MODEL_PING, (uint32_t)i);
            while (!model_poll_answer(e))
                model_idle(&spins);
            if (model_answer != (uint32_t)i + 1)
                return -1;
        }
        if (bench_now_ns() - start > budget_ns)
            break;
    }
    return i;
}

/* Rank 1: serve until the stop Request. */
static void model_serve(am_pp_end_t *e)
{
    unsigned spins = 0;
    model_stopped = false;
    while (!model_stopped) {
        if (model_poll_request(e))
            spins = 0;
        else
            model_idle(&spins);
    }
}

static void model_register(void)
{
    model_table[MODEL_PING] = (model_entry_t){model_ping, MODEL_REQUEST | 1};
    model_table[MODEL_PONG] = (model_entry_t){model_pong, MODEL_REPLY | 1};
    model_table[MODEL_STOP] = (model_entry_t){model_stop, MODEL_REQUEST | 1};
}

static const char *const kind_names[] = {"ring", "in-place", "am model"};

/* Rank 0: up to n round trips of kind, as pp_round_trips. */
static long round_trips(am_pp_kind_t kind, am_pp_end_t *to1, am_pp_end_t *from1, long n,
                        uint64_t budget_ns)
{
    switch (kind) {
    case AM_PP_TWO_RINGS: return pp_round_trips(to1, from1, n, budget_ns);
    case AM_PP_IN_PLACE: return ip_round_trips(to1, n, budget_ns);
    default: return model_round_trips(to1, n, budget_ns);
    }
}

int am_ring_pingpong(bench_ctx_t *ctx, void *area, am_pp_kind_t kind, long iters,
                     uint64_t budget_ns, int runs, double *samples)
{
    int rc = 0;
    am_pp_ring_t *const req = area, *const rep = req + 1;
    if (kind == AM_PP_MODEL)
        model_register();
    for (int run = 0; run < runs; run++) {
        if (ctx->rank == 1) { /* the owner of the area resets both rings */
            memset(area, 0, 2 * sizeof *req);
        }
        bench_sync(ctx); /* release/acquire: the reset is seen by rank 0 */
        am_pp_end_t to1 = {req, 0, AM_PP_SLOTS}, from1 = {rep, 0, 0};
        am_pp_end_t from0 = {req, 0, 0}, to0 = {rep, 0, AM_PP_SLOTS};
        const bool in_place = kind != AM_PP_TWO_RINGS;
        if (ctx->rank == 0) {
            long warm = iters < AM_PP_WARMUP ? iters : AM_PP_WARMUP;
            long ok = round_trips(kind, &to1, &from1, warm, budget_ns / 4);
            const uint64_t t0 = bench_now_ns();
            long done = ok < 0 ? -1 : round_trips(kind, &to1, &from1, iters, budget_ns);
            const uint64_t t1 = bench_now_ns();
            if (kind == AM_PP_MODEL)
                model_request(&to1, MODEL_STOP, 0);
            else if (in_place)
                pp_publish(&to1, AM_PP_STOP, 0);
            else
                pp_send(&to1, AM_PP_STOP, 0);
            if (done <= 0) {
                fprintf(stderr, "pshmbench: %s ping-pong: a wrong answer\n", kind_names[kind]);
                rc = -1;
            } else {
                samples[run] = (double)(t1 - t0) / (double)done / 2.0;
            }
        } else if (ctx->rank == 1 && kind == AM_PP_MODEL) {
            model_serve(&from0);
        } else if (ctx->rank == 1 && in_place) {
            ip_serve(&from0);
        } else if (ctx->rank == 1) {
            uint32_t arg;
            uint8_t h;
            while ((h = pp_take(&from0, &arg)) != AM_PP_STOP)
                pp_send(&to0, h, arg);
        }
        bench_sync(ctx);
    }
    return rc;
}
