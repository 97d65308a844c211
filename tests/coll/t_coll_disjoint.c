/* t_coll_disjoint: the team slots of disjoint teams. A rank holds at most
 * 32 teams at once (the primordial team included), counting only the
 * teams it is a member of: teams made by one gex_TM_Split / gex_TM_Create
 * call that have no member in common take the same slot, and teams that
 * leave a rank out do not use up its slots.
 *
 *   pshmrun -n N t_coll_disjoint          (also runs without pshmrun: 1 rank)
 *   pshmrun -n N t_coll_disjoint too-many (expected to die: a 32nd team)
 *
 *  1. 31 Splits into singletons (color = rank), every team kept: each rank
 *     then holds 32 teams, whatever the job size; collectives on each new
 *     team as it is made (ReduceToAll ADD and USER_NC digits, a Broadcast),
 *     then a ReduceToAll and a barrier in flight on all 31 at once.
 *  2. 30 Splits with color = rank / 2, every team kept, collectives on each
 *     as it is made and on all 30 at once.
 *  3. With 30 Dups of the primordial team alive (one slot left), one
 *     gex_TM_Create of several disjoint teams (jobrank j joins team j % 4,
 *     members listed in descending order; above 4 ranks the last rank joins
 *     none, passing numargs 0, and its new_tms[0] is left as it was): every
 *     team right, collectives on each.
 *  4. Members whose slots in use differ: three Splits that only the ranks
 *     with jobrank % 4 > i join, then teams of neighbours (color = rank / 2,
 *     then (rank + 1) / 2) that must agree on a slot free on every member;
 *     a team destroyed in the middle leaves a hole that the next Split
 *     fills. Collectives on every team, then on all at once.
 *  5. The even ranks fill every slot with singletons (the odd ranks pass
 *     new_tm_p == NULL), then the odd ranks make one team (the even ranks
 *     pass NULL): it works although the rest of the parent has no slot
 *     free.
 *  "too-many": every rank holds 31 singletons, then a 32nd Split into
 *     singletons must stop the job naming gex_TM_Split (disjoint.sh).
 */
#include "coll_teams_common.h"

#define MAX_KEPT 31 /* teams a rank may hold besides the primordial team */

struct kept {
    gex_TM_t tm;
    gex_Rank_t exp[MAXN];
    size_t n;
};
static struct kept kept[MAX_KEPT];
static size_t nkept;

static unsigned splits; /* Splits made, counted on every rank: a salt the same over a team */
static unsigned bad;
static char first[sizeof why + 80]; /* "where: " and a check's why */

static void fail_at(const char *where, const char *w)
{
    if (w && bad++ == 0)
        snprintf(first, sizeof first, "%s: %s", where, w);
}

/* One TAP check for the failures counted since the last call. */
static void report(const char *what)
{
    if (!ok(bad == 0, "%s", what))
        diag("%u bad; first: %s", bad, first);
    bad = 0;
    first[0] = '\0';
}

/* A Split where rank j passes color color_of(j, arg) (key = rank), or
 * new_tm_p == NULL where that is negative; the team I join is kept and
 * checked: queries, then collectives (check_colls_light). */
static void split_kept(int (*color_of)(gex_Rank_t, unsigned), unsigned arg, const char *where)
{
    int color = color_of(am_me, arg);
    unsigned salt = ++splits;
    gex_TM_t tm = NULL;
    gex_TM_Split(color >= 0 ? &tm : NULL, am_tm, color, (int)am_me, NULL, 0,
                 GEX_FLAG_TM_NO_SCRATCH);
    if (color < 0)
        return;
    struct kept *k = &kept[nkept++];
    k->tm = tm;
    k->n = 0;
    for (gex_Rank_t j = 0; j < am_n; j++)
        if (color_of(j, arg) == color)
            k->exp[k->n++] = j;
    const char *w = tm ? check_queries(tm, k->exp, k->n) : "no team handle";
    if (!w)
        w = check_colls_light(tm, k->exp, k->n, salt);
    fail_at(where, w);
}

/* A ReduceToAll ADD and a barrier on every kept team, all in flight at
 * once. */
static const char *all_at_once(unsigned salt)
{
    static uint64_t res[MAX_KEPT], v;
    gex_Event_t ev[2 * MAX_KEPT];
    v = (uint64_t)am_me + 1 + salt;
    for (size_t i = 0; i < nkept; i++)
        ev[i] = gex_Coll_ReduceToAllNB(kept[i].tm, &res[i], &v, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL,
                                       NULL, 0);
    for (size_t i = 0; i < nkept; i++)
        ev[nkept + i] = gex_Coll_BarrierNB(kept[i].tm, 0);
    gex_Event_WaitAll(ev, 2 * nkept, 0);
    for (size_t i = 0; i < nkept; i++) {
        uint64_t want = 0;
        for (size_t r = 0; r < kept[i].n; r++)
            want += (uint64_t)kept[i].exp[r] + 1 + salt;
        if (res[i] != want)
            return WHY("team %zu of %zu: ReduceToAll ADD gave %llu, want %llu", i, nkept,
                       (unsigned long long)res[i], (unsigned long long)want);
    }
    return NULL;
}

static void destroy_kept(void)
{
    while (nkept > 0)
        gex_TM_Destroy(kept[--nkept].tm, NULL, 0);
}

/* colors: rank j's color given arg (negative: j joins no team) */
static int color_rank(gex_Rank_t j, unsigned arg)
{
    (void)arg;
    return (int)j;
}
static int color_half(gex_Rank_t j, unsigned arg) /* neighbours: (j + arg) / 2 */
{
    return (int)((j + arg) / 2);
}
static int color_above(gex_Rank_t j, unsigned arg) /* one team of the j with j % 4 > arg */
{
    return j % 4 > arg ? 0 : -1;
}
static int color_even_rank(gex_Rank_t j, unsigned arg) /* singletons of the even ranks */
{
    (void)arg;
    return j % 2 == 0 ? (int)j : -1;
}
static int color_odd(gex_Rank_t j, unsigned arg) /* one team of the odd ranks */
{
    (void)arg;
    return j % 2 == 1 ? 0 : -1;
}

/* ---------------------------------------------------------------- */

static void part_singletons(void)
{
    char where[64];
    for (unsigned i = 0; i < MAX_KEPT; i++) {
        snprintf(where, sizeof where, "Split %u", i);
        split_kept(color_rank, 0, where);
    }
    fail_at("all at once", all_at_once(1));
    report("31 Splits into singletons (color = rank), all kept: every team right, collectives "
           "on each and on all 31 at once");
    destroy_kept();
}

static void part_pairs(void)
{
    char where[64];
    for (unsigned i = 0; i < 30; i++) {
        snprintf(where, sizeof where, "Split %u", i);
        split_kept(color_half, 0, where);
    }
    fail_at("all at once", all_at_once(2));
    report("30 Splits with color = rank / 2, all kept: every team right, collectives on each and "
           "on all 30 at once");
    destroy_kept();
}

static void part_create(void)
{
    gex_TM_t dups[30];
    for (int i = 0; i < 30; i++)
        gex_TM_Dup(&dups[i], am_tm, NULL, 0, GEX_FLAG_TM_NO_SCRATCH);
    gex_Rank_t none = am_n > 4 ? am_n - 1 : GEX_RANK_INVALID; /* joins no team */
    gex_Rank_t exp[MAXN];
    gex_EP_Location_t args[MAXN];
    size_t n = 0;
    for (gex_Rank_t j = am_n; j-- > 0;)
        if (j % 4 == am_me % 4 && j != none) {
            args[n].gex_rank = j;
            args[n].gex_ep_index = 0;
            exp[n++] = j;
        }
    int out = am_me == none;
    int ch = chunk_take(); /* on every rank: the chunk sequence stays equal */
    gex_Addr_t sa = chunk_addr(am_me, ch);
    gex_TM_t tm = (gex_TM_t)(uintptr_t)0xBAD0;
    /* scratch: a Create team without it may not run collectives */
    gex_TM_Create(&tm, 1, am_tm, out ? NULL : args, out ? 0 : n, &sa, scratch_sz,
                  GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_SYMMETRIC_SCRATCH);
    const char *w = NULL;
    if (out) {
        if (tm != (gex_TM_t)(uintptr_t)0xBAD0)
            w = "a rank that joins no team (numargs 0) had new_tms[0] changed: it is ignored";
    } else {
        w = check_queries(tm, exp, n);
        if (!w)
            w = check_colls_light(tm, exp, n, 7);
        gex_TM_Destroy(tm, NULL, 0);
    }
    chunk_give(ch);
    fail_at("Create", w);
    for (int i = 30; i-- > 0;)
        gex_TM_Destroy(dups[i], NULL, 0);
    report("one gex_TM_Create of disjoint teams (jobrank % 4, the last rank in none above 4 "
           "ranks) with 30 Dups alive (one slot left): every team right, collectives on each");
}

static void part_uneven(void)
{
    char where[64];
    /* rank j then holds j % 4 teams */
    for (unsigned i = 0; i < 3; i++) {
        snprintf(where, sizeof where, "uneven Split %u", i);
        split_kept(color_above, i, where);
    }
    split_kept(color_half, 0, "neighbours (rank / 2)");
    split_kept(color_half, 1, "neighbours ((rank + 1) / 2)");
    size_t hole = nkept - 1;
    split_kept(color_half, 0, "neighbours (rank / 2) again");
    fail_at("all at once", all_at_once(3));
    /* a hole among the slots in use, which the next Split may fill */
    gex_TM_Destroy(kept[hole].tm, NULL, 0);
    kept[hole] = kept[--nkept];
    split_kept(color_half, 1, "neighbours after a Destroy");
    fail_at("all at once, after a Destroy", all_at_once(4));
    report("members with different slots in use (rank j holds j % 4 teams): teams of "
           "neighbours, also after a Destroy: every team right, collectives on each and on all "
           "at once");
    destroy_kept();
}

static void part_full_neighbours(void)
{
    char where[64];
    for (unsigned i = 0; i < MAX_KEPT; i++) {
        snprintf(where, sizeof where, "singletons of the even ranks %u", i);
        split_kept(color_even_rank, 0, where);
    }
    split_kept(color_odd, 0, "the odd ranks' team");
    fail_at("all at once", all_at_once(5));
    report("the even ranks hold 32 teams (31 singletons), then the odd ranks make one team: "
           "every team right, collectives on each and on all at once");
    destroy_kept();
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_COLL_DISJOINT", segsize);
    int too_many = argc > 1 && strcmp(argv[1], "too-many") == 0;
    (void)teams_setup();

    if (too_many) {
        /* 31 singletons + the primordial team fill the slots: a 32nd
         * singleton is one more than a rank may hold */
        for (unsigned i = 0; i < MAX_KEPT + 1; i++) {
            gex_TM_t tm;
            gex_TM_Split(&tm, am_tm, (int)am_me, 0, NULL, 0, GEX_FLAG_TM_NO_SCRATCH);
        }
        printf("t_coll_disjoint: 32 singleton Splits were made\n");
        fflush(stdout);
        gasnet_exit(4);
    }

    part_singletons();
    part_pairs();
    part_create();
    part_uneven();
    part_full_neighbours();

    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
