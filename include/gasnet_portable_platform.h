/*
 * gasnet_portable_platform.h -- pshmex: compiler, OS and architecture
 * identification (PLATFORM_COMPILER_*, PLATFORM_OS_*, PLATFORM_ARCH_*).
 *
 * The names the reference installs under this file name, which clients
 * include directly (e.g. Caffeine) or get through gasnet_tools.h (and so
 * through gasnetex.h and gasnet.h). Preprocessor definitions only; usable
 * from C and C++, with or without the rest of GASNet.
 */
#ifndef _PSHMEX_PORTABLE_PLATFORM_H
#define _PSHMEX_PORTABLE_PLATFORM_H

#define _PSHMEX_PLATFORM_STR_(_x) #_x
#define _PSHMEX_PLATFORM_STR(_x)  _PSHMEX_PLATFORM_STR_(_x)

/* As the reference's gasnet_portable_platform.h names them: the family
 * (ids 1 GNU, 19 Clang), its C or C++ compiler, the version, and version
 * comparisons that clients write as "#if PLATFORM_COMPILER_VERSION_GE(12,0,0)". */
/** A version triple encoded as PLATFORM_COMPILER_VERSION encodes it. */
#define PLATFORM_COMPILER_VERSION_INT(_maj, _min, _pat) (((_maj) << 16) | ((_min) << 8) | (_pat))
#if defined(__clang__)
#define PLATFORM_COMPILER_CLANG      1
#define PLATFORM_COMPILER_FAMILYNAME CLANG
#define PLATFORM_COMPILER_FAMILYID   19
#ifdef __cplusplus
#define PLATFORM_COMPILER_CLANG_CXX 1
#else
#define PLATFORM_COMPILER_CLANG_C 1
#endif
#define PLATFORM_COMPILER_VERSION                                                                  \
    PLATFORM_COMPILER_VERSION_INT(__clang_major__, __clang_minor__, __clang_patchlevel__)
#define PLATFORM_COMPILER_VERSION_STR                                                              \
    _PSHMEX_PLATFORM_STR(__clang_major__)                                                          \
    "." _PSHMEX_PLATFORM_STR(__clang_minor__) "." _PSHMEX_PLATFORM_STR(__clang_patchlevel__)
#elif defined(__GNUC__)
#define PLATFORM_COMPILER_GNU        1
#define PLATFORM_COMPILER_FAMILYNAME GNU
#define PLATFORM_COMPILER_FAMILYID   1
#ifdef __cplusplus
#define PLATFORM_COMPILER_GNU_CXX 1
#else
#define PLATFORM_COMPILER_GNU_C 1
#endif
#define PLATFORM_COMPILER_VERSION                                                                  \
    PLATFORM_COMPILER_VERSION_INT(__GNUC__, __GNUC_MINOR__, __GNUC_PATCHLEVEL__)
#define PLATFORM_COMPILER_VERSION_STR                                                              \
    _PSHMEX_PLATFORM_STR(__GNUC__)                                                                 \
    "." _PSHMEX_PLATFORM_STR(__GNUC_MINOR__) "." _PSHMEX_PLATFORM_STR(__GNUC_PATCHLEVEL__)
#else
#error "gasnet_portable_platform.h (pshmex) needs GCC or Clang"
#endif
/** Non-zero iff the compiler's version is >, >=, ==, <=, < maj.min.pat. */
#define PLATFORM_COMPILER_VERSION_GT(_maj, _min, _pat)                                             \
    (PLATFORM_COMPILER_VERSION > PLATFORM_COMPILER_VERSION_INT(_maj, _min, _pat))
#define PLATFORM_COMPILER_VERSION_GE(_maj, _min, _pat)                                             \
    (PLATFORM_COMPILER_VERSION >= PLATFORM_COMPILER_VERSION_INT(_maj, _min, _pat))
#define PLATFORM_COMPILER_VERSION_EQ(_maj, _min, _pat)                                             \
    (PLATFORM_COMPILER_VERSION == PLATFORM_COMPILER_VERSION_INT(_maj, _min, _pat))
#define PLATFORM_COMPILER_VERSION_LE(_maj, _min, _pat)                                             \
    (PLATFORM_COMPILER_VERSION <= PLATFORM_COMPILER_VERSION_INT(_maj, _min, _pat))
#define PLATFORM_COMPILER_VERSION_LT(_maj, _min, _pat)                                             \
    (PLATFORM_COMPILER_VERSION < PLATFORM_COMPILER_VERSION_INT(_maj, _min, _pat))
/* The language level of the language being compiled; the other one's
 * macro is left undefined. */
#if defined(__cplusplus)
#define PLATFORM_COMPILER_CXX_LANGLVL __cplusplus
#else
#define PLATFORM_COMPILER_C_LANGLVL __STDC_VERSION__
#endif
/** Compiler identification: family, version and language level. */
#define PLATFORM_COMPILER_IDSTR                                                                    \
    _PSHMEX_PLATFORM_STR(PLATFORM_COMPILER_FAMILYNAME)                                             \
    "|" PLATFORM_COMPILER_VERSION_STR "|" __VERSION__
/** The family, told apart for C and C++ (10000 + the family in C++). */
#ifdef __cplusplus
#define PLATFORM_COMPILER_ID (10000 + PLATFORM_COMPILER_FAMILYID)
#else
#define PLATFORM_COMPILER_ID PLATFORM_COMPILER_FAMILYID
#endif

#if defined(__linux__)
#define PLATFORM_OS_LINUX      1
#define PLATFORM_OS_FAMILYNAME LINUX
#else
#error "pshmex runs on Linux only"
#endif

#if defined(__x86_64__)
#define PLATFORM_ARCH_X86_64     1
#define PLATFORM_ARCH_FAMILYNAME X86_64
#elif defined(__aarch64__)
#define PLATFORM_ARCH_AARCH64    1
#define PLATFORM_ARCH_FAMILYNAME AARCH64
#elif defined(__i386__)
#define PLATFORM_ARCH_X86        1
#define PLATFORM_ARCH_FAMILYNAME X86
#elif defined(__powerpc64__)
#define PLATFORM_ARCH_POWERPC    1
#define PLATFORM_ARCH_FAMILYNAME POWERPC
#else
#define PLATFORM_ARCH_UNKNOWN    1
#define PLATFORM_ARCH_FAMILYNAME UNKNOWN
#endif
#if __SIZEOF_POINTER__ == 8
#define PLATFORM_ARCH_64 1
#else
#define PLATFORM_ARCH_32 1
#endif
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define PLATFORM_ARCH_LITTLE_ENDIAN 1
#else
#define PLATFORM_ARCH_BIG_ENDIAN 1
#endif

#endif /* _PSHMEX_PORTABLE_PLATFORM_H */
