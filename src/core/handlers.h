/* handlers.h - an endpoint's AM handler table (registration only; the AM
 * issue (#3) dispatches through it and adds gex_EP_RegisterHandlers). */
#ifndef CORE_HANDLERS_H
#define CORE_HANDLERS_H

#include <gasnetex.h>
#include <stdbool.h>

struct core_handler {
    gex_AM_Fn_t fn;     /* NULL: free slot */
    gex_Flags_t flags;  /* GEX_FLAG_AM_* category; 0 for GASNet-1 entries (any) */
    int nargs;          /* -1 for GASNet-1 entries (any count) */
    const void *cdata;
    const char *name;
};

struct core_handler_table {
    struct core_handler h[256];
};

struct gasnet_handlerentry_s; /* from gasnet.h, kept out of this header */

/* gasnet_attach's table: explicit indices must be in 128..255 and distinct;
 * index 0 gets the lowest free client index, deterministically (table order),
 * written back. All-or-nothing: on error the table is unchanged. */
int core_register_legacy(struct core_handler_table *t, void *entries, int numentries,
                         const char *call);

#endif
