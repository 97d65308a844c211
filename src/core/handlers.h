/* handlers.h - an endpoint's AM handler table: registration by
 * gex_EP_RegisterHandlers and by gasnet_attach's table. The AM layer
 * (src/am_queues) dispatches through it. */
#ifndef CORE_HANDLERS_H
#define CORE_HANDLERS_H

#include <gasnetex.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/* One registered handler. entry is the library-owned copy that
 * gex_Token_Info(GEX_TI_ENTRY) hands out. */
struct core_handler {
    gex_AM_Entry_t entry; /* entry.gex_fnptr NULL: free index */
    bool legacy;          /* from gasnet_attach: any category, any argument count */
};

struct core_handler_table {
    /* Serializes the registration calls on the endpoint (003 allows them
     * concurrently; each reads the table, picks free indices and writes
     * back, so two at once would hand out the same index). Receivers read
     * h[] without it: an entry is written once, before its index is
     * returned or published. Initialized by core_handler_table_init. */
    pthread_mutex_t lock;
    struct core_handler h[256];
    /* Endpoint 0: this rank's published copy (NULL for the others, whose
     * AMs only their receiver checks). One word per index, see below. */
    _Atomic uint32_t *published;
};

/* ---- a registration as the senders see it ----
 * Registration is per process (003: not collective; GASNet-1 tables may
 * differ between nodes), so a sender checks an AM against the
 * destination's entry, not its own. Each rank publishes endpoint 0's
 * entries, one word per index, in its control area
 * (am_queues/amq_area.h, struct amq_handler_dir). A word: the entry's
 * category and direction flags (GEX_FLAG_AM_SHORT.._REPLY) shifted down
 * by CORE_HW_FLAG_SHIFT, and bit CORE_HW_NARGS + n for the one argument
 * count n it was registered with; a GASNet-1 entry, which accepts any
 * category, direction and count, has all those bits and CORE_HW_LEGACY.
 * 0: not registered. A message is accepted iff (word & want) == want, with
 * want = core_hw_want(its category | direction, its nargs): one load and
 * one test on the Short fast path. */
#define CORE_HW_FLAG_SHIFT 21
#define CORE_HW_FLAGS      0x1fu /* the five flags, shifted */
#define CORE_HW_NARGS      8     /* bits 8..24: argument counts 0..16 */
#define CORE_HW_ALL_NARGS  (0x1ffffu << CORE_HW_NARGS)
#define CORE_HW_LEGACY     (1u << 31)
_Static_assert(((GEX_FLAG_AM_SHORT | GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_LONG | GEX_FLAG_AM_REQUEST |
                 GEX_FLAG_AM_REPLY) >>
                CORE_HW_FLAG_SHIFT) == CORE_HW_FLAGS,
               "the category and direction flags are five adjacent bits");
_Static_assert(CORE_HW_NARGS >= 5 && CORE_HW_NARGS + 17 <= 31, "the count bits fit between");

/* What a message of category and direction flags cat_dir (one of each)
 * with nargs (<= 16) arguments needs in the word. */
static inline uint32_t core_hw_want(gex_Flags_t cat_dir, unsigned nargs)
{
    return (uint32_t)(cat_dir >> CORE_HW_FLAG_SHIFT) | (1u << (CORE_HW_NARGS + nargs));
}

/* The published word of a registered entry. */
static inline uint32_t core_hw_of(const struct core_handler *h)
{
    if (h->legacy)
        return CORE_HW_LEGACY | CORE_HW_ALL_NARGS | CORE_HW_FLAGS;
    return (uint32_t)((h->entry.gex_flags >> CORE_HW_FLAG_SHIFT) & CORE_HW_FLAGS) |
           (1u << (CORE_HW_NARGS + h->entry.gex_nargs));
}

/* Initialize t's lock (the table itself starts zeroed: all indices free). */
void core_handler_table_init(struct core_handler_table *t);

/* Both registration calls, under t's lock, publish each new entry of an endpoint 0's table
 * (release store of its word, after the entry is written), before they
 * return: so before the client can tell another rank of it. */

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
