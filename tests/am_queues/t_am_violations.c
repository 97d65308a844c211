/* t_am_violations: a helper for violations.sh (not a test by itself).
 *
 *   pshmrun -n 2 t_am_violations MODE
 *
 * Breaks one handler-context or no-interrupt-section rule, chosen by MODE
 * (see modes[] below). The library must treat it as fatal: a message
 * "pshmex: FATAL: <call>: ..." on stderr and abort(), so the job ends with
 * status 134. If the offending call returns, this program says so on
 * stderr and exits with status 3; if nothing happens within 20 s, status 4.
 *
 * Rank 0 drives; rank 1 (rank 0 itself in a 1-rank job) is the target whose
 * Request handler ("trigger_handler") or, for the Reply-handler modes, rank
 * 0's Reply handler ("reply_handler") does the forbidden thing.
 */
#include "am_common.h"

enum {
    V_REQ_IN_HANDLER,
    V_G1_REQ_IN_HANDLER,
    V_REQ_IN_REPLY_HANDLER,
    V_POLL_IN_HANDLER,
    V_BLOCKUNTIL_IN_HANDLER,
    V_WAIT_IN_HANDLER,
    V_TEST_IN_HANDLER,
    V_SECOND_REPLY,
    V_REPLY_AFTER_NPAM_REPLY,
    V_REPLY_IN_REPLY_HANDLER,
    V_REPLY_HOLDING_HSL,
    V_REQ_HOLDING_HSL,
    V_POLL_HOLDING_HSL,
    V_REQ_IN_PREPARE,
    V_WAIT_HOLDING_HSL,
    V_WAIT_IN_PREPARE,
    V_G1_WAIT_HOLDING_HSL,
    V_HANDLER_RETURNS_HOLDING_HSL,
    V_POLL_IN_NIS,
    V_REQ_IN_NIS,
    V_BARRIER_IN_NIS,
    V_BLOCKUNTIL_IN_NIS,
    V_UNREGISTERED,
    V_HSL_RELOCK,
    V_HSL_TRYLOCK_HELD,
    V_HSL_UNLOCK_ORDER,
    V_HSL_UNLOCK_OTHER,
    NMODES
};
static const char *const modes[NMODES] = {"request-in-handler",
                                          "g1-request-in-handler",
                                          "request-in-reply-handler",
                                          "poll-in-handler",
                                          "blockuntil-in-handler",
                                          "wait-in-handler",
                                          "test-in-handler",
                                          "second-reply",
                                          "reply-after-npam-reply",
                                          "reply-in-reply-handler",
                                          "reply-holding-hsl",
                                          "request-holding-hsl",
                                          "poll-holding-hsl",
                                          "request-in-prepare",
                                          "wait-holding-hsl",
                                          "wait-in-prepare",
                                          "g1-wait-holding-hsl",
                                          "handler-returns-holding-hsl",
                                          "poll-in-nis",
                                          "request-in-nis",
                                          "barrier-in-nis",
                                          "blockuntil-in-nis",
                                          "unregistered",
                                          "hsl-relock",
                                          "hsl-trylock-held",
                                          "hsl-unlock-order",
                                          "hsl-unlock-other"};

#define UNREGISTERED_INDEX 222

static int mode;
static gex_AM_Index_t h_trigger, h_reply, h_noop, h_mnoop;
static gex_HSL_t hsl = GEX_HSL_INITIALIZER;
static gasnet_hsl_t g1_hsl = GASNET_HSL_INITIALIZER;
static volatile int returned;

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return 2 * TAP_RESERVED;
}

static void not_detected(void)
{
    fprintf(stderr, "t_am_violations: %s was not detected (the call returned)\n", modes[mode]);
    fflush(stderr);
    gasnet_exit(3);
}

static void noop_handler(gex_Token_t t)
{
    (void)t;
}

static void mnoop_handler(gex_Token_t t, void *buf, size_t nbytes)
{
    (void)t, (void)buf, (void)nbytes;
}

static void trigger_handler(gex_Token_t t, gex_AM_Arg_t a0)
{
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_SRCRANK);
    gex_Rank_t src = info.gex_srcrank;
    static volatile int tries;
    (void)a0;
    switch (mode) {
    case V_REQ_IN_HANDLER: gex_AM_RequestShort0(am_tm, src, h_noop, 0); break;
    case V_G1_REQ_IN_HANDLER: gasnet_AMRequestShort0(src, h_noop); break;
    case V_POLL_IN_HANDLER: gasnet_AMPoll(); break;
    case V_BLOCKUNTIL_IN_HANDLER: GASNET_BLOCKUNTIL(++tries > 1000); break;
    case V_WAIT_IN_HANDLER: gex_Event_Wait(GEX_EVENT_INVALID); break;
    case V_TEST_IN_HANDLER: gex_Event_Test(GEX_EVENT_INVALID); break;
    case V_SECOND_REPLY:
        gex_AM_ReplyShort1(t, h_reply, 0, 0);
        gex_AM_ReplyShort1(t, h_reply, 0, 0);
        break;
    case V_REPLY_AFTER_NPAM_REPLY: {
        gex_AM_SrcDesc_t sd = gex_AM_PrepareReplyMedium(t, NULL, 8, 8, NULL, 0, 0);
        gex_AM_CommitReplyMedium0(sd, h_mnoop, 8);
        gex_AM_ReplyShort1(t, h_reply, 0, 0);
        break;
    }
    case V_REPLY_HOLDING_HSL:
        gex_HSL_Lock(&hsl);
        gex_AM_ReplyShort1(t, h_reply, 0, 0);
        gex_HSL_Unlock(&hsl);
        break;
    case V_HANDLER_RETURNS_HOLDING_HSL:
        gex_HSL_Lock(&hsl);
        returned = 1;
        return; /* detected (if at all) when this returns */
    case V_REQ_IN_REPLY_HANDLER:
    case V_REPLY_IN_REPLY_HANDLER:
        gex_AM_ReplyShort1(t, h_reply, 0, 0); /* the Reply handler misbehaves */
        return;
    default: break;
    }
    not_detected();
}

static void reply_handler(gex_Token_t t, gex_AM_Arg_t a0)
{
    gex_Token_Info_t info;
    gex_Token_Info(t, &info, GEX_TI_SRCRANK);
    (void)a0;
    char buf[8] = {0};
    if (mode == V_REQ_IN_REPLY_HANDLER) {
        gex_AM_RequestMedium0(am_tm, info.gex_srcrank, h_mnoop, buf, sizeof buf, GEX_EVENT_NOW, 0);
        not_detected();
    }
    if (mode == V_REPLY_IN_REPLY_HANDLER) {
        gex_AM_ReplyShort0(t, h_noop, 0);
        not_detected();
    }
}

int main(int argc, char **argv)
{
    mode = am_pick_mode(argc, argv, modes, (int)NMODES, "t_am_violations");
    if (mode < 0)
        return 2;
    am_start(&argc, &argv, "T_AM_VIOLATIONS", segsize);
    gex_Rank_t target = am_n > 1 ? 1 : 0;
    gex_AM_Entry_t table[4] = {{0, (gex_AM_Fn_t)trigger_handler,
                                GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 1, NULL,
                                "trigger_handler"},
                               {0, (gex_AM_Fn_t)reply_handler,
                                GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REPLY, 1, NULL, "reply_handler"},
                               {0, (gex_AM_Fn_t)noop_handler,
                                GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQREP, 0, NULL, "noop_handler"},
                               {0, (gex_AM_Fn_t)mnoop_handler,
                                GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_REQREP, 0, NULL, "mnoop_handler"}};
    if (gex_EP_RegisterHandlers(am_ep, table, 4) != GASNET_OK) {
        fprintf(stderr, "t_am_violations: gex_EP_RegisterHandlers failed\n");
        gasnet_exit(5);
    }
    h_trigger = table[0].gex_index;
    h_reply = table[1].gex_index;
    h_noop = table[2].gex_index;
    h_mnoop = table[3].gex_index;
    tap_barrier();

    if (am_me == 0) {
        switch (mode) {
        case V_REQ_HOLDING_HSL:
            gex_HSL_Lock(&hsl);
            gex_AM_RequestShort0(am_tm, target, h_noop, 0);
            not_detected();
            break;
        case V_POLL_HOLDING_HSL:
            gex_HSL_Lock(&hsl);
            gasnet_AMPoll();
            not_detected();
            break;
        case V_REQ_IN_PREPARE: {
            gex_AM_SrcDesc_t sd =
                gex_AM_PrepareRequestMedium(am_tm, target, NULL, 8, 8, NULL, 0, 0);
            gex_AM_RequestShort0(am_tm, target, h_noop, 0);
            gex_AM_CommitRequestMedium0(sd, h_mnoop, 8);
            not_detected();
            break;
        }
        case V_WAIT_HOLDING_HSL: /* the Wait of a complete event is inline in the header */
            gex_HSL_Lock(&hsl);
            gex_Event_Wait(GEX_EVENT_INVALID);
            not_detected();
            break;
        case V_WAIT_IN_PREPARE: {
            gex_AM_SrcDesc_t sd =
                gex_AM_PrepareRequestMedium(am_tm, target, NULL, 8, 8, NULL, 0, 0);
            gex_Event_Wait(GEX_EVENT_INVALID);
            gex_AM_CommitRequestMedium0(sd, h_mnoop, 8);
            not_detected();
            break;
        }
        /* HSL rules (spec 004, Restrictions on Handler-Safe Locks): not
         * recursive, unlocked in reverse order. Legal nesting first. */
        case V_HSL_RELOCK:
        case V_HSL_TRYLOCK_HELD:
        case V_HSL_UNLOCK_ORDER:
        case V_HSL_UNLOCK_OTHER:
            gex_HSL_Lock(&hsl);
            if (gex_HSL_Trylock(&g1_hsl) != GASNET_OK)
                fprintf(stderr, "t_am_violations: a free HSL's trylock failed\n");
            gex_HSL_Unlock(&g1_hsl);
            gex_HSL_Unlock(&hsl);
            gex_HSL_Lock(&hsl);
            if (mode == V_HSL_RELOCK)
                gex_HSL_Lock(&hsl); /* would hang */
            else if (mode == V_HSL_TRYLOCK_HELD)
                (void)gex_HSL_Trylock(&hsl);
            else if (mode == V_HSL_UNLOCK_ORDER) {
                gex_HSL_Lock(&g1_hsl);
                gex_HSL_Unlock(&hsl);
            } else
                gex_HSL_Unlock(&g1_hsl);
            not_detected();
            break;
        case V_G1_WAIT_HOLDING_HSL: /* gasnet_wait_syncnb's inline case, too */
            gex_HSL_Lock(&hsl);
            gasnet_wait_syncnb(GASNET_INVALID_HANDLE);
            not_detected();
            break;
        /* No-interrupt sections (spec 004, "Restrictions on No-Interrupt
         * Sections"): only gasnet_mynode, gasnet_nodes, gasnet_hsl_*,
         * gasnet_exit and gasnet_AMReply* are legal inside one. The legal
         * ones first, then the misuse (not_detected's gasnet_exit is legal
         * there too). */
        case V_POLL_IN_NIS:
            gasnet_hold_interrupts();
            gasnet_hsl_lock(&g1_hsl); /* the NIS outlasts the HSL */
            gasnet_hsl_unlock(&g1_hsl);
            gasnet_AMPoll();
            not_detected();
            break;
        case V_REQ_IN_NIS:
            gasnet_hold_interrupts();
            if (gasnet_mynode() != am_me || gasnet_nodes() != am_n)
                fprintf(stderr, "t_am_violations: gasnet_mynode/gasnet_nodes wrong in a NIS\n");
            gasnet_AMRequestShort0(target, h_noop);
            not_detected();
            break;
        case V_BARRIER_IN_NIS:
            gasnet_hold_interrupts();
            gasnet_barrier_notify(0, GASNET_BARRIERFLAG_ANONYMOUS);
            not_detected();
            break;
        case V_BLOCKUNTIL_IN_NIS: {
            static volatile int tries;
            gasnet_hold_interrupts();
            GASNET_BLOCKUNTIL(++tries > 1000);
            not_detected();
            break;
        }
        case V_UNREGISTERED: /* the target must die; if not: status 4 below */
            gex_AM_RequestShort0(am_tm, target, UNREGISTERED_INDEX, 0);
            break;
        default: gex_AM_RequestShort1(am_tm, target, h_trigger, 0, 0);
        }
    }
    /* everybody polls until the job dies (or the rule breach goes unnoticed) */
    const int bound = 20 * tap_time_scale();
    double t0 = am_now();
    GASNET_BLOCKUNTIL(returned || am_now() - t0 > bound);
    if (returned)
        not_detected();
    fprintf(stderr, "t_am_violations: %s: nothing happened within %d s\n", modes[mode], bound);
    gasnet_exit(4);
    return 4;
}
