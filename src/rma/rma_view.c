/* rma_view.c - the address offsets of the cross-mapped segments, and the
 * out-of-line (checked) address resolution of the RMA calls. */
#include "rma/rma_view.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "am_queues/am_context.h"
#include "core/event.h"
#include "core/objects.h"
#include "pshm/alloc.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/segment.h"
#include "tools/tools_trace.h"

const intptr_t *pshmex_rma_delta;
int pshmex_rma_same_addresses;

/* size 0 until rma_view_init and after rma_view_shutdown: every jobrank
 * check fails. */
struct pshmex_tm_prefix pshmex_rma_job;
const struct pshmex_tm_prefix pshmex_rma_none; /* size 0: every check fails */
static struct pshmex_rma_seg *segs;            /* pshmex_rma_job.rma_segs, writable */

/* Ranks in the job while the inline checks may pass, else 0. */
static uint32_t view_nranks(void)
{
    return __atomic_load_n(&pshmex_rma_job._size, __ATOMIC_RELAXED);
}

/* The entry arrays of the teams other than the primordial one (whose array
 * is segs itself): copies of segs in team-rank order, so that the inline
 * check of a team rank finds the entry in one load (the array) instead of
 * two (a pointer table, then the entry). Every change of a segs entry
 * (rma_view_cache_segment, rma_view_shutdown) is made to its copies too,
 * under copies_lock, which also guards the list. */
struct view_copy {
    struct view_copy *next;
    const gex_Rank_t *jobranks;
    uint32_t n;
    bool out_of_line;         /* every entry fails: see rma_view_team_out_of_line */
    struct pshmex_rma_seg *e; /* [n] */
};
static struct view_copy *copies;
static pthread_mutex_t copies_lock = PTHREAD_MUTEX_INITIALIZER;

/* Store an entry's range (size 0: make it fail every check). */
static void set_range(struct pshmex_rma_seg *e, uintptr_t base, uintptr_t size)
{
    if (size)
        rma_entry_set(e, base, size);
    else
        rma_entry_clear(e);
}

/* Set jobrank jr's entry (all ranks if jr is UINT32_MAX) in segs and in
 * every copy; the caller holds copies_lock. */
static void set_everywhere(uint32_t jr, uintptr_t base, uintptr_t size)
{
    uint32_t n = pshm_job.hdr->nranks;
    for (uint32_t r = 0; r < n; r++)
        if (jr == UINT32_MAX || r == jr)
            set_range(&segs[r], base, size);
    for (struct view_copy *c = copies; c; c = c->next)
        for (uint32_t r = 0; r < c->n && !c->out_of_line; r++)
            if (jr == UINT32_MAX || c->jobranks[r] == jr)
                set_range(&c->e[r], base, size);
}

void rma_view_init(void)
{
    uint32_t n = pshm_job.hdr->nranks;
    intptr_t *delta = pshm_calloc(n, sizeof *delta);
    bool same = true;
    for (uint32_t r = 0; r < n; r++) {
        /* Rank r's addresses are offsets from where r mapped the job area;
         * ours from pshm_job.hdr. */
        uint64_t theirs = atomic_load_explicit(&pshm_rank_entry(r)->map_base, memory_order_relaxed);
        delta[r] = (intptr_t)((uintptr_t)pshm_job.hdr - (uintptr_t)theirs);
        same = same && delta[r] == 0;
    }
    segs = pshm_calloc_offpage(n, sizeof *segs); /* read inline: alloc.h */
    for (uint32_t r = 0; r < n; r++)
        segs[r]._delta = delta[r];
    pshmex_rma_delta = delta;
    pshmex_rma_same_addresses = 1;
    if (!same)
        rma_addresses_moved();
    rma_epseg_init(n);
    core.client->tm0->rma_segs = segs; /* the identity: the table itself */
    pshmex_rma_job._rma_segs = segs;
    /* last: jobrank checks now pass */
    __atomic_store_n(&pshmex_rma_job._size, n, __ATOMIC_RELEASE);
}

const struct pshmex_rma_seg *rma_view_team_segs(const gex_Rank_t *jobranks, uint32_t n)
{
    struct view_copy *c = pshm_calloc(1, sizeof *c);
    c->jobranks = jobranks;
    c->n = n;
    c->e = pshm_calloc_offpage(n ? n : 1, sizeof *c->e); /* read inline: alloc.h */
    pthread_mutex_lock(&copies_lock);
    for (uint32_t r = 0; r < n; r++)
        c->e[r] = segs[jobranks ? jobranks[r] : r];
    c->next = copies;
    copies = c;
    pthread_mutex_unlock(&copies_lock);
    return c->e;
}

void rma_view_team_out_of_line(const struct pshmex_rma_seg *e)
{
    pthread_mutex_lock(&copies_lock);
    for (struct view_copy *c = copies; c; c = c->next)
        if (c->e == e) {
            c->out_of_line = true;
            for (uint32_t r = 0; r < c->n; r++)
                set_range(&c->e[r], UINTPTR_MAX, 0);
        }
    pthread_mutex_unlock(&copies_lock);
}

void rma_view_team_segs_free(const struct pshmex_rma_seg *e)
{
    pthread_mutex_lock(&copies_lock);
    struct view_copy **pp = &copies;
    while (*pp && (*pp)->e != e)
        pp = &(*pp)->next;
    struct view_copy *c = *pp;
    if (c)
        *pp = c->next;
    pthread_mutex_unlock(&copies_lock);
    if (c) {
        pshm_free_offpage(c->e);
        pshm_free(c);
    }
}

void rma_view_shutdown(void)
{
    if (!segs)
        return;
    /* jobrank checks fail, and the slow path says "after exit" */
    __atomic_store_n(&pshmex_rma_job._size, 0, __ATOMIC_RELAXED);
    pthread_mutex_lock(&copies_lock);
    set_everywhere(UINT32_MAX, UINTPTR_MAX, 0);
    pthread_mutex_unlock(&copies_lock);
    rma_epseg_shutdown();
}

/* Cache jobrank jr's bound segment in its pshmex_rma_job entry (and the
 * teams' copies) once it is published, so that the inline check of the
 * next call passes. Any thread may do this: the values written are the
 * same, and size (which makes the entry usable) is stored after base. */
void rma_view_cache_segment(uint32_t jr, uintptr_t base, uint64_t size)
{
    /* A segment mapped here at another address than its owner's (delta,
     * fixed at init) is never recorded: the inline paths use an owner
     * address as it is once its entry passes (pshmex_rma_seg), so every
     * call to such a rank translates out of line. */
    if (!size || !view_nranks() || segs[jr]._delta ||
        __atomic_load_n(&segs[jr]._size, __ATOMIC_RELAXED))
        return;
    pthread_mutex_lock(&copies_lock);
    if (view_nranks()) /* not after exit */
        set_everywhere(jr, base, (uintptr_t)size);
    pthread_mutex_unlock(&copies_lock);
}

void rma_view_cache_target(const struct rma_target *t)
{
    if (!t->created) /* the inline entries are for gex_Segment_Attach's segments only */
        rma_view_cache_segment(t->jr, t->base, t->size);
}

/* The name of the remote-address argument of call: src for a Get, else
 * dest (tgt_addr for the atomics, which name it themselves). */
static const char *remote_arg(const char *call)
{
    return (strstr(call, "Get") || strstr(call, "_get")) ? "src" : "dest";
}

/* Checks common to every checked RMA call: initialized, and not in a
 * restricted context (no communication from handlers, HSL holders or a
 * no-interrupt section). */
static void need_client(const char *call)
{
    if (!core.client || !view_nranks())
        pshm_fatal("%s: called before gex_Client_Init / gasnet_init (or after exit)", call);
    am_check_may_block(call);
}

uint32_t rma_jobrank(const char *call, gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags)
{
    need_client(call);
    uint32_t n = pshm_job.hdr->nranks;
    if (!tm && strncmp(call, "gex_", 4) == 0)
        pshm_fatal("%s: tm is NULL (valid: a team or a TM-pair)", call);
    if (!tm || core_tm_is_pair(tm) || (flags & GEX_FLAG_RANK_IS_JOBRANK)) {
        if (rank >= n)
            pshm_fatal("%s: %s %u is out of range (valid 0..%u: the job has %u ranks)", call,
                       tm ? "jobrank" : "node", rank, n - 1, n);
        return rank;
    }
    if (rank >= tm->size)
        pshm_fatal("%s: rank %u is out of range (valid 0..%u: the team has %u ranks)", call, rank,
                   tm->size - 1, tm->size);
    return tm->jobranks ? tm->jobranks[rank] : rank;
}

/* The inline check of pshmex_rma.h finds a TM-pair's remote index with
 * PSHMEX_TM_PAIR_EP_BITS: the bits core_tm_pair_make uses. */
_Static_assert(PSHMEX_TM_PAIR_EP_BITS == (uintptr_t)(CORE_EP_ALIGN - 2) &&
                   2u * GASNET_MAXEPS <= CORE_EP_ALIGN,
               "TM-pair encoding of core/objects.h");

/* Endpoint index named by (tm, rank, flags): a TM-pair's remote index; a
 * member's endpoint in a team of gex_TM_Create over endpoints; else 0. */
unsigned rma_target_ep(gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags)
{
    if (!tm)
        return 0;
    if (core_tm_is_pair(tm))
        return core_tm_pair_index(tm);
    if (!(flags & GEX_FLAG_RANK_IS_JOBRANK) && tm->ep_indices && rank < tm->size)
        return tm->ep_indices[rank];
    return 0;
}

void rma_target(const char *call, gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags,
                struct rma_target *t)
{
    uint32_t jr = rma_jobrank(call, tm, rank, flags);
    if (rma_epseg_resolve(jr, rma_target_ep(tm, rank, flags), t))
        pshm_fatal("%s: %s", call, pshm_errmsg());
}

const char *rma_target_ep_note(const struct rma_target *t, char *buf, size_t len)
{
    if (!t->ep)
        return "";
    snprintf(buf, len, ", endpoint %u", t->ep);
    return buf;
}

/* At most one flag of each SEG variety. */
static void check_seg_flags(const char *call, gex_Flags_t flags)
{
    gex_Flags_t self = flags & (GEX_FLAG_SELF_SEG_UNKNOWN | GEX_FLAG_SELF_SEG_SOME |
                                GEX_FLAG_SELF_SEG_BOUND | GEX_FLAG_SELF_SEG_OFFSET);
    gex_Flags_t peer = flags & (GEX_FLAG_PEER_SEG_UNKNOWN | GEX_FLAG_PEER_SEG_SOME |
                                GEX_FLAG_PEER_SEG_BOUND | GEX_FLAG_PEER_SEG_OFFSET);
    if ((self & (self - 1)) || (peer & (peer - 1)))
        pshm_fatal("%s: flags 0x%x combine segment-disposition flags of one variety "
                   "(at most one GEX_FLAG_SELF_SEG_* and one GEX_FLAG_PEER_SEG_*)",
                   call, (unsigned)flags);
}

void *pshmex_RMA_Peer(const char *call, gex_TM_t tm, gex_Rank_t rank, void *remote, size_t nbytes,
                      gex_Flags_t flags)
{
    struct rma_target t;
    rma_target(call, tm, rank, flags, &t);
    uint32_t jr = t.jr;
    tools_trace_rma(call, jr, remote, nbytes);
    check_seg_flags(call, flags);
    if ((flags & GEX_FLAG_PEER_NEVER_SELF) && jr == pshm_job.rank)
        pshm_fatal("%s: GEX_FLAG_PEER_NEVER_SELF, but rank %u is this process (jobrank %u)", call,
                   rank, jr);
    if (flags & GEX_FLAG_PEER_NEVER_NBRHD)
        pshm_fatal("%s: GEX_FLAG_PEER_NEVER_NBRHD, but rank %u (jobrank %u) is in this "
                   "process's neighborhood: every rank of a pshmex job is",
                   call, rank, jr);
    char nb[32]; /* ", endpoint N" for the messages: formatted only on an error */
    uint64_t size = t.size;
    uintptr_t o = t.base;
    uintptr_t a = (uintptr_t)remote;
    if (flags & GEX_FLAG_PEER_SEG_OFFSET) {
        if (!size)
            pshm_fatal("%s: GEX_FLAG_PEER_SEG_OFFSET, but jobrank %u%s has no bound segment", call,
                       jr, rma_target_ep_note(&t, nb, sizeof nb));
        a = o + (uintptr_t)remote; /* remote is an offset; range-checked below */
    }
    if (nbytes && !size)
        pshm_fatal("%s: %s %p (%zu bytes): jobrank %u%s has no bound segment", call,
                   remote_arg(call), (void *)a, nbytes, jr, rma_target_ep_note(&t, nb, sizeof nb));
    if (nbytes && (a < o || nbytes > size || a - o > size - nbytes))
        pshm_fatal("%s: %s range [%p, %p) (%zu bytes) on rank %u (jobrank %u%s) is outside its "
                   "bound segment (valid [%p, %p))",
                   call, remote_arg(call), (void *)a, (void *)(a + nbytes), nbytes, rank, jr,
                   rma_target_ep_note(&t, nb, sizeof nb), (void *)o, (void *)(o + (uintptr_t)size));
    rma_view_cache_target(&t);
    return (void *)(a + (uintptr_t)t.delta);
}

void *pshmex_RMA_PollPeer(const char *call, gex_TM_t tm, gex_Rank_t rank, void *remote,
                          size_t nbytes, gex_Flags_t flags)
{
    (void)nbytes;
    pshmex_Progress_Poll(); /* returns at once unless this process's word is set */
    return pshmex_rma_translate(call, tm, rank, remote, flags);
}

void *pshmex_RMA_Translate(const char *call, gex_TM_t tm, gex_Rank_t rank, void *remote,
                           gex_Flags_t flags)
{
    struct rma_target t;
    rma_target(call, tm, rank, flags, &t); /* any endpoint's segment, mapped if needed */
    return (void *)((uintptr_t)remote + (uintptr_t)t.delta);
}

void rma_addresses_moved(void)
{
    if (!__atomic_exchange_n(&pshmex_rma_same_addresses, 0, __ATOMIC_RELAXED))
        return;                       /* already translating */
    core_progress_translate_always(); /* the unchecked blocking calls: pshmex_progress.h */
}

/* The endpoint of this process that tm names (rma_self_segment). */
static const struct pshmex_ep *self_ep(gex_TM_t tm)
{
    return tm ? core_tm_local_ep(tm) : core.client->ep0;
}

struct pshmex_segment *rma_self_segment(gex_TM_t tm)
{
    return self_ep(tm)->segment;
}

void *pshmex_RMA_SelfTM(const char *call, gex_TM_t tm, void *local, size_t nbytes,
                        gex_Flags_t flags)
{
    need_client(call);
    check_seg_flags(call, flags);
    if (!(flags & (GEX_FLAG_SELF_SEG_OFFSET | GEX_FLAG_SELF_SEG_BOUND))) {
        if (!local && nbytes)
            pshm_fatal("%s: the local address is NULL for %zu bytes (valid: an address of "
                       "this process)",
                       call, nbytes);
        return local; /* any host address */
    }
    const struct pshmex_ep *self = self_ep(tm);
    const struct pshmex_segment *s = self->segment;
    const unsigned ep = self->index;
    const char *which = (flags & GEX_FLAG_SELF_SEG_OFFSET) ? "OFFSET" : "BOUND";
    if (!s)
        pshm_fatal("%s: GEX_FLAG_SELF_SEG_%s, but the local endpoint (index %u) has no bound "
                   "segment",
                   call, which, ep);
    uintptr_t base = (uintptr_t)s->addr;
    uintptr_t a = (flags & GEX_FLAG_SELF_SEG_OFFSET) ? base + (uintptr_t)local : (uintptr_t)local;
    if (nbytes && (a < base || nbytes > s->size || a - base > s->size - nbytes))
        pshm_fatal("%s: GEX_FLAG_SELF_SEG_%s, but the local range [%p, %p) is outside the "
                   "segment bound to the local endpoint (index %u) [%p, %p)",
                   call, which, (void *)a, (void *)(a + nbytes), ep, s->addr,
                   (void *)(base + s->size));
    return (void *)a;
}

/* The entry of headers before 4:0:4, which did not pass tm: the primordial
 * endpoint's segment. */
void *pshmex_RMA_Self(const char *call, void *local, size_t nbytes, gex_Flags_t flags)
{
    return pshmex_RMA_SelfTM(call, NULL, local, nbytes, flags);
}

void pshmex_RMA_CheckArg(const char *call, int kind, gex_Event_t *lc_opt, size_t nbytes)
{
    switch (kind) {
    case 0:
        if (nbytes == 0 || nbytes > sizeof(gex_RMA_Value_t))
            pshm_fatal("%s: nbytes %zu is out of range (valid 1..%zu: sizeof(gex_RMA_Value_t))",
                       call, nbytes, sizeof(gex_RMA_Value_t));
        break;
    case PSHMEX_RMA_LC_NB:
        if (!lc_opt || lc_opt == GEX_EVENT_GROUP)
            pshm_fatal("%s: lc_opt must be GEX_EVENT_NOW, GEX_EVENT_DEFER or a gex_Event_t "
                       "pointer (got %s)",
                       call, lc_opt ? "GEX_EVENT_GROUP" : "NULL");
        break;
    case PSHMEX_RMA_LC_NBI:
        if (!lc_opt || (uintptr_t)lc_opt > (uintptr_t)GEX_EVENT_GROUP)
            pshm_fatal("%s: lc_opt must be GEX_EVENT_NOW, GEX_EVENT_DEFER or GEX_EVENT_GROUP "
                       "(got %p)",
                       call, (void *)lc_opt);
        break;
    default: pshm_fatal("%s: internal: unknown check %d", call, kind);
    }
}
