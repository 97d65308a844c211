/* t_gasnet1_am: a GASNet-1 AM program, written as a GASNet-1 user would
 * (gasnet_init, gasnet_attach with a handler table, gasnet_getSegmentInfo,
 * gasnet_AMRequest*, gasnet_AMReply*, GASNET_BLOCKUNTIL, gasnet_exit), runs
 * unchanged under pshmrun -n 1..4 (and without pshmrun).
 *
 *   pshmrun -n N t_gasnet1_am
 *
 *  1. every node greets every node (itself included) with a Medium Request
 *     carrying a string; the handler checks it and replies with a Short
 *     carrying a checksum; the sender waits with GASNET_BLOCKUNTIL;
 *  2. every argument count 0..16 of gasnet_AMRequest{Short,Medium,Long,
 *     LongAsync}M and gasnet_AMReply{Short,Medium,Long}M: values, payloads
 *     (Long into the target's / requester's segment), gasnet_AMGetMsgSource;
 *  3. the handler table's index 0 entries got the lowest free indices in
 *     table order, written back.
 * (Only the TAP reporting, tests/tap.h, uses GASNet-EX calls.)
 */
#include "am_common.h"

enum { C_SHORT, C_MEDIUM, C_LONG, NCAT };
static const char *const cat_name[NCAT] = {"Short", "Medium", "Long"};
enum { B_GREET, B_ARGS, B_PAYLOAD, B_SRC };

#define LSLOT 128
#define LREG  (17 * LSLOT)
#define LREQ  TAP_RESERVED

static gasnet_node_t me, nodes;
static gasnet_seginfo_t *seginfo;
static gasnet_handler_t idx[2][NCAT][17];
static gasnet_handler_t greet_idx, greet_reply_idx;
static volatile unsigned greet_replies, replies;
static unsigned *counts[2];
static uint32_t greet_sum_expected;

static uintptr_t lrep(void)
{
    return LREQ + (uintptr_t)nodes * LREG;
}

static size_t psize(int dir, int cat, unsigned n)
{
    return 3 + 7 * n + (unsigned)dir + (unsigned)cat;
}
static uint32_t pseed(int dir, int cat, unsigned n, gasnet_node_t src)
{
    return am_seed(0x61u + (unsigned)dir, (uint32_t)cat, n, src);
}
static gasnet_handlerarg_t argval(int dir, int cat, unsigned n, gasnet_node_t src, unsigned i)
{
    return am_argval(0x610u + (unsigned)dir * 4 + (unsigned)cat, n, src, i);
}

/* ---- 1. greetings ---- */
static void greet_handler(gasnet_token_t token, void *buf, size_t nbytes, gasnet_handlerarg_t from,
                          gasnet_handlerarg_t len)
{
    gasnet_node_t src;
    gasnet_AMGetMsgSource(token, &src);
    char want[64];
    snprintf(want, sizeof want, "hello from node %d of %u", (int)from, (unsigned)nodes);
    if ((gasnet_handlerarg_t)src != from || (size_t)len != nbytes || nbytes != strlen(want) + 1 ||
        memcmp(buf, want, nbytes) != 0)
        am_fail(B_GREET, "greeting from node %u: \"%.*s\" (%zu bytes, args %d, %d)", (unsigned)src,
                (int)nbytes, (const char *)buf, nbytes, (int)from, (int)len);
    gasnet_AMReplyShort2(token, greet_reply_idx, me, am_sum(buf, nbytes));
}

static void greet_reply_handler(gasnet_token_t token, gasnet_handlerarg_t from,
                                gasnet_handlerarg_t sum)
{
    gasnet_node_t src;
    gasnet_AMGetMsgSource(token, &src);
    if ((gasnet_handlerarg_t)src != from || (uint32_t)sum != greet_sum_expected)
        am_fail(B_GREET, "greeting reply from node %u: args %d %#x", (unsigned)src, (int)from,
                (unsigned)sum);
    greet_replies++;
}

/* ---- 2. every argument count ---- */
static gasnet_node_t src_of(gasnet_token_t t)
{
    gasnet_node_t src = (gasnet_node_t)-1;
    if (gasnet_AMGetMsgSource(t, &src) != GASNET_OK || src >= nodes) {
        am_fail(B_SRC, "gasnet_AMGetMsgSource failed or gave node %u", (unsigned)src);
        return (gasnet_node_t)-1;
    }
    return src;
}

static void check_msg(int dir, int cat, gasnet_node_t src, void *buf, size_t nbytes, unsigned n,
                      const gasnet_handlerarg_t *a)
{
    for (unsigned i = 0; i < n; i++)
        if (a[i] != argval(dir, cat, n, src, i)) {
            am_fail(B_ARGS, "%s %s%u from node %u: argument %u is %d", cat_name[cat],
                    dir ? "Reply" : "Request", n, (unsigned)src, i, (int)a[i]);
            break;
        }
    if (cat == C_SHORT)
        return;
    if (nbytes != psize(dir, cat, n)) {
        am_fail(B_PAYLOAD, "%s %s%u: nbytes %zu", cat_name[cat], dir ? "Reply" : "Request", n,
                nbytes);
        return;
    }
    if (cat == C_MEDIUM && !am_aligned16(buf))
        am_fail(B_PAYLOAD, "Medium buf %p not 16-byte aligned", buf);
    if (cat == C_LONG &&
        buf != (char *)seginfo[me].addr + (dir ? lrep() : LREQ) + src * LREG + n * LSLOT)
        am_fail(B_PAYLOAD, "Long %s%u: buf %p not at dest_addr", dir ? "Reply" : "Request", n, buf);
    if (am_check(buf, nbytes, pseed(dir, cat, n, src)) >= 0)
        am_fail(B_PAYLOAD, "%s %s%u from node %u: payload differs", cat_name[cat],
                dir ? "Reply" : "Request", n, (unsigned)src);
}

#define REPLY_CASE(n, unused)                                                                      \
    case n:                                                                                        \
        if (cat == C_SHORT)                                                                        \
            AM_CALL(gasnet_AMReplyShort##n, t, h AM_AV##n);                                        \
        else if (cat == C_MEDIUM)                                                                  \
            AM_CALL(gasnet_AMReplyMedium##n, t, h, rb, rsz AM_AV##n);                              \
        else                                                                                       \
            AM_CALL(gasnet_AMReplyLong##n, t, h, rb, rsz, dest AM_AV##n);                          \
        break;

static void req_body(int cat, gasnet_token_t t, void *buf, size_t nbytes, unsigned n,
                     const gasnet_handlerarg_t *a)
{
    gasnet_node_t src = src_of(t);
    if (src == (gasnet_node_t)-1)
        return;
    check_msg(0, cat, src, buf, nbytes, n, a);
    counts[0][(cat * 17 + n) * nodes + src]++;
    gasnet_handlerarg_t av[16];
    for (unsigned i = 0; i < n; i++)
        av[i] = argval(1, cat, n, me, i);
    unsigned char rb[LSLOT];
    size_t rsz = psize(1, cat, n);
    am_fill(rb, rsz, pseed(1, cat, n, me));
    void *dest = (char *)seginfo[src].addr + lrep() + me * LREG + n * LSLOT;
    gasnet_handler_t h = idx[1][cat][n];
    switch (n) {
        AM_FOR17(REPLY_CASE, x)
    }
}

static void rep_body(int cat, gasnet_token_t t, void *buf, size_t nbytes, unsigned n,
                     const gasnet_handlerarg_t *a)
{
    gasnet_node_t src = src_of(t);
    if (src == (gasnet_node_t)-1)
        return;
    check_msg(1, cat, src, buf, nbytes, n, a);
    counts[1][(cat * 17 + n) * nodes + src]++;
    replies++;
}

#define BODY(pfx, dir, cat)                                                                        \
    static void pfx##_body(gasnet_token_t t, void *buf, size_t nbytes, unsigned n,                 \
                           const gasnet_handlerarg_t *a)                                           \
    {                                                                                              \
        dir##_body(cat, t, buf, nbytes, n, a);                                                     \
    }
BODY(req_short, req, C_SHORT)
BODY(req_med, req, C_MEDIUM)
BODY(req_long, req, C_LONG)
BODY(rep_short, rep, C_SHORT)
BODY(rep_med, rep, C_MEDIUM)
BODY(rep_long, rep, C_LONG)
AM_DEF_SHORT17(req_short)
AM_DEF_PAYLOAD17(req_med)
AM_DEF_PAYLOAD17(req_long)
AM_DEF_SHORT17(rep_short)
AM_DEF_PAYLOAD17(rep_med)
AM_DEF_PAYLOAD17(rep_long)

#define SEND_CASE(n, unused)                                                                       \
    case n:                                                                                        \
        if (cat == C_SHORT)                                                                        \
            rc = AM_CALL(gasnet_AMRequestShort##n, r, h AM_AV##n);                                 \
        else if (cat == C_MEDIUM)                                                                  \
            rc = AM_CALL(gasnet_AMRequestMedium##n, r, h, sb, sz AM_AV##n);                        \
        else if (async)                                                                            \
            rc = AM_CALL(gasnet_AMRequestLongAsync##n, r, h, sb, sz, dest AM_AV##n);               \
        else                                                                                       \
            rc = AM_CALL(gasnet_AMRequestLong##n, r, h, sb, sz, dest AM_AV##n);                    \
        break;

static int all_counts(int dir, int cat, int want)
{
    for (unsigned n = 0; n <= 16; n++)
        for (gasnet_node_t s = 0; s < nodes; s++)
            if (counts[dir][(cat * 17 + n) * nodes + s] != (unsigned)want)
                return 0;
    return 1;
}

int main(int argc, char **argv)
{
    if (gasnet_init(&argc, &argv) != GASNET_OK) {
        printf("1..1\nnot ok 1 - gasnet_init\n");
        return 1;
    }
    me = gasnet_mynode();
    nodes = gasnet_nodes();
    /* what the handlers use, ready before attach: once attach returns, a
     * faster node's Requests may run in our next GASNet call */
    seginfo = calloc(nodes, sizeof *seginfo);
    counts[0] = calloc((size_t)NCAT * 17 * nodes, sizeof(unsigned));
    counts[1] = calloc((size_t)NCAT * 17 * nodes, sizeof(unsigned));
    if (!seginfo || !counts[0] || !counts[1])
        gasnet_exit(99);

    static gex_AM_Fn_t const f[2][NCAT][17] = {
        {AM_FNS17(req_short), AM_FNS17(req_med), AM_FNS17(req_long)},
        {AM_FNS17(rep_short), AM_FNS17(rep_med), AM_FNS17(rep_long)}};
    gasnet_handlerentry_t table[2 * NCAT * 17 + 2];
    int ne = 0;
    table[ne++] = (gasnet_handlerentry_t){0, (gex_AM_Fn_t)greet_handler};
    table[ne++] = (gasnet_handlerentry_t){0, (gex_AM_Fn_t)greet_reply_handler};
    for (int dir = 0; dir < 2; dir++)
        for (int cat = 0; cat < NCAT; cat++)
            for (unsigned n = 0; n <= 16; n++)
                table[ne++] = (gasnet_handlerentry_t){0, f[dir][cat][n]};
    uintptr_t segsize = LREQ + 2 * (uintptr_t)nodes * LREG;
    segsize = (segsize + GASNET_PAGESIZE - 1) / GASNET_PAGESIZE * GASNET_PAGESIZE;
    if (gasnet_attach(table, ne, segsize, 0) != GASNET_OK) {
        printf("1..1\nnot ok 1 - gasnet_attach\n");
        gasnet_exit(1);
    }
    /* Before any other GASNet call: a node that leaves attach's barrier
     * first may greet us at once, and its handler runs in whatever GASNet
     * call we make next; it replies with greet_reply_idx. */
    greet_idx = table[0].index;
    greet_reply_idx = table[1].index;
    int k = 2;
    for (int dir = 0; dir < 2; dir++)
        for (int cat = 0; cat < NCAT; cat++)
            for (unsigned n = 0; n <= 16; n++)
                idx[dir][cat][n] = table[k++].index;
    int rc = gasnet_getSegmentInfo(seginfo, (int)nodes); /* the Long handlers use it */
    gex_TM_t tm;
    gasnet_QueryGexObjects(NULL, NULL, &tm, NULL);
    tap_multi(tm);
    am_me = me; /* for am_common.h's messages */
    note("%u nodes", (unsigned)nodes);

    int lowest = 1;
    for (int i = 0; i < ne; i++)
        if (table[i].index != 128 + i)
            lowest = 0;
    ok(lowest, "gasnet_attach: index 0 entries got 128, 129, ... in table order, written back");
    ok(rc == GASNET_OK && seginfo[me].size >= segsize,
       "gasnet_getSegmentInfo: GASNET_OK, my "
       "segment has %lu bytes",
       (unsigned long)seginfo[me].size);
    ok(gasnet_AMMaxArgs() == 16 && gasnet_AMMaxMedium() >= 512 &&
           gasnet_AMMaxLongRequest() >= 512 && gasnet_AMMaxLongReply() >= 512,
       "gasnet_AMMaxArgs %zu, MaxMedium %zu, MaxLongRequest %zu, MaxLongReply %zu",
       gasnet_AMMaxArgs(), gasnet_AMMaxMedium(), gasnet_AMMaxLongRequest(),
       gasnet_AMMaxLongReply());

    /* 1. greetings (gasnet_attach's barrier: every node has its handlers) */
    char msg[64];
    snprintf(msg, sizeof msg, "hello from node %u of %u", (unsigned)me, (unsigned)nodes);
    greet_sum_expected = am_sum(msg, strlen(msg) + 1);
    for (gasnet_node_t i = 0; i < nodes; i++) {
        gasnet_node_t r = (me + i) % nodes;
        rc = gasnet_AMRequestMedium2(r, greet_idx, msg, strlen(msg) + 1, me,
                                     (gasnet_handlerarg_t)(strlen(msg) + 1));
        if (rc != GASNET_OK)
            am_fail(B_GREET, "gasnet_AMRequestMedium2 returned %d", rc);
    }
    GASNET_BLOCKUNTIL(greet_replies >= nodes);
    am_bucket_ok(B_GREET, "Medium greetings to every node, Short Replies with checksums");

    /* 2. every argument count */
    unsigned sent = 0;
    for (int async = 0; async < 2; async++) {
        for (unsigned n = 0; n <= 16; n++)
            for (int cat = 0; cat < NCAT; cat++)
                for (gasnet_node_t i = 0; i < nodes; i++) {
                    if (async && cat != C_LONG)
                        continue;
                    gasnet_node_t r = (me + 1 + i) % nodes;
                    gasnet_handlerarg_t av[16];
                    for (unsigned j = 0; j < n; j++)
                        av[j] = argval(0, cat, n, me, j);
                    unsigned char sb[LSLOT];
                    size_t sz = psize(0, cat, n);
                    am_fill(sb, sz, pseed(0, cat, n, me));
                    void *dest = (char *)seginfo[r].addr + LREQ + me * LREG + n * LSLOT;
                    gasnet_handler_t h = idx[0][cat][n];
                    rc = -1;
                    switch (n) {
                        AM_FOR17(SEND_CASE, x)
                    }
                    if (rc != GASNET_OK)
                        am_fail(B_ARGS, "%s Request%u returned %d", cat_name[cat], n, rc);
                    sent++;
                }
        GASNET_BLOCKUNTIL(replies >= sent); /* LongAsync: Reply before the next use of the slot */
    }
    tap_barrier(); /* every Request to me has been handled */
    for (int dir = 0; dir < 2; dir++)
        for (int cat = 0; cat < NCAT; cat++)
            ok(all_counts(dir, cat, cat == C_LONG ? 2 : 1),
               "%s %s handlers ran once per argument count 0..16 and node%s", cat_name[cat],
               dir ? "Reply" : "Request", cat == C_LONG ? " (twice: LongM and LongAsyncM)" : "");
    am_bucket_ok(B_ARGS, "every Request call returned GASNET_OK, every argument value arrived");
    am_bucket_ok(B_PAYLOAD, "payloads intact: Medium aligned, Long at dest_addr in the segment");
    am_bucket_ok(B_SRC, "gasnet_AMGetMsgSource in every handler");

    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
