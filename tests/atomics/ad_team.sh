#!/bin/bash
# ad_team.sh: t_ad_team (issue #19, GASNet's testratomic pattern): a remote
# atomic domain created on a split (non-primordial) team, every type and
# every opcode of the type, addressed by team ranks. Job sizes 1 2 3 4 8
# and without pshmrun.
. "$(dirname "$0")/../lib.sh"
T_AD_TEAM=$TESTS_BUILDDIR/atomics/t_ad_team
require_built "$PSHMRUN" "$T_AD_TEAM"

if [ "$SCALE" = 1 ]; then small="1 2 3 4 8"; else small="1 2"; fi

snapshot
tap_job adteam0 "t_ad_team without pshmrun (a 1-rank job)" 60 "$T_AD_TEAM"
for n in $small; do
    tap_job "adteam$n" "pshmrun -n $n t_ad_team" 60 "$PSHMRUN" -n "$n" "$T_AD_TEAM"
done

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
