/* rma_g1_common.h - the harness of the GASNet-1 RMA tests (t_rma_g1,
 * t_rma_g1_val): segment layout, addresses, operations with their checks,
 * handle helpers, the phase-end check and the program's main. Each program
 * runs phases k = 0..N-1 in which node r targets node (r+k)%N; see
 * t_rma_g1.c for the layout and the checks. Include once per program. */
#ifndef RMA_G1_COMMON_H
#define RMA_G1_COMMON_H

#include "rma_common.h"

#define SENT       0xEE
#define GUARD      0xC3
#define NSLOT      16
#define VAL_OFF    (64 * KIB)
#define STAMP_LEN  256
#define TIME_LIMIT 10.0
#define AL         16 /* alignment of non-bulk transfers */

enum { B_MAIN, B_ARR };

static AM_UNUSED uint32_t seed0 = 0x5EED06A1u;
static AM_UNUSED size_t maxsz, in_sz, src_sz, in_off, src_off;
static AM_UNUSED uint8_t *sbuf, *dbuf;
static AM_UNUSED size_t buf_sz;
static AM_UNUSED uint32_t opcount;
static AM_UNUSED gasnet_seginfo_t *seginfo;

/* ---------------------------------------------------------------- */
/* Layout, addresses, random numbers                                 */
/* ---------------------------------------------------------------- */

static AM_UNUSED uintptr_t layout(size_t max)
{
    maxsz = max;
    in_sz = maxsz + 64 * KIB;
    src_sz = in_sz;
    in_off = TAP_RESERVED;
    src_off = in_off + in_sz;
    return src_off + src_sz;
}

static AM_UNUSED uintptr_t segsize(gasnet_node_t n)
{
    uintptr_t s = rma_fit_layout(n, layout);
    return (s + GASNET_PAGESIZE - 1) / GASNET_PAGESIZE * GASNET_PAGESIZE;
}

/* Remote addresses from gasnet_getSegmentInfo; local mappings for checks. */
static AM_UNUSED void *r_in(gasnet_node_t t, size_t off)
{
    return (char *)seginfo[t].addr + in_off + off;
}
static AM_UNUSED uint8_t *l_in(gasnet_node_t t, size_t off)
{
    return (uint8_t *)am_local[t] + in_off + off;
}
static AM_UNUSED void *r_src(gasnet_node_t t, size_t off)
{
    return (char *)seginfo[t].addr + src_off + off;
}

static AM_UNUSED rng_t rng_for(unsigned a, unsigned b)
{
    return rng_seeded(seed0, a, b);
}
static AM_UNUSED uint32_t next_seed(void)
{
    return am_seed(seed0, am_me, 0x0B22u, ++opcount);
}

static AM_UNUSED uint32_t src_seed(gasnet_node_t r)
{
    return am_seed(seed0, 0x5352u, r, 11);
}

/* ---------------------------------------------------------------- */
/* Operations and their checks                                       */
/* ---------------------------------------------------------------- */

/* Kinds of operation, for every flavor (blocking, nb, nbi). */
enum { K_PUT, K_PUT_BULK, K_GET, K_GET_BULK, K_MEMSET, NK };
static AM_UNUSED const char *const k_name[3][NK] = {
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

static AM_UNUSED int is_get(int kind)
{
    return kind == K_GET || kind == K_GET_BULK;
}
static AM_UNUSED int is_bulk(int kind)
{
    return kind == K_PUT_BULK || kind == K_GET_BULK;
}

/* Prepare an operation of this kind and size in [lo, hi) of the target
 * area, with its local buffer in [llo, lhi) of buf. */
static AM_UNUSED void op_setup(op_t *o, rng_t *r, int kind, gasnet_node_t t, size_t n, size_t lo,
                               size_t hi, uint8_t *buf, size_t llo, size_t lhi)
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
static AM_UNUSED gasnet_handle_t op_start(op_t *o, int f)
{
    gasnet_node_t t = o->t;
    void *rem = is_get(o->kind) ? r_src(t, o->off) : r_in(t, o->off);
    gasnet_handle_t h = GASNET_INVALID_HANDLE;
    switch (f * NK + o->kind) {
    case F_BLOCKING *NK + K_PUT: gasnet_put(t, rem, o->local, o->n); break;
    case F_BLOCKING *NK + K_PUT_BULK: gasnet_put_bulk(t, rem, o->local, o->n); break;
    case F_BLOCKING *NK + K_GET: gasnet_get(o->local, t, rem, o->n); break;
    case F_BLOCKING *NK + K_GET_BULK: gasnet_get_bulk(o->local, t, rem, o->n); break;
    case F_BLOCKING *NK + K_MEMSET: gasnet_memset(t, rem, o->val, o->n); break;
    case F_NB *NK + K_PUT: h = gasnet_put_nb(t, rem, o->local, o->n); break;
    case F_NB *NK + K_PUT_BULK: h = gasnet_put_nb_bulk(t, rem, o->local, o->n); break;
    case F_NB *NK + K_GET: h = gasnet_get_nb(o->local, t, rem, o->n); break;
    case F_NB *NK + K_GET_BULK: h = gasnet_get_nb_bulk(o->local, t, rem, o->n); break;
    case F_NB *NK + K_MEMSET: h = gasnet_memset_nb(t, rem, o->val, o->n); break;
    case F_NBI *NK + K_PUT: gasnet_put_nbi(t, rem, o->local, o->n); break;
    case F_NBI *NK + K_PUT_BULK: gasnet_put_nbi_bulk(t, rem, o->local, o->n); break;
    case F_NBI *NK + K_GET: gasnet_get_nbi(o->local, t, rem, o->n); break;
    case F_NBI *NK + K_GET_BULK: gasnet_get_nbi_bulk(o->local, t, rem, o->n); break;
    default: gasnet_memset_nbi(t, rem, o->val, o->n);
    }
    /* non-bulk puts: the source may be overwritten as soon as they return */
    if (o->kind == K_PUT)
        clobber(o->local, o->n);
    return h;
}

/* After the sync: bulk sources may be reused now. */
static AM_UNUSED void op_release(op_t *o)
{
    if (o->kind == K_PUT_BULK)
        clobber(o->local, o->n);
}

static AM_UNUSED int op_verify(const op_t *o, int f, int b)
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

static AM_UNUSED int try_loop(gasnet_handle_t h)
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

static AM_UNUSED void sync_h(gasnet_handle_t h, int by_try, int b)
{
    if (!by_try)
        gasnet_wait_syncnb(h);
    else if (!try_loop(h))
        am_fail(b, "gasnet_try_syncnb did not return GASNET_OK within %.0f s", TIME_LIMIT);
}

/* try_syncnbi_* until GASNET_OK */
static AM_UNUSED int nbi_try_loop(int (*fn)(void), const char *name)
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
static AM_UNUSED void nbi_idle(int b, const char *when)
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

static AM_UNUSED uint32_t stamp_seed(gasnet_node_t writer, unsigned k)
{
    return am_seed(seed0, 0x57A4u, writer, k);
}

static AM_UNUSED void sec_stamp(unsigned k, gasnet_node_t t)
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

static AM_UNUSED void g1_start(int *argc, char ***argv)
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
        fprintf(stderr, "%s: out of memory\n", (*argv)[0]);
        gasnet_exit(99);
    }
}

/* A whole program: gasnet_init and gasnet_attach, the seed from argv[1],
 * the segments checked through gasnet_getSegmentInfo, every SRC area
 * filled, once() (may be NULL), then phase(k) for k = 0..N-1; returns the
 * job's status (after gasnet_exit in practice). */
static AM_UNUSED int g1_main(int argc, char **argv, void (*once)(void), void (*phase)(unsigned k))
{
    rma_shift_map();
    g1_start(&argc, &argv);
    rma_shift_map_check();
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
    return rma_run_phases(once, phase);
}

#endif
