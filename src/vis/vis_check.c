/* vis_check.c - every argument check of the VIS calls, in one place.
 *
 * A call is checked when the code that made it was compiled with the RMA
 * checks on (PSHMEX_VIS_CHECKED in gasnet_vis.h passes PSHMEX_VIS_CHECK in
 * the mode). Each problem stops the job with one line naming the call and
 * the argument. The peer and the segment flags go through the checked RMA
 * path (pshmex_RMA_Peer / pshmex_RMA_SelfTM), so VIS reports them as RMA does.
 */
#include "vis/vis.h"

#include <inttypes.h>
#include <stdio.h>

#include "core/objects.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/segment.h"
#include "rma/rma_view.h"

#define VIS_SEG_FLAGS                                                                              \
    (GEX_FLAG_SELF_SEG_UNKNOWN | GEX_FLAG_SELF_SEG_SOME | GEX_FLAG_SELF_SEG_BOUND |                \
     GEX_FLAG_SELF_SEG_OFFSET | GEX_FLAG_PEER_SEG_UNKNOWN | GEX_FLAG_PEER_SEG_SOME |               \
     GEX_FLAG_PEER_SEG_BOUND | GEX_FLAG_PEER_SEG_OFFSET)
#define VIS_ALLOWED_FLAGS                                                                          \
    (GEX_FLAG_IMMEDIATE | GEX_FLAG_ENABLE_LEAF_LC | GEX_FLAG_RANK_IS_JOBRANK |                     \
     GEX_FLAG_PEER_NEVER_SELF | GEX_FLAG_PEER_NEVER_NBRHD | VIS_SEG_FLAGS)

void vis_check_flags(const char *call, unsigned mode, gex_Flags_t flags)
{
    if ((mode & PSHMEX_VIS_LEGACY) && flags)
        pshm_fatal("%s: internal: flags 0x%x on a GASNet-1 call", call, (unsigned)flags);
    if (flags & ~(gex_Flags_t)VIS_ALLOWED_FLAGS)
        pshm_fatal("%s: flags 0x%x include 0x%x, which no VIS call accepts", call, (unsigned)flags,
                   (unsigned)(flags & ~(gex_Flags_t)VIS_ALLOWED_FLAGS));
    if ((flags & GEX_FLAG_ENABLE_LEAF_LC) &&
        !((mode & PSHMEX_VIS_PUT) && (mode & (PSHMEX_VIS_NB | PSHMEX_VIS_NBI))))
        pshm_fatal("%s: flags: GEX_FLAG_ENABLE_LEAF_LC is only for gex_VIS_*PutNB and "
                   "gex_VIS_*PutNBI",
                   call);
    if (vis_peer_handler)
        vis_check_armed_use(call, mode, flags);
}

void vis_check_resolve(struct vis_xfer *x, gex_TM_t tm, gex_Rank_t rank)
{
    gex_Flags_t f = x->flags & ~(gex_Flags_t)(GEX_FLAG_IMMEDIATE | GEX_FLAG_ENABLE_LEAF_LC);
    /* with a NULL address and 0 bytes these return the shifts: the peer's
     * delta (or its segment base here, for PEER_SEG_OFFSET), and 0 (or our
     * segment base, for SELF_SEG_OFFSET) */
    x->rshift = (uintptr_t)pshmex_RMA_Peer(x->call, tm, rank, NULL, 0, f);
    x->lshift = (uintptr_t)pshmex_RMA_SelfTM(x->call, tm, NULL, 0, f);
    if (f & (GEX_FLAG_SELF_SEG_BOUND | GEX_FLAG_SELF_SEG_OFFSET))
        x->lseg = rma_self_segment(tm); /* pshmex_RMA_SelfTM checked it exists */
    x->jr = rma_jobrank(x->call, tm, rank, f);
    x->ep = rma_target_ep(tm, rank, f);
    x->src_ep = tm ? core_tm_local_ep(tm)->index : 0;
}

/* ---- ranges ---- */

/* The argument's name for a message: what, or what[index]. */
static const char *arg_name(char *buf, size_t len, const char *what, size_t index, bool indexed)
{
    if (!indexed)
        return what;
    snprintf(buf, len, "%s[%zu]", what, index);
    return buf;
}

/* The peer's bound segment, resolved once per call: a list of pieces is
 * checked against it piece by piece, so the per-piece test is a few
 * instructions, not a resolution. */
static void remote_seg(const struct vis_xfer *x, struct rma_target *t)
{
    if (rma_epseg_resolve(x->jr, x->ep, t))
        pshm_fatal("%s: %s", x->call, pshm_errmsg());
}

/* The report of check_remote: [a, a + len) is not in t's segment. */
static __attribute__((noreturn, cold)) void remote_outside(const struct vis_xfer *x,
                                                           const struct rma_target *t,
                                                           const char *what, size_t index,
                                                           bool indexed, uintptr_t a, size_t len)
{
    char buf[64];
    char nb[32];
    if (!t->size && t->ep)
        pshm_fatal("%s: %s: remote range [%p, %p) (%zu bytes): jobrank %u%s has no bound segment",
                   x->call, arg_name(buf, sizeof buf, what, index, indexed), (void *)a,
                   (void *)(a + len), len, x->jr, rma_target_ep_note(t, nb, sizeof nb));
    pshm_fatal("%s: %s: remote range [%p, %p) (%zu bytes) on jobrank %u%s is outside its bound "
               "segment [%p, %p)",
               x->call, arg_name(buf, sizeof buf, what, index, indexed), (void *)a,
               (void *)(a + len), len, x->jr, rma_target_ep_note(t, nb, sizeof nb), (void *)t->base,
               (void *)(t->base + (uintptr_t)t->size));
}

/* Fatal unless [addr, addr + len) of the remote side lies in the peer's
 * bound segment t (remote_seg); what (and index, if indexed) name the
 * argument. */
static inline void check_remote(const struct vis_xfer *x, const struct rma_target *t,
                                const char *what, size_t index, bool indexed, const void *addr,
                                size_t len)
{
    if (!len)
        return;
    const uint64_t size = t->size;
    const uintptr_t o = t->base;
    uintptr_t a = (uintptr_t)addr;
    if (x->flags & GEX_FLAG_PEER_SEG_OFFSET)
        a += o;
    if (__builtin_expect(size && a >= o && len <= size && a - o <= size - len, 1))
        return;
    remote_outside(x, t, what, index, indexed, a, len);
}

/* A local piece of len bytes at NULL (contiguous RMA reports it alike). */
static __attribute__((noreturn, cold)) void local_null(const struct vis_xfer *x, const char *what,
                                                       size_t index, bool indexed, size_t len)
{
    char buf[64];
    pshm_fatal("%s: %s: the local address is NULL for %zu bytes (valid: an address of this "
               "process)",
               x->call, arg_name(buf, sizeof buf, what, index, indexed), len);
}

/* A local piece with bytes is not at NULL; with GEX_FLAG_SELF_SEG_BOUND /
 * _OFFSET it must lie in our bound segment. */
static void check_local(const struct vis_xfer *x, const char *what, size_t index, bool indexed,
                        const void *addr, size_t len)
{
    if (!len)
        return;
    if (!(x->flags & (GEX_FLAG_SELF_SEG_BOUND | GEX_FLAG_SELF_SEG_OFFSET))) {
        if (__builtin_expect(!addr, 0))
            local_null(x, what, index, indexed, len);
        return;
    }
    const struct pshmex_segment *s = x->lseg;
    uintptr_t base = (uintptr_t)s->addr;
    uintptr_t a = (uintptr_t)addr + x->lshift;
    if (a >= base && len <= s->size && a - base <= s->size - len)
        return;
    char buf[64];
    pshm_fatal("%s: %s: local range [%p, %p) is outside the segment bound to the local "
               "endpoint (index %u) [%p, %p) (GEX_FLAG_SELF_SEG_%s)",
               x->call, arg_name(buf, sizeof buf, what, index, indexed), (void *)a,
               (void *)(a + len), x->src_ep, s->addr, (void *)(base + s->size),
               (x->flags & GEX_FLAG_SELF_SEG_OFFSET) ? "OFFSET" : "BOUND");
}

static void check_list(const char *call, const char *what, const void *list, size_t count)
{
    if (count && !list)
        pshm_fatal("%s: %s is NULL, but its count is %zu", call, what, count);
}

/* ---- Vector ---- */

static size_t vector_total(const struct vis_xfer *x, bool dst, const gex_Memvec_t *list,
                           size_t count)
{
    const char *what = dst ? "dstlist" : "srclist";
    const bool remote = dst == vis_is_put(x);
    struct rma_target t;
    bool resolved = false; /* only once a piece has bytes, as a single check_remote */
    size_t total = 0;
    for (size_t i = 0; i < count; i++) {
        if (__builtin_add_overflow(total, list[i].gex_len, &total))
            pshm_fatal("%s: %s: the lengths of entries 0..%zu add up to more than SIZE_MAX",
                       x->call, what, i);
        if (remote) {
            if (!resolved && list[i].gex_len) {
                remote_seg(x, &t);
                resolved = true;
            }
            check_remote(x, &t, what, i, true, list[i].gex_addr, list[i].gex_len);
        } else
            check_local(x, what, i, true, list[i].gex_addr, list[i].gex_len);
    }
    return total;
}

void vis_check_vector(const struct vis_xfer *x, size_t dstcount, const gex_Memvec_t *dstlist,
                      size_t srccount, const gex_Memvec_t *srclist)
{
    check_list(x->call, "dstlist", dstlist, dstcount);
    check_list(x->call, "srclist", srclist, srccount);
    size_t dt = vector_total(x, true, dstlist, dstcount);
    size_t st = vector_total(x, false, srclist, srccount);
    if (dt != st)
        pshm_fatal("%s: srclist holds %zu bytes in %zu entries, but dstlist %zu bytes in %zu "
                   "(the totals must be equal)",
                   x->call, st, srccount, dt, dstcount);
}

/* ---- Indexed ---- */

/* Each of the count pieces of len bytes at list[i] on one side. */
static void indexed_pieces(const struct vis_xfer *x, bool dst, void *const *list, size_t count,
                           size_t len)
{
    const char *what = dst ? "dstlist" : "srclist";
    if (dst == vis_is_put(x)) {
        struct rma_target t;
        remote_seg(x, &t);
        for (size_t i = 0; i < count; i++)
            check_remote(x, &t, what, i, true, list[i], len);
    } else {
        for (size_t i = 0; i < count; i++)
            check_local(x, what, i, true, list[i], len);
    }
}

void vis_check_indexed(const struct vis_xfer *x, size_t dstcount, void *const *dstlist,
                       size_t dstlen, size_t srccount, void *const *srclist, size_t srclen)
{
    size_t dt, st;
    if (__builtin_mul_overflow(dstcount, dstlen, &dt))
        pshm_fatal("%s: dstcount %zu * dstlen %zu overflows size_t", x->call, dstcount, dstlen);
    if (__builtin_mul_overflow(srccount, srclen, &st))
        pshm_fatal("%s: srccount %zu * srclen %zu overflows size_t", x->call, srccount, srclen);
    if (dt != st)
        pshm_fatal("%s: srccount %zu * srclen %zu = %zu bytes, but dstcount %zu * dstlen %zu = "
                   "%zu (the totals must be equal)",
                   x->call, srccount, srclen, st, dstcount, dstlen, dt);
    if (!dt)
        return; /* a no-op: the lists are not read */
    check_list(x->call, "dstlist", dstlist, dstcount);
    check_list(x->call, "srclist", srclist, srccount);
    indexed_pieces(x, true, dstlist, dstcount, dstlen);
    indexed_pieces(x, false, srclist, srccount, srclen);
}

/* ---- Strided ---- */

void vis_check_strided_arrays(const char *call, unsigned mode, const ptrdiff_t *dststrides,
                              const ptrdiff_t *srcstrides, size_t elemsz, const size_t *count,
                              size_t levels)
{
    if ((mode & PSHMEX_VIS_LEGACY) && !count)
        pshm_fatal("%s: count is NULL (it has stridelevels + 1 = %zu entries)", call, levels + 1);
    if (!elemsz || !levels)
        return; /* every other argument is ignored */
    if (!count)
        pshm_fatal("%s: count is NULL, but stridelevels is %zu", call, levels);
    if (!dststrides)
        pshm_fatal("%s: dststrides is NULL, but stridelevels is %zu", call, levels);
    if (!srcstrides)
        pshm_fatal("%s: srcstrides is NULL, but stridelevels is %zu", call, levels);
}

/* Index in the client's count[] of the EX count[i] (GASNet-1: count[0] is
 * the element size). */
static size_t cix(const struct vis_xfer *x, size_t i)
{
    return (x->mode & PSHMEX_VIS_LEGACY) ? i + 1 : i;
}

/* The bytes [lo, hi) spanned by one side, relative to its base address. */
static void strided_extent(const struct vis_xfer *x, const char *what, const ptrdiff_t *strides,
                           size_t elemsz, const size_t *count, size_t levels, uintptr_t *lo,
                           uintptr_t *hi)
{
    size_t below = 0, above = elemsz; /* bytes before the base, and from it on */
    for (size_t i = 0; i < levels; i++) {
        ptrdiff_t st = strides[i];
        size_t mag = st < 0 ? (size_t)0 - (size_t)st : (size_t)st, span;
        if (__builtin_mul_overflow(count[i] - 1, mag, &span) ||
            __builtin_add_overflow(st < 0 ? below : above, span, st < 0 ? &below : &above))
            pshm_fatal("%s: count[%zu] %zu with %s[%zu] %td: the section's extent overflows "
                       "size_t",
                       x->call, cix(x, i), count[i], what, i, st);
    }
    *lo = below;
    *hi = above;
}

/* GASNet-1 strides: srcstrides[0] >= count[0] and each stride at least
 * the extent of the dimension below (here count[] is the EX count). */
static void check_monotonic(const struct vis_xfer *x, const char *what, const ptrdiff_t *strides,
                            size_t elemsz, const size_t *count, size_t levels)
{
    size_t need = elemsz;
    for (size_t i = 0; i < levels; i++) {
        size_t st = (size_t)strides[i];
        if (st < need || strides[i] < 0)
            pshm_fatal("%s: %s[%zu] is %td, but GASNet-1 strides must be monotonic: at least "
                       "%zu (the extent of the dimension below)",
                       x->call, what, i, strides[i], need);
        if (__builtin_mul_overflow(st, count[i], &need))
            need = SIZE_MAX;
    }
}

void vis_check_strided(const struct vis_xfer *x, void *dstaddr, const ptrdiff_t *dststrides,
                       void *srcaddr, const ptrdiff_t *srcstrides, size_t elemsz,
                       const size_t *count, size_t levels)
{
    size_t total = elemsz;
    for (size_t i = 0; i < levels; i++)
        if (__builtin_mul_overflow(total, count[i], &total))
            pshm_fatal("%s: %s %zu * count[%zu..%zu] overflows size_t", x->call,
                       (x->mode & PSHMEX_VIS_LEGACY) ? "count[0]" : "elemsz", elemsz, cix(x, 0),
                       cix(x, i));
    if (x->mode & PSHMEX_VIS_LEGACY) {
        check_monotonic(x, "dststrides", dststrides, elemsz, count, levels);
        check_monotonic(x, "srcstrides", srcstrides, elemsz, count, levels);
    }
    uintptr_t dlo, dhi, slo, shi;
    strided_extent(x, "dststrides", dststrides, elemsz, count, levels, &dlo, &dhi);
    strided_extent(x, "srcstrides", srcstrides, elemsz, count, levels, &slo, &shi);
    bool put = vis_is_put(x);
    const char *rwhat = put ? "dstaddr" : "srcaddr";
    uintptr_t r = (uintptr_t)(put ? dstaddr : srcaddr), rlo = put ? dlo : slo,
              rhi = put ? dhi : shi;
    if (__builtin_add_overflow(rlo, rhi, &total))
        pshm_fatal("%s: the section at %s spans more than SIZE_MAX bytes", x->call, rwhat);
    if (r - rlo > r && !(x->flags & GEX_FLAG_PEER_SEG_OFFSET))
        pshm_fatal("%s: %s %p with its strides reaches below address 0", x->call, rwhat, (void *)r);
    struct rma_target t;
    remote_seg(x, &t);
    check_remote(x, &t,
                 put ? "dstaddr, dststrides, count, elemsz" : "srcaddr, srcstrides, count, elemsz",
                 0, false, (void *)(r - rlo), rlo + rhi);
    uintptr_t l = (uintptr_t)(put ? srcaddr : dstaddr), llo = put ? slo : dlo,
              lhi = put ? shi : dhi;
    const char *lwhat =
        put ? "srcaddr, srcstrides, count, elemsz" : "dstaddr, dststrides, count, elemsz";
    if (!l && !(x->flags & (GEX_FLAG_SELF_SEG_BOUND | GEX_FLAG_SELF_SEG_OFFSET)))
        local_null(x, lwhat, 0, false, llo + lhi); /* also when negative strides reach below it */
    check_local(x, lwhat, 0, false, (void *)(l - llo), llo + lhi);
}

/* ---- Peer completion ---- */

void vis_check_arm(gex_AM_Index_t handler, const void *source_addr, size_t nbytes,
                   gex_Flags_t flags)
{
    static const char call[] = "gex_VIS_SetPeerCompletionHandler";
    if (flags)
        pshm_fatal("%s: flags must be 0 (got 0x%x)", call, (unsigned)flags);
    if (!handler)
        return; /* disarm: the rest is ignored */
    if (nbytes > GEX_VIS_MAX_PEERCOMPLETION)
        pshm_fatal("%s: nbytes %zu is over GEX_VIS_MAX_PEERCOMPLETION (%zu)", call, nbytes,
                   GEX_VIS_MAX_PEERCOMPLETION);
    if (nbytes && !source_addr)
        pshm_fatal("%s: source_addr is NULL, but nbytes is %zu", call, nbytes);
}

void vis_check_armed_use(const char *call, unsigned mode, gex_Flags_t flags)
{
    if (!(mode & PSHMEX_VIS_PUT))
        pshm_fatal("%s: a peer completion handler (index %u) is armed by "
                   "gex_VIS_SetPeerCompletionHandler, but peer completion is for VIS Puts only",
                   call, (unsigned)vis_peer_handler);
    if (flags & GEX_FLAG_IMMEDIATE)
        pshm_fatal("%s: flags: GEX_FLAG_IMMEDIATE is not allowed while a peer completion "
                   "handler is armed",
                   call);
}
