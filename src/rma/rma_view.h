/* rma_view.h - this process's view of the job that the inline RMA paths of
 * pshmex_rma.h read (pshmex_rma_delta), and the checked slow paths. */
#ifndef RMA_VIEW_H
#define RMA_VIEW_H

#include <gasnetex.h>
#include <stdint.h>

/* Fill pshmex_rma_delta from every rank's published map base. Call once
 * the init barrier has passed (every rank has joined). */
void rma_view_init(void);

/* Jobrank named by (tm, rank, flags) for call: tm NULL is a GASNet-1 node,
 * a TM-pair or GEX_FLAG_RANK_IS_JOBRANK a jobrank. Fatal if out of range. */
uint32_t rma_jobrank(const char *call, gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags);

/* Record jobrank jr's published bound segment [base, base + size) in its
 * pshmex_rma_segs entry (no-op if size is 0 or already recorded). */
void rma_view_cache_segment(uint32_t jr, uintptr_t base, uint64_t size);

/* A team's entry array (struct pshmex_tm rma_segs): [rank] is a copy of
 * pshmex_rma_segs[its jobrank] (jobranks NULL: the identity), kept equal to
 * it from now on; jobranks must live as long as the array. The team's
 * destruction frees it with rma_view_team_segs_free. The primordial team
 * uses pshmex_rma_segs itself (rma_view_init). */
const struct pshmex_rma_seg *rma_view_team_segs(const gex_Rank_t *jobranks, uint32_t n);
void rma_view_team_segs_free(const struct pshmex_rma_seg *e);

/* At exit: every inline check fails from now on (sizes 0, bases at the
 * top of the address space, no jobranks), so a later call reaches the slow
 * path, which reports it as a call after exit. */
void rma_view_shutdown(void);

#endif
