/* t_am_npam: negotiated-payload AMs (gex_AM_Prepare* / gex_AM_Commit*).
 *
 *   pshmrun -n N t_am_npam
 *
 * Requests: for Medium and Long, with client_buf given (lc_opt NOW, &event,
 * GROUP) and with client_buf NULL (library buffer, lc_opt NULL), for every
 * argument count 0..16 (numbered Commit forms for even counts, the
 * count-inferring form for odd ones), with several (least, most) pairs and
 * nbytes in [0, size], some with GEX_FLAG_IMMEDIATE (GEX_AM_SRCDESC_NO_OP
 * allowed, then retried; some also with GEX_FLAG_IMMEDIATE_COMMIT), Long
 * with dest_addr given at Prepare or NULL; every Commit returns 0:
 *   - gex_AM_SrcDescSize in [least, most]; gex_AM_SrcDescAddr == client_buf,
 *     or (library) non-NULL and 16-byte aligned;
 *   - the handler gets the committed bytes and arguments (Long: at
 *     dest_addr), and acknowledges with the nbytes it saw.
 * Replies: a Short Request asks for a PrepareReply/CommitReply of the same
 * variety; the Reply handler checks it.
 * GASNET_NATIVE_NP_ALLOC_REQ_MEDIUM / _REP_MEDIUM are 1.
 * A Long with library space and most_payload SIZE_MAX gets space of at
 * least least_payload and at most 1 MiB (not a segment's worth), and its
 * 4 KiB arrive; under an address-space limit (not under a sanitizer or
 * valgrind) an IMMEDIATE Prepare whose least_payload cannot be allocated
 * returns GEX_AM_SRCDESC_NO_OP.
 */
#include "am_common.h"

#include <sys/resource.h>

enum { C_MEDIUM, C_LONG };
static const char *const cat_name[2] = {"Medium", "Long"};
enum { D_REQ, D_REP };
enum { M_CLIENT, M_LIBRARY };
enum { B_DESC, B_ARGS, B_PAYLOAD, B_NBYTES, B_EVENT, B_TOKEN };

#define REG  ((uintptr_t)512 << 10)
#define LREQ ((uintptr_t)TAP_RESERVED)
#define LREP (LREQ + (uintptr_t)am_n * REG)

static uintptr_t segsize(gex_Rank_t n)
{
    return TAP_RESERVED + 2 * (uintptr_t)n * REG;
}

static gex_AM_Index_t idx[2][2][17]; /* [dir][cat][n] */
static gex_AM_Index_t ack_idx, ask_idx;
static unsigned *counts; /* [((dir*2+cat)*17+n)*am_n + src] */
static volatile unsigned acks, replies;
static size_t *ack_nbytes; /* [target]: nbytes its handler saw */
static size_t *rep_nbytes; /* [replier]: nbytes of its Reply */
static unsigned immediate_noops;

/* (least, most) pairs; most may exceed the maximum */
static const size_t med_lm[][2] = {{1, 1},         {16, 100},     {100, 4000},  {512, 512},
                                   {1000, 200000}, {2000, 65536}, {1952, 1953}, {4000, 70000}};
static const size_t long_lm[][2] = {{1, 64},         {100, 3000}, {5000, 70000}, {4096, 4096},
                                    {65536, 262144}, {1, 262144}, {333, 334},    {8, 9}};
#define NLM 8

static uint32_t pseed(int dir, int cat, unsigned n, gex_Rank_t src)
{
    return am_seed(0x300u + (unsigned)dir * 2 + (unsigned)cat, n, src, 7);
}
static gex_AM_Arg_t argval(int dir, int cat, unsigned n, gex_Rank_t src, unsigned i)
{
    return am_argval(0x300u + (unsigned)dir * 2 + (unsigned)cat, n, src, i);
}
static size_t pick_nbytes(unsigned sel, size_t least, size_t size)
{
    switch (sel % 4) {
    case 0: return size;
    case 1: return least;
    case 2: return 0;
    default: return size / 2;
    }
}
static uintptr_t long_off(unsigned n)
{
    return (uintptr_t)n * 8 + (n % 3);
}

static gex_Rank_t token_src(gex_Token_t t)
{
    gex_Token_Info_t info;
    if (!(gex_Token_Info(t, &info, GEX_TI_SRCRANK) & GEX_TI_SRCRANK) || info.gex_srcrank >= am_n) {
        am_fail(B_TOKEN, "gex_Token_Info gave no valid srcrank");
        return GEX_RANK_INVALID;
    }
    return info.gex_srcrank;
}

/* A prepared descriptor is what was asked for. */
static void check_desc(gex_AM_SrcDesc_t sd, const void *client_buf, size_t least, size_t most,
                       const char *what)
{
    size_t size = gex_AM_SrcDescSize(sd);
    void *addr = gex_AM_SrcDescAddr(sd);
    if (size < least || size > most)
        am_fail(B_DESC, "%s: gex_AM_SrcDescSize %zu not in [%zu, %zu]", what, size, least, most);
    if (client_buf && addr != client_buf)
        am_fail(B_DESC, "%s: gex_AM_SrcDescAddr %p != client_buf %p", what, addr, client_buf);
    if (!client_buf && (!addr || !am_aligned16(addr)))
        am_fail(B_DESC, "%s: library buffer %p is NULL or not 16-byte aligned", what, addr);
}

static void got_msg(int dir, int cat, gex_Token_t t, void *buf, size_t nbytes, unsigned n,
                    const gex_AM_Arg_t *a)
{
    gex_Rank_t src = token_src(t);
    if (src == GEX_RANK_INVALID)
        return;
    for (unsigned i = 0; i < n; i++)
        if (a[i] != argval(dir, cat, n, src, i)) {
            am_fail(B_ARGS, "%s %s with %u args from rank %u: arg %u is %d, want %d", cat_name[cat],
                    dir ? "Reply" : "Request", n, (unsigned)src, i, (int)a[i],
                    (int)argval(dir, cat, n, src, i));
            break;
        }
    if (cat == C_MEDIUM && nbytes && !am_aligned16(buf))
        am_fail(B_PAYLOAD, "Medium %s: buf %p not 16-byte aligned", dir ? "Reply" : "Request", buf);
    if (cat == C_LONG) {
        char *want =
            (char *)gex_Segment_QueryAddr(am_seg) + (dir ? LREP : LREQ) + src * REG + long_off(n);
        if (buf != want)
            am_fail(B_PAYLOAD, "Long %s with %u args: buf %p, want dest_addr %p",
                    dir ? "Reply" : "Request", n, buf, (void *)want);
    }
    long bad = nbytes ? am_check(buf, nbytes, pseed(dir, cat, n, src)) : -1;
    if (bad >= 0)
        am_fail(B_PAYLOAD, "%s %s with %u args, %zu bytes from rank %u: byte %ld differs",
                cat_name[cat], dir ? "Reply" : "Request", n, nbytes, (unsigned)src, bad);
    counts[((dir * 2 + cat) * 17 + n) * am_n + src]++;
    if (dir == D_REQ) {
        int rc = gex_AM_ReplyShort1(t, ack_idx, 0, (gex_AM_Arg_t)nbytes);
        if (rc)
            am_fail(B_EVENT, "ack Reply returned %d", rc);
    } else {
        rep_nbytes[src] = nbytes;
        replies++;
    }
}

#define BODY(pfx, dir, cat)                                                                        \
    static void pfx##_body(gex_Token_t t, void *buf, size_t nbytes, unsigned n,                    \
                           const gex_AM_Arg_t *a)                                                  \
    {                                                                                              \
        got_msg(dir, cat, t, buf, nbytes, n, a);                                                   \
    }
BODY(req_med, D_REQ, C_MEDIUM)
BODY(req_long, D_REQ, C_LONG)
BODY(rep_med, D_REP, C_MEDIUM)
BODY(rep_long, D_REP, C_LONG)
AM_DEF_PAYLOAD17(req_med)
AM_DEF_PAYLOAD17(req_long)
AM_DEF_PAYLOAD17(rep_med)
AM_DEF_PAYLOAD17(rep_long)

static void ack_handler(gex_Token_t t, gex_AM_Arg_t nbytes)
{
    gex_Rank_t src = token_src(t);
    if (src != GEX_RANK_INVALID)
        ack_nbytes[src] = (uint32_t)nbytes;
    acks++;
}

/* Commit the prepared sd with n arguments av[]: numbered form for even n,
 * count-inferring form for odd n. */
#define COMMIT_CASE(n, unused)                                                                     \
    case n:                                                                                        \
        if (dir == D_REQ && cat == C_MEDIUM)                                                       \
            rc = AM_CALL(gex_AM_CommitRequestMedium##n, sd, h, nb AM_AV##n);                       \
        else if (dir == D_REQ)                                                                     \
            rc = AM_CALL(gex_AM_CommitRequestLong##n, sd, h, nb, dest AM_AV##n);                   \
        else if (cat == C_MEDIUM)                                                                  \
            rc = AM_CALL(gex_AM_CommitReplyMedium##n, sd, h, nb AM_AV##n);                         \
        else                                                                                       \
            rc = AM_CALL(gex_AM_CommitReplyLong##n, sd, h, nb, dest AM_AV##n);                     \
        break;
#define COMMIT_CASE_INFER(n, unused)                                                               \
    case n:                                                                                        \
        if (dir == D_REQ && cat == C_MEDIUM)                                                       \
            rc = AM_CALL(gex_AM_CommitRequestMedium, sd, h, nb AM_AV##n);                          \
        else if (dir == D_REQ)                                                                     \
            rc = AM_CALL(gex_AM_CommitRequestLong, sd, h, nb, dest AM_AV##n);                      \
        else if (cat == C_MEDIUM)                                                                  \
            rc = AM_CALL(gex_AM_CommitReplyMedium, sd, h, nb AM_AV##n);                            \
        else                                                                                       \
            rc = AM_CALL(gex_AM_CommitReplyLong, sd, h, nb, dest AM_AV##n);                        \
        break;

static void commit(int dir, int cat, unsigned n, gex_AM_SrcDesc_t sd, size_t nb, void *dest)
{
    gex_AM_Arg_t av[16];
    for (unsigned i = 0; i < n; i++)
        av[i] = argval(dir, cat, n, am_me, i);
    gex_AM_Index_t h = idx[dir][cat][n];
    int rc = -1; /* every Commit returns 0: Prepare reserved everything */
    if (n % 2 == 0) {
        switch (n) {
            AM_FOR17(COMMIT_CASE, x)
        }
    } else {
        switch (n) {
            AM_FOR17(COMMIT_CASE_INFER, x)
        }
    }
    if (rc != 0)
        am_fail(B_ARGS, "Commit%s%s with %u args returned %d, want 0",
                dir == D_REQ ? "Request" : "Reply", cat_name[cat], n, rc);
}

/* The Prepare flags of a variant asked to be IMMEDIATE (imm 1, 2): imm 2
 * adds GEX_FLAG_IMMEDIATE_COMMIT, which lets the (legacy) Commit return
 * non-zero elsewhere; here it never does. */
static gex_Flags_t imm_flags(int imm)
{
    return imm == 2 ? GEX_FLAG_IMMEDIATE | GEX_FLAG_IMMEDIATE_COMMIT : imm ? GEX_FLAG_IMMEDIATE : 0;
}

/* 0, 1 (IMMEDIATE) or 2 (also IMMEDIATE_COMMIT) for a Request variant. */
static int variant_imm(unsigned variant)
{
    return variant % 4 != 3 ? 0 : variant % 8 == 7 ? 2 : 1;
}

/* Pending lc events of Replies prepared in handlers. */
#define MAXPEND 1024
static gex_Event_t pend_ev[MAXPEND];
static void *pend_buf[MAXPEND];
static unsigned npend;

/* Ask handler: a0 cat, a1 mode, a2 n, a3 (least, most) index, a4 nbytes
 * selector, a5 IMMEDIATE (imm_flags), a6 lc (0 NOW, 1 &event) */
static void ask_handler(gex_Token_t t, gex_AM_Arg_t a0, gex_AM_Arg_t a1, gex_AM_Arg_t a2,
                        gex_AM_Arg_t a3, gex_AM_Arg_t a4, gex_AM_Arg_t a5, gex_AM_Arg_t a6)
{
    gex_Rank_t src = token_src(t);
    if (src == GEX_RANK_INVALID)
        return;
    int cat = a0, mode = a1;
    unsigned n = (unsigned)a2;
    gex_Event_t ev = GEX_EVENT_NO_OP, *lc = NULL;
    size_t least, most;
    if (a3 == NLM) { /* Medium, least_payload = the largest the query allows */
        least = most = gex_Token_MaxReplyMedium(t, mode == M_CLIENT ? GEX_EVENT_NOW : NULL,
                                                mode == M_CLIENT ? GEX_FLAG_AM_PREPARE_LEAST_CLIENT
                                                                 : GEX_FLAG_AM_PREPARE_LEAST_ALLOC,
                                                n);
    } else {
        least = (cat == C_MEDIUM ? med_lm : long_lm)[a3][0];
        most = (cat == C_MEDIUM ? med_lm : long_lm)[a3][1];
    }
    void *cb = NULL;
    if (mode == M_CLIENT) {
        cb = malloc(most);
        if (!cb)
            gasnet_exit(99);
        am_fill(cb, most, pseed(D_REP, cat, n, am_me));
        lc = a6 ? &ev : GEX_EVENT_NOW;
    }
    void *dest = am_owner[src] + LREP + am_me * REG + long_off(n);
    gex_Flags_t fl = imm_flags((int)a5);
    gex_AM_SrcDesc_t sd;
    for (;;) {
        if (cat == C_MEDIUM)
            sd = gex_AM_PrepareReplyMedium(t, cb, least, most, lc, fl, n);
        else
            sd = gex_AM_PrepareReplyLong(t, cb, least, most, n % 2 ? dest : NULL, lc, fl, n);
        if (sd != GEX_AM_SRCDESC_NO_OP || !fl)
            break;
        immediate_noops++; /* a no-op is not the handler's Reply: retry without IMMEDIATE */
        fl = 0;
    }
    if (sd == GEX_AM_SRCDESC_NO_OP) {
        am_fail(B_DESC, "PrepareReply%s without IMMEDIATE returned GEX_AM_SRCDESC_NO_OP",
                cat_name[cat]);
        free(cb);
        return;
    }
    check_desc(sd, cb, least, most, cat == C_MEDIUM ? "PrepareReplyMedium" : "PrepareReplyLong");
    size_t size = gex_AM_SrcDescSize(sd);
    size_t nb = pick_nbytes((unsigned)a4, least, size);
    if (!cb)
        am_fill(gex_AM_SrcDescAddr(sd), nb, pseed(D_REP, cat, n, am_me));
    commit(D_REP, cat, n, sd, nb, dest);
    if (lc == &ev) {
        if (ev == GEX_EVENT_NO_OP)
            am_fail(B_EVENT, "PrepareReply%s(&event): event not written at Commit", cat_name[cat]);
        else if (npend < MAXPEND) {
            pend_ev[npend] = ev;
            pend_buf[npend++] = cb;
            cb = NULL;
        }
    }
    if (cb) {
        memset(cb, 0xEE, most);
        free(cb);
    }
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        gasnet_exit(99);
    return p;
}

/* One Request batch: a Prepare/Commit to every rank, then wait for the acks. */
static void request_batch(int cat, int mode, unsigned n, unsigned variant)
{
    const size_t(*lm)[2] = cat == C_MEDIUM ? med_lm : long_lm;
    size_t least = lm[variant % NLM][0], most = lm[variant % NLM][1];
    unsigned base = acks;
    size_t *want = xmalloc(am_n * sizeof *want);
    void **keep = calloc(am_n, sizeof *keep);
    if (!keep)
        gasnet_exit(99);
    for (gex_Rank_t k = 0; k < am_n; k++) {
        gex_Rank_t r = (am_me + k) % am_n;
        void *cb = NULL;
        gex_Event_t ev = GEX_EVENT_NO_OP, *lc = NULL;
        int lcmode = (int)(variant % 3); /* NOW, &event, GROUP */
        if (mode == M_CLIENT) {
            cb = xmalloc(most);
            am_fill(cb, most, pseed(D_REQ, cat, n, am_me));
            lc = lcmode == 0 ? GEX_EVENT_NOW : lcmode == 1 ? &ev : GEX_EVENT_GROUP;
        }
        void *dest = am_owner[r] + LREQ + am_me * REG + long_off(n);
        gex_Flags_t fl = imm_flags(variant_imm(variant));
        gex_AM_SrcDesc_t sd;
        double t0 = am_now();
        for (;;) {
            if (cat == C_MEDIUM)
                sd = gex_AM_PrepareRequestMedium(am_tm, r, cb, least, most, lc, fl, n);
            else
                sd = gex_AM_PrepareRequestLong(am_tm, r, cb, least, most, n % 2 ? dest : NULL, lc,
                                               fl, n);
            if (sd != GEX_AM_SRCDESC_NO_OP || !fl || am_now() - t0 > 30)
                break;
            immediate_noops++;
            gasnet_AMPoll();
        }
        if (sd == GEX_AM_SRCDESC_NO_OP) {
            am_fail(B_DESC, "Prepare%s(flags %#x) returned GEX_AM_SRCDESC_NO_OP (for 30 s)",
                    cat_name[cat], (unsigned)fl);
            want[r] = (size_t)-1;
            free(cb);
            acks++; /* nothing will come back */
            continue;
        }
        check_desc(sd, cb, least, most,
                   cat == C_MEDIUM ? "PrepareRequestMedium" : "PrepareRequestLong");
        size_t nb = pick_nbytes(variant + n, least, gex_AM_SrcDescSize(sd));
        if (!cb)
            am_fill(gex_AM_SrcDescAddr(sd), nb, pseed(D_REQ, cat, n, am_me));
        want[r] = nb;
        commit(D_REQ, cat, n, sd, nb, dest);
        if (lc == &ev) {
            if (ev == GEX_EVENT_NO_OP)
                am_fail(B_EVENT, "Prepare%s(&event): event not written by Commit", cat_name[cat]);
            else
                gex_Event_Wait(ev);
        }
        if (cb && lc != GEX_EVENT_GROUP) {
            memset(cb, 0xEE, most); /* locally complete: the handler must have a copy */
            free(cb);
        } else if (cb) {
            keep[r] = cb; /* GROUP: no NBI sync yet; kept until the handler has run */
        }
    }
    GASNET_BLOCKUNTIL(acks >= base + am_n);
    for (gex_Rank_t r = 0; r < am_n; r++)
        free(keep[r]);
    free(keep);
    for (gex_Rank_t r = 0; r < am_n; r++)
        if (want[r] != (size_t)-1 && ack_nbytes[r] != want[r])
            am_fail(B_NBYTES,
                    "%s Request (%s buffer, %u args) to rank %u: handler saw %zu bytes, "
                    "committed %zu",
                    cat_name[cat], mode ? "library" : "client", n, (unsigned)r, ack_nbytes[r],
                    want[r]);
    free(want);
}

static void reply_batch(int cat, int mode, unsigned n, unsigned variant)
{
    const size_t(*lm)[2] = cat == C_MEDIUM ? med_lm : long_lm;
    size_t least = lm[variant % NLM][0], most = lm[variant % NLM][1];
    unsigned sel = variant / NLM + n;
    unsigned base = replies;
    for (gex_Rank_t k = 0; k < am_n; k++) {
        gex_Rank_t r = (am_me + k) % am_n;
        gex_AM_RequestShort7(am_tm, r, ask_idx, 0, cat, mode, n, variant % NLM, sel,
                             variant_imm(variant), mode == M_CLIENT && variant % 2);
    }
    GASNET_BLOCKUNTIL(replies >= base + am_n);
    for (gex_Rank_t r = 0; r < am_n; r++) {
        size_t got = rep_nbytes[r];
        int good = sel % 4 == 1   ? got == least
                   : sel % 4 == 2 ? got == 0
                   : sel % 4 == 0 ? got >= least && got <= most
                                  : got >= least / 2 && got <= most / 2;
        if (!good)
            am_fail(B_NBYTES,
                    "%s Reply (%s buffer, %u args) from rank %u: %zu bytes, least %zu "
                    "most %zu selector %u",
                    cat_name[cat], mode ? "library" : "client", n, (unsigned)r, got, least, most,
                    sel % 4);
    }
    for (unsigned i = 0; i < npend; i++) {
        gex_Event_Wait(pend_ev[i]);
        free(pend_buf[i]);
    }
    npend = 0;
}

/* least_payload == the gex_AM_Max*Medium(PREPARE_LEAST_{CLIENT,ALLOC}) maximum,
 * for a Request to every rank and a Reply from every rank. */
static void least_max(int mode)
{
    const unsigned n = 3;
    const gex_Flags_t qf =
        mode == M_CLIENT ? GEX_FLAG_AM_PREPARE_LEAST_CLIENT : GEX_FLAG_AM_PREPARE_LEAST_ALLOC;
    unsigned base = acks;
    size_t *want = xmalloc(am_n * sizeof *want);
    for (gex_Rank_t k = 0; k < am_n; k++) {
        gex_Rank_t r = (am_me + k) % am_n;
        size_t least =
            gex_AM_MaxRequestMedium(am_tm, r, mode == M_CLIENT ? GEX_EVENT_NOW : NULL, qf, n);
        void *cb = NULL;
        if (mode == M_CLIENT) {
            cb = xmalloc(least);
            am_fill(cb, least, pseed(D_REQ, C_MEDIUM, n, am_me));
        }
        gex_AM_SrcDesc_t sd = gex_AM_PrepareRequestMedium(
            am_tm, r, cb, least, least, mode == M_CLIENT ? GEX_EVENT_NOW : NULL, 0, n);
        check_desc(sd, cb, least, least, "PrepareRequestMedium(least = max)");
        if (!cb)
            am_fill(gex_AM_SrcDescAddr(sd), least, pseed(D_REQ, C_MEDIUM, n, am_me));
        want[r] = least;
        commit(D_REQ, C_MEDIUM, n, sd, least, NULL);
        free(cb);
    }
    GASNET_BLOCKUNTIL(acks >= base + am_n);
    for (gex_Rank_t r = 0; r < am_n; r++)
        if (ack_nbytes[r] != want[r])
            am_fail(B_NBYTES, "Medium Request (least = max %zu) to rank %u: handler saw %zu",
                    want[r], (unsigned)r, ack_nbytes[r]);
    base = replies;
    for (gex_Rank_t k = 0; k < am_n; k++)
        gex_AM_RequestShort7(am_tm, (am_me + k) % am_n, ask_idx, 0, C_MEDIUM, mode, n, NLM, 1, 0,
                             0);
    GASNET_BLOCKUNTIL(replies >= base + am_n);
    for (gex_Rank_t r = 0; r < am_n; r++) {
        size_t q = gex_AM_MaxReplyMedium(am_tm, r, mode == M_CLIENT ? GEX_EVENT_NOW : NULL, qf, n);
        if (rep_nbytes[r] != q)
            am_fail(B_NBYTES,
                    "Medium Reply (least = gex_Token_MaxReplyMedium) from rank %u: %zu bytes, "
                    "gex_AM_MaxReplyMedium says %zu",
                    (unsigned)r, rep_nbytes[r], q);
    }
    free(want);
}

static void long_library_space(void)
{
    const unsigned n = 2;
    const gex_Rank_t r = (am_me + 1) % am_n;
    void *dest = am_owner[r] + LREQ + am_me * REG + long_off(n);
    static const size_t leasts[2] = {4096, (size_t)1 << 20};
    unsigned base = acks, bad = 0;
    for (int i = 0; i < 2; i++) {
        gex_AM_SrcDesc_t sd =
            gex_AM_PrepareRequestLong(am_tm, r, NULL, leasts[i], SIZE_MAX, dest, NULL, 0, n);
        size_t size = gex_AM_SrcDescSize(sd);
        if (size < leasts[i] || size > ((size_t)4 << 20)) {
            bad++;
            diag("least_payload %zu, most_payload SIZE_MAX: gex_AM_SrcDescSize %zu", leasts[i],
                 size);
        }
        am_fill(gex_AM_SrcDescAddr(sd), 4096, pseed(D_REQ, C_LONG, n, am_me));
        commit(D_REQ, C_LONG, n, sd, 4096, dest);
    }
    /* most_payload 2 MiB, no dest_addr: all of it (clients of the
     * reference commit up to most_payload without asking) */
    gex_AM_SrcDesc_t sd2 =
        gex_AM_PrepareRequestLong(am_tm, r, NULL, 4096, (size_t)2 << 20, NULL, NULL, 0, n);
    size_t size2 = gex_AM_SrcDescSize(sd2);
    am_fill(gex_AM_SrcDescAddr(sd2), 4096, pseed(D_REQ, C_LONG, n, am_me));
    commit(D_REQ, C_LONG, n, sd2, 4096, dest);
    GASNET_BLOCKUNTIL(acks >= base + 3);
    ok(bad == 0 && size2 == ((size_t)2 << 20) && ack_nbytes[r] == 4096,
       "PrepareRequestLong, library space, staged: most_payload SIZE_MAX gives least_payload "
       "(4 KiB, 1 MiB) up to 4 MiB, not a segment's worth; most_payload 2 MiB gives 2 MiB (%zu); "
       "4 KiB committed arrive",
       size2);

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    ok(1, "IMMEDIATE Long Prepare under an address-space limit # SKIP under a sanitizer");
#else
    const char *pre = getenv("LD_PRELOAD");
    size_t big = gex_AM_MaxRequestLong(am_tm, r, NULL, GEX_FLAG_AM_PREPARE_LEAST_ALLOC, n);
    big = big < ((size_t)512 << 20) ? big : (size_t)512 << 20;
    long pages = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f) {
        if (fscanf(f, "%ld", &pages) != 1)
            pages = 0;
        fclose(f);
    }
    struct rlimit old;
    if (pre && strstr(pre, "vgpreload")) {
        ok(1, "IMMEDIATE Long Prepare under an address-space limit # SKIP under valgrind");
    } else if (big < ((size_t)256 << 20) || pages <= 0 || getrlimit(RLIMIT_AS, &old)) {
        ok(1,
           "IMMEDIATE Long Prepare under an address-space limit # SKIP: the Long limit is "
           "%zu bytes, or no address-space size",
           big);
    } else {
        /* 64 MiB of room: the library cannot allocate big bytes */
        rlim_t vsz = (rlim_t)pages * (rlim_t)sysconf(_SC_PAGESIZE);
        struct rlimit lim = {vsz + ((rlim_t)64 << 20), old.rlim_max};
        int set = (old.rlim_max == RLIM_INFINITY || old.rlim_max >= lim.rlim_cur) &&
                  setrlimit(RLIMIT_AS, &lim) == 0;
        gex_AM_SrcDesc_t sd = GEX_AM_SRCDESC_NO_OP;
        if (set) {
            sd = gex_AM_PrepareRequestLong(am_tm, r, NULL, big, big, dest, NULL, GEX_FLAG_IMMEDIATE,
                                           n);
            setrlimit(RLIMIT_AS, &old);
        }
        if (sd != GEX_AM_SRCDESC_NO_OP) {
            base = acks;
            commit(D_REQ, C_LONG, n, sd, 0, dest);
            GASNET_BLOCKUNTIL(acks >= base + 1);
        }
        ok(set && sd == GEX_AM_SRCDESC_NO_OP,
           "PrepareRequestLong(IMMEDIATE, library space, least_payload %zu MiB) with 64 MiB of "
           "address space left: GEX_AM_SRCDESC_NO_OP, the job goes on",
           big >> 20);
    }
#endif
}

/* Library space for a Long whose dest_addr, given at Prepare, is aligned
 * for any type: the destination itself, up to most_payload or the end of
 * the receiver's segment (not the 4 MiB staging cap); Commit copies
 * nothing and the handler finds the payload there. */
static void long_in_place(void)
{
    const unsigned n = 6; /* long_off(6) = 48: 16-byte aligned */
    const gex_Rank_t r = (am_me + 1) % am_n;
    const uintptr_t off = LREQ + am_me * REG + long_off(n);
    void *dest = am_owner[r] + off;
    const size_t room = (size_t)(am_size[r] - off);
    const size_t mosts[2] = {(size_t)1 << 20, SIZE_MAX};
    unsigned base = acks, bad = 0;
    for (int i = 0; i < 2; i++) {
        gex_AM_SrcDesc_t sd =
            gex_AM_PrepareRequestLong(am_tm, r, NULL, 4096, mosts[i], dest, NULL, 0, n);
        size_t size = gex_AM_SrcDescSize(sd), want = mosts[i] < room ? mosts[i] : room;
        void *addr = gex_AM_SrcDescAddr(sd);
        if (size != want || addr != am_local[r] + off) {
            bad++;
            diag("most_payload %zu: gex_AM_SrcDescSize %zu (want %zu), address %p (want %p)",
                 mosts[i], size, want, addr, (void *)(am_local[r] + off));
        }
        am_fill(addr, 4096, pseed(D_REQ, C_LONG, n, am_me));
        commit(D_REQ, C_LONG, n, sd, 4096, dest);
        GASNET_BLOCKUNTIL(acks >= base + (unsigned)i + 1);
    }
    ok(bad == 0 && ack_nbytes[r] == 4096,
       "PrepareRequestLong, library space, aligned dest_addr: the destination itself, "
       "most_payload (1 MiB, SIZE_MAX) up to the segment's end; 4 KiB committed arrive");
}

static void check_counts(int dir, const char *what)
{
    unsigned bad = 0;
    for (int cat = 0; cat < 2; cat++)
        for (unsigned n = 0; n <= 16; n++)
            for (gex_Rank_t s = 0; s < am_n; s++)
                if (counts[((dir * 2 + cat) * 17 + n) * am_n + s] != 2)
                    bad++;
    ok(bad == 0,
       "%s: every handler ran exactly twice per argument count and sender "
       "(%u bad counts)",
       what, bad);
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AM_NPAM", segsize);
    note("%u ranks", (unsigned)am_n);
#if defined(GASNET_NATIVE_NP_ALLOC_REQ_MEDIUM) && GASNET_NATIVE_NP_ALLOC_REQ_MEDIUM == 1
    const int native_req = 1;
#else
    const int native_req = 0;
#endif
#if defined(GASNET_NATIVE_NP_ALLOC_REP_MEDIUM) && GASNET_NATIVE_NP_ALLOC_REP_MEDIUM == 1
    const int native_rep = 1;
#else
    const int native_rep = 0;
#endif
    ok(native_req && native_rep,
       "GASNET_NATIVE_NP_ALLOC_REQ_MEDIUM and _REP_MEDIUM are defined to 1 (PSHM is native)");

    counts = calloc((size_t)4 * 17 * am_n, sizeof *counts);
    ack_nbytes = calloc(am_n, sizeof *ack_nbytes);
    rep_nbytes = calloc(am_n, sizeof *rep_nbytes);
    if (!counts || !ack_nbytes || !rep_nbytes)
        gasnet_exit(99);

    static gex_AM_Fn_t const f[2][2][17] = {{AM_FNS17(req_med), AM_FNS17(req_long)},
                                            {AM_FNS17(rep_med), AM_FNS17(rep_long)}};
    gex_AM_Entry_t table[4 * 17 + 2];
    size_t k = 0;
    for (int dir = 0; dir < 2; dir++)
        for (int cat = 0; cat < 2; cat++)
            for (unsigned n = 0; n <= 16; n++)
                table[k++] = (gex_AM_Entry_t){0,
                                              f[dir][cat][n],
                                              (cat ? GEX_FLAG_AM_LONG : GEX_FLAG_AM_MEDIUM) |
                                                  (dir ? GEX_FLAG_AM_REPLY : GEX_FLAG_AM_REQUEST),
                                              n,
                                              NULL,
                                              NULL};
    table[k++] = (gex_AM_Entry_t){
        0, (gex_AM_Fn_t)ack_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 1, NULL, "ack"};
    table[k++] = (gex_AM_Entry_t){
        0, (gex_AM_Fn_t)ask_handler, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 7, NULL, "ask"};
    int rc = gex_EP_RegisterHandlers(am_ep, table, k);
    ok(rc == GASNET_OK, "registered %zu handlers (got %d)", k, rc);
    k = 0;
    for (int dir = 0; dir < 2; dir++)
        for (int cat = 0; cat < 2; cat++)
            for (unsigned n = 0; n <= 16; n++)
                idx[dir][cat][n] = table[k++].gex_index;
    ack_idx = table[k++].gex_index;
    ask_idx = table[k++].gex_index;
    tap_barrier();

    /* Requests: each (cat, n) once per buffer mode; variants rotate through
     * the (least, most) pairs, lc_opt kinds, IMMEDIATE and nbytes choices */
    for (int cat = 0; cat < 2; cat++)
        for (int mode = 0; mode < 2; mode++)
            for (unsigned n = 0; n <= 16; n++)
                request_batch(cat, mode, n, n + 5 * (unsigned)mode + 3 * (unsigned)cat);
    tap_barrier();
    am_bucket_ok(B_DESC, "Prepare{Request}{Medium,Long}: size in [least, most], addr == client_buf "
                         "or an aligned library buffer, never NO_OP without IMMEDIATE");
    am_bucket_ok(B_ARGS, "Commit{Request}*0..16: every argument value arrives; each returns 0");
    am_bucket_ok(B_PAYLOAD, "NPAM Requests: committed bytes arrive (Long at dest_addr)");
    am_bucket_ok(B_NBYTES, "NPAM Requests: the handler's nbytes is Commit's nbytes");
    am_bucket_ok(B_EVENT, "NPAM Requests with lc_opt &event: event written and synced");
    check_counts(D_REQ, "NPAM Requests (client and library buffers, Medium and Long, 0..16 args)");
    /* fatal between a Prepare and its Commit: the header's inline Wait must
     * see that every Prepare here was committed */
    gex_Event_Wait(GEX_EVENT_INVALID);
    ok(1, "after the Commits, gex_Event_Wait(GEX_EVENT_INVALID) returns");
    am_bucket_ok(B_TOKEN, "token info in NPAM handlers");
    tap_barrier();

    for (int cat = 0; cat < 2; cat++)
        for (int mode = 0; mode < 2; mode++)
            for (unsigned n = 0; n <= 16; n++)
                reply_batch(cat, mode, n, n + 7 * (unsigned)mode + (unsigned)cat);
    tap_barrier();
    am_bucket_ok(B_DESC, "PrepareReply{Medium,Long} in a Request handler: size in [least, most], "
                         "addr == client_buf or an aligned library buffer");
    am_bucket_ok(B_ARGS, "CommitReply*0..16: every argument value arrives; each returns 0");
    am_bucket_ok(B_PAYLOAD, "NPAM Replies: committed bytes arrive (Long at dest_addr)");
    am_bucket_ok(B_NBYTES, "NPAM Replies: nbytes as committed");
    am_bucket_ok(B_EVENT, "NPAM Replies with lc_opt &event: event written at Commit");
    check_counts(D_REP, "NPAM Replies (client and library buffers, Medium and Long, 0..16 args)");
    am_bucket_ok(B_TOKEN, "token info in NPAM handlers (Replies)");
    tap_barrier();

    least_max(M_CLIENT);
    least_max(M_LIBRARY);
    tap_barrier();
    am_bucket_ok(B_DESC, "Prepare{Request,Reply}Medium with least_payload = the Max*Medium("
                         "PREPARE_LEAST_CLIENT/ALLOC) maximum: size == least, address right");
    am_bucket_ok(B_NBYTES, "  ... and all of it arrives (Reply size == gex_AM_MaxReplyMedium too)");
    am_bucket_ok(B_PAYLOAD, "  ... intact");
    am_bucket_ok(B_ARGS, "  ... with its arguments");
    note("GEX_FLAG_IMMEDIATE Prepare calls that returned GEX_AM_SRCDESC_NO_OP: %u on rank %u",
         immediate_noops, (unsigned)am_me);
    tap_barrier();
    long_library_space();
    long_in_place();
    tap_barrier();

    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
