/* ad.c - atomic domains: creation (collective, argument checks), queries,
 * and the checked slow path of the inline operations of gasnet_ratomic.h.
 * The operations themselves are CPU atomics done inline by the initiator. */
#include <gasnet_coll.h>
#include <gasnet_ratomic.h>

#include "am_queues/am_context.h"
#include "coll/coll.h"
#include "core/dtypes.h"
#include "core/objects.h"
#include "pshm/alloc.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/segment.h"
#include "rma/rma_view.h"

/* A domain. Its first members are struct pshmex_ad_prefix's. */
struct pshmex_ad {
    gex_TM_t tm;
    gex_DT_t dt;
    gex_OP_t ops;
    gex_Rank_t size;                       /* tm's */
    gex_Rank_t jobrank_size;               /* see struct pshmex_ad_prefix */
    const struct pshmex_rma_seg *rma_segs; /* tm's entry array */
    gex_OP_t ops_by_dt[PSHMEX_AD_NDT];     /* ops at dt's index, else 0 */
    gex_Flags_t flags;
    void *cdata;
    /* [jobrank] -> team rank of that jobrank's endpoint 0, or
     * GEX_RANK_INVALID; NULL when the members are the jobranks below
     * jobrank_size (the primordial team). Read by the out-of-line check of
     * GEX_FLAG_RANK_IS_JOBRANK only. */
    gex_Rank_t *team_rank;
};
_Static_assert(offsetof(struct pshmex_ad, tm) == offsetof(struct pshmex_ad_prefix, _tm),
               "inline operations read tm");
_Static_assert(offsetof(struct pshmex_ad, dt) == offsetof(struct pshmex_ad_prefix, _dt),
               "inline operations read dt");
_Static_assert(offsetof(struct pshmex_ad, ops) == offsetof(struct pshmex_ad_prefix, _ops),
               "inline operations read ops");
_Static_assert(offsetof(struct pshmex_ad, size) == offsetof(struct pshmex_ad_prefix, _size),
               "inline operations read size");
_Static_assert(offsetof(struct pshmex_ad, rma_segs) == offsetof(struct pshmex_ad_prefix, _rma_segs),
               "inline operations read rma_segs");
_Static_assert(offsetof(struct pshmex_ad, ops_by_dt) ==
                   offsetof(struct pshmex_ad_prefix, _ops_by_dt),
               "inline operations read ops_by_dt");
_Static_assert(PSHMEX_AD_DT_INDEX(GEX_DT_I32) == 0 &&
                   PSHMEX_AD_DT_INDEX(GEX_DT_DBL) == PSHMEX_AD_NDT - 1,
               "ops_by_dt has an entry for each atomic type");
_Static_assert(offsetof(struct pshmex_ad, jobrank_size) ==
                   offsetof(struct pshmex_ad_prefix, _jobrank_size),
               "inline operations read jobrank_size");

#define AD_ALL_TYPES (GEX_DT_I32 | GEX_DT_U32 | GEX_DT_I64 | GEX_DT_U64 | GEX_DT_FLT | GEX_DT_DBL)
/* Every atomic opcode (not USER/USER_NC: reductions only). */
#define AD_ALL_OPS   ((gex_OP_t)(GEX_OP_GET << 1) - 1)
#define AD_BITWISE_OPS                                                                             \
    (GEX_OP_AND | GEX_OP_OR | GEX_OP_XOR | GEX_OP_FAND | GEX_OP_FOR | GEX_OP_FXOR)
#define AD_FAVOR_FLAGS                                                                             \
    (GEX_FLAG_AD_FAVOR_MY_RANK | GEX_FLAG_AD_FAVOR_MY_NBRHD | GEX_FLAG_AD_FAVOR_REMOTE)

static const char *dt_name(gex_DT_t dt)
{
    switch (dt) {
    case GEX_DT_I32: return "GEX_DT_I32";
    case GEX_DT_U32: return "GEX_DT_U32";
    case GEX_DT_I64: return "GEX_DT_I64";
    case GEX_DT_U64: return "GEX_DT_U64";
    case GEX_DT_FLT: return "GEX_DT_FLT";
    case GEX_DT_DBL: return "GEX_DT_DBL";
    default: return "an unknown type";
    }
}

/* dt, ops and flags are the same on every member of tm: one ReduceToAll
 * over the team of each value and its complement (MIN of both gives the
 * range).  A team made without scratch has no collectives: not checked. */
static void check_single_valued(const char *call, gex_TM_t tm, const uint64_t v[3])
{
    static const char *const what[3] = {"dt", "ops", "flags"};
    if (tm->coll->no_collectives)
        return;
    uint64_t mine[6], lo[6];
    for (int i = 0; i < 3; i++) {
        mine[i] = v[i];
        mine[3 + i] = ~v[i];
    }
    gex_Event_Wait(gex_Coll_ReduceToAllNB(tm, lo, mine, GEX_DT_U64, sizeof(uint64_t), 6, GEX_OP_MIN,
                                          NULL, NULL, 0));
    for (int i = 0; i < 3; i++)
        if (lo[i] != ~lo[3 + i])
            pshm_fatal("%s: %s differs across the team's ranks (0x%llx..0x%llx): it must be "
                       "single-valued",
                       call, what[i], (unsigned long long)lo[i], (unsigned long long)~lo[3 + i]);
}

/* The jobrank of tm's rank r, if it names that jobrank's endpoint 0 (what
 * GEX_FLAG_RANK_IS_JOBRANK names), else GEX_RANK_INVALID. */
static gex_Rank_t member_jobrank(gex_TM_t tm, gex_Rank_t r)
{
    if (tm->ep_indices && tm->ep_indices[r])
        return GEX_RANK_INVALID;
    return tm->jobranks ? tm->jobranks[r] : r;
}

/* Fill ad's jobrank_size (inline) and team_rank (out of line) from its
 * team's members. */
static void ad_map_jobranks(struct pshmex_ad *ad, gex_TM_t tm)
{
    gex_Rank_t k = 0;
    while (k < tm->size && member_jobrank(tm, k) == k)
        k++;
    ad->jobrank_size = k;
    if (k == tm->size)
        return; /* members: the jobranks below k */
    uint32_t n = pshm_job.hdr->nranks;
    ad->team_rank = pshm_malloc(n * sizeof *ad->team_rank);
    for (uint32_t j = 0; j < n; j++)
        ad->team_rank[j] = GEX_RANK_INVALID;
    for (gex_Rank_t r = 0; r < tm->size; r++) {
        gex_Rank_t jr = member_jobrank(tm, r);
        if (jr < n)
            ad->team_rank[jr] = r;
    }
}

void gex_AD_Create(gex_AD_t *ad_p, gex_TM_t tm, gex_DT_t dt, gex_OP_t ops, gex_Flags_t flags)
{
    static const char call[] = "gex_AD_Create";
    am_check_may_block(call);
    if (!core.client)
        pshm_fatal("%s: called before gex_Client_Init / gasnet_init", call);
    if (!ad_p)
        pshm_fatal("%s: ad_p is NULL", call);
    if (!tm || core_tm_is_pair(tm))
        pshm_fatal("%s: tm %p is not a team (a TM-pair is not allowed)", call, (void *)tm);
    if (!dt || (dt & (dt - 1)) || !(dt & AD_ALL_TYPES))
        pshm_fatal("%s: dt 0x%x is not one of GEX_DT_I32, U32, I64, U64, FLT, DBL", call,
                   (unsigned)dt);
    if (ops & ~AD_ALL_OPS)
        pshm_fatal("%s: ops 0x%x holds bits 0x%x that are not atomic GEX_OP_* operations", call,
                   (unsigned)ops, (unsigned)(ops & ~AD_ALL_OPS));
    if (core_dt_is_float(dt) && (ops & AD_BITWISE_OPS))
        pshm_fatal("%s: ops 0x%x holds bitwise operations (0x%x), which %s does not have", call,
                   (unsigned)ops, (unsigned)(ops & AD_BITWISE_OPS), dt_name(dt));
    gex_Flags_t favor = flags & AD_FAVOR_FLAGS;
    if (favor & (favor - 1))
        pshm_fatal("%s: flags 0x%x give more than one GEX_FLAG_AD_FAVOR_* hint", call,
                   (unsigned)flags);
    if (flags & ~AD_FAVOR_FLAGS)
        pshm_fatal("%s: flags 0x%x: only the GEX_FLAG_AD_FAVOR_* hints are accepted", call,
                   (unsigned)flags);
    check_single_valued(call, tm, (const uint64_t[3]){dt, ops, flags});
    struct pshmex_ad *ad = pshm_calloc_offpage(1, sizeof *ad); /* read inline: alloc.h */
    /* the team's size and entry array, for the inline check */
    *ad = (struct pshmex_ad){
        .tm = tm, .dt = dt, .ops = ops, .size = tm->size, .rma_segs = tm->rma_segs, .flags = flags};
    ad->ops_by_dt[PSHMEX_AD_DT_INDEX(dt)] = ops;
    ad_map_jobranks(ad, tm);
    *ad_p = ad;
}

static struct pshmex_ad *check_ad(gex_AD_t ad, const char *call)
{
    if (!core.client)
        pshm_fatal("%s: called before gex_Client_Init / gasnet_init", call);
    if (!ad)
        pshm_fatal("%s: ad is GEX_AD_INVALID", call);
    return ad;
}

void gex_AD_Destroy(gex_AD_t ad)
{
    /* Every operation completed at its call, so nothing is in flight. */
    struct pshmex_ad *d = check_ad(ad, "gex_AD_Destroy");
    pshm_free(d->team_rank);
    pshm_free_offpage(d);
}

gex_Flags_t gex_AD_QueryFlags(gex_AD_t ad)
{
    return check_ad(ad, "gex_AD_QueryFlags")->flags;
}
gex_TM_t gex_AD_QueryTM(gex_AD_t ad)
{
    return check_ad(ad, "gex_AD_QueryTM")->tm;
}
gex_DT_t gex_AD_QueryDT(gex_AD_t ad)
{
    return check_ad(ad, "gex_AD_QueryDT")->dt;
}
gex_OP_t gex_AD_QueryOps(gex_AD_t ad)
{
    return check_ad(ad, "gex_AD_QueryOps")->ops;
}
void gex_AD_SetCData(gex_AD_t ad, const void *val)
{
    check_ad(ad, "gex_AD_SetCData")->cdata = (void *)val;
}
void *gex_AD_QueryCData(gex_AD_t ad)
{
    return check_ad(ad, "gex_AD_QueryCData")->cdata;
}

void *pshmex_AD_Target(const char *call, gex_AD_t ad, gex_DT_t dt, gex_Rank_t rank, void *tgt_addr,
                       gex_OP_t opcode, const void *result_p, gex_Flags_t flags)
{
    struct pshmex_ad *d = check_ad(ad, call);
    am_check_may_block(call);
    if (d->dt != dt)
        pshm_fatal("%s: the domain's type is %s, not %s", call, dt_name(d->dt), dt_name(dt));
    if (!opcode || (opcode & (opcode - 1)) || !(opcode & AD_ALL_OPS))
        pshm_fatal("%s: opcode 0x%x is not a single atomic GEX_OP_*", call, (unsigned)opcode);
    if (!(opcode & d->ops))
        pshm_fatal("%s: opcode 0x%x is not among the domain's ops (valid: the bits of 0x%x)", call,
                   (unsigned)opcode, (unsigned)d->ops);
    if (PSHMEX_AD_FETCHES(opcode) && !result_p && !(flags & GEX_FLAG_SELF_SEG_OFFSET))
        pshm_fatal("%s: opcode 0x%x fetches, but result_p is NULL", call, (unsigned)opcode);
    if ((flags & GEX_FLAG_AD_MY_RANK) && (flags & GEX_FLAG_AD_MY_NBRHD))
        pshm_fatal("%s: GEX_FLAG_AD_MY_RANK and GEX_FLAG_AD_MY_NBRHD exclude each other", call);
    struct rma_target t;
    rma_target(call, d->tm, rank, flags & GEX_FLAG_RANK_IS_JOBRANK, &t); /* rank in range */
    uint32_t jr = t.jr;
    if ((flags & GEX_FLAG_RANK_IS_JOBRANK) &&
        (d->team_rank ? d->team_rank[jr] == GEX_RANK_INVALID : jr >= d->jobrank_size))
        pshm_fatal("%s: jobrank %u is not a member of the domain's team (GEX_FLAG_RANK_IS_JOBRANK; "
                   "valid: the jobranks of its %u member%s)",
                   call, jr, d->size, d->size == 1 ? "" : "s");
    if ((flags & GEX_FLAG_AD_MY_RANK) && jr != pshm_job.rank)
        pshm_fatal("%s: GEX_FLAG_AD_MY_RANK, but rank %u (jobrank %u) is not this rank", call, rank,
                   jr);
    size_t n = core_dt_size(dt);
    uintptr_t a = (uintptr_t)tgt_addr;
    char nb[32];
    if (flags & GEX_FLAG_PEER_SEG_OFFSET) { /* as RMA's (pshmex_rma.h, Flags) */
        if (!t.size)
            pshm_fatal("%s: GEX_FLAG_PEER_SEG_OFFSET, but jobrank %u%s has no bound segment", call,
                       jr, rma_target_ep_note(&t, nb, sizeof nb));
        a += t.base; /* an offset: range-checked below */
    }
    if (a % n)
        pshm_fatal("%s: tgt_addr %p is not %zu-byte aligned (valid: a multiple of %zu)", call,
                   tgt_addr, n, n);
    uint64_t size = t.size;
    uintptr_t o = t.base;
    if (!size || a < o || a - o > size - n)
        pshm_fatal("%s: tgt_addr %p (%zu bytes) on rank %u (jobrank %u%s) is outside its bound "
                   "segment (valid [%p, %p))",
                   call, (void *)a, n, rank, jr, rma_target_ep_note(&t, nb, sizeof nb), (void *)o,
                   (void *)(o + (uintptr_t)size));
    rma_view_cache_target(&t);
    return (void *)(a + (uintptr_t)t.delta);
}
