#!/bin/bash
# headers.sh: the public headers as clients compile them (issues #14, #20, #23).
#  - every public header alone, as C11 and as C++17, with
#    -Wall -Wextra -Wshadow -pedantic -Werror;
#  - #20: t_headers_if.c (its #if checks generated from headers_if.list by
#    gen_headers_if.sh) evaluates every GEX_FLAG/DT/OP/EP_CAPABILITY/TI/EC,
#    GASNET_ERR_*, barrier/coll/wait flag and limit macro in #if and checks
#    its C type; it must list every such macro the headers define;
#  - #23: a client that includes only <gasnet.h> (and one with only
#    <gasnetex.h>, and one with only <gasnet_tools.h>) and uses the common
#    names of <unistd.h>, <stdio.h>, <stdlib.h>, <string.h>, <inttypes.h>,
#    <stdint.h>, <stddef.h>, <limits.h>, <errno.h>, <sched.h> and PATH_MAX
#    compiles with -std=c11 -Werror=implicit-function-declaration
#    and as C++17.
#  - every form of <gasnet_handler.h> expanded in C11 and C++17
#    (handler_macros.c);
#  - the AM limits that do not depend on the job (gasnet_AMMaxArgs/Medium,
#    gex_AM_MaxArgs, gex_AM_LUB*Medium) are constant expressions, as in the
#    reference's conduits (am_limits_const.c).
. "$(dirname "$0")/../lib.sh"

top=$(cd "$TESTS_LIB_DIR/.." && pwd)
inc=$top/include
core=$top/tests/core
# CC may carry flags (make exports e.g. "gcc -std=gnu11"): used unquoted
cc=${CC:-cc}
cxx=${CXX:-c++}
strict="-Wall -Wextra -Wshadow -pedantic -Werror"

# compile NAME LANGUAGE-FLAGS... : compile stdin-less source given as the
# last arguments; output kept in $WORK/NAME.err
compile() {
    local name=$1
    shift
    if "$@" >"$WORK/$name.err" 2>&1; then
        return 0
    fi
    diag_file "$WORK/$name.err" 15
    return 1
}

for h in gasnet_fwd gasnetex gasnet gasnet_coll gasnet_mk gasnet_vis gasnet_ratomic gasnet_handler; do
    flags=$strict
    printf '#include <%s.h>\nint pshmex_header_probe;\n' "$h" >"$WORK/alone_$h.c"
    check "<$h.h> alone compiles as C11 ($flags)" \
        compile "c_$h" $cc -std=c11 $flags -I"$inc" -c "$WORK/alone_$h.c" -o "$WORK/alone_$h.o"
    check "<$h.h> alone compiles as C++17 ($flags)" \
        compile "cxx_$h" $cxx -std=c++17 -x c++ $flags -I"$inc" -c "$WORK/alone_$h.c" \
        -o "$WORK/alone_${h}_cxx.o"
done

# #20: every flag/code/limit macro evaluated in #if
# (t_headers_if_gen.h, the #if checks, is generated from headers_if.list)
if sh "$core/gen_headers_if.sh" "$core/headers_if.list" >"$WORK/t_headers_if_gen.h" &&
    compile if_c $cc -std=c11 $strict -I"$inc" -I"$WORK" "$core/t_headers_if.c" -o "$WORK/t_headers_if"; then
    pass "t_headers_if.c compiles: every listed macro is usable in #if and has its C type"
    "$WORK/t_headers_if" >"$WORK/if.out" 2>&1
    rc=$?
    is "$rc" 0 "t_headers_if: #if and C agree on every value ($(grep -c '^ok' "$WORK/if.out") checks)"
    [ "$rc" = 0 ] || diag_file "$WORK/if.out" 20
else
    fail "t_headers_if.c compiles: every listed macro is usable in #if and has its C type"
fi
missing=
for m in $(grep -hoE '^#define (GEX_(FLAG|DT|OP|EP_CAPABILITY|TI|EC)_[A-Z0-9_]+|GASNET_ERR_[A-Z_]+|GASNET_BARRIERFLAG_[A-Z]+|GASNET_WAIT_[A-Z]+|GASNET_COLL_[A-Z_]+)( |$)' \
    "$inc"/*.h | awk '{print $2}' | sort -u); do
    case $m in GEX_OP_TO_*|GASNET_COLL_INVALID_HANDLE) continue ;; esac
    grep -q "^$m " "$core/headers_if.list" || missing="$missing $m"
done
is "$missing" "" "headers_if.list (t_headers_if.c) checks every flag/code macro the headers define"

# #23: only one GASNet header, the standard names still declared
for h in gasnet gasnetex gasnet_tools; do
    check "a client including only <$h.h> uses the standard names (C11, implicit declarations are errors)" \
        compile "std_c_$h" $cc -std=c11 $strict -Werror=implicit-function-declaration -I"$inc" \
        -c "$core/std_only_$h.c" -o "$WORK/std_$h.o"
    check "a client including only <$h.h> uses the standard names (C++17)" \
        compile "std_cxx_$h" $cxx -std=c++17 -x c++ $strict -I"$inc" \
        -c "$core/std_only_$h.c" -o "$WORK/std_${h}_cxx.o"
done

# #14: what a GASNet-EX client reaches through <gasnetex.h> alone
check "a client including only <gasnetex.h> reaches gasnet_AMPoll, GASNET_BLOCKUNTIL, BarrierBlocking, NPAM _v2/Cancel (C11)" \
    compile ex_c $cc -std=c11 $strict -Werror=implicit-function-declaration -I"$inc" \
    -c "$core/ex_only_names.c" -o "$WORK/ex_only.o"
check "a client including only <gasnetex.h> reaches the same names (C++17)" \
    compile ex_cxx $cxx -std=c++17 -x c++ $strict -I"$inc" -c "$core/ex_only_names.c" \
    -o "$WORK/ex_only_cxx.o"
# every form of <gasnet_handler.h>, expanded as C11 and as C++17
check "<gasnet_handler.h>: every macro form expands cleanly (C11, $strict)" \
    compile handler_c $cc -std=c11 $strict -I"$inc" -c "$core/handler_macros.c" -o "$WORK/hm.o"
check "<gasnet_handler.h>: every macro form expands cleanly (C++17, $strict)" \
    compile handler_cxx $cxx -std=c++17 -x c++ $strict -I"$inc" -c "$core/handler_macros.c" \
    -o "$WORK/hm_cxx.o"

# the job-independent AM limits are constant expressions (arrays, C++ members)
check "gasnet_AMMaxArgs/Medium, gex_AM_MaxArgs and gex_AM_LUB*Medium are constant expressions (C11)" \
    compile limits_c $cc -std=c11 $strict -I"$inc" -c "$core/am_limits_const.c" -o "$WORK/limits.o"
check "the same limits initialize C++ static const members (C++17)" \
    compile limits_cxx $cxx -std=c++17 -x c++ $strict -I"$inc" -c "$core/am_limits_const.c" \
    -o "$WORK/limits_cxx.o"
printf '#define GASNET_SEQ 1\n#include <gasnetex.h>\nint seq_one[gex_System_QueryMaxThreads() == 1 ? 1 : -1];\n' \
    >"$WORK/seq_one.c"
check "gex_System_QueryMaxThreads() is the constant 1 in a GASNET_SEQ client" \
    compile seq_one $cc -std=c11 $strict -I"$inc" -c "$WORK/seq_one.c" -o "$WORK/seq_one.o"

done_testing
