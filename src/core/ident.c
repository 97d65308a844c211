/* ident.c - GASNET_CONFIG_STRING embedded in the library. GASNet-1 spec 1.8:
 * the string "is also embedded into the library itself such that it can
 * be scanned for within a binary executable which is statically linked
 * with GASNet"; GASNet's tools look for it as "$GASNetConfig: (lib) ... $".
 *
 * The library is built once, thread-safe, and serves clients of all three
 * thread modes: its own configuration is that of a PAR build. (The other
 * library sources include gasnetex.h with no mode, i.e. SEQ, and never
 * look at the mode.) */
#define GASNET_PAR 1
#include <gasnetex.h>

/* used: nothing refers to it; retain: --gc-sections in a static client
 * keeps it too. Static, so that it adds no exported name. */
#if defined(__has_attribute)
#if __has_attribute(retain)
#define IDENT_RETAIN __attribute__((retain))
#endif
#endif
#ifndef IDENT_RETAIN
#define IDENT_RETAIN
#endif

__attribute__((used)) IDENT_RETAIN static const char pshmex_ident_config[] =
    "$GASNetConfig: (libpshmex) " GASNET_CONFIG_STRING " $";
