/* queries.c - the object and job queries of the GASNet-EX API (§3, §11)
 * and the pshmex placement extensions. All are local: on one host every
 * answer is in this process or in the job header. */
#include <gasnetex.h>
#include <pthread.h>
#include <stdlib.h>

#include "core/errors.h"
#include "core/objects.h"
#include "pshm/alloc.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/segment.h"
#include "rma/rma_view.h"

/* ---- client, EP, segment, team: fields and CData ---------------------- */

/* A NULL object (or any call before init, when no object exists) is
 * fatal with one line naming the call; see core_null_object. */
#define CORE_OBJ(p, call) ((p) ? (p) : (core_null_object(call, #p), (p)))

gex_Flags_t gex_Client_QueryFlags(gex_Client_t c)
{
    return CORE_OBJ(c, "gex_Client_QueryFlags")->flags;
}
const char *gex_Client_QueryName(gex_Client_t c)
{
    return CORE_OBJ(c, "gex_Client_QueryName")->name;
}
void gex_Client_SetCData(gex_Client_t c, const void *v)
{
    CORE_OBJ(c, "gex_Client_SetCData")->cdata = (void *)v;
}
void *gex_Client_QueryCData(gex_Client_t c)
{
    return CORE_OBJ(c, "gex_Client_QueryCData")->cdata;
}

gex_Client_t gex_EP_QueryClient(gex_EP_t ep)
{
    return CORE_OBJ(ep, "gex_EP_QueryClient")->client;
}
gex_Flags_t gex_EP_QueryFlags(gex_EP_t ep)
{
    return CORE_OBJ(ep, "gex_EP_QueryFlags")->flags;
}
gex_Segment_t gex_EP_QuerySegment(gex_EP_t ep)
{
    return CORE_OBJ(ep, "gex_EP_QuerySegment")->segment;
}
gex_EP_Index_t gex_EP_QueryIndex(gex_EP_t ep)
{
    return CORE_OBJ(ep, "gex_EP_QueryIndex")->index;
}
void gex_EP_SetCData(gex_EP_t ep, const void *v)
{
    CORE_OBJ(ep, "gex_EP_SetCData")->cdata = (void *)v;
}
void *gex_EP_QueryCData(gex_EP_t ep)
{
    return CORE_OBJ(ep, "gex_EP_QueryCData")->cdata;
}

gex_Client_t gex_Segment_QueryClient(gex_Segment_t s)
{
    return CORE_OBJ(s, "gex_Segment_QueryClient")->client;
}
gex_Flags_t gex_Segment_QueryFlags(gex_Segment_t s)
{
    return CORE_OBJ(s, "gex_Segment_QueryFlags")->flags;
}
void *gex_Segment_QueryAddr(gex_Segment_t s)
{
    return CORE_OBJ(s, "gex_Segment_QueryAddr")->addr;
}
uintptr_t gex_Segment_QuerySize(gex_Segment_t s)
{
    return CORE_OBJ(s, "gex_Segment_QuerySize")->size;
}
void gex_Segment_SetCData(gex_Segment_t s, const void *v)
{
    CORE_OBJ(s, "gex_Segment_SetCData")->cdata = (void *)v;
}
void *gex_Segment_QueryCData(gex_Segment_t s)
{
    return CORE_OBJ(s, "gex_Segment_QueryCData")->cdata;
}

/* A TM-pair is not a team: the spec makes it erroneous with every gex_TM_*
 * call. The two whose answer is well defined for a pair (its local
 * endpoint and that endpoint's client) give it; the others are fatal. */
static struct pshmex_tm *core_team(gex_TM_t tm, const char *call)
{
    if (tm && core_tm_is_pair(tm))
        pshm_fatal("%s: tm %p is a TM-pair (gex_TM_Pair), not a team: only gex_TM_QueryEP and "
                   "gex_TM_QueryClient accept one",
                   call, (void *)tm);
    return CORE_OBJ(tm, call);
}

gex_Client_t gex_TM_QueryClient(gex_TM_t tm)
{
    if (tm && core_tm_is_pair(tm))
        return core_tm_pair_ep(tm)->client;
    return CORE_OBJ(tm, "gex_TM_QueryClient")->client;
}
gex_EP_t gex_TM_QueryEP(gex_TM_t tm)
{
    if (tm && core_tm_is_pair(tm))
        return core_tm_pair_ep(tm);
    return CORE_OBJ(tm, "gex_TM_QueryEP")->ep;
}

gex_Flags_t gex_TM_QueryFlags(gex_TM_t tm)
{
    return core_team(tm, "gex_TM_QueryFlags")->flags;
}
gex_Rank_t gex_TM_QueryRank(gex_TM_t tm)
{
    return core_team(tm, "gex_TM_QueryRank")->rank;
}
gex_Rank_t gex_TM_QuerySize(gex_TM_t tm)
{
    return core_team(tm, "gex_TM_QuerySize")->size;
}
void gex_TM_SetCData(gex_TM_t tm, const void *v)
{
    core_team(tm, "gex_TM_SetCData")->cdata = (void *)v;
}
void *gex_TM_QueryCData(gex_TM_t tm)
{
    return core_team(tm, "gex_TM_QueryCData")->cdata;
}

/* ---- rank translation --------------------------------------------------- */

gex_Rank_t gex_TM_TranslateRankToJobrank(gex_TM_t tm, gex_Rank_t rank)
{
    tm = core_team(tm, "gex_TM_TranslateRankToJobrank");
    if (rank >= tm->size) {
        core_bad_arg("gex_TM_TranslateRankToJobrank", "rank %u is not in 0..%u", rank,
                     tm->size - 1);
        return GEX_RANK_INVALID;
    }
    return tm->jobranks ? tm->jobranks[rank] : rank;
}

gex_Rank_t gex_TM_TranslateJobrankToRank(gex_TM_t tm, gex_Rank_t jobrank)
{
    tm = core_team(tm, "gex_TM_TranslateJobrankToRank");
    if (!tm->jobranks)
        return jobrank < tm->size ? jobrank : GEX_RANK_INVALID;
    for (gex_Rank_t r = 0; r < tm->size; r++)
        if (tm->jobranks[r] == jobrank)
            return r;
    return GEX_RANK_INVALID;
}

gex_EP_Location_t gex_TM_TranslateRankToEP(gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags)
{
    gex_EP_Location_t loc = {GEX_RANK_INVALID, 0};
    tm = core_team(tm, "gex_TM_TranslateRankToEP");
    if (flags)
        core_bad_arg("gex_TM_TranslateRankToEP", "flags 0x%x must be 0", (unsigned)flags);
    else
        loc.gex_rank = gex_TM_TranslateRankToJobrank(tm, rank);
    if (loc.gex_rank != GEX_RANK_INVALID && tm->ep_indices)
        loc.gex_ep_index = tm->ep_indices[rank];
    return loc;
}

/* ---- job ---------------------------------------------------------------- */

gex_Rank_t gex_System_QueryJobRank(void)
{
    return pshm_job.rank;
}
gex_Rank_t gex_System_QueryJobSize(void)
{
    return pshm_job.hdr ? pshm_job.hdr->nranks : 0;
}

/* A GASNET_SEQ client's gasnet.h answers 1 itself (a macro); the name is
 * parenthesized so that this definition is not taken for that macro. */
uint64_t(gex_System_QueryMaxThreads)(void)
{
    /* The library is thread-safe in every build and keeps no per-thread
     * table, so the bound is the client's: honour GASNET_MAX_THREADS. */
    const char *s = getenv("GASNET_MAX_THREADS");
    char *end;
    unsigned long long v = s ? strtoull(s, &end, 10) : 0;
    return s && *s && !*end && v > 0 ? v : 256;
}

int gex_System_QueryHiddenAMConcurrencyLevel(void)
{
    return 0;
}

int gex_System_QueryProgressThreads(gex_Client_t client, unsigned int *count_p,
                                    const gex_ProgressThreadInfo_t **info_p, gex_Flags_t flags)
{
    static const char call[] = "gex_System_QueryProgressThreads";
    if (!count_p || !info_p || flags)
        return core_bad_arg(call, "count_p and info_p must be non-NULL and flags 0");
    if (!client || !(client->flags & GEX_FLAG_DEFER_THREADS))
        return core_return(call, pshm_err(PSHM_ENOMEM, "the client was not created with "
                                                       "GEX_FLAG_DEFER_THREADS"));
    *count_p = 0; /* pshmex runs no progress threads */
    *info_p = NULL;
    return GASNET_OK;
}

/* Neighbourhood = host = the whole job: one table shared by both queries. */
static gex_RankInfo_t *info_table;
static pthread_once_t info_once = PTHREAD_ONCE_INIT;

static void build_info_table(void)
{
    {
        uint32_t n = pshm_job.hdr->nranks;
        /* gex_RankInfo_t is a const struct of one gex_Rank_t: fill it as such. */
        _Static_assert(sizeof(gex_RankInfo_t) == sizeof(gex_Rank_t), "RankInfo layout");
        gex_Rank_t *t = pshm_calloc(n, sizeof(gex_RankInfo_t));
        for (uint32_t r = 0; r < n; r++)
            t[r] = r;
        info_table = (gex_RankInfo_t *)t;
    }
}

static gex_RankInfo_t *rank_info_table(void)
{
    pthread_once(&info_once, build_info_table);
    return info_table;
}

static void job_info(gex_RankInfo_t **info_p, gex_Rank_t *count_p, gex_Rank_t *me_p)
{
    if (info_p)
        *info_p = rank_info_table();
    if (count_p)
        *count_p = pshm_job.hdr->nranks;
    if (me_p)
        *me_p = pshm_job.rank;
}

void gex_System_QueryNbrhdInfo(gex_RankInfo_t **info_p, gex_Rank_t *count_p, gex_Rank_t *me_p)
{
    job_info(info_p, count_p, me_p);
}

void gex_System_QueryHostInfo(gex_RankInfo_t **info_p, gex_Rank_t *count_p, gex_Rank_t *me_p)
{
    job_info(info_p, count_p, me_p);
}

void gex_System_QueryMyPosition(gex_Rank_t *nbrhd_size_p, gex_Rank_t *nbrhd_rank_p,
                                gex_Rank_t *host_size_p, gex_Rank_t *host_rank_p)
{
    if (nbrhd_size_p)
        *nbrhd_size_p = 1;
    if (nbrhd_rank_p)
        *nbrhd_rank_p = 0;
    if (host_size_p)
        *host_size_p = 1;
    if (host_rank_p)
        *host_rank_p = 0;
}

/* ---- segments of any rank ---------------------------------------------- */

gex_Rank_t core_tm_size(gex_TM_t tm)
{
    return core_tm_is_pair(tm) ? gex_System_QueryJobSize() : tm->size;
}

gex_Rank_t core_tm_jobrank(gex_TM_t tm, gex_Rank_t rank)
{
    return core_tm_is_pair(tm) || !tm->jobranks ? rank : tm->jobranks[rank];
}

gex_Event_t gex_EP_QueryBoundSegmentNB(gex_TM_t tm, gex_Rank_t rank, void **owneraddr_p,
                                       void **localaddr_p, uintptr_t *size_p, gex_Flags_t flags)
{
    (void)flags; /* GEX_FLAG_IMMEDIATE: every answer is local, never NO_OP */
    gex_Rank_t n = core_tm_size(tm);
    if (rank >= n) {
        core_bad_arg("gex_EP_QueryBoundSegmentNB", "rank %u is not in 0..%u", rank, n - 1);
        if (size_p)
            *size_p = 0;
        return GEX_EVENT_INVALID;
    }
    gex_Rank_t jr = core_tm_jobrank(tm, rank);
    uint64_t size;
    unsigned ep = rma_target_ep(tm, rank, 0);
    if (ep || rma_epseg_primordial_created(jr)) { /* a bound created segment: mapped here */
        struct rma_target t;
        if (rma_epseg_resolve(jr, ep, &t) && !t.unreachable)
            t.size = 0; /* cannot be mapped here: unsuccessful */
        size = t.size;  /* a peer's private segment: where it is, not mapped here */
        if (owneraddr_p)
            *owneraddr_p = (void *)t.base;
        if (localaddr_p)
            *localaddr_p = size && !t.unreachable ? (void *)(t.base + (uintptr_t)t.delta) : NULL;
    } else {
        pshm_segment_query(jr, owneraddr_p, localaddr_p, &size);
    }
    if (size_p)
        *size_p = (uintptr_t)size;
    return GEX_EVENT_INVALID; /* complete on return */
}

int gex_Segment_QueryBound(gex_TM_t tm, gex_Rank_t rank, void **owneraddr_p, void **localaddr_p,
                           uintptr_t *size_p)
{
    void *owner, *local;
    uintptr_t size = 0;
    if (rank >= core_tm_size(tm))
        return core_bad_arg("gex_Segment_QueryBound", "rank %u is not in 0..%u", rank,
                            core_tm_size(tm) - 1);
    gex_EP_QueryBoundSegmentNB(tm, rank, &owner, &local, &size, 0);
    if (!size)
        return 1; /* unsuccessful: outputs untouched */
    if (owneraddr_p)
        *owneraddr_p = owner;
    if (localaddr_p)
        *localaddr_p = local;
    if (size_p)
        *size_p = size;
    return 0;
}

/* ---- placement (pshmex extensions) ------------------------------------- */

int pshmex_QueryRankPlacement(gex_Rank_t jobrank, int *core_p, int *numa_node_p)
{
    if (!pshm_job.hdr || jobrank >= pshm_job.hdr->nranks)
        return core_bad_arg("pshmex_QueryRankPlacement", "jobrank %u is not in the job", jobrank);
    struct pshm_rank_entry *e = pshm_rank_entry(jobrank);
    if (core_p)
        *core_p = e->core;
    if (numa_node_p)
        *numa_node_p = e->numa_node;
    return GASNET_OK;
}

const char *pshmex_QueryHostTopology(void)
{
    return pshm_job.hdr ? pshm_job.hdr->topology : "unknown (the job has not started)";
}
