/* handler_macros.c - every form of <gasnet_handler.h> expanded in one
 * translation unit, compiled (not run) by tests/core/headers.sh as C11 and
 * as C++17 with -Wall -Wextra -Wshadow -pedantic -Werror: the macros must
 * stay clean in both languages (UPC++ v0.1 uses them from C++). The
 * behaviour is tested by tests/am_queues/t_gasnet_handler.c. */
#define GASNETI_HANDLER_SCOPE static
#include <gasnet_handler.h>

enum {
    _hidx_sixteen = 201,
    _hidx_med_two,
    _hidx_long_one,
    _hidx_plain,
    _hidx_plain_med,
    _hidx_plain_long,
};

static void sixteen_inner(gasnet_token_t t, void *p0, void *p1, void *p2, void *p3, void *p4,
                          void *p5, void *p6, void *p7)
{
    (void)t, (void)p0, (void)p1, (void)p2, (void)p3, (void)p4, (void)p5, (void)p6, (void)p7;
}
SHORT_HANDLER(sixteen, 8, 16,
              (token, UNPACK(a0), UNPACK(a1), UNPACK(a2), UNPACK(a3), UNPACK(a4), UNPACK(a5),
               UNPACK(a6), UNPACK(a7)),
              (token, UNPACK2(a0, a1), UNPACK2(a2, a3), UNPACK2(a4, a5), UNPACK2(a6, a7),
               UNPACK2(a8, a9), UNPACK2(a10, a11), UNPACK2(a12, a13), UNPACK2(a14, a15)));

static void med_two_inner(gasnet_token_t t, void *buf, size_t n, void *p, gasnet_handlerarg_t x)
{
    (void)buf, (void)n, (void)p;
    MEDIUM_REP(2, 3, (t, gasneti_handleridx(med_two), buf, n, PACK(p), x));
}
MEDIUM_HANDLER(med_two, 2, 3, (token, addr, nbytes, UNPACK(a0), a1),
               (token, addr, nbytes, UNPACK2(a0, a1), a2));

static void long_one_inner(gasnet_token_t t, void *buf, size_t n, void *p)
{
    (void)buf, (void)n;
    SHORT_REP(1, 2, (t, gasneti_handleridx(plain), PACK(p)));
}
LONG_HANDLER(long_one, 1, 2, (token, addr, nbytes, UNPACK(a0)),
             (token, addr, nbytes, UNPACK2(a0, a1)));

SHORT_HANDLER_NOBITS_DECL(plain, 2);
SHORT_HANDLER_NOBITS_DECL(plain, 2)
{
    (void)token, (void)a0, (void)a1;
}
MEDIUM_HANDLER_NOBITS_DECL(plain_med, 16);
MEDIUM_HANDLER_NOBITS_DECL(plain_med, 16)
{
    (void)token, (void)addr, (void)nbytes;
    (void)a0, (void)a1, (void)a2, (void)a3, (void)a4, (void)a5, (void)a6, (void)a7;
    (void)a8, (void)a9, (void)a10, (void)a11, (void)a12, (void)a13, (void)a14, (void)a15;
}
LONG_HANDLER_NOBITS_DECL(plain_long, 0);
LONG_HANDLER_NOBITS_DECL(plain_long, 0)
{
    (void)token, (void)addr, (void)nbytes;
}

gasnet_handlerentry_t handler_macros_table[] = {
    gasneti_handler_tableentry_with_bits(sixteen),  gasneti_handler_tableentry_with_bits(med_two),
    gasneti_handler_tableentry_with_bits(long_one), gasneti_handler_tableentry_no_bits(plain),
    gasneti_handler_tableentry_no_bits(plain_med),  gasneti_handler_tableentry_no_bits(plain_long),
};

int handler_macros_send(gasnet_node_t node, void *p, void *seg);
int handler_macros_send(gasnet_node_t node, void *p, void *seg)
{
    char buf[8] = {0};
    int rc = SHORT_REQ(8, 16,
                       (node, gasneti_handleridx(sixteen), PACK(p), PACK(p), PACK(p), PACK(p),
                        PACK(p), PACK(p), PACK(p), PACK(p)));
    rc |= MEDIUM_REQ(2, 3, (node, gasneti_handleridx(med_two), buf, sizeof buf, PACK(p), 7));
    rc |= LONG_REQ(1, 2, (node, gasneti_handleridx(long_one), buf, sizeof buf, seg, PACK(p)));
    rc |= LONGASYNC_REQ(1, 2, (node, gasneti_handleridx(long_one), buf, sizeof buf, seg, PACK(p)));
    return rc;
}
