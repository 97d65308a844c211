/* am_send.c - fixed-payload AM injection, GEX and GASNet-1 (see am_send.h).
 *
 * Payload paths: a Medium of at most AMQ_INLINE_MAX bytes is copied into
 * the message slot's inline payload; a larger one into a buffer of the receiver's pool (the
 * handler runs on it in place). A Long is copied once, straight into the
 * destination segment, before the message is published. Every copy is done
 * before the call returns, so local completion is immediate.
 */
#include "am_queues/am_send.h"
#include "am_queues/am_handler_check.h"
#include "rma/rma_view.h"

#include <gasnet.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/objects.h"
#include "pshm/err.h"
#include "pshm/segment.h"
#include "pshm/wait.h"
#include "tools/tools_trace.h"

/* t from local endpoint to endpoint remote of t.rank: both must exist and
 * be AM-capable (fatal naming t.call otherwise). */
static struct am_target with_endpoints(struct am_target t, const struct pshmex_ep *local,
                                       gex_EP_Index_t remote)
{
    t.ep = (uint8_t)remote;
    t.src_ep = (uint8_t)local->index;
    if (local->index && !(local->caps & GEX_EP_CAPABILITY_AM))
        pshm_fatal("%s: the local endpoint (index %u) was created without GEX_EP_CAPABILITY_AM "
                   "(capabilities 0x%x)",
                   t.call, (unsigned)local->index, (unsigned)local->caps);
    if (!amq_ep_usable(t.rank, t.ep))
        amq_ep_attach(t.rank, t.ep, t.call);
    return t;
}

struct am_target am_request_target(gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags,
                                   const char *call)
{
    if (!tm)
        pshm_fatal("%s: tm is NULL", call);
    struct am_target t = {0, false, (flags & GEX_FLAG_IMMEDIATE) != 0, call, 0, 0};
    if (core_tm_is_pair(tm)) { /* rank is a jobrank */
        if (rank >= pshm_job.hdr->nranks)
            pshm_fatal("%s: jobrank %u is not in the job (%u ranks)", call, rank,
                       pshm_job.hdr->nranks);
        t.rank = rank;
        return with_endpoints(t, core_tm_pair_ep(tm), core_tm_pair_index(tm));
    }
    if (rank >= tm->size)
        pshm_fatal("%s: rank %u is not a member of the team (size %u)", call, rank, tm->size);
    t.rank = tm->jobranks ? tm->jobranks[rank] : rank;
    if (tm->ep_indices) /* a team of gex_TM_Create naming endpoints 1.. */
        return with_endpoints(t, tm->ep, tm->ep_indices[rank]);
    return t;
}

/* One step of waiting for room at t: a Reply may only run our own Reply
 * handlers (the Request handler it is called from must not run others);
 * a Request polls everything, so two ranks flooding each other keep
 * draining each other's queues. Returns true if it made progress. */
static bool wait_for_room(const struct am_target *t, struct pshm_waiter *w)
{
    if (t->reply && amq_drain_replies()) {
        pshm_wait_done(w);
        *w = (struct pshm_waiter)PSHM_WAITER_INIT;
        return true;
    }
    pshm_wait_step(w); /* polls: a no-op in handler context */
    return false;
}

struct amq_slot *am_reserve_slot(const struct am_target *t)
{
    struct amq_side side = amq_side(t->rank, t->ep, t->reply);
    struct amq_slot *s = amq_msg_reserve(side.ix, side.slots);
    if (!s && !t->immediate) {
        struct pshm_waiter w = PSHM_WAITER_INIT;
        for (;;) {
            pshm_wait_prepare(&w);
            if ((s = amq_msg_reserve(side.ix, side.slots)))
                break;
            wait_for_room(t, &w);
        }
        pshm_wait_done(&w);
    }
    if (s) /* the receiver, in another process, is done with what a thread wrote here */
        PSHM_TSAN_ACQUIRE();
    return s;
}

uint32_t am_reserve_buf(const struct am_target *t)
{
    struct amq_side side = amq_side(t->rank, t->ep, t->reply);
    uint32_t b = amq_buf_alloc(side.free);
    if (b == AMQ_NO_BUF && !t->immediate) {
        struct pshm_waiter w = PSHM_WAITER_INIT;
        for (;;) {
            pshm_wait_prepare(&w);
            if ((b = amq_buf_alloc(side.free)) != AMQ_NO_BUF)
                break;
            wait_for_room(t, &w);
        }
        pshm_wait_done(&w);
    }
    if (b != AMQ_NO_BUF) /* freed by the receiver, in another process (see tsan.h) */
        PSHM_TSAN_ACQUIRE();
    return b;
}

/* The segment that receives Longs at (r, ep): its owner address, its
 * address here and its size (0: none); *created: one of
 * gex_EP_BindSegment, which the messages name with its endpoint
 * (long_note). Fatal, naming call, if it cannot be reached. */
static void long_segment(uint32_t r, unsigned ep, const char *call, uintptr_t *owner, char **local,
                         uint64_t *size, bool *created)
{
    void *o = NULL, *l = NULL;
    *size = 0;
    *created = false;
    if (!ep)
        pshm_segment_query(r, &o, &l, size);                 /* gex_Segment_Attach's */
    if (ep || (!*size && rma_epseg_primordial_created(r))) { /* one of gex_EP_BindSegment */
        struct rma_target t;
        if (rma_epseg_resolve(r, ep, &t))
            pshm_fatal("%s: %s", call, pshm_errmsg());
        o = (void *)t.base;
        l = (void *)(t.base + (uintptr_t)t.delta);
        *size = t.size;
        *created = true;
    }
    *owner = (uintptr_t)o;
    *local = l;
}

/* ", endpoint N" for a created segment's messages, else "" (formatted
 * only on the way to an error). */
static const char *long_note(bool created, unsigned ep, char buf[32])
{
    if (!created)
        return "";
    snprintf(buf, 32, ", endpoint %u", ep);
    return buf;
}

void *am_long_dest(uint32_t r, unsigned ep, void *dest, size_t nbytes, const char *call)
{
    if (nbytes == 0)
        return NULL;
    uintptr_t o;
    char *local;
    uint64_t size;
    bool created;
    char note[32];
    long_segment(r, ep, call, &o, &local, &size, &created);
    uintptr_t d = (uintptr_t)dest;
    if (!size)
        pshm_fatal("%s: rank %u%s has no segment to receive %zu bytes at dest_addr %p", call, r,
                   long_note(created, ep, note), nbytes, dest);
    if (d < o || nbytes > size || d - o > size - nbytes)
        pshm_fatal("%s: dest_addr %p + %zu bytes is outside rank %u%s's segment [%p, %p)", call,
                   dest, nbytes, r, long_note(created, ep, note), (void *)o, (void *)(o + size));
    return local + (d - o);
}

void *am_long_room(uint32_t r, unsigned ep, void *dest, size_t *room, const char *call)
{
    uintptr_t o;
    char *local;
    uint64_t size;
    bool created;
    long_segment(r, ep, call, &o, &local, &size, &created);
    uintptr_t d = (uintptr_t)dest;
    *room = 0;
    if (!size || d < o || d - o >= size)
        return NULL;
    *room = (size_t)(size - (d - o));
    return local + (d - o);
}

size_t am_max_long(void)
{
    const size_t seg = pshm_job.hdr ? (size_t)pshm_job.hdr->max_seg : AMQ_LONG_MAX;
    return seg < AMQ_LONG_MAX ? seg : AMQ_LONG_MAX;
}

size_t pshmex_AM_LUBLong(void)
{
    return am_max_long();
}

void am_check_lc(gex_Event_t *lc_opt, bool reply, const char *call)
{
    if (lc_opt == GEX_EVENT_DEFER)
        pshm_fatal("%s: lc_opt GEX_EVENT_DEFER is not allowed for Active Messages", call);
    if (reply && lc_opt == GEX_EVENT_GROUP)
        pshm_fatal("%s: lc_opt GEX_EVENT_GROUP is not allowed for a Reply", call);
}

static void check_flags(gex_Flags_t flags, const char *call)
{
    if (flags & (GEX_FLAG_AM_PREPARE_LEAST_CLIENT | GEX_FLAG_AM_PREPARE_LEAST_ALLOC))
        pshm_fatal("%s: the GEX_FLAG_AM_PREPARE_LEAST_* flags are only for the gex_AM_Max* "
                   "queries (flags 0x%x)",
                   call, (unsigned)flags);
}

/* Send one message; 0, or 1 if immediate and there was no room. */
static int send_msg(const struct am_target *t, gex_AM_Index_t handler, unsigned kind,
                    const void *src, size_t nbytes, void *dest, unsigned nargs,
                    const gex_AM_Arg_t *args)
{
    tools_trace_am(t->call, t->rank, handler, nbytes);
    struct amq_slot *s;
    am_check_handler(t, handler, kind, nargs);
    switch (kind & 3) {
    case AMQ_SHORT: {
        struct amq_pair_tx *tx;
        const bool may_run = !t->immediate && !am_restricted();
        if ((s = amq_pair_reserve(t->rank, t->ep, t->reply, may_run,
                                  &tx))) { /* no claim, no wait */
            PSHM_TSAN_ACQUIRE();           /* released by the receiver, in another process */
            /* a Request between endpoints 0 may be answered in its slot
             * (amq_pair.h, "Replies in place") */
            const bool in_place = !t->reply && t->ep == 0 && t->src_ep == 0 && tx->in_place;
            am_fill(s, handler, kind | (in_place ? AMQ_IN_PLACE : 0), nargs, args);
            s->ep_index = t->src_ep; /* as am_publish: the receiving endpoint is the area's */
            PSHM_TSAN_RELEASE();
            amq_pair_publish(tx, s);
            am_notify(t);
            return 0;
        }
        if (!(s = am_reserve_slot(t)))
            return 1;
        break;
    }
    case AMQ_MEDIUM:
        if (nbytes > AMQ_BUF_BYTES)
            pshm_fatal("%s: nbytes %zu is over the Medium limit %u", t->call, nbytes,
                       AMQ_BUF_BYTES);
        if (nbytes <= AMQ_INLINE_MAX) {
            if (!(s = am_reserve_slot(t)))
                return 1;
            if (nbytes)
                memcpy(am_inline_addr(t, s), src, nbytes);
            s->buf = AMQ_NO_BUF;
        } else {
            uint32_t b = am_reserve_buf(t);
            if (b == AMQ_NO_BUF)
                return 1;
            if (!(s = am_reserve_slot(t))) {
                am_unreserve_buf(t, b);
                return 1;
            }
            memcpy(am_buf_addr(t, b), src, nbytes);
            s->buf = b;
        }
        s->nbytes = (uint32_t)nbytes;
        break;
    default: {
        if (nbytes > am_max_long())
            pshm_fatal("%s: nbytes %zu is over the Long limit %zu (gasnet_AMMaxLongRequest(), "
                       "gex_AM_LUBRequestLong())",
                       t->call, nbytes, am_max_long());
        void *to = am_long_dest(t->rank, t->ep, dest, nbytes, t->call);
        if (!t->immediate && nbytes) /* copy before waiting for a slot */
            memcpy(to, src, nbytes);
        if (!(s = am_reserve_slot(t)))
            return 1;
        if (t->immediate && nbytes) /* only once the message is sure to go */
            memcpy(to, src, nbytes);
        s->nbytes = (uint32_t)nbytes;
        s->nbytes_hi = (uint32_t)((uint64_t)nbytes >> 32);
        s->dest = (uint64_t)(uintptr_t)dest;
        break;
    }
    }
    am_fill(s, handler, kind, nargs, args);
    am_publish(t, s);
    return 0;
}

/* The nargs handler arguments of ap into args (fatal, naming call, over 16). */
static void collect_args(gex_AM_Arg_t *args, unsigned nargs, va_list ap, const char *call)
{
    if (nargs > AMQ_MAX_ARGS)
        pshm_fatal("%s: %u arguments is over gex_AM_MaxArgs() = 16", call, nargs);
    for (unsigned i = 0; i < nargs; i++)
        args[i] = (gex_AM_Arg_t)va_arg(ap, int);
}

#define COLLECT_ARGS(args, nargs, last, call)                                                      \
    gex_AM_Arg_t args[AMQ_MAX_ARGS];                                                               \
    do {                                                                                           \
        va_list ap_;                                                                               \
        va_start(ap_, last);                                                                       \
        collect_args(args, nargs, ap_, call);                                                      \
        va_end(ap_);                                                                               \
    } while (0)

/* ---- GASNet-EX ---- */

/* The Short fast paths: a message between endpoints 0, no flags, not
 * traced, a handler that accepts it and a pair ring with credit, in one
 * small frame, the arguments going straight from the va_list into the
 * slot. The general path (target, send_msg, reserve: a call each) saved
 * and spilled about 50 words per message; in a stream those stores wait in
 * the store buffer behind the slot's, whose line must first come back
 * from the receiver (#18; numbers in the commit). Anything else, misuse
 * included, goes to the general path (the *_v functions), which reports
 * it. Returns a reserved slot (the caller writes the arguments, then
 * calls short_fast_send), or NULL. */
static inline struct amq_slot *short_fast(uint32_t jobrank, bool reply, gex_AM_Index_t handler,
                                          unsigned nargs, struct amq_pair_tx **tx)
{
    if (tools_tracing() ||
        !handler_accepts(jobrank, handler, reply ? AMQ_SHORT | AMQ_REPLY : AMQ_SHORT, nargs))
        return NULL;
    /* a Request's fast path is outside restricted contexts, without flags */
    struct amq_slot *s = amq_pair_reserve0(jobrank, reply, !reply, tx);
    if (s)
        PSHM_TSAN_ACQUIRE(); /* released by the receiver, in another process */
    return s;
}

/* The handler arguments of a fast path, from the variadic call's own
 * va_list straight into the slot. */
#define SHORT_FAST_ARGS(s, nargs, ap)                                                              \
    for (unsigned i_ = 0; i_ < (nargs); i_++)                                                      \
    (s)->args[i_] = (gex_AM_Arg_t)va_arg(ap, int)

/* Fill the header of a pair slot whose arguments are written, publish it
 * to jobrank and ask that rank to poll (am_notify_rank without the
 * doorbell): true if jobrank sleeps, and the caller must ring it. Makes
 * no call. */
static inline bool short_publish(uint32_t jobrank, bool reply, gex_AM_Index_t handler,
                                 unsigned nargs, struct amq_pair_tx *tx, struct amq_slot *s)
{
    /* a Request of the fast paths goes between endpoints 0: it may be
     * answered in its slot if this peer allows it (amq_pair.h, "Replies in
     * place") */
    am_fill_header(s, handler,
                   reply ? AMQ_SHORT | AMQ_REPLY : AMQ_SHORT | (tx->in_place ? AMQ_IN_PLACE : 0),
                   nargs);
    s->ep_index = 0;
    PSHM_TSAN_RELEASE();
    amq_pair_publish(tx, s);
    struct pshm_rank_ctrl *c = pshm_ctrl(jobrank);
    atomic_store_explicit(&c->poll_wanted, 1, memory_order_release); /* as pshm_want_poll */
    return jobrank != pshm_job.rank && pshm_must_wake(c);
}

/* short_publish, then the doorbell if the rank sleeps (a slot of
 * short_fast). */
static inline void short_fast_send(uint32_t jobrank, bool reply, gex_AM_Index_t handler,
                                   unsigned nargs, struct amq_pair_tx *tx, struct amq_slot *s)
{
    if (short_publish(jobrank, reply, handler, nargs, tx, s))
        pshm_ring_doorbell(jobrank);
}

/* The slot of the running Request to answer in place (amq_pair.h,
 * "Replies in place"): the Request came with AMQ_IN_PLACE, tracing is off
 * and the requester's endpoint 0 accepts the Reply; else NULL, and the
 * Reply takes a ring (whose path reports a misuse). The caller has
 * checked reply_fast_ok. */
static inline struct amq_slot *in_place_slot(gex_Token_t token, gex_AM_Index_t handler,
                                             unsigned nargs)
{
    struct amq_slot *s = token->in_place;
    if (!s || atomic_load_explicit(&tools_trace_state, memory_order_relaxed) != 1 ||
        !handler_accepts(token->srcrank, handler, AMQ_SHORT | AMQ_REPLY, nargs))
        return NULL;
    return s;
}

/* Publish the Reply whose arguments are in the slot of in_place_slot: its
 * header, then reply.seq (release: pairs with the requester's acquire
 * load, amq_in_place_drain), then the requester's poll-wanted word, as
 * short_publish. The Request's handler field and header stay as they were
 * (the receiver's dispatch still reads them). True if the requester
 * sleeps, and the caller must ring it. Makes no call. */
static inline bool in_place_publish(gex_Token_t token, gex_AM_Index_t handler, unsigned nargs)
{
    struct amq_slot *s = token->in_place;
    s->reply.handler = (uint8_t)handler;
    s->reply.nargs = (uint8_t)nargs;
    PSHM_TSAN_RELEASE();
    atomic_store_explicit(&s->reply.seq, token->pos + 1, memory_order_release);
    token->in_place = NULL;
    struct pshm_rank_ctrl *c = pshm_ctrl(token->srcrank);
    atomic_store_explicit(&c->poll_wanted, 1, memory_order_release); /* as pshm_want_poll */
    return token->srcrank != pshm_job.rank && pshm_must_wake(c);
}

/* The fast path of the variadic Short Replies (reply_fast_ok checked):
 * in place if the Request allows it, else through our pair ring; the
 * arguments from *ap. False, with nothing taken from *ap, if neither can
 * be used (the general path then sends the Reply). */
static inline bool reply_short_fast(gex_Token_t token, gex_AM_Index_t handler, unsigned nargs,
                                    va_list *ap)
{
    struct amq_pair_tx *tx;
    struct amq_slot *s;
    if ((s = in_place_slot(token, handler, nargs))) {
        SHORT_FAST_ARGS(s, nargs, *ap);
        if (in_place_publish(token, handler, nargs))
            pshm_ring_doorbell(token->srcrank);
    } else if ((s = short_fast(token->srcrank, true, handler, nargs, &tx))) {
        SHORT_FAST_ARGS(s, nargs, *ap);
        short_fast_send(token->srcrank, true, handler, nargs, tx, s);
    } else {
        return false;
    }
    token->replied = true;
    return true;
}

/* The entry points of Shorts with 0, 1 or 2 arguments
 * (gex_AM_RequestShort0..2, gex_AM_ReplyShort0..2): the fast path of the
 * variadic ones, without a va_list and as a leaf, so that the entry point
 * saves no register when it sends. A variadic entry's frame (six saved
 * registers, the va_list's register save area) was a third of a Short's
 * sending instructions, and in a stream its stores queue in the store
 * buffer behind the slot's, whose line first comes back from the receiver
 * (#18, pshmbench am, interleaved with the variadic entries: Short rate
 * 104 -> 115-156 M/s on near cores, 29 -> 37 M/s on far ones). Anything
 * that needs a call (the first claim or a credit refresh of the pair
 * ring, an undecided trace state, misuse) goes to the variadic entry, as
 * does everything it handles; a receiver that sleeps is woken by the
 * caller after the leaf. */
enum { SHORT_LEAF_SENT, SHORT_LEAF_NOT_SENT, SHORT_LEAF_SENT_WAKE };
static inline __attribute__((always_inline)) int short_leaf(uint32_t jr, bool reply,
                                                            gex_Token_t token,
                                                            gex_AM_Index_t handler, unsigned nargs,
                                                            gex_AM_Arg_t a0, gex_AM_Arg_t a1)
{
    const unsigned kind = reply ? AMQ_SHORT | AMQ_REPLY : AMQ_SHORT;
    if (atomic_load_explicit(&tools_trace_state, memory_order_relaxed) != 1 ||
        !handler_accepts(jr, handler, kind, nargs))
        return SHORT_LEAF_NOT_SENT;
    if (reply && token->in_place) { /* into the Request's slot (in_place_slot's tests made) */
        struct amq_slot *s = token->in_place;
        if (nargs > 0)
            s->args[0] = a0;
        if (nargs > 1)
            s->args[1] = a1;
        return in_place_publish(token, handler, nargs) ? SHORT_LEAF_SENT_WAKE : SHORT_LEAF_SENT;
    }
    struct amq_pair_tx *tx = amq_pair_try0(jr, reply);
    if (!tx)
        return SHORT_LEAF_NOT_SENT;
    /* a Request takes the ping line when it is free (amq_pair.h) */
    struct amq_slot *s = reply ? amq_pair_next_slot(tx) : amq_pair_take_slot(tx);
    PSHM_TSAN_ACQUIRE(); /* released by the receiver, in another process */
    if (nargs > 0)
        s->args[0] = a0;
    if (nargs > 1)
        s->args[1] = a1;
    /* the caller rings the doorbell, after the leaf */
    return short_publish(jr, reply, handler, nargs, tx, s) ? SHORT_LEAF_SENT_WAKE : SHORT_LEAF_SENT;
}

static __attribute__((noinline)) int wake_and_return0(uint32_t jr)
{
    pshm_ring_doorbell(jr);
    return 0;
}

/* The Short fast path's conditions for a Request from endpoint 0 through
 * team tm (as am_request_target): not a TM-pair, no endpoint table, rank
 * in range, outside a restricted context, no flags. */
static inline bool request_fast_ok(gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags, unsigned nargs)
{
    return __builtin_expect(!am_restricted() && !flags && nargs <= AMQ_MAX_ARGS && tm &&
                                !core_tm_is_pair(tm) && rank < tm->size && !tm->ep_indices,
                            1);
}

/* The same for a GASNet-1 Request to node dest: g1_target's conditions. */
static inline bool request1_fast_ok(gasnet_node_t dest, unsigned nargs)
{
    return __builtin_expect(
        core.client && dest < pshm_job.hdr->nranks && !am_restricted() && nargs <= AMQ_MAX_ARGS, 1);
}

static __attribute__((noinline)) int request_short_v(gex_TM_t tm, gex_Rank_t rank,
                                                     gex_AM_Index_t handler, gex_Flags_t flags,
                                                     unsigned nargs, va_list ap)
{
    static const char call[] = "gex_AM_RequestShort";
    gex_AM_Arg_t args[AMQ_MAX_ARGS];
    collect_args(args, nargs, ap, call);
    am_check_may_block(call);
    check_flags(flags, call);
    struct am_target t = am_request_target(tm, rank, flags, call);
    return send_msg(&t, handler, AMQ_SHORT, NULL, 0, NULL, nargs, args);
}

int pshmex_AM_RequestShort(gex_TM_t tm, gex_Rank_t rank, gex_AM_Index_t handler, gex_Flags_t flags,
                           unsigned int nargs, ...)
{
    va_list ap;
    va_start(ap, nargs);
    int rc = 0;
    struct amq_pair_tx *tx;
    struct amq_slot *s;
    if (request_fast_ok(tm, rank, flags, nargs)) {
        const uint32_t jr = tm->jobranks ? tm->jobranks[rank] : rank;
        if ((s = short_fast(jr, false, handler, nargs, &tx))) {
            SHORT_FAST_ARGS(s, nargs, ap);
            short_fast_send(jr, false, handler, nargs, tx, s);
            goto done;
        }
    }
    rc = request_short_v(tm, rank, handler, flags, nargs, ap);
done:
    va_end(ap);
    return rc;
}

int pshmex_AM_RequestMedium(gex_TM_t tm, gex_Rank_t rank, gex_AM_Index_t handler,
                            const void *source_addr, size_t nbytes, gex_Event_t *lc_opt,
                            gex_Flags_t flags, unsigned int nargs, ...)
{
    static const char call[] = "gex_AM_RequestMedium";
    COLLECT_ARGS(args, nargs, nargs, call);
    am_check_may_block(call);
    check_flags(flags, call);
    am_check_lc(lc_opt, false, call);
    struct am_target t = am_request_target(tm, rank, flags, call);
    int rc = send_msg(&t, handler, AMQ_MEDIUM, source_addr, nbytes, NULL, nargs, args);
    if (!rc)
        am_complete_lc(lc_opt);
    return rc;
}

int pshmex_AM_RequestLong(gex_TM_t tm, gex_Rank_t rank, gex_AM_Index_t handler,
                          const void *source_addr, size_t nbytes, void *dest_addr,
                          gex_Event_t *lc_opt, gex_Flags_t flags, unsigned int nargs, ...)
{
    static const char call[] = "gex_AM_RequestLong";
    COLLECT_ARGS(args, nargs, nargs, call);
    am_check_may_block(call);
    check_flags(flags, call);
    am_check_lc(lc_opt, false, call);
    struct am_target t = am_request_target(tm, rank, flags, call);
    int rc = send_msg(&t, handler, AMQ_LONG, source_addr, nbytes, dest_addr, nargs, args);
    if (!rc)
        am_complete_lc(lc_opt);
    return rc;
}

/* A Reply that was sent (not an IMMEDIATE no-op) uses up the token's one Reply. */
static int reply(gex_Token_t token, gex_AM_Index_t handler, unsigned kind, const void *src,
                 size_t nbytes, void *dest, gex_Event_t *lc_opt, gex_Flags_t flags, unsigned nargs,
                 const gex_AM_Arg_t *args, const char *call)
{
    am_check_may_reply(token, call);
    check_flags(flags, call);
    am_check_lc(lc_opt, true, call);
    struct am_target t = am_reply_target(token, flags, call);
    int rc = send_msg(&t, handler, kind | AMQ_REPLY, src, nbytes, dest, nargs, args);
    if (!rc) {
        token->replied = true;
        am_complete_lc(lc_opt);
    }
    return rc;
}

/* am_check_may_reply's conditions, between endpoints 0 (as
 * am_reply_target), for the Reply fast paths: the running Request
 * handler's token, no Reply yet, no HSL held, no Prepare open. */
static inline bool reply_fast_ok(gex_Token_t token, unsigned nargs)
{
    return __builtin_expect(token && token == am_tls.token && !(token->kind & AMQ_REPLY) &&
                                !token->replied && !am_tls.hsl_held && !am_tls.preparing &&
                                nargs <= AMQ_MAX_ARGS && token->src_ep == 0 &&
                                token->ep->index == 0,
                            1);
}

static __attribute__((noinline)) int reply_short_v(gex_Token_t token, gex_AM_Index_t handler,
                                                   gex_Flags_t flags, unsigned nargs, va_list ap,
                                                   const char *call)
{
    gex_AM_Arg_t args[AMQ_MAX_ARGS];
    collect_args(args, nargs, ap, call);
    return reply(token, handler, AMQ_SHORT, NULL, 0, NULL, GEX_EVENT_NOW, flags, nargs, args, call);
}

int pshmex_AM_ReplyShort(gex_Token_t token, gex_AM_Index_t handler, gex_Flags_t flags,
                         unsigned int nargs, ...)
{
    va_list ap;
    va_start(ap, nargs);
    int rc = 0;
    if (!(!flags && reply_fast_ok(token, nargs) && reply_short_fast(token, handler, nargs, &ap)))
        rc = reply_short_v(token, handler, flags, nargs, ap, "gex_AM_ReplyShort");
    va_end(ap);
    return rc;
}

int pshmex_AM_ReplyMedium(gex_Token_t token, gex_AM_Index_t handler, const void *source_addr,
                          size_t nbytes, gex_Event_t *lc_opt, gex_Flags_t flags, unsigned int nargs,
                          ...)
{
    static const char call[] = "gex_AM_ReplyMedium";
    COLLECT_ARGS(args, nargs, nargs, call);
    return reply(token, handler, AMQ_MEDIUM, source_addr, nbytes, NULL, lc_opt, flags, nargs, args,
                 call);
}

int pshmex_AM_ReplyLong(gex_Token_t token, gex_AM_Index_t handler, const void *source_addr,
                        size_t nbytes, void *dest_addr, gex_Event_t *lc_opt, gex_Flags_t flags,
                        unsigned int nargs, ...)
{
    static const char call[] = "gex_AM_ReplyLong";
    COLLECT_ARGS(args, nargs, nargs, call);
    return reply(token, handler, AMQ_LONG, source_addr, nbytes, dest_addr, lc_opt, flags, nargs,
                 args, call);
}

/* ---- GASNet-1: node = jobrank, primordial endpoint ---- */

static struct am_target g1_target(gasnet_node_t dest, const char *call)
{
    if (!core.client)
        pshm_fatal("%s: called before gasnet_init/gex_Client_Init", call);
    if (dest >= pshm_job.hdr->nranks)
        pshm_fatal("%s: node %u is not in the job (gasnet_nodes() = %u)", call, dest,
                   pshm_job.hdr->nranks);
    am_check_may_block(call);
    return (struct am_target){dest, false, false, call, 0, 0};
}

static __attribute__((noinline)) void request1_short_v(gasnet_node_t dest, gasnet_handler_t handler,
                                                       unsigned nargs, va_list ap)
{
    static const char call[] = "gasnet_AMRequestShort";
    gex_AM_Arg_t args[AMQ_MAX_ARGS];
    collect_args(args, nargs, ap, call);
    struct am_target t = g1_target(dest, call);
    send_msg(&t, handler, AMQ_SHORT, NULL, 0, NULL, nargs, args);
}

int pshmex_AM1_RequestShort(gasnet_node_t dest, gasnet_handler_t handler, unsigned int nargs, ...)
{
    va_list ap;
    va_start(ap, nargs);
    struct amq_pair_tx *tx;
    struct amq_slot *s;
    if (request1_fast_ok(dest, nargs) && (s = short_fast(dest, false, handler, nargs, &tx))) {
        SHORT_FAST_ARGS(s, nargs, ap);
        short_fast_send(dest, false, handler, nargs, tx, s);
    } else {
        request1_short_v(dest, handler, nargs, ap);
    }
    va_end(ap);
    return GASNET_OK;
}

int pshmex_AM1_RequestMedium(gasnet_node_t dest, gasnet_handler_t handler, void *source_addr,
                             size_t nbytes, unsigned int nargs, ...)
{
    static const char call[] = "gasnet_AMRequestMedium";
    COLLECT_ARGS(args, nargs, nargs, call);
    struct am_target t = g1_target(dest, call);
    send_msg(&t, handler, AMQ_MEDIUM, source_addr, nbytes, NULL, nargs, args);
    return GASNET_OK;
}

int pshmex_AM1_RequestLong(gasnet_node_t dest, gasnet_handler_t handler, void *source_addr,
                           size_t nbytes, void *dest_addr, unsigned int nargs, ...)
{
    static const char call[] = "gasnet_AMRequestLong";
    COLLECT_ARGS(args, nargs, nargs, call);
    struct am_target t = g1_target(dest, call);
    send_msg(&t, handler, AMQ_LONG, source_addr, nbytes, dest_addr, nargs, args);
    return GASNET_OK;
}

int pshmex_AM1_ReplyShort(gasnet_token_t token, gasnet_handler_t handler, unsigned int nargs, ...)
{
    va_list ap;
    va_start(ap, nargs);
    if (!(reply_fast_ok(token, nargs) && reply_short_fast(token, handler, nargs, &ap))) {
        reply_short_v(token, handler, 0, nargs, ap, "gasnet_AMReplyShort");
    }
    va_end(ap);
    return GASNET_OK;
}

int pshmex_AM1_ReplyMedium(gasnet_token_t token, gasnet_handler_t handler, void *source_addr,
                           size_t nbytes, unsigned int nargs, ...)
{
    static const char call[] = "gasnet_AMReplyMedium";
    COLLECT_ARGS(args, nargs, nargs, call);
    reply(token, handler, AMQ_MEDIUM, source_addr, nbytes, NULL, GEX_EVENT_NOW, 0, nargs, args,
          call);
    return GASNET_OK;
}

int pshmex_AM1_ReplyLong(gasnet_token_t token, gasnet_handler_t handler, void *source_addr,
                         size_t nbytes, void *dest_addr, unsigned int nargs, ...)
{
    static const char call[] = "gasnet_AMReplyLong";
    COLLECT_ARGS(args, nargs, nargs, call);
    reply(token, handler, AMQ_LONG, source_addr, nbytes, dest_addr, GEX_EVENT_NOW, 0, nargs, args,
          call);
    return GASNET_OK;
}

/* The fixed entry points of the Shorts with 0, 1 or 2 arguments (see
 * short_leaf): NAME(PARAMS) sends through the leaf when OK holds, to
 * jobrank JR (a Reply also marks its token REPLIED), and otherwise calls
 * the variadic entry, FALLBACK, which handles everything else and names
 * the call in its messages. GASNET_OK is 0, the GASNet-EX success. */
_Static_assert(GASNET_OK == 0, "the fixed entries return 0 for both APIs");
#define SHORT_ENTRY(NAME, PARAMS, OK, JR, REPLY, TOKEN, N, A0, A1, REPLIED, FALLBACK)              \
    int NAME PARAMS                                                                                \
    {                                                                                              \
        if (OK) {                                                                                  \
            const uint32_t jr = (JR);                                                              \
            const int r = short_leaf(jr, REPLY, TOKEN, handler, N, A0, A1);                        \
            if (r != SHORT_LEAF_NOT_SENT) {                                                        \
                REPLIED;                                                                           \
                return r == SHORT_LEAF_SENT ? 0 : wake_and_return0(jr);                            \
            }                                                                                      \
        }                                                                                          \
        return FALLBACK;                                                                           \
    }
#define TEAM_JR (tm->jobranks ? tm->jobranks[rank] : rank)
#define P_(...) (__VA_ARGS__)

SHORT_ENTRY(pshmex_AM_RequestShort0,
            P_(gex_TM_t tm, gex_Rank_t rank, gex_AM_Index_t handler, gex_Flags_t flags),
            request_fast_ok(tm, rank, flags, 0), TEAM_JR, false, NULL, 0, 0, 0, (void)0,
            pshmex_AM_RequestShort(tm, rank, handler, flags, 0u))
SHORT_ENTRY(pshmex_AM_RequestShort1,
            P_(gex_TM_t tm, gex_Rank_t rank, gex_AM_Index_t handler, gex_Flags_t flags,
               gex_AM_Arg_t a0),
            request_fast_ok(tm, rank, flags, 1), TEAM_JR, false, NULL, 1, a0, 0, (void)0,
            pshmex_AM_RequestShort(tm, rank, handler, flags, 1u, a0))
SHORT_ENTRY(pshmex_AM_RequestShort2,
            P_(gex_TM_t tm, gex_Rank_t rank, gex_AM_Index_t handler, gex_Flags_t flags,
               gex_AM_Arg_t a0, gex_AM_Arg_t a1),
            request_fast_ok(tm, rank, flags, 2), TEAM_JR, false, NULL, 2, a0, a1, (void)0,
            pshmex_AM_RequestShort(tm, rank, handler, flags, 2u, a0, a1))
SHORT_ENTRY(pshmex_AM_ReplyShort0, P_(gex_Token_t token, gex_AM_Index_t handler, gex_Flags_t flags),
            !flags && reply_fast_ok(token, 0), token->srcrank, true, token, 0, 0, 0,
            token->replied = true, pshmex_AM_ReplyShort(token, handler, flags, 0u))
SHORT_ENTRY(pshmex_AM_ReplyShort1,
            P_(gex_Token_t token, gex_AM_Index_t handler, gex_Flags_t flags, gex_AM_Arg_t a0),
            !flags && reply_fast_ok(token, 1), token->srcrank, true, token, 1, a0, 0,
            token->replied = true, pshmex_AM_ReplyShort(token, handler, flags, 1u, a0))
SHORT_ENTRY(pshmex_AM_ReplyShort2,
            P_(gex_Token_t token, gex_AM_Index_t handler, gex_Flags_t flags, gex_AM_Arg_t a0,
               gex_AM_Arg_t a1),
            !flags && reply_fast_ok(token, 2), token->srcrank, true, token, 2, a0, a1,
            token->replied = true, pshmex_AM_ReplyShort(token, handler, flags, 2u, a0, a1))
SHORT_ENTRY(pshmex_AM1_RequestShort0, P_(gasnet_node_t dest, gasnet_handler_t handler),
            request1_fast_ok(dest, 0), dest, false, NULL, 0, 0, 0, (void)0,
            pshmex_AM1_RequestShort(dest, handler, 0u))
SHORT_ENTRY(pshmex_AM1_RequestShort1,
            P_(gasnet_node_t dest, gasnet_handler_t handler, gasnet_handlerarg_t a0),
            request1_fast_ok(dest, 1), dest, false, NULL, 1, a0, 0, (void)0,
            pshmex_AM1_RequestShort(dest, handler, 1u, a0))
SHORT_ENTRY(pshmex_AM1_RequestShort2,
            P_(gasnet_node_t dest, gasnet_handler_t handler, gasnet_handlerarg_t a0,
               gasnet_handlerarg_t a1),
            request1_fast_ok(dest, 2), dest, false, NULL, 2, a0, a1, (void)0,
            pshmex_AM1_RequestShort(dest, handler, 2u, a0, a1))
SHORT_ENTRY(pshmex_AM1_ReplyShort0, P_(gasnet_token_t token, gasnet_handler_t handler),
            reply_fast_ok(token, 0), token->srcrank, true, token, 0, 0, 0, token->replied = true,
            pshmex_AM1_ReplyShort(token, handler, 0u))
SHORT_ENTRY(pshmex_AM1_ReplyShort1,
            P_(gasnet_token_t token, gasnet_handler_t handler, gasnet_handlerarg_t a0),
            reply_fast_ok(token, 1), token->srcrank, true, token, 1, a0, 0, token->replied = true,
            pshmex_AM1_ReplyShort(token, handler, 1u, a0))
SHORT_ENTRY(pshmex_AM1_ReplyShort2,
            P_(gasnet_token_t token, gasnet_handler_t handler, gasnet_handlerarg_t a0,
               gasnet_handlerarg_t a1),
            reply_fast_ok(token, 2), token->srcrank, true, token, 2, a0, a1, token->replied = true,
            pshmex_AM1_ReplyShort(token, handler, 2u, a0, a1))
