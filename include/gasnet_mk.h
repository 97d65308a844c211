/*
 * gasnet_mk.h -- pshmex: the GASNet-EX memory kinds API ([MK] section 6).
 *
 * A memory kind (gex_MK_t) names the kind of memory a segment of
 * gex_Segment_Create() describes. pshmex moves data with the CPU through
 * shared host mappings, so it supports one class, GEX_MK_CLASS_HOST: the
 * predefined GEX_MK_HOST, and kinds made by gex_MK_Create() for that class
 * (which behave exactly like GEX_MK_HOST). The device classes
 * (GEX_MK_CLASS_CUDA_UVA, _HIP, _ZE) are named so that portable code
 * compiles, but gex_MK_Create() refuses them with GASNET_ERR_BAD_ARG, and
 * no GASNET_HAVE_MK_CLASS_* macro (nor GASNET_HAVE_MK_CLASS_MULTIPLE) is
 * defined.
 *
 * gex_MK_t, GEX_MK_INVALID, GEX_MK_HOST, gex_MK_Class_t (with the class
 * constants) and gex_MK_Create_args_t are defined by gasnetex.h, which this
 * header includes; it may be included in any order relative to the other
 * pshmex headers.
 */
#ifndef _GASNET_MK_H
#define _GASNET_MK_H
/* The library is built with -fvisibility=hidden: what is declared here is its API. */
#pragma GCC visibility push(default)

#include "gasnetex.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Create a memory kind of class args->gex_class for client (non-collective).
 * args->gex_flags and flags must be 0. GEX_MK_CLASS_HOST: writes a new
 * kind to *kind_p and returns GASNET_OK. A device class, an unknown class,
 * a NULL pointer or non-zero flags: GASNET_ERR_BAD_ARG (the message names
 * the problem), *kind_p unchanged.
 */
extern int gex_MK_Create(gex_MK_t *_kind_p, gex_Client_t _client, const gex_MK_Create_args_t *_args,
                         gex_Flags_t _flags);

/**
 * Destroy a kind made by gex_MK_Create (non-collective; flags must be 0).
 * Fatal for GEX_MK_HOST, an invalid or destroyed kind, or a kind that
 * live segments still use.
 */
extern void gex_MK_Destroy(gex_MK_t _kind, gex_Flags_t _flags);

#ifdef __cplusplus
} /* extern "C" */
#endif

#pragma GCC visibility pop
#endif /* _GASNET_MK_H */
