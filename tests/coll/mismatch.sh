#!/bin/bash
# mismatch.sh: collective arguments that must be single-valued but differ
# between ranks stop the job in the DEFAULT build, with a line naming the
# call and the argument (src/coll/README.md, "Arguments that differ between
# ranks"). Each case runs t_coll_mismatch MODE at 2 and 4 ranks (the last
# rank differs) and checks the exit status (134: SIGABRT after the fatal
# line) and that every "pshmex: " line the ranks print names the call and
# the argument. Mode ok makes the same calls with agreeing arguments.
. "$(dirname "$0")/../lib.sh"
T=$TESTS_BUILDDIR/coll/t_coll_mismatch
require_built "$PSHMRUN" "$T"

# mcase N MODE REGEX: MODE in an N-rank job ends with status 134, and its
# stderr has at least one "pshmex: " line, each matching REGEX.
mcase() {
    local np=$1 mode=$2 re=$3 name=m$_tap_n why=""
    run "$name" 60 "$PSHMRUN" -n "$np" "$T" "$mode"
    local lines; lines=$(grep '^pshmex: ' "$WORK/$name.err" | grep -v '^pshmex backtrace')
    [ "$RC" = 134 ] || why="status $RC, want 134"
    [ -n "$lines" ] || why="$why; no 'pshmex: ' line"
    while IFS= read -r l; do
        [ -z "$l" ] || grep -Eq -- "$re" <<<"$l" || why="$why; '$l' does not match /$re/"
    done <<<"$lines"
    if [ -z "$why" ]; then
        pass "$mode, $np ranks: status $RC, '$(head -n1 <<<"$lines")'"
    else
        fail "$mode, $np ranks:${why#;}"
        show "$name"
    fi
}

snapshot
for np in 2 4; do
    run ok$np 60 "$PSHMRUN" -n $np "$T" ok
    if [ "$RC" = 0 ] && [ "$(grep -c 'agreeing calls passed' "$WORK/ok$np.out")" = $np ] &&
        ! grep -q '^pshmex: ' "$WORK/ok$np.err"; then
        pass "ok, $np ranks: agreeing calls (and allowed differences) pass"
    else
        fail "ok, $np ranks: status $RC"; show ok$np
    fi
    mcase $np kind 'gex_Coll_(Barrier|Broadcast)NB: the collective calls differ between ranks: gex_Coll_(BarrierNB on team rank [0-9]+, gex_Coll_BroadcastNB|BroadcastNB on team rank [0-9]+, gex_Coll_BarrierNB) on team rank [0-9]+'
    mcase $np bcast-root 'gex_Coll_BroadcastNB: argument root differs between ranks: [0-9]+ on team rank [0-9]+, [0-9]+ on team rank [0-9]+'
    mcase $np reduce-root 'gex_Coll_ReduceToOneNB: argument root differs between ranks: [0-9]+ on team rank [0-9]+, [0-9]+ on team rank [0-9]+'
    mcase $np bcast-nbytes 'gex_Coll_BroadcastNB: argument nbytes differs between ranks: (8|16) on team rank [0-9]+, (8|16) on team rank'
    mcase $np bcast-nbytes-tree 'gex_Coll_BroadcastNB: argument nbytes differs between ranks: (4096|8192) on team rank [0-9]+, (4096|8192) on team rank'
    mcase $np reduce-nbytes 'gex_Coll_ReduceToAllNB: argument nbytes \(dt_sz x dt_cnt\) differs between ranks: (8|16) on team rank [0-9]+, (8|16) on team rank'
    mcase $np op 'gex_Coll_ReduceToAllNB: argument op differs between ranks: 0x[0-9a-f]+ on team rank [0-9]+, 0x[0-9a-f]+ on team rank'
    mcase $np dt 'gex_Coll_ReduceToAllNB: argument dt differs between ranks: 0x[0-9a-f]+ on team rank [0-9]+, 0x[0-9a-f]+ on team rank'
    mcase $np split-query 'gex_TM_Split: argument flags differs between ranks in its scratch size query flags .*: 0x[0-9a-f]+ on rank [0-9]+, 0x[0-9a-f]+ on rank [0-9]+ of parent_tm'
    mcase $np split-query-kind 'gex_TM_Split: argument flags differs between ranks in its scratch size query flags .*: 0x[0-9a-f]+ on rank [0-9]+, 0x[0-9a-f]+ on rank [0-9]+ of parent_tm'
    mcase $np split-noscratch 'gex_TM_Split: argument flags differs between members of one new team in GEX_FLAG_TM_NO_SCRATCH: (present|absent) on rank [0-9]+, (present|absent) on rank [0-9]+ of parent_tm'
    mcase $np split-size 'gex_TM_Split: argument scratch_size differs between members of one new team: (4096|8192) on rank [0-9]+, (4096|8192) on rank [0-9]+ of parent_tm'
done

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"
done_testing
