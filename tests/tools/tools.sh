#!/bin/bash
# tools.sh: gasnet_tools.h inside pshmex jobs.
#  - t_tools_ranks at 1, 2, 4 and 8 ranks: gasnett atomics from every rank
#    (2 threads each) on words of rank 0's segment lose no update;
#  - GASNET_TRACEFILE=<dir>/trace.% at 2 ranks: one file per rank, with the
#    AM, RMA, COLL lines of the library and the client's GASNETT_TRACE_PRINTF
#    line; without GASNET_TRACEFILE no trace is written; with
#    GASNET_TRACEFILE=stdout the trace goes to stdout;
#  - t_tools_misc in a process allowed one CPU (taskset): cpu_count still
#    counts the node's CPUs, set_affinity still numbers them as the system.
. "$(dirname "$0")/../lib.sh"
T_TOOLS_RANKS=$TESTS_BUILDDIR/tools/t_tools_ranks
T_TOOLS_MISC=$TESTS_BUILDDIR/tools/t_tools_misc
require_built "$PSHMRUN" "$T_TOOLS_RANKS" "$T_TOOLS_MISC"
unset GASNET_TRACEFILE

for n in 1 2 4 8; do
    tap_job ranks$n "t_tools_ranks, pshmrun -n $n" 120 "$PSHMRUN" -n "$n" "$T_TOOLS_RANKS"
done

mkdir -p "$WORK/trace"
GASNET_TRACEFILE="$WORK/trace/trace.%" tap_job traced "t_tools_ranks with GASNET_TRACEFILE, 2 ranks" 120 \
    "$PSHMRUN" -n 2 "$T_TOOLS_RANKS"
for r in 0 1; do
    f=$WORK/trace/trace.$r
    check "rank $r wrote its own trace file" test -s "$f"
    check "rank $r traced its AM Request (to rank $(( (r + 1) % 2 )))" \
        grep -Eq "^$r [0-9.]+ AM gex_AM_RequestShort to=$(( (r + 1) % 2 )) " "$f"
    check "rank $r traced the out-of-line RMA put" grep -Eq "^$r [0-9.]+ RMA gex_RMA_PutBlocking peer=" "$f"
    check "rank $r traced the collective" grep -Eq "^$r [0-9.]+ COLL gex_Coll_BarrierNB " "$f"
    check "rank $r has the client's GASNETT_TRACE_PRINTF line" \
        grep -Eq "^$r [0-9.]+ H client line from rank $r\$" "$f"
    grep -q . "$f" || diag_file "$f"
done
# GASNET_TRACEFILE=stdout: the trace on the ranks' stdout, no file named so
mkdir -p "$WORK/tostdout"
cd "$WORK/tostdout" || exit 99
GASNET_TRACEFILE=stdout tap_job tostdout "t_tools_ranks with GASNET_TRACEFILE=stdout, 2 ranks" 120 \
    "$PSHMRUN" -n 2 "$T_TOOLS_RANKS"
cd - >/dev/null || exit 99
check "GASNET_TRACEFILE=stdout: the trace lines are on stdout" \
    grep -Eq "^[01] [0-9.]+ COLL gex_Coll_BarrierNB " "$WORK/tostdout.out"
is "$(ls -A "$WORK/tostdout" | wc -l)" 0 "GASNET_TRACEFILE=stdout writes no file"
mkdir -p "$WORK/notrace"
cd "$WORK/notrace" || exit 99
tap_job untraced "t_tools_ranks without GASNET_TRACEFILE" 120 "$PSHMRUN" -n 2 "$T_TOOLS_RANKS"
cd - >/dev/null || exit 99
is "$(ls -A "$WORK/notrace" | wc -l)" 0 "without GASNET_TRACEFILE no file is written"

# the highest CPU this shell may use, alone
cpus=$(sed -n 's/^Cpus_allowed_list:[[:space:]]*//p' /proc/self/status)
last=${cpus##*[,-]}
if [ "$(getconf _NPROCESSORS_ONLN)" -ge 2 ] && command -v taskset >/dev/null; then
    tap_job pinned "t_tools_misc allowed CPU $last alone (taskset)" 60 taskset -c "$last" "$T_TOOLS_MISC"
else
    skip "t_tools_misc under taskset" "needs 2 CPUs and taskset"
fi
done_testing
