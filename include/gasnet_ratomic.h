/*
 * gasnet_ratomic.h -- pshmex: the GASNet-EX remote atomics API (gex_AD_*).
 *
 * Placeholder: issue #5 (atomics) adds gex_AD_Create/Destroy, the
 * gex_AD_Query* and gex_AD_{Set,Query}CData calls, and gex_AD_OpNB_* /
 * gex_AD_OpNBI_* for the six built-in types.
 * gex_AD_t, gex_DT_t, gex_OP_t and the GEX_DT_* / GEX_OP_* / GEX_FLAG_AD_*
 * constants are already defined by gasnetex.h / gasnet_fwd.h.
 * Clients may already include it, in any order relative to the other
 * pshmex headers; it provides everything gasnetex.h provides.
 */
#ifndef _GASNET_RATOMIC_H
#define _GASNET_RATOMIC_H

#include "gasnetex.h"

#ifdef __cplusplus
extern "C" {
#endif

/* (declarations added by issue #5) */

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* _GASNET_RATOMIC_H */
