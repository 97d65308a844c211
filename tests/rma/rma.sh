#!/bin/bash
# rma.sh: the RMA tests of tests/rma.
#  - t_rma_ex      GASNet-EX Put/Get (Blocking, NB, NBI), every lc_opt
#                  form, event arrays, gex_NBI_Test/Wait masks, access
#                  regions, to self and every peer (job sizes 1..8, and
#                  without pshmrun: a 1-rank job);
#  - t_rma_forms   the Val forms, JOBRANK / TM-pair / PEER_NEVER_SELF /
#                  IMMEDIATE, the same way;
#  - t_rma_g1      the GASNet-1 extended API, the same way;
#  - t_rma_g1_val  its value forms, the same way;
#  - t_*_unchecked the same four built with -DPSHMEX_UNCHECKED (small
#                  jobs);
#  - t_rma_epseg_unchecked  unchecked Put/Get/atomics through a team over
#                  endpoint 1 and a TM-pair reach created segments with no
#                  query before the first access (also with T_SHIFT_MAP=1,
#                  and with "take": odd ranks hold the next rank's segment
#                  address, so they must map it elsewhere and translate);
#  - T_SHIFT_MAP=1 the four in both builds with the odd ranks mapping the
#                  job area at another address than the even ones, so
#                  every remote address is translated;
#  - t_rma_errors  built with -DPSHMEX_DEBUG=1: valid calls pass the checks,
#                  and each bad call stops the job (status != 0) with one
#                  line "pshmex: ..." on stderr naming the call (for a range
#                  outside a segment: the rank and the segment's bounds too).
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$T_RMA_EX" "$T_RMA_FORMS" "$T_RMA_G1" "$T_RMA_G1_VAL" "$T_RMA_ERRORS" \
    "$T_RMA_EX_UNCHECKED" "$T_RMA_FORMS_UNCHECKED" "$T_RMA_G1_UNCHECKED" "$T_RMA_G1_VAL_UNCHECKED" \
    "$T_RMA_EPSEG_UNCHECKED"

# run_errors NAME N ARGS...: t_rma_errors ARGS in an N-rank job (0: no pshmrun)
run_errors() { local name=$1 n=$2; shift 2; run_in_job "$name" "$n" "$T_RMA_ERRORS" "$@"; }

# ecase N MODE CALL [REGEX]: t_rma_errors MODE in an N-rank job (0: no
# pshmrun) ends with a non-zero status (not 3: the call returned; not 4:
# nothing happened; not 124: timeout) and stderr has exactly one line
# "pshmex: ..." that names CALL (and matches the extended REGEX). If the
# program announced "target rank T, segment [A, B)", the line must also
# name rank T and both bounds.
ecase() {
    local n=$1 mode=$2 call=$3 re=${4:-} name=e$_tap_n
    run_errors "$name" "$n" "$mode"
    WHY=""
    err_check "$name" "$call" "$re"
    # the bounds only for a range outside a segment
    [ "${mode%range}" != "$mode" ] && err_check_target "$name" t_rma_errors
    err_verdict "$name" "$mode" "$n"
}

snapshot
tap_jobs ex "$T_RMA_EX" 3 0x1234567
tap_jobs fo "$T_RMA_FORMS" 3 0x1234567
tap_jobs g1 "$T_RMA_G1" 3 0x7654321
tap_jobs g1v "$T_RMA_G1_VAL" 3 0x7654321

TAP_JOB_SIZES="$SMALL_JOB_SIZES 3" tap_jobs uex "$T_RMA_EX_UNCHECKED"
TAP_JOB_SIZES="$SMALL_JOB_SIZES 3" tap_jobs ufo "$T_RMA_FORMS_UNCHECKED"
TAP_JOB_SIZES="$SMALL_JOB_SIZES 3" tap_jobs ug1 "$T_RMA_G1_UNCHECKED"
TAP_JOB_SIZES="$SMALL_JOB_SIZES 3" tap_jobs ug1v "$T_RMA_G1_VAL_UNCHECKED"

TAP_JOB_SIZES="$SMALL_JOB_SIZES 3" tap_jobs uep "$T_RMA_EPSEG_UNCHECKED"
for n in 2 3; do # odd ranks hold the next rank's segment address themselves
    tap_job "uept$n" "pshmrun -n $n t_rma_epseg_unchecked take" 60 \
        "$PSHMRUN" -n "$n" "$T_RMA_EPSEG_UNCHECKED" take
done

# shifted job areas: odd ranks elsewhere (rma_common.h, rma_shift_map)
for prog in "$T_RMA_EX" "$T_RMA_FORMS" "$T_RMA_G1" "$T_RMA_G1_VAL" "$T_RMA_EX_UNCHECKED" \
    "$T_RMA_FORMS_UNCHECKED" "$T_RMA_G1_UNCHECKED" "$T_RMA_G1_VAL_UNCHECKED" \
    "$T_RMA_EPSEG_UNCHECKED"; do
    for n in 2 3; do
        tap_job "shift$_tap_n" "T_SHIFT_MAP=1 pshmrun -n $n ${prog##*/}" 60 \
            env T_SHIFT_MAP=1 "$PSHMRUN" -n "$n" "$prog"
    done
done

for n in 0 1 2 3; do errors_ok "$T_RMA_ERRORS" "$n"; done
ecase 2 put-range            gex_RMA_PutBlocking
ecase 1 put-range            gex_RMA_PutBlocking
ecase 0 put-range            gex_RMA_PutBlocking
ecase 2 get-range            gex_RMA_GetNB
ecase 3 bad-rank             gex_RMA_PutNB "rank 3([^0-9]|\$)"
ecase 2 never-nbrhd          gex_RMA_GetNBI GEX_FLAG_PEER_NEVER_NBRHD
ecase 2 never-self           gex_RMA_PutBlockingVal GEX_FLAG_PEER_NEVER_SELF
ecase 1 never-self           gex_RMA_PutBlockingVal GEX_FLAG_PEER_NEVER_SELF
ecase 2 nested-region        gex_NBI_BeginAccessRegion
ecase 2 end-without-begin    gex_NBI_EndAccessRegion
ecase 2 wait-in-region       gex_NBI_Wait
ecase 2 test-in-region       gex_NBI_Test
ecase 2 g1-syncnbi-in-region gasnet_wait_syncnbi_gets
ecase 3 g1-put-bad-node      gasnet_put "node 3([^0-9]|\$)"
ecase 2 g1-get-range         gasnet_get_bulk

jobs_done
