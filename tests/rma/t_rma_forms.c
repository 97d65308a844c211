/* t_rma_forms: the GASNet-EX RMA Val forms and the flags, for self and
 * every peer.
 *
 *   pshmrun -n N t_rma_forms [SEED]     (also runs without pshmrun: 1 rank)
 *
 * Covers gex_RMA_PutBlockingVal / PutNBVal / PutNBIVal and GetBlocking of
 * nbytes 1..sizeof(gex_RMA_Value_t), aligned and unaligned (low-order bytes
 * written, zero extension on read, the bytes around untouched);
 * GEX_FLAG_RANK_IS_JOBRANK, a TM-pair and GEX_FLAG_PEER_NEVER_SELF through
 * every Put and Get form; GEX_FLAG_IMMEDIATE on every form (performed and
 * checked, or GEX_EVENT_NO_OP / non-zero and nothing written). Same
 * segment layout and phases as t_rma_ex (rma_ex_common.h): in phase k rank
 * r targets rank (r+k)%N, and each phase ends with the writer's last block
 * checked at its target after a barrier.
 */
#include "rma_ex_common.h"

#include <gasnet_ratomic.h>

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
    default: return 0;
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
    case IM_PB: done = gex_RMA_PutBlocking(am_tm, t, d, p.src, n, F) == 0; break;
    case IM_PNBI:
        done = gex_RMA_PutNBI(am_tm, t, d, p.src, n, GEX_EVENT_DEFER, F) == 0;
        gex_NBI_Wait(GEX_EC_PUT, 0);
        break;
    case IM_PBV: done = gex_RMA_PutBlockingVal(am_tm, t, d, v, n, F) == 0; break;
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
/* Remote atomics through the same translation                       */
/* ---------------------------------------------------------------- */

/* SET, FADD and FCAS (gex_AD_OpNB_U64, default build or unchecked) on a
 * word of the target's Val area (rewritten by the next phase's reset),
 * checked through the local mapping: with T_SHIFT_MAP=1 the odd ranks
 * map the job area elsewhere, so the word's address is translated, and a
 * call that used the owner's address here would miss it. The domain is
 * created in phase 0 (every rank runs the phases in step). */
static void sec_atomic(unsigned k, gex_Rank_t t)
{
    static gex_AD_t ad;
    if (k == 0)
        gex_AD_Create(&ad, am_tm, GEX_DT_U64, GEX_OP_SET | GEX_OP_FADD | GEX_OP_FCAS, 0);
    uint64_t *owner = (uint64_t *)(void *)r_in(t, VAL_OFF + 8);
    const volatile uint64_t *here = (const volatile uint64_t *)(const void *)l_in(t, VAL_OFF + 8);
    const uint64_t base = ((uint64_t)am_me << 40) | ((uint64_t)k << 8);
    uint64_t old = 0, swapped = 0;
    gex_Event_Wait(gex_AD_OpNB_U64(ad, NULL, t, owner, GEX_OP_SET, base, 0, 0));
    const uint64_t after_set = *here;
    gex_Event_Wait(gex_AD_OpNB_U64(ad, &old, t, owner, GEX_OP_FADD, 5, 0, 0));
    gex_Event_Wait(gex_AD_OpNB_U64(ad, &swapped, t, owner, GEX_OP_FCAS, base + 5, base + 9, 0));
    if (after_set != base || old != base || swapped != base + 5 || *here != base + 9)
        am_fail(B_MAIN,
                "remote atomics on rank %u: after SET the word is 0x%llx (want 0x%llx), FADD "
                "fetched 0x%llx, FCAS fetched 0x%llx, the word ends 0x%llx (want 0x%llx)",
                (unsigned)t, (unsigned long long)after_set, (unsigned long long)base,
                (unsigned long long)old, (unsigned long long)swapped, (unsigned long long)*here,
                (unsigned long long)(base + 9));
    am_bucket_ok(B_MAIN, "shift %u: gex_AD_OpNB_U64 SET, FADD, FCAS reach the target's word", k);
}

/* ---------------------------------------------------------------- */

static void phase(unsigned k)
{
    gex_Rank_t t = (gex_Rank_t)((am_me + k) % am_n);
    sec_val(k, t);
    sec_atomic(k, t);
    sec_flags(k, t);
    sec_immediate(k, t);
    sec_stamp(k, t);
}

int main(int argc, char **argv)
{
    return ex_main(argc, argv, "T_RMA_FORMS", "t_rma_forms", NULL, phase);
}
