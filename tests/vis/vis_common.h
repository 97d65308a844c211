/* vis_common.h - what the VIS tests share: the segment layout, random
 * transfer shapes (vector, indexed and strided, as byte offsets into a
 * source and a destination area) and the serial reference that applies a
 * shape to plain byte arrays, element by element. Include after
 * am_common.h. */
#ifndef VIS_COMMON_H
#define VIS_COMMON_H

#include <gasnet_vis.h>

#include "../am_queues/am_common.h"

/* Segment layout of every rank: [0, TAP_RESERVED) tap.h's; SRC (pattern
 * of the owner, read by Gets and, locally, by Puts); LOCAL (the
 * destination of this rank's Gets); then one window per writer rank, the
 * destination of that rank's Puts. */
#define VIS_SRC_OFF    ((size_t)TAP_RESERVED)
#define VIS_SRC_BYTES  ((size_t)96 * 1024)
#define VIS_WIN_BYTES  ((size_t)48 * 1024)
#define VIS_LOCAL_OFF  (VIS_SRC_OFF + VIS_SRC_BYTES)
#define VIS_WIN_OFF(w) (VIS_LOCAL_OFF + VIS_WIN_BYTES * (1 + (size_t)(w)))

static AM_UNUSED uintptr_t vis_segsize(gex_Rank_t n)
{
    return VIS_WIN_OFF(n);
}

/* Seed of rank r's SRC pattern. */
static AM_UNUSED uint32_t vis_src_seed(gex_Rank_t r)
{
    return am_seed(0x5157u, r, 1, 2);
}

#define VIS_MAX_PIECES 48
#define VIS_MAX_LEVELS 5

/* A transfer shape, in byte offsets from the destination area's start
 * (dst) and the source area's start (src). */
typedef struct {
    int kind; /* 'V', 'I' or 'S' */
    /* vector */
    size_t dn, sn;
    size_t doff[VIS_MAX_PIECES], dlen[VIS_MAX_PIECES];
    size_t soff[VIS_MAX_PIECES], slen[VIS_MAX_PIECES];
    /* indexed: doff[0..dn), soff[0..sn), lengths dl / sl */
    size_t dl, sl;
    /* strided: base offsets, elemsz, count[levels], strides */
    size_t dbase, sbase, elemsz, levels;
    size_t count[VIS_MAX_LEVELS];
    ptrdiff_t dstr[VIS_MAX_LEVELS], sstr[VIS_MAX_LEVELS];
} vis_shape_t;

/* An element size: 1..4096, often small or a power of two. */
static AM_UNUSED size_t vis_rnd_elem(rng_t *r)
{
    static const size_t pow2[] = {1, 2, 4, 8, 16, 32, 64, 128, 256, 1024, 4096};
    switch (below(r, 4)) {
    case 0: return pow2[below(r, sizeof pow2 / sizeof pow2[0])];
    case 1: return 1 + below(r, 24);
    case 2: return 8;
    default: return 1 + below(r, below(r, 2) ? 300 : 4096);
    }
}

/* Vector: up to VIS_MAX_PIECES disjoint destination pieces in random
 * order (some empty), and source pieces (some empty, overlapping each
 * other freely) of the same total. */
static AM_UNUSED void vis_gen_vector(rng_t *r, vis_shape_t *v, size_t dbytes, size_t sbytes)
{
    v->kind = 'V';
    size_t want = below(r, 6) == 0 ? 0 : 1 + below(r, VIS_MAX_PIECES / 2);
    size_t e = vis_rnd_elem(r);
    size_t pos = below(r, 64), total = 0;
    v->dn = 0;
    for (size_t k = 0; k < want; k++) {
        size_t len = below(r, 8) == 0 ? 0 : (below(r, 2) ? e : 1 + below(r, 2 * e));
        size_t gap = below(r, 3) == 0 ? 0 : below(r, 200);
        if (pos + gap + len > dbytes / 2)
            break;
        v->doff[v->dn] = pos + gap;
        v->dlen[v->dn++] = len;
        pos += gap + len;
        total += len;
    }
    for (size_t k = v->dn; k > 1; k--) { /* shuffle: any order of pieces */
        size_t j = below(r, k), o = v->doff[k - 1], l = v->dlen[k - 1];
        v->doff[k - 1] = v->doff[j];
        v->dlen[k - 1] = v->dlen[j];
        v->doff[j] = o;
        v->dlen[j] = l;
    }
    /* the second half of the area holds nothing: an offset shifts all */
    size_t shift = below(r, dbytes / 2);
    for (size_t k = 0; k < v->dn; k++)
        v->doff[k] += shift;
    v->sn = 0;
    size_t left = total;
    while ((left || below(r, 3) == 0) && v->sn < VIS_MAX_PIECES - 1) {
        size_t len = below(r, 6) == 0 ? 0 : 1 + below(r, 2 * e);
        if (len > left)
            len = left;
        v->slen[v->sn] = len;
        v->soff[v->sn++] = below(r, sbytes - len + 1);
        left -= len;
    }
    if (left) {
        v->slen[v->sn] = left;
        v->soff[v->sn++] = below(r, sbytes - left + 1);
    }
}

/* Indexed: dn pieces of dl bytes in disjoint slots, sn pieces of sl
 * bytes anywhere, dn * dl == sn * sl. */
static AM_UNUSED void vis_gen_indexed(rng_t *r, vis_shape_t *v, size_t dbytes, size_t sbytes)
{
    v->kind = 'I';
    size_t e = vis_rnd_elem(r), a = 1 + below(r, 3), b = 1 + below(r, 3);
    size_t k = below(r, 8) == 0 ? 0 : 1 + below(r, 6);
    if (e > 512) {
        a = b = 1;
        if (k)
            k = 1 + below(r, 3);
    }
    v->dl = e * a;
    v->sl = e * b;
    size_t slots = dbytes / v->dl;
    while (b * k > slots || b * k > VIS_MAX_PIECES || a * k > VIS_MAX_PIECES)
        k--; /* too many: fewer */
    v->dn = b * k;
    v->sn = a * k;
    for (size_t i = 0; i < v->dn; i++) { /* distinct slots, in random order */
        size_t o, j;
        do {
            o = below(r, slots) * v->dl;
            for (j = 0; j < i && v->doff[j] != o; j++)
                ;
        } while (j < i);
        v->doff[i] = o;
    }
    for (size_t i = 0; i < v->sn; i++)
        v->soff[i] = below(r, sbytes - v->sl + 1);
}

/* Extent of one side of a strided shape: bytes below base and from it. */
static AM_UNUSED void vis_extent(const vis_shape_t *v, const ptrdiff_t *str, size_t *lo, size_t *hi)
{
    size_t l = 0, h = v->elemsz;
    for (size_t i = 0; i < v->levels; i++) {
        ptrdiff_t s = str[i];
        size_t span = (v->count[i] - 1) * (size_t)(s < 0 ? -s : s);
        if (s < 0)
            l += span;
        else
            h += span;
    }
    *lo = l;
    *hi = h;
}

/* Strided, EX metadata: levels 0..4, the destination a (transposed and
 * reflected at random) padded dense layout, the source any strides
 * (zero and negative included), unless mono (GASNet-1: both sides
 * increasing, stride[0] >= elemsz). Returns 0 if it did not fit. */
static AM_UNUSED int vis_gen_strided_try(rng_t *r, vis_shape_t *v, size_t dbytes, size_t sbytes,
                                         int mono)
{
    v->kind = 'S';
    v->levels = below(r, VIS_MAX_LEVELS);
    v->elemsz = vis_rnd_elem(r);
    if (v->levels > 2 && v->elemsz > 64)
        v->elemsz = 1 + below(r, 64);
    size_t total = v->elemsz;
    for (size_t i = 0; i < v->levels; i++) {
        v->count[i] = 1 + below(r, total > 2048 ? 2 : 6);
        total *= v->count[i];
    }
    /* destination: dims in a random order, each stride at least the extent
     * of the dims before it in that order */
    size_t order[VIS_MAX_LEVELS];
    for (size_t i = 0; i < v->levels; i++)
        order[i] = i;
    if (!mono)
        for (size_t i = v->levels; i > 1; i--) {
            size_t j = below(r, i), t = order[i - 1];
            order[i - 1] = order[j];
            order[j] = t;
        }
    size_t ext = v->elemsz;
    for (size_t i = 0; i < v->levels; i++) {
        size_t d = order[i];
        size_t st = ext + (below(r, 2) ? 0 : below(r, 40));
        v->dstr[d] = (!mono && below(r, 4) == 0) ? -(ptrdiff_t)st : (ptrdiff_t)st;
        ext = st * v->count[d];
    }
    /* source */
    size_t sext = v->elemsz;
    for (size_t i = 0; i < v->levels; i++) {
        if (mono) {
            size_t st = sext + (below(r, 2) ? 0 : below(r, 64));
            v->sstr[i] = (ptrdiff_t)st;
            sext = st * v->count[i];
        } else {
            switch (below(r, 4)) {
            case 0: v->sstr[i] = 0; break;
            case 1: v->sstr[i] = v->dstr[i]; break;
            default:
                v->sstr[i] = (ptrdiff_t)below(r, 2 * v->elemsz + 300) - (ptrdiff_t)v->elemsz;
                break;
            }
        }
    }
    size_t dlo, dhi, slo, shi;
    vis_extent(v, v->dstr, &dlo, &dhi);
    vis_extent(v, v->sstr, &slo, &shi);
    if (dlo + dhi > dbytes || slo + shi > sbytes)
        return 0;
    v->dbase = dlo + below(r, dbytes - dlo - dhi + 1);
    v->sbase = slo + below(r, sbytes - slo - shi + 1);
    return 1;
}

static AM_UNUSED void vis_gen_strided(rng_t *r, vis_shape_t *v, size_t dbytes, size_t sbytes,
                                      int mono)
{
    while (!vis_gen_strided_try(r, v, dbytes, sbytes, mono))
        ;
}

/* The serial reference: apply v to dst (from src), element by element. */
static AM_UNUSED void vis_reference(const vis_shape_t *v, uint8_t *dst, const uint8_t *src)
{
    if (v->kind == 'S') {
        size_t idx[VIS_MAX_LEVELS] = {0}, n = 1;
        for (size_t i = 0; i < v->levels; i++)
            n *= v->count[i];
        for (size_t e = 0; e < n; e++) {
            size_t rem = e;
            ptrdiff_t d = (ptrdiff_t)v->dbase, s = (ptrdiff_t)v->sbase;
            for (size_t i = 0; i < v->levels; i++) {
                idx[i] = rem % v->count[i];
                rem /= v->count[i];
                d += (ptrdiff_t)idx[i] * v->dstr[i];
                s += (ptrdiff_t)idx[i] * v->sstr[i];
            }
            for (size_t b = 0; b < v->elemsz; b++)
                dst[d + (ptrdiff_t)b] = src[s + (ptrdiff_t)b];
        }
        return;
    }
    /* vector / indexed: the source bytes in list order, then into the
     * destination pieces in list order */
    size_t total = 0;
    for (size_t j = 0; j < v->sn; j++)
        total += v->kind == 'V' ? v->slen[j] : v->sl;
    uint8_t *stream = malloc(total ? total : 1);
    size_t p = 0;
    for (size_t j = 0; j < v->sn; j++) {
        size_t len = v->kind == 'V' ? v->slen[j] : v->sl;
        for (size_t b = 0; b < len; b++)
            stream[p++] = src[v->soff[j] + b];
    }
    p = 0;
    for (size_t i = 0; i < v->dn; i++) {
        size_t len = v->kind == 'V' ? v->dlen[i] : v->dl;
        for (size_t b = 0; b < len; b++)
            dst[v->doff[i] + b] = stream[p++];
    }
    free(stream);
}

/* One line about a shape, for a failure message. */
static AM_UNUSED void vis_describe(const vis_shape_t *v, char *buf, size_t len)
{
    if (v->kind == 'S')
        snprintf(buf, len, "strided elemsz %zu levels %zu count0 %zu dstr0 %td sstr0 %td",
                 v->elemsz, v->levels, v->levels ? v->count[0] : 0, v->levels ? v->dstr[0] : 0,
                 v->levels ? v->sstr[0] : 0);
    else if (v->kind == 'I')
        snprintf(buf, len, "indexed %zu x %zu B <- %zu x %zu B", v->dn, v->dl, v->sn, v->sl);
    else
        snprintf(buf, len, "vector %zu dst pieces <- %zu src pieces", v->dn, v->sn);
}

#endif
