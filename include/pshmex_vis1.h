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

#define PSHMEX_VIS1_MODE_(_put, _form) ((_put) | (_form) | PSHMEX_VIS_LEGACY | PSHMEX_VIS_CHK)
#define PSHMEX_VIS1_DO_void(_expr)     (void)(_expr)
#define PSHMEX_VIS1_DO_handle(_expr)                                                               \
    (void)(_expr);                                                                                 \
    return GASNET_INVALID_HANDLE
#define PSHMEX_VIS1_TYPE_void   void
#define PSHMEX_VIS1_TYPE_handle gasnet_handle_t

/* Vector: gasnet_memvec_t has the layout of gex_Memvec_t. */
#define PSHMEX_VIS1_V_(_name, _kind, _form)                                                        \
    static inline PSHMEX_VIS1_TYPE_##_kind gasnet_putv##_name(                                     \
        gasnet_node_t _dstnode, size_t _dstcount, gasnet_memvec_t const _dstlist[],                \
        size_t _srccount, gasnet_memvec_t const _srclist[])                                        \
    {                                                                                              \
        PSHMEX_VIS1_DO_##_kind(pshmex_VIS_Vector(                                                  \
            "gasnet_putv" #_name, PSHMEX_VIS1_MODE_(PSHMEX_VIS_PUT, _form), (gex_TM_t)0, _dstnode, \
            _dstcount, (gex_Memvec_t const *)(const void *)_dstlist, _srccount,                    \
            (gex_Memvec_t const *)(const void *)_srclist, 0));                                     \
    }                                                                                              \
    static inline PSHMEX_VIS1_TYPE_##_kind gasnet_getv##_name(                                     \
        size_t _dstcount, gasnet_memvec_t const _dstlist[], gasnet_node_t _srcnode,                \
        size_t _srccount, gasnet_memvec_t const _srclist[])                                        \
    {                                                                                              \
        PSHMEX_VIS1_DO_##_kind(                                                                    \
            pshmex_VIS_Vector("gasnet_getv" #_name, PSHMEX_VIS1_MODE_(0u, _form), (gex_TM_t)0,     \
                              _srcnode, _dstcount, (gex_Memvec_t const *)(const void *)_dstlist,   \
                              _srccount, (gex_Memvec_t const *)(const void *)_srclist, 0));        \
    }

#define PSHMEX_VIS1_I_(_name, _kind, _form)                                                        \
    static inline PSHMEX_VIS1_TYPE_##_kind gasnet_puti##_name(                                     \
        gasnet_node_t _dstnode, size_t _dstcount, void *const _dstlist[], size_t _dstlen,          \
        size_t _srccount, void *const _srclist[], size_t _srclen)                                  \
    {                                                                                              \
        PSHMEX_VIS1_DO_##_kind(pshmex_VIS_Indexed(                                                 \
            "gasnet_puti" #_name, PSHMEX_VIS1_MODE_(PSHMEX_VIS_PUT, _form), (gex_TM_t)0, _dstnode, \
            _dstcount, _dstlist, _dstlen, _srccount, _srclist, _srclen, 0));                       \
    }                                                                                              \
    static inline PSHMEX_VIS1_TYPE_##_kind gasnet_geti##_name(                                     \
        size_t _dstcount, void *const _dstlist[], size_t _dstlen, gasnet_node_t _srcnode,          \
        size_t _srccount, void *const _srclist[], size_t _srclen)                                  \
    {                                                                                              \
        PSHMEX_VIS1_DO_##_kind(pshmex_VIS_Indexed(                                                 \
            "gasnet_geti" #_name, PSHMEX_VIS1_MODE_(0u, _form), (gex_TM_t)0, _srcnode, _dstcount,  \
            _dstlist, _dstlen, _srccount, _srclist, _srclen, 0));                                  \
    }

/* Strided: the library reads the GASNet-1 count[] (PSHMEX_VIS_LEGACY):
 * count[0] is the element size, count + 1 the EX count. The size_t strides
 * are read as ptrdiff_t (same width; the checked monotonic rule keeps them
 * below PTRDIFF_MAX). */
#define PSHMEX_VIS1_S_(_name, _kind, _form)                                                        \
    static inline PSHMEX_VIS1_TYPE_##_kind gasnet_puts##_name(                                     \
        gasnet_node_t _dstnode, void *_dstaddr, const size_t _dststrides[], void *_srcaddr,        \
        const size_t _srcstrides[], const size_t _count[], size_t _stridelevels)                   \
    {                                                                                              \
        PSHMEX_VIS1_DO_##_kind(pshmex_VIS_Strided(                                                 \
            "gasnet_puts" #_name, PSHMEX_VIS1_MODE_(PSHMEX_VIS_PUT, _form), (gex_TM_t)0, _dstnode, \
            _dstaddr, (const ptrdiff_t *)(const void *)_dststrides, _srcaddr,                      \
            (const ptrdiff_t *)(const void *)_srcstrides, 0, _count, _stridelevels, 0));           \
    }                                                                                              \
    static inline PSHMEX_VIS1_TYPE_##_kind gasnet_gets##_name(                                     \
        void *_dstaddr, const size_t _dststrides[], gasnet_node_t _srcnode, void *_srcaddr,        \
        const size_t _srcstrides[], const size_t _count[], size_t _stridelevels)                   \
    {                                                                                              \
        PSHMEX_VIS1_DO_##_kind(pshmex_VIS_Strided(                                                 \
            "gasnet_gets" #_name, PSHMEX_VIS1_MODE_(0u, _form), (gex_TM_t)0, _srcnode, _dstaddr,   \
            (const ptrdiff_t *)(const void *)_dststrides, _srcaddr,                                \
            (const ptrdiff_t *)(const void *)_srcstrides, 0, _count, _stridelevels, 0));           \
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
