/* coll_legacy.c - the legacy GASNet collectives (gasnet_coll_* of
 * gasnet_coll.h) and gex_Coll_BarrierBlocking, over the gex_Coll engine.
 *
 * Every legacy call issues all its engine operations at once, in the same
 * order on every member (optional barrier, data operations, optional
 * barrier): a team's operations complete in issue order and each starts
 * only after the one before it completed locally, so an IN_ALLSYNC barrier
 * issued first really precedes the data movement, and every byte lands in
 * dst before an OUT_ALLSYNC barrier issued last can complete anywhere: no
 * call copies anything itself after its operations (a copy out of staging
 * would come after that barrier). A handle is a gex_Event_t, as in
 * GASNet-EX's gasnet_coll.h (clients sync them with gex_Event_* too): a
 * struct pshmex_event whose test advances the engine events in order, and
 * which keeps them and a scratch piece.
 *
 *   broadcast  one Broadcast
 *   scatter    n Broadcasts of nbytes from the root, piece k: member k
 *              lands it in dst, the others in a scratch piece
 *   gather     n Broadcasts of nbytes, rooted at each member: the gather
 *              root lands them in dst, the others in a scratch piece
 *   gather_all n Broadcasts of nbytes into dst + i*nbytes everywhere
 *   exchange   n*n Broadcasts of nbytes, piece j of member i's source:
 *              member j lands it in dst + i*nbytes, the others in scratch
 * Costs: gather and scatter move n*nbytes per member, exchange n*n*nbytes
 * (the legacy API is kept for compatibility, not speed).
 */
#include <gasnet.h>
#include <gasnet_coll.h>
#include <string.h>

#include "am_queues/am_context.h"
#include "core/event.h"
#include "core/objects.h"
#include "pshm/alloc.h"
#include "pshm/err.h"
#include "pshm/wait.h"

void gex_Coll_BarrierBlocking(gex_TM_t tm, gex_Flags_t flags)
{
    gex_Event_Wait(gex_Coll_BarrierNB(tm, flags));
}

gasnet_team_handle_t pshmex_coll_team_all(void)
{
    if (!core.client)
        pshm_fatal("GASNET_TEAM_ALL: used before gasnet_init / gex_Client_Init");
    return core.client->tm0;
}

void gasnet_coll_init(gasnet_image_t *images, gasnet_image_t my_image,
                      gasnet_coll_fn_entry_t *fn_tbl, size_t fn_count, int init_flags)
{
    (void)my_image, (void)fn_tbl, (void)fn_count, (void)init_flags;
    if (!core.client)
        pshm_fatal("gasnet_coll_init: called before gasnet_init / gex_Client_Init");
    for (gex_Rank_t i = 0; images && i < core.client->tm0->size; i++)
        if (images[i] != 1)
            pshm_fatal("gasnet_coll_init: images[%u] is %u: pshmex runs one image per node", i,
                       images[i]);
}

struct pshmex_coll_handle {
    struct pshmex_event event; /* first: the handle (gasnet_coll_handle_t) is this event */
    gex_Event_t *ev;           /* the engine operations, in issue order (INVALID once seen done) */
    size_t nev, done;
    unsigned char *stage; /* the scratch piece (scatter, gather, exchange); owned */
    gex_Rank_t me, n;
};

/* Check the team and the flags; the first engine operation (a barrier for
 * IN_ALLSYNC) is issued by legacy_begin. */
static gex_TM_t check_team(gasnet_team_handle_t team, int flags, const char *call)
{
    am_check_may_block(call);
    if (!core.client)
        pshm_fatal("%s: called before gasnet_init / gex_Client_Init", call);
    if (!team || core_tm_is_pair(team))
        pshm_fatal("%s: team %p is not a team", call, (void *)team);
    int in = flags & (GASNET_COLL_IN_NOSYNC | GASNET_COLL_IN_MYSYNC | GASNET_COLL_IN_ALLSYNC);
    int out = flags & (GASNET_COLL_OUT_NOSYNC | GASNET_COLL_OUT_MYSYNC | GASNET_COLL_OUT_ALLSYNC);
    int mode = flags & (GASNET_COLL_SINGLE | GASNET_COLL_LOCAL);
    int known = GASNET_COLL_IN_NOSYNC | GASNET_COLL_IN_MYSYNC | GASNET_COLL_IN_ALLSYNC |
                GASNET_COLL_OUT_NOSYNC | GASNET_COLL_OUT_MYSYNC | GASNET_COLL_OUT_ALLSYNC |
                GASNET_COLL_SINGLE | GASNET_COLL_LOCAL | GASNET_COLL_AGGREGATE |
                GASNET_COLL_DST_IN_SEGMENT | GASNET_COLL_SRC_IN_SEGMENT;
    if ((in & (in - 1)) || !in || (out & (out - 1)) || !out || (mode & (mode - 1)) || !mode ||
        (flags & ~known))
        pshm_fatal("%s: flags 0x%x must hold exactly one GASNET_COLL_IN_*, one "
                   "GASNET_COLL_OUT_* and one of GASNET_COLL_SINGLE / GASNET_COLL_LOCAL",
                   call, (unsigned)flags);
    return team;
}

static void check_image(gex_TM_t tm, gasnet_image_t image, const char *what, const char *call)
{
    if (image >= tm->size)
        pshm_fatal("%s: %s %u is not an image of the team (%u images)", call, what, image,
                   tm->size);
}

static void legacy_release(struct pshmex_event *event);
static bool legacy_event_test(struct pshmex_event *event);

static struct pshmex_coll_handle *legacy_begin(gex_TM_t tm, size_t ndata, int flags)
{
    struct pshmex_coll_handle *h = pshm_calloc(1, sizeof *h);
    core_event_init(&h->event, legacy_release);
    h->event.test = legacy_event_test;
    h->ev = pshm_calloc(ndata + 2, sizeof *h->ev);
    h->me = tm->rank;
    h->n = tm->size;
    if (flags & GASNET_COLL_IN_ALLSYNC)
        h->ev[h->nev++] = gex_Coll_BarrierNB(tm, 0);
    return h;
}

static void *stage_alloc(struct pshmex_coll_handle *h, size_t bytes, const char *call)
{
    h->stage = pshm_malloc(bytes ? bytes : 1);
    if (!h->stage)
        pshm_fatal("%s: no memory for %zu bytes of staging", call, bytes);
    return h->stage;
}

static void legacy_finish(struct pshmex_coll_handle *h)
{
    pshm_free(h->stage);
    pshm_free(h->ev);
    pshm_free(h);
}

/* Test the engine events in order; true once all completed. */
static bool legacy_advance(struct pshmex_coll_handle *h)
{
    while (h->done < h->nev) {
        if (core_event_test(h->ev[h->done], "the legacy collectives") != GASNET_OK)
            return false;
        h->ev[h->done++] = GEX_EVENT_INVALID;
    }
    return true;
}

static struct pshmex_coll_handle *handle_of(struct pshmex_event *event)
{
    return (struct pshmex_coll_handle *)(void *)event; /* event is the first member */
}

/* The event's test (core/event.h): done once every engine event is. */
static bool legacy_event_test(struct pshmex_event *event)
{
    if (!legacy_advance(handle_of(event)))
        return false;
    atomic_store_explicit(&event->done, true, memory_order_release);
    return true;
}

/* Synced (events.c): free what the handle kept. */
static void legacy_release(struct pshmex_event *event)
{
    legacy_finish(handle_of(event));
}

/* Issue the OUT_ALLSYNC barrier, then hand out the handle (or INVALID if
 * everything completed already). */
static gasnet_coll_handle_t legacy_end(gex_TM_t tm, struct pshmex_coll_handle *h, int flags)
{
    if (flags & GASNET_COLL_OUT_ALLSYNC)
        h->ev[h->nev++] = gex_Coll_BarrierNB(tm, 0);
    if (!legacy_advance(h))
        return (gasnet_coll_handle_t)&h->event;
    legacy_finish(h);
    return GASNET_COLL_INVALID_HANDLE;
}

gasnet_coll_handle_t gasnet_coll_broadcast_nb(gasnet_team_handle_t team, void *dst,
                                              gasnet_image_t srcimage, void *src, size_t nbytes,
                                              int flags)
{
    static const char call[] = "gasnet_coll_broadcast_nb";
    gex_TM_t tm = check_team(team, flags, call);
    check_image(tm, srcimage, "srcimage", call);
    struct pshmex_coll_handle *h = legacy_begin(tm, 1, flags);
    h->ev[h->nev++] = gex_Coll_BroadcastNB(tm, srcimage, dst, src, nbytes, 0);
    return legacy_end(tm, h, flags);
}

gasnet_coll_handle_t gasnet_coll_scatter_nb(gasnet_team_handle_t team, void *dst,
                                            gasnet_image_t srcimage, void *src, size_t nbytes,
                                            int flags)
{
    static const char call[] = "gasnet_coll_scatter_nb";
    gex_TM_t tm = check_team(team, flags, call);
    check_image(tm, srcimage, "srcimage", call);
    if (nbytes && !dst)
        pshm_fatal("%s: dst is NULL with nbytes %zu", call, nbytes);
    struct pshmex_coll_handle *h = legacy_begin(tm, tm->size, flags);
    bool root = tm->rank == srcimage;
    unsigned char *scratch = stage_alloc(h, nbytes, call);
    for (gex_Rank_t k = 0; k < h->n; k++)
        h->ev[h->nev++] =
            gex_Coll_BroadcastNB(tm, srcimage, k == h->me ? dst : (void *)scratch,
                                 root ? (unsigned char *)src + (size_t)k * nbytes : src, nbytes, 0);
    return legacy_end(tm, h, flags);
}

gasnet_coll_handle_t gasnet_coll_gather_nb(gasnet_team_handle_t team, gasnet_image_t dstimage,
                                           void *dst, void *src, size_t nbytes, int flags)
{
    static const char call[] = "gasnet_coll_gather_nb";
    gex_TM_t tm = check_team(team, flags, call);
    check_image(tm, dstimage, "dstimage", call);
    if (nbytes && tm->rank == dstimage && !dst)
        pshm_fatal("%s: dst is NULL on dstimage with nbytes %zu", call, nbytes);
    struct pshmex_coll_handle *h = legacy_begin(tm, tm->size, flags);
    bool root = tm->rank == dstimage;
    /* non-roots receive every piece into one scratch piece they ignore */
    unsigned char *scratch = root ? NULL : stage_alloc(h, nbytes, call);
    for (gex_Rank_t i = 0; i < h->n; i++) {
        void *to = root ? (unsigned char *)dst + (size_t)i * nbytes : (void *)scratch;
        h->ev[h->nev++] = gex_Coll_BroadcastNB(tm, i, to, src, nbytes, 0);
    }
    return legacy_end(tm, h, flags);
}

gasnet_coll_handle_t gasnet_coll_gather_all_nb(gasnet_team_handle_t team, void *dst, void *src,
                                               size_t nbytes, int flags)
{
    static const char call[] = "gasnet_coll_gather_all_nb";
    gex_TM_t tm = check_team(team, flags, call);
    struct pshmex_coll_handle *h = legacy_begin(tm, tm->size, flags);
    for (gex_Rank_t i = 0; i < h->n; i++)
        h->ev[h->nev++] =
            gex_Coll_BroadcastNB(tm, i, (unsigned char *)dst + (size_t)i * nbytes, src, nbytes, 0);
    return legacy_end(tm, h, flags);
}

gasnet_coll_handle_t gasnet_coll_exchange_nb(gasnet_team_handle_t team, void *dst, void *src,
                                             size_t nbytes, int flags)
{
    static const char call[] = "gasnet_coll_exchange_nb";
    gex_TM_t tm = check_team(team, flags, call);
    if (nbytes && (!dst || !src))
        pshm_fatal("%s: dst and src must not be NULL with nbytes %zu", call, nbytes);
    struct pshmex_coll_handle *h = legacy_begin(tm, (size_t)tm->size * tm->size, flags);
    unsigned char *scratch = stage_alloc(h, nbytes, call);
    for (gex_Rank_t i = 0; i < h->n; i++)
        for (gex_Rank_t j = 0; j < h->n; j++) {
            void *to = j == h->me ? (unsigned char *)dst + (size_t)i * nbytes : (void *)scratch;
            void *from = i == h->me ? (unsigned char *)src + (size_t)j * nbytes : src;
            h->ev[h->nev++] = gex_Coll_BroadcastNB(tm, i, to, from, nbytes, 0);
        }
    return legacy_end(tm, h, flags);
}

void gasnet_coll_broadcast(gasnet_team_handle_t team, void *dst, gasnet_image_t srcimage, void *src,
                           size_t nbytes, int flags)
{
    gasnet_coll_wait_sync(gasnet_coll_broadcast_nb(team, dst, srcimage, src, nbytes, flags));
}

void gasnet_coll_scatter(gasnet_team_handle_t team, void *dst, gasnet_image_t srcimage, void *src,
                         size_t nbytes, int flags)
{
    gasnet_coll_wait_sync(gasnet_coll_scatter_nb(team, dst, srcimage, src, nbytes, flags));
}

void gasnet_coll_gather(gasnet_team_handle_t team, gasnet_image_t dstimage, void *dst, void *src,
                        size_t nbytes, int flags)
{
    gasnet_coll_wait_sync(gasnet_coll_gather_nb(team, dstimage, dst, src, nbytes, flags));
}

void gasnet_coll_gather_all(gasnet_team_handle_t team, void *dst, void *src, size_t nbytes,
                            int flags)
{
    gasnet_coll_wait_sync(gasnet_coll_gather_all_nb(team, dst, src, nbytes, flags));
}

void gasnet_coll_exchange(gasnet_team_handle_t team, void *dst, void *src, size_t nbytes, int flags)
{
    gasnet_coll_wait_sync(gasnet_coll_exchange_nb(team, dst, src, nbytes, flags));
}

/* ---- sync ---------------------------------------------------------------- */

/* The legacy syncs are the gex_Event_* ones on these events (as the
 * reference's redirects), named for the legacy call in their messages; a
 * try polls as GASNet-1's try_syncnb (include/pshmex_rma.h, PSHMEX_SYNC_*). */

int gasnet_coll_try_sync(gasnet_coll_handle_t h)
{
    return pshmex_Event_Sync(h, PSHMEX_SYNC_TRY, "gasnet_coll_try_sync");
}

void gasnet_coll_wait_sync(gasnet_coll_handle_t h)
{
    (void)pshmex_Event_Sync(h, PSHMEX_SYNC_WAIT, "gasnet_coll_wait_sync");
}

int gasnet_coll_try_sync_some(gasnet_coll_handle_t *phandle, size_t numhandles)
{
    return pshmex_Event_SyncArray(phandle, numhandles, 0, 0, PSHMEX_SYNC_TRY,
                                  "gasnet_coll_try_sync_some");
}

void gasnet_coll_wait_sync_some(gasnet_coll_handle_t *phandle, size_t numhandles)
{
    (void)pshmex_Event_SyncArray(phandle, numhandles, 0, 0, PSHMEX_SYNC_WAIT,
                                 "gasnet_coll_wait_sync_some");
}

int gasnet_coll_try_sync_all(gasnet_coll_handle_t *phandle, size_t numhandles)
{
    return pshmex_Event_SyncArray(phandle, numhandles, 0, 1, PSHMEX_SYNC_TRY,
                                  "gasnet_coll_try_sync_all");
}

void gasnet_coll_wait_sync_all(gasnet_coll_handle_t *phandle, size_t numhandles)
{
    (void)pshmex_Event_SyncArray(phandle, numhandles, 0, 1, PSHMEX_SYNC_WAIT,
                                 "gasnet_coll_wait_sync_all");
}

/* ---- team barriers ------------------------------------------------------
 * On GASNET_TEAM_ALL these are gasnet_barrier_*. On another team a phase is
 * one ReduceToAll (MIN) of two words per member: lo and ~hi, where a named
 * member gives lo = hi = id, an anonymous one lo = ANON_LO, hi = 0, and a
 * MISMATCH one lo = 0, hi = FORCED. Then: FORCED <= max hi means a forced
 * mismatch; min lo <= UINT32_MAX (someone named) with min lo != max hi
 * means two names differ. */

#define ANON_LO (1ull << 33)
#define FORCED  (1ull << 34)

struct team_barrier {
    gex_TM_t tm;
    struct team_barrier *next;
    bool notified;
    uint64_t mine[2], all[2];
    gex_Event_t ev;
};

static struct team_barrier *team_barriers; /* one per team used (one thread at a time) */

static struct team_barrier *barrier_of(gex_TM_t tm)
{
    for (struct team_barrier *b = team_barriers; b; b = b->next)
        if (b->tm == tm)
            return b;
    struct team_barrier *b = pshm_calloc(1, sizeof *b);
    b->tm = tm;
    b->next = team_barriers;
    team_barriers = b;
    return b;
}

static bool is_team_all(gasnet_team_handle_t team, const char *call)
{
    check_team(team, GASNET_COLL_IN_MYSYNC | GASNET_COLL_OUT_MYSYNC | GASNET_COLL_LOCAL, call);
    return team == core.client->tm0;
}

void gasnet_coll_barrier_notify(gasnet_team_handle_t team, int id, int flags)
{
    static const char call[] = "gasnet_coll_barrier_notify";
    if (is_team_all(team, call)) {
        gasnet_barrier_notify(id, flags);
        return;
    }
    struct team_barrier *b = barrier_of(team);
    if (b->notified)
        pshm_fatal("%s: a second notify on the team without a wait (or successful try)", call);
    if (flags &
        ~(GASNET_BARRIERFLAG_UNNAMED | GASNET_BARRIERFLAG_MISMATCH | GASNET_BARRIERFLAG_IMAGES))
        pshm_fatal("%s: flags 0x%x: only GASNET_BARRIERFLAG_ANONYMOUS, _UNNAMED, _MISMATCH and "
                   "_IMAGES exist",
                   call, (unsigned)flags);
    uint64_t lo = (uint32_t)id, hi = (uint32_t)id;
    if (flags & GASNET_BARRIERFLAG_MISMATCH)
        lo = 0, hi = FORCED;
    else if (flags & GASNET_BARRIERFLAG_ANONYMOUS)
        lo = ANON_LO, hi = 0;
    b->notified = true;
    b->mine[0] = lo;
    b->mine[1] = ~hi;
    b->ev = gex_Coll_ReduceToAllNB(team, b->all, b->mine, GEX_DT_U64, sizeof(uint64_t), 2,
                                   GEX_OP_MIN, NULL, NULL, 0);
}

/* The rules of gasnet_barrier_wait (coll_barrier1.c, GASNet >= 1.20): the
 * wait's flags may differ from the notify's, and a named wait is checked
 * only against the phase's name (the id the named notifies gave, if any). */
static int team_barrier_result(struct team_barrier *b, int id, int flags)
{
    b->notified = false;
    uint64_t lo = b->all[0], hi = ~b->all[1];
    bool global = hi >= FORCED || (lo <= UINT32_MAX && lo != hi);
    bool named_wait = !(flags & GASNET_BARRIERFLAG_ANONYMOUS);
    bool local = named_wait && lo <= UINT32_MAX && (uint32_t)id != (uint32_t)lo;
    return global || local ? GASNET_ERR_BARRIER_MISMATCH : GASNET_OK;
}

static struct team_barrier *notified_barrier(gex_TM_t tm, const char *call)
{
    struct team_barrier *b = barrier_of(tm);
    if (!b->notified)
        pshm_fatal("%s: no gasnet_coll_barrier_notify on the team since the last wait (or "
                   "successful try)",
                   call);
    return b;
}

int gasnet_coll_barrier_wait(gasnet_team_handle_t team, int id, int flags)
{
    static const char call[] = "gasnet_coll_barrier_wait";
    if (is_team_all(team, call))
        return gasnet_barrier_wait(id, flags);
    struct team_barrier *b = notified_barrier(team, call);
    gex_Event_Wait(b->ev);
    return team_barrier_result(b, id, flags);
}

int gasnet_coll_barrier_try(gasnet_team_handle_t team, int id, int flags)
{
    static const char call[] = "gasnet_coll_barrier_try";
    if (is_team_all(team, call))
        return gasnet_barrier_try(id, flags);
    struct team_barrier *b = notified_barrier(team, call);
    am_check_may_block(call);
    pshm_poll(); /* AMs a peer may be waiting for before it can notify */
    if (core_event_test(b->ev, call) != GASNET_OK) {
        pshm_idle_call(); /* a client may loop on it */
        return GASNET_ERR_NOT_READY;
    }
    return team_barrier_result(b, id, flags);
}

int gasnet_coll_barrier(gasnet_team_handle_t team, int id, int flags)
{
    gasnet_coll_barrier_notify(team, id, flags);
    return gasnet_coll_barrier_wait(team, id, flags);
}
