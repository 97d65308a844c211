#!/bin/bash
# init_flags.sh: the primordial endpoint and team return the flags the
# client was created with from gex_EP_QueryFlags / gex_TM_QueryFlags, as
# gex_Client_QueryFlags does: 0, GEX_FLAG_USES_GASNET1 passed to
# gex_Client_Init, and GEX_FLAG_USES_GASNET1 from gasnet_init (t_init_flags
# ex0, ex1, legacy), each at 1 and 2 ranks.
. "$(dirname "$0")/../lib.sh"
T_INIT_FLAGS=$TESTS_BUILDDIR/core/t_init_flags
require_built "$PSHMRUN" "$T_INIT_FLAGS"

snapshot
for mode in ex0 ex1 legacy; do
    for n in 1 2; do
        tap_job "$mode$n" "pshmrun -n $n t_init_flags $mode" 60 "$PSHMRUN" -n "$n" "$T_INIT_FLAGS" "$mode"
    done
done
is "$(new_leftovers)" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"
done_testing
