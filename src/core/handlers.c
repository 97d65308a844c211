/* handlers.c - see handlers.h. */
#include "core/handlers.h"

#include <gasnet.h>
#include <string.h>

#include "core/errors.h"

#define CATEGORY_MASK (GEX_FLAG_AM_SHORT | GEX_FLAG_AM_MEDIUM | GEX_FLAG_AM_LONG)

/* Copy the n entries of next at indices added[] into t, then publish each
 * (handlers.h): the release store orders the entry before its word, so a
 * thread that sees the word and sends to us finds the entry when the
 * message runs here. Only the new entries are written: receivers read the
 * others meanwhile. */
static void commit(struct core_handler_table *t, const struct core_handler *next,
                   const unsigned *added, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        t->h[added[i]] = next[added[i]];
    if (!t->published)
        return;
    for (unsigned i = 0; i < n; i++)
        atomic_store_explicit(&t->published[added[i]], core_hw_of(&t->h[added[i]]),
                              memory_order_release);
}

static int register_legacy(struct core_handler_table *t, void *entries, int numentries,
                           const char *call)
{
    gasnet_handlerentry_t *e = entries;
    if (numentries < 0)
        return core_bad_arg(call, "numentries %d is negative", numentries);
    if (numentries > 256)
        return core_bad_arg(call, "numentries %d is more than the 256 handler indices", numentries);
    if (numentries > 0 && !e)
        return core_bad_arg(call, "table is NULL but numentries is %d", numentries);
    struct core_handler next[256]; /* the table as it will be (not the lock) */
    memcpy(next, t->h, sizeof next);
    unsigned added[256], nadded = 0;
    for (int i = 0; i < numentries; i++) {
        unsigned idx = e[i].index;
        if (!e[i].fnptr)
            return core_bad_arg(call, "table[%d] (index %u) has a NULL fnptr", i, idx);
        if (idx == 0)
            continue;
        if (idx < GEX_AM_INDEX_BASE)
            return core_bad_arg(call, "table[%d] index %u is reserved: client handlers use %d..255",
                                i, idx, GEX_AM_INDEX_BASE);
        if (next[idx].entry.gex_fnptr)
            return core_bad_arg(call, "table[%d] index %u is already registered", i, idx);
        next[idx] =
            (struct core_handler){{(gex_AM_Index_t)idx, e[i].fnptr, 0, 0, NULL, NULL}, true};
        added[nadded++] = idx;
    }
    gasnet_handler_t assigned[256];
    for (int i = 0; i < numentries; i++) {
        if (e[i].index != 0)
            continue;
        unsigned idx = GEX_AM_INDEX_BASE;
        while (idx < 256 && next[idx].entry.gex_fnptr)
            idx++;
        if (idx == 256)
            return core_bad_arg(call, "table[%d]: no free handler index left in %d..255", i,
                                GEX_AM_INDEX_BASE);
        next[idx] =
            (struct core_handler){{(gex_AM_Index_t)idx, e[i].fnptr, 0, 0, NULL, NULL}, true};
        added[nadded++] = idx;
        assigned[i] = (gasnet_handler_t)idx;
    }
    for (int i = 0; i < numentries; i++)
        if (e[i].index == 0)
            e[i].index = assigned[i];
    commit(t, next, added, nadded);
    return 0;
}

/* Name of entry i for messages: its gex_name if any. */
static const char *entry_name(const gex_AM_Entry_t *e)
{
    return e->gex_name ? e->gex_name : "unnamed";
}

static int check_entry(const gex_AM_Entry_t *e, size_t i, const char *call)
{
    gex_Flags_t cat = e->gex_flags & CATEGORY_MASK;
    if (!e->gex_fnptr)
        return core_bad_arg(call, "table[%zu] (%s, index %u) has a NULL gex_fnptr", i,
                            entry_name(e), e->gex_index);
    if (e->gex_index != 0 && e->gex_index < GEX_AM_INDEX_BASE)
        return core_bad_arg(call, "table[%zu] (%s) index %u is reserved: use 0 or %d..255", i,
                            entry_name(e), e->gex_index, GEX_AM_INDEX_BASE);
    if (e->gex_nargs > 16)
        return core_bad_arg(call,
                            "table[%zu] (%s, index %u) gex_nargs %u is over gex_AM_MaxArgs() = 16",
                            i, entry_name(e), e->gex_index, e->gex_nargs);
    if (cat != GEX_FLAG_AM_SHORT && cat != GEX_FLAG_AM_MEDIUM && cat != GEX_FLAG_AM_LONG &&
        cat != GEX_FLAG_AM_MEDLONG)
        return core_bad_arg(call,
                            "table[%zu] (%s, index %u) gex_flags 0x%x must have exactly one of "
                            "GEX_FLAG_AM_SHORT, _MEDIUM, _LONG or _MEDLONG",
                            i, entry_name(e), e->gex_index, (unsigned)e->gex_flags);
    if (!(e->gex_flags & GEX_FLAG_AM_REQREP))
        return core_bad_arg(call,
                            "table[%zu] (%s, index %u) gex_flags 0x%x must have one of "
                            "GEX_FLAG_AM_REQUEST, _REPLY or _REQREP",
                            i, entry_name(e), e->gex_index, (unsigned)e->gex_flags);
    return 0;
}

static int register_ex(struct core_handler_table *t, gex_AM_Entry_t *table, size_t numentries,
                       const char *call)
{
    if (numentries > 0 && !table)
        return core_bad_arg(call, "table is NULL but numentries is %zu", numentries);
    if (numentries > 256)
        return core_bad_arg(call, "numentries %zu is more than the 256 handler indices",
                            numentries);
    struct core_handler next[256]; /* the table as it will be (not the lock) */
    memcpy(next, t->h, sizeof next);
    unsigned added[256], nadded = 0;
    for (size_t i = 0; i < numentries; i++) {
        int rc = check_entry(&table[i], i, call);
        if (rc)
            return rc;
        unsigned idx = table[i].gex_index;
        if (idx == 0)
            continue;
        if (next[idx].entry.gex_fnptr)
            return core_bad_arg(call, "table[%zu] (%s) index %u is already registered", i,
                                entry_name(&table[i]), idx);
        next[idx] = (struct core_handler){table[i], false};
        added[nadded++] = idx;
    }
    gex_AM_Index_t assigned[256];
    for (size_t i = 0; i < numentries; i++) {
        if (table[i].gex_index != 0)
            continue;
        unsigned idx = 255;
        while (idx >= GEX_AM_INDEX_BASE && next[idx].entry.gex_fnptr)
            idx--;
        if (idx < GEX_AM_INDEX_BASE)
            return core_bad_arg(call, "table[%zu] (%s): no free handler index left in %d..255", i,
                                entry_name(&table[i]), GEX_AM_INDEX_BASE);
        next[idx] = (struct core_handler){table[i], false};
        next[idx].entry.gex_index = (gex_AM_Index_t)idx;
        added[nadded++] = idx;
        assigned[i] = (gex_AM_Index_t)idx;
    }
    for (size_t i = 0; i < numentries; i++)
        if (table[i].gex_index == 0)
            table[i].gex_index = assigned[i];
    commit(t, next, added, nadded);
    return 0;
}

void core_handler_table_init(struct core_handler_table *t)
{
    pthread_mutex_init(&t->lock, NULL);
}

int core_register_legacy(struct core_handler_table *t, void *entries, int numentries,
                         const char *call)
{
    pthread_mutex_lock(&t->lock);
    int rc = register_legacy(t, entries, numentries, call);
    pthread_mutex_unlock(&t->lock);
    return rc;
}

int core_register_ex(struct core_handler_table *t, gex_AM_Entry_t *table, size_t numentries,
                     const char *call)
{
    pthread_mutex_lock(&t->lock);
    int rc = register_ex(t, table, numentries, call);
    pthread_mutex_unlock(&t->lock);
    return rc;
}
