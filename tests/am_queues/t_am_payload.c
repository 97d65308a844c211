/* t_am_payload: Medium and Long payloads of every interesting size, lc_opt
 * variants, Request -> Reply chains across categories, ping-pong.
 *
 *   pshmrun -n N t_am_payload
 *
 * One Request handler per category (8 arguments) says what it got and
 * replies as the arguments ask: category, size, destination offset in the
 * requester's segment, and lc_opt (GEX_EVENT_NOW or a pointer; events made
 * in handlers are synced later by the main line). One Reply handler per
 * category (5 arguments) checks the reply. Every payload byte depends on
 * (sender, sequence number, size); every message has a sequence number
 * unique per sender, and the Reply handler checks that each arrives once.
 *
 * Phases (each rank to every rank including itself):
 *   1. Medium Requests of sizes 0..gex_AM_MaxRequestMedium, lc_opt NOW,
 *      GROUP and &event (Wait and Test), source overwritten once the call
 *      (and its event) completes: the handler must still see the original;
 *      buf 16-byte aligned ("aligned for any type");
 *   2. Medium Replies of sizes 0..gex_AM_MaxReplyMedium;
 *   3. Long Requests of 0..3 MiB at several offsets of the peer's segment:
 *      buf == dest_addr exactly (also for nbytes == 0 with dest_addr NULL
 *      or outside any segment), data in place when the handler runs;
 *   4. Long Replies into the requester's segment;
 *   5. every Request category x every Reply category;
 *   6. 1000 ping-pongs with the next rank, categories rotating.
 * A payload of 0 bytes is always sent with source_addr NULL (it is ignored).
 */
#include "am_common.h"

enum { C_SHORT, C_MEDIUM, C_LONG, NCAT };
static const char *const cat_name[NCAT] = {"Short", "Medium", "Long"};
enum { LC_NOW, LC_PTR, LC_GROUP };
static const char *const lc_name[3] = {"GEX_EVENT_NOW", "&event", "GEX_EVENT_GROUP"};

enum { B_RC, B_REQ, B_REP, B_TOKEN, B_EVENT, B_DUP, B_MAXREPLY };

#define REG    ((uintptr_t)4 << 20) /* per peer Long region: 3 MiB + offsets */
#define LREQ   ((uintptr_t)TAP_RESERVED)
#define LREP   (LREQ + (uintptr_t)am_n * REG)
#define MAXSEQ 100000

static uintptr_t segsize(gex_Rank_t n)
{
    return TAP_RESERVED + 2 * (uintptr_t)n * REG;
}

static gex_AM_Index_t req_idx[NCAT], rep_idx[NCAT];
static volatile unsigned replies_got;
static uint8_t *rep_seen; /* [replier * MAXSEQ + seq] */
static unsigned seq_next;

/* Events made by Replies in handlers, synced by the main line. */
#define MAXPEND 4096
static struct {
    gex_Event_t ev;
    void *buf;
} pend[MAXPEND];
static unsigned npend;

static uint32_t req_seed(gex_Rank_t src, uint32_t seq, size_t size)
{
    return am_seed(src, seq, (uint32_t)size, 1);
}
static uint32_t rep_seed(gex_Rank_t src, uint32_t seq, size_t size)
{
    return am_seed(src, seq, (uint32_t)size, 2);
}

static gex_Rank_t token_src(gex_Token_t t, int is_req, int cat)
{
    gex_Token_Info_t info;
    gex_TI_t got = gex_Token_Info(t, &info, GEX_TI_ALL);
    if (got != GEX_TI_ALL || info.gex_srcrank >= am_n || info.gex_ep != am_ep ||
        info.gex_is_req != (unsigned)is_req || info.gex_is_long != (cat == C_LONG ? 1u : 0u) ||
        !info.gex_entry || info.gex_entry->gex_index != (is_req ? req_idx[cat] : rep_idx[cat])) {
        am_fail(B_TOKEN, "%s %s: token info mask %#x srcrank %u is_req %u is_long %u",
                cat_name[cat], is_req ? "Request" : "Reply", (unsigned)got,
                (unsigned)info.gex_srcrank, info.gex_is_req, info.gex_is_long);
        return GEX_RANK_INVALID;
    }
    return info.gex_srcrank;
}

/* Payload checks shared by Requests and Replies. */
static void check_payload(int b, const char *what, int cat, void *buf, size_t nbytes, size_t want,
                          void *dest, uint32_t seed, gex_Rank_t src, uint32_t seq)
{
    if (nbytes != want) {
        am_fail(b, "%s %s seq %u from %u: nbytes %zu, want %zu", cat_name[cat], what, (unsigned)seq,
                (unsigned)src, nbytes, want);
        return;
    }
    if (cat == C_MEDIUM && nbytes && !am_aligned16(buf))
        am_fail(b, "Medium %s of %zu bytes: buf %p not 16-byte aligned", what, nbytes, buf);
    if (cat == C_LONG && buf != dest) {
        am_fail(b, "Long %s of %zu bytes: buf %p, dest_addr was %p", what, nbytes, buf, dest);
        return;
    }
    long bad = nbytes ? am_check(buf, nbytes, seed) : -1;
    if (bad >= 0)
        am_fail(b, "%s %s of %zu bytes seq %u from rank %u: byte %ld differs", cat_name[cat], what,
                nbytes, (unsigned)seq, (unsigned)src, bad);
}

/* a0 seq, a1 size, a2 reply category, a3 reply size, a4 reply offset in
 * the requester's segment, a5 reply lc mode, a6/a7 dest_addr as given */
static void req_body(int cat, gex_Token_t t, void *buf, size_t nbytes, const gex_AM_Arg_t *a)
{
    gex_Rank_t src = token_src(t, 1, cat);
    if (src == GEX_RANK_INVALID)
        return;
    uint32_t seq = (uint32_t)a[0];
    if (cat != C_SHORT)
        check_payload(B_REQ, "Request", cat, buf, nbytes, (uint32_t)a[1], AM_PTR(a[6], a[7]),
                      req_seed(src, seq, (uint32_t)a[1]), src, seq);
    int pc = a[2];
    size_t psz = (uint32_t)a[3];
    void *dest = am_owner[src] + (uint32_t)a[4];
    int lc = a[5];
    gex_Event_t ev = GEX_EVENT_NO_OP, *lcp = lc == LC_PTR ? &ev : GEX_EVENT_NOW;
    if (pc == C_MEDIUM && gex_Token_MaxReplyMedium(t, lcp, 0, 5) < psz)
        am_fail(B_MAXREPLY, "gex_Token_MaxReplyMedium = %zu < %zu",
                gex_Token_MaxReplyMedium(t, lcp, 0, 5), psz);
    if (pc == C_LONG && gex_Token_MaxReplyLong(t, lcp, 0, 5) < psz)
        am_fail(B_MAXREPLY, "gex_Token_MaxReplyLong = %zu < %zu",
                gex_Token_MaxReplyLong(t, lcp, 0, 5), psz);
    void *pb = NULL; /* nbytes 0: source_addr NULL (it is ignored) */
    if (pc != C_SHORT && psz) {
        pb = malloc(psz);
        if (!pb)
            gasnet_exit(99);
        am_fill(pb, psz, rep_seed(am_me, seq, psz));
    }
    int rc;
    if (pc == C_SHORT)
        rc = gex_AM_ReplyShort5(t, rep_idx[pc], 0, seq, psz, 0, 0, 0);
    else if (pc == C_MEDIUM)
        rc = gex_AM_ReplyMedium5(t, rep_idx[pc], pb, psz, lcp, 0, seq, psz, 0, 0, 0);
    else
        rc = gex_AM_ReplyLong5(t, rep_idx[pc], pb, psz, dest, lcp, 0, seq, psz, AM_HI(dest),
                               AM_LO(dest), 0);
    if (rc != 0)
        am_fail(B_RC, "%s Reply returned %d", cat_name[pc], rc);
    if (pc != C_SHORT && lc == LC_PTR) {
        if (ev == GEX_EVENT_NO_OP)
            am_fail(B_EVENT, "%s Reply with lc_opt &event did not write the event", cat_name[pc]);
        if (npend < MAXPEND) {
            pend[npend].ev = ev == GEX_EVENT_NO_OP ? GEX_EVENT_INVALID : ev;
            pend[npend++].buf = pb;
        } else {
            am_fail(B_EVENT, "too many pending Reply events");
        }
    } else if (pb) {
        memset(pb, 0xEE, psz); /* free again: the Reply must have its own copy */
        free(pb);
    }
}

static void rep_body(int cat, gex_Token_t t, void *buf, size_t nbytes, const gex_AM_Arg_t *a)
{
    gex_Rank_t src = token_src(t, 0, cat);
    if (src == GEX_RANK_INVALID)
        return;
    uint32_t seq = (uint32_t)a[0];
    if (cat != C_SHORT)
        check_payload(B_REP, "Reply", cat, buf, nbytes, (uint32_t)a[1], AM_PTR(a[2], a[3]),
                      rep_seed(src, seq, (uint32_t)a[1]), src, seq);
    if (seq >= MAXSEQ || rep_seen[(size_t)src * MAXSEQ + seq]++)
        am_fail(B_DUP, "Reply seq %u from rank %u seen twice (or out of range)", (unsigned)seq,
                (unsigned)src);
    replies_got++;
}

#define P8                                                                                         \
    , gex_AM_Arg_t a0, gex_AM_Arg_t a1, gex_AM_Arg_t a2, gex_AM_Arg_t a3, gex_AM_Arg_t a4,         \
        gex_AM_Arg_t a5, gex_AM_Arg_t a6, gex_AM_Arg_t a7
#define V8                                                                                         \
    {                                                                                              \
        a0, a1, a2, a3, a4, a5, a6, a7                                                             \
    }
#define P5 , gex_AM_Arg_t a0, gex_AM_Arg_t a1, gex_AM_Arg_t a2, gex_AM_Arg_t a3, gex_AM_Arg_t a4
#define V5                                                                                         \
    {                                                                                              \
        a0, a1, a2, a3, a4                                                                         \
    }
static void req_short(gex_Token_t t P8)
{
    const gex_AM_Arg_t v[8] = V8;
    req_body(C_SHORT, t, NULL, 0, v);
}
static void req_med(gex_Token_t t, void *buf, size_t nbytes P8)
{
    const gex_AM_Arg_t v[8] = V8;
    req_body(C_MEDIUM, t, buf, nbytes, v);
}
static void req_long(gex_Token_t t, void *buf, size_t nbytes P8)
{
    const gex_AM_Arg_t v[8] = V8;
    req_body(C_LONG, t, buf, nbytes, v);
}
static void rep_short(gex_Token_t t P5)
{
    const gex_AM_Arg_t v[5] = V5;
    rep_body(C_SHORT, t, NULL, 0, v);
}
static void rep_med(gex_Token_t t, void *buf, size_t nbytes P5)
{
    const gex_AM_Arg_t v[5] = V5;
    rep_body(C_MEDIUM, t, buf, nbytes, v);
}
static void rep_long(gex_Token_t t, void *buf, size_t nbytes P5)
{
    const gex_AM_Arg_t v[5] = V5;
    rep_body(C_LONG, t, buf, nbytes, v);
}

/* Sources kept until the end of a phase (lc GROUP: no NBI sync yet). */
static void *keep[MAXPEND];
static unsigned nkeep;

/* Wait until an lc event completes: gex_Event_Wait, or gex_Event_Test in a
 * polling loop (Test itself does not poll); 0 on success. */
static int sync_event(gex_Event_t ev, int use_test)
{
    if (!use_test) {
        gex_Event_Wait(ev);
        return 0;
    }
    double t0 = am_now();
    while (gex_Event_Test(ev) != 0) {
        if (am_now() - t0 > 30)
            return -1;
        gasnet_AMPoll();
    }
    return 0;
}

/* One Request to rank r; returns its sequence number. */
static uint32_t send_req(gex_Rank_t r, int qc, size_t qsz, void *dest, int lc, int pc, size_t psz,
                         uintptr_t poff, int plc)
{
    uint32_t seq = seq_next++;
    void *sb = NULL; /* nbytes 0: source_addr NULL (it is ignored) */
    if (qc != C_SHORT && qsz) {
        sb = malloc(qsz);
        if (!sb)
            gasnet_exit(99);
        am_fill(sb, qsz, req_seed(am_me, seq, qsz));
    }
    gex_Event_t ev = GEX_EVENT_NO_OP;
    gex_Event_t *lcp = lc == LC_NOW ? GEX_EVENT_NOW : lc == LC_GROUP ? GEX_EVENT_GROUP : &ev;
    int rc;
    if (qc == C_SHORT)
        rc = gex_AM_RequestShort8(am_tm, r, req_idx[qc], 0, seq, qsz, pc, psz, poff, plc,
                                  AM_HI(dest), AM_LO(dest));
    else if (qc == C_MEDIUM)
        rc = gex_AM_RequestMedium8(am_tm, r, req_idx[qc], sb, qsz, lcp, 0, seq, qsz, pc, psz, poff,
                                   plc, AM_HI(dest), AM_LO(dest));
    else
        rc = gex_AM_RequestLong8(am_tm, r, req_idx[qc], sb, qsz, dest, lcp, 0, seq, qsz, pc, psz,
                                 poff, plc, AM_HI(dest), AM_LO(dest));
    if (rc != 0)
        am_fail(B_RC, "%s Request of %zu bytes to rank %u (lc %s) returned %d", cat_name[qc], qsz,
                (unsigned)r, lc_name[lc], rc);
    if (lc == LC_PTR && qc != C_SHORT) {
        if (ev == GEX_EVENT_NO_OP)
            am_fail(B_EVENT, "%s Request with lc_opt &event did not write the event", cat_name[qc]);
        else if (sync_event(ev, seq % 2) != 0)
            am_fail(B_EVENT, "gex_Event_Test of a %s Request's lc event never succeeded",
                    cat_name[qc]);
    }
    if (lc == LC_GROUP && sb) {
        if (nkeep < MAXPEND)
            keep[nkeep++] = sb;
        else
            free(sb);
    } else if (sb) {
        memset(sb, 0xEE, qsz); /* locally complete: the source may be reused */
        free(sb);
    }
    return seq;
}

/* End of a batch: all replies in, pending Reply events synced. */
static void finish_batch(unsigned want)
{
    GASNET_BLOCKUNTIL(replies_got >= want);
    for (unsigned i = 0; i < npend; i++) {
        if (sync_event(pend[i].ev, i % 2) != 0)
            am_fail(B_EVENT, "gex_Event_Test of a Reply's lc event never succeeded");
        if (pend[i].buf)
            memset(pend[i].buf, 0xEE, 1);
        free(pend[i].buf);
    }
    npend = 0;
}

static void end_phase(const char *phase, unsigned sent)
{
    for (unsigned i = 0; i < nkeep; i++)
        free(keep[i]);
    nkeep = 0;
    tap_barrier();
    ok(replies_got == sent, "%s: %u Replies for %u Requests", phase, (unsigned)replies_got, sent);
    am_bucket_ok(B_RC, "%s: every Request and Reply call returned 0", phase);
    am_bucket_ok(B_REQ, "%s: Request payloads intact (size, alignment, buf, bytes)", phase);
    am_bucket_ok(B_REP, "%s: Reply payloads intact (size, alignment, buf, bytes)", phase);
    am_bucket_ok(B_TOKEN, "%s: token info right in every handler", phase);
    am_bucket_ok(B_EVENT, "%s: every lc_opt event written (real or INVALID) and synced", phase);
    am_bucket_ok(B_DUP, "%s: no Reply arrived twice", phase);
    am_bucket_ok(B_MAXREPLY, "%s: gex_Token_MaxReply* >= every Reply size sent", phase);
    tap_barrier();
}

static const size_t msizes[] = {0,    1,    7,    8,    15,   16,   159,   160,   161,  1000,
                                1951, 1952, 1953, 2048, 4095, 4096, 32768, 65535, 65536};
static const size_t lsizes[] = {
    0, 1, 7, 8, 4095, 4096, 4097, 65537, (1u << 20) + 3, (3u << 20) + 1};
static const uintptr_t loffs[] = {0, 1, 8, 4093};

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AM_PAYLOAD", segsize);
    note("%u ranks", (unsigned)am_n);
    rep_seen = calloc((size_t)am_n * MAXSEQ, 1);
    if (!rep_seen)
        gasnet_exit(99);
    gex_AM_Entry_t table[6] = {
        {0, (gex_AM_Fn_t)req_short, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 8, NULL, "req_short"},
        {0, (gex_AM_Fn_t)req_med, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REQUEST, 8, NULL, "req_med"},
        {0, (gex_AM_Fn_t)req_long, GEX_FLAG_AM_LONG | GEX_FLAG_AM_REQUEST, 8, NULL, "req_long"},
        {0, (gex_AM_Fn_t)rep_short, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 5, NULL, "rep_short"},
        {0, (gex_AM_Fn_t)rep_med, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY, 5, NULL, "rep_med"},
        {0, (gex_AM_Fn_t)rep_long, GEX_FLAG_AM_LONG | GEX_FLAG_AM_REPLY, 5, NULL, "rep_long"}};
    int rc = gex_EP_RegisterHandlers(am_ep, table, 6);
    ok(rc == GASNET_OK, "registered 6 handlers (got %d)", rc);
    for (int c = 0; c < NCAT; c++) {
        req_idx[c] = table[c].gex_index;
        rep_idx[c] = table[3 + c].gex_index;
    }
    tap_barrier();

    /* limits used below */
    size_t maxreq = (size_t)-1, maxrep = (size_t)-1, maxlreq = (size_t)-1, maxlrep = (size_t)-1;
    gex_Event_t dummy;
    for (gex_Rank_t r = 0; r < am_n; r++) {
        gex_Event_t *lcs[3] = {GEX_EVENT_NOW, &dummy, GEX_EVENT_GROUP};
        for (int l = 0; l < 3; l++) {
            size_t m = gex_AM_MaxRequestMedium(am_tm, r, lcs[l], 0, 8);
            if (m < maxreq)
                maxreq = m;
            m = gex_AM_MaxRequestLong(am_tm, r, lcs[l], 0, 8);
            if (m < maxlreq)
                maxlreq = m;
            if (l < 2) {
                m = gex_AM_MaxReplyMedium(am_tm, r, lcs[l], 0, 5);
                if (m < maxrep)
                    maxrep = m;
                m = gex_AM_MaxReplyLong(am_tm, r, lcs[l], 0, 5);
                if (m < maxlrep)
                    maxlrep = m;
            }
        }
    }
    note("Max Medium Request %zu, Reply %zu; Max Long Request %zu, Reply %zu", maxreq, maxrep,
         maxlreq, maxlrep);
    ok(maxreq >= 512 && maxrep >= 512, "Max Medium Request/Reply >= 512");
    ok(maxlreq >= lsizes[9] + 4096 && maxlrep >= lsizes[9] + 4096,
       "Max Long Request/Reply >= %zu (the largest Long sent here)", lsizes[9] + 4096);

    /* 1. Medium Requests */
    unsigned sent = 0;
    int n_sizes = 0;
    for (int lc = 0; lc < 3; lc++)
        for (size_t i = 0; i < sizeof msizes / sizeof msizes[0]; i++) {
            size_t sz = msizes[i];
            if (sz > maxreq)
                continue;
            n_sizes += lc == 0;
            for (gex_Rank_t k = 0; k < am_n; k++) {
                send_req((am_me + k) % am_n, C_MEDIUM, sz, NULL, lc, C_SHORT, 0, 0, LC_NOW);
                sent++;
            }
        }
    for (int lc = 0; lc < 3; lc++) /* and exactly the maximum */
        for (gex_Rank_t k = 0; k < am_n; k++, sent++)
            send_req((am_me + k) % am_n, C_MEDIUM, maxreq, NULL, lc, C_SHORT, 0, 0, LC_NOW);
    finish_batch(sent);
    note("Medium Request sizes: %d of the list, and the maximum %zu", n_sizes, maxreq);
    end_phase("Medium Requests, lc_opt NOW/&event/GROUP", sent);

    /* 2. Medium Replies */
    for (int lc = 0; lc < 2; lc++) {
        for (size_t i = 0; i <= sizeof msizes / sizeof msizes[0]; i++) {
            size_t sz = i < sizeof msizes / sizeof msizes[0] ? msizes[i] : maxrep;
            if (sz > maxrep)
                continue;
            for (gex_Rank_t k = 0; k < am_n; k++, sent++)
                send_req((am_me + k) % am_n, C_SHORT, 0, NULL, LC_NOW, C_MEDIUM, sz, 0, lc);
        }
    }
    finish_batch(sent);
    end_phase("Medium Replies of 0..max bytes, lc_opt NOW/&event", sent);

    /* 3. Long Requests: one per peer in flight, so regions never overlap */
    for (int lc = 0; lc < 3; lc++)
        for (size_t i = 0; i < sizeof lsizes / sizeof lsizes[0]; i++)
            for (size_t o = 0; o < sizeof loffs / sizeof loffs[0]; o++) {
                for (gex_Rank_t k = 0; k < am_n; k++, sent++) {
                    gex_Rank_t r = (am_me + k) % am_n;
                    void *dest = am_owner[r] + LREQ + am_me * REG + loffs[o];
                    send_req(r, C_LONG, lsizes[i], dest, lc, C_SHORT, 0, 0, LC_NOW);
                }
                finish_batch(sent);
            }
    /* nbytes == 0: dest_addr reaches the handler exactly as given */
    for (int d = 0; d < 3; d++)
        for (gex_Rank_t k = 0; k < am_n; k++, sent++) {
            gex_Rank_t r = (am_me + 1 + k) % am_n;
            void *dest = d == 0   ? NULL
                         : d == 1 ? (void *)(uintptr_t)0xdeadbeef0ull
                                  : (void *)(am_owner[r] + am_size[r]);
            send_req(r, C_LONG, 0, dest, d % 2 ? LC_PTR : LC_NOW, C_SHORT, 0, 0, LC_NOW);
        }
    finish_batch(sent);
    end_phase("Long Requests of 0..3 MiB at offsets 0/1/8/4093 (and nbytes 0 to NULL, to a "
              "non-segment address, to the segment end)",
              sent);

    /* 4. Long Replies into the requester's segment */
    for (int lc = 0; lc < 2; lc++)
        for (size_t i = 0; i < sizeof lsizes / sizeof lsizes[0]; i++)
            for (size_t o = 0; o < sizeof loffs / sizeof loffs[0]; o += 1 + (size_t)lc) {
                for (gex_Rank_t k = 0; k < am_n; k++, sent++) {
                    gex_Rank_t r = (am_me + k) % am_n;
                    uintptr_t off = LREP + r * REG + loffs[o];
                    send_req(r, C_SHORT, 0, NULL, LC_NOW, C_LONG, lsizes[i], off, lc);
                }
                finish_batch(sent);
            }
    end_phase("Long Replies of 0..3 MiB into the requester's segment, lc_opt NOW/&event", sent);

    /* 5. every Request category x every Reply category */
    static const size_t qsz[NCAT] = {0, 3000, 5000}, psz[NCAT] = {0, 2500, 7001};
    for (int qc = 0; qc < NCAT; qc++)
        for (int pc = 0; pc < NCAT; pc++) {
            for (gex_Rank_t k = 0; k < am_n; k++, sent++) {
                gex_Rank_t r = (am_me + k) % am_n;
                void *dest = am_owner[r] + LREQ + am_me * REG + 64;
                send_req(r, qc, qsz[qc], dest, LC_NOW, pc, psz[pc], LREP + r * REG + 32,
                         (qc + pc) % 2 ? LC_PTR : LC_NOW);
            }
            finish_batch(sent);
        }
    end_phase("Request -> Reply chains, every Request category x every Reply category", sent);

    /* 6. ping-pong with the next rank */
    gex_Rank_t peer = (am_me + 1) % am_n;
    double t0 = am_now();
    for (unsigned i = 0; i < 1000; i++, sent++) {
        int qc = i % 3, pc = (i / 3) % 3;
        void *dest = am_owner[peer] + LREQ + am_me * REG + (i % 64);
        send_req(peer, qc, 17 + i % 300, dest, LC_NOW, pc, 33 + i % 500,
                 LREP + peer * REG + (i % 128), LC_NOW);
        finish_batch(sent + 1);
    }
    note("1000 round trips with rank %u in %.3f s", (unsigned)peer, am_now() - t0);
    end_phase("1000 ping-pongs with the next rank (categories rotating)", sent);

    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
