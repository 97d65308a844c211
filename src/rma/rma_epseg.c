/* rma_epseg.c - this process's view of the segments bound to endpoints
 * other than the primordial one, anywhere in the job: found in the owner's
 * directory (src/pshm/segdir.h), mapped here when they are published to
 * this process (gex_EP_PublishBoundSegment), or on first use (the first
 * out-of-line check or bound-segment query that names them), at the
 * owner's address where that range is free here (the owner's window,
 * src/pshm/segdir.c; anywhere else turns the unchecked build's
 * translation on: rma_addresses_moved), and dropped
 * when the directory shows that the owner destroyed (or rebound) them:
 * at the next segment call of this process or use of the entry.
 *
 * A rank that did not call gex_Segment_Attach may bind a created segment
 * to its primordial endpoint instead: directory entry 0, handled here as
 * any other endpoint's (rma_epseg_primordial_created), never in the inline
 * entries of pshmex_rma_job.
 *
 * Each (jobrank, endpoint index) has a struct pshmex_rma_seg entry
 * like the primordial segments' pshmex_rma_job.rma_segs[jobrank], at a stable
 * address, read by the out-of-line paths (rma_epseg_resolve). No inline
 * path reads these entries (teams over such endpoints fail every inline
 * check: rma_view_team_out_of_line), and none may unless entries with a
 * non-zero delta are kept failing: the inline paths use an address that
 * passes as it is (pshmex_rma.h, struct pshmex_rma_seg). An entry is
 * written under view_lock and read without it (size is stored last of the
 * fields with release on a map, then live_gen; first as 0 on a drop,
 * after live_gen; using a segment while it is destroyed is erroneous).
 *
 * A call finds a mapped view without the lock (resolve_mapped): live_gen
 * holds the directory gen that the view maps (stored after the entry's
 * fields), and 0 while the entry is being changed, while the view maps
 * nothing, and for a peer's private segment; it is read as a seqlock
 * around the entry's fields. Only a gen that differs from the directory's
 * (a rebind or a destroy) or no view sends a call to refresh, under the
 * lock. (#18: with the lock, the directory read and a formatted note, an
 * 8-byte Put took 76 ns through a TM-pair and 24 ns to endpoint 0's
 * created segment; 11.5 and 14.6 ns without them.) */
#include <pthread.h>
#include <stdbool.h>
#include <string.h>

#include "core/objects.h"
#include "pshm/alloc.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/segdir.h"
#include "pshm/segment.h"
#include "rma/rma_view.h"

_Static_assert(GASNET_MAXEPS <= PSHM_SEGDIR_ENTRIES, "a directory entry per endpoint index");

/* How one (jobrank, endpoint) segment is mapped here. Several endpoints
 * of one rank may hold segments of one file, mapped over one range (child
 * segments of one created segment, or one segment bound twice): the first
 * view to map it owns the mapping, the others borrow it, so that every
 * view sits at the owner's address (a second mapping of that range could
 * not, which would turn the unchecked build's translation on). */
struct ep_view {
    struct pshm_segdir_desc d; /* d.gen 0: nothing mapped */
    void *map;                 /* our address of the owner's [map_addr, +map_len) */
    bool borrowed;             /* map belongs to another view of the same rank */
};

static pthread_mutex_t view_lock = PTHREAD_MUTEX_INITIALIZER;
static struct pshmex_rma_seg *ep_segs; /* [jr * PSHM_SEGDIR_ENTRIES + ep] */
static struct ep_view *views;          /* same index */
static uint64_t *live_gen;             /* same index: see the top of the file */
static uint32_t nviews;                /* ranks covered (0 before rma_view_init) */

static size_t slot(uint32_t jr, unsigned ep)
{
    return (size_t)jr * PSHM_SEGDIR_ENTRIES + ep;
}

void rma_epseg_init(uint32_t nranks)
{
    ep_segs = pshm_calloc((size_t)nranks * PSHM_SEGDIR_ENTRIES, sizeof *ep_segs);
    views = pshm_calloc((size_t)nranks * PSHM_SEGDIR_ENTRIES, sizeof *views);
    live_gen = pshm_calloc((size_t)nranks * PSHM_SEGDIR_ENTRIES, sizeof *live_gen);
    for (size_t i = 0; i < (size_t)nranks * PSHM_SEGDIR_ENTRIES; i++)
        ep_segs[i]._base = UINTPTR_MAX; /* size 0: every inline check fails */
    nviews = nranks;
}

/* Do views a and b map the same range of the same file? */
static bool same_mapping(const struct pshm_segdir_desc *a, const struct pshm_segdir_desc *b)
{
    return a->where.ino && a->where.ino == b->where.ino && a->where.dev == b->where.dev &&
           a->where.map_addr == b->where.map_addr && a->where.map_len == b->where.map_len;
}

/* A view of rank jr other than `except` that owns a mapping the same as
 * d's (lock held), or NULL. */
static struct ep_view *mapping_owner(uint32_t jr, size_t except, const struct pshm_segdir_desc *d)
{
    for (unsigned e = 0; e < PSHM_SEGDIR_ENTRIES; e++) {
        struct ep_view *o = &views[slot(jr, e)];
        if (slot(jr, e) != except && o->d.gen && !o->borrowed && same_mapping(&o->d, d))
            return o;
    }
    return NULL;
}

/* Forget view i (lock held): the inline checks fail first, then unmap,
 * unless another view borrows the mapping: it owns it from now on. */
static void drop(size_t i)
{
    struct ep_view *v = &views[i];
    if (!v->d.gen)
        return;
    /* Pairs with resolve_mapped's acquire fence: a reader that read any
     * field stored after this fence reads 0 (or a later gen) on its
     * re-check. */
    __atomic_store_n(&live_gen[i], 0, __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_RELEASE);
    rma_entry_clear(&ep_segs[i]);
    const uint32_t jr = (uint32_t)(i / PSHM_SEGDIR_ENTRIES);
    if (jr != pshm_job.rank && !v->borrowed && !v->d.where.private_mem) {
        struct ep_view *heir = NULL;
        for (unsigned e = 0; e < PSHM_SEGDIR_ENTRIES && !heir; e++) {
            struct ep_view *o = &views[slot(jr, e)];
            if (o != v && o->d.gen && o->borrowed && o->map == v->map && same_mapping(&o->d, &v->d))
                heir = o;
        }
        if (heir)
            heir->borrowed = false;
        else
            pshm_segdir_unmap(&v->d, v->map);
    }
    memset(v, 0, sizeof *v);
}

/* The error of every use of a peer's private segment (view v of jr's
 * endpoint ep): the owner's memory is not shared, so nothing reaches it. */
static int private_error(uint32_t jr, unsigned ep, const struct ep_view *v)
{
    return pshm_err(PSHM_EINVAL,
                    "jobrank %u's segment on endpoint %u, [%p, %p), is private memory of that "
                    "process (client memory given to gex_Segment_Create outside any shared "
                    "segment): only that process can reach it. For peers to reach it, create "
                    "it with address NULL, or inside the gex_Segment_Attach segment or a "
                    "segment of gex_Segment_Create(address NULL)",
                    jr, ep, (void *)(uintptr_t)v->d.where.owner_addr,
                    (void *)(uintptr_t)(v->d.where.owner_addr + v->d.where.size));
}

/* Make view i match jr's directory entry ep (lock held). A peer's private
 * segment is recorded (its owner address and size answer the queries) but
 * not mapped: its entry keeps failing the checks, and every use is
 * private_error. */
static int refresh(uint32_t jr, unsigned ep)
{
    size_t i = slot(jr, ep);
    struct ep_view *v = &views[i];
    struct pshm_segdir_desc d;
    if (!pshm_segdir_read(jr, ep, &d)) {
        drop(i);
        return 0;
    }
    const bool unreachable = jr != pshm_job.rank && d.where.private_mem;
    if (d.gen == v->d.gen)
        return unreachable ? private_error(jr, ep, v) : 0;
    drop(i);
    /* The stores below come after a store of 0 to live_gen[i] by this
     * drop or by an earlier one (a sweep, a failed read): fenced here too,
     * for the reader's re-check, as drop's own fence. */
    __atomic_thread_fence(__ATOMIC_RELEASE);
    if (unreachable) {
        v->d = d;
        return private_error(jr, ep, v);
    }
    void *map = (void *)(uintptr_t)d.where.map_addr; /* our own segment: already here */
    bool borrowed = false;
    if (jr != pshm_job.rank) {
        struct ep_view *o = mapping_owner(jr, i, &d);
        if (o) {
            map = o->map;
            borrowed = true;
        } else {
            int rc = pshm_segdir_map(jr, &d, &map);
            if (rc)
                return rc;
        }
    }
    v->d = d;
    v->map = map;
    v->borrowed = borrowed;
    uintptr_t local = (uintptr_t)map + (uintptr_t)(d.where.owner_addr - d.where.map_addr);
    const intptr_t delta = (intptr_t)(local - (uintptr_t)d.where.owner_addr);
    __atomic_store_n(&ep_segs[i]._delta, delta, __ATOMIC_RELAXED);
    if (delta) /* the owner's range is taken here */
        rma_addresses_moved();
    rma_entry_set(&ep_segs[i], (uintptr_t)d.where.owner_addr, (uintptr_t)d.where.size);
    /* Publishes the fields above to resolve_mapped (its acquire load). */
    __atomic_store_n(&live_gen[i], d.gen, __ATOMIC_RELEASE);
    return 0;
}

/* The directory gen of jr's primordial endpoint if it holds a created
 * segment (attach_size, jr's gex_Segment_Attach size, is 0), else 0. */
static uint64_t primordial_created_gen(uint32_t jr, uint64_t attach_size)
{
    return !attach_size && jr < nviews ? pshm_segdir_gen(jr, 0) : 0;
}

bool rma_epseg_primordial_created(uint32_t jr)
{
    uint64_t size;
    pshm_segment_query(jr, NULL, NULL, &size);
    return primordial_created_gen(jr, size) != 0;
}

/* Fill t from view i without the lock if it maps the directory's current
 * gen g (non-zero): a seqlock read of the entry between two loads of
 * live_gen (drop zeroes it before it touches the entry, refresh publishes
 * it after). False: take the lock (refresh). */
static bool resolve_mapped(size_t i, uint64_t g, struct rma_target *t)
{
    if (__atomic_load_n(&live_gen[i], __ATOMIC_ACQUIRE) != g)
        return false;
    const struct pshmex_rma_seg *s = &ep_segs[i];
    t->base = __atomic_load_n(&s->_base, __ATOMIC_RELAXED);
    t->size = __atomic_load_n(&s->_size, __ATOMIC_RELAXED);
    t->delta = __atomic_load_n(&s->_delta, __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_ACQUIRE); /* the loads above before the re-check */
    return __atomic_load_n(&live_gen[i], __ATOMIC_RELAXED) == g;
}

int rma_epseg_resolve(uint32_t jr, unsigned ep, struct rma_target *t)
{
    t->jr = jr;
    t->ep = ep;
    t->unreachable = false;
    t->created = true;
    uint64_t g = 0; /* the directory's gen of (jr, ep), for the lock-free path */
    if (!ep) {
        void *owner;
        pshm_segment_query(jr, &owner, NULL, &t->size);
        g = primordial_created_gen(jr, t->size);
        if (!g) { /* gex_Segment_Attach's (or none) */
            t->created = false;
            t->base = (uintptr_t)owner;
            t->delta = pshmex_rma_delta[jr];
            return 0;
        }
    } else if (ep < PSHM_SEGDIR_ENTRIES && jr < nviews) {
        g = pshm_segdir_gen(jr, ep);
    } else {
        t->base = 0;
        t->size = 0;
        t->delta = 0;
        return 0;
    }
    if (g && resolve_mapped(slot(jr, ep), g, t))
        return 0;
    pthread_mutex_lock(&view_lock);
    int rc = refresh(jr, ep);
    const struct pshmex_rma_seg *s = &ep_segs[slot(jr, ep)];
    t->base = s->_base;
    t->size = s->_size;
    t->delta = s->_delta;
    const struct ep_view *v = &views[slot(jr, ep)];
    if (rc && v->d.gen && v->d.where.private_mem) { /* where it is, for the queries */
        t->unreachable = true;
        t->base = (uintptr_t)v->d.where.owner_addr;
        t->size = v->d.where.size;
    }
    pthread_mutex_unlock(&view_lock);
    return rc;
}

void rma_epseg_map_members(const gex_Rank_t *jobranks, uint32_t n)
{
    pthread_mutex_lock(&view_lock);
    for (uint32_t r = 0; r < n; r++) {
        uint32_t jr = jobranks ? jobranks[r] : r;
        for (unsigned ep = 0; ep < PSHM_SEGDIR_ENTRIES && jr < nviews; ep++)
            if (refresh(jr, ep)) /* not mapped: the unchecked build must not assume it is */
                rma_addresses_moved();
    }
    pthread_mutex_unlock(&view_lock);
}

void rma_epseg_sweep(void)
{
    if (!nviews)
        return;
    pthread_mutex_lock(&view_lock);
    for (size_t i = 0; i < (size_t)nviews * PSHM_SEGDIR_ENTRIES; i++)
        if (views[i].d.gen &&
            pshm_segdir_gen((uint32_t)(i / PSHM_SEGDIR_ENTRIES),
                            (unsigned)(i % PSHM_SEGDIR_ENTRIES)) != views[i].d.gen)
            drop(i);
    pthread_mutex_unlock(&view_lock);
}

void rma_epseg_shutdown(void)
{
    if (!ep_segs)
        return;
    for (size_t i = 0; i < (size_t)nviews * PSHM_SEGDIR_ENTRIES; i++)
        __atomic_store_n(&live_gen[i], 0, __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_RELEASE); /* as drop's */
    for (size_t i = 0; i < (size_t)nviews * PSHM_SEGDIR_ENTRIES; i++)
        rma_entry_clear(&ep_segs[i]);
}
