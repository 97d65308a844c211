/*
 * pshmex_am1_forms.h - the GASNet-1 numbered AM calls
 * gasnet_AMRequest{Short,Medium,Long,LongAsync}0..16 and
 * gasnet_AMReply{Short,Medium,Long}0..16.
 *
 * Included by gasnet.h. Each form evaluates every argument exactly once,
 * casts each handler argument to gasnet_handlerarg_t and calls the exported
 * variadic pshmex_AM1_* entry point with the argument count; the Short
 * forms with 0, 1 or 2 arguments call their own fixed entry points
 * (gasnet.h).
 */
#ifndef _PSHMEX_AM1_FORMS_H
#define _PSHMEX_AM1_FORMS_H

/* One form per line, a table to read down: not clang-format's layout. */
/* clang-format off */


/* gasnet_AMRequestShort[0..16](dest, handler [, a0 ...]) */
#define gasnet_AMRequestShort0(_dest, _handler) \
    pshmex_AM1_RequestShort0(_dest, _handler)
#define gasnet_AMRequestShort1(_dest, _handler, _a0) \
    pshmex_AM1_RequestShort1(_dest, _handler, (gasnet_handlerarg_t)(_a0))
#define gasnet_AMRequestShort2(_dest, _handler, _a0, _a1) \
    pshmex_AM1_RequestShort2(_dest, _handler, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1))
#define gasnet_AMRequestShort3(_dest, _handler, _a0, _a1, _a2) \
    pshmex_AM1_RequestShort(_dest, _handler, 3u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2))
#define gasnet_AMRequestShort4(_dest, _handler, _a0, _a1, _a2, _a3) \
    pshmex_AM1_RequestShort(_dest, _handler, 4u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3))
#define gasnet_AMRequestShort5(_dest, _handler, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM1_RequestShort(_dest, _handler, 5u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4))
#define gasnet_AMRequestShort6(_dest, _handler, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM1_RequestShort(_dest, _handler, 6u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5))
#define gasnet_AMRequestShort7(_dest, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM1_RequestShort(_dest, _handler, 7u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6))
#define gasnet_AMRequestShort8(_dest, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM1_RequestShort(_dest, _handler, 8u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7))
#define gasnet_AMRequestShort9(_dest, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM1_RequestShort(_dest, _handler, 9u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8))
#define gasnet_AMRequestShort10(_dest, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM1_RequestShort(_dest, _handler, 10u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9))
#define gasnet_AMRequestShort11(_dest, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM1_RequestShort(_dest, _handler, 11u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10))
#define gasnet_AMRequestShort12(_dest, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM1_RequestShort(_dest, _handler, 12u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11))
#define gasnet_AMRequestShort13(_dest, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM1_RequestShort(_dest, _handler, 13u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12))
#define gasnet_AMRequestShort14(_dest, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM1_RequestShort(_dest, _handler, 14u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13))
#define gasnet_AMRequestShort15(_dest, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM1_RequestShort(_dest, _handler, 15u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14))
#define gasnet_AMRequestShort16(_dest, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM1_RequestShort(_dest, _handler, 16u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14), (gasnet_handlerarg_t)(_a15))

/* gasnet_AMRequestMedium[0..16](dest, handler, src, nbytes [, a0 ...]) */
#define gasnet_AMRequestMedium0(_dest, _handler, _src, _nbytes) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 0u)
#define gasnet_AMRequestMedium1(_dest, _handler, _src, _nbytes, _a0) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 1u, (gasnet_handlerarg_t)(_a0))
#define gasnet_AMRequestMedium2(_dest, _handler, _src, _nbytes, _a0, _a1) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 2u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1))
#define gasnet_AMRequestMedium3(_dest, _handler, _src, _nbytes, _a0, _a1, _a2) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 3u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2))
#define gasnet_AMRequestMedium4(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 4u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3))
#define gasnet_AMRequestMedium5(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 5u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4))
#define gasnet_AMRequestMedium6(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 6u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5))
#define gasnet_AMRequestMedium7(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 7u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6))
#define gasnet_AMRequestMedium8(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 8u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7))
#define gasnet_AMRequestMedium9(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 9u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8))
#define gasnet_AMRequestMedium10(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 10u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9))
#define gasnet_AMRequestMedium11(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 11u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10))
#define gasnet_AMRequestMedium12(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 12u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11))
#define gasnet_AMRequestMedium13(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 13u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12))
#define gasnet_AMRequestMedium14(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 14u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13))
#define gasnet_AMRequestMedium15(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 15u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14))
#define gasnet_AMRequestMedium16(_dest, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM1_RequestMedium(_dest, _handler, _src, _nbytes, 16u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14), (gasnet_handlerarg_t)(_a15))

/* gasnet_AMRequestLong[0..16](dest, handler, src, nbytes, dest_addr [, a0 ...]) */
#define gasnet_AMRequestLong0(_dest, _handler, _src, _nbytes, _dest_addr) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 0u)
#define gasnet_AMRequestLong1(_dest, _handler, _src, _nbytes, _dest_addr, _a0) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 1u, (gasnet_handlerarg_t)(_a0))
#define gasnet_AMRequestLong2(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 2u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1))
#define gasnet_AMRequestLong3(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 3u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2))
#define gasnet_AMRequestLong4(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 4u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3))
#define gasnet_AMRequestLong5(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 5u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4))
#define gasnet_AMRequestLong6(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 6u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5))
#define gasnet_AMRequestLong7(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 7u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6))
#define gasnet_AMRequestLong8(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 8u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7))
#define gasnet_AMRequestLong9(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 9u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8))
#define gasnet_AMRequestLong10(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 10u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9))
#define gasnet_AMRequestLong11(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 11u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10))
#define gasnet_AMRequestLong12(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 12u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11))
#define gasnet_AMRequestLong13(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 13u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12))
#define gasnet_AMRequestLong14(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 14u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13))
#define gasnet_AMRequestLong15(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 15u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14))
#define gasnet_AMRequestLong16(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 16u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14), (gasnet_handlerarg_t)(_a15))

/* gasnet_AMRequestLongAsync[0..16](dest, handler, src, nbytes, dest_addr [, a0 ...]) */
#define gasnet_AMRequestLongAsync0(_dest, _handler, _src, _nbytes, _dest_addr) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 0u)
#define gasnet_AMRequestLongAsync1(_dest, _handler, _src, _nbytes, _dest_addr, _a0) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 1u, (gasnet_handlerarg_t)(_a0))
#define gasnet_AMRequestLongAsync2(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 2u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1))
#define gasnet_AMRequestLongAsync3(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 3u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2))
#define gasnet_AMRequestLongAsync4(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 4u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3))
#define gasnet_AMRequestLongAsync5(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 5u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4))
#define gasnet_AMRequestLongAsync6(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 6u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5))
#define gasnet_AMRequestLongAsync7(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 7u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6))
#define gasnet_AMRequestLongAsync8(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 8u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7))
#define gasnet_AMRequestLongAsync9(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 9u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8))
#define gasnet_AMRequestLongAsync10(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 10u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9))
#define gasnet_AMRequestLongAsync11(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 11u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10))
#define gasnet_AMRequestLongAsync12(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 12u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11))
#define gasnet_AMRequestLongAsync13(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 13u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12))
#define gasnet_AMRequestLongAsync14(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 14u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13))
#define gasnet_AMRequestLongAsync15(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 15u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14))
#define gasnet_AMRequestLongAsync16(_dest, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM1_RequestLong(_dest, _handler, _src, _nbytes, _dest_addr, 16u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14), (gasnet_handlerarg_t)(_a15))

/* gasnet_AMReplyShort[0..16](token, handler [, a0 ...]) */
#define gasnet_AMReplyShort0(_token, _handler) \
    pshmex_AM1_ReplyShort0(_token, _handler)
#define gasnet_AMReplyShort1(_token, _handler, _a0) \
    pshmex_AM1_ReplyShort1(_token, _handler, (gasnet_handlerarg_t)(_a0))
#define gasnet_AMReplyShort2(_token, _handler, _a0, _a1) \
    pshmex_AM1_ReplyShort2(_token, _handler, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1))
#define gasnet_AMReplyShort3(_token, _handler, _a0, _a1, _a2) \
    pshmex_AM1_ReplyShort(_token, _handler, 3u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2))
#define gasnet_AMReplyShort4(_token, _handler, _a0, _a1, _a2, _a3) \
    pshmex_AM1_ReplyShort(_token, _handler, 4u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3))
#define gasnet_AMReplyShort5(_token, _handler, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM1_ReplyShort(_token, _handler, 5u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4))
#define gasnet_AMReplyShort6(_token, _handler, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM1_ReplyShort(_token, _handler, 6u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5))
#define gasnet_AMReplyShort7(_token, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM1_ReplyShort(_token, _handler, 7u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6))
#define gasnet_AMReplyShort8(_token, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM1_ReplyShort(_token, _handler, 8u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7))
#define gasnet_AMReplyShort9(_token, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM1_ReplyShort(_token, _handler, 9u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8))
#define gasnet_AMReplyShort10(_token, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM1_ReplyShort(_token, _handler, 10u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9))
#define gasnet_AMReplyShort11(_token, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM1_ReplyShort(_token, _handler, 11u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10))
#define gasnet_AMReplyShort12(_token, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM1_ReplyShort(_token, _handler, 12u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11))
#define gasnet_AMReplyShort13(_token, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM1_ReplyShort(_token, _handler, 13u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12))
#define gasnet_AMReplyShort14(_token, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM1_ReplyShort(_token, _handler, 14u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13))
#define gasnet_AMReplyShort15(_token, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM1_ReplyShort(_token, _handler, 15u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14))
#define gasnet_AMReplyShort16(_token, _handler, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM1_ReplyShort(_token, _handler, 16u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14), (gasnet_handlerarg_t)(_a15))

/* gasnet_AMReplyMedium[0..16](token, handler, src, nbytes [, a0 ...]) */
#define gasnet_AMReplyMedium0(_token, _handler, _src, _nbytes) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 0u)
#define gasnet_AMReplyMedium1(_token, _handler, _src, _nbytes, _a0) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 1u, (gasnet_handlerarg_t)(_a0))
#define gasnet_AMReplyMedium2(_token, _handler, _src, _nbytes, _a0, _a1) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 2u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1))
#define gasnet_AMReplyMedium3(_token, _handler, _src, _nbytes, _a0, _a1, _a2) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 3u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2))
#define gasnet_AMReplyMedium4(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 4u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3))
#define gasnet_AMReplyMedium5(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 5u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4))
#define gasnet_AMReplyMedium6(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 6u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5))
#define gasnet_AMReplyMedium7(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 7u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6))
#define gasnet_AMReplyMedium8(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 8u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7))
#define gasnet_AMReplyMedium9(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 9u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8))
#define gasnet_AMReplyMedium10(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 10u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9))
#define gasnet_AMReplyMedium11(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 11u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10))
#define gasnet_AMReplyMedium12(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 12u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11))
#define gasnet_AMReplyMedium13(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 13u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12))
#define gasnet_AMReplyMedium14(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 14u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13))
#define gasnet_AMReplyMedium15(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 15u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14))
#define gasnet_AMReplyMedium16(_token, _handler, _src, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM1_ReplyMedium(_token, _handler, _src, _nbytes, 16u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14), (gasnet_handlerarg_t)(_a15))

/* gasnet_AMReplyLong[0..16](token, handler, src, nbytes, dest_addr [, a0 ...]) */
#define gasnet_AMReplyLong0(_token, _handler, _src, _nbytes, _dest_addr) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 0u)
#define gasnet_AMReplyLong1(_token, _handler, _src, _nbytes, _dest_addr, _a0) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 1u, (gasnet_handlerarg_t)(_a0))
#define gasnet_AMReplyLong2(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 2u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1))
#define gasnet_AMReplyLong3(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 3u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2))
#define gasnet_AMReplyLong4(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 4u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3))
#define gasnet_AMReplyLong5(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 5u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4))
#define gasnet_AMReplyLong6(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 6u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5))
#define gasnet_AMReplyLong7(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 7u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6))
#define gasnet_AMReplyLong8(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 8u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7))
#define gasnet_AMReplyLong9(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 9u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8))
#define gasnet_AMReplyLong10(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 10u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9))
#define gasnet_AMReplyLong11(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 11u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10))
#define gasnet_AMReplyLong12(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 12u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11))
#define gasnet_AMReplyLong13(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 13u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12))
#define gasnet_AMReplyLong14(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 14u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13))
#define gasnet_AMReplyLong15(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 15u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14))
#define gasnet_AMReplyLong16(_token, _handler, _src, _nbytes, _dest_addr, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM1_ReplyLong(_token, _handler, _src, _nbytes, _dest_addr, 16u, (gasnet_handlerarg_t)(_a0), (gasnet_handlerarg_t)(_a1), (gasnet_handlerarg_t)(_a2), (gasnet_handlerarg_t)(_a3), (gasnet_handlerarg_t)(_a4), (gasnet_handlerarg_t)(_a5), (gasnet_handlerarg_t)(_a6), (gasnet_handlerarg_t)(_a7), (gasnet_handlerarg_t)(_a8), (gasnet_handlerarg_t)(_a9), (gasnet_handlerarg_t)(_a10), (gasnet_handlerarg_t)(_a11), (gasnet_handlerarg_t)(_a12), (gasnet_handlerarg_t)(_a13), (gasnet_handlerarg_t)(_a14), (gasnet_handlerarg_t)(_a15))

/* clang-format on */
#endif /* _PSHMEX_AM1_FORMS_H */
