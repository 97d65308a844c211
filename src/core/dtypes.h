/* dtypes.h - facts about the built-in GEX_DT_* types that the atomics and
 * the reductions share. */
#ifndef CORE_DTYPES_H
#define CORE_DTYPES_H

#include <gasnetex.h>
#include <stdbool.h>
#include <stddef.h>

/* sizeof the C type of a built-in dt; 0 for GEX_DT_USER or an unknown value. */
static inline size_t core_dt_size(gex_DT_t dt)
{
    switch (dt) {
    case GEX_DT_I32:
    case GEX_DT_U32:
    case GEX_DT_FLT: return 4;
    case GEX_DT_I64:
    case GEX_DT_U64:
    case GEX_DT_DBL: return 8;
    default: return 0;
    }
}

static inline bool core_dt_is_float(gex_DT_t dt)
{
    return dt == GEX_DT_FLT || dt == GEX_DT_DBL;
}

#endif
