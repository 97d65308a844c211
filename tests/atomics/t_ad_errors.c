/* t_ad_errors: a helper for atomics.sh (not a test by itself), built with
 * -DPSHMEX_DEBUG=1 so that every gex_AD_Op* call checks its arguments
 * (gex_AD_Create checks its arguments in every build).
 *
 *   pshmrun -n N t_ad_errors MODE
 *
 * MODE "ok" makes valid calls of every kind (every type and opcode, to every
 * rank, the last word of each segment, NULL result_p for non-fetching ops,
 * GEX_FLAG_AD_MY_RANK to self, RANK_IS_JOBRANK, also on a split team,
 * MY_NBRHD) and exits with
 * status 0: the checks must not reject correct use. Every other MODE (see
 * modes[] below) makes one bad call on rank 0 (the create-differs mode: a
 * gex_AD_Create whose ops differ between ranks, on every rank); the library
 * must stop the job with a line "pshmex: FATAL: <call>: ..." on stderr.
 * Before a bad target address rank 0 prints on stdout
 *     t_ad_errors: MODE: target rank T, segment [OWNER_START, OWNER_END)
 * so that the script can look for the rank and the bounds in the message.
 * If the bad call returns, this program says so on stderr and exits with
 * status 3; if the job is still alive after 20 s, the other ranks exit with
 * status 4.
 */
#include "../am_queues/am_common.h"

#include <gasnet_ratomic.h>

#define SEGSIZE (64 * 1024)

enum {
    M_OK,
    M_CREATE_BAD_DT,
    M_CREATE_USER_DT,
    M_CREATE_USER_OP,
    M_CREATE_AND_DBL,
    M_CREATE_XOR_FLT,
    M_CREATE_TWO_FAVOR,
    M_CREATE_DIFFERS,
    M_NOT_IN_DOMAIN,
    M_BITWISE_ON_FLT,
    M_NOT_SINGLE,
    M_OP_USER,
    M_OP_ZERO,
    M_WRONG_TYPE,
    M_WRONG_TYPE_NBI,
    M_MISALIGNED,
    M_MISALIGNED_32,
    M_PAST_END,
    M_BEFORE_START,
    M_PRIVATE_ADDR,
    M_BAD_RANK,
    M_BAD_JOBRANK,
    M_NULL_RESULT,
    M_NULL_RESULT_GET,
    M_MY_RANK_OTHER,
    M_MY_RANK_AND_NBRHD,
    M_AD_INVALID,
    M_JOBRANK_NOT_MEMBER,
    NMODES
};
static const char *const modes[NMODES] = {"ok",
                                          "create-bad-dt",
                                          "create-user-dt",
                                          "create-user-op",
                                          "create-and-dbl",
                                          "create-xor-flt",
                                          "create-two-favor",
                                          "create-differs",
                                          "not-in-domain",
                                          "bitwise-on-flt",
                                          "not-single",
                                          "op-user",
                                          "op-zero",
                                          "wrong-type",
                                          "wrong-type-nbi",
                                          "misaligned",
                                          "misaligned-32",
                                          "past-end",
                                          "before-start",
                                          "private-addr",
                                          "bad-rank",
                                          "bad-jobrank",
                                          "null-result",
                                          "null-result-get",
                                          "my-rank-other",
                                          "my-rank-and-nbrhd",
                                          "ad-invalid",
                                          "jobrank-not-member"};

static int mode;
static gex_AD_t ad_u64, ad_flt;
static gex_AD_t ad_half; /* jobrank-not-member: over the ranks of my parity */

/* The ranks of my jobrank's parity, in reverse order (so team ranks are
 * not jobranks); no scratch: no collectives, none needed. */
static gex_TM_t split_half(void)
{
    gex_TM_t half;
    gex_TM_Split(&half, am_tm, (int)(am_me % 2), -(int)am_me, NULL, 0, 0);
    return half;
}

static _Noreturn void returned(void)
{
    fprintf(stderr, "t_ad_errors: %s: the bad call returned (not detected)\n", modes[mode]);
    fflush(stderr);
    gasnet_exit(3);
    exit(3);
}

static void announce(gex_Rank_t t)
{
    char *start = am_owner[t];
    printf("t_ad_errors: %s: target rank %u, segment [%p, %p)\n", modes[mode], (unsigned)t,
           (void *)start, (void *)(start + am_size[t]));
    fflush(stdout);
}

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return SEGSIZE;
}

/* Valid use of every kind, to every rank; returns the number of problems. */
#define VALID_INT(NAME, T)                                                                         \
    do {                                                                                           \
        gex_AD_t ad;                                                                               \
        gex_AD_Create(&ad, am_tm, GEX_DT_##NAME, iops, 0);                                         \
        for (gex_Rank_t i = 0; i < am_n; i++) {                                                    \
            gex_Rank_t t = (gex_Rank_t)((am_me + i) % am_n);                                       \
            char *w = am_owner[t] + TAP_RESERVED + 64 * am_me;                                     \
            char *last = am_owner[t] + am_size[t] - sizeof(T) * (1 + am_me);                       \
            gex_Flags_t mine = t == am_me ? GEX_FLAG_AD_MY_RANK : GEX_FLAG_AD_MY_NBRHD;            \
            for (size_t k = 0; k < sizeof opl / sizeof opl[0]; k++) {                              \
                T r = 0;                                                                           \
                T *rp = fetching[k] ? &r : NULL;                                                   \
                gex_Event_Wait(gex_AD_OpNB_##NAME(ad, rp, t, w, opl[k], (T)3, (T)5, mine));        \
                gex_AD_OpNBI_##NAME(ad, rp, t, last, opl[k], (T)3, (T)5,                           \
                                    GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_AD_ACQ);                   \
                gex_NBI_Wait(GEX_EC_ALL, 0);                                                       \
            }                                                                                      \
            T r = 0;                                                                               \
            gex_Event_Wait(gex_AD_OpNB_##NAME(ad, NULL, t, w, GEX_OP_SET, (T)40, 0, 0));           \
            gex_Event_Wait(gex_AD_OpNB_##NAME(ad, &r, t, w, GEX_OP_FADD, (T)2, 0, 0));             \
            gex_Event_Wait(gex_AD_OpNB_##NAME(ad, &r, t, w, GEX_OP_GET, 0, 0, 0));                 \
            bad += r != (T)42;                                                                     \
        }                                                                                          \
        tap_barrier();                                                                             \
        gex_AD_Destroy(ad);                                                                        \
    } while (0)

#define VALID_FP(NAME, T)                                                                          \
    do {                                                                                           \
        gex_AD_t ad;                                                                               \
        gex_AD_Create(&ad, am_tm, GEX_DT_##NAME, fops, GEX_FLAG_AD_FAVOR_MY_NBRHD);                \
        for (gex_Rank_t i = 0; i < am_n; i++) {                                                    \
            gex_Rank_t t = (gex_Rank_t)((am_me + i) % am_n);                                       \
            char *w = am_owner[t] + TAP_RESERVED + 64 * am_me + 8;                                 \
            for (size_t k = 0; k < sizeof opl / sizeof opl[0]; k++) {                              \
                if (opl[k] & bitwise)                                                              \
                    continue;                                                                      \
                T r = 0;                                                                           \
                gex_Event_Wait(gex_AD_OpNB_##NAME(ad, fetching[k] ? &r : NULL, t, w, opl[k],       \
                                                  (T)1.5, (T)2.5, GEX_FLAG_AD_REL));               \
            }                                                                                      \
            T r = 0;                                                                               \
            gex_Event_Wait(gex_AD_OpNB_##NAME(ad, NULL, t, w, GEX_OP_SET, (T)0.25, 0, 0));         \
            gex_Event_Wait(gex_AD_OpNB_##NAME(ad, &r, t, w, GEX_OP_FMULT, (T)4, 0, 0));            \
            gex_Event_Wait(gex_AD_OpNB_##NAME(ad, &r, t, w, GEX_OP_GET, 0, 0, 0));                 \
            bad += r != (T)1;                                                                      \
        }                                                                                          \
        tap_barrier();                                                                             \
        gex_AD_Destroy(ad);                                                                        \
    } while (0)

static int valid_calls(void)
{
    static const gex_OP_t opl[] = {
        GEX_OP_SET,  GEX_OP_GET,  GEX_OP_SWAP, GEX_OP_CAS,   GEX_OP_FCAS, GEX_OP_ADD,  GEX_OP_FADD,
        GEX_OP_SUB,  GEX_OP_FSUB, GEX_OP_MULT, GEX_OP_FMULT, GEX_OP_MIN,  GEX_OP_FMIN, GEX_OP_MAX,
        GEX_OP_FMAX, GEX_OP_INC,  GEX_OP_FINC, GEX_OP_DEC,   GEX_OP_FDEC, GEX_OP_AND,  GEX_OP_FAND,
        GEX_OP_OR,   GEX_OP_FOR,  GEX_OP_XOR,  GEX_OP_FXOR};
    static const int fetching[] = {0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1,
                                   0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1};
    const gex_OP_t bitwise =
        GEX_OP_AND | GEX_OP_FAND | GEX_OP_OR | GEX_OP_FOR | GEX_OP_XOR | GEX_OP_FXOR;
    gex_OP_t iops = 0;
    for (size_t k = 0; k < sizeof opl / sizeof opl[0]; k++)
        iops |= opl[k];
    const gex_OP_t fops = iops & ~bitwise;
    int bad = 0;
    VALID_INT(I32, int32_t);
    VALID_INT(U32, uint32_t);
    VALID_INT(I64, int64_t);
    VALID_INT(U64, uint64_t);
    VALID_FP(FLT, float);
    VALID_FP(DBL, double);
    /* GEX_FLAG_RANK_IS_JOBRANK on another team than the primordial one:
     * each member of my half, named by its jobrank */
    gex_AD_t half_ad;
    gex_AD_Create(&half_ad, split_half(), GEX_DT_U64, GEX_OP_SET | GEX_OP_FADD | GEX_OP_GET, 0);
    for (gex_Rank_t j = am_me % 2; j < am_n; j += 2) {
        char *w = am_owner[j] + TAP_RESERVED + 64 * am_me + 16;
        uint64_t r = 0, now = 0;
        gex_AD_OpNBI_U64(half_ad, NULL, j, w, GEX_OP_SET, 10, 0, GEX_FLAG_RANK_IS_JOBRANK);
        gex_Event_Wait(
            gex_AD_OpNB_U64(half_ad, &r, j, w, GEX_OP_FADD, 1, 0, GEX_FLAG_RANK_IS_JOBRANK));
        gex_Event_Wait(
            gex_AD_OpNB_U64(half_ad, &now, j, w, GEX_OP_GET, 0, 0, GEX_FLAG_RANK_IS_JOBRANK));
        bad += r != 10 || now != 11;
    }
    tap_barrier();
    gex_AD_Destroy(half_ad);
    /* every FAVOR hint alone, and none */
    gex_Flags_t favor[4] = {0, GEX_FLAG_AD_FAVOR_MY_RANK, GEX_FLAG_AD_FAVOR_MY_NBRHD,
                            GEX_FLAG_AD_FAVOR_REMOTE};
    for (int k = 0; k < 4; k++) {
        gex_AD_t ad;
        gex_AD_Create(&ad, am_tm, GEX_DT_U32, GEX_OP_GET, favor[k]);
        bad += gex_AD_QueryFlags(ad) != favor[k];
        gex_AD_Destroy(ad);
    }
    return bad;
}

static void bad_call(void)
{
    gex_Rank_t t = am_n > 1 ? 1 : 0;
    char *w = am_owner[t] + TAP_RESERVED;
    uint64_t r = 0;
    int64_t s = 0;
    float f = 0;
    gex_AD_t ad;
    switch (mode) {
    case M_CREATE_BAD_DT: gex_AD_Create(&ad, am_tm, (gex_DT_t)0x4000, GEX_OP_ADD, 0); break;
    case M_CREATE_USER_DT: gex_AD_Create(&ad, am_tm, GEX_DT_USER, GEX_OP_SET, 0); break;
    case M_CREATE_USER_OP:
        gex_AD_Create(&ad, am_tm, GEX_DT_I64, GEX_OP_ADD | GEX_OP_USER, 0);
        break;
    case M_CREATE_AND_DBL:
        gex_AD_Create(&ad, am_tm, GEX_DT_DBL, GEX_OP_FADD | GEX_OP_AND, 0);
        break;
    case M_CREATE_XOR_FLT: gex_AD_Create(&ad, am_tm, GEX_DT_FLT, GEX_OP_FXOR, 0); break;
    case M_CREATE_TWO_FAVOR:
        gex_AD_Create(&ad, am_tm, GEX_DT_U32, GEX_OP_ADD,
                      GEX_FLAG_AD_FAVOR_MY_RANK | GEX_FLAG_AD_FAVOR_REMOTE);
        break;
    case M_NOT_IN_DOMAIN: /* ad_u64 has SET|GET|ADD|CAS */
        gex_AD_OpNB_U64(ad_u64, &r, t, w, GEX_OP_FADD, 1, 0, 0);
        break;
    case M_BITWISE_ON_FLT: gex_AD_OpNBI_FLT(ad_flt, NULL, t, w, GEX_OP_AND, 1, 0, 0); break;
    case M_NOT_SINGLE: gex_AD_OpNB_U64(ad_u64, &r, t, w, GEX_OP_ADD | GEX_OP_GET, 1, 0, 0); break;
    case M_OP_USER: gex_AD_OpNBI_U64(ad_u64, &r, t, w, GEX_OP_USER, 1, 0, 0); break;
    case M_OP_ZERO: gex_AD_OpNB_U64(ad_u64, &r, t, w, 0, 1, 0, 0); break;
    case M_WRONG_TYPE: gex_AD_OpNB_I64(ad_u64, &s, t, w, GEX_OP_GET, 0, 0, 0); break;
    case M_WRONG_TYPE_NBI: gex_AD_OpNBI_FLT(ad_u64, &f, t, w, GEX_OP_GET, 0, 0, 0); break;
    case M_MISALIGNED: gex_AD_OpNB_U64(ad_u64, &r, t, w + 4, GEX_OP_GET, 0, 0, 0); break;
    case M_MISALIGNED_32: gex_AD_OpNBI_FLT(ad_flt, NULL, t, w + 2, GEX_OP_SET, 1, 0, 0); break;
    case M_PAST_END: /* the word just past the end */
        announce(t);
        gex_AD_OpNB_U64(ad_u64, NULL, t, am_owner[t] + am_size[t], GEX_OP_SET, 1, 0, 0);
        break;
    case M_BEFORE_START:
        announce(t);
        gex_AD_OpNBI_U64(ad_u64, &r, t, am_owner[t] - 8, GEX_OP_GET, 0, 0, 0);
        break;
    case M_PRIVATE_ADDR: { /* not in any segment */
        static uint64_t priv;
        announce(t);
        gex_AD_OpNB_U64(ad_u64, &r, t, &priv, GEX_OP_GET, 0, 0, 0);
        break;
    }
    case M_BAD_RANK: gex_AD_OpNB_U64(ad_u64, &r, am_n, w, GEX_OP_GET, 0, 0, 0); break;
    case M_BAD_JOBRANK:
        gex_AD_OpNBI_U64(ad_u64, NULL, am_n + 5, w, GEX_OP_SET, 0, 0, GEX_FLAG_RANK_IS_JOBRANK);
        break;
    case M_NULL_RESULT:
        gex_AD_OpNB_U64(ad_u64, NULL, t, w, GEX_OP_CAS, 0, 0, 0); /* fine: not fetching */
        gex_AD_OpNBI_FLT(ad_flt, NULL, t, w, GEX_OP_FADD, 1, 0, 0);
        break;
    case M_NULL_RESULT_GET: gex_AD_OpNB_U64(ad_u64, NULL, t, w, GEX_OP_GET, 0, 0, 0); break;
    case M_MY_RANK_OTHER:
        gex_AD_OpNB_U64(ad_u64, &r, t, w, GEX_OP_GET, 0, 0, GEX_FLAG_AD_MY_RANK);
        break;
    case M_MY_RANK_AND_NBRHD:
        gex_AD_OpNBI_U64(ad_u64, &r, 0, am_owner[0] + TAP_RESERVED, GEX_OP_GET, 0, 0,
                         GEX_FLAG_AD_MY_RANK | GEX_FLAG_AD_MY_NBRHD);
        break;
    case M_AD_INVALID: gex_AD_OpNB_U64(GEX_AD_INVALID, &r, t, w, GEX_OP_GET, 0, 0, 0); break;
    case M_JOBRANK_NOT_MEMBER: /* jobrank 1 is odd: in the job, not in my half */
        gex_AD_OpNBI_U64(ad_half, NULL, t, w, GEX_OP_ADD, 5, 0, GEX_FLAG_RANK_IS_JOBRANK);
        break;
    }
    returned();
}

int main(int argc, char **argv)
{
    mode = am_pick_mode(argc, argv, modes, (int)NMODES, "t_ad_errors");
    if (mode < 0)
        return 2;
#if !defined(PSHMEX_DEBUG) || !PSHMEX_DEBUG
    fprintf(stderr, "t_ad_errors: built without -DPSHMEX_DEBUG=1\n");
    return 2;
#endif
    am_start(&argc, &argv, "T_AD_ERRORS", segsize);
    if (mode == M_OK) {
        int bad = valid_calls();
        if (bad)
            fprintf(stderr, "t_ad_errors: ok: rank %u: %d value(s) wrong\n", (unsigned)am_me, bad);
        else
            printf("t_ad_errors: ok: rank %u: valid calls passed the checks\n", (unsigned)am_me);
        fflush(stdout);
        tap_barrier(); /* gasnet_exit ends the job: nobody leaves before everyone is done */
        gasnet_exit(bad ? 1 : 0);
    }
    if (mode == M_CREATE_DIFFERS) { /* collective: every rank, ops differ on rank 0 */
        gex_AD_t ad;
        gex_AD_Create(&ad, am_tm, GEX_DT_U64, am_me == 0 ? GEX_OP_ADD : GEX_OP_ADD | GEX_OP_SUB, 0);
        returned();
    }
    /* domains for the bad operations (collective, valid) */
    gex_AD_Create(&ad_u64, am_tm, GEX_DT_U64, GEX_OP_SET | GEX_OP_GET | GEX_OP_ADD | GEX_OP_CAS, 0);
    gex_AD_Create(&ad_flt, am_tm, GEX_DT_FLT, GEX_OP_SET | GEX_OP_GET | GEX_OP_FADD, 0);
    if (mode == M_JOBRANK_NOT_MEMBER)
        gex_AD_Create(&ad_half, split_half(), GEX_DT_U64, GEX_OP_ADD, 0);
    tap_barrier();
    if (am_me == 0)
        bad_call();
    /* the others poll until the job dies (or the bad call goes unnoticed) */
    const int bound = 20 * tap_time_scale();
    double t0 = am_now();
    GASNET_BLOCKUNTIL(am_now() - t0 > bound);
    fprintf(stderr, "t_ad_errors: %s: nothing happened within %d s\n", modes[mode], bound);
    gasnet_exit(4);
    return 4;
}
