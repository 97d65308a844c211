#!/bin/bash
# misuse.sh: misuse is caught in the DEFAULT build (t_misuse is built with
# neither -DPSHMEX_DEBUG nor -DPSHMEX_UNCHECKED). Each case runs one misuse
# in a 2-rank job and checks the exit status (134: SIGABRT after the fatal
# line; 139: SIGSEGV), that the message names the call and the argument,
# and, for the checks, that the caller's backtrace follows (GASNET_BACKTRACE
# =0 turns it off). The 'ok' mode makes correct calls on the edges of every
# check and must pass.
. "$(dirname "$0")/../lib.sh"
T_MISUSE=$TESTS_BUILDDIR/safety/t_misuse
require_built "$PSHMRUN" "$T_MISUSE"

# mcase MODE STATUS REGEX [ENV...]: t_misuse MODE in a 2-rank job ends with
# STATUS and stderr has one "pshmex: " line matching REGEX (the call and
# the argument), followed by a backtrace unless GASNET_BACKTRACE is false
# (0, no, N: GASNet's Booleans). With GASNET_FREEZE_ON_ERROR=1 the rank
# waits for a debugger instead (gdb clears pshmex_frozen to go on).
mcase() {
    local mode=$1 want=$2 re=$3 name=m$_tap_n; shift 3
    run "$name" 60 env "$@" "$PSHMRUN" -n 2 "$T_MISUSE" "$mode"
    local line why=""
    line=$(grep -m1 '^pshmex: ' "$WORK/$name.err")
    [ "$RC" = "$want" ] || why="status $RC, want $want"
    [ "$(grep -c '^pshmex: ' "$WORK/$name.err")" = 1 ] || why="$why; not one 'pshmex: ' line"
    grep -Eq -- "$re" <<<"$line" || why="$why; the line does not match /$re/"
    if [ "${*#GASNET_BACKTRACE=}" != "$*" ]; then # a false value: 0, n, no
        ! grep -q '^pshmex backtrace:' "$WORK/$name.err" || why="$why; a backtrace despite $*"
    else
        grep -q '^pshmex backtrace:' "$WORK/$name.err" || why="$why; no backtrace"
    fi
    if [ -z "$why" ]; then
        pass "$mode ${*:+($*) }: status $RC, '$line'"
    else
        fail "$mode ${*:+($*) }:${why#;}"
        show "$name"
    fi
}

snapshot
run ok 60 "$PSHMRUN" -n 2 "$T_MISUSE" ok
if [ "$RC" = 0 ] && grep -q 'valid calls passed the checks' "$WORK/ok.out" && ! grep -q '^pshmex: ' "$WORK/ok.err"; then
    pass "ok: correct calls on the edges of every check pass (status 0)"
else
    fail "ok: status $RC"; show ok
fi
# RMA (gex and GASNet-1) and atomics, default build
mcase put-rank       134 'gex_RMA_PutBlocking: rank 2 is out of range \(valid 0\.\.1'
mcase get-range      134 'gex_RMA_GetBlocking: src range \[0x[0-9a-f]+, 0x[0-9a-f]+\) \(8 bytes\) on rank 1 .*outside .*valid \[0x'
mcase put-val-size   134 'gex_RMA_PutBlockingVal: nbytes 9 is out of range \(valid 1\.\.8'
mcase put-null-src   134 'gex_RMA_PutBlocking: the local address is NULL'
mcase put-word-range 134 'gex_RMA_PutBlocking: dest range \[0x[0-9a-f]+, 0x[0-9a-f]+\) \(8 bytes\) on rank 1 .*outside .*valid \[0x'
mcase g1-put-node    134 'gasnet_put: node 2 is out of range \(valid 0\.\.1'
mcase g1-get-range   134 'gasnet_get: src range .* on rank 1 .*outside .*valid \['
mcase ad-op          134 'gex_AD_OpNBI_U64: opcode 0x[0-9a-f]+ is not among the domain.s ops'
mcase ad-align       134 'gex_AD_OpNBI_U64: tgt_addr 0x[0-9a-f]+ is not 8-byte aligned'
mcase ad-range       134 'gex_AD_OpNBI_U64: tgt_addr 0x[0-9a-f]+ .* outside .*valid \['
mcase ad-rank        134 'gex_AD_OpNBI_U64: rank 2 is out of range \(valid 0\.\.1'
mcase ad-set-type     134 'gex_AD_OpNBI_I64: the domain.s type is GEX_DT_U64, not GEX_DT_I64'
mcase ad-set-align    134 'gex_AD_OpNBI_U64: tgt_addr 0x[0-9a-f]+ is not 8-byte aligned'
mcase ad-set-range    134 'gex_AD_OpNBI_U64: tgt_addr 0x[0-9a-f]+ .* outside .*valid \['
mcase ad-set-rank     134 'gex_AD_OpNBI_U64: rank 2 is out of range \(valid 0\.\.1'
# a jobrank (GEX_FLAG_RANK_IS_JOBRANK) of the job but not of the domain's team
mcase ad-jobrank-team 134 'gex_AD_OpNBI_U64: jobrank 1 is not a member of the domain.s team'
mcase put-rank       134 'gex_RMA_PutBlocking: rank 2 is out of range' GASNET_BACKTRACE=0
mcase put-rank       134 'gex_RMA_PutBlocking: rank 2 is out of range' GASNET_BACKTRACE=no
mcase put-rank       134 'gex_RMA_PutBlocking: rank 2 is out of range' GASNET_BACKTRACE=N
# calls before init, in a plain process (no rank, so no signal handler and
# no backtrace yet): one line naming the call, status 134
bcase() {
    local mode=$1 re=$2 name=b$_tap_n
    run "$name" 60 "$T_MISUSE" "$mode"
    local line; line=$(grep '^pshmex: ' "$WORK/$name.err")
    if [ "$RC" = 134 ] && [ "$(grep -c . <<<"$line")" = 1 ] && grep -Eq -- "$re" <<<"$line"; then
        pass "$mode: status $RC, '$line'"
    else
        fail "$mode: status $RC (want 134), want one line matching /$re/"
        show "$name"
    fi
}
bcase before-put     'gasnet_put: called before gex_Client_Init / gasnet_init'
bcase before-gex-put 'gex_RMA_PutBlocking: called before gex_Client_Init / gasnet_init'
bcase before-query   'gex_TM_QueryRank: called before gex_Client_Init / gasnet_init'
bcase before-mynode  'gasnet_mynode: called before gex_Client_Init / gasnet_init'
# a call after exit: rank 0 puts from an atexit handler that runs after
# pshmex's exit handler (main returned 0, so the job's status is already 0):
# the same line as before init, with the backtrace, and the call does not
# return
run after-exit 60 "$PSHMRUN" -n 2 "$T_MISUSE" after-exit
line=$(grep -m1 '^pshmex: ' "$WORK/after-exit.err")
if grep -Eq 'gex_RMA_PutBlocking: called before gex_Client_Init / gasnet_init \(or after exit\)' <<<"$line" &&
    grep -q '^pshmex backtrace:' "$WORK/after-exit.err" && ! grep -q 'bad call returned' "$WORK/after-exit.err"; then
    pass "after-exit: '$line'"
else
    fail "after-exit: status $RC, want the 'called ... (or after exit)' line"
    show after-exit
fi
# a fatal signal in a rank: rank, signal, faulting address, backtrace; 128+11
mcase segv           139 '^pshmex: rank 0 \(pid [0-9]+\): caught SIGSEGV .* at address 0x10$'
mcase segv           139 '^pshmex: rank 0 \(pid [0-9]+\): caught SIGSEGV' GASNET_BACKTRACE=0
if grep -q '^pshmrun: rank 0 .*signal 11' "$WORK/m$((_tap_n - 1)).err" &&
    [ "$(grep -n '^pshmex: rank 0' "$WORK/m$((_tap_n - 1)).err" | cut -d: -f1)" -lt \
      "$(grep -n '^pshmrun: rank 0' "$WORK/m$((_tap_n - 1)).err" | cut -d: -f1)" ]; then
    pass "segv: the rank's line comes before the supervisor's"
else
    fail "segv: the rank's line does not come before the supervisor's"
fi
# AM misuse, caught at the sender and naming the sending call
mcase am-index       134 'gex_AM_RequestShort1: handler 201 is not registered on jobrank 1'
mcase am-nargs       134 'gex_AM_RequestShort2: nargs 2, but handler 200 \(h_short1\) was registered on jobrank 1 with 1'
mcase destroy-unsynced 134 'gex_TM_Destroy: a collective on this team has not been synced'
mcase am-category    134 'gex_AM_RequestMedium1: handler 200 \(h_short1\) was registered on jobrank 1 for another category'

# a bad GASNET_WAIT_MODE fails init with one status-path line (the API
# boundary's "pshmex: <call>: ..."), in a plain process and in a job
for how in plain pshmrun; do
    name=wait-mode-$how
    if [ $how = plain ]; then
        run "$name" 60 env GASNET_WAIT_MODE=bogus "$T_MISUSE" ok
    else
        run "$name" 60 env GASNET_WAIT_MODE=bogus "$PSHMRUN" -n 2 "$T_MISUSE" ok
    fi
    line=$(grep '^pshmex: ' "$WORK/$name.err" | sort -u)
    if [ "$RC" = 5 ] && [ "$(grep -c . <<<"$line")" = 1 ] &&
        grep -Eq "^pshmex: gex_Client_Init: GASNET_WAIT_MODE='bogus' is not SPIN, BLOCK or SPINBLOCK\$" <<<"$line"; then
        pass "GASNET_WAIT_MODE=bogus ($how): init fails (status $RC), '$line'"
    else
        fail "GASNET_WAIT_MODE=bogus ($how): status $RC (want 5), want the gex_Client_Init line"
        show "$name"
    fi
done

# GASNET_FREEZE_ON_ERROR=1: the rank with the fatal error waits for a
# debugger, alive, instead of ending the job; clearing pshmex_frozen from
# gdb lets it go on and die as it would have (without gdb: SIGTERM to the
# launcher ends the job)
start_bg freeze env GASNET_FREEZE_ON_ERROR=1 GASNET_BACKTRACE=0 "$PSHMRUN" -n 2 "$T_MISUSE" put-rank
deadline=$(( $(date +%s) + $(secs 20) ))
while ! grep -q 'is frozen for a debugger' "$WORK/freeze.err" && [ "$(date +%s)" -lt "$deadline" ]; do
    sleep 0.1
done
sleep 0.5
fpid=$(sed -n 's/^pshmex: rank [0-9]* (pid \([0-9]*\)) is frozen for a debugger.*/\1/p' "$WORK/freeze.err")
if [ -n "$fpid" ] && kill -0 "$fpid" 2>/dev/null && kill -0 "$BG_PID" 2>/dev/null &&
    grep -q 'gex_RMA_PutBlocking: rank 2 is out of range' "$WORK/freeze.err"; then
    pass "GASNET_FREEZE_ON_ERROR=1: after the fatal error's line the rank (pid $fpid) waits, alive, and so does the job"
else
    fail "GASNET_FREEZE_ON_ERROR=1: want the rank frozen and the job running (pid '$fpid')"
    diag_file "$WORK/freeze.err"
fi
if command -v gdb >/dev/null && [ -n "$fpid" ]; then
    gdb -p "$fpid" -batch -ex 'set var pshmex_frozen = 0' >"$WORK/gdb.out" 2>&1
    wait_bg 30
    if [ "$RC" = 134 ]; then
        pass "  ... gdb sets pshmex_frozen = 0: the rank goes on and the job ends as without freezing (134)"
    else
        fail "  ... after gdb cleared pshmex_frozen: status $RC, want 134"
        diag_file "$WORK/gdb.out"
        show freeze
    fi
else
    kill -TERM "$BG_PID" 2>/dev/null
    wait_bg 30
    if [ "$RC" = 143 ]; then
        pass "  ... SIGTERM to pshmrun ends the frozen job (143; no gdb here to unfreeze it)"
    else
        fail "  ... SIGTERM to pshmrun: status $RC, want 143"
        show freeze
    fi
fi

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"
done_testing
