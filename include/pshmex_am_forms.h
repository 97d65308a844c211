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
#define PSHMEX_AM_NARGS_PICK_(_x, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, \
                              _a15, _n, ...) _n
#define PSHMEX_AM_CAT_(_a, _b) PSHMEX_AM_CAT2_(_a, _b)
#define PSHMEX_AM_CAT2_(_a, _b) _a##_b


/* gex_AM_RequestShort[0..16](tm, rank, handler, flags [, a0 ...]) */
#define gex_AM_RequestShort0(_tm, _rank, _handler, _flags) \
    pshmex_AM_RequestShort0(_tm, _rank, _handler, _flags)
#define gex_AM_RequestShort1(_tm, _rank, _handler, _flags, _a0) \
    pshmex_AM_RequestShort1(_tm, _rank, _handler, _flags, (gex_AM_Arg_t)(_a0))
#define gex_AM_RequestShort2(_tm, _rank, _handler, _flags, _a0, _a1) \
    pshmex_AM_RequestShort2(_tm, _rank, _handler, _flags, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_RequestShort3(_tm, _rank, _handler, _flags, _a0, _a1, _a2) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_RequestShort4(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_RequestShort5(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_RequestShort6(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_RequestShort7(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_RequestShort8(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_RequestShort9(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_RequestShort10(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_RequestShort11(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_RequestShort12(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_RequestShort13(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_RequestShort14(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_RequestShort15(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_RequestShort16(_tm, _rank, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_RequestShort(_tm, _rank, _handler, _flags, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))
#define gex_AM_RequestShort(_tm, _rank, _handler, ...) \
    PSHMEX_AM_CAT_(gex_AM_RequestShort, PSHMEX_AM_NARGS_(__VA_ARGS__))(_tm, _rank, _handler, __VA_ARGS__)

/* gex_AM_RequestMedium[0..16](tm, rank, handler, src, nbytes, lc_opt, flags [, a0 ...]) */
#define gex_AM_RequestMedium0(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 0u)
#define gex_AM_RequestMedium1(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 1u, (gex_AM_Arg_t)(_a0))
#define gex_AM_RequestMedium2(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 2u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_RequestMedium3(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_RequestMedium4(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_RequestMedium5(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_RequestMedium6(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_RequestMedium7(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_RequestMedium8(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_RequestMedium9(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_RequestMedium10(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_RequestMedium11(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_RequestMedium12(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_RequestMedium13(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_RequestMedium14(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_RequestMedium15(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_RequestMedium16(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, _flags, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))
#define gex_AM_RequestMedium(_tm, _rank, _handler, _src, _nbytes, _lc_opt, ...) \
    PSHMEX_AM_CAT_(gex_AM_RequestMedium, PSHMEX_AM_NARGS_(__VA_ARGS__))(_tm, _rank, _handler, _src, _nbytes, _lc_opt, __VA_ARGS__)

/* gex_AM_RequestLong[0..16](tm, rank, handler, src, nbytes, dest, lc_opt, flags [, a0 ...]) */
#define gex_AM_RequestLong0(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 0u)
#define gex_AM_RequestLong1(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 1u, (gex_AM_Arg_t)(_a0))
#define gex_AM_RequestLong2(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 2u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_RequestLong3(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_RequestLong4(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_RequestLong5(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_RequestLong6(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_RequestLong7(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_RequestLong8(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_RequestLong9(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_RequestLong10(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_RequestLong11(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_RequestLong12(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_RequestLong13(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_RequestLong14(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_RequestLong15(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_RequestLong16(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))
#define gex_AM_RequestLong(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, ...) \
    PSHMEX_AM_CAT_(gex_AM_RequestLong, PSHMEX_AM_NARGS_(__VA_ARGS__))(_tm, _rank, _handler, _src, _nbytes, _dest, _lc_opt, __VA_ARGS__)

/* gex_AM_ReplyShort[0..16](token, handler, flags [, a0 ...]) */
#define gex_AM_ReplyShort0(_token, _handler, _flags) \
    pshmex_AM_ReplyShort0(_token, _handler, _flags)
#define gex_AM_ReplyShort1(_token, _handler, _flags, _a0) \
    pshmex_AM_ReplyShort1(_token, _handler, _flags, (gex_AM_Arg_t)(_a0))
#define gex_AM_ReplyShort2(_token, _handler, _flags, _a0, _a1) \
    pshmex_AM_ReplyShort2(_token, _handler, _flags, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_ReplyShort3(_token, _handler, _flags, _a0, _a1, _a2) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_ReplyShort4(_token, _handler, _flags, _a0, _a1, _a2, _a3) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_ReplyShort5(_token, _handler, _flags, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_ReplyShort6(_token, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_ReplyShort7(_token, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_ReplyShort8(_token, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_ReplyShort9(_token, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_ReplyShort10(_token, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_ReplyShort11(_token, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_ReplyShort12(_token, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_ReplyShort13(_token, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_ReplyShort14(_token, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_ReplyShort15(_token, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_ReplyShort16(_token, _handler, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_ReplyShort(_token, _handler, _flags, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))
#define gex_AM_ReplyShort(_token, _handler, ...) \
    PSHMEX_AM_CAT_(gex_AM_ReplyShort, PSHMEX_AM_NARGS_(__VA_ARGS__))(_token, _handler, __VA_ARGS__)

/* gex_AM_ReplyMedium[0..16](token, handler, src, nbytes, lc_opt, flags [, a0 ...]) */
#define gex_AM_ReplyMedium0(_token, _handler, _src, _nbytes, _lc_opt, _flags) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 0u)
#define gex_AM_ReplyMedium1(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 1u, (gex_AM_Arg_t)(_a0))
#define gex_AM_ReplyMedium2(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 2u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_ReplyMedium3(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_ReplyMedium4(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_ReplyMedium5(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_ReplyMedium6(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_ReplyMedium7(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_ReplyMedium8(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_ReplyMedium9(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_ReplyMedium10(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_ReplyMedium11(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_ReplyMedium12(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_ReplyMedium13(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_ReplyMedium14(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_ReplyMedium15(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_ReplyMedium16(_token, _handler, _src, _nbytes, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, _flags, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))
#define gex_AM_ReplyMedium(_token, _handler, _src, _nbytes, _lc_opt, ...) \
    PSHMEX_AM_CAT_(gex_AM_ReplyMedium, PSHMEX_AM_NARGS_(__VA_ARGS__))(_token, _handler, _src, _nbytes, _lc_opt, __VA_ARGS__)

/* gex_AM_ReplyLong[0..16](token, handler, src, nbytes, dest, lc_opt, flags [, a0 ...]) */
#define gex_AM_ReplyLong0(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 0u)
#define gex_AM_ReplyLong1(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 1u, (gex_AM_Arg_t)(_a0))
#define gex_AM_ReplyLong2(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 2u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_ReplyLong3(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_ReplyLong4(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_ReplyLong5(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_ReplyLong6(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_ReplyLong7(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_ReplyLong8(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_ReplyLong9(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_ReplyLong10(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_ReplyLong11(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_ReplyLong12(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_ReplyLong13(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_ReplyLong14(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_ReplyLong15(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_ReplyLong16(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, _flags, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))
#define gex_AM_ReplyLong(_token, _handler, _src, _nbytes, _dest, _lc_opt, ...) \
    PSHMEX_AM_CAT_(gex_AM_ReplyLong, PSHMEX_AM_NARGS_(__VA_ARGS__))(_token, _handler, _src, _nbytes, _dest, _lc_opt, __VA_ARGS__)

/* gex_AM_CommitRequestMedium[0..16](sd, handler, nbytes [, a0 ...]) */
#define gex_AM_CommitRequestMedium0(_sd, _handler, _nbytes) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 0u)
#define gex_AM_CommitRequestMedium1(_sd, _handler, _nbytes, _a0) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 1u, (gex_AM_Arg_t)(_a0))
#define gex_AM_CommitRequestMedium2(_sd, _handler, _nbytes, _a0, _a1) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 2u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_CommitRequestMedium3(_sd, _handler, _nbytes, _a0, _a1, _a2) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_CommitRequestMedium4(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_CommitRequestMedium5(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_CommitRequestMedium6(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_CommitRequestMedium7(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_CommitRequestMedium8(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_CommitRequestMedium9(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_CommitRequestMedium10(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_CommitRequestMedium11(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_CommitRequestMedium12(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_CommitRequestMedium13(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_CommitRequestMedium14(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_CommitRequestMedium15(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_CommitRequestMedium16(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_CommitRequestMedium(_sd, _handler, _nbytes, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))
#define gex_AM_CommitRequestMedium(_sd, _handler, ...) \
    PSHMEX_AM_CAT_(gex_AM_CommitRequestMedium, PSHMEX_AM_NARGS_(__VA_ARGS__))(_sd, _handler, __VA_ARGS__)

/* gex_AM_CommitReplyMedium[0..16](sd, handler, nbytes [, a0 ...]) */
#define gex_AM_CommitReplyMedium0(_sd, _handler, _nbytes) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 0u)
#define gex_AM_CommitReplyMedium1(_sd, _handler, _nbytes, _a0) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 1u, (gex_AM_Arg_t)(_a0))
#define gex_AM_CommitReplyMedium2(_sd, _handler, _nbytes, _a0, _a1) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 2u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_CommitReplyMedium3(_sd, _handler, _nbytes, _a0, _a1, _a2) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_CommitReplyMedium4(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_CommitReplyMedium5(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_CommitReplyMedium6(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_CommitReplyMedium7(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_CommitReplyMedium8(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_CommitReplyMedium9(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_CommitReplyMedium10(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_CommitReplyMedium11(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_CommitReplyMedium12(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_CommitReplyMedium13(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_CommitReplyMedium14(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_CommitReplyMedium15(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_CommitReplyMedium16(_sd, _handler, _nbytes, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_CommitReplyMedium(_sd, _handler, _nbytes, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))
#define gex_AM_CommitReplyMedium(_sd, _handler, ...) \
    PSHMEX_AM_CAT_(gex_AM_CommitReplyMedium, PSHMEX_AM_NARGS_(__VA_ARGS__))(_sd, _handler, __VA_ARGS__)

/* gex_AM_CommitRequestLong[0..16](sd, handler, nbytes, dest [, a0 ...]) */
#define gex_AM_CommitRequestLong0(_sd, _handler, _nbytes, _dest) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 0u)
#define gex_AM_CommitRequestLong1(_sd, _handler, _nbytes, _dest, _a0) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 1u, (gex_AM_Arg_t)(_a0))
#define gex_AM_CommitRequestLong2(_sd, _handler, _nbytes, _dest, _a0, _a1) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 2u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_CommitRequestLong3(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_CommitRequestLong4(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_CommitRequestLong5(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_CommitRequestLong6(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_CommitRequestLong7(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_CommitRequestLong8(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_CommitRequestLong9(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_CommitRequestLong10(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_CommitRequestLong11(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_CommitRequestLong12(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_CommitRequestLong13(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_CommitRequestLong14(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_CommitRequestLong15(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_CommitRequestLong16(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_CommitRequestLong(_sd, _handler, _nbytes, _dest, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))
#define gex_AM_CommitRequestLong(_sd, _handler, _nbytes, ...) \
    PSHMEX_AM_CAT_(gex_AM_CommitRequestLong, PSHMEX_AM_NARGS_(__VA_ARGS__))(_sd, _handler, _nbytes, __VA_ARGS__)

/* gex_AM_CommitReplyLong[0..16](sd, handler, nbytes, dest [, a0 ...]) */
#define gex_AM_CommitReplyLong0(_sd, _handler, _nbytes, _dest) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 0u)
#define gex_AM_CommitReplyLong1(_sd, _handler, _nbytes, _dest, _a0) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 1u, (gex_AM_Arg_t)(_a0))
#define gex_AM_CommitReplyLong2(_sd, _handler, _nbytes, _dest, _a0, _a1) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 2u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1))
#define gex_AM_CommitReplyLong3(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 3u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2))
#define gex_AM_CommitReplyLong4(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 4u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3))
#define gex_AM_CommitReplyLong5(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 5u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4))
#define gex_AM_CommitReplyLong6(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 6u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5))
#define gex_AM_CommitReplyLong7(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 7u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6))
#define gex_AM_CommitReplyLong8(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 8u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7))
#define gex_AM_CommitReplyLong9(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 9u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8))
#define gex_AM_CommitReplyLong10(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 10u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9))
#define gex_AM_CommitReplyLong11(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 11u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10))
#define gex_AM_CommitReplyLong12(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 12u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11))
#define gex_AM_CommitReplyLong13(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 13u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12))
#define gex_AM_CommitReplyLong14(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 14u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13))
#define gex_AM_CommitReplyLong15(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 15u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14))
#define gex_AM_CommitReplyLong16(_sd, _handler, _nbytes, _dest, _a0, _a1, _a2, _a3, _a4, _a5, _a6, _a7, _a8, _a9, _a10, _a11, _a12, _a13, _a14, _a15) \
    pshmex_AM_CommitReplyLong(_sd, _handler, _nbytes, _dest, 16u, (gex_AM_Arg_t)(_a0), (gex_AM_Arg_t)(_a1), (gex_AM_Arg_t)(_a2), (gex_AM_Arg_t)(_a3), (gex_AM_Arg_t)(_a4), (gex_AM_Arg_t)(_a5), (gex_AM_Arg_t)(_a6), (gex_AM_Arg_t)(_a7), (gex_AM_Arg_t)(_a8), (gex_AM_Arg_t)(_a9), (gex_AM_Arg_t)(_a10), (gex_AM_Arg_t)(_a11), (gex_AM_Arg_t)(_a12), (gex_AM_Arg_t)(_a13), (gex_AM_Arg_t)(_a14), (gex_AM_Arg_t)(_a15))
#define gex_AM_CommitReplyLong(_sd, _handler, _nbytes, ...) \
    PSHMEX_AM_CAT_(gex_AM_CommitReplyLong, PSHMEX_AM_NARGS_(__VA_ARGS__))(_sd, _handler, _nbytes, __VA_ARGS__)

/* clang-format on */
#endif /* _PSHMEX_AM_FORMS_H */
