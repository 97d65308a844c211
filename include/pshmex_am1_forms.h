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
#define gasnet_AMRequestShort0(dest, handler) \
    pshmex_AM1_RequestShort0(dest, handler)
#define gasnet_AMRequestShort1(dest, handler, a0) \
    pshmex_AM1_RequestShort1(dest, handler, (gasnet_handlerarg_t)(a0))
#define gasnet_AMRequestShort2(dest, handler, a0, a1) \
    pshmex_AM1_RequestShort2(dest, handler, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1))
#define gasnet_AMRequestShort3(dest, handler, a0, a1, a2) \
    pshmex_AM1_RequestShort(dest, handler, 3u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2))
#define gasnet_AMRequestShort4(dest, handler, a0, a1, a2, a3) \
    pshmex_AM1_RequestShort(dest, handler, 4u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3))
#define gasnet_AMRequestShort5(dest, handler, a0, a1, a2, a3, a4) \
    pshmex_AM1_RequestShort(dest, handler, 5u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4))
#define gasnet_AMRequestShort6(dest, handler, a0, a1, a2, a3, a4, a5) \
    pshmex_AM1_RequestShort(dest, handler, 6u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5))
#define gasnet_AMRequestShort7(dest, handler, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM1_RequestShort(dest, handler, 7u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6))
#define gasnet_AMRequestShort8(dest, handler, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM1_RequestShort(dest, handler, 8u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7))
#define gasnet_AMRequestShort9(dest, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM1_RequestShort(dest, handler, 9u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8))
#define gasnet_AMRequestShort10(dest, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM1_RequestShort(dest, handler, 10u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9))
#define gasnet_AMRequestShort11(dest, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM1_RequestShort(dest, handler, 11u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10))
#define gasnet_AMRequestShort12(dest, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM1_RequestShort(dest, handler, 12u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11))
#define gasnet_AMRequestShort13(dest, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM1_RequestShort(dest, handler, 13u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12))
#define gasnet_AMRequestShort14(dest, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM1_RequestShort(dest, handler, 14u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13))
#define gasnet_AMRequestShort15(dest, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM1_RequestShort(dest, handler, 15u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14))
#define gasnet_AMRequestShort16(dest, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM1_RequestShort(dest, handler, 16u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14), (gasnet_handlerarg_t)(a15))

/* gasnet_AMRequestMedium[0..16](dest, handler, src, nbytes [, a0 ...]) */
#define gasnet_AMRequestMedium0(dest, handler, src, nbytes) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 0u)
#define gasnet_AMRequestMedium1(dest, handler, src, nbytes, a0) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 1u, (gasnet_handlerarg_t)(a0))
#define gasnet_AMRequestMedium2(dest, handler, src, nbytes, a0, a1) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 2u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1))
#define gasnet_AMRequestMedium3(dest, handler, src, nbytes, a0, a1, a2) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 3u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2))
#define gasnet_AMRequestMedium4(dest, handler, src, nbytes, a0, a1, a2, a3) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 4u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3))
#define gasnet_AMRequestMedium5(dest, handler, src, nbytes, a0, a1, a2, a3, a4) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 5u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4))
#define gasnet_AMRequestMedium6(dest, handler, src, nbytes, a0, a1, a2, a3, a4, a5) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 6u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5))
#define gasnet_AMRequestMedium7(dest, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 7u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6))
#define gasnet_AMRequestMedium8(dest, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 8u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7))
#define gasnet_AMRequestMedium9(dest, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 9u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8))
#define gasnet_AMRequestMedium10(dest, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 10u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9))
#define gasnet_AMRequestMedium11(dest, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 11u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10))
#define gasnet_AMRequestMedium12(dest, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 12u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11))
#define gasnet_AMRequestMedium13(dest, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 13u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12))
#define gasnet_AMRequestMedium14(dest, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 14u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13))
#define gasnet_AMRequestMedium15(dest, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 15u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14))
#define gasnet_AMRequestMedium16(dest, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM1_RequestMedium(dest, handler, src, nbytes, 16u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14), (gasnet_handlerarg_t)(a15))

/* gasnet_AMRequestLong[0..16](dest, handler, src, nbytes, dest_addr [, a0 ...]) */
#define gasnet_AMRequestLong0(dest, handler, src, nbytes, dest_addr) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 0u)
#define gasnet_AMRequestLong1(dest, handler, src, nbytes, dest_addr, a0) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 1u, (gasnet_handlerarg_t)(a0))
#define gasnet_AMRequestLong2(dest, handler, src, nbytes, dest_addr, a0, a1) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 2u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1))
#define gasnet_AMRequestLong3(dest, handler, src, nbytes, dest_addr, a0, a1, a2) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 3u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2))
#define gasnet_AMRequestLong4(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 4u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3))
#define gasnet_AMRequestLong5(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 5u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4))
#define gasnet_AMRequestLong6(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 6u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5))
#define gasnet_AMRequestLong7(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 7u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6))
#define gasnet_AMRequestLong8(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 8u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7))
#define gasnet_AMRequestLong9(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 9u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8))
#define gasnet_AMRequestLong10(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 10u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9))
#define gasnet_AMRequestLong11(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 11u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10))
#define gasnet_AMRequestLong12(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 12u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11))
#define gasnet_AMRequestLong13(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 13u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12))
#define gasnet_AMRequestLong14(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 14u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13))
#define gasnet_AMRequestLong15(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 15u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14))
#define gasnet_AMRequestLong16(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 16u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14), (gasnet_handlerarg_t)(a15))

/* gasnet_AMRequestLongAsync[0..16](dest, handler, src, nbytes, dest_addr [, a0 ...]) */
#define gasnet_AMRequestLongAsync0(dest, handler, src, nbytes, dest_addr) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 0u)
#define gasnet_AMRequestLongAsync1(dest, handler, src, nbytes, dest_addr, a0) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 1u, (gasnet_handlerarg_t)(a0))
#define gasnet_AMRequestLongAsync2(dest, handler, src, nbytes, dest_addr, a0, a1) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 2u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1))
#define gasnet_AMRequestLongAsync3(dest, handler, src, nbytes, dest_addr, a0, a1, a2) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 3u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2))
#define gasnet_AMRequestLongAsync4(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 4u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3))
#define gasnet_AMRequestLongAsync5(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 5u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4))
#define gasnet_AMRequestLongAsync6(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 6u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5))
#define gasnet_AMRequestLongAsync7(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 7u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6))
#define gasnet_AMRequestLongAsync8(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 8u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7))
#define gasnet_AMRequestLongAsync9(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 9u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8))
#define gasnet_AMRequestLongAsync10(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 10u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9))
#define gasnet_AMRequestLongAsync11(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 11u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10))
#define gasnet_AMRequestLongAsync12(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 12u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11))
#define gasnet_AMRequestLongAsync13(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 13u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12))
#define gasnet_AMRequestLongAsync14(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 14u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13))
#define gasnet_AMRequestLongAsync15(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 15u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14))
#define gasnet_AMRequestLongAsync16(dest, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM1_RequestLong(dest, handler, src, nbytes, dest_addr, 16u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14), (gasnet_handlerarg_t)(a15))

/* gasnet_AMReplyShort[0..16](token, handler [, a0 ...]) */
#define gasnet_AMReplyShort0(token, handler) \
    pshmex_AM1_ReplyShort0(token, handler)
#define gasnet_AMReplyShort1(token, handler, a0) \
    pshmex_AM1_ReplyShort1(token, handler, (gasnet_handlerarg_t)(a0))
#define gasnet_AMReplyShort2(token, handler, a0, a1) \
    pshmex_AM1_ReplyShort2(token, handler, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1))
#define gasnet_AMReplyShort3(token, handler, a0, a1, a2) \
    pshmex_AM1_ReplyShort(token, handler, 3u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2))
#define gasnet_AMReplyShort4(token, handler, a0, a1, a2, a3) \
    pshmex_AM1_ReplyShort(token, handler, 4u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3))
#define gasnet_AMReplyShort5(token, handler, a0, a1, a2, a3, a4) \
    pshmex_AM1_ReplyShort(token, handler, 5u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4))
#define gasnet_AMReplyShort6(token, handler, a0, a1, a2, a3, a4, a5) \
    pshmex_AM1_ReplyShort(token, handler, 6u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5))
#define gasnet_AMReplyShort7(token, handler, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM1_ReplyShort(token, handler, 7u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6))
#define gasnet_AMReplyShort8(token, handler, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM1_ReplyShort(token, handler, 8u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7))
#define gasnet_AMReplyShort9(token, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM1_ReplyShort(token, handler, 9u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8))
#define gasnet_AMReplyShort10(token, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM1_ReplyShort(token, handler, 10u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9))
#define gasnet_AMReplyShort11(token, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM1_ReplyShort(token, handler, 11u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10))
#define gasnet_AMReplyShort12(token, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM1_ReplyShort(token, handler, 12u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11))
#define gasnet_AMReplyShort13(token, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM1_ReplyShort(token, handler, 13u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12))
#define gasnet_AMReplyShort14(token, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM1_ReplyShort(token, handler, 14u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13))
#define gasnet_AMReplyShort15(token, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM1_ReplyShort(token, handler, 15u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14))
#define gasnet_AMReplyShort16(token, handler, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM1_ReplyShort(token, handler, 16u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14), (gasnet_handlerarg_t)(a15))

/* gasnet_AMReplyMedium[0..16](token, handler, src, nbytes [, a0 ...]) */
#define gasnet_AMReplyMedium0(token, handler, src, nbytes) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 0u)
#define gasnet_AMReplyMedium1(token, handler, src, nbytes, a0) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 1u, (gasnet_handlerarg_t)(a0))
#define gasnet_AMReplyMedium2(token, handler, src, nbytes, a0, a1) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 2u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1))
#define gasnet_AMReplyMedium3(token, handler, src, nbytes, a0, a1, a2) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 3u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2))
#define gasnet_AMReplyMedium4(token, handler, src, nbytes, a0, a1, a2, a3) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 4u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3))
#define gasnet_AMReplyMedium5(token, handler, src, nbytes, a0, a1, a2, a3, a4) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 5u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4))
#define gasnet_AMReplyMedium6(token, handler, src, nbytes, a0, a1, a2, a3, a4, a5) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 6u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5))
#define gasnet_AMReplyMedium7(token, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 7u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6))
#define gasnet_AMReplyMedium8(token, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 8u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7))
#define gasnet_AMReplyMedium9(token, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 9u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8))
#define gasnet_AMReplyMedium10(token, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 10u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9))
#define gasnet_AMReplyMedium11(token, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 11u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10))
#define gasnet_AMReplyMedium12(token, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 12u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11))
#define gasnet_AMReplyMedium13(token, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 13u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12))
#define gasnet_AMReplyMedium14(token, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 14u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13))
#define gasnet_AMReplyMedium15(token, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 15u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14))
#define gasnet_AMReplyMedium16(token, handler, src, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM1_ReplyMedium(token, handler, src, nbytes, 16u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14), (gasnet_handlerarg_t)(a15))

/* gasnet_AMReplyLong[0..16](token, handler, src, nbytes, dest_addr [, a0 ...]) */
#define gasnet_AMReplyLong0(token, handler, src, nbytes, dest_addr) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 0u)
#define gasnet_AMReplyLong1(token, handler, src, nbytes, dest_addr, a0) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 1u, (gasnet_handlerarg_t)(a0))
#define gasnet_AMReplyLong2(token, handler, src, nbytes, dest_addr, a0, a1) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 2u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1))
#define gasnet_AMReplyLong3(token, handler, src, nbytes, dest_addr, a0, a1, a2) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 3u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2))
#define gasnet_AMReplyLong4(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 4u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3))
#define gasnet_AMReplyLong5(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 5u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4))
#define gasnet_AMReplyLong6(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 6u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5))
#define gasnet_AMReplyLong7(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 7u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6))
#define gasnet_AMReplyLong8(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 8u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7))
#define gasnet_AMReplyLong9(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 9u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8))
#define gasnet_AMReplyLong10(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 10u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9))
#define gasnet_AMReplyLong11(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 11u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10))
#define gasnet_AMReplyLong12(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 12u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11))
#define gasnet_AMReplyLong13(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 13u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12))
#define gasnet_AMReplyLong14(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 14u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13))
#define gasnet_AMReplyLong15(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 15u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14))
#define gasnet_AMReplyLong16(token, handler, src, nbytes, dest_addr, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM1_ReplyLong(token, handler, src, nbytes, dest_addr, 16u, (gasnet_handlerarg_t)(a0), (gasnet_handlerarg_t)(a1), (gasnet_handlerarg_t)(a2), (gasnet_handlerarg_t)(a3), (gasnet_handlerarg_t)(a4), (gasnet_handlerarg_t)(a5), (gasnet_handlerarg_t)(a6), (gasnet_handlerarg_t)(a7), (gasnet_handlerarg_t)(a8), (gasnet_handlerarg_t)(a9), (gasnet_handlerarg_t)(a10), (gasnet_handlerarg_t)(a11), (gasnet_handlerarg_t)(a12), (gasnet_handlerarg_t)(a13), (gasnet_handlerarg_t)(a14), (gasnet_handlerarg_t)(a15))

/* clang-format on */
#endif /* _PSHMEX_AM1_FORMS_H */
