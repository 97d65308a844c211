#!/bin/bash
# ad_team.sh: t_ad_team (issue #19, GASNet's testratomic pattern): a remote
# atomic domain created on a split (non-primordial) team, every type and
# every opcode of the type, addressed by team ranks. Job sizes 1 2 3 4 8
# and without pshmrun.
. "$(dirname "$0")/../lib.sh"
T_AD_TEAM=$TESTS_BUILDDIR/atomics/t_ad_team
require_built "$PSHMRUN" "$T_AD_TEAM"

snapshot
tap_jobs adteam "$T_AD_TEAM"
jobs_done
