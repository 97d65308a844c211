/* amq_pair.h - per-pair single-producer rings for Short AMs, beside the
 * per-receiver MPMC rings of amq_ring.h (see README.md, "Pair rings").
 *
 * Why: a producer of the MPMC ring claims its slot with a CAS on the shared
 * tail. A locked instruction drains the store buffer, so every send waits
 * until its previous message's slot line, which the receiver polls, is
 * owned again: one serialized cache-line transfer per message. A ring with
 * exactly one producer needs no claim: its tail is private to the sending
 * thread, and a send is plain stores and one release store.
 *
 * Ownership: each receiver (each AM-capable endpoint's area, amq_area.h)
 * offers AMQ_PAIRS rings per direction (Requests, Replies). A sending process claims one ring of a
 * receiver for itself the first time it sends a Short there (CAS of `owner`, once, never given
 * back), and inside the process one thread owns it (the first one to send
 * there; see amq_pair.c). Whoever finds no ring (more than AMQ_PAIRS
 * senders, or another thread of its process owns it) or a full ring uses
 * the MPMC ring, whose waiting rules (README, "Deadlock freedom") are
 * unchanged: a pair ring never makes anyone wait.
 *
 * Replies in place. A Short Request that a process sends from its endpoint
 * 0 to endpoint 0 of a rank through its pair ring carries AMQ_IN_PLACE;
 * if its handler answers with a Short Reply, the receiver writes that Reply
 * into the Request's own slot (amq_slot.reply and args, then reply.seq =
 * position + 1, release) instead of into a ring of the requester's. Why:
 * the receiver has just read that line, and the requester reads it back,
 * so each way of the round trip moves one line, as the cache-line floor's
 * ping-pong does; a Reply in a line of another ring costs each way a line
 * the other side holds a copy of (pshmbench am: a bare ring ping-pong
 * measured 1.8x the floor; a model with the answer in the request's line,
 * 1.1x). The requester runs such Replies (any thread of it that polls,
 * amq_in_place_poll), position by position from the entry's rhead: a
 * position is done once its Reply ran, or once the ring's released is past
 * it without a Reply there (the handler answered otherwise, or not at all;
 * the receiver writes the Reply before it releases the position). The
 * released word also counts the Replies written in place below it; a slot
 * below released is reused once the requester has run that many
 * (amq_pair_reserve), and a poller passes every position below released
 * at once when it has.
 *
 * The ping line. Each Request through a ring takes the next slot, so a
 * ping-pong through the ring meets on a new line at every round trip,
 * where the cache-line floor bounces one line. So a Request entry that
 * allows Replies in place also has one more slot, `ping`, reused for
 * every message: a Short Request goes there when the entry's last ping
 * is done, else through the ring (README.md, "The ping line": far cores
 * 0.95x -> 0.78x the floor, near cores 2.06x -> 2.16x). Its protocol
 * counts pings, not positions (amq_ping_next: 1, 2, ..., 2^31 - 1, 1, ...):
 *   ping.seq        v: the producer's release store publishes ping v
 *                   (pairs with the receiver's acquire load, which expects
 *                   the next v in its private ping_head).
 *   ping.reply.seq  v: the Reply in place of ping v is written (release,
 *                   in_place_publish, during the handler); v |
 *                   AMQ_PING_NO_REPLY: ping v's handler returned without
 *                   one (release, by the receiver after the handler). Either
 *                   way the receiver is done with the line: it reads
 *                   everything it needs before it calls the handler.
 *   tx.ping_sent    the last v published (the owning thread only, before
 *                   seq, as the tail); tx.ping_done the last v whose Reply
 *                   ran or that came back without one (pollers, under the
 *                   peer's busy, release after their reads of the slot;
 *                   the owner's acquire load pairs with it before it
 *                   overwrites the line). Free when the two are equal.
 * Entries that do not allow Replies in place keep ping_done at
 * AMQ_PING_OFF, which no v equals: never free.
 */
#ifndef AMQ_PAIR_H
#define AMQ_PAIR_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "am_queues/amq_ring.h"
#include "am_queues/amq_solo.h"
#include "pshm/job.h"

#define AMQ_PAIRS      16u  /* single-producer rings per direction per receiver */
#define AMQ_PAIR_SLOTS 256u /* slots per pair ring (power of 2) */
#define AMQ_PAIRS_MASK ((1u << AMQ_PAIRS) - 1)

/* One pair ring. Three kinds of lines, each written by one side only:
 *   owner     (line 0) 0 while free; jobrank + 1 of the sending process
 *             that claimed it. Written once by that sender (CAS from 0,
 *             relaxed: the ring was initialized by the receiver before the
 *             init barrier, whose release/acquire orders it before any
 *             send). Never cleared while the job runs.
 *   released  (line 1) positions the consumer has handed back: it stores
 *             p + 1 (release; pairs with the producer's acquire load) once
 *             the handler of position p returned. Positions are taken and
 *             released in order (one consuming thread at a time, invariant
 *             6), so every position below it is free. Written by the
 *             consumer only; the producer reads it only when the credit it
 *             cached runs out (released as last read + AMQ_PAIR_SLOTS).
 *             The high 32 bits, stored in the same store: how many Replies
 *             the consumer wrote in place (below) into positions below
 *             it, so that the producer passes positions without one
 *             without reading their slots (amq_released_*).
 *   slot      the message slots: position p lives in slot
 *             p % AMQ_PAIR_SLOTS; the producer writes the message and
 *             publishes it with a release store of seq = p + 1 (pairs with
 *             the consumer's acquire load of seq). The consumer reads it,
 *             and writes into it only a Reply in place (amq_slot.reply,
 *             args; see below) while it runs that position's handler; the
 *             producer's process runs that Reply and marks it run
 *             (reply.seq = p) before the slot is reused.
 * Why the consumer never releases a slot in the slot: a line that the other side wrote
 * last costs a full cache-line transfer to read or to write. If releasing
 * rewrote the slot's seq (as the MPMC ring does), every send would first
 * read (or take back) that line from the receiver, one transfer on the
 * critical path of each message before the transfer that delivers it. Here
 * the producer only invalidates the receiver's shared copy of a line it
 * holds itself, as the writer of the cache-line floor's ping-pong does
 * (#18: Short RTT/2 against that floor).
 * The producer's tail and credit, and the consumer's head, are private to
 * their processes (amq_pair.c). */
struct amq_pair_ring {
    _Alignas(PSHM_CACHE_LINE) _Atomic uint32_t owner;
    _Alignas(PSHM_CACHE_LINE) _Atomic uint64_t released;
    struct amq_slot slot[AMQ_PAIR_SLOTS];
    /* One more slot, reused for every message: the ping line (below). */
    struct amq_slot ping;
};
_Static_assert(offsetof(struct amq_pair_ring, released) == PSHM_CACHE_LINE,
               "released alone on the line after owner's");
_Static_assert(offsetof(struct amq_pair_ring, slot) == AMQ_SLOT_BYTES,
               "owner and released on their own lines before the slots");

/* One direction's pair rings of a receiver.
 *   active  bit i set once ring i is claimed: fetch_or (release) by the
 *           claimer after its CAS of owner and before its first message;
 *           the receiver's acquire load tells which rings to poll (an idle
 *           poll reads this word and the head slot of each claimed ring).
 *           Never cleared while the job runs: written at most AMQ_PAIRS
 *           times, so it stays a shared, read-mostly line. */
struct amq_pairs {
    _Alignas(PSHM_CACHE_LINE) _Atomic uint32_t active;
    struct amq_pair_ring ring[AMQ_PAIRS];
};
_Static_assert(AMQ_PAIRS < 32 && (AMQ_PAIRS & (AMQ_PAIRS - 1)) == 0,
               "active is a 32-bit mask; ring indices wrap with a mask");
_Static_assert(offsetof(struct amq_pairs, ring) == AMQ_SLOT_BYTES, "active alone on its lines");

/* Sender's view of one (receiver rank, receiver endpoint, direction):
 * private, per process (amq_pair.c: a flat table for endpoint 0, lazily
 * allocated blocks for endpoints 1..). One line each: the send fast path
 * reads one line (measured: with 48-byte entries straddling lines, a
 * Short stream ran 7% slower), and threads that own different entries, or
 * poll, share none. */
struct amq_in_place_rx;

struct amq_pair_tx {
    _Alignas(
        PSHM_CACHE_LINE) _Atomic uintptr_t thread; /* the one thread that uses it (0: none yet) */
    int32_t ring;           /* claimed ring index, -1: none (use the MPMC ring) */
    _Atomic uint32_t tail;  /* next position: written by the owning thread
                               only, before it publishes the position; read
                               by pollers (Replies in place) */
    uint32_t limit;         /* positions below it are known free (credit):
                               see amq_pair_reserve; never above tail +
                               AMQ_PAIR_SLOTS nor, once set, below tail */
    struct amq_slot *slots; /* the claimed ring's slots, in this process */
    /* Replies in place: the pollers' state for this entry (NULL: its
     * Requests do not allow them), set once, when the ring is claimed */
    struct amq_in_place_rx *in_place;
    /* The ping line (above): the last ping published, by the owning
     * thread; the last one done, by pollers. */
    _Atomic uint32_t ping_sent;
    _Atomic uint32_t ping_done;
};
_Static_assert(sizeof(struct amq_pair_tx) == PSHM_CACHE_LINE, "one line per entry");

/* Replies in place: the requester's side, one per peer whose endpoint 0
 * our endpoint 0 sends Requests to through a pair ring, for the first
 * AMQ_IN_PLACE_PEERS such peers of the process (the others' Requests do
 * not allow them, so an idle poll's cost stays bounded whatever the number
 * of ranks: README, invariant 4). Private to the process. */
#define AMQ_IN_PLACE_PEERS 16u
struct amq_in_place_rx {
    _Alignas(PSHM_CACHE_LINE) struct amq_pair_tx *tx; /* the peer's endpoint-0 Request entry */
    struct amq_slot *slots; /* tx's slots (a copy: an idle poll reads this line, not tx's) */
    uint32_t rank;          /* the peer's jobrank */
    /* the pollers' cursor: every position below it done; under busy (the
     * owner moves it too, under busy, when it lags by 2^30: so it never
     * lags by 2^31, where comparisons of positions would wrap) */
    _Atomic uint32_t rhead;
    /* every position below it is done (handled, and any Reply in place
     * there has run): written by the owner when its credit check finds no
     * Reply left to run below released, so at most a lap behind its tail;
     * pollers start at the further of it and rhead */
    _Atomic uint32_t passed;
    /* Replies in place run so far, in position order (so all those below
     * some position); written (release) under busy, read (acquire) by the
     * owner: once it reaches the count in released's high half, no Reply
     * below released is left to run */
    _Atomic uint32_t consumed;
    atomic_flag busy; /* one thread at a time runs this peer's Replies */
    /* the owning thread of tx (the address of its amq_pair_thread_token),
     * set once, with tx: a poller that is that thread reads tx's tail, in
     * its own cache, where any other reads the slots (amq_poll.c,
     * in_place_later) */
    uintptr_t owner;
    /* Replies of pings run (under busy; only counted, for tests and
     * diagnostics: the ping line's own state is in tx) */
    _Atomic uint32_t pings_run;
};
_Static_assert(sizeof(struct amq_in_place_rx) == PSHM_CACHE_LINE,
               "one line per peer: its pollers and its owner share no line with another's");
extern struct amq_in_place_rx amq_in_place_rx[AMQ_IN_PLACE_PEERS];
/* entries of amq_in_place_rx in use (release, after the entry is filled) */
extern _Atomic uint32_t amq_in_place_n;

/* Set up this process's sender state (from amq_init, before the init
 * barrier; forgets every ring claimed in a previous job). */
void amq_pair_init(void);

/* A free slot of our pair ring at endpoint ep of rank, direction reply,
 * claiming it on first use; NULL if this thread cannot use one or it is
 * full (then use the MPMC ring). *tx is what amq_pair_publish needs. The
 * area of (rank, ep) must be usable here (amq_ep_usable). may_run: the
 * caller may run handlers (not restricted, not GEX_FLAG_IMMEDIATE); then a
 * Request entry out of credit first runs its Replies in place. */
struct amq_slot *amq_pair_reserve(uint32_t rank, uint32_t ep, bool reply, bool may_run,
                                  struct amq_pair_tx **tx);

/* Run the Replies in place of peer e that have arrived, in order, and move
 * its cursor past them and past positions handled without one (the last
 * outstanding one only if force): the number run, or -1 if another thread
 * of ours is at it. Outside any restricted context (amq_poll.c). */
int amq_in_place_drain(struct amq_in_place_rx *e, bool force);

/* Endpoint 0's sender entries, [2 * jobrank + reply] (NULL when pair
 * rings are off), and the address that names the calling thread as an
 * entry's owner: what amq_pair_reserve0 reads. */
extern struct amq_pair_tx *amq_pair_tx0;
extern _Thread_local char amq_pair_thread_token;

/* The entry of endpoint 0 of rank if this thread owns it and has credit
 * (the common send: a few loads, no call), else NULL: then the first claim
 * or a credit refresh is amq_pair_reserve's, out of line. For the leaf
 * send paths (am_send.c) and amq_pair_reserve0. The slot is
 * amq_pair_next_slot(tx). */
static inline struct amq_pair_tx *amq_pair_try0(uint32_t rank, bool reply)
{
    struct amq_pair_tx *const tbl = amq_pair_tx0;
    if (__builtin_expect(tbl == NULL, 0))
        return NULL;
    struct amq_pair_tx *tx = &tbl[2 * (size_t)rank + reply];
    /* relaxed: a match is a write by this thread (or by an ended thread
     * whose token address it inherited, as in amq_pair_reserve); anything
     * else takes the out-of-line path (which acquires). Credit implies a
     * claimed ring (limit moves only then). */
    if (__builtin_expect(atomic_load_explicit(&tx->thread, memory_order_relaxed) !=
                                 (uintptr_t)&amq_pair_thread_token ||
                             atomic_load_explicit(&tx->tail, memory_order_relaxed) == tx->limit,
                         0))
        return NULL;
    return tx;
}

/* The ring whose slot array slots is. */
static inline struct amq_pair_ring *amq_pair_ring_of_slots(const struct amq_slot *slots)
{
    return (struct amq_pair_ring *)((char *)slots - offsetof(struct amq_pair_ring, slot));
}

/* The ring whose slots tx's are. */
static inline struct amq_pair_ring *amq_pair_ring_of(const struct amq_pair_tx *tx)
{
    return amq_pair_ring_of_slots(tx->slots);
}

/* The slot at tx's tail (credit checked by the caller). */
static inline struct amq_slot *amq_pair_next_slot(struct amq_pair_tx *tx)
{
    return &tx->slots[atomic_load_explicit(&tx->tail, memory_order_relaxed) & (AMQ_PAIR_SLOTS - 1)];
}

/* ---- the ping line (see the header comment) ---- */
#define AMQ_PING_MAX      0x7fffffffu /* pings count 1..AMQ_PING_MAX, then 1 again */
#define AMQ_PING_NO_REPLY 0x80000000u /* in reply.seq: handled without a Reply in place */
#define AMQ_PING_OFF      0x80000000u /* ping_done of an entry without a ping line */

static inline uint32_t amq_ping_next(uint32_t v)
{
    return v == AMQ_PING_MAX ? 1 : v + 1;
}

/* The ping slot of the ring whose slot array slots is. */
static inline struct amq_slot *amq_ping_of_slots(struct amq_slot *slots)
{
    return &amq_pair_ring_of_slots(slots)->ping;
}

/* Whether tx's ping line is free (for its owning thread). acquire: pairs
 * with the poller's release of ping_done, after its reads of the slot. */
static inline bool amq_ping_free(struct amq_pair_tx *tx)
{
    return atomic_load_explicit(&tx->ping_sent, memory_order_relaxed) ==
           atomic_load_explicit(&tx->ping_done, memory_order_acquire);
}

/* The slot for the next Short of tx, which amq_pair_try0 found usable: the
 * ping line if it is free, else the ring's slot at the tail. */
static inline struct amq_slot *amq_pair_take_slot(struct amq_pair_tx *tx)
{
    return amq_ping_free(tx) ? amq_ping_of_slots(tx->slots) : amq_pair_next_slot(tx);
}

/* Publish ping s of tx: as amq_pair_publish, with the ping count for the
 * tail. */
static inline void amq_ping_publish(struct amq_pair_tx *tx, struct amq_slot *s)
{
    const uint32_t v = amq_ping_next(atomic_load_explicit(&tx->ping_sent, memory_order_relaxed));
    /* before the release of seq: a poller that sees ping v's Reply sees
     * ping_sent == v */
    atomic_store_explicit(&tx->ping_sent, v, memory_order_relaxed);
    atomic_store_explicit(&s->seq, v, memory_order_release);
}

/* amq_pair_reserve for endpoint 0 of rank: amq_pair_try0 inline, the
 * first claim and a credit refresh out of line. The general send path
 * that a NULL sends the caller to tries amq_pair_reserve once more: a
 * second reread of released while the ring is full, nothing else. */
static inline struct amq_slot *amq_pair_reserve0(uint32_t rank, bool reply, bool may_run,
                                                 struct amq_pair_tx **txp)
{
    struct amq_pair_tx *tx = amq_pair_try0(rank, reply);
    if (__builtin_expect(tx != NULL, 1)) {
        *txp = tx;
        return reply ? amq_pair_next_slot(tx) : amq_pair_take_slot(tx);
    }
    return amq_pair_reserve(rank, 0, reply, may_run, txp);
}

/* Publish a slot filled after amq_pair_reserve: release store of seq (pairs
 * with the consumer's acquire load; every field written before it is
 * visible to the handler). */
static inline void amq_pair_publish(struct amq_pair_tx *tx, struct amq_slot *s)
{
    if (s == amq_ping_of_slots(tx->slots)) {
        amq_ping_publish(tx, s);
        return;
    }
    const uint32_t t = atomic_load_explicit(&tx->tail, memory_order_relaxed);
    /* the tail before the position's release, which orders it: a poller
     * that sees a Reply to this position (through the receiver's acquire
     * of seq and release of reply.seq) sees the tail past it */
    atomic_store_explicit(&tx->tail, t + 1, memory_order_relaxed);
    atomic_store_explicit(&s->seq, t + 1, memory_order_release);
}

/* Receiver: the slot at position h of ring r if it is published (the
 * consumer's head h: seq == h + 1), else NULL. acquire: pairs with
 * amq_pair_publish, so the slot's fields are visible. */
static inline struct amq_slot *amq_pair_peek(struct amq_pair_ring *r, uint32_t h)
{
    struct amq_slot *s = &r->slot[h & (AMQ_PAIR_SLOTS - 1)];
    return atomic_load_explicit(&s->seq, memory_order_acquire) == h + 1 ? s : NULL;
}

/* Receiver: how many slots ahead of the one it takes the consumer
 * prefetches. In a stream the producer is ahead and those lines sit
 * modified in its cache: one fetch per message in flight instead of one
 * full transfer at a time (far cores, 2 ranks: Short rate 8-9 -> 13-14
 * M/s; near cores 33 -> 44 M/s). 16 rather than 8 since the rings hold
 * 256 slots: far cores 16.3 -> 23.5 M/s (src/am_queues/README.md, "Depth").
 * In a ping-pong the line is already shared here (read one lap ago), so
 * the prefetch is a hit. */
#define AMQ_PAIR_PREFETCH_AHEAD 16u

static inline void amq_pair_prefetch(struct amq_pair_ring *r, uint32_t h)
{
    __builtin_prefetch(&r->slot[(h + AMQ_PAIR_PREFETCH_AHEAD) & (AMQ_PAIR_SLOTS - 1)], 0, 3);
}

/* Receiver: hand every position of ring r below h back to its producer,
 * after their handlers returned (positions are taken in order, invariant
 * 6), with the number of Replies written in place below h so far. The
 * slots themselves are only read (but for those Replies), so their lines
 * stay shared with the producer. release: the handlers' reads of the slots
 * (and the Replies' writes) are done before the producer's acquire load of
 * released lets it read or overwrite them. */
static inline void amq_pair_release(struct amq_pair_ring *r, uint32_t h, uint32_t answered)
{
    atomic_store_explicit(&r->released, (uint64_t)answered << 32 | h, memory_order_release);
}

/* The two halves of a ring's released word. */
static inline uint32_t amq_released_pos(uint64_t w)
{
    return (uint32_t)w;
}

static inline uint32_t amq_released_answered(uint64_t w)
{
    return (uint32_t)(w >> 32);
}

/* Receiver's private state for one (our endpoint, direction)'s pair rings
 * (amq_poll.c keeps one per direction of each local endpoint): the head of
 * each ring, written only by the thread holding `busy` (relaxed atomics:
 * the try-lock's acquire/release orders them between threads;
 * amq_pair_ready reads them without it, only to peek); the ring to look at
 * first (round robin, under the lock); the try-lock itself, so that one
 * thread of the process drains a direction's rings at a time. */
struct amq_pair_rx {
    /* read by every idle peek, written by the drainer once per drain */
    _Alignas(PSHM_CACHE_LINE) _Atomic uint32_t head[AMQ_PAIRS];
    /* the next ping each ring's ping line will carry (amq_ping_next), for
     * Requests: read by every idle peek, written by the drainer */
    _Alignas(PSHM_CACHE_LINE) _Atomic uint32_t ping_head[AMQ_PAIRS];
    /* the drainer's alone: a peek never reads this line */
    _Alignas(PSHM_CACHE_LINE) unsigned next;
    _Atomic bool busy;            /* the try-lock (amq_solo.h) */
    uint32_t answered[AMQ_PAIRS]; /* Replies written in place, per ring (released's high half) */
};

/* Initialize the pair rings of one of our endpoint's areas (req, rep) and
 * the receiver state rx_req, rx_rep for them (the owner,
 * before anyone may send to the area: amq_init for endpoint 0,
 * gex_EP_Create for the others). The other endpoints' rings and state are
 * untouched. */
void amq_pair_area_init(struct amq_pairs *req, struct amq_pairs *rep, struct amq_pair_rx *rx_req,
                        struct amq_pair_rx *rx_rep);

/* Receiver: the ping line of ring r if it holds ping v (the next one,
 * rx's ping_head), else NULL. acquire: pairs with amq_ping_publish. */
static inline struct amq_slot *amq_ping_peek(struct amq_pair_ring *r, uint32_t v)
{
    return atomic_load_explicit(&r->ping.seq, memory_order_acquire) == v ? &r->ping : NULL;
}

/* Receiver: whether a claimed ring of p holds a published message
 * (lock-free peek for the idle poll: a load of the mask and two per
 * claimed ring, two more with pings: the Requests' direction). */
static inline bool amq_pair_ready(const struct amq_pairs *p, const struct amq_pair_rx *rx,
                                  bool pings)
{
    /* acquire: pairs with the claimer's fetch_or */
    uint32_t act = atomic_load_explicit(&p->active, memory_order_acquire);
    while (act) {
        unsigned i = (unsigned)__builtin_ctz(act);
        act &= act - 1;
        uint32_t h = atomic_load_explicit(&rx->head[i], memory_order_relaxed);
        if (atomic_load_explicit(&p->ring[i].slot[h & (AMQ_PAIR_SLOTS - 1)].seq,
                                 memory_order_relaxed) == h + 1)
            return true;
        if (pings && atomic_load_explicit(&p->ring[i].ping.seq, memory_order_relaxed) ==
                         atomic_load_explicit(&rx->ping_head[i], memory_order_relaxed))
            return true;
    }
    return false;
}

/* Receiver: the try-lock of rx (amq_solo.h). AMQ_LOCK_BUSY if another
 * thread of ours is draining those rings (then the caller counts the call
 * as progress: the holder may have passed the ring that now holds a
 * message, and a waiter that saw it must not go to sleep on it). */
static inline enum amq_lock amq_pair_lock(struct amq_pair_rx *rx)
{
    return amq_trylock(&rx->busy);
}

static inline void amq_pair_unlock(struct amq_pair_rx *rx, enum amq_lock how)
{
    amq_unlock(&rx->busy, how);
}

#endif
