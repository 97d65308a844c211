#!/bin/bash
# pshm_nodes.sh: jobs without pshmrun.
#  - GASNET_PSHM_NODES=N ./prog forks N ranks inside init (t_queries for
#    several N, t_queries errors);
#  - ./prog alone is a one-rank job;
#  - exit-status propagation and teardown are the same as under pshmrun:
#    gasnet_exit from a non-zero rank, return, abort, kill -9 of one rank,
#    kill -9 of the supervising process; no leftovers.
. "$(dirname "$0")/../lib.sh"
require_built "$HELPER" "$T_QUERIES"

tap_job() {
    local name=$1 d=$2 to=$3; shift 3
    run "$name" "$to" "$@"
    if [ "$RC" = 0 ] && tap_clean "$WORK/$name.out"; then
        pass "$d ($(grep -c '^ok' "$WORK/$name.out") checks, ${ELAPSED}s)"
    else
        fail "$d"
        show "$name"
        grep '^not ok' "$WORK/$name.out" | sed 's/^/#   /'
    fi
}

for n in 1 2 3 5 8; do
    tap_job q$n "GASNET_PSHM_NODES=$n t_queries" 120 env GASNET_PSHM_NODES="$n" "$T_QUERIES" "$n"
done
tap_job plain "t_queries without launcher or GASNET_PSHM_NODES is a 1-rank job" 60 "$T_QUERIES" 1
tap_job qerr "GASNET_PSHM_NODES=2 t_queries errors" 60 env GASNET_PSHM_NODES=2 "$T_QUERIES" errors
tap_job plainerr "t_queries errors as a 1-rank job" 60 "$T_QUERIES" errors

# status_case DESCRIPTION NODES WANT HELPER_ARGS...   (NODES empty: plain run)
status_case() {
    local d=$1 n=$2 want=$3; shift 3
    new_tag
    local name=st$_tap_n
    snapshot
    if [ -n "$n" ]; then
        run "$name" 60 env GASNET_PSHM_NODES="$n" "$HELPER" --tag="$TAG" "$@"
    else
        run "$name" 60 "$HELPER" --tag="$TAG" "$@"
    fi
    if [ "$RC" = "$want" ]; then
        pass "$d: status $want (${ELAPSED}s)"
    else
        fail "$d: status $RC, want $want"
        show "$name"
    fi
    if wait_gone "$TAG" 5 && [ -z "$(new_leftovers)" ]; then
        pass "$d: no surviving process, nothing left in /dev/shm or /tmp/pshm*"
    else
        fail "$d: survivors '$(survivors "$TAG")', leftovers '$(new_leftovers | tr '\n' ' ')'"
    fi
}

status_case "GASNET_PSHM_NODES=4, rank 2 gasnet_exit(7)"  4 7   gasnet_exit 2 7
status_case "GASNET_PSHM_NODES=3, rank 0 gasnet_exit(5)"  3 5   gasnet_exit 0 5
status_case "GASNET_PSHM_NODES=3, every rank returns 0"   3 0   return 0
status_case "GASNET_PSHM_NODES=3, rank 1 returns 9"       3 9   return-rank 1 9
status_case "GASNET_PSHM_NODES=3, rank 1 abort()"         3 134 abort 1
status_case "GASNET_PSHM_NODES=2, GASNet-1 rank 1 gasnet_exit(6)" 2 6 --g1 gasnet_exit 1 6
status_case "1-rank job, gasnet_exit(7)"                  "" 7  gasnet_exit 0 7
status_case "1-rank job, return 3"                        "" 3  return 3
status_case "1-rank job, abort()"                         "" 134 abort 0

# print-and-exit: each rank's lines arrive once
run pae 60 env GASNET_PSHM_NODES=4 "$HELPER" print-and-exit
if [ "$RC" = 0 ] && [ "$(grep -Ec '^rank [0-3] of 4: (first|second) line$' "$WORK/pae.out")" = 8 ] &&
   [ "$(sort -u "$WORK/pae.out" | wc -l)" = 8 ]; then
    pass "GASNET_PSHM_NODES=4 print-and-exit: 8 distinct lines, status 0"
else
    fail "GASNET_PSHM_NODES=4 print-and-exit"
    show pae
fi

# kill -9 of one rank
new_tag
snapshot
start_bg k1 env GASNET_PSHM_NODES=3 "$HELPER" --tag="$TAG" sleep-forever
if wait_ready k1 3 60; then
    victim=$(rank_pid k1 1)
    t0=$(date +%s.%N)
    kill -9 "$victim"
    wait_bg 30
    took=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
    is "$RC" 137 "GASNET_PSHM_NODES=3, kill -9 of rank 1: status 137"
    if wait_gone "$TAG" 5 && awk -v t="$took" -v b="$(secs 2)" 'BEGIN { exit !(t <= b) }'; then
        pass "GASNET_PSHM_NODES=3, kill -9 of rank 1: job over in ${took}s, no survivor"
    else
        fail "GASNET_PSHM_NODES=3, kill -9 of rank 1: ${took}s, survivors '$(survivors "$TAG")'"
        show k1
    fi
else
    fail "GASNET_PSHM_NODES=3 sleep-forever: ranks not ready"
    show k1
    fail "GASNET_PSHM_NODES=3, kill -9 of rank 1: not run"
fi
is "$(new_leftovers)" "" "GASNET_PSHM_NODES=3, kill -9 of rank 1: nothing left in /dev/shm or /tmp/pshm*"

# kill -9 of the supervising process (the one we started)
new_tag
snapshot
start_bg k2 env GASNET_PSHM_NODES=3 "$HELPER" --tag="$TAG" sleep-forever
if wait_ready k2 3 60; then
    kill -9 "$BG_PID"
    wait_bg 10
    if wait_gone "$TAG" 2; then
        pass "GASNET_PSHM_NODES=3, kill -9 of the supervisor: every rank gone in ${GONE_AFTER}s"
    else
        fail "GASNET_PSHM_NODES=3, kill -9 of the supervisor: survivors '$(survivors "$TAG")'"
    fi
else
    fail "GASNET_PSHM_NODES=3 sleep-forever (2): ranks not ready"
    show k2
fi
is "$(new_leftovers)" "" "GASNET_PSHM_NODES=3, kill -9 of the supervisor: nothing left behind"

done_testing
