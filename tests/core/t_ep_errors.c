/* t_ep_errors: misuse of endpoints in communication is fatal, naming the
 * call. One case per job: pshmrun -n 2 t_ep_errors MODE (ep.sh checks the
 * status 134 and the message). Exits 3 if the offending call returned (the
 * misuse went undetected), 4 if nothing happened within 20 s.
 *
 * Every rank creates endpoint 1 with GEX_EP_CAPABILITY_AM and endpoint 2
 * with GEX_EP_CAPABILITY_RMA only, then rank 0 (or every rank) misbehaves.
 */
#define GASNET_PAR 1
#include "../am_queues/am_common.h"

#include <unistd.h>

static void never(gex_Token_t t)
{
    (void)t;
}

static uintptr_t segsize(gex_Rank_t n)
{
    (void)n;
    return TAP_RESERVED;
}

static const char *const modes[] = {
    "pair-index",      /* gex_TM_Pair(ep, GASNET_MAXEPS) */
    "am-no-such-ep",   /* Request to endpoint 5 of rank 1, which has 3 */
    "am-remote-no-am", /* Request to endpoint 2 of rank 1 (no AM capability) */
    "am-local-no-am",  /* Request from local endpoint 2 (no AM capability) */
    "tm-query-pair",   /* gex_TM_QueryRank on a TM-pair */
    "unregistered-ep", /* Request to an index registered on endpoint 0 only */
    "create-no-ep",    /* gex_TM_Create naming endpoint 9, which no process has */
    "max-no-am",       /* gex_AM_MaxRequestMedium toward endpoint 2 (no AM capability) */
};

int main(int argc, char **argv)
{
    int mode = am_pick_mode(argc, argv, modes, sizeof modes / sizeof modes[0], "t_ep_errors");
    if (mode < 0)
        return 2;
    am_start(&argc, &argv, "T_EP_ERRORS", segsize);
    gex_EP_t am1, rma2;
    if (gex_EP_Create(&am1, am_client, GEX_EP_CAPABILITY_AM, 0) != GASNET_OK ||
        gex_EP_Create(&rma2, am_client, GEX_EP_CAPABILITY_RMA, 0) != GASNET_OK)
        gasnet_exit(99);
    gex_AM_Entry_t e = {
        222, (gex_AM_Fn_t)never, GEX_FLAG_AM_SHORT | GEX_FLAG_AM_REQUEST, 0, NULL, "never"};
    if (gex_EP_RegisterHandlers(am_ep, &e, 1) != GASNET_OK)
        gasnet_exit(99);
    tap_barrier(); /* every rank's endpoints exist */
    gex_Rank_t peer = am_n > 1 ? 1 : 0;
    if (mode == 6) { /* collective: every rank makes the mistake */
        gex_EP_Location_t loc = {am_me, 9};
        gex_TM_t tm;
        gex_TM_Create(&tm, 1, am_tm, &loc, 1, NULL, 0,
                      GEX_FLAG_RANK_IS_JOBRANK | GEX_FLAG_TM_NO_SCRATCH);
        gasnet_exit(3);
    }
    if (am_me == 0) {
        switch (mode) {
        case 0: (void)gex_TM_Pair(am1, GASNET_MAXEPS); break;
        case 1: gex_AM_RequestShort0(gex_TM_Pair(am1, 5), peer, 222, 0); break;
        case 2: gex_AM_RequestShort0(gex_TM_Pair(am1, 2), peer, 222, 0); break;
        case 3: gex_AM_RequestShort0(gex_TM_Pair(rma2, 1), peer, 222, 0); break;
        case 4: (void)gex_TM_QueryRank(gex_TM_Pair(am1, 1)); break;
        case 7: (void)gex_AM_MaxRequestMedium(gex_TM_Pair(am1, 2), peer, NULL, 0, 0); break;
        case 5:
            /* 222 is on endpoint 0's table only: the receiver reports it */
            gex_AM_RequestShort0(gex_TM_Pair(am_ep, 1), peer, 222, 0);
            for (int i = 0; i < 2000; i++) {
                gasnet_AMPoll();
                usleep(10000);
            }
            gasnet_exit(4);
            break;
        }
        if (mode != 5 && mode != 6)
            gasnet_exit(3);
    } else {
        for (int i = 0; i < 2000; i++) {
            gasnet_AMPoll();
            usleep(10000);
        }
        gasnet_exit(4);
    }
    return 3;
}
