/* am_ring.h - the message-rate floor of the am entry: a bare ring in shared
 * memory between rank 0 (producer) and rank 1 (consumer), with no library
 * in between (see am_ring.c). */
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
 * region free during the am entry. Fills samples[0..ctx->runs) on rank 0
 * with messages per ns, each message a one-line slot carrying nargs 4-byte
 * arguments (as a Short AM with nargs <= 8 arguments). */
void am_ring_rate(bench_ctx_t *ctx, void *ring, am_ring_kind_t kind, unsigned nargs,
                  double *samples);

#endif
