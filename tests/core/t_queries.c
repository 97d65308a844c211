/* t_queries: every job/team/client/segment query returns consistent values.
 *
 *   pshmrun -n N t_queries [N]        main run (N = expected job size, optional)
 *   pshmrun -n N t_queries errors     argument errors (bad client name, bad
 *                                     segment sizes, second attach) and
 *                                     verbose-error reporting
 *
 * Every rank runs the same checks; rank 0 prints TAP (see tests/tap.h).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <gasnet.h>
#include <gasnetex.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../tap.h"

#define CLIENT_NAME "T_QUERIES"

/* What each rank publishes in its own segment, right after the tap.h page. */
typedef struct {
    uint32_t magic;
    uint32_t jobrank, jobsize;
    uint32_t nbrhd_count, host_count;
    uint32_t nbrhd_set_size, nbrhd_set_rank, host_set_size, host_set_rank;
    int32_t core, numa;
    uint64_t max_local, max_global, seg_size;
    uint64_t seg_addr;
} record_t;

#define RECORD_MAGIC 0x51554552u /* "QUER" */

static uintptr_t seg_size_for(gex_Rank_t r)
{
    return (uintptr_t)(2 + r % 5) * GASNET_PAGESIZE;
}

/* ---- capture what a call prints on stderr (fd 2) ---- */
static int saved_fd = -1;
static FILE *cap_file;

static void capture_begin(void)
{
    fflush(stderr);
    cap_file = tmpfile();
    if (!cap_file) {
        perror("tmpfile");
        gasnet_exit(99);
    }
    saved_fd = dup(2);
    dup2(fileno(cap_file), 2);
}

/* Returns the captured text (static buffer). */
static const char *capture_end(void)
{
    static char buf[4096];
    fflush(stderr);
    dup2(saved_fd, 2);
    close(saved_fd);
    rewind(cap_file);
    size_t n = fread(buf, 1, sizeof buf - 1, cap_file);
    buf[n] = '\0';
    fclose(cap_file);
    return buf;
}

static int count_lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        if (*s == '\n')
            n++;
    return n;
}

static void show_captured(const char *what, const char *text)
{
    if (*text)
        note("%s printed: %.*s", what, (int)strcspn(text, "\n"), text);
    else
        note("%s printed nothing on stderr", what);
}

/* ------------------------------------------------------------------ */

static int run_errors(int argc, char **argv)
{
    gex_Client_t client = GEX_CLIENT_INVALID;
    gex_EP_t ep = GEX_EP_INVALID;
    gex_TM_t tm = GEX_TM_INVALID;
    gex_Segment_t seg = GEX_SEGMENT_INVALID;
    const char *out;
    int rc;

    /* Before init: NULL, "" and a name over PSHMEX_CLIENT_NAME_MAX are
     * rejected (any other name is accepted: tests/core/client_names.sh). */
    static char too_long[PSHMEX_CLIENT_NAME_MAX + 2];
    memset(too_long, 'N', PSHMEX_CLIENT_NAME_MAX + 1);
    const char *const bad_names[] = {NULL, "", too_long};
    static const char *const bad_labels[] = {"NULL", "\"\"", "a 256-character name"};
    int bad_rc[sizeof bad_names / sizeof bad_names[0]];
    char bad_out[sizeof bad_names / sizeof bad_names[0]][256];
    for (size_t i = 0; i < sizeof bad_names / sizeof bad_names[0]; i++) {
        capture_begin();
        bad_rc[i] = gex_Client_Init(&client, &ep, &tm, bad_names[i], &argc, &argv, 0);
        out = capture_end();
        snprintf(bad_out[i], sizeof bad_out[i], "%s", out);
        if (bad_rc[i] == GASNET_OK) {
            /* Init succeeded: we cannot go on with a sane error test.  Report
             * it and finish as a (failing) job. */
            fprintf(stderr, "t_queries: gex_Client_Init accepted bad name %s\n", bad_labels[i]);
            gex_Segment_Attach(&seg, tm, 2 * GASNET_PAGESIZE);
            tap_multi(tm);
            for (size_t j = 0; j <= i; j++)
                ok(bad_rc[j] == GASNET_ERR_BAD_ARG,
                   "gex_Client_Init(%s) -> GASNET_ERR_BAD_ARG (got %d)", bad_labels[j], bad_rc[j]);
            (void)tap_finish();
            return 1;
        }
    }

    rc = gex_Client_Init(&client, &ep, &tm, CLIENT_NAME, &argc, &argv, 0);
    if (rc != GASNET_OK) {
        printf("1..1\nnot ok 1 - gex_Client_Init(\"%s\") after rejected names returns GASNET_OK "
               "(got %d)\n",
               CLIENT_NAME, rc);
        fflush(stdout);
        return 1;
    }
    const gex_Rank_t me = gex_TM_QueryRank(tm);
    const uintptr_t maxlocal = gasnet_getMaxLocalSegmentSize();

    /* Now the bad names can be reported (only rank 0 prints TAP, but the
     * shared area needs a segment: attach errors first, then the good one). */
    int attach_rc_unaligned, attach_rc_zero, attach_rc_huge, attach_rc_quiet;
    char out_unaligned[512], out_zero[512], out_huge[512], out_quiet[512];
    gex_Segment_t seg_after_fail;

    seg = GEX_SEGMENT_INVALID;
    capture_begin();
    attach_rc_unaligned = gex_Segment_Attach(&seg, tm, 1000);
    snprintf(out_unaligned, sizeof out_unaligned, "%s", capture_end());
    seg_after_fail = seg;

    capture_begin();
    attach_rc_zero = gex_Segment_Attach(&seg, tm, 0);
    snprintf(out_zero, sizeof out_zero, "%s", capture_end());

    capture_begin();
    attach_rc_huge = gex_Segment_Attach(&seg, tm, maxlocal + GASNET_PAGESIZE);
    snprintf(out_huge, sizeof out_huge, "%s", capture_end());

    int verbose_default = gex_System_GetVerboseErrors();
    gex_System_SetVerboseErrors(0);
    int verbose_off = gex_System_GetVerboseErrors();
    capture_begin();
    attach_rc_quiet = gex_Segment_Attach(&seg, tm, GASNET_PAGESIZE + 1);
    snprintf(out_quiet, sizeof out_quiet, "%s", capture_end());
    gex_System_SetVerboseErrors(1);
    int verbose_on = gex_System_GetVerboseErrors();

    rc = gex_Segment_Attach(&seg, tm, seg_size_for(me));
    if (rc != GASNET_OK || seg == GEX_SEGMENT_INVALID) {
        printf(
            "1..1\nnot ok 1 - gex_Segment_Attach of a valid size after failed attempts (rc %d)\n",
            rc);
        fflush(stdout);
        return 1;
    }
    tap_multi(tm);

    for (size_t i = 0; i < sizeof bad_names / sizeof bad_names[0]; i++) {
        ok(bad_rc[i] == GASNET_ERR_BAD_ARG, "gex_Client_Init(%s) -> GASNET_ERR_BAD_ARG (got %d)",
           bad_labels[i], bad_rc[i]);
        ok(strstr(bad_out[i], "clientName") != NULL,
           "gex_Client_Init(%s): the message names the argument clientName", bad_labels[i]);
        ok(strstr(bad_out[i], "pshmex: gex_Client_Init") != NULL && count_lines(bad_out[i]) == 1,
           "  ... and prints one line 'pshmex: gex_Client_Init: ...' on stderr");
        if (!strstr(bad_out[i], "pshmex: gex_Client_Init"))
            show_captured("gex_Client_Init", bad_out[i]);
    }

    ok(GASNET_ERR_RESOURCE == 10002 && GASNET_ERR_BAD_ARG == 10003,
       "GASNET_ERR_RESOURCE == 10002, GASNET_ERR_BAD_ARG == 10003");

    ok(attach_rc_unaligned == GASNET_ERR_BAD_ARG,
       "gex_Segment_Attach(size 1000) -> GASNET_ERR_BAD_ARG (got %d)", attach_rc_unaligned);
    ok(strstr(out_unaligned, "pshmex: gex_Segment_Attach") && strstr(out_unaligned, "1000") &&
           count_lines(out_unaligned) == 1,
       "  ... prints one line naming gex_Segment_Attach and the size");
    show_captured("gex_Segment_Attach(1000)", out_unaligned);
    ok(seg_after_fail == GEX_SEGMENT_INVALID, "  ... and leaves *segment_p untouched");

    ok(attach_rc_zero == GASNET_ERR_BAD_ARG,
       "gex_Segment_Attach(size 0) -> GASNET_ERR_BAD_ARG (got %d)", attach_rc_zero);
    ok(strstr(out_zero, "pshmex: gex_Segment_Attach") != NULL, "  ... with a message on stderr");

    ok(attach_rc_huge == GASNET_ERR_BAD_ARG || attach_rc_huge == GASNET_ERR_RESOURCE,
       "gex_Segment_Attach(max local + 1 page = %lu) -> BAD_ARG or RESOURCE (got %d)",
       (unsigned long)(maxlocal + GASNET_PAGESIZE), attach_rc_huge);
    ok(strstr(out_huge, "pshmex: gex_Segment_Attach") != NULL, "  ... with a message on stderr");
    show_captured("gex_Segment_Attach(too big)", out_huge);

    ok(verbose_default != 0, "verbose errors are on by default (%d)", verbose_default);
    ok(verbose_off == 0, "gex_System_SetVerboseErrors(0) -> GetVerboseErrors() == 0 (%d)",
       verbose_off);
    ok(verbose_on != 0, "gex_System_SetVerboseErrors(1) -> GetVerboseErrors() != 0 (%d)",
       verbose_on);
    ok(attach_rc_quiet == GASNET_ERR_BAD_ARG,
       "with verbose errors off, gex_Segment_Attach(page+1) still -> GASNET_ERR_BAD_ARG (got %d)",
       attach_rc_quiet);
    ok(out_quiet[0] == '\0', "  ... and prints nothing");
    if (out_quiet[0])
        show_captured("quiet gex_Segment_Attach", out_quiet);

    /* the segment we did get */
    ok(gex_Segment_QuerySize(seg) == seg_size_for(me), "valid attach after failures: size %lu",
       (unsigned long)gex_Segment_QuerySize(seg));

    /* second attach: at most one call per process */
    gex_Segment_t seg2 = GEX_SEGMENT_INVALID;
    capture_begin();
    rc = gex_Segment_Attach(&seg2, tm, 2 * GASNET_PAGESIZE);
    out = capture_end();
    ok(rc == GASNET_ERR_BAD_ARG || rc == GASNET_ERR_RESOURCE,
       "second gex_Segment_Attach -> BAD_ARG or RESOURCE (got %d)", rc);
    ok(strstr(out, "pshmex: gex_Segment_Attach") != NULL, "  ... with a message on stderr");
    show_captured("second gex_Segment_Attach", out);
    ok(gex_EP_QuerySegment(ep) == seg, "the first segment stays bound to the EP");

    /* a second client: only one gex_Client_Init per job */
    gex_Client_t c2 = GEX_CLIENT_INVALID;
    gex_EP_t e2 = GEX_EP_INVALID;
    gex_TM_t t2 = GEX_TM_INVALID;
    capture_begin();
    rc = gex_Client_Init(&c2, &e2, &t2, "T_QUERIES_TWO", NULL, NULL, 0);
    out = capture_end();
    ok(rc != GASNET_OK, "a second gex_Client_Init returns an error (got %d)", rc);
    show_captured("second gex_Client_Init", out);

    ok(strcmp(gasnet_ErrorName(GASNET_ERR_BAD_ARG), "GASNET_ERR_BAD_ARG") == 0,
       "gasnet_ErrorName(GASNET_ERR_BAD_ARG) = \"%s\"", gasnet_ErrorName(GASNET_ERR_BAD_ARG));
    ok(strcmp(gasnet_ErrorName(GASNET_ERR_RESOURCE), "GASNET_ERR_RESOURCE") == 0,
       "gasnet_ErrorName(GASNET_ERR_RESOURCE) = \"%s\"", gasnet_ErrorName(GASNET_ERR_RESOURCE));
    ok(strcmp(gasnet_ErrorName(GASNET_OK), "GASNET_OK") == 0,
       "gasnet_ErrorName(GASNET_OK) = \"%s\"", gasnet_ErrorName(GASNET_OK));
    ok(gasnet_ErrorDesc(GASNET_ERR_BAD_ARG) && gasnet_ErrorDesc(GASNET_ERR_BAD_ARG)[0],
       "gasnet_ErrorDesc(GASNET_ERR_BAD_ARG) = \"%s\"",
       gasnet_ErrorDesc(GASNET_ERR_BAD_ARG) ? gasnet_ErrorDesc(GASNET_ERR_BAD_ARG) : "(null)");

    return tap_finish();
}

/* ------------------------------------------------------------------ */

static int run_main(int argc, char **argv)
{
    gex_Client_t client = GEX_CLIENT_INVALID;
    gex_EP_t ep = GEX_EP_INVALID;
    gex_TM_t tm = GEX_TM_INVALID;
    gex_Segment_t seg = GEX_SEGMENT_INVALID;

    int rc = gex_Client_Init(&client, &ep, &tm, CLIENT_NAME, &argc, &argv, 0);
    if (rc != GASNET_OK) {
        printf("1..1\nnot ok 1 - gex_Client_Init returns GASNET_OK (got %d)\n", rc);
        return 1;
    }
    long expected = argc > 1 ? strtol(argv[1], NULL, 10) : 0;

    const gex_Rank_t me = gex_System_QueryJobRank();
    const gex_Rank_t n = gex_System_QueryJobSize();
    const uintptr_t max_local = gasnet_getMaxLocalSegmentSize();
    const uintptr_t max_global = gasnet_getMaxGlobalSegmentSize();

    rc = gex_Segment_Attach(&seg, tm, seg_size_for(me));
    if (rc != GASNET_OK) {
        printf("1..1\nnot ok 1 - gex_Segment_Attach(%lu) returns GASNET_OK (got %d)\n",
               (unsigned long)seg_size_for(me), rc);
        return 1;
    }
    tap_multi(tm);

    ok(client != GEX_CLIENT_INVALID && ep != GEX_EP_INVALID && tm != GEX_TM_INVALID,
       "gex_Client_Init wrote client, EP and TM");
    if (expected > 0)
        ok(n == (gex_Rank_t)expected, "job size %u == %ld", (unsigned)n, expected);
    else
        note("job size %u (no expected size given)", (unsigned)n);
    ok(me < n, "job rank %u < job size %u", (unsigned)me, (unsigned)n);
    ok(gasnet_mynode() == me && gasnet_nodes() == n,
       "gasnet_mynode()/gasnet_nodes() = %u/%u match the job rank/size", (unsigned)gasnet_mynode(),
       (unsigned)gasnet_nodes());
    ok(gex_TM_QueryRank(tm) == me && gex_TM_QuerySize(tm) == n,
       "primordial TM rank/size = %u/%u match the job rank/size", (unsigned)gex_TM_QueryRank(tm),
       (unsigned)gex_TM_QuerySize(tm));
    const char *env_rank = getenv("PSHMEX_RANK");
    if (env_rank)
        ok(strtoul(env_rank, NULL, 10) == me, "PSHMEX_RANK=%s matches the job rank", env_rank);

    ok(gex_TM_QueryEP(tm) == ep, "gex_TM_QueryEP(tm) is the primordial EP");
    ok(gex_TM_QueryClient(tm) == client, "gex_TM_QueryClient(tm) is the client");
    ok(gex_EP_QueryClient(ep) == client, "gex_EP_QueryClient(ep) is the client");
    ok(gex_EP_QueryIndex(ep) == 0, "primordial EP has index 0");
    ok(gex_EP_QuerySegment(ep) == seg, "gex_EP_QuerySegment(ep) is the attached segment");
    note("gex_TM_QueryFlags = %#lx, gex_EP_QueryFlags = %#lx", (unsigned long)gex_TM_QueryFlags(tm),
         (unsigned long)gex_EP_QueryFlags(ep));

    int trans_ok = 1;
    for (gex_Rank_t r = 0; r < n; r++) {
        if (gex_TM_TranslateRankToJobrank(tm, r) != r)
            trans_ok = 0;
        if (gex_TM_TranslateJobrankToRank(tm, r) != r)
            trans_ok = 0;
    }
    ok(trans_ok, "TranslateRankToJobrank/JobrankToRank are the identity on the primordial team");

    /* neighbourhood and host */
    gex_RankInfo_t *info = NULL;
    gex_Rank_t count = 0, my_index = GEX_RANK_INVALID;
    gex_System_QueryNbrhdInfo(&info, &count, &my_index);
    int sorted = info != NULL;
    for (gex_Rank_t i = 0; sorted && i < count; i++) {
        if (info[i].gex_jobrank >= n)
            sorted = 0;
        if (i > 0 && info[i].gex_jobrank <= info[i - 1].gex_jobrank)
            sorted = 0;
    }
    ok(count >= 1 && count <= n, "nbrhd count %u in 1..%u", (unsigned)count, (unsigned)n);
    ok(sorted, "nbrhd info sorted by increasing jobrank, all < job size");
    ok(info && my_index < count && info[my_index].gex_jobrank == me,
       "nbrhd info[my index %u] is me", (unsigned)my_index);
    ok(count == n, "single host: every rank is in my nbrhd (%u of %u)", (unsigned)count,
       (unsigned)n);
    const uint32_t nbrhd_count = count;
    gex_System_QueryNbrhdInfo(NULL, NULL, NULL); /* all outputs may be NULL */

    info = NULL;
    count = 0;
    my_index = GEX_RANK_INVALID;
    gex_System_QueryHostInfo(&info, &count, &my_index);
    sorted = info != NULL;
    for (gex_Rank_t i = 0; sorted && i < count; i++) {
        if (info[i].gex_jobrank >= n)
            sorted = 0;
        if (i > 0 && info[i].gex_jobrank <= info[i - 1].gex_jobrank)
            sorted = 0;
    }
    ok(sorted && count == n, "host info sorted, contains all %u ranks (count %u)", (unsigned)n,
       (unsigned)count);
    ok(info && my_index < count && info[my_index].gex_jobrank == me, "host info[my index %u] is me",
       (unsigned)my_index);
    const uint32_t host_count = count;
    gex_System_QueryHostInfo(NULL, NULL, NULL);

    gex_Rank_t nss = 99, nsr = 99, hss = 99, hsr = 99;
    gex_System_QueryMyPosition(&nss, &nsr, &hss, &hsr);
    ok(nss == 1 && nsr == 0, "MyPosition: one nbrhd, set rank 0 (size %u, rank %u)", (unsigned)nss,
       (unsigned)nsr);
    ok(hss == 1 && hsr == 0, "MyPosition: one host, set rank 0 (size %u, rank %u)", (unsigned)hss,
       (unsigned)hsr);
    gex_System_QueryMyPosition(NULL, NULL, NULL, NULL);

    /* client */
    const char *name = gex_Client_QueryName(client);
    ok(name && strcmp(name, CLIENT_NAME) == 0, "gex_Client_QueryName = \"%s\"",
       name ? name : "(null)");
    ok(gex_Client_QueryFlags(client) == 0, "gex_Client_QueryFlags = 0 (flags passed to init)");

    /* CData on every object type */
    static int tag_client, tag_seg, tag_tm, tag_ep;
    ok(gex_Client_QueryCData(client) == NULL && gex_Segment_QueryCData(seg) == NULL &&
           gex_TM_QueryCData(tm) == NULL && gex_EP_QueryCData(ep) == NULL,
       "CData of client, segment, TM and EP start as NULL");
    gex_Client_SetCData(client, &tag_client);
    gex_Segment_SetCData(seg, &tag_seg);
    gex_TM_SetCData(tm, &tag_tm);
    gex_EP_SetCData(ep, &tag_ep);
    ok(gex_Client_QueryCData(client) == &tag_client, "client CData set/query");
    ok(gex_Segment_QueryCData(seg) == &tag_seg, "segment CData set/query");
    ok(gex_TM_QueryCData(tm) == &tag_tm, "TM CData set/query");
    ok(gex_EP_QueryCData(ep) == &tag_ep, "EP CData set/query");
    gex_TM_SetCData(tm, NULL);
    ok(gex_TM_QueryCData(tm) == NULL && gex_EP_QueryCData(ep) == &tag_ep,
       "CData reset to NULL on TM, others unchanged");

    /* system */
    uint64_t maxthreads = gex_System_QueryMaxThreads();
    ok(maxthreads == 1, "gex_System_QueryMaxThreads = %llu: 1 in a GASNET_SEQ client",
       (unsigned long long)maxthreads);
    ok((gex_System_QueryMaxThreads)() >= 1,
       "the library's gex_System_QueryMaxThreads (called as a function) = %llu >= 1",
       (unsigned long long)(gex_System_QueryMaxThreads)());
    int v0 = gex_System_GetVerboseErrors();
    gex_System_SetVerboseErrors(0);
    int v1 = gex_System_GetVerboseErrors();
    gex_System_SetVerboseErrors(1);
    int v2 = gex_System_GetVerboseErrors();
    ok(v0 != 0 && v1 == 0 && v2 != 0,
       "verbose errors: default %d, after Set(0) %d, after Set(1) %d", v0, v1, v2);

    ok(max_local > 0 && max_local % GASNET_PAGESIZE == 0,
       "gasnet_getMaxLocalSegmentSize = %lu, a multiple of GASNET_PAGESIZE",
       (unsigned long)max_local);
    ok(max_global > 0 && max_global <= max_local && max_global % GASNET_PAGESIZE == 0,
       "gasnet_getMaxGlobalSegmentSize = %lu <= local", (unsigned long)max_global);

    const char *path = getenv("PATH");
    const char *gpath = gasnet_getenv("PATH");
    ok(gpath && path && strcmp(gpath, path) == 0, "gasnet_getenv(\"PATH\") matches getenv");
    ok(gasnet_getenv("PSHMEX_TEST_SURELY_UNSET_VARIABLE") == NULL,
       "gasnet_getenv of an unset variable is NULL");

    ok(gasnet_set_waitmode(GASNET_WAIT_SPIN) == GASNET_OK &&
           gasnet_set_waitmode(GASNET_WAIT_BLOCK) == GASNET_OK &&
           gasnet_set_waitmode(GASNET_WAIT_SPINBLOCK) == GASNET_OK,
       "gasnet_set_waitmode accepts SPIN, BLOCK and SPINBLOCK");

    /* segment */
    void *addr = gex_Segment_QueryAddr(seg);
    ok(addr && (uintptr_t)addr % GASNET_PAGESIZE == 0, "segment address %p is page aligned", addr);
    ok(gex_Segment_QuerySize(seg) == seg_size_for(me), "segment size %lu == requested %lu",
       (unsigned long)gex_Segment_QuerySize(seg), (unsigned long)seg_size_for(me));
    ok(gex_Segment_QueryClient(seg) == client, "gex_Segment_QueryClient is the client");
    ok(gex_Segment_QueryFlags(seg) == 0, "gex_Segment_QueryFlags = 0");

    void *own_owner = NULL, *own_local = NULL;
    uintptr_t own_size = 0;
    gex_Event_t ev =
        gex_EP_QueryBoundSegmentNB(tm, me, &own_owner, &own_local, &own_size, GEX_FLAG_IMMEDIATE);
    ok(ev == GEX_EVENT_INVALID, "QueryBoundSegmentNB(self, IMMEDIATE) completes at once");
    ok(own_owner == addr && own_local == addr && own_size == gex_Segment_QuerySize(seg),
       "QueryBoundSegmentNB(self): owner %p, local %p, size %lu match the segment", own_owner,
       own_local, (unsigned long)own_size);

    /* placement extension */
    int core = -2, numa = -2;
    ok(pshmex_QueryRankPlacement(me, &core, &numa) == 0, "pshmex_QueryRankPlacement(me) succeeds");
    note("rank 0: core %d, NUMA node %d", core, numa);
    int bad_core = -5, bad_numa = -5;
    gex_System_SetVerboseErrors(0);
    ok(pshmex_QueryRankPlacement(n, &bad_core, &bad_numa) != 0,
       "pshmex_QueryRankPlacement(job size) fails");
    gex_System_SetVerboseErrors(1);
    const char *topo = pshmex_QueryHostTopology();
    ok(topo && topo[0], "pshmex_QueryHostTopology: %s", topo ? topo : "(null)");

    /* publish my view for the peers */
    record_t *mine = (record_t *)((char *)addr + TAP_RESERVED);
    mine->jobrank = me;
    mine->jobsize = n;
    mine->nbrhd_count = nbrhd_count;
    mine->host_count = host_count;
    mine->nbrhd_set_size = nss;
    mine->nbrhd_set_rank = nsr;
    mine->host_set_size = hss;
    mine->host_set_rank = hsr;
    mine->core = core;
    mine->numa = numa;
    mine->max_local = max_local;
    mine->max_global = max_global;
    mine->seg_size = gex_Segment_QuerySize(seg);
    mine->seg_addr = (uint64_t)(uintptr_t)addr;
    __atomic_store_n(&mine->magic, RECORD_MAGIC, __ATOMIC_RELEASE);
    tap_barrier();

    /* every rank checks every peer */
    int peers_ok = 1, agree = 1, place_ok = 1, addr_ok = 1;
    uint64_t min_local = UINT64_MAX;
    for (gex_Rank_t r = 0; r < n; r++) {
        void *owner = NULL, *local = NULL;
        uintptr_t size = 0;
        gex_Event_Wait(gex_EP_QueryBoundSegmentNB(tm, r, &owner, &local, &size, 0));
        if (size != seg_size_for(r) || !local || !owner) {
            peers_ok = 0;
            diag("rank %u's segment: owner %p local %p size %lu (expected size %lu)", (unsigned)r,
                 owner, local, (unsigned long)size, (unsigned long)seg_size_for(r));
            continue;
        }
        const record_t *rec = (const record_t *)((const char *)local + TAP_RESERVED);
        if (__atomic_load_n(&rec->magic, __ATOMIC_ACQUIRE) != RECORD_MAGIC || rec->jobrank != r) {
            peers_ok = 0;
            diag("rank %u's record not visible through local address %p", (unsigned)r, local);
            continue;
        }
        if (rec->seg_addr != (uint64_t)(uintptr_t)owner || rec->seg_size != size)
            addr_ok = 0;
        if (rec->jobsize != n || rec->nbrhd_count != nbrhd_count || rec->host_count != host_count ||
            rec->nbrhd_set_size != nss || rec->host_set_size != hss || rec->nbrhd_set_rank != nsr ||
            rec->host_set_rank != hsr || rec->max_global != max_global)
            agree = 0;
        if (rec->max_local < min_local)
            min_local = rec->max_local;
        int c = -3, m = -3;
        if (pshmex_QueryRankPlacement(r, &c, &m) != 0 || c != rec->core || m != rec->numa) {
            place_ok = 0;
            diag("placement of rank %u: rank %u sees core %d numa %d, rank %u itself says %d/%d",
                 (unsigned)r, (unsigned)me, c, m, (unsigned)r, rec->core, rec->numa);
        }
    }
    ok(peers_ok, "every peer's segment is found with the right size and a local mapping");
    ok(addr_ok, "owneraddr/size from QueryBoundSegmentNB match what each owner reports");
    ok(agree, "all ranks agree on job size, nbrhd/host info, positions, max global segment size");
    ok(min_local == max_global || min_local == UINT64_MAX,
       "max global segment size %lu == min over ranks of max local (%llu)",
       (unsigned long)max_global, (unsigned long long)min_local);
    ok(place_ok, "pshmex_QueryRankPlacement(r) is the same on every rank as on rank r");

    return tap_finish();
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "errors") == 0)
        return run_errors(argc, argv);
    return run_main(argc, argv);
}
