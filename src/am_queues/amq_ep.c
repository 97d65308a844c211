/* amq_ep.c - the AM queues of endpoints 1.. (gex_EP_Create): where each
 * lives, creating ours, finding and mapping a peer's (see amq_area.h).
 *
 * Memory: an AM-capable endpoint costs one struct amq_area (rings and
 * payload pools, pair rings: 4 MiB + 12 KiB of the job file), backed with fallocate by
 * its owner when the endpoint is created; the reservation for all
 * PSHM_MAX_EPS - 1 of them (PSHM_CTRL_AM_BYTES apart) is address range
 * only (the job file is sparse). An endpoint without GEX_EP_CAPABILITY_AM
 * has no area.
 */
#include "am_queues/amq_area.h"

#include <gasnetex.h>
#include <pthread.h>

#include "pshm/alloc.h"
#include "pshm/err.h"

_Static_assert(PSHM_MAX_EPS == GASNET_MAXEPS, "the job layout reserves GASNET_MAXEPS endpoints");
_Static_assert(PSHM_MAX_EPS <= 64, "amq_ep_mapped holds one bit per endpoint");
_Static_assert(GEX_EP_CAPABILITY_ALL < AMQ_EP_LIVE, "capability bits stay below the live bit");

_Atomic uint64_t *amq_ep_mapped;
uint8_t amq_my_eps[PSHM_MAX_EPS];
_Atomic unsigned amq_my_neps;

/* Bytes of an area that are mapped and backed (the stride may be larger). */
#define AREA_BYTES ((sizeof(struct amq_area) + 4095u) / 4096u * 4096u)

/* Offset of endpoint e's area of rank r in the job file. */
static uint64_t area_offset(uint32_t r, uint32_t e)
{
    return (uint64_t)((char *)amq_area(r, e) - (char *)pshm_job.hdr);
}

void amq_ep_attach(uint32_t r, uint32_t e, const char *call)
{
    if (e >= PSHM_MAX_EPS)
        pshm_fatal("%s: endpoint index %u is out of range (valid 0..%d: GASNET_MAXEPS is %d)", call,
                   e, PSHM_MAX_EPS - 1, PSHM_MAX_EPS);
    if (amq_ep_usable(r, e))
        return;
    /* One thread maps a peer's area, once: another that mapped it over
     * again (MAP_FIXED, the same pages) while a third used it was harmless
     * but a race to ThreadSanitizer (its ep.sh job with the MPMC rings). */
    static pthread_mutex_t attach_lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&attach_lock);
    if (amq_ep_usable(r, e)) {
        pthread_mutex_unlock(&attach_lock);
        return;
    }
    /* acquire: pairs with the owner's release in amq_ep_publish, after it
     * initialized the area */
    uint32_t st = atomic_load_explicit(&amq_ep_dir(r)->state[e], memory_order_acquire);
    if (!(st & AMQ_EP_LIVE))
        pshm_fatal("%s: rank %u has no endpoint with index %u (not created, or not yet: create "
                   "endpoints before peers address them)",
                   call, r, e);
    if (!(st & GEX_EP_CAPABILITY_AM))
        pshm_fatal("%s: endpoint %u of rank %u was created without GEX_EP_CAPABILITY_AM "
                   "(capabilities 0x%x): it cannot receive Active Messages",
                   call, e, r, st & ~AMQ_EP_LIVE);
    if (pshm_job_map_range(area_offset(r, e), AREA_BYTES))
        pshm_fatal("%s: cannot map the AM queues of endpoint %u of rank %u: %s", call, e, r,
                   pshm_errmsg());
    /* release: a thread that sees the bit sees the mapping and the area */
    atomic_fetch_or_explicit(&amq_ep_mapped[r], (uint64_t)1 << e, memory_order_release);
    pthread_mutex_unlock(&attach_lock);
}

int amq_ep_create(uint32_t e)
{
    uint32_t me = pshm_job.rank;
    int rc = pshm_job_map_range(area_offset(me, e), AREA_BYTES);
    if (rc)
        return rc;
    struct amq_area *a = amq_area(me, e);
    rc = pshm_job_back_range(a, AREA_BYTES, "an endpoint's AM queues");
    if (rc)
        return rc;
    amq_area_init(a, e);
    return 0;
}

void amq_ep_publish(uint32_t e, uint32_t caps)
{
    uint32_t me = pshm_job.rank;
    if (caps & GEX_EP_CAPABILITY_AM) {
        unsigned n = atomic_load_explicit(&amq_my_neps, memory_order_relaxed);
        amq_my_eps[n] = (uint8_t)e;
        /* release: a poller that reads the new count sees the entry */
        atomic_store_explicit(&amq_my_neps, n + 1, memory_order_release);
        atomic_fetch_or_explicit(&amq_ep_mapped[me], (uint64_t)1 << e, memory_order_release);
    }
    /* release: pairs with amq_ep_attach's acquire; the area is initialized */
    atomic_store_explicit(&amq_ep_dir(me)->state[e], AMQ_EP_LIVE | caps, memory_order_release);
}
