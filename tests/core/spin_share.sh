#!/bin/bash
# spin_share.sh: two ranks on one CPU (taskset), t_spin_share: Short
# round trips with both sides waiting in gasnet_AMPoll() loops, and a rank
# waiting in a loop of gasnet_AMPoll(), gex_Event_Test or gasnet_barrier_try
# leaves the CPU to the core-mate it waits for.
. "$(dirname "$0")/../lib.sh"
T_SPIN_SHARE=$TESTS_BUILDDIR/core/t_spin_share
require_built "$PSHMRUN" "$T_SPIN_SHARE"

first=$(sed -n 's/^Cpus_allowed_list:[[:space:]]*//p' /proc/self/status | cut -d, -f1 | cut -d- -f1)
snapshot
if [ -n "$first" ] && command -v taskset >/dev/null; then
    tap_job share "taskset -c $first pshmrun -n 2 t_spin_share (2 ranks on one CPU)" 60 \
        taskset -c "$first" "$PSHMRUN" -n 2 "$T_SPIN_SHARE"
    grep '^ok.* - share' "$WORK/share.out" | sed 's/^/# /'
else
    skip "2 ranks on one CPU waiting in loops of calls that return at once" "needs taskset"
fi
is "$(new_leftovers)" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"
done_testing
