/* t_am_args: every argument count 0..16 of Short, Medium and Long Requests
 * and Replies, in every form, arrives intact; token information in the
 * handlers is right.
 *
 *   pshmrun -n N t_am_args
 *
 * 102 handlers (Request and Reply x Short/Medium/Long x 0..16 arguments)
 * are registered with gex_EP_RegisterHandlers, index 0 (written back),
 * their exact gex_nargs, category and direction flags, a gex_cdata and a
 * gex_name. Every rank then sends, to every rank including itself, one
 * Request of each category and argument count, three times:
 *   pass 0: the numbered forms gex_AM_Request{Short,Medium,Long}0..16;
 *   pass 1: the count-inferring forms gex_AM_RequestShort(tm, r, h, f, ...);
 *   pass 2: the GASNet-1 forms gasnet_AMRequest{Short,Medium,Long,LongAsync}M.
 * Each Request handler replies with the same category and count, cycling
 * through the numbered, inferring and GASNet-1 Reply forms. Every argument
 * value depends on (direction, category, count, position, sender), payload
 * bytes on (direction, category, count, sender); handlers check them, the
 * token (gex_Token_Info with GEX_TI_ALL, gasnet_AMGetMsgSource) and
 * gex_Token_MaxReply*; the main line checks that every Request and Reply
 * ran exactly once.
 */
#include "am_common.h"

enum { C_SHORT, C_MEDIUM, C_LONG, NCAT };
enum { D_REQ, D_REP };
static const char *const cat_name[NCAT] = {"Short", "Medium", "Long"};

enum { B_RC, B_REQARGS, B_REPARGS, B_PAYLOAD, B_TOKEN, B_MAXREPLY, B_REPLYRC, B_ONCE };

/* Long payload layout in every segment (after tap.h's page): requests from
 * sender s land in [LREQ + s*LREG, +LREG), replies from replier p in
 * [lrep + p*LREG, +LREG); one LSLOT per argument count. */
#define LSLOT 128
#define LREG  (17 * LSLOT)
#define LREQ  TAP_RESERVED
#define LREP  (LREQ + (uintptr_t)am_n * LREG)

static uintptr_t segsize(gex_Rank_t n)
{
    return TAP_RESERVED + 2 * (uintptr_t)n * LREG;
}

static gex_AM_Index_t idx[2][NCAT][17];
static gex_AM_Fn_t fns[2][NCAT][17];
static gex_Flags_t flg[2][NCAT][17];
static int cdata[2][NCAT][17];
static char names[2][NCAT][17][24];
static unsigned *counts[2]; /* [dir][(cat*17+n)*am_n + src] */
static volatile unsigned replies_got;
static unsigned form_counter[NCAT][17];
static gex_AM_Index_t once_idx;
static volatile int once_ran;
static gex_AM_Arg_t once_args[3];

static size_t psize(int dir, int cat, unsigned n)
{
    return 1 + 5 * n + 3 * (unsigned)dir + (cat == C_LONG ? 2 : 0);
}

static uint32_t pseed(int dir, int cat, unsigned n, gex_Rank_t src)
{
    return am_seed(0xA5u + (unsigned)dir, (uint32_t)cat, n, src);
}

static gex_AM_Arg_t argval(int dir, int cat, unsigned n, gex_Rank_t src, unsigned i)
{
    return am_argval(0x100u * (1 + (unsigned)dir) + (unsigned)cat, n, src, i);
}

static char *my_base(void)
{
    return (char *)gex_Segment_QueryAddr(am_seg);
}

/* Token checks common to every handler; returns the sender or GEX_RANK_INVALID. */
static gex_Rank_t check_token(gex_Token_t t, int dir, int cat, unsigned n)
{
    static const char *const dn[2] = {"Request", "Reply"};
    gex_Token_Info_t info;
    memset(&info, 0x5A, sizeof info);
    gex_TI_t got = gex_Token_Info(t, &info, GEX_TI_ALL);
    if (got != GEX_TI_ALL)
        am_fail(B_TOKEN, "%s %s%u: gex_Token_Info(GEX_TI_ALL) returned mask %#x", cat_name[cat],
                dn[dir], n, (unsigned)got);
    gex_Rank_t src = info.gex_srcrank;
    if ((got & GEX_TI_SRCRANK) && src >= am_n) {
        am_fail(B_TOKEN, "%s %s%u: gex_srcrank %u >= job size", cat_name[cat], dn[dir], n,
                (unsigned)src);
        src = GEX_RANK_INVALID;
    }
    if ((got & GEX_TI_EP) && info.gex_ep != am_ep)
        am_fail(B_TOKEN, "%s %s%u: gex_ep %p is not the receiving EP %p", cat_name[cat], dn[dir], n,
                (void *)info.gex_ep, (void *)am_ep);
    if (got & GEX_TI_ENTRY) {
        const gex_AM_Entry_t *e = info.gex_entry;
        if (!e)
            am_fail(B_TOKEN, "%s %s%u: gex_entry is NULL", cat_name[cat], dn[dir], n);
        else if (e->gex_index != idx[dir][cat][n] || e->gex_fnptr != fns[dir][cat][n] ||
                 e->gex_flags != flg[dir][cat][n] || e->gex_nargs != n ||
                 e->gex_cdata != &cdata[dir][cat][n] || !e->gex_name ||
                 strcmp(e->gex_name, names[dir][cat][n]) != 0)
            am_fail(B_TOKEN,
                    "%s %s%u: gex_entry {index %u, flags %#x, nargs %u, cdata %p, name %s} is "
                    "not the registered {%u, %#x, %u, %p, %s}",
                    cat_name[cat], dn[dir], n, e->gex_index, (unsigned)e->gex_flags, e->gex_nargs,
                    e->gex_cdata, e->gex_name ? e->gex_name : "(null)", idx[dir][cat][n],
                    (unsigned)flg[dir][cat][n], n, (const void *)&cdata[dir][cat][n],
                    names[dir][cat][n]);
    }
    if ((got & GEX_TI_IS_REQ) && info.gex_is_req != (dir == D_REQ ? 1u : 0u))
        am_fail(B_TOKEN, "%s %s%u: gex_is_req = %u", cat_name[cat], dn[dir], n, info.gex_is_req);
    if ((got & GEX_TI_IS_LONG) && info.gex_is_long != (cat == C_LONG ? 1u : 0u))
        am_fail(B_TOKEN, "%s %s%u: gex_is_long = %u", cat_name[cat], dn[dir], n, info.gex_is_long);
    /* a narrower mask still answers the required queries */
    gex_Token_Info_t info2;
    gex_TI_t got2 = gex_Token_Info(t, &info2, GEX_TI_SRCRANK);
    if (!(got2 & GEX_TI_SRCRANK) || info2.gex_srcrank != info.gex_srcrank)
        am_fail(B_TOKEN, "%s %s%u: gex_Token_Info(GEX_TI_SRCRANK) mask %#x srcrank %u",
                cat_name[cat], dn[dir], n, (unsigned)got2, (unsigned)info2.gex_srcrank);
    got2 = gex_Token_Info(t, &info2, GEX_TI_EP);
    if (!(got2 & GEX_TI_EP) || info2.gex_ep != am_ep)
        am_fail(B_TOKEN, "%s %s%u: gex_Token_Info(GEX_TI_EP) mask %#x", cat_name[cat], dn[dir], n,
                (unsigned)got2);
    gasnet_node_t node = GEX_RANK_INVALID;
    int rc = gasnet_AMGetMsgSource(t, &node);
    if (rc != GASNET_OK || node != info.gex_srcrank)
        am_fail(B_TOKEN, "%s %s%u: gasnet_AMGetMsgSource rc %d node %u, srcrank %u", cat_name[cat],
                dn[dir], n, rc, (unsigned)node, (unsigned)info.gex_srcrank);
    return src;
}

/* Arguments and payload of one message. */
static void check_msg(int dir, int cat, gex_Rank_t src, void *buf, size_t nbytes, unsigned n,
                      const gex_AM_Arg_t *a)
{
    static const char *const dn[2] = {"Request", "Reply"};
    for (unsigned i = 0; i < n; i++)
        if (a[i] != argval(dir, cat, n, src, i)) {
            am_fail(dir == D_REQ ? B_REQARGS : B_REPARGS,
                    "%s %s%u from rank %u: arg %u = %d, want %d", cat_name[cat], dn[dir], n,
                    (unsigned)src, i, (int)a[i], (int)argval(dir, cat, n, src, i));
            break;
        }
    if (cat == C_SHORT)
        return;
    size_t want = psize(dir, cat, n);
    if (nbytes != want) {
        am_fail(B_PAYLOAD, "%s %s%u from rank %u: nbytes %zu, want %zu", cat_name[cat], dn[dir], n,
                (unsigned)src, nbytes, want);
        return;
    }
    if (cat == C_MEDIUM && !am_aligned16(buf))
        am_fail(B_PAYLOAD, "Medium %s%u: buf %p is not 16-byte aligned", dn[dir], n, buf);
    if (cat == C_LONG) {
        char *exp = my_base() + (dir == D_REQ ? LREQ : LREP) + src * LREG + n * LSLOT;
        if (buf != exp) {
            am_fail(B_PAYLOAD, "Long %s%u from rank %u: buf %p, want dest_addr %p", dn[dir], n,
                    (unsigned)src, buf, (void *)exp);
            return;
        }
    }
    long bad = am_check(buf, nbytes, pseed(dir, cat, n, src));
    if (bad >= 0)
        am_fail(B_PAYLOAD, "%s %s%u from rank %u: payload byte %ld of %zu differs", cat_name[cat],
                dn[dir], n, (unsigned)src, bad, nbytes);
}

/* Reply with category cat and n arguments, in form 0 (numbered), 1
 * (count-inferring) or 2 (GASNet-1). */
#define REPLY_CASE(n, unused)                                                                      \
    case n:                                                                                        \
        if (form == 0) {                                                                           \
            if (cat == C_SHORT)                                                                    \
                rc = AM_CALL(gex_AM_ReplyShort##n, t, h, 0 AM_AV##n);                              \
            else if (cat == C_MEDIUM)                                                              \
                rc = AM_CALL(gex_AM_ReplyMedium##n, t, h, rb, rsz, GEX_EVENT_NOW, 0 AM_AV##n);     \
            else                                                                                   \
                rc = AM_CALL(gex_AM_ReplyLong##n, t, h, rb, rsz, dest, GEX_EVENT_NOW, 0 AM_AV##n); \
        } else if (form == 1) {                                                                    \
            if (cat == C_SHORT)                                                                    \
                rc = AM_CALL(gex_AM_ReplyShort, t, h, 0 AM_AV##n);                                 \
            else if (cat == C_MEDIUM)                                                              \
                rc = AM_CALL(gex_AM_ReplyMedium, t, h, rb, rsz, GEX_EVENT_NOW, 0 AM_AV##n);        \
            else                                                                                   \
                rc = AM_CALL(gex_AM_ReplyLong, t, h, rb, rsz, dest, GEX_EVENT_NOW, 0 AM_AV##n);    \
        } else {                                                                                   \
            if (cat == C_SHORT)                                                                    \
                rc = AM_CALL(gasnet_AMReplyShort##n, t, h AM_AV##n);                               \
            else if (cat == C_MEDIUM)                                                              \
                rc = AM_CALL(gasnet_AMReplyMedium##n, t, h, rb, rsz AM_AV##n);                     \
            else                                                                                   \
                rc = AM_CALL(gasnet_AMReplyLong##n, t, h, rb, rsz, dest AM_AV##n);                 \
        }                                                                                          \
        break;

static void req_body(int cat, gex_Token_t t, void *buf, size_t nbytes, unsigned n,
                     const gex_AM_Arg_t *a)
{
    gex_Rank_t src = check_token(t, D_REQ, cat, n);
    if (src == GEX_RANK_INVALID)
        return;
    check_msg(D_REQ, cat, src, buf, nbytes, n, a);
    counts[D_REQ][(cat * 17 + n) * am_n + src]++;

    gex_Event_t ev;
    size_t mm = gex_Token_MaxReplyMedium(t, GEX_EVENT_NOW, 0, n);
    size_t mm16 = gex_Token_MaxReplyMedium(t, &ev, 0, 16);
    size_t ml = gex_Token_MaxReplyLong(t, GEX_EVENT_NOW, 0, n);
    size_t ml16 = gex_Token_MaxReplyLong(t, NULL, 0, 16);
    if (mm < 512 || mm16 < 512 || ml < 512 || ml16 < 512)
        am_fail(B_MAXREPLY, "gex_Token_MaxReply{Medium,Long}: %zu/%zu, %zu/%zu (nargs %u/16)", mm,
                mm16, ml, ml16, n);

    gex_AM_Arg_t av[16];
    for (unsigned i = 0; i < n; i++)
        av[i] = argval(D_REP, cat, n, am_me, i);
    unsigned char rb[LSLOT];
    size_t rsz = psize(D_REP, cat, n);
    am_fill(rb, rsz, pseed(D_REP, cat, n, am_me));
    void *dest = am_owner[src] + LREP + am_me * LREG + n * LSLOT;
    gex_AM_Index_t h = idx[D_REP][cat][n];
    unsigned form = form_counter[cat][n]++ % 3;
    int rc = -1;
    switch (n) {
        AM_FOR17(REPLY_CASE, x)
    }
    if (rc != 0)
        am_fail(B_REPLYRC, "%s Reply%u (form %u) returned %d", cat_name[cat], n, form, rc);
}

static void rep_body(int cat, gex_Token_t t, void *buf, size_t nbytes, unsigned n,
                     const gex_AM_Arg_t *a)
{
    gex_Rank_t src = check_token(t, D_REP, cat, n);
    if (src == GEX_RANK_INVALID)
        return;
    check_msg(D_REP, cat, src, buf, nbytes, n, a);
    counts[D_REP][(cat * 17 + n) * am_n + src]++;
    replies_got++;
}

#define BODY(pfx, dir, cat)                                                                        \
    static void pfx##_body(gex_Token_t t, void *buf, size_t nbytes, unsigned n,                    \
                           const gex_AM_Arg_t *a)                                                  \
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

static void once_handler(gex_Token_t t, gex_AM_Arg_t a0, gex_AM_Arg_t a1, gex_AM_Arg_t a2)
{
    (void)t;
    once_args[0] = a0;
    once_args[1] = a1;
    once_args[2] = a2;
    once_ran++;
}

/* One Request of category cat with n arguments to rank r, in the form of pass. */
#define SEND_CASE(n, unused)                                                                       \
    case n:                                                                                        \
        if (pass == 0) {                                                                           \
            if (cat == C_SHORT)                                                                    \
                rc = AM_CALL(gex_AM_RequestShort##n, am_tm, r, h, 0 AM_AV##n);                     \
            else if (cat == C_MEDIUM)                                                              \
                rc = AM_CALL(gex_AM_RequestMedium##n, am_tm, r, h, sb, sz, GEX_EVENT_NOW,          \
                             0 AM_AV##n);                                                          \
            else                                                                                   \
                rc = AM_CALL(gex_AM_RequestLong##n, am_tm, r, h, sb, sz, dest, GEX_EVENT_NOW,      \
                             0 AM_AV##n);                                                          \
        } else if (pass == 1) {                                                                    \
            if (cat == C_SHORT)                                                                    \
                rc = AM_CALL(gex_AM_RequestShort, am_tm, r, h, 0 AM_AV##n);                        \
            else if (cat == C_MEDIUM)                                                              \
                rc =                                                                               \
                    AM_CALL(gex_AM_RequestMedium, am_tm, r, h, sb, sz, GEX_EVENT_NOW, 0 AM_AV##n); \
            else                                                                                   \
                rc = AM_CALL(gex_AM_RequestLong, am_tm, r, h, sb, sz, dest, GEX_EVENT_NOW,         \
                             0 AM_AV##n);                                                          \
        } else {                                                                                   \
            if (cat == C_SHORT)                                                                    \
                rc = AM_CALL(gasnet_AMRequestShort##n, r, h AM_AV##n);                             \
            else if (cat == C_MEDIUM)                                                              \
                rc = AM_CALL(gasnet_AMRequestMedium##n, r, h, sb, sz AM_AV##n);                    \
            else if (n % 2)                                                                        \
                rc = AM_CALL(gasnet_AMRequestLongAsync##n, r, h, sb, sz, dest AM_AV##n);           \
            else                                                                                   \
                rc = AM_CALL(gasnet_AMRequestLong##n, r, h, sb, sz, dest AM_AV##n);                \
        }                                                                                          \
        break;

static void run_pass(int pass)
{
    static const char *const pass_name[3] = {
        "numbered forms gex_AM_Request*0..16", "count-inferring forms gex_AM_Request*(...)",
        "GASNet-1 forms gasnet_AMRequest*M (odd M Long: LongAsync)"};
    unsigned sent = 0;
    replies_got = 0;
    for (unsigned n = 0; n <= 16; n++) {
        for (int cat = 0; cat < NCAT; cat++) {
            for (gex_Rank_t k = 0; k < am_n; k++) {
                gex_Rank_t r = (am_me + 1 + k) % am_n; /* ends with myself */
                gex_AM_Arg_t av[16];
                for (unsigned i = 0; i < n; i++)
                    av[i] = argval(D_REQ, cat, n, am_me, i);
                unsigned char sb[LSLOT];
                size_t sz = psize(D_REQ, cat, n);
                am_fill(sb, sz, pseed(D_REQ, cat, n, am_me));
                void *dest = am_owner[r] + LREQ + am_me * LREG + n * LSLOT;
                gex_AM_Index_t h = idx[D_REQ][cat][n];
                int rc = -1;
                switch (n) {
                    AM_FOR17(SEND_CASE, x)
                }
                if (rc != 0)
                    am_fail(B_RC, "%s Request%u to rank %u returned %d", cat_name[cat], n,
                            (unsigned)r, rc);
                memset(sb, 0xEE, sizeof sb); /* the source is free again on return */
                sent++;
            }
        }
    }
    GASNET_BLOCKUNTIL(replies_got >= sent);
    tap_barrier(); /* every Request to me was handled: its sender has the Reply */

    note("pass %d: %s", pass, pass_name[pass]);
    am_bucket_ok(B_RC, "pass %d: every Request call returned 0", pass);
    for (int dir = 0; dir < 2; dir++) {
        for (int cat = 0; cat < NCAT; cat++) {
            unsigned bad = 0, first_n = 0, first_src = 0, first_got = 0;
            for (unsigned n = 0; n <= 16; n++)
                for (gex_Rank_t s = 0; s < am_n; s++) {
                    unsigned c = counts[dir][(cat * 17 + n) * am_n + s];
                    if (c != (unsigned)pass + 1 && !bad++) {
                        first_n = n;
                        first_src = s;
                        first_got = c;
                    }
                }
            ok(bad == 0,
               "pass %d: %s %s handlers ran exactly once per argument count 0..16 and "
               "sender",
               pass, cat_name[cat], dir == D_REQ ? "Request" : "Reply");
            if (bad)
                diag("rank %u: %u bad counts; first: %u arguments from rank %u ran %u times in "
                     "total (want %d)",
                     (unsigned)am_me, bad, first_n, first_src, first_got, pass + 1);
        }
    }
    am_bucket_ok(B_REQARGS, "pass %d: Request handlers got every argument value", pass);
    am_bucket_ok(B_REPARGS, "pass %d: Reply handlers got every argument value", pass);
    am_bucket_ok(B_PAYLOAD,
                 "pass %d: Medium/Long payloads intact, Medium buf 16-aligned, Long "
                 "buf == dest_addr",
                 pass);
    am_bucket_ok(B_TOKEN,
                 "pass %d: gex_Token_Info (all 5 fields) and gasnet_AMGetMsgSource right "
                 "in every handler",
                 pass);
    am_bucket_ok(B_MAXREPLY, "pass %d: gex_Token_MaxReply{Medium,Long} >= 512 in Request handlers",
                 pass);
    am_bucket_ok(B_REPLYRC,
                 "pass %d: every Reply call returned 0 (numbered, inferring and "
                 "GASNet-1 forms)",
                 pass);
    tap_barrier(); /* nobody starts the next pass before these counts are read */
}

static int register_all(void)
{
    static gex_AM_Fn_t const f[2][NCAT][17] = {
        {AM_FNS17(req_short), AM_FNS17(req_med), AM_FNS17(req_long)},
        {AM_FNS17(rep_short), AM_FNS17(rep_med), AM_FNS17(rep_long)}};
    static const gex_Flags_t catf[NCAT] = {GEX_FLAG_AM_SHORT, GEX_FLAG_AM_MEDIUM, GEX_FLAG_AM_LONG};
    gex_AM_Entry_t table[2 * NCAT * 17];
    size_t k = 0;
    for (int dir = 0; dir < 2; dir++)
        for (int cat = 0; cat < NCAT; cat++)
            for (unsigned n = 0; n <= 16; n++) {
                fns[dir][cat][n] = f[dir][cat][n];
                flg[dir][cat][n] =
                    catf[cat] | (dir == D_REQ ? GEX_FLAG_AM_REQUEST : GEX_FLAG_AM_REPLY);
                snprintf(names[dir][cat][n], sizeof names[dir][cat][n], "%s_%s_%u",
                         dir == D_REQ ? "req" : "rep", cat_name[cat], n);
                table[k++] = (gex_AM_Entry_t){0, fns[dir][cat][n],    flg[dir][cat][n],
                                              n, &cdata[dir][cat][n], names[dir][cat][n]};
            }
    int rc = gex_EP_RegisterHandlers(am_ep, table, k);
    ok(rc == GASNET_OK, "gex_EP_RegisterHandlers(102 entries, index 0) returns GASNET_OK (got %d)",
       rc);
    int seen[256] = {0}, good = 1;
    k = 0;
    for (int dir = 0; dir < 2; dir++)
        for (int cat = 0; cat < NCAT; cat++)
            for (unsigned n = 0; n <= 16; n++) {
                gex_AM_Index_t i = table[k++].gex_index;
                if (i < GEX_AM_INDEX_BASE || seen[i]++)
                    good = 0;
                idx[dir][cat][n] = i;
            }
    ok(good, "the 102 written-back indices are distinct and >= GEX_AM_INDEX_BASE");
    gex_AM_Entry_t once = {
        0, (gex_AM_Fn_t)once_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQREP, 3, NULL, "once"};
    rc = gex_EP_RegisterHandlers(am_ep, &once, 1);
    once_idx = once.gex_index;
    ok(rc == GASNET_OK && once_idx >= GEX_AM_INDEX_BASE && !seen[once_idx],
       "one more handler registered at a free index (%u)", once_idx);
    return rc == GASNET_OK && good;
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AM_ARGS", segsize);
    note("%u ranks", (unsigned)am_n);
    for (int dir = 0; dir < 2; dir++) {
        counts[dir] = calloc((size_t)NCAT * 17 * am_n, sizeof(unsigned));
        if (!counts[dir])
            gasnet_exit(99);
    }
    if (!register_all()) {
        tap_finish();
        gasnet_exit(1);
    }
    tap_barrier(); /* everybody registered before anybody sends */

    for (int pass = 0; pass < 3; pass++)
        run_pass(pass);

    /* the count-inferring form evaluates each argument exactly once */
    gex_AM_Arg_t x = 10, y = -20, z = 0x7ffffff0;
    int rc = gex_AM_RequestShort(am_tm, am_me, once_idx, 0, x++, y--, z++);
    GASNET_BLOCKUNTIL(once_ran == 1);
    ok(rc == 0 && x == 11 && y == -21 && z == 0x7ffffff1,
       "gex_AM_RequestShort(tm, me, h, 0, x++, y--, z++) evaluates each argument once");
    ok(once_args[0] == 10 && once_args[1] == -20 && once_args[2] == 0x7ffffff0,
       "  ... and the handler got (10, -20, 0x7ffffff0) (got %d, %d, %#x)", (int)once_args[0],
       (int)once_args[1], (unsigned)once_args[2]);
    /* arguments are converted to gex_AM_Arg_t (32-bit) */
    rc = gex_AM_RequestShort3(am_tm, am_me, once_idx, 0, 0xFFFFFFFFu, (int64_t)1 << 32 | 7,
                              (unsigned char)200);
    GASNET_BLOCKUNTIL(once_ran == 2);
    ok(rc == 0 && once_args[0] == -1 && once_args[1] == 7 && once_args[2] == 200,
       "wide and narrow argument values arrive as gex_AM_Arg_t (got %d, %d, %d)", (int)once_args[0],
       (int)once_args[1], (int)once_args[2]);

    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
