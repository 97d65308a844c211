/* t_am_storm: many AMs at once; nothing lost, duplicated or corrupted, no
 * deadlock.
 *
 *   pshmrun -n N t_am_storm [storm] [COUNT]   every rank sends COUNT
 *        (default 100000) mixed Requests round-robin to every rank including
 *        itself: Short/Medium/Long (50/30/20 %), 1..16 arguments, Medium
 *        0..1499 bytes or (1 in 64) up to 65536, Long 0..240 bytes at a
 *        destination unique to the message; every Request handler checks
 *        what it got and replies (Short, Medium or Long) with a checksum.
 *        At the end: per (sender, target) pair, Requests handled == sent
 *        and Replies received == sent, each sequence number once, every
 *        checksum right.
 *   pshmrun -n N t_am_storm flood [COUNT]     ranks in pairs (r, r^1) flood
 *        each other with COUNT such Requests each (a rank without a
 *        partner floods itself), polling only inside the sends.
 *   pshmrun -n N t_am_storm hot [COUNT]       every rank floods rank 0.
 *   ... MODE COUNT THREADS                    the COUNT Requests of a rank are
 *        sent by THREADS threads at once, which then all poll until the
 *        rank has every Reply (handlers run concurrently: GASNET_PAR).
 * The message kind of (sender, target, sequence number) is a hash, so the
 * receiver knows what to expect; the Request handler's checksum of the
 * payload (or arguments) travels back in the Reply and is compared with
 * the sender's.
 */
#define GASNET_PAR 1 /* the "threads" variant sends and polls from several threads */
#include "am_common.h"

#include <pthread.h>

enum { C_SHORT, C_MEDIUM, C_LONG };
enum { B_REQ, B_REP, B_DUP, B_SUM };

static const char *mode = "storm";
static uint32_t count = 100000;
static unsigned nthreads = 1;
/* Long destinations: one slot per message (storm: 256 bytes; flood/hot,
 * where one target gets COUNT from each sender: 32 bytes) */
static uintptr_t lstride = 256, lmax = 240;
static uint32_t maxk; /* Requests per (sender, target) at most */
static uintptr_t lreq_base, lrep_base;

typedef struct {
    uint64_t sent_to[PSHMEX_MAX_RANKS];
    uint64_t recv_from[PSHMEX_MAX_RANKS];
} counts_t;

static uintptr_t segsize(gex_Rank_t n)
{
    if (strcmp(mode, "storm") == 0) {
        maxk = (count + n - 1) / n + nthreads + 1;
    } else {
        maxk = count + 1;
        lstride = 32;
        lmax = 16;
    }
    lreq_base = TAP_RESERVED + sizeof(counts_t);
    lreq_base = (lreq_base + 4095) / 4096 * 4096;
    lrep_base = lreq_base + (uintptr_t)n * maxk * lstride;
    return lrep_base + (uintptr_t)n * maxk * 8;
}

/* What message (sender s, target t, number k) is. */
typedef struct {
    int cat;
    unsigned nargs;
    size_t size;
    uintptr_t loff; /* Long: offset in the target's segment */
    int reply;      /* category of the Reply */
    size_t rsize;   /* Medium Reply size */
} spec_t;

static spec_t spec_of(gex_Rank_t s, gex_Rank_t t, uint32_t k)
{
    uint32_t h = am_seed(s, t, k, 0x5707);
    uint32_t h2 = am_mix(h ^ 0xabcdef);
    spec_t sp;
    unsigned c = h % 10;
    sp.cat = c < 5 ? C_SHORT : c < 8 ? C_MEDIUM : C_LONG;
    sp.nargs = 1 + (h >> 4) % 16;
    sp.size = 0;
    if (sp.cat == C_MEDIUM)
        sp.size = (h >> 8) % 64 == 0 ? 1500 + h2 % 64037 : h2 % 1500;
    if (sp.cat == C_LONG)
        sp.size = h2 % (lmax + 1);
    sp.loff = lreq_base + ((uintptr_t)s * maxk + k) * lstride + (h2 >> 16) % (lstride - lmax);
    sp.reply = (int)((h >> 20) % 3);
    sp.rsize = 8 + (h2 >> 8) % 57;
    return sp;
}

static gex_AM_Index_t req_ix[3][17], rep_ix[3];
static uint32_t *exp_sum;            /* [t * maxk + k] */
static uint8_t *req_seen, *rep_seen; /* [peer * maxk + k] */
static uint64_t *recv_from, *replies_from, *sent_to;
static volatile uint64_t replies_total, requests_total;

static void req_body_cat(int cat, gex_Token_t t, void *buf, size_t nbytes, unsigned n,
                         const gex_AM_Arg_t *a)
{
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_SRCRANK);
    gex_Rank_t src = info.gex_srcrank;
    uint32_t k = (uint32_t)a[0];
    if (src >= am_n || k >= maxk) {
        am_fail(B_REQ, "Request from rank %u number %u: out of range", (unsigned)src, (unsigned)k);
        return;
    }
    if (__atomic_fetch_add(&req_seen[(size_t)src * maxk + k], 1, __ATOMIC_RELAXED))
        am_fail(B_DUP, "Request %u from rank %u handled twice", (unsigned)k, (unsigned)src);
    __atomic_add_fetch(&recv_from[src], 1, __ATOMIC_RELAXED);
    __atomic_add_fetch(&requests_total, 1, __ATOMIC_RELAXED);
    spec_t sp = spec_of(src, am_me, k);
    if (sp.cat != cat || sp.nargs != n || sp.size != nbytes)
        am_fail(B_REQ, "Request %u from rank %u: category %d nargs %u nbytes %zu, want %d %u %zu",
                (unsigned)k, (unsigned)src, cat, n, nbytes, sp.cat, sp.nargs, sp.size);
    for (unsigned i = 1; i < n; i++)
        if (a[i] != am_argval(src, am_me, k, i)) {
            am_fail(B_REQ, "Request %u from rank %u: argument %u wrong", (unsigned)k, (unsigned)src,
                    i);
            break;
        }
    if (cat == C_MEDIUM && nbytes && !am_aligned16(buf))
        am_fail(B_REQ, "Medium Request buf %p not 16-byte aligned", buf);
    if (cat == C_LONG && buf != (char *)am_local[am_me] + sp.loff)
        am_fail(B_REQ, "Long Request %u from rank %u: buf %p is not dest_addr", (unsigned)k,
                (unsigned)src, buf);
    uint32_t sum = cat == C_SHORT ? am_sum(a, n * sizeof *a) : am_sum(buf, nbytes);
    int rc;
    if (sp.reply == C_SHORT) {
        rc = gex_AM_ReplyShort2(t, rep_ix[C_SHORT], 0, k, sum);
    } else if (sp.reply == C_MEDIUM) {
        unsigned char rb[64];
        am_fill(rb, sp.rsize, am_seed(am_me, src, k, 9));
        rc = gex_AM_ReplyMedium2(t, rep_ix[C_MEDIUM], rb, sp.rsize, GEX_EVENT_NOW, 0, k, sum);
    } else {
        unsigned char rb[8];
        am_fill(rb, 8, am_seed(am_me, src, k, 9));
        void *dest = am_owner[src] + lrep_base + ((uintptr_t)am_me * maxk + k) * 8;
        rc = gex_AM_ReplyLong2(t, rep_ix[C_LONG], rb, 8, dest, GEX_EVENT_NOW, 0, k, sum);
    }
    if (rc)
        am_fail(B_REQ, "Reply returned %d", rc);
}

static void rep_body(int cat, gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t ak,
                     gex_AM_Arg_t asum)
{
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_SRCRANK);
    gex_Rank_t src = info.gex_srcrank;
    uint32_t k = (uint32_t)ak;
    if (src >= am_n || k >= maxk) {
        am_fail(B_REP, "Reply from rank %u number %u: out of range", (unsigned)src, (unsigned)k);
        return;
    }
    if (__atomic_fetch_add(&rep_seen[(size_t)src * maxk + k], 1, __ATOMIC_RELAXED))
        am_fail(B_DUP, "Reply %u from rank %u arrived twice", (unsigned)k, (unsigned)src);
    __atomic_add_fetch(&replies_from[src], 1, __ATOMIC_RELAXED);
    __atomic_add_fetch(&replies_total, 1, __ATOMIC_RELEASE);
    spec_t sp = spec_of(am_me, src, k);
    if (sp.reply != cat)
        am_fail(B_REP, "Reply %u from rank %u: category %d, want %d", (unsigned)k, (unsigned)src,
                cat, sp.reply);
    if ((uint32_t)asum != exp_sum[(size_t)src * maxk + k])
        am_fail(B_SUM, "Request %u to rank %u: its handler's checksum %#x, sent %#x", (unsigned)k,
                (unsigned)src, (unsigned)asum, (unsigned)exp_sum[(size_t)src * maxk + k]);
    if (cat != C_SHORT) {
        size_t want = cat == C_MEDIUM ? sp.rsize : 8;
        char *wbuf = am_local[am_me] + lrep_base + ((uintptr_t)src * maxk + k) * 8;
        if (nbytes != want || (cat == C_LONG && buf != wbuf) ||
            am_check(buf, nbytes, am_seed(src, am_me, k, 9)) >= 0)
            am_fail(B_REP, "Reply %u from rank %u: payload wrong (%zu bytes)", (unsigned)k,
                    (unsigned)src, nbytes);
    }
}

#define BODY(pfx, cat)                                                                             \
    static void pfx##_body(gex_Token_t t, void *buf, size_t nbytes, unsigned n,                    \
                           const gex_AM_Arg_t *a)                                                  \
    {                                                                                              \
        req_body_cat(cat, t, buf, nbytes, n, a);                                                   \
    }
BODY(rq_s, C_SHORT)
BODY(rq_m, C_MEDIUM)
BODY(rq_l, C_LONG)
AM_DEF_SHORT17(rq_s)
AM_DEF_PAYLOAD17(rq_m)
AM_DEF_PAYLOAD17(rq_l)

static void rp_s(gex_Token_t t, gex_AM_Arg_t k, gex_AM_Arg_t s)
{
    rep_body(C_SHORT, t, NULL, 0, k, s);
}
static void rp_m(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t k, gex_AM_Arg_t s)
{
    rep_body(C_MEDIUM, t, buf, nbytes, k, s);
}
static void rp_l(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t k, gex_AM_Arg_t s)
{
    rep_body(C_LONG, t, buf, nbytes, k, s);
}

#define SEND_CASE(n, unused)                                                                       \
    case n:                                                                                        \
        if (sp.cat == C_SHORT)                                                                     \
            rc = AM_CALL(gex_AM_RequestShort##n, am_tm, t, h, 0 AM_AV##n);                         \
        else if (sp.cat == C_MEDIUM)                                                               \
            rc = AM_CALL(gex_AM_RequestMedium##n, am_tm, t, h, sb, sp.size, GEX_EVENT_NOW,         \
                         0 AM_AV##n);                                                              \
        else                                                                                       \
            rc = AM_CALL(gex_AM_RequestLong##n, am_tm, t, h, sb, sp.size, am_owner[t] + sp.loff,   \
                         GEX_EVENT_NOW, 0 AM_AV##n);                                               \
        break;

static void send_one(gex_Rank_t t, uint32_t k, unsigned char *sb)
{
    spec_t sp = spec_of(am_me, t, k);
    gex_AM_Arg_t av[16];
    av[0] = (gex_AM_Arg_t)k;
    for (unsigned i = 1; i < sp.nargs; i++)
        av[i] = am_argval(am_me, t, k, i);
    if (sp.cat != C_SHORT)
        am_fill(sb, sp.size, am_seed(am_me, t, k, 8));
    exp_sum[(size_t)t * maxk + k] =
        sp.cat == C_SHORT ? am_sum(av, sp.nargs * sizeof *av) : am_sum(sb, sp.size);
    gex_AM_Index_t h = req_ix[sp.cat][sp.nargs];
    int rc = -1;
    switch (sp.nargs) {
        AM_FOR17(SEND_CASE, x)
    }
    if (rc)
        am_fail(B_REQ, "Request to rank %u returned %d", (unsigned)t, rc);
    __atomic_add_fetch(&sent_to[t], 1, __ATOMIC_RELAXED);
}

static uint32_t *next_k; /* [target]: next sequence number */
static uint64_t sends_done;

/* One sending thread: its share of the COUNT Requests, then poll (with the
 * other threads) until every Reply of the rank is in. */
static void *sender(void *p)
{
    unsigned id = (unsigned)(uintptr_t)p;
    unsigned char *sb = malloc(65536);
    if (!sb)
        gasnet_exit(99);
    for (uint32_t i = id; i < count; i += nthreads) {
        gex_Rank_t t;
        if (strcmp(mode, "storm") == 0)
            t = (am_me + 1 + i) % am_n;
        else if (strcmp(mode, "flood") == 0)
            t = (am_me ^ 1u) < am_n ? (am_me ^ 1u) : am_me;
        else
            t = 0;
        uint32_t k = __atomic_fetch_add(&next_k[t], 1, __ATOMIC_RELAXED);
        if (k >= maxk) {
            am_fail(B_REQ, "more than %u Requests to rank %u", (unsigned)maxk, (unsigned)t);
            break;
        }
        send_one(t, k, sb);
        __atomic_add_fetch(&sends_done, 1, __ATOMIC_RELAXED);
    }
    free(sb);
    GASNET_BLOCKUNTIL(AM_LOAD(&replies_total) >= count);
    return NULL;
}

int main(int argc, char **argv)
{
    int ai = 1;
    if (argc > ai && (strcmp(argv[ai], "storm") == 0 || strcmp(argv[ai], "flood") == 0 ||
                      strcmp(argv[ai], "hot") == 0))
        mode = argv[ai++];
    if (argc > ai)
        count = (uint32_t)strtoul(argv[ai++], NULL, 10);
    if (argc > ai)
        nthreads = (unsigned)strtoul(argv[ai], NULL, 10);
    if (nthreads < 1 || nthreads > 16)
        nthreads = 1;
    am_start(&argc, &argv, "T_AM_STORM", segsize);
    exp_sum = calloc((size_t)am_n * maxk, sizeof *exp_sum);
    req_seen = calloc((size_t)am_n * maxk, 1);
    rep_seen = calloc((size_t)am_n * maxk, 1);
    recv_from = calloc(am_n, sizeof *recv_from);
    replies_from = calloc(am_n, sizeof *replies_from);
    sent_to = calloc(am_n, sizeof *sent_to);
    if (!exp_sum || !req_seen || !rep_seen || !recv_from || !replies_from || !sent_to)
        gasnet_exit(99);

    static gex_AM_Fn_t const f[3][17] = {AM_FNS17(rq_s), AM_FNS17(rq_m), AM_FNS17(rq_l)};
    static const gex_Flags_t cf[3] = {GEX_FLAG_AM_SHORT, GEX_FLAG_AM_MEDIUM, GEX_FLAG_AM_LONG};
    gex_AM_Entry_t table[3 * 17 + 3];
    size_t ne = 0;
    for (int c = 0; c < 3; c++)
        for (unsigned n = 0; n <= 16; n++)
            table[ne++] = (gex_AM_Entry_t){0, f[c][n], cf[c] | GEX_FLAG_AM_REQUEST, n, NULL, NULL};
    table[ne++] = (gex_AM_Entry_t){
        0, (gex_AM_Fn_t)rp_s, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 2, NULL, "rp_s"};
    table[ne++] = (gex_AM_Entry_t){
        0, (gex_AM_Fn_t)rp_m, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY, 2, NULL, "rp_m"};
    table[ne++] = (gex_AM_Entry_t){
        0, (gex_AM_Fn_t)rp_l, GEX_FLAG_AM_LONG | GEX_FLAG_AM_REPLY, 2, NULL, "rp_l"};
    int rc = gex_EP_RegisterHandlers(am_ep, table, ne);
    ok(rc == GASNET_OK, "registered %zu handlers (got %d)", ne, rc);
    for (int c = 0; c < 3; c++)
        for (unsigned n = 0; n <= 16; n++)
            req_ix[c][n] = table[c * 17 + n].gex_index;
    for (int c = 0; c < 3; c++)
        rep_ix[c] = table[51 + c].gex_index;
    tap_barrier();

    next_k = calloc(am_n, sizeof *next_k);
    if (!next_k)
        gasnet_exit(99);
    double t0 = am_now();
    pthread_t th[16];
    for (unsigned i = 1; i < nthreads; i++)
        if (pthread_create(&th[i], NULL, sender, (void *)(uintptr_t)i) != 0)
            gasnet_exit(99);
    sender((void *)(uintptr_t)0);
    for (unsigned i = 1; i < nthreads; i++)
        pthread_join(th[i], NULL);
    uint64_t my_sends = AM_LOAD(&sends_done);
    double t_sent = am_now() - t0; /* the threads have waited for every Reply too */
    GASNET_BLOCKUNTIL(AM_LOAD(&replies_total) >= my_sends);
    double t_replies = am_now() - t0;
    tap_barrier();
    double t_all = am_now() - t0;
    note("%s, %u ranks, %u Requests per rank from %u thread(s): sent in %.2f s, all my Replies "
         "after %.2f s, everybody done after %.2f s",
         mode, (unsigned)am_n, (unsigned)count, nthreads, t_sent, t_replies, t_all);

    counts_t *mine = (counts_t *)(am_local[am_me] + TAP_RESERVED);
    for (gex_Rank_t r = 0; r < am_n; r++) {
        mine->sent_to[r] = sent_to[r];
        mine->recv_from[r] = recv_from[r];
    }
    tap_barrier();
    unsigned bad_req = 0, bad_rep = 0;
    for (gex_Rank_t r = 0; r < am_n; r++) {
        const counts_t *theirs = (const counts_t *)(am_local[r] + TAP_RESERVED);
        if (recv_from[r] != theirs->sent_to[am_me]) {
            if (!bad_req++)
                diag("rank %u handled %llu Requests from rank %u, which sent %llu", (unsigned)am_me,
                     (unsigned long long)recv_from[r], (unsigned)r,
                     (unsigned long long)theirs->sent_to[am_me]);
        }
        if (replies_from[r] != sent_to[r]) {
            if (!bad_rep++)
                diag("rank %u got %llu Replies from rank %u for %llu Requests", (unsigned)am_me,
                     (unsigned long long)replies_from[r], (unsigned)r,
                     (unsigned long long)sent_to[r]);
        }
    }
    ok(my_sends == count, "every rank sent %u Requests (%llu)", (unsigned)count,
       (unsigned long long)my_sends);
    ok(bad_req == 0, "Requests handled == Requests sent, for every (sender, target) pair");
    ok(bad_rep == 0, "Replies received == Requests sent, for every (sender, target) pair");
    am_bucket_ok(B_DUP, "no Request handled twice, no Reply received twice");
    am_bucket_ok(B_REQ, "every Request arrived as sent (handler, arguments, size, buf) and its "
                        "Reply call returned 0");
    am_bucket_ok(B_REP, "every Reply arrived as sent (category, payload)");
    am_bucket_ok(B_SUM, "every Request handler saw the payload/arguments that were sent "
                        "(checksums)");
    free(next_k);
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
