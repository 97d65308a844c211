/* objects.h - the library's objects behind the opaque gex_* handles.
 *
 * One client per job (the spec's current limit), one primordial endpoint
 * (GASNET_MAXEPS is 1) and the primordial team. Segments come from
 * gex_Segment_Attach (the slot's segment in the job area) or
 * gex_Segment_Create (private memory, [MK]).
 */
#ifndef CORE_OBJECTS_H
#define CORE_OBJECTS_H

#include <gasnetex.h>
#include <stdbool.h>
#include <stddef.h>

#include "core/handlers.h"

struct coll_team;

struct pshmex_segment {
    struct pshmex_client *client;
    void *addr;
    uintptr_t size;
    gex_Flags_t flags;
    void *cdata;
    bool attached; /* from gex_Segment_Attach: lives in the job area */
    bool owned;    /* from gex_Segment_Create(address NULL): we free it */
};

struct pshmex_ep {
    struct pshmex_client *client;
    gex_EP_Index_t index;
    gex_Flags_t flags;
    void *cdata;
    struct pshmex_segment *segment; /* bound segment or NULL */
    struct core_handler_table handlers;
};

/* jobranks and size come first, in the order of struct pshmex_tm_prefix
 * (pshmex_rma.h): the inline RMA paths read them. */
struct pshmex_tm {
    gex_Rank_t *jobranks; /* rank -> jobrank; NULL for the primordial team (identity) */
    gex_Rank_t size;
    gex_Rank_t rank;
    /* [rank]: the pshmex_rma_segs entry of its jobrank (a copy kept equal,
     * rma_view_team_segs; the primordial team: the table itself; read inline) */
    const struct pshmex_rma_seg *rma_segs;
    struct pshmex_client *client;
    struct pshmex_ep *ep;
    gex_Flags_t flags;
    void *cdata;
    struct coll_team *coll; /* collectives state (src/coll) */
    gex_Memvec_t scratch;   /* client scratch given at creation (gex_TM_Destroy returns it) */
};
_Static_assert(offsetof(struct pshmex_tm, jobranks) ==
                   offsetof(struct pshmex_tm_prefix, jobranks),
               "the inline RMA path reads jobranks");
_Static_assert(offsetof(struct pshmex_tm, size) == offsetof(struct pshmex_tm_prefix, size),
               "the inline RMA path reads size");
_Static_assert(offsetof(struct pshmex_tm, rma_segs) ==
                   offsetof(struct pshmex_tm_prefix, rma_segs),
               "the inline RMA path reads rma_segs");

/* A TM-pair (gex_TM_Pair) is the local endpoint's address with bit 0 set;
 * its ranks are jobranks. */
static inline bool core_tm_is_pair(gex_TM_t tm)
{
    return ((uintptr_t)tm & 1u) != 0;
}

/* Members tm names: a team's size, or for a TM-pair the job's (queries.c). */
gex_Rank_t core_tm_size(gex_TM_t tm);
/* Jobrank of rank (below core_tm_size(tm)) in a team or TM-pair (queries.c). */
gex_Rank_t core_tm_jobrank(gex_TM_t tm, gex_Rank_t rank);

struct pshmex_client {
    char *name;
    gex_Flags_t flags;
    void *cdata;
    struct pshmex_ep *ep0;
    struct pshmex_tm *tm0;
};

/* Where the process is in its start-up. */
enum core_phase { CORE_NONE, CORE_INIT, CORE_ATTACHED };

struct core_state {
    enum core_phase phase;
    bool legacy_init;           /* started by gasnet_init() */
    struct pshmex_client *client;
    uintptr_t max_global_seg;   /* gasnet_getMaxGlobalSegmentSize */
};

extern struct core_state core;

#endif
