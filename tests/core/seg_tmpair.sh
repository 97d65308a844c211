#!/bin/bash
# seg_tmpair.sh: segments bound to non-primordial endpoints (#17).
#  - t_seg_tmpair in jobs of 1..4 ranks and without pshmrun: create, bind
#    to endpoint 2, publish on a split team, write through TM-pairs (RMA,
#    value Put, VIS) by every member and verify, destroy, 12 rounds, no
#    leak (see the program);
#  - t_seg_threads (GASNET_PAR): 4 threads per rank, each with its own
#    endpoint and segment, bind, publish, RMA with the matching endpoint of
#    every rank, destroy, all at once (1..4 ranks);
#  - t_seg_primordial lib|client|private: no gex_Segment_Attach; a created
#    segment bound to the primordial endpoint instead, published, and
#    reached by primordial-team RMA, VIS, atomics and AM Longs (1..4 ranks);
#  - t_seg_errors: each misuse stops the job with one line
#    "pshmex: FATAL: <call>: ..." naming the call and the problem (among
#    them RMA, VIS and an AM Long to a peer's segment of private memory).
. "$(dirname "$0")/../lib.sh"
T_SEG_TMPAIR=$TESTS_BUILDDIR/core/t_seg_tmpair
T_SEG_ERRORS=$TESTS_BUILDDIR/core/t_seg_errors
T_SEG_THREADS=$TESTS_BUILDDIR/core/t_seg_threads
T_SEG_PRIMORDIAL=$TESTS_BUILDDIR/core/t_seg_primordial
require_built "$PSHMRUN" "$T_SEG_TMPAIR" "$T_SEG_ERRORS" "$T_SEG_THREADS" "$T_SEG_PRIMORDIAL"

snapshot
TAP_JOB_SIZES=$SMALL_JOB_SIZES tap_jobs tmpair "$T_SEG_TMPAIR"

TAP_JOB_SIZES=$SMALL_JOB_SIZES tap_jobs threads "$T_SEG_THREADS"

for mode in lib client private; do
    tap_job prim${mode}0 "t_seg_primordial $mode without pshmrun (a 1-rank job)" 60 \
        "$T_SEG_PRIMORDIAL" "$mode"
    for n in $SMALL_JOB_SIZES; do
        tap_job prim$mode$n "pshmrun -n $n t_seg_primordial $mode" 60 "$PSHMRUN" -n "$n" \
            "$T_SEG_PRIMORDIAL" "$mode"
    done
done

tap_job primg1 "t_seg_primordial g1_attach: gasnet_attach after a bind to endpoint 0" 60 \
    "$PSHMRUN" -n 2 "$T_SEG_PRIMORDIAL" g1_attach
fatal_case primstale "$T_SEG_PRIMORDIAL" stale gex_RMA_PutBlocking \
    "(8 bytes): jobrank 1 has no bound segment"
fatal_case primpriv "$T_SEG_PRIMORDIAL" private_peer gex_RMA_PutBlocking \
    "jobrank 1's segment on endpoint 0, ["

errors_ok "$T_SEG_ERRORS" 2

# ecase N MODE CALL REGEX: t_seg_errors MODE in an N-rank job ends with a
# status that is not 0, 3 (the call returned) or 124 (timeout), and stderr
# has exactly one line "pshmex: FATAL: CALL: ..." matching REGEX.
ecase() {
    local n=$1 mode=$2 call=$3 re=$4 name=e$_tap_n why=""
    run_in_job "$name" "$n" "$T_SEG_ERRORS" "$mode"
    local lines line
    lines=$(grep -c '^pshmex: ' "$WORK/$name.err")
    line=$(grep -m1 '^pshmex: ' "$WORK/$name.err")
    case "$RC" in 0 | 3 | 124) why="status $RC" ;; esac
    [ "$lines" = 1 ] || why="$why; $lines lines 'pshmex: ...' on stderr"
    printf '%s\n' "$line" | grep -Eq -- "^pshmex: FATAL: $call: $re" ||
        why="$why; the line does not match /^pshmex: FATAL: $call: $re/"
    if [ -z "$why" ]; then
        pass "$mode, $(jobname "$n"): status $RC, '$line'"
    else
        fail "$mode, $(jobname "$n"):${why#;}"
        show "$name"
    fi
}
A='0x[0-9a-f]+'
ecase 2 rma_unbound gex_RMA_PutBlocking "dest $A \(8 bytes\): jobrank 1, endpoint 1 has no bound segment"
ecase 1 rma_unbound gex_RMA_PutBlocking "dest $A \(8 bytes\): jobrank 0, endpoint 1 has no bound segment"
ecase 2 rma_noep gex_RMA_GetBlocking "src $A \(8 bytes\): jobrank 1, endpoint 9 has no bound segment"
ecase 2 rma_outside gex_RMA_PutBlocking "dest range \[$A, $A\) \(8 bytes\) on rank 1 \(jobrank 1, endpoint 2\) is outside its bound segment \(valid \[$A, $A\)\)"
ecase 2 rma_outside_sub gex_RMA_PutBlocking "dest range \[$A, $A\) \(8 bytes\) on rank 1 \(jobrank 1, endpoint 3\) is outside its bound segment"
ecase 2 team_outside_sub gex_RMA_PutBlocking "dest range \[$A, $A\) \(8 bytes\) on rank 1 \(jobrank 1, endpoint 3\) is outside its bound segment"
ecase 3 val_outside gex_RMA_PutBlockingVal "dest range \[$A, $A\) \(8 bytes\) on rank 1 \(jobrank 1, endpoint 2\) is outside its bound segment"
ecase 2 vis_unbound gex_VIS_VectorPutBlocking "dstlist\[0\]: remote range \[$A, $A\) \(8 bytes\): jobrank 1, endpoint 1 has no bound segment"
ecase 2 self_unbound gex_RMA_PutBlocking "GEX_FLAG_SELF_SEG_OFFSET, but the local endpoint \(index 1\) has no bound segment"
ecase 1 self_outside gex_RMA_GetBlocking "GEX_FLAG_SELF_SEG_OFFSET, but the local range \[$A, $A\) is outside the segment bound to the local endpoint \(index 2\) \[$A, $A\)"
ecase 2 vis_self_outside gex_VIS_VectorGetBlocking "dstlist\[0\]: local range \[$A, $A\) is outside the segment bound to the local endpoint \(index 2\)"
P="jobrank 1's segment on endpoint 4, \[$A, $A\), is private memory of that process \(client memory given to gex_Segment_Create outside any shared segment\): only that process can reach it"
ecase 2 private_put gex_RMA_PutBlocking "$P"
ecase 2 private_vis gex_VIS_VectorGetBlocking "$P"
ecase 3 private_long gex_AM_RequestLong "$P"
ecase 2 long_outside gex_AM_RequestLong "dest_addr $A \+ 8 bytes is outside rank 1, endpoint 4's segment \[$A, $A\)"
ecase 2 pair_range gex_TM_Pair "remote_ep_index 64 is out of range"
ecase 2 destroy_twice gex_Segment_Destroy "segment $A is not a live segment of gex_Segment_Create \(destroyed already\?\)"
ecase 1 destroy_attach gex_Segment_Destroy "the segment of gex_Segment_Attach cannot be destroyed"
ecase 1 destroy_invalid gex_Segment_Destroy "segment is GEX_SEGMENT_INVALID"
ecase 2 destroy_parent gex_Segment_Destroy "segment $A still holds 1 client segment\(s\) created inside it: destroy them first"
ecase 1 mk_destroy_host gex_MK_Destroy "kind is GEX_MK_HOST, which is predefined"
ecase 2 mk_destroy_used gex_MK_Destroy "kind $A still has 1 segment\(s\) of gex_Segment_Create: destroy them first"

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
