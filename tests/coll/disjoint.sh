#!/bin/bash
# disjoint.sh: t_coll_disjoint, team slots of disjoint teams: a rank holds
# up to 32 teams at once whatever the other ranks hold, and teams of one
# Split/Create with no member in common share a slot (31 singleton Splits
# kept, 30 Splits into neighbours kept, one Create of disjoint teams with
# one slot left, members with different slots in use, a team of ranks whose
# neighbours are full). Job sizes 1 2 3 5 8, without pshmrun (a 1-rank
# job); then a 32nd singleton Split stops the job naming gex_TM_Split.
. "$(dirname "$0")/../lib.sh"
T_COLL_DISJOINT=$TESTS_BUILDDIR/coll/t_coll_disjoint
require_built "$PSHMRUN" "$T_COLL_DISJOINT"

snapshot
TAP_JOB_SIZES="1 2 3 5 8" tap_jobs disjoint "$T_COLL_DISJOINT"
fatal_case toomany "$T_COLL_DISJOINT" too-many gex_TM_Split "no free team slot"
jobs_done
