/* vis_copy.c - the gather/scatter copies of the VIS calls.
 *
 * Every segment is mapped here, so a VIS transfer is a sequence of copies
 * between translated addresses. Two things make it as fast as a hand-written
 * loop: contiguous runs are merged before they are copied (adjacent list
 * pieces; strided dimensions whose stride equals the extent below them),
 * so a long run costs one memcpy; and pieces of 1..64 bytes of a size known
 * for the whole call are moved by loops specialized for that size, whose
 * fixed-size memcpy compiles to plain loads and stores (a memcpy call per
 * 8-byte element costs several times the move).
 */
#include "vis/vis.h"

#include <string.h>

#include "pshm/err.h"

/* Copy n bytes; the sizes a loop of small pieces usually has are inlined. */
static inline void copy_any(char *d, const char *s, size_t n)
{
    switch (n) {
    case 0: break;
    case 4: memcpy(d, s, 4); break;
    case 8: memcpy(d, s, 8); break;
    case 16: memcpy(d, s, 16); break;
    default: memcpy(d, s, n); break;
    }
}

/* A run being merged: the next piece extends it if it continues both the
 * destination and the source. */
struct run {
    char *d;
    const char *s;
    size_t n;
};

static inline void run_flush(struct run *r)
{
    copy_any(r->d, r->s, r->n);
    r->n = 0;
}

static inline void run_add(struct run *r, char *d, const char *s, size_t n)
{
    if (r->n && d == r->d + r->n && s == r->s + r->n) {
        r->n += n;
        return;
    }
    run_flush(r);
    *r = (struct run){d, s, n};
}

#define SH(p, shift) ((char *)((uintptr_t)(p) + (shift)))

/* ------------------------------------------------------------------ */
/* Vector                                                              */
/* ------------------------------------------------------------------ */

void vis_copy_vector(size_t dstcount, const gex_Memvec_t *dstlist, uintptr_t dshift,
                     size_t srccount, const gex_Memvec_t *srclist, uintptr_t sshift)
{
    struct run r = {NULL, NULL, 0};
    size_t i = 0, j = 0, dl = 0, sl = 0;
    char *d = NULL;
    const char *s = NULL;
    for (;;) {
        /* two cursors: the rest of the current destination and source piece */
        while (dl == 0) {
            if (i == dstcount)
                goto done;
            d = SH(dstlist[i].gex_addr, dshift);
            dl = dstlist[i++].gex_len;
        }
        while (sl == 0) {
            if (j == srccount)
                goto done;
            s = SH(srclist[j].gex_addr, sshift);
            sl = srclist[j++].gex_len;
        }
        size_t n = dl < sl ? dl : sl;
        run_add(&r, d, s, n);
        d += n;
        s += n;
        dl -= n;
        sl -= n;
    }
done:
    run_flush(&r);
}

/* ------------------------------------------------------------------ */
/* Indexed                                                             */
/* ------------------------------------------------------------------ */

/* n pieces of LEN bytes: destination piece k from DST_K, source from SRC_K
 * (expressions of k), a size-specialized loop for 1..64 bytes, merged runs
 * for any other length. */
#define PIECES(n, len, DST_K, SRC_K)                                                               \
    do {                                                                                           \
        switch (len) {                                                                             \
        case 1: PIECES_FIXED(n, 1, DST_K, SRC_K); break;                                           \
        case 2: PIECES_FIXED(n, 2, DST_K, SRC_K); break;                                           \
        case 4: PIECES_FIXED(n, 4, DST_K, SRC_K); break;                                           \
        case 8: PIECES_FIXED(n, 8, DST_K, SRC_K); break;                                           \
        case 16: PIECES_FIXED(n, 16, DST_K, SRC_K); break;                                         \
        case 32: PIECES_FIXED(n, 32, DST_K, SRC_K); break;                                         \
        case 64: PIECES_FIXED(n, 64, DST_K, SRC_K); break;                                         \
        default: {                                                                                 \
            struct run r_ = {NULL, NULL, 0};                                                       \
            for (size_t k = 0; k < (n); k++)                                                       \
                run_add(&r_, (DST_K), (SRC_K), (len));                                             \
            run_flush(&r_);                                                                        \
        }                                                                                          \
        }                                                                                          \
    } while (0)
#define PIECES_FIXED(n, LEN, DST_K, SRC_K)                                                         \
    for (size_t k = 0; k < (n); k++)                                                               \
    memcpy((DST_K), (SRC_K), LEN)

/* Stream fixed-length source pieces into fixed-length destination pieces
 * of another length (neither side contiguous). */
static void indexed_stream(size_t dstcount, void *const *dstlist, size_t dstlen, uintptr_t dshift,
                           size_t srccount, void *const *srclist, size_t srclen, uintptr_t sshift)
{
    struct run r = {NULL, NULL, 0};
    size_t i = 0, j = 0, dl = 0, sl = 0;
    char *d = NULL;
    const char *s = NULL;
    for (;;) {
        if (dl == 0) {
            if (i == dstcount)
                break;
            d = SH(dstlist[i++], dshift);
            dl = dstlen;
        }
        if (sl == 0) {
            if (j == srccount)
                break;
            s = SH(srclist[j++], sshift);
            sl = srclen;
        }
        size_t n = dl < sl ? dl : sl;
        run_add(&r, d, s, n);
        d += n;
        s += n;
        dl -= n;
        sl -= n;
    }
    run_flush(&r);
}

void vis_copy_indexed(size_t dstcount, void *const *dstlist, size_t dstlen, uintptr_t dshift,
                      size_t srccount, void *const *srclist, size_t srclen, uintptr_t sshift)
{
    if (!dstcount || !dstlen || !srccount || !srclen)
        return;
    if (srccount == 1 && srclen % dstlen == 0) { /* scatter from one contiguous source */
        const char *s = SH(srclist[0], sshift);
        size_t n = srclen / dstlen < dstcount ? srclen / dstlen : dstcount;
        PIECES(n, dstlen, SH(dstlist[k], dshift), s + k * dstlen);
    } else if (dstcount == 1 && dstlen % srclen == 0) { /* gather into one */
        char *d = SH(dstlist[0], dshift);
        size_t n = dstlen / srclen < srccount ? dstlen / srclen : srccount;
        PIECES(n, srclen, d + k * srclen, SH(srclist[k], sshift));
    } else if (dstlen == srclen) { /* piece k to piece k */
        size_t n = dstcount < srccount ? dstcount : srccount;
        PIECES(n, dstlen, SH(dstlist[k], dshift), SH(srclist[k], sshift));
    } else {
        indexed_stream(dstcount, dstlist, dstlen, dshift, srccount, srclist, srclen, sshift);
    }
}

/* ------------------------------------------------------------------ */
/* Strided                                                             */
/* ------------------------------------------------------------------ */

/* Dimensions left once merged: every one has a count of at least 2, so a
 * transfer that fits in memory has at most 63 of them. */
#define VIS_MAX_DIMS 64

/* One row: n elements of E bytes, ds / ss bytes apart. */
#define ROW_FIXED(E)                                                                               \
    for (size_t k = 0; k < n; k++, d += ds, s += ss)                                               \
    memcpy(d, s, E)

static void copy_row(char *d, const char *s, ptrdiff_t ds, ptrdiff_t ss, size_t n, size_t e)
{
    switch (e) {
    case 1: ROW_FIXED(1); break;
    case 2: ROW_FIXED(2); break;
    case 4: ROW_FIXED(4); break;
    case 8: ROW_FIXED(8); break;
    case 16: ROW_FIXED(16); break;
    case 32: ROW_FIXED(32); break;
    case 64: ROW_FIXED(64); break;
    case 128: ROW_FIXED(128); break;
    default:
        for (size_t k = 0; k < n; k++, d += ds, s += ss)
            memcpy(d, s, e);
        break;
    }
}

void vis_copy_strided(char *dst, const ptrdiff_t *dststrides, const char *src,
                      const ptrdiff_t *srcstrides, size_t elemsz, const size_t *count,
                      size_t levels, const char *call)
{
    /* Merge: drop dimensions of count 1; fold the innermost dimension into
     * the element while both strides equal the element size; fold a
     * dimension into the one below when both its strides equal the lower
     * dimension's stride times its count (the lower one then spans it). */
    size_t cnt[VIS_MAX_DIMS];
    ptrdiff_t dstr[VIS_MAX_DIMS], sstr[VIS_MAX_DIMS];
    size_t nd = 0;
    for (size_t i = 0; i < levels; i++) {
        size_t c = count[i];
        ptrdiff_t ds = dststrides[i], ss = srcstrides[i];
        if (c == 1)
            continue;
        if (nd == 0 && ds == (ptrdiff_t)elemsz && ss == (ptrdiff_t)elemsz) {
            elemsz *= c;
            continue;
        }
        if (nd > 0 && ds == dstr[nd - 1] * (ptrdiff_t)cnt[nd - 1] &&
            ss == sstr[nd - 1] * (ptrdiff_t)cnt[nd - 1]) {
            cnt[nd - 1] *= c;
            continue;
        }
        if (nd == VIS_MAX_DIMS)
            pshm_fatal("%s: more than %d dimensions of count > 1 in count[0..%zu): the section "
                       "cannot fit in memory",
                       call, VIS_MAX_DIMS, levels);
        cnt[nd] = c;
        dstr[nd] = ds;
        sstr[nd] = ss;
        nd++;
    }
    if (nd == 0) {
        copy_any(dst, src, elemsz);
        return;
    }
    if (nd == 1) {
        copy_row(dst, src, dstr[0], sstr[0], cnt[0], elemsz);
        return;
    }
    /* odometer over dimensions 1..nd-1; dimension 0 is a row */
    size_t idx[VIS_MAX_DIMS] = {0};
    for (;;) {
        copy_row(dst, src, dstr[0], sstr[0], cnt[0], elemsz);
        size_t k = 1;
        for (; k < nd; k++) {
            dst += dstr[k];
            src += sstr[k];
            if (++idx[k] < cnt[k])
                break;
            dst -= dstr[k] * (ptrdiff_t)cnt[k];
            src -= sstr[k] * (ptrdiff_t)cnt[k];
            idx[k] = 0;
        }
        if (k == nd)
            return;
    }
}
