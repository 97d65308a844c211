/*
 * pshmex_vis1.h - the GASNet-1 VIS calls (the "UPC memcpy extensions"
 * proposal): gasnet_{put,get}{v,i,s}_bulk, their _nb_bulk forms (returning
 * GASNET_INVALID_HANDLE: complete) and _nbi_bulk forms (nothing left in
 * the implicit set).
 *
 * Included by gasnet_vis.h once gasnet.h is in (or by gasnet.h after
 * gasnet_vis.h); do not include it directly. A node is a jobrank. These are
 * the gex_VIS_* calls of gasnet_vis.h under their GASNet-1 names and
 * argument orders, with the same completion and checks. Strided metadata
 * is the GASNet-1 format: count[0] is the contiguous bytes, count has
 * stridelevels + 1 entries, the strides are size_t and (checked) must be
 * monotonic: srcstrides[0] >= count[0] and srcstrides[i] >= count[i] *
 * srcstrides[i-1], the same for dststrides. A zero entry of count (or
 * zero dstcount and srccount) makes a no-op that ignores every other
 * argument, NULL strides and an invalid node included.
 */
#ifndef _PSHMEX_VIS1_H
#define _PSHMEX_VIS1_H

#if !defined(_GASNET_VIS_H) || !defined(_GASNET_GASNET_H)
#error "include <gasnet.h> and <gasnet_vis.h>, not <pshmex_vis1.h>"
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define PSHMEX_VIS1_MODE_(put, form) ((put) | (form) | PSHMEX_VIS_LEGACY | PSHMEX_VIS_CHK)
#define PSHMEX_VIS1_DO_void(expr)    (void)(expr)
#define PSHMEX_VIS1_DO_handle(expr)                                                                \
    (void)(expr);                                                                                  \
    return GASNET_INVALID_HANDLE
#define PSHMEX_VIS1_TYPE_void   void
#define PSHMEX_VIS1_TYPE_handle gasnet_handle_t

/* Vector: gasnet_memvec_t has the layout of gex_Memvec_t. */
#define PSHMEX_VIS1_V_(name, kind, form)                                                           \
    static inline PSHMEX_VIS1_TYPE_##kind gasnet_putv##name(                                       \
        gasnet_node_t dstnode, size_t dstcount, gasnet_memvec_t const dstlist[], size_t srccount,  \
        gasnet_memvec_t const srclist[])                                                           \
    {                                                                                              \
        PSHMEX_VIS1_DO_##kind(pshmex_VIS_Vector(                                                   \
            "gasnet_putv" #name, PSHMEX_VIS1_MODE_(PSHMEX_VIS_PUT, form), (gex_TM_t)0, dstnode,    \
            dstcount, (gex_Memvec_t const *)(const void *)dstlist, srccount,                       \
            (gex_Memvec_t const *)(const void *)srclist, 0));                                      \
    }                                                                                              \
    static inline PSHMEX_VIS1_TYPE_##kind gasnet_getv##name(                                       \
        size_t dstcount, gasnet_memvec_t const dstlist[], gasnet_node_t srcnode, size_t srccount,  \
        gasnet_memvec_t const srclist[])                                                           \
    {                                                                                              \
        PSHMEX_VIS1_DO_##kind(                                                                     \
            pshmex_VIS_Vector("gasnet_getv" #name, PSHMEX_VIS1_MODE_(0u, form), (gex_TM_t)0,       \
                              srcnode, dstcount, (gex_Memvec_t const *)(const void *)dstlist,      \
                              srccount, (gex_Memvec_t const *)(const void *)srclist, 0));          \
    }

#define PSHMEX_VIS1_I_(name, kind, form)                                                           \
    static inline PSHMEX_VIS1_TYPE_##kind gasnet_puti##name(                                       \
        gasnet_node_t dstnode, size_t dstcount, void *const dstlist[], size_t dstlen,              \
        size_t srccount, void *const srclist[], size_t srclen)                                     \
    {                                                                                              \
        PSHMEX_VIS1_DO_##kind(pshmex_VIS_Indexed(                                                  \
            "gasnet_puti" #name, PSHMEX_VIS1_MODE_(PSHMEX_VIS_PUT, form), (gex_TM_t)0, dstnode,    \
            dstcount, dstlist, dstlen, srccount, srclist, srclen, 0));                             \
    }                                                                                              \
    static inline PSHMEX_VIS1_TYPE_##kind gasnet_geti##name(                                       \
        size_t dstcount, void *const dstlist[], size_t dstlen, gasnet_node_t srcnode,              \
        size_t srccount, void *const srclist[], size_t srclen)                                     \
    {                                                                                              \
        PSHMEX_VIS1_DO_##kind(pshmex_VIS_Indexed("gasnet_geti" #name, PSHMEX_VIS1_MODE_(0u, form), \
                                                 (gex_TM_t)0, srcnode, dstcount, dstlist, dstlen,  \
                                                 srccount, srclist, srclen, 0));                   \
    }

/* Strided: the library reads the GASNet-1 count[] (PSHMEX_VIS_LEGACY):
 * count[0] is the element size, count + 1 the EX count. The size_t strides
 * are read as ptrdiff_t (same width; the checked monotonic rule keeps them
 * below PTRDIFF_MAX). */
#define PSHMEX_VIS1_S_(name, kind, form)                                                           \
    static inline PSHMEX_VIS1_TYPE_##kind gasnet_puts##name(                                       \
        gasnet_node_t dstnode, void *dstaddr, const size_t dststrides[], void *srcaddr,            \
        const size_t srcstrides[], const size_t count[], size_t stridelevels)                      \
    {                                                                                              \
        PSHMEX_VIS1_DO_##kind(pshmex_VIS_Strided(                                                  \
            "gasnet_puts" #name, PSHMEX_VIS1_MODE_(PSHMEX_VIS_PUT, form), (gex_TM_t)0, dstnode,    \
            dstaddr, (const ptrdiff_t *)(const void *)dststrides, srcaddr,                         \
            (const ptrdiff_t *)(const void *)srcstrides, 0, count, stridelevels, 0));              \
    }                                                                                              \
    static inline PSHMEX_VIS1_TYPE_##kind gasnet_gets##name(                                       \
        void *dstaddr, const size_t dststrides[], gasnet_node_t srcnode, void *srcaddr,            \
        const size_t srcstrides[], const size_t count[], size_t stridelevels)                      \
    {                                                                                              \
        PSHMEX_VIS1_DO_##kind(pshmex_VIS_Strided(                                                  \
            "gasnet_gets" #name, PSHMEX_VIS1_MODE_(0u, form), (gex_TM_t)0, srcnode, dstaddr,       \
            (const ptrdiff_t *)(const void *)dststrides, srcaddr,                                  \
            (const ptrdiff_t *)(const void *)srcstrides, 0, count, stridelevels, 0));              \
    }

/** gasnet_putv_bulk / gasnet_getv_bulk: vector Put / Get; complete at return. */
PSHMEX_VIS1_V_(_bulk, void, 0u)
/** gasnet_putv_nb_bulk / gasnet_getv_nb_bulk: explicit handle (GASNET_INVALID_HANDLE). */
PSHMEX_VIS1_V_(_nb_bulk, handle, PSHMEX_VIS_NB)
/** gasnet_putv_nbi_bulk / gasnet_getv_nbi_bulk: implicit handle. */
PSHMEX_VIS1_V_(_nbi_bulk, void, PSHMEX_VIS_NBI)

/** gasnet_puti_bulk / gasnet_geti_bulk: indexed Put / Get; complete at return. */
PSHMEX_VIS1_I_(_bulk, void, 0u)
/** gasnet_puti_nb_bulk / gasnet_geti_nb_bulk: explicit handle (GASNET_INVALID_HANDLE). */
PSHMEX_VIS1_I_(_nb_bulk, handle, PSHMEX_VIS_NB)
/** gasnet_puti_nbi_bulk / gasnet_geti_nbi_bulk: implicit handle. */
PSHMEX_VIS1_I_(_nbi_bulk, void, PSHMEX_VIS_NBI)

/** gasnet_puts_bulk / gasnet_gets_bulk: strided Put / Get; complete at return. */
PSHMEX_VIS1_S_(_bulk, void, 0u)
/** gasnet_puts_nb_bulk / gasnet_gets_nb_bulk: explicit handle (GASNET_INVALID_HANDLE). */
PSHMEX_VIS1_S_(_nb_bulk, handle, PSHMEX_VIS_NB)
/** gasnet_puts_nbi_bulk / gasnet_gets_nbi_bulk: implicit handle. */
PSHMEX_VIS1_S_(_nbi_bulk, void, PSHMEX_VIS_NBI)

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* _PSHMEX_VIS1_H */
