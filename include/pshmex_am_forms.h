/*
 * pshmex_am_forms.h - the numbered (gex_AM_RequestShort0..16 ...) and the
 * argument-count-inferring (gex_AM_RequestShort(tm, rank, h, flags, ...))
 * forms of the GASNet-EX AM injection and Commit calls.
 *
 * Included by pshmex_am.h. Each numbered form evaluates every argument
 * exactly once, casts each handler argument to gex_AM_Arg_t and calls the
 * exported variadic entry point with the argument count; the Short forms
 * with 0, 1 or 2 arguments call their own fixed entry points instead
 * (pshmex_am.h). The forms without a number count their trailing
 * arguments (0..16) and use the numbered form.
 */
#ifndef _PSHMEX_AM_FORMS_H
#define _PSHMEX_AM_FORMS_H

/* One form per line, a table to read down: not clang-format's layout. */
/* clang-format off */

/* PSHMEX_AM_NARGS_(x, a0, ..., ak-1) is k: the number of arguments after the first one. */
#define PSHMEX_AM_NARGS_(...) \
    PSHMEX_AM_NARGS_PICK_(__VA_ARGS__, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, ~)
#define PSHMEX_AM_NARGS_PICK_(x, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, \
                              a15, n, ...) n
#define PSHMEX_AM_CAT_(a, b) PSHMEX_AM_CAT2_(a, b)
#define PSHMEX_AM_CAT2_(a, b) a##b


/* gex_AM_RequestShort[0..16](tm, rank, handler, flags [, a0 ...]) */
#define gex_AM_RequestShort0(tm, rank, handler, flags) \
    pshmex_AM_RequestShort0(tm, rank, handler, flags)
#define gex_AM_RequestShort1(tm, rank, handler, flags, a0) \
    pshmex_AM_RequestShort1(tm, rank, handler, flags, (gex_AM_Arg_t)(a0))
#define gex_AM_RequestShort2(tm, rank, handler, flags, a0, a1) \
    pshmex_AM_RequestShort2(tm, rank, handler, flags, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_RequestShort3(tm, rank, handler, flags, a0, a1, a2) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_RequestShort4(tm, rank, handler, flags, a0, a1, a2, a3) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_RequestShort5(tm, rank, handler, flags, a0, a1, a2, a3, a4) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_RequestShort6(tm, rank, handler, flags, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_RequestShort7(tm, rank, handler, flags, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_RequestShort8(tm, rank, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_RequestShort9(tm, rank, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_RequestShort10(tm, rank, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_RequestShort11(tm, rank, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_RequestShort12(tm, rank, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_RequestShort13(tm, rank, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_RequestShort14(tm, rank, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_RequestShort15(tm, rank, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_RequestShort16(tm, rank, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_RequestShort(tm, rank, handler, flags, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))
#define gex_AM_RequestShort(tm, rank, handler, ...) \
    PSHMEX_AM_CAT_(gex_AM_RequestShort, PSHMEX_AM_NARGS_(__VA_ARGS__))(tm, rank, handler, __VA_ARGS__)

/* gex_AM_RequestMedium[0..16](tm, rank, handler, src, nbytes, lc_opt, flags [, a0 ...]) */
#define gex_AM_RequestMedium0(tm, rank, handler, src, nbytes, lc_opt, flags) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 0u)
#define gex_AM_RequestMedium1(tm, rank, handler, src, nbytes, lc_opt, flags, a0) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 1u, (gex_AM_Arg_t)(a0))
#define gex_AM_RequestMedium2(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 2u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_RequestMedium3(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_RequestMedium4(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_RequestMedium5(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_RequestMedium6(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_RequestMedium7(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_RequestMedium8(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_RequestMedium9(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_RequestMedium10(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_RequestMedium11(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_RequestMedium12(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_RequestMedium13(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_RequestMedium14(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_RequestMedium15(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_RequestMedium16(tm, rank, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, flags, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))
#define gex_AM_RequestMedium(tm, rank, handler, src, nbytes, lc_opt, ...) \
    PSHMEX_AM_CAT_(gex_AM_RequestMedium, PSHMEX_AM_NARGS_(__VA_ARGS__))(tm, rank, handler, src, nbytes, lc_opt, __VA_ARGS__)

/* gex_AM_RequestLong[0..16](tm, rank, handler, src, nbytes, dest, lc_opt, flags [, a0 ...]) */
#define gex_AM_RequestLong0(tm, rank, handler, src, nbytes, dest, lc_opt, flags) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 0u)
#define gex_AM_RequestLong1(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 1u, (gex_AM_Arg_t)(a0))
#define gex_AM_RequestLong2(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 2u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_RequestLong3(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_RequestLong4(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_RequestLong5(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_RequestLong6(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_RequestLong7(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_RequestLong8(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_RequestLong9(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_RequestLong10(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_RequestLong11(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_RequestLong12(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_RequestLong13(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_RequestLong14(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_RequestLong15(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_RequestLong16(tm, rank, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, flags, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))
#define gex_AM_RequestLong(tm, rank, handler, src, nbytes, dest, lc_opt, ...) \
    PSHMEX_AM_CAT_(gex_AM_RequestLong, PSHMEX_AM_NARGS_(__VA_ARGS__))(tm, rank, handler, src, nbytes, dest, lc_opt, __VA_ARGS__)

/* gex_AM_ReplyShort[0..16](token, handler, flags [, a0 ...]) */
#define gex_AM_ReplyShort0(token, handler, flags) \
    pshmex_AM_ReplyShort0(token, handler, flags)
#define gex_AM_ReplyShort1(token, handler, flags, a0) \
    pshmex_AM_ReplyShort1(token, handler, flags, (gex_AM_Arg_t)(a0))
#define gex_AM_ReplyShort2(token, handler, flags, a0, a1) \
    pshmex_AM_ReplyShort2(token, handler, flags, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_ReplyShort3(token, handler, flags, a0, a1, a2) \
    pshmex_AM_ReplyShort(token, handler, flags, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_ReplyShort4(token, handler, flags, a0, a1, a2, a3) \
    pshmex_AM_ReplyShort(token, handler, flags, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_ReplyShort5(token, handler, flags, a0, a1, a2, a3, a4) \
    pshmex_AM_ReplyShort(token, handler, flags, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_ReplyShort6(token, handler, flags, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_ReplyShort(token, handler, flags, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_ReplyShort7(token, handler, flags, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_ReplyShort(token, handler, flags, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_ReplyShort8(token, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_ReplyShort(token, handler, flags, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_ReplyShort9(token, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_ReplyShort(token, handler, flags, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_ReplyShort10(token, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_ReplyShort(token, handler, flags, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_ReplyShort11(token, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_ReplyShort(token, handler, flags, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_ReplyShort12(token, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_ReplyShort(token, handler, flags, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_ReplyShort13(token, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_ReplyShort(token, handler, flags, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_ReplyShort14(token, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_ReplyShort(token, handler, flags, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_ReplyShort15(token, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_ReplyShort(token, handler, flags, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_ReplyShort16(token, handler, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_ReplyShort(token, handler, flags, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))
#define gex_AM_ReplyShort(token, handler, ...) \
    PSHMEX_AM_CAT_(gex_AM_ReplyShort, PSHMEX_AM_NARGS_(__VA_ARGS__))(token, handler, __VA_ARGS__)

/* gex_AM_ReplyMedium[0..16](token, handler, src, nbytes, lc_opt, flags [, a0 ...]) */
#define gex_AM_ReplyMedium0(token, handler, src, nbytes, lc_opt, flags) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 0u)
#define gex_AM_ReplyMedium1(token, handler, src, nbytes, lc_opt, flags, a0) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 1u, (gex_AM_Arg_t)(a0))
#define gex_AM_ReplyMedium2(token, handler, src, nbytes, lc_opt, flags, a0, a1) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 2u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_ReplyMedium3(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_ReplyMedium4(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_ReplyMedium5(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_ReplyMedium6(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_ReplyMedium7(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_ReplyMedium8(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_ReplyMedium9(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_ReplyMedium10(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_ReplyMedium11(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_ReplyMedium12(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_ReplyMedium13(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_ReplyMedium14(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_ReplyMedium15(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_ReplyMedium16(token, handler, src, nbytes, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, flags, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))
#define gex_AM_ReplyMedium(token, handler, src, nbytes, lc_opt, ...) \
    PSHMEX_AM_CAT_(gex_AM_ReplyMedium, PSHMEX_AM_NARGS_(__VA_ARGS__))(token, handler, src, nbytes, lc_opt, __VA_ARGS__)

/* gex_AM_ReplyLong[0..16](token, handler, src, nbytes, dest, lc_opt, flags [, a0 ...]) */
#define gex_AM_ReplyLong0(token, handler, src, nbytes, dest, lc_opt, flags) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 0u)
#define gex_AM_ReplyLong1(token, handler, src, nbytes, dest, lc_opt, flags, a0) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 1u, (gex_AM_Arg_t)(a0))
#define gex_AM_ReplyLong2(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 2u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_ReplyLong3(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_ReplyLong4(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_ReplyLong5(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_ReplyLong6(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_ReplyLong7(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_ReplyLong8(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_ReplyLong9(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_ReplyLong10(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_ReplyLong11(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_ReplyLong12(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_ReplyLong13(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_ReplyLong14(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_ReplyLong15(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_ReplyLong16(token, handler, src, nbytes, dest, lc_opt, flags, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, flags, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))
#define gex_AM_ReplyLong(token, handler, src, nbytes, dest, lc_opt, ...) \
    PSHMEX_AM_CAT_(gex_AM_ReplyLong, PSHMEX_AM_NARGS_(__VA_ARGS__))(token, handler, src, nbytes, dest, lc_opt, __VA_ARGS__)

/* gex_AM_CommitRequestMedium[0..16](sd, handler, nbytes [, a0 ...]) */
#define gex_AM_CommitRequestMedium0(sd, handler, nbytes) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 0u)
#define gex_AM_CommitRequestMedium1(sd, handler, nbytes, a0) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 1u, (gex_AM_Arg_t)(a0))
#define gex_AM_CommitRequestMedium2(sd, handler, nbytes, a0, a1) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 2u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_CommitRequestMedium3(sd, handler, nbytes, a0, a1, a2) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_CommitRequestMedium4(sd, handler, nbytes, a0, a1, a2, a3) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_CommitRequestMedium5(sd, handler, nbytes, a0, a1, a2, a3, a4) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_CommitRequestMedium6(sd, handler, nbytes, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_CommitRequestMedium7(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_CommitRequestMedium8(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_CommitRequestMedium9(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_CommitRequestMedium10(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_CommitRequestMedium11(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_CommitRequestMedium12(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_CommitRequestMedium13(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_CommitRequestMedium14(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_CommitRequestMedium15(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_CommitRequestMedium16(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_CommitRequestMedium(sd, handler, nbytes, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))
#define gex_AM_CommitRequestMedium(sd, handler, ...) \
    PSHMEX_AM_CAT_(gex_AM_CommitRequestMedium, PSHMEX_AM_NARGS_(__VA_ARGS__))(sd, handler, __VA_ARGS__)

/* gex_AM_CommitReplyMedium[0..16](sd, handler, nbytes [, a0 ...]) */
#define gex_AM_CommitReplyMedium0(sd, handler, nbytes) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 0u)
#define gex_AM_CommitReplyMedium1(sd, handler, nbytes, a0) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 1u, (gex_AM_Arg_t)(a0))
#define gex_AM_CommitReplyMedium2(sd, handler, nbytes, a0, a1) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 2u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_CommitReplyMedium3(sd, handler, nbytes, a0, a1, a2) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_CommitReplyMedium4(sd, handler, nbytes, a0, a1, a2, a3) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_CommitReplyMedium5(sd, handler, nbytes, a0, a1, a2, a3, a4) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_CommitReplyMedium6(sd, handler, nbytes, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_CommitReplyMedium7(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_CommitReplyMedium8(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_CommitReplyMedium9(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_CommitReplyMedium10(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_CommitReplyMedium11(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_CommitReplyMedium12(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_CommitReplyMedium13(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_CommitReplyMedium14(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_CommitReplyMedium15(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_CommitReplyMedium16(sd, handler, nbytes, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_CommitReplyMedium(sd, handler, nbytes, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))
#define gex_AM_CommitReplyMedium(sd, handler, ...) \
    PSHMEX_AM_CAT_(gex_AM_CommitReplyMedium, PSHMEX_AM_NARGS_(__VA_ARGS__))(sd, handler, __VA_ARGS__)

/* gex_AM_CommitRequestLong[0..16](sd, handler, nbytes, dest [, a0 ...]) */
#define gex_AM_CommitRequestLong0(sd, handler, nbytes, dest) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 0u)
#define gex_AM_CommitRequestLong1(sd, handler, nbytes, dest, a0) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 1u, (gex_AM_Arg_t)(a0))
#define gex_AM_CommitRequestLong2(sd, handler, nbytes, dest, a0, a1) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 2u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_CommitRequestLong3(sd, handler, nbytes, dest, a0, a1, a2) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_CommitRequestLong4(sd, handler, nbytes, dest, a0, a1, a2, a3) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_CommitRequestLong5(sd, handler, nbytes, dest, a0, a1, a2, a3, a4) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_CommitRequestLong6(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_CommitRequestLong7(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_CommitRequestLong8(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_CommitRequestLong9(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_CommitRequestLong10(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_CommitRequestLong11(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_CommitRequestLong12(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_CommitRequestLong13(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_CommitRequestLong14(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_CommitRequestLong15(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_CommitRequestLong16(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_CommitRequestLong(sd, handler, nbytes, dest, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))
#define gex_AM_CommitRequestLong(sd, handler, nbytes, ...) \
    PSHMEX_AM_CAT_(gex_AM_CommitRequestLong, PSHMEX_AM_NARGS_(__VA_ARGS__))(sd, handler, nbytes, __VA_ARGS__)

/* gex_AM_CommitReplyLong[0..16](sd, handler, nbytes, dest [, a0 ...]) */
#define gex_AM_CommitReplyLong0(sd, handler, nbytes, dest) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 0u)
#define gex_AM_CommitReplyLong1(sd, handler, nbytes, dest, a0) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 1u, (gex_AM_Arg_t)(a0))
#define gex_AM_CommitReplyLong2(sd, handler, nbytes, dest, a0, a1) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 2u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1))
#define gex_AM_CommitReplyLong3(sd, handler, nbytes, dest, a0, a1, a2) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 3u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2))
#define gex_AM_CommitReplyLong4(sd, handler, nbytes, dest, a0, a1, a2, a3) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 4u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3))
#define gex_AM_CommitReplyLong5(sd, handler, nbytes, dest, a0, a1, a2, a3, a4) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 5u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4))
#define gex_AM_CommitReplyLong6(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 6u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5))
#define gex_AM_CommitReplyLong7(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 7u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6))
#define gex_AM_CommitReplyLong8(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 8u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7))
#define gex_AM_CommitReplyLong9(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 9u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8))
#define gex_AM_CommitReplyLong10(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 10u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9))
#define gex_AM_CommitReplyLong11(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 11u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10))
#define gex_AM_CommitReplyLong12(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 12u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11))
#define gex_AM_CommitReplyLong13(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 13u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12))
#define gex_AM_CommitReplyLong14(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 14u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13))
#define gex_AM_CommitReplyLong15(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 15u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14))
#define gex_AM_CommitReplyLong16(sd, handler, nbytes, dest, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) \
    pshmex_AM_CommitReplyLong(sd, handler, nbytes, dest, 16u, (gex_AM_Arg_t)(a0), (gex_AM_Arg_t)(a1), (gex_AM_Arg_t)(a2), (gex_AM_Arg_t)(a3), (gex_AM_Arg_t)(a4), (gex_AM_Arg_t)(a5), (gex_AM_Arg_t)(a6), (gex_AM_Arg_t)(a7), (gex_AM_Arg_t)(a8), (gex_AM_Arg_t)(a9), (gex_AM_Arg_t)(a10), (gex_AM_Arg_t)(a11), (gex_AM_Arg_t)(a12), (gex_AM_Arg_t)(a13), (gex_AM_Arg_t)(a14), (gex_AM_Arg_t)(a15))
#define gex_AM_CommitReplyLong(sd, handler, nbytes, ...) \
    PSHMEX_AM_CAT_(gex_AM_CommitReplyLong, PSHMEX_AM_NARGS_(__VA_ARGS__))(sd, handler, nbytes, __VA_ARGS__)

/* clang-format on */
#endif /* _PSHMEX_AM_FORMS_H */
