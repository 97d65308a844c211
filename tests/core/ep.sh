#!/bin/bash
# ep.sh: non-primordial endpoints (gex_EP_Create, per-endpoint handler
# tables and AM queues, TM-pair AM routing by endpoint index):
#  - t_ep for 1..4 ranks (4 threads per rank, each on its own endpoint),
#    and at 2 ranks with the pair rings off (Shorts through the MPMC rings),
#    and the status-code errors of gex_EP_Create named on stderr;
#  - t_ep_errors MODE: each communication misuse ends the job with status
#    134 and "pshmex: FATAL: <call>: ..." naming the call.
. "$(dirname "$0")/../lib.sh"
T_EP=$TESTS_BUILDDIR/core/t_ep
T_EP_ERRORS=$TESTS_BUILDDIR/core/t_ep_errors
require_built "$PSHMRUN" "$T_EP" "$T_EP_ERRORS"

if [ "$SCALE" = 1 ]; then sizes="1 2 3 4"; else sizes="1 2"; fi

snapshot
tap_job ep0 "t_ep without pshmrun (a 1-rank job)" 120 "$T_EP"
for n in $sizes; do
    tap_job ep$n "pshmrun -n $n t_ep" 120 "$PSHMRUN" -n "$n" "$T_EP"
done
# Shorts to every endpoint go through its pair rings by default; the same
# routing through the MPMC rings only (PSHMEX_AM_PAIR_RINGS=0)
tap_job ep2_mpmc "PSHMEX_AM_PAIR_RINGS=0 pshmrun -n 2 t_ep (Shorts through the MPMC rings)" 120 \
    env PSHMEX_AM_PAIR_RINGS=0 "$PSHMRUN" -n 2 "$T_EP"
# the setup errors are status codes, each described once on stderr
for what in "capabilities is 0" "capabilities 0x20 has unknown bits 0x20" \
    "flags 0x1 has unknown bits 0x1" "no endpoint left: this process already has GASNET_MAXEPS = 64"; do
    line=$(grep -F "pshmex: gex_EP_Create: $what" "$WORK/ep2.err" | head -n1)
    check "gex_EP_Create error named on stderr: '$what'" [ -n "$line" ]
done

# ecase MODE CALL WHAT: status 134 and "pshmex: FATAL: CALL: ...WHAT..."
# (CALL "-": WHAT is an extended regex for the whole line)
ecase() { fatal_case "e_$1" "$T_EP_ERRORS" "$@"; }
ecase pair-index      gex_TM_Pair           "remote_ep_index 64 is out of range (valid 0..63"
ecase am-no-such-ep   gex_AM_RequestShort   "rank 1 has no endpoint with index 5"
ecase am-remote-no-am gex_AM_RequestShort   "endpoint 2 of rank 1 was created without GEX_EP_CAPABILITY_AM"
ecase am-local-no-am  gex_AM_RequestShort   "the local endpoint (index 2) was created without GEX_EP_CAPABILITY_AM"
ecase tm-query-pair   gex_TM_QueryRank      "is a TM-pair (gex_TM_Pair), not a team"
ecase create-no-ep    gex_TM_Create         "args[0] names endpoint 9 of this process (jobrank 0), which does not exist"
ecase max-no-am       gex_AM_MaxRequestMedium "endpoint 2 of rank 1 was created without GEX_EP_CAPABILITY_AM"
ecase unregistered-ep -                     "AM handler index 222 is not registered on endpoint 1 of rank 1"

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
