#!/bin/bash
# job_end.sh: how a job ends (issues #21, #19 item 4, #16's fault matrix).
#  - a rank that exits before joining (status 0 or not) ends a pshmrun job:
#    no hang, one line naming it, status = its status or 1 if it left with 0;
#  - SIGPIPE on the launcher's stderr does not change the status (139);
#  - no output lost at exit: barrier, printf without fflush, gasnet_exit(0)
#    with stdout a pipe; a rank still working 1 s after rank 0's
#    gasnet_exit(0) prints and exits by itself; GASNET_EXITTIMEOUT bounds it;
#    a rank asleep outside GASNet calls when the job ends (gasnet_exit, or
#    another rank's fatal error) keeps the line it printed without fflush;
#  - a rank looping on a blocking Put leaves by itself, promptly, with the
#    job's status when another rank calls gasnet_exit;
#  - a terminate signal to the job reaches a client's SIGQUIT handler;
#  - a stopped rank, a rank that aborts, rank 0 killed by SIGKILL;
# and after every case: no process of the job, no memfd of the job held by
# any process started by it, nothing new in /dev/shm or /tmp/pshm*.
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$HELPER"

# memfd_holders TAG: pids of processes started under TAG (PSHMEX_TEST_TAG in
# their environment) that still hold a pshmex job memfd
memfd_holders() {
    local f p
    for f in $(grep -lsxzF "PSHMEX_TEST_TAG=$1" /proc/[0-9]*/environ); do
        p=${f%/environ}
        ls -l "$p/fd" 2>/dev/null | grep -q 'memfd:pshmex' && echo -n "${p#/proc/} "
    done
}

# no_leftovers DESCRIPTION: no process, memfd or file of the job ($TAG) left
no_leftovers() {
    local d=$1 left
    wait_gone "$TAG" 5
    left="$(survivors "$TAG")$(memfd_holders "$TAG")$(new_leftovers | tr '\n' ' ')"
    if [ -z "$left" ]; then
        pass "$d: no process, memfd or file left"
    else
        fail "$d: left behind: $left"
    fi
}

# status_and_time DESCRIPTION NAME WANT BOUND: check $RC and $ELAPSED
status_and_time() {
    local d=$1 name=$2 want=$3 bound; bound=$(secs "$4")
    if [ "$RC" = "$want" ] && awk -v t="$ELAPSED" -v b="$bound" 'BEGIN { exit !(t <= b) }'; then
        pass "$d: status $want in ${ELAPSED}s (bound ${bound}s)"
    else
        fail "$d: status $RC in ${ELAPSED}s, want $want within ${bound}s"
        show "$name"
    fi
}

# Under valgrind (make check-valgrind) a rank takes over a second to exit
# (memcheck's leak check), longer than the deadlines pshmrun keeps: SIGKILL
# 1 s after a terminate signal, GASNET_EXITTIMEOUT=0.3 counted from rank 0's
# exit. The outcome of a case that depends on a rank under valgrind (a
# pshmrun rank: GASNET_PSHM_NODES ranks are not wrapped) leaving before
# such a deadline then measures valgrind; those cases are skipped there.
# within_deadline DESCRIPTION CASE ARGS...: run CASE ARGS... unless so
within_deadline() {
    local d=$1; shift
    if [ "$SCALE" != 1 ]; then
        skip "$d" "under valgrind a rank's exit outlasts pshmrun's deadline"
        return
    fi
    "$@"
}

# job NAME TIMEOUT N HOW HELPER_ARGS...: run the helper in an N-rank job,
# HOW = pshmrun or nodes (GASNET_PSHM_NODES), tagged with a fresh $TAG
job() {
    local name=$1 to=$2 n=$3 how=$4; shift 4
    new_tag
    snapshot
    if [ "$how" = pshmrun ]; then
        run "$name" "$to" env PSHMEX_TEST_TAG="$TAG" "$PSHMRUN" -n "$n" "$HELPER" --tag="$TAG" "$@"
    else
        run "$name" "$to" env PSHMEX_TEST_TAG="$TAG" GASNET_PSHM_NODES="$n" "$HELPER" --tag="$TAG" "$@"
    fi
}

# ---- a rank leaves before joining (pshmrun; under GASNET_PSHM_NODES the
# ranks are forked inside init and cannot) ---------------------------------
# early_case N RANK CODE DELAY_MS WANT
early_case() {
    local n=$1 r=$2 c=$3 ms=$4 want=$5
    local d="pshmrun -n $n, rank $r exits with $c before init (others init after ${ms} ms)"
    job early 30 "$n" pshmrun leave-before-init "$r" "$c" "$ms"
    status_and_time "$d" early "$want" 5
    if [ "$(grep -c '^pshmrun: ' "$WORK/early.err")" = 1 ] &&
       grep -Eq "^pshmrun: rank $r \(pid [0-9]+\) exited with status $c before joining the job" "$WORK/early.err"; then
        pass "$d: one line names rank $r and how it left"
    else
        fail "$d: want one 'pshmrun: rank $r (pid P) exited with status $c before joining' line"
        diag_file "$WORK/early.err"
    fi
    no_leftovers "$d"
}
early_case 2 1 0 0 1
early_case 4 0 0 300 1
early_case 8 5 0 0 1
early_case 4 2 6 0 6

# a rank that never joins is not sent SIGQUIT at teardown (its default
# action would dump a core file into the job's directory)
d="pshmrun -n 2, rank 0 exits with 3 before init, rank 1 never joins"
job nojoin 30 2 pshmrun leave-before-init 0 3 -1
status_and_time "$d" nojoin 3 5
if ! grep -q 'SIGQUIT before init' "$WORK/nojoin.err"; then
    pass "$d: the rank that never joined was not sent SIGQUIT"
else
    fail "$d: the rank that never joined was sent SIGQUIT (a core dump by default)"
fi
no_leftovers "$d"

# a program that never uses GASNet on any rank still succeeds
new_tag
snapshot
run nognet 30 "$PSHMRUN" -n 4 "$HELPER" --tag="$TAG" exit-before-init 0
status_and_time "pshmrun -n 4, no rank uses GASNet and all exit 0" nognet 0 10
no_leftovers "pshmrun -n 4, no rank uses GASNet"

# ---- SIGPIPE on the launcher's stderr --------------------------------------
for how in pshmrun nodes; do
    d="$how, 2 ranks, rank 1 segfaults, the job's stderr a closed pipe"
    new_tag
    snapshot
    if [ "$how" = pshmrun ]; then
        cmd=("$PSHMRUN" -n 2 "$HELPER" --tag="$TAG" signal 1 11)
    else
        cmd=(env GASNET_PSHM_NODES=2 "$HELPER" --tag="$TAG" signal 1 11)
    fi
    t0=$(date +%s.%N)
    (timeout -k 5 "$(secs 30)" "${cmd[@]}" 2>&1 </dev/null | head -c0; exit "${PIPESTATUS[0]}")
    RC=$?
    ELAPSED=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
    status_and_time "$d" none 139 5
    no_leftovers "$d"
done

# ---- no output lost at exit ------------------------------------------------
# piped CMD...: run CMD (30 s, scaled) with stdout a pipe and stderr in
# $WORK/piped.err; sets GOT (its stdout), RC and ELAPSED. The status goes
# through a file: PIPESTATUS does not reach out of $(...).
piped() {
    local t0; t0=$(date +%s.%N)
    GOT=$( (timeout -k 5 "$(secs 30)" "$@"; echo $? >"$WORK/piped.rc") </dev/null 2>"$WORK/piped.err" | cat)
    RC=$(cat "$WORK/piped.rc")
    ELAPSED=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
}

# lost_case N HOW RUNS [--g1]: every run prints all N lines (stdout a pipe)
lost_case() {
    local n=$1 how=$2 runs=$3; shift 3
    local d="$how, $n ranks${1:+ $1}: barrier, printf, gasnet_exit(0), stdout a pipe"
    local i bad=0 st=0
    for i in $(seq "$runs"); do
        new_tag
        if [ "$how" = pshmrun ]; then
            piped "$PSHMRUN" -n "$n" "$HELPER" --tag="$TAG" "$@" barrier-print-exit
        else
            piped env GASNET_PSHM_NODES="$n" "$HELPER" --tag="$TAG" "$@" barrier-print-exit
        fi
        [ "$RC" = 0 ] || st=$((st + 1))
        [ "$(grep -c 'the line before gasnet_exit$' <<<"$GOT")" = "$n" ] || bad=$((bad + 1))
    done
    if [ "$bad" = 0 ] && [ "$st" = 0 ]; then
        pass "$d: every line in $runs of $runs runs, status 0"
    else
        fail "$d: lines missing in $bad of $runs runs, non-zero status in $st"
    fi
}
snapshot
lost_case 2 nodes 5
lost_case 4 nodes 5
lost_case 8 nodes 5
lost_case 2 pshmrun 5 --g1
lost_case 4 pshmrun 5
lost_case 8 pshmrun 5 --g1
TAG=nothing-is-tagged-so
is "$(new_leftovers)" "" "lost-output runs: nothing left in /dev/shm or /tmp/pshm*"

# late_case N HOW MS TIMEOUT WANT_LINES: rank 0 gasnet_exit(0) after a
# barrier, the others print MS ms later; GASNET_EXITTIMEOUT=TIMEOUT (empty:
# the default)
late_case() {
    local n=$1 how=$2 ms=$3 to=$4 want=$5
    local d="$how, $n ranks, others print ${ms} ms after rank 0's gasnet_exit(0)${to:+, GASNET_EXITTIMEOUT=$to}"
    if [ -n "$to" ]; then export GASNET_EXITTIMEOUT=$to; fi
    job late "$(secs 30)" "$n" "$how" late-print "$ms"
    unset GASNET_EXITTIMEOUT
    status_and_time "$d" late 0 20
    local got; got=$(grep -c "printed $ms ms after" "$WORK/late.out")
    if [ "$got" = "$want" ]; then
        pass "$d: $want of the $((n - 1)) lines"
    else
        fail "$d: $got of the $((n - 1)) lines, want $want"
        show late
    fi
    no_leftovers "$d"
}
late_case 2 pshmrun 1000 "" 1
late_case 2 nodes 1000 "" 1
late_case 4 nodes 1000 "" 3
late_case 8 pshmrun 50 "" 7
# killed at the timeout: the line is lost
within_deadline "pshmrun, 2 ranks, a line 1500 ms after rank 0's gasnet_exit(0), GASNET_EXITTIMEOUT=0.3" \
    late_case 2 pshmrun 1500 0.3 0
late_case 2 nodes 1500 3 1      # a longer timeout than the default's 2.5 s

# ---- a rank outside GASNet calls keeps its buffered output -----------------
# quiet_case N HOW END WANT BOUND: the ranks but 0 printf a line without
# fflush (stdout a pipe) and sleep in a loop outside GASNet; rank 0 ends
# the job (END exit: gasnet_exit(0), after which the others get SIGQUIT at
# the exit timeout, 2 s + 0.25 s per rank; END fatal: a fatal error, SIGQUIT
# 100 ms after its death). The library's SIGQUIT handler flushes stdout:
# spec 004, gasnet_exit "causes the system to flush all I/O".
quiet_case() {
    local n=$1 how=$2 end=$3 want=$4 bound; bound=$(secs "$5")
    local d="$how, $n ranks, others asleep outside GASNet with a buffered line when rank 0 ends the job ($end)"
    new_tag
    snapshot
    if [ "$how" = pshmrun ]; then
        piped env PSHMEX_TEST_TAG="$TAG" "$PSHMRUN" -n "$n" "$HELPER" --tag="$TAG" print-sleep "$end"
    else
        piped env PSHMEX_TEST_TAG="$TAG" GASNET_PSHM_NODES="$n" "$HELPER" --tag="$TAG" print-sleep "$end"
    fi
    local lines; lines=$(grep -c 'a buffered line, then sleeping outside GASNet$' <<<"$GOT")
    if [ "$RC" = "$want" ] && [ "$lines" = $((n - 1)) ] &&
       awk -v t="$ELAPSED" -v b="$bound" 'BEGIN { exit !(t <= b) }'; then
        pass "$d: all $lines lines, status $RC in ${ELAPSED}s (bound ${bound}s)"
    else
        fail "$d: $lines of the $((n - 1)) lines, status $RC in ${ELAPSED}s (want $want within ${bound}s)"
        diag_file "$WORK/piped.err"
    fi
    no_leftovers "$d"
}
quiet_case 2 pshmrun exit 0 10
quiet_case 3 nodes exit 0 10
quiet_case 2 pshmrun fatal 134 5
quiet_case 3 nodes fatal 134 5

# late_quit_case: the same with pshmrun -n 2 and GASNET_EXITTIMEOUT=1
# (SIGQUIT 1 s after rank 0's gasnet_exit(0), SIGKILL 0.5 s later), but the
# supervisor stopped (SIGSTOP) from the moment it reaped rank 0 until past
# both deadlines, as a loaded host may hold it: on waking it must send
# SIGQUIT first and SIGKILL only 0.5 s later, or rank 1's handler never
# runs and its line is lost.
late_quit_case() {
    local d="pshmrun, 2 ranks, the supervisor stopped past both exit-timeout deadlines"
    local i r0=""
    new_tag
    snapshot
    start_bg lateq env PSHMEX_TEST_TAG="$TAG" GASNET_EXITTIMEOUT=1 "$PSHMRUN" -n 2 "$HELPER" --tag="$TAG" print-sleep exit
    for i in $(seq 600); do # ready lines on stderr: stdout keeps its buffer
        r0=$(sed -n 's/^t_exit_helper: rank 0 pid \([0-9]*\) ready$/\1/p' "$WORK/lateq.err")
        [ -n "$r0" ] && [ "$(grep -c ' ready$' "$WORK/lateq.err")" = 2 ] && break
        r0=""
        sleep 0.05
    done
    for i in $(seq 600); do # kill -0 fails once the supervisor reaped rank 0
        [ -n "$r0" ] && kill -0 "$r0" 2>/dev/null || break
        sleep 0.01
    done
    kill -STOP "$BG_PID"
    sleep 2.5
    local t0; t0=$(date +%s.%N)
    kill -CONT "$BG_PID"
    wait_bg 30
    ELAPSED=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
    local lines; lines=$(grep -c 'a buffered line, then sleeping outside GASNet$' "$WORK/lateq.out")
    if [ -n "$r0" ] && [ "$RC" = 0 ] && [ "$lines" = 1 ]; then
        pass "$d: rank 1's line kept, status 0, ${ELAPSED}s after SIGCONT"
    else
        fail "$d: ${r0:-no ready lines, }$lines of 1 lines, status $RC, ${ELAPSED}s after SIGCONT"
        show lateq
    fi
    no_leftovers "$d"
}
within_deadline "pshmrun, 2 ranks, the supervisor stopped past both exit-timeout deadlines" late_quit_case

# ---- a rank in a loop of calls that never wait leaves by itself -------------
# put_case N HOW [--g1]: rank 0 gasnet_exit(5) after a barrier, the others
# loop on a blocking Put; they see the job's end at their next calls and
# leave 20 ms later with its status, long before the exit timeout's
# SIGQUIT (2 s + 0.25 s per rank), which the time bound rules out
put_case() {
    local n=$1 how=$2 g=${3:-}
    local d="$how, $n ranks${g:+, GASNet-1}, others in a blocking Put loop when rank 0 calls gasnet_exit(5)"
    job put "$(secs 30)" "$n" "$how" $g put-forever 5
    status_and_time "$d" put 5 2
    no_leftovers "$d"
}
put_case 2 pshmrun
put_case 4 nodes --g1

# ---- terminate signals reach a client's SIGQUIT handler (#19 item 4) --------
# signal_case TARGET N HOW SIGNAL WANT HANDLERS HELPER_ARGS...: SIGNAL to
# the job (TARGET job: the process started) or to rank 1 itself (rank1);
# the job ends with WANT within 2 s, and the client's SIGQUIT handler ran
# in HANDLERS ranks ("any": at least one; "-": not checked)
signal_case() {
    local target=$1 n=$2 how=$3 sig=$4 want=$5 handlers=$6; shift 6
    local to="the job" pid ran
    [ "$target" = rank1 ] && to="rank 1 itself"
    local d="$how, $n ranks, SIG$sig to $to, ranks: $*"
    new_tag
    snapshot
    if [ "$how" = pshmrun ]; then
        start_bg sig env PSHMEX_TEST_TAG="$TAG" "$PSHMRUN" -n "$n" "$HELPER" --tag="$TAG" "$@"
    else
        start_bg sig env PSHMEX_TEST_TAG="$TAG" GASNET_PSHM_NODES="$n" "$HELPER" --tag="$TAG" "$@"
    fi
    local ready=yes
    wait_ready sig "$n" 60 || ready=no
    pid=$BG_PID
    [ "$target" = rank1 ] && pid=$(rank_pid sig 1)
    if [ $ready = no ] || [ -z "$pid" ]; then
        fail "$d: ranks not ready"
        kill -9 "$BG_PID" 2>/dev/null; wait_bg 10; show sig
        return
    fi
    local t0; t0=$(date +%s.%N)
    kill -s "$sig" "$pid"
    wait_bg 30
    ELAPSED=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
    status_and_time "$d" sig "$want" 2
    if [ "$handlers" != - ]; then
        ran=$(grep -c 'SIGQUIT handler runs' "$WORK/sig.err")
        if { [ "$handlers" = any ] && [ "$ran" -ge 1 ]; } || [ "$ran" = "$handlers" ]; then
            pass "$d: the client's SIGQUIT handler ran in $ran ranks"
        else
            fail "$d: the client's SIGQUIT handler ran in $ran ranks, want $handlers"
            show sig
        fi
    fi
    no_leftovers "$d"
}
# sig_case N HOW SIGNAL WANT HELPER_ARGS...: to the job
sig_case() {
    local h=-
    [ "$5" = quit-handler ] && h=any
    signal_case job "$1" "$2" "$3" "$4" "$h" "${@:5}"
}
sig_case 2 pshmrun INT 9 quit-handler 9
sig_case 4 nodes TERM 9 quit-handler 9 busy
sig_case 8 pshmrun HUP 9 quit-handler 9
within_deadline "pshmrun, 4 ranks, SIGINT to the job, ranks: sleep-forever" \
    sig_case 4 pshmrun INT 130 sleep-forever
sig_case 2 nodes TERM 143 busy-forever

# ---- a terminate signal to one rank is turned into SIGQUIT (spec 004,
# gasnet_exit); a rank that learns of another's exit inside a library call
# gets SIGQUIT too, so a client's handler runs there -------------------------
# (rank 1's handler ends the job; the others, waiting in the library, learn
# it there and run theirs: every rank's handler runs)
signal_case rank1 2 pshmrun INT 9 2 quit-handler 9
signal_case rank1 3 nodes TERM 9 3 quit-handler 9
signal_case rank1 2 pshmrun HUP 9 2 quit-handler 9
signal_case rank1 2 pshmrun TERM 143 0 sleep-forever

# quit_exit_case N HOW: rank 0 calls gasnet_exit(3) while the others wait
# in the library, each with a handler that calls gasnet_exit(9): the
# handler runs in every other rank, and the job's status stays 3
quit_exit_case() {
    local n=$1 how=$2 d="$2, $1 ranks, rank 0 gasnet_exit(3), the others wait in the library with a SIGQUIT handler"
    job qexit "$(secs 30)" "$n" "$how" quit-handler-exit 0 3 9
    status_and_time "$d" qexit 3 5
    local ran; ran=$(grep -c 'SIGQUIT handler runs' "$WORK/qexit.err")
    if [ "$ran" = $((n - 1)) ]; then
        pass "$d: the client's SIGQUIT handler ran in the $ran other ranks"
    else
        fail "$d: the client's SIGQUIT handler ran in $ran ranks, want $((n - 1))"
        show qexit
    fi
    no_leftovers "$d"
}
quit_exit_case 2 pshmrun
quit_exit_case 4 nodes

# ---- fault matrix leftovers (#16, #21 item 3) -----------------------------
# stop_case N HOW: rank 1 stops itself, then SIGTERM to the job
stop_case() {
    local n=$1 how=$2 d="$2, $1 ranks, rank 1 stopped (SIGSTOP), SIGTERM to the job"
    new_tag
    snapshot
    if [ "$how" = pshmrun ]; then
        start_bg stop env PSHMEX_TEST_TAG="$TAG" "$PSHMRUN" -n "$n" "$HELPER" --tag="$TAG" stop-self 1
    else
        start_bg stop env PSHMEX_TEST_TAG="$TAG" GASNET_PSHM_NODES="$n" "$HELPER" --tag="$TAG" stop-self 1
    fi
    local victim
    if wait_ready stop "$n" 60; then
        victim=$(rank_pid stop 1)
        local i
        for i in $(seq 100); do # until it is stopped
            [ "$(ps -o stat= -p "$victim" 2>/dev/null | cut -c1)" = T ] && break
            sleep 0.05
        done
        local t0; t0=$(date +%s.%N)
        kill -TERM "$BG_PID"
        wait_bg 30
        ELAPSED=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
        status_and_time "$d" stop 143 2
    else
        fail "$d: ranks not ready"
        kill -9 "$BG_PID" 2>/dev/null; wait_bg 10; show stop
    fi
    no_leftovers "$d"
}
stop_case 8 nodes
within_deadline "pshmrun, 4 ranks, rank 1 stopped (SIGSTOP), SIGTERM to the job" stop_case 4 pshmrun

job abort8 30 8 nodes abort 7
status_and_time "nodes, 8 ranks, rank 7 aborts" abort8 134 5
no_leftovers "nodes, 8 ranks, rank 7 aborts"

# rank 0 of a 4-rank GASNet-1 job killed by SIGKILL
for how in nodes pshmrun; do
    d="$how, 4 ranks, GASNet-1, kill -9 of rank 0"
    new_tag
    snapshot
    if [ "$how" = pshmrun ]; then
        start_bg k0 env PSHMEX_TEST_TAG="$TAG" "$PSHMRUN" -n 4 "$HELPER" --tag="$TAG" --g1 sleep-forever
    else
        start_bg k0 env PSHMEX_TEST_TAG="$TAG" GASNET_PSHM_NODES=4 "$HELPER" --tag="$TAG" --g1 sleep-forever
    fi
    if wait_ready k0 4 60; then
        t0=$(date +%s.%N)
        kill -9 "$(rank_pid k0 0)"
        wait_bg 30
        ELAPSED=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
        status_and_time "$d" k0 137 2
    else
        fail "$d: ranks not ready"
        kill -9 "$BG_PID" 2>/dev/null; wait_bg 10; show k0
    fi
    no_leftovers "$d"
done

done_testing
