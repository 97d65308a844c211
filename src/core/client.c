/* client.c - start-up: gex_Client_Init, gasnet_init, gex_Segment_Attach,
 * gasnet_attach, and the objects they create. */
#include <gasnet.h>
#include <string.h>
#include <unistd.h>

#include "am_queues/amq_area.h"
#include "bootstrap/rank_init.h"
#include "coll/coll.h"
#include "core/env_report.h"
#include "core/errors.h"
#include "core/event.h"
#include "core/objects.h"
#include "pshm/alloc.h"
#include "pshm/bootbar.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/segment.h"
#include "pshm/wait.h"
#include "rma/rma_view.h"

struct core_state core;

/* The form the spec requires of a client name, [A-Z][A-Z0-9_]+ ("must
 * match"). We accept any other non-empty name with a warning, as the
 * reference implementation accepts it: its own tests call themselves
 * "testam", "testsmall" and so on. */
static bool spec_form_name(const char *s)
{
    if (!(s[0] >= 'A' && s[0] <= 'Z') || !s[1])
        return false;
    for (const char *p = s + 1; *p; p++)
        if (!((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_'))
            return false;
    return true;
}

/* GASNET_OK if clientName is usable: non-empty, at most
 * PSHMEX_CLIENT_NAME_MAX characters. (A name outside the spec's form is
 * warned about once the client exists: warn_client_name.) */
static int check_client_name(const char *name, const char *call)
{
    if (!name)
        return core_bad_arg(call, "clientName is NULL: it must be a non-empty string");
    size_t len = strnlen(name, PSHMEX_CLIENT_NAME_MAX + 1);
    if (!len)
        return core_bad_arg(call, "clientName is \"\": it must be a non-empty string");
    if (len > PSHMEX_CLIENT_NAME_MAX)
        return core_bad_arg(call, "clientName is longer than %d characters",
                            PSHMEX_CLIENT_NAME_MAX);
    return GASNET_OK;
}

/* A name outside the spec's form gets a one-line warning when errors are
 * verbose, from jobrank 0 only: the name is single-valued, and one line per
 * rank was noise in every job of a client named, say, "testhello". */
static void warn_client_name(const char *name, const char *call)
{
    if (pshm_job.rank == 0 && !spec_form_name(name))
        core_warn(call,
                  "clientName '%s' is not of the form [A-Z][A-Z0-9_]+ the spec requires "
                  "(accepted, as the reference implementation accepts it)",
                  name);
}

/* Join the job, build client + primordial EP + primordial team, and meet
 * every rank (the implicit barrier of both init calls). */
static int start_client(const char *call, const char *name, gex_Flags_t flags)
{
    int rc = rank_join(call);
    if (rc)
        return core_return(call, rc);
    struct pshmex_client *c = pshm_calloc(1, sizeof *c);
    struct pshmex_ep *ep = core_ep_alloc();                    /* aligned: TM-pairs tag it */
    struct pshmex_tm *tm = pshm_calloc_offpage(1, sizeof *tm); /* read inline: alloc.h */
    c->name = pshm_strdup(name);
    c->flags = flags;
    c->ep0 = ep;
    c->tm0 = tm;
    ep->client = c;
    ep->index = 0;
    /* gex_Client_Init(flags) creates the primordial EP and team: their
     * Query*Flags return the flags they were created with (spec 0.18). */
    ep->flags = flags;
    tm->flags = flags;
    tm->client = c;
    tm->ep = ep;
    tm->rank = pshm_job.rank;
    tm->size = pshm_job.hdr->nranks;
    core.client = c;
    core.phase = CORE_INIT;
    err_install_fatal_signals(); /* rank, signal, address, backtrace */
    amq_init();                  /* our AM queues, ready before anyone passes the barrier */
    /* endpoint 0's registrations are published for the senders' checks */
    ep->handlers.published = amq_handler_dir(pshm_job.rank)->word;
    pshm_set_poll_hook(core_poll); /* every wait polls AMs and progresses collectives */
    core_progress_join(call);      /* and calls that never wait do when asked */
    /* Everyone has joined (control areas backed) once this returns. The
     * minimum of the per-rank limits is gasnet_getMaxGlobalSegmentSize. */
    core.max_global_seg = (uintptr_t)pshm_boot_barrier_min(pshm_job.hdr->max_seg);
    /* After the barrier: the supervisor writes rank r's placement just
     * before forking it, so only now has every rank's entry been written;
     * built earlier, ranks could disagree on the tree. */
    tm->coll = coll_team_primordial(tm->rank, tm->size);
    rc = pshm_segment_map_peers(); /* peers' control areas */
    if (rc == 0) {
        rma_view_init();        /* every rank's map base is published by now */
        core_report_settings(); /* GASNET_VERBOSEENV */
    }
    return core_return(call, rc);
}

int gex_Client_Init(gex_Client_t *client_p, gex_EP_t *ep_p, gex_TM_t *tm_p, const char *clientName,
                    int *argc, char ***argv, gex_Flags_t flags)
{
    static const char call[] = "gex_Client_Init";
    (void)argc; /* pshmrun passes no arguments of its own: nothing to strip */
    (void)argv;
    if (!client_p || !ep_p || !tm_p)
        return core_bad_arg(call, "client_p, ep_p and tm_p must not be NULL (got %p, %p, %p)",
                            (void *)client_p, (void *)ep_p, (void *)tm_p);
    int name_rc = check_client_name(clientName, call);
    if (name_rc != GASNET_OK)
        return name_rc;
    gex_Flags_t known = GEX_FLAG_USES_GASNET1 | GEX_FLAG_DEFER_THREADS;
    if (flags & ~known)
        return core_bad_arg(call,
                            "unknown flags 0x%x (accepted: GEX_FLAG_USES_GASNET1, "
                            "GEX_FLAG_DEFER_THREADS)",
                            (unsigned)(flags & ~known));
    if (core.client)
        return core_bad_arg(call,
                            "a client (%s) already exists: one client per job, and "
                            "gasnet_init and gex_Client_Init exclude each other",
                            core.client->name);
    int rc = start_client(call, clientName, flags);
    if (rc != GASNET_OK)
        return rc;
    warn_client_name(clientName, call);
    *client_p = core.client;
    *ep_p = core.client->ep0;
    *tm_p = core.client->tm0;
    return GASNET_OK;
}

int gasnet_init(int *argc, char ***argv)
{
    static const char call[] = "gasnet_init";
    (void)argc;
    (void)argv;
    if (core.client)
        return core_bad_arg(call, "called twice, or after gex_Client_Init");
    int rc = start_client(call, "GASNET_LEGACY", GEX_FLAG_USES_GASNET1);
    if (rc == GASNET_OK)
        core.legacy_init = true;
    return rc;
}

static struct pshmex_segment *attach_segment(uintptr_t size, int *rc, const char *call)
{
    void *addr = NULL;
    int e = size ? pshm_segment_attach(size, &addr) : 0;
    if (e) {
        *rc = core_return(call, e);
        return NULL;
    }
    struct pshmex_segment *s = pshm_calloc(1, sizeof *s);
    s->client = core.client;
    s->addr = addr;
    s->size = size;
    s->attached = true;
    *rc = GASNET_OK;
    return s;
}

static int check_segsize(const char *call, uintptr_t size, bool zero_ok)
{
    uintptr_t page = GASNET_PAGESIZE;
    if (size == 0 && !zero_ok)
        return core_bad_arg(call, "size 0: the segment size must be non-zero");
    if (size % page)
        return core_bad_arg(call, "size %zu is not a multiple of GASNET_PAGESIZE (%zu)",
                            (size_t)size, (size_t)page);
    if (size > pshm_job.hdr->max_seg)
        return core_bad_arg(call,
                            "size %zu is over gasnet_getMaxLocalSegmentSize() = %zu "
                            "(raise GASNET_MAX_SEGSIZE)",
                            (size_t)size, (size_t)pshm_job.hdr->max_seg);
    return GASNET_OK;
}

int gex_Segment_Attach(gex_Segment_t *segment_p, gex_TM_t tm, uintptr_t size)
{
    static const char call[] = "gex_Segment_Attach";
    if (!core.client)
        return core_return(call, pshm_err(PSHM_ENOTINIT, "gex_Client_Init has not been called"));
    if (!segment_p)
        return core_bad_arg(call, "segment_p is NULL");
    if (tm != core.client->tm0)
        return core_bad_arg(call, "tm %p is not the primordial team", (void *)tm);
    if (core.client->ep0->segment && !core.client->ep0->segment->attached)
        return core_bad_arg(call,
                            "the primordial endpoint already has a bound segment (%p, of "
                            "gex_Segment_Create and gex_EP_BindSegment)",
                            (void *)core.client->ep0->segment);
    if (core.client->ep0->segment || core.phase == CORE_ATTACHED)
        return core_bad_arg(call, "a segment is already attached: at most one call per process");
    int rc = check_segsize(call, size, false);
    if (rc != GASNET_OK)
        return rc;
    struct pshmex_segment *s = attach_segment(size, &rc, call);
    if (!s)
        return rc;
    core.client->ep0->segment = s;
    core.phase = CORE_ATTACHED;
    pshm_boot_barrier(); /* peers' segments are published once it returns */
    *segment_p = s;
    return core_return(call, pshm_segment_map_peers());
}

int gasnet_attach(gasnet_handlerentry_t *table, int numentries, uintptr_t segsize,
                  uintptr_t minheapoffset)
{
    static const char call[] = "gasnet_attach";
    if (!core.client || !core.legacy_init)
        return core_return(call, pshm_err(PSHM_ENOTINIT, "gasnet_init has not been called"));
    if (core.phase == CORE_ATTACHED)
        return core_bad_arg(call, "called twice");
    if (core.client->ep0->segment)
        return core_bad_arg(call,
                            "the primordial endpoint already has a bound segment (%p, of "
                            "gex_Segment_Create and gex_EP_BindSegment)",
                            (void *)core.client->ep0->segment);
    int rc = check_segsize(call, segsize, true);
    if (rc != GASNET_OK)
        return rc;
    /* minheapoffset must be single-valued: check it with two reductions. */
    uint64_t lo = pshm_boot_barrier_min(minheapoffset);
    uint64_t hi = ~pshm_boot_barrier_min(~(uint64_t)minheapoffset);
    if (lo != hi)
        return core_bad_arg(call,
                            "minheapoffset differs across ranks (%llu..%llu): it must be "
                            "the same on every rank",
                            (unsigned long long)lo, (unsigned long long)hi);
    struct pshmex_ep *ep = core.client->ep0;
    rc = core_register_legacy(&ep->handlers, table, numentries, call);
    if (rc != 0)
        return rc;
    struct pshmex_segment *s = attach_segment(segsize, &rc, call);
    if (!s)
        return rc;
    ep->segment = segsize ? s : NULL;
    if (!segsize)
        pshm_free(s);
    core.phase = CORE_ATTACHED;
    pshm_boot_barrier(); /* "a successful call acts as a global barrier" */
    return core_return(call, pshm_segment_map_peers());
}

void gasnet_QueryGexObjects(gex_Client_t *client_p, gex_EP_t *endpoint_p, gex_TM_t *tm_p,
                            gex_Segment_t *segment_p)
{
    struct pshmex_client *c = core.client;
    if (client_p)
        *client_p = c;
    if (endpoint_p)
        *endpoint_p = c ? c->ep0 : NULL;
    if (tm_p)
        *tm_p = c ? c->tm0 : NULL;
    if (segment_p)
        *segment_p = c ? c->ep0->segment : NULL;
}
