/* endpoints.c - the Memory Kinds calls on segments and endpoints:
 * gex_Segment_Create / _Destroy, gex_EP_BindSegment and
 * gex_EP_PublishBoundSegment (see src/pshm/README.md, "Created segments";
 * gex_EP_Create is in ep_create.c).
 *
 * A library-allocated segment is a memfd of its own (pshm_shmseg). Client
 * memory inside shared memory peers can map (this process's primordial
 * segment or one of its library-allocated segments) is reachable by every
 * rank; other client memory (malloc, stack, a private mapping) is accepted
 * as the spec allows, but only this process can reach it: a peer's access
 * stops its job naming the call (rma_epseg.c), as the reference's smp-conduit
 * does not reach such a segment from its neighborhood either. Binding a
 * segment to endpoint i (0 too, for a rank that did not call
 * gex_Segment_Attach) writes entry i of this rank's directory; peers map
 * it when it is published to them; destroying unbinds, frees the memory
 * and lets every peer drop its mapping. */
#include <errno.h>
#include <gasnetex.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "am_queues/am_context.h"
#include "coll/coll.h"
#include "core/errors.h"
#include "core/objects.h"
#include "pshm/alloc.h"
#include "pshm/bootbar.h"
#include "pshm/err.h"
#include "pshm/job.h"
#include "pshm/segdir.h"
#include "rma/rma_view.h"

static pthread_mutex_t seg_lock = PTHREAD_MUTEX_INITIALIZER;
static struct pshmex_segment *created; /* live segments of gex_Segment_Create */

/* The live created segment s, or NULL (lock held). */
static struct pshmex_segment **find_created(const struct pshmex_segment *s)
{
    struct pshmex_segment **p = &created;
    while (*p && *p != s)
        p = &(*p)->next;
    return *p ? p : NULL;
}

static bool range_in(uintptr_t a, uintptr_t len, uintptr_t base, uintptr_t size)
{
    return a >= base && len <= size && a - base <= size - len;
}

/* Is every page of [a, +len) mapped (the spec requires it of client
 * memory)? mincore fails with ENOMEM on a hole; it reads nothing of the
 * memory (msync did, for valgrind), and answers 256 pages per call here. */
static bool range_mapped(uintptr_t a, uintptr_t len)
{
    const uintptr_t page = (uintptr_t)GASNET_PAGESIZE;
    unsigned char vec[256];
    for (uintptr_t p = a & ~(page - 1); p < a + len; p += sizeof vec * page) {
        uintptr_t n = a + len - p < sizeof vec * page ? a + len - p : sizeof vec * page;
        if (mincore((void *)p, n, vec) != 0 && errno == ENOMEM)
            return false;
    }
    return true;
}

/* Does [a, +len) overlap [base, +size) without lying inside it? */
static bool range_straddles(uintptr_t a, uintptr_t len, uintptr_t base, uintptr_t size)
{
    return a < base + size && base < a + len && !range_in(a, len, base, size);
}

/* A client range that sticks out of one of our shared segments: most
 * likely a length or offset computed wrong, so refused rather than taken
 * for private memory. */
static int straddle_error(const char *call, uintptr_t a, uintptr_t len, const void *base,
                          uintptr_t size, const char *what)
{
    return core_bad_arg(call,
                        "address range [%p, %p) sticks out of %s [%p, %p): client memory "
                        "must lie wholly inside a segment or wholly outside it",
                        (void *)a, (void *)(a + len), what, base, (void *)((uintptr_t)base + size));
}

/* Client memory [a, +len): where peers can reach it. 0 with *parent_p set
 * (NULL: inside our primordial segment) and *private_p false, or 0 with
 * *private_p true (memory of this process only), or a BAD_ARG. */
static int find_container(const char *call, uintptr_t a, uintptr_t len,
                          struct pshmex_segment **parent_p, bool *private_p)
{
    *parent_p = NULL;
    *private_p = false;
    struct pshmex_segment *s0 = core.client->ep0->segment;
    if (s0 && s0->attached) {
        if (range_in(a, len, (uintptr_t)s0->addr, s0->size))
            return 0;
        if (range_straddles(a, len, (uintptr_t)s0->addr, s0->size))
            return straddle_error(call, a, len, s0->addr, s0->size,
                                  "this rank's gex_Segment_Attach segment");
    }
    for (struct pshmex_segment *s = created; s; s = s->next) {
        if (!s->owned)
            continue;
        if (range_in(a, len, (uintptr_t)s->shm.addr, s->shm.len)) {
            *parent_p = s;
            return 0;
        }
        if (range_straddles(a, len, (uintptr_t)s->shm.addr, s->shm.len))
            return straddle_error(call, a, len, s->shm.addr, s->shm.len,
                                  "a segment of gex_Segment_Create(address NULL)");
    }
    if (!range_mapped(a, len))
        return core_bad_arg(call, "address range [%p, %p) is not mapped in this process", (void *)a,
                            (void *)(a + len));
    *private_p = true;
    return 0;
}

int gex_Segment_Create(gex_Segment_t *segment_p, gex_Client_t client, gex_Addr_t address,
                       uintptr_t length, gex_MK_t kind, gex_Flags_t flags)
{
    static const char call[] = "gex_Segment_Create";
    if (!segment_p || !client)
        return core_bad_arg(call, "segment_p and client must not be NULL");
    if (client != core.client || !pshm_job.hdr)
        return core_bad_arg(call, "client %p is not this process's client", (void *)client);
    if (!core_mk_valid(kind))
        return core_bad_arg(call, "kind %p is not GEX_MK_HOST or a live kind of gex_MK_Create",
                            (void *)kind);
    if (flags)
        return core_bad_arg(call, "flags 0x%x must be 0", (unsigned)flags);
    if (length == 0)
        return core_bad_arg(call, "length must be non-zero");
    rma_epseg_sweep(); /* segments peers destroyed: drop them before mapping more */
    struct pshmex_segment *s = pshm_calloc(1, sizeof *s);
    s->client = client;
    s->kind = kind;
    s->shm.fd = -1;
    pthread_mutex_lock(&seg_lock);
    int rc = 0;
    if (address) {
        if ((uintptr_t)address + length < (uintptr_t)address)
            rc = core_bad_arg(call, "address %p + length %zu wraps around the address space",
                              address, (size_t)length);
        else
            rc = find_container(call, (uintptr_t)address, length, &s->parent, &s->private_mem);
        if (!rc && s->parent)
            s->parent->children++;
        s->addr = address;
        s->size = length;
    } else if (length > pshm_job.hdr->max_seg) {
        rc = core_bad_arg(call, "length %zu is over gasnet_getMaxLocalSegmentSize() = %zu",
                          (size_t)length, (size_t)pshm_job.hdr->max_seg);
    } else {
        length = (length + GASNET_PAGESIZE - 1) / GASNET_PAGESIZE * GASNET_PAGESIZE;
        rc = pshm_shmseg_create(length, &s->shm);
        if (rc)
            rc = core_return(call, rc);
        s->owned = true;
        s->addr = s->shm.addr;
        s->size = length;
    }
    if (!rc) {
        s->next = created;
        created = s;
    }
    pthread_mutex_unlock(&seg_lock);
    if (rc) {
        pshm_free(s);
        return rc;
    }
    core_mk_use(kind, +1);
    *segment_p = s;
    return GASNET_OK;
}

void gex_Segment_Destroy(gex_Segment_t s, gex_Flags_t flags)
{
    static const char call[] = "gex_Segment_Destroy";
    if (!s)
        pshm_fatal("%s: segment is GEX_SEGMENT_INVALID", call);
    if (flags)
        pshm_fatal("%s: flags 0x%x must be 0", call, (unsigned)flags);
    pthread_mutex_lock(&seg_lock);
    struct pshmex_segment **p = find_created(s); /* before reading *s: it may be freed */
    if (!p) {
        pthread_mutex_unlock(&seg_lock);
        if (core.client && s == core.client->ep0->segment)
            pshm_fatal("%s: the segment of gex_Segment_Attach cannot be destroyed", call);
        pshm_fatal("%s: segment %p is not a live segment of gex_Segment_Create (destroyed "
                   "already?)",
                   call, (void *)s);
    }
    if (s->children) {
        unsigned n = s->children;
        pthread_mutex_unlock(&seg_lock);
        pshm_fatal("%s: segment %p still holds %u client segment(s) created inside it: "
                   "destroy them first",
                   call, (void *)s, n);
    }
    *p = s->next;
    /* Unbind (the spec keeps a dangling binding; pshmex drops it, so the
     * endpoint reads as unbound and may be bound again), then free. */
    for (unsigned i = 0; i < 64; i++)
        if (s->bound_eps & (UINT64_C(1) << i)) {
            pshm_segdir_unbind(i);
            struct pshmex_ep *ep = core_ep_at(core.client, (gex_EP_Index_t)i);
            if (ep && ep->segment == s)
                ep->segment = NULL;
        }
    if (s->owned)
        pshm_shmseg_destroy(&s->shm);
    if (s->parent)
        s->parent->children--;
    pthread_mutex_unlock(&seg_lock);
    core_mk_use(s->kind, -1);
    pshm_free(s);
    rma_epseg_sweep(); /* our own view of it, and what peers destroyed */
}

/* The directory description of segment s (lock held). */
static struct pshm_segdir_desc describe(const struct pshmex_segment *s)
{
    struct pshm_segdir_desc d = {0};
    d.where.owner_addr = (uint64_t)(uintptr_t)s->addr;
    d.where.size = s->size;
    const struct pshmex_segment *m = s->owned ? s : s->parent;
    if (s->private_mem) { /* nothing a peer could map */
        d.where.map_addr = d.where.owner_addr;
        d.where.map_len = d.where.size;
        d.where.fd = -1;
        d.where.private_mem = 1;
    } else if (m) {
        d.where.map_addr = (uint64_t)(uintptr_t)m->shm.addr;
        d.where.map_len = m->shm.len;
        d.where.dev = m->shm.dev;
        d.where.ino = m->shm.ino;
        d.where.fd = m->shm.fd;
    } else { /* inside the primordial segment: in the job area */
        d.where.map_addr = d.where.owner_addr;
        d.where.map_len = d.where.size;
        d.where.fd = -1;
    }
    return d;
}

int gex_EP_BindSegment(gex_EP_t ep, gex_Segment_t segment, gex_Flags_t flags)
{
    static const char call[] = "gex_EP_BindSegment";
    if (!ep || !segment)
        return core_bad_arg(call, "ep and segment must be valid (got %p, %p)", (void *)ep,
                            (void *)segment);
    if (flags)
        return core_bad_arg(call, "flags 0x%x must be 0", (unsigned)flags);
    /* The primordial endpoint takes a created segment in place of
     * gex_Segment_Attach's (spec 003 3.7 forbids only device memory there,
     * and the reference's testsegment binds one so): peers find it in
     * directory entry 0, as any other endpoint's. Not after the GASNet-1
     * gasnet_attach, which gave the primordial endpoint its segment (or
     * none, by choice). */
    if (ep->index == 0 && core.phase == CORE_ATTACHED && !ep->segment)
        return core_bad_arg(call,
                            "endpoint 0 is the primordial endpoint, and gasnet_attach already "
                            "chose its segment (none): a segment cannot be bound to it now");
    if (ep->segment)
        return core_bad_arg(call,
                            "endpoint %u already has a bound segment (%p): a segment "
                            "cannot be replaced",
                            (unsigned)ep->index, (void *)ep->segment);
    if (ep->index >= PSHM_SEGDIR_ENTRIES || ep->index >= 64)
        return core_bad_arg(call, "endpoint index %u is out of range (valid 0..%d)",
                            (unsigned)ep->index, GASNET_MAXEPS - 1);
    pthread_mutex_lock(&seg_lock);
    if (segment != ep->client->ep0->segment && !find_created(segment)) {
        pthread_mutex_unlock(&seg_lock);
        return core_bad_arg(call, "segment %p is not a live segment (destroyed?)", (void *)segment);
    }
    if (segment->client != ep->client) {
        pthread_mutex_unlock(&seg_lock);
        return core_bad_arg(call, "the segment and the endpoint belong to different clients");
    }
    struct pshm_segdir_desc d = describe(segment);
    pshm_segdir_bind(ep->index, &d);
    segment->bound_eps |= UINT64_C(1) << ep->index;
    ep->segment = segment;
    pthread_mutex_unlock(&seg_lock);
    return GASNET_OK;
}

/* A barrier over tm's members (the primordial team: the bootstrap one).
 * The library's own, not gex_Coll_BarrierNB: a team made with
 * GEX_FLAG_TM_NO_SCRATCH forbids the client's collectives, not this call
 * (spec 003: Publish is collective over any team; endpoints bound to a
 * device segment must join teams without scratch). */
static void publish_barrier(gex_TM_t tm)
{
    if (tm == tm->client->tm0)
        pshm_boot_barrier();
    else
        coll_run(coll_op_new(tm->coll, COLL_BARRIER));
}

int gex_EP_PublishBoundSegment(gex_TM_t tm, gex_EP_t *eps, size_t num_eps, gex_Flags_t flags)
{
    static const char call[] = "gex_EP_PublishBoundSegment";
    if (!tm || core_tm_is_pair(tm))
        return core_bad_arg(call,
                            "tm %p is not a team (a TM-pair cannot be used in a "
                            "collective call)",
                            (void *)tm);
    if (flags)
        return core_bad_arg(call, "flags 0x%x must be 0", (unsigned)flags);
    am_check_may_block(call);
    if (num_eps && !eps)
        return core_bad_arg(call, "eps is NULL but num_eps is %zu", num_eps);
    for (size_t i = 0; i < num_eps; i++) {
        if (!eps[i] || eps[i]->client != tm->client)
            return core_bad_arg(call, "eps[%zu] is not an endpoint of this client", i);
        for (size_t j = 0; j < i; j++)
            if (eps[j] == eps[i])
                return core_bad_arg(call, "eps[%zu] and eps[%zu] are the same endpoint", j, i);
    }
    /* Every bind named here happened before its process arrived: after the
     * barrier the team's directories hold them, and each member maps them
     * below (the owner keeps the file open until destroy). The collective is over tm's members only
     * (a rank outside tm does not call this). It is also where this process drops the mappings of
     * segments their owners destroyed before arriving. */
    publish_barrier(tm);
    rma_epseg_sweep();
    /* at their owners' addresses where possible: the unchecked build's
     * inline calls use an owner's address as it is (pshmex_rma.h,
     * pshmex_rma_same_addresses) */
    rma_epseg_map_members(tm->jobranks, tm->size);
    /* and nobody binds anew (after returning) while a member still reads
     * the directories: it would map a segment not yet published */
    publish_barrier(tm);
    return GASNET_OK;
}
