#!/bin/bash
# exit_codes.sh: the job exit status and the teardown of a pshmrun job.
#  - gasnet_exit(code) from any rank, return from main, exit(), abort(),
#    a signal, exit before init: the job status and one "pshmrun: rank R
#    (pid P) ..." line on stderr for a failing job; a rank's failure after
#    another's gasnet_exit(0) is the job's status;
#  - stdin reaches rank 0 only (the others read EOF);
#  - kill -9 of one rank: status 137, the other ranks gone within ~1 s;
#  - kill -9 of pshmrun: no rank survives;  SIGTERM/SIGINT to pshmrun: every
#    rank ends;
#  - after every case: no surviving process, nothing new in /dev/shm or
#    /tmp/pshm*, and the whole case bounded in time.
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$HELPER"

# after_case NAME DESCRIPTION: the checks common to every case
after_case() {
    local name=$1 d=$2 left
    if wait_gone "$TAG" 5; then
        pass "$d: no process of the job survives"
    else
        fail "$d: processes survive: $(survivors "$TAG")"
        ps -o pid,ppid,stat,args -p "$(survivors "$TAG" | tr ' ' ',' | sed 's/,$//')" 2>/dev/null | sed 's/^/#   /'
    fi
    left=$(new_leftovers)
    if [ -z "$left" ]; then
        pass "$d: nothing left in /dev/shm or /tmp/pshm*"
    else
        fail "$d: left behind: $left"
    fi
}

# pshmrun_line NAME RANK: the stderr has exactly one "pshmrun: rank R (pid P)"
# line (RANK may be a regex)
pshmrun_line() {
    local n
    n=$(grep -c '^pshmrun: ' "$WORK/$1.err")
    [ "$n" = 1 ] && grep -Eq "^pshmrun: rank ($2) \(pid [0-9]+\)" "$WORK/$1.err"
}

# status_case DESCRIPTION N WANT_STATUS FAILING_RANK_REGEX HELPER_ARGS...
status_case() {
    local d=$1 n=$2 want=$3 rk=$4; shift 4
    new_tag
    local name=case$_tap_n
    snapshot
    run "$name" 60 "$PSHMRUN" -n "$n" "$HELPER" --tag="$TAG" "$@"
    if [ "$RC" = "$want" ]; then
        pass "$d: job status $want (${ELAPSED}s)"
    else
        fail "$d: job status $RC, want $want"
        show "$name"
    fi
    if [ "$want" = 0 ]; then
        if ! grep -q '^pshmrun: ' "$WORK/$name.err"; then
            pass "$d: pshmrun prints nothing for a successful job"
        else
            fail "$d: pshmrun printed on a successful job"
            diag_file "$WORK/$name.err"
        fi
    else
        if pshmrun_line "$name" "$rk"; then
            pass "$d: one line '$(grep '^pshmrun: ' "$WORK/$name.err")'"
        else
            fail "$d: want exactly one 'pshmrun: rank $rk (pid P) ...' line on stderr"
            diag_file "$WORK/$name.err"
        fi
    fi
    after_case "$name" "$d"
}

# Under valgrind (PSHMEX_UNDER_VALGRIND=1) every job is slow: the variants
# marked "full" are left out there (they exercise the same library paths).
full() {
    if [ "$SCALE" = 1 ]; then "$@"; fi
}

status_case "rank 2 of 4 calls gasnet_exit(7)"       4 7   2 gasnet_exit 2 7
full status_case "rank 0 of 3 calls gasnet_exit(3)"  3 3   0 gasnet_exit 0 3
status_case "rank 1 of 2 calls gasnet_exit(0)"       2 0   1 gasnet_exit 1 0
status_case "GASNet-1 init, rank 1 gasnet_exit(6)"   3 6   1 --g1 gasnet_exit 1 6
status_case "every rank returns 5 from main"         3 5   '[0-9]+' return 5
full status_case "every rank returns 0 from main"    4 0   0 return 0
full status_case "rank 1 of 3 returns 9 from main"   3 9   1 return-rank 1 9
full status_case "rank 2 of 3 calls exit(11)"        3 11  2 exit 2 11
status_case "rank 1 of 3 calls abort()"              3 134 1 abort 1
full status_case "rank 2 of 3 raises SIGSEGV"        3 139 2 signal 2 11
full status_case "rank 0 of 2 raises SIGKILL"        2 137 0 signal 0 9
status_case "every rank exits with 4 before init"    3 4   '[0-9]+' exit-before-init 4
status_case "rank 1 gasnet_exit(12), peers block SIGQUIT/SIGTERM" 3 12 1 stubborn-exit 1 12
# a failure after another rank's gasnet_exit(0), while the job lets the
# ranks leave: its status is the job's (a 0 never hides a failure)
status_case "rank 0 gasnet_exit(0), rank 1 gasnet_exit(7) 100 ms later" 2 7 1 late-fail 100 7
status_case "rank 0 gasnet_exit(0), ranks 1-3 gasnet_exit(5) 50 ms later" 4 5 '[1-3]' late-fail 50 5
status_case "rank 0 gasnet_exit(0), rank 1 raises SIGSEGV 100 ms later" 2 139 1 late-fail 100 segv

# stdin is rank 0's: the others read EOF even when they read first
# (pshmrun, and GASNET_PSHM_NODES where the program forks its ranks)
for how in pshmrun nodes; do
    new_tag
    snapshot
    if [ $how = pshmrun ]; then
        run stdin$how 60 sh -c 'printf "a\nb\n" | "$0" -n 3 "$1" --tag="$2" read-stdin' \
            "$PSHMRUN" "$HELPER" "$TAG"
    else
        run stdin$how 60 sh -c 'printf "a\nb\n" | GASNET_PSHM_NODES=3 "$0" --tag="$1" read-stdin' \
            "$HELPER" "$TAG"
    fi
    if [ "$RC" = 0 ] && grep -qx 'rank 0 read: a' "$WORK/stdin$how.out" &&
        [ "$(grep -cx 'rank [12] read EOF' "$WORK/stdin$how.out")" = 2 ]; then
        pass "$how, 3 ranks, stdin a pipe: rank 0 reads its first line, ranks 1 and 2 read EOF"
    else
        fail "$how, 3 ranks, stdin a pipe: want rank 0 to read 'a' and the others EOF (status $RC)"
        show stdin$how
    fi
    after_case stdin$how "$how stdin"
done

# kill_rank_case DESCRIPTION MODE: kill -9 rank 1 of 3 while the ranks wait
kill_rank_case() {
    local d=$1 mode=$2
    new_tag
    local name=kill$_tap_n
    snapshot
    start_bg "$name" "$PSHMRUN" -n 3 "$HELPER" --tag="$TAG" "$mode"
    if ! wait_ready "$name" 3 60; then
        fail "$d: the 3 ranks did not get ready"
        kill -9 "$BG_PID" 2>/dev/null; wait_bg 10; show "$name"
        after_case "$name" "$d"
        return
    fi
    local victim t0 t1
    victim=$(rank_pid "$name" 1)
    t0=$(date +%s.%N)
    kill -9 "$victim"
    wait_bg 30
    t1=$(date +%s.%N)
    local took
    took=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')
    if [ "$RC" = 137 ]; then
        pass "$d: job status 137"
    else
        fail "$d: job status $RC, want 137"
        show "$name"
    fi
    local bound; bound=$(secs 2)
    if wait_gone "$TAG" 5 && awk -v t="$took" -v b="$bound" 'BEGIN { exit !(t <= b) }'; then
        pass "$d: pshmrun and the other ranks gone ${took}s after the kill (bound ${bound}s)"
    else
        fail "$d: took ${took}s for pshmrun to end (bound ${bound}s); survivors: $(survivors "$TAG")"
    fi
    if pshmrun_line "$name" 1 && grep -q "(pid $victim)" "$WORK/$name.err"; then
        pass "$d: pshmrun names rank 1 (pid $victim)"
    else
        fail "$d: want one 'pshmrun: rank 1 (pid $victim) ...' line"
        diag_file "$WORK/$name.err"
    fi
    after_case "$name" "$d"
}

kill_rank_case "kill -9 of rank 1 (ranks waiting in GASNET_BLOCKUNTIL)" sleep-forever
full kill_rank_case "kill -9 of rank 1 (ranks spinning outside GASNet)" busy-forever

# signal_launcher_case DESCRIPTION SIGNAL MODE
signal_launcher_case() {
    local d=$1 sig=$2 mode=$3
    new_tag
    local name=sig$_tap_n
    snapshot
    start_bg "$name" "$PSHMRUN" -n 3 "$HELPER" --tag="$TAG" "$mode"
    if ! wait_ready "$name" 3 60; then
        fail "$d: the 3 ranks did not get ready"
        kill -9 "$BG_PID" 2>/dev/null; wait_bg 10; show "$name"
        after_case "$name" "$d"
        return
    fi
    kill -s "$sig" "$BG_PID"
    if [ "$sig" = KILL ]; then
        wait_bg 10
        local bound; bound=$(secs 2)
        if wait_gone "$TAG" "$bound"; then
            pass "$d: every rank gone ${GONE_AFTER}s after the launcher died (PDEATHSIG)"
        else
            fail "$d: ranks survive the launcher: $(survivors "$TAG")"
        fi
    else
        if wait_bg 10; then
            if [ "$RC" != 0 ]; then
                pass "$d: pshmrun ends, status $RC"
            else
                fail "$d: pshmrun ends with status 0 after SIG$sig"
            fi
        else
            fail "$d: pshmrun still running 10 s after SIG$sig"
            show "$name"
        fi
    fi
    after_case "$name" "$d"
}

signal_launcher_case "kill -9 of pshmrun"           KILL sleep-forever
full signal_launcher_case "kill -9 of pshmrun (busy ranks)" KILL busy-forever
signal_launcher_case "SIGTERM to pshmrun"           TERM sleep-forever
full signal_launcher_case "SIGINT to pshmrun"       INT  sleep-forever
full signal_launcher_case "SIGTERM to pshmrun (busy ranks)" TERM busy-forever

done_testing
