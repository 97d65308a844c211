#!/bin/bash
# exports.sh: the library exports only the API: every defined global symbol
# of libpshmex.so (dynamic table) and of libpshmex.a starts with gex_,
# gasnet_, gasnett_ or pshmex_; and a client that defines its own global
# named like one of the library's internals (core, pshm_job) links against
# libpshmex.a and runs.
. "$(dirname "$0")/../lib.sh"
lib=$PSHMEX_TOP_BUILDDIR/.libs
API='^(gex_|gasnet_|gasnett_|pshmex_)'
for f in "$lib/libpshmex.so" "$lib/libpshmex.a"; do
    if [ ! -f "$f" ]; then
        fail "${f##*/}: not built"
        continue
    fi
    if [ "${f##*.}" = so ]; then
        nm -D --defined-only "$f" | awk '{print $NF}' >"$WORK/syms"
    else
        nm -g --defined-only "$f" | awk 'NF == 3 {print $3}' >"$WORK/syms"
    fi
    # __odr_asan.*: AddressSanitizer's one-definition-rule markers (ASan builds)
    bad=$(grep -Ev "$API" "$WORK/syms" | grep -v '^__odr_asan' | sort -u)
    total=$(grep -c . "$WORK/syms")
    if [ -z "$bad" ] && [ "$total" -gt 50 ]; then
        pass "${f##*/}: all $total exported symbols are gex_/gasnet_/gasnett_/pshmex_"
    else
        fail "${f##*/}: $(grep -c . <<<"$bad") other exported symbol(s) (of $total): $(head -n 8 <<<"$bad" | tr '\n' ' ')"
    fi
done

# a static client with globals of its own named like library internals
cat >"$WORK/client.c" <<'C'
#include <gasnetex.h>
#include <stdio.h>
int core = 7;          /* names the library used internally */
long pshm_job = 8;
int am_tls = 9;
int main(int argc, char **argv)
{
    gex_Client_t c;
    gex_EP_t ep;
    gex_TM_t tm;
    if (gex_Client_Init(&c, &ep, &tm, "STATIC", &argc, &argv, 0) != GASNET_OK)
        return 1;
    printf("static client: rank %u of %u, core %d\n", (unsigned)gex_TM_QueryRank(tm),
           (unsigned)gex_TM_QuerySize(tm), core + (int)pshm_job + am_tls - 17);
    return 0;
}
C
if ${CC:-gcc} -std=gnu11 $SAN_LINK -I"$srcdir/include" "$WORK/client.c" "$lib/libpshmex.a" \
    $(pkg-config --libs hwloc 2>/dev/null || echo -lhwloc) -lnuma -ljemalloc -lpthread -lm \
    -o "$WORK/client" 2>"$WORK/link.err"; then
    pass "a client defining core, pshm_job and am_tls links statically against libpshmex.a"
    run static 60 "$WORK/client"
    if [ "$RC" = 0 ] && grep -q '^static client: rank 0 of 1, core 7$' "$WORK/static.out"; then
        pass "the static client runs (a 1-rank job) and keeps its own globals"
    else
        fail "the static client: status $RC"
        show static
    fi
else
    fail "a client defining core, pshm_job and am_tls does not link statically"
    diag_file "$WORK/link.err" 10
fi
done_testing
