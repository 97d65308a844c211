#!/bin/bash
# subteams.sh: t_coll_subteams (issue #19): gex_TM_Create where some ranks
# join no team (numargs 0: the other arguments are ignored, new_tms gets
# GEX_TM_INVALID), over the primordial and over a non-primordial parent;
# segments and RMA through a permuted subteam. Job sizes 1 2 3 4 8, without
# pshmrun (a 1-rank job), and with another seed.
. "$(dirname "$0")/../lib.sh"
T_COLL_SUBTEAMS=$TESTS_BUILDDIR/coll/t_coll_subteams
require_built "$PSHMRUN" "$T_COLL_SUBTEAMS"

if [ "$SCALE" = 1 ]; then small="1 2 3 4 8"; else small="1 2"; fi

snapshot
tap_job subteams0 "t_coll_subteams without pshmrun (a 1-rank job)" 60 "$T_COLL_SUBTEAMS"
for n in $small; do
    tap_job "subteams$n" "pshmrun -n $n t_coll_subteams" 60 "$PSHMRUN" -n "$n" "$T_COLL_SUBTEAMS"
done
tap_job subteamsseed "pshmrun -n 5 t_coll_subteams with another seed" 60 \
    "$PSHMRUN" -n 5 "$T_COLL_SUBTEAMS" 0x5eed1906

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
