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
 * operations inside, the region event synced afterwards);
 * gex_Event_QueryLeaf on an INVALID root; syncing GEX_EVENT_INVALID and
 * all-INVALID arrays. The Val forms and the flags (RANK_IS_JOBRANK, a
 * TM-pair, PEER_NEVER_SELF, IMMEDIATE) are in t_rma_forms; the harness
 * both share is rma_ex_common.h.
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
#include "rma_ex_common.h"

#include <gasnet_ratomic.h>

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
    case LC_NOW: return GEX_EVENT_NOW;
    case LC_DEFER: return GEX_EVENT_DEFER;
    case LC_GROUP: return GEX_EVENT_GROUP;
    default: return leaf;
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
    case ST_WAIT_RANDOM: sync_random_order(ops, NSLOT, ev, &r, 0); break;
    case ST_TEST_RANDOM: sync_random_order(ops, NSLOT, ev, &r, 1); break;
    case ST_TESTSOME: sync_some(ev, ne, 0); break;
    case ST_WAITSOME: sync_some(ev, ne, 1); break;
    case ST_TESTALL: sync_all(ev, ne, 0); break;
    default: sync_all(ev, ne, 1);
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
    case NV_WAIT_ALL: gex_NBI_Wait(GEX_EC_ALL, 0); break;
    case NV_TEST_ALL: nbi_wait_or_test(GEX_EC_ALL, 1, "GEX_EC_ALL"); break;
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
    sec_stamp(k, t);
}

/* The objects that the inline checks of every checked Put, Get and atomic
 * load (a team's and a domain's first members, the team's per-rank
 * entries) start at least 256 bytes into a page, away from where a
 * client's stores most often land (src/pshm/alloc.h, PSHM_OFFPAGE: a
 * load that matches a pending store's low 12 address bits can wait for
 * it). Checked for the primordial team, a team from gex_TM_Split, and a
 * domain; the entries of the first 32 ranks. */
static int away_from_page_start(const void *p)
{
    return ((uintptr_t)p & 4095u) >= 256u;
}
static int team_placed(gex_TM_t tm)
{
    const struct pshmex_tm_prefix *t = (const struct pshmex_tm_prefix *)(const void *)tm;
    int good = away_from_page_start(t);
    for (gex_Rank_t r = 0; r < gex_TM_QuerySize(tm) && r < 32; r++)
        good &= away_from_page_start(&t->_rma_segs[r]);
    return good;
}
static void once_placement(void)
{
    gex_TM_t half;
    gex_TM_Split(&half, am_tm, (int)(am_me % 2), (int)am_me, NULL, 0, GEX_FLAG_TM_NO_SCRATCH);
    gex_AD_t ad;
    gex_AD_Create(&ad, am_tm, GEX_DT_U64, GEX_OP_ADD, 0);
    const int tm0 = team_placed(am_tm), split = team_placed(half),
              dom = away_from_page_start((const void *)ad);
    gex_AD_Destroy(ad);
    gex_TM_Destroy(half, NULL, 0);
    ok(tm0 && split && dom,
       "the objects the inline checks read start 256 bytes or more into a page: the primordial "
       "team and its entries (%s), a split team and its entries (%s), a domain (%s)",
       tm0 ? "yes" : "no", split ? "yes" : "no", dom ? "yes" : "no");
}

static void once(void)
{
    once_invalid_events();
    once_nbi_idle();
    once_placement();
}

int main(int argc, char **argv)
{
    return ex_main(argc, argv, "T_RMA_EX", "t_rma_ex", once, phase);
}
