/* vis_api.c - the entry points behind the inline gex_VIS_* and GASNet-1
 * VIS forms of gasnet_vis.h / pshmex_vis1.h: resolve the peer, check (when
 * the caller was compiled with checks), copy, signal peer completion.
 *
 * Every call completes before it returns, like contiguous RMA: NB forms
 * return GEX_EVENT_INVALID from the inline wrapper, NBI forms leave nothing
 * in the implicit set (so access regions and gex_NBI_* need nothing here),
 * and the LC leaf that GEX_FLAG_ENABLE_LEAF_LC exposes is complete too.
 */
#include "core/objects.h"
#include "pshm/err.h"
#include "pshm/segment.h"
#include "rma/rma_view.h"
#include "vis/vis.h"

/* The peer's jobrank and the address shifts, without checks. */
static void resolve_fast(struct vis_xfer *x, gex_TM_t tm, gex_Rank_t rank)
{
    uint32_t jr = rank;
    if (tm && !core_tm_is_pair(tm) && !(x->flags & GEX_FLAG_RANK_IS_JOBRANK) && tm->jobranks)
        jr = tm->jobranks[rank];
    x->jr = jr;
    x->ep = rma_target_ep(tm, rank, x->flags);
    if (x->ep || rma_epseg_primordial_created(jr)) { /* a created segment: its own mapping */
        struct rma_target t;
        if (rma_epseg_resolve(jr, x->ep, &t))
            pshm_fatal("%s: %s", x->call, pshm_errmsg());
        x->rshift = (x->flags & GEX_FLAG_PEER_SEG_OFFSET) ? t.base + (uintptr_t)t.delta
                                                          : (uintptr_t)t.delta;
    } else if (x->flags & GEX_FLAG_PEER_SEG_OFFSET) {
        void *local;
        pshm_segment_query(jr, NULL, &local, NULL);
        x->rshift = (uintptr_t)local;
    } else {
        const int same = __atomic_load_n(&pshmex_rma_same_addresses, __ATOMIC_RELAXED);
        x->rshift = same ? 0 : (uintptr_t)pshmex_rma_delta[jr];
    }
    if (x->flags & GEX_FLAG_SELF_SEG_OFFSET) {
        x->lseg = rma_self_segment(tm);
        x->lshift = (uintptr_t)x->lseg->addr;
    }
}

/* A checked call, or a Put that must reach its peer with an AM (the rank
 * must then be valid in any build), resolves through the checks. */
static struct vis_xfer begin(const char *call, unsigned mode, gex_TM_t tm, gex_Rank_t rank,
                             gex_Flags_t flags)
{
    struct vis_xfer x = {.call = call, .mode = mode, .flags = flags};
    if (mode & PSHMEX_VIS_CHECK)
        vis_check_flags(call, mode, flags);
    if ((mode & PSHMEX_VIS_CHECK) || (vis_peer_handler && (mode & PSHMEX_VIS_PUT)))
        vis_check_resolve(&x, tm, rank);
    else
        resolve_fast(&x, tm, rank);
    return x;
}

/* A blocking form polls when asked, as a blocking Put or Get does
 * (include/pshmex_progress.h). */
static void blocking_progress(unsigned mode)
{
    if (!(mode & (PSHMEX_VIS_NB | PSHMEX_VIS_NBI)))
        pshmex_progress_check();
}

static int finish(const struct vis_xfer *x)
{
    if (vis_peer_handler && vis_is_put(x))
        vis_peer_complete(x);
    blocking_progress(x->mode);
    return 0;
}

/* A call whose counts make it a no-op (003 L6608, L6977, L3839-3845): tm,
 * rank, the lists or addresses and the flags are not looked at, in any
 * build. One exception: a Put made while a peer-completion handler is armed
 * still sends it. The handler is bound to the thread's next VIS Put, and a
 * zero-count Put is one (complete at once); a peer that counts its
 * notifications would wait forever for a skipped one. Sending needs the
 * peer, so then tm and rank are resolved, with the checks, as for any
 * armed Put. A checked Get made while armed is still the error it is with
 * data to move: the misuse is the arming, not an argument. */
static int noop(const char *call, unsigned mode, gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags)
{
    if (vis_peer_handler && (mode & PSHMEX_VIS_PUT)) {
        struct vis_xfer x = begin(call, mode, tm, rank, flags);
        return finish(&x);
    }
    if (vis_peer_handler && (mode & PSHMEX_VIS_CHECK))
        vis_check_armed_use(call, mode, 0);
    blocking_progress(mode);
    return 0;
}

int pshmex_VIS_Vector(const char *call, unsigned mode, gex_TM_t tm, gex_Rank_t rank,
                      size_t dstcount, gex_Memvec_t const dstlist[], size_t srccount,
                      gex_Memvec_t const srclist[], gex_Flags_t flags)
{
    if (!dstcount && !srccount)
        return noop(call, mode, tm, rank, flags);
    struct vis_xfer x = begin(call, mode, tm, rank, flags);
    if (mode & PSHMEX_VIS_CHECK)
        vis_check_vector(&x, dstcount, dstlist, srccount, srclist);
    vis_copy_vector(dstcount, dstlist, vis_dshift(&x), srccount, srclist, vis_sshift(&x));
    return finish(&x);
}

int pshmex_VIS_Indexed(const char *call, unsigned mode, gex_TM_t tm, gex_Rank_t rank,
                       size_t dstcount, void *const dstlist[], size_t dstlen, size_t srccount,
                       void *const srclist[], size_t srclen, gex_Flags_t flags)
{
    if (!dstcount && !srccount)
        return noop(call, mode, tm, rank, flags);
    struct vis_xfer x = begin(call, mode, tm, rank, flags);
    if (mode & PSHMEX_VIS_CHECK)
        vis_check_indexed(&x, dstcount, dstlist, dstlen, srccount, srclist, srclen);
    vis_copy_indexed(dstcount, dstlist, dstlen, vis_dshift(&x), srccount, srclist, srclen,
                     vis_sshift(&x));
    return finish(&x);
}

int pshmex_VIS_Strided(const char *call, unsigned mode, gex_TM_t tm, gex_Rank_t rank, void *dstaddr,
                       const ptrdiff_t dststrides[], void *srcaddr, const ptrdiff_t srcstrides[],
                       size_t elemsz, const size_t count[], size_t stridelevels, gex_Flags_t flags)
{
    const bool legacy = (mode & PSHMEX_VIS_LEGACY) != 0;
    if (legacy) { /* GASNet-1 count[]: count[0] is the element size */
        if (mode & PSHMEX_VIS_CHECK)
            vis_check_strided_arrays(call, mode, NULL, NULL, 0, count, stridelevels);
        elemsz = count[0];
        count++;
    }
    /* EX: a zero count still needs valid stride arrays (003 L3844-3845);
     * GASNet-1: it makes every other argument ignored (L6977), so the
     * arrays are checked only once the call is known to move data */
    if ((mode & PSHMEX_VIS_CHECK) && !legacy)
        vis_check_strided_arrays(call, mode, dststrides, srcstrides, elemsz, count, stridelevels);
    bool empty = elemsz == 0;
    for (size_t i = 0; i < stridelevels && !empty; i++)
        empty = count[i] == 0;
    if (empty)
        return noop(call, mode, tm, rank, flags);
    if ((mode & PSHMEX_VIS_CHECK) && legacy)
        vis_check_strided_arrays(call, mode, dststrides, srcstrides, elemsz, count, stridelevels);
    struct vis_xfer x = begin(call, mode, tm, rank, flags);
    if (mode & PSHMEX_VIS_CHECK)
        vis_check_strided(&x, dstaddr, dststrides, srcaddr, srcstrides, elemsz, count,
                          stridelevels);
    vis_copy_strided((char *)((uintptr_t)dstaddr + vis_dshift(&x)), dststrides,
                     (const char *)((uintptr_t)srcaddr + vis_sshift(&x)), srcstrides, elemsz, count,
                     stridelevels, call);
    return finish(&x);
}
