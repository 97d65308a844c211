#!/bin/bash
# legacy.sh: the legacy GASNet collectives (gasnet_coll_* of gasnet_coll.h)
# over GASNET_TEAM_ALL and a split team: t_coll_legacy at 1..4 ranks, once
# without pshmrun, and over the tree alone (PSHMEX_COLL_FLAT=0) at 4 ranks.
. "$(dirname "$0")/../lib.sh"
T_COLL_LEGACY=$TESTS_BUILDDIR/coll/t_coll_legacy
require_built "$PSHMRUN" "$T_COLL_LEGACY"

snapshot
tap_job legacy0 "t_coll_legacy without pshmrun (a 1-rank job)" 60 "$T_COLL_LEGACY"
for n in 1 2 3 4; do
    tap_job "legacy$n" "pshmrun -n $n t_coll_legacy" 120 "$PSHMRUN" -n "$n" "$T_COLL_LEGACY"
done
tap_job legacytree "pshmrun -n 4 t_coll_legacy over the tree alone (PSHMEX_COLL_FLAT=0)" 120 \
    env PSHMEX_COLL_FLAT=0 "$PSHMRUN" -n 4 "$T_COLL_LEGACY"

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"
done_testing
