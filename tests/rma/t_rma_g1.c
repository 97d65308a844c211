/* t_rma_g1: the GASNet-1 Extended API (put/get/memset, blocking, explicit
 * handle, implicit handle, bulk and non-bulk; handle and NBI
 * synchronization; access regions; the value forms are t_rma_g1_val's,
 * the harness both share is rma_g1_common.h), written as a GASNet-1 client would
 * (gasnet_init, gasnet_attach, gasnet_getSegmentInfo), for self and every
 * peer.
 *
 *   pshmrun -n N t_rma_g1 [SEED]        (also runs without pshmrun: 1 node)
 *
 * Random sizes (0 B up to 2 MiB, less if the segment limit is small) and
 * offsets: non-bulk forms get 16-byte aligned addresses (the spec wants them
 * aligned for an object of nbytes), bulk forms any alignment. Sources are
 * overwritten as soon as the spec allows (non-bulk: at return; bulk: after
 * the sync). Handles are synced one by one (wait/try, random order) or in
 * arrays (wait/try _all/_some, with GASNET_INVALID_HANDLE entries);
 * implicit-handle operations by every wait/try_syncnbi form; access regions
 * with implicit- and explicit-handle operations inside.
 *
 * Segment layout and the phases are those of t_rma_ex: in phase k node r
 * writes the IN area of node (r+k)%N and reads its SRC area (a pattern its
 * owner wrote). Puts and memsets are checked through loads from the local
 * mapping of the target's segment (gex_EP_QueryBoundSegmentNB, only for the
 * checks), the bytes around included; Gets against the pattern. Only the TAP
 * reporting and those checks use GASNet-EX calls.
 */
#include "rma_g1_common.h"

/* ---------------------------------------------------------------- */
/* Once                                                              */
/* ---------------------------------------------------------------- */

static void once_invalid(void)
{
    ok(gasnet_try_syncnb(GASNET_INVALID_HANDLE) == GASNET_OK,
       "gasnet_try_syncnb(GASNET_INVALID_HANDLE) is GASNET_OK");
    gasnet_wait_syncnb(GASNET_INVALID_HANDLE);
    ok(1, "gasnet_wait_syncnb(GASNET_INVALID_HANDLE) returns");
    gasnet_handle_t a[3] = {GASNET_INVALID_HANDLE, GASNET_INVALID_HANDLE, GASNET_INVALID_HANDLE};
    int r1 = gasnet_try_syncnb_all(a, 3), r2 = gasnet_try_syncnb_some(a, 3);
    int r3 = gasnet_try_syncnb_all(a, 0), r4 = gasnet_try_syncnb_some(a, 0);
    ok(r1 == GASNET_OK && r2 == GASNET_OK && r3 == GASNET_OK && r4 == GASNET_OK,
       "gasnet_try_syncnb_all/_some on all-INVALID and empty arrays are GASNET_OK (%d %d %d %d)",
       r1, r2, r3, r4);
    gasnet_wait_syncnb_all(a, 3);
    gasnet_wait_syncnb_some(a, 3);
    gasnet_wait_syncnb_all(a, 0);
    gasnet_wait_syncnb_some(a, 0);
    ok(a[0] == GASNET_INVALID_HANDLE && a[1] == GASNET_INVALID_HANDLE &&
           a[2] == GASNET_INVALID_HANDLE,
       "gasnet_wait_syncnb_all/_some on all-INVALID and empty arrays return");
    nbi_idle(B_MAIN, "at start");
    am_bucket_ok(B_MAIN, "nothing outstanding: gasnet_try_syncnbi_gets/puts/all are GASNET_OK, "
                         "the wait forms return");
    gasnet_begin_nbi_accessregion();
    gasnet_handle_t h = gasnet_end_nbi_accessregion();
    int good = try_loop(h);
    gasnet_begin_nbi_accessregion();
    gasnet_wait_syncnb(gasnet_end_nbi_accessregion());
    ok(good, "an empty access region: its handle syncs with try_syncnb and wait_syncnb");
}

/* ---------------------------------------------------------------- */
/* Per phase                                                         */
/* ---------------------------------------------------------------- */

static void sec_blocking(unsigned k, gasnet_node_t t)
{
    rng_t r = rng_for(k, 1);
    for (int kind = 0; kind < NK; kind++) {
        for (int i = 0; i < 6; i++) {
            op_t o;
            size_t n = i == 0 ? 0 : rnd_size(&r, maxsz);
            op_setup(&o, &r, kind, t, n, 0, in_sz,
                     kind == K_GET || kind == K_GET_BULK ? dbuf : sbuf, 1, buf_sz - 1);
            op_start(&o, F_BLOCKING);
            op_release(&o);
            op_verify(&o, F_BLOCKING, B_MAIN);
        }
        am_bucket_ok(B_MAIN, "shift %u: %s, 6 sizes 0..%zu B, %s, complete at return", k,
                     k_name[F_BLOCKING][kind], maxsz, is_bulk(kind) ? "any alignment" : "aligned");
    }
}

static void sec_nb_single(unsigned k, gasnet_node_t t)
{
    rng_t r = rng_for(k, 2);
    for (int kind = 0; kind < NK; kind++) {
        for (int i = 0; i < 4; i++) {
            op_t o;
            size_t n = i == 0 ? 0 : rnd_size(&r, maxsz);
            op_setup(&o, &r, kind, t, n, 0, in_sz, is_get(kind) ? dbuf : sbuf, 1, buf_sz - 1);
            gasnet_handle_t h = op_start(&o, F_NB);
            sync_h(h, i & 1, B_MAIN);
            op_release(&o);
            op_verify(&o, F_NB, B_MAIN);
        }
        am_bucket_ok(B_MAIN,
                     "shift %u: %s, 4 transfers, synced by gasnet_wait_syncnb / try_syncnb%s", k,
                     k_name[F_NB][kind], kind == K_PUT ? " (source overwritten at return)" : "");
    }
}

/* A batch of NSLOT operations of random kinds in disjoint slots. */
static size_t in_slot(void)
{
    return in_sz / NSLOT;
}
static size_t buf_slot(void)
{
    return buf_sz / NSLOT;
}

static void batch_setup(op_t *ops, int nops, rng_t *r, gasnet_node_t t)
{
    size_t slot = min_sz(in_slot(), buf_slot()) - 2 * AL;
    for (int i = 0; i < nops; i++) {
        int kind = (int)below(r, NK);
        size_t lo = (size_t)i * in_slot() + AL, ll = (size_t)i * buf_slot() + AL;
        op_setup(&ops[i], r, kind, t, rnd_size(r, slot - AL), lo, lo + slot,
                 is_get(kind) ? dbuf : sbuf, ll, ll + slot);
    }
}

static void batch_finish(op_t *ops, int nops, int f, int b)
{
    for (int i = 0; i < nops; i++) {
        op_release(&ops[i]);
        op_verify(&ops[i], f, b);
    }
}

static size_t live_handles(const gasnet_handle_t *h, size_t n)
{
    size_t live = 0;
    for (size_t i = 0; i < n; i++)
        live += h[i] != GASNET_INVALID_HANDLE;
    return live;
}

static void check_update(const gasnet_handle_t *old, const gasnet_handle_t *h, size_t n,
                         const char *call)
{
    for (size_t i = 0; i < n; i++)
        if (h[i] != old[i] && h[i] != GASNET_INVALID_HANDLE)
            am_fail(B_ARR, "%s changed entry %zu to something other than GASNET_INVALID_HANDLE",
                    call, i);
}

/* The array forms until every entry is GASNET_INVALID_HANDLE. */
static void sync_array(gasnet_handle_t *h, size_t n, int all, int wait)
{
    static const char *const names[2][2] = {{"gasnet_try_syncnb_some", "gasnet_wait_syncnb_some"},
                                            {"gasnet_try_syncnb_all", "gasnet_wait_syncnb_all"}};
    const char *call = names[all][wait];
    gasnet_handle_t old[2 * NSLOT];
    double t0 = am_now();
    for (;;) {
        size_t live = live_handles(h, n);
        memcpy(old, h, n * sizeof *h);
        int rc = GASNET_OK;
        if (all && wait)
            gasnet_wait_syncnb_all(h, n);
        else if (all)
            rc = gasnet_try_syncnb_all(h, n);
        else if (wait)
            gasnet_wait_syncnb_some(h, n);
        else
            rc = gasnet_try_syncnb_some(h, n);
        check_update(old, h, n, call);
        size_t after = live_handles(h, n);
        if (rc != GASNET_OK && rc != GASNET_ERR_NOT_READY)
            am_fail(B_ARR, "%s returned %d", call, rc);
        if (rc == GASNET_OK && all && after)
            am_fail(B_ARR, "%s returned GASNET_OK with %zu handles left", call, after);
        if (rc == GASNET_OK && !all && live && after >= live)
            am_fail(B_ARR, "%s returned GASNET_OK but no handle became INVALID", call);
        if (rc != GASNET_OK && live == 0)
            am_fail(B_ARR, "%s on an all-INVALID array returned %d", call, rc);
        if (live == 0 || (rc == GASNET_OK && (all || after >= live)))
            return;
        if (am_now() - t0 > TIME_LIMIT) {
            am_fail(B_ARR, "%s: %zu handles left after %.0f s", call, after, TIME_LIMIT);
            return;
        }
    }
}

enum { ST_WAIT_RANDOM, ST_TRY_RANDOM, ST_TRY_SOME, ST_WAIT_SOME, ST_TRY_ALL, ST_WAIT_ALL, NST };
static const char *const st_name[NST] = {
    "gasnet_wait_syncnb in random order", "gasnet_try_syncnb loops in random order",
    "gasnet_try_syncnb_some loop",        "gasnet_wait_syncnb_some loop",
    "gasnet_try_syncnb_all loop",         "gasnet_wait_syncnb_all"};

static void sec_nb_batch(unsigned k, gasnet_node_t t, int st)
{
    rng_t r = rng_for(k, 10 + (unsigned)st);
    op_t ops[NSLOT];
    gasnet_handle_t h[2 * NSLOT];
    int at[NSLOT];
    size_t n = 0;
    batch_setup(ops, NSLOT, &r, t);
    for (int i = 0; i < NSLOT; i++) {
        if (below(&r, 5) == 0)
            h[n++] = GASNET_INVALID_HANDLE;
        at[i] = (int)n;
        h[n++] = op_start(&ops[i], F_NB);
    }
    if (st == ST_WAIT_RANDOM || st == ST_TRY_RANDOM) {
        for (int i = NSLOT - 1; i > 0; i--) {
            int j = (int)below(&r, (size_t)i + 1), x = at[i];
            at[i] = at[j];
            at[j] = x;
        }
        for (int i = 0; i < NSLOT; i++)
            sync_h(h[at[i]], st == ST_TRY_RANDOM, B_ARR);
    } else {
        sync_array(h, n, st == ST_TRY_ALL || st == ST_WAIT_ALL,
                   st == ST_WAIT_SOME || st == ST_WAIT_ALL);
    }
    batch_finish(ops, NSLOT, F_NB, B_MAIN);
    am_bucket_ok(B_MAIN, "shift %u: %d explicit-handle puts/gets/memsets in flight: data", k,
                 NSLOT);
    am_bucket_ok(B_ARR, "shift %u: their %zu handles (with INVALID entries) synced by %s", k, n,
                 st_name[st]);
}

enum { NV_WAIT_ALL, NV_PUTS_GETS, NV_GETS_FIRST, NV_TRY_ALL, NV_TRY_PUTS_GETS, NNV };
static const char *const nv_name[NNV] = {
    "gasnet_wait_syncnbi_all", "gasnet_wait_syncnbi_puts, then _gets",
    "gasnet_wait_syncnbi_gets (gets checked), then _puts", "a gasnet_try_syncnbi_all loop",
    "gasnet_try_syncnbi_puts, then _gets loops"};

static void sec_nbi(unsigned k, gasnet_node_t t, int v)
{
    rng_t r = rng_for(k, 20 + (unsigned)v);
    op_t ops[NSLOT];
    batch_setup(ops, NSLOT, &r, t);
    for (int i = 0; i < NSLOT; i++)
        op_start(&ops[i], F_NBI);
    switch (v) {
    case NV_WAIT_ALL: gasnet_wait_syncnbi_all(); break;
    case NV_PUTS_GETS:
        gasnet_wait_syncnbi_puts();
        gasnet_wait_syncnbi_gets();
        break;
    case NV_GETS_FIRST:
        gasnet_wait_syncnbi_gets();
        for (int i = 0; i < NSLOT; i++)
            if (is_get(ops[i].kind))
                op_verify(&ops[i], F_NBI, B_MAIN);
        gasnet_wait_syncnbi_puts();
        break;
    case NV_TRY_ALL: nbi_try_loop(gasnet_try_syncnbi_all, "gasnet_try_syncnbi_all"); break;
    default:
        nbi_try_loop(gasnet_try_syncnbi_puts, "gasnet_try_syncnbi_puts");
        nbi_try_loop(gasnet_try_syncnbi_gets, "gasnet_try_syncnbi_gets");
    }
    batch_finish(ops, NSLOT, F_NBI, B_MAIN);
    nbi_idle(B_MAIN, "after the sync");
    am_bucket_ok(B_MAIN,
                 "shift %u: %d implicit-handle puts/gets/memsets, synced by %s; then nothing is "
                 "outstanding",
                 k, NSLOT, nv_name[v]);
}

enum { RG_WAIT, RG_TRY, RG_ARRAY, NRG };
static const char *const rg_name[NRG] = {"gasnet_wait_syncnb", "a gasnet_try_syncnb loop",
                                         "gasnet_wait_syncnb_all with the explicit handles"};

static void sec_region(unsigned k, gasnet_node_t t, int how)
{
    rng_t r = rng_for(k, 30 + (unsigned)how);
    op_t ops[NSLOT];
    const int nnb = 3; /* explicit-handle operations inside the region */
    gasnet_handle_t h[NSLOT + 1];
    int nh = 0;
    batch_setup(ops, NSLOT, &r, t);
    gasnet_begin_nbi_accessregion();
    for (int i = 0; i < NSLOT; i++) {
        if (i >= NSLOT - nnb)
            h[nh++] = op_start(&ops[i], F_NB);
        else
            op_start(&ops[i], F_NBI);
    }
    gasnet_handle_t rh = gasnet_end_nbi_accessregion();
    /* the region's operations are no longer implicit-handle operations */
    if (gasnet_try_syncnbi_all() != GASNET_OK)
        am_fail(B_MAIN, "gasnet_try_syncnbi_all after the region is not GASNET_OK");
    switch (how) {
    case RG_WAIT:
        gasnet_wait_syncnb_all(h, (size_t)nh);
        gasnet_wait_syncnb(rh);
        break;
    case RG_TRY:
        sync_h(rh, 1, B_MAIN);
        gasnet_wait_syncnb_all(h, (size_t)nh);
        break;
    default:
        h[nh++] = rh;
        gasnet_wait_syncnb_all(h, (size_t)nh);
        if (live_handles(h, (size_t)nh))
            am_fail(B_MAIN, "gasnet_wait_syncnb_all left handles that are not INVALID");
    }
    for (int i = 0; i < NSLOT; i++) {
        op_release(&ops[i]);
        op_verify(&ops[i], i >= NSLOT - nnb ? F_NB : F_NBI, B_MAIN);
    }
    nbi_idle(B_MAIN, "after the region");
    am_bucket_ok(B_MAIN,
                 "shift %u: access region with %d implicit- and %d explicit-handle operations; "
                 "its handle synced by %s",
                 k, NSLOT - nnb, nnb, rg_name[how]);
}

/* ---------------------------------------------------------------- */

static void phase(unsigned k)
{
    gasnet_node_t t = (gasnet_node_t)((am_me + k) % am_n);
    sec_blocking(k, t);
    sec_nb_single(k, t);
    for (int st = 0; st < NST; st++)
        sec_nb_batch(k, t, st);
    for (int v = 0; v < NNV; v++)
        sec_nbi(k, t, v);
    for (int how = 0; how < NRG; how++)
        sec_region(k, t, how);
    sec_stamp(k, t);
}

int main(int argc, char **argv)
{
    return g1_main(argc, argv, once_invalid, phase);
}
