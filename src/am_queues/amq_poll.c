/* amq_poll.c - initialize our queues; take messages and run their handlers
 * (see amq_area.h). */
#include "am_queues/amq_area.h"

#include <gasnetex.h>

#include "am_queues/am_context.h"
#include "core/objects.h"
#include "pshm/alloc.h"
#include "pshm/err.h"
#include "pshm/tsan.h"
#include "pshm/wait.h"

/* Messages handled per ring per poll: bounds how long one poll runs. */
#define POLL_BUDGET 32

/* Our endpoint e's queues of one direction ([e][reply]), as mapped here,
 * and our receiver state for its pair rings: set by amq_area_init, so
 * that a poll reaches all of it from one pointer without computing the
 * area's address. Private; written before the endpoint is published to
 * pollers (amq_my_neps, release). Three lines: the read-mostly pointers
 * (line 0), the pair rings' heads (line 1: read by every peek, written
 * once per drain), the drainer's cursor and try-lock (line 2: never read
 * by a peek). Own lines per direction: threads draining different
 * endpoints or directions do not share them. */
struct rx_dir {
    _Alignas(PSHM_CACHE_LINE) struct amq_pairs *pairs;
    struct amq_side side;
    _Atomic(struct pshmex_ep *) ep; /* NULL until the first drain (rx_ep) */
    uint32_t e;                     /* the endpoint's index */
    bool pings;                     /* endpoint 0's Requests: its rings' ping lines may hold one */
    struct amq_pair_rx pair;
};
_Static_assert(offsetof(struct rx_dir, pair) == PSHM_CACHE_LINE,
               "the read-mostly pointers alone on line 0");
static struct rx_dir rx_dirs[PSHM_MAX_EPS][2];

void amq_area_init(struct amq_area *a, uint32_t e)
{
    for (int reply = 0; reply < 2; reply++) {
        struct rx_dir *d = &rx_dirs[e][reply];
        d->pairs = reply ? &a->rep_pairs : &a->req_pairs;
        d->side = amq_side_of(a, reply);
        atomic_store_explicit(&d->ep, NULL, memory_order_relaxed);
        d->e = e;
        d->pings = e == 0 && !reply; /* only endpoint 0's Requests allow Replies in place */
    }
    for (uint32_t i = 0; i < AMQ_SLOTS; i++) {
        atomic_store_explicit(&a->req[i].seq, i, memory_order_relaxed);
        atomic_store_explicit(&a->rep[i].seq, i, memory_order_relaxed);
    }
    struct amq_freeq *pools[2] = {&a->req_free, &a->rep_free};
    for (int p = 0; p < 2; p++) {
        for (uint32_t i = 0; i < AMQ_POOL_BUFS; i++) {
            pools[p]->cell[i].value = i;
            atomic_store_explicit(&pools[p]->cell[i].seq, i + 1, memory_order_relaxed);
        }
        atomic_store_explicit(&pools[p]->ix.head, 0, memory_order_relaxed);
        atomic_store_explicit(&pools[p]->ix.tail, AMQ_POOL_BUFS, memory_order_relaxed);
    }
    atomic_store_explicit(&a->req_ix.head, 0, memory_order_relaxed);
    atomic_store_explicit(&a->req_ix.tail, 0, memory_order_relaxed);
    atomic_store_explicit(&a->rep_ix.head, 0, memory_order_relaxed);
    atomic_store_explicit(&a->rep_ix.tail, 0, memory_order_relaxed);
    amq_pair_area_init(&a->req_pairs, &a->rep_pairs, &rx_dirs[e][0].pair, &rx_dirs[e][1].pair);
}

void amq_init(void)
{
    amq_pair_init();
    amq_area_init(amq_area(pshm_job.rank, 0), 0);
    pshm_free((void *)amq_ep_mapped);
    amq_ep_mapped = pshm_calloc(pshm_job.hdr->nranks, sizeof *amq_ep_mapped);
    amq_my_eps[0] = 0;
    /* release: a thread already polling (during init) that sees the count
     * also sees rx_dirs[0] */
    atomic_store_explicit(&amq_my_neps, 1, memory_order_release);
    /* Peers start sending only after the init barrier, whose release/acquire
     * publishes these stores. The client installs core_poll, which calls
     * amq_poll. */
}

/* ---- calling a handler with its arguments ----
 * The handler's C type depends on the category and the argument count;
 * AMQ_ARGSn / AMQ_TYPESn spell out n arguments and their types. */
#define AMQ_A(i) , (a)[i]
#define AMQ_ARGS0
#define AMQ_ARGS1  AMQ_ARGS0 AMQ_A(0)
#define AMQ_ARGS2  AMQ_ARGS1 AMQ_A(1)
#define AMQ_ARGS3  AMQ_ARGS2 AMQ_A(2)
#define AMQ_ARGS4  AMQ_ARGS3 AMQ_A(3)
#define AMQ_ARGS5  AMQ_ARGS4 AMQ_A(4)
#define AMQ_ARGS6  AMQ_ARGS5 AMQ_A(5)
#define AMQ_ARGS7  AMQ_ARGS6 AMQ_A(6)
#define AMQ_ARGS8  AMQ_ARGS7 AMQ_A(7)
#define AMQ_ARGS9  AMQ_ARGS8 AMQ_A(8)
#define AMQ_ARGS10 AMQ_ARGS9 AMQ_A(9)
#define AMQ_ARGS11 AMQ_ARGS10 AMQ_A(10)
#define AMQ_ARGS12 AMQ_ARGS11 AMQ_A(11)
#define AMQ_ARGS13 AMQ_ARGS12 AMQ_A(12)
#define AMQ_ARGS14 AMQ_ARGS13 AMQ_A(13)
#define AMQ_ARGS15 AMQ_ARGS14 AMQ_A(14)
#define AMQ_ARGS16 AMQ_ARGS15 AMQ_A(15)
#define AMQ_T      , gex_AM_Arg_t
#define AMQ_TYPES0
#define AMQ_TYPES1  AMQ_TYPES0 AMQ_T
#define AMQ_TYPES2  AMQ_TYPES1 AMQ_T
#define AMQ_TYPES3  AMQ_TYPES2 AMQ_T
#define AMQ_TYPES4  AMQ_TYPES3 AMQ_T
#define AMQ_TYPES5  AMQ_TYPES4 AMQ_T
#define AMQ_TYPES6  AMQ_TYPES5 AMQ_T
#define AMQ_TYPES7  AMQ_TYPES6 AMQ_T
#define AMQ_TYPES8  AMQ_TYPES7 AMQ_T
#define AMQ_TYPES9  AMQ_TYPES8 AMQ_T
#define AMQ_TYPES10 AMQ_TYPES9 AMQ_T
#define AMQ_TYPES11 AMQ_TYPES10 AMQ_T
#define AMQ_TYPES12 AMQ_TYPES11 AMQ_T
#define AMQ_TYPES13 AMQ_TYPES12 AMQ_T
#define AMQ_TYPES14 AMQ_TYPES13 AMQ_T
#define AMQ_TYPES15 AMQ_TYPES14 AMQ_T
#define AMQ_TYPES16 AMQ_TYPES15 AMQ_T

#define AMQ_SHORT_CASE(n)                                                                          \
    case n:                                                                                        \
        ((void (*)(gex_Token_t AMQ_TYPES##n))fn)(t AMQ_ARGS##n);                                   \
        return
#define AMQ_PAYLOAD_CASE(n)                                                                        \
    case n:                                                                                        \
        ((void (*)(gex_Token_t, void *, size_t AMQ_TYPES##n))fn)(t, buf, nbytes AMQ_ARGS##n);      \
        return
#define AMQ_CASES(C)                                                                               \
    C(0);                                                                                          \
    C(1);                                                                                          \
    C(2);                                                                                          \
    C(3);                                                                                          \
    C(4);                                                                                          \
    C(5);                                                                                          \
    C(6);                                                                                          \
    C(7);                                                                                          \
    C(8);                                                                                          \
    C(9);                                                                                          \
    C(10);                                                                                         \
    C(11);                                                                                         \
    C(12);                                                                                         \
    C(13);                                                                                         \
    C(14);                                                                                         \
    C(15);                                                                                         \
    C(16)

static void call_short(gex_AM_Fn_t fn, gex_Token_t t, unsigned n, const gex_AM_Arg_t *a)
{
    switch (n) {
        AMQ_CASES(AMQ_SHORT_CASE);
    }
}

static void call_payload(gex_AM_Fn_t fn, gex_Token_t t, void *buf, size_t nbytes, unsigned n,
                         const gex_AM_Arg_t *a)
{
    switch (n) {
        AMQ_CASES(AMQ_PAYLOAD_CASE);
    }
}

static const char *const kind_names[] = {"Short Request", "Medium Request", "Long Request", "?",
                                         "Short Reply",   "Medium Reply",   "Long Reply",   "?"};

/* The registered entry must accept the message: index registered, and
 * (gex_AM_Entry_t's flags and nargs are assertions) category, direction and
 * argument count as registered. A GASNet-1 entry accepts anything. */
static const struct core_handler *lookup(const struct amq_slot *s, struct pshmex_ep *ep)
{
    const struct core_handler *h = &ep->handlers.h[s->handler];
    const char *what = kind_names[s->kind & 7];
    if (!h->entry.gex_fnptr)
        pshm_fatal("AM handler index %u is not registered on endpoint %u of rank %u (a %s from "
                   "endpoint %u of rank %u)",
                   s->handler, (unsigned)ep->index, pshm_job.rank, what, s->ep_index, s->srcrank);
    if (h->legacy)
        return h;
    gex_Flags_t need = (s->kind & AMQ_REPLY) ? GEX_FLAG_AM_REPLY : GEX_FLAG_AM_REQUEST;
    gex_Flags_t cat = (s->kind & 3) == AMQ_SHORT    ? GEX_FLAG_AM_SHORT
                      : (s->kind & 3) == AMQ_MEDIUM ? GEX_FLAG_AM_MEDIUM
                                                    : GEX_FLAG_AM_LONG;
    if (!(h->entry.gex_flags & need) || !(h->entry.gex_flags & cat))
        pshm_fatal("AM handler index %u (%s) on rank %u was not registered for a %s "
                   "(gex_flags 0x%x; sent by rank %u)",
                   s->handler, h->entry.gex_name ? h->entry.gex_name : "unnamed", pshm_job.rank,
                   what, (unsigned)h->entry.gex_flags, s->srcrank);
    if (h->entry.gex_nargs != s->nargs)
        pshm_fatal("AM handler index %u (%s) on rank %u was registered with %u arguments "
                   "but a %s from rank %u carries %u",
                   s->handler, h->entry.gex_name ? h->entry.gex_name : "unnamed", pshm_job.rank,
                   h->entry.gex_nargs, what, s->srcrank, s->nargs);
    return h;
}

/* Give a handled slot of the MPMC ring back to its producers; a pair
 * ring's slots are given back by drain_pairs, once per drain. */
static void release(struct amq_slot *s, bool pair)
{
    if (!pair)
        amq_msg_release(s);
}

/* Run the handler of a taken slot, then give the slot (and its pool
 * buffer) back; a pair ring's slot (pair: a Short) is given back by the
 * caller. ep: the receiving endpoint (the area's). */
static void dispatch(struct amq_slot *s, const struct amq_side *side, struct pshmex_ep *ep,
                     bool pair)
{
    PSHM_TSAN_ACQUIRE();
    if ((s->kind & 3) == AMQ_VOID) { /* a cancelled NPAM: nothing to run */
        release(s, pair);
        return;
    }
    /* s->ep_index is the sending endpoint: a Reply goes back to it */
    struct pshmex_token tok = {s->srcrank,   s->kind,     false, ep, lookup(s, ep),
                               am_tls.token, s->ep_index, NULL,  0}; /* answered through a ring */
    unsigned held = am_tls.hsl_held;
    gex_AM_Fn_t fn = tok.handler->entry.gex_fnptr;
    am_tls.token = &tok;
    am_restricted_changed();
    switch (s->kind & 3) {
    case AMQ_SHORT: call_short(fn, &tok, s->nargs, s->args); break;
    case AMQ_MEDIUM: {
        void *buf = s->buf == AMQ_NO_BUF ? (void *)amq_inline(side, s) : (void *)side->bufs[s->buf];
        call_payload(fn, &tok, buf, s->nbytes, s->nargs, s->args);
        break;
    }
    default: {
        size_t n = (size_t)s->nbytes | ((size_t)s->nbytes_hi << 32);
        call_payload(fn, &tok, (void *)(uintptr_t)s->dest, n, s->nargs, s->args);
        break;
    }
    }
    am_tls.token = tok.outer;
    am_restricted_changed();
    if (am_tls.hsl_held != held)
        pshm_fatal("AM handler index %u (%s) returned while holding an HSL", s->handler,
                   tok.handler->entry.gex_name ? tok.handler->entry.gex_name : "unnamed");
    if ((s->kind & 3) == AMQ_MEDIUM && s->buf != AMQ_NO_BUF)
        amq_buf_free(side->free, s->buf);
    release(s, pair);
}

/* Whether handler entry h accepts a Short of kind (AMQ_SHORT, with or
 * without AMQ_REPLY) and nargs arguments: lookup's conditions in one
 * test, for the pair rings' common case. */
static inline bool short_accepted(const struct core_handler *h, unsigned kind, unsigned nargs)
{
    const gex_Flags_t need =
        GEX_FLAG_AM_SHORT | ((kind & AMQ_REPLY) ? GEX_FLAG_AM_REPLY : GEX_FLAG_AM_REQUEST);
    return h->entry.gex_fnptr &&
           (h->legacy || ((h->entry.gex_flags & need) == need && h->entry.gex_nargs == nargs));
}

/* dispatch for a Short from a pair ring whose handler accepts it: the same
 * token and context, without the Medium and Long cases (the pair rings
 * carry Shorts only) and with the checks in one test; anything else goes
 * to dispatch, whose lookup names what is wrong. outer and held are the
 * thread's token and HSL count when the drain began (they do not change
 * inside it); the restricted word is recomputed once, after the drain
 * (drain_pairs): nothing but the library runs between two handlers. */
static inline bool dispatch_pair(struct amq_slot *s, uint32_t pos, const struct amq_side *side,
                                 struct pshmex_ep *ep, struct pshmex_token *outer, unsigned held)
{
    const unsigned handler = s->handler, kind = s->kind, nargs = s->nargs;
    const struct core_handler *h = &ep->handlers.h[handler];
    if (__builtin_expect((kind & 3) != AMQ_SHORT || !short_accepted(h, kind, nargs), 0)) {
        dispatch(s, side, ep, true);
        return false;
    }
    PSHM_TSAN_ACQUIRE();
    /* A Request sent with AMQ_IN_PLACE may be answered in its slot. Once
     * it is, the slot is not read again here: a ping line is the
     * requester's to reuse as soon as it has run the Reply. */
    struct pshmex_token tok = {
        s->srcrank, kind, false, ep, h, outer, s->ep_index, (kind & AMQ_IN_PLACE) ? s : NULL, pos};
    am_tls.token = &tok;
    pshmex_thread_restricted = 1;
    if (nargs == 0) /* the common case without call_short's jump */
        ((void (*)(gex_Token_t))h->entry.gex_fnptr)(&tok);
    else
        call_short(h->entry.gex_fnptr, &tok, nargs, s->args);
    am_tls.token = outer;
    if (__builtin_expect(am_tls.hsl_held != held, 0))
        pshm_fatal("AM handler index %u (%s) returned while holding an HSL", handler,
                   h->entry.gex_name ? h->entry.gex_name : "unnamed");
    return tok.in_place == NULL && (kind & AMQ_IN_PLACE); /* answered in place */
}

/* Run the ping in ring's ping line if it holds the next one (rx's
 * ping_head for ring i): true if it did. A ping answered in place is done
 * with the Reply (the requester may reuse the line at once); one that
 * was not is marked done here, after its handler (amq_pair.h, "The ping
 * line"). */
static inline bool drain_ping(struct amq_pair_ring *ring, struct amq_pair_rx *rx, unsigned i,
                              const struct amq_side *side, struct pshmex_ep *ep,
                              struct pshmex_token *outer, unsigned held)
{
    const uint32_t v = atomic_load_explicit(&rx->ping_head[i], memory_order_relaxed);
    struct amq_slot *s = amq_ping_peek(ring, v);
    if (!s)
        return false;
    atomic_store_explicit(&rx->ping_head[i], amq_ping_next(v), memory_order_relaxed);
    /* position v - 1: an in-place Reply's reply.seq is then v */
    if (!dispatch_pair(s, v - 1, side, ep, outer, held)) {
        /* release: the handler's run (and our reads of the slot) are done
         * before the requester, seeing this, reuses the line */
        atomic_store_explicit(&s->reply.seq, v | AMQ_PING_NO_REPLY, memory_order_release);
    }
    return true;
}

/* The pair rings of d: at most POLL_BUDGET messages, by the one thread of
 * the process that holds d's try-lock. Ring by ring, each drained in order
 * from its head, starting with ring d->pair.next, the one after the last
 * ring that gave a message (round robin: no sender starves); each ring's
 * slots are given back once per drain, not per message, so that in a
 * stream the producer reads a released count that changes once per
 * drain. Returns the number run, or -1 if another thread holds the
 * try-lock. */
static int drain_pairs(struct rx_dir *d, struct pshmex_ep *ep)
{
    struct amq_pair_rx *rx = &d->pair;
    const enum amq_lock how = amq_pair_lock(rx);
    if (how == AMQ_LOCK_BUSY)
        return -1; /* another thread drains them: see amq_pair_lock */
    const unsigned first = rx->next;
    /* acquire: pairs with the claimer's fetch_or. Rotated so that bit b
     * is ring (first + b) % AMQ_PAIRS. */
    const uint32_t act = atomic_load_explicit(&d->pairs->active, memory_order_acquire);
    uint32_t m = ((act >> first) | (act << (AMQ_PAIRS - first))) & AMQ_PAIRS_MASK;
    struct pshmex_token *const outer = am_tls.token;
    const unsigned held = am_tls.hsl_held;
    int n = 0;
    for (; m && n < POLL_BUDGET; m &= m - 1) {
        const unsigned i = (first + (unsigned)__builtin_ctz(m)) & (AMQ_PAIRS - 1);
        struct amq_pair_ring *ring = &d->pairs->ring[i];
        const uint32_t h0 = atomic_load_explicit(&rx->head[i], memory_order_relaxed);
        const uint32_t answered0 = rx->answered[i];
        uint32_t h = h0;
        struct amq_slot *s;
        if (d->pings && drain_ping(ring, rx, i, &d->side, ep, outer, held)) {
            n++;
            rx->next = (i + 1) & (AMQ_PAIRS - 1);
        }
        while (n < POLL_BUDGET && (s = amq_pair_peek(ring, h))) {
            amq_pair_prefetch(ring, h);
            rx->answered[i] += dispatch_pair(s, h, &d->side, ep, outer, held);
            h++;
            n++;
        }
        if (h != h0) {
            atomic_store_explicit(&rx->head[i], h, memory_order_relaxed);
            amq_pair_release(ring, h, rx->answered[i]);
            rx->next = (i + 1) & (AMQ_PAIRS - 1);
            if (rx->answered[i] != answered0) {
                /* A Reply in place behind a position without one runs only
                 * once the requester sees this release (amq_in_place_drain):
                 * ask it to poll again, now. */
                const uint32_t requester =
                    atomic_load_explicit(&ring->owner, memory_order_relaxed) - 1;
                pshm_want_poll(requester);
                if (requester != pshm_job.rank)
                    pshm_wake_rank_light(requester);
            }
        }
    }
    if (n)
        am_restricted_changed(); /* after the handlers (dispatch_pair) */
    amq_pair_unlock(rx, how);
    return n;
}

/* The endpoint object whose handlers run the messages of d: found once
 * (endpoints live as long as the client), then cached. */
static inline struct pshmex_ep *rx_ep(struct rx_dir *d)
{
    struct pshmex_ep *ep = atomic_load_explicit(&d->ep, memory_order_relaxed);
    if (__builtin_expect(!ep, 0)) {
        ep = core_ep_at(core.client, (gex_EP_Index_t)d->e);
        atomic_store_explicit(&d->ep, ep, memory_order_relaxed);
    }
    return ep;
}

/* ---- Replies in place (amq_pair.h) ---- */

/* Run the in-place Reply in slot s, from rank r, to our endpoint ep; as
 * dispatch_pair, with the checks of lookup (the replier answers in place
 * only with a Reply that our published entry accepts, am_send.c's
 * in_place_slot, and that word says what our table says: a failure here
 * means memory that was overwritten). */
static void dispatch_in_place(const struct amq_slot *s, uint32_t r, struct pshmex_ep *ep,
                              struct pshmex_token *outer, unsigned held)
{
    const unsigned handler = s->reply.handler, nargs = s->reply.nargs;
    const struct core_handler *h = &ep->handlers.h[handler];
    if (!short_accepted(h, AMQ_SHORT | AMQ_REPLY, nargs))
        pshm_fatal("AM handler index %u on rank %u does not accept the Short Reply with %u "
                   "arguments that rank %u sent (registered: %s, gex_flags 0x%x, %u arguments)",
                   handler, pshm_job.rank, nargs, r, h->entry.gex_fnptr ? "yes" : "no",
                   (unsigned)h->entry.gex_flags, h->entry.gex_nargs);
    struct pshmex_token tok = {r, AMQ_SHORT | AMQ_REPLY, false, ep, h, outer, 0, NULL, 0};
    am_tls.token = &tok;
    pshmex_thread_restricted = 1;
    if (nargs == 0)
        ((void (*)(gex_Token_t))h->entry.gex_fnptr)(&tok);
    else
        call_short(h->entry.gex_fnptr, &tok, nargs, s->args);
    am_tls.token = outer;
    if (__builtin_expect(am_tls.hsl_held != held, 0))
        pshm_fatal("AM handler index %u (%s) returned while holding an HSL", handler,
                   h->entry.gex_name ? h->entry.gex_name : "unnamed");
}

/* Run the Reply in place in slot s, at position q, of peer e (under e's
 * busy), and count it: consumed is the count before it. */
static inline void run_in_place(struct amq_in_place_rx *e, const struct amq_slot *s, uint32_t q,
                                uint32_t consumed, struct pshmex_ep *ep, struct pshmex_token *outer,
                                unsigned held)
{
    dispatch_in_place(s, e->rank, ep, outer, held);
    /* Mark the Reply run: q is the slot's index mod AMQ_PAIR_SLOTS, so it
     * never equals a later position's q' + 1 there, as q + 1 would 2^32
     * positions later. Our store, in a line the owner writes at the slot's
     * next position anyway (the sender never clears the field: one more
     * store per message in a stream costs the rate, whose stores queue
     * behind the slot's line). */
    atomic_store_explicit(&((struct amq_slot *)s)->reply.seq, q, memory_order_relaxed);
    /* release: our reads of the slot are done before the owner, seeing
     * the count, reuses it (amq_pair_reserve) */
    atomic_store_explicit(&e->consumed, consumed + 1, memory_order_release);
}

/* Where peer e's pollers start: their cursor, or the owner's mark of what
 * is done if that is further. */
static inline uint32_t in_place_start(const struct amq_in_place_rx *e)
{
    const uint32_t q = atomic_load_explicit(&e->rhead, memory_order_relaxed);
    const uint32_t passed = atomic_load_explicit(&e->passed, memory_order_relaxed);
    return amq_diff(passed, q) > 0 ? passed : q;
}

int amq_in_place_drain(struct amq_in_place_rx *e, bool force)
{
    if (atomic_flag_test_and_set_explicit(&e->busy, memory_order_acquire))
        return -1; /* another thread of ours is at it */
    const struct amq_pair_tx *tx = e->tx;
    uint32_t q = in_place_start(e);
    /* acquire: not needed for what we read of the slots (the Replies carry
     * their own order, reply.seq), but a Reply we saw implies a tail past
     * it (amq_pair_publish) */
    const uint32_t tail = atomic_load_explicit(&tx->tail, memory_order_acquire);
    const struct amq_pair_ring *ring = amq_pair_ring_of(tx);
    uint32_t consumed = atomic_load_explicit(&e->consumed, memory_order_relaxed);
    struct pshmex_ep *ep = NULL;
    struct pshmex_token *const outer = am_tls.token;
    const unsigned held = am_tls.hsl_held;
    uint32_t handled = q; /* positions below it are handled: released, as last read */
    int n = 0;
    while (amq_diff(tail, q) > 0 && n < POLL_BUDGET) {
        const struct amq_slot *s = &tx->slots[q & (AMQ_PAIR_SLOTS - 1)];
        /* acquire: pairs with in_place_publish's release (am_send.c) */
        if (atomic_load_explicit(&s->reply.seq, memory_order_acquire) != q + 1) {
            /* No Reply here yet: is the Request handled? Asked only when
             * it matters (force, or a later position may hold a Reply),
             * and read again only once passed: the receiver writes
             * released at every drain, so a poll that read it each time
             * would fetch that line back on every round trip. acquire:
             * pairs with amq_pair_release, which follows any Reply the
             * handler wrote. */
            if (amq_diff(handled, q) <= 0) {
                if (!force && q + 1 == tail)
                    break;
                const uint64_t w = atomic_load_explicit(&ring->released, memory_order_acquire);
                handled = amq_released_pos(w);
                if (amq_diff(handled, q) <= 0)
                    break; /* not yet: nor any later one (handled in order) */
                if (amq_diff(consumed, amq_released_answered(w)) >= 0) {
                    /* every Reply below handled has run (they run in
                     * order): pass those positions without reading
                     * their slots */
                    q = handled;
                    continue;
                }
                if (atomic_load_explicit(&s->reply.seq, memory_order_acquire) == q + 1)
                    goto run;
            }
            q++; /* answered otherwise, or not at all */
            continue;
        }
    run:
        PSHM_TSAN_ACQUIRE();
        /* The owning thread's next Request goes to the slot at the tail,
         * the line the receiver polls for it: ask for that line with write
         * intent now, so that the transfer overlaps the handler and the
         * caller's code up to that send instead of delaying the send's
         * store. Only with credit: without, the slot's last Request may
         * still be in use. Once per drain: the tail does not move in it
         * (a Reply handler sends nothing). (#18; measured: README.md, "The
         * next Request's line".) */
        if (n == 0 && e->owner == (uintptr_t)&amq_pair_thread_token && tail != tx->limit)
            pshm_prefetch_write(&tx->slots[tail & (AMQ_PAIR_SLOTS - 1)]);
        if (!ep)
            ep = rx_ep(&rx_dirs[0][1]);
        run_in_place(e, s, q, consumed++, ep, outer, held);
        q++;
        n++;
    }
    /* release: pairs with the owner's acquire when it keeps to the cursor */
    atomic_store_explicit(&e->rhead, q, memory_order_release);
    atomic_flag_clear_explicit(&e->busy, memory_order_release);
    if (n)
        am_restricted_changed(); /* after the handlers (dispatch_in_place) */
    return n;
}

/* Whether a position after q is published (the start is at most a lap
 * behind the tail, so if q + 1 is not, no later one is). The thread that
 * owns e's entry reads its own tail, in its own cache: in a ping-pong,
 * reading the next slot instead (the line the receiver waits on next, and
 * the owner writes next) at every idle poll made the Short round trip
 * slower (#18; 2 ranks, paired runs of the two builds: 0.95-0.97x on near
 * cores, 15 of 16 faster; 0.91x on far ones). Any other thread reads the
 * slots, not the owner's tail: the owner's line stays its own while it
 * streams. */
static inline bool in_place_later(const struct amq_in_place_rx *e, uint32_t q)
{
    if (e->owner == (uintptr_t)&amq_pair_thread_token)
        return atomic_load_explicit(&e->tx->tail, memory_order_relaxed) - q >= 2;
    const struct amq_slot *slots = e->slots;
    return atomic_load_explicit(&slots[q & (AMQ_PAIR_SLOTS - 1)].seq, memory_order_relaxed) ==
               q + 1 &&
           atomic_load_explicit(&slots[(q + 1) & (AMQ_PAIR_SLOTS - 1)].seq, memory_order_relaxed) ==
               q + 2;
}

/* Whether amq_in_place_drain(e, false) has anything to do: the Reply at
 * the start came, or a later position is published and the start's
 * Request is handled (lock-free peek: loads only). */
static inline bool in_place_ready(const struct amq_in_place_rx *e)
{
    const struct amq_slot *slots = e->slots;
    const uint32_t q = in_place_start(e);
    const struct amq_slot *s = &slots[q & (AMQ_PAIR_SLOTS - 1)];
    /* Ask for the slot's line with write intent before reading it: we
     * write it next (the run mark after the Reply, then a lap later a
     * Request there). Far-core Short round trips 193-205 -> 164-181 ns,
     * near-core ones unchanged within the runs' spread. Unconditional
     * here, as a gated prefetch lost most of the gain then; since the
     * ping line, the owning thread does not call us while its ring has
     * no Request out (ring_idle), where this line is the receiver's next
     * head slot; other threads still do (README.md, "Read with write
     * intent", "The ping line"). */
    pshm_prefetch_write(s);
    if (atomic_load_explicit(&s->reply.seq, memory_order_relaxed) == q + 1)
        return true;
    if (!in_place_later(e, q))
        return false; /* nothing else to do */
    const uint64_t w =
        atomic_load_explicit(&amq_pair_ring_of_slots(slots)->released, memory_order_relaxed);
    return amq_diff(amq_released_pos(w), q) > 0;
}

/* The requester's lane (README.md, "The requester's lane"): run the Reply
 * of peer e, found ready by in_place_ready, if this thread owns e and it
 * is the one Request out; false, having run nothing, otherwise. */
static __attribute__((noinline)) bool reply_lane(struct amq_in_place_rx *e)
{
    if (e->owner != (uintptr_t)&amq_pair_thread_token)
        return false;
    const uint32_t q = in_place_start(e);
    /* our own tail (this thread is its only writer) */
    const uint32_t tail = atomic_load_explicit(&e->tx->tail, memory_order_relaxed);
    const struct amq_slot *s = &e->slots[q & (AMQ_PAIR_SLOTS - 1)];
    /* acquire: pairs with in_place_publish's release (am_send.c) */
    if (tail - q != 1 || atomic_load_explicit(&s->reply.seq, memory_order_acquire) != q + 1)
        return false;
    if (atomic_flag_test_and_set_explicit(&e->busy, memory_order_acquire))
        return false; /* another thread of ours is at it */
    /* Under busy, again: another thread may have run it since (only the
     * pollers' cursor moves; passed is ours). */
    if (in_place_start(e) != q) {
        atomic_flag_clear_explicit(&e->busy, memory_order_release);
        return false;
    }
    PSHM_TSAN_ACQUIRE();
    if (tail != e->tx->limit) /* our next Request's line, as amq_in_place_drain */
        pshm_prefetch_write(&e->slots[tail & (AMQ_PAIR_SLOTS - 1)]);
    run_in_place(e, s, q, atomic_load_explicit(&e->consumed, memory_order_relaxed),
                 rx_ep(&rx_dirs[0][1]), am_tls.token, am_tls.hsl_held);
    /* release: pairs with the owner's acquire when it keeps to the cursor */
    atomic_store_explicit(&e->rhead, q + 1, memory_order_release);
    atomic_flag_clear_explicit(&e->busy, memory_order_release);
    am_restricted_changed(); /* after the handler (dispatch_in_place) */
    return true;
}

/* Whether peer e's ping is out and its answer came: its Reply, or the
 * mark of a ping handled without one (lock-free peek: loads only). The
 * line is asked for with write intent, as in in_place_ready: we write it
 * next, with our next ping. */
static inline bool ping_ready(const struct amq_in_place_rx *e)
{
    const struct amq_pair_tx *tx = e->tx;
    const uint32_t sent = atomic_load_explicit(&tx->ping_sent, memory_order_relaxed);
    const uint32_t done = atomic_load_explicit(&tx->ping_done, memory_order_relaxed);
    if (sent == done || done == AMQ_PING_OFF) /* none out, or no ping line */
        return false;
    const struct amq_slot *p = amq_ping_of_slots(e->slots);
    pshm_prefetch_write(p);
    return (atomic_load_explicit(&p->reply.seq, memory_order_relaxed) & ~AMQ_PING_NO_REPLY) == sent;
}

/* Peer e's ping, found answered by ping_ready: run its Reply (if it has
 * one) and give the line back to the owner. 1 if a handler ran, 0 if not
 * (no Reply, or another thread did it first), -1 if another thread of
 * ours is at e. */
static __attribute__((noinline)) int ping_run(struct amq_in_place_rx *e)
{
    struct amq_pair_tx *tx = e->tx;
    if (atomic_flag_test_and_set_explicit(&e->busy, memory_order_acquire))
        return -1;
    const uint32_t sent = atomic_load_explicit(&tx->ping_sent, memory_order_relaxed);
    const struct amq_slot *p = amq_ping_of_slots(e->slots);
    int ran = 0;
    if (sent != atomic_load_explicit(&tx->ping_done, memory_order_relaxed)) {
        /* acquire: pairs with in_place_publish's release (am_send.c), or
         * the receiver's mark (drain_ping) */
        const uint32_t r = atomic_load_explicit(&p->reply.seq, memory_order_acquire);
        if (r == sent) {
            PSHM_TSAN_ACQUIRE();
            dispatch_in_place(p, e->rank, rx_ep(&rx_dirs[0][1]), am_tls.token, am_tls.hsl_held);
            atomic_store_explicit(&e->pings_run,
                                  atomic_load_explicit(&e->pings_run, memory_order_relaxed) + 1,
                                  memory_order_relaxed);
            ran = 1;
        }
        /* release: our reads of the line (the Reply's arguments) are done
         * before the owner's acquire lets it write the next ping there */
        if (r == sent || r == (sent | AMQ_PING_NO_REPLY))
            atomic_store_explicit(&tx->ping_done, sent, memory_order_release);
    }
    atomic_flag_clear_explicit(&e->busy, memory_order_release);
    if (ran)
        am_restricted_changed(); /* after the handler (dispatch_in_place) */
    return ran;
}

/* Whether peer e's ring is known to have no Request out: only the thread
 * that owns e's entry knows it, from its own tail; any other thread looks
 * at the ring (in_place_ready). Then the ring's slot at the cursor is the
 * one the receiver polls next, and asking for it with write intent at
 * every idle poll would take it from the receiver while pings bounce. */
static inline bool ring_idle(const struct amq_in_place_rx *e)
{
    return e->owner == (uintptr_t)&amq_pair_thread_token &&
           atomic_load_explicit(&e->tx->tail, memory_order_relaxed) == in_place_start(e);
}

/* The Replies in place of every peer that allows them (at most
 * AMQ_IN_PLACE_PEERS), its ping line's first: idle, our entry's line, and
 * the ping line while a ping is out; one line of ours and one slot line
 * per peer unless the owning thread knows its ring idle.
 * Returns AMQ_POLLED_RAN if it ran a handler, or if another thread was at
 * a peer it found ready; AMQ_POLLED_LANE if lane_open and the requester's
 * lane ran the Reply (one peer only: then it looked at nothing else). */
static inline enum amq_polled in_place_poll(bool lane_open)
{
    bool did = false;
    /* acquire: pairs with in_place_add's release (the entries) */
    const uint32_t n = atomic_load_explicit(&amq_in_place_n, memory_order_acquire);
    for (uint32_t i = 0; i < n; i++) {
        struct amq_in_place_rx *e = &amq_in_place_rx[i];
        if (ping_ready(e)) {
            const int r = ping_run(e);
            if (r > 0 && lane_open && n == 1 && ring_idle(e))
                return AMQ_POLLED_LANE; /* the one Request out: as reply_lane */
            did |= r != 0;
        }
        if (!ring_idle(e) && in_place_ready(e)) {
            if (lane_open && n == 1 && reply_lane(e))
                return AMQ_POLLED_LANE;
            did |= amq_in_place_drain(e, false) != 0;
        }
    }
    return did ? AMQ_POLLED_RAN : AMQ_POLLED_IDLE;
}

/* What ready() saw in a direction. */
enum { READY_PAIRS = 1, READY_MPMC = 2 };

/* The queues of d that ready() saw holding a message (what): its pair
 * rings, then its MPMC ring; handlers from its endpoint's table. True if
 * it ran a handler, or if another thread holds the pair rings' try-lock. */
static __attribute__((noinline)) bool drain(struct rx_dir *d, unsigned what)
{
    struct pshmex_ep *ep = rx_ep(d);
    int n = 0;
    if (what & READY_PAIRS)
        n = drain_pairs(d, ep);                    /* -1: busy, counted as progress */
    if (!amq_msg_ready(d->side.ix, d->side.slots)) /* again: the pair handlers took time */
        return n != 0;
    struct amq_slot *s;
    bool ran = false;
    for (int k = 0; k < POLL_BUDGET && (s = amq_msg_take(d->side.ix, d->side.slots)); k++) {
        dispatch(s, &d->side, ep, false);
        ran = true;
    }
    return n != 0 || ran;
}

/* Which queues of d hold a message (READY_*): the idle poll's whole cost,
 * a few loads of lines only senders write. */
static inline unsigned ready(const struct rx_dir *d)
{
    return (amq_pair_ready(d->pairs, &d->pair, d->pings) ? READY_PAIRS : 0) |
           (amq_msg_ready(d->side.ix, d->side.slots) ? READY_MPMC : 0);
}

/* Drain d if it holds a message. */
static inline bool poll_dir(struct rx_dir *d)
{
    const unsigned what = ready(d);
    return what && drain(d, what);
}

/* Every thread that polls drains every endpoint of the process, as a
 * GASNet-EX client expects of any progress call (but for a poll that
 * takes the requester's lane: the thread's next one does); pollers never
 * conflict (consumers of an MPMC ring CAS its head; one thread at a time
 * drains a direction's pair rings, under its try-lock), and an idle
 * endpoint costs a few loads per direction. */
bool amq_drain_replies(void)
{
    /* acquire: pairs with amq_ep_publish's release of the count */
    unsigned n = atomic_load_explicit(&amq_my_neps, memory_order_acquire);
    bool did = false;
    for (unsigned i = 0; i < n; i++)
        did |= poll_dir(&rx_dirs[amq_my_eps[i]][1]);
    return did;
}

enum amq_polled amq_poll_lane(bool lane_open)
{
    if (am_restricted() || !core.client)
        return AMQ_POLLED_IDLE;
    unsigned n = atomic_load_explicit(&amq_my_neps, memory_order_acquire);
    /* Replies first: they free the requesters' resources */
    const enum amq_polled first = in_place_poll(lane_open);
    if (first == AMQ_POLLED_LANE)
        return first;
    bool did = first != AMQ_POLLED_IDLE;
    for (unsigned i = 0; i < n; i++) {
        struct rx_dir *d = rx_dirs[amq_my_eps[i]];
        did |= poll_dir(&d[1]); /* Replies first: they free the requesters' resources */
        did |= poll_dir(&d[0]);
    }
    return did ? AMQ_POLLED_RAN : AMQ_POLLED_IDLE;
}
