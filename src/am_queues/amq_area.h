/* amq_area.h - one rank's AM queues, in its control area of the job
 * (pshm_ctrl(r) + PSHM_CTRL_QUEUES), and the poller that drains them.
 *
 * Every rank owns (backs, initializes, consumes) one area; any rank may
 * produce into it. Requests and Replies have separate rings and separate
 * payload pools, so a Reply never waits for a resource that only the
 * draining of Requests frees (see README.md, "Deadlock freedom").
 */
#ifndef AMQ_AREA_H
#define AMQ_AREA_H

#include <stdbool.h>
#include <stdint.h>

#include "am_queues/amq_pair.h"
#include "am_queues/amq_ring.h"
#include "pshm/job.h"

/* Index/free-list lines first (owner-initialized, then shared), then the
 * pair rings of both directions (amq_pair.h), then the two MPMC rings'
 * packed slots, their inline payloads (slot i's in row i), then
 * the two pools, each page aligned. */
struct amq_area {
    struct amq_index_pair req_ix; /* Requests to the owner */
    struct amq_index_pair rep_ix; /* Replies to the owner */
    struct amq_freeq req_free;    /* free buffers of req_buf */
    struct amq_freeq rep_free;    /* free buffers of rep_buf */
    _Alignas(4096) struct amq_pairs req_pairs; /* single-producer rings, Requests */
    struct amq_pairs rep_pairs;                /* single-producer rings, Replies */
    _Alignas(4096) struct amq_slot req[AMQ_SLOTS];
    struct amq_slot rep[AMQ_SLOTS];
    _Alignas(4096) unsigned char req_inl[AMQ_SLOTS][AMQ_INLINE_MAX];
    unsigned char rep_inl[AMQ_SLOTS][AMQ_INLINE_MAX];
    _Alignas(4096) unsigned char req_buf[AMQ_POOL_BUFS][AMQ_BUF_BYTES];
    unsigned char rep_buf[AMQ_POOL_BUFS][AMQ_BUF_BYTES];
};
_Static_assert(sizeof(struct amq_area) <= PSHM_CTRL_AM_BYTES, "the AM queues fit the control area");
_Static_assert(offsetof(struct amq_area, req_buf) % 16 == 0, "pool buffers are 16-aligned");

/* Rank r's area as mapped in this process (valid once its control area is
 * mapped: our own at join, peers' after the init barrier). */
static inline struct amq_area *amq_area(uint32_t r)
{
    return (struct amq_area *)((char *)pshm_ctrl(r) + PSHM_CTRL_QUEUES);
}

/* One direction of one rank's queues. */
struct amq_side {
    struct amq_index_pair *ix;
    struct amq_slot *slots;
    unsigned char (*inl)[AMQ_INLINE_MAX]; /* inline payload of slots[i]: inl[i] */
    struct amq_freeq *free;
    unsigned char (*bufs)[AMQ_BUF_BYTES];
};

static inline struct amq_side amq_side(uint32_t r, bool reply)
{
    struct amq_area *a = amq_area(r);
    return reply ? (struct amq_side){&a->rep_ix, a->rep, a->rep_inl, &a->rep_free, a->rep_buf}
                 : (struct amq_side){&a->req_ix, a->req, a->req_inl, &a->req_free, a->req_buf};
}

/* The inline payload of slot s of side d. */
static inline unsigned char *amq_inline(const struct amq_side *d, const struct amq_slot *s)
{
    return d->inl[s - d->slots];
}

/* Initialize our own area (before the init barrier). */
void amq_init(void);

/* Run the handlers of messages waiting for us: Replies, then Requests.
 * Returns true if it ran any. Runs nothing when called in a restricted
 * context (inside a handler, holding an HSL, between Prepare and Commit). */
bool amq_poll(void);

/* Run the handlers of waiting Replies only: what a Reply that waits for
 * room may do from inside a Request handler. Returns true if it ran any. */
bool amq_drain_replies(void);

#endif
