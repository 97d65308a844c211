/* t_am_npam_full: a negotiated-payload Medium with a client buffer when the
 * receiver's pool buffers are all in use.
 *
 *   pshmrun -n N t_am_npam_full   (N >= 2: Requests from rank 0 to rank 1,
 *                                  Replies from rank 1 to rank 0; N == 1:
 *                                  Requests from rank 0 to itself)
 *
 * A Medium over the 1920-B inline slot travels in one of the receiver's 16
 * pool buffers (src/am_queues/README.md). With those all taken and least
 * payload 100, a buffer of least_payload can still be had (the slot), so
 * gex_AM_Prepare*Medium(client_buf, 100, 65536, ...) must give a descriptor
 * of size in [100, 1920] at once, with GEX_FLAG_IMMEDIATE (spec 003: NO_OP
 * only if no buffer of least_payload can be obtained) and without it (as
 * with a library buffer: no wait for a pool buffer when the slot will do),
 * and Commit must copy the client buffer into the slot. Each phase:
 *   1. the receiver stops polling (plain loads and sleeps only, for at
 *      most 10 s, after which it polls anyway and says so: a Prepare that
 *      waits for a pool buffer then returns, too late);
 *   2. 16 Mediums of 4000 B fill its pool: Requests from rank 0, or, for
 *      Replies, Replies of rank 1 to 16 Short Requests of rank 0;
 *   3. Prepare(NULL, 2000, 2000, IMMEDIATE) gives NO_OP (the pool is full),
 *      then Prepare(buf, 100, 65536, flags) must give a descriptor of size
 *      in [100, 1920] whose address is buf; the sender fills buf with a
 *      pattern and commits the whole size;
 *   4. the receiver polls: all 17 messages arrive, each intact.
 */
#include "am_common.h"

#include <unistd.h>

#define BIG        4000 /* over the inline slot: takes a pool buffer */
#define NBIG       16   /* the pool's buffers (AMQ_POOL_BUFS) */
#define INLINE_MAX 1920 /* AMQ_INLINE_MAX */
#define LEAST      100
#define MOST       65536

enum { P_REQ_IMM, P_REQ_WAIT, P_REP_IMM, P_REP_WAIT, NP };
static const char *const pname[NP] = {
    "PrepareRequestMedium, IMMEDIATE", "PrepareRequestMedium, no IMMEDIATE",
    "PrepareReplyMedium, IMMEDIATE", "PrepareReplyMedium, no IMMEDIATE"};

/* In the receiver's segment, after tap.h's page; written by either side. */
typedef struct {
    uint32_t go;       /* phase + 1: the receiver may poll */
    uint32_t asked;    /* Replies phases: big Replies sent by rank 1 */
    uint32_t tested;   /* phase + 1: the sender's Prepare is done */
    uint32_t pre_noop; /* the 2000-B IMMEDIATE Prepare gave NO_OP */
    uint32_t noop;     /* the tested Prepare gave NO_OP */
    uint32_t size;     /* its gex_AM_SrcDescSize */
    uint32_t addr_ok;  /* its gex_AM_SrcDescAddr was the client buffer */
    uint32_t handled;  /* Mediums the receiver ran in the phase */
    uint32_t bad;      /* wrong phase, size or payload */
    uint32_t timeout;  /* the receiver gave up waiting and polled */
} ctl_t;

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return 2 * TAP_RESERVED;
}

static gex_Rank_t target;
static gex_AM_Index_t h_req_med, h_rep_med, h_ask_big, h_ask_test;
static unsigned char cbuf[MOST]; /* the client buffer (one thread sends) */

static ctl_t *ctl_of(gex_Rank_t r)
{
    return (ctl_t *)(am_local[r] + TAP_RESERVED);
}

static uint32_t pseed(uint32_t phase, uint32_t seq)
{
    return am_seed(0x4e50u, phase, seq, 5);
}

/* Rank r's Medium handler: message seq of phase (NBIG: the tested one). */
static void got(gex_Rank_t r, uint32_t phase, uint32_t seq, const void *buf, size_t nbytes)
{
    ctl_t *c = ctl_of(r);
    size_t want = seq < NBIG ? BIG : AM_LOAD(&c->size);
    if (seq > NBIG || nbytes != want || am_check(buf, nbytes, pseed(phase, seq)) >= 0)
        c->bad++;
    AM_STORE(&c->handled, c->handled + 1);
}

static void req_med(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t phase, gex_AM_Arg_t seq)
{
    (void)t;
    got(am_me, (uint32_t)phase, (uint32_t)seq, buf, nbytes);
}

static void rep_med(gex_Token_t t, void *buf, size_t nbytes, gex_AM_Arg_t phase, gex_AM_Arg_t seq)
{
    (void)t;
    got(am_me, (uint32_t)phase, (uint32_t)seq, buf, nbytes);
}

/* Rank 1: Reply with a 4000-B Medium, which takes one of rank 0's Reply
 * pool buffers (rank 0 does not poll). */
static void ask_big(gex_Token_t t, gex_AM_Arg_t phase, gex_AM_Arg_t seq)
{
    static unsigned char big[BIG];
    am_fill(big, BIG, pseed((uint32_t)phase, (uint32_t)seq));
    gex_AM_ReplyMedium2(t, h_rep_med, big, BIG, GEX_EVENT_NOW, 0, phase, seq);
    ctl_t *c = ctl_of(0);
    AM_STORE(&c->asked, c->asked + 1);
}

/* The test proper, on the sender: the pool of the receiver c is full. */
static void try_prepare(ctl_t *c, uint32_t phase, gex_Token_t token)
{
    const gex_Flags_t flags = phase == P_REQ_IMM || phase == P_REP_IMM ? GEX_FLAG_IMMEDIATE : 0;
    gex_AM_SrcDesc_t sd;
    if (token)
        sd = gex_AM_PrepareReplyMedium(token, NULL, 2000, 2000, NULL, GEX_FLAG_IMMEDIATE, 2);
    else
        sd = gex_AM_PrepareRequestMedium(am_tm, target, NULL, 2000, 2000, NULL, GEX_FLAG_IMMEDIATE,
                                         2);
    c->pre_noop = sd == GEX_AM_SRCDESC_NO_OP;
    if (sd != GEX_AM_SRCDESC_NO_OP) { /* the pool was not full: not the case under test */
        if (token)
            gex_AM_CancelReplyMedium(sd, 0);
        else
            gex_AM_CancelRequestMedium(sd, 0);
    }
    if (token)
        sd = gex_AM_PrepareReplyMedium(token, cbuf, LEAST, MOST, GEX_EVENT_NOW, flags, 2);
    else
        sd = gex_AM_PrepareRequestMedium(am_tm, target, cbuf, LEAST, MOST, GEX_EVENT_NOW, flags, 2);
    c->noop = sd == GEX_AM_SRCDESC_NO_OP;
    if (sd != GEX_AM_SRCDESC_NO_OP) {
        size_t size = gex_AM_SrcDescSize(sd);
        c->addr_ok = gex_AM_SrcDescAddr(sd) == cbuf;
        AM_STORE(&c->size, (uint32_t)size);
        am_fill(cbuf, size, pseed(phase, NBIG));
        if (token)
            gex_AM_CommitReplyMedium2(sd, h_rep_med, size, phase, NBIG);
        else
            gex_AM_CommitRequestMedium2(sd, h_req_med, size, phase, NBIG);
    }
    AM_STORE(&c->tested, phase + 1);
}

/* Rank 1: the tested Reply, once rank 0's Reply pool is full. */
static void ask_test(gex_Token_t t, gex_AM_Arg_t phase)
{
    try_prepare(ctl_of(0), (uint32_t)phase, t);
}

/* The receiver r, not polling: wait for ctl->go (or the bound) with plain
 * loads and sleeps only. */
static void wait_unpolled(ctl_t *c, uint32_t phase)
{
    const double bound = 10.0 * tap_time_scale();
    double t0 = am_now();
    while (AM_LOAD(&c->go) != phase + 1) {
        if (am_now() - t0 > bound) {
            c->timeout = 1;
            return;
        }
        usleep(1000);
    }
}

static void run_phase(uint32_t phase)
{
    const int reply = phase >= P_REP_IMM;
    const gex_Rank_t recv = reply ? 0 : target, sender = reply ? target : 0;
    ctl_t *c = ctl_of(recv);
    if (am_me == recv)
        memset(c, 0, sizeof *c);
    tap_barrier();
    if (!reply && am_me == 0) { /* fill the target's Request pool, then test */
        for (uint32_t i = 0; i < NBIG; i++) {
            am_fill(cbuf, BIG, pseed(phase, i));
            gex_AM_RequestMedium2(am_tm, target, h_req_med, cbuf, BIG, GEX_EVENT_NOW, 0,
                                  (gex_AM_Arg_t)phase, (gex_AM_Arg_t)i);
        }
        try_prepare(c, phase, NULL);
        AM_STORE(&c->go, phase + 1);
    } else if (!reply && am_me == target) {
        wait_unpolled(c, phase);
    }
    if (reply && am_me == 0) { /* rank 1 fills my Reply pool, then tests */
        for (uint32_t i = 0; i < NBIG; i++)
            gex_AM_RequestShort2(am_tm, sender, h_ask_big, 0, (gex_AM_Arg_t)phase, (gex_AM_Arg_t)i);
        const double bound = 10.0 * tap_time_scale();
        double t0 = am_now();
        while (AM_LOAD(&c->asked) < NBIG && am_now() - t0 < bound)
            usleep(1000);
        gex_AM_RequestShort1(am_tm, sender, h_ask_test, 0, (gex_AM_Arg_t)phase);
        while (AM_LOAD(&c->tested) != phase + 1 && am_now() - t0 < bound)
            usleep(1000);
        if (AM_LOAD(&c->tested) != phase + 1)
            c->timeout = 1;
    }
    if (am_me == recv) { /* now poll: every message must arrive */
        const double bound = 20.0 * tap_time_scale();
        double t0 = am_now();
        GASNET_BLOCKUNTIL((AM_LOAD(&c->tested) == phase + 1 &&
                           AM_LOAD(&c->handled) >= NBIG + !AM_LOAD(&c->noop)) ||
                          am_now() - t0 > bound);
        t0 = am_now(); /* anything extra would show up now */
        while (am_now() - t0 < 0.05)
            gasnet_AMPoll();
    }
    tap_barrier();
    /* everybody reads the receiver's record (only rank 0 prints) */
    ok(!c->timeout, "%s: the receiver did not poll until the Prepare was done", pname[phase]);
    ok(c->pre_noop, "%s: with the pool full, least_payload 2000 gives NO_OP (IMMEDIATE)",
       pname[phase]);
    ok(!c->noop && c->size >= LEAST && c->size <= INLINE_MAX && c->addr_ok,
       "%s: client buffer, least %d, most %d: a descriptor of size in [%d, %d] at the client "
       "buffer (%s, size %u)",
       pname[phase], LEAST, MOST, LEAST, INLINE_MAX, c->noop ? "NO_OP" : "prepared",
       (unsigned)c->size);
    ok(c->handled == NBIG + !c->noop && c->bad == 0,
       "%s: every message arrived intact once the receiver polled (%u of %u, %u bad)", pname[phase],
       (unsigned)c->handled, (unsigned)(NBIG + !c->noop), (unsigned)c->bad);
    tap_barrier();
}

int main(int argc, char **argv)
{
    am_start(&argc, &argv, "T_AM_NPAM_FULL", segsize);
    target = am_n >= 2 ? 1 : 0;
    note("%u ranks: Requests from rank 0 to rank %u%s", (unsigned)am_n, (unsigned)target,
         am_n >= 2 ? ", Replies from rank 1 to rank 0" : "");
    gex_AM_Entry_t table[4] = {
        {0, (gex_AM_Fn_t)req_med, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REQUEST, 2, NULL, "req_med"},
        {0, (gex_AM_Fn_t)rep_med, GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REPLY, 2, NULL, "rep_med"},
        {0, (gex_AM_Fn_t)ask_big, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 2, NULL, "ask_big"},
        {0, (gex_AM_Fn_t)ask_test, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 1, NULL, "ask_test"}};
    int rc = gex_EP_RegisterHandlers(am_ep, table, 4);
    ok(rc == GASNET_OK, "registered handlers (got %d)", rc);
    h_req_med = table[0].gex_index;
    h_rep_med = table[1].gex_index;
    h_ask_big = table[2].gex_index;
    h_ask_test = table[3].gex_index;
    run_phase(P_REQ_IMM);
    run_phase(P_REQ_WAIT);
    if (am_n >= 2) { /* a Reply to oneself would be run by the same poll that runs its Request */
        run_phase(P_REP_IMM);
        run_phase(P_REP_WAIT);
    }
    int status = tap_finish();
    gasnet_exit(status);
    return status;
}
