#!/bin/bash
# config_ident.sh: GASNET_CONFIG_STRING is "also embedded into the library
# itself such that it can be scanned for within a binary executable which
# is statically linked with GASNet" (GASNet-1 spec 1.8), in the form
# GASNet's tools scan for: "$GASNetConfig: (libpshmex) <string> $", where
# <string> is GASNET_CONFIG_STRING as a GASNET_PAR client compiles it (one
# thread-safe library serves clients of every thread mode).
#  - strings(1) finds that line, whole, in libpshmex.so and libpshmex.a;
#  - and in a client linked statically against libpshmex.a, also with
#    -Wl,--gc-sections (nothing refers to the string: it must be retained),
#    and the client runs;
#  - the name that holds it is not exported (exports.sh checks the rest).
. "$(dirname "$0")/../lib.sh"
top=${srcdir:-$_top}
inc=$top/include
lib=${PSHMEX_TOP_BUILDDIR:-$_top}/.libs
cc=${CC:-cc}

# the line a tool would read, from the installed header's own macro
cat >"$WORK/want.c" <<'C'
#define GASNET_PAR 1
#include <gasnetex.h>
int main(void)
{
    puts("$GASNetConfig: (libpshmex) " GASNET_CONFIG_STRING " $");
    return 0;
}
C
if ! $cc -std=gnu11 -I"$inc" "$WORK/want.c" -o "$WORK/want" 2>"$WORK/want.err"; then
    fail "the expected line (a GASNET_PAR client's GASNET_CONFIG_STRING) compiles"
    diag_file "$WORK/want.err" 10
    done_testing
fi
want=$("$WORK/want")
diag "want: $want"

# found NAME FILE: FILE holds the line $want exactly once
found() {
    local n
    n=$(strings -a "$2" | grep -cxF -- "$want")
    if [ "$n" = 1 ]; then
        pass "$1: strings finds the \$GASNetConfig line"
    else
        fail "$1: strings finds the \$GASNetConfig line $n times, want 1"
        strings -a "$2" | grep -F 'GASNetConfig' | head -n 3 | sed 's/^/#   /'
    fi
}

for f in libpshmex.so libpshmex.a; do
    if [ -f "$lib/$f" ]; then
        found "$f" "$lib/$f"
    else
        fail "$f: not built"
    fi
done

cat >"$WORK/client.c" <<'C'
#include <gasnetex.h>
int main(int argc, char **argv)
{
    gex_Client_t c;
    gex_EP_t ep;
    gex_TM_t tm;
    if (gex_Client_Init(&c, &ep, &tm, "IDENT", &argc, &argv, 0) != GASNET_OK)
        return 1;
    printf("ident client: rank %u of %u\n", (unsigned)gex_TM_QueryRank(tm),
           (unsigned)gex_TM_QuerySize(tm));
    return 0;
}
C
libs="$(pkg-config --libs hwloc 2>/dev/null || echo -lhwloc) -lnuma -ljemalloc -lpthread -lm"
for gc in "" "-Wl,--gc-sections"; do
    name="static client${gc:+ ($gc)}"
    exe=$WORK/client${gc:+_gc}
    if $cc -std=gnu11 $SAN_LINK -ffunction-sections -fdata-sections -I"$inc" "$WORK/client.c" \
        $gc "$lib/libpshmex.a" $libs -o "$exe" 2>"$WORK/link.err"; then
        found "$name" "$exe"
        run "${exe##*/}" 60 "$exe"
        if [ "$RC" = 0 ] && grep -qx 'ident client: rank 0 of 1' "$WORK/${exe##*/}.out"; then
            pass "$name runs (a 1-rank job)"
        else
            fail "$name runs (status $RC)"
            show "${exe##*/}"
        fi
    else
        fail "$name links against libpshmex.a"
        diag_file "$WORK/link.err" 10
    fi
done

if [ -f "$lib/libpshmex.so" ]; then
    exported=$(nm -D --defined-only "$lib/libpshmex.so" | awk '{print $NF}' | grep -ci 'ident')
    is "$exported" 0 "libpshmex.so exports no name for the string (it is only retained)"
fi
done_testing
