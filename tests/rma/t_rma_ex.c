/* t_rma_ex: the GASNet-EX RMA calls, for self and every peer.
 *
 *   pshmrun -n N t_rma_ex [SEED]        (also runs without pshmrun: 1 rank)
 *
 * Covers gex_RMA_{Put,Get}{Blocking,NB,NBI} with random sizes (0 B up to
 * 2 MiB, less if the segment limit is small) at random aligned and unaligned
 * offsets, local buffers in private memory and in the own segment; every
 * Put lc_opt form (NB: NOW, DEFER, a leaf-event pointer; NBI: NOW, DEFER,
 * GROUP) with the source overwritten as soon as the spec allows; NB events
 * kept in arrays and synced in random order or by gex_Event_{Test,Wait}
 * {Some,All} (arrays mixing roots, leaves and GEX_EVENT_INVALID);
 * gex_NBI_{Test,Wait} with every GEX_EC_* mask; access regions (NBI and NB
 * operations inside, the region event synced afterwards); the Val forms for
 * nbytes 1..sizeof(gex_RMA_Value_t) (low-order bytes written, zero
 * extension on read); GEX_FLAG_RANK_IS_JOBRANK, a TM-pair,
 * GEX_FLAG_PEER_NEVER_SELF, GEX_FLAG_IMMEDIATE; gex_Event_QueryLeaf on an
 * INVALID root; syncing GEX_EVENT_INVALID and all-INVALID arrays.
 *
 * Segment layout (same offsets on every rank):
 *   [0, TAP_RESERVED)  tap.h's counters (rank 0)
 *   IN                 written by exactly one rank per phase
 *   SRC                a pattern its owner writes once, read by the Gets
 *   SCR                the owner's scratch (local addresses in a segment)
 * In phase k (0..N-1) rank r Puts into the IN area of rank (r+k)%N and Gets
 * from its SRC area. Puts are checked through loads from the local mapping
 * of the target's segment (gex_EP_QueryBoundSegmentNB, not a call under
 * test), including the byte before and after; Gets against the pattern and
 * sentinels around the destination. At the end of each phase every rank
 * checks, after a barrier, the block its writer put last.
 */
#include "rma_common.h"

#define SENT 0xEE  /* around Get destinations */
#define GUARD 0xC3 /* around Val slots */
#define NSLOT 16   /* operations outstanding at once (disjoint slots) */
#define VAL_OFF (64 * KIB)
#define STAMP_LEN 256
#define TIME_LIMIT 10.0 /* seconds for one Test loop */
#define IMM_LIMIT 2.0   /* seconds of GEX_FLAG_IMMEDIATE retries per form */

enum { B_MAIN, B_ARR };

static uint32_t seed0 = 0x5EED0E1Au;
static size_t maxsz, in_sz, src_sz, scr_sz, in_off, src_off, scr_off;
static uint8_t *sbuf, *dbuf; /* private source / destination buffers, buf_sz each */
static size_t buf_sz;
static uint32_t opcount;
static gex_TM_t pair_tm;

/* ---------------------------------------------------------------- */
/* Layout, addresses, random numbers                                 */
/* ---------------------------------------------------------------- */

static size_t min_sz(size_t a, size_t b);

static void layout(size_t max)
{
    maxsz = max;
    in_sz = maxsz + 64 * KIB;
    src_sz = in_sz;
    scr_sz = min_sz(256 * KIB, maxsz);
    in_off = TAP_RESERVED;
    src_off = in_off + in_sz;
    scr_off = src_off + src_sz;
}

/* At most 64 MiB for the whole job, and what every rank can attach. */
static uintptr_t segsize(gex_Rank_t n)
{
    uintptr_t budget = 64 * MIB / n;
    uintptr_t maxg = gasnet_getMaxGlobalSegmentSize();
    if (maxg && maxg < budget)
        budget = maxg;
    size_t max = 2 * MIB;
    layout(max);
    while (scr_off + scr_sz + GASNET_PAGESIZE > budget && max > 64 * KIB)
        layout(max /= 2);
    return scr_off + scr_sz;
}

/* Remote (owner) addresses, for the calls; local mappings, for checks. */
static void *r_in(gex_Rank_t t, size_t off)
{
    return am_owner[t] + in_off + off;
}
static uint8_t *l_in(gex_Rank_t t, size_t off)
{
    return (uint8_t *)am_local[t] + in_off + off;
}
static void *r_src(gex_Rank_t t, size_t off)
{
    return am_owner[t] + src_off + off;
}
static uint8_t *scratch(void)
{
    return (uint8_t *)am_local[am_me] + scr_off;
}

static rng_t rng_for(unsigned a, unsigned b)
{
    return rng_seeded(seed0, a, b);
}
/* A local buffer of n bytes with a byte free on each side: in buf
 * (bufsz bytes) or, now and then, in the own segment's scratch area. */
static uint8_t *pick_local(rng_t *r, uint8_t *buf, size_t bufsz, size_t n, int may_scratch)
{
    if (may_scratch && n + 2 <= scr_sz && below(r, 4) == 0) {
        buf = scratch();
        bufsz = scr_sz;
    }
    return buf + pick_off(r, 1, bufsz - 1, n);
}

static uint32_t next_seed(void)
{
    return am_seed(seed0, am_me, 0x0A11u, ++opcount);
}

static uint32_t src_seed(gex_Rank_t r)
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
static void put_setup(put_t *p, gex_Rank_t t, size_t off, size_t n, uint8_t *src)
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

static int put_verify(const put_t *p, int b, const char *what)
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

static void get_setup(get_t *g, gex_Rank_t t, size_t soff, size_t n, uint8_t *dst)
{
    g->t = t;
    g->soff = soff;
    g->n = n;
    g->dst = dst;
    memset(dst - 1, SENT, n + 2);
}

static int get_verify(const get_t *g, int b, const char *what)
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
static int test_loop(gex_Event_t ev)
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

static int nbi_test_loop(gex_EC_t mask)
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
static void sync_ev(gex_Event_t ev, int by_test, int b, const char *what)
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
static gex_Event_t check_not_noop(gex_Event_t ev, int b, const char *call)
{
    if (ev != GEX_EVENT_NO_OP)
        return ev;
    am_fail(b, "%s returned GEX_EVENT_NO_OP without GEX_FLAG_IMMEDIATE", call);
    return GEX_EVENT_INVALID;
}

static void check_rc0(int rc, int b, const char *call)
{
    if (rc != 0)
        am_fail(b, "%s returned %d without GEX_FLAG_IMMEDIATE", call, rc);
}

/* ---------------------------------------------------------------- */
/* Once: INVALID events, QueryLeaf, NBI on an empty set               */
/* ---------------------------------------------------------------- */

static void once_invalid_events(void)
{
    ok(gex_Event_Test(GEX_EVENT_INVALID) == 0, "gex_Event_Test(GEX_EVENT_INVALID) is 0");
    gex_Event_Wait(GEX_EVENT_INVALID);
    ok(1, "gex_Event_Wait(GEX_EVENT_INVALID) returns");

    gex_Event_t a[3] = {GEX_EVENT_INVALID, GEX_EVENT_INVALID, GEX_EVENT_INVALID};
    int r1 = gex_Event_TestSome(a, 3, 0), r2 = gex_Event_TestAll(a, 3, 0);
    int r3 = gex_Event_TestSome(a, 0, 0), r4 = gex_Event_TestAll(a, 0, 0);
    ok(r1 == 0 && r2 == 0 && r3 == 0 && r4 == 0,
       "gex_Event_TestSome/TestAll on 3 GEX_EVENT_INVALID entries and on 0 entries are 0 "
       "(%d %d %d %d)",
       r1, r2, r3, r4);
    gex_Event_WaitSome(a, 3, 0);
    gex_Event_WaitAll(a, 3, 0);
    gex_Event_WaitSome(a, 0, 0);
    gex_Event_WaitAll(a, 0, 0);
    ok(a[0] == GEX_EVENT_INVALID && a[1] == GEX_EVENT_INVALID && a[2] == GEX_EVENT_INVALID,
       "gex_Event_WaitSome/WaitAll on all-INVALID arrays return; entries stay INVALID");

    static const gex_EC_t cats[] = {GEX_EC_LC, GEX_EC_PUT, GEX_EC_GET};
    int good = 1;
    for (size_t i = 0; i < sizeof cats / sizeof cats[0]; i++) {
        gex_Event_t leaf = gex_Event_QueryLeaf(GEX_EVENT_INVALID, cats[i]);
        if (leaf != GEX_EVENT_INVALID && (leaf == GEX_EVENT_NO_OP || gex_Event_Test(leaf) != 0))
            good = 0;
    }
    ok(good, "gex_Event_QueryLeaf(GEX_EVENT_INVALID, GEX_EC_LC / _PUT / _GET): INVALID or an "
             "event that tests complete");
}

static const struct {
    gex_EC_t m;
    const char *name;
} masks[] = {{GEX_EC_GET, "GEX_EC_GET"}, {GEX_EC_PUT, "GEX_EC_PUT"}, {GEX_EC_LC, "GEX_EC_LC"},
             {GEX_EC_AM, "GEX_EC_AM"},   {GEX_EC_RMW, "GEX_EC_RMW"}, {GEX_EC_ALL, "GEX_EC_ALL"}};
#define NMASKS (sizeof masks / sizeof masks[0])

/* Nothing outstanding: every mask tests complete, Wait returns. */
static void nbi_all_masks_idle(int b, const char *when)
{
    for (size_t i = 0; i < NMASKS; i++) {
        int rc = gex_NBI_Test(masks[i].m, 0);
        if (rc != 0)
            am_fail(b, "%s: gex_NBI_Test(%s) with nothing outstanding returned %d", when,
                    masks[i].name, rc);
        gex_NBI_Wait(masks[i].m, 0);
    }
    if (gex_NBI_Test(GEX_EC_PUT | GEX_EC_GET | GEX_EC_LC, 0) != 0)
        am_fail(b, "%s: gex_NBI_Test(PUT|GET|LC) with nothing outstanding is not 0", when);
}

static void once_nbi_idle(void)
{
    nbi_all_masks_idle(B_MAIN, "at start");
    am_bucket_ok(B_MAIN, "nothing outstanding: gex_NBI_Test is 0 and gex_NBI_Wait returns, for "
                         "each GEX_EC_* mask and an OR");

    gex_NBI_BeginAccessRegion(0);
    gex_Event_t ev = gex_NBI_EndAccessRegion(0);
    int good = ev != GEX_EVENT_NO_OP && test_loop(ev);
    gex_NBI_BeginAccessRegion(0);
    ev = gex_NBI_EndAccessRegion(0);
    good = good && ev != GEX_EVENT_NO_OP;
    if (ev != GEX_EVENT_NO_OP)
        gex_Event_Wait(ev);
    ok(good, "an empty access region: gex_NBI_EndAccessRegion's event tests / waits complete");
}

/* ---------------------------------------------------------------- */
/* Per phase: blocking                                               */
/* ---------------------------------------------------------------- */

static void sec_blocking(unsigned k, gex_Rank_t t)
{
    rng_t r = rng_for(k, 1);
    for (int i = 0; i < 8; i++) {
        size_t n = i == 0 ? 0 : rnd_size(&r, maxsz);
        put_t p;
        put_setup(&p, t, pick_off(&r, 0, in_sz, n), n, pick_local(&r, sbuf, buf_sz, n, 1));
        check_rc0(gex_RMA_PutBlocking(am_tm, t, r_in(t, p.off), p.src, n, 0), B_MAIN,
                  "gex_RMA_PutBlocking");
        clobber(p.src, n); /* complete at return: the source is free */
        put_verify(&p, B_MAIN, "gex_RMA_PutBlocking");
    }
    am_bucket_ok(B_MAIN, "shift %u: gex_RMA_PutBlocking, 8 sizes 0..%zu B, complete at return", k,
                 maxsz);

    for (int i = 0; i < 8; i++) {
        size_t n = i == 0 ? 0 : rnd_size(&r, maxsz);
        get_t g;
        get_setup(&g, t, pick_off(&r, 0, src_sz, n), n, pick_local(&r, dbuf, buf_sz, n, 1));
        check_rc0(gex_RMA_GetBlocking(am_tm, g.dst, t, r_src(t, g.soff), n, 0), B_MAIN,
                  "gex_RMA_GetBlocking");
        get_verify(&g, B_MAIN, "gex_RMA_GetBlocking");
    }
    am_bucket_ok(B_MAIN, "shift %u: gex_RMA_GetBlocking, 8 sizes 0..%zu B", k, maxsz);
}

/* ---------------------------------------------------------------- */
/* Per phase: NB, one at a time, each lc_opt form                     */
/* ---------------------------------------------------------------- */

enum { LC_NOW, LC_DEFER, LC_PTR, LC_GROUP };
static const char *const lc_name[] = {"GEX_EVENT_NOW", "GEX_EVENT_DEFER", "&leaf",
                                      "GEX_EVENT_GROUP"};

static gex_Event_t *lc_arg(int lc, gex_Event_t *leaf)
{
    switch (lc) {
    case LC_NOW:
        return GEX_EVENT_NOW;
    case LC_DEFER:
        return GEX_EVENT_DEFER;
    case LC_GROUP:
        return GEX_EVENT_GROUP;
    default:
        return leaf;
    }
}

static void nb_put_one(rng_t *r, gex_Rank_t t, int lc, int i)
{
    size_t n = i == 0 ? 0 : rnd_size(r, maxsz);
    put_t p;
    put_setup(&p, t, pick_off(r, 0, in_sz, n), n, pick_local(r, sbuf, buf_sz, n, 1));
    gex_Event_t leaf = GEX_EVENT_NO_OP; /* must be overwritten */
    gex_Event_t ev = gex_RMA_PutNB(am_tm, t, r_in(t, p.off), p.src, n, lc_arg(lc, &leaf), 0);
    check_not_noop(ev, B_MAIN, "gex_RMA_PutNB");
    switch (lc) {
    case LC_NOW: /* locally complete at return */
        clobber(p.src, n);
        sync_ev(ev, i & 1, B_MAIN, "gex_RMA_PutNB root");
        break;
    case LC_DEFER: /* local completion as late as the root's sync */
        sync_ev(ev, i & 1, B_MAIN, "gex_RMA_PutNB root");
        clobber(p.src, n);
        break;
    default:
        if (leaf == GEX_EVENT_NO_OP)
            am_fail(B_MAIN, "gex_RMA_PutNB(lc_opt=&leaf) did not store a leaf event");
        sync_ev(leaf, i & 1, B_MAIN, "gex_RMA_PutNB LC leaf");
        clobber(p.src, n); /* free once the leaf is complete */
        sync_ev(ev, !(i & 1), B_MAIN, "gex_RMA_PutNB root");
    }
    put_verify(&p, B_MAIN, "gex_RMA_PutNB");
}

static void sec_nb_single(unsigned k, gex_Rank_t t)
{
    rng_t r = rng_for(k, 2);
    for (int lc = LC_NOW; lc <= LC_PTR; lc++) {
        for (int i = 0; i < 4; i++)
            nb_put_one(&r, t, lc, i);
        am_bucket_ok(B_MAIN,
                     "shift %u: gex_RMA_PutNB lc_opt=%s, 4 transfers, source overwritten when "
                     "allowed, event synced by Wait / Test",
                     k, lc_name[lc]);
    }
    for (int i = 0; i < 6; i++) {
        size_t n = i == 0 ? 0 : rnd_size(&r, maxsz);
        get_t g;
        get_setup(&g, t, pick_off(&r, 0, src_sz, n), n, pick_local(&r, dbuf, buf_sz, n, 1));
        gex_Event_t ev = gex_RMA_GetNB(am_tm, g.dst, t, r_src(t, g.soff), n, 0);
        check_not_noop(ev, B_MAIN, "gex_RMA_GetNB");
        sync_ev(ev, i & 1, B_MAIN, "gex_RMA_GetNB");
        get_verify(&g, B_MAIN, "gex_RMA_GetNB");
    }
    am_bucket_ok(B_MAIN, "shift %u: gex_RMA_GetNB, 6 transfers, synced by Wait / Test", k);
}

/* ---------------------------------------------------------------- */
/* Batches: NSLOT operations in flight, in disjoint slots              */
/* ---------------------------------------------------------------- */

typedef struct {
    int is_put, lc;
    put_t p;
    get_t g;
    int root, leaf; /* index in the event array, or -1 */
} op_t;

static size_t in_slot(void)
{
    return in_sz / NSLOT;
}
static size_t buf_slot(void)
{
    return buf_sz / NSLOT;
}

/* Prepare op i of a batch in slot i (puts: lc chosen from nlc kinds). */
static void batch_setup(op_t *o, rng_t *r, gex_Rank_t t, int i, int nlc)
{
    size_t slot = min_sz(in_slot(), buf_slot());
    size_t n = rnd_size(r, slot - 2);
    o->root = o->leaf = -1;
    o->is_put = below(r, 4) != 0;
    o->lc = (int)below(r, (size_t)nlc);
    if (o->is_put) {
        size_t off = pick_off(r, (size_t)i * in_slot() + 1, (size_t)(i + 1) * in_slot() - 1, n);
        uint8_t *src = sbuf + (size_t)i * buf_slot();
        put_setup(&o->p, t, off, n, src + pick_off(r, 1, buf_slot() - 1, n));
    } else {
        uint8_t *dst = dbuf + (size_t)i * buf_slot();
        get_setup(&o->g, t, pick_off(r, 0, src_sz, n), n, dst + pick_off(r, 1, buf_slot() - 1, n));
    }
}

static int batch_verify(op_t *ops, int nops, const char *put_what, const char *get_what)
{
    int good = 1;
    for (int i = 0; i < nops; i++)
        good &= ops[i].is_put ? put_verify(&ops[i].p, B_MAIN, put_what)
                              : get_verify(&ops[i].g, B_MAIN, get_what);
    return good;
}

/* Start the NB operations of a batch; events into ev[] (with some
 * GEX_EVENT_INVALID entries, and leaves before or after their roots). */
static size_t batch_start_nb(op_t *ops, int nops, gex_Event_t *ev, rng_t *r, gex_Rank_t t)
{
    size_t ne = 0;
    for (int i = 0; i < nops; i++) {
        op_t *o = &ops[i];
        if (below(r, 5) == 0)
            ev[ne++] = GEX_EVENT_INVALID;
        if (o->is_put) {
            gex_Event_t leaf = GEX_EVENT_NO_OP;
            gex_Event_t root = gex_RMA_PutNB(am_tm, t, r_in(t, o->p.off), o->p.src, o->p.n,
                                             lc_arg(o->lc, &leaf), 0);
            root = check_not_noop(root, B_ARR, "gex_RMA_PutNB");
            if (o->lc == LC_NOW)
                clobber(o->p.src, o->p.n);
            if (o->lc == LC_PTR) {
                if (leaf == GEX_EVENT_NO_OP) {
                    am_fail(B_ARR, "gex_RMA_PutNB(lc_opt=&leaf) did not store a leaf event");
                    leaf = GEX_EVENT_INVALID;
                }
                int leaf_first = (int)below(r, 2);
                o->leaf = (int)ne + !leaf_first;
                o->root = (int)ne + leaf_first;
                ev[o->leaf] = leaf;
                ev[o->root] = root;
                ne += 2;
            } else {
                o->root = (int)ne;
                ev[ne++] = root;
            }
        } else {
            gex_Event_t root = gex_RMA_GetNB(am_tm, o->g.dst, t, r_src(t, o->g.soff), o->g.n, 0);
            root = check_not_noop(root, B_ARR, "gex_RMA_GetNB");
            o->root = (int)ne;
            ev[ne++] = root;
        }
    }
    return ne;
}

static size_t count_live(const gex_Event_t *ev, size_t ne)
{
    size_t live = 0;
    for (size_t i = 0; i < ne; i++)
        live += ev[i] != GEX_EVENT_INVALID;
    return live;
}

/* After an array call: every entry is unchanged or became INVALID. */
static void check_array_update(const gex_Event_t *old, const gex_Event_t *ev, size_t ne,
                               const char *call)
{
    for (size_t i = 0; i < ne; i++)
        if (ev[i] != old[i] && ev[i] != GEX_EVENT_INVALID)
            am_fail(B_ARR, "%s changed entry %zu to something other than GEX_EVENT_INVALID", call,
                    i);
}

enum { ST_WAIT_RANDOM, ST_TEST_RANDOM, ST_TESTSOME, ST_WAITSOME, ST_TESTALL, ST_WAITALL, NST };
static const char *const st_name[NST] = {
    "gex_Event_Wait in random order", "gex_Event_Test loops in random order",
    "gex_Event_TestSome loop",        "gex_Event_WaitSome loop",
    "gex_Event_TestAll loop",         "gex_Event_WaitAll"};

/* Each op's leaf (if any), then its root, ops in random order. */
static void sync_random_order(op_t *ops, int nops, gex_Event_t *ev, rng_t *r, int by_test)
{
    int order[NSLOT];
    for (int i = 0; i < nops; i++)
        order[i] = i;
    for (int i = nops - 1; i > 0; i--) {
        int j = (int)below(r, (size_t)i + 1), x = order[i];
        order[i] = order[j];
        order[j] = x;
    }
    for (int i = 0; i < nops; i++) {
        op_t *o = &ops[order[i]];
        if (o->leaf >= 0)
            sync_ev(ev[o->leaf], by_test, B_ARR, "LC leaf");
        sync_ev(ev[o->root], by_test, B_ARR, "root");
    }
}

static void sync_some(gex_Event_t *ev, size_t ne, int wait)
{
    const char *call = wait ? "gex_Event_WaitSome" : "gex_Event_TestSome";
    gex_Event_t old[3 * NSLOT];
    double t0 = am_now();
    for (;;) {
        size_t live = count_live(ev, ne);
        memcpy(old, ev, ne * sizeof *ev);
        int rc = 0;
        if (wait)
            gex_Event_WaitSome(ev, ne, 0);
        else
            rc = gex_Event_TestSome(ev, ne, 0);
        check_array_update(old, ev, ne, call);
        size_t after = count_live(ev, ne);
        if (rc == 0 && live > 0 && after >= live)
            am_fail(B_ARR, "%s succeeded with %zu live entries but none became INVALID", call,
                    live);
        if (rc != 0 && (after != live || live == 0))
            am_fail(B_ARR, "%s returned %d: %zu live entries before, %zu after", call, rc, live,
                    after);
        if (live == 0 || (rc == 0 && after >= live))
            return; /* done (the all-INVALID call included), or broken */
        if (rc != 0)
            gasnet_AMPoll();
        if (am_now() - t0 > TIME_LIMIT) {
            am_fail(B_ARR, "%s: %zu events still live after %.0f s", call, after, TIME_LIMIT);
            return;
        }
    }
}

static void sync_all(gex_Event_t *ev, size_t ne, int wait)
{
    const char *call = wait ? "gex_Event_WaitAll" : "gex_Event_TestAll";
    gex_Event_t old[3 * NSLOT];
    double t0 = am_now();
    for (;;) {
        memcpy(old, ev, ne * sizeof *ev);
        int rc = 0;
        if (wait)
            gex_Event_WaitAll(ev, ne, 0);
        else
            rc = gex_Event_TestAll(ev, ne, 0);
        check_array_update(old, ev, ne, call);
        if (rc == 0) {
            if (count_live(ev, ne))
                am_fail(B_ARR, "%s succeeded but %zu entries are not GEX_EVENT_INVALID", call,
                        count_live(ev, ne));
            return;
        }
        gasnet_AMPoll();
        if (am_now() - t0 > TIME_LIMIT) {
            am_fail(B_ARR, "%s did not succeed within %.0f s", call, TIME_LIMIT);
            return;
        }
    }
}

static void sec_batch(unsigned k, gex_Rank_t t, int st)
{
    rng_t r = rng_for(k, 10 + (unsigned)st);
    op_t ops[NSLOT];
    gex_Event_t ev[3 * NSLOT];
    for (int i = 0; i < NSLOT; i++)
        batch_setup(&ops[i], &r, t, i, 3);
    size_t ne = batch_start_nb(ops, NSLOT, ev, &r, t);
    switch (st) {
    case ST_WAIT_RANDOM:
        sync_random_order(ops, NSLOT, ev, &r, 0);
        break;
    case ST_TEST_RANDOM:
        sync_random_order(ops, NSLOT, ev, &r, 1);
        break;
    case ST_TESTSOME:
        sync_some(ev, ne, 0);
        break;
    case ST_WAITSOME:
        sync_some(ev, ne, 1);
        break;
    case ST_TESTALL:
        sync_all(ev, ne, 0);
        break;
    default:
        sync_all(ev, ne, 1);
    }
    for (int i = 0; i < NSLOT; i++)
        if (ops[i].is_put)
            clobber(ops[i].p.src, ops[i].p.n);
    batch_verify(ops, NSLOT, "gex_RMA_PutNB (batch)", "gex_RMA_GetNB (batch)");
    am_bucket_ok(B_MAIN, "shift %u: %d NB Puts (NOW/DEFER/&leaf) and Gets in flight: data", k,
                 NSLOT);
    am_bucket_ok(B_ARR, "shift %u: their %zu events (roots, leaves, INVALIDs) synced by %s", k, ne,
                 st_name[st]);
}

/* ---------------------------------------------------------------- */
/* NBI with each sync variant                                        */
/* ---------------------------------------------------------------- */

/* Start the NBI operations of a batch (puts: NOW, DEFER, GROUP). */
static void batch_start_nbi(op_t *ops, int nops, gex_Rank_t t, int b)
{
    for (int i = 0; i < nops; i++) {
        op_t *o = &ops[i];
        if (o->is_put) {
            int rc = gex_RMA_PutNBI(am_tm, t, r_in(t, o->p.off), o->p.src, o->p.n,
                                    lc_arg(o->lc, NULL), 0);
            check_rc0(rc, b, "gex_RMA_PutNBI");
            if (o->lc == LC_NOW)
                clobber(o->p.src, o->p.n);
        } else {
            check_rc0(gex_RMA_GetNBI(am_tm, o->g.dst, t, r_src(t, o->g.soff), o->g.n, 0), b,
                      "gex_RMA_GetNBI");
        }
    }
}

/* NBI lc kinds: 0 NOW, 1 DEFER, 2 GROUP (as LC_NOW, LC_DEFER, LC_GROUP) */
static void nbi_fix_lc(op_t *ops, int nops)
{
    for (int i = 0; i < nops; i++)
        if (ops[i].lc == 2)
            ops[i].lc = LC_GROUP;
}

static void clobber_lc(op_t *ops, int nops, int lc)
{
    for (int i = 0; i < nops; i++)
        if (ops[i].is_put && ops[i].lc == lc)
            clobber(ops[i].p.src, ops[i].p.n);
}

static void nbi_wait_or_test(gex_EC_t m, int by_test, const char *name)
{
    if (!by_test)
        gex_NBI_Wait(m, 0);
    else if (!nbi_test_loop(m))
        am_fail(B_MAIN, "gex_NBI_Test(%s) did not succeed within %.0f s", name, TIME_LIMIT);
}

enum { NV_STEPWISE, NV_STEPWISE_TEST, NV_WAIT_ALL, NV_TEST_ALL, NV_GET_FIRST, NV_PUT_GET_LC, NNV };
static const char *const nv_name[NNV] = {"Wait(LC), Wait(PUT), Wait(GET)",
                                         "Test(LC), Test(PUT|GET) loops",
                                         "Wait(ALL)",
                                         "Test(ALL) loop",
                                         "Wait(GET), Wait(PUT|LC)",
                                         "Test(PUT), Test(GET) loops, Wait(LC)"};

static void sec_nbi(unsigned k, gex_Rank_t t, int v)
{
    rng_t r = rng_for(k, 20 + (unsigned)v);
    op_t ops[NSLOT];
    for (int i = 0; i < NSLOT; i++)
        batch_setup(&ops[i], &r, t, i, 3);
    nbi_fix_lc(ops, NSLOT);
    batch_start_nbi(ops, NSLOT, t, B_MAIN);
    switch (v) {
    case NV_STEPWISE:
    case NV_STEPWISE_TEST:
        nbi_wait_or_test(GEX_EC_LC, v == NV_STEPWISE_TEST, "GEX_EC_LC");
        clobber_lc(ops, NSLOT, LC_GROUP); /* GROUP sources free after LC */
        if (v == NV_STEPWISE) {
            gex_NBI_Wait(GEX_EC_PUT, 0);
            gex_NBI_Wait(GEX_EC_GET, 0);
        } else {
            nbi_wait_or_test(GEX_EC_PUT | GEX_EC_GET, 1, "GEX_EC_PUT|GEX_EC_GET");
        }
        break;
    case NV_WAIT_ALL:
        gex_NBI_Wait(GEX_EC_ALL, 0);
        break;
    case NV_TEST_ALL:
        nbi_wait_or_test(GEX_EC_ALL, 1, "GEX_EC_ALL");
        break;
    case NV_GET_FIRST:
        gex_NBI_Wait(GEX_EC_GET, 0);
        for (int i = 0; i < NSLOT; i++) /* Gets are complete, Puts maybe not */
            if (!ops[i].is_put)
                get_verify(&ops[i].g, B_MAIN, "gex_RMA_GetNBI before the Puts' sync");
        gex_NBI_Wait(GEX_EC_PUT | GEX_EC_LC, 0);
        break;
    default:
        nbi_wait_or_test(GEX_EC_PUT, 1, "GEX_EC_PUT");
        nbi_wait_or_test(GEX_EC_GET, 1, "GEX_EC_GET");
        gex_NBI_Wait(GEX_EC_LC, 0);
    }
    clobber_lc(ops, NSLOT, LC_DEFER);
    clobber_lc(ops, NSLOT, LC_GROUP);
    batch_verify(ops, NSLOT, "gex_RMA_PutNBI", "gex_RMA_GetNBI");
    nbi_all_masks_idle(B_MAIN, "after the sync");
    am_bucket_ok(B_MAIN,
                 "shift %u: %d NBI Puts (NOW/DEFER/GROUP) and Gets, synced by gex_NBI_%s; then "
                 "every mask tests complete",
                 k, NSLOT, nv_name[v]);
}

/* ---------------------------------------------------------------- */
/* Access regions                                                    */
/* ---------------------------------------------------------------- */

enum { RG_WAIT, RG_TEST, RG_ARRAY, NRG };
static const char *const rg_name[NRG] = {"gex_Event_Wait", "a gex_Event_Test loop",
                                         "gex_Event_WaitAll with the NB events"};

static void sec_region(unsigned k, gex_Rank_t t, int how)
{
    rng_t r = rng_for(k, 30 + (unsigned)how);
    op_t ops[NSLOT];
    const int nnb = 3; /* the last nnb ops are NB ones, inside the region too */
    gex_Event_t ev[3 * NSLOT + 1];
    for (int i = 0; i < NSLOT; i++)
        batch_setup(&ops[i], &r, t, i, 3);
    nbi_fix_lc(ops, NSLOT - nnb); /* the NB ones keep NOW / DEFER / &leaf */

    gex_NBI_BeginAccessRegion(0);
    batch_start_nbi(ops, NSLOT - nnb, t, B_MAIN);
    size_t ne = batch_start_nb(ops + NSLOT - nnb, nnb, ev, &r, t);
    gex_Event_t rev = gex_NBI_EndAccessRegion(0);

    rev = check_not_noop(rev, B_MAIN, "gex_NBI_EndAccessRegion");
    /* the region's operations left the implicit set */
    if (gex_NBI_Test(GEX_EC_ALL, 0) != 0)
        am_fail(B_MAIN, "gex_NBI_Test(GEX_EC_ALL) after the region is not 0");
    switch (how) {
    case RG_WAIT:
        gex_Event_WaitAll(ev, ne, 0);
        gex_Event_Wait(rev);
        break;
    case RG_TEST:
        sync_ev(rev, 1, B_MAIN, "region event");
        gex_Event_WaitAll(ev, ne, 0);
        break;
    default:
        ev[ne++] = rev;
        gex_Event_WaitAll(ev, ne, 0);
        if (count_live(ev, ne))
            am_fail(B_MAIN, "gex_Event_WaitAll left entries that are not GEX_EVENT_INVALID");
    }
    for (int i = 0; i < NSLOT; i++)
        if (ops[i].is_put)
            clobber(ops[i].p.src, ops[i].p.n);
    batch_verify(ops, NSLOT, "Put in an access region", "Get in an access region");
    nbi_all_masks_idle(B_MAIN, "after the region");
    am_bucket_ok(B_MAIN,
                 "shift %u: access region with %d NBI and %d NB Puts/Gets; region event synced "
                 "by %s",
                 k, NSLOT - nnb, nnb, rg_name[how]);
}

/* ---------------------------------------------------------------- */
/* Value forms                                                       */
/* ---------------------------------------------------------------- */

#define VW sizeof(gex_RMA_Value_t)
enum { VF_BLOCKING, VF_NB, VF_NBI, VF_GET, NVF };
static const char *const vf_name[NVF] = {"gex_RMA_PutBlockingVal", "gex_RMA_PutNBVal",
                                         "gex_RMA_PutNBIVal", "gex_RMA_GetBlockingVal"};

/* Offset in the IN area of the 32-byte slot of (form, nbytes, unaligned). */
static size_t val_slot(int f, size_t nb, int un)
{
    return VAL_OFF + ((size_t)(f * 2 + un) * VW + (nb - 1)) * 32;
}
/* The value's offset inside its slot (8-aligned, or 8-aligned + 3). */
static size_t val_pos(int un)
{
    return 8 + (un ? 3 : 0);
}

static gex_RMA_Value_t val_for(unsigned k, int f, size_t nb, int un)
{
    uint64_t v = (uint64_t)am_seed(seed0, am_me, k, (unsigned)(f * 64 + un * 16) + (unsigned)nb)
                     << 32 |
                 am_seed(seed0 ^ 0xFFu, am_me, k, (unsigned)(f * 64 + un * 16) + (unsigned)nb);
    return (gex_RMA_Value_t)(v | 0x8080808080808080ULL); /* high bit in every byte */
}

/* A typed load of an nb-byte integer (nb 1, 2, 4, 8), zero-extended. */
static int typed_load(const uint8_t *p, size_t nb, uint64_t *out)
{
    uint8_t u8;
    uint16_t u16;
    uint32_t u32;
    uint64_t u64;
    switch (nb) {
    case 1:
        memcpy(&u8, p, 1);
        *out = u8;
        return 1;
    case 2:
        memcpy(&u16, p, 2);
        *out = u16;
        return 1;
    case 4:
        memcpy(&u32, p, 4);
        *out = u32;
        return 1;
    case 8:
        memcpy(&u64, p, 8);
        *out = u64;
        return 1;
    default:
        return 0;
    }
}

static void val_check_slot(gex_Rank_t t, int f, size_t nb, int un, gex_RMA_Value_t v)
{
    const uint8_t *s = l_in(t, val_slot(f, nb, un));
    size_t pos = val_pos(un);
    for (size_t j = 0; j < 32; j++) {
        int in = j >= pos && j < pos + nb;
        uint8_t want = in ? native_byte(v, nb, j - pos) : GUARD;
        if (s[j] != want) {
            am_fail(B_MAIN,
                    "%s(nbytes=%zu, %saligned) to rank %u: slot byte %zu is 0x%02x, want "
                    "0x%02x",
                    vf_name[f], nb, un ? "un" : "", (unsigned)t, j, s[j], want);
            return;
        }
    }
    uint64_t x;
    uint64_t mask = nb >= 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * nb)) - 1;
    if (typed_load(s + pos, nb, &x) && x != ((uint64_t)v & mask))
        am_fail(B_MAIN, "%s(nbytes=%zu): the %zu-byte integer at dest is 0x%llx, want 0x%llx",
                vf_name[f], nb, nb, (unsigned long long)x,
                (unsigned long long)((uint64_t)v & mask));
}

/* Fill the whole Val area of rank t with GUARD bytes (a blocking Put). */
static void val_area_reset(gex_Rank_t t)
{
    size_t len = (size_t)NVF * 2 * VW * 32;
    memset(sbuf, GUARD, len);
    check_rc0(gex_RMA_PutBlocking(am_tm, t, r_in(t, VAL_OFF), sbuf, len, 0), B_MAIN,
              "gex_RMA_PutBlocking");
}

static void val_puts(unsigned k, gex_Rank_t t, int f)
{
    for (size_t nb = 1; nb <= VW; nb++)
        for (int un = 0; un < 2; un++) {
            void *d = r_in(t, val_slot(f, nb, un) + val_pos(un));
            gex_RMA_Value_t v = val_for(k, f, nb, un);
            if (f == VF_BLOCKING) {
                check_rc0(gex_RMA_PutBlockingVal(am_tm, t, d, v, nb, 0), B_MAIN, vf_name[f]);
            } else if (f == VF_NB) {
                gex_Event_t ev = gex_RMA_PutNBVal(am_tm, t, d, v, nb, 0);
                check_not_noop(ev, B_MAIN, vf_name[f]);
                sync_ev(ev, un, B_MAIN, vf_name[f]);
            } else {
                check_rc0(gex_RMA_PutNBIVal(am_tm, t, d, v, nb, 0), B_MAIN, vf_name[f]);
            }
        }
    if (f == VF_NBI)
        gex_NBI_Wait(GEX_EC_PUT, 0);
    for (size_t nb = 1; nb <= VW; nb++)
        for (int un = 0; un < 2; un++)
            val_check_slot(t, f, nb, un, val_for(k, f, nb, un));
    am_bucket_ok(B_MAIN,
                 "shift %u: %s, nbytes 1..%zu, aligned and unaligned: the low-order bytes, "
                 "native order, nothing around",
                 k, vf_name[f], VW);
}

static void val_gets(unsigned k, gex_Rank_t t)
{
    /* put known bytes (high bit set) into the slots, then read them back */
    for (size_t nb = 1; nb <= VW; nb++)
        for (int un = 0; un < 2; un++) {
            gex_RMA_Value_t v = val_for(k, VF_GET, nb, un);
            uint8_t b[8];
            for (size_t j = 0; j < nb; j++)
                b[j] = native_byte(v, nb, j);
            void *d = r_in(t, val_slot(VF_GET, nb, un) + val_pos(un));
            check_rc0(gex_RMA_PutBlocking(am_tm, t, d, b, nb, 0), B_MAIN, "gex_RMA_PutBlocking");
            gex_RMA_Value_t got = gex_RMA_GetBlockingVal(am_tm, t, d, nb, 0);
            gex_RMA_Value_t want =
                nb >= VW ? v : (gex_RMA_Value_t)(v & (((gex_RMA_Value_t)1 << (8 * nb)) - 1));
            if (got != want)
                am_fail(B_MAIN,
                        "gex_RMA_GetBlockingVal(nbytes=%zu, %saligned) from rank %u: "
                        "0x%llx, want 0x%llx (zero-extended)",
                        nb, un ? "un" : "", (unsigned)t, (unsigned long long)got,
                        (unsigned long long)want);
        }
    am_bucket_ok(B_MAIN,
                 "shift %u: gex_RMA_GetBlockingVal, nbytes 1..%zu, aligned and unaligned: "
                 "native order, zero-extended",
                 k, VW);
}

static void sec_val(unsigned k, gex_Rank_t t)
{
    val_area_reset(t);
    for (int f = VF_BLOCKING; f <= VF_NBI; f++)
        val_puts(k, t, f);
    val_gets(k, t);
}

/* ---------------------------------------------------------------- */
/* Flags: RANK_IS_JOBRANK, TM-pair, PEER_NEVER_SELF, IMMEDIATE        */
/* ---------------------------------------------------------------- */

/* Every form once through (tm, rank, flags) naming team rank t. */
static void flag_ops(rng_t *r, gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags, gex_Rank_t t)
{
    put_t p[3];
    get_t g[3];
    size_t max = min_sz(64 * KIB, min_sz(in_slot() - 2, buf_slot() - 66));
    for (int i = 0; i < 3; i++) {
        size_t n = rnd_size(r, max);
        put_setup(&p[i], t,
                  pick_off(r, (size_t)i * in_slot() + 1, (size_t)(i + 1) * in_slot() - 1, n), n,
                  sbuf + (size_t)i * buf_slot() + 1 + below(r, 64));
        n = rnd_size(r, max);
        get_setup(&g[i], t, pick_off(r, 0, src_sz, n), n,
                  dbuf + (size_t)i * buf_slot() + 1 + below(r, 64));
    }
    check_rc0(gex_RMA_PutBlocking(tm, rank, r_in(t, p[0].off), p[0].src, p[0].n, flags), B_MAIN,
              "gex_RMA_PutBlocking");
    gex_Event_t ev =
        gex_RMA_PutNB(tm, rank, r_in(t, p[1].off), p[1].src, p[1].n, GEX_EVENT_NOW, flags);
    ev = check_not_noop(ev, B_MAIN, "gex_RMA_PutNB");
    gex_Event_Wait(ev);
    check_rc0(gex_RMA_PutNBI(tm, rank, r_in(t, p[2].off), p[2].src, p[2].n, GEX_EVENT_GROUP, flags),
              B_MAIN, "gex_RMA_PutNBI");
    check_rc0(gex_RMA_GetBlocking(tm, g[0].dst, rank, r_src(t, g[0].soff), g[0].n, flags), B_MAIN,
              "gex_RMA_GetBlocking");
    ev = gex_RMA_GetNB(tm, g[1].dst, rank, r_src(t, g[1].soff), g[1].n, flags);
    ev = check_not_noop(ev, B_MAIN, "gex_RMA_GetNB");
    gex_Event_Wait(ev);
    check_rc0(gex_RMA_GetNBI(tm, g[2].dst, rank, r_src(t, g[2].soff), g[2].n, flags), B_MAIN,
              "gex_RMA_GetNBI");
    gex_NBI_Wait(GEX_EC_ALL, 0);
    for (int i = 0; i < 3; i++) {
        put_verify(&p[i], B_MAIN, "Put with flags");
        get_verify(&g[i], B_MAIN, "Get with flags");
    }
    /* value forms */
    size_t off = pick_off(r, 3 * in_slot(), 4 * in_slot(), 8) & ~(size_t)7;
    gex_RMA_Value_t v = (gex_RMA_Value_t)(rnd(r) | 0x80);
    check_rc0(gex_RMA_PutBlockingVal(tm, rank, r_in(t, off), v, VW, flags), B_MAIN,
              "gex_RMA_PutBlockingVal");
    gex_RMA_Value_t got = gex_RMA_GetBlockingVal(tm, rank, r_in(t, off), VW, flags);
    gex_RMA_Value_t seen;
    memcpy(&seen, l_in(t, off), VW);
    if (got != v || seen != v)
        am_fail(B_MAIN,
                "PutBlockingVal/GetBlockingVal with flags: put 0x%llx, memory 0x%llx, "
                "got 0x%llx",
                (unsigned long long)v, (unsigned long long)seen, (unsigned long long)got);
}

static void sec_flags(unsigned k, gex_Rank_t t)
{
    rng_t r = rng_for(k, 40);
    gex_Rank_t jr = gex_TM_TranslateRankToJobrank(am_tm, t);
    flag_ops(&r, am_tm, jr, GEX_FLAG_RANK_IS_JOBRANK, t);
    am_bucket_ok(B_MAIN, "shift %u: every Put/Get form with GEX_FLAG_RANK_IS_JOBRANK (jobrank)", k);
    flag_ops(&r, pair_tm, jr, 0, t);
    am_bucket_ok(B_MAIN, "shift %u: every Put/Get form through gex_TM_Pair(ep, 0) (jobrank)", k);
    if (k != 0) { /* the same on every rank: k != 0 means a peer */
        flag_ops(&r, am_tm, t, GEX_FLAG_PEER_NEVER_SELF, t);
        am_bucket_ok(B_MAIN, "shift %u: every Put/Get form with GEX_FLAG_PEER_NEVER_SELF", k);
    }
}

/* One IMMEDIATE attempt of form f; 1 if it was performed (checked), 0 if
 * it was a no-op (checked: nothing changed). */
enum { IM_PB, IM_PNB, IM_PNBI, IM_GB, IM_GNB, IM_GNBI, IM_PBV, IM_PNBV, IM_PNBIV, NIM };
static const char *const im_name[NIM] = {
    "gex_RMA_PutBlocking",    "gex_RMA_PutNB",    "gex_RMA_PutNBI",
    "gex_RMA_GetBlocking",    "gex_RMA_GetNB",    "gex_RMA_GetNBI",
    "gex_RMA_PutBlockingVal", "gex_RMA_PutNBVal", "gex_RMA_PutNBIVal"};

static int immediate_put(rng_t *r, gex_Rank_t t, int f)
{
    const gex_Flags_t F = GEX_FLAG_IMMEDIATE;
    static uint8_t before[4 * KIB];
    size_t n = f >= IM_PBV ? VW : 1 + below(r, sizeof before);
    put_t p;
    put_setup(&p, t, pick_off(r, 0, in_slot(), n), n, sbuf + 1 + below(r, 64));
    memcpy(before, l_in(t, p.off), n);
    void *d = r_in(t, p.off);
    gex_RMA_Value_t v = 0;
    memcpy(&v, p.src, VW);
    int done;
    switch (f) {
    case IM_PB:
        done = gex_RMA_PutBlocking(am_tm, t, d, p.src, n, F) == 0;
        break;
    case IM_PNBI:
        done = gex_RMA_PutNBI(am_tm, t, d, p.src, n, GEX_EVENT_DEFER, F) == 0;
        gex_NBI_Wait(GEX_EC_PUT, 0);
        break;
    case IM_PBV:
        done = gex_RMA_PutBlockingVal(am_tm, t, d, v, n, F) == 0;
        break;
    case IM_PNBIV:
        done = gex_RMA_PutNBIVal(am_tm, t, d, v, n, F) == 0;
        gex_NBI_Wait(GEX_EC_PUT, 0);
        break;
    default: {
        gex_Event_t ev = f == IM_PNB ? gex_RMA_PutNB(am_tm, t, d, p.src, n, GEX_EVENT_DEFER, F)
                                     : gex_RMA_PutNBVal(am_tm, t, d, v, n, F);
        done = ev != GEX_EVENT_NO_OP;
        if (done)
            gex_Event_Wait(ev);
    }
    }
    if (done)
        put_verify(&p, B_MAIN, im_name[f]); /* Val: src holds v's bytes (native) */
    else if (memcmp(before, l_in(t, p.off), n) != 0)
        am_fail(B_MAIN, "%s with GEX_FLAG_IMMEDIATE was a no-op but changed the target",
                im_name[f]);
    return done;
}

static int immediate_get(rng_t *r, gex_Rank_t t, int f)
{
    size_t n = 1 + below(r, 4 * KIB);
    get_t g;
    get_setup(&g, t, pick_off(r, 0, src_sz, n), n, dbuf + 1 + below(r, 64));
    void *s = r_src(t, g.soff);
    int done;
    if (f == IM_GB) {
        done = gex_RMA_GetBlocking(am_tm, g.dst, t, s, n, GEX_FLAG_IMMEDIATE) == 0;
    } else if (f == IM_GNBI) {
        done = gex_RMA_GetNBI(am_tm, g.dst, t, s, n, GEX_FLAG_IMMEDIATE) == 0;
        gex_NBI_Wait(GEX_EC_GET, 0);
    } else {
        gex_Event_t ev = gex_RMA_GetNB(am_tm, g.dst, t, s, n, GEX_FLAG_IMMEDIATE);
        done = ev != GEX_EVENT_NO_OP;
        if (done)
            gex_Event_Wait(ev);
    }
    if (done) {
        get_verify(&g, B_MAIN, im_name[f]);
    } else {
        for (size_t j = 0; j < n + 2; j++)
            if (g.dst[(ptrdiff_t)j - 1] != SENT) {
                am_fail(B_MAIN, "%s with GEX_FLAG_IMMEDIATE was a no-op but wrote the destination",
                        im_name[f]);
                break;
            }
    }
    return done;
}

static void sec_immediate(unsigned k, gex_Rank_t t)
{
    rng_t r = rng_for(k, 50);
    unsigned long noops = 0;
    for (int f = 0; f < NIM; f++) {
        double t0 = am_now();
        int done = 0;
        while (!done && am_now() - t0 < IMM_LIMIT) {
            int is_get = f == IM_GB || f == IM_GNB || f == IM_GNBI;
            done = is_get ? immediate_get(&r, t, f) : immediate_put(&r, t, f);
            if (!done) {
                noops++;
                gasnet_AMPoll();
            }
        }
        if (!done)
            am_fail(B_MAIN, "%s with GEX_FLAG_IMMEDIATE was a no-op for %.0f s", im_name[f],
                    IMM_LIMIT);
    }
    if (noops)
        note("shift %u: rank 0 saw %lu no-op(s) with GEX_FLAG_IMMEDIATE", k, noops);
    am_bucket_ok(B_MAIN,
                 "shift %u: GEX_FLAG_IMMEDIATE on %d Put/Get forms: performed (checked), retried "
                 "while a no-op that changed nothing",
                 k, NIM);
}

/* ---------------------------------------------------------------- */
/* Phase end: the target sees the writer's last Put after a barrier   */
/* ---------------------------------------------------------------- */

static uint32_t stamp_seed(gex_Rank_t writer, unsigned k)
{
    return am_seed(seed0, 0x57A3u, writer, k);
}

static void sec_stamp(unsigned k, gex_Rank_t t)
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

/* ---------------------------------------------------------------- */

static void phase(unsigned k)
{
    gex_Rank_t t = (gex_Rank_t)((am_me + k) % am_n);
    sec_blocking(k, t);
    sec_nb_single(k, t);
    for (int st = 0; st < NST; st++)
        sec_batch(k, t, st);
    for (int v = 0; v < NNV; v++)
        sec_nbi(k, t, v);
    for (int how = 0; how < NRG; how++)
        sec_region(k, t, how);
    sec_val(k, t);
    sec_flags(k, t);
    sec_immediate(k, t);
    sec_stamp(k, t);
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_RMA_EX", segsize);
    if (argc > 1)
        seed0 = (uint32_t)strtoul(argv[1], NULL, 0);
    note("%u ranks, seed 0x%08x (pass it as argv[1] to repeat), transfers up to %zu bytes",
         (unsigned)am_n, seed0, maxsz);
    buf_sz = in_sz + 4 * KIB;
    sbuf = malloc(buf_sz);
    dbuf = malloc(buf_sz);
    if (!sbuf || !dbuf) {
        fprintf(stderr, "t_rma_ex: out of memory\n");
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
    once_invalid_events();
    once_nbi_idle();
    tap_barrier(); /* every SRC area is filled */

    for (unsigned k = 0; k < am_n; k++)
        phase(k);

    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
