/* vis.h - the VIS area (gasnet_vis.h): one transfer's resolved view of the
 * peer (vis_api.c), the gather/scatter copy engine (vis_copy.c), the
 * argument checks (vis_check.c, all of them: one place to retarget) and
 * peer completion (vis_peer.c).
 *
 * Addresses: a list entry is an address as the client passed it (for the
 * remote side an owner address, or an offset with GEX_FLAG_PEER_SEG_OFFSET);
 * adding the side's shift gives the address valid in this process. */
#ifndef VIS_H
#define VIS_H

#include <gasnet_vis.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct pshmex_segment;

/* One VIS call, after its peer is resolved. */
struct vis_xfer {
    const char *call;
    unsigned mode; /* PSHMEX_VIS_* bits */
    gex_Flags_t flags;
    uint32_t jr;      /* the peer's jobrank */
    unsigned ep;      /* the peer endpoint's index (a TM-pair's remote index) */
    unsigned src_ep;  /* our endpoint's index (tm's local one; GASNet-1: 0) */
    uintptr_t rshift; /* added to a remote address (owner address or offset) */
    uintptr_t lshift; /* added to a local address (0, or our base with SELF_SEG_OFFSET) */
    /* the segment bound to our endpoint (rma_self_segment), which
     * GEX_FLAG_SELF_SEG_* name; NULL when neither flag is given */
    const struct pshmex_segment *lseg;
};

static inline bool vis_is_put(const struct vis_xfer *x)
{
    return (x->mode & PSHMEX_VIS_PUT) != 0;
}

/* Shifts of the destination and the source side. */
static inline uintptr_t vis_dshift(const struct vis_xfer *x)
{
    return vis_is_put(x) ? x->rshift : x->lshift;
}
static inline uintptr_t vis_sshift(const struct vis_xfer *x)
{
    return vis_is_put(x) ? x->lshift : x->rshift;
}

/* ---- vis_copy.c: the copies (no checks; an unchecked call whose sides'
 * totals differ copies the shorter total) ---- */

void vis_copy_vector(size_t dstcount, const gex_Memvec_t *dstlist, uintptr_t dshift,
                     size_t srccount, const gex_Memvec_t *srclist, uintptr_t sshift);
void vis_copy_indexed(size_t dstcount, void *const *dstlist, size_t dstlen, uintptr_t dshift,
                      size_t srccount, void *const *srclist, size_t srclen, uintptr_t sshift);
/* count[0..levels) all non-zero, elemsz > 0; dst and src already shifted. */
void vis_copy_strided(char *dst, const ptrdiff_t *dststrides, const char *src,
                      const ptrdiff_t *srcstrides, size_t elemsz, const size_t *count,
                      size_t levels, const char *call);

/* ---- vis_check.c: every check of the VIS calls (made only when the
 * calling code was compiled with the checks on: PSHMEX_VIS_CHECK) ---- */

/* Flags allowed for this call's form; called first. */
void vis_check_flags(const char *call, unsigned mode, gex_Flags_t flags);
/* The peer (rank, PEER_NEVER_*, segment flags) and the local side's flags;
 * fills x->jr, x->rshift and x->lshift. */
void vis_check_resolve(struct vis_xfer *x, gex_TM_t tm, gex_Rank_t rank);
void vis_check_vector(const struct vis_xfer *x, size_t dstcount, const gex_Memvec_t *dstlist,
                      size_t srccount, const gex_Memvec_t *srclist);
void vis_check_indexed(const struct vis_xfer *x, size_t dstcount, void *const *dstlist,
                       size_t dstlen, size_t srccount, void *const *srclist, size_t srclen);
/* The count and stride arrays (elemsz > 0, levels > 0): for EX even when a
 * count is 0, for GASNet-1 only when none is (a zero count ignores them). */
void vis_check_strided_arrays(const char *call, unsigned mode, const ptrdiff_t *dststrides,
                              const ptrdiff_t *srcstrides, size_t elemsz, const size_t *count,
                              size_t levels);
/* Sizes, strides (GASNet-1: monotonic) and the remote section's bounds;
 * every count non-zero. */
void vis_check_strided(const struct vis_xfer *x, void *dstaddr, const ptrdiff_t *dststrides,
                       void *srcaddr, const ptrdiff_t *srcstrides, size_t elemsz,
                       const size_t *count, size_t levels);
void vis_check_arm(gex_AM_Index_t handler, const void *source_addr, size_t nbytes,
                   gex_Flags_t flags);
/* A Get (or an IMMEDIATE Put) made while a peer-completion handler is armed. */
void vis_check_armed_use(const char *call, unsigned mode, gex_Flags_t flags);

/* ---- vis_peer.c: peer completion ---- */

/* Handler armed on this thread by gex_VIS_SetPeerCompletionHandler, or 0. */
extern _Thread_local gex_AM_Index_t vis_peer_handler;

/* The Put of x has landed: send the armed handler's AM to endpoint x->ep
 * of x->jr, from endpoint x->src_ep, and disarm. Fatal, naming the call,
 * if that endpoint has no AM capability. */
void vis_peer_complete(const struct vis_xfer *x);

#endif
