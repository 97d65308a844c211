/*
 * gasnet_mk.h -- pshmex: the GASNet-EX memory kinds API.
 *
 * Placeholder: the memory-kinds issue adds gex_MK_Create/gex_MK_Destroy here.
 * gex_MK_t, GEX_MK_INVALID, GEX_MK_HOST, gex_MK_Class_t and
 * gex_MK_Create_args_t are already defined by gasnetex.h, and no
 * GASNET_HAVE_MK_CLASS_* macro is defined (host memory only).
 * Clients may already include it, in any order relative to the other
 * pshmex headers; it provides everything gasnetex.h provides.
 */
#ifndef _GASNET_MK_H
#define _GASNET_MK_H
/* The library is built with -fvisibility=hidden: what is declared here is its API. */
#pragma GCC visibility push(default)

#include "gasnetex.h"

#ifdef __cplusplus
extern "C" {
#endif

/* (declarations added by the memory-kinds issue) */

#ifdef __cplusplus
} /* extern "C" */
#endif

#pragma GCC visibility pop
#endif /* _GASNET_MK_H */
