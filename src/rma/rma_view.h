/* rma_view.h - this process's view of the job that the inline RMA paths of
 * pshmex_rma.h read (pshmex_rma_delta), and the checked slow paths. */
#ifndef RMA_VIEW_H
#define RMA_VIEW_H

#include <gasnetex.h>
#include <stdbool.h>
#include <stdint.h>

/* Make entry e describe the owner's [base, base + size) (size > 0) as an
 * inline check (pshmex_rma.h) may be reading it: base (and delta, which the
 * caller stored before) first, then fit8 and size with release, which make
 * the entry usable. */
static inline void rma_entry_set(struct pshmex_rma_seg *e, uintptr_t base, uintptr_t size)
{
    __atomic_store_n(&e->_base, base, __ATOMIC_RELAXED);
    __atomic_store_n(&e->_fit8, size >= 8 ? size - 7 : 0, __ATOMIC_RELEASE);
    __atomic_store_n(&e->_size, size, __ATOMIC_RELEASE);
}

/* Make every inline check of entry e fail: the limits first, then base. */
static inline void rma_entry_clear(struct pshmex_rma_seg *e)
{
    __atomic_store_n(&e->_size, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&e->_fit8, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&e->_base, UINTPTR_MAX, __ATOMIC_RELAXED);
}

/* Fill pshmex_rma_delta from every rank's published map base. Call once
 * the init barrier has passed (every rank has joined). */
void rma_view_init(void);

/* Some segment this process may address is mapped here at another address
 * than its owner's (a job area, or a published endpoint's segment): from
 * now on the unchecked build translates every address out of line
 * (pshmex_rma_same_addresses). Idempotent. */
void rma_addresses_moved(void);

/* Jobrank named by (tm, rank, flags) for call: tm NULL is a GASNet-1 node,
 * a TM-pair or GEX_FLAG_RANK_IS_JOBRANK a jobrank. Fatal if out of range. */
uint32_t rma_jobrank(const char *call, gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags);

/* Record jobrank jr's published bound segment [base, base + size) in its
 * pshmex_rma_job entry (no-op if size is 0 or already recorded). */
void rma_view_cache_segment(uint32_t jr, uintptr_t base, uint64_t size);

/* A team's entry array (struct pshmex_tm rma_segs): [rank] is a copy of
 * pshmex_rma_job.rma_segs[its jobrank] (jobranks NULL: the identity), kept equal to
 * it from now on; jobranks must live as long as the array. The team's
 * destruction frees it with rma_view_team_segs_free. The primordial team
 * uses that table itself (rma_view_init). */
const struct pshmex_rma_seg *rma_view_team_segs(const gex_Rank_t *jobranks, uint32_t n);
void rma_view_team_segs_free(const struct pshmex_rma_seg *e);
/* A team whose members are endpoints other than 0 (gex_TM_Create): its
 * entry array e fails every inline check from now on, so each call takes
 * the out-of-line path, which finds the member endpoint's segment. */
void rma_view_team_out_of_line(const struct pshmex_rma_seg *e);

/* At exit: every inline check fails from now on (sizes 0, bases at the
 * top of the address space, no jobranks), so a later call reaches the slow
 * path, which reports it as a call after exit. */
void rma_view_shutdown(void);

/* ---- endpoints' segments (rma_epseg.c) ---- */

/* The remote endpoint a communication call names, and its bound segment
 * as seen here: [base, base + size) in the owner (size 0: none), plus
 * delta to add to an owner address to get ours. */
struct rma_target {
    uint32_t jr;
    unsigned ep; /* endpoint index in that process */
    uintptr_t base;
    uint64_t size;
    intptr_t delta;
    bool unreachable; /* a peer's private segment: base and size say where, no access */
    bool created;     /* found in the directory (rma_epseg.c), not gex_Segment_Attach's */
};

/* Resolve (tm, rank, flags) for call: jobrank checks as rma_jobrank, the
 * endpoint index (a TM-pair's remote index, a team member's endpoint),
 * and its bound segment, mapping it here if needed. Fatal on failure. */
void rma_target(const char *call, gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags,
                struct rma_target *t);
/* Map here every segment that the members jobranks[0..n) (NULL: the
 * identity) have bound to endpoints other than 0, as their directories
 * hold them now: gex_EP_PublishBoundSegment, after its barrier. */
void rma_epseg_map_members(const gex_Rank_t *jobranks, uint32_t n);
/* The endpoint index that (tm, rank, flags) names (no checks). */
unsigned rma_target_ep(gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags);
/* The segment bound to this process's endpoint of tm (a TM-pair's local
 * endpoint, this process's member of a team; tm NULL, a GASNet-1 call: the
 * primordial endpoint), which GEX_FLAG_SELF_SEG_* name; NULL if unbound.
 * No checks. */
struct pshmex_segment *rma_self_segment(gex_TM_t tm);
/* ", endpoint N" for a non-primordial target, else "" (for messages). */
const char *rma_target_ep_note(const struct rma_target *t, char *buf, size_t len);

/* Allocate the (jobrank, endpoint) view for nranks (rma_view_init). */
void rma_epseg_init(uint32_t nranks);
/* Bound segment of endpoint ep of jobrank jr as seen here (ep 0: the
 * primordial one); maps it here if it is bound and not yet mapped, drops a
 * mapping the owner destroyed. Non-zero (PSHM_E*, message set) if the
 * mapping fails. */
int rma_epseg_resolve(uint32_t jr, unsigned ep, struct rma_target *t);
/* Has jobrank jr bound a created segment to its primordial endpoint (no
 * gex_Segment_Attach segment, directory entry 0 bound)? */
bool rma_epseg_primordial_created(uint32_t jr);
/* After an out-of-line check of t passed: record its segment for the
 * inline checks if it is a gex_Segment_Attach one (rma_view_cache_segment);
 * created segments, even on endpoint 0, are never recorded there. */
void rma_view_cache_target(const struct rma_target *t);
/* Drop the mappings of segments whose owners destroyed or rebound them. */
void rma_epseg_sweep(void);
/* At exit: every entry fails the inline check. */
void rma_epseg_shutdown(void);

#endif
