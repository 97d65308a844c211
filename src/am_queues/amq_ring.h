/* amq_ring.h - the shared-memory structures of the AM queues and their
 * lock-free operations (see README.md in this directory for the design).
 *
 * Two kinds of bounded MPMC rings, both after D. Vyukov's array queue: each
 * cell carries a sequence number that says whose turn it is, so producers
 * and consumers only ever CAS their own index and never take a lock.
 *
 *   amq_msgq:  message slots (AMQ_SLOTS of AMQ_SLOT_BYTES). A slot stays
 *              owned by the consumer while its handler runs, so a Medium
 *              payload held inline is handed to the handler in place.
 *   amq_freeq: indices of free payload buffers of a pool (AMQ_POOL_BUFS of
 *              AMQ_BUF_BYTES), the pool's free list.
 *
 * Sequence protocol of a cell at position p (p counts forever, the cell is
 * p % capacity; 32-bit arithmetic, compared as signed differences):
 *   seq == p          free: the producer that wins tail == p may fill it
 *   seq == p + 1      full: the consumer that wins head == p may take it
 *   seq == p + cap    released by that consumer: free for position p + cap
 * The producer publishes with a release store of seq = p + 1,
 * which pairs with the consumer's acquire load of seq; the consumer releases
 * with a release store of seq = p + cap, which pairs with the producer's
 * acquire load before it overwrites the cell.
 */
#ifndef AMQ_RING_H
#define AMQ_RING_H

#include <gasnetex.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pshm/job.h"

#define AMQ_SLOTS      256u   /* message slots per ring (power of 2) */
#define AMQ_SLOT_BYTES 128u   /* one message's header and arguments (two lines) */
#define AMQ_INLINE_MAX 1920u  /* a Medium payload held in the ring's inline array */
#define AMQ_POOL_BUFS  16u    /* payload buffers per pool (power of 2) */
#define AMQ_BUF_BYTES  65536u /* one Medium payload at most */
#define AMQ_MAX_ARGS   16u
#define AMQ_NO_BUF     UINT32_MAX

/* Message kind: category in the low bits, request/reply in bit 2; bit 3
 * (AMQ_IN_PLACE) on a Short Request of a pair ring: its Reply may be
 * written into the Request's slot (amq_pair.h, "Replies in place"). */
/* AMQ_VOID: a slot reserved by an NPAM Prepare and then cancelled; the
 * receiver releases it without running anything. */
enum amq_kind {
    AMQ_SHORT = 0,
    AMQ_MEDIUM = 1,
    AMQ_LONG = 2,
    AMQ_VOID = 3,
    AMQ_REPLY = 4,
    AMQ_IN_PLACE = 8
};

/* One message: header and arguments. Slots are packed (AMQ_SLOT_BYTES
 * apart) so that a stream of Shorts walks consecutive lines, which the
 * hardware prefetches on both sides; a Medium's inline payload sits in a
 * parallel array (struct amq_side.inl, same index). The producer that
 * reserved position p writes every field (and the inline payload), then
 * publishes seq; the consumer reads them after its acquire of seq and owns
 * the slot and its inline payload until it stores seq = p + cap.
 * A Short with up to 8 arguments lives entirely in cache line 0. */
struct amq_slot {
    _Alignas(AMQ_SLOT_BYTES) _Atomic uint32_t seq;
    uint8_t handler; /* gex_AM_Index_t */
    uint8_t kind;    /* enum amq_kind */
    uint8_t nargs;
    uint8_t ep_index; /* sending EP (the receiving one is the area's): Replies go there */
    uint32_t srcrank; /* jobrank of the sender */
    union {
        struct {
            uint32_t nbytes; /* Medium/Long payload size (Long: up to 4 GiB - 1 per message) */
            uint32_t buf;    /* Medium: pool buffer index, or AMQ_NO_BUF (payload inline) */
        };
        /* A Short Request of a pair ring sent with AMQ_IN_PLACE (amq_pair.h,
         * "Replies in place"): its handler's Short Reply, written here by
         * the receiver (the arguments over the Request's, in args). */
        struct {
            _Atomic uint32_t seq; /* position + 1 once the Reply is written (release) */
            uint8_t handler;
            uint8_t nargs;
            uint16_t unused;
        } reply;
    };
    uint32_t nbytes_hi; /* Long: high 32 bits of nbytes */
    uint64_t dest;      /* Long: dest_addr exactly as given (receiver's address space) */
    gex_AM_Arg_t args[AMQ_MAX_ARGS];
};
_Static_assert(offsetof(struct amq_slot, args) == 32, "args follow the 32-byte header");
_Static_assert(offsetof(struct amq_slot, reply) == 12 && offsetof(struct amq_slot, nbytes_hi) == 20,
               "an in-place Reply's header overlays nbytes and buf, in line 0");
_Static_assert(offsetof(struct amq_slot, args) + 8 * sizeof(gex_AM_Arg_t) == PSHM_CACHE_LINE,
               "a Short with 8 arguments is one cache line");
_Static_assert(sizeof(struct amq_slot) == AMQ_SLOT_BYTES, "slot size");
_Static_assert(AMQ_INLINE_MAX % 64 == 0, "inline payloads are line aligned");

/* Ring indices, each on its own line: tail is CASed by producers (any rank
 * sending to the owner), head by consumers (the owner's polling threads). */
struct amq_index_pair {
    _Alignas(PSHM_CACHE_LINE) _Atomic uint32_t tail;
    _Alignas(PSHM_CACHE_LINE) _Atomic uint32_t head;
};
_Static_assert(sizeof(struct amq_index_pair) == 2 * PSHM_CACHE_LINE, "two lines");

/* Free list of a buffer pool: producers are the owner's consumers (freeing
 * a buffer after its handler), consumers are senders (allocating one). */
struct amq_freeq {
    struct amq_index_pair ix;
    struct {
        _Atomic uint32_t seq;
        uint32_t value;
    } cell[AMQ_POOL_BUFS];
};

static inline int32_t amq_diff(uint32_t a, uint32_t b)
{
    return (int32_t)(a - b);
}

/* ---- message ring ---- */

/* Reserve the slot at the tail; NULL if the ring is full. The caller fills
 * it and calls amq_msg_publish(). Lock-free: a failed CAS means another
 * producer won, so we retry with the new tail. */
static inline struct amq_slot *amq_msg_reserve(struct amq_index_pair *ix, struct amq_slot *slots)
{
    uint32_t pos = atomic_load_explicit(&ix->tail, memory_order_relaxed);
    for (;;) {
        struct amq_slot *s = &slots[pos & (AMQ_SLOTS - 1)];
        /* acquire: pairs with the consumer's release of the slot */
        uint32_t seq = atomic_load_explicit(&s->seq, memory_order_acquire);
        int32_t d = amq_diff(seq, pos);
        if (d == 0) {
            if (atomic_compare_exchange_weak_explicit(&ix->tail, &pos, pos + 1,
                                                      memory_order_relaxed, memory_order_relaxed))
                return s;
        } else if (d < 0) {
            return NULL; /* the slot of lap pos - cap is still in use: full */
        } else {
            pos = atomic_load_explicit(&ix->tail, memory_order_relaxed);
        }
    }
}

/* Publish a reserved, filled slot: a release store (only the producer that
 * reserved position p writes seq while it is p), which pairs with the
 * consumer's acquire load of seq, so every field and the payload (inline,
 * pool buffer or Long destination) is visible. Not a full barrier: a
 * locked RMW or fence here would stall the sender until it owns the slot's
 * line, one serialized cache-line transfer per message; the order against
 * the caller's following load of the receiver's sleeping flag comes from
 * pshm_wake_rank_light (asymmetric fence, see pshm/wait.h). */
static inline void amq_msg_publish(struct amq_slot *s)
{
    uint32_t seq = atomic_load_explicit(&s->seq, memory_order_relaxed);
    atomic_store_explicit(&s->seq, seq + 1, memory_order_release);
}

/* Take the slot at the head if it is published; NULL if none is ready. */
static inline struct amq_slot *amq_msg_take(struct amq_index_pair *ix, struct amq_slot *slots)
{
    uint32_t pos = atomic_load_explicit(&ix->head, memory_order_relaxed);
    for (;;) {
        struct amq_slot *s = &slots[pos & (AMQ_SLOTS - 1)];
        /* acquire: pairs with amq_msg_publish */
        uint32_t seq = atomic_load_explicit(&s->seq, memory_order_acquire);
        int32_t d = amq_diff(seq, pos + 1);
        if (d == 0) {
            if (atomic_compare_exchange_weak_explicit(&ix->head, &pos, pos + 1,
                                                      memory_order_relaxed, memory_order_relaxed))
                return s;
        } else if (d < 0) {
            return NULL; /* empty, or the producer has not published yet */
        } else {
            pos = atomic_load_explicit(&ix->head, memory_order_relaxed);
        }
    }
}

/* Hand a consumed slot back to producers (after its handler returned). */
static inline void amq_msg_release(struct amq_slot *s)
{
    uint32_t seq = atomic_load_explicit(&s->seq, memory_order_relaxed);
    /* release: the handler's reads of the slot are done before reuse */
    atomic_store_explicit(&s->seq, seq - 1 + AMQ_SLOTS, memory_order_release);
}

/* Cheap emptiness test for the idle poll: one load of the head slot. */
static inline bool amq_msg_ready(struct amq_index_pair *ix, struct amq_slot *slots)
{
    uint32_t pos = atomic_load_explicit(&ix->head, memory_order_relaxed);
    uint32_t seq = atomic_load_explicit(&slots[pos & (AMQ_SLOTS - 1)].seq, memory_order_relaxed);
    return seq == pos + 1;
}

/* ---- buffer free list ---- */

/* Take a free buffer index; AMQ_NO_BUF if the pool is exhausted. */
static inline uint32_t amq_buf_alloc(struct amq_freeq *q)
{
    uint32_t pos = atomic_load_explicit(&q->ix.head, memory_order_relaxed);
    for (;;) {
        uint32_t i = pos & (AMQ_POOL_BUFS - 1);
        uint32_t seq = atomic_load_explicit(&q->cell[i].seq, memory_order_acquire);
        int32_t d = amq_diff(seq, pos + 1);
        if (d == 0) {
            if (atomic_compare_exchange_weak_explicit(&q->ix.head, &pos, pos + 1,
                                                      memory_order_relaxed, memory_order_relaxed)) {
                uint32_t v = q->cell[i].value;
                atomic_store_explicit(&q->cell[i].seq, pos + AMQ_POOL_BUFS, memory_order_release);
                return v;
            }
        } else if (d < 0) {
            return AMQ_NO_BUF;
        } else {
            pos = atomic_load_explicit(&q->ix.head, memory_order_relaxed);
        }
    }
}

/* Return a buffer index. Never finds the list full: only the pool's own
 * AMQ_POOL_BUFS indices circulate, so a free cell always exists. */
static inline void amq_buf_free(struct amq_freeq *q, uint32_t v)
{
    uint32_t pos = atomic_load_explicit(&q->ix.tail, memory_order_relaxed);
    for (;;) {
        uint32_t i = pos & (AMQ_POOL_BUFS - 1);
        uint32_t seq = atomic_load_explicit(&q->cell[i].seq, memory_order_acquire);
        int32_t d = amq_diff(seq, pos);
        if (d == 0) {
            if (atomic_compare_exchange_weak_explicit(&q->ix.tail, &pos, pos + 1,
                                                      memory_order_relaxed, memory_order_relaxed)) {
                q->cell[i].value = v;
                atomic_store_explicit(&q->cell[i].seq, pos + 1, memory_order_release);
                return;
            }
        } else {
            /* d < 0 only while the consumer that took this cell a lap ago
             * has CASed head but not yet released the cell: brief. */
            pos = atomic_load_explicit(&q->ix.tail, memory_order_relaxed);
        }
    }
}

#endif
