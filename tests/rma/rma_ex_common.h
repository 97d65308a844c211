/* rma_ex_common.h - the harness of the GASNet-EX RMA tests (t_rma_ex,
 * t_rma_forms): segment layout, addresses, Puts and Gets with their checks,
 * event helpers, and the phase-end check. Each program runs phases k =
 * 0..N-1 in which rank r targets rank (r+k)%N; see t_rma_ex.c for the
 * layout and the checks. Include once per program. */
#ifndef RMA_EX_COMMON_H
#define RMA_EX_COMMON_H

#include "rma_common.h"

#define SENT       0xEE /* around Get destinations */
#define GUARD      0xC3 /* around Val slots */
#define NSLOT      16   /* operations outstanding at once (disjoint slots) */
#define VAL_OFF    (64 * KIB)
#define STAMP_LEN  256
#define TIME_LIMIT 10.0 /* seconds for one Test loop */
#define IMM_LIMIT  2.0  /* seconds of GEX_FLAG_IMMEDIATE retries per form */

enum { B_MAIN, B_ARR };

static AM_UNUSED uint32_t seed0 = 0x5EED0E1Au;
static AM_UNUSED size_t maxsz, in_sz, src_sz, scr_sz, in_off, src_off, scr_off;
static AM_UNUSED uint8_t *sbuf, *dbuf; /* private source / destination buffers, buf_sz each */
static AM_UNUSED size_t buf_sz;
static AM_UNUSED uint32_t opcount;
static AM_UNUSED gex_TM_t pair_tm;

/* ---------------------------------------------------------------- */
/* Layout, addresses, random numbers                                 */
/* ---------------------------------------------------------------- */

static AM_UNUSED size_t min_sz(size_t a, size_t b);

static AM_UNUSED uintptr_t layout(size_t max)
{
    maxsz = max;
    in_sz = maxsz + 64 * KIB;
    src_sz = in_sz;
    scr_sz = min_sz(256 * KIB, maxsz);
    in_off = TAP_RESERVED;
    src_off = in_off + in_sz;
    scr_off = src_off + src_sz;
    return scr_off + scr_sz;
}

static AM_UNUSED uintptr_t segsize(gex_Rank_t n)
{
    return rma_fit_layout(n, layout);
}

/* Remote (owner) addresses, for the calls; local mappings, for checks. */
static AM_UNUSED void *r_in(gex_Rank_t t, size_t off)
{
    return am_owner[t] + in_off + off;
}
static AM_UNUSED uint8_t *l_in(gex_Rank_t t, size_t off)
{
    return (uint8_t *)am_local[t] + in_off + off;
}
static AM_UNUSED void *r_src(gex_Rank_t t, size_t off)
{
    return am_owner[t] + src_off + off;
}
static AM_UNUSED uint8_t *scratch(void)
{
    return (uint8_t *)am_local[am_me] + scr_off;
}

static AM_UNUSED rng_t rng_for(unsigned a, unsigned b)
{
    return rng_seeded(seed0, a, b);
}
/* A local buffer of n bytes with a byte free on each side: in buf
 * (bufsz bytes) or, now and then, in the own segment's scratch area. */
static AM_UNUSED uint8_t *pick_local(rng_t *r, uint8_t *buf, size_t bufsz, size_t n,
                                     int may_scratch)
{
    if (may_scratch && n + 2 <= scr_sz && below(r, 4) == 0) {
        buf = scratch();
        bufsz = scr_sz;
    }
    return buf + pick_off(r, 1, bufsz - 1, n);
}

static AM_UNUSED uint32_t next_seed(void)
{
    return am_seed(seed0, am_me, 0x0A11u, ++opcount);
}

static AM_UNUSED uint32_t src_seed(gex_Rank_t r)
{
    return am_seed(seed0, 0x5352u, r, 7);
}

/* ---------------------------------------------------------------- */
/* Puts and Gets with their checks                                   */
/* ---------------------------------------------------------------- */

typedef struct {
    gex_Rank_t t;
    size_t off, n; /* in t's IN area */
    uint8_t *src;
    uint32_t seed;
    int lo_ok, hi_ok;
    uint8_t lo, hi;
} put_t;

/* Fill the source with a fresh pattern; remember the bytes around. */
static AM_UNUSED void put_setup(put_t *p, gex_Rank_t t, size_t off, size_t n, uint8_t *src)
{
    const uint8_t *l = l_in(t, 0);
    p->t = t;
    p->off = off;
    p->n = n;
    p->src = src;
    p->seed = next_seed();
    am_fill(src, n, p->seed);
    p->lo_ok = off > 0;
    p->lo = p->lo_ok ? l[off - 1] : 0;
    p->hi_ok = off + n < in_sz;
    p->hi = p->hi_ok ? l[off + n] : 0;
}

static AM_UNUSED int put_verify(const put_t *p, int b, const char *what)
{
    const uint8_t *l = l_in(p->t, 0);
    long bad = am_check(l + p->off, p->n, p->seed);
    if (bad >= 0) {
        am_fail(b, "%s: %zu bytes to rank %u at IN+%zu: byte %ld is 0x%02x, want 0x%02x", what,
                p->n, (unsigned)p->t, p->off, bad, l[p->off + (size_t)bad],
                am_pat(p->seed, (size_t)bad));
        return 0;
    }
    if ((p->lo_ok && l[p->off - 1] != p->lo) || (p->hi_ok && l[p->off + p->n] != p->hi)) {
        am_fail(b, "%s: %zu bytes to rank %u at IN+%zu: a byte next to the range changed", what,
                p->n, (unsigned)p->t, p->off);
        return 0;
    }
    return 1;
}

typedef struct {
    gex_Rank_t t;
    size_t soff, n; /* in t's SRC area */
    uint8_t *dst;   /* dst[-1] and dst[n] are sentinels */
} get_t;

static AM_UNUSED void get_setup(get_t *g, gex_Rank_t t, size_t soff, size_t n, uint8_t *dst)
{
    g->t = t;
    g->soff = soff;
    g->n = n;
    g->dst = dst;
    memset(dst - 1, SENT, n + 2);
}

static AM_UNUSED int get_verify(const get_t *g, int b, const char *what)
{
    if (g->dst[-1] != SENT || g->dst[g->n] != SENT) {
        am_fail(b, "%s: %zu bytes from rank %u SRC+%zu: a byte next to the destination changed",
                what, g->n, (unsigned)g->t, g->soff);
        return 0;
    }
    long bad = pat_check_at(g->dst, g->n, src_seed(g->t), g->soff);
    if (bad >= 0) {
        am_fail(b, "%s: %zu bytes from rank %u SRC+%zu: byte %ld is 0x%02x, want 0x%02x", what,
                g->n, (unsigned)g->t, g->soff, bad, g->dst[bad],
                am_pat(src_seed(g->t), g->soff + (size_t)bad));
        return 0;
    }
    return 1;
}

/* ---------------------------------------------------------------- */
/* Event helpers                                                     */
/* ---------------------------------------------------------------- */

/* Test until success (polling in between); 0 on timeout. */
static AM_UNUSED int test_loop(gex_Event_t ev)
{
    double t0 = am_now();
    for (unsigned long i = 0;; i++) {
        if (gex_Event_Test(ev) == 0)
            return 1;
        gasnet_AMPoll();
        if ((i & 255) == 0 && am_now() - t0 > TIME_LIMIT)
            return 0;
    }
}

static AM_UNUSED int nbi_test_loop(gex_EC_t mask)
{
    double t0 = am_now();
    for (unsigned long i = 0;; i++) {
        if (gex_NBI_Test(mask, 0) == 0)
            return 1;
        gasnet_AMPoll();
        if ((i & 255) == 0 && am_now() - t0 > TIME_LIMIT)
            return 0;
    }
}

/* Sync one event, by Wait or by a Test loop. */
static AM_UNUSED void sync_ev(gex_Event_t ev, int by_test, int b, const char *what)
{
    if (ev == GEX_EVENT_NO_OP) { /* already reported; syncing it is erroneous */
        am_fail(b, "%s: not syncing GEX_EVENT_NO_OP", what);
        return;
    }
    if (by_test) {
        if (!test_loop(ev))
            am_fail(b, "%s: gex_Event_Test did not succeed within %.0f s", what, TIME_LIMIT);
    } else {
        gex_Event_Wait(ev);
    }
}

/* Reports GEX_EVENT_NO_OP; returns the event, or INVALID in its place
 * (so that a broken call is reported, not fatal when synced). */
static AM_UNUSED gex_Event_t check_not_noop(gex_Event_t ev, int b, const char *call)
{
    if (ev != GEX_EVENT_NO_OP)
        return ev;
    am_fail(b, "%s returned GEX_EVENT_NO_OP without GEX_FLAG_IMMEDIATE", call);
    return GEX_EVENT_INVALID;
}

static AM_UNUSED void check_rc0(int rc, int b, const char *call)
{
    if (rc != 0)
        am_fail(b, "%s returned %d without GEX_FLAG_IMMEDIATE", call, rc);
}

/* ---------------------------------------------------------------- */
/* Phase end: the target sees the writer's last Put after a barrier   */
/* ---------------------------------------------------------------- */

static AM_UNUSED uint32_t stamp_seed(gex_Rank_t writer, unsigned k)
{
    return am_seed(seed0, 0x57A3u, writer, k);
}

static AM_UNUSED void sec_stamp(unsigned k, gex_Rank_t t)
{
    am_fill(sbuf, STAMP_LEN, stamp_seed(am_me, k));
    check_rc0(gex_RMA_PutBlocking(am_tm, t, r_in(t, 0), sbuf, STAMP_LEN, 0), B_MAIN,
              "gex_RMA_PutBlocking");
    tap_barrier();
    gex_Rank_t writer = (gex_Rank_t)((am_me + am_n - k % am_n) % am_n);
    long bad = am_check(l_in(am_me, 0), STAMP_LEN, stamp_seed(writer, k));
    ok(bad < 0,
       "shift %u: after a barrier every rank holds the %d bytes its writer (rank - %u) put last", k,
       STAMP_LEN, k);
    if (bad >= 0)
        diag("rank %u: byte %ld of the block from rank %u differs", (unsigned)am_me, bad,
             (unsigned)writer);
    tap_barrier();
}

/* The IN area and the private buffers in NSLOT slots: operations
 * outstanding at once use disjoint slots. */
static AM_UNUSED size_t in_slot(void)
{
    return in_sz / NSLOT;
}
static AM_UNUSED size_t buf_slot(void)
{
    return buf_sz / NSLOT;
}

/* A whole program: start the job (client name), take the seed from
 * argv[1], set up the buffers and check the segments, fill every SRC area,
 * run once() (may be NULL), then phase(k) for k = 0..N-1; returns the job's
 * status (after gasnet_exit in practice). */
static AM_UNUSED int ex_main(int argc, char **argv, const char *client, const char *prog,
                             void (*once)(void), void (*phase)(unsigned k))
{
    rma_shift_map();
    am_start(&argc, &argv, client, segsize);
    rma_shift_map_check();
    if (argc > 1)
        seed0 = (uint32_t)strtoul(argv[1], NULL, 0);
    note("%u ranks, seed 0x%08x (pass it as argv[1] to repeat), transfers up to %zu bytes",
         (unsigned)am_n, seed0, maxsz);
    buf_sz = in_sz + 4 * KIB;
    sbuf = malloc(buf_sz);
    dbuf = malloc(buf_sz);
    if (!sbuf || !dbuf) {
        fprintf(stderr, "%s: out of memory\n", prog);
        gasnet_exit(99);
    }
    pair_tm = gex_TM_Pair(am_ep, 0);

    uintptr_t need = scr_off + scr_sz;
    int big = 1;
    for (gex_Rank_t r = 0; r < am_n; r++)
        big &= am_size[r] >= need;
    ok(big, "every rank's segment has at least %lu bytes", (unsigned long)need);
    if (!big)
        gasnet_exit(tap_finish());

    am_fill((uint8_t *)am_local[am_me] + src_off, src_sz, src_seed(am_me));
    return rma_run_phases(once, phase);
}

#endif
