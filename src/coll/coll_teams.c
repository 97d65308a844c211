/* coll_teams.c - gex_TM_Split, gex_TM_Create, gex_TM_Dup, gex_TM_Destroy.
 *
 * A new team needs a slot (coll_area.h) that is free on every member and a
 * first step number above every counter its members' slots ever held. Both
 * come from two allreduces over the parent team: an OR of one word per
 * parent rank describing the team it joins and one word per parent rank
 * holding its slots in use (gathers, since each rank fills only its own
 * words) and a MAX of the step high-water marks. Every member of a new
 * team then computes the same slot: the lowest one free on all of that
 * team's members. A slot lives only in its members' contexts, so the
 * disjoint teams of one call may take the same slot, and a rank's slots
 * go only to the teams it is in. */
#include <gasnet_coll.h>

#include <stdio.h>
#include <stdlib.h>

#include "am_queues/am_context.h"
#include "coll/coll.h"
#include "coll/coll_area.h"
#include "core/errors.h"
#include "core/objects.h"
#include "pshm/alloc.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "rma/rma_view.h"

#define VALID               (1ull << 63)
/* What Split/Create report as scratch size: pshmex keeps its own per-team
 * space in the job area, so client scratch is accepted but not needed. */
#define SCRATCH_RECOMMENDED ((size_t)GASNET_PAGESIZE)

static struct coll_team *coll_of(gex_TM_t tm, const char *call)
{
    if (!tm || core_tm_is_pair(tm))
        pshm_fatal("%s: tm %p is not a team (a TM-pair is not allowed)", call, (void *)tm);
    if (!core.client)
        pshm_fatal("%s: called before gex_Client_Init / gasnet_init", call);
    return tm->coll;
}

/* GEX_FLAG_TM_SCRATCH_SIZE_MIN is deprecated (spec 003, gex_TM_Split: its
 * use prints a warning): once a process, on rank 0 of the parent team, as
 * clients of the reference see it. The query answers as _RECOMMENDED. */
static void warn_size_min(gex_TM_t parent, gex_Flags_t flags, const char *call)
{
    static int warned;
    if ((flags & GEX_FLAG_TM_SCRATCH_SIZE_MIN) && parent->rank == 0 &&
        !__atomic_exchange_n(&warned, 1, __ATOMIC_RELAXED))
        core_warn(call, "GEX_FLAG_TM_SCRATCH_SIZE_MIN is deprecated since specification 0.11; "
                        "use GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED");
}

/* With GEX_FLAG_SCRATCH_SEG_OFFSET a scratch address is a byte offset into
 * the segment bound to the member's endpoint (spec 003, gex_TM_Create and
 * gex_TM_Dup): the address it names, or the job stops naming the call and
 * the argument if ep has no bound segment or the range does not fit in it. */
static void *scratch_at_offset(const struct pshmex_ep *ep, void *offset, size_t len,
                               const char *call, const char *arg)
{
    const struct pshmex_segment *s = ep->segment;
    const uintptr_t off = (uintptr_t)offset;
    if (!s)
        pshm_fatal("%s: GEX_FLAG_SCRATCH_SEG_OFFSET is set, but endpoint %u of this process has "
                   "no bound segment for %s to be an offset into",
                   call, (unsigned)ep->index, arg);
    if (off > s->size || len > s->size - off)
        pshm_fatal("%s: %s is offset 0x%zx with scratch size %zu (GEX_FLAG_SCRATCH_SEG_OFFSET), "
                   "past the end of endpoint %u's bound segment of %zu bytes",
                   call, arg, (size_t)off, len, (unsigned)ep->index, (size_t)s->size);
    return (char *)s->addr + off;
}

static void allreduce_u64(struct coll_team *t, uint64_t *buf, size_t count, gex_OP_t op)
{
    struct coll_op *o = coll_op_new(t, COLL_REDUCE);
    o->to_all = true;
    o->dst = buf;
    o->src = buf;
    o->nbytes = count * sizeof *buf;
    o->elem = sizeof *buf;
    o->combine = coll_builtin_combine(GEX_DT_U64, op);
    coll_run(o);
}

static gex_Rank_t jobrank_in(gex_TM_t tm, gex_Rank_t r)
{
    return tm->jobranks ? tm->jobranks[r] : r;
}

/* The slot of the team whose members are the parent ranks r with
 * words[r] == (VALID | key), given every parent rank's slots in use (the
 * same on every member: each computes the same slot). */
static uint32_t slot_for(const uint64_t *words, const uint64_t *in_use, uint32_t n, uint64_t key,
                         gex_TM_t parent, const char *call)
{
    uint64_t taken = 1; /* slot 0 is the primordial team's */
    uint32_t most = 0, fullest = 0;
    for (uint32_t r = 0; r < n; r++)
        if (words[r] == (VALID | key)) {
            taken |= in_use[r];
            uint32_t held = (uint32_t)__builtin_popcountll(in_use[r]);
            if (held > most)
                most = held, fullest = r;
        }
    for (uint32_t id = 1; id < COLL_MAX_TEAMS; id++)
        if (!(taken & (1ull << id)))
            return id;
    pshm_fatal("%s: no free team slot: at most %d teams may exist at once on a rank, and no slot "
               "is free on every member of the new team (jobrank %u holds %u)",
               call, COLL_MAX_TEAMS, jobrank_in(parent, fullest), most);
}

/* Build the team object for me in a new team of the given jobranks. */
static gex_TM_t make_team(gex_TM_t parent, gex_Rank_t *jobranks, uint32_t n, uint32_t me,
                          uint32_t slot, uint64_t step0, gex_Flags_t flags, bool no_coll,
                          void *scratch, size_t scratch_size)
{
    struct pshmex_tm *tm = pshm_calloc_offpage(1, sizeof *tm); /* read inline: alloc.h */
    tm->jobranks = jobranks;
    tm->size = n;
    tm->rank = me;
    tm->rma_segs = rma_view_team_segs(jobranks, n);
    tm->client = parent->client;
    tm->ep = parent->ep;
    tm->flags = flags;
    tm->coll = coll_team_new(slot, me, n, jobranks, step0);
    tm->coll->no_collectives = no_coll;
    tm->scratch.gex_addr = scratch;
    tm->scratch.gex_len = scratch_size;
    if (parent->ep_indices) { /* members keep their endpoints (one per process) */
        tm->ep_indices = pshm_calloc(n ? n : 1, sizeof *tm->ep_indices);
        for (uint32_t r = 0; r < n; r++) {
            gex_Rank_t pr = gex_TM_TranslateJobrankToRank(parent, jobranks ? jobranks[r] : r);
            tm->ep_indices[r] = parent->ep_indices[pr];
        }
        rma_view_team_out_of_line(tm->rma_segs);
    }
    return tm;
}

/* Shared by Split and Dup: my word is VALID | color << 32 | key. */
struct member {
    int32_t key;
    uint32_t prank;
};

static int cmp_member(const void *a, const void *b)
{
    const struct member *x = a, *y = b;
    if (x->key != y->key)
        return (x->key > y->key) - (x->key < y->key);
    return (x->prank > y->prank) - (x->prank < y->prank);
}

/* gex_TM_Split's flags that must be single-valued: the query flags over
 * the parent team, NO_SCRATCH over each new team. */
#define SPLIT_QUERY (GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED | GEX_FLAG_TM_SCRATCH_SIZE_MIN)

/* Split's single-valued arguments, given every parent rank's words (words
 * [0, n): VALID | color << 32 | key or 0; [n, 2n): VALID | flags; [2n, 3n):
 * scratch_size): a rank that differs from another stops the job naming
 * the argument, both values and both (parent team) ranks. */
static void check_split_args(const uint64_t *w, uint32_t n, uint32_t me, const char *call)
{
    const uint64_t *member = w, *fl = w + n, *size = w + 2 * n;
    gex_Flags_t mine = (gex_Flags_t)fl[me];
    for (uint32_t r = 0; r < n; r++) {
        gex_Flags_t theirs = (gex_Flags_t)fl[r];
        if ((mine ^ theirs) & SPLIT_QUERY)
            pshm_fatal("%s: argument flags differs between ranks in its scratch size query "
                       "flags (GEX_FLAG_TM_SCRATCH_SIZE_*): 0x%x on rank %u, 0x%x on rank %u of "
                       "parent_tm (they must be single-valued over parent_tm)",
                       call, (unsigned)(mine & SPLIT_QUERY), me, (unsigned)(theirs & SPLIT_QUERY),
                       r);
    }
    if ((mine & SPLIT_QUERY) || !(member[me] & VALID))
        return;
    for (uint32_t r = 0; r < n; r++) {
        if (!(member[r] & VALID) || member[r] >> 32 != member[me] >> 32)
            continue; /* not in my new team: same color */
        gex_Flags_t theirs = (gex_Flags_t)fl[r];
        if ((mine ^ theirs) & GEX_FLAG_TM_NO_SCRATCH)
            pshm_fatal("%s: argument flags differs between members of one new team in "
                       "GEX_FLAG_TM_NO_SCRATCH: %s on rank %u, %s on rank %u of parent_tm (its "
                       "presence must be single-valued over each new team)",
                       call, mine & GEX_FLAG_TM_NO_SCRATCH ? "present" : "absent", me,
                       theirs & GEX_FLAG_TM_NO_SCRATCH ? "present" : "absent", r);
        if (!(mine & GEX_FLAG_TM_NO_SCRATCH) && size[r] != size[me])
            pshm_fatal("%s: argument scratch_size differs between members of one new team: %llu "
                       "on rank %u, %llu on rank %u of parent_tm (it must be single-valued over "
                       "each new team)",
                       call, (unsigned long long)size[me], me, (unsigned long long)size[r], r);
    }
}

/* check_split: gex_TM_Split's single-valued flags and scratch_size are
 * gathered and compared (check_split_args); a query (SPLIT_QUERY in
 * flags) then returns NULL, having created nothing. */
static gex_TM_t split(gex_TM_t parent, bool joins, int color, int key, void *scratch,
                      size_t scratch_size, gex_Flags_t flags, bool no_coll, bool check_split,
                      const char *call)
{
    struct coll_team *pt = coll_of(parent, call);
    am_check_may_block(call);
    uint32_t n = parent->size, me = parent->rank;
    if (joins && color < 0)
        pshm_fatal("%s: color %d is negative", call, color);
    /* [0, n): VALID | color << 32 | key of a joining rank, else 0; with
     * check_split [n, 3n): flags and scratch_size (check_split_args); then
     * n words: the slots in use of a joining rank */
    size_t words = check_split ? 3 * (size_t)n : n;
    uint64_t *buf = pshm_calloc(words + n, sizeof *buf), *in_use = buf + words;
    if (joins) {
        buf[me] = VALID | (uint64_t)(uint32_t)color << 32 | (uint32_t)key;
        in_use[me] = coll_slots_in_use();
    }
    if (check_split) {
        buf[n + me] = VALID | (uint32_t)flags;
        buf[2 * n + me] = scratch_size;
    }
    allreduce_u64(pt, buf, words + n, GEX_OP_OR);
    if (check_split) {
        check_split_args(buf, n, me, call);
        if (flags & SPLIT_QUERY) {
            pshm_free(buf);
            return NULL;
        }
    }
    uint64_t hw = coll_step_high_water();
    allreduce_u64(pt, &hw, 1, GEX_OP_MAX);
    gex_TM_t tm = NULL;
    if (joins) {
        /* a team is known by its color */
        uint64_t *colors = pshm_malloc(n * sizeof *colors);
        for (uint32_t r = 0; r < n; r++)
            colors[r] = (buf[r] & VALID) ? (VALID | (buf[r] >> 32 & 0x7fffffffu)) : 0;
        uint32_t slot = slot_for(colors, in_use, n, (uint64_t)(uint32_t)color, parent, call);
        pshm_free(colors);
        struct member *m = pshm_malloc(n * sizeof *m);
        uint32_t count = 0;
        for (uint32_t r = 0; r < n; r++)
            if ((buf[r] & VALID) && (int)(buf[r] >> 32 & 0x7fffffffu) == color)
                m[count++] = (struct member){(int32_t)(uint32_t)buf[r], r};
        qsort(m, count, sizeof *m, cmp_member);
        gex_Rank_t *jr = pshm_malloc(count * sizeof *jr);
        uint32_t myrank = 0;
        for (uint32_t i = 0; i < count; i++) {
            jr[i] = jobrank_in(parent, m[i].prank);
            if (m[i].prank == me)
                myrank = i;
        }
        pshm_free(m);
        tm = make_team(parent, jr, count, myrank, slot, hw + 1, flags, no_coll, scratch,
                       scratch_size);
    }
    pshm_free(buf);
    return tm;
}

size_t gex_TM_Split(gex_TM_t *new_tm_p, gex_TM_t parent_tm, int color, int key, void *scratch_addr,
                    size_t scratch_size, gex_Flags_t flags)
{
    static const char call[] = "gex_TM_Split";
    coll_of(parent_tm, call);
    warn_size_min(parent_tm, flags, call);
    bool none = (flags & GEX_FLAG_TM_NO_SCRATCH) != 0;
    /* a query is collective too: its flags are compared over parent_tm */
    gex_TM_t tm = split(parent_tm, new_tm_p != NULL, color, key, none ? NULL : scratch_addr,
                        none ? 0 : scratch_size, flags, false, true, call);
    if (flags & SPLIT_QUERY)
        return new_tm_p ? SCRATCH_RECOMMENDED : 0; /* query: creates nothing */
    if (new_tm_p)
        *new_tm_p = tm;
    return 0;
}

size_t gex_TM_Dup(gex_TM_t *new_tm_p, gex_TM_t orig_tm, gex_Addr_t scratch_addr, size_t scratch_len,
                  gex_Flags_t flags)
{
    static const char call[] = "gex_TM_Dup";
    coll_of(orig_tm, call);
    warn_size_min(orig_tm, flags, call);
    if (flags & (GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED | GEX_FLAG_TM_SCRATCH_SIZE_MIN))
        return SCRATCH_RECOMMENDED;
    if (!new_tm_p)
        pshm_fatal("%s: new_tm_p is NULL", call);
    gex_Flags_t mode = flags & (GEX_FLAG_TM_SYMMETRIC_SCRATCH | GEX_FLAG_TM_LOCAL_SCRATCH |
                                GEX_FLAG_TM_NO_SCRATCH);
    if (!mode || (mode & (mode - 1)))
        pshm_fatal("%s: flags 0x%x must give exactly one of GEX_FLAG_TM_SYMMETRIC_SCRATCH, "
                   "GEX_FLAG_TM_LOCAL_SCRATCH and GEX_FLAG_TM_NO_SCRATCH",
                   call, (unsigned)flags);
    bool none = mode == GEX_FLAG_TM_NO_SCRATCH;
    if (!none && (flags & GEX_FLAG_SCRATCH_SEG_OFFSET)) /* offset 0 is one too */
        scratch_addr =
            scratch_at_offset(orig_tm->ep, scratch_addr, scratch_len, call, "scratch_addr");
    *new_tm_p = split(orig_tm, true, 0, (int)orig_tm->rank, none ? NULL : scratch_addr,
                      none ? 0 : scratch_len, flags, none, false, call);
    return 0;
}

static int cmp_rank(const void *a, const void *b)
{
    gex_Rank_t x = *(const gex_Rank_t *)a, y = *(const gex_Rank_t *)b;
    return (x > y) - (x < y);
}

/* The jobrank that args[i] names (its gex_rank is one of parent's ranks
 * unless flags has GEX_FLAG_RANK_IS_JOBRANK). */
static gex_Rank_t arg_jobrank(gex_TM_t parent, const gex_EP_Location_t *args, size_t i,
                              gex_Flags_t flags, const char *call)
{
    gex_Rank_t r = args[i].gex_rank;
    if (flags & GEX_FLAG_RANK_IS_JOBRANK) {
        if (r >= pshm_job.hdr->nranks)
            pshm_fatal("%s: args[%zu].gex_rank %u is not a jobrank", call, i, r);
        return r;
    }
    if (r >= parent->size)
        pshm_fatal("%s: args[%zu].gex_rank %u is not a rank of parent_tm (size %u)", call, i, r,
                   parent->size);
    return jobrank_in(parent, r);
}

size_t gex_TM_Create(gex_TM_t *new_tms, size_t num_new_tms, gex_TM_t parent_tm,
                     gex_EP_Location_t *args, size_t numargs, gex_Addr_t *scratch_addrs,
                     size_t scratch_size, gex_Flags_t flags)
{
    static const char call[] = "gex_TM_Create";
    struct coll_team *pt = coll_of(parent_tm, call);
    warn_size_min(parent_tm, flags, call);
    if (flags & (GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED | GEX_FLAG_TM_SCRATCH_SIZE_MIN)) {
        /* as Split's query: 0 for a caller that joins no team (H-20). With
         * args NULL (the reference allows it: its testsplit asks so) the
         * caller joins a team if it expects one (num_new_tms "must equal
         * the number of local endpoints named in args[]"). */
        if (numargs && !args)
            return num_new_tms ? SCRATCH_RECOMMENDED : 0;
        for (size_t i = 0; i < numargs; i++)
            if (arg_jobrank(parent_tm, args, i, flags, call) == pshm_job.rank)
                return SCRATCH_RECOMMENDED;
        return 0;
    }
    am_check_may_block(call);
    gex_Flags_t mode = flags & (GEX_FLAG_TM_GLOBAL_SCRATCH | GEX_FLAG_TM_LOCAL_SCRATCH |
                                GEX_FLAG_TM_SYMMETRIC_SCRATCH | GEX_FLAG_TM_NO_SCRATCH);
    if (numargs && (!mode || (mode & (mode - 1))))
        pshm_fatal("%s: flags 0x%x must give exactly one scratch mode (GEX_FLAG_TM_GLOBAL_, "
                   "LOCAL_, SYMMETRIC_ or NO_SCRATCH)",
                   call, (unsigned)flags);
    uint32_t n = parent_tm->size, me = parent_tm->rank, mine = pshm_job.rank;
    gex_Rank_t *jr = NULL;
    gex_EP_Index_t *epi = NULL; /* members' endpoint indices, if any is not 0 */
    uint32_t myrank = UINT32_MAX;
    uint64_t word = 0;
    if (numargs) {
        if (!args)
            pshm_fatal("%s: args is NULL with numargs %zu", call, numargs);
        jr = pshm_malloc(numargs * sizeof *jr);
        for (size_t i = 0; i < numargs; i++) {
            if (args[i].gex_ep_index >= GASNET_MAXEPS)
                pshm_fatal("%s: args[%zu].gex_ep_index %u is out of range (valid 0..%d)", call, i,
                           (unsigned)args[i].gex_ep_index, GASNET_MAXEPS - 1);
            if (args[i].gex_ep_index && !epi)
                epi = pshm_calloc(numargs, sizeof *epi);
        }
        for (size_t i = 0; i < numargs; i++) {
            gex_Rank_t r = arg_jobrank(parent_tm, args, i, flags, call);
            if (epi)
                epi[i] = args[i].gex_ep_index;
            jr[i] = r;
            if (r == mine)
                myrank = (uint32_t)i;
            if (r == mine && !core_ep_at(core.client, args[i].gex_ep_index))
                pshm_fatal("%s: args[%zu] names endpoint %u of this process (jobrank %u), which "
                           "does not exist",
                           call, i, (unsigned)args[i].gex_ep_index, r);
        }
        gex_Rank_t *sorted = pshm_malloc(numargs * sizeof *sorted);
        for (size_t i = 0; i < numargs; i++)
            sorted[i] = jr[i];
        qsort(sorted, numargs, sizeof *sorted, cmp_rank);
        for (size_t i = 1; i < numargs; i++)
            if (sorted[i] == sorted[i - 1])
                pshm_fatal("%s: args names jobrank %u twice (a team has at most one endpoint "
                           "per process here)",
                           call, sorted[i]);
        word = VALID | sorted[0]; /* a team is known by its lowest jobrank */
        pshm_free(sorted);
    }
    size_t want = myrank != UINT32_MAX ? 1 : 0;
    /* numargs 0: new_tms and num_new_tms are ignored (spec 003), so a rank
     * joining no team may pass (&tm, 1), and tm is left as it was (clients
     * keep a team there they go on using). */
    if (numargs && num_new_tms != want)
        pshm_fatal("%s: num_new_tms is %zu, but args names %zu endpoint(s) of this process", call,
                   num_new_tms, want);
    /* [0, n): a member's word (VALID | the team's lowest jobrank), else 0;
     * [n, 2n): a member's slots in use */
    uint64_t *buf = pshm_calloc(2 * (size_t)n, sizeof *buf);
    if (myrank != UINT32_MAX) {
        buf[me] = word;
        buf[n + me] = coll_slots_in_use();
    }
    allreduce_u64(pt, buf, 2 * (size_t)n, GEX_OP_OR);
    uint64_t hw = coll_step_high_water();
    allreduce_u64(pt, &hw, 1, GEX_OP_MAX);
    if (myrank != UINT32_MAX) {
        void *scratch = NULL;
        if (mode != GEX_FLAG_TM_NO_SCRATCH && scratch_addrs) {
            size_t which = mode == GEX_FLAG_TM_GLOBAL_SCRATCH ? myrank : 0;
            scratch = scratch_addrs[which];
            if (flags & GEX_FLAG_SCRATCH_SEG_OFFSET) { /* offset 0 is one too */
                char arg[40];
                snprintf(arg, sizeof arg, "scratch_addrs[%zu]", which);
                scratch = scratch_at_offset(core_ep_at(core.client, epi ? epi[myrank] : 0), scratch,
                                            scratch_size, call, arg);
            }
        }
        uint32_t slot = slot_for(buf, buf + n, n, word & ~VALID, parent_tm, call);
        new_tms[0] = make_team(parent_tm, jr, (uint32_t)numargs, myrank, slot, hw + 1, flags,
                               mode == GEX_FLAG_TM_NO_SCRATCH, scratch,
                               mode == GEX_FLAG_TM_NO_SCRATCH ? 0 : scratch_size);
        /* this process's member is its endpoint named in args, whatever
         * parent_tm's endpoint is */
        new_tms[0]->ep = core_ep_at(core.client, epi ? epi[myrank] : 0);
        pshm_free(new_tms[0]->ep_indices);
        new_tms[0]->ep_indices = epi;
        if (epi)
            rma_view_team_out_of_line(new_tms[0]->rma_segs);
        if (mode == GEX_FLAG_TM_LOCAL_SCRATCH) /* the spec promises a barrier then */
            coll_run(coll_op_new(new_tms[0]->coll, COLL_BARRIER));
    } else {
        pshm_free(jr);
        pshm_free(epi);
    }
    pshm_free(buf);
    return 0;
}

/* tm's scratch as an offset into its endpoint's bound segment, for
 * gex_TM_Destroy with GEX_FLAG_SCRATCH_SEG_OFFSET. */
static void *scratch_offset(gex_TM_t tm, const char *call)
{
    const struct pshmex_segment *s = tm->ep->segment;
    const uintptr_t a = (uintptr_t)tm->scratch.gex_addr, base = s ? (uintptr_t)s->addr : 0;
    if (!s || a - base >= s->size)
        pshm_fatal("%s: GEX_FLAG_SCRATCH_SEG_OFFSET is set, but the team's scratch (%p) is not "
                   "in the segment bound to endpoint %u of this process",
                   call, tm->scratch.gex_addr, (unsigned)tm->ep->index);
    return (void *)(a - base);
}

int gex_TM_Destroy(gex_TM_t tm, gex_Memvec_t *scratch_p, gex_Flags_t flags)
{
    static const char call[] = "gex_TM_Destroy";
    struct coll_team *t = coll_of(tm, call);
    am_check_may_block(call);
    if (tm == core.client->tm0)
        pshm_fatal("%s: the primordial team may not be destroyed", call);
    if (t->head || coll_fast_unsynced(t))
        pshm_fatal("%s: a collective on this team has not been synced (the team must be "
                   "locally quiesced)",
                   call);
    /* Without GLOBALLY_QUIESCED a member may still be reading our slot for
     * the team's last collective: meet before the slot can be reused. */
    if (!(flags & GEX_FLAG_GLOBALLY_QUIESCED))
        coll_run(coll_op_new(t, COLL_BARRIER));
    /* non-zero iff *scratch_p is written: the client gave scratch; with
     * GEX_FLAG_SCRATCH_SEG_OFFSET (whatever construction was given) as an
     * offset into the bound segment of tm's endpoint */
    int written = scratch_p && tm->scratch.gex_addr != NULL;
    if (written) {
        gex_Memvec_t mv = tm->scratch;
        if (flags & GEX_FLAG_SCRATCH_SEG_OFFSET)
            mv.gex_addr = scratch_offset(tm, call);
        *scratch_p = mv;
    }
    coll_team_free(t);
    rma_view_team_segs_free(tm->rma_segs); /* first: its copy reads jobranks */
    pshm_free(tm->jobranks);
    pshm_free(tm->ep_indices);
    pshm_free_offpage(tm);
    return written;
}
