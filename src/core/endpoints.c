/* endpoints.c - the Memory Kinds calls on endpoints and segments, and
 * gex_EP_PublishBoundSegment (gex_EP_Create is in ep_create.c). Host
 * memory only. */
#include <gasnetex.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "core/errors.h"
#include "core/objects.h"
#include "pshm/alloc.h"
#include "pshm/bootbar.h"
#include "pshm/err.h"
#include "pshm/job.h"

int gex_Segment_Create(gex_Segment_t *segment_p, gex_Client_t client, gex_Addr_t address,
                       uintptr_t length, gex_MK_t kind, gex_Flags_t flags)
{
    static const char call[] = "gex_Segment_Create";
    if (!segment_p || !client)
        return core_bad_arg(call, "segment_p and client must not be NULL");
    if (kind != GEX_MK_HOST)
        return core_bad_arg(call, "kind %p is not GEX_MK_HOST (the only memory kind here)",
                            (void *)kind);
    if (flags)
        return core_bad_arg(call, "flags 0x%x must be 0", (unsigned)flags);
    if (length == 0)
        return core_bad_arg(call, "length must be non-zero");
    void *addr = address;
    if (!addr) {
        if (length > pshm_job.hdr->max_seg)
            return core_bad_arg(call, "length %zu is over gasnet_getMaxLocalSegmentSize() = %zu",
                                (size_t)length, (size_t)pshm_job.hdr->max_seg);
        length = (length + GASNET_PAGESIZE - 1) / GASNET_PAGESIZE * GASNET_PAGESIZE;
        addr = mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (addr == MAP_FAILED)
            return core_return(call, pshm_err(PSHM_ENOMEM, "cannot allocate %zu bytes",
                                              (size_t)length));
    }
    struct pshmex_segment *s = pshm_calloc(1, sizeof *s);
    s->client = client;
    s->addr = addr;
    s->size = length;
    s->owned = address == NULL;
    *segment_p = s;
    return GASNET_OK;
}

void gex_Segment_Destroy(gex_Segment_t s, gex_Flags_t flags)
{
    (void)flags;
    if (!s)
        return;
    if (s->attached)
        pshm_fatal("gex_Segment_Destroy: the segment of gex_Segment_Attach cannot be destroyed");
    if (s->owned)
        munmap(s->addr, s->size);
    pshm_free(s);
}

int gex_EP_BindSegment(gex_EP_t ep, gex_Segment_t segment, gex_Flags_t flags)
{
    static const char call[] = "gex_EP_BindSegment";
    if (!ep || !segment)
        return core_bad_arg(call, "ep and segment must be valid");
    if (flags)
        return core_bad_arg(call, "flags 0x%x must be 0", (unsigned)flags);
    if (ep->segment)
        return core_bad_arg(call, "the endpoint already has a bound segment");
    /* The spec reserves the primordial endpoint to gex_Segment_Attach. */
    return core_bad_arg(call, "endpoint %u is the primordial endpoint: only gex_Segment_Attach "
                              "binds its segment", (unsigned)ep->index);
}

int gex_EP_PublishBoundSegment(gex_TM_t tm, gex_EP_t *eps, size_t num_eps, gex_Flags_t flags)
{
    static const char call[] = "gex_EP_PublishBoundSegment";
    if (flags)
        return core_bad_arg(call, "flags 0x%x must be 0", (unsigned)flags);
    if (num_eps && !eps)
        return core_bad_arg(call, "eps is NULL but num_eps is %zu", num_eps);
    for (size_t i = 0; i < num_eps; i++)
        if (!eps[i] || eps[i]->client != tm->client)
            return core_bad_arg(call, "eps[%zu] is not an endpoint of this client", i);
    /* Only primordial endpoints exist, and Attach already made their
     * segments known to every rank: what remains is the collective, over
     * tm's members only (a rank outside tm does not call this). */
    if (tm == tm->client->tm0)
        pshm_boot_barrier();
    else
        gex_Event_Wait(gex_Coll_BarrierNB(tm, 0));
    return GASNET_OK;
}
