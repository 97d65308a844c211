/* objects.h - the library's objects behind the opaque gex_* handles.
 *
 * One client per job (the spec's current limit), the primordial endpoint
 * and up to GASNET_MAXEPS - 1 more from gex_EP_Create (ep_create.c), and
 * the primordial team. Segments come from
 * gex_Segment_Attach (the slot's segment in the job area) or
 * gex_Segment_Create (a memfd of its own, or client memory inside shared
 * memory peers can map; endpoints.c).
 */
#ifndef CORE_OBJECTS_H
#define CORE_OBJECTS_H

#include <gasnetex.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

#include "core/handlers.h"
#include "pshm/segdir.h"

struct coll_team;

struct pshmex_segment {
    struct pshmex_client *client;
    void *addr;
    uintptr_t size;
    gex_Flags_t flags;
    void *cdata;
    bool attached; /* from gex_Segment_Attach: lives in the job area */
    bool owned;    /* from gex_Segment_Create(address NULL): shm is ours to free */
    /* The rest is for gex_Segment_Create (endpoints.c). */
    gex_MK_t kind;
    struct pshm_shmseg shm;        /* owned: the memfd */
    struct pshmex_segment *parent; /* client memory inside a library-allocated segment */
    bool private_mem;              /* client memory no peer can map: this process's only */
    unsigned children;             /* client segments created inside this one */
    uint64_t bound_eps;            /* bit i: local endpoint i is bound to it */
    struct pshmex_segment *next;   /* this process's created segments */
};

struct pshmex_ep {
    struct pshmex_client *client;
    gex_EP_Index_t index;
    gex_Flags_t flags;
    void *cdata;
    struct pshmex_segment *segment; /* bound segment or NULL */
    struct core_handler_table handlers;
    gex_EP_Capabilities_t caps; /* GEX_EP_CAPABILITY_ALL for the primordial EP */
    void *alloc_base;           /* what to free: the object is over-aligned (TM-pair tag) */
};

/* jobranks and size come first, in the order of struct pshmex_tm_prefix
 * (pshmex_rma.h): the inline RMA paths read them. */
struct pshmex_tm {
    gex_Rank_t *jobranks; /* rank -> jobrank; NULL for the primordial team (identity) */
    gex_Rank_t size;
    gex_Rank_t rank;
    /* [rank]: the pshmex_rma_job entry of its jobrank (a copy kept equal,
     * rma_view_team_segs; the primordial team: the table itself; read inline) */
    const struct pshmex_rma_seg *rma_segs;
    struct pshmex_client *client;
    struct pshmex_ep *ep;
    gex_Flags_t flags;
    void *cdata;
    struct coll_team *coll; /* collectives state (src/coll) */
    gex_Memvec_t scratch;   /* client scratch given at creation (gex_TM_Destroy returns it) */
    /* [rank] -> the member's endpoint index (gex_TM_Create); NULL: all 0 */
    gex_EP_Index_t *ep_indices;
};
_Static_assert(offsetof(struct pshmex_tm, jobranks) == offsetof(struct pshmex_tm_prefix, _jobranks),
               "the inline RMA path reads jobranks");
_Static_assert(offsetof(struct pshmex_tm, size) == offsetof(struct pshmex_tm_prefix, _size),
               "the inline RMA path reads size");
_Static_assert(offsetof(struct pshmex_tm, rma_segs) == offsetof(struct pshmex_tm_prefix, _rma_segs),
               "the inline RMA path reads rma_segs");

/* A TM-pair (gex_TM_Pair) is the local endpoint's address (aligned to
 * CORE_EP_ALIGN) with the remote endpoint index in bits 1..6 and bit 0 set;
 * its ranks are jobranks. Equal arguments give equal values, and no team
 * has an odd address. */
#define CORE_EP_ALIGN 128u
_Static_assert(GASNET_MAXEPS * 2u <= CORE_EP_ALIGN, "a remote EP index fits below the alignment");
static inline bool core_tm_is_pair(gex_TM_t tm)
{
    return ((uintptr_t)tm & 1u) != 0;
}
static inline gex_TM_t core_tm_pair_make(struct pshmex_ep *local, gex_EP_Index_t remote)
{
    return (gex_TM_t)((uintptr_t)local | ((uintptr_t)remote << 1) | 1u);
}
/* The local endpoint of a TM-pair. */
static inline struct pshmex_ep *core_tm_pair_ep(gex_TM_t tm)
{
    return (struct pshmex_ep *)((uintptr_t)tm & ~(uintptr_t)(CORE_EP_ALIGN - 1));
}
/* The remote endpoint index of a TM-pair. */
static inline gex_EP_Index_t core_tm_pair_index(gex_TM_t tm)
{
    return (gex_EP_Index_t)(((uintptr_t)tm & (CORE_EP_ALIGN - 1)) >> 1);
}
/* Local endpoint of any tm (team or TM-pair). */
static inline struct pshmex_ep *core_tm_local_ep(gex_TM_t tm)
{
    return core_tm_is_pair(tm) ? core_tm_pair_ep(tm) : tm->ep;
}

/* Members tm names: a team's size, or for a TM-pair the job's (queries.c). */
gex_Rank_t core_tm_size(gex_TM_t tm);
/* Jobrank of rank (below core_tm_size(tm)) in a team or TM-pair (queries.c). */
gex_Rank_t core_tm_jobrank(gex_TM_t tm, gex_Rank_t rank);

/* Memory kinds (mk.c): GEX_MK_HOST, or one made by gex_MK_Create (host
 * class only). True if kind is one of them. */
bool core_mk_valid(gex_MK_t kind);
/* A segment of kind was created (+1) or destroyed (-1). */
void core_mk_use(gex_MK_t kind, int delta);

struct pshmex_client {
    char *name;
    gex_Flags_t flags;
    void *cdata;
    struct pshmex_ep *ep0;
    struct pshmex_tm *tm0;
    /* [index] -> endpoint, for 1 <= index < neps (ep_create.c); written
     * once under the creation lock, then read by any thread (acquire of
     * neps pairs with the release that publishes a new entry). */
    struct pshmex_ep *eps[GASNET_MAXEPS];
    _Atomic unsigned neps; /* endpoints so far, the primordial one included */
};

/* Allocate a zeroed endpoint object aligned for the TM-pair tag. */
struct pshmex_ep *core_ep_alloc(void);
/* The endpoint of this process with that index, or NULL (ep_create.c). */
struct pshmex_ep *core_ep_at(const struct pshmex_client *c, gex_EP_Index_t index);

/* Where the process is in its start-up. */
enum core_phase { CORE_NONE, CORE_INIT, CORE_ATTACHED };

struct core_state {
    enum core_phase phase;
    bool legacy_init; /* started by gasnet_init() */
    struct pshmex_client *client;
    uintptr_t max_global_seg; /* gasnet_getMaxGlobalSegmentSize */
};

extern struct core_state core;

#endif
