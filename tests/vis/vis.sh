#!/bin/bash
# vis.sh: the VIS tests of tests/vis.
#  - t_vis          every gex_VIS_* and GASNet-1 VIS form, random shapes,
#                   against a serial reference, to self and every peer
#                   (job sizes 1..8, and without pshmrun: a 1-rank job);
#  - t_vis_checked  the same built with -DPSHMEX_DEBUG=1: the checks
#                   accept every valid call and change nothing;
#  - t_vis_peer     peer completion: the handler sees the data, in order,
#                   once per armed Put;
#  - t_vis_peer_ep  peer completion of Puts to endpoint 1 (TM-pair, a team
#                   of gex_TM_Create) runs endpoint 1's handler, not 0's;
#  - t_vis_noop     zero-count calls are no-ops that ignore the other
#                   arguments (a bad rank, NULL lists and strides), in the
#                   default, -DPSHMEX_UNCHECKED and -DPSHMEX_DEBUG=1 builds;
#                   an armed peer-completion handler still runs;
#  - t_vis_errors   the default build (checks on): valid calls pass the
#                   checks, and each bad call stops the job (status != 0)
#                   with one line "pshmex: ..." on stderr naming the call
#                   and the argument (a range: the rank and the segment's
#                   bounds too).
. "$(dirname "$0")/../lib.sh"
T_VIS=$TESTS_BUILDDIR/vis/t_vis
T_VIS_CHECKED=$TESTS_BUILDDIR/vis/t_vis_checked
T_VIS_PEER=$TESTS_BUILDDIR/vis/t_vis_peer
T_VIS_PEER_EP=$TESTS_BUILDDIR/vis/t_vis_peer_ep
T_VIS_ERRORS=$TESTS_BUILDDIR/vis/t_vis_errors
T_VIS_NOOP=$TESTS_BUILDDIR/vis/t_vis_noop
require_built "$PSHMRUN" "$T_VIS" "$T_VIS_CHECKED" "$T_VIS_PEER" "$T_VIS_PEER_EP" "$T_VIS_ERRORS" \
    "$T_VIS_NOOP" "${T_VIS_NOOP}_unchecked" "${T_VIS_NOOP}_debug"

# vcase N MODE CALL ARG: t_vis_errors MODE in an N-rank job (0: no
# pshmrun) ends with a non-zero status (not 3: the call returned; not 4:
# nothing happened; not 124: timeout) and stderr has exactly one line
# "pshmex: ..." that names CALL and matches the extended regex ARG (the
# argument). If the program announced "target rank T, segment [A, B)", the
# line must also name rank T and both bounds.
vcase() {
    local n=$1 mode=$2 call=$3 re=$4 name=e$_tap_n
    run_in_job "$name" "$n" "$T_VIS_ERRORS" "$mode"
    WHY=""
    err_check "$name" "$call" "$re"
    err_check_target "$name" t_vis_errors
    err_verdict "$name" "$mode" "$n"
}

snapshot
tap_jobs v "$T_VIS" 3 0x2468ace
tap_job vc0 "t_vis_checked without pshmrun" 60 "$T_VIS_CHECKED"
for n in 2 5; do
    tap_job vc$n "pshmrun -n $n t_vis_checked" 60 "$PSHMRUN" -n "$n" "$T_VIS_CHECKED" 0x1357
done
for n in 1 2 3 8; do
    tap_job p$n "pshmrun -n $n t_vis_peer" 60 "$PSHMRUN" -n "$n" "$T_VIS_PEER"
done
tap_job pe0 "t_vis_peer_ep without pshmrun" 60 "$T_VIS_PEER_EP"
for n in 2 3; do
    tap_job pe$n "pshmrun -n $n t_vis_peer_ep" 60 "$PSHMRUN" -n "$n" "$T_VIS_PEER_EP"
done
tap_job z0 "t_vis_noop without pshmrun" 60 "$T_VIS_NOOP"
for prog in "$T_VIS_NOOP" "${T_VIS_NOOP}_unchecked" "${T_VIS_NOOP}_debug"; do
    tap_job "z3${prog##*_}" "pshmrun -n 3 ${prog##*/}" 60 "$PSHMRUN" -n 3 "$prog"
done

for n in 0 1 2 3; do errors_ok "$T_VIS_ERRORS" "$n"; done
vcase 2 vector-put-range      gex_VIS_VectorPutBlocking  'dstlist\[1\]'
vcase 1 vector-put-range      gex_VIS_VectorPutBlocking  'dstlist\[1\]'
vcase 2 vector-get-range      gex_VIS_VectorGetNB        'srclist\[0\]'
vcase 2 indexed-put-range     gex_VIS_IndexedPutNBI      'dstlist\[2\]'
vcase 2 strided-put-range     gex_VIS_StridedPutBlocking 'dstaddr, dststrides'
vcase 2 strided-get-below     gex_VIS_StridedGetNB       'srcaddr, srcstrides'
vcase 2 vector-null           gex_VIS_VectorPutBlocking  'dstlist is NULL'
vcase 2 indexed-null          gex_VIS_IndexedGetNBI      'srclist is NULL'
vcase 2 vector-totals         gex_VIS_VectorPutBlocking  'totals must be equal'
vcase 2 indexed-totals        gex_VIS_IndexedPutBlocking 'totals must be equal'
vcase 2 indexed-overflow      gex_VIS_IndexedPutBlocking 'dstcount .* overflows size_t'
vcase 2 strided-overflow      gex_VIS_StridedPutBlocking 'count\[1\] .*dststrides\[1\].* overflows'
vcase 2 strided-elem-overflow gex_VIS_StridedGetBlocking 'elemsz .* overflows size_t'
vcase 2 strided-null-strides  gex_VIS_StridedPutBlocking 'dststrides is NULL'
vcase 2 leaf-lc-get           gex_VIS_VectorGetNB        'GEX_FLAG_ENABLE_LEAF_LC'
vcase 2 leaf-lc-blocking      gex_VIS_StridedPutBlocking 'GEX_FLAG_ENABLE_LEAF_LC'
vcase 2 bad-flags             gex_VIS_VectorPutBlocking  'flags 0x'
vcase 3 bad-rank              gex_VIS_IndexedPutBlocking 'rank 3([^0-9]|$)'
vcase 2 peer-on-get           gex_VIS_StridedGetBlocking 'peer completion'
vcase 2 peer-immediate        gex_VIS_VectorPutBlocking  'GEX_FLAG_IMMEDIATE'
vcase 2 peer-too-big          gex_VIS_SetPeerCompletionHandler 'nbytes .*GEX_VIS_MAX_PEERCOMPLETION'
vcase 2 peer-flags            gex_VIS_SetPeerCompletionHandler 'flags must be 0'
vcase 2 peer-noop-get         gex_VIS_StridedGetBlocking 'peer completion'
vcase 2 peer-noop-rank        gex_VIS_VectorPutBlocking  'rank 12345 is out of range'
vcase 2 peer-ep-no-am         gex_VIS_VectorPutBlocking  'endpoint 1 of rank 1 .*without GEX_EP_CAPABILITY_AM'
# the target's poll reports it (no call to name): the message goes to
# endpoint 1 and says it came from endpoint 1 (the team's)
fatal_case e$_tap_n "$T_VIS_ERRORS" peer-ep-unregistered - \
    'index 202 is not registered on endpoint 1 of rank 0 \(a Medium Reply from endpoint 1 of rank 0\)'
vcase 2 g1-puts-monotonic     gasnet_puts_bulk           'dststrides\[1\].*monotonic'
vcase 2 g1-getv-range         gasnet_getv_bulk           'srclist\[0\]'
vcase 0 g1-getv-range         gasnet_getv_bulk           'srclist\[0\]'
vcase 2 g1-puti-null          gasnet_puti_nbi_bulk       'dstlist is NULL'
vcase 2 g1-gets-count-null    gasnet_gets_bulk           'count is NULL'
vcase 2 vector-local-null     gex_VIS_VectorPutBlocking  'srclist\[1\]: the local address is NULL'
vcase 1 indexed-local-null    gex_VIS_IndexedGetBlocking 'dstlist\[1\]: the local address is NULL'
vcase 2 strided-local-null    gex_VIS_StridedPutBlocking 'srcaddr, srcstrides.*local address is NULL'

jobs_done
