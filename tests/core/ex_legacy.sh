#!/bin/bash
# ex_legacy.sh: a GASNet-EX client that includes only <gasnetex.h> reaches
# the legacy names the reference's gasnetex.h declares too:
# gasnet_getMaxLocalSegmentSize (spec 0.18 bounds gex_Segment_Attach's size
# with it), gasnet_getMaxGlobalSegmentSize, gasnet_getenv,
# gasnet_set_waitmode and GASNET_WAIT_*, gasnet_getSegmentInfo and
# gasnet_getNodeInfo with gasnet_seginfo_t / gasnet_nodeinfo_t.
#  - t_ex_legacy.c compiles as C11 with -Werror=implicit-function-declaration
#    (before, gcc 12 guessed int gasnet_getMaxLocalSegmentSize() and gcc 14
#    and clang 16 refused it) and as C++17;
#  - it links against libpshmex.so and, as a 1-rank job with
#    GASNET_MAX_SEGSIZE=5G, reads the maximum back whole (5 GiB does not
#    fit the int an undeclared call returns).
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN"
top=${srcdir:-$_top}
inc=$top/include
lib=${PSHMEX_TOP_BUILDDIR:-$_top}/.libs
src=$top/tests/core/t_ex_legacy.c
# CC may carry flags (make exports e.g. "gcc -std=gnu11"): used unquoted
cc=${CC:-cc}
cxx=${CXX:-c++}
strict="-Wall -Wextra -Wshadow -pedantic -Werror"

if $cc -std=c11 $strict -Werror=implicit-function-declaration -I"$inc" -c "$src" \
    -o "$WORK/t_ex_legacy.o" 2>"$WORK/cc.err"; then
    pass "t_ex_legacy.c (only <gasnetex.h>) compiles as C11, implicit declarations are errors"
else
    fail "t_ex_legacy.c (only <gasnetex.h>) compiles as C11, implicit declarations are errors"
    diag_file "$WORK/cc.err" 15
fi
if $cxx -std=c++17 -x c++ $strict -I"$inc" -c "$src" -o "$WORK/t_ex_legacy_cxx.o" \
    2>"$WORK/cxx.err"; then
    pass "t_ex_legacy.c (only <gasnetex.h>) compiles as C++17"
else
    fail "t_ex_legacy.c (only <gasnetex.h>) compiles as C++17"
    diag_file "$WORK/cxx.err" 15
fi

if [ ! -f "$WORK/t_ex_legacy.o" ]; then
    skip "t_ex_legacy links and runs" "it did not compile"
    done_testing
fi
if $cc $SAN_LINK "$WORK/t_ex_legacy.o" -L"$lib" -Wl,-rpath,"$lib" -lpshmex \
    -o "$WORK/t_ex_legacy" 2>"$WORK/link.err"; then
    pass "t_ex_legacy links against libpshmex.so"
else
    fail "t_ex_legacy links against libpshmex.so"
    diag_file "$WORK/link.err" 10
    done_testing
fi

# Above 4 GiB where uintptr_t holds it (the maximum is only reported: no
# segment that large is made); 1 GiB on a 32-bit build.
if [ "$(getconf LONG_BIT)" -ge 64 ]; then
    seg=5368709120 segtext=5G
else
    seg=1073741824 segtext=1G
fi
snapshot
tap_job run "pshmrun -n 1 t_ex_legacy with GASNET_MAX_SEGSIZE=$segtext" 60 \
    env GASNET_MAX_SEGSIZE=$segtext T_EX_LEGACY=yes "$PSHMRUN" -n 1 "$WORK/t_ex_legacy" "$seg"
is "$(new_leftovers)" "" "nothing left in /dev/shm or /tmp/pshm* after the job"
done_testing
