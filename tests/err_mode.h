/* err_mode.h - the harness of the error-mode helpers (tests/rma/
 * t_rma_errors, tests/vis/t_vis_errors): a GASNet-1 job whose MODE
 * (argv[1]) is either "ok" (valid calls on every rank; status 0) or the
 * name of one bad call that rank 0 makes and the library must stop the
 * job on. Before a bad range rank 0 prints on stdout
 *     PROG: MODE: target rank T, segment [OWNER_START, OWNER_END)
 * so that the script can look for the rank and the bounds in the message.
 * A bad call that returns: status 3; a job still alive after 20 s: the
 * other ranks leave with status 4; init failures: status 5.
 *
 */
#ifndef TESTS_ERR_MODE_H
#define TESTS_ERR_MODE_H

#include "am_queues/am_common.h" /* am_tm, am_now, am_pick_mode, tap_barrier */

static const char *em_prog;          /* the program's name, for its lines */
static const char *const *em_modes;  /* the modes; [0] is "ok" */
static int em_mode;                  /* the chosen one */
static gex_EP_t em_ep;               /* the primordial EP (am_tm is its TM) */
static gex_Rank_t em_me, em_n;       /* this rank, the job size */
static gasnet_seginfo_t *em_seginfo; /* every rank's segment */

/* The mode named by argv[1], or -1 (after a usage line) if there is none. */
static TAP_UNUSED int em_pick(int argc, char **argv, const char *prog, const char *const *modes,
                              int nmodes)
{
    em_prog = prog;
    em_modes = modes;
    em_mode = am_pick_mode(argc, argv, modes, nmodes, prog);
    return em_mode;
}

/* gasnet_init, gasnet_attach(segsize), then the EP/TM and every rank's
 * segment; ends the process with status 5 if any of it fails. */
static TAP_UNUSED void em_init(int *argc, char ***argv, uintptr_t segsize)
{
    if (gasnet_init(argc, argv) != GASNET_OK || gasnet_attach(NULL, 0, segsize, 0) != GASNET_OK) {
        fprintf(stderr, "%s: gasnet_init / gasnet_attach failed\n", em_prog);
        exit(5);
    }
    gasnet_QueryGexObjects(NULL, &em_ep, &am_tm, NULL);
    em_me = gasnet_mynode();
    em_n = gasnet_nodes();
    em_seginfo = calloc(em_n, sizeof *em_seginfo);
    if (!em_seginfo || gasnet_getSegmentInfo(em_seginfo, (int)em_n) != GASNET_OK) {
        fprintf(stderr, "%s: gasnet_getSegmentInfo failed\n", em_prog);
        gasnet_exit(5);
    }
}

/* The bad call returned: it was not detected. */
static TAP_UNUSED _Noreturn void em_returned(void)
{
    fprintf(stderr, "%s: %s: the bad call returned (not detected)\n", em_prog, em_modes[em_mode]);
    fflush(stderr);
    gasnet_exit(3);
}

/* Rank 0, before a bad range: the target and its segment's bounds. */
static TAP_UNUSED void em_announce(gex_Rank_t t)
{
    char *start = em_seginfo[t].addr;
    printf("%s: %s: target rank %u, segment [%p, %p)\n", em_prog, em_modes[em_mode], (unsigned)t,
           (void *)start, (void *)(start + em_seginfo[t].size));
    fflush(stdout);
}

/* The end of mode "ok": bad problems on this rank (what says of which
 * kind); nobody leaves before everyone is done (gasnet_exit ends the job). */
static TAP_UNUSED _Noreturn void em_ok_exit(int bad, const char *what)
{
    if (bad)
        fprintf(stderr, "%s: ok: rank %u: %d %s\n", em_prog, (unsigned)em_me, bad, what);
    else
        printf("%s: ok: rank %u: valid calls passed the checks\n", em_prog, (unsigned)em_me);
    fflush(stdout);
    tap_barrier();
    gasnet_exit(bad ? 1 : 0);
}

/* The ranks other than 0 poll until the job dies (or the bad call goes
 * unnoticed). */
static TAP_UNUSED _Noreturn void em_wait_for_the_end(void)
{
    const int bound = 20 * tap_time_scale();
    double t0 = am_now();
    GASNET_BLOCKUNTIL(am_now() - t0 > bound);
    fprintf(stderr, "%s: %s: nothing happened within %d s\n", em_prog, em_modes[em_mode], bound);
    gasnet_exit(4);
}

#endif
