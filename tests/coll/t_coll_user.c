/* t_coll_user: user-defined reductions (gex_Coll_ReduceToAllNB and
 * gex_Coll_ReduceToOneNB with GEX_OP_USER / GEX_OP_USER_NC) and
 * collectives in flight together, over the primordial team.
 *
 *   pshmrun -n N t_coll_user [SEED]     (also runs without pshmrun: 1 rank)
 *
 *  1. User operations: GEX_DT_USER (24-byte struct {sum, max, min}) with
 *     GEX_OP_USER; GEX_OP_USER with a built-in type (I32, addition mod a
 *     prime); GEX_OP_USER_NC with GEX_DT_USER 2x2 matrices mod 2^64 checked
 *     against the rank-ordered product M0*M1*...*M(N-1); GEX_OP_USER_NC with
 *     GEX_DT_U64 "first non-zero in rank order"; user types of 5000 bytes
 *     (6 per data step) and 32 KiB (the limit, the spec's floor for it:
 *     one per step). Every call of
 *     a user op must get the user_cdata pointer given, a positive count, and
 *     arg1 not overlapping arg2_and_out.
 *  2. Several collectives in flight at once: a broadcast, reductions (tree
 *     and rank-ordered chain shapes mixed), a barrier, issued back to back
 *     and synced with gex_Event_WaitAll, in reverse order, or by Test loops.
 *  3. Many small collectives in flight: 24 back to back (U64 ADD
 *     ReduceToAll and ReduceToOne of 1 to 128 elements, broadcasts of 1 to
 *     1024 bytes from rotating roots, barriers, and a 2 KiB reduction among
 *     them), more than a small team's flat steps have slots for, with one
 *     rank late by a random delay before it issues them; every result
 *     checked. Run over the flat steps and, with PSHMEX_COLL_FLAT=0, the
 *     tree (coll.sh).
 *  4. Shapes in turn: one op at a time, each synced before the next, the
 *     shape changing from op to op (a USER_NC chain reduction, of three
 *     steps every fourth round, 8-byte broadcasts from every root, a 40 KiB
 *     broadcast of several steps, a tree reduction), 200 rounds: each op must wait for whoever
 * still reads a buffer for the op before it.
 */
#include "coll_data_common.h"

#define FLIGHT_BYTES (50 * KIB) /* the largest broadcast in flight */

enum { B_USER };

static uint8_t *sbuf, *dbuf; /* private, FLIGHT_BYTES + 2*GUARD */

/* ---------------------------------------------------------------- */
/* 1. User operations                                                 */
/* ---------------------------------------------------------------- */

struct ucdata {
    uint64_t magic;
    unsigned long calls;
};
static struct ucdata ucd = {0x5AFEC0DAu, 0};
static struct ucdata ucd2 = {0xC0DE2u, 0};

static void check_call(const void *x, const void *y, size_t count, size_t sz, const void *cdata,
                       const struct ucdata *want, const char *fn)
{
    if (cdata != want)
        am_fail(B_USER, "%s got cdata %p, want %p", fn, cdata, (const void *)want);
    if (count == 0)
        am_fail(B_USER, "%s got count 0", fn);
    const char *a = x, *b = y;
    if (a < b + count * sz && b < a + count * sz)
        am_fail(B_USER, "%s: arg1 %p and arg2_and_out %p overlap (count %zu)", fn, x, y, count);
    ((struct ucdata *)(uintptr_t)want)->calls++;
}

/* GEX_DT_USER, 24 bytes, commutative */
struct smm {
    int64_t sum, max, min;
};
static void op_smm(const void *arg1, void *arg2_and_out, size_t count, const void *cdata)
{
    check_call(arg1, arg2_and_out, count, sizeof(struct smm), cdata, &ucd, "op_smm");
    const struct smm *x = arg1;
    struct smm *y = arg2_and_out;
    for (size_t i = 0; i < count; i++) {
        y[i].sum = (int64_t)((uint64_t)x[i].sum + (uint64_t)y[i].sum);
        y[i].max = x[i].max > y[i].max ? x[i].max : y[i].max;
        y[i].min = x[i].min < y[i].min ? x[i].min : y[i].min;
    }
}
static void gen_smm(unsigned c, gex_Rank_t r, size_t i, struct smm *e)
{
    rng_t g = rng_keyed(0x5AA, c, r, (uint32_t)i);
    e->sum = (int64_t)rnd(&g);
    e->max = (int64_t)rnd(&g);
    e->min = (int64_t)rnd(&g);
}

/* GEX_DT_I32 with a user op: addition mod a prime */
#define PRIME 1000003
static void op_addp(const void *arg1, void *arg2_and_out, size_t count, const void *cdata)
{
    check_call(arg1, arg2_and_out, count, 4, cdata, &ucd2, "op_addp");
    const int32_t *x = arg1;
    int32_t *y = arg2_and_out;
    for (size_t i = 0; i < count; i++)
        y[i] = (int32_t)(((int64_t)x[i] + y[i]) % PRIME);
}

/* GEX_DT_USER 2x2 matrices mod 2^64, non-commutative: y = x * y */
struct mat {
    uint64_t a, b, c, d;
};
static void matmul(const struct mat *x, const struct mat *y, struct mat *out)
{
    struct mat m = {x->a * y->a + x->b * y->c, x->a * y->b + x->b * y->d, x->c * y->a + x->d * y->c,
                    x->c * y->b + x->d * y->d};
    *out = m;
}
static void op_mat(const void *arg1, void *arg2_and_out, size_t count, const void *cdata)
{
    check_call(arg1, arg2_and_out, count, sizeof(struct mat), cdata, &ucd, "op_mat");
    const struct mat *x = arg1;
    struct mat *y = arg2_and_out;
    for (size_t i = 0; i < count; i++)
        matmul(&x[i], &y[i], &y[i]);
}
static void gen_mat(unsigned c, gex_Rank_t r, size_t i, struct mat *e)
{
    rng_t g = rng_keyed(0x3A7, c, r, (uint32_t)i);
    e->a = rnd(&g);
    e->b = rnd(&g);
    e->c = rnd(&g);
    e->d = rnd(&g);
}

/* GEX_DT_U64, non-commutative: the first non-zero in rank order */
static void op_first(const void *arg1, void *arg2_and_out, size_t count, const void *cdata)
{
    check_call(arg1, arg2_and_out, count, 8, cdata, &ucd2, "op_first");
    const uint64_t *x = arg1;
    uint64_t *y = arg2_and_out;
    for (size_t i = 0; i < count; i++)
        y[i] = x[i] ? x[i] : y[i];
}
static uint64_t gen_first(unsigned c, gex_Rank_t r, size_t i)
{
    rng_t g = rng_keyed(0xF1F, c, r, (uint32_t)i);
    uint64_t v = rnd(&g);
    return (v % 3) == 0 ? (rnd(&g) | 1) : 0; /* non-zero with probability 1/3 */
}

/* Large user types: lanes of uint64 added */
static size_t big_sz;
static void op_lanes(const void *arg1, void *arg2_and_out, size_t count, const void *cdata)
{
    check_call(arg1, arg2_and_out, count, big_sz, cdata, &ucd, "op_lanes");
    const uint64_t *x = arg1;
    uint64_t *y = arg2_and_out;
    for (size_t i = 0; i < count * big_sz / 8; i++)
        y[i] += x[i];
}

enum { U_SMM, U_ADDP, U_MAT, U_FIRST, U_LANES5000, U_LANES32K, NUSER };
static const char *const uname[NUSER] = {
    "GEX_DT_USER 24-byte {sum,max,min} with GEX_OP_USER",
    "GEX_DT_I32 with GEX_OP_USER (addition mod 1000003)",
    "GEX_DT_USER 2x2 matrices with GEX_OP_USER_NC (rank-ordered product)",
    "GEX_DT_U64 with GEX_OP_USER_NC (first non-zero in rank order)",
    "GEX_DT_USER of 5000 bytes (3 per data step) with GEX_OP_USER",
    "GEX_DT_USER of 32 KiB (the limit) with GEX_OP_USER",
};

static size_t usz(int u)
{
    switch (u) {
    case U_SMM: return sizeof(struct smm);
    case U_ADDP: return 4;
    case U_MAT: return sizeof(struct mat);
    case U_FIRST: return 8;
    case U_LANES5000: return 5000;
    default: return 32 * KIB;
    }
}

/* Element i of rank r's contribution. */
static void ugen(int u, unsigned c, gex_Rank_t r, size_t i, void *out)
{
    switch (u) {
    case U_SMM: gen_smm(c, r, i, out); return;
    case U_ADDP: {
        rng_t g = rng_keyed(0xADD, c, r, (uint32_t)i);
        int32_t v = (int32_t)(rnd(&g) % PRIME);
        memcpy(out, &v, 4);
        return;
    }
    case U_MAT: gen_mat(c, r, i, out); return;
    case U_FIRST: {
        uint64_t v = gen_first(c, r, i);
        memcpy(out, &v, 8);
        return;
    }
    default: {
        size_t sz = usz(u);
        uint64_t *p = out;
        for (size_t l = 0; l < sz / 8; l++)
            p[l] = am_seed(c, r, (uint32_t)i, (uint32_t)l) * 0x9E3779B97F4A7C15ull;
        return;
    }
    }
}

static void uop_call(int u, const void *x, void *y, size_t count)
{
    unsigned long save1 = ucd.calls, save2 = ucd2.calls; /* the reference's calls don't count */
    switch (u) {
    case U_SMM: op_smm(x, y, count, &ucd); break;
    case U_ADDP: op_addp(x, y, count, &ucd2); break;
    case U_MAT: op_mat(x, y, count, &ucd); break;
    case U_FIRST: op_first(x, y, count, &ucd2); break;
    default:
        big_sz = usz(u);
        op_lanes(x, y, count, &ucd);
        break;
    }
    ucd.calls = save1;
    ucd2.calls = save2;
}

static gex_Coll_ReduceFn_t ufn(int u)
{
    switch (u) {
    case U_SMM: return op_smm;
    case U_ADDP: return op_addp;
    case U_MAT: return op_mat;
    case U_FIRST: return op_first;
    default: return op_lanes;
    }
}

static int ucase(int u, size_t cnt, int variant, gex_Rank_t root, unsigned c, unsigned how,
                 char *why, size_t whylen)
{
    size_t sz = usz(u), nb = sz * cnt;
    gex_DT_t dt = u == U_ADDP ? GEX_DT_I32 : u == U_FIRST ? GEX_DT_U64 : GEX_DT_USER;
    gex_OP_t op = (u == U_MAT || u == U_FIRST) ? GEX_OP_USER_NC : GEX_OP_USER;
    void *cd = (u == U_ADDP || u == U_FIRST) ? (void *)&ucd2 : (void *)&ucd;
    uint8_t *src = rsrc + GUARD, *dst = rdst + GUARD, *ref = rref + GUARD, *tmp = rtmp + GUARD;
    big_sz = sz;
    /* reference: x0 (+) (x1 (+) (... (+) x(n-1))), in rank order */
    for (size_t i = 0; i < cnt; i++) {
        ugen(u, c, am_n - 1, i, ref + i * sz);
        for (gex_Rank_t r = am_n - 1; r-- > 0;) {
            ugen(u, c, r, i, tmp);
            uop_call(u, tmp, ref + i * sz, 1);
        }
    }
    guard_set(src, nb);
    guard_set(dst, nb);
    for (size_t i = 0; i < cnt; i++)
        ugen(u, c, am_me, i, src + i * sz);
    uint8_t *out = dst;
    int delivers = variant != V_ONE || am_me == root;
    gex_Event_t ev;
    if (variant == V_ALL)
        ev = gex_Coll_ReduceToAllNB(am_tm, dst, src, dt, sz, cnt, op, ufn(u), cd, 0);
    else if (variant == V_ONE)
        ev = gex_Coll_ReduceToOneNB(am_tm, root, am_me == root ? dst : NULL, src, dt, sz, cnt, op,
                                    ufn(u), cd, 0);
    else {
        out = src;
        ev = gex_Coll_ReduceToAllNB(am_tm, src, src, dt, sz, cnt, op, ufn(u), cd, 0);
    }
    sync_ev(ev, how);
    if (delivers)
        for (size_t i = 0; i < cnt; i++)
            if (memcmp(out + i * sz, ref + i * sz, sz)) {
                size_t b = 0;
                while (out[i * sz + b] == ref[i * sz + b])
                    b++;
                snprintf(why, whylen, "count %zu root %u: element %zu differs (byte %zu)", cnt,
                         (unsigned)root, i, b);
                return 0;
            }
    if (guard_bad(out, nb) || guard_bad(dst, nb) || guard_bad(src, nb)) {
        snprintf(why, whylen, "count %zu root %u: a byte around src/dst was written", cnt,
                 (unsigned)root);
        return 0;
    }
    return 1;
}

static void part_user(void)
{
    unsigned c = 1000, how = 0;
    for (int u = 0; u < NUSER; u++) {
        size_t cnts[3] = {1, 5, 0};
        cnts[2] = u == U_SMM         ? 1000
                  : u == U_MAT       ? 600
                  : u == U_LANES5000 ? 7
                  : u == U_LANES32K  ? 3
                                     : 8193; /* more than one data step */
        for (int variant = V_ALL; variant <= V_INPLACE; variant++) {
            unsigned bad = 0, cases = 0;
            char why[200] = "", w[200];
            for (unsigned ci = 0; ci < 3; ci++) {
                gex_Rank_t nroots = variant == V_ONE ? am_n : 1;
                for (gex_Rank_t root = 0; root < nroots; root++) {
                    if (variant == V_ONE && !root_used(root, ci, (unsigned)u))
                        continue;
                    cases++;
                    if (!ucase(u, cnts[ci], variant, root, c++, how++, w, sizeof w) && bad++ == 0)
                        snprintf(why, sizeof why, "%s", w);
                }
            }
            const char *vn = variant == V_ALL   ? "ReduceToAll"
                             : variant == V_ONE ? "ReduceToOne to every root"
                                                : "ReduceToAll in place";
            if (!ok(bad == 0, "%s: %s, counts 1 5 %zu (%u calls)", uname[u], vn, cnts[2], cases))
                diag("%u bad; first: %s", bad, why);
        }
    }
    am_bucket_ok(B_USER, "every user op call got the user_cdata given, count > 0, and "
                         "non-overlapping arguments");
    /* over all ranks, the user ops were called (N > 1): rank 0 combines
     * every reduction on the tree and on the chain */
    if (am_me == 0 && am_n > 1)
        ok(ucd.calls > 0 && ucd2.calls > 0, "rank 0's user ops ran (%lu and %lu calls)", ucd.calls,
           ucd2.calls);
    else
        ok(1, "user op calls on rank 0 (%lu, %lu): not required here", ucd.calls, ucd2.calls);
}

/* ---------------------------------------------------------------- */
/* 2. Several collectives in flight                                   */
/* ---------------------------------------------------------------- */

static void part_inflight(void)
{
    const size_t bn = FLIGHT_BYTES, rc = 4097, mc = 600;
    uint8_t *bdst = dbuf + GUARD, *bsrc = sbuf + GUARD;
    uint64_t *r1 = malloc(rc * 8), *r1src = malloc(rc * 8), *r1ref = malloc(rc * 8);
    int32_t *r2 = malloc(rc * 4), *r2src = malloc(rc * 4), *r2ref = malloc(rc * 4);
    struct mat *m1 = malloc(mc * sizeof *m1), *m1src = malloc(mc * sizeof *m1),
               *m1ref = malloc(mc * sizeof *m1), *m2 = malloc(mc * sizeof *m2),
               *m2src = malloc(mc * sizeof *m2), *m2ref = malloc(mc * sizeof *m2);
    uint8_t *b2 = malloc(100), *b2src = malloc(100);
    if (!r1 || !r1src || !r1ref || !r2 || !r2src || !r2ref || !m1 || !m1src || !m1ref || !m2 ||
        !m2src || !m2ref || !b2 || !b2src) {
        printf("not ok - out of memory\n");
        gasnet_exit(99);
    }
    unsigned bad[3] = {0, 0, 0};
    char why[200] = "";
    for (unsigned k = 0; k < 12; k++) {
        unsigned mode = k % 3;
        gex_Rank_t broot = (gex_Rank_t)((k * 7 + 1) % am_n), oroot = (gex_Rank_t)(k % am_n);
        gex_Rank_t b2root = (gex_Rank_t)((k + am_n / 2) % am_n);
        uint32_t bs = am_seed(seed0, 0x1F, k, 1), b2s = am_seed(seed0, 0x1F, k, 2);
        if (am_me == broot)
            am_fill(bsrc, bn, bs);
        if (am_me == b2root)
            am_fill(b2src, 100, b2s);
        memset(bdst, 0, bn);
        memset(b2, 0, 100);
        for (size_t i = 0; i < rc; i++) {
            r1src[i] = am_seed(k, am_me, (uint32_t)i, 3) * 0x100000001ull;
            r2src[i] = (int32_t)am_seed(k, am_me, (uint32_t)i, 4);
            r1ref[i] = 0;
            r2ref[i] = INT32_MIN;
            for (gex_Rank_t r = 0; r < am_n; r++) {
                r1ref[i] += am_seed(k, r, (uint32_t)i, 3) * 0x100000001ull;
                int32_t v = (int32_t)am_seed(k, r, (uint32_t)i, 4);
                r2ref[i] = v > r2ref[i] ? v : r2ref[i];
            }
        }
        for (size_t i = 0; i < mc; i++) {
            gen_mat(5000 + k, am_me, i, &m1src[i]);
            gen_mat(6000 + k, am_me, i, &m2src[i]);
            gen_mat(5000 + k, 0, i, &m1ref[i]);
            gen_mat(6000 + k, 0, i, &m2ref[i]);
            for (gex_Rank_t r = 1; r < am_n; r++) {
                struct mat e;
                gen_mat(5000 + k, r, i, &e);
                matmul(&m1ref[i], &e, &m1ref[i]);
                gen_mat(6000 + k, r, i, &e);
                matmul(&m2ref[i], &e, &m2ref[i]);
            }
        }
        memset(r1, 0, rc * 8);
        memset(r2, 0, rc * 4);
        memset(m1, 0, mc * sizeof *m1);
        memset(m2, 0, mc * sizeof *m2);
        gex_Event_t ev[7];
        ev[0] = gex_Coll_ReduceToAllNB(am_tm, m1, m1src, GEX_DT_USER, sizeof(struct mat), mc,
                                       GEX_OP_USER_NC, op_mat, &ucd, 0);
        ev[1] = gex_Coll_BroadcastNB(am_tm, broot, bdst, am_me == broot ? bsrc : NULL, bn, 0);
        ev[2] =
            gex_Coll_ReduceToAllNB(am_tm, r1, r1src, GEX_DT_U64, 8, rc, GEX_OP_ADD, NULL, NULL, 0);
        ev[3] = gex_Coll_BarrierNB(am_tm, 0);
        ev[4] = gex_Coll_ReduceToOneNB(am_tm, oroot, am_me == oroot ? r2 : NULL, r2src, GEX_DT_I32,
                                       4, rc, GEX_OP_MAX, NULL, NULL, 0);
        ev[5] = gex_Coll_ReduceToOneNB(am_tm, oroot, am_me == oroot ? m2 : NULL, m2src, GEX_DT_USER,
                                       sizeof(struct mat), mc, GEX_OP_USER_NC, op_mat, &ucd, 0);
        ev[6] = gex_Coll_BroadcastNB(am_tm, b2root, b2, am_me == b2root ? b2src : NULL, 100, 0);
        if (mode == 0) {
            gex_Event_WaitAll(ev, 7, 0);
        } else if (mode == 1) {
            for (int i = 6; i >= 0; i--)
                gex_Event_Wait(ev[i]);
        } else {
            /* Test loops, odd events first */
            for (int pass = 0; pass < 2; pass++)
                for (int i = 0; i < 7; i++)
                    if ((i & 1) != pass)
                        sync_ev(ev[i], 2);
        }
        const char *w = NULL;
        if (am_check(bdst, bn, bs) >= 0)
            w = "the 50 KiB broadcast";
        else if (am_check(b2, 100, b2s) >= 0)
            w = "the 100-byte broadcast";
        else if (memcmp(r1, r1ref, rc * 8))
            w = "the U64 ADD ReduceToAll";
        else if (am_me == oroot && memcmp(r2, r2ref, rc * 4))
            w = "the I32 MAX ReduceToOne";
        else if (memcmp(m1, m1ref, mc * sizeof *m1))
            w = "the USER_NC matrix ReduceToAll";
        else if (am_me == oroot && memcmp(m2, m2ref, mc * sizeof *m2))
            w = "the USER_NC matrix ReduceToOne";
        if (w && bad[mode]++ == 0)
            snprintf(why, sizeof why, "round %u: %s is wrong", k, w);
    }
    ok(bad[0] == 0, "7 collectives in flight (chain-shaped USER_NC, broadcasts, reductions, a "
                    "barrier), gex_Event_WaitAll: all results right");
    ok(bad[1] == 0, "7 collectives in flight, synced in reverse order: all results right");
    ok(bad[2] == 0, "7 collectives in flight, synced by Test loops out of order: all right");
    if (bad[0] || bad[1] || bad[2])
        diag("first: %s", why);
    free(r1), free(r1src), free(r1ref), free(r2), free(r2src), free(r2ref);
    free(m1), free(m1src), free(m1ref), free(m2), free(m2src), free(m2ref), free(b2), free(b2src);
}

/* ---------------------------------------------------------------- */
/* 3. Many small collectives in flight                                */
/* ---------------------------------------------------------------- */

#define MANY      24
#define MANY_MAXB 2048 /* bytes of the largest operation */

static void part_many(void)
{
    uint8_t(*src)[MANY_MAXB] = malloc(MANY * sizeof *src);
    uint8_t(*dst)[MANY_MAXB] = malloc(MANY * sizeof *dst);
    if (!src || !dst) {
        printf("not ok - out of memory\n");
        gasnet_exit(99);
    }
    unsigned bad = 0;
    char why[200] = "";
    for (unsigned round = 0; round < 20; round++) {
        gex_Event_t ev[MANY];
        size_t bytes[MANY];
        gex_Rank_t root[MANY];
        /* one rank is late: the others' flat slots must wait for it */
        if (am_me == round % am_n) {
            double until = am_now() + 1e-6 * (am_seed(seed0, round, 0x66, 0) % 200);
            while (am_now() < until)
                sched_yield();
        }
        for (unsigned i = 0; i < MANY; i++) {
            unsigned kind = i % 4;
            root[i] = (gex_Rank_t)((round + i) % am_n);
            bytes[i] = i == MANY / 2 ? MANY_MAXB : 8 * (1 + am_seed(round, i, 0x66, 1) % 128);
            memset(dst[i], 0, MANY_MAXB);
            uint64_t *w = (uint64_t *)src[i];
            for (size_t e = 0; e < bytes[i] / 8; e++)
                w[e] = am_seed(round, i, (uint32_t)e, am_me) | (uint64_t)am_me << 40;
            if (kind == 0 || i == MANY / 2)
                ev[i] = gex_Coll_ReduceToAllNB(am_tm, dst[i], src[i], GEX_DT_U64, 8, bytes[i] / 8,
                                               GEX_OP_ADD, NULL, NULL, 0);
            else if (kind == 1)
                ev[i] = gex_Coll_ReduceToOneNB(am_tm, root[i], dst[i], src[i], GEX_DT_U64, 8,
                                               bytes[i] / 8, GEX_OP_ADD, NULL, NULL, 0);
            else if (kind == 2)
                ev[i] = gex_Coll_BroadcastNB(am_tm, root[i], dst[i], src[i], bytes[i], 0);
            else
                ev[i] = gex_Coll_BarrierNB(am_tm, 0);
        }
        gex_Event_WaitAll(ev, MANY, 0);
        for (unsigned i = 0; i < MANY && !why[0]; i++) {
            unsigned kind = i % 4;
            const uint64_t *got = (const uint64_t *)dst[i];
            if (kind == 3 && i != MANY / 2)
                continue;
            if (kind == 1 && i != MANY / 2 && am_me != root[i])
                continue;
            for (size_t e = 0; e < bytes[i] / 8; e++) {
                uint64_t want = 0;
                if (kind == 2 && i != MANY / 2)
                    want = am_seed(round, i, (uint32_t)e, root[i]) | (uint64_t)root[i] << 40;
                else
                    for (gex_Rank_t r = 0; r < am_n; r++)
                        want += am_seed(round, i, (uint32_t)e, r) | (uint64_t)r << 40;
                if (got[e] != want) {
                    snprintf(why, sizeof why,
                             "round %u, operation %u (%s, %zu bytes), element %zu: 0x%llx, want "
                             "0x%llx",
                             round, i,
                             kind == 2 && i != MANY / 2   ? "broadcast"
                             : kind == 1 && i != MANY / 2 ? "ReduceToOne"
                                                          : "ReduceToAll",
                             bytes[i], e, (unsigned long long)got[e], (unsigned long long)want);
                    bad++;
                    break;
                }
            }
        }
    }
    ok(bad == 0,
       "%d small collectives in flight (reductions, broadcasts, barriers, one 2 KiB "
       "reduction), one rank late, 20 rounds: every result right",
       MANY);
    if (bad)
        diag("first: %s", why);
    free(src);
    free(dst);
}
/* ---------------------------------------------------------------- */
/* 4. Shapes in turn                                                   */
/* ---------------------------------------------------------------- */

#define TURN_ROUNDS 200
#define TURN_BIG    (40 * KIB) /* a broadcast of several data steps */
#define TURN_MATS   1100       /* 35 KB of 2x2 matrices: a chain reduction of three steps */

/* One op at a time, each synced before the next, the shape changing from
 * op to op: a rank-ordered USER_NC reduction (the chain), broadcasts from
 * every root (the tree), a multi-step broadcast, a tree reduction. A rank
 * that finishes an op early goes on to the next one while the others still
 * read its buffer for the last; each op must wait for the readers of the
 * one before, whatever its shape. */
static void part_turns(void)
{
    uint8_t *big = malloc(TURN_BIG), *bigsrc = malloc(TURN_BIG);
    struct mat *m = malloc(TURN_MATS * sizeof *m), *mref = malloc(TURN_MATS * sizeof *m),
               *msrc = malloc(TURN_MATS * sizeof *m);
    if (!big || !bigsrc || !m || !mref || !msrc) {
        printf("not ok - out of memory\n");
        gasnet_exit(99);
    }
    unsigned bad = 0;
    char why[200] = "";
    for (unsigned k = 0; k < TURN_ROUNDS; k++) {
        const char *w = NULL;
        size_t mc = k % 4 == 3 ? TURN_MATS : 2; /* now and then several steps */
        for (size_t i = 0; i < mc; i++) {
            gen_mat(7000 + k, am_me, i, &msrc[i]);
            gen_mat(7000 + k, 0, i, &mref[i]);
            for (gex_Rank_t r = 1; r < am_n; r++) {
                struct mat e;
                gen_mat(7000 + k, r, i, &e);
                matmul(&mref[i], &e, &mref[i]);
            }
        }
        memset(m, 0, mc * sizeof *m);
        /* every other round, shift the ops by one step: broadcasts use the
         * half of a buffer that the step number selects */
        if (k & 1)
            gex_Event_Wait(gex_Coll_BarrierNB(am_tm, 0));
        gex_Event_Wait(gex_Coll_ReduceToAllNB(am_tm, m, msrc, GEX_DT_USER, sizeof(struct mat), mc,
                                              GEX_OP_USER_NC, op_mat, &ucd, 0));
        if (memcmp(m, mref, mc * sizeof *m))
            w = "the USER_NC ReduceToAll";
        for (gex_Rank_t r = 0; r < am_n; r++) {
            uint64_t v = am_seed(seed0, k, am_me, 0x70), got = 0;
            gex_Event_Wait(gex_Coll_BroadcastNB(am_tm, r, &got, &v, 8, 0));
            if (!w && got != am_seed(seed0, k, r, 0x70))
                w = "an 8-byte Broadcast";
        }
        gex_Rank_t broot = (gex_Rank_t)(k % am_n);
        uint32_t bs = am_seed(seed0, k, 0x71, 0);
        if (am_me == broot)
            am_fill(bigsrc, TURN_BIG, bs);
        memset(big, 0, TURN_BIG);
        gex_Event_Wait(gex_Coll_BroadcastNB(am_tm, broot, big, bigsrc, TURN_BIG, 0));
        if (!w && am_check(big, TURN_BIG, bs) >= 0)
            w = "the 40 KiB Broadcast";
        uint64_t v = am_me + 1, sum = 0;
        gex_Event_Wait(
            gex_Coll_ReduceToAllNB(am_tm, &sum, &v, GEX_DT_U64, 8, 1, GEX_OP_ADD, NULL, NULL, 0));
        if (!w && sum != (uint64_t)am_n * (am_n + 1) / 2)
            w = "the U64 ADD ReduceToAll";
        if (w && bad++ == 0)
            snprintf(why, sizeof why, "round %u: %s is wrong", k, w);
    }
    ok(bad == 0,
       "ops of changing shapes one at a time (USER_NC chain, 8-byte broadcasts from every root, "
       "a 40 KiB broadcast, a tree reduction; a barrier every other round), %d rounds: every "
       "result right",
       TURN_ROUNDS);
    if (bad)
        diag("first: %s (%u rounds wrong)", why, bad);
    free(big);
    free(bigsrc);
    free(m);
    free(mref);
    free(msrc);
}
/* ---------------------------------------------------------------- */

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return TAP_RESERVED;
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_COLL_USER", segsize);
    if (argc > 1)
        seed0 = (uint32_t)strtoul(argv[1], NULL, 0);
    note("%u ranks, seed 0x%08x (pass it as argv[1] to repeat); host: %s", (unsigned)am_n, seed0,
         pshmex_QueryHostTopology());
    sbuf = malloc(FLIGHT_BYTES + 2 * GUARD);
    dbuf = malloc(FLIGHT_BYTES + 2 * GUARD);
    if (!sbuf || !dbuf) {
        printf("not ok - out of memory\n");
        gasnet_exit(99);
    }
    alloc_rbufs();
    double t[5];
    t[0] = am_now();
    part_user();
    t[1] = am_now();
    part_inflight();
    t[2] = am_now();
    part_many();
    t[3] = am_now();
    part_turns();
    t[4] = am_now();
    note("user ops %.2f s, in flight %.2f s, many small in flight %.2f s, shapes in turn %.2f s",
         t[1] - t[0], t[2] - t[1], t[3] - t[2], t[4] - t[3]);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
