/* am_handler_check.c - the report of an AM that its destination's handler
 * table does not accept (am_handler_check.h): one line naming the call as
 * the client wrote it, the handler and what the destination registered. */
#include "am_queues/am_handler_check.h"

#include <stdio.h>
#include <string.h>

#include "core/objects.h"
#include "pshm/err.h"

void am_handler_rejected(const struct am_target *t, gex_AM_Index_t handler, unsigned kind,
                         unsigned nargs)
{
    static const char *const what[] = {"Short", "Medium", "Long", "?"};
    /* say which condition failed, as the destination registered it */
    const uint32_t w = dest_word(t->rank, handler);
    gex_Flags_t dir, cat = kind_flags(kind, &dir);
    const uint32_t need = core_hw_want(cat | dir, nargs) & CORE_HW_FLAGS;
    const gex_Flags_t flags = (gex_Flags_t)(w & CORE_HW_FLAGS) << CORE_HW_FLAG_SHIFT;
    const unsigned registered_nargs = w ? (unsigned)__builtin_ctz(w >> CORE_HW_NARGS) : 0;
    /* the call as the client wrote it: gex_AM_RequestShort2, not ...Short */
    char call[80];
    size_t len = strlen(t->call);
    char last = len ? t->call[len - 1] : 0;
    snprintf(call, sizeof call, (last >= 'a' && last <= 'z') ? "%s%u" : "%s", t->call, nargs);
    /* GASNet-1 calls name ranks as nodes */
    const char *rank = strncmp(t->call, "gasnet_", 7) == 0 ? "node" : "jobrank";
    /* The destination publishes no names: ours, if our own entry there is
     * the same registration (a table registered alike by every rank) */
    const struct core_handler *h = &core.client->ep0->handlers.h[handler];
    char name[96] = "";
    if (h->entry.gex_fnptr && core_hw_of(h) == w && h->entry.gex_name)
        snprintf(name, sizeof name, " (%s)", h->entry.gex_name);
    if (!w)
        pshm_fatal("%s: handler %u is not registered on %s %u (valid: an index registered "
                   "there with gex_EP_RegisterHandlers or gasnet_attach)",
                   call, handler, rank, t->rank);
    if ((w & need) != need)
        pshm_fatal("%s: handler %u%s was registered on %s %u for another category or "
                   "direction (gex_flags 0x%x), not for a %s %s",
                   call, handler, name, rank, t->rank, (unsigned)flags, what[kind & 3],
                   (kind & AMQ_REPLY) ? "Reply" : "Request");
    pshm_fatal("%s: nargs %u, but handler %u%s was registered on %s %u with %u arguments", call,
               nargs, handler, name, rank, t->rank, registered_nargs);
}
