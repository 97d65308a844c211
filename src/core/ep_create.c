/* ep_create.c - non-primordial endpoints: gex_EP_Create, the endpoint
 * table of the client, gex_TM_Pair and the endpoint queries that need it.
 *
 * Indices are handed out in creation order, 1, 2, ... up to
 * GASNET_MAXEPS - 1, never reused (the spec has no gex_EP_Destroy), so a
 * program that creates its endpoints in the same order in every process
 * can predict the indices of its peers' endpoints without communicating.
 * An AM-capable endpoint gets its own incoming AM queues in shared memory,
 * backed when it is created (src/am_queues/amq_ep.c); an endpoint without
 * GEX_EP_CAPABILITY_AM costs only its process-local object.
 */
#include <gasnetex.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "am_queues/amq_area.h"
#include "core/errors.h"
#include "core/objects.h"
#include "pshm/alloc.h"
#include "pshm/err.h"

/* Serializes index assignment and queue creation between threads. */
static pthread_mutex_t create_lock = PTHREAD_MUTEX_INITIALIZER;

struct pshmex_ep *core_ep_alloc(void)
{
    void *raw = pshm_calloc(1, sizeof(struct pshmex_ep) + CORE_EP_ALIGN);
    uintptr_t a = ((uintptr_t)raw + CORE_EP_ALIGN - 1) & ~(uintptr_t)(CORE_EP_ALIGN - 1);
    struct pshmex_ep *ep = (struct pshmex_ep *)a;
    ep->alloc_base = raw;
    core_handler_table_init(&ep->handlers);
    return ep;
}

struct pshmex_ep *core_ep_at(const struct pshmex_client *c, gex_EP_Index_t index)
{
    if (index == 0)
        return c->ep0;
    /* acquire: pairs with the release of neps in gex_EP_Create */
    unsigned n = atomic_load_explicit(&c->neps, memory_order_acquire);
    return index < n ? c->eps[index] : NULL;
}

int gex_EP_Create(gex_EP_t *ep_p, gex_Client_t client, gex_EP_Capabilities_t capabilities,
                  gex_Flags_t flags)
{
    static const char call[] = "gex_EP_Create";
    if (!ep_p || !client)
        return core_bad_arg(call, "ep_p and client must not be NULL (got %p, %p)", (void *)ep_p,
                            (void *)client);
    if (client != core.client)
        return core_bad_arg(call, "client %p is not the client of this process", (void *)client);
    if (capabilities == 0)
        return core_bad_arg(call, "capabilities is 0: request at least one GEX_EP_CAPABILITY_*");
    if (capabilities & ~GEX_EP_CAPABILITY_ALL)
        return core_bad_arg(call,
                            "capabilities 0x%x has unknown bits 0x%x (valid: an OR of "
                            "GEX_EP_CAPABILITY_RMA, _AM, _VIS, _COLL, _AD, i.e. within 0x%x)",
                            (unsigned)capabilities,
                            (unsigned)(capabilities & ~GEX_EP_CAPABILITY_ALL),
                            (unsigned)GEX_EP_CAPABILITY_ALL);
    if (flags & ~GEX_FLAG_HINT_ACCEL_ALL)
        return core_bad_arg(call,
                            "flags 0x%x has unknown bits 0x%x (valid: GEX_FLAG_HINT_ACCEL_AD, "
                            "GEX_FLAG_HINT_ACCEL_COLL)",
                            (unsigned)flags, (unsigned)(flags & ~GEX_FLAG_HINT_ACCEL_ALL));
    pthread_mutex_lock(&create_lock);
    unsigned n = atomic_load_explicit(&client->neps, memory_order_relaxed);
    if (n == 0)
        n = 1; /* the primordial endpoint holds index 0 */
    if (n >= GASNET_MAXEPS) {
        pthread_mutex_unlock(&create_lock);
        return core_return(call, pshm_err(PSHM_ENOMEM,
                                          "no endpoint left: this process already has "
                                          "GASNET_MAXEPS = %d endpoints (the primordial one "
                                          "included)",
                                          GASNET_MAXEPS));
    }
    if (capabilities & GEX_EP_CAPABILITY_AM) {
        int rc = amq_ep_create((gex_EP_Index_t)n);
        if (rc) {
            pthread_mutex_unlock(&create_lock);
            return core_return(call, rc);
        }
    }
    struct pshmex_ep *ep = core_ep_alloc();
    ep->client = client;
    ep->index = (gex_EP_Index_t)n;
    ep->flags = flags; /* the ACCEL hints are returned unmodified (no accelerator here) */
    ep->caps = capabilities;
    client->eps[n] = ep;
    /* release: a thread that reads the new count sees the entry */
    atomic_store_explicit(&client->neps, n + 1, memory_order_release);
    amq_ep_publish(n, capabilities); /* peers may address it from now on */
    pthread_mutex_unlock(&create_lock);
    *ep_p = ep;
    return GASNET_OK;
}

gex_EP_Capabilities_t gex_EP_QueryCapabilities(gex_EP_t ep)
{
    if (!ep)
        core_null_object("gex_EP_QueryCapabilities", "ep");
    return ep->index == 0 ? GEX_EP_CAPABILITY_ALL : ep->caps;
}

gex_TM_t gex_TM_Pair(gex_EP_t local_ep, gex_EP_Index_t remote_ep_index)
{
    static const char call[] = "gex_TM_Pair";
    if (!local_ep || !core.client || core_ep_at(core.client, local_ep->index) != local_ep)
        pshm_fatal("%s: local_ep %p is not an endpoint of this process", call, (void *)local_ep);
    if (remote_ep_index >= GASNET_MAXEPS)
        pshm_fatal("%s: remote_ep_index %u is out of range (valid 0..%d: GASNET_MAXEPS is %d)",
                   call, (unsigned)remote_ep_index, GASNET_MAXEPS - 1, GASNET_MAXEPS);
    return core_tm_pair_make(local_ep, remote_ep_index);
}
