/*
 * t_headers_if.c -- pshmex (issue #20): every flag, code and limit macro of
 * the public headers is an integer constant expression the preprocessor can
 * evaluate (no cast, enum name or sizeof), and still has the spec's type in
 * C (checked with _Generic).  Compile-time checks, then one TAP line per
 * macro at run time comparing the value #if saw with the C value.
 *
 * The macros and their types are listed in headers_if.list;
 * gen_headers_if.sh turns the list into t_headers_if_gen.h (the #if checks
 * and the X-macro lists used below), and tests/core/headers.sh generates
 * it, builds this file, and checks that every such macro of the headers is
 * listed.  Links against libc only.
 */
#include <gasnet.h>
#include <gasnet_coll.h>
#include <gasnet_vis.h>
#include <gasnetex.h>

#include <stdio.h>

#define TAP_NO_GASNET
#include "../tap.h"
#include "t_headers_if_gen.h"

/* ISTYPE(e, T): 1 iff e has exactly type T */
#define ISTYPE(e, T) _Generic((e), T : 1, default : 0)

#define CHECK_TYPE(name, type) _Static_assert(ISTYPE(name, type), #name " has the type " #type);
HEADERS_IF_TYPED(CHECK_TYPE)

/* Flag tests clients write in #if (disjointness of flags one call accepts) */
#if (GEX_FLAG_IMMEDIATE & GEX_FLAG_LC_COPY_YES) || (GEX_FLAG_AM_REQUEST & GEX_FLAG_AM_REPLY)
#error "flags a call accepts together must be disjoint"
#endif
#if GEX_OP_TO_FETCHING(GEX_OP_ADD) != GEX_OP_FADD ||                                               \
    GEX_OP_TO_NONFETCHING(GEX_OP_FCAS) != GEX_OP_CAS
#error "GEX_OP_TO_FETCHING / TO_NONFETCHING in #if"
#endif
#if gex_AM_LUBRequestMedium() < 512
#error "gex_AM_LUBRequestMedium() in #if"
#endif

/* one TAP line: the value #if computed is the C value */
#define CHECK_VALUE(name)                                                                          \
    ok((unsigned long long)pp_##name == (unsigned long long)(name),                                \
       #name ": #if and C agree (%llu)", (unsigned long long)(name));

int main(void)
{
    HEADERS_IF_ALL(CHECK_VALUE)
    ok(ISTYPE(GEX_OP_TO_FETCHING(GEX_OP_ADD), gex_OP_t), "GEX_OP_TO_FETCHING gives a gex_OP_t");
    return tap_done();
}
