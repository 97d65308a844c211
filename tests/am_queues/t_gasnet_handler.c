/* t_gasnet_handler: a GASNet-1 program that writes its sends and handlers
 * with <gasnet_handler.h> (pointers as PACK()ed arguments, one definition
 * for 32- and 64-bit hosts), as UPC++ v0.1 and the GASNet-1 era runtimes do.
 *
 *   pshmrun -n N t_gasnet_handler
 *
 *  1. PACK/UNPACK2 round trips of pointer values that use all 64 bits;
 *  2. every node, itself included, gets from every node:
 *     - a SHORT_REQ carrying a pointer into the sender's memory and a value,
 *       answered with SHORT_REP, whose handler stores through the pointer;
 *     - a MEDIUM_REQ with a payload, answered with a MEDIUM_REP echoing it;
 *     - a LONG_REQ and a LONGASYNC_REQ into the target's segment;
 *     - a SHORT_REQ of 8 pointers (16 arguments here);
 *     - Short and Medium Requests to handlers declared with the _NOBITS_
 *       forms, the Medium one forwarding its arguments with ARGNAMES3;
 *  3. the handlers are static (GASNETI_HANDLER_SCOPE) and their table is
 *     built with gasneti_handler_tableentry_with_bits / _no_bits.
 * (Only the TAP reporting, tests/tap.h, uses GASNet-EX calls.)
 */
#define GASNETI_HANDLER_SCOPE static
#include <gasnet_handler.h>

#include "am_common.h"

enum { B_SHORT, B_MEDIUM, B_LONG, B_WIDE, B_NOBITS };

/* the handler indices gasneti_handleridx(NAME) refers to */
enum {
    _hidx_ping_req = 200,
    _hidx_value_rep,
    _hidx_med_req,
    _hidx_med_rep,
    _hidx_long_req,
    _hidx_wide_req,
    _hidx_count_nobits,
    _hidx_sum3_nobits,
};

#define SLOT  256 /* bytes of a Long payload slot */
#define LBASE TAP_RESERVED
#define NSLOT 2 /* per sender: LONG_REQ, LONGASYNC_REQ */

/* the function SHORT_HANDLER(value_rep, ...) defined on this host */
#if UINTPTR_MAX > 0xffffffffu
#define VALUE_REP_FN value_rep_64
#else
#define VALUE_REP_FN value_rep_32
#endif

static gasnet_node_t me, nodes;
static gasnet_seginfo_t *seginfo;
static volatile unsigned counted;
static volatile unsigned sum3_seen;

static gasnet_handlerarg_t value_of(gasnet_node_t from, gasnet_node_t to, unsigned kind)
{
    return (gasnet_handlerarg_t)(0x5a000000u ^ (from << 12) ^ (to << 4) ^ kind);
}

/* 8 pointer values using all 64 bits; the first is replaced by the
 * sender's flag address */
static void *wide_pattern(unsigned i, gasnet_node_t from)
{
    static const uint64_t base[8] = {0,
                                     0xffffffffffffffffull,
                                     0x8000000000000001ull,
                                     0x00000000ffffffffull,
                                     0xffffffff00000000ull,
                                     0x0123456789abcdefull,
                                     0xfedcba9876543210ull,
                                     0x7fffffff80000000ull};
    return (void *)(uintptr_t)(base[i] ^ ((uint64_t)from << 40));
}

/* ---- value replies: store v through the pointer the Request carried ---- */
static void value_rep_inner(gasnet_token_t token, void *where, gasnet_handlerarg_t v)
{
    (void)token;
    *(volatile gasnet_handlerarg_t *)where = v;
}
SHORT_HANDLER(value_rep, 2, 3, (token, UNPACK(a0), a1), (token, UNPACK2(a0, a1), a2));

/* ---- Short ping ---- */
static void ping_req_inner(gasnet_token_t token, void *where, gasnet_handlerarg_t v)
{
    gasnet_node_t src;
    gasnet_AMGetMsgSource(token, &src);
    if (v != value_of(src, me, 0))
        am_fail(B_SHORT, "ping from %u: value %#x", (unsigned)src, (unsigned)v);
    SHORT_REP(2, 3, (token, gasneti_handleridx(value_rep), PACK(where), v + 1));
}
SHORT_HANDLER(ping_req, 2, 3, (token, UNPACK(a0), a1), (token, UNPACK2(a0, a1), a2));

/* ---- Medium echo ---- */
static void med_req_inner(gasnet_token_t token, void *buf, size_t nbytes, void *where,
                          gasnet_handlerarg_t sum)
{
    if (am_sum(buf, nbytes) != (uint32_t)sum)
        am_fail(B_MEDIUM, "Medium Request: %zu bytes, checksum %#x, argument %#x", nbytes,
                (unsigned)am_sum(buf, nbytes), (unsigned)sum);
    MEDIUM_REP(2, 3, (token, gasneti_handleridx(med_rep), buf, nbytes, PACK(where), sum));
}
MEDIUM_HANDLER(med_req, 2, 3, (token, addr, nbytes, UNPACK(a0), a1),
               (token, addr, nbytes, UNPACK2(a0, a1), a2));

static void med_rep_inner(gasnet_token_t token, void *buf, size_t nbytes, void *where,
                          gasnet_handlerarg_t sum)
{
    (void)token;
    if (am_sum(buf, nbytes) != (uint32_t)sum)
        am_fail(B_MEDIUM, "Medium Reply: %zu bytes, checksum %#x, argument %#x", nbytes,
                (unsigned)am_sum(buf, nbytes), (unsigned)sum);
    *(volatile gasnet_handlerarg_t *)where = 1;
}
MEDIUM_HANDLER(med_rep, 2, 3, (token, addr, nbytes, UNPACK(a0), a1),
               (token, addr, nbytes, UNPACK2(a0, a1), a2));

/* ---- Long (and LongAsync) into my segment ---- */
static void long_req_inner(gasnet_token_t token, void *buf, size_t nbytes, void *where,
                           gasnet_handlerarg_t slot, gasnet_handlerarg_t sum)
{
    gasnet_node_t src;
    gasnet_AMGetMsgSource(token, &src);
    char *want = (char *)seginfo[me].addr + LBASE + ((size_t)src * NSLOT + (size_t)slot) * SLOT;
    if (buf != want || am_sum(buf, nbytes) != (uint32_t)sum)
        am_fail(B_LONG, "Long from %u slot %d: at %p (want %p), checksum %#x, argument %#x",
                (unsigned)src, (int)slot, buf, (void *)want, (unsigned)am_sum(buf, nbytes),
                (unsigned)sum);
    SHORT_REP(2, 3, (token, gasneti_handleridx(value_rep), PACK(where), 1));
}
LONG_HANDLER(long_req, 3, 4, (token, addr, nbytes, UNPACK(a0), a1, a2),
             (token, addr, nbytes, UNPACK2(a0, a1), a2, a3));

/* ---- 8 pointers in one Short ---- */
static void wide_req_inner(gasnet_token_t token, void *p0, void *p1, void *p2, void *p3, void *p4,
                           void *p5, void *p6, void *p7)
{
    gasnet_node_t src;
    gasnet_AMGetMsgSource(token, &src);
    void *const got[8] = {p0, p1, p2, p3, p4, p5, p6, p7};
    for (unsigned i = 1; i < 8; i++)
        if (got[i] != wide_pattern(i, src))
            am_fail(B_WIDE, "8 pointers from %u: pointer %u is %p, want %p", (unsigned)src, i,
                    got[i], wide_pattern(i, src));
    SHORT_REP(2, 3, (token, gasneti_handleridx(value_rep), PACK(p0), value_of(src, me, 3)));
}
SHORT_HANDLER(wide_req, 8, 16,
              (token, UNPACK(a0), UNPACK(a1), UNPACK(a2), UNPACK(a3), UNPACK(a4), UNPACK(a5),
               UNPACK(a6), UNPACK(a7)),
              (token, UNPACK2(a0, a1), UNPACK2(a2, a3), UNPACK2(a4, a5), UNPACK2(a6, a7),
               UNPACK2(a8, a9), UNPACK2(a10, a11), UNPACK2(a12, a13), UNPACK2(a14, a15)));

/* ---- handlers with the same arguments on every host ---- */
SHORT_HANDLER_NOBITS_DECL(count_nobits, 1);
SHORT_HANDLER_NOBITS_DECL(count_nobits, 1)
{
    (void)token;
    counted += (unsigned)a0;
}

static void sum3_check(gasnet_token_t token, void *buf, size_t nbytes, gasnet_handlerarg_t a,
                       gasnet_handlerarg_t b, gasnet_handlerarg_t c)
{
    gasnet_node_t src;
    gasnet_AMGetMsgSource(token, &src);
    if (nbytes != 3 * sizeof(gasnet_handlerarg_t) ||
        memcmp(buf, (gasnet_handlerarg_t[3]){a, b, c}, nbytes) != 0 || a != value_of(src, me, 4))
        am_fail(B_NOBITS, "Medium _NOBITS_ from %u: %zu bytes, arguments %#x %#x %#x",
                (unsigned)src, nbytes, (unsigned)a, (unsigned)b, (unsigned)c);
    sum3_seen++;
}
MEDIUM_HANDLER_NOBITS_DECL(sum3_nobits, 3);
MEDIUM_HANDLER_NOBITS_DECL(sum3_nobits, 3)
{
    sum3_check(token, addr, nbytes ARGNAMES3);
}

static int pack_round_trips(void)
{
    int good = 1;
    for (unsigned i = 0; i < 8; i++) {
        void *p = wide_pattern(i, (gasnet_node_t)i);
        gasnet_handlerarg_t packed[] = {PACK(p)};
        uint64_t bits = (uint64_t)(uintptr_t)p;
        if (sizeof packed != 2 * sizeof(gasnet_handlerarg_t) ||
            UNPACK2(packed[0], packed[1]) != p || (uint32_t)packed[0] != (uint32_t)(bits >> 32) ||
            (uint32_t)packed[1] != (uint32_t)bits) {
            diag("PACK(%p) = %#x %#x, UNPACK2 gives %p", p, (unsigned)packed[0],
                 (unsigned)packed[1], UNPACK2(packed[0], packed[1]));
            good = 0;
        }
    }
    return good;
}

int main(int argc, char **argv)
{
    if (gasnet_init(&argc, &argv) != GASNET_OK) {
        printf("1..1\nnot ok 1 - gasnet_init\n");
        return 1;
    }
    me = gasnet_mynode();
    nodes = gasnet_nodes();
    /* ready before attach: a faster node's Requests may run in our next call */
    seginfo = calloc(nodes, sizeof *seginfo);
    gasnet_handlerarg_t *got = calloc((size_t)nodes * 6, sizeof *got);
    if (!seginfo || !got)
        gasnet_exit(99);
    gasnet_handlerentry_t table[] = {
        gasneti_handler_tableentry_with_bits(value_rep),
        gasneti_handler_tableentry_with_bits(ping_req),
        gasneti_handler_tableentry_with_bits(med_req),
        gasneti_handler_tableentry_with_bits(med_rep),
        gasneti_handler_tableentry_with_bits(long_req),
        gasneti_handler_tableentry_with_bits(wide_req),
        gasneti_handler_tableentry_no_bits(count_nobits),
        gasneti_handler_tableentry_no_bits(sum3_nobits),
    };
    uintptr_t segsize = LBASE + (uintptr_t)nodes * NSLOT * SLOT;
    segsize = (segsize + GASNET_PAGESIZE - 1) / GASNET_PAGESIZE * GASNET_PAGESIZE;
    if (gasnet_attach(table, (int)(sizeof table / sizeof table[0]), segsize, 0) != GASNET_OK) {
        printf("1..1\nnot ok 1 - gasnet_attach\n");
        gasnet_exit(1);
    }
    int rc = gasnet_getSegmentInfo(seginfo, (int)nodes); /* the Long handler uses it */
    gex_TM_t tm;
    gasnet_QueryGexObjects(NULL, NULL, &tm, NULL);
    tap_multi(tm);
    am_me = me;
    note("%u nodes", (unsigned)nodes);
    ok(rc == GASNET_OK, "gasnet_getSegmentInfo");
    ok(table[0].index == _hidx_value_rep && table[7].index == _hidx_sum3_nobits &&
           table[0].fnptr == (gasneti_handler_fn_t)VALUE_REP_FN,
       "the table's entries carry gasneti_handleridx(NAME) and NAME_64 (NAME_32)");

    /* 1. PACK / UNPACK2 */
    ok(pack_round_trips(), "PACK(p) is p's high then low 32 bits; UNPACK2 gives p back");

    /* 2. every node to every node; a LongAsync's source stays untouched
     * until its Reply (GASNet-1), so each has its own buffer */
    unsigned char(*async_src)[SLOT] = calloc(nodes, SLOT);
    if (!async_src)
        gasnet_exit(99);
    for (gasnet_node_t i = 0; i < nodes; i++) {
        gasnet_node_t r = (me + i) % nodes;
        gasnet_handlerarg_t *g = &got[(size_t)r * 6];
        SHORT_REQ(2, 3, (r, gasneti_handleridx(ping_req), PACK(&g[0]), value_of(me, r, 0)));

        unsigned char payload[SLOT];
        size_t len = 40 + (size_t)r + me;
        am_fill(payload, len, am_seed(0x4d, me, r, 0));
        gasnet_handlerarg_t sum = (gasnet_handlerarg_t)am_sum(payload, len);
        MEDIUM_REQ(2, 3, (r, gasneti_handleridx(med_req), payload, len, PACK(&g[1]), sum));

        for (gasnet_handlerarg_t slot = 0; slot < NSLOT; slot++) {
            char *dest =
                (char *)seginfo[r].addr + LBASE + ((size_t)me * NSLOT + (size_t)slot) * SLOT;
            unsigned char *src = slot == 0 ? payload : async_src[r];
            am_fill(src, len + (size_t)slot, am_seed(0x4c, me, r, (unsigned)slot));
            gasnet_handlerarg_t lsum = (gasnet_handlerarg_t)am_sum(src, len + (size_t)slot);
            if (slot == 0)
                LONG_REQ(
                    3, 4,
                    (r, gasneti_handleridx(long_req), payload, len, dest, PACK(&g[2]), slot, lsum));
            else
                LONGASYNC_REQ(
                    3, 4,
                    (r, gasneti_handleridx(long_req), src, len + 1, dest, PACK(&g[3]), slot, lsum));
        }

        void *w[8];
        w[0] = &g[4];
        for (unsigned k = 1; k < 8; k++)
            w[k] = wide_pattern(k, me);
        SHORT_REQ(8, 16,
                  (r, gasneti_handleridx(wide_req), PACK(w[0]), PACK(w[1]), PACK(w[2]), PACK(w[3]),
                   PACK(w[4]), PACK(w[5]), PACK(w[6]), PACK(w[7])));

        gasnet_AMRequestShort1(r, gasneti_handleridx(count_nobits), 1);
        gasnet_handlerarg_t three[3] = {value_of(me, r, 4), 7, -7};
        gasnet_AMRequestMedium3(r, gasneti_handleridx(sum3_nobits), three, sizeof three, three[0],
                                three[1], three[2]);
    }
    /* every Reply stores a non-zero value through its pointer (slots start at 0) */
    for (gasnet_node_t r = 0; r < nodes; r++) {
        gasnet_handlerarg_t *g = &got[(size_t)r * 6];
        GASNET_BLOCKUNTIL(g[0] && g[1] && g[2] && g[3] && g[4]);
    }
    free(async_src); /* every LongAsync has its Reply */
    int short_ok = 1, wide_ok = 1;
    for (gasnet_node_t r = 0; r < nodes; r++) {
        short_ok &= got[(size_t)r * 6] == value_of(me, r, 0) + 1;
        wide_ok &= got[(size_t)r * 6 + 4] == value_of(me, r, 3);
    }
    ok(short_ok, "SHORT_REQ with a PACK()ed pointer: the SHORT_REP stored ping + 1 through it");
    am_bucket_ok(B_SHORT, "the pings' values arrived");
    am_bucket_ok(B_MEDIUM, "MEDIUM_REQ and MEDIUM_REP: payloads and pointers intact");
    am_bucket_ok(B_LONG, "LONG_REQ and LONGASYNC_REQ land at dest_addr with their payload");
    ok(wide_ok, "SHORT_REQ(8, 16, ...): 8 pointers as 16 arguments");
    am_bucket_ok(B_WIDE, "the 8 pointers arrive with all 64 bits");
    GASNET_BLOCKUNTIL(counted == nodes && sum3_seen == nodes);
    am_bucket_ok(B_NOBITS, "SHORT/MEDIUM_HANDLER_NOBITS_DECL handlers, ARGNAMES3 forwarding");

    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
