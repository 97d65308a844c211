/* am_handler_check.h - the sender's check of an AM against the handler
 * table of its destination (internal to src/am_queues).
 *
 * Handler registration is per process and tables may differ between
 * ranks (003: not collective; 004: gasnet_attach tables may differ), so a
 * message to endpoint 0 is checked against the DESTINATION's entry (a
 * Reply's: the requester's), which each rank publishes in its control
 * area (amq_area.h, struct amq_handler_dir). Checked at the sender, where
 * the message can name the sending call; the receiver's check (amq_poll.c)
 * stays the last line of defence. A GASNet-1 entry accepts any category
 * and argument count. The test is inline (the Short fast paths make it
 * too); the report of a failed one is out of line (am_handler_check.c). */
#ifndef AM_HANDLER_CHECK_H
#define AM_HANDLER_CHECK_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "am_queues/am_send.h"
#include "am_queues/amq_area.h"
#include "am_queues/amq_ring.h"
#include "core/handlers.h"

/* Endpoint 0's flags for a message kind (enum amq_kind, | AMQ_REPLY). */
static inline gex_Flags_t kind_flags(unsigned kind, gex_Flags_t *dir)
{
    *dir = (kind & AMQ_REPLY) ? GEX_FLAG_AM_REPLY : GEX_FLAG_AM_REQUEST;
    return (kind & 3) == AMQ_SHORT    ? GEX_FLAG_AM_SHORT
           : (kind & 3) == AMQ_MEDIUM ? GEX_FLAG_AM_MEDIUM
                                      : GEX_FLAG_AM_LONG;
}

/* The published word of handler on endpoint 0 of jobrank r (core/handlers.h).
 * acquire: pairs with the owner's release (amq_area.h's contract). */
static inline uint32_t dest_word(uint32_t r, gex_AM_Index_t handler)
{
    return atomic_load_explicit(&amq_handler_dir(r)->word[handler], memory_order_acquire);
}

/* Does endpoint 0 of jobrank r accept, at handler, a message of kind with
 * nargs (<= 16) arguments? Registered there, and (unless a GASNet-1
 * entry, which accepts anything) for that category and direction with that
 * count. One load and one test: for the Short fast paths too. */
static inline bool handler_accepts(uint32_t r, gex_AM_Index_t handler, unsigned kind,
                                   unsigned nargs)
{
    gex_Flags_t dir, cat = kind_flags(kind, &dir);
    const uint32_t want = core_hw_want(cat | dir, nargs);
    return (dest_word(r, handler) & want) == want;
}

/* Stop the job naming t's call and what the destination registered at
 * handler (a message handler_accepts refused). */
_Noreturn void am_handler_rejected(const struct am_target *t, gex_AM_Index_t handler, unsigned kind,
                                   unsigned nargs) __attribute__((cold));

/* The check of a message to t: endpoint 0's messages against the
 * destination's published entry, stopping the job naming t's call.
 * Endpoints 1.. are not published: their messages are checked by the
 * receiver only (amq_poll.c). */
static inline void am_check_handler(const struct am_target *t, gex_AM_Index_t handler,
                                    unsigned kind, unsigned nargs)
{
    if (t->ep != 0)
        return;
    if (__builtin_expect(handler_accepts(t->rank, handler, kind, nargs), 1))
        return;
    am_handler_rejected(t, handler, kind, nargs);
}

#endif
