#!/bin/bash
# subteams.sh: t_coll_subteams (issue #19): gex_TM_Create where some ranks
# join no team (numargs 0: the other arguments are ignored, new_tms gets
# GEX_TM_INVALID), over the primordial and over a non-primordial parent;
# segments and RMA through a permuted subteam; gex_TM_Create's scratch size
# query from ranks that args[] does not name (0 for them). Job sizes 1 2 3
# 4 8, without pshmrun (a 1-rank job), and with another seed.
. "$(dirname "$0")/../lib.sh"
T_COLL_SUBTEAMS=$TESTS_BUILDDIR/coll/t_coll_subteams
require_built "$PSHMRUN" "$T_COLL_SUBTEAMS"

snapshot
tap_jobs subteams "$T_COLL_SUBTEAMS" 5 0x5eed1906
jobs_done
