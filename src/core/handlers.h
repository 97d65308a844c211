/* handlers.h - an endpoint's AM handler table: registration by
 * gex_EP_RegisterHandlers and by gasnet_attach's table. The AM layer
 * (src/am_queues) dispatches through it. */
#ifndef CORE_HANDLERS_H
#define CORE_HANDLERS_H

#include <gasnetex.h>
#include <stdbool.h>

/* One registered handler. entry is the library-owned copy that
 * gex_Token_Info(GEX_TI_ENTRY) hands out. */
struct core_handler {
    gex_AM_Entry_t entry; /* entry.gex_fnptr NULL: free index */
    bool legacy;          /* from gasnet_attach: any category, any argument count */
};

struct core_handler_table {
    struct core_handler h[256];
};

/* gasnet_attach's table: explicit indices must be in 128..255 and distinct;
 * index 0 gets the lowest free client index, deterministically (table order),
 * written back. All-or-nothing: on error the table is unchanged. */
int core_register_legacy(struct core_handler_table *t, void *entries, int numentries,
                         const char *call);

/* gex_EP_RegisterHandlers: fixed indices first, then index 0 entries get the
 * highest free index (255 down), in table order, written back.
 * All-or-nothing. */
int core_register_ex(struct core_handler_table *t, gex_AM_Entry_t *table, size_t numentries,
                     const char *call);

#endif
