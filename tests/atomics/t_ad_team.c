/* t_ad_team: remote atomic domains over split teams (GASNet's testratomic
 * pattern): gex_AD_Create on a non-primordial team, every type, every
 * opcode of the type.
 *
 *   pshmrun -n N t_ad_team                (also runs without pshmrun: 1 rank)
 *
 * The primordial team is split by jobrank % 2 with reversed keys, so team
 * ranks differ from jobranks. On the split team, for each type (I32, U32,
 * I64, U64, FLT, DBL) one domain holding every opcode of the type is
 * created; each member then applies every opcode, one after the other, to
 * one word in the segment of its right neighbour in the team (team rank
 * (r + 1) % size, named by its team rank): SET to a start value, the
 * opcode, then GET. The fetched old value and the new value must be those
 * of a serial reference, and after a team barrier the owner of each word
 * finds there the value its left neighbour's last opcode left. The domain
 * must report the team (gex_AD_QueryTM) and be destroyed collectively.
 * Then GEX_FLAG_RANK_IS_JOBRANK: every member named by its jobrank, on the
 * split team and on the two halves of the job split in order (the lower
 * half's team ranks are its jobranks). Last, a domain created by the even
 * team alone (the odd ranks do not call gex_AD_Create at all): its
 * creation and destruction involve that team only.
 */
#include "../am_queues/am_common.h"

#include <gasnet_coll.h>
#include <gasnet_ratomic.h>

#define WORD_OFF    TAP_RESERVED          /* the word my left neighbour operates on */
#define SCRATCH_OFF (TAP_RESERVED + 4096) /* the split team's scratch */
#define SCRATCH_MAX ((size_t)256 * 1024)

static gex_TM_t team;
static gex_Rank_t trank, tsize;

static const gex_OP_t int_ops[] = {
    GEX_OP_SET,  GEX_OP_GET,  GEX_OP_SWAP, GEX_OP_FCAS,  GEX_OP_CAS,  GEX_OP_ADD,  GEX_OP_FADD,
    GEX_OP_SUB,  GEX_OP_FSUB, GEX_OP_MULT, GEX_OP_FMULT, GEX_OP_MIN,  GEX_OP_FMIN, GEX_OP_MAX,
    GEX_OP_FMAX, GEX_OP_INC,  GEX_OP_FINC, GEX_OP_DEC,   GEX_OP_FDEC, GEX_OP_AND,  GEX_OP_FAND,
    GEX_OP_OR,   GEX_OP_FOR,  GEX_OP_XOR,  GEX_OP_FXOR};
#define N_INT_OPS (sizeof int_ops / sizeof int_ops[0])
#define N_FP_OPS  19 /* int_ops without the six bitwise ones (the last six) */

static void team_barrier(void)
{
    gex_Event_Wait(gex_Coll_BarrierNB(team, 0));
}

/* Serial reference: the new value of opcode on old with operands a, b. */
#define REF_NEW(T, op, old, a, b)                                                                  \
    ((op) == GEX_OP_SET || (op) == GEX_OP_SWAP     ? (T)(a)                                        \
     : (op) == GEX_OP_GET                          ? (old)                                         \
     : (op) == GEX_OP_CAS || (op) == GEX_OP_FCAS   ? ((old) == (a) ? (T)(b) : (old))               \
     : (op) == GEX_OP_ADD || (op) == GEX_OP_FADD   ? (T)((old) + (a))                              \
     : (op) == GEX_OP_SUB || (op) == GEX_OP_FSUB   ? (T)((old) - (a))                              \
     : (op) == GEX_OP_MULT || (op) == GEX_OP_FMULT ? (T)((old) * (a))                              \
     : (op) == GEX_OP_MIN || (op) == GEX_OP_FMIN   ? ((old) < (a) ? (old) : (T)(a))                \
     : (op) == GEX_OP_MAX || (op) == GEX_OP_FMAX   ? ((old) > (a) ? (old) : (T)(a))                \
     : (op) == GEX_OP_INC || (op) == GEX_OP_FINC   ? (T)((old) + 1)                                \
     : (op) == GEX_OP_DEC || (op) == GEX_OP_FDEC   ? (T)((old)-1)                                  \
                                                   : REF_BITS(T, op, old, a))
#define REF_BITS_INT(op, old, a)                                                                   \
    ((op) == GEX_OP_AND || (op) == GEX_OP_FAND ? ((old) & (a))                                     \
     : (op) == GEX_OP_OR || (op) == GEX_OP_FOR ? ((old) | (a))                                     \
                                               : ((old) ^ (a)))

/* Every opcode of one type over the team's domain; returns the number of
 * wrong results (first one in why). */
#define DEFINE_RUN(NAME, T, NOPS)                                                                  \
    static unsigned run_##NAME(gex_AD_t ad, char *why, size_t wl, T *last)                         \
    {                                                                                              \
        unsigned bad = 0;                                                                          \
        gex_Rank_t nb = (trank + 1) % tsize;                                                       \
        T *w = (T *)(am_owner[gex_TM_TranslateRankToJobrank(team, nb)] + WORD_OFF);                \
        for (size_t i = 0; i < NOPS; i++) {                                                        \
            gex_OP_t op = int_ops[i];                                                              \
            T start = (T)(12 + 3 * (int)trank), a = (T)(5 + (int)i % 4), b = (T)(40 + (int)i);     \
            if (op == GEX_OP_CAS || op == GEX_OP_FCAS)                                             \
                a = (i & 1) ? start : (T)(start + 1); /* success, then failure */                  \
            T old = 0, now = 0;                                                                    \
            gex_Event_Wait(gex_AD_OpNB_##NAME(ad, NULL, nb, w, GEX_OP_SET, start, 0, 0));          \
            gex_Event_Wait(gex_AD_OpNB_##NAME(ad, &old, nb, w, op, a, b, 0));                      \
            gex_AD_OpNBI_##NAME(ad, &now, nb, w, GEX_OP_GET, 0, 0, 0);                             \
            gex_NBI_Wait(GEX_EC_ALL, 0);                                                           \
            T want = REF_NEW(T, op, start, a, b);                                                  \
            if (now != want && bad++ == 0)                                                         \
                snprintf(why, wl, "%s opcode 0x%x on team rank %u: word %g, want %g", #NAME,       \
                         (unsigned)op, (unsigned)nb, (double)now, (double)want);                   \
            if (old != start &&                                                                    \
                (op == GEX_OP_GET || op == GEX_OP_SWAP || op == GEX_OP_FCAS ||                     \
                 op == GEX_OP_FADD || op == GEX_OP_FSUB || op == GEX_OP_FMULT ||                   \
                 op == GEX_OP_FMIN || op == GEX_OP_FMAX || op == GEX_OP_FINC ||                    \
                 op == GEX_OP_FDEC || op == GEX_OP_FAND || op == GEX_OP_FOR ||                     \
                 op == GEX_OP_FXOR) &&                                                             \
                bad++ == 0)                                                                        \
                snprintf(why, wl, "%s opcode 0x%x on team rank %u: fetched %g, want %g", #NAME,    \
                         (unsigned)op, (unsigned)nb, (double)old, (double)start);                  \
            *last = want;                                                                          \
        }                                                                                          \
        return bad;                                                                                \
    }

#define REF_BITS(T, op, old, a)       REF_BITS_##T(op, old, a)
#define REF_BITS_int32_t(op, old, a)  (int32_t) REF_BITS_INT(op, old, a)
#define REF_BITS_uint32_t(op, old, a) (uint32_t) REF_BITS_INT(op, old, a)
#define REF_BITS_int64_t(op, old, a)  (int64_t) REF_BITS_INT(op, old, a)
#define REF_BITS_uint64_t(op, old, a) (uint64_t) REF_BITS_INT(op, old, a)
#define REF_BITS_float(op, old, a)    (old) /* no bitwise opcodes on floats */
#define REF_BITS_double(op, old, a)   (old)

DEFINE_RUN(I32, int32_t, N_INT_OPS)
DEFINE_RUN(U32, uint32_t, N_INT_OPS)
DEFINE_RUN(I64, int64_t, N_INT_OPS)
DEFINE_RUN(U64, uint64_t, N_INT_OPS)
DEFINE_RUN(FLT, float, N_FP_OPS)
DEFINE_RUN(DBL, double, N_FP_OPS)

static gex_OP_t ops_of(size_t nops)
{
    gex_OP_t all = 0;
    for (size_t i = 0; i < nops; i++)
        all |= int_ops[i];
    return all;
}

#define ONE_TYPE(NAME, T, NOPS)                                                                    \
    do {                                                                                           \
        gex_AD_t ad = GEX_AD_INVALID;                                                              \
        gex_AD_Create(&ad, team, GEX_DT_##NAME, ops_of(NOPS), 0);                                  \
        ok(ad != GEX_AD_INVALID && gex_AD_QueryTM(ad) == team,                                     \
           #NAME ": gex_AD_Create on the split team, gex_AD_QueryTM gives the team");              \
        char why[300] = "";                                                                        \
        T last = 0;                                                                                \
        unsigned bad = run_##NAME(ad, why, sizeof why, &last);                                     \
        if (!ok(bad == 0, #NAME ": every opcode through the split team's domain (%u wrong)", bad)) \
            diag("rank %u: %s", (unsigned)am_me, why);                                             \
        team_barrier();                                                                            \
        /* my left neighbour's last opcode left this in my word */                                 \
        T mine = *(T *)(am_local[am_me] + WORD_OFF);                                               \
        gex_Rank_t left = (trank + tsize - 1) % tsize;                                             \
        T a = (T)(5 + (int)(NOPS - 1) % 4), st = (T)(12 + 3 * (int)left);                          \
        T want = REF_NEW(T, int_ops[NOPS - 1], st, a, (T)(40 + (int)(NOPS - 1)));                  \
        ok(mine == want, #NAME ": my word holds my left neighbour's last result (%g, want %g)",    \
           (double)mine, (double)want);                                                            \
        (void)last;                                                                                \
        gex_AD_Destroy(ad);                                                                        \
        team_barrier();                                                                            \
    } while (0)

/* GEX_FLAG_RANK_IS_JOBRANK through a domain over tm: every member, named
 * by its jobrank, gets SET, FADD (NB and NBI) and GET on my word of its
 * segment. Returns the number of wrong results (the first in why). */
#define JR_OFF (WORD_OFF + 64) /* [jobrank]: my word in every member's segment */
static unsigned jobrank_ops(gex_TM_t tm, char *why, size_t wl)
{
    gex_AD_t ad;
    gex_AD_Create(&ad, tm, GEX_DT_U64, GEX_OP_SET | GEX_OP_FADD | GEX_OP_GET, 0);
    unsigned bad = 0;
    const gex_Flags_t jr = GEX_FLAG_RANK_IS_JOBRANK;
    for (gex_Rank_t r = 0; r < gex_TM_QuerySize(tm); r++) {
        gex_Rank_t j = gex_TM_TranslateRankToJobrank(tm, r);
        uint64_t *w = (uint64_t *)(am_owner[j] + JR_OFF + 8 * am_me);
        uint64_t a = 0, b = 0, now = 0;
        gex_AD_OpNBI_U64(ad, NULL, j, w, GEX_OP_SET, 100 + j, 0, jr);
        gex_Event_Wait(gex_AD_OpNB_U64(ad, &a, j, w, GEX_OP_FADD, 1, 0, jr));
        gex_AD_OpNBI_U64(ad, &b, j, w, GEX_OP_FADD, 2, 0, jr);
        gex_NBI_Wait(GEX_EC_ALL, 0);
        gex_Event_Wait(gex_AD_OpNB_U64(ad, &now, j, w, GEX_OP_GET, 0, 0, jr));
        uint64_t mine = *(uint64_t *)(am_local[j] + JR_OFF + 8 * am_me);
        if ((a != 100 + j || b != 101 + j || now != 103 + j || mine != now) && bad++ == 0)
            snprintf(why, wl,
                     "jobrank %u (team rank %u): fetched %llu, %llu, then %llu "
                     "(want %u, %u, %u), word %llu",
                     (unsigned)j, (unsigned)r, (unsigned long long)a, (unsigned long long)b,
                     (unsigned long long)now, (unsigned)(100 + j), (unsigned)(101 + j),
                     (unsigned)(103 + j), (unsigned long long)mine);
    }
    tap_barrier();
    gex_AD_Destroy(ad);
    return bad;
}

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return SCRATCH_OFF + SCRATCH_MAX;
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AD_TEAM", segsize);
    size_t sz = gex_TM_Split(&team, am_tm, (int)(am_me % 2), -(int)am_me, NULL, 0,
                             GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED);
    if (sz > SCRATCH_MAX)
        sz = SCRATCH_MAX;
    gex_TM_Split(&team, am_tm, (int)(am_me % 2), -(int)am_me, am_local[am_me] + SCRATCH_OFF, sz, 0);
    trank = gex_TM_QueryRank(team);
    tsize = gex_TM_QuerySize(team);
    note("%u ranks; split team of jobrank %% 2 == %u: rank %u of %u", (unsigned)am_n,
         (unsigned)(am_me % 2), (unsigned)trank, (unsigned)tsize);
    ONE_TYPE(I32, int32_t, N_INT_OPS);
    ONE_TYPE(U32, uint32_t, N_INT_OPS);
    ONE_TYPE(I64, int64_t, N_INT_OPS);
    ONE_TYPE(U64, uint64_t, N_INT_OPS);
    ONE_TYPE(FLT, float, N_FP_OPS);
    ONE_TYPE(DBL, double, N_FP_OPS);
    /* GEX_FLAG_RANK_IS_JOBRANK: on the split team (team ranks are not the
     * jobranks: checked out of line), and on the lower half of the job in
     * order (team rank == jobrank: checked inline) and the upper half */
    char why[300] = "";
    unsigned bad = jobrank_ops(team, why, sizeof why);
    if (!ok(bad == 0, "RANK_IS_JOBRANK on the split team: every member by jobrank (%u wrong)", bad))
        diag("rank %u: %s", (unsigned)am_me, why);
    gex_TM_t half;
    gex_TM_Split(&half, am_tm, am_me < (am_n + 1) / 2, (int)am_me, NULL, 0, 0);
    bad = jobrank_ops(half, why, sizeof why);
    if (!ok(bad == 0, "RANK_IS_JOBRANK on the %s half of the job, in order (%u wrong)",
            am_me < (am_n + 1) / 2 ? "lower" : "upper", bad))
        diag("rank %u: %s", (unsigned)am_me, why);
    /* a domain on one split team only: the other team does not take part */
    if (am_me % 2 == 0)
        ONE_TYPE(U64, uint64_t, N_INT_OPS);
    else
        for (int i = 0; i < 3; i++)
            ok(1, "U64 on the even team only: not a member");
    tap_barrier();
    gex_TM_Destroy(team, NULL, 0);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
