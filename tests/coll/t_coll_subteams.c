/* t_coll_subteams: teams that leave ranks out, and permuted subteams.
 *
 *   pshmrun -n N t_coll_subteams [SEED]   (also runs without pshmrun: 1 rank)
 *
 *  1. non-members of gex_TM_Create: the jobranks r with r % 3 == 1 join no
 *     team and call gex_TM_Create(&tm, 1, parent, NULL, 0, ...), as GASNet
 *     clients do (spec 003: with numargs 0 every argument but parent_tm,
 *     numargs and flags is ignored); they still take part in the collective
 *     over the parent, and tm keeps the value it had. The other jobranks form
 *     one team, in a seeded shuffled order, which must have that membership
 *     (queries, translations, collectives). Over the primordial team and
 *     over a reversed team (a non-primordial parent), non-members passing
 *     NULL new_tms or garbage scratch arguments too;
 *  2. a permuted subteam (every other jobrank, shuffled): its members
 *     publish their bound segments over it (gex_EP_PublishBoundSegment, the
 *     other ranks not taking part); for every team rank,
 *     gex_Segment_QueryBound(tm, r) gives the owner and local address
 *     and the size of that member's segment, and Put/Get through (tm, r)
 *     reach that member;
 *  3. the scratch size query of gex_TM_Create from ranks that args[] does
 *     not name: every rank passes the same args naming two ranks (jobranks
 *     0 and 1; parent ranks n-1 and n-2 without GEX_FLAG_RANK_IS_JOBRANK);
 *     the named ranks get a size > 0, the others 0 (spec 003: Create's query
 *     behaves as Split's, which returns 0 to a caller outside every new
 *     team; checklist H-20).
 */
#include "coll_teams_common.h"

#include <string.h>

/* A permutation of list[0..n), the same on every rank for the same salt. */
static void shuffle(gex_Rank_t *list, size_t n, unsigned salt)
{
    for (size_t i = n; i > 1; i--) {
        size_t j = am_seed(seed0, salt, (uint32_t)i, 0x5AFF1E) % i;
        gex_Rank_t t = list[i - 1];
        list[i - 1] = list[j];
        list[j] = t;
    }
}

/* The members of part 1, shuffled: the jobranks r with r % 3 != 1. */
static size_t part1_members(gex_Rank_t *exp, unsigned salt)
{
    size_t n = 0;
    for (gex_Rank_t j = 0; j < am_n; j++)
        if (j % 3 != 1)
            exp[n++] = j;
    shuffle(exp, n, salt);
    return n;
}

/* One Create over parent where the part-1 non-members pass numargs 0.
 * style 0: (&tm, 1, parent, NULL, 0, NULL, 0, 0) with tm preset to garbage;
 * style 1: (NULL, 1, parent, garbage args, 0, garbage scratch, 99, 0). */
static void create_without_me(gex_TM_t parent, int style, unsigned salt, const char *what)
{
    gex_Rank_t exp[MAXN];
    gex_EP_Location_t args[MAXN];
    size_t n = part1_members(exp, salt);
    for (size_t i = 0; i < n; i++) {
        args[i].gex_rank = exp[i];
        args[i].gex_ep_index = 0;
    }
    int member = am_me % 3 != 1;
    int ch = chunk_take(); /* every rank takes it: the chunk sequence stays equal */
    gex_Addr_t sa = chunk_addr(am_me, ch);
    gex_TM_t tm = (gex_TM_t)(uintptr_t)0xBAD0;
    size_t rc;
    if (member)
        rc = gex_TM_Create(&tm, 1, parent, args, n, &sa, scratch_sz,
                           GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_SYMMETRIC_SCRATCH);
    else if (style == 0)
        rc = gex_TM_Create(&tm, 1, parent, NULL, 0, NULL, 0, 0);
    else
        rc = gex_TM_Create(NULL, 1, parent, (gex_EP_Location_t *)(uintptr_t)0x10, 0,
                           (gex_Addr_t *)(uintptr_t)0x20, 99, 0);
    const char *bad = NULL;
    if (rc != 0)
        bad = WHY("gex_TM_Create returned %zu, want 0", rc);
    else if (!member && style == 0 && tm != (gex_TM_t)(uintptr_t)0xBAD0)
        bad = WHY("a non-member's new_tms[0] became %p: it is ignored, so it must keep 0xbad0",
                  (void *)tm);
    if (!ok(!bad, "%s: non-members (jobrank %% 3 == 1) pass numargs 0 %s", what,
            style == 0 ? "with (&tm, 1, parent, NULL, 0): tm is left as it was"
                       : "with new_tms NULL, num_new_tms 1 and garbage args/scratch"))
        diag("%s", bad);
    if (!member)
        tm = NULL;
    team_ok(tm, exp, n, 1, salt, what);
    destroy_ok(tm, member ? sa : NULL, scratch_sz, 0, what);
    chunk_give(ch);
}

static void part_nonmembers(void)
{
    create_without_me(am_tm, 0, 21, "Create over the primordial team");
    create_without_me(am_tm, 1, 22, "Create over the primordial team (ignored arguments)");
    /* the reversed team as parent */
    gex_Rank_t rev_exp[MAXN];
    gex_EP_Location_t args[MAXN];
    for (gex_Rank_t i = 0; i < am_n; i++) {
        args[i].gex_rank = am_n - 1 - i;
        args[i].gex_ep_index = 0;
        rev_exp[i] = am_n - 1 - i;
    }
    int ch = chunk_take();
    gex_Addr_t sa = chunk_addr(am_me, ch);
    gex_TM_t rev = NULL;
    gex_TM_Create(&rev, 1, am_tm, args, am_n, &sa, scratch_sz,
                  GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_SYMMETRIC_SCRATCH);
    team_ok(rev, rev_exp, am_n, 0, 23, "the reversed team (parent of the next Creates)");
    create_without_me(rev, 0, 24, "Create over the reversed team");
    create_without_me(rev, 1, 25, "Create over the reversed team (ignored arguments)");
    destroy_ok(rev, sa, scratch_sz, 0, "the reversed team");
    chunk_give(ch);
}

/* ---------------------------------------------------------------- */
/* 2. segments over a permuted subteam                                */
/* ---------------------------------------------------------------- */

/* Members: the even jobranks, shuffled. */
static gex_TM_t permuted_team(gex_Rank_t *exp, size_t *np, int *chp)
{
    size_t n = 0;
    for (gex_Rank_t j = 0; j < am_n; j += 2)
        exp[n++] = j;
    shuffle(exp, n, 31);
    gex_EP_Location_t args[MAXN];
    for (size_t i = 0; i < n; i++) {
        args[i].gex_rank = exp[i];
        args[i].gex_ep_index = 0;
    }
    int member = am_me % 2 == 0;
    *chp = chunk_take();
    gex_Addr_t sa = chunk_addr(am_me, *chp);
    gex_TM_t tm = NULL;
    gex_TM_Create(member ? &tm : NULL, member ? 1 : 0, am_tm, args, member ? n : 0, &sa, scratch_sz,
                  GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_SYMMETRIC_SCRATCH);
    *np = n;
    return tm;
}

/* Every member's segment through (tm, r): QueryBound, then Put my stamp
 * into its RMA area and Get its id stamp back. */
static const char *segments_through(gex_TM_t tm, const gex_Rank_t *exp, size_t n)
{
    for (size_t r = 0; r < n; r++) {
        void *owner = NULL, *local = NULL;
        uintptr_t size = 0;
        int rc = gex_Segment_QueryBound(tm, (gex_Rank_t)r, &owner, &local, &size);
        gex_Rank_t jr = exp[r];
        if (rc != GASNET_OK || owner != am_owner[jr] || local != am_local[jr] ||
            size != am_size[jr])
            return WHY("gex_Segment_QueryBound(tm, %zu) = %d {%p, %p, %zu}, want jobrank %u's "
                       "{%p, %p, %zu}",
                       r, rc, owner, local, (size_t)size, (unsigned)jr, (void *)am_owner[jr],
                       (void *)am_local[jr], (size_t)am_size[jr]);
        uint64_t stamp = 0x5E600000000ull | am_me;
        gex_RMA_PutBlocking(tm, (gex_Rank_t)r, (char *)owner + OFF_RMA + (size_t)am_me * 8, &stamp,
                            8, 0);
        uint64_t idw = 0;
        gex_RMA_GetBlocking(tm, &idw, (gex_Rank_t)r, (char *)owner + OFF_ID, 8, 0);
        if (idw != id_stamp(jr))
            return WHY("Get through (tm, %zu) read %llx, want jobrank %u's id %llx", r,
                       (unsigned long long)idw, (unsigned)jr, (unsigned long long)id_stamp(jr));
    }
    return NULL;
}

/* The stamps the members wrote into my RMA area. */
static const char *stamps_landed(const gex_Rank_t *exp, size_t n)
{
    const uint64_t *area = (const uint64_t *)(am_local[am_me] + OFF_RMA);
    for (size_t i = 0; i < n; i++)
        if (area[exp[i]] != (0x5E600000000ull | exp[i]))
            return WHY("slot of jobrank %u in my segment holds %llx", (unsigned)exp[i],
                       (unsigned long long)area[exp[i]]);
    return NULL;
}

static void part_permuted(void)
{
    memset(am_local[am_me] + OFF_RMA, 0, MAXN * 8);
    tap_barrier();
    gex_Rank_t exp[MAXN];
    size_t n;
    int ch;
    gex_TM_t tm = permuted_team(exp, &n, &ch);
    team_ok(tm, exp, n, 0, 32, "a permuted subteam (the even jobranks, shuffled)");
    /* collective over the subteam only: the odd ranks do not call it */
    int prc = tm ? gex_EP_PublishBoundSegment(tm, &am_ep, 1, 0) : GASNET_OK;
    ok(prc == GASNET_OK, "gex_EP_PublishBoundSegment over the permuted subteam: GASNET_OK (got %d)",
       prc);
    const char *bad = tm ? segments_through(tm, exp, n) : NULL;
    if (!ok(!bad, "permuted subteam: QueryBound, Put and Get through (tm, r) reach exp[r]"))
        diag("%s", bad);
    tap_barrier();
    bad = tm ? stamps_landed(exp, n) : NULL;
    if (!ok(!bad, "permuted subteam: every member's Put landed in my segment"))
        diag("%s", bad);
    destroy_ok(tm, tm ? chunk_addr(am_me, ch) : NULL, scratch_sz, 0, "the permuted subteam");
    chunk_give(ch);
}

/* ---------------------------------------------------------------- */
/* 3. the scratch size query of a rank outside the team               */
/* ---------------------------------------------------------------- */

/* style 0: args name parent ranks n-1, n-2; 1: jobranks 0, 1; 2: args is
 * NULL (numargs 2, num_new_tms 1 on jobranks 0 and 1): the reference's
 * testsplit asks so, and the caller's membership is then num_new_tms */
static void query_outside(int style)
{
    const int jobranks = style != 0;
    gex_EP_Location_t args[2];
    size_t n = am_n < 2 ? am_n : 2;
    int member = 0;
    for (size_t i = 0; i < n; i++) {
        args[i].gex_rank = jobranks ? (gex_Rank_t)i : am_n - 1 - (gex_Rank_t)i;
        args[i].gex_ep_index = 0;
        member |= args[i].gex_rank == am_me; /* am_tm: parent rank = jobrank */
    }
    gex_TM_t tm = (gex_TM_t)(uintptr_t)0x5E7;
    size_t q = gex_TM_Create(&tm, member, am_tm, style == 2 ? NULL : args, n, NULL, 0,
                             GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED |
                                 (jobranks ? GEX_FLAG_RANK_IS_JOBRANK : 0));
    const char *what = style == 2 ? "jobranks 0 and 1, args NULL (membership by num_new_tms)"
                       : jobranks ? "jobranks 0 and 1 (GEX_FLAG_RANK_IS_JOBRANK)"
                                  : "parent ranks n-1 and n-2";
    const char *bad = NULL;
    if (member && q == 0)
        bad = WHY("jobrank %u, named in args, got 0", (unsigned)am_me);
    else if (!member && q != 0)
        bad = WHY("jobrank %u, not named in args, got %zu, want 0", (unsigned)am_me, q);
    else if (tm != (gex_TM_t)(uintptr_t)0x5E7)
        bad = WHY("new_tms[0] was written");
    if (!ok(!bad,
            "gex_TM_Create scratch size query, args naming %s: > 0 on those ranks, 0 on "
            "the others, new_tms not written",
            what))
        diag("%s", bad);
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_COLL_SUBTEAMS", segsize);
    if (argc > 1)
        seed0 = (uint32_t)strtoul(argv[1], NULL, 0);
    teams_setup();
    part_nonmembers();
    part_permuted();
    query_outside(1);
    query_outside(0);
    query_outside(2);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
