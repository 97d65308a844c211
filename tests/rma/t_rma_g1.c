/* t_rma_g1: the GASNet-1 Extended API (put/get/memset, blocking, explicit
 * handle, implicit handle, bulk and non-bulk; value forms; handle and NBI
 * synchronization; access regions), written as a GASNet-1 client would
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
#include "rma_common.h"

#define SENT 0xEE
#define GUARD 0xC3
#define NSLOT 16
#define VAL_OFF (64 * KIB)
#define STAMP_LEN 256
#define TIME_LIMIT 10.0
#define AL 16 /* alignment of non-bulk transfers */

enum { B_MAIN, B_ARR };

static uint32_t seed0 = 0x5EED06A1u;
static size_t maxsz, in_sz, src_sz, in_off, src_off;
static uint8_t *sbuf, *dbuf;
static size_t buf_sz;
static uint32_t opcount;
static gasnet_seginfo_t *seginfo;

/* ---------------------------------------------------------------- */
/* Layout, addresses, random numbers                                 */
/* ---------------------------------------------------------------- */

static void layout(size_t max)
{
    maxsz = max;
    in_sz = maxsz + 64 * KIB;
    src_sz = in_sz;
    in_off = TAP_RESERVED;
    src_off = in_off + in_sz;
}

static uintptr_t segsize(gasnet_node_t n)
{
    uintptr_t budget = 64 * MIB / n;
    uintptr_t maxg = gasnet_getMaxGlobalSegmentSize();
    if (maxg && maxg < budget)
        budget = maxg;
    size_t max = 2 * MIB;
    layout(max);
    while (src_off + src_sz + GASNET_PAGESIZE > budget && max > 64 * KIB)
        layout(max /= 2);
    uintptr_t s = src_off + src_sz;
    return (s + GASNET_PAGESIZE - 1) / GASNET_PAGESIZE * GASNET_PAGESIZE;
}

/* Remote addresses from gasnet_getSegmentInfo; local mappings for checks. */
static void *r_in(gasnet_node_t t, size_t off)
{
    return (char *)seginfo[t].addr + in_off + off;
}
static uint8_t *l_in(gasnet_node_t t, size_t off)
{
    return (uint8_t *)am_local[t] + in_off + off;
}
static void *r_src(gasnet_node_t t, size_t off)
{
    return (char *)seginfo[t].addr + src_off + off;
}

static rng_t rng_for(unsigned a, unsigned b)
{
    return rng_seeded(seed0, a, b);
}
static uint32_t next_seed(void)
{
    return am_seed(seed0, am_me, 0x0B22u, ++opcount);
}

static uint32_t src_seed(gasnet_node_t r)
{
    return am_seed(seed0, 0x5352u, r, 11);
}

/* ---------------------------------------------------------------- */
/* Operations and their checks                                       */
/* ---------------------------------------------------------------- */

/* Kinds of operation, for every flavor (blocking, nb, nbi). */
enum { K_PUT, K_PUT_BULK, K_GET, K_GET_BULK, K_MEMSET, NK };
static const char *const k_name[3][NK] = {
    {"gasnet_put", "gasnet_put_bulk", "gasnet_get", "gasnet_get_bulk", "gasnet_memset"},
    {"gasnet_put_nb", "gasnet_put_nb_bulk", "gasnet_get_nb", "gasnet_get_nb_bulk",
     "gasnet_memset_nb"},
    {"gasnet_put_nbi", "gasnet_put_nbi_bulk", "gasnet_get_nbi", "gasnet_get_nbi_bulk",
     "gasnet_memset_nbi"}};
enum { F_BLOCKING, F_NB, F_NBI };

typedef struct {
    int kind;
    gasnet_node_t t;
    size_t off, n;  /* puts: in t's IN area; gets: in t's SRC area */
    uint8_t *local; /* puts: source; gets: destination (sentinels around) */
    uint32_t seed;
    int val; /* memset */
    int lo_ok, hi_ok;
    uint8_t lo, hi;
} op_t;

static int is_get(int kind)
{
    return kind == K_GET || kind == K_GET_BULK;
}
static int is_bulk(int kind)
{
    return kind == K_PUT_BULK || kind == K_GET_BULK;
}

/* Prepare an operation of this kind and size in [lo, hi) of the target
 * area, with its local buffer in [llo, lhi) of buf. */
static void op_setup(op_t *o, rng_t *r, int kind, gasnet_node_t t, size_t n, size_t lo, size_t hi,
                     uint8_t *buf, size_t llo, size_t lhi)
{
    size_t al = (kind == K_PUT || kind == K_GET) ? AL : 1;
    o->kind = kind;
    o->t = t;
    o->n = n;
    o->seed = next_seed();
    o->val = (int)below(r, 256);
    if (below(r, 4) == 0)
        o->val -= 256; /* memset takes an int: -2 is 0xFE */
    o->local = kind == K_MEMSET ? NULL : buf + pick_off_aligned(r, llo, lhi, n, al);
    if (is_get(kind)) {
        o->off = pick_off_aligned(r, 0, src_sz, n, al);
        memset(o->local - 1, SENT, n + 2);
        return;
    }
    o->off = pick_off_aligned(r, lo, hi, n, al);
    if (kind != K_MEMSET)
        am_fill(o->local, n, o->seed);
    const uint8_t *l = l_in(t, 0);
    o->lo_ok = o->off > 0;
    o->lo = o->lo_ok ? l[o->off - 1] : 0;
    o->hi_ok = o->off + n < in_sz;
    o->hi = o->hi_ok ? l[o->off + n] : 0;
}

/* Initiate with flavor f; returns the handle (F_NB) or GASNET_INVALID_HANDLE. */
static gasnet_handle_t op_start(op_t *o, int f)
{
    gasnet_node_t t = o->t;
    void *rem = is_get(o->kind) ? r_src(t, o->off) : r_in(t, o->off);
    gasnet_handle_t h = GASNET_INVALID_HANDLE;
    switch (f * NK + o->kind) {
    case F_BLOCKING *NK + K_PUT:
        gasnet_put(t, rem, o->local, o->n);
        break;
    case F_BLOCKING *NK + K_PUT_BULK:
        gasnet_put_bulk(t, rem, o->local, o->n);
        break;
    case F_BLOCKING *NK + K_GET:
        gasnet_get(o->local, t, rem, o->n);
        break;
    case F_BLOCKING *NK + K_GET_BULK:
        gasnet_get_bulk(o->local, t, rem, o->n);
        break;
    case F_BLOCKING *NK + K_MEMSET:
        gasnet_memset(t, rem, o->val, o->n);
        break;
    case F_NB *NK + K_PUT:
        h = gasnet_put_nb(t, rem, o->local, o->n);
        break;
    case F_NB *NK + K_PUT_BULK:
        h = gasnet_put_nb_bulk(t, rem, o->local, o->n);
        break;
    case F_NB *NK + K_GET:
        h = gasnet_get_nb(o->local, t, rem, o->n);
        break;
    case F_NB *NK + K_GET_BULK:
        h = gasnet_get_nb_bulk(o->local, t, rem, o->n);
        break;
    case F_NB *NK + K_MEMSET:
        h = gasnet_memset_nb(t, rem, o->val, o->n);
        break;
    case F_NBI *NK + K_PUT:
        gasnet_put_nbi(t, rem, o->local, o->n);
        break;
    case F_NBI *NK + K_PUT_BULK:
        gasnet_put_nbi_bulk(t, rem, o->local, o->n);
        break;
    case F_NBI *NK + K_GET:
        gasnet_get_nbi(o->local, t, rem, o->n);
        break;
    case F_NBI *NK + K_GET_BULK:
        gasnet_get_nbi_bulk(o->local, t, rem, o->n);
        break;
    default:
        gasnet_memset_nbi(t, rem, o->val, o->n);
    }
    /* non-bulk puts: the source may be overwritten as soon as they return */
    if (o->kind == K_PUT)
        clobber(o->local, o->n);
    return h;
}

/* After the sync: bulk sources may be reused now. */
static void op_release(op_t *o)
{
    if (o->kind == K_PUT_BULK)
        clobber(o->local, o->n);
}

static int op_verify(const op_t *o, int f, int b)
{
    const char *what = k_name[f][o->kind];
    if (is_get(o->kind)) {
        long bad = pat_check_at(o->local, o->n, src_seed(o->t), o->off);
        if (o->local[-1] != SENT || o->local[o->n] != SENT)
            bad = -2;
        if (bad == -2)
            am_fail(b, "%s: %zu bytes from node %u SRC+%zu: a byte next to the destination changed",
                    what, o->n, (unsigned)o->t, o->off);
        else if (bad >= 0)
            am_fail(b, "%s: %zu bytes from node %u SRC+%zu: byte %ld is wrong", what, o->n,
                    (unsigned)o->t, o->off, bad);
        return bad == -1;
    }
    const uint8_t *l = l_in(o->t, 0);
    long bad = -1;
    if (o->kind == K_MEMSET) {
        for (size_t j = 0; j < o->n && bad < 0; j++)
            if (l[o->off + j] != (uint8_t)o->val)
                bad = (long)j;
    } else {
        bad = am_check(l + o->off, o->n, o->seed);
    }
    if ((o->lo_ok && l[o->off - 1] != o->lo) || (o->hi_ok && l[o->off + o->n] != o->hi))
        bad = -2;
    if (bad == -2)
        am_fail(b, "%s: %zu bytes to node %u IN+%zu: a byte next to the range changed", what, o->n,
                (unsigned)o->t, o->off);
    else if (bad >= 0)
        am_fail(b, "%s: %zu bytes to node %u IN+%zu: byte %ld is wrong", what, o->n, (unsigned)o->t,
                o->off, bad);
    return bad == -1;
}

/* ---------------------------------------------------------------- */
/* Handle helpers                                                    */
/* ---------------------------------------------------------------- */

static int try_loop(gasnet_handle_t h)
{
    double t0 = am_now();
    for (unsigned long i = 0;; i++) {
        int rc = gasnet_try_syncnb(h);
        if (rc == GASNET_OK)
            return 1;
        if (rc != GASNET_ERR_NOT_READY) {
            am_fail(B_ARR, "gasnet_try_syncnb returned %d", rc);
            return 0;
        }
        if ((i & 255) == 0 && am_now() - t0 > TIME_LIMIT)
            return 0;
    }
}

static void sync_h(gasnet_handle_t h, int by_try, int b)
{
    if (!by_try)
        gasnet_wait_syncnb(h);
    else if (!try_loop(h))
        am_fail(b, "gasnet_try_syncnb did not return GASNET_OK within %.0f s", TIME_LIMIT);
}

/* try_syncnbi_* until GASNET_OK */
static int nbi_try_loop(int (*fn)(void), const char *name)
{
    double t0 = am_now();
    for (unsigned long i = 0;; i++) {
        int rc = fn();
        if (rc == GASNET_OK)
            return 1;
        if (rc != GASNET_ERR_NOT_READY) {
            am_fail(B_MAIN, "%s returned %d", name, rc);
            return 0;
        }
        if ((i & 255) == 0 && am_now() - t0 > TIME_LIMIT) {
            am_fail(B_MAIN, "%s did not return GASNET_OK within %.0f s", name, TIME_LIMIT);
            return 0;
        }
    }
}

/* Nothing outstanding: the try forms give GASNET_OK, the wait forms return. */
static void nbi_idle(int b, const char *when)
{
    int a = gasnet_try_syncnbi_gets(), p = gasnet_try_syncnbi_puts(), l = gasnet_try_syncnbi_all();
    if (a != GASNET_OK || p != GASNET_OK || l != GASNET_OK)
        am_fail(b, "%s: gasnet_try_syncnbi_gets/puts/all with nothing outstanding: %d %d %d", when,
                a, p, l);
    gasnet_wait_syncnbi_gets();
    gasnet_wait_syncnbi_puts();
    gasnet_wait_syncnbi_all();
}

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
    case NV_WAIT_ALL:
        gasnet_wait_syncnbi_all();
        break;
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
    case NV_TRY_ALL:
        nbi_try_loop(gasnet_try_syncnbi_all, "gasnet_try_syncnbi_all");
        break;
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
/* Value forms                                                       */
/* ---------------------------------------------------------------- */

#define VW sizeof(gasnet_register_value_t)
enum { VF_PUT, VF_PUT_NB, VF_PUT_NBI, VF_GET, VF_GET_NB, NVF };
static const char *const vf_name[NVF] = {"gasnet_put_val", "gasnet_put_nb_val",
                                         "gasnet_put_nbi_val", "gasnet_get_val",
                                         "gasnet_get_nb_val + gasnet_wait_syncnb_valget"};

/* The 32-byte slot of (form, nbytes); the value sits at slot + 8. */
static size_t val_slot(int f, size_t nb)
{
    return VAL_OFF + ((size_t)f * VW + (nb - 1)) * 32;
}

static gasnet_register_value_t val_for(unsigned k, int f, size_t nb)
{
    uint64_t v = (uint64_t)am_seed(seed0, am_me, k, (unsigned)f * 64 + (unsigned)nb) << 32 |
                 am_seed(seed0 ^ 0xFFu, am_me, k, (unsigned)f * 64 + (unsigned)nb);
    return (gasnet_register_value_t)(v | 0x8080808080808080ULL);
}

static gasnet_register_value_t low_bytes(gasnet_register_value_t v, size_t nb)
{
    return nb >= VW ? v
                    : (gasnet_register_value_t)(v & (((gasnet_register_value_t)1 << (8 * nb)) - 1));
}

static void val_check_slot(gasnet_node_t t, int f, size_t nb, gasnet_register_value_t v)
{
    const uint8_t *s = l_in(t, val_slot(f, nb));
    for (size_t j = 0; j < 32; j++) {
        uint8_t want = (j >= 8 && j < 8 + nb) ? native_byte(v, nb, j - 8) : GUARD;
        if (s[j] != want) {
            am_fail(B_MAIN, "%s(nbytes=%zu) to node %u: slot byte %zu is 0x%02x, want 0x%02x",
                    vf_name[f], nb, (unsigned)t, j, s[j], want);
            return;
        }
    }
}

static void val_puts(unsigned k, gasnet_node_t t, int f)
{
    gasnet_handle_t h[VW];
    for (size_t nb = 1; nb <= VW; nb++) {
        void *d = r_in(t, val_slot(f, nb) + 8);
        gasnet_register_value_t v = val_for(k, f, nb);
        h[nb - 1] = GASNET_INVALID_HANDLE;
        if (f == VF_PUT)
            gasnet_put_val(t, d, v, nb);
        else if (f == VF_PUT_NB)
            h[nb - 1] = gasnet_put_nb_val(t, d, v, nb);
        else
            gasnet_put_nbi_val(t, d, v, nb);
    }
    if (f == VF_PUT_NB)
        for (size_t i = VW; i-- > 0;)
            sync_h(h[i], (int)(i & 1), B_MAIN);
    if (f == VF_PUT_NBI)
        gasnet_wait_syncnbi_puts();
    for (size_t nb = 1; nb <= VW; nb++)
        val_check_slot(t, f, nb, val_for(k, f, nb));
    am_bucket_ok(B_MAIN,
                 "shift %u: %s, nbytes 1..%zu: the low-order bytes, native order, "
                 "nothing around",
                 k, vf_name[f], VW);
}

static void val_gets(unsigned k, gasnet_node_t t, int f)
{
    gasnet_valget_handle_t vh[VW];
    for (size_t nb = 1; nb <= VW; nb++) { /* known bytes, high bit set */
        gasnet_register_value_t v = val_for(k, f, nb);
        uint8_t b[8];
        for (size_t j = 0; j < nb; j++)
            b[j] = native_byte(v, nb, j);
        gasnet_put_bulk(t, r_in(t, val_slot(f, nb) + 8), b, nb);
    }
    for (size_t nb = 1; nb <= VW; nb++) {
        void *s = r_in(t, val_slot(f, nb) + 8);
        if (f == VF_GET_NB) {
            vh[nb - 1] = gasnet_get_nb_val(t, s, nb);
            continue;
        }
        gasnet_register_value_t got = gasnet_get_val(t, s, nb);
        if (got != low_bytes(val_for(k, f, nb), nb))
            am_fail(B_MAIN, "gasnet_get_val(nbytes=%zu) from node %u: 0x%llx, want 0x%llx", nb,
                    (unsigned)t, (unsigned long long)got,
                    (unsigned long long)low_bytes(val_for(k, f, nb), nb));
    }
    if (f == VF_GET_NB) {
        /* synced independently of everything else: other traffic first, then in reverse */
        uint8_t b[8];
        gasnet_get_nbi_bulk(b, t, r_src(t, 0), sizeof b);
        gasnet_wait_syncnbi_all();
        for (size_t i = VW; i-- > 0;) {
            gasnet_register_value_t got = gasnet_wait_syncnb_valget(vh[i]);
            if (got != low_bytes(val_for(k, f, i + 1), i + 1))
                am_fail(B_MAIN,
                        "gasnet_wait_syncnb_valget(nbytes=%zu) from node %u: 0x%llx, "
                        "want 0x%llx",
                        i + 1, (unsigned)t, (unsigned long long)got,
                        (unsigned long long)low_bytes(val_for(k, f, i + 1), i + 1));
        }
    }
    am_bucket_ok(B_MAIN, "shift %u: %s, nbytes 1..%zu: native order, zero-extended", k, vf_name[f],
                 VW);
}

static void sec_val(unsigned k, gasnet_node_t t)
{
    size_t len = (size_t)NVF * VW * 32;
    memset(sbuf, GUARD, len);
    gasnet_put_bulk(t, r_in(t, VAL_OFF), sbuf, len);
    for (int f = VF_PUT; f <= VF_PUT_NBI; f++)
        val_puts(k, t, f);
    val_gets(k, t, VF_GET);
    val_gets(k, t, VF_GET_NB);
}

/* ---------------------------------------------------------------- */

static uint32_t stamp_seed(gasnet_node_t writer, unsigned k)
{
    return am_seed(seed0, 0x57A4u, writer, k);
}

static void sec_stamp(unsigned k, gasnet_node_t t)
{
    am_fill(sbuf, STAMP_LEN, stamp_seed(am_me, k));
    gasnet_put(t, r_in(t, 0), sbuf, STAMP_LEN);
    tap_barrier();
    gasnet_node_t writer = (gasnet_node_t)((am_me + am_n - k % am_n) % am_n);
    long bad = am_check(l_in(am_me, 0), STAMP_LEN, stamp_seed(writer, k));
    ok(bad < 0,
       "shift %u: after a barrier every node holds the %d bytes its writer (node - %u) put", k,
       STAMP_LEN, k);
    if (bad >= 0)
        diag("node %u: byte %ld of the block from node %u differs", (unsigned)am_me, bad,
             (unsigned)writer);
    tap_barrier();
}

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
    sec_val(k, t);
    sec_stamp(k, t);
}

static void start(int *argc, char ***argv)
{
    if (gasnet_init(argc, argv) != GASNET_OK) {
        printf("1..1\nnot ok 1 - gasnet_init\n");
        exit(1);
    }
    am_me = gasnet_mynode();
    am_n = gasnet_nodes();
    tap_set_rank(am_me, am_n);
    uintptr_t size = segsize(am_n);
    if (gasnet_attach(NULL, 0, size, 0) != GASNET_OK) {
        if (am_me == 0)
            printf("1..1\nnot ok 1 - gasnet_attach(segsize %lu)\n", (unsigned long)size);
        fflush(stdout);
        gasnet_exit(1);
    }
    gasnet_QueryGexObjects(NULL, NULL, &am_tm, NULL);
    tap_multi(am_tm);
    am_query_segments(am_tm);
    seginfo = calloc(am_n, sizeof *seginfo);
    buf_sz = in_sz + 4 * KIB;
    sbuf = malloc(buf_sz);
    dbuf = malloc(buf_sz);
    if (!seginfo || !sbuf || !dbuf) {
        fprintf(stderr, "t_rma_g1: out of memory\n");
        gasnet_exit(99);
    }
}

int main(int argc, char **argv)
{
    start(&argc, &argv);
    if (argc > 1)
        seed0 = (uint32_t)strtoul(argv[1], NULL, 0);
    note("%u nodes, seed 0x%08x (pass it as argv[1] to repeat), transfers up to %zu bytes",
         (unsigned)am_n, seed0, maxsz);
    int rc = gasnet_getSegmentInfo(seginfo, (int)am_n);
    int good = rc == GASNET_OK;
    for (gasnet_node_t r = 0; r < am_n; r++)
        good &= seginfo[r].size >= src_off + src_sz && (char *)seginfo[r].addr == am_owner[r];
    ok(good, "gasnet_getSegmentInfo: every segment has %zu bytes, at the owner's address",
       src_off + src_sz);
    if (!good)
        gasnet_exit(tap_finish());

    am_fill((uint8_t *)am_local[am_me] + src_off, src_sz, src_seed(am_me));
    once_invalid();
    tap_barrier(); /* every SRC area is filled */
    for (unsigned k = 0; k < am_n; k++)
        phase(k);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
