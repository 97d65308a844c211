/* t_gasnet1_names: GASNet-1 names legacy clients call beyond spec 1.8
 * (issue #14), in a program started with gasnet_init/gasnet_attach.
 *
 *   pshmrun -n N t_gasnet1_names [badcount]
 *
 *  - gasnet_getNodeInfo between init and attach (every offset 0) and after
 *    (owner address + offset is this process's mapping of the segment);
 *  - the variadic AM forms gasnet_AMRequest{Short,Medium,Long,LongAsync}
 *    and gasnet_AMReply{Short,Medium,Long} with the count first (0, 1, 2,
 *    3 and 16 arguments): handlers get the arguments and payloads; the
 *    count may be any expression (evaluated once) and the arguments of any
 *    arithmetic type (converted to gasnet_handlerarg_t);
 *  - GASNET_BARRIERFLAG_UNNAMED: blocking gasnet_barrier, notify/try, and
 *    mixed with a named rank (matches like an anonymous barrier);
 *  - gasnet_image_t, the conduit identification macros, GASNET_BEGIN_FUNCTION.
 * "badcount": a variadic call whose count disagrees with its arguments
 * must stop the job naming the call (checked by names.sh).
 */
#include <gasnet.h>

#include "../tap.h"

#define SEG      (TAP_RESERVED + 64 * 1024)
#define OFF_LONG ((uintptr_t)TAP_RESERVED)

enum { H_S0 = 200, H_S2, H_S16, H_M3, H_L1, H_LA0, H_R1, H_RM0, H_RL0 };
static volatile unsigned n_s0, n_s2, n_s16, n_m3, n_l1, n_la0, n_r1, n_rm0, n_rl0;
static volatile unsigned bad;
static gasnet_seginfo_t *seg;

static void check_bytes(const void *buf, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        if (((const unsigned char *)buf)[i] != (unsigned char)(i * seed + 3)) {
            bad++;
            return;
        }
}

static void fill(unsigned char *buf, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        buf[i] = (unsigned char)(i * seed + 3);
}

static void h_s0(gasnet_token_t t)
{
    (void)t;
    n_s0++;
}
static void h_s2(gasnet_token_t t, gasnet_handlerarg_t a0, gasnet_handlerarg_t a1)
{
    (void)t;
    bad += a0 != 11 || a1 != -22;
    n_s2++;
}
static void h_s16(gasnet_token_t t, gasnet_handlerarg_t a0, gasnet_handlerarg_t a1,
                  gasnet_handlerarg_t a2, gasnet_handlerarg_t a3, gasnet_handlerarg_t a4,
                  gasnet_handlerarg_t a5, gasnet_handlerarg_t a6, gasnet_handlerarg_t a7,
                  gasnet_handlerarg_t a8, gasnet_handlerarg_t a9, gasnet_handlerarg_t a10,
                  gasnet_handlerarg_t a11, gasnet_handlerarg_t a12, gasnet_handlerarg_t a13,
                  gasnet_handlerarg_t a14, gasnet_handlerarg_t a15)
{
    (void)t;
    gasnet_handlerarg_t a[16] = {a0, a1, a2,  a3,  a4,  a5,  a6,  a7,
                                 a8, a9, a10, a11, a12, a13, a14, a15};
    for (int i = 0; i < 16; i++)
        bad += a[i] != i * 3 + 1;
    n_s16++;
}
/* Medium with 3 arguments: reply with a 1-argument Short (the byte count) */
static void h_m3(gasnet_token_t t, void *buf, size_t n, gasnet_handlerarg_t a0,
                 gasnet_handlerarg_t a1, gasnet_handlerarg_t a2)
{
    check_bytes(buf, n, 5);
    bad += a0 != 1 || a1 != 2 || a2 != 3;
    n_m3++;
    gasnet_AMReplyShort(t, H_R1, 1, (gasnet_handlerarg_t)n);
}
/* Long with 1 argument: reply with a Medium and a Long echo of 16 bytes */
static void h_l1(gasnet_token_t t, void *buf, size_t n, gasnet_handlerarg_t a0)
{
    check_bytes(buf, n, 9);
    bad += (size_t)a0 != n;
    n_l1++;
    gasnet_AMReplyMedium(t, H_RM0, buf, 16, 0);
}
static void h_la0(gasnet_token_t t, void *buf, size_t n)
{
    check_bytes(buf, n, 9);
    n_la0++;
    gasnet_node_t src;
    gasnet_AMGetMsgSource(t, &src);
    gasnet_AMReplyLong(t, H_RL0, buf, 16, (char *)seg[src].addr + OFF_LONG + 4096, 0);
}
static void h_r1(gasnet_token_t t, gasnet_handlerarg_t v)
{
    (void)t;
    bad += v < 2000 || v >= 2010; /* the Medium's byte count */
    n_r1++;
}
static void h_rm0(gasnet_token_t t, void *buf, size_t n)
{
    (void)t;
    bad += n != 16;
    check_bytes(buf, n, 9);
    n_rm0++;
}
static void h_rl0(gasnet_token_t t, void *buf, size_t n)
{
    (void)t;
    bad += n != 16;
    check_bytes(buf, n, 9);
    n_rl0++;
}

int main(int argc, char **argv)
{
    GASNET_BEGIN_FUNCTION();
    if (gasnet_init(&argc, &argv) != GASNET_OK)
        return 1;
    gasnet_node_t me = gasnet_mynode(), n = gasnet_nodes();
    tap_set_rank(me, n);

    gasnet_nodeinfo_t *ni = calloc(n, sizeof *ni);
    int rc_pre = gasnet_getNodeInfo(ni, (int)n);
    unsigned pre_bad = 0;
    for (gasnet_node_t r = 0; r < n; r++)
        pre_bad += ni[r].host != 0 || ni[r].supernode != 0 || ni[r].offset != 0;

    gasnet_handlerentry_t tab[] = {
        {H_S0, (gex_AM_Fn_t)h_s0}, {H_S2, (gex_AM_Fn_t)h_s2},   {H_S16, (gex_AM_Fn_t)h_s16},
        {H_M3, (gex_AM_Fn_t)h_m3}, {H_L1, (gex_AM_Fn_t)h_l1},   {H_LA0, (gex_AM_Fn_t)h_la0},
        {H_R1, (gex_AM_Fn_t)h_r1}, {H_RM0, (gex_AM_Fn_t)h_rm0}, {H_RL0, (gex_AM_Fn_t)h_rl0},
    };
    if (gasnet_attach(tab, (int)(sizeof tab / sizeof tab[0]), SEG, 0) != GASNET_OK)
        return 1;
    gex_TM_t tm;
    gasnet_QueryGexObjects(NULL, NULL, &tm, NULL);
    tap_multi(tm);
    seg = calloc(n, sizeof *seg);
    gasnet_getSegmentInfo(seg, (int)n);
    gasnet_node_t peer = (me + 1) % n;

    if (argc > 1 && !strcmp(argv[1], "badcount")) {
        gasnet_AMRequestShort(peer, H_S2, 3, 11, -22); /* must stop the job */
        return 0;
    }

    ok(rc_pre == GASNET_OK && pre_bad == 0,
       "gasnet_getNodeInfo before attach: host 0, supernode 0, offset 0 for every node");
    int rc_post = gasnet_getNodeInfo(ni, (int)n);
    unsigned post_bad = 0;
    for (gasnet_node_t r = 0; r < n; r++) {
        void *owner = NULL, *local = NULL;
        uintptr_t size = 0;
        gex_Event_Wait(gex_EP_QueryBoundSegmentNB(tm, r, &owner, &local, &size, 0));
        post_bad += owner != seg[r].addr || (char *)seg[r].addr + ni[r].offset != (char *)local;
    }
    free(ni);
    ok(rc_post == GASNET_OK && post_bad == 0,
       "gasnet_getNodeInfo after attach: segment address + offset is the local mapping");
    ok(gasnet_getNodeInfo(NULL, 1) == GASNET_ERR_BAD_ARG, "gasnet_getNodeInfo(NULL, 1) is BAD_ARG");

    /* variadic AMs */
    unsigned char med[3000], lng[5000];
    fill(med, sizeof med, 5);
    fill(lng, sizeof lng, 9);
    void *peer_long = (char *)seg[peer].addr + OFF_LONG;
    for (int i = 0; i < 10; i++) {
        gasnet_AMRequestShort(peer, H_S0, 0);
        gasnet_AMRequestShort(peer, H_S2, 2, 11, -22);
        gasnet_AMRequestShort(peer, H_S16, 16, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40,
                              43, 46);
        gasnet_AMRequestMedium(peer, H_M3, med, 2000 + (size_t)i, 3, 1, 2, 3);
    }
    gasnet_AMRequestLong(peer, H_L1, lng, 4000, peer_long, 1, 4000);
    GASNET_BLOCKUNTIL(n_rm0 == 1);
    gasnet_AMRequestLongAsync(peer, H_LA0, lng, 3000, peer_long, 0);
    GASNET_BLOCKUNTIL(n_s0 == 10 && n_s2 == 10 && n_s16 == 10 && n_m3 == 10 && n_r1 == 10 &&
                      n_l1 == 1 && n_la0 == 1 && n_rl0 == 1);
    ok(n_s0 == 10 && n_s2 == 10 && n_s16 == 10,
       "gasnet_AMRequestShort(node, h, N, ...) with 0, 2 and 16 arguments: 10 each arrived");
    ok(n_m3 == 10 && n_r1 == 10,
       "gasnet_AMRequestMedium(..., 3, ...) and gasnet_AMReplyShort(token, h, 1, n): 10 each");
    ok(n_l1 == 1 && n_la0 == 1 && n_rm0 == 1 && n_rl0 == 1,
       "gasnet_AMRequestLong / LongAsync and gasnet_AMReplyMedium / ReplyLong arrived");
    ok(bad == 0, "every variadic AM delivered its arguments and payload (%u bad)", bad);
    gasnet_barrier(0, GASNET_BARRIERFLAG_ANONYMOUS); /* every count above is final */

    /* the count as any integer expression, evaluated once; arguments of
     * other types converted to gasnet_handlerarg_t, as by the numbered
     * forms' prototypes */
    int k = 2;
    gasnet_AMRequestShort(peer, H_S2, 4 - 2, 11, -22);
    gasnet_AMRequestShort(peer, H_S2, k++, 11.0, (int64_t)-22);
    gasnet_AMRequestShort(peer, H_S16, 15 + 1, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40,
                          43, 46);
    GASNET_BLOCKUNTIL(n_s2 == 12 && n_s16 == 11);
    ok(bad == 0 && k == 3,
       "gasnet_AMRequestShort with the counts '4 - 2', 'k++' and '15 + 1', and the "
       "arguments 11.0 and (int64_t)-22: delivered as 2 and 16 int arguments, k++ run once "
       "(%u bad, k %d)",
       bad, k);
    gasnet_barrier(0, GASNET_BARRIERFLAG_ANONYMOUS);

    /* GASNET_BARRIERFLAG_UNNAMED */
    int id = -1;
    int rc = gasnet_barrier(123, GASNET_BARRIERFLAG_UNNAMED);
    int anon = gasnet_barrier_result(&id);
    ok(rc == GASNET_OK && anon == 1,
       "gasnet_barrier(id, GASNET_BARRIERFLAG_UNNAMED) on every rank: OK, anonymous (%d, %d)", rc,
       anon);
    int flags = me == 0 ? 0 : GASNET_BARRIERFLAG_UNNAMED;
    gasnet_barrier_notify(77, flags);
    while ((rc = gasnet_barrier_try(77, flags)) == GASNET_ERR_NOT_READY)
        gasnet_AMPoll();
    id = -1;
    anon = gasnet_barrier_result(&id);
    ok(rc == GASNET_OK && anon == 0 && id == 77,
       "rank 0 named 77, the others UNNAMED (notify/try): OK, named 77 (rc %d, anon %d, id %d)", rc,
       anon, id);
    ok((GASNET_BARRIERFLAG_UNNAMED & GASNET_BARRIERFLAG_ANONYMOUS) != 0,
       "GASNET_BARRIERFLAG_UNNAMED includes GASNET_BARRIERFLAG_ANONYMOUS");
    /* GASNET_BARRIERFLAG_IMAGES (the reference's 4): one image per node, so
     * it is the same barrier, ORed into named, anonymous and mismatch */
    rc = gasnet_barrier(5, GASNET_BARRIERFLAG_IMAGES);
    int rc2 = gasnet_barrier(0, GASNET_BARRIERFLAG_IMAGES | GASNET_BARRIERFLAG_ANONYMOUS);
    gasnet_barrier_notify(0, GASNET_BARRIERFLAG_IMAGES | (me == 0 ? GASNET_BARRIERFLAG_MISMATCH
                                                                  : GASNET_BARRIERFLAG_ANONYMOUS));
    int rc3 = gasnet_barrier_wait(0, GASNET_BARRIERFLAG_IMAGES | GASNET_BARRIERFLAG_ANONYMOUS);
    ok(GASNET_BARRIERFLAG_IMAGES == 4 && rc == GASNET_OK && rc2 == GASNET_OK &&
           rc3 == GASNET_ERR_BARRIER_MISMATCH,
       "GASNET_BARRIERFLAG_IMAGES (4) with a name, ANONYMOUS and MISMATCH: OK, OK, MISMATCH "
       "(%d %d %d)",
       rc, rc2, rc3);

    /* identification macros and types */
    gasnet_image_t img = me;
    gasnet_threadinfo_t ti = GASNET_GET_THREADINFO();
#if GASNET_CONDUIT_SMP && GASNET_CONDUIT_PSHMEX
    const int smp_conduit = 1; /* client code keyed on the smp conduit holds here */
#else
    const int smp_conduit = 0;
#endif
    ok(smp_conduit, "GASNET_CONDUIT_SMP and GASNET_CONDUIT_PSHMEX are both 1 (#if)");
    ok(img == me && ti != NULL && !strcmp(GASNET_CORE_NAME_STR, "PSHMEX") &&
           !strcmp(GASNET_EXTENDED_NAME_STR, "PSHMEX") && strlen(GASNET_CORE_VERSION_STR) > 0 &&
           strlen(GASNET_EXTENDED_VERSION_STR) > 0 && !strcmp(GASNET_CONDUIT_NAME_STR, "PSHMEX"),
       "gasnet_image_t, GASNET_GET_THREADINFO and GASNET_{CORE,EXTENDED}_{NAME,VERSION}_STR");
    free(seg);
    return tap_finish();
}
