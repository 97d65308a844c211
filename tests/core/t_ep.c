/* t_ep: non-primordial endpoints (gex_EP_Create), their queries, their own
 * AM handler tables and queues, and TM-pair AM routing by endpoint index
 * (a GASNET_PAR client).
 *
 *   pshmrun -n N t_ep
 *
 *  - queries of the primordial endpoint (index 0, every capability);
 *  - gex_EP_Create with every non-empty combination of the five
 *    GEX_EP_CAPABILITY_* bits (31) plus GEX_EP_CAPABILITY_ALL: indices 1, 2,
 *    ... in creation order, QueryClient/Flags (ACCEL hints returned)/
 *    Segment/Capabilities/CData; bad arguments (capabilities 0, unknown
 *    capability bits, unknown flags) give GASNET_ERR_BAD_ARG and leave *ep_p
 *    alone; creating past GASNET_MAXEPS gives GASNET_ERR_RESOURCE;
 *  - handler tables are per endpoint: the same fixed index registers on
 *    two endpoints, twice on one is refused;
 *  - per-thread endpoints: 4 threads per rank, thread k drives endpoint k+1
 *    and sends Short, Medium (inline and pool sizes) and Long (into the
 *    Attach segment's memory, which endpoints 1..4 bind) Requests to endpoint k+1 of every rank;
 * each handler checks it runs on that endpoint's table (gex_cdata) and endpoint (gex_Token_Info),
 * and replies; each Reply must come back to the sending endpoint; counts exact on every endpoint;
 *  - TM-pair routing: from endpoint i to endpoint j of every rank, for
 *    every pair (i, j) of AM-capable endpoints 0..4: the Request runs j's
 *    handler, the Reply i's; TM-pair values and gex_TM_QueryEP /
 *    gex_TM_QueryClient on them;
 *  - gex_TM_Create over endpoint 2 of every process (reversed order): its
 *    queries and AMs through it land on endpoint 2.
 */
#define GASNET_PAR 1
#include "../am_queues/am_common.h"

#include <pthread.h>

#define NTHREADS       4
#define PER_PEER       40    /* Requests of each category per (thread, peer) */
#define MED_MAX        9000  /* Medium sizes up to this: inline and pool buffers */
#define LONG_MAX_BYTES 4096  /* Long payload region per (sender, thread) */
#define SCRATCH_BYTES  65536 /* collective scratch of the gex_TM_Create team */
#define H_REQ_SHORT    200
#define H_REQ_MEDIUM   201
#define H_REQ_LONG     202
#define H_REPLY        203
#define H_PAIR_REQ     204
#define H_PAIR_REPLY   205
#define H_PAIR_MED     206

enum { B_HANDLER };

static gex_EP_t ep_of[GASNET_MAXEPS]; /* this process's endpoints by index */
static long received[GASNET_MAXEPS];  /* Requests handled per endpoint */
static long replies[GASNET_MAXEPS];   /* Replies handled per endpoint */

static uintptr_t segsize(gex_Rank_t n)
{
    return TAP_RESERVED + (uintptr_t)n * NTHREADS * LONG_MAX_BYTES + SCRATCH_BYTES;
}

/* Long destination region of (sender, thread) in every rank's segment. */
static uintptr_t long_offset(gex_Rank_t sender, unsigned thread)
{
    return TAP_RESERVED + ((uintptr_t)sender * NTHREADS + thread) * LONG_MAX_BYTES;
}

/* The endpoint a handler runs on must be the one whose table holds it:
 * gex_cdata is the index the entry was registered on. */
static gex_EP_Index_t handler_ep(gex_Token_t t, const char *what)
{
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_ALL);
    gex_EP_Index_t want = (gex_EP_Index_t)(uintptr_t)info.gex_entry->gex_cdata;
    gex_EP_Index_t got = gex_EP_QueryIndex(info.gex_ep);
    if (got != want || info.gex_ep != ep_of[want])
        am_fail(B_HANDLER, "%s: handler of endpoint %u's table ran on endpoint %u", what,
                (unsigned)want, (unsigned)got);
    return got;
}

static void req_short(gex_Token_t t, gex_AM_Arg_t sender, gex_AM_Arg_t thread, gex_AM_Arg_t seq)
{
    gex_EP_Index_t e = handler_ep(t, "Short Request");
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_SRCRANK);
    if ((gex_Rank_t)sender != info.gex_srcrank || (unsigned)thread + 1 != e || seq < 0)
        am_fail(B_HANDLER, "Short: sender %d thread %d on endpoint %u from rank %u", sender, thread,
                (unsigned)e, info.gex_srcrank);
    __atomic_add_fetch(&received[e], 1, __ATOMIC_RELAXED);
    gex_AM_ReplyShort1(t, H_REPLY, 0, (gex_AM_Arg_t)e);
}

static void req_medium(gex_Token_t t, void *buf, size_t n, gex_AM_Arg_t sender, gex_AM_Arg_t thread,
                       gex_AM_Arg_t seq)
{
    gex_EP_Index_t e = handler_ep(t, "Medium Request");
    long bad = am_check(buf, n, am_seed((uint32_t)sender, (uint32_t)thread, (uint32_t)seq, 1));
    if (bad >= 0 || (unsigned)thread + 1 != e)
        am_fail(B_HANDLER, "Medium of %zu bytes from rank %d thread %d: byte %ld wrong", n, sender,
                thread, bad);
    __atomic_add_fetch(&received[e], 1, __ATOMIC_RELAXED);
    gex_AM_ReplyShort1(t, H_REPLY, 0, (gex_AM_Arg_t)e);
}

static void req_long(gex_Token_t t, void *buf, size_t n, gex_AM_Arg_t sender, gex_AM_Arg_t thread,
                     gex_AM_Arg_t seq)
{
    gex_EP_Index_t e = handler_ep(t, "Long Request");
    char *want = am_local[am_me] + long_offset((gex_Rank_t)sender, (unsigned)thread);
    long bad = am_check(buf, n, am_seed((uint32_t)sender, (uint32_t)thread, (uint32_t)seq, 2));
    if ((char *)buf != want || bad >= 0 || (unsigned)thread + 1 != e)
        am_fail(B_HANDLER, "Long of %zu bytes from rank %d thread %d at %p (want %p): byte %ld", n,
                sender, thread, buf, (void *)want, bad);
    __atomic_add_fetch(&received[e], 1, __ATOMIC_RELAXED);
    gex_AM_ReplyShort1(t, H_REPLY, 0, (gex_AM_Arg_t)e);
}

/* The Reply must run on the endpoint that sent the Request, which is the
 * endpoint index the Request ran on (thread k's endpoints match). */
static void reply_h(gex_Token_t t, gex_AM_Arg_t remote_ep)
{
    gex_EP_Index_t e = handler_ep(t, "Reply");
    if ((gex_EP_Index_t)remote_ep != e)
        am_fail(B_HANDLER, "Reply for a Request handled on endpoint %d ran on endpoint %u",
                remote_ep, (unsigned)e);
    __atomic_add_fetch(&replies[e], 1, __ATOMIC_RELEASE);
}

/* TM-pair routing: args (sender's endpoint, target endpoint named). */
static long pair_seen[GASNET_MAXEPS][GASNET_MAXEPS]; /* [from][to] Requests handled here */
static long pair_back[GASNET_MAXEPS][GASNET_MAXEPS]; /* [from][to] Replies handled here */

static void pair_req(gex_Token_t t, gex_AM_Arg_t from, gex_AM_Arg_t to)
{
    gex_EP_Index_t e = handler_ep(t, "TM-pair Request");
    if ((gex_EP_Index_t)to != e)
        am_fail(B_HANDLER, "a Request for endpoint %d ran on endpoint %u", to, (unsigned)e);
    __atomic_add_fetch(&pair_seen[from][to], 1, __ATOMIC_RELAXED);
    gex_AM_ReplyShort2(t, H_PAIR_REPLY, 0, from, to);
}

static void pair_reply(gex_Token_t t, gex_AM_Arg_t from, gex_AM_Arg_t to)
{
    gex_EP_Index_t e = handler_ep(t, "TM-pair Reply");
    if ((gex_EP_Index_t)from != e)
        am_fail(B_HANDLER, "the Reply to endpoint %d ran on endpoint %u", from, (unsigned)e);
    __atomic_add_fetch(&pair_back[from][to], 1, __ATOMIC_RELEASE);
}

static void pair_med(gex_Token_t t, void *buf, size_t n, gex_AM_Arg_t from, gex_AM_Arg_t to)
{
    const unsigned char *b = buf;
    if (n != 16 || b[0] != 0x5a || b[15] != 0x5a)
        am_fail(B_HANDLER, "NPAM Medium of %zu bytes with a wrong payload", n);
    pair_req(t, from, to);
}

static void register_on(gex_EP_t ep)
{
    const void *cd = (const void *)(uintptr_t)gex_EP_QueryIndex(ep);
    gex_AM_Entry_t t[] = {
        {H_REQ_SHORT, (gex_AM_Fn_t)req_short, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 3, cd,
         "req_short"},
        {H_REQ_MEDIUM, (gex_AM_Fn_t)req_medium, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REQUEST, 3, cd,
         "req_medium"},
        {H_REQ_LONG, (gex_AM_Fn_t)req_long, GEX_FLAG_AM_LONG | GEX_FLAG_AM_REQUEST, 3, cd,
         "req_long"},
        {H_REPLY, (gex_AM_Fn_t)reply_h, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 1, cd, "reply"},
        {H_PAIR_REQ, (gex_AM_Fn_t)pair_req, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 2, cd,
         "pair_req"},
        {H_PAIR_REPLY, (gex_AM_Fn_t)pair_reply, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 2, cd,
         "pair_reply"},
        {H_PAIR_MED, (gex_AM_Fn_t)pair_med, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REQUEST, 2, cd,
         "pair_med"},
    };
    int rc = gex_EP_RegisterHandlers(ep, t, sizeof t / sizeof t[0]);
    if (rc != GASNET_OK) {
        fprintf(stderr, "# rank %u: gex_EP_RegisterHandlers on endpoint %u: %d\n", am_me,
                (unsigned)gex_EP_QueryIndex(ep), rc);
        gasnet_exit(99);
    }
}

/* ---- creation and queries ---- */

static void test_primordial(void)
{
    ok(gex_EP_QueryIndex(am_ep) == 0 && gex_EP_QueryCapabilities(am_ep) == GEX_EP_CAPABILITY_ALL,
       "primordial endpoint: index 0, capabilities GEX_EP_CAPABILITY_ALL");
    ok(GASNET_MAXEPS >= 64, "GASNET_MAXEPS is %d (at least 64)", GASNET_MAXEPS);
}

/* Creates endpoints 1..4 (AM, the per-thread ones), then one per
 * capability combination; returns how many exist. */
static unsigned test_create(void)
{
    unsigned next = 1, bad_index = 0, bad_query = 0;
    for (unsigned k = 0; k < NTHREADS; k++) {
        gex_EP_t ep = NULL;
        int rc = gex_EP_Create(&ep, am_client, GEX_EP_CAPABILITY_AM | GEX_EP_CAPABILITY_RMA, 0);
        if (rc != GASNET_OK || !ep || gex_EP_QueryIndex(ep) != next)
            bad_index++;
        else
            ep_of[next] = ep;
        next++;
    }
    ok(bad_index == 0, "gex_EP_Create(AM|RMA) x %d: GASNET_OK, indices 1..%d", NTHREADS, NTHREADS);
    /* A Long lands in the target endpoint's bound segment: each of these
     * endpoints binds this process's Attach segment again (client memory
     * of gex_Segment_Create), so the Longs of test_threads reach it. */
    unsigned bad_bind = 0;
    for (unsigned e = 1; e <= NTHREADS; e++) {
        gex_Segment_t s = GEX_SEGMENT_INVALID;
        int rc = gex_Segment_Create(&s, am_client, gex_Segment_QueryAddr(am_seg),
                                    gex_Segment_QuerySize(am_seg), GEX_MK_HOST, 0);
        bad_bind += rc != GASNET_OK || !ep_of[e] || gex_EP_BindSegment(ep_of[e], s, 0) != GASNET_OK;
    }
    bad_bind += gex_EP_PublishBoundSegment(am_tm, &ep_of[1], NTHREADS, 0) != GASNET_OK;
    ok(bad_bind == 0, "endpoints 1..%d bind the Attach segment's memory and publish it", NTHREADS);
    bad_index = 0;
    for (gex_EP_Capabilities_t caps = 1; caps <= GEX_EP_CAPABILITY_ALL; caps++) {
        gex_EP_t ep = NULL;
        gex_Flags_t hint = (caps & 1) ? GEX_FLAG_HINT_ACCEL_AD : GEX_FLAG_HINT_ACCEL_ALL;
        int rc = gex_EP_Create(&ep, am_client, caps, hint);
        if (rc != GASNET_OK || !ep || gex_EP_QueryIndex(ep) != next) {
            bad_index++;
            continue;
        }
        ep_of[next++] = ep;
        int marker;
        gex_EP_SetCData(ep, &marker);
        if (gex_EP_QueryCapabilities(ep) != caps || gex_EP_QueryClient(ep) != am_client ||
            gex_EP_QueryFlags(ep) != hint || gex_EP_QuerySegment(ep) != GEX_SEGMENT_INVALID ||
            gex_EP_QueryCData(ep) != &marker)
            bad_query++;
    }
    ok(bad_index == 0,
       "gex_EP_Create with each of the 31 capability combinations: GASNET_OK, "
       "consecutive indices (%u bad)",
       bad_index);
    ok(bad_query == 0,
       "their QueryCapabilities, QueryClient, QueryFlags (ACCEL hints), "
       "QuerySegment (none), CData are right (%u bad)",
       bad_query);

    gex_EP_t untouched = (gex_EP_t)&bad_query;
    gex_EP_t ep = untouched;
    int rc = gex_EP_Create(&ep, am_client, 0, 0);
    ok(rc == GASNET_ERR_BAD_ARG && ep == untouched,
       "capabilities 0: GASNET_ERR_BAD_ARG, *ep_p untouched (rc %d)", rc);
    rc = gex_EP_Create(&ep, am_client, GEX_EP_CAPABILITY_ALL + 1, 0);
    ok(rc == GASNET_ERR_BAD_ARG && ep == untouched,
       "unknown capability bit 0x%x: GASNET_ERR_BAD_ARG, *ep_p untouched (rc %d)",
       (unsigned)(GEX_EP_CAPABILITY_ALL + 1), rc);
    rc = gex_EP_Create(&ep, am_client, GEX_EP_CAPABILITY_AM, GEX_FLAG_IMMEDIATE);
    ok(rc == GASNET_ERR_BAD_ARG && ep == untouched,
       "unknown flag GEX_FLAG_IMMEDIATE: GASNET_ERR_BAD_ARG, *ep_p untouched (rc %d)", rc);

    /* up to the maximum with endpoints that have no AM queues */
    unsigned made = next, fails = 0;
    while (made < GASNET_MAXEPS) {
        ep = NULL;
        rc = gex_EP_Create(&ep, am_client, GEX_EP_CAPABILITY_RMA, 0);
        if (rc != GASNET_OK || gex_EP_QueryIndex(ep) != made)
            fails++;
        made++;
    }
    ep = untouched;
    rc = gex_EP_Create(&ep, am_client, GEX_EP_CAPABILITY_RMA, 0);
    ok(fails == 0 && rc == GASNET_ERR_RESOURCE && ep == untouched,
       "endpoints up to index %d, then GASNET_ERR_RESOURCE (rc %d), *ep_p untouched",
       GASNET_MAXEPS - 1, rc);
    return next;
}

static void test_tables(void)
{
    for (unsigned i = 0; i <= NTHREADS; i++)
        register_on(i ? ep_of[i] : am_ep);
    ep_of[0] = am_ep;
    gex_AM_Entry_t again = {
        H_REPLY, (gex_AM_Fn_t)reply_h, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 1, NULL, "again"};
    int rc = gex_EP_RegisterHandlers(ep_of[1], &again, 1);
    ok(rc == GASNET_ERR_BAD_ARG,
       "handler tables are per endpoint: index %d registered on endpoints 0..%d, a second "
       "registration on endpoint 1 is refused (rc %d)",
       H_REPLY, NTHREADS, rc);
}

/* ---- per-thread endpoints ---- */

static void *thread_main(void *arg)
{
    unsigned k = (unsigned)(uintptr_t)arg;
    gex_EP_Index_t e = (gex_EP_Index_t)(k + 1);
    gex_TM_t tm = gex_TM_Pair(ep_of[e], e);
    rng_t rng = rng_seeded(17, k, 0);
    char *buf = malloc(MED_MAX > LONG_MAX_BYTES ? MED_MAX : LONG_MAX_BYTES);
    long sent = 0;
    for (int i = 0; i < PER_PEER; i++) {
        for (gex_Rank_t r = 0; r < am_n; r++) {
            gex_AM_Arg_t seq = (gex_AM_Arg_t)(i * (int)am_n + (int)r);
            gex_AM_RequestShort3(tm, r, H_REQ_SHORT, 0, (gex_AM_Arg_t)am_me, (gex_AM_Arg_t)k, seq);
            size_t n = (i & 1) ? below(&rng, MED_MAX + 1) : below(&rng, 512);
            am_fill(buf, n, am_seed(am_me, k, (uint32_t)seq, 1));
            gex_AM_RequestMedium3(tm, r, H_REQ_MEDIUM, buf, n, GEX_EVENT_NOW, 0,
                                  (gex_AM_Arg_t)am_me, (gex_AM_Arg_t)k, seq);
            /* one Long in flight per (sender, thread, target): its region is reused */
            n = below(&rng, LONG_MAX_BYTES + 1);
            am_fill(buf, n, am_seed(am_me, k, (uint32_t)seq, 2));
            gex_AM_RequestLong3(tm, r, H_REQ_LONG, buf, n, am_owner[r] + long_offset(am_me, k),
                                GEX_EVENT_NOW, 0, (gex_AM_Arg_t)am_me, (gex_AM_Arg_t)k, seq);
            sent += 3;
            /* wait for everything sent so far: then the Long region is free */
            GASNET_BLOCKUNTIL(__atomic_load_n(&replies[e], __ATOMIC_ACQUIRE) >= sent);
        }
    }
    free(buf);
    return NULL;
}

static void test_threads(void)
{
    tap_barrier(); /* every rank's endpoints exist before anyone sends */
    pthread_t th[NTHREADS];
    for (unsigned k = 0; k < NTHREADS; k++)
        if (pthread_create(&th[k], NULL, thread_main, (void *)(uintptr_t)k) != 0)
            gasnet_exit(99);
    for (unsigned k = 0; k < NTHREADS; k++)
        pthread_join(th[k], NULL);
    long want = 3L * PER_PEER * am_n;
    unsigned bad_rep = 0;
    for (unsigned e = 1; e <= NTHREADS; e++)
        bad_rep += replies[e] != want;
    ok(bad_rep == 0 && replies[0] == 0,
       "%d threads, each on its own endpoint: %ld Replies came back to each sending endpoint, "
       "none to endpoint 0",
       NTHREADS, want);
    tap_barrier(); /* every Request to this rank has been handled */
    unsigned bad_req = 0;
    for (unsigned e = 1; e <= NTHREADS; e++)
        bad_req += received[e] != want;
    ok(bad_req == 0 && received[0] == 0,
       "each endpoint 1..%d of this rank handled exactly %ld Requests (Short, Medium up to %d "
       "bytes, Long), endpoint 0 none",
       NTHREADS, want, MED_MAX);
    am_bucket_ok(B_HANDLER, "every handler ran on the endpoint whose table holds it, with the "
                            "right arguments and payload");
}

/* ---- TM-pair routing by index ---- */

static void test_pairs(void)
{
    ok(gex_TM_Pair(ep_of[1], 2) == gex_TM_Pair(ep_of[1], 2) &&
           gex_TM_Pair(ep_of[1], 2) != gex_TM_Pair(ep_of[1], 3) &&
           gex_TM_Pair(ep_of[1], 2) != gex_TM_Pair(ep_of[2], 2) && gex_TM_Pair(am_ep, 0) != am_tm &&
           gex_TM_Pair(ep_of[3], 63) != GEX_TM_INVALID,
       "TM-pairs are equal exactly for equal arguments, and never a team");
    unsigned bad = 0;
    for (unsigned i = 0; i <= NTHREADS; i++)
        for (unsigned j = 0; j < GASNET_MAXEPS; j += 7) {
            gex_TM_t p = gex_TM_Pair(ep_of[i], (gex_EP_Index_t)j);
            bad += gex_TM_QueryEP(p) != ep_of[i] || gex_TM_QueryClient(p) != am_client;
        }
    ok(bad == 0, "gex_TM_QueryEP / gex_TM_QueryClient of a TM-pair: its local endpoint, client");

    for (unsigned from = 0; from <= NTHREADS; from++)
        for (unsigned to = 0; to <= NTHREADS; to++) {
            gex_TM_t p = gex_TM_Pair(ep_of[from], (gex_EP_Index_t)to);
            for (gex_Rank_t r = 0; r < am_n; r++)
                gex_AM_RequestShort2(p, r, H_PAIR_REQ, 0, (gex_AM_Arg_t)from, (gex_AM_Arg_t)to);
        }
    for (unsigned from = 0; from <= NTHREADS; from++)
        for (unsigned to = 0; to <= NTHREADS; to++)
            GASNET_BLOCKUNTIL(__atomic_load_n(&pair_back[from][to], __ATOMIC_ACQUIRE) >=
                              (long)am_n);
    bad = 0;
    for (unsigned from = 0; from <= NTHREADS; from++)
        for (unsigned to = 0; to <= NTHREADS; to++)
            bad += pair_back[from][to] != (long)am_n;
    ok(bad == 0,
       "a Request from endpoint i to endpoint j of every rank (i, j in 0..%d): each "
       "Reply came back to endpoint i",
       NTHREADS);

    /* negotiated-payload Mediums through a TM-pair land on the named endpoint */
    bad = 0;
    for (gex_Rank_t r = 0; r < am_n; r++) {
        gex_TM_t p = gex_TM_Pair(ep_of[1], 3);
        size_t most = gex_AM_MaxRequestMedium(p, r, NULL, 0, 2);
        gex_AM_SrcDesc_t sd = gex_AM_PrepareRequestMedium(p, r, NULL, 16, 16, NULL, 0, 2);
        memset(gex_AM_SrcDescAddr(sd), 0x5a, 16);
        gex_AM_CommitRequestMedium2(sd, H_PAIR_MED, 16, 1, 3);
        bad += most < 16;
    }
    GASNET_BLOCKUNTIL(__atomic_load_n(&pair_back[1][3], __ATOMIC_ACQUIRE) >= 2 * (long)am_n);
    ok(bad == 0 && pair_back[1][3] == 2 * (long)am_n,
       "gex_AM_PrepareRequestMedium through gex_TM_Pair(endpoint 1, 3): handled on endpoint 3, "
       "Replies back on endpoint 1");
    tap_barrier();
    bad = 0;
    for (unsigned from = 0; from <= NTHREADS; from++)
        for (unsigned to = 0; to <= NTHREADS; to++)
            bad += pair_seen[from][to] != (long)am_n * (from == 1 && to == 3 ? 2 : 1);
    ok(bad == 0, "and each ran on endpoint j of the target (every rank got one per (i, j) per "
                 "rank)");
    am_bucket_ok(B_HANDLER, "TM-pair handlers ran on the endpoints they were addressed to");
}

/* ---- gex_TM_Create over endpoint 2 of every process ---- */

static void test_team_create(void)
{
    const unsigned e = 2;
    gex_EP_Location_t *args = calloc(am_n, sizeof *args);
    for (gex_Rank_t i = 0; i < am_n; i++) /* reversed: rank i is jobrank n-1-i */
        args[i] = (gex_EP_Location_t){am_n - 1 - i, e};
    gex_TM_t tm = GEX_TM_INVALID;
    gex_Flags_t fl = GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_LOCAL_SCRATCH;
    size_t need = gex_TM_Create(NULL, 0, am_tm, args, am_n, NULL, 0,
                                fl | GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED);
    gex_Addr_t scratch = am_owner[am_me] + segsize(am_n) - SCRATCH_BYTES;
    if (need > SCRATCH_BYTES) {
        diag("recommended scratch %zu is over %d bytes", need, SCRATCH_BYTES);
        gasnet_exit(99);
    }
    gex_TM_Create(&tm, 1, am_tm, args, am_n, &scratch, need, fl);
    unsigned bad = 0;
    for (gex_Rank_t r = 0; r < am_n; r++) {
        gex_EP_Location_t loc = gex_TM_TranslateRankToEP(tm, r, 0);
        bad += loc.gex_rank != am_n - 1 - r || loc.gex_ep_index != e;
    }
    ok(tm != GEX_TM_INVALID && gex_TM_QueryEP(tm) == ep_of[e] &&
           gex_TM_QueryRank(tm) == am_n - 1 - am_me && gex_TM_QuerySize(tm) == am_n && bad == 0,
       "gex_TM_Create naming endpoint %u of every process: QueryEP is our endpoint %u, ranks "
       "reversed, TranslateRankToEP gives (jobrank, %u)",
       e, e, e);
    long seen0 = pair_seen[e][e], back0 = pair_back[e][e];
    tap_barrier(); /* everyone read its counters before any new Request lands */
    for (gex_Rank_t r = 0; r < am_n; r++)
        gex_AM_RequestShort2(tm, r, H_PAIR_REQ, 0, (gex_AM_Arg_t)e, (gex_AM_Arg_t)e);
    GASNET_BLOCKUNTIL(__atomic_load_n(&pair_back[e][e], __ATOMIC_ACQUIRE) >= back0 + (long)am_n);
    tap_barrier();
    ok(pair_back[e][e] == back0 + (long)am_n && pair_seen[e][e] == seen0 + (long)am_n,
       "AMs through that team run on endpoint %u of the target, Replies on our endpoint %u", e, e);
    am_bucket_ok(B_HANDLER, "team AM handlers ran on the endpoints of the team");

    /* a team split from it keeps each process's member endpoint */
    gex_TM_t half = GEX_TM_INVALID;
    gex_TM_Split(&half, tm, (int)(am_me % 2), -(int)am_me, NULL, 0, GEX_FLAG_TM_NO_SCRATCH);
    gex_Rank_t hn = gex_TM_QuerySize(half);
    bad = 0;
    for (gex_Rank_t r = 0; r < hn; r++)
        bad += gex_TM_TranslateRankToEP(half, r, 0).gex_ep_index != e;
    seen0 = pair_seen[e][e];
    back0 = pair_back[e][e];
    tap_barrier();
    for (gex_Rank_t r = 0; r < hn; r++)
        gex_AM_RequestShort2(half, r, H_PAIR_REQ, 0, (gex_AM_Arg_t)e, (gex_AM_Arg_t)e);
    GASNET_BLOCKUNTIL(__atomic_load_n(&pair_back[e][e], __ATOMIC_ACQUIRE) >= back0 + (long)hn);
    tap_barrier();
    ok(gex_TM_QueryEP(half) == ep_of[e] && bad == 0 && pair_back[e][e] == back0 + (long)hn &&
           pair_seen[e][e] == seen0 + (long)hn,
       "gex_TM_Split of that team: members keep endpoint %u, AMs through it land there", e);
    gex_TM_Destroy(half, NULL, 0);
    gex_TM_Destroy(tm, NULL, 0);
    free(args);
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_EP", segsize);
    test_primordial();
    test_create();
    test_tables();
    test_threads();
    test_pairs();
    test_team_create();
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
