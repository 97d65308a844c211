/* am_send.h - what every AM injection path shares: resolving the target,
 * reserving a slot and a payload buffer (waiting as the context allows),
 * and publishing. Used by the fixed-payload calls (am_send.c) and NPAM
 * (am_npam.c). */
#ifndef AM_SEND_H
#define AM_SEND_H

#include <gasnetex.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "am_queues/am_context.h"
#include "am_queues/amq_area.h"
#include "core/objects.h"
#include "pshm/tsan.h"
#include "pshm/wait.h"

/* Where a message goes and what waiting for room may do. */
struct am_target {
    uint32_t rank;    /* jobrank of the receiver */
    bool reply;       /* Reply: uses the receiver's reply ring and pool, and
                         may only drain our own Replies while it waits */
    bool immediate;   /* GEX_FLAG_IMMEDIATE: never wait, never poll */
    const char *call; /* for messages */
    uint8_t ep;       /* receiving endpoint's index (its queues at rank) */
    uint8_t src_ep;   /* sending endpoint's index (where a Reply goes back) */
};

/* Where a Request to (tm, rank) goes: jobrank and endpoint (a TM-pair's
 * remote index), from which local endpoint. Fatal, naming call, on a bad
 * team or rank, an endpoint that does not exist, or one (local or remote)
 * created without GEX_EP_CAPABILITY_AM. */
struct am_target am_request_target(gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags,
                                   const char *call);

/* Reserve a slot on t's ring; NULL only if immediate and there is no room. */
struct amq_slot *am_reserve_slot(const struct am_target *t);

/* Take a buffer of t's pool; AMQ_NO_BUF only if immediate and none is free. */
uint32_t am_reserve_buf(const struct am_target *t);

/* Address of buffer b of t's pool, in this process. */
static inline unsigned char *am_buf_addr(const struct am_target *t, uint32_t b)
{
    return amq_side(t->rank, t->ep, t->reply).bufs[b];
}

/* The inline payload of slot s reserved on t's ring, in this process. */
static inline unsigned char *am_inline_addr(const struct am_target *t, const struct amq_slot *s)
{
    struct amq_side d = amq_side(t->rank, t->ep, t->reply);
    return amq_inline(&d, s);
}

/* Give back an unused buffer of t's pool. */
static inline void am_unreserve_buf(const struct am_target *t, uint32_t b)
{
    amq_buf_free(amq_side(t->rank, t->ep, t->reply).free, b);
}

/* After publishing a message to t: ask its rank to poll from calls that
 * never wait, and wake it if it sleeps (the same for every queue). */
static inline void am_notify_rank(uint32_t rank)
{
    pshm_want_poll(rank);
    if (rank != pshm_job.rank)
        pshm_wake_rank_light(rank);
}

static inline void am_notify(const struct am_target *t)
{
    am_notify_rank(t->rank);
}

/* Publish a filled slot and wake the receiver if it sleeps. No write
 * prefetch of the next slot: the receiver polls exactly that line, so
 * taking it early only makes the receiver fetch it back (and the sender
 * again at its next send); measured, Medium RTT/2 was 9-15% longer with
 * it when the ranks sit on far cores and the same on near ones. */
static inline void am_publish(const struct am_target *t, struct amq_slot *s)
{
    PSHM_TSAN_RELEASE();
    s->ep_index = t->src_ep; /* the receiving endpoint is the area's */
    amq_msg_publish(s);
    am_notify(t);
}

/* Fill the fixed header of a reserved slot (not the arguments). */
static inline void am_fill_header(struct amq_slot *s, gex_AM_Index_t handler, unsigned kind,
                                  unsigned nargs)
{
    s->handler = handler;
    s->kind = (uint8_t)kind;
    s->nargs = (uint8_t)nargs;
    s->srcrank = pshm_job.rank;
}

/* The fixed header and the arguments. */
static inline void am_fill(struct amq_slot *s, gex_AM_Index_t handler, unsigned kind,
                           unsigned nargs, const gex_AM_Arg_t *args)
{
    am_fill_header(s, handler, kind, nargs);
    for (unsigned i = 0; i < nargs; i++)
        s->args[i] = args[i];
}

/* Local address of [dest, dest + nbytes) in the segment bound to endpoint
 * ep of rank r (an owner address); fatal naming call if it is not inside. */
void *am_long_dest(uint32_t r, unsigned ep, void *dest, size_t nbytes, const char *call);
/* This process's address of dest_addr dest in the segment that receives
 * Longs at (r, ep), and in *room the bytes from there to its end; NULL and
 * 0 if dest is not in it (fatal only if that segment cannot be reached). */
void *am_long_room(uint32_t r, unsigned ep, void *dest, size_t *room, const char *call);

/* Largest Long payload: the job's per-rank segment limit, but at most
 * AMQ_LONG_MAX: the reference's conduits cap it there, and GASNet-1
 * clients keep it in an int (the reference's testcore2 asserts on it). */
#define AMQ_LONG_MAX ((size_t)0x7fffffff)
size_t am_max_long(void);

/* Fatal if lc_opt is not allowed (DEFER; GROUP for a Reply). */
void am_check_lc(gex_Event_t *lc_opt, bool reply, const char *call);

/* Signal local completion: the payload was copied before return. */
static inline void am_complete_lc(gex_Event_t *lc_opt)
{
    if (lc_opt != GEX_EVENT_NOW && lc_opt != GEX_EVENT_GROUP && lc_opt)
        *lc_opt = GEX_EVENT_INVALID;
}

/* Where the Reply for token goes: the requesting endpoint (jobrank and
 * index), from the endpoint that ran the Request handler. */
static inline struct am_target am_reply_target(gex_Token_t token, gex_Flags_t flags,
                                               const char *call)
{
    if (!amq_ep_usable(token->srcrank, token->src_ep))
        amq_ep_attach(token->srcrank, token->src_ep, call);
    return (struct am_target){token->srcrank, true,          (flags & GEX_FLAG_IMMEDIATE) != 0,
                              call,           token->src_ep, (uint8_t)token->ep->index};
}

#endif
