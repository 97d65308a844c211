/* handlers.c - see handlers.h. */
#include "core/handlers.h"

#include <gasnet.h>
#include <string.h>

#include "core/errors.h"

int core_register_legacy(struct core_handler_table *t, void *entries, int numentries,
                         const char *call)
{
    gasnet_handlerentry_t *e = entries;
    if (numentries < 0)
        return core_bad_arg(call, "numentries %d is negative", numentries);
    if (numentries > 256)
        return core_bad_arg(call, "numentries %d is more than the 256 handler indices", numentries);
    if (numentries > 0 && !e)
        return core_bad_arg(call, "table is NULL but numentries is %d", numentries);
    struct core_handler_table next = *t;
    for (int i = 0; i < numentries; i++) {
        unsigned idx = e[i].index;
        if (!e[i].fnptr)
            return core_bad_arg(call, "table[%d] (index %u) has a NULL fnptr", i, idx);
        if (idx == 0)
            continue;
        if (idx < GEX_AM_INDEX_BASE)
            return core_bad_arg(call, "table[%d] index %u is reserved: client handlers use %d..255",
                                i, idx, GEX_AM_INDEX_BASE);
        if (next.h[idx].fn)
            return core_bad_arg(call, "table[%d] index %u is already registered", i, idx);
        next.h[idx] = (struct core_handler){e[i].fnptr, 0, -1, NULL, NULL};
    }
    gasnet_handler_t assigned[256];
    for (int i = 0; i < numentries; i++) {
        if (e[i].index != 0)
            continue;
        unsigned idx = GEX_AM_INDEX_BASE;
        while (idx < 256 && next.h[idx].fn)
            idx++;
        if (idx == 256)
            return core_bad_arg(call, "table[%d]: no free handler index left in %d..255", i,
                                GEX_AM_INDEX_BASE);
        next.h[idx] = (struct core_handler){e[i].fnptr, 0, -1, NULL, NULL};
        assigned[i] = (gasnet_handler_t)idx;
    }
    for (int i = 0; i < numentries; i++)
        if (e[i].index == 0)
            e[i].index = assigned[i];
    *t = next;
    return 0;
}
