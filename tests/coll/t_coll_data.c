/* t_coll_data: gex_Coll_BroadcastNB, gex_Coll_ReduceToAllNB and
 * gex_Coll_ReduceToOneNB over the primordial team.
 *
 *   pshmrun -n N t_coll_data [SEED]     (also runs without pshmrun: 1 rank)
 *
 *  1. Broadcast from every root, sizes 0, 1, 7, 8 KiB, 32 KiB (one data
 *     step exactly), 32 KiB+1, 100 KiB and 3 MiB (roots 1 and N-1 only for
 *     3 MiB above 4 ranks): dst (at a varying, often unaligned, offset, in private
 *     memory or in the own segment) gets the root's seeded pattern, the
 *     bytes just before and after dst are untouched, the root's src is
 *     unchanged, non-roots pass src NULL; in-place on the root (src == dst).
 *  2. Every built-in (dt, op): ADD, MULT, MIN, MAX for I32 U32 I64 U64 FLT
 *     DBL, and AND, OR, XOR for the integers, counts 1, 5 and 8193 (more
 *     than one 32 KiB data step for every type), as ReduceToAll, as
 *     ReduceToOne to every root (above 4 ranks: every root for count 5, three
 *     roots for 1 and 8193; the non-roots' dst untouched, or NULL), and
 *     in place (ReduceToAll with src == dst on every rank, ReduceToOne with
 *     src == dst on the root). The reference is computed serially from every
 *     rank's seeded contribution. Integers are compared exactly; their
 *     values span the full range, so ADD and MULT wrap (the reference
 *     computes in the unsigned type) and MIN/MAX see both signs. Floating
 *     point values are chosen so every association is exact (ADD: integers
 *     in [-1000, 1000]; MULT: +-2^e with small e; MIN/MAX: select only), and
 *     compared bit for bit.
 *  3. Inexact floating point: DBL ADD of random values in [0, 1): within
 *     (N-1) * 2^-52 * sum|x| of the serial sum (the usual bound for a sum of
 *     N terms in any order); every rank got the same bits (gasnet_coll.h:
 *     "Results are deterministic for identical calls on a team"), and a
 *     repeat of the same call gives the same bits.
 *  User operations and collectives in flight: t_coll_user.
 */
#include "coll_data_common.h"

#include <float.h>
#include <math.h>

#define BIG      (3 * MIB)
#define SEGBUF   (256 * KIB)
#define MAXROOTS 1024

static uint8_t *sbuf, *dbuf; /* private, BIG + 2*GUARD + 64 */
static uint8_t *segbuf;      /* in the own segment, SEGBUF */

/* ---------------------------------------------------------------- */
/* 1. Broadcast                                                       */
/* ---------------------------------------------------------------- */

static const size_t bsizes[] = {0, 1, 7, 8 * KIB, 32 * KIB, 32 * KIB + 1, 100 * KIB, BIG};
#define NBSIZES (sizeof bsizes / sizeof bsizes[0])

static uint32_t bseed(unsigned root, unsigned si, unsigned inplace)
{
    return am_seed(seed0, 0xB0 + inplace, root, si);
}

/* One broadcast of n bytes from root; returns 1 if this rank saw it right
 * (writes what went wrong into why). */
static int bcast_case(gex_Rank_t root, unsigned si, size_t n, unsigned k, int inplace, char *why,
                      size_t whylen)
{
    uint32_t seed = bseed(root, si, (unsigned)inplace);
    size_t off = GUARD + (k * 5) % 16; /* often unaligned */
    int in_seg = n + off + GUARD <= SEGBUF && (k & 1);
    uint8_t *base = in_seg ? segbuf : dbuf;
    uint8_t *dst = base + off;
    uint8_t *src = NULL;
    guard_set(dst, n);
    if (am_me == root) {
        if (inplace) {
            src = dst;
            am_fill(dst, n, seed);
        } else {
            src = sbuf + GUARD + (k * 3) % 16;
            am_fill(src, n, seed);
        }
    }
    gex_Event_t ev = gex_Coll_BroadcastNB(am_tm, root, dst, src, n, 0);
    sync_ev(ev, k);
    long bad = am_check(dst, n, seed);
    if (bad >= 0) {
        snprintf(why, whylen, "root %u, %zu bytes%s: dst byte %ld is 0x%02x, want 0x%02x",
                 (unsigned)root, n, inplace ? " in place" : "", bad, dst[bad], am_pat(seed, bad));
        return 0;
    }
    long g = guard_bad(dst, n);
    if (g) {
        snprintf(why, whylen, "root %u, %zu bytes: byte %ld outside dst was written",
                 (unsigned)root, n, g);
        return 0;
    }
    if (am_me == root && !inplace && am_check(src, n, seed) >= 0) {
        snprintf(why, whylen, "root %u, %zu bytes: the root's src changed", (unsigned)root, n);
        return 0;
    }
    return 1;
}

static void part_bcast(void)
{
    char why[200];
    unsigned k = 0;
    for (unsigned si = 0; si < NBSIZES; si++) {
        size_t n = bsizes[si];
        unsigned bad = 0, roots = 0;
        why[0] = '\0';
        /* 3 MiB: every root up to 4 ranks, else roots 1 and N-1 */
        for (gex_Rank_t root = 0; root < am_n; root++) {
            if (n == BIG && am_n > 4 && root != 1 && root != am_n - 1)
                continue;
            char w[200];
            roots++;
            if (!bcast_case(root, si, n, k++, 0, w, sizeof w) && bad++ == 0)
                snprintf(why, sizeof why, "%s", w);
        }
        if (!ok(bad == 0,
                "Broadcast of %zu bytes from %u root(s): dst right, nothing around it "
                "written, root's src unchanged",
                n, roots))
            diag("%u bad case(s); first: %s", bad, why);
    }
    /* in place on the root */
    static const size_t isz[] = {1, 32 * KIB + 1, 100 * KIB};
    for (unsigned i = 0; i < 3; i++) {
        unsigned bad = 0;
        why[0] = '\0';
        for (gex_Rank_t root = 0; root < am_n; root++) {
            char w[200];
            if (!bcast_case(root, 10 + i, isz[i], k++, 1, w, sizeof w) && bad++ == 0)
                snprintf(why, sizeof why, "%s", w);
        }
        if (!ok(bad == 0, "Broadcast of %zu bytes in place on the root (src == dst), every root",
                isz[i]))
            diag("%u bad case(s); first: %s", bad, why);
    }
}

/* ---------------------------------------------------------------- */
/* 2. Built-in reductions                                             */
/* ---------------------------------------------------------------- */

struct dtinfo {
    gex_DT_t dt;
    size_t sz;
    const char *name;
    int fp;
};
static const struct dtinfo dts[] = {
    {GEX_DT_I32, 4, "I32", 0}, {GEX_DT_U32, 4, "U32", 0}, {GEX_DT_I64, 8, "I64", 0},
    {GEX_DT_U64, 8, "U64", 0}, {GEX_DT_FLT, 4, "FLT", 1}, {GEX_DT_DBL, 8, "DBL", 1},
};
struct opinfo {
    gex_OP_t op;
    const char *name;
    int int_only;
};
static const struct opinfo ops[] = {
    {GEX_OP_ADD, "ADD", 0}, {GEX_OP_MULT, "MULT", 0}, {GEX_OP_MIN, "MIN", 0},
    {GEX_OP_MAX, "MAX", 0}, {GEX_OP_AND, "AND", 1},   {GEX_OP_OR, "OR", 1},
    {GEX_OP_XOR, "XOR", 1},
};
#define NDT (sizeof dts / sizeof dts[0])
#define NOP (sizeof ops / sizeof ops[0])
static const size_t counts[] = {1, 5, 8193};
#define NCOUNT 3

/* Rank r's element i for (dt, op, case c). */
static void gen(const struct dtinfo *d, gex_OP_t op, unsigned c, gex_Rank_t r, size_t i, void *out)
{
    rng_t g = rng_keyed((uint32_t)d->dt * 0x100u + (uint32_t)op, c, r, (uint32_t)i);
    uint64_t v = rnd(&g), w = rnd(&g), x = rnd(&g);
    if (!d->fp) {
        if (op == GEX_OP_AND)
            v = ~(v & w & x); /* each bit set with probability 7/8 */
        else if (op == GEX_OP_OR)
            v = v & w & x; /* 1/8 */
        if (d->sz == 4) {
            uint32_t u = (uint32_t)(v >> 16);
            memcpy(out, &u, 4);
        } else {
            memcpy(out, &v, 8);
        }
        return;
    }
    double val;
    if (op == GEX_OP_ADD) {
        val = (double)((int)(v % 2001) - 1000);
    } else if (op == GEX_OP_MULT) {
        /* +-2^e, |e| small enough that N factors stay normal in float */
        int emax = am_n <= 12 ? 8 : (int)(96 / am_n);
        if (emax < 1)
            emax = 1;
        int e = (int)(v % (uint64_t)(2 * emax + 1)) - emax;
        val = ldexp((w & 1) ? -1.0 : 1.0, e);
    } else {
        val = (double)((int64_t)(v % 2000001) - 1000000) / 64.0; /* exact in float too */
    }
    if (d->sz == 4) {
        float f = (float)val;
        memcpy(out, &f, 4);
    } else {
        memcpy(out, &val, 8);
    }
}

/* y = x (op) y, one element, the serial reference. */
#define REF_INT(T, UT)                                                                             \
    do {                                                                                           \
        T a, b;                                                                                    \
        memcpy(&a, x, sizeof a);                                                                   \
        memcpy(&b, y, sizeof b);                                                                   \
        T res = 0;                                                                                 \
        switch (op) {                                                                              \
        case GEX_OP_ADD: res = (T)((UT)a + (UT)b); break;                                          \
        case GEX_OP_MULT: res = (T)((UT)a * (UT)b); break;                                         \
        case GEX_OP_MIN: res = a < b ? a : b; break;                                               \
        case GEX_OP_MAX: res = a > b ? a : b; break;                                               \
        case GEX_OP_AND: res = a & b; break;                                                       \
        case GEX_OP_OR: res = a | b; break;                                                        \
        case GEX_OP_XOR: res = a ^ b; break;                                                       \
        }                                                                                          \
        memcpy(y, &res, sizeof res);                                                               \
    } while (0)
#define REF_FP(T)                                                                                  \
    do {                                                                                           \
        T a, b;                                                                                    \
        memcpy(&a, x, sizeof a);                                                                   \
        memcpy(&b, y, sizeof b);                                                                   \
        T res = 0;                                                                                 \
        switch (op) {                                                                              \
        case GEX_OP_ADD: res = a + b; break;                                                       \
        case GEX_OP_MULT: res = a * b; break;                                                      \
        case GEX_OP_MIN: res = a < b ? a : b; break;                                               \
        case GEX_OP_MAX: res = a > b ? a : b; break;                                               \
        }                                                                                          \
        memcpy(y, &res, sizeof res);                                                               \
    } while (0)

static void ref_op(const struct dtinfo *d, gex_OP_t op, const void *x, void *y)
{
    switch (d->dt) {
    case GEX_DT_I32: REF_INT(int32_t, uint32_t); break;
    case GEX_DT_U32: REF_INT(uint32_t, uint32_t); break;
    case GEX_DT_I64: REF_INT(int64_t, uint64_t); break;
    case GEX_DT_U64: REF_INT(uint64_t, uint64_t); break;
    case GEX_DT_FLT: REF_FP(float); break;
    case GEX_DT_DBL: REF_FP(double); break;
    }
}

static void elem_str(const struct dtinfo *d, const void *p, char *s, size_t n)
{
    switch (d->dt) {
    case GEX_DT_I32: {
        int32_t v;
        memcpy(&v, p, 4);
        snprintf(s, n, "%d", v);
        break;
    }
    case GEX_DT_U32: {
        uint32_t v;
        memcpy(&v, p, 4);
        snprintf(s, n, "%u", v);
        break;
    }
    case GEX_DT_I64: {
        int64_t v;
        memcpy(&v, p, 8);
        snprintf(s, n, "%lld", (long long)v);
        break;
    }
    case GEX_DT_U64: {
        uint64_t v;
        memcpy(&v, p, 8);
        snprintf(s, n, "%llu", (unsigned long long)v);
        break;
    }
    case GEX_DT_FLT: {
        float v;
        memcpy(&v, p, 4);
        snprintf(s, n, "%a", (double)v);
        break;
    }
    default: {
        double v;
        memcpy(&v, p, 8);
        snprintf(s, n, "%a", v);
        break;
    }
    }
}

/* One built-in reduction case. Several are in flight at once (a batch),
 * each with its own buffers. */
struct rcase {
    const struct dtinfo *d;
    const struct opinfo *o;
    size_t cnt;
    int variant;
    gex_Rank_t root;
    unsigned c;
    uint8_t *src, *dst, *out; /* out: where the result lands on this rank */
    int delivers;
};
#define BATCH 8
static uint8_t *bsrc[BATCH], *bdst[BATCH]; /* 8193 * 8 + 2 * GUARD each */

static gex_Event_t reduce_issue(struct rcase *k, unsigned slot)
{
    const struct dtinfo *d = k->d;
    size_t nb = k->cnt * d->sz;
    uint8_t *src = bsrc[slot] + GUARD, *dst = bdst[slot] + GUARD;
    guard_set(src, nb);
    guard_set(dst, nb);
    for (size_t i = 0; i < k->cnt; i++)
        gen(d, k->o->op, k->c, am_me, i, src + i * d->sz);
    k->src = src;
    k->dst = dst;
    k->out = dst;
    k->delivers = k->variant != V_ONE || am_me == k->root;
    gex_OP_t op = k->o->op;
    if (k->variant == V_ALL)
        return gex_Coll_ReduceToAllNB(am_tm, dst, src, d->dt, d->sz, k->cnt, op, NULL, NULL, 0);
    if (k->variant == V_ONE) {
        /* non-roots: dst NULL every other case, else a buffer that must stay untouched */
        void *dp = am_me == k->root || (k->c & 1) ? dst : NULL;
        return gex_Coll_ReduceToOneNB(am_tm, k->root, dp, src, d->dt, d->sz, k->cnt, op, NULL, NULL,
                                      0);
    }
    if (k->c & 1) { /* ReduceToAll in place on every rank */
        k->out = src;
        return gex_Coll_ReduceToAllNB(am_tm, src, src, d->dt, d->sz, k->cnt, op, NULL, NULL, 0);
    }
    /* ReduceToOne in place on the root */
    k->delivers = am_me == k->root;
    k->out = am_me == k->root ? src : dst;
    return gex_Coll_ReduceToOneNB(am_tm, k->root, am_me == k->root ? src : NULL, src, d->dt, d->sz,
                                  k->cnt, op, NULL, NULL, 0);
}

/* After completion: 1 if this rank saw the case right. */
static int reduce_check(const struct rcase *k, char *why, size_t whylen)
{
    const struct dtinfo *d = k->d;
    const struct opinfo *o = k->o;
    size_t cnt = k->cnt, nb = cnt * d->sz;
    uint8_t *ref = rref + GUARD;
    const char *vn = k->variant == V_ALL   ? "ReduceToAll"
                     : k->variant == V_ONE ? "ReduceToOne"
                                           : "in place";
    if (k->delivers) {
        for (size_t i = 0; i < cnt; i++) {
            gen(d, o->op, k->c, 0, i, ref + i * d->sz);
            for (gex_Rank_t r = 1; r < am_n; r++) {
                uint8_t e[8];
                gen(d, o->op, k->c, r, i, e);
                ref_op(d, o->op, e, ref + i * d->sz);
            }
        }
        for (size_t i = 0; i < cnt; i++)
            if (memcmp(k->out + i * d->sz, ref + i * d->sz, d->sz)) {
                char g[64], w[64];
                elem_str(d, k->out + i * d->sz, g, sizeof g);
                elem_str(d, ref + i * d->sz, w, sizeof w);
                snprintf(why, whylen, "%s %s %s count %zu root %u: element %zu is %s, want %s", vn,
                         d->name, o->name, cnt, (unsigned)k->root, i, g, w);
                return 0;
            }
    } else {
        for (size_t i = 0; i < nb; i++)
            if (k->dst[i] != SENT) {
                snprintf(why, whylen, "%s %s %s count %zu root %u: non-root dst byte %zu written",
                         vn, d->name, o->name, cnt, (unsigned)k->root, i);
                return 0;
            }
    }
    if (guard_bad(k->dst, nb) || guard_bad(k->src, nb)) {
        snprintf(why, whylen, "%s %s %s count %zu root %u: a byte around src/dst was written", vn,
                 d->name, o->name, cnt, (unsigned)k->root);
        return 0;
    }
    if (k->out != k->src) {
        for (size_t i = 0; i < cnt; i++) {
            uint8_t e[8];
            gen(d, o->op, k->c, am_me, i, e);
            if (memcmp(e, k->src + i * d->sz, d->sz)) {
                snprintf(why, whylen, "%s %s %s count %zu: src element %zu changed", vn, d->name,
                         o->name, cnt, i);
                return 0;
            }
        }
    }
    return 1;
}

/* Sync a batch: gex_Event_WaitAll, gex_Event_Wait in reverse order, or
 * Test loops in order. */
static void sync_batch(gex_Event_t *ev, unsigned n, unsigned how)
{
    switch (how % 3) {
    case 0: gex_Event_WaitAll(ev, n, 0); return;
    case 1:
        for (unsigned i = n; i-- > 0;)
            gex_Event_Wait(ev[i]);
        return;
    default:
        for (unsigned i = 0; i < n; i++)
            sync_ev(ev[i], 2);
        return;
    }
}

static void part_builtin(void)
{
    unsigned c = 0, how = 0;
    struct rcase cases[3 * MAXROOTS];
    for (unsigned di = 0; di < NDT; di++)
        for (unsigned oi = 0; oi < NOP; oi++) {
            const struct dtinfo *d = &dts[di];
            const struct opinfo *o = &ops[oi];
            if (d->fp && o->int_only)
                continue;
            for (int variant = V_ALL; variant <= V_INPLACE; variant++) {
                unsigned bad = 0, ncase = 0;
                char why[240] = "", w[240];
                for (unsigned ci = 0; ci < NCOUNT; ci++) {
                    gex_Rank_t nroots = variant == V_ALL ? 1 : am_n;
                    for (gex_Rank_t root = 0; root < nroots; root++) {
                        /* in place: a root per count for the ReduceToOne form */
                        if (variant == V_INPLACE && root != (ci * 3 + di) % am_n)
                            continue;
                        if (variant == V_ONE && !root_used(root, ci, di * NOP + oi))
                            continue;
                        if (ncase == sizeof cases / sizeof cases[0])
                            continue;
                        cases[ncase++] = (struct rcase){d,   o,    counts[ci], variant, root,
                                                        c++, NULL, NULL,       NULL,    0};
                    }
                }
                /* batches of up to BATCH collectives in flight */
                for (unsigned b = 0; b < ncase; b += BATCH) {
                    unsigned nb = ncase - b < BATCH ? ncase - b : BATCH;
                    gex_Event_t ev[BATCH];
                    for (unsigned j = 0; j < nb; j++)
                        ev[j] = reduce_issue(&cases[b + j], j);
                    sync_batch(ev, nb, how++);
                    for (unsigned j = 0; j < nb; j++)
                        if (!reduce_check(&cases[b + j], w, sizeof w) && bad++ == 0)
                            snprintf(why, sizeof why, "%s", w);
                }
                const char *vn = variant == V_ALL   ? "ReduceToAll"
                                 : variant == V_ONE ? "ReduceToOne to every root"
                                                    : "in place (src == dst)";
                if (!ok(bad == 0, "%s %s %s, counts 1 5 8193 (%u calls, up to %d in flight)", vn,
                        d->name, o->name, ncase, BATCH))
                    diag("%u bad; first: %s", bad, why);
            }
        }
}

/* ---------------------------------------------------------------- */
/* 3. Inexact floating point                                          */
/* ---------------------------------------------------------------- */

struct fpshare {
    uint32_t hash[1024];
};
static struct fpshare *fpsh;

static void part_inexact(void)
{
    const size_t cnt = 8193;
    double *src = (double *)(rsrc + GUARD), *dst = (double *)(rdst + GUARD),
           *again = (double *)(rtmp + GUARD);
    double maxerr = 0;
    unsigned outside = 0;
    for (size_t i = 0; i < cnt; i++) {
        rng_t g = rng_keyed(0xF9, am_me, (uint32_t)i, 1);
        src[i] = (double)(rnd(&g) >> 11) * 0x1p-53;
    }
    gex_Event_Wait(
        gex_Coll_ReduceToAllNB(am_tm, dst, src, GEX_DT_DBL, 8, cnt, GEX_OP_ADD, NULL, NULL, 0));
    gex_Event_Wait(
        gex_Coll_ReduceToAllNB(am_tm, again, src, GEX_DT_DBL, 8, cnt, GEX_OP_ADD, NULL, NULL, 0));
    for (size_t i = 0; i < cnt; i++) {
        double sum = 0, abs = 0;
        for (gex_Rank_t r = 0; r < am_n; r++) {
            rng_t g = rng_keyed(0xF9, r, (uint32_t)i, 1);
            double x = (double)(rnd(&g) >> 11) * 0x1p-53;
            sum += x;
            abs += fabs(x);
        }
        double tol = (double)(am_n > 1 ? am_n - 1 : 1) * DBL_EPSILON * abs;
        double err = fabs(dst[i] - sum);
        if (err > maxerr)
            maxerr = err;
        if (err > tol)
            outside++;
    }
    ok(outside == 0,
       "DBL ADD of %zu random values in [0, 1): within (N-1)*2^-52*sum|x| of the "
       "serial sum (%u outside; max error %g)",
       cnt, outside, maxerr);
    ok(memcmp(dst, again, cnt * 8) == 0, "the same DBL ADD again gives the same bits");
    fpsh->hash[am_me] = am_sum(dst, cnt * 8);
    tap_barrier();
    unsigned differ = 0;
    for (gex_Rank_t r = 0; r < am_n; r++)
        differ += fpsh->hash[r] != fpsh->hash[0];
    ok(differ == 0,
       "every rank got the same bits from the inexact DBL ADD (%u differ from rank "
       "0's)",
       differ);
    tap_barrier();
}

/* ---------------------------------------------------------------- */

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return TAP_RESERVED + sizeof(struct fpshare) + SEGBUF + GUARD;
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_COLL_DATA", segsize);
    if (argc > 1)
        seed0 = (uint32_t)strtoul(argv[1], NULL, 0);
    note("%u ranks, seed 0x%08x (pass it as argv[1] to repeat); host: %s", (unsigned)am_n, seed0,
         pshmex_QueryHostTopology());
    if (am_n > 1024) {
        ok(0, "at most 1024 ranks supported by this test (got %u)", (unsigned)am_n);
        gasnet_exit(tap_finish());
    }
    fpsh = (struct fpshare *)(am_local[0] + TAP_RESERVED);
    segbuf = (uint8_t *)am_local[am_me] + TAP_RESERVED + sizeof(struct fpshare);
    sbuf = malloc(BIG + 2 * GUARD + 64);
    dbuf = malloc(BIG + 2 * GUARD + 64);
    alloc_rbufs();
    for (int b = 0; b < BATCH; b++) {
        bsrc[b] = malloc(8193 * 8 + 2 * GUARD);
        bdst[b] = malloc(8193 * 8 + 2 * GUARD);
        if (!bsrc[b] || !bdst[b])
            sbuf = NULL;
    }
    if (!sbuf || !dbuf) {
        printf("not ok - out of memory\n");
        gasnet_exit(99);
    }
    double t[4];
    t[0] = am_now();
    part_bcast();
    t[1] = am_now();
    part_builtin();
    t[2] = am_now();
    part_inexact();
    t[3] = am_now();
    note("broadcast %.2f s, built-in reductions %.2f s, inexact %.2f s", t[1] - t[0], t[2] - t[1],
         t[3] - t[2]);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
