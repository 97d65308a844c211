/*
 * gasnet_config.h -- pshmex: the sizes of the C types as literal numbers
 * (SIZEOF_VOID_P, SIZEOF_LONG, ...), for preprocessor tests such as
 * "#if SIZEOF_VOID_P == 8".
 *
 * The reference's configure writes a header of this name. Its gasnetex.h
 * and gasnet_tools.h include it, so every GASNet client sees these names,
 * and some clients include it themselves. Here gasnetex.h and
 * gasnet_tools.h include it too, and a client may include it before or
 * after them. A client's own autoconf header often defines the same
 * names: each is defined here only if it is not defined yet, and as a
 * literal number, so a later identical definition draws no warning.
 * Preprocessor definitions only; usable from C and C++.
 */
#ifndef _PSHMEX_GASNET_CONFIG_H
#define _PSHMEX_GASNET_CONFIG_H

#if !defined(__SIZEOF_POINTER__) || !defined(__SIZEOF_LONG__) || !defined(__SIZEOF_LONG_DOUBLE__)
#error "gasnet_config.h: needs the compiler's __SIZEOF_POINTER__ and the like (GCC, Clang)"
#endif

#ifndef SIZEOF_CHAR
#define SIZEOF_CHAR 1
#endif
#ifndef SIZEOF__BOOL
#define SIZEOF__BOOL 1
#endif
#ifndef SIZEOF_SHORT
#define SIZEOF_SHORT 2
#endif
#ifndef SIZEOF_INT
#define SIZEOF_INT 4
#endif
#ifndef SIZEOF_LONG_LONG
#define SIZEOF_LONG_LONG 8
#endif
#ifndef SIZEOF_FLOAT
#define SIZEOF_FLOAT 4
#endif
#ifndef SIZEOF_DOUBLE
#define SIZEOF_DOUBLE 8
#endif
#ifndef SIZEOF_FLOAT__COMPLEX
#define SIZEOF_FLOAT__COMPLEX 8
#endif

/* Those that depend on the data model (LP64 or ILP32) and the ABI. */
#if __SIZEOF_POINTER__ == 8
#ifndef SIZEOF_VOID_P
#define SIZEOF_VOID_P 8
#endif
#ifndef SIZEOF_SIZE_T
#define SIZEOF_SIZE_T 8
#endif
#ifndef SIZEOF_PTRDIFF_T
#define SIZEOF_PTRDIFF_T 8
#endif
#else
#ifndef SIZEOF_VOID_P
#define SIZEOF_VOID_P 4
#endif
#ifndef SIZEOF_SIZE_T
#define SIZEOF_SIZE_T 4
#endif
#ifndef SIZEOF_PTRDIFF_T
#define SIZEOF_PTRDIFF_T 4
#endif
#endif
#if !defined(SIZEOF_LONG) && __SIZEOF_LONG__ == 8
#define SIZEOF_LONG 8
#elif !defined(SIZEOF_LONG)
#define SIZEOF_LONG 4
#endif
#if !defined(SIZEOF_LONG_DOUBLE) && __SIZEOF_LONG_DOUBLE__ == 16
#define SIZEOF_LONG_DOUBLE 16
#elif !defined(SIZEOF_LONG_DOUBLE) && __SIZEOF_LONG_DOUBLE__ == 12
#define SIZEOF_LONG_DOUBLE 12
#elif !defined(SIZEOF_LONG_DOUBLE)
#define SIZEOF_LONG_DOUBLE 8
#endif

#endif
