/* amq_area.h - one endpoint's AM queues, in its rank's control area of the
 * job (the primordial endpoint's at pshm_ctrl(r) + PSHM_CTRL_QUEUES, those
 * of endpoints 1.. after the fixed control area), and the poller that
 * drains them.
 *
 * Every rank owns (backs, initializes, consumes) one area per AM-capable
 * endpoint; any rank may produce into it. Requests and Replies have separate rings and separate
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
    struct amq_index_pair req_ix;              /* Requests to the owner */
    struct amq_index_pair rep_ix;              /* Replies to the owner */
    struct amq_freeq req_free;                 /* free buffers of req_buf */
    struct amq_freeq rep_free;                 /* free buffers of rep_buf */
    _Alignas(4096) struct amq_pairs req_pairs; /* single-producer rings, Requests */
    struct amq_pairs rep_pairs;                /* single-producer rings, Replies */
    _Alignas(4096) struct amq_slot req[AMQ_SLOTS];
    struct amq_slot rep[AMQ_SLOTS];
    _Alignas(4096) unsigned char req_inl[AMQ_SLOTS][AMQ_INLINE_MAX];
    unsigned char rep_inl[AMQ_SLOTS][AMQ_INLINE_MAX];
    _Alignas(4096) unsigned char req_buf[AMQ_POOL_BUFS][AMQ_BUF_BYTES];
    unsigned char rep_buf[AMQ_POOL_BUFS][AMQ_BUF_BYTES];
};
_Static_assert((sizeof(struct amq_area) + 4095u) / 4096u == PSHM_CTRL_AM_PAGES,
               "PSHM_CTRL_AM_PAGES (src/pshm/job.h) is the area's size in pages: recompute it");
_Static_assert(offsetof(struct amq_area, req_buf) % 16 == 0, "pool buffers are 16-aligned");

/* Endpoint e's area of rank r as mapped in this process: the primordial
 * endpoint's in the fixed control area (mapped with it: our own at join,
 * peers' after the init barrier), endpoint e >= 1's in the reservation
 * after it (PSHM_CTRL_EP_QUEUES), mapped on first use (amq_ep_usable /
 * amq_ep_attach below). */
static inline struct amq_area *amq_area(uint32_t r, uint32_t e)
{
    char *c = (char *)pshm_ctrl(r);
    uint64_t off =
        e == 0 ? PSHM_CTRL_QUEUES : PSHM_CTRL_EP_QUEUES + (uint64_t)(e - 1) * PSHM_CTRL_AM_BYTES;
    return (struct amq_area *)(c + off);
}

/* One direction of one endpoint's queues. */
struct amq_side {
    struct amq_index_pair *ix;
    struct amq_slot *slots;
    unsigned char (*inl)[AMQ_INLINE_MAX]; /* inline payload of slots[i]: inl[i] */
    struct amq_freeq *free;
    unsigned char (*bufs)[AMQ_BUF_BYTES];
};

static inline struct amq_side amq_side_of(struct amq_area *a, bool reply)
{
    return reply ? (struct amq_side){&a->rep_ix, a->rep, a->rep_inl, &a->rep_free, a->rep_buf}
                 : (struct amq_side){&a->req_ix, a->req, a->req_inl, &a->req_free, a->req_buf};
}

static inline struct amq_side amq_side(uint32_t r, uint32_t e, bool reply)
{
    return amq_side_of(amq_area(r, e), reply);
}

/* The inline payload of slot s of side d. */
static inline unsigned char *amq_inline(const struct amq_side *d, const struct amq_slot *s)
{
    return d->inl[s - d->slots];
}

/* ---- endpoints 1.. (amq_ep.c) ----
 * Every rank's control page holds a directory of its endpoints after the
 * doorbell lines: state[e] is 0 until endpoint e exists, then
 * AMQ_EP_LIVE | its GEX_EP_CAPABILITY_* bits. Writer: the owner, once,
 * with a release store after initializing the endpoint's area (if it has
 * one); readers: any rank, with an acquire load before they touch the
 * area. state[0] is never written: the primordial endpoint always exists
 * and is AM-capable. */
#define AMQ_EP_LIVE       0x80000000u
#define AMQ_EP_DIR_OFFSET 1024u
struct amq_ep_dir {
    _Atomic uint32_t state[PSHM_MAX_EPS];
};
_Static_assert(AMQ_EP_DIR_OFFSET >= sizeof(struct pshm_rank_ctrl) &&
                   AMQ_EP_DIR_OFFSET + sizeof(struct amq_ep_dir) <= PSHM_CTRL_QUEUES,
               "the directory sits between the doorbell lines and the primordial queues");
_Static_assert(sizeof(struct amq_area) <= PSHM_CTRL_AM_BYTES && PSHM_CTRL_AM_BYTES % 4096 == 0,
               "an endpoint's area fits its page-aligned stride");

static inline struct amq_ep_dir *amq_ep_dir(uint32_t r)
{
    return (struct amq_ep_dir *)((char *)pshm_ctrl(r) + AMQ_EP_DIR_OFFSET);
}

/* ---- endpoint 0's handler table, as the senders see it ----
 * Every rank's control page also holds a description of its endpoint 0's
 * handler table: word[i] describes index i (encoding: core/handlers.h,
 * core_hw_of; 0: not registered), so that a sender checks an AM against
 * the destination's registration (for a Reply, the requester's), which
 * may differ from its own.
 * Writer: the owner only, in gex_EP_RegisterHandlers and gasnet_attach,
 * with a release store of each new word after it wrote the entry in its
 * own table (core/handlers.c, commit). A word goes from 0 to its value
 * once: an index cannot be registered twice on an endpoint.
 * Readers: any rank, with an acquire load, before it sends an AM to that
 * index of our endpoint 0 (am_send.c). A client must order a registration
 * before the AMs that use it (003: registration is not collective and the
 * client synchronizes; gasnet_attach ends with a barrier): through that
 * ordering (the barrier's, or a message's release/acquire) the sender
 * reads the value. The acquire pairs with the owner's release: what the
 * entry says is visible to the thread that handles a message to it.
 * The owner's receive path still checks its own table (amq_poll.c).
 * Own lines after the endpoint directory, written only when handlers are
 * registered: the senders' copies of them stay valid. */
#define AMQ_HANDLER_DIR_OFFSET 2048u
struct amq_handler_dir {
    _Atomic uint32_t word[256];
};
_Static_assert(sizeof(struct amq_handler_dir) == 1024 &&
                   AMQ_HANDLER_DIR_OFFSET % PSHM_CACHE_LINE == 0,
               "one word per index, on lines of its own");
_Static_assert(AMQ_HANDLER_DIR_OFFSET >= AMQ_EP_DIR_OFFSET + sizeof(struct amq_ep_dir) &&
                   AMQ_HANDLER_DIR_OFFSET + sizeof(struct amq_handler_dir) <= PSHM_CTRL_QUEUES,
               "the handler words sit after the endpoint directory, before the queues");

static inline struct amq_handler_dir *amq_handler_dir(uint32_t r)
{
    return (struct amq_handler_dir *)((char *)pshm_ctrl(r) + AMQ_HANDLER_DIR_OFFSET);
}

/* Per peer rank: bit e set once endpoint e's area of that rank is mapped
 * here and known to be AM-capable (amq_ep.c; allocated by amq_init). */
extern _Atomic uint64_t *amq_ep_mapped;

/* Whether (r, e) may receive AMs from this process without the slow path:
 * the primordial endpoint always; endpoint e >= 1 once amq_ep_attach
 * succeeded. acquire: pairs with the release in amq_ep_attach, after the
 * mapping and the acquire of the owner's directory entry. */
static inline bool amq_ep_usable(uint32_t r, uint32_t e)
{
    return e == 0 || ((atomic_load_explicit(&amq_ep_mapped[r], memory_order_acquire) >> e) & 1u);
}

/* Slow path of amq_ep_usable: look up (r, e) in r's directory and map its
 * area here. Returns only on success: fatal naming call if the endpoint
 * does not exist or was created without GEX_EP_CAPABILITY_AM. */
void amq_ep_attach(uint32_t r, uint32_t e, const char *call);

/* gex_EP_Create, for endpoint e of this process with GEX_EP_CAPABILITY_AM:
 * map, back (fallocate) and initialize its area. 0, or a PSHM_E* error
 * (PSHM_ENOMEM when shared memory runs out). Nothing is visible to peers
 * until amq_ep_publish. */
int amq_ep_create(uint32_t e);

/* Publish endpoint e (created, caps = its capabilities) in our directory;
 * an AM-capable one is polled from now on. Called once per endpoint, after
 * its object is reachable through core_ep_at. */
void amq_ep_publish(uint32_t e, uint32_t caps);

/* This process's AM-capable endpoints, in creation order (index 0 first):
 * what a poll drains. */
extern uint8_t amq_my_eps[PSHM_MAX_EPS];
extern _Atomic unsigned amq_my_neps;

/* Initialize our primordial endpoint's area (before the init barrier). */
void amq_init(void);

/* Initialize area a of our endpoint e, with its pair rings and our
 * receiver state for them (owner, before anyone may send to it). */
void amq_area_init(struct amq_area *a, uint32_t e);

/* What amq_poll_lane did. */
enum amq_polled {
    AMQ_POLLED_IDLE, /* ran nothing */
    AMQ_POLLED_RAN,  /* ran a handler (or another thread was at it) */
    AMQ_POLLED_LANE, /* ran one Reply through the requester's lane, nothing else */
};

/* Run the handlers of messages waiting for any endpoint of this process:
 * for each AM-capable endpoint, Replies, then Requests. Runs nothing when
 * called in a restricted context (inside a handler, holding an HSL, in a
 * no-interrupt section, between Prepare and Commit). With lane_open (#18),
 * if the process has Replies in place from one peer only, this thread is
 * the one that sends to it, one Request is out and its Reply has come, it
 * runs that Reply and looks at nothing else: a caller must then poll with
 * the lane closed before it opens it again, so that nothing else starves
 * (core_poll_lane; src/am_queues/README.md, "The requester's lane"). */
enum amq_polled amq_poll_lane(bool lane_open);

/* Run the handlers of waiting Replies only (of every endpoint of this
 * process): what a Reply that waits for room may do from inside a Request
 * handler. Returns true if it ran any. */
bool amq_drain_replies(void);

#endif
