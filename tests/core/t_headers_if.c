/*
 * t_headers_if.c -- pshmex (issue #20): every flag, code and limit macro of
 * the public headers is an integer constant expression the preprocessor can
 * evaluate (no cast, enum name or sizeof), and still has the spec's type in
 * C (checked with _Generic).  Compile-time checks, then one TAP line per
 * macro at run time comparing the value #if saw with the C value.
 * tests/core/headers.sh checks that every such macro of the headers is
 * listed here.  Links against libc only.
 */
#include <gasnet.h>
#include <gasnet_coll.h>
#include <gasnet_vis.h>
#include <gasnetex.h>

#include <stdio.h>

#define TAP_NO_GASNET
#include "../tap.h"

/* ISTYPE(e, T): 1 iff e has exactly type T */
#define ISTYPE(e, T) _Generic((e), T: 1, default: 0)

#if !defined(GASNET_BARRIERFLAG_ANONYMOUS) || ((GASNET_BARRIERFLAG_ANONYMOUS) + 0 != (GASNET_BARRIERFLAG_ANONYMOUS) + 0)
#error "GASNET_BARRIERFLAG_ANONYMOUS is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_BARRIERFLAG_ANONYMOUS) < 0
static const long long pp_GASNET_BARRIERFLAG_ANONYMOUS = -(long long)(-(GASNET_BARRIERFLAG_ANONYMOUS));
#else
static const unsigned long long pp_GASNET_BARRIERFLAG_ANONYMOUS = (GASNET_BARRIERFLAG_ANONYMOUS);
#endif
#if !defined(GASNET_BARRIERFLAG_MISMATCH) || ((GASNET_BARRIERFLAG_MISMATCH) + 0 != (GASNET_BARRIERFLAG_MISMATCH) + 0)
#error "GASNET_BARRIERFLAG_MISMATCH is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_BARRIERFLAG_MISMATCH) < 0
static const long long pp_GASNET_BARRIERFLAG_MISMATCH = -(long long)(-(GASNET_BARRIERFLAG_MISMATCH));
#else
static const unsigned long long pp_GASNET_BARRIERFLAG_MISMATCH = (GASNET_BARRIERFLAG_MISMATCH);
#endif
#if !defined(GASNET_BARRIERFLAG_UNNAMED) || ((GASNET_BARRIERFLAG_UNNAMED) + 0 != (GASNET_BARRIERFLAG_UNNAMED) + 0)
#error "GASNET_BARRIERFLAG_UNNAMED is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_BARRIERFLAG_UNNAMED) < 0
static const long long pp_GASNET_BARRIERFLAG_UNNAMED = -(long long)(-(GASNET_BARRIERFLAG_UNNAMED));
#else
static const unsigned long long pp_GASNET_BARRIERFLAG_UNNAMED = (GASNET_BARRIERFLAG_UNNAMED);
#endif
#if !defined(GASNET_COLL_AGGREGATE) || ((GASNET_COLL_AGGREGATE) + 0 != (GASNET_COLL_AGGREGATE) + 0)
#error "GASNET_COLL_AGGREGATE is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_COLL_AGGREGATE) < 0
static const long long pp_GASNET_COLL_AGGREGATE = -(long long)(-(GASNET_COLL_AGGREGATE));
#else
static const unsigned long long pp_GASNET_COLL_AGGREGATE = (GASNET_COLL_AGGREGATE);
#endif
#if !defined(GASNET_COLL_DST_IN_SEGMENT) || ((GASNET_COLL_DST_IN_SEGMENT) + 0 != (GASNET_COLL_DST_IN_SEGMENT) + 0)
#error "GASNET_COLL_DST_IN_SEGMENT is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_COLL_DST_IN_SEGMENT) < 0
static const long long pp_GASNET_COLL_DST_IN_SEGMENT = -(long long)(-(GASNET_COLL_DST_IN_SEGMENT));
#else
static const unsigned long long pp_GASNET_COLL_DST_IN_SEGMENT = (GASNET_COLL_DST_IN_SEGMENT);
#endif
#if !defined(GASNET_COLL_IN_ALLSYNC) || ((GASNET_COLL_IN_ALLSYNC) + 0 != (GASNET_COLL_IN_ALLSYNC) + 0)
#error "GASNET_COLL_IN_ALLSYNC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_COLL_IN_ALLSYNC) < 0
static const long long pp_GASNET_COLL_IN_ALLSYNC = -(long long)(-(GASNET_COLL_IN_ALLSYNC));
#else
static const unsigned long long pp_GASNET_COLL_IN_ALLSYNC = (GASNET_COLL_IN_ALLSYNC);
#endif
#if !defined(GASNET_COLL_IN_MYSYNC) || ((GASNET_COLL_IN_MYSYNC) + 0 != (GASNET_COLL_IN_MYSYNC) + 0)
#error "GASNET_COLL_IN_MYSYNC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_COLL_IN_MYSYNC) < 0
static const long long pp_GASNET_COLL_IN_MYSYNC = -(long long)(-(GASNET_COLL_IN_MYSYNC));
#else
static const unsigned long long pp_GASNET_COLL_IN_MYSYNC = (GASNET_COLL_IN_MYSYNC);
#endif
#if !defined(GASNET_COLL_IN_NOSYNC) || ((GASNET_COLL_IN_NOSYNC) + 0 != (GASNET_COLL_IN_NOSYNC) + 0)
#error "GASNET_COLL_IN_NOSYNC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_COLL_IN_NOSYNC) < 0
static const long long pp_GASNET_COLL_IN_NOSYNC = -(long long)(-(GASNET_COLL_IN_NOSYNC));
#else
static const unsigned long long pp_GASNET_COLL_IN_NOSYNC = (GASNET_COLL_IN_NOSYNC);
#endif
#if !defined(GASNET_COLL_LOCAL) || ((GASNET_COLL_LOCAL) + 0 != (GASNET_COLL_LOCAL) + 0)
#error "GASNET_COLL_LOCAL is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_COLL_LOCAL) < 0
static const long long pp_GASNET_COLL_LOCAL = -(long long)(-(GASNET_COLL_LOCAL));
#else
static const unsigned long long pp_GASNET_COLL_LOCAL = (GASNET_COLL_LOCAL);
#endif
#if !defined(GASNET_COLL_OUT_ALLSYNC) || ((GASNET_COLL_OUT_ALLSYNC) + 0 != (GASNET_COLL_OUT_ALLSYNC) + 0)
#error "GASNET_COLL_OUT_ALLSYNC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_COLL_OUT_ALLSYNC) < 0
static const long long pp_GASNET_COLL_OUT_ALLSYNC = -(long long)(-(GASNET_COLL_OUT_ALLSYNC));
#else
static const unsigned long long pp_GASNET_COLL_OUT_ALLSYNC = (GASNET_COLL_OUT_ALLSYNC);
#endif
#if !defined(GASNET_COLL_OUT_MYSYNC) || ((GASNET_COLL_OUT_MYSYNC) + 0 != (GASNET_COLL_OUT_MYSYNC) + 0)
#error "GASNET_COLL_OUT_MYSYNC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_COLL_OUT_MYSYNC) < 0
static const long long pp_GASNET_COLL_OUT_MYSYNC = -(long long)(-(GASNET_COLL_OUT_MYSYNC));
#else
static const unsigned long long pp_GASNET_COLL_OUT_MYSYNC = (GASNET_COLL_OUT_MYSYNC);
#endif
#if !defined(GASNET_COLL_OUT_NOSYNC) || ((GASNET_COLL_OUT_NOSYNC) + 0 != (GASNET_COLL_OUT_NOSYNC) + 0)
#error "GASNET_COLL_OUT_NOSYNC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_COLL_OUT_NOSYNC) < 0
static const long long pp_GASNET_COLL_OUT_NOSYNC = -(long long)(-(GASNET_COLL_OUT_NOSYNC));
#else
static const unsigned long long pp_GASNET_COLL_OUT_NOSYNC = (GASNET_COLL_OUT_NOSYNC);
#endif
#if !defined(GASNET_COLL_SINGLE) || ((GASNET_COLL_SINGLE) + 0 != (GASNET_COLL_SINGLE) + 0)
#error "GASNET_COLL_SINGLE is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_COLL_SINGLE) < 0
static const long long pp_GASNET_COLL_SINGLE = -(long long)(-(GASNET_COLL_SINGLE));
#else
static const unsigned long long pp_GASNET_COLL_SINGLE = (GASNET_COLL_SINGLE);
#endif
#if !defined(GASNET_COLL_SRC_IN_SEGMENT) || ((GASNET_COLL_SRC_IN_SEGMENT) + 0 != (GASNET_COLL_SRC_IN_SEGMENT) + 0)
#error "GASNET_COLL_SRC_IN_SEGMENT is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_COLL_SRC_IN_SEGMENT) < 0
static const long long pp_GASNET_COLL_SRC_IN_SEGMENT = -(long long)(-(GASNET_COLL_SRC_IN_SEGMENT));
#else
static const unsigned long long pp_GASNET_COLL_SRC_IN_SEGMENT = (GASNET_COLL_SRC_IN_SEGMENT);
#endif
#if !defined(GASNET_ERR_BAD_ARG) || ((GASNET_ERR_BAD_ARG) + 0 != (GASNET_ERR_BAD_ARG) + 0)
#error "GASNET_ERR_BAD_ARG is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_ERR_BAD_ARG) < 0
static const long long pp_GASNET_ERR_BAD_ARG = -(long long)(-(GASNET_ERR_BAD_ARG));
#else
static const unsigned long long pp_GASNET_ERR_BAD_ARG = (GASNET_ERR_BAD_ARG);
#endif
_Static_assert(ISTYPE(GASNET_ERR_BAD_ARG, int), "GASNET_ERR_BAD_ARG has the type int");
#if !defined(GASNET_ERR_BARRIER_MISMATCH) || ((GASNET_ERR_BARRIER_MISMATCH) + 0 != (GASNET_ERR_BARRIER_MISMATCH) + 0)
#error "GASNET_ERR_BARRIER_MISMATCH is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_ERR_BARRIER_MISMATCH) < 0
static const long long pp_GASNET_ERR_BARRIER_MISMATCH = -(long long)(-(GASNET_ERR_BARRIER_MISMATCH));
#else
static const unsigned long long pp_GASNET_ERR_BARRIER_MISMATCH = (GASNET_ERR_BARRIER_MISMATCH);
#endif
_Static_assert(ISTYPE(GASNET_ERR_BARRIER_MISMATCH, int), "GASNET_ERR_BARRIER_MISMATCH has the type int");
#if !defined(GASNET_ERR_NOT_INIT) || ((GASNET_ERR_NOT_INIT) + 0 != (GASNET_ERR_NOT_INIT) + 0)
#error "GASNET_ERR_NOT_INIT is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_ERR_NOT_INIT) < 0
static const long long pp_GASNET_ERR_NOT_INIT = -(long long)(-(GASNET_ERR_NOT_INIT));
#else
static const unsigned long long pp_GASNET_ERR_NOT_INIT = (GASNET_ERR_NOT_INIT);
#endif
_Static_assert(ISTYPE(GASNET_ERR_NOT_INIT, int), "GASNET_ERR_NOT_INIT has the type int");
#if !defined(GASNET_ERR_NOT_READY) || ((GASNET_ERR_NOT_READY) + 0 != (GASNET_ERR_NOT_READY) + 0)
#error "GASNET_ERR_NOT_READY is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_ERR_NOT_READY) < 0
static const long long pp_GASNET_ERR_NOT_READY = -(long long)(-(GASNET_ERR_NOT_READY));
#else
static const unsigned long long pp_GASNET_ERR_NOT_READY = (GASNET_ERR_NOT_READY);
#endif
_Static_assert(ISTYPE(GASNET_ERR_NOT_READY, int), "GASNET_ERR_NOT_READY has the type int");
#if !defined(GASNET_ERR_RESOURCE) || ((GASNET_ERR_RESOURCE) + 0 != (GASNET_ERR_RESOURCE) + 0)
#error "GASNET_ERR_RESOURCE is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_ERR_RESOURCE) < 0
static const long long pp_GASNET_ERR_RESOURCE = -(long long)(-(GASNET_ERR_RESOURCE));
#else
static const unsigned long long pp_GASNET_ERR_RESOURCE = (GASNET_ERR_RESOURCE);
#endif
_Static_assert(ISTYPE(GASNET_ERR_RESOURCE, int), "GASNET_ERR_RESOURCE has the type int");
#if !defined(GASNET_MAXEPS) || ((GASNET_MAXEPS) + 0 != (GASNET_MAXEPS) + 0)
#error "GASNET_MAXEPS is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_MAXEPS) < 0
static const long long pp_GASNET_MAXEPS = -(long long)(-(GASNET_MAXEPS));
#else
static const unsigned long long pp_GASNET_MAXEPS = (GASNET_MAXEPS);
#endif
#if !defined(GASNET_MAXNODES) || ((GASNET_MAXNODES) + 0 != (GASNET_MAXNODES) + 0)
#error "GASNET_MAXNODES is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_MAXNODES) < 0
static const long long pp_GASNET_MAXNODES = -(long long)(-(GASNET_MAXNODES));
#else
static const unsigned long long pp_GASNET_MAXNODES = (GASNET_MAXNODES);
#endif
#if !defined(GASNET_OK) || ((GASNET_OK) + 0 != (GASNET_OK) + 0)
#error "GASNET_OK is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_OK) < 0
static const long long pp_GASNET_OK = -(long long)(-(GASNET_OK));
#else
static const unsigned long long pp_GASNET_OK = (GASNET_OK);
#endif
#if !defined(GASNET_PAGESIZE) || ((GASNET_PAGESIZE) + 0 != (GASNET_PAGESIZE) + 0)
#error "GASNET_PAGESIZE is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_PAGESIZE) < 0
static const long long pp_GASNET_PAGESIZE = -(long long)(-(GASNET_PAGESIZE));
#else
static const unsigned long long pp_GASNET_PAGESIZE = (GASNET_PAGESIZE);
#endif
#if !defined(GASNET_WAIT_BLOCK) || ((GASNET_WAIT_BLOCK) + 0 != (GASNET_WAIT_BLOCK) + 0)
#error "GASNET_WAIT_BLOCK is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_WAIT_BLOCK) < 0
static const long long pp_GASNET_WAIT_BLOCK = -(long long)(-(GASNET_WAIT_BLOCK));
#else
static const unsigned long long pp_GASNET_WAIT_BLOCK = (GASNET_WAIT_BLOCK);
#endif
#if !defined(GASNET_WAIT_SPIN) || ((GASNET_WAIT_SPIN) + 0 != (GASNET_WAIT_SPIN) + 0)
#error "GASNET_WAIT_SPIN is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_WAIT_SPIN) < 0
static const long long pp_GASNET_WAIT_SPIN = -(long long)(-(GASNET_WAIT_SPIN));
#else
static const unsigned long long pp_GASNET_WAIT_SPIN = (GASNET_WAIT_SPIN);
#endif
#if !defined(GASNET_WAIT_SPINBLOCK) || ((GASNET_WAIT_SPINBLOCK) + 0 != (GASNET_WAIT_SPINBLOCK) + 0)
#error "GASNET_WAIT_SPINBLOCK is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GASNET_WAIT_SPINBLOCK) < 0
static const long long pp_GASNET_WAIT_SPINBLOCK = -(long long)(-(GASNET_WAIT_SPINBLOCK));
#else
static const unsigned long long pp_GASNET_WAIT_SPINBLOCK = (GASNET_WAIT_SPINBLOCK);
#endif
#if !defined(GEX_AM_INDEX_BASE) || ((GEX_AM_INDEX_BASE) + 0 != (GEX_AM_INDEX_BASE) + 0)
#error "GEX_AM_INDEX_BASE is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_AM_INDEX_BASE) < 0
static const long long pp_GEX_AM_INDEX_BASE = -(long long)(-(GEX_AM_INDEX_BASE));
#else
static const unsigned long long pp_GEX_AM_INDEX_BASE = (GEX_AM_INDEX_BASE);
#endif
#if !defined(GEX_DT_DBL) || ((GEX_DT_DBL) + 0 != (GEX_DT_DBL) + 0)
#error "GEX_DT_DBL is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_DT_DBL) < 0
static const long long pp_GEX_DT_DBL = -(long long)(-(GEX_DT_DBL));
#else
static const unsigned long long pp_GEX_DT_DBL = (GEX_DT_DBL);
#endif
_Static_assert(ISTYPE(GEX_DT_DBL, gex_DT_t), "GEX_DT_DBL has the type gex_DT_t");
#if !defined(GEX_DT_FLT) || ((GEX_DT_FLT) + 0 != (GEX_DT_FLT) + 0)
#error "GEX_DT_FLT is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_DT_FLT) < 0
static const long long pp_GEX_DT_FLT = -(long long)(-(GEX_DT_FLT));
#else
static const unsigned long long pp_GEX_DT_FLT = (GEX_DT_FLT);
#endif
_Static_assert(ISTYPE(GEX_DT_FLT, gex_DT_t), "GEX_DT_FLT has the type gex_DT_t");
#if !defined(GEX_DT_I32) || ((GEX_DT_I32) + 0 != (GEX_DT_I32) + 0)
#error "GEX_DT_I32 is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_DT_I32) < 0
static const long long pp_GEX_DT_I32 = -(long long)(-(GEX_DT_I32));
#else
static const unsigned long long pp_GEX_DT_I32 = (GEX_DT_I32);
#endif
_Static_assert(ISTYPE(GEX_DT_I32, gex_DT_t), "GEX_DT_I32 has the type gex_DT_t");
#if !defined(GEX_DT_I64) || ((GEX_DT_I64) + 0 != (GEX_DT_I64) + 0)
#error "GEX_DT_I64 is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_DT_I64) < 0
static const long long pp_GEX_DT_I64 = -(long long)(-(GEX_DT_I64));
#else
static const unsigned long long pp_GEX_DT_I64 = (GEX_DT_I64);
#endif
_Static_assert(ISTYPE(GEX_DT_I64, gex_DT_t), "GEX_DT_I64 has the type gex_DT_t");
#if !defined(GEX_DT_U32) || ((GEX_DT_U32) + 0 != (GEX_DT_U32) + 0)
#error "GEX_DT_U32 is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_DT_U32) < 0
static const long long pp_GEX_DT_U32 = -(long long)(-(GEX_DT_U32));
#else
static const unsigned long long pp_GEX_DT_U32 = (GEX_DT_U32);
#endif
_Static_assert(ISTYPE(GEX_DT_U32, gex_DT_t), "GEX_DT_U32 has the type gex_DT_t");
#if !defined(GEX_DT_U64) || ((GEX_DT_U64) + 0 != (GEX_DT_U64) + 0)
#error "GEX_DT_U64 is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_DT_U64) < 0
static const long long pp_GEX_DT_U64 = -(long long)(-(GEX_DT_U64));
#else
static const unsigned long long pp_GEX_DT_U64 = (GEX_DT_U64);
#endif
_Static_assert(ISTYPE(GEX_DT_U64, gex_DT_t), "GEX_DT_U64 has the type gex_DT_t");
#if !defined(GEX_DT_USER) || ((GEX_DT_USER) + 0 != (GEX_DT_USER) + 0)
#error "GEX_DT_USER is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_DT_USER) < 0
static const long long pp_GEX_DT_USER = -(long long)(-(GEX_DT_USER));
#else
static const unsigned long long pp_GEX_DT_USER = (GEX_DT_USER);
#endif
_Static_assert(ISTYPE(GEX_DT_USER, gex_DT_t), "GEX_DT_USER has the type gex_DT_t");
#if !defined(GEX_EC_ALL) || ((GEX_EC_ALL) + 0 != (GEX_EC_ALL) + 0)
#error "GEX_EC_ALL is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EC_ALL) < 0
static const long long pp_GEX_EC_ALL = -(long long)(-(GEX_EC_ALL));
#else
static const unsigned long long pp_GEX_EC_ALL = (GEX_EC_ALL);
#endif
_Static_assert(ISTYPE(GEX_EC_ALL, gex_EC_t), "GEX_EC_ALL has the type gex_EC_t");
#if !defined(GEX_EC_AM) || ((GEX_EC_AM) + 0 != (GEX_EC_AM) + 0)
#error "GEX_EC_AM is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EC_AM) < 0
static const long long pp_GEX_EC_AM = -(long long)(-(GEX_EC_AM));
#else
static const unsigned long long pp_GEX_EC_AM = (GEX_EC_AM);
#endif
_Static_assert(ISTYPE(GEX_EC_AM, gex_EC_t), "GEX_EC_AM has the type gex_EC_t");
#if !defined(GEX_EC_GET) || ((GEX_EC_GET) + 0 != (GEX_EC_GET) + 0)
#error "GEX_EC_GET is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EC_GET) < 0
static const long long pp_GEX_EC_GET = -(long long)(-(GEX_EC_GET));
#else
static const unsigned long long pp_GEX_EC_GET = (GEX_EC_GET);
#endif
_Static_assert(ISTYPE(GEX_EC_GET, gex_EC_t), "GEX_EC_GET has the type gex_EC_t");
#if !defined(GEX_EC_LC) || ((GEX_EC_LC) + 0 != (GEX_EC_LC) + 0)
#error "GEX_EC_LC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EC_LC) < 0
static const long long pp_GEX_EC_LC = -(long long)(-(GEX_EC_LC));
#else
static const unsigned long long pp_GEX_EC_LC = (GEX_EC_LC);
#endif
_Static_assert(ISTYPE(GEX_EC_LC, gex_EC_t), "GEX_EC_LC has the type gex_EC_t");
#if !defined(GEX_EC_PUT) || ((GEX_EC_PUT) + 0 != (GEX_EC_PUT) + 0)
#error "GEX_EC_PUT is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EC_PUT) < 0
static const long long pp_GEX_EC_PUT = -(long long)(-(GEX_EC_PUT));
#else
static const unsigned long long pp_GEX_EC_PUT = (GEX_EC_PUT);
#endif
_Static_assert(ISTYPE(GEX_EC_PUT, gex_EC_t), "GEX_EC_PUT has the type gex_EC_t");
#if !defined(GEX_EC_RMW) || ((GEX_EC_RMW) + 0 != (GEX_EC_RMW) + 0)
#error "GEX_EC_RMW is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EC_RMW) < 0
static const long long pp_GEX_EC_RMW = -(long long)(-(GEX_EC_RMW));
#else
static const unsigned long long pp_GEX_EC_RMW = (GEX_EC_RMW);
#endif
_Static_assert(ISTYPE(GEX_EC_RMW, gex_EC_t), "GEX_EC_RMW has the type gex_EC_t");
#if !defined(GEX_EP_CAPABILITY_AD) || ((GEX_EP_CAPABILITY_AD) + 0 != (GEX_EP_CAPABILITY_AD) + 0)
#error "GEX_EP_CAPABILITY_AD is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EP_CAPABILITY_AD) < 0
static const long long pp_GEX_EP_CAPABILITY_AD = -(long long)(-(GEX_EP_CAPABILITY_AD));
#else
static const unsigned long long pp_GEX_EP_CAPABILITY_AD = (GEX_EP_CAPABILITY_AD);
#endif
_Static_assert(ISTYPE(GEX_EP_CAPABILITY_AD, gex_EP_Capabilities_t), "GEX_EP_CAPABILITY_AD has the type gex_EP_Capabilities_t");
#if !defined(GEX_EP_CAPABILITY_ALL) || ((GEX_EP_CAPABILITY_ALL) + 0 != (GEX_EP_CAPABILITY_ALL) + 0)
#error "GEX_EP_CAPABILITY_ALL is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EP_CAPABILITY_ALL) < 0
static const long long pp_GEX_EP_CAPABILITY_ALL = -(long long)(-(GEX_EP_CAPABILITY_ALL));
#else
static const unsigned long long pp_GEX_EP_CAPABILITY_ALL = (GEX_EP_CAPABILITY_ALL);
#endif
_Static_assert(ISTYPE(GEX_EP_CAPABILITY_ALL, gex_EP_Capabilities_t), "GEX_EP_CAPABILITY_ALL has the type gex_EP_Capabilities_t");
#if !defined(GEX_EP_CAPABILITY_AM) || ((GEX_EP_CAPABILITY_AM) + 0 != (GEX_EP_CAPABILITY_AM) + 0)
#error "GEX_EP_CAPABILITY_AM is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EP_CAPABILITY_AM) < 0
static const long long pp_GEX_EP_CAPABILITY_AM = -(long long)(-(GEX_EP_CAPABILITY_AM));
#else
static const unsigned long long pp_GEX_EP_CAPABILITY_AM = (GEX_EP_CAPABILITY_AM);
#endif
_Static_assert(ISTYPE(GEX_EP_CAPABILITY_AM, gex_EP_Capabilities_t), "GEX_EP_CAPABILITY_AM has the type gex_EP_Capabilities_t");
#if !defined(GEX_EP_CAPABILITY_COLL) || ((GEX_EP_CAPABILITY_COLL) + 0 != (GEX_EP_CAPABILITY_COLL) + 0)
#error "GEX_EP_CAPABILITY_COLL is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EP_CAPABILITY_COLL) < 0
static const long long pp_GEX_EP_CAPABILITY_COLL = -(long long)(-(GEX_EP_CAPABILITY_COLL));
#else
static const unsigned long long pp_GEX_EP_CAPABILITY_COLL = (GEX_EP_CAPABILITY_COLL);
#endif
_Static_assert(ISTYPE(GEX_EP_CAPABILITY_COLL, gex_EP_Capabilities_t), "GEX_EP_CAPABILITY_COLL has the type gex_EP_Capabilities_t");
#if !defined(GEX_EP_CAPABILITY_RMA) || ((GEX_EP_CAPABILITY_RMA) + 0 != (GEX_EP_CAPABILITY_RMA) + 0)
#error "GEX_EP_CAPABILITY_RMA is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EP_CAPABILITY_RMA) < 0
static const long long pp_GEX_EP_CAPABILITY_RMA = -(long long)(-(GEX_EP_CAPABILITY_RMA));
#else
static const unsigned long long pp_GEX_EP_CAPABILITY_RMA = (GEX_EP_CAPABILITY_RMA);
#endif
_Static_assert(ISTYPE(GEX_EP_CAPABILITY_RMA, gex_EP_Capabilities_t), "GEX_EP_CAPABILITY_RMA has the type gex_EP_Capabilities_t");
#if !defined(GEX_EP_CAPABILITY_VIS) || ((GEX_EP_CAPABILITY_VIS) + 0 != (GEX_EP_CAPABILITY_VIS) + 0)
#error "GEX_EP_CAPABILITY_VIS is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EP_CAPABILITY_VIS) < 0
static const long long pp_GEX_EP_CAPABILITY_VIS = -(long long)(-(GEX_EP_CAPABILITY_VIS));
#else
static const unsigned long long pp_GEX_EP_CAPABILITY_VIS = (GEX_EP_CAPABILITY_VIS);
#endif
_Static_assert(ISTYPE(GEX_EP_CAPABILITY_VIS, gex_EP_Capabilities_t), "GEX_EP_CAPABILITY_VIS has the type gex_EP_Capabilities_t");
#if !defined(GEX_EP_INDEX_INVALID) || ((GEX_EP_INDEX_INVALID) + 0 != (GEX_EP_INDEX_INVALID) + 0)
#error "GEX_EP_INDEX_INVALID is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_EP_INDEX_INVALID) < 0
static const long long pp_GEX_EP_INDEX_INVALID = -(long long)(-(GEX_EP_INDEX_INVALID));
#else
static const unsigned long long pp_GEX_EP_INDEX_INVALID = (GEX_EP_INDEX_INVALID);
#endif
_Static_assert(ISTYPE(GEX_EP_INDEX_INVALID, gex_EP_Index_t), "GEX_EP_INDEX_INVALID has the type gex_EP_Index_t");
#if !defined(GEX_FLAG_AD_ACQ) || ((GEX_FLAG_AD_ACQ) + 0 != (GEX_FLAG_AD_ACQ) + 0)
#error "GEX_FLAG_AD_ACQ is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AD_ACQ) < 0
static const long long pp_GEX_FLAG_AD_ACQ = -(long long)(-(GEX_FLAG_AD_ACQ));
#else
static const unsigned long long pp_GEX_FLAG_AD_ACQ = (GEX_FLAG_AD_ACQ);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AD_ACQ, gex_Flags_t), "GEX_FLAG_AD_ACQ has the type gex_Flags_t");
#if !defined(GEX_FLAG_AD_FAVOR_MY_NBRHD) || ((GEX_FLAG_AD_FAVOR_MY_NBRHD) + 0 != (GEX_FLAG_AD_FAVOR_MY_NBRHD) + 0)
#error "GEX_FLAG_AD_FAVOR_MY_NBRHD is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AD_FAVOR_MY_NBRHD) < 0
static const long long pp_GEX_FLAG_AD_FAVOR_MY_NBRHD = -(long long)(-(GEX_FLAG_AD_FAVOR_MY_NBRHD));
#else
static const unsigned long long pp_GEX_FLAG_AD_FAVOR_MY_NBRHD = (GEX_FLAG_AD_FAVOR_MY_NBRHD);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AD_FAVOR_MY_NBRHD, gex_Flags_t), "GEX_FLAG_AD_FAVOR_MY_NBRHD has the type gex_Flags_t");
#if !defined(GEX_FLAG_AD_FAVOR_MY_RANK) || ((GEX_FLAG_AD_FAVOR_MY_RANK) + 0 != (GEX_FLAG_AD_FAVOR_MY_RANK) + 0)
#error "GEX_FLAG_AD_FAVOR_MY_RANK is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AD_FAVOR_MY_RANK) < 0
static const long long pp_GEX_FLAG_AD_FAVOR_MY_RANK = -(long long)(-(GEX_FLAG_AD_FAVOR_MY_RANK));
#else
static const unsigned long long pp_GEX_FLAG_AD_FAVOR_MY_RANK = (GEX_FLAG_AD_FAVOR_MY_RANK);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AD_FAVOR_MY_RANK, gex_Flags_t), "GEX_FLAG_AD_FAVOR_MY_RANK has the type gex_Flags_t");
#if !defined(GEX_FLAG_AD_FAVOR_REMOTE) || ((GEX_FLAG_AD_FAVOR_REMOTE) + 0 != (GEX_FLAG_AD_FAVOR_REMOTE) + 0)
#error "GEX_FLAG_AD_FAVOR_REMOTE is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AD_FAVOR_REMOTE) < 0
static const long long pp_GEX_FLAG_AD_FAVOR_REMOTE = -(long long)(-(GEX_FLAG_AD_FAVOR_REMOTE));
#else
static const unsigned long long pp_GEX_FLAG_AD_FAVOR_REMOTE = (GEX_FLAG_AD_FAVOR_REMOTE);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AD_FAVOR_REMOTE, gex_Flags_t), "GEX_FLAG_AD_FAVOR_REMOTE has the type gex_Flags_t");
#if !defined(GEX_FLAG_AD_MY_NBRHD) || ((GEX_FLAG_AD_MY_NBRHD) + 0 != (GEX_FLAG_AD_MY_NBRHD) + 0)
#error "GEX_FLAG_AD_MY_NBRHD is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AD_MY_NBRHD) < 0
static const long long pp_GEX_FLAG_AD_MY_NBRHD = -(long long)(-(GEX_FLAG_AD_MY_NBRHD));
#else
static const unsigned long long pp_GEX_FLAG_AD_MY_NBRHD = (GEX_FLAG_AD_MY_NBRHD);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AD_MY_NBRHD, gex_Flags_t), "GEX_FLAG_AD_MY_NBRHD has the type gex_Flags_t");
#if !defined(GEX_FLAG_AD_MY_RANK) || ((GEX_FLAG_AD_MY_RANK) + 0 != (GEX_FLAG_AD_MY_RANK) + 0)
#error "GEX_FLAG_AD_MY_RANK is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AD_MY_RANK) < 0
static const long long pp_GEX_FLAG_AD_MY_RANK = -(long long)(-(GEX_FLAG_AD_MY_RANK));
#else
static const unsigned long long pp_GEX_FLAG_AD_MY_RANK = (GEX_FLAG_AD_MY_RANK);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AD_MY_RANK, gex_Flags_t), "GEX_FLAG_AD_MY_RANK has the type gex_Flags_t");
#if !defined(GEX_FLAG_AD_REL) || ((GEX_FLAG_AD_REL) + 0 != (GEX_FLAG_AD_REL) + 0)
#error "GEX_FLAG_AD_REL is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AD_REL) < 0
static const long long pp_GEX_FLAG_AD_REL = -(long long)(-(GEX_FLAG_AD_REL));
#else
static const unsigned long long pp_GEX_FLAG_AD_REL = (GEX_FLAG_AD_REL);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AD_REL, gex_Flags_t), "GEX_FLAG_AD_REL has the type gex_Flags_t");
#if !defined(GEX_FLAG_AM_LONG) || ((GEX_FLAG_AM_LONG) + 0 != (GEX_FLAG_AM_LONG) + 0)
#error "GEX_FLAG_AM_LONG is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AM_LONG) < 0
static const long long pp_GEX_FLAG_AM_LONG = -(long long)(-(GEX_FLAG_AM_LONG));
#else
static const unsigned long long pp_GEX_FLAG_AM_LONG = (GEX_FLAG_AM_LONG);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AM_LONG, gex_Flags_t), "GEX_FLAG_AM_LONG has the type gex_Flags_t");
#if !defined(GEX_FLAG_AM_MEDIUM) || ((GEX_FLAG_AM_MEDIUM) + 0 != (GEX_FLAG_AM_MEDIUM) + 0)
#error "GEX_FLAG_AM_MEDIUM is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AM_MEDIUM) < 0
static const long long pp_GEX_FLAG_AM_MEDIUM = -(long long)(-(GEX_FLAG_AM_MEDIUM));
#else
static const unsigned long long pp_GEX_FLAG_AM_MEDIUM = (GEX_FLAG_AM_MEDIUM);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AM_MEDIUM, gex_Flags_t), "GEX_FLAG_AM_MEDIUM has the type gex_Flags_t");
#if !defined(GEX_FLAG_AM_MEDLONG) || ((GEX_FLAG_AM_MEDLONG) + 0 != (GEX_FLAG_AM_MEDLONG) + 0)
#error "GEX_FLAG_AM_MEDLONG is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AM_MEDLONG) < 0
static const long long pp_GEX_FLAG_AM_MEDLONG = -(long long)(-(GEX_FLAG_AM_MEDLONG));
#else
static const unsigned long long pp_GEX_FLAG_AM_MEDLONG = (GEX_FLAG_AM_MEDLONG);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AM_MEDLONG, gex_Flags_t), "GEX_FLAG_AM_MEDLONG has the type gex_Flags_t");
#if !defined(GEX_FLAG_AM_PREPARE_LEAST_ALLOC) || ((GEX_FLAG_AM_PREPARE_LEAST_ALLOC) + 0 != (GEX_FLAG_AM_PREPARE_LEAST_ALLOC) + 0)
#error "GEX_FLAG_AM_PREPARE_LEAST_ALLOC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AM_PREPARE_LEAST_ALLOC) < 0
static const long long pp_GEX_FLAG_AM_PREPARE_LEAST_ALLOC = -(long long)(-(GEX_FLAG_AM_PREPARE_LEAST_ALLOC));
#else
static const unsigned long long pp_GEX_FLAG_AM_PREPARE_LEAST_ALLOC = (GEX_FLAG_AM_PREPARE_LEAST_ALLOC);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AM_PREPARE_LEAST_ALLOC, gex_Flags_t), "GEX_FLAG_AM_PREPARE_LEAST_ALLOC has the type gex_Flags_t");
#if !defined(GEX_FLAG_AM_PREPARE_LEAST_CLIENT) || ((GEX_FLAG_AM_PREPARE_LEAST_CLIENT) + 0 != (GEX_FLAG_AM_PREPARE_LEAST_CLIENT) + 0)
#error "GEX_FLAG_AM_PREPARE_LEAST_CLIENT is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AM_PREPARE_LEAST_CLIENT) < 0
static const long long pp_GEX_FLAG_AM_PREPARE_LEAST_CLIENT = -(long long)(-(GEX_FLAG_AM_PREPARE_LEAST_CLIENT));
#else
static const unsigned long long pp_GEX_FLAG_AM_PREPARE_LEAST_CLIENT = (GEX_FLAG_AM_PREPARE_LEAST_CLIENT);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AM_PREPARE_LEAST_CLIENT, gex_Flags_t), "GEX_FLAG_AM_PREPARE_LEAST_CLIENT has the type gex_Flags_t");
#if !defined(GEX_FLAG_AM_REPLY) || ((GEX_FLAG_AM_REPLY) + 0 != (GEX_FLAG_AM_REPLY) + 0)
#error "GEX_FLAG_AM_REPLY is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AM_REPLY) < 0
static const long long pp_GEX_FLAG_AM_REPLY = -(long long)(-(GEX_FLAG_AM_REPLY));
#else
static const unsigned long long pp_GEX_FLAG_AM_REPLY = (GEX_FLAG_AM_REPLY);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AM_REPLY, gex_Flags_t), "GEX_FLAG_AM_REPLY has the type gex_Flags_t");
#if !defined(GEX_FLAG_AM_REQREP) || ((GEX_FLAG_AM_REQREP) + 0 != (GEX_FLAG_AM_REQREP) + 0)
#error "GEX_FLAG_AM_REQREP is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AM_REQREP) < 0
static const long long pp_GEX_FLAG_AM_REQREP = -(long long)(-(GEX_FLAG_AM_REQREP));
#else
static const unsigned long long pp_GEX_FLAG_AM_REQREP = (GEX_FLAG_AM_REQREP);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AM_REQREP, gex_Flags_t), "GEX_FLAG_AM_REQREP has the type gex_Flags_t");
#if !defined(GEX_FLAG_AM_REQUEST) || ((GEX_FLAG_AM_REQUEST) + 0 != (GEX_FLAG_AM_REQUEST) + 0)
#error "GEX_FLAG_AM_REQUEST is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AM_REQUEST) < 0
static const long long pp_GEX_FLAG_AM_REQUEST = -(long long)(-(GEX_FLAG_AM_REQUEST));
#else
static const unsigned long long pp_GEX_FLAG_AM_REQUEST = (GEX_FLAG_AM_REQUEST);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AM_REQUEST, gex_Flags_t), "GEX_FLAG_AM_REQUEST has the type gex_Flags_t");
#if !defined(GEX_FLAG_AM_SHORT) || ((GEX_FLAG_AM_SHORT) + 0 != (GEX_FLAG_AM_SHORT) + 0)
#error "GEX_FLAG_AM_SHORT is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_AM_SHORT) < 0
static const long long pp_GEX_FLAG_AM_SHORT = -(long long)(-(GEX_FLAG_AM_SHORT));
#else
static const unsigned long long pp_GEX_FLAG_AM_SHORT = (GEX_FLAG_AM_SHORT);
#endif
_Static_assert(ISTYPE(GEX_FLAG_AM_SHORT, gex_Flags_t), "GEX_FLAG_AM_SHORT has the type gex_Flags_t");
#if !defined(GEX_FLAG_DEFER_THREADS) || ((GEX_FLAG_DEFER_THREADS) + 0 != (GEX_FLAG_DEFER_THREADS) + 0)
#error "GEX_FLAG_DEFER_THREADS is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_DEFER_THREADS) < 0
static const long long pp_GEX_FLAG_DEFER_THREADS = -(long long)(-(GEX_FLAG_DEFER_THREADS));
#else
static const unsigned long long pp_GEX_FLAG_DEFER_THREADS = (GEX_FLAG_DEFER_THREADS);
#endif
_Static_assert(ISTYPE(GEX_FLAG_DEFER_THREADS, gex_Flags_t), "GEX_FLAG_DEFER_THREADS has the type gex_Flags_t");
#if !defined(GEX_FLAG_ENABLE_LEAF_LC) || ((GEX_FLAG_ENABLE_LEAF_LC) + 0 != (GEX_FLAG_ENABLE_LEAF_LC) + 0)
#error "GEX_FLAG_ENABLE_LEAF_LC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_ENABLE_LEAF_LC) < 0
static const long long pp_GEX_FLAG_ENABLE_LEAF_LC = -(long long)(-(GEX_FLAG_ENABLE_LEAF_LC));
#else
static const unsigned long long pp_GEX_FLAG_ENABLE_LEAF_LC = (GEX_FLAG_ENABLE_LEAF_LC);
#endif
_Static_assert(ISTYPE(GEX_FLAG_ENABLE_LEAF_LC, gex_Flags_t), "GEX_FLAG_ENABLE_LEAF_LC has the type gex_Flags_t");
#if !defined(GEX_FLAG_GLOBALLY_QUIESCED) || ((GEX_FLAG_GLOBALLY_QUIESCED) + 0 != (GEX_FLAG_GLOBALLY_QUIESCED) + 0)
#error "GEX_FLAG_GLOBALLY_QUIESCED is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_GLOBALLY_QUIESCED) < 0
static const long long pp_GEX_FLAG_GLOBALLY_QUIESCED = -(long long)(-(GEX_FLAG_GLOBALLY_QUIESCED));
#else
static const unsigned long long pp_GEX_FLAG_GLOBALLY_QUIESCED = (GEX_FLAG_GLOBALLY_QUIESCED);
#endif
_Static_assert(ISTYPE(GEX_FLAG_GLOBALLY_QUIESCED, gex_Flags_t), "GEX_FLAG_GLOBALLY_QUIESCED has the type gex_Flags_t");
#if !defined(GEX_FLAG_HINT_ACCEL_AD) || ((GEX_FLAG_HINT_ACCEL_AD) + 0 != (GEX_FLAG_HINT_ACCEL_AD) + 0)
#error "GEX_FLAG_HINT_ACCEL_AD is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_HINT_ACCEL_AD) < 0
static const long long pp_GEX_FLAG_HINT_ACCEL_AD = -(long long)(-(GEX_FLAG_HINT_ACCEL_AD));
#else
static const unsigned long long pp_GEX_FLAG_HINT_ACCEL_AD = (GEX_FLAG_HINT_ACCEL_AD);
#endif
_Static_assert(ISTYPE(GEX_FLAG_HINT_ACCEL_AD, gex_Flags_t), "GEX_FLAG_HINT_ACCEL_AD has the type gex_Flags_t");
#if !defined(GEX_FLAG_HINT_ACCEL_ALL) || ((GEX_FLAG_HINT_ACCEL_ALL) + 0 != (GEX_FLAG_HINT_ACCEL_ALL) + 0)
#error "GEX_FLAG_HINT_ACCEL_ALL is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_HINT_ACCEL_ALL) < 0
static const long long pp_GEX_FLAG_HINT_ACCEL_ALL = -(long long)(-(GEX_FLAG_HINT_ACCEL_ALL));
#else
static const unsigned long long pp_GEX_FLAG_HINT_ACCEL_ALL = (GEX_FLAG_HINT_ACCEL_ALL);
#endif
_Static_assert(ISTYPE(GEX_FLAG_HINT_ACCEL_ALL, gex_Flags_t), "GEX_FLAG_HINT_ACCEL_ALL has the type gex_Flags_t");
#if !defined(GEX_FLAG_HINT_ACCEL_COLL) || ((GEX_FLAG_HINT_ACCEL_COLL) + 0 != (GEX_FLAG_HINT_ACCEL_COLL) + 0)
#error "GEX_FLAG_HINT_ACCEL_COLL is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_HINT_ACCEL_COLL) < 0
static const long long pp_GEX_FLAG_HINT_ACCEL_COLL = -(long long)(-(GEX_FLAG_HINT_ACCEL_COLL));
#else
static const unsigned long long pp_GEX_FLAG_HINT_ACCEL_COLL = (GEX_FLAG_HINT_ACCEL_COLL);
#endif
_Static_assert(ISTYPE(GEX_FLAG_HINT_ACCEL_COLL, gex_Flags_t), "GEX_FLAG_HINT_ACCEL_COLL has the type gex_Flags_t");
#if !defined(GEX_FLAG_IMMEDIATE) || ((GEX_FLAG_IMMEDIATE) + 0 != (GEX_FLAG_IMMEDIATE) + 0)
#error "GEX_FLAG_IMMEDIATE is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_IMMEDIATE) < 0
static const long long pp_GEX_FLAG_IMMEDIATE = -(long long)(-(GEX_FLAG_IMMEDIATE));
#else
static const unsigned long long pp_GEX_FLAG_IMMEDIATE = (GEX_FLAG_IMMEDIATE);
#endif
_Static_assert(ISTYPE(GEX_FLAG_IMMEDIATE, gex_Flags_t), "GEX_FLAG_IMMEDIATE has the type gex_Flags_t");
#if !defined(GEX_FLAG_LC_COPY_NO) || ((GEX_FLAG_LC_COPY_NO) + 0 != (GEX_FLAG_LC_COPY_NO) + 0)
#error "GEX_FLAG_LC_COPY_NO is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_LC_COPY_NO) < 0
static const long long pp_GEX_FLAG_LC_COPY_NO = -(long long)(-(GEX_FLAG_LC_COPY_NO));
#else
static const unsigned long long pp_GEX_FLAG_LC_COPY_NO = (GEX_FLAG_LC_COPY_NO);
#endif
_Static_assert(ISTYPE(GEX_FLAG_LC_COPY_NO, gex_Flags_t), "GEX_FLAG_LC_COPY_NO has the type gex_Flags_t");
#if !defined(GEX_FLAG_LC_COPY_YES) || ((GEX_FLAG_LC_COPY_YES) + 0 != (GEX_FLAG_LC_COPY_YES) + 0)
#error "GEX_FLAG_LC_COPY_YES is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_LC_COPY_YES) < 0
static const long long pp_GEX_FLAG_LC_COPY_YES = -(long long)(-(GEX_FLAG_LC_COPY_YES));
#else
static const unsigned long long pp_GEX_FLAG_LC_COPY_YES = (GEX_FLAG_LC_COPY_YES);
#endif
_Static_assert(ISTYPE(GEX_FLAG_LC_COPY_YES, gex_Flags_t), "GEX_FLAG_LC_COPY_YES has the type gex_Flags_t");
#if !defined(GEX_FLAG_PEER_NEVER_NBRHD) || ((GEX_FLAG_PEER_NEVER_NBRHD) + 0 != (GEX_FLAG_PEER_NEVER_NBRHD) + 0)
#error "GEX_FLAG_PEER_NEVER_NBRHD is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_PEER_NEVER_NBRHD) < 0
static const long long pp_GEX_FLAG_PEER_NEVER_NBRHD = -(long long)(-(GEX_FLAG_PEER_NEVER_NBRHD));
#else
static const unsigned long long pp_GEX_FLAG_PEER_NEVER_NBRHD = (GEX_FLAG_PEER_NEVER_NBRHD);
#endif
_Static_assert(ISTYPE(GEX_FLAG_PEER_NEVER_NBRHD, gex_Flags_t), "GEX_FLAG_PEER_NEVER_NBRHD has the type gex_Flags_t");
#if !defined(GEX_FLAG_PEER_NEVER_SELF) || ((GEX_FLAG_PEER_NEVER_SELF) + 0 != (GEX_FLAG_PEER_NEVER_SELF) + 0)
#error "GEX_FLAG_PEER_NEVER_SELF is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_PEER_NEVER_SELF) < 0
static const long long pp_GEX_FLAG_PEER_NEVER_SELF = -(long long)(-(GEX_FLAG_PEER_NEVER_SELF));
#else
static const unsigned long long pp_GEX_FLAG_PEER_NEVER_SELF = (GEX_FLAG_PEER_NEVER_SELF);
#endif
_Static_assert(ISTYPE(GEX_FLAG_PEER_NEVER_SELF, gex_Flags_t), "GEX_FLAG_PEER_NEVER_SELF has the type gex_Flags_t");
#if !defined(GEX_FLAG_PEER_SEG_BOUND) || ((GEX_FLAG_PEER_SEG_BOUND) + 0 != (GEX_FLAG_PEER_SEG_BOUND) + 0)
#error "GEX_FLAG_PEER_SEG_BOUND is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_PEER_SEG_BOUND) < 0
static const long long pp_GEX_FLAG_PEER_SEG_BOUND = -(long long)(-(GEX_FLAG_PEER_SEG_BOUND));
#else
static const unsigned long long pp_GEX_FLAG_PEER_SEG_BOUND = (GEX_FLAG_PEER_SEG_BOUND);
#endif
_Static_assert(ISTYPE(GEX_FLAG_PEER_SEG_BOUND, gex_Flags_t), "GEX_FLAG_PEER_SEG_BOUND has the type gex_Flags_t");
#if !defined(GEX_FLAG_PEER_SEG_OFFSET) || ((GEX_FLAG_PEER_SEG_OFFSET) + 0 != (GEX_FLAG_PEER_SEG_OFFSET) + 0)
#error "GEX_FLAG_PEER_SEG_OFFSET is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_PEER_SEG_OFFSET) < 0
static const long long pp_GEX_FLAG_PEER_SEG_OFFSET = -(long long)(-(GEX_FLAG_PEER_SEG_OFFSET));
#else
static const unsigned long long pp_GEX_FLAG_PEER_SEG_OFFSET = (GEX_FLAG_PEER_SEG_OFFSET);
#endif
_Static_assert(ISTYPE(GEX_FLAG_PEER_SEG_OFFSET, gex_Flags_t), "GEX_FLAG_PEER_SEG_OFFSET has the type gex_Flags_t");
#if !defined(GEX_FLAG_PEER_SEG_SOME) || ((GEX_FLAG_PEER_SEG_SOME) + 0 != (GEX_FLAG_PEER_SEG_SOME) + 0)
#error "GEX_FLAG_PEER_SEG_SOME is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_PEER_SEG_SOME) < 0
static const long long pp_GEX_FLAG_PEER_SEG_SOME = -(long long)(-(GEX_FLAG_PEER_SEG_SOME));
#else
static const unsigned long long pp_GEX_FLAG_PEER_SEG_SOME = (GEX_FLAG_PEER_SEG_SOME);
#endif
_Static_assert(ISTYPE(GEX_FLAG_PEER_SEG_SOME, gex_Flags_t), "GEX_FLAG_PEER_SEG_SOME has the type gex_Flags_t");
#if !defined(GEX_FLAG_PEER_SEG_UNKNOWN) || ((GEX_FLAG_PEER_SEG_UNKNOWN) + 0 != (GEX_FLAG_PEER_SEG_UNKNOWN) + 0)
#error "GEX_FLAG_PEER_SEG_UNKNOWN is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_PEER_SEG_UNKNOWN) < 0
static const long long pp_GEX_FLAG_PEER_SEG_UNKNOWN = -(long long)(-(GEX_FLAG_PEER_SEG_UNKNOWN));
#else
static const unsigned long long pp_GEX_FLAG_PEER_SEG_UNKNOWN = (GEX_FLAG_PEER_SEG_UNKNOWN);
#endif
_Static_assert(ISTYPE(GEX_FLAG_PEER_SEG_UNKNOWN, gex_Flags_t), "GEX_FLAG_PEER_SEG_UNKNOWN has the type gex_Flags_t");
#if !defined(GEX_FLAG_RANK_IS_JOBANK) || ((GEX_FLAG_RANK_IS_JOBANK) + 0 != (GEX_FLAG_RANK_IS_JOBANK) + 0)
#error "GEX_FLAG_RANK_IS_JOBANK is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_RANK_IS_JOBANK) < 0
static const long long pp_GEX_FLAG_RANK_IS_JOBANK = -(long long)(-(GEX_FLAG_RANK_IS_JOBANK));
#else
static const unsigned long long pp_GEX_FLAG_RANK_IS_JOBANK = (GEX_FLAG_RANK_IS_JOBANK);
#endif
_Static_assert(ISTYPE(GEX_FLAG_RANK_IS_JOBANK, gex_Flags_t), "GEX_FLAG_RANK_IS_JOBANK has the type gex_Flags_t");
#if !defined(GEX_FLAG_RANK_IS_JOBRANK) || ((GEX_FLAG_RANK_IS_JOBRANK) + 0 != (GEX_FLAG_RANK_IS_JOBRANK) + 0)
#error "GEX_FLAG_RANK_IS_JOBRANK is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_RANK_IS_JOBRANK) < 0
static const long long pp_GEX_FLAG_RANK_IS_JOBRANK = -(long long)(-(GEX_FLAG_RANK_IS_JOBRANK));
#else
static const unsigned long long pp_GEX_FLAG_RANK_IS_JOBRANK = (GEX_FLAG_RANK_IS_JOBRANK);
#endif
_Static_assert(ISTYPE(GEX_FLAG_RANK_IS_JOBRANK, gex_Flags_t), "GEX_FLAG_RANK_IS_JOBRANK has the type gex_Flags_t");
#if !defined(GEX_FLAG_SCRATCH_SEG_OFFSET) || ((GEX_FLAG_SCRATCH_SEG_OFFSET) + 0 != (GEX_FLAG_SCRATCH_SEG_OFFSET) + 0)
#error "GEX_FLAG_SCRATCH_SEG_OFFSET is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_SCRATCH_SEG_OFFSET) < 0
static const long long pp_GEX_FLAG_SCRATCH_SEG_OFFSET = -(long long)(-(GEX_FLAG_SCRATCH_SEG_OFFSET));
#else
static const unsigned long long pp_GEX_FLAG_SCRATCH_SEG_OFFSET = (GEX_FLAG_SCRATCH_SEG_OFFSET);
#endif
_Static_assert(ISTYPE(GEX_FLAG_SCRATCH_SEG_OFFSET, gex_Flags_t), "GEX_FLAG_SCRATCH_SEG_OFFSET has the type gex_Flags_t");
#if !defined(GEX_FLAG_SELF_SEG_BOUND) || ((GEX_FLAG_SELF_SEG_BOUND) + 0 != (GEX_FLAG_SELF_SEG_BOUND) + 0)
#error "GEX_FLAG_SELF_SEG_BOUND is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_SELF_SEG_BOUND) < 0
static const long long pp_GEX_FLAG_SELF_SEG_BOUND = -(long long)(-(GEX_FLAG_SELF_SEG_BOUND));
#else
static const unsigned long long pp_GEX_FLAG_SELF_SEG_BOUND = (GEX_FLAG_SELF_SEG_BOUND);
#endif
_Static_assert(ISTYPE(GEX_FLAG_SELF_SEG_BOUND, gex_Flags_t), "GEX_FLAG_SELF_SEG_BOUND has the type gex_Flags_t");
#if !defined(GEX_FLAG_SELF_SEG_OFFSET) || ((GEX_FLAG_SELF_SEG_OFFSET) + 0 != (GEX_FLAG_SELF_SEG_OFFSET) + 0)
#error "GEX_FLAG_SELF_SEG_OFFSET is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_SELF_SEG_OFFSET) < 0
static const long long pp_GEX_FLAG_SELF_SEG_OFFSET = -(long long)(-(GEX_FLAG_SELF_SEG_OFFSET));
#else
static const unsigned long long pp_GEX_FLAG_SELF_SEG_OFFSET = (GEX_FLAG_SELF_SEG_OFFSET);
#endif
_Static_assert(ISTYPE(GEX_FLAG_SELF_SEG_OFFSET, gex_Flags_t), "GEX_FLAG_SELF_SEG_OFFSET has the type gex_Flags_t");
#if !defined(GEX_FLAG_SELF_SEG_SOME) || ((GEX_FLAG_SELF_SEG_SOME) + 0 != (GEX_FLAG_SELF_SEG_SOME) + 0)
#error "GEX_FLAG_SELF_SEG_SOME is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_SELF_SEG_SOME) < 0
static const long long pp_GEX_FLAG_SELF_SEG_SOME = -(long long)(-(GEX_FLAG_SELF_SEG_SOME));
#else
static const unsigned long long pp_GEX_FLAG_SELF_SEG_SOME = (GEX_FLAG_SELF_SEG_SOME);
#endif
_Static_assert(ISTYPE(GEX_FLAG_SELF_SEG_SOME, gex_Flags_t), "GEX_FLAG_SELF_SEG_SOME has the type gex_Flags_t");
#if !defined(GEX_FLAG_SELF_SEG_UNKNOWN) || ((GEX_FLAG_SELF_SEG_UNKNOWN) + 0 != (GEX_FLAG_SELF_SEG_UNKNOWN) + 0)
#error "GEX_FLAG_SELF_SEG_UNKNOWN is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_SELF_SEG_UNKNOWN) < 0
static const long long pp_GEX_FLAG_SELF_SEG_UNKNOWN = -(long long)(-(GEX_FLAG_SELF_SEG_UNKNOWN));
#else
static const unsigned long long pp_GEX_FLAG_SELF_SEG_UNKNOWN = (GEX_FLAG_SELF_SEG_UNKNOWN);
#endif
_Static_assert(ISTYPE(GEX_FLAG_SELF_SEG_UNKNOWN, gex_Flags_t), "GEX_FLAG_SELF_SEG_UNKNOWN has the type gex_Flags_t");
#if !defined(GEX_FLAG_TM_GLOBAL_SCRATCH) || ((GEX_FLAG_TM_GLOBAL_SCRATCH) + 0 != (GEX_FLAG_TM_GLOBAL_SCRATCH) + 0)
#error "GEX_FLAG_TM_GLOBAL_SCRATCH is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_TM_GLOBAL_SCRATCH) < 0
static const long long pp_GEX_FLAG_TM_GLOBAL_SCRATCH = -(long long)(-(GEX_FLAG_TM_GLOBAL_SCRATCH));
#else
static const unsigned long long pp_GEX_FLAG_TM_GLOBAL_SCRATCH = (GEX_FLAG_TM_GLOBAL_SCRATCH);
#endif
_Static_assert(ISTYPE(GEX_FLAG_TM_GLOBAL_SCRATCH, gex_Flags_t), "GEX_FLAG_TM_GLOBAL_SCRATCH has the type gex_Flags_t");
#if !defined(GEX_FLAG_TM_LOCAL_SCRATCH) || ((GEX_FLAG_TM_LOCAL_SCRATCH) + 0 != (GEX_FLAG_TM_LOCAL_SCRATCH) + 0)
#error "GEX_FLAG_TM_LOCAL_SCRATCH is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_TM_LOCAL_SCRATCH) < 0
static const long long pp_GEX_FLAG_TM_LOCAL_SCRATCH = -(long long)(-(GEX_FLAG_TM_LOCAL_SCRATCH));
#else
static const unsigned long long pp_GEX_FLAG_TM_LOCAL_SCRATCH = (GEX_FLAG_TM_LOCAL_SCRATCH);
#endif
_Static_assert(ISTYPE(GEX_FLAG_TM_LOCAL_SCRATCH, gex_Flags_t), "GEX_FLAG_TM_LOCAL_SCRATCH has the type gex_Flags_t");
#if !defined(GEX_FLAG_TM_NO_SCRATCH) || ((GEX_FLAG_TM_NO_SCRATCH) + 0 != (GEX_FLAG_TM_NO_SCRATCH) + 0)
#error "GEX_FLAG_TM_NO_SCRATCH is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_TM_NO_SCRATCH) < 0
static const long long pp_GEX_FLAG_TM_NO_SCRATCH = -(long long)(-(GEX_FLAG_TM_NO_SCRATCH));
#else
static const unsigned long long pp_GEX_FLAG_TM_NO_SCRATCH = (GEX_FLAG_TM_NO_SCRATCH);
#endif
_Static_assert(ISTYPE(GEX_FLAG_TM_NO_SCRATCH, gex_Flags_t), "GEX_FLAG_TM_NO_SCRATCH has the type gex_Flags_t");
#if !defined(GEX_FLAG_TM_SCRATCH_SIZE_MIN) || ((GEX_FLAG_TM_SCRATCH_SIZE_MIN) + 0 != (GEX_FLAG_TM_SCRATCH_SIZE_MIN) + 0)
#error "GEX_FLAG_TM_SCRATCH_SIZE_MIN is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_TM_SCRATCH_SIZE_MIN) < 0
static const long long pp_GEX_FLAG_TM_SCRATCH_SIZE_MIN = -(long long)(-(GEX_FLAG_TM_SCRATCH_SIZE_MIN));
#else
static const unsigned long long pp_GEX_FLAG_TM_SCRATCH_SIZE_MIN = (GEX_FLAG_TM_SCRATCH_SIZE_MIN);
#endif
_Static_assert(ISTYPE(GEX_FLAG_TM_SCRATCH_SIZE_MIN, gex_Flags_t), "GEX_FLAG_TM_SCRATCH_SIZE_MIN has the type gex_Flags_t");
#if !defined(GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED) || ((GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED) + 0 != (GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED) + 0)
#error "GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED) < 0
static const long long pp_GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED = -(long long)(-(GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED));
#else
static const unsigned long long pp_GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED = (GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED);
#endif
_Static_assert(ISTYPE(GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED, gex_Flags_t), "GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED has the type gex_Flags_t");
#if !defined(GEX_FLAG_TM_SYMMETRIC_SCRATCH) || ((GEX_FLAG_TM_SYMMETRIC_SCRATCH) + 0 != (GEX_FLAG_TM_SYMMETRIC_SCRATCH) + 0)
#error "GEX_FLAG_TM_SYMMETRIC_SCRATCH is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_TM_SYMMETRIC_SCRATCH) < 0
static const long long pp_GEX_FLAG_TM_SYMMETRIC_SCRATCH = -(long long)(-(GEX_FLAG_TM_SYMMETRIC_SCRATCH));
#else
static const unsigned long long pp_GEX_FLAG_TM_SYMMETRIC_SCRATCH = (GEX_FLAG_TM_SYMMETRIC_SCRATCH);
#endif
_Static_assert(ISTYPE(GEX_FLAG_TM_SYMMETRIC_SCRATCH, gex_Flags_t), "GEX_FLAG_TM_SYMMETRIC_SCRATCH has the type gex_Flags_t");
#if !defined(GEX_FLAG_USES_GASNET1) || ((GEX_FLAG_USES_GASNET1) + 0 != (GEX_FLAG_USES_GASNET1) + 0)
#error "GEX_FLAG_USES_GASNET1 is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_FLAG_USES_GASNET1) < 0
static const long long pp_GEX_FLAG_USES_GASNET1 = -(long long)(-(GEX_FLAG_USES_GASNET1));
#else
static const unsigned long long pp_GEX_FLAG_USES_GASNET1 = (GEX_FLAG_USES_GASNET1);
#endif
_Static_assert(ISTYPE(GEX_FLAG_USES_GASNET1, gex_Flags_t), "GEX_FLAG_USES_GASNET1 has the type gex_Flags_t");
#if !defined(GEX_OP_ADD) || ((GEX_OP_ADD) + 0 != (GEX_OP_ADD) + 0)
#error "GEX_OP_ADD is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_ADD) < 0
static const long long pp_GEX_OP_ADD = -(long long)(-(GEX_OP_ADD));
#else
static const unsigned long long pp_GEX_OP_ADD = (GEX_OP_ADD);
#endif
_Static_assert(ISTYPE(GEX_OP_ADD, gex_OP_t), "GEX_OP_ADD has the type gex_OP_t");
#if !defined(GEX_OP_AND) || ((GEX_OP_AND) + 0 != (GEX_OP_AND) + 0)
#error "GEX_OP_AND is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_AND) < 0
static const long long pp_GEX_OP_AND = -(long long)(-(GEX_OP_AND));
#else
static const unsigned long long pp_GEX_OP_AND = (GEX_OP_AND);
#endif
_Static_assert(ISTYPE(GEX_OP_AND, gex_OP_t), "GEX_OP_AND has the type gex_OP_t");
#if !defined(GEX_OP_CAS) || ((GEX_OP_CAS) + 0 != (GEX_OP_CAS) + 0)
#error "GEX_OP_CAS is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_CAS) < 0
static const long long pp_GEX_OP_CAS = -(long long)(-(GEX_OP_CAS));
#else
static const unsigned long long pp_GEX_OP_CAS = (GEX_OP_CAS);
#endif
_Static_assert(ISTYPE(GEX_OP_CAS, gex_OP_t), "GEX_OP_CAS has the type gex_OP_t");
#if !defined(GEX_OP_CSWAP) || ((GEX_OP_CSWAP) + 0 != (GEX_OP_CSWAP) + 0)
#error "GEX_OP_CSWAP is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_CSWAP) < 0
static const long long pp_GEX_OP_CSWAP = -(long long)(-(GEX_OP_CSWAP));
#else
static const unsigned long long pp_GEX_OP_CSWAP = (GEX_OP_CSWAP);
#endif
_Static_assert(ISTYPE(GEX_OP_CSWAP, gex_OP_t), "GEX_OP_CSWAP has the type gex_OP_t");
#if !defined(GEX_OP_DEC) || ((GEX_OP_DEC) + 0 != (GEX_OP_DEC) + 0)
#error "GEX_OP_DEC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_DEC) < 0
static const long long pp_GEX_OP_DEC = -(long long)(-(GEX_OP_DEC));
#else
static const unsigned long long pp_GEX_OP_DEC = (GEX_OP_DEC);
#endif
_Static_assert(ISTYPE(GEX_OP_DEC, gex_OP_t), "GEX_OP_DEC has the type gex_OP_t");
#if !defined(GEX_OP_FADD) || ((GEX_OP_FADD) + 0 != (GEX_OP_FADD) + 0)
#error "GEX_OP_FADD is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_FADD) < 0
static const long long pp_GEX_OP_FADD = -(long long)(-(GEX_OP_FADD));
#else
static const unsigned long long pp_GEX_OP_FADD = (GEX_OP_FADD);
#endif
_Static_assert(ISTYPE(GEX_OP_FADD, gex_OP_t), "GEX_OP_FADD has the type gex_OP_t");
#if !defined(GEX_OP_FAND) || ((GEX_OP_FAND) + 0 != (GEX_OP_FAND) + 0)
#error "GEX_OP_FAND is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_FAND) < 0
static const long long pp_GEX_OP_FAND = -(long long)(-(GEX_OP_FAND));
#else
static const unsigned long long pp_GEX_OP_FAND = (GEX_OP_FAND);
#endif
_Static_assert(ISTYPE(GEX_OP_FAND, gex_OP_t), "GEX_OP_FAND has the type gex_OP_t");
#if !defined(GEX_OP_FCAS) || ((GEX_OP_FCAS) + 0 != (GEX_OP_FCAS) + 0)
#error "GEX_OP_FCAS is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_FCAS) < 0
static const long long pp_GEX_OP_FCAS = -(long long)(-(GEX_OP_FCAS));
#else
static const unsigned long long pp_GEX_OP_FCAS = (GEX_OP_FCAS);
#endif
_Static_assert(ISTYPE(GEX_OP_FCAS, gex_OP_t), "GEX_OP_FCAS has the type gex_OP_t");
#if !defined(GEX_OP_FDEC) || ((GEX_OP_FDEC) + 0 != (GEX_OP_FDEC) + 0)
#error "GEX_OP_FDEC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_FDEC) < 0
static const long long pp_GEX_OP_FDEC = -(long long)(-(GEX_OP_FDEC));
#else
static const unsigned long long pp_GEX_OP_FDEC = (GEX_OP_FDEC);
#endif
_Static_assert(ISTYPE(GEX_OP_FDEC, gex_OP_t), "GEX_OP_FDEC has the type gex_OP_t");
#if !defined(GEX_OP_FINC) || ((GEX_OP_FINC) + 0 != (GEX_OP_FINC) + 0)
#error "GEX_OP_FINC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_FINC) < 0
static const long long pp_GEX_OP_FINC = -(long long)(-(GEX_OP_FINC));
#else
static const unsigned long long pp_GEX_OP_FINC = (GEX_OP_FINC);
#endif
_Static_assert(ISTYPE(GEX_OP_FINC, gex_OP_t), "GEX_OP_FINC has the type gex_OP_t");
#if !defined(GEX_OP_FMAX) || ((GEX_OP_FMAX) + 0 != (GEX_OP_FMAX) + 0)
#error "GEX_OP_FMAX is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_FMAX) < 0
static const long long pp_GEX_OP_FMAX = -(long long)(-(GEX_OP_FMAX));
#else
static const unsigned long long pp_GEX_OP_FMAX = (GEX_OP_FMAX);
#endif
_Static_assert(ISTYPE(GEX_OP_FMAX, gex_OP_t), "GEX_OP_FMAX has the type gex_OP_t");
#if !defined(GEX_OP_FMIN) || ((GEX_OP_FMIN) + 0 != (GEX_OP_FMIN) + 0)
#error "GEX_OP_FMIN is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_FMIN) < 0
static const long long pp_GEX_OP_FMIN = -(long long)(-(GEX_OP_FMIN));
#else
static const unsigned long long pp_GEX_OP_FMIN = (GEX_OP_FMIN);
#endif
_Static_assert(ISTYPE(GEX_OP_FMIN, gex_OP_t), "GEX_OP_FMIN has the type gex_OP_t");
#if !defined(GEX_OP_FMULT) || ((GEX_OP_FMULT) + 0 != (GEX_OP_FMULT) + 0)
#error "GEX_OP_FMULT is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_FMULT) < 0
static const long long pp_GEX_OP_FMULT = -(long long)(-(GEX_OP_FMULT));
#else
static const unsigned long long pp_GEX_OP_FMULT = (GEX_OP_FMULT);
#endif
_Static_assert(ISTYPE(GEX_OP_FMULT, gex_OP_t), "GEX_OP_FMULT has the type gex_OP_t");
#if !defined(GEX_OP_FOR) || ((GEX_OP_FOR) + 0 != (GEX_OP_FOR) + 0)
#error "GEX_OP_FOR is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_FOR) < 0
static const long long pp_GEX_OP_FOR = -(long long)(-(GEX_OP_FOR));
#else
static const unsigned long long pp_GEX_OP_FOR = (GEX_OP_FOR);
#endif
_Static_assert(ISTYPE(GEX_OP_FOR, gex_OP_t), "GEX_OP_FOR has the type gex_OP_t");
#if !defined(GEX_OP_FSUB) || ((GEX_OP_FSUB) + 0 != (GEX_OP_FSUB) + 0)
#error "GEX_OP_FSUB is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_FSUB) < 0
static const long long pp_GEX_OP_FSUB = -(long long)(-(GEX_OP_FSUB));
#else
static const unsigned long long pp_GEX_OP_FSUB = (GEX_OP_FSUB);
#endif
_Static_assert(ISTYPE(GEX_OP_FSUB, gex_OP_t), "GEX_OP_FSUB has the type gex_OP_t");
#if !defined(GEX_OP_FXOR) || ((GEX_OP_FXOR) + 0 != (GEX_OP_FXOR) + 0)
#error "GEX_OP_FXOR is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_FXOR) < 0
static const long long pp_GEX_OP_FXOR = -(long long)(-(GEX_OP_FXOR));
#else
static const unsigned long long pp_GEX_OP_FXOR = (GEX_OP_FXOR);
#endif
_Static_assert(ISTYPE(GEX_OP_FXOR, gex_OP_t), "GEX_OP_FXOR has the type gex_OP_t");
#if !defined(GEX_OP_GET) || ((GEX_OP_GET) + 0 != (GEX_OP_GET) + 0)
#error "GEX_OP_GET is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_GET) < 0
static const long long pp_GEX_OP_GET = -(long long)(-(GEX_OP_GET));
#else
static const unsigned long long pp_GEX_OP_GET = (GEX_OP_GET);
#endif
_Static_assert(ISTYPE(GEX_OP_GET, gex_OP_t), "GEX_OP_GET has the type gex_OP_t");
#if !defined(GEX_OP_INC) || ((GEX_OP_INC) + 0 != (GEX_OP_INC) + 0)
#error "GEX_OP_INC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_INC) < 0
static const long long pp_GEX_OP_INC = -(long long)(-(GEX_OP_INC));
#else
static const unsigned long long pp_GEX_OP_INC = (GEX_OP_INC);
#endif
_Static_assert(ISTYPE(GEX_OP_INC, gex_OP_t), "GEX_OP_INC has the type gex_OP_t");
#if !defined(GEX_OP_MAX) || ((GEX_OP_MAX) + 0 != (GEX_OP_MAX) + 0)
#error "GEX_OP_MAX is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_MAX) < 0
static const long long pp_GEX_OP_MAX = -(long long)(-(GEX_OP_MAX));
#else
static const unsigned long long pp_GEX_OP_MAX = (GEX_OP_MAX);
#endif
_Static_assert(ISTYPE(GEX_OP_MAX, gex_OP_t), "GEX_OP_MAX has the type gex_OP_t");
#if !defined(GEX_OP_MIN) || ((GEX_OP_MIN) + 0 != (GEX_OP_MIN) + 0)
#error "GEX_OP_MIN is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_MIN) < 0
static const long long pp_GEX_OP_MIN = -(long long)(-(GEX_OP_MIN));
#else
static const unsigned long long pp_GEX_OP_MIN = (GEX_OP_MIN);
#endif
_Static_assert(ISTYPE(GEX_OP_MIN, gex_OP_t), "GEX_OP_MIN has the type gex_OP_t");
#if !defined(GEX_OP_MULT) || ((GEX_OP_MULT) + 0 != (GEX_OP_MULT) + 0)
#error "GEX_OP_MULT is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_MULT) < 0
static const long long pp_GEX_OP_MULT = -(long long)(-(GEX_OP_MULT));
#else
static const unsigned long long pp_GEX_OP_MULT = (GEX_OP_MULT);
#endif
_Static_assert(ISTYPE(GEX_OP_MULT, gex_OP_t), "GEX_OP_MULT has the type gex_OP_t");
#if !defined(GEX_OP_OR) || ((GEX_OP_OR) + 0 != (GEX_OP_OR) + 0)
#error "GEX_OP_OR is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_OR) < 0
static const long long pp_GEX_OP_OR = -(long long)(-(GEX_OP_OR));
#else
static const unsigned long long pp_GEX_OP_OR = (GEX_OP_OR);
#endif
_Static_assert(ISTYPE(GEX_OP_OR, gex_OP_t), "GEX_OP_OR has the type gex_OP_t");
#if !defined(GEX_OP_SET) || ((GEX_OP_SET) + 0 != (GEX_OP_SET) + 0)
#error "GEX_OP_SET is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_SET) < 0
static const long long pp_GEX_OP_SET = -(long long)(-(GEX_OP_SET));
#else
static const unsigned long long pp_GEX_OP_SET = (GEX_OP_SET);
#endif
_Static_assert(ISTYPE(GEX_OP_SET, gex_OP_t), "GEX_OP_SET has the type gex_OP_t");
#if !defined(GEX_OP_SUB) || ((GEX_OP_SUB) + 0 != (GEX_OP_SUB) + 0)
#error "GEX_OP_SUB is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_SUB) < 0
static const long long pp_GEX_OP_SUB = -(long long)(-(GEX_OP_SUB));
#else
static const unsigned long long pp_GEX_OP_SUB = (GEX_OP_SUB);
#endif
_Static_assert(ISTYPE(GEX_OP_SUB, gex_OP_t), "GEX_OP_SUB has the type gex_OP_t");
#if !defined(GEX_OP_SWAP) || ((GEX_OP_SWAP) + 0 != (GEX_OP_SWAP) + 0)
#error "GEX_OP_SWAP is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_SWAP) < 0
static const long long pp_GEX_OP_SWAP = -(long long)(-(GEX_OP_SWAP));
#else
static const unsigned long long pp_GEX_OP_SWAP = (GEX_OP_SWAP);
#endif
_Static_assert(ISTYPE(GEX_OP_SWAP, gex_OP_t), "GEX_OP_SWAP has the type gex_OP_t");
#if !defined(GEX_OP_USER) || ((GEX_OP_USER) + 0 != (GEX_OP_USER) + 0)
#error "GEX_OP_USER is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_USER) < 0
static const long long pp_GEX_OP_USER = -(long long)(-(GEX_OP_USER));
#else
static const unsigned long long pp_GEX_OP_USER = (GEX_OP_USER);
#endif
_Static_assert(ISTYPE(GEX_OP_USER, gex_OP_t), "GEX_OP_USER has the type gex_OP_t");
#if !defined(GEX_OP_USER_NC) || ((GEX_OP_USER_NC) + 0 != (GEX_OP_USER_NC) + 0)
#error "GEX_OP_USER_NC is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_USER_NC) < 0
static const long long pp_GEX_OP_USER_NC = -(long long)(-(GEX_OP_USER_NC));
#else
static const unsigned long long pp_GEX_OP_USER_NC = (GEX_OP_USER_NC);
#endif
_Static_assert(ISTYPE(GEX_OP_USER_NC, gex_OP_t), "GEX_OP_USER_NC has the type gex_OP_t");
#if !defined(GEX_OP_XOR) || ((GEX_OP_XOR) + 0 != (GEX_OP_XOR) + 0)
#error "GEX_OP_XOR is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_OP_XOR) < 0
static const long long pp_GEX_OP_XOR = -(long long)(-(GEX_OP_XOR));
#else
static const unsigned long long pp_GEX_OP_XOR = (GEX_OP_XOR);
#endif
_Static_assert(ISTYPE(GEX_OP_XOR, gex_OP_t), "GEX_OP_XOR has the type gex_OP_t");
#if !defined(GEX_RANK_INVALID) || ((GEX_RANK_INVALID) + 0 != (GEX_RANK_INVALID) + 0)
#error "GEX_RANK_INVALID is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_RANK_INVALID) < 0
static const long long pp_GEX_RANK_INVALID = -(long long)(-(GEX_RANK_INVALID));
#else
static const unsigned long long pp_GEX_RANK_INVALID = (GEX_RANK_INVALID);
#endif
_Static_assert(ISTYPE(GEX_RANK_INVALID, gex_Rank_t), "GEX_RANK_INVALID has the type gex_Rank_t");
#if !defined(GEX_TI_ALL) || ((GEX_TI_ALL) + 0 != (GEX_TI_ALL) + 0)
#error "GEX_TI_ALL is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_TI_ALL) < 0
static const long long pp_GEX_TI_ALL = -(long long)(-(GEX_TI_ALL));
#else
static const unsigned long long pp_GEX_TI_ALL = (GEX_TI_ALL);
#endif
_Static_assert(ISTYPE(GEX_TI_ALL, gex_TI_t), "GEX_TI_ALL has the type gex_TI_t");
#if !defined(GEX_TI_ENTRY) || ((GEX_TI_ENTRY) + 0 != (GEX_TI_ENTRY) + 0)
#error "GEX_TI_ENTRY is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_TI_ENTRY) < 0
static const long long pp_GEX_TI_ENTRY = -(long long)(-(GEX_TI_ENTRY));
#else
static const unsigned long long pp_GEX_TI_ENTRY = (GEX_TI_ENTRY);
#endif
_Static_assert(ISTYPE(GEX_TI_ENTRY, gex_TI_t), "GEX_TI_ENTRY has the type gex_TI_t");
#if !defined(GEX_TI_EP) || ((GEX_TI_EP) + 0 != (GEX_TI_EP) + 0)
#error "GEX_TI_EP is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_TI_EP) < 0
static const long long pp_GEX_TI_EP = -(long long)(-(GEX_TI_EP));
#else
static const unsigned long long pp_GEX_TI_EP = (GEX_TI_EP);
#endif
_Static_assert(ISTYPE(GEX_TI_EP, gex_TI_t), "GEX_TI_EP has the type gex_TI_t");
#if !defined(GEX_TI_IS_LONG) || ((GEX_TI_IS_LONG) + 0 != (GEX_TI_IS_LONG) + 0)
#error "GEX_TI_IS_LONG is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_TI_IS_LONG) < 0
static const long long pp_GEX_TI_IS_LONG = -(long long)(-(GEX_TI_IS_LONG));
#else
static const unsigned long long pp_GEX_TI_IS_LONG = (GEX_TI_IS_LONG);
#endif
_Static_assert(ISTYPE(GEX_TI_IS_LONG, gex_TI_t), "GEX_TI_IS_LONG has the type gex_TI_t");
#if !defined(GEX_TI_IS_REQ) || ((GEX_TI_IS_REQ) + 0 != (GEX_TI_IS_REQ) + 0)
#error "GEX_TI_IS_REQ is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_TI_IS_REQ) < 0
static const long long pp_GEX_TI_IS_REQ = -(long long)(-(GEX_TI_IS_REQ));
#else
static const unsigned long long pp_GEX_TI_IS_REQ = (GEX_TI_IS_REQ);
#endif
_Static_assert(ISTYPE(GEX_TI_IS_REQ, gex_TI_t), "GEX_TI_IS_REQ has the type gex_TI_t");
#if !defined(GEX_TI_SRCRANK) || ((GEX_TI_SRCRANK) + 0 != (GEX_TI_SRCRANK) + 0)
#error "GEX_TI_SRCRANK is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (GEX_TI_SRCRANK) < 0
static const long long pp_GEX_TI_SRCRANK = -(long long)(-(GEX_TI_SRCRANK));
#else
static const unsigned long long pp_GEX_TI_SRCRANK = (GEX_TI_SRCRANK);
#endif
_Static_assert(ISTYPE(GEX_TI_SRCRANK, gex_TI_t), "GEX_TI_SRCRANK has the type gex_TI_t");
#if !defined(PSHMEX_AM_MAX_MEDIUM) || ((PSHMEX_AM_MAX_MEDIUM) + 0 != (PSHMEX_AM_MAX_MEDIUM) + 0)
#error "PSHMEX_AM_MAX_MEDIUM is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (PSHMEX_AM_MAX_MEDIUM) < 0
static const long long pp_PSHMEX_AM_MAX_MEDIUM = -(long long)(-(PSHMEX_AM_MAX_MEDIUM));
#else
static const unsigned long long pp_PSHMEX_AM_MAX_MEDIUM = (PSHMEX_AM_MAX_MEDIUM);
#endif
_Static_assert(ISTYPE(PSHMEX_AM_MAX_MEDIUM, size_t), "PSHMEX_AM_MAX_MEDIUM has the type size_t");
#if !defined(PSHMEX_CLIENT_NAME_MAX) || ((PSHMEX_CLIENT_NAME_MAX) + 0 != (PSHMEX_CLIENT_NAME_MAX) + 0)
#error "PSHMEX_CLIENT_NAME_MAX is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (PSHMEX_CLIENT_NAME_MAX) < 0
static const long long pp_PSHMEX_CLIENT_NAME_MAX = -(long long)(-(PSHMEX_CLIENT_NAME_MAX));
#else
static const unsigned long long pp_PSHMEX_CLIENT_NAME_MAX = (PSHMEX_CLIENT_NAME_MAX);
#endif
#if !defined(PSHMEX_MAX_RANKS) || ((PSHMEX_MAX_RANKS) + 0 != (PSHMEX_MAX_RANKS) + 0)
#error "PSHMEX_MAX_RANKS is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (PSHMEX_MAX_RANKS) < 0
static const long long pp_PSHMEX_MAX_RANKS = -(long long)(-(PSHMEX_MAX_RANKS));
#else
static const unsigned long long pp_PSHMEX_MAX_RANKS = (PSHMEX_MAX_RANKS);
#endif
#if !defined(SIZEOF_GEX_RMA_VALUE_T) || ((SIZEOF_GEX_RMA_VALUE_T) + 0 != (SIZEOF_GEX_RMA_VALUE_T) + 0)
#error "SIZEOF_GEX_RMA_VALUE_T is not usable in #if"
#endif
/* the value the preprocessor computes, kept for the run-time comparison */
#if (SIZEOF_GEX_RMA_VALUE_T) < 0
static const long long pp_SIZEOF_GEX_RMA_VALUE_T = -(long long)(-(SIZEOF_GEX_RMA_VALUE_T));
#else
static const unsigned long long pp_SIZEOF_GEX_RMA_VALUE_T = (SIZEOF_GEX_RMA_VALUE_T);
#endif

/* Flag tests clients write in #if (disjointness of flags one call accepts) */
#if (GEX_FLAG_IMMEDIATE & GEX_FLAG_LC_COPY_YES) || (GEX_FLAG_AM_REQUEST & GEX_FLAG_AM_REPLY)
#error "flags a call accepts together must be disjoint"
#endif
#if GEX_OP_TO_FETCHING(GEX_OP_ADD) != GEX_OP_FADD || GEX_OP_TO_NONFETCHING(GEX_OP_FCAS) != GEX_OP_CAS
#error "GEX_OP_TO_FETCHING / TO_NONFETCHING in #if"
#endif
#if gex_AM_LUBRequestMedium() < 512
#error "gex_AM_LUBRequestMedium() in #if"
#endif

int main(void)
{
    ok((unsigned long long)pp_GASNET_BARRIERFLAG_ANONYMOUS == (unsigned long long)(GASNET_BARRIERFLAG_ANONYMOUS), "GASNET_BARRIERFLAG_ANONYMOUS: #if and C agree (%llu)",
       (unsigned long long)(GASNET_BARRIERFLAG_ANONYMOUS));
    ok((unsigned long long)pp_GASNET_BARRIERFLAG_MISMATCH == (unsigned long long)(GASNET_BARRIERFLAG_MISMATCH), "GASNET_BARRIERFLAG_MISMATCH: #if and C agree (%llu)",
       (unsigned long long)(GASNET_BARRIERFLAG_MISMATCH));
    ok((unsigned long long)pp_GASNET_BARRIERFLAG_UNNAMED == (unsigned long long)(GASNET_BARRIERFLAG_UNNAMED), "GASNET_BARRIERFLAG_UNNAMED: #if and C agree (%llu)",
       (unsigned long long)(GASNET_BARRIERFLAG_UNNAMED));
    ok((unsigned long long)pp_GASNET_COLL_AGGREGATE == (unsigned long long)(GASNET_COLL_AGGREGATE), "GASNET_COLL_AGGREGATE: #if and C agree (%llu)",
       (unsigned long long)(GASNET_COLL_AGGREGATE));
    ok((unsigned long long)pp_GASNET_COLL_DST_IN_SEGMENT == (unsigned long long)(GASNET_COLL_DST_IN_SEGMENT), "GASNET_COLL_DST_IN_SEGMENT: #if and C agree (%llu)",
       (unsigned long long)(GASNET_COLL_DST_IN_SEGMENT));
    ok((unsigned long long)pp_GASNET_COLL_IN_ALLSYNC == (unsigned long long)(GASNET_COLL_IN_ALLSYNC), "GASNET_COLL_IN_ALLSYNC: #if and C agree (%llu)",
       (unsigned long long)(GASNET_COLL_IN_ALLSYNC));
    ok((unsigned long long)pp_GASNET_COLL_IN_MYSYNC == (unsigned long long)(GASNET_COLL_IN_MYSYNC), "GASNET_COLL_IN_MYSYNC: #if and C agree (%llu)",
       (unsigned long long)(GASNET_COLL_IN_MYSYNC));
    ok((unsigned long long)pp_GASNET_COLL_IN_NOSYNC == (unsigned long long)(GASNET_COLL_IN_NOSYNC), "GASNET_COLL_IN_NOSYNC: #if and C agree (%llu)",
       (unsigned long long)(GASNET_COLL_IN_NOSYNC));
    ok((unsigned long long)pp_GASNET_COLL_LOCAL == (unsigned long long)(GASNET_COLL_LOCAL), "GASNET_COLL_LOCAL: #if and C agree (%llu)",
       (unsigned long long)(GASNET_COLL_LOCAL));
    ok((unsigned long long)pp_GASNET_COLL_OUT_ALLSYNC == (unsigned long long)(GASNET_COLL_OUT_ALLSYNC), "GASNET_COLL_OUT_ALLSYNC: #if and C agree (%llu)",
       (unsigned long long)(GASNET_COLL_OUT_ALLSYNC));
    ok((unsigned long long)pp_GASNET_COLL_OUT_MYSYNC == (unsigned long long)(GASNET_COLL_OUT_MYSYNC), "GASNET_COLL_OUT_MYSYNC: #if and C agree (%llu)",
       (unsigned long long)(GASNET_COLL_OUT_MYSYNC));
    ok((unsigned long long)pp_GASNET_COLL_OUT_NOSYNC == (unsigned long long)(GASNET_COLL_OUT_NOSYNC), "GASNET_COLL_OUT_NOSYNC: #if and C agree (%llu)",
       (unsigned long long)(GASNET_COLL_OUT_NOSYNC));
    ok((unsigned long long)pp_GASNET_COLL_SINGLE == (unsigned long long)(GASNET_COLL_SINGLE), "GASNET_COLL_SINGLE: #if and C agree (%llu)",
       (unsigned long long)(GASNET_COLL_SINGLE));
    ok((unsigned long long)pp_GASNET_COLL_SRC_IN_SEGMENT == (unsigned long long)(GASNET_COLL_SRC_IN_SEGMENT), "GASNET_COLL_SRC_IN_SEGMENT: #if and C agree (%llu)",
       (unsigned long long)(GASNET_COLL_SRC_IN_SEGMENT));
    ok((unsigned long long)pp_GASNET_ERR_BAD_ARG == (unsigned long long)(GASNET_ERR_BAD_ARG), "GASNET_ERR_BAD_ARG: #if and C agree (%llu)",
       (unsigned long long)(GASNET_ERR_BAD_ARG));
    ok((unsigned long long)pp_GASNET_ERR_BARRIER_MISMATCH == (unsigned long long)(GASNET_ERR_BARRIER_MISMATCH), "GASNET_ERR_BARRIER_MISMATCH: #if and C agree (%llu)",
       (unsigned long long)(GASNET_ERR_BARRIER_MISMATCH));
    ok((unsigned long long)pp_GASNET_ERR_NOT_INIT == (unsigned long long)(GASNET_ERR_NOT_INIT), "GASNET_ERR_NOT_INIT: #if and C agree (%llu)",
       (unsigned long long)(GASNET_ERR_NOT_INIT));
    ok((unsigned long long)pp_GASNET_ERR_NOT_READY == (unsigned long long)(GASNET_ERR_NOT_READY), "GASNET_ERR_NOT_READY: #if and C agree (%llu)",
       (unsigned long long)(GASNET_ERR_NOT_READY));
    ok((unsigned long long)pp_GASNET_ERR_RESOURCE == (unsigned long long)(GASNET_ERR_RESOURCE), "GASNET_ERR_RESOURCE: #if and C agree (%llu)",
       (unsigned long long)(GASNET_ERR_RESOURCE));
    ok((unsigned long long)pp_GASNET_MAXEPS == (unsigned long long)(GASNET_MAXEPS), "GASNET_MAXEPS: #if and C agree (%llu)",
       (unsigned long long)(GASNET_MAXEPS));
    ok((unsigned long long)pp_GASNET_MAXNODES == (unsigned long long)(GASNET_MAXNODES), "GASNET_MAXNODES: #if and C agree (%llu)",
       (unsigned long long)(GASNET_MAXNODES));
    ok((unsigned long long)pp_GASNET_OK == (unsigned long long)(GASNET_OK), "GASNET_OK: #if and C agree (%llu)",
       (unsigned long long)(GASNET_OK));
    ok((unsigned long long)pp_GASNET_PAGESIZE == (unsigned long long)(GASNET_PAGESIZE), "GASNET_PAGESIZE: #if and C agree (%llu)",
       (unsigned long long)(GASNET_PAGESIZE));
    ok((unsigned long long)pp_GASNET_WAIT_BLOCK == (unsigned long long)(GASNET_WAIT_BLOCK), "GASNET_WAIT_BLOCK: #if and C agree (%llu)",
       (unsigned long long)(GASNET_WAIT_BLOCK));
    ok((unsigned long long)pp_GASNET_WAIT_SPIN == (unsigned long long)(GASNET_WAIT_SPIN), "GASNET_WAIT_SPIN: #if and C agree (%llu)",
       (unsigned long long)(GASNET_WAIT_SPIN));
    ok((unsigned long long)pp_GASNET_WAIT_SPINBLOCK == (unsigned long long)(GASNET_WAIT_SPINBLOCK), "GASNET_WAIT_SPINBLOCK: #if and C agree (%llu)",
       (unsigned long long)(GASNET_WAIT_SPINBLOCK));
    ok((unsigned long long)pp_GEX_AM_INDEX_BASE == (unsigned long long)(GEX_AM_INDEX_BASE), "GEX_AM_INDEX_BASE: #if and C agree (%llu)",
       (unsigned long long)(GEX_AM_INDEX_BASE));
    ok((unsigned long long)pp_GEX_DT_DBL == (unsigned long long)(GEX_DT_DBL), "GEX_DT_DBL: #if and C agree (%llu)",
       (unsigned long long)(GEX_DT_DBL));
    ok((unsigned long long)pp_GEX_DT_FLT == (unsigned long long)(GEX_DT_FLT), "GEX_DT_FLT: #if and C agree (%llu)",
       (unsigned long long)(GEX_DT_FLT));
    ok((unsigned long long)pp_GEX_DT_I32 == (unsigned long long)(GEX_DT_I32), "GEX_DT_I32: #if and C agree (%llu)",
       (unsigned long long)(GEX_DT_I32));
    ok((unsigned long long)pp_GEX_DT_I64 == (unsigned long long)(GEX_DT_I64), "GEX_DT_I64: #if and C agree (%llu)",
       (unsigned long long)(GEX_DT_I64));
    ok((unsigned long long)pp_GEX_DT_U32 == (unsigned long long)(GEX_DT_U32), "GEX_DT_U32: #if and C agree (%llu)",
       (unsigned long long)(GEX_DT_U32));
    ok((unsigned long long)pp_GEX_DT_U64 == (unsigned long long)(GEX_DT_U64), "GEX_DT_U64: #if and C agree (%llu)",
       (unsigned long long)(GEX_DT_U64));
    ok((unsigned long long)pp_GEX_DT_USER == (unsigned long long)(GEX_DT_USER), "GEX_DT_USER: #if and C agree (%llu)",
       (unsigned long long)(GEX_DT_USER));
    ok((unsigned long long)pp_GEX_EC_ALL == (unsigned long long)(GEX_EC_ALL), "GEX_EC_ALL: #if and C agree (%llu)",
       (unsigned long long)(GEX_EC_ALL));
    ok((unsigned long long)pp_GEX_EC_AM == (unsigned long long)(GEX_EC_AM), "GEX_EC_AM: #if and C agree (%llu)",
       (unsigned long long)(GEX_EC_AM));
    ok((unsigned long long)pp_GEX_EC_GET == (unsigned long long)(GEX_EC_GET), "GEX_EC_GET: #if and C agree (%llu)",
       (unsigned long long)(GEX_EC_GET));
    ok((unsigned long long)pp_GEX_EC_LC == (unsigned long long)(GEX_EC_LC), "GEX_EC_LC: #if and C agree (%llu)",
       (unsigned long long)(GEX_EC_LC));
    ok((unsigned long long)pp_GEX_EC_PUT == (unsigned long long)(GEX_EC_PUT), "GEX_EC_PUT: #if and C agree (%llu)",
       (unsigned long long)(GEX_EC_PUT));
    ok((unsigned long long)pp_GEX_EC_RMW == (unsigned long long)(GEX_EC_RMW), "GEX_EC_RMW: #if and C agree (%llu)",
       (unsigned long long)(GEX_EC_RMW));
    ok((unsigned long long)pp_GEX_EP_CAPABILITY_AD == (unsigned long long)(GEX_EP_CAPABILITY_AD), "GEX_EP_CAPABILITY_AD: #if and C agree (%llu)",
       (unsigned long long)(GEX_EP_CAPABILITY_AD));
    ok((unsigned long long)pp_GEX_EP_CAPABILITY_ALL == (unsigned long long)(GEX_EP_CAPABILITY_ALL), "GEX_EP_CAPABILITY_ALL: #if and C agree (%llu)",
       (unsigned long long)(GEX_EP_CAPABILITY_ALL));
    ok((unsigned long long)pp_GEX_EP_CAPABILITY_AM == (unsigned long long)(GEX_EP_CAPABILITY_AM), "GEX_EP_CAPABILITY_AM: #if and C agree (%llu)",
       (unsigned long long)(GEX_EP_CAPABILITY_AM));
    ok((unsigned long long)pp_GEX_EP_CAPABILITY_COLL == (unsigned long long)(GEX_EP_CAPABILITY_COLL), "GEX_EP_CAPABILITY_COLL: #if and C agree (%llu)",
       (unsigned long long)(GEX_EP_CAPABILITY_COLL));
    ok((unsigned long long)pp_GEX_EP_CAPABILITY_RMA == (unsigned long long)(GEX_EP_CAPABILITY_RMA), "GEX_EP_CAPABILITY_RMA: #if and C agree (%llu)",
       (unsigned long long)(GEX_EP_CAPABILITY_RMA));
    ok((unsigned long long)pp_GEX_EP_CAPABILITY_VIS == (unsigned long long)(GEX_EP_CAPABILITY_VIS), "GEX_EP_CAPABILITY_VIS: #if and C agree (%llu)",
       (unsigned long long)(GEX_EP_CAPABILITY_VIS));
    ok((unsigned long long)pp_GEX_EP_INDEX_INVALID == (unsigned long long)(GEX_EP_INDEX_INVALID), "GEX_EP_INDEX_INVALID: #if and C agree (%llu)",
       (unsigned long long)(GEX_EP_INDEX_INVALID));
    ok((unsigned long long)pp_GEX_FLAG_AD_ACQ == (unsigned long long)(GEX_FLAG_AD_ACQ), "GEX_FLAG_AD_ACQ: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AD_ACQ));
    ok((unsigned long long)pp_GEX_FLAG_AD_FAVOR_MY_NBRHD == (unsigned long long)(GEX_FLAG_AD_FAVOR_MY_NBRHD), "GEX_FLAG_AD_FAVOR_MY_NBRHD: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AD_FAVOR_MY_NBRHD));
    ok((unsigned long long)pp_GEX_FLAG_AD_FAVOR_MY_RANK == (unsigned long long)(GEX_FLAG_AD_FAVOR_MY_RANK), "GEX_FLAG_AD_FAVOR_MY_RANK: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AD_FAVOR_MY_RANK));
    ok((unsigned long long)pp_GEX_FLAG_AD_FAVOR_REMOTE == (unsigned long long)(GEX_FLAG_AD_FAVOR_REMOTE), "GEX_FLAG_AD_FAVOR_REMOTE: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AD_FAVOR_REMOTE));
    ok((unsigned long long)pp_GEX_FLAG_AD_MY_NBRHD == (unsigned long long)(GEX_FLAG_AD_MY_NBRHD), "GEX_FLAG_AD_MY_NBRHD: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AD_MY_NBRHD));
    ok((unsigned long long)pp_GEX_FLAG_AD_MY_RANK == (unsigned long long)(GEX_FLAG_AD_MY_RANK), "GEX_FLAG_AD_MY_RANK: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AD_MY_RANK));
    ok((unsigned long long)pp_GEX_FLAG_AD_REL == (unsigned long long)(GEX_FLAG_AD_REL), "GEX_FLAG_AD_REL: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AD_REL));
    ok((unsigned long long)pp_GEX_FLAG_AM_LONG == (unsigned long long)(GEX_FLAG_AM_LONG), "GEX_FLAG_AM_LONG: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AM_LONG));
    ok((unsigned long long)pp_GEX_FLAG_AM_MEDIUM == (unsigned long long)(GEX_FLAG_AM_MEDIUM), "GEX_FLAG_AM_MEDIUM: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AM_MEDIUM));
    ok((unsigned long long)pp_GEX_FLAG_AM_MEDLONG == (unsigned long long)(GEX_FLAG_AM_MEDLONG), "GEX_FLAG_AM_MEDLONG: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AM_MEDLONG));
    ok((unsigned long long)pp_GEX_FLAG_AM_PREPARE_LEAST_ALLOC == (unsigned long long)(GEX_FLAG_AM_PREPARE_LEAST_ALLOC), "GEX_FLAG_AM_PREPARE_LEAST_ALLOC: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AM_PREPARE_LEAST_ALLOC));
    ok((unsigned long long)pp_GEX_FLAG_AM_PREPARE_LEAST_CLIENT == (unsigned long long)(GEX_FLAG_AM_PREPARE_LEAST_CLIENT), "GEX_FLAG_AM_PREPARE_LEAST_CLIENT: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AM_PREPARE_LEAST_CLIENT));
    ok((unsigned long long)pp_GEX_FLAG_AM_REPLY == (unsigned long long)(GEX_FLAG_AM_REPLY), "GEX_FLAG_AM_REPLY: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AM_REPLY));
    ok((unsigned long long)pp_GEX_FLAG_AM_REQREP == (unsigned long long)(GEX_FLAG_AM_REQREP), "GEX_FLAG_AM_REQREP: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AM_REQREP));
    ok((unsigned long long)pp_GEX_FLAG_AM_REQUEST == (unsigned long long)(GEX_FLAG_AM_REQUEST), "GEX_FLAG_AM_REQUEST: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AM_REQUEST));
    ok((unsigned long long)pp_GEX_FLAG_AM_SHORT == (unsigned long long)(GEX_FLAG_AM_SHORT), "GEX_FLAG_AM_SHORT: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_AM_SHORT));
    ok((unsigned long long)pp_GEX_FLAG_DEFER_THREADS == (unsigned long long)(GEX_FLAG_DEFER_THREADS), "GEX_FLAG_DEFER_THREADS: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_DEFER_THREADS));
    ok((unsigned long long)pp_GEX_FLAG_ENABLE_LEAF_LC == (unsigned long long)(GEX_FLAG_ENABLE_LEAF_LC), "GEX_FLAG_ENABLE_LEAF_LC: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_ENABLE_LEAF_LC));
    ok((unsigned long long)pp_GEX_FLAG_GLOBALLY_QUIESCED == (unsigned long long)(GEX_FLAG_GLOBALLY_QUIESCED), "GEX_FLAG_GLOBALLY_QUIESCED: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_GLOBALLY_QUIESCED));
    ok((unsigned long long)pp_GEX_FLAG_HINT_ACCEL_AD == (unsigned long long)(GEX_FLAG_HINT_ACCEL_AD), "GEX_FLAG_HINT_ACCEL_AD: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_HINT_ACCEL_AD));
    ok((unsigned long long)pp_GEX_FLAG_HINT_ACCEL_ALL == (unsigned long long)(GEX_FLAG_HINT_ACCEL_ALL), "GEX_FLAG_HINT_ACCEL_ALL: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_HINT_ACCEL_ALL));
    ok((unsigned long long)pp_GEX_FLAG_HINT_ACCEL_COLL == (unsigned long long)(GEX_FLAG_HINT_ACCEL_COLL), "GEX_FLAG_HINT_ACCEL_COLL: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_HINT_ACCEL_COLL));
    ok((unsigned long long)pp_GEX_FLAG_IMMEDIATE == (unsigned long long)(GEX_FLAG_IMMEDIATE), "GEX_FLAG_IMMEDIATE: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_IMMEDIATE));
    ok((unsigned long long)pp_GEX_FLAG_LC_COPY_NO == (unsigned long long)(GEX_FLAG_LC_COPY_NO), "GEX_FLAG_LC_COPY_NO: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_LC_COPY_NO));
    ok((unsigned long long)pp_GEX_FLAG_LC_COPY_YES == (unsigned long long)(GEX_FLAG_LC_COPY_YES), "GEX_FLAG_LC_COPY_YES: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_LC_COPY_YES));
    ok((unsigned long long)pp_GEX_FLAG_PEER_NEVER_NBRHD == (unsigned long long)(GEX_FLAG_PEER_NEVER_NBRHD), "GEX_FLAG_PEER_NEVER_NBRHD: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_PEER_NEVER_NBRHD));
    ok((unsigned long long)pp_GEX_FLAG_PEER_NEVER_SELF == (unsigned long long)(GEX_FLAG_PEER_NEVER_SELF), "GEX_FLAG_PEER_NEVER_SELF: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_PEER_NEVER_SELF));
    ok((unsigned long long)pp_GEX_FLAG_PEER_SEG_BOUND == (unsigned long long)(GEX_FLAG_PEER_SEG_BOUND), "GEX_FLAG_PEER_SEG_BOUND: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_PEER_SEG_BOUND));
    ok((unsigned long long)pp_GEX_FLAG_PEER_SEG_OFFSET == (unsigned long long)(GEX_FLAG_PEER_SEG_OFFSET), "GEX_FLAG_PEER_SEG_OFFSET: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_PEER_SEG_OFFSET));
    ok((unsigned long long)pp_GEX_FLAG_PEER_SEG_SOME == (unsigned long long)(GEX_FLAG_PEER_SEG_SOME), "GEX_FLAG_PEER_SEG_SOME: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_PEER_SEG_SOME));
    ok((unsigned long long)pp_GEX_FLAG_PEER_SEG_UNKNOWN == (unsigned long long)(GEX_FLAG_PEER_SEG_UNKNOWN), "GEX_FLAG_PEER_SEG_UNKNOWN: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_PEER_SEG_UNKNOWN));
    ok((unsigned long long)pp_GEX_FLAG_RANK_IS_JOBANK == (unsigned long long)(GEX_FLAG_RANK_IS_JOBANK), "GEX_FLAG_RANK_IS_JOBANK: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_RANK_IS_JOBANK));
    ok((unsigned long long)pp_GEX_FLAG_RANK_IS_JOBRANK == (unsigned long long)(GEX_FLAG_RANK_IS_JOBRANK), "GEX_FLAG_RANK_IS_JOBRANK: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_RANK_IS_JOBRANK));
    ok((unsigned long long)pp_GEX_FLAG_SCRATCH_SEG_OFFSET == (unsigned long long)(GEX_FLAG_SCRATCH_SEG_OFFSET), "GEX_FLAG_SCRATCH_SEG_OFFSET: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_SCRATCH_SEG_OFFSET));
    ok((unsigned long long)pp_GEX_FLAG_SELF_SEG_BOUND == (unsigned long long)(GEX_FLAG_SELF_SEG_BOUND), "GEX_FLAG_SELF_SEG_BOUND: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_SELF_SEG_BOUND));
    ok((unsigned long long)pp_GEX_FLAG_SELF_SEG_OFFSET == (unsigned long long)(GEX_FLAG_SELF_SEG_OFFSET), "GEX_FLAG_SELF_SEG_OFFSET: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_SELF_SEG_OFFSET));
    ok((unsigned long long)pp_GEX_FLAG_SELF_SEG_SOME == (unsigned long long)(GEX_FLAG_SELF_SEG_SOME), "GEX_FLAG_SELF_SEG_SOME: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_SELF_SEG_SOME));
    ok((unsigned long long)pp_GEX_FLAG_SELF_SEG_UNKNOWN == (unsigned long long)(GEX_FLAG_SELF_SEG_UNKNOWN), "GEX_FLAG_SELF_SEG_UNKNOWN: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_SELF_SEG_UNKNOWN));
    ok((unsigned long long)pp_GEX_FLAG_TM_GLOBAL_SCRATCH == (unsigned long long)(GEX_FLAG_TM_GLOBAL_SCRATCH), "GEX_FLAG_TM_GLOBAL_SCRATCH: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_TM_GLOBAL_SCRATCH));
    ok((unsigned long long)pp_GEX_FLAG_TM_LOCAL_SCRATCH == (unsigned long long)(GEX_FLAG_TM_LOCAL_SCRATCH), "GEX_FLAG_TM_LOCAL_SCRATCH: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_TM_LOCAL_SCRATCH));
    ok((unsigned long long)pp_GEX_FLAG_TM_NO_SCRATCH == (unsigned long long)(GEX_FLAG_TM_NO_SCRATCH), "GEX_FLAG_TM_NO_SCRATCH: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_TM_NO_SCRATCH));
    ok((unsigned long long)pp_GEX_FLAG_TM_SCRATCH_SIZE_MIN == (unsigned long long)(GEX_FLAG_TM_SCRATCH_SIZE_MIN), "GEX_FLAG_TM_SCRATCH_SIZE_MIN: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_TM_SCRATCH_SIZE_MIN));
    ok((unsigned long long)pp_GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED == (unsigned long long)(GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED), "GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_TM_SCRATCH_SIZE_RECOMMENDED));
    ok((unsigned long long)pp_GEX_FLAG_TM_SYMMETRIC_SCRATCH == (unsigned long long)(GEX_FLAG_TM_SYMMETRIC_SCRATCH), "GEX_FLAG_TM_SYMMETRIC_SCRATCH: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_TM_SYMMETRIC_SCRATCH));
    ok((unsigned long long)pp_GEX_FLAG_USES_GASNET1 == (unsigned long long)(GEX_FLAG_USES_GASNET1), "GEX_FLAG_USES_GASNET1: #if and C agree (%llu)",
       (unsigned long long)(GEX_FLAG_USES_GASNET1));
    ok((unsigned long long)pp_GEX_OP_ADD == (unsigned long long)(GEX_OP_ADD), "GEX_OP_ADD: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_ADD));
    ok((unsigned long long)pp_GEX_OP_AND == (unsigned long long)(GEX_OP_AND), "GEX_OP_AND: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_AND));
    ok((unsigned long long)pp_GEX_OP_CAS == (unsigned long long)(GEX_OP_CAS), "GEX_OP_CAS: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_CAS));
    ok((unsigned long long)pp_GEX_OP_CSWAP == (unsigned long long)(GEX_OP_CSWAP), "GEX_OP_CSWAP: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_CSWAP));
    ok((unsigned long long)pp_GEX_OP_DEC == (unsigned long long)(GEX_OP_DEC), "GEX_OP_DEC: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_DEC));
    ok((unsigned long long)pp_GEX_OP_FADD == (unsigned long long)(GEX_OP_FADD), "GEX_OP_FADD: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_FADD));
    ok((unsigned long long)pp_GEX_OP_FAND == (unsigned long long)(GEX_OP_FAND), "GEX_OP_FAND: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_FAND));
    ok((unsigned long long)pp_GEX_OP_FCAS == (unsigned long long)(GEX_OP_FCAS), "GEX_OP_FCAS: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_FCAS));
    ok((unsigned long long)pp_GEX_OP_FDEC == (unsigned long long)(GEX_OP_FDEC), "GEX_OP_FDEC: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_FDEC));
    ok((unsigned long long)pp_GEX_OP_FINC == (unsigned long long)(GEX_OP_FINC), "GEX_OP_FINC: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_FINC));
    ok((unsigned long long)pp_GEX_OP_FMAX == (unsigned long long)(GEX_OP_FMAX), "GEX_OP_FMAX: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_FMAX));
    ok((unsigned long long)pp_GEX_OP_FMIN == (unsigned long long)(GEX_OP_FMIN), "GEX_OP_FMIN: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_FMIN));
    ok((unsigned long long)pp_GEX_OP_FMULT == (unsigned long long)(GEX_OP_FMULT), "GEX_OP_FMULT: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_FMULT));
    ok((unsigned long long)pp_GEX_OP_FOR == (unsigned long long)(GEX_OP_FOR), "GEX_OP_FOR: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_FOR));
    ok((unsigned long long)pp_GEX_OP_FSUB == (unsigned long long)(GEX_OP_FSUB), "GEX_OP_FSUB: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_FSUB));
    ok((unsigned long long)pp_GEX_OP_FXOR == (unsigned long long)(GEX_OP_FXOR), "GEX_OP_FXOR: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_FXOR));
    ok((unsigned long long)pp_GEX_OP_GET == (unsigned long long)(GEX_OP_GET), "GEX_OP_GET: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_GET));
    ok((unsigned long long)pp_GEX_OP_INC == (unsigned long long)(GEX_OP_INC), "GEX_OP_INC: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_INC));
    ok((unsigned long long)pp_GEX_OP_MAX == (unsigned long long)(GEX_OP_MAX), "GEX_OP_MAX: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_MAX));
    ok((unsigned long long)pp_GEX_OP_MIN == (unsigned long long)(GEX_OP_MIN), "GEX_OP_MIN: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_MIN));
    ok((unsigned long long)pp_GEX_OP_MULT == (unsigned long long)(GEX_OP_MULT), "GEX_OP_MULT: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_MULT));
    ok((unsigned long long)pp_GEX_OP_OR == (unsigned long long)(GEX_OP_OR), "GEX_OP_OR: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_OR));
    ok((unsigned long long)pp_GEX_OP_SET == (unsigned long long)(GEX_OP_SET), "GEX_OP_SET: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_SET));
    ok((unsigned long long)pp_GEX_OP_SUB == (unsigned long long)(GEX_OP_SUB), "GEX_OP_SUB: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_SUB));
    ok((unsigned long long)pp_GEX_OP_SWAP == (unsigned long long)(GEX_OP_SWAP), "GEX_OP_SWAP: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_SWAP));
    ok((unsigned long long)pp_GEX_OP_USER == (unsigned long long)(GEX_OP_USER), "GEX_OP_USER: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_USER));
    ok((unsigned long long)pp_GEX_OP_USER_NC == (unsigned long long)(GEX_OP_USER_NC), "GEX_OP_USER_NC: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_USER_NC));
    ok((unsigned long long)pp_GEX_OP_XOR == (unsigned long long)(GEX_OP_XOR), "GEX_OP_XOR: #if and C agree (%llu)",
       (unsigned long long)(GEX_OP_XOR));
    ok((unsigned long long)pp_GEX_RANK_INVALID == (unsigned long long)(GEX_RANK_INVALID), "GEX_RANK_INVALID: #if and C agree (%llu)",
       (unsigned long long)(GEX_RANK_INVALID));
    ok((unsigned long long)pp_GEX_TI_ALL == (unsigned long long)(GEX_TI_ALL), "GEX_TI_ALL: #if and C agree (%llu)",
       (unsigned long long)(GEX_TI_ALL));
    ok((unsigned long long)pp_GEX_TI_ENTRY == (unsigned long long)(GEX_TI_ENTRY), "GEX_TI_ENTRY: #if and C agree (%llu)",
       (unsigned long long)(GEX_TI_ENTRY));
    ok((unsigned long long)pp_GEX_TI_EP == (unsigned long long)(GEX_TI_EP), "GEX_TI_EP: #if and C agree (%llu)",
       (unsigned long long)(GEX_TI_EP));
    ok((unsigned long long)pp_GEX_TI_IS_LONG == (unsigned long long)(GEX_TI_IS_LONG), "GEX_TI_IS_LONG: #if and C agree (%llu)",
       (unsigned long long)(GEX_TI_IS_LONG));
    ok((unsigned long long)pp_GEX_TI_IS_REQ == (unsigned long long)(GEX_TI_IS_REQ), "GEX_TI_IS_REQ: #if and C agree (%llu)",
       (unsigned long long)(GEX_TI_IS_REQ));
    ok((unsigned long long)pp_GEX_TI_SRCRANK == (unsigned long long)(GEX_TI_SRCRANK), "GEX_TI_SRCRANK: #if and C agree (%llu)",
       (unsigned long long)(GEX_TI_SRCRANK));
    ok((unsigned long long)pp_PSHMEX_AM_MAX_MEDIUM == (unsigned long long)(PSHMEX_AM_MAX_MEDIUM), "PSHMEX_AM_MAX_MEDIUM: #if and C agree (%llu)",
       (unsigned long long)(PSHMEX_AM_MAX_MEDIUM));
    ok((unsigned long long)pp_PSHMEX_CLIENT_NAME_MAX == (unsigned long long)(PSHMEX_CLIENT_NAME_MAX), "PSHMEX_CLIENT_NAME_MAX: #if and C agree (%llu)",
       (unsigned long long)(PSHMEX_CLIENT_NAME_MAX));
    ok((unsigned long long)pp_PSHMEX_MAX_RANKS == (unsigned long long)(PSHMEX_MAX_RANKS), "PSHMEX_MAX_RANKS: #if and C agree (%llu)",
       (unsigned long long)(PSHMEX_MAX_RANKS));
    ok((unsigned long long)pp_SIZEOF_GEX_RMA_VALUE_T == (unsigned long long)(SIZEOF_GEX_RMA_VALUE_T), "SIZEOF_GEX_RMA_VALUE_T: #if and C agree (%llu)",
       (unsigned long long)(SIZEOF_GEX_RMA_VALUE_T));
    ok(ISTYPE(GEX_OP_TO_FETCHING(GEX_OP_ADD), gex_OP_t), "GEX_OP_TO_FETCHING gives a gex_OP_t");
    return tap_done();
}
