/* t_vis: every VIS form against a serial reference.
 *
 *   pshmrun -n N t_vis [SEED]
 *
 * Every rank, with every rank as the peer (itself included), makes
 * Vector, Indexed and Strided Puts and Gets of random shapes (vis_common.h:
 * element sizes 1..4096, 0..4 stride levels, transposed and reflected
 * destinations, zero, negative and overlapping source strides, empty and
 * overlapping source pieces, disjoint destination pieces in any order) in
 * every completion form: Blocking, NB (+ the LC leaf of
 * GEX_FLAG_ENABLE_LEAF_LC), NBI (+ GEX_EC_LC, + an access region), and the
 * GASNet-1 _bulk, _nb_bulk, _nbi_bulk forms (+ an access region); with the
 * peer named through the team, GEX_FLAG_RANK_IS_JOBRANK, a TM-pair or a
 * reversed team, and addresses as pointers or segment offsets
 * (GEX_FLAG_PEER_SEG_OFFSET / GEX_FLAG_SELF_SEG_OFFSET). After each
 * operation's sync the whole destination area must equal the reference
 * applied to a copy of it. Then the degenerate cases: empty and NULL
 * lists, elemsz 0, a count of 0, stridelevels 0.
 *
 * Built twice: t_vis (unchecked calls) and t_vis_checked (-DPSHMEX_DEBUG=1:
 * the checks must accept every valid call and change nothing).
 */
#include "vis_common.h"

enum {
    F_BLOCKING,
    F_NB,
    F_NB_LEAF,
    F_NBI,
    F_NBI_LEAF,
    F_NBI_REGION,
    F_G1,
    F_G1_NB,
    F_G1_NBI,
    F_G1_REGION,
    NFORMS
};
static const char *const form_name[NFORMS] = {
    "Blocking",        "NB",       "NB+LEAF_LC",  "NBI",          "NBI+LEAF_LC",
    "NBI in a region", "GASNet-1", "GASNet-1 nb", "GASNet-1 nbi", "GASNet-1 nbi in a region"};

enum { A_PLAIN, A_JOBRANK, A_PAIR, A_REVERSED, A_PEER_OFF, A_SELF_OFF, A_BOTH_OFF, NADDR };

enum { B_V, B_I, B_S, B_EDGE };

static gex_TM_t reversed; /* rank i of it is jobrank n - 1 - i */
static uint32_t seed = 0x715u;

/* One operation's arguments, resolved to addresses. */
typedef struct {
    const vis_shape_t *v;
    int put, form;
    gex_TM_t tm;
    gex_Rank_t rank; /* in tm */
    gex_Flags_t flags;
    gex_Memvec_t dvec[VIS_MAX_PIECES], svec[VIS_MAX_PIECES];
    void *dptr[VIS_MAX_PIECES], *sptr[VIS_MAX_PIECES];
    void *daddr, *saddr;
} op_t;

/* Address of byte off of the area at area_off: on the remote side, rank
 * t's owner address or (peer_off) the offset in its segment; locally, a
 * pointer or (self_off) the offset in ours. */
static void *side_addr(int remote, gex_Rank_t t, size_t area_off, size_t off, int as_offset)
{
    if (as_offset)
        return (void *)(uintptr_t)(area_off + off);
    return (remote ? am_owner[t] : am_local[am_me]) + area_off + off;
}

static void resolve(op_t *o, gex_Rank_t t, size_t doff_area, size_t soff_area, int addr)
{
    const vis_shape_t *v = o->v;
    int peer_off = addr == A_PEER_OFF || addr == A_BOTH_OFF;
    int self_off = addr == A_SELF_OFF || addr == A_BOTH_OFF;
    int d_off = o->put ? peer_off : self_off, s_off = o->put ? self_off : peer_off;
    o->flags =
        (peer_off ? GEX_FLAG_PEER_SEG_OFFSET : 0) | (self_off ? GEX_FLAG_SELF_SEG_OFFSET : 0);
    o->tm = am_tm;
    o->rank = t;
    switch (addr) {
    case A_JOBRANK: o->flags |= GEX_FLAG_RANK_IS_JOBRANK; break;
    case A_PAIR: o->tm = gex_TM_Pair(am_ep, 0); break;
    case A_REVERSED:
        o->tm = reversed;
        o->rank = am_n - 1 - t;
        break;
    }
    for (size_t i = 0; i < v->dn; i++) {
        o->dvec[i].gex_addr = side_addr(o->put, t, doff_area, v->doff[i], d_off);
        o->dvec[i].gex_len = v->kind == 'V' ? v->dlen[i] : v->dl;
        o->dptr[i] = o->dvec[i].gex_addr;
    }
    for (size_t i = 0; i < v->sn; i++) {
        o->svec[i].gex_addr = side_addr(!o->put, t, soff_area, v->soff[i], s_off);
        o->svec[i].gex_len = v->kind == 'V' ? v->slen[i] : v->sl;
        o->sptr[i] = o->svec[i].gex_addr;
    }
    o->daddr = side_addr(o->put, t, doff_area, v->dbase, d_off);
    o->saddr = side_addr(!o->put, t, soff_area, v->sbase, s_off);
}

/* The call of o, EX form f (F_BLOCKING .. F_NBI_REGION's NBI); returns the
 * root event of an NB call (GEX_EVENT_INVALID otherwise) and stores the
 * int result in *rc. */
static gex_Event_t call_ex(const op_t *o, int nb, int nbi, int *rc)
{
    const vis_shape_t *v = o->v;
    gex_TM_t tm = o->tm;
    gex_Rank_t r = o->rank;
    gex_Flags_t f = o->flags;
    gex_Event_t ev = GEX_EVENT_INVALID;
    *rc = 0;
#define VIS_FORMS(NAME, ARGS)                                                                      \
    do {                                                                                           \
        if (nb)                                                                                    \
            ev = NAME##NB ARGS;                                                                    \
        else if (nbi)                                                                              \
            *rc = NAME##NBI ARGS;                                                                  \
        else                                                                                       \
            *rc = NAME##Blocking ARGS;                                                             \
    } while (0)
#define ARGS_VP (tm, r, v->dn, o->dvec, v->sn, o->svec, f)
#define ARGS_VG (tm, v->dn, o->dvec, r, v->sn, o->svec, f)
#define ARGS_IP (tm, r, v->dn, o->dptr, v->dl, v->sn, o->sptr, v->sl, f)
#define ARGS_IG (tm, v->dn, o->dptr, v->dl, r, v->sn, o->sptr, v->sl, f)
#define ARGS_SP (tm, r, o->daddr, v->dstr, o->saddr, v->sstr, v->elemsz, v->count, v->levels, f)
#define ARGS_SG (tm, o->daddr, v->dstr, r, o->saddr, v->sstr, v->elemsz, v->count, v->levels, f)
    if (v->kind == 'V' && o->put)
        VIS_FORMS(gex_VIS_VectorPut, ARGS_VP);
    else if (v->kind == 'V')
        VIS_FORMS(gex_VIS_VectorGet, ARGS_VG);
    else if (v->kind == 'I' && o->put)
        VIS_FORMS(gex_VIS_IndexedPut, ARGS_IP);
    else if (v->kind == 'I')
        VIS_FORMS(gex_VIS_IndexedGet, ARGS_IG);
    else if (o->put)
        VIS_FORMS(gex_VIS_StridedPut, ARGS_SP);
    else
        VIS_FORMS(gex_VIS_StridedGet, ARGS_SG);
    return ev;
}

/* The GASNet-1 call of o (strided shapes are monotonic); returns its
 * handle (GASNET_INVALID_HANDLE unless nb). */
static gasnet_handle_t call_g1(const op_t *o, int nb, int nbi)
{
    const vis_shape_t *v = o->v;
    gasnet_node_t t = (gasnet_node_t)o->rank;
    gasnet_memvec_t dv[VIS_MAX_PIECES], sv[VIS_MAX_PIECES];
    for (size_t i = 0; i < v->dn; i++)
        dv[i] = (gasnet_memvec_t){o->dvec[i].gex_addr, o->dvec[i].gex_len};
    for (size_t i = 0; i < v->sn; i++)
        sv[i] = (gasnet_memvec_t){o->svec[i].gex_addr, o->svec[i].gex_len};
    size_t cnt[VIS_MAX_LEVELS + 1], dst[VIS_MAX_LEVELS], sst[VIS_MAX_LEVELS];
    cnt[0] = v->elemsz;
    for (size_t i = 0; i < v->levels; i++) {
        cnt[i + 1] = v->count[i];
        dst[i] = (size_t)v->dstr[i];
        sst[i] = (size_t)v->sstr[i];
    }
    gasnet_handle_t h = GASNET_INVALID_HANDLE;
#define G1_FORMS(P, ...)                                                                           \
    do {                                                                                           \
        if (nb)                                                                                    \
            h = P##_nb_bulk(__VA_ARGS__);                                                          \
        else if (nbi)                                                                              \
            P##_nbi_bulk(__VA_ARGS__);                                                             \
        else                                                                                       \
            P##_bulk(__VA_ARGS__);                                                                 \
    } while (0)
    if (v->kind == 'V' && o->put)
        G1_FORMS(gasnet_putv, t, v->dn, dv, v->sn, sv);
    else if (v->kind == 'V')
        G1_FORMS(gasnet_getv, v->dn, dv, t, v->sn, sv);
    else if (v->kind == 'I' && o->put)
        G1_FORMS(gasnet_puti, t, v->dn, o->dptr, v->dl, v->sn, o->sptr, v->sl);
    else if (v->kind == 'I')
        G1_FORMS(gasnet_geti, v->dn, o->dptr, v->dl, t, v->sn, o->sptr, v->sl);
    else if (o->put)
        G1_FORMS(gasnet_puts, t, o->daddr, dst, o->saddr, sst, cnt, v->levels);
    else
        G1_FORMS(gasnet_gets, o->daddr, dst, t, o->saddr, sst, cnt, v->levels);
    return h;
}

/* Make o in form o->form and sync it as that form requires. */
static int run_form(op_t *o)
{
    int rc = 0, f = o->form;
    gex_EC_t ec = o->put ? GEX_EC_PUT : GEX_EC_GET;
    switch (f) {
    case F_BLOCKING: call_ex(o, 0, 0, &rc); break;
    case F_NB: gex_Event_Wait(call_ex(o, 1, 0, &rc)); break;
    case F_NB_LEAF: { /* the LC leaf first, then the root */
        gex_Event_t root = call_ex(o, 1, 0, &rc);
        gex_Event_Wait(gex_Event_QueryLeaf(root, GEX_EC_LC));
        gex_Event_Wait(root);
        break;
    }
    case F_NBI:
        call_ex(o, 0, 1, &rc);
        gex_NBI_Wait(ec, 0);
        break;
    case F_NBI_LEAF:
        call_ex(o, 0, 1, &rc);
        gex_NBI_Wait(GEX_EC_LC, 0);
        while (gex_NBI_Test(ec, 0) != GASNET_OK)
            gasnet_AMPoll();
        break;
    case F_NBI_REGION: {
        gex_NBI_BeginAccessRegion(0);
        call_ex(o, 0, 1, &rc);
        gex_Event_t ev = gex_NBI_EndAccessRegion(0);
        while (gex_Event_Test(ev) != GASNET_OK)
            gasnet_AMPoll();
        break;
    }
    case F_G1: call_g1(o, 0, 0); break;
    case F_G1_NB: gasnet_wait_syncnb(call_g1(o, 1, 0)); break;
    case F_G1_NBI:
        call_g1(o, 0, 1);
        if (o->put)
            gasnet_wait_syncnbi_puts();
        else
            gasnet_wait_syncnbi_gets();
        break;
    case F_G1_REGION:
        gasnet_begin_nbi_accessregion();
        call_g1(o, 0, 1);
        gasnet_wait_syncnb(gasnet_end_nbi_accessregion());
        break;
    }
    return rc;
}

/* One random operation with peer t; records a failure in bucket b. */
static void one_op(rng_t *r, int b, int kind, int put, int form, gex_Rank_t t, uint8_t *shadow)
{
    static vis_shape_t v;
    int g1 = form >= F_G1;
    size_t dbytes = VIS_WIN_BYTES, sbytes = VIS_SRC_BYTES;
    if (kind == 'V')
        vis_gen_vector(r, &v, dbytes, sbytes);
    else if (kind == 'I')
        vis_gen_indexed(r, &v, dbytes, sbytes);
    else
        vis_gen_strided(r, &v, dbytes, sbytes, g1);
    int leaf = form == F_NB_LEAF || form == F_NBI_LEAF;
    if (leaf && !put)
        form = form == F_NB_LEAF ? F_NB : F_NBI; /* LEAF_LC is for Puts only */
    op_t o = {.v = &v, .put = put, .form = form};
    size_t darea = put ? VIS_WIN_OFF(am_me) : VIS_LOCAL_OFF;
    size_t sarea = VIS_SRC_OFF;
    resolve(&o, t, darea, sarea, g1 ? A_PLAIN : (int)below(r, NADDR));
    if (g1)
        o.rank = t;
    if (leaf && put)
        o.flags |= GEX_FLAG_ENABLE_LEAF_LC;
    if (below(r, 4) == 0 && !g1)
        o.flags |= GEX_FLAG_IMMEDIATE; /* never a no-op here */

    uint8_t *dview = (uint8_t *)(put ? am_local[t] : am_local[am_me]) + darea;
    const uint8_t *sview = (const uint8_t *)(put ? am_local[am_me] : am_local[t]) + sarea;
    memset(dview, (int)(rnd(r) & 0xff), VIS_WIN_BYTES);
    memcpy(shadow, dview, VIS_WIN_BYTES);
    vis_reference(&v, shadow, sview);
    int rc = run_form(&o);
    char what[160];
    if (rc != 0) {
        vis_describe(&v, what, sizeof what);
        am_fail(b, "%s %s with rank %u: returned %d (%s)", put ? "Put" : "Get", form_name[form],
                (unsigned)t, rc, what);
    }
    for (size_t i = 0; i < VIS_WIN_BYTES; i++)
        if (dview[i] != shadow[i]) {
            vis_describe(&v, what, sizeof what);
            am_fail(b,
                    "%s %s with rank %u, flags 0x%x: byte %zu of the destination area is "
                    "0x%02x, the reference 0x%02x (%s)",
                    put ? "Put" : "Get", form_name[form], (unsigned)t, (unsigned)o.flags, i,
                    dview[i], shadow[i], what);
            break;
        }
}

/* The degenerate cases, with peer t: nothing may change, or (stridelevels
 * 0) exactly elemsz bytes. */
static void edge_cases(gex_Rank_t t, uint8_t *shadow)
{
    uint8_t *win = (uint8_t *)am_local[t] + VIS_WIN_OFF(am_me);
    char *rwin = am_owner[t] + VIS_WIN_OFF(am_me);
    char *src = am_local[am_me] + VIS_SRC_OFF;
    size_t one = 1, zero[2] = {3, 0};
    ptrdiff_t st[2] = {8, 64};
    memset(win, 0x11, VIS_WIN_BYTES);
    memcpy(shadow, win, VIS_WIN_BYTES);
    int rc = gex_VIS_VectorPutBlocking(am_tm, t, 0, NULL, 0, NULL, 0);
    rc |= gex_VIS_IndexedPutNBI(am_tm, t, 0, NULL, 8, 0, NULL, 8, 0);
    gex_Event_Wait(gex_VIS_IndexedGetNB(am_tm, 0, NULL, 0, t, 0, NULL, 0, 0));
    /* elemsz 0: everything else ignored */
    rc |= gex_VIS_StridedPutBlocking(am_tm, t, NULL, NULL, NULL, NULL, 0, NULL, 3, 0);
    /* a count of 0: addresses ignored, the arrays valid */
    rc |= gex_VIS_StridedPutBlocking(am_tm, t, NULL, st, NULL, st, 8, zero, 2, 0);
    gasnet_gets_bulk(NULL, (size_t *)st, (gasnet_node_t)t, NULL, (size_t *)st, (size_t[]){8, 4, 0},
                     2);
    /* vector entries that are all empty */
    gex_Memvec_t empty[3] = {{rwin, 0}, {rwin + 100, 0}, {NULL, 0}};
    rc |= gex_VIS_VectorPutBlocking(am_tm, t, 3, empty, 2, empty, 0);
    if (rc || memcmp(win, shadow, VIS_WIN_BYTES) != 0)
        am_fail(B_EDGE, "an empty VIS call with rank %u changed the destination or returned %d",
                (unsigned)t, rc);
    /* stridelevels 0: elemsz contiguous bytes, strides and count ignored */
    rc = gex_VIS_StridedPutBlocking(am_tm, t, rwin + 5, NULL, src + 7, NULL, 300, NULL, 0, 0);
    memcpy(shadow + 5, src + 7, 300);
    size_t c0 = 77;
    gasnet_puts_bulk((gasnet_node_t)t, rwin + 1000, NULL, src + 3, NULL, &c0, 0);
    memcpy(shadow + 1000, src + 3, 77);
    /* a count of 1 in every dimension: one element */
    size_t ones[3] = {1, 1, 1};
    ptrdiff_t far[3] = {-100000, 7, 1 << 20};
    rc |= gex_VIS_StridedPutBlocking(am_tm, t, rwin + 2000, far, src, far, 9, ones, 3, 0);
    memcpy(shadow + 2000, src, 9);
    (void)one;
    /* overlapping sources: the same 40 bytes three times (vector), one
     * address for every indexed piece */
    gex_Memvec_t same[3] = {{src + 11, 40}, {src + 11, 40}, {src + 31, 40}};
    gex_Memvec_t into = {rwin + 3000, 120};
    rc |= gex_VIS_VectorPutBlocking(am_tm, t, 1, &into, 3, same, 0);
    memcpy(shadow + 3000, src + 11, 40);
    memcpy(shadow + 3040, src + 11, 40);
    memcpy(shadow + 3080, src + 31, 40);
    void *srcs[4] = {src + 5, src + 5, src + 5, src + 5};
    void *dsts[2] = {rwin + 4096, rwin + 4000};
    rc |= gex_VIS_IndexedPutBlocking(am_tm, t, 2, dsts, 16, 4, srcs, 8, 0);
    for (int k = 0; k < 2; k++) {
        memcpy(shadow + 4096 + 8 * k, src + 5, 8);
        memcpy(shadow + 4000 + 8 * k, src + 5, 8);
    }
    if (rc || memcmp(win, shadow, VIS_WIN_BYTES) != 0)
        am_fail(B_EDGE,
                "stridelevels 0 / counts of 1 / overlapping sources with rank %u: wrong bytes "
                "or rc %d",
                (unsigned)t, rc);
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_VIS", vis_segsize);
    if (argc > 1)
        seed = (uint32_t)strtoul(argv[1], NULL, 0);
    if (gex_TM_Split(&reversed, am_tm, 0, (int)(am_n - 1 - am_me), NULL, 0,
                     GEX_FLAG_TM_NO_SCRATCH) != GASNET_OK ||
        !reversed) {
        ok(0, "gex_TM_Split of a reversed team");
        gasnet_exit(1);
    }
    am_fill(am_local[am_me] + VIS_SRC_OFF, VIS_SRC_BYTES, vis_src_seed(am_me));
    uint8_t *shadow = malloc(VIS_WIN_BYTES);
    tap_barrier(); /* every SRC area is filled */
    note("seed 0x%x, %u ranks", (unsigned)seed, (unsigned)am_n);

    static const int kinds[3] = {'V', 'I', 'S'};
    static const char *const kind_name[3] = {"Vector", "Indexed", "Strided"};
    for (gex_Rank_t k = 0; k < am_n; k++) {
        gex_Rank_t t = (am_me + k) % am_n;
        for (int kd = 0; kd < 3; kd++) {
            rng_t r = rng_seeded(seed, k, (unsigned)kd);
            for (int rep = 0; rep < 2; rep++)
                for (int put = 0; put < 2; put++)
                    for (int f = 0; f < NFORMS; f++)
                        one_op(&r, kd, kinds[kd], put, f, t, shadow);
            am_bucket_ok(kd,
                         "%s Put and Get, every form, with the rank %u after me: each "
                         "destination area equals the serial reference",
                         kind_name[kd], (unsigned)k);
        }
        edge_cases(t, shadow);
        am_bucket_ok(B_EDGE,
                     "empty, degenerate and overlapping-source calls with the rank %u after me",
                     (unsigned)k);
    }
    free(shadow);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
