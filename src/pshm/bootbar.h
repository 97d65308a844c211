/* bootbar.h - the bootstrap barrier over the job header (init, attach).
 * A counter plus a generation: fine for a handful of calls per job; the
 * collectives of #6 build trees of per-rank flags instead. */
#ifndef PSHM_BOOTBAR_H
#define PSHM_BOOTBAR_H

#include <stdint.h>

/* Every rank of the job calls it; returns when all have arrived. */
void pshm_boot_barrier(void);

/* Barrier that also returns the minimum of every rank's `value`. */
uint64_t pshm_boot_barrier_min(uint64_t value);

#endif
