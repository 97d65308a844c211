/* t_am_asym: handler tables that differ between ranks. Registration is per
 * process, not collective (GASNet-EX: gex_EP_RegisterHandlers; GASNet-1:
 * gasnet_attach's table may differ between nodes), so an AM is checked
 * against the registration of the rank that runs it, not the sender's.
 *
 *   pshmrun -n N t_am_asym ex     gex_EP_RegisterHandlers, rank r's entry
 *                                 at an index depends on r: every rank
 *                                 sends to every rank (itself included)
 *                                 Short (fixed and variadic entries),
 *                                 Medium and Long Requests matching the
 *                                 DESTINATION's entry, and is answered with
 *                                 Replies to indices only the requester
 *                                 registered (in place, pair ring, Medium);
 *                                 every rank but 0 sends to an index only
 *                                 rank 0 registered
 *   pshmrun -n N t_am_asym g1     the same with gasnet_attach tables that
 *                                 differ between even and odd nodes
 *   pshmrun -n 2 t_am_asym MODE   (the other modes) a misuse against the
 *                                 destination's registration: the job
 *                                 must stop (status 134) with a line naming
 *                                 the sending call (violations.sh); exit 3
 *                                 if the call returned, 4 if nothing
 *                                 happened within 20 s
 */
#include "am_common.h"

static const char *const modes[] = {
    "ex",
    "g1",
    "dest-unregistered",     /* rank 0 -> 1: an index only rank 0 registered */
    "dest-nargs",            /* rank 0 -> 1: rank 1 registered 2 arguments, rank 0 one */
    "dest-category",         /* rank 0 -> 1: a Short to rank 1's Medium entry */
    "reply-unregistered",    /* rank 1 replies to an index only rank 1 registered */
    "reply-nargs",           /* rank 1 replies with rank 1's count, not rank 0's */
    "reply-category",        /* a Medium Reply to rank 0's Short Reply entry */
    "g1-dest-unregistered",  /* GASNet-1: node 0 -> 1, an index only node 0 has */
    "commit-unregistered",   /* as dest-unregistered, a negotiated-payload Medium Request */
    "commit-reply-category", /* as reply-category, a negotiated-payload Medium Reply */
};
enum {
    M_EX,
    M_G1,
    M_DEST_UNREG,
    M_DEST_NARGS,
    M_DEST_CATEGORY,
    M_REPLY_UNREG,
    M_REPLY_NARGS,
    M_REPLY_CATEGORY,
    M_G1_DEST_UNREG,
    M_COMMIT_UNREG,
    M_COMMIT_REPLY_CATEGORY,
    NMODES
};

enum { B_REQ, B_REP };

/* indices (see each mode) */
#define I_SHORT   200 /* Short Request, RN(r) arguments on rank r */
#define I_MEDLONG 201 /* Medium/Long Request, 1 + r % 2 arguments on rank r */
#define I_ZERO    202 /* Short Request, 1 argument: rank 0 only */
#define I_REP_S   210 /* + r % 2: Short Reply, PN(r) arguments: ranks of that parity only */
#define I_REP_M   212 /* + r % 2: Medium Reply, 1 argument: ranks of that parity only */

/* Short argument counts of rank r's entries: 1 and 2 go through the fixed
 * entries (gex_AM_RequestShort1..2), 3 through the variadic one */
#define RN(r)      ((r) % 3 == 0 ? 1u : (r) % 3 == 1 ? 3u : 2u)
#define PN(r)      ((r) % 2 ? 3u : 1u)
#define MED_BIG    2000 /* a Medium over the inline payload: a pool buffer */
#define LONG_BYTES 256

static int mode;
static gex_Rank_t me, n;
static volatile unsigned req_hits, rep_hits, zero_hits;
static volatile int returned;

static uintptr_t segsize(gex_Rank_t nr)
{
    return TAP_RESERVED + (uintptr_t)nr * LONG_BYTES;
}

/* ---- the Replies: only the requester has their indices ---- */
static void got_reply(gex_Token_t t, unsigned nargs, unsigned want_nargs, gex_AM_Arg_t a0,
                      gex_AM_Arg_t a1)
{
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_SRCRANK);
    if (nargs != want_nargs || a0 != (gex_AM_Arg_t)(1000 + info.gex_srcrank) ||
        (nargs == 3 && a1 != (gex_AM_Arg_t)me))
        am_fail(B_REP, "Reply from rank %u: %u args %d %d", (unsigned)info.gex_srcrank, nargs,
                (int)a0, (int)a1);
    __atomic_fetch_add(&rep_hits, 1, __ATOMIC_RELAXED);
}
static void rep_s1(gex_Token_t t, gex_AM_Arg_t a0)
{
    got_reply(t, 1, PN(me), a0, 0);
}
static void rep_s3(gex_Token_t t, gex_AM_Arg_t a0, gex_AM_Arg_t a1, gex_AM_Arg_t a2)
{
    (void)a2;
    got_reply(t, 3, PN(me), a0, a1);
}
static void rep_m1(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t a0)
{
    if (nbytes != 4 || memcmp(buf, "ack", 4) != 0)
        am_fail(B_REP, "Medium Reply payload of %zu bytes", nbytes);
    got_reply(t, 1, 1, a0, 0);
}

/* A Short Reply to the requester src's I_REP_S entry, with its count (in
 * place if its Request allows it). */
static void reply_short(gex_Token_t t, gex_Rank_t src)
{
    const gex_AM_Index_t h = (gex_AM_Index_t)(I_REP_S + src % 2);
    const gex_AM_Arg_t a0 = (gex_AM_Arg_t)(1000 + me), a1 = (gex_AM_Arg_t)src;
    if (PN(src) == 1)
        gex_AM_ReplyShort1(t, h, 0, a0);
    else
        gex_AM_ReplyShort3(t, h, 0, a0, a1, 0);
}

/* ---- the Requests: rank r's entries depend on r ---- */
static void got_request(gex_Token_t t, gex_AM_Arg_t tag, unsigned nargs, unsigned want_nargs)
{
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_SRCRANK);
    const gex_Rank_t src = info.gex_srcrank;
    if (nargs != want_nargs || (unsigned)tag != src)
        am_fail(B_REQ, "Request from rank %u: %u arguments, tag %d", (unsigned)src, nargs,
                (int)tag);
    __atomic_fetch_add(&req_hits, 1, __ATOMIC_RELAXED);
    reply_short(t, src);
}
static void req_s1(gex_Token_t t, gex_AM_Arg_t a0)
{
    got_request(t, a0, 1, RN(me));
}
static void req_s2(gex_Token_t t, gex_AM_Arg_t a0, gex_AM_Arg_t a1)
{
    (void)a1;
    got_request(t, a0, 2, RN(me));
}
static void req_s3(gex_Token_t t, gex_AM_Arg_t a0, gex_AM_Arg_t a1, gex_AM_Arg_t a2)
{
    (void)a1, (void)a2;
    got_request(t, a0, 3, RN(me));
}
/* Medium: answered with a Medium Reply; Long: with a Short one */
static void got_medlong(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t tag, unsigned nargs)
{
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_SRCRANK | GEX_TI_IS_LONG);
    const gex_Rank_t src = info.gex_srcrank;
    const unsigned char *p = buf;
    if (nargs != 1 + me % 2 || (unsigned)tag != src || !nbytes || p[0] != (unsigned char)src ||
        p[nbytes - 1] != (unsigned char)src)
        am_fail(B_REQ, "Medium/Long Request from rank %u: %u arguments, tag %d, %zu bytes",
                (unsigned)src, nargs, (int)tag, nbytes);
    __atomic_fetch_add(&req_hits, 1, __ATOMIC_RELAXED);
    if (info.gex_is_long)
        reply_short(t, src);
    else
        gex_AM_ReplyMedium1(t, (gex_AM_Index_t)(I_REP_M + src % 2), "ack", 4, GEX_EVENT_NOW, 0,
                            (gex_AM_Arg_t)(1000 + me));
}
static void req_ml1(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t a0)
{
    got_medlong(t, buf, nbytes, a0, 1);
}
static void req_ml2(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t a0, gex_AM_Arg_t a1)
{
    (void)a1;
    got_medlong(t, buf, nbytes, a0, 2);
}
static void req_zero(gex_Token_t t, gex_AM_Arg_t a0)
{
    (void)t;
    if (a0 != 7)
        am_fail(B_REQ, "rank 0's own index got %d", (int)a0);
    __atomic_fetch_add(&zero_hits, 1, __ATOMIC_RELAXED);
}

/* A Short Request to rank t's I_SHORT entry, with its count. */
static void send_short(gex_Rank_t t)
{
    const gex_AM_Arg_t tag = (gex_AM_Arg_t)me;
    switch (RN(t)) {
    case 1: gex_AM_RequestShort1(am_tm, t, I_SHORT, 0, tag); break;
    case 2: gex_AM_RequestShort2(am_tm, t, I_SHORT, 0, tag, 0); break;
    default: /* no fixed entry for 3 arguments: the variadic one */
        gex_AM_RequestShort3(am_tm, t, I_SHORT, 0, tag, 0, 0);
        break;
    }
}

static void run_ex(void)
{
    static const gex_AM_Fn_t req_s[3] = {(gex_AM_Fn_t)req_s1, (gex_AM_Fn_t)req_s2,
                                         (gex_AM_Fn_t)req_s3};
    static const gex_AM_Fn_t req_ml[2] = {(gex_AM_Fn_t)req_ml1, (gex_AM_Fn_t)req_ml2};
    static const gex_AM_Fn_t rep_s[2] = {(gex_AM_Fn_t)rep_s1, (gex_AM_Fn_t)rep_s3};
    gex_AM_Entry_t table[5] = {
        {I_SHORT, req_s[RN(me) - 1], GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, RN(me), NULL,
         "req_s"},
        {I_MEDLONG, req_ml[me % 2], GEX_FLAG_AM_MEDLONG | GEX_FLAG_AM_REQUEST, 1 + me % 2, NULL,
         "req_ml"},
        {(gex_AM_Index_t)(I_REP_S + me % 2), rep_s[me % 2], GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY,
         PN(me), NULL, "rep_s"},
        {(gex_AM_Index_t)(I_REP_M + me % 2), (gex_AM_Fn_t)rep_m1,
         GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY, 1, NULL, "rep_m"},
        {I_ZERO, (gex_AM_Fn_t)req_zero, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 1, NULL,
         "req_zero"},
    };
    ok(gex_EP_RegisterHandlers(am_ep, table, me == 0 ? 5 : 4) == GASNET_OK,
       "gex_EP_RegisterHandlers: this rank's own table");
    tap_barrier(); /* every rank's handlers are registered */

    static char med[MED_BIG], lng[LONG_BYTES];
    memset(med, (int)me, sizeof med);
    memset(lng, (int)me, sizeof lng);
    unsigned sent = 0;
    for (unsigned round = 0; round < 4; round++) /* streams: in place, then the ring */
        for (gex_Rank_t t = 0; t < n; t++) {
            send_short(t);
            send_short(t);
            const gex_AM_Arg_t tag = (gex_AM_Arg_t)me;
            const size_t mb = round % 2 ? MED_BIG : 16;
            void *dest = am_owner[t] + TAP_RESERVED + (size_t)me * LONG_BYTES;
            if (t % 2 == 0) {
                gex_AM_RequestMedium1(am_tm, t, I_MEDLONG, med, mb, GEX_EVENT_NOW, 0, tag);
                gex_AM_RequestLong1(am_tm, t, I_MEDLONG, lng, LONG_BYTES, dest, GEX_EVENT_NOW, 0,
                                    tag);
            } else {
                gex_AM_RequestMedium2(am_tm, t, I_MEDLONG, med, mb, GEX_EVENT_NOW, 0, tag, 0);
                gex_AM_RequestLong2(am_tm, t, I_MEDLONG, lng, LONG_BYTES, dest, GEX_EVENT_NOW, 0,
                                    tag, 0);
            }
            sent += 4;
        }
    gex_AM_RequestShort1(am_tm, 0, I_ZERO, 0, 7); /* only rank 0 registered it */
    GASNET_BLOCKUNTIL(__atomic_load_n(&rep_hits, __ATOMIC_RELAXED) == sent);
    if (me == 0) /* sent before the barrier, but maybe not run before it ends */
        GASNET_BLOCKUNTIL(__atomic_load_n(&zero_hits, __ATOMIC_RELAXED) == n);
    ok(1, "%u Requests matching the destination's entries answered by Replies to our own", sent);
    tap_barrier(); /* every rank's Requests have run */
    ok(req_hits == sent, "this rank ran %u Requests (want %u)", req_hits, sent);
    ok(zero_hits == (me == 0 ? n : 0), "rank 0's own index ran %u times", zero_hits);
    am_bucket_ok(B_REQ, "every Request ran its destination's handler with that one's arguments");
    am_bucket_ok(B_REP, "every Reply ran the requester's handler with its arguments");
}

/* ---- GASNet-1: node r's indices depend on its parity p = r % 2; node 0
 * also has G1_ZERO ---- */
#define G1_SHORT   230 /* + p: Short Request, 1 argument */
#define G1_SHORT3  232 /* + p: Short Request, 3 arguments */
#define G1_MEDLONG 234 /* + p: Medium and Long Request, 1 argument */
#define G1_REP     236 /* + p: Short Reply, 2 arguments */
#define G1_REP3    238 /* + p: Short Reply, 3 arguments */
#define G1_ZERO    240
static void g1_rep(gasnet_token_t t, gasnet_handlerarg_t a0, gasnet_handlerarg_t a1)
{
    gasnet_node_t src;
    gasnet_AMGetMsgSource(t, &src);
    if (a0 != (gasnet_handlerarg_t)(1000 + src) || a1 != (gasnet_handlerarg_t)me)
        am_fail(B_REP, "Reply from node %u: args %d %d", (unsigned)src, (int)a0, (int)a1);
    __atomic_fetch_add(&rep_hits, 1, __ATOMIC_RELAXED);
}
static void g1_reply(gasnet_token_t t, gasnet_handlerarg_t tag)
{
    gasnet_node_t src;
    gasnet_AMGetMsgSource(t, &src);
    if ((unsigned)tag / 16 != src)
        am_fail(B_REQ, "Request from node %u: tag %d", (unsigned)src, (int)tag);
    __atomic_fetch_add(&req_hits, 1, __ATOMIC_RELAXED);
    const gasnet_handler_t p = (gasnet_handler_t)(src % 2);
    if (tag % 16 == 0)
        gasnet_AMReplyShort2(t, G1_REP + p, 1000 + (gasnet_handlerarg_t)me,
                             (gasnet_handlerarg_t)src);
    else /* the variadic entry: a third argument */
        gasnet_AMReplyShort3(t, G1_REP3 + p, 1000 + (gasnet_handlerarg_t)me,
                             (gasnet_handlerarg_t)src, 0);
}
static void g1_rep3(gasnet_token_t t, gasnet_handlerarg_t a0, gasnet_handlerarg_t a1,
                    gasnet_handlerarg_t a2)
{
    (void)a2;
    g1_rep(t, a0, a1);
}
static void g1_short(gasnet_token_t t, gasnet_handlerarg_t tag)
{
    g1_reply(t, tag);
}
static void g1_short3(gasnet_token_t t, gasnet_handlerarg_t tag, gasnet_handlerarg_t a1,
                      gasnet_handlerarg_t a2)
{
    (void)a1, (void)a2;
    g1_reply(t, tag);
}
static void g1_medlong(gasnet_token_t t, void *buf, size_t nbytes, gasnet_handlerarg_t tag)
{
    (void)buf, (void)nbytes;
    g1_reply(t, tag);
}
static void g1_zero(gasnet_token_t t, gasnet_handlerarg_t a0)
{
    (void)t;
    if (a0 != 7)
        am_fail(B_REQ, "node 0's own index got %d", (int)a0);
    __atomic_fetch_add(&zero_hits, 1, __ATOMIC_RELAXED);
}

static int run_g1(int *argc, char ***argv)
{
    if (gasnet_init(argc, argv) != GASNET_OK) {
        printf("1..1\nnot ok 1 - gasnet_init\n");
        return 1;
    }
    me = gasnet_mynode();
    n = gasnet_nodes();
    am_me = me;
    const unsigned p = me % 2;
    gasnet_handlerentry_t table[] = {
        {(gasnet_handler_t)(G1_SHORT + p), (gex_AM_Fn_t)g1_short},
        {(gasnet_handler_t)(G1_SHORT3 + p), (gex_AM_Fn_t)g1_short3},
        {(gasnet_handler_t)(G1_MEDLONG + p), (gex_AM_Fn_t)g1_medlong},
        {(gasnet_handler_t)(G1_REP + p), (gex_AM_Fn_t)g1_rep},
        {(gasnet_handler_t)(G1_REP3 + p), (gex_AM_Fn_t)g1_rep3},
        {G1_ZERO, (gex_AM_Fn_t)g1_zero},
    };
    const int ne = me == 0 ? 6 : 5;
    uintptr_t size = segsize(n);
    size = (size + GASNET_PAGESIZE - 1) / GASNET_PAGESIZE * GASNET_PAGESIZE;
    if (gasnet_attach(table, ne, size, 0) != GASNET_OK) {
        printf("1..1\nnot ok 1 - gasnet_attach\n");
        gasnet_exit(1);
    }
    gasnet_seginfo_t *si = calloc(n, sizeof *si);
    if (!si || gasnet_getSegmentInfo(si, (int)n) != GASNET_OK)
        gasnet_exit(99);
    gex_TM_t tm;
    gasnet_QueryGexObjects(NULL, NULL, &tm, NULL);
    tap_multi(tm);
    ok(1, "gasnet_attach: node %u's own table (%d entries)", (unsigned)me, ne);

    static char buf[LONG_BYTES];
    unsigned sent = 0;
    for (unsigned round = 0; round < 4; round++)
        for (gasnet_node_t t = 0; t < n; t++) {
            const gasnet_handler_t q = (gasnet_handler_t)(t % 2);
            const gasnet_handlerarg_t tag = (gasnet_handlerarg_t)(me * 16);
            gasnet_AMRequestShort1(t, G1_SHORT + q, tag);
            gasnet_AMRequestShort3(t, G1_SHORT3 + q, tag + 1, 0, 0);
            gasnet_AMRequestMedium1(t, G1_MEDLONG + q, buf, sizeof buf, tag);
            void *dest = (char *)si[t].addr + TAP_RESERVED + (size_t)me * LONG_BYTES;
            gasnet_AMRequestLong1(t, G1_MEDLONG + q, buf, sizeof buf, dest, tag + 1);
            sent += 4;
        }
    gasnet_AMRequestShort1(0, G1_ZERO, 7);
    GASNET_BLOCKUNTIL(__atomic_load_n(&rep_hits, __ATOMIC_RELAXED) == sent);
    if (me == 0) /* sent before the barrier, but maybe not run before it ends */
        GASNET_BLOCKUNTIL(__atomic_load_n(&zero_hits, __ATOMIC_RELAXED) == n);
    ok(1, "%u GASNet-1 Requests to the destination's indices answered by Replies to ours", sent);
    gasnet_barrier_notify(0, GASNET_BARRIERFLAG_ANONYMOUS);
    gasnet_barrier_wait(0, GASNET_BARRIERFLAG_ANONYMOUS);
    ok(req_hits == sent, "this node ran %u Requests (want %u)", req_hits, sent);
    ok(zero_hits == (me == 0 ? n : 0), "node 0's own index ran %u times", zero_hits);
    am_bucket_ok(B_REQ, "every Request ran its destination's handler");
    am_bucket_ok(B_REP, "every Reply ran the requester's handler with its arguments");
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}

/* ---- misuse: one case per job, rank 0 and rank 1 register differently ---- */
static void noop_s1(gex_Token_t t, gex_AM_Arg_t a0)
{
    (void)t, (void)a0;
}
static void noop_s2(gex_Token_t t, gex_AM_Arg_t a0, gex_AM_Arg_t a1)
{
    (void)t, (void)a0, (void)a1;
}
static void noop_m1(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t a0)
{
    (void)t, (void)buf, (void)nbytes, (void)a0;
}
static void bad_reply_req(gex_Token_t t)
{
    switch (mode) {
    case M_REPLY_UNREG: /* rank 1 registered 210 itself, rank 0 did not */
    case M_REPLY_NARGS: /* rank 0 registered 210 with 2 arguments, rank 1 with one */
        gex_AM_ReplyShort1(t, I_REP_S, 0, 5);
        break;
    case M_COMMIT_REPLY_CATEGORY: { /* as below, negotiated: the handler is named at Commit */
        gex_AM_SrcDesc_t sd = gex_AM_PrepareReplyMedium(t, NULL, 2, 2, NULL, 0, 1);
        memcpy(gex_AM_SrcDescAddr(sd), "x", 2);
        gex_AM_CommitReplyMedium1(sd, I_REP_M, 2, 5);
        break;
    }
    default: /* rank 1 registered 212 as a Medium Reply, rank 0 as a Short one */
        gex_AM_ReplyMedium1(t, I_REP_M, "x", 2, GEX_EVENT_NOW, 0, 5);
    }
    returned = 1;
}

static void run_misuse(void)
{
    const gex_Flags_t sreq = GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST;
    const gex_Flags_t srep = GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY;
    const gex_Flags_t mreq = GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REQUEST;
    const gex_Flags_t mrep = GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY;
    gex_AM_Entry_t e[3];
    size_t ne = 0;
    e[ne++] = (gex_AM_Entry_t){I_ZERO, (gex_AM_Fn_t)bad_reply_req, sreq, 0, NULL, "bad_reply_req"};
    switch (mode) {
    case M_DEST_UNREG:
    case M_COMMIT_UNREG:
        if (me == 0)
            e[ne++] = (gex_AM_Entry_t){I_SHORT, (gex_AM_Fn_t)noop_s1, sreq, 1, NULL, "noop_s1"};
        break;
    case M_DEST_NARGS:
        e[ne++] = me == 0
                      ? (gex_AM_Entry_t){I_SHORT, (gex_AM_Fn_t)noop_s1, sreq, 1, NULL, "noop_s1"}
                      : (gex_AM_Entry_t){I_SHORT, (gex_AM_Fn_t)noop_s2, sreq, 2, NULL, "noop_s2"};
        break;
    case M_DEST_CATEGORY:
        e[ne++] = me == 0
                      ? (gex_AM_Entry_t){I_SHORT, (gex_AM_Fn_t)noop_s1, sreq, 1, NULL, "noop_s1"}
                      : (gex_AM_Entry_t){I_SHORT, (gex_AM_Fn_t)noop_m1, mreq, 1, NULL, "noop_m1"};
        break;
    case M_REPLY_UNREG:
        if (me == 1)
            e[ne++] = (gex_AM_Entry_t){I_REP_S, (gex_AM_Fn_t)noop_s1, srep, 1, NULL, "noop_s1"};
        break;
    case M_REPLY_NARGS:
        e[ne++] = me == 0
                      ? (gex_AM_Entry_t){I_REP_S, (gex_AM_Fn_t)noop_s2, srep, 2, NULL, "noop_s2"}
                      : (gex_AM_Entry_t){I_REP_S, (gex_AM_Fn_t)noop_s1, srep, 1, NULL, "noop_s1"};
        break;
    case M_REPLY_CATEGORY:
    case M_COMMIT_REPLY_CATEGORY:
        e[ne++] = me == 0
                      ? (gex_AM_Entry_t){I_REP_M, (gex_AM_Fn_t)noop_s1, srep, 1, NULL, "noop_s1"}
                      : (gex_AM_Entry_t){I_REP_M, (gex_AM_Fn_t)noop_m1, mrep, 1, NULL, "noop_m1"};
        break;
    }
    if (gex_EP_RegisterHandlers(am_ep, e, ne) != GASNET_OK)
        gasnet_exit(5);
    tap_barrier();
    if (me == 0) {
        switch (mode) {
        case M_DEST_UNREG:
        case M_DEST_NARGS:
        case M_DEST_CATEGORY:
            gex_AM_RequestShort1(am_tm, 1, I_SHORT, 0, 5);
            returned = 1;
            break;
        case M_COMMIT_UNREG: { /* the handler is named at Commit only */
            gex_AM_SrcDesc_t sd = gex_AM_PrepareRequestMedium(am_tm, 1, NULL, 2, 2, NULL, 0, 1);
            memcpy(gex_AM_SrcDescAddr(sd), "x", 2);
            gex_AM_CommitRequestMedium1(sd, I_SHORT, 2, 5);
            returned = 1;
            break;
        }
        default: /* rank 1's handler makes the bad Reply */
            gex_AM_RequestShort0(am_tm, 1, I_ZERO, 0);
        }
    }
}

static void run_g1_misuse(int *argc, char ***argv)
{
    if (gasnet_init(argc, argv) != GASNET_OK)
        gasnet_exit(5);
    me = gasnet_mynode();
    gasnet_handlerentry_t table[] = {{G1_ZERO, (gex_AM_Fn_t)g1_zero}};
    if (gasnet_attach(table, me == 0 ? 1 : 0, 0, 0) != GASNET_OK)
        gasnet_exit(5);
    if (me == 0) {
        gasnet_AMRequestShort1(1, G1_ZERO, 7);
        returned = 1;
    }
}

int main(int argc, char **argv)
{
    mode = am_pick_mode(argc, argv, modes, (int)NMODES, "t_am_asym");
    if (mode < 0)
        return 2;
    if (mode == M_G1)
        return run_g1(&argc, &argv);
    if (mode == M_G1_DEST_UNREG) {
        run_g1_misuse(&argc, &argv);
    } else {
        am_start(&argc, &argv, "T_AM_ASYM", segsize);
        me = am_me;
        n = am_n;
        if (mode == M_EX) {
            run_ex();
            int status = tap_finish();
            gasnet_exit(status);
            return status;
        }
        run_misuse();
    }
    /* everybody polls until the job dies (or the misuse goes unnoticed) */
    const int bound = 20 * tap_time_scale();
    double t0 = am_now();
    GASNET_BLOCKUNTIL(returned || am_now() - t0 > bound);
    if (returned) {
        fprintf(stderr, "t_am_asym: %s was not detected (the call returned)\n", modes[mode]);
        gasnet_exit(3);
    }
    fprintf(stderr, "t_am_asym: %s: nothing happened within %d s\n", modes[mode], bound);
    gasnet_exit(4);
    return 4;
}
