/* tools_format.c - the gasnett_format_* string formatters of VIS transfer
 * descriptions and of the GEX_DT/OP/TI sets (include/pshmex_tools_format.h).
 *
 * Each writer appends through struct out, which never writes past the
 * buffer's end: a buffer of the _bufsz size always holds the whole string
 * (every piece is bounded: an address or a size_t is at most 20 digits),
 * and a smaller one gets a cut string, still NUL-terminated. */
#include <gasnetex.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Bytes of one formatted number or address, separator included. */
#define NUM_BYTES 24

struct out {
    char *buf;
    size_t cap; /* bytes buf holds; the NUL always fits */
    size_t len; /* bytes written so far, NUL excluded */
};

static __attribute__((format(printf, 2, 3))) void put(struct out *o, const char *fmt, ...)
{
    if (!o->buf || o->len + 1 >= o->cap)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(o->buf + o->len, o->cap - o->len, fmt, ap);
    va_end(ap);
    if (n > 0)
        o->len = o->len + (size_t)n < o->cap ? o->len + (size_t)n : o->cap - 1;
}

/* The peer of a transfer: a jobrank, or a team rank with its team. */
static void put_peer(struct out *o, gex_TM_t tm, gex_Rank_t rank)
{
    if (tm)
        put(o, "peer=tm %p rank %u", (void *)tm, (unsigned)rank);
    else
        put(o, "peer=%u", (unsigned)rank);
}

size_t gasnett_format_memveclist_bufsz(size_t count)
{
    return count * (2 * NUM_BYTES + 6) + 8;
}

static gasneti_memveclist_stats_t memvecs(struct out *o, size_t count, const gex_Memvec_t *list)
{
    gasneti_memveclist_stats_t st = {count ? SIZE_MAX : 0, 0, 0, NULL, NULL};
    put(o, "[");
    for (size_t i = 0; i < count; i++) {
        const size_t len = list[i].gex_len;
        char *a = (char *)list[i].gex_addr;
        put(o, "%s(%p, %zu)", i ? ", " : "", (void *)a, len);
        st._minsz = len < st._minsz ? len : st._minsz;
        st._maxsz = len > st._maxsz ? len : st._maxsz;
        st._totalsz += len;
        if (len && (!st._minaddr || a < (char *)st._minaddr))
            st._minaddr = a;
        if (len && (!st._maxaddr || a + len - 1 > (char *)st._maxaddr))
            st._maxaddr = a + len - 1;
    }
    put(o, "]");
    return st;
}

gasneti_memveclist_stats_t gasnett_format_memveclist(char *buf, size_t count,
                                                     const gex_Memvec_t *list)
{
    struct out o = {buf, gasnett_format_memveclist_bufsz(count), 0};
    return memvecs(&o, count, list);
}

size_t gasnett_format_putvgetv_bufsz(size_t dstcount, size_t srccount)
{
    return gasnett_format_memveclist_bufsz(dstcount) + gasnett_format_memveclist_bufsz(srccount) +
           4 * NUM_BYTES + 64;
}

size_t gasnett_format_putvgetv(char *buf, gex_TM_t tm, gex_Rank_t rank, size_t dstcount,
                               const gex_Memvec_t dstlist[], size_t srccount,
                               const gex_Memvec_t srclist[])
{
    uintptr_t total = 0;
    for (size_t i = 0; i < srccount; i++)
        total += srclist[i].gex_len;
    struct out o = {buf, gasnett_format_putvgetv_bufsz(dstcount, srccount), 0};
    put(&o, "(%" PRIuPTR " data bytes) ", total);
    put_peer(&o, tm, rank);
    put(&o, "\ndst: ");
    memvecs(&o, dstcount, dstlist);
    put(&o, "\nsrc: ");
    memvecs(&o, srccount, srclist);
    return (size_t)total;
}

size_t gasnett_format_addrlist_bufsz(size_t count)
{
    return count * (NUM_BYTES + 2) + 8;
}

static gasneti_addrlist_stats_t addrs(struct out *o, size_t count, void *const *list, size_t len)
{
    gasneti_addrlist_stats_t st = {NULL, NULL};
    put(o, "[");
    for (size_t i = 0; i < count; i++) {
        char *a = (char *)list[i];
        put(o, "%s%p", i ? ", " : "", (void *)a);
        if (!st._minaddr || a < (char *)st._minaddr)
            st._minaddr = a;
        char *last = len ? a + len - 1 : a;
        if (!st._maxaddr || last > (char *)st._maxaddr)
            st._maxaddr = last;
    }
    put(o, "]");
    return st;
}

gasneti_addrlist_stats_t gasnett_format_addrlist(char *buf, size_t count, void *const *list,
                                                 size_t len)
{
    struct out o = {buf, gasnett_format_addrlist_bufsz(count), 0};
    return addrs(&o, count, list, len);
}

size_t gasnett_format_putigeti_bufsz(size_t dstcount, size_t srccount)
{
    return gasnett_format_addrlist_bufsz(dstcount) + gasnett_format_addrlist_bufsz(srccount) +
           6 * NUM_BYTES + 96;
}

size_t gasnett_format_putigeti(char *buf, gex_TM_t tm, gex_Rank_t rank, size_t dstcount,
                               void *const dstlist[], size_t dstlen, size_t srccount,
                               void *const srclist[], size_t srclen)
{
    const size_t total = dstcount * dstlen;
    struct out o = {buf, gasnett_format_putigeti_bufsz(dstcount, srccount), 0};
    put(&o, "(%zu data bytes) ", total);
    put_peer(&o, tm, rank);
    put(&o, "\ndst: %zu x %zu bytes ", dstcount, dstlen);
    addrs(&o, dstcount, dstlist, dstlen);
    put(&o, "\nsrc: %zu x %zu bytes ", srccount, srclen);
    addrs(&o, srccount, srclist, srclen);
    return total;
}

size_t gasnett_format_strides_bufsz(size_t count)
{
    return count * (NUM_BYTES + 2) + 8;
}

static void strides(struct out *o, size_t count, const ptrdiff_t *list)
{
    put(o, "[");
    for (size_t i = 0; i < count; i++)
        put(o, "%s%td", i ? ", " : "", list[i]);
    put(o, "]");
}

static void counts(struct out *o, size_t count, const size_t *list)
{
    put(o, "[");
    for (size_t i = 0; i < count; i++)
        put(o, "%s%zu", i ? ", " : "", list[i]);
    put(o, "]");
}

void gasnett_format_strides(char *buf, size_t count, const ptrdiff_t *list)
{
    struct out o = {buf, gasnett_format_strides_bufsz(count), 0};
    strides(&o, count, list);
}

size_t gasnett_format_putsgets_bufsz(size_t stridelevels)
{
    return 3 * gasnett_format_strides_bufsz(stridelevels) + 8 * NUM_BYTES + 128;
}

size_t gasnett_format_putsgets(char *buf, void *stats, gex_TM_t tm, gex_Rank_t rank, void *dstaddr,
                               const ptrdiff_t dststrides[], void *srcaddr,
                               const ptrdiff_t srcstrides[], size_t elemsz, const size_t count[],
                               size_t stridelevels)
{
    (void)stats; /* the reference's internal statistics: nothing to fill here */
    size_t total = elemsz;
    for (size_t i = 0; i < stridelevels; i++)
        total *= count[i];
    struct out o = {buf, gasnett_format_putsgets_bufsz(stridelevels), 0};
    put(&o, "(%zu data bytes) ", total);
    put_peer(&o, tm, rank);
    put(&o, " elemsz=%zu stridelevels=%zu count=", elemsz, stridelevels);
    counts(&o, stridelevels, count);
    put(&o, "\ndst: %p strides=", dstaddr);
    strides(&o, stridelevels, dststrides);
    put(&o, "\nsrc: %p strides=", srcaddr);
    strides(&o, stridelevels, srcstrides);
    return total;
}

/* ---- sets of GEX_DT / GEX_OP / GEX_TI bits --------------------------- */

struct bit_name {
    uint32_t bit;
    const char *name;
};

#define NAME(x)                                                                                    \
    {                                                                                              \
        x, #x                                                                                      \
    }
static const struct bit_name dt_names[] = {NAME(GEX_DT_I32),  NAME(GEX_DT_U32), NAME(GEX_DT_I64),
                                           NAME(GEX_DT_U64),  NAME(GEX_DT_FLT), NAME(GEX_DT_DBL),
                                           NAME(GEX_DT_USER), {0, NULL}};
static const struct bit_name op_names[] = {
    NAME(GEX_OP_AND),  NAME(GEX_OP_OR),    NAME(GEX_OP_XOR),     NAME(GEX_OP_ADD),
    NAME(GEX_OP_SUB),  NAME(GEX_OP_MULT),  NAME(GEX_OP_MIN),     NAME(GEX_OP_MAX),
    NAME(GEX_OP_INC),  NAME(GEX_OP_DEC),   NAME(GEX_OP_SET),     NAME(GEX_OP_CAS),
    NAME(GEX_OP_FAND), NAME(GEX_OP_FOR),   NAME(GEX_OP_FXOR),    NAME(GEX_OP_FADD),
    NAME(GEX_OP_FSUB), NAME(GEX_OP_FMULT), NAME(GEX_OP_FMIN),    NAME(GEX_OP_FMAX),
    NAME(GEX_OP_FINC), NAME(GEX_OP_FDEC),  NAME(GEX_OP_SWAP),    NAME(GEX_OP_FCAS),
    NAME(GEX_OP_GET),  NAME(GEX_OP_USER),  NAME(GEX_OP_USER_NC), {0, NULL}};
static const struct bit_name ti_names[] = {NAME(GEX_TI_SRCRANK), NAME(GEX_TI_EP),
                                           NAME(GEX_TI_ENTRY),   NAME(GEX_TI_IS_REQ),
                                           NAME(GEX_TI_IS_LONG), {0, NULL}};
#undef NAME

/* "A|B|0x..." for the bits of v (unnamed ones in hex, "0" for none) into
 * buf, or only counted when buf is NULL; the bytes needed, NUL included. */
static size_t format_bits(char *buf, uint32_t v, const struct bit_name *names)
{
    char tmp[1024];
    struct out o = {tmp, sizeof tmp, 0};
    uint32_t left = v;
    for (const struct bit_name *n = names; n->name; n++)
        if (v & n->bit) {
            put(&o, "%s%s", o.len ? "|" : "", n->name);
            left &= ~n->bit;
        }
    if (left)
        put(&o, "%s0x%" PRIx32, o.len ? "|" : "", left);
    if (!v)
        put(&o, "0");
    if (buf)
        memcpy(buf, tmp, o.len + 1);
    return o.len + 1;
}

size_t gasnett_format_dt(char *buf, gex_DT_t dt)
{
    return format_bits(buf, (uint32_t)dt, dt_names);
}

size_t gasnett_format_op(char *buf, gex_OP_t op)
{
    return format_bits(buf, (uint32_t)op, op_names);
}

size_t gasnett_format_ti(char *buf, gex_TI_t ti)
{
    return format_bits(buf, (uint32_t)ti, ti_names);
}
