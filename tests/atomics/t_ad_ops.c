/* t_ad_ops: every remote atomic operation of every type, checked against a
 * serial reference computed here.
 *
 *   pshmrun -n N t_ad_ops            (also runs without pshmrun: 1 rank)
 *
 * Covers:
 *  - every type (I32 U32 I64 U64 FLT DBL) x every opcode valid for it (SET
 *    GET SWAP CAS FCAS, ADD MULT MIN MAX SUB INC DEC and their F forms, AND
 *    OR XOR and their F forms on the integer types), over every pair of a
 *    table of edge values (0, +-1, INT_MIN/MAX, wraparound, bit patterns;
 *    +-0.0, +-infinity, NaNs of both signs, DBL_MAX, subnormals, 2^24 /
 *    2^53 where +1 rounds away), CAS/FCAS once with op1 == op0 (success)
 *    and once with another op1 (failure, or success for equal bits); the
 *    fetched value (op0) and the target's final value are compared with
 *    the reference; FP results bit for bit (MIN/MAX: the documented
 *    (op0 < op1) ? op0 : op1 rule, so NaNs and -0.0 give operand1; CAS:
 *    bit comparison) except that two NaNs match after arithmetic;
 *  - each call in one of three forms: gex_AD_OpNB (event waited),
 *    gex_AD_OpNBI then gex_NBI_Wait with the category the spec assigns
 *    (GEX_EC_PUT for SET, GEX_EC_GET for GET, else GEX_EC_RMW), and NBI
 *    inside an access region (its event waited); flags 0, REL, ACQ,
 *    ACQ|REL, RANK_IS_JOBRANK (rank given as a jobrank), MY_NBRHD,
 *    IMMEDIATE, MY_RANK (self only), and flags only known at run time;
 *    result_p on the stack or in the own segment; NULL or a sentinel that
 *    must stay untouched for non-fetching ops;
 *  - to self and to every peer: each initiator owns a block in every
 *    target's segment, with guard bytes around the target word (32-bit
 *    words at 8- and 4-aligned offsets) that must not change;
 *  - the last words of every segment (one writer per phase);
 *  - GEX_OP_TO_FETCHING / GEX_OP_TO_NONFETCHING for every pair, SET<->SWAP
 *    and CAS<->FCAS included; GEX_OP_CSWAP == GEX_OP_FCAS; disjoint bits;
 *  - one domain per type, with each FAVOR hint or none (creating,
 *    querying and destroying domains is t_ad_domains' subject);
 *  - what gasnet_ratomic.h documents beyond the spec: NB returns
 *    GEX_EVENT_INVALID, GEX_FLAG_IMMEDIATE never gives a no-op.
 *
 * The target word is initialized and read back with __atomic builtins on
 * the local mapping of the target's segment (gex_EP_QueryBoundSegmentNB),
 * which gasnet_ratomic.h documents as atomic with respect to the domain's
 * operations; the initiator does one operation at a time on its own word.
 */
#include "../am_queues/am_common.h"

#include "ad_common.h"

#include <float.h>
#include <limits.h>
#include <math.h>

enum { B_MAIN, B_DOC, B_EDGE };

static gex_Rank_t jobrank_of[4096];

/* The own segment's scratch area (result_p in a segment). */
static char *res_area(void)
{
    return am_local[am_me] + BLOCKS_OFF + (size_t)am_n * BLOCK + 64;
}

/* ------------------------------------------------------------------ */
/* Opcodes                                                             */
/* ------------------------------------------------------------------ */

/* The NBI event category of an opcode (spec: PUT for SET, GET for GET). */
static gex_EC_t category(gex_OP_t op)
{
    return op == GEX_OP_SET ? GEX_EC_PUT : op == GEX_OP_GET ? GEX_EC_GET : GEX_EC_RMW;
}

static const char *const form_name[3] = {"OpNB", "OpNBI", "OpNBI in an access region"};
#define NFLAGS 9
static const char *const flags_name[NFLAGS] = {
    "0",
    "REL",
    "ACQ",
    "ACQ|REL",
    "RANK_IS_JOBRANK",
    "MY_NBRHD|REL",
    "IMMEDIATE",
    "MY_RANK|ACQ (self) / RANK_IS_JOBRANK|ACQ|REL (peer)",
    "run-time flags"};
/* flags only known at run time (variant 8) */
static volatile gex_Flags_t rt_flags[4] = {GEX_FLAG_AD_ACQ | GEX_FLAG_AD_REL, 0, GEX_FLAG_AD_REL,
                                           GEX_FLAG_AD_ACQ | GEX_FLAG_AD_MY_NBRHD};

/* ------------------------------------------------------------------ */
/* Per type: reference, comparison, formatting, issuing a call          */
/* ------------------------------------------------------------------ */

/* Integer reference: wraparound arithmetic in the unsigned type R,
 * comparisons in T (signed for I32/I64). */
#define DEF_REF_INT(NAME, T, R)                                                                    \
    static T ref_##NAME(gex_OP_t base, T o, T a, T b)                                              \
    {                                                                                              \
        switch (base) {                                                                            \
        case GEX_OP_SET: return a;                                                                 \
        case GEX_OP_GET: return o;                                                                 \
        case GEX_OP_CAS: return o == a ? b : o;                                                    \
        case GEX_OP_ADD: return (T)((R)o + (R)a);                                                  \
        case GEX_OP_SUB: return (T)((R)o - (R)a);                                                  \
        case GEX_OP_MULT: return (T)((R)o * (R)a);                                                 \
        case GEX_OP_MIN: return (o < a) ? o : a;                                                   \
        case GEX_OP_MAX: return (o > a) ? o : a;                                                   \
        case GEX_OP_INC: return (T)((R)o + 1u);                                                    \
        case GEX_OP_DEC: return (T)((R)o - 1u);                                                    \
        case GEX_OP_AND: return (T)((R)o & (R)a);                                                  \
        case GEX_OP_OR: return (T)((R)o | (R)a);                                                   \
        case GEX_OP_XOR: return (T)((R)o ^ (R)a);                                                  \
        }                                                                                          \
        abort();                                                                                   \
    }

/* Floating-point reference: C expressions; CAS compares bits (documented). */
#define DEF_REF_FP(NAME, T, R)                                                                     \
    static T ref_##NAME(gex_OP_t base, T o, T a, T b)                                              \
    {                                                                                              \
        volatile T vo = o, va = a; /* evaluated at run time, in the CPU's mode */                  \
        R ob, ab;                                                                                  \
        switch (base) {                                                                            \
        case GEX_OP_SET: return a;                                                                 \
        case GEX_OP_GET: return o;                                                                 \
        case GEX_OP_CAS:                                                                           \
            memcpy(&ob, &o, sizeof ob);                                                            \
            memcpy(&ab, &a, sizeof ab);                                                            \
            return ob == ab ? b : o;                                                               \
        case GEX_OP_ADD: return vo + va;                                                           \
        case GEX_OP_SUB: return vo - va;                                                           \
        case GEX_OP_MULT: return vo * va;                                                          \
        case GEX_OP_MIN: return (vo < va) ? o : a;                                                 \
        case GEX_OP_MAX: return (vo > va) ? o : a;                                                 \
        case GEX_OP_INC: return vo + 1;                                                            \
        case GEX_OP_DEC: return vo - 1;                                                            \
        }                                                                                          \
        abort();                                                                                   \
    }

/* Everything else, for one type. KIND: 0 unsigned, 1 signed, 2 floating. */
#define DEF_TYPE(NAME, T, R, KIND)                                                                 \
    static R bits_##NAME(T v)                                                                      \
    {                                                                                              \
        R r;                                                                                       \
        memcpy(&r, &v, sizeof r);                                                                  \
        return r;                                                                                  \
    }                                                                                              \
    static T val_##NAME(R r)                                                                       \
    {                                                                                              \
        T v;                                                                                       \
        memcpy(&v, &r, sizeof v);                                                                  \
        return v;                                                                                  \
    }                                                                                              \
    /* same bits; with loose, two NaNs also match (FP arithmetic) */                               \
    static int eq_##NAME(T x, T y, int loose)                                                      \
    {                                                                                              \
        if (bits_##NAME(x) == bits_##NAME(y))                                                      \
            return 1;                                                                              \
        return KIND == 2 && loose && x != x && y != y;                                             \
    }                                                                                              \
    static const char *fmt_##NAME(char *buf, T v)                                                  \
    {                                                                                              \
        R r = bits_##NAME(v);                                                                      \
        if (KIND == 2)                                                                             \
            snprintf(buf, 64, "%.17g [0x%llx]", (double)v, (unsigned long long)r);                 \
        else if (KIND == 1)                                                                        \
            snprintf(buf, 64, "%lld [0x%llx]", (long long)v, (unsigned long long)r);               \
        else                                                                                       \
            snprintf(buf, 64, "%llu [0x%llx]", (unsigned long long)r, (unsigned long long)r);      \
        return buf;                                                                                \
    }                                                                                              \
    /* One call in form form (0 NB, 1 NBI, 2 NBI in a region) with flags variant fi;               \
     * returns the call's non-zero "no op" result, else 0. */                                      \
    static int issue_##NAME(gex_AD_t ad, int form, int fi, T *res, gex_Rank_t t, void *tgt,        \
                            gex_OP_t op, T a, T b, unsigned long *doc_bad, unsigned *rtctr)        \
    {                                                                                              \
        gex_EC_t ec = category(op);                                                                \
        gex_Rank_t jr = jobrank_of[t];                                                             \
        int rc = 0;                                                                                \
        gex_Event_t ev;                                                                            \
        (void)ec;                                                                                  \
        (void)jr;                                                                                  \
        (void)ev;                                                                                  \
        switch (fi) {                                                                              \
        case 0: ISSUE(NAME, t, 0); break;                                                          \
        case 1: ISSUE(NAME, t, GEX_FLAG_AD_REL); break;                                            \
        case 2: ISSUE(NAME, t, GEX_FLAG_AD_ACQ); break;                                            \
        case 3: ISSUE(NAME, t, GEX_FLAG_AD_ACQ | GEX_FLAG_AD_REL); break;                          \
        case 4: ISSUE(NAME, jr, GEX_FLAG_RANK_IS_JOBRANK); break;                                  \
        case 5: ISSUE(NAME, t, GEX_FLAG_AD_MY_NBRHD | GEX_FLAG_AD_REL); break;                     \
        case 6: ISSUE(NAME, t, GEX_FLAG_IMMEDIATE); break;                                         \
        case 7:                                                                                    \
            if (t == am_me)                                                                        \
                ISSUE(NAME, t, GEX_FLAG_AD_MY_RANK | GEX_FLAG_AD_ACQ);                             \
            else                                                                                   \
                ISSUE(NAME, jr, GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_AD_ACQ | GEX_FLAG_AD_REL);     \
            break;                                                                                 \
        default: {                                                                                 \
            gex_Flags_t fl = rt_flags[(*rtctr)++ % 4];                                             \
            ISSUE(NAME, t, fl);                                                                    \
            break;                                                                                 \
        }                                                                                          \
        }                                                                                          \
        return rc;                                                                                 \
    }

/* The body of one call with constant flags FL (a macro so that FL stays a
 * constant in the inline operation, as in real use). */
#define ISSUE(NAME, RANK, FL)                                                                      \
    do {                                                                                           \
        if (form == 0) {                                                                           \
            ev = gex_AD_OpNB_##NAME(ad, res, (RANK), tgt, op, a, b, (FL));                         \
            if (ev != GEX_EVENT_INVALID)                                                           \
                (*doc_bad)++;                                                                      \
            if (ev == GEX_EVENT_NO_OP) {                                                           \
                rc = -1;                                                                           \
                break;                                                                             \
            }                                                                                      \
            gex_Event_Wait(ev);                                                                    \
        } else {                                                                                   \
            if (form == 2)                                                                         \
                gex_NBI_BeginAccessRegion(0);                                                      \
            rc = gex_AD_OpNBI_##NAME(ad, res, (RANK), tgt, op, a, b, (FL));                        \
            if (form == 2)                                                                         \
                gex_Event_Wait(gex_NBI_EndAccessRegion(0));                                        \
            else                                                                                   \
                gex_NBI_Wait(ec, 0);                                                               \
            if (rc && ((FL)&GEX_FLAG_IMMEDIATE))                                                   \
                (*doc_bad)++;                                                                      \
        }                                                                                          \
    } while (0)

/* Run every valid opcode over every pair of vals, to every rank. */
#define DEF_RUN(NAME, T, R, KIND)                                                                  \
    static void run_##NAME(gex_AD_t ad, const T *vals, size_t nv)                                  \
    {                                                                                              \
        const int fp = KIND == 2;                                                                  \
        unsigned long doc_bad = 0;                                                                 \
        unsigned rtctr = 0, ctr = 0;                                                               \
        char b1[64], b2[64], b3[64], b4[64], b5[64];                                               \
        for (size_t k = 0; k < NOPS; k++) {                                                        \
            const opinfo_t *oi = &optab[k];                                                        \
            if (fp && oi->bitwise)                                                                 \
                continue;                                                                          \
            const int cas = oi->base == GEX_OP_CAS;                                                \
            const int loose = fp && oi->base != GEX_OP_SET && oi->base != GEX_OP_GET &&            \
                              oi->base != GEX_OP_CAS && oi->base != GEX_OP_MIN &&                  \
                              oi->base != GEX_OP_MAX;                                              \
            unsigned long calls = 0;                                                               \
            for (gex_Rank_t i = 0; i < am_n; i++) {                                                \
                gex_Rank_t t = (gex_Rank_t)((am_me + i) % am_n);                                   \
                char *own = am_owner[t] + block_off(am_me);                                        \
                char *loc = am_local[t] + block_off(am_me);                                        \
                uint32_t gseed = am_seed(am_me, t, (uint32_t)k, 0x9A12D);                          \
                for (size_t x = 0; x < nv; x++)                                                    \
                    for (size_t y = 0; y < nv; y++)                                                \
                        for (int c = 0; c < (cas ? 2 : 1); c++, ctr++) {                           \
                            T v0 = vals[x], a = vals[y], b = vals[(x * 5 + y * 3 + 1) % nv];       \
                            if (cas && c == 0)                                                     \
                                a = v0;                                                            \
                            size_t woff = WORD_OFF + ((sizeof(T) == 4 && (ctr & 4)) ? 4 : 0);      \
                            int form = (int)(ctr % 3), fi = (int)(ctr / 3 % NFLAGS);               \
                            int inseg = (int)(ctr / (3 * NFLAGS) % 2);                             \
                            for (size_t g = GUARD_LO; g < GUARD_HI; g++)                           \
                                loc[g] = (char)am_pat(gseed, g);                                   \
                            __atomic_store_n((R *)(void *)(loc + woff), bits_##NAME(v0),           \
                                             __ATOMIC_RELAXED);                                    \
                            T exp = ref_##NAME(oi->base, v0, a, b);                                \
                            T stack_res;                                                           \
                            T *rp = inseg ? (T *)(void *)res_area() : &stack_res;                  \
                            const R sentinel = (R)0xA5C3E1F00F1E3C5AULL;                           \
                            __atomic_store_n((R *)(void *)rp, sentinel, __ATOMIC_RELAXED);         \
                            T *pass = rp;                                                          \
                            if (!oi->fetch && !inseg)                                              \
                                pass = NULL; /* ignored for non-fetching ops */                    \
                            int rc = issue_##NAME(ad, form, fi, pass, t, own + woff, oi->op, a, b, \
                                                  &doc_bad, &rtctr);                               \
                            calls++;                                                               \
                            if (rc && fi == 6)                                                     \
                                continue; /* IMMEDIATE no-op: allowed by the spec (B_DOC) */       \
                            T got = val_##NAME(                                                    \
                                __atomic_load_n((R *)(void *)(loc + woff), __ATOMIC_RELAXED));     \
                            T fetched =                                                            \
                                val_##NAME(__atomic_load_n((R *)(void *)rp, __ATOMIC_RELAXED));    \
                            const char *why = NULL;                                                \
                            if (rc)                                                                \
                                why = "the call returned non-zero (no op) without IMMEDIATE";      \
                            else if (!eq_##NAME(got, exp, loose))                                  \
                                why = "wrong target value";                                        \
                            else if (oi->fetch && !eq_##NAME(fetched, v0, 0))                      \
                                why = "wrong fetched value (not op0)";                             \
                            else if (!oi->fetch && bits_##NAME(fetched) != sentinel)               \
                                why = "result_p of a non-fetching op was written";                 \
                            else if (gex_NBI_Test(GEX_EC_ALL, 0) != GASNET_OK)                     \
                                why = "gex_NBI_Test(GEX_EC_ALL) not complete after the sync";      \
                            for (size_t g = GUARD_LO; !why && g < GUARD_HI; g++)                   \
                                if ((g < woff || g >= woff + sizeof(T)) &&                         \
                                    loc[g] != (char)am_pat(gseed, g))                              \
                                    why = "a byte next to the target word changed";                \
                            if (why)                                                               \
                                am_fail(B_MAIN,                                                    \
                                        "%s: %s %s to rank %u (word at +%zu), %s, flags %s, "      \
                                        "result_p %s: op0 %s op1 %s op2 %s: target %s (want "      \
                                        "%s), fetched %s",                                         \
                                        why, #NAME, oi->name, (unsigned)t, woff, form_name[form],  \
                                        flags_name[fi],                                            \
                                        inseg ? "in the own segment" : "on the stack",             \
                                        fmt_##NAME(b1, v0), fmt_##NAME(b2, a), fmt_##NAME(b3, b),  \
                                        fmt_##NAME(b4, got), fmt_##NAME(b5, exp),                  \
                                        fmt_##NAME(b1, fetched));                                  \
                        }                                                                          \
            }                                                                                      \
            am_bucket_ok(B_MAIN, "%s %s: %lu calls (%zu^2 value pairs%s x %u ranks): %s", #NAME,   \
                         oi->name, calls, nv, cas ? " x success/failure" : "", (unsigned)am_n,     \
                         oi->fetch ? "fetched op0 and target == reference"                         \
                                   : "target == reference, result_p untouched");                   \
        }                                                                                          \
        if (doc_bad)                                                                               \
            am_fail(B_DOC,                                                                         \
                    "%s: %lu NB calls did not return GEX_EVENT_INVALID or IMMEDIATE NBI "          \
                    "calls returned non-zero",                                                     \
                    #NAME, doc_bad);                                                               \
    }

DEF_REF_INT(I32, int32_t, uint32_t)
DEF_REF_INT(U32, uint32_t, uint32_t)
DEF_REF_INT(I64, int64_t, uint64_t)
DEF_REF_INT(U64, uint64_t, uint64_t)
DEF_REF_FP(FLT, float, uint32_t)
DEF_REF_FP(DBL, double, uint64_t)
DEF_TYPE(I32, int32_t, uint32_t, 1)
DEF_TYPE(U32, uint32_t, uint32_t, 0)
DEF_TYPE(I64, int64_t, uint64_t, 1)
DEF_TYPE(U64, uint64_t, uint64_t, 0)
DEF_TYPE(FLT, float, uint32_t, 2)
DEF_TYPE(DBL, double, uint64_t, 2)
DEF_RUN(I32, int32_t, uint32_t, 1)
DEF_RUN(U32, uint32_t, uint32_t, 0)
DEF_RUN(I64, int64_t, uint64_t, 1)
DEF_RUN(U64, uint64_t, uint64_t, 0)
DEF_RUN(FLT, float, uint32_t, 2)
DEF_RUN(DBL, double, uint64_t, 2)

/* Edge values. */
static const int32_t v_i32[] = {0,
                                1,
                                -1,
                                2,
                                -2,
                                7,
                                INT32_MAX,
                                INT32_MIN,
                                INT32_MAX - 1,
                                INT32_MIN + 1,
                                0x55555555,
                                -0x55555556,
                                0x10000,
                                46341,
                                -123456789,
                                0x0F0F0F0F};
static const uint32_t v_u32[] = {
    0,           1,           2,           7,           UINT32_MAX,  UINT32_MAX - 1,
    0x80000000u, 0x7FFFFFFFu, 0x80000001u, 0x55555555u, 0xAAAAAAAAu, 0x10000u,
    0xFFFF0000u, 0xDEADBEEFu, 123456789u,  0xF0F0F0F0u};
static const int64_t v_i64[] = {0,
                                1,
                                -1,
                                2,
                                -2,
                                7,
                                INT64_MAX,
                                INT64_MIN,
                                INT64_MAX - 1,
                                INT64_MIN + 1,
                                0x5555555555555555LL,
                                -0x5555555555555556LL,
                                0x100000000LL,
                                3037000500LL,
                                -1234567890123456789LL,
                                0x0F0F0F0F0F0F0F0FLL,
                                0xFFFFFFFFLL,
                                -0x80000000LL};
static const uint64_t v_u64[] = {0,
                                 1,
                                 2,
                                 7,
                                 UINT64_MAX,
                                 UINT64_MAX - 1,
                                 0x8000000000000000ULL,
                                 0x7FFFFFFFFFFFFFFFULL,
                                 0x8000000000000001ULL,
                                 0x5555555555555555ULL,
                                 0xAAAAAAAAAAAAAAAAULL,
                                 0x100000000ULL,
                                 0xFFFFFFFFULL,
                                 0xDEADBEEFCAFEF00DULL,
                                 4294967296ULL * 65537,
                                 0xF0F0F0F0F0F0F0F0ULL,
                                 0xFFFFFFFF00000000ULL,
                                 123456789ULL};
static float v_flt[20];
static double v_dbl[20];
static size_t n_flt, n_dbl;

static void init_fp_values(void)
{
    const float f[] = {0.0f,      -0.0f,  1.0f,    -1.0f,       0.5f,    3.25f,        -2.75f,
                       1e30f,     -1e30f, FLT_MAX, -FLT_MAX,    FLT_MIN, FLT_TRUE_MIN, INFINITY,
                       -INFINITY, NAN,    -NAN,    16777216.0f, 0.1f};
    const double d[] = {0.0,          -0.0,     1.0,       -1.0,    0.5,      3.25,
                        -2.75,        1e300,    -1e300,    DBL_MAX, -DBL_MAX, DBL_MIN,
                        DBL_TRUE_MIN, INFINITY, -INFINITY, NAN,     -NAN,     9007199254740992.0,
                        0.1};
    n_flt = sizeof f / sizeof f[0];
    n_dbl = sizeof d / sizeof d[0];
    memcpy(v_flt, f, sizeof f);
    memcpy(v_dbl, d, sizeof d);
}

/* ------------------------------------------------------------------ */
/* Opcode constants and mapping                                         */
/* ------------------------------------------------------------------ */

static void check_opcodes(void)
{
    static const struct {
        gex_OP_t nf, f;
        const char *nfn, *fn;
    } pairs[] = {
        {GEX_OP_SET, GEX_OP_SWAP, "SET", "SWAP"},     {GEX_OP_CAS, GEX_OP_FCAS, "CAS", "FCAS"},
        {GEX_OP_ADD, GEX_OP_FADD, "ADD", "FADD"},     {GEX_OP_SUB, GEX_OP_FSUB, "SUB", "FSUB"},
        {GEX_OP_MULT, GEX_OP_FMULT, "MULT", "FMULT"}, {GEX_OP_MIN, GEX_OP_FMIN, "MIN", "FMIN"},
        {GEX_OP_MAX, GEX_OP_FMAX, "MAX", "FMAX"},     {GEX_OP_INC, GEX_OP_FINC, "INC", "FINC"},
        {GEX_OP_DEC, GEX_OP_FDEC, "DEC", "FDEC"},     {GEX_OP_AND, GEX_OP_FAND, "AND", "FAND"},
        {GEX_OP_OR, GEX_OP_FOR, "OR", "FOR"},         {GEX_OP_XOR, GEX_OP_FXOR, "XOR", "FXOR"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        gex_OP_t f = GEX_OP_TO_FETCHING(pairs[i].nf);
        gex_OP_t nf = GEX_OP_TO_NONFETCHING(pairs[i].f);
        ok(f == pairs[i].f && nf == pairs[i].nf,
           "GEX_OP_TO_FETCHING(GEX_OP_%s) == GEX_OP_%s (0x%x) and GEX_OP_TO_NONFETCHING(GEX_OP_%s) "
           "== GEX_OP_%s (0x%x)",
           pairs[i].nfn, pairs[i].fn, (unsigned)f, pairs[i].fn, pairs[i].nfn, (unsigned)nf);
    }
    gex_OP_t seen = 0;
    int disjoint = 1;
    for (size_t k = 0; k < NOPS; k++) {
        gex_OP_t op = optab[k].op;
        if (op == 0 || (op & (op - 1)) || (seen & op))
            disjoint = 0;
        seen |= op;
    }
    if ((GEX_OP_USER | GEX_OP_USER_NC) & seen || !GEX_OP_USER || !GEX_OP_USER_NC ||
        GEX_OP_USER == GEX_OP_USER_NC)
        disjoint = 0;
    ok(disjoint && GEX_OP_CSWAP == GEX_OP_FCAS && GEX_AD_INVALID == 0,
       "the 25 atomic GEX_OP_* and USER/USER_NC are disjoint single bits; GEX_OP_CSWAP == "
       "GEX_OP_FCAS; GEX_AD_INVALID == 0");
    unsigned types = GEX_DT_I32 | GEX_DT_U32 | GEX_DT_I64 | GEX_DT_U64 | GEX_DT_FLT | GEX_DT_DBL;
    ok(__builtin_popcount(types) == 6 && !(types & GEX_DT_USER) &&
           !((GEX_DT_I32 | GEX_DT_U32 | GEX_DT_I64 | GEX_DT_U64 | GEX_DT_FLT) & GEX_DT_DBL),
       "GEX_DT_I32..GEX_DT_DBL and GEX_DT_USER are disjoint non-zero bits");
}

/* ------------------------------------------------------------------ */
/* Domains: one per type (their lifecycle is t_ad_domains' subject)    */
/* ------------------------------------------------------------------ */

static struct {
    gex_AD_t ad;
    gex_DT_t dt;
    gex_Flags_t flags;
} doms[6] = {
    {NULL, GEX_DT_I32, 0},
    {NULL, GEX_DT_U32, GEX_FLAG_AD_FAVOR_MY_RANK},
    {NULL, GEX_DT_I64, GEX_FLAG_AD_FAVOR_MY_NBRHD},
    {NULL, GEX_DT_U64, GEX_FLAG_AD_FAVOR_REMOTE},
    {NULL, GEX_DT_FLT, 0},
    {NULL, GEX_DT_DBL, GEX_FLAG_AD_FAVOR_MY_NBRHD},
};

/* Every valid opcode of its type, each with a FAVOR hint or none. */
static void create_domains(void)
{
    for (int i = 0; i < 6; i++)
        gex_AD_Create(&doms[i].ad, am_tm, doms[i].dt, all_ops(i >= 4), doms[i].flags);
}

static void destroy_domains(void)
{
    tap_barrier(); /* every operation on every rank is complete */
    for (int i = 0; i < 6; i++)
        gex_AD_Destroy(doms[i].ad);
}

/* ------------------------------------------------------------------ */
/* The last words of every segment, one writer per phase               */
/* ------------------------------------------------------------------ */

static void edge_words(void)
{
    for (gex_Rank_t k = 0; k < am_n; k++) {
        gex_Rank_t t = (gex_Rank_t)((am_me + k) % am_n);
        char *end = am_owner[t] + am_size[t];
        char *lend = am_local[t] + am_size[t];
        uint64_t u = 0;
        uint32_t w = 0;
        double d = 0;
        uint64_t v = 0x0123456789ABCDEFULL ^ am_me ^ ((uint64_t)t << 40);
        gex_AD_OpNBI_U64(doms[3].ad, NULL, t, end - 8, GEX_OP_SET, v, 0, GEX_FLAG_AD_REL);
        gex_NBI_Wait(GEX_EC_PUT, 0);
        gex_Event_Wait(gex_AD_OpNB_U64(doms[3].ad, &u, t, end - 8, GEX_OP_FADD, 3, 0, 0));
        if (u != v)
            am_fail(B_EDGE, "U64 FADD at the last word of rank %u fetched 0x%llx", (unsigned)t,
                    (unsigned long long)u);
        gex_Event_Wait(
            gex_AD_OpNB_U32(doms[1].ad, NULL, t, end - 12, GEX_OP_SET, 0xFFFF0000u, 0, 0));
        gex_Event_Wait(
            gex_AD_OpNB_U32(doms[1].ad, &w, t, end - 12, GEX_OP_FXOR, 0x0FF00FF0u, 0, 0));
        if (w != 0xFFFF0000u)
            am_fail(B_EDGE, "U32 FXOR at end-12 of rank %u fetched 0x%x", (unsigned)t, w);
        gex_AD_OpNBI_DBL(doms[5].ad, NULL, t, end - 24, GEX_OP_SET, -0.0, 0, 0);
        gex_NBI_Wait(GEX_EC_PUT, 0);
        gex_AD_OpNBI_DBL(doms[5].ad, &d, t, end - 24, GEX_OP_FSUB, 0.0, 0, 0);
        gex_NBI_Wait(GEX_EC_RMW, 0);
        if (d != 0.0 || !signbit(d))
            am_fail(B_EDGE, "DBL FSUB at end-24 of rank %u fetched %g (want -0.0)", (unsigned)t, d);
        gex_AD_OpNBI_U64(doms[3].ad, &u, t, end - 8, GEX_OP_GET, 0, 0, GEX_FLAG_AD_ACQ);
        gex_NBI_Wait(GEX_EC_GET, 0);
        uint64_t lu = __atomic_load_n((uint64_t *)(void *)(lend - 8), __ATOMIC_RELAXED);
        uint32_t lw = __atomic_load_n((uint32_t *)(void *)(lend - 12), __ATOMIC_RELAXED);
        double ld;
        memcpy(&ld, lend - 24, sizeof ld);
        if (u != v + 3 || lu != v + 3 || lw != (0xFFFF0000u ^ 0x0FF00FF0u) || ld != 0.0 ||
            !signbit(ld))
            am_fail(B_EDGE, "rank %u: last words hold 0x%llx / 0x%llx / 0x%x / %g", (unsigned)t,
                    (unsigned long long)u, (unsigned long long)lu, lw, ld);
        tap_barrier();
    }
    am_bucket_ok(B_EDGE, "U64/U32/DBL at the last bytes of every rank's segment (one writer per "
                         "phase): SET, FADD, FXOR, FSUB (-0.0 - 0.0 stays -0.0), GET");
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AD_OPS", segsize);
    if (am_n > sizeof jobrank_of / sizeof jobrank_of[0]) {
        ok(0, "at most %zu ranks", sizeof jobrank_of / sizeof jobrank_of[0]);
        gasnet_exit(tap_finish());
    }
    for (gex_Rank_t r = 0; r < am_n; r++)
        jobrank_of[r] = gex_TM_TranslateRankToJobrank(am_tm, r);
    note("t_ad_ops: %u ranks", (unsigned)am_n);
    init_fp_values();

    check_opcodes();
    create_domains();
    tap_barrier();

    run_I32(doms[0].ad, v_i32, sizeof v_i32 / sizeof v_i32[0]);
    run_U32(doms[1].ad, v_u32, sizeof v_u32 / sizeof v_u32[0]);
    run_I64(doms[2].ad, v_i64, sizeof v_i64 / sizeof v_i64[0]);
    run_U64(doms[3].ad, v_u64, sizeof v_u64 / sizeof v_u64[0]);
    run_FLT(doms[4].ad, v_flt, n_flt);
    run_DBL(doms[5].ad, v_dbl, n_dbl);
    am_bucket_ok(B_DOC, "as gasnet_ratomic.h documents: every gex_AD_OpNB_* returned "
                        "GEX_EVENT_INVALID, GEX_FLAG_IMMEDIATE never gave a no-op");
    tap_barrier();

    edge_words();
    destroy_domains();

    int rc = tap_finish();
    gasnet_exit(rc);
    return rc;
}
