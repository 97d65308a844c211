/* am_ring.h - the floors of the am entry, with no library in between (see
 * am_ring.c): the message rate of a bare ring in shared memory from rank 0
 * (producer) to rank 1 (consumer), and the Short round trip over two bare
 * rings and with the answer in the request's own slot. */
#ifndef PSHMEX_PERF_AM_RING_H
#define PSHMEX_PERF_AM_RING_H

#include "bench_util.h"

/* How the producer claims and publishes a slot. */
typedef enum {
    AM_RING_SPSC, /* private tail, release store of the slot's sequence */
    AM_RING_CAS,  /* shared tail claimed by CAS, seq_cst exchange to publish:
                     what a multi-producer ring pays with one producer */
} am_ring_kind_t;

/* Every rank calls it (rank 0 produces, rank 1 consumes, others only join
 * the synchronisations); ring is rank 1's segment (owner address) at a
 * region free during the am entry. Fills samples[0..runs) on rank 0
 * with messages per ns, each message a one-line slot carrying nargs 4-byte
 * arguments (as a Short AM with nargs <= 8 arguments). */
void am_ring_rate(bench_ctx_t *ctx, void *ring, am_ring_kind_t kind, unsigned nargs, int runs,
                  double *samples);

/* Bytes am_ring_pingpong needs at its area. */
#define AM_RING_PINGPONG_BYTES ((size_t)16 << 10)

/* The two round trips of am_ring_pingpong. */
typedef enum {
    AM_PP_TWO_RINGS, /* the answer on a second ring, which rank 0 consumes */
    AM_PP_IN_PLACE,  /* the answer in the Request's own slot line */
    AM_PP_MODEL,     /* AM_PP_IN_PLACE through an AM layer's least: polls
                        in a loop of calls, a checked handler table, a
                        reply call (am_ring.c) */
} am_pp_kind_t;

/* The round-trip floors of the am entry's Short RTT/2: rank 0 sends one
 * message on a ring that rank 1 consumes, and rank 1 answers, iters times
 * (or until budget_ns have passed) after a warm-up, with no library in
 * between. The rings use the pair rings' protocol (src/am_queues/amq_pair.h:
 * a slot line written by its producer, the consumer's hand-back on a line
 * of its own). AM_PP_TWO_RINGS: the answer travels on a second such ring
 * that rank 0 consumes, so a one-way trip is one transfer of a slot line,
 * plus whatever the hardware adds for a line written while the other side
 * holds a copy. AM_PP_IN_PLACE: the answer is written into the Request's
 * slot, as the library's Replies in place (the Short round trip of the am
 * entry goes this way), so each way moves the same line, as the cache-line
 * floor's ping-pong does. area: AM_RING_PINGPONG_BYTES in rank 1's segment
 * (as mapped in the calling process), free during the call. Every rank
 * calls it; rank 0 fills samples[0..runs) with RTT/2 in ns and returns 0,
 * or -1 if an answer was wrong (with a message); the other ranks return 0. */
int am_ring_pingpong(bench_ctx_t *ctx, void *area, am_pp_kind_t kind, long iters,
                     uint64_t budget_ns, int runs, double *samples);

#endif
