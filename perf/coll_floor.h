/* coll_floor.h - the oversubscription floor of pshmbench coll (see
 * coll_floor.c): one sched_yield hand-over among as many processes pinned
 * to one core as the job has ranks on a core, and the number of cores the
 * job's ranks run on.  A barrier of N ranks on C < N cores costs at least
 * ceil(N / C) hand-overs. */
#ifndef PSHMEX_PERF_COLL_FLOOR_H
#define PSHMEX_PERF_COLL_FLOOR_H

#include "bench_util.h"

/* Every rank calls it between two bench_syncs; rank 0 measures `runs`
 * runs among `procs` processes (2..64; samples: that many doubles) and
 * fills *st (ns per hand-over) and *cpu (the CPU it used).  Returns 0, or
 * 1 if a run failed (rank 0). */
int coll_floor_handover(bench_ctx_t *ctx, unsigned procs, int runs, double *samples,
                        bench_stats_t *st, int *cpu);

/* Like coll_floor_handover: the bare barrier of ctx->nranks processes
 * placed as the ranks are, each waiting with sched_yield (ns per barrier). */
int coll_floor_yield_barrier(bench_ctx_t *ctx, int runs, double *samples, bench_stats_t *st);

/* The CPUs the job's ranks may run on, all together: those of the cores
 * they are bound to, or, when they are not bound, the CPUs they may use.
 * Every rank calls it, before coll_floor_yield_barrier (which places its
 * processes where the ranks may run); the same result on every rank. */
int coll_floor_cores(bench_ctx_t *ctx);

#endif /* PSHMEX_PERF_COLL_FLOOR_H */
