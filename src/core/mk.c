/* mk.c - memory kinds (gasnet_mk.h). pshmex moves data with the CPU
 * between host mappings only: GEX_MK_CLASS_HOST is the one class, and a
 * kind made by gex_MK_Create for it behaves exactly like GEX_MK_HOST. The
 * device classes are refused with GASNET_ERR_BAD_ARG (no
 * GASNET_HAVE_MK_CLASS_* is defined). */
#include <gasnet_mk.h>
#include <pthread.h>

#include "core/errors.h"
#include "core/objects.h"
#include "pshm/alloc.h"
#include "pshm/err.h"

struct pshmex_mk {
    struct pshmex_client *client;
    gex_MK_Class_t cls;
    unsigned segments; /* live segments of this kind */
    struct pshmex_mk *next;
};

static pthread_mutex_t mk_lock = PTHREAD_MUTEX_INITIALIZER;
static struct pshmex_mk *kinds; /* every live kind of gex_MK_Create */

/* Lock held. */
static struct pshmex_mk **find(gex_MK_t kind)
{
    struct pshmex_mk **p = &kinds;
    while (*p && *p != kind)
        p = &(*p)->next;
    return *p ? p : NULL;
}

bool core_mk_valid(gex_MK_t kind)
{
    if (kind == GEX_MK_HOST)
        return true;
    pthread_mutex_lock(&mk_lock);
    bool found = kind && find(kind);
    pthread_mutex_unlock(&mk_lock);
    return found;
}

void core_mk_use(gex_MK_t kind, int delta)
{
    if (kind == GEX_MK_HOST)
        return;
    pthread_mutex_lock(&mk_lock);
    struct pshmex_mk **p = find(kind);
    if (p)
        (*p)->segments += (unsigned)delta;
    pthread_mutex_unlock(&mk_lock);
}

static const char *class_name(gex_MK_Class_t c)
{
    switch (c) {
    case GEX_MK_CLASS_HOST: return "GEX_MK_CLASS_HOST";
    case GEX_MK_CLASS_CUDA_UVA: return "GEX_MK_CLASS_CUDA_UVA";
    case GEX_MK_CLASS_HIP: return "GEX_MK_CLASS_HIP";
    case GEX_MK_CLASS_ZE: return "GEX_MK_CLASS_ZE";
    }
    return NULL;
}

int gex_MK_Create(gex_MK_t *kind_p, gex_Client_t client, const gex_MK_Create_args_t *args,
                  gex_Flags_t flags)
{
    static const char call[] = "gex_MK_Create";
    if (!kind_p || !client || !args)
        return core_bad_arg(call, "kind_p, client and args must not be NULL");
    if (client != core.client)
        return core_bad_arg(call, "client %p is not this process's client", (void *)client);
    if (flags)
        return core_bad_arg(call, "flags 0x%x must be 0", (unsigned)flags);
    if (args->gex_flags)
        return core_bad_arg(call, "args->gex_flags 0x%llx must be 0",
                            (unsigned long long)args->gex_flags);
    const char *name = class_name(args->gex_class);
    if (!name)
        return core_bad_arg(call, "args->gex_class %d is not a GEX_MK_CLASS_*",
                            (int)args->gex_class);
    if (args->gex_class != GEX_MK_CLASS_HOST)
        return core_bad_arg(call,
                            "args->gex_class is %s: pshmex supports host memory only "
                            "(GEX_MK_CLASS_HOST; no GASNET_HAVE_MK_CLASS_* is defined)",
                            name);
    struct pshmex_mk *mk = pshm_calloc(1, sizeof *mk);
    mk->client = client;
    mk->cls = args->gex_class;
    pthread_mutex_lock(&mk_lock);
    mk->next = kinds;
    kinds = mk;
    pthread_mutex_unlock(&mk_lock);
    *kind_p = mk;
    return GASNET_OK;
}

void gex_MK_Destroy(gex_MK_t kind, gex_Flags_t flags)
{
    static const char call[] = "gex_MK_Destroy";
    if (flags)
        pshm_fatal("%s: flags 0x%x must be 0", call, (unsigned)flags);
    if (kind == GEX_MK_HOST)
        pshm_fatal("%s: kind is GEX_MK_HOST, which is predefined (valid: a kind from "
                   "gex_MK_Create)",
                   call);
    pthread_mutex_lock(&mk_lock);
    struct pshmex_mk **p = kind ? find(kind) : NULL;
    if (!p) {
        pthread_mutex_unlock(&mk_lock);
        pshm_fatal("%s: kind %p is not a live memory kind of gex_MK_Create (GEX_MK_INVALID, "
                   "or destroyed already)",
                   call, (void *)kind);
    }
    if (kind->segments) {
        unsigned n = kind->segments;
        pthread_mutex_unlock(&mk_lock);
        pshm_fatal("%s: kind %p still has %u segment(s) of gex_Segment_Create: destroy them "
                   "first",
                   call, (void *)kind, n);
    }
    *p = kind->next;
    pthread_mutex_unlock(&mk_lock);
    pshm_free(kind);
}
