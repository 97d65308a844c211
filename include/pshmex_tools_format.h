/*
 * pshmex_tools_format.h -- pshmex: the GASNet Tools' string formatters for
 * VIS transfer descriptions and the GASNet-EX enumerations. Included by
 * gasnetex.h (they name gex_* types, so they are not in a tools-only
 * client's reach, as in the reference).
 *
 * Every formatter writes a NUL-terminated string into buf, which must hold
 * at least the bytes its _bufsz function gives for the same counts (the
 * output is cut there, never overrun). Clients print these in their error
 * reports, e.g. the reference's testvis:
 *
 *   size_t sz = gasnett_format_memveclist_bufsz(count);
 *   char *s = malloc(sz);
 *   gasnett_format_memveclist(s, count, list);
 *
 * Formats (pshmex's own): a memvec list "[(0x7f..00, 16), ...]", an
 * address list "[0x7f..00, 0x7f..40, ...]", strides "[64, 4096]", a
 * transfer "(N data bytes) peer=RANK\ndst: ...\nsrc: ..." (peer "tm 0x..
 * rank R" when a team is given).
 */
#ifndef _PSHMEX_TOOLS_FORMAT_H
#define _PSHMEX_TOOLS_FORMAT_H
#pragma GCC visibility push(default)

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** What gasnett_format_memveclist found in the list it formatted. */
typedef struct {
    size_t _minsz;      /**< smallest len (0 for an empty list) */
    size_t _maxsz;      /**< largest len */
    uintptr_t _totalsz; /**< sum of the lens */
    void *_minaddr;     /**< lowest address of a non-empty entry (NULL if none) */
    void *_maxaddr;     /**< highest byte of a non-empty entry (NULL if none) */
} gasneti_memveclist_stats_t;

/** What gasnett_format_addrlist found in the list it formatted. */
typedef struct {
    void *_minaddr; /**< lowest address (NULL for an empty list) */
    void *_maxaddr; /**< highest byte of the last chunk (NULL for an empty list) */
} gasneti_addrlist_stats_t;

/** Bytes gasnett_format_memveclist needs for count entries. */
extern size_t gasnett_format_memveclist_bufsz(size_t _count);
/** "[(addr, len), ...]" for list[0..count). */
extern gasneti_memveclist_stats_t gasnett_format_memveclist(char *_buf, size_t _count,
                                                            const gex_Memvec_t *_list);
/** Bytes gasnett_format_putvgetv needs. */
extern size_t gasnett_format_putvgetv_bufsz(size_t _dstcount, size_t _srccount);
/** A vector transfer with (tm, rank) as peer (tm may be NULL: rank is a
 *  jobrank); returns the bytes the source list holds. */
extern size_t gasnett_format_putvgetv(char *_buf, gex_TM_t _tm, gex_Rank_t _rank, size_t _dstcount,
                                      const gex_Memvec_t _dstlist[], size_t _srccount,
                                      const gex_Memvec_t _srclist[]);
/** Bytes gasnett_format_addrlist needs for count addresses. */
extern size_t gasnett_format_addrlist_bufsz(size_t _count);
/** "[addr, ...]" for count chunks of len bytes each. */
extern gasneti_addrlist_stats_t gasnett_format_addrlist(char *_buf, size_t _count,
                                                        void *const *_list, size_t _len);
/** Bytes gasnett_format_putigeti needs. */
extern size_t gasnett_format_putigeti_bufsz(size_t _dstcount, size_t _srccount);
/** An indexed transfer; returns the bytes moved (dstcount * dstlen). */
extern size_t gasnett_format_putigeti(char *_buf, gex_TM_t _tm, gex_Rank_t _rank, size_t _dstcount,
                                      void *const _dstlist[], size_t _dstlen, size_t _srccount,
                                      void *const _srclist[], size_t _srclen);
/** Bytes gasnett_format_strides needs for count strides. */
extern size_t gasnett_format_strides_bufsz(size_t _count);
/** "[s0, s1, ...]" for list[0..count). */
extern void gasnett_format_strides(char *_buf, size_t _count, const ptrdiff_t *_list);
/** Bytes gasnett_format_putsgets needs for stridelevels levels. */
extern size_t gasnett_format_putsgets_bufsz(size_t _stridelevels);
/** A strided transfer (gex_VIS_Strided* arguments); stats is ignored (may
 *  be NULL); returns the bytes moved (elemsz times the counts). */
extern size_t gasnett_format_putsgets(char *_buf, void *_stats, gex_TM_t _tm, gex_Rank_t _rank,
                                      void *_dstaddr, const ptrdiff_t _dststrides[], void *_srcaddr,
                                      const ptrdiff_t _srcstrides[], size_t _elemsz,
                                      const size_t _count[], size_t _stridelevels);
/** The names of the set bits of dt ("GEX_DT_I32|GEX_DT_U64", "0" if none);
 *  buf NULL: the bytes needed, NUL included. Returns that size either way. */
extern size_t gasnett_format_dt(char *_buf, gex_DT_t _dt);
/** The same for a set of GEX_OP_* values. */
extern size_t gasnett_format_op(char *_buf, gex_OP_t _op);
/** The same for a set of GEX_TI_* values. */
extern size_t gasnett_format_ti(char *_buf, gex_TI_t _ti);

#ifdef __cplusplus
} /* extern "C" */
#endif

#pragma GCC visibility pop
#endif /* _PSHMEX_TOOLS_FORMAT_H */
