# tests/lib.sh - shared helpers for the TAP test scripts (bash). Source it:
#     . "$(dirname "$0")/../lib.sh"
# Not a test itself.
#
# Environment (set by `make check`; defaults for running a script by hand
# from an in-tree build): PSHMRUN, PSHMBENCH, TESTS_BUILDDIR.
# PSHMEX_UNDER_VALGRIND=1 multiplies every time bound by 10.

set -u

TESTS_LIB_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
_top=$(cd "$TESTS_LIB_DIR/.." && pwd)
: "${PSHMRUN:=$_top/pshmrun}"
: "${PSHMBENCH:=$_top/pshmbench}"
: "${TESTS_BUILDDIR:=$_top/tests}"
export PSHMRUN PSHMBENCH TESTS_BUILDDIR

HELPER=$TESTS_BUILDDIR/bootstrap/t_exit_helper
T_QUERIES=$TESTS_BUILDDIR/core/t_queries
T_SEGMENTS=$TESTS_BUILDDIR/pshm/t_segments

# Ranks that abort or crash on purpose must not leave core files around.
ulimit -c 0 2>/dev/null

# A job started by a test must never see the variables of an enclosing job.
unset PSHMEX_JOB_FD PSHMEX_RANK GASNET_PSHM_NODES

# Sanitizer builds (make check-asan / check-tsan): a program that a test
# builds without the sanitizer's flags (a client compiled from an installed
# makefile fragment), or runs with an LD_PRELOAD shim, can load the
# instrumented libpshmex.so only when the sanitizer's runtime is loaded
# first. SAN_RUNTIME is that runtime (empty in a normal build), to put first
# in LD_PRELOAD; SAN_LINK the flags a client needs to link libpshmex.a.
SAN_RUNTIME=$(ldd "${PSHMEX_TOP_BUILDDIR:-$_top}/.libs/libpshmex.so" 2>/dev/null |
    awk '/lib(asan|tsan)\.so/ {print $3; exit}')
case $SAN_RUNTIME in
*libasan*) SAN_LINK="-fsanitize=address,undefined" ;;
*libtsan*) SAN_LINK="-fsanitize=thread" ;;
*) SAN_LINK="" ;;
esac

SCALE=1
if [ "${PSHMEX_UNDER_VALGRIND:-0}" = 1 ]; then SCALE=10; fi
# The bounds on hangs (secs) also stretch in sanitizer builds, whose jobs
# run that much slower: `pshmrun -n 3 pshmbench all --runs 1 --iters 2000`
# takes 3 s, and 90 s under TSan, over its 120 s bound while another test
# ran beside it.
TIME_SCALE=$SCALE
case $SAN_RUNTIME in
*libtsan*) TIME_SCALE=$((SCALE * 5)) ;;
*libasan*) TIME_SCALE=$((SCALE * 2)) ;;
esac
# secs N: N seconds, scaled for valgrind and sanitizer runs
secs() { echo $(( $1 * TIME_SCALE )); }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/tests-${0##*/}.XXXXXX") || exit 99
TAG_BASE="pshmextest$$x$RANDOM"
_tag_n=0
_cleanup() {
    # kill whatever a failed step left behind (only our own tagged processes)
    local p
    for p in $(pgrep -f -- "$TAG_BASE" 2>/dev/null); do
        [ "$p" != "$$" ] && kill -9 "$p" 2>/dev/null
    done
    rm -rf "$WORK"
}
trap _cleanup EXIT

# new_tag: a fresh unique marker, in $TAG, to put into a job's argv
new_tag() { _tag_n=$((_tag_n + 1)); TAG="${TAG_BASE}n${_tag_n}"; }

# ---- TAP -------------------------------------------------------------
_tap_n=0
_tap_failed=0
pass() { _tap_n=$((_tap_n + 1)); echo "ok $_tap_n - $*"; }
fail() { _tap_n=$((_tap_n + 1)); _tap_failed=$((_tap_failed + 1)); echo "not ok $_tap_n - $*"; }
# check DESCRIPTION COMMAND...: ok if COMMAND succeeds
check() { local d=$1; shift; if "$@"; then pass "$d"; else fail "$d"; fi; }
# is GOT WANT DESCRIPTION
is() { if [ "$1" = "$2" ]; then pass "$3"; else fail "$3 (got '$1', want '$2')"; fi; }
skip() { _tap_n=$((_tap_n + 1)); echo "ok $_tap_n - $1 # SKIP $2"; }
diag() { echo "# $*"; }
# diag_file FILE [MAXLINES]: show a file as TAP comments
diag_file() {
    [ -s "$1" ] || { echo "#   ($1 is empty)"; return; }
    head -n "${2:-40}" "$1" | sed 's/^/#   /'
}
done_testing() { echo "1..$_tap_n"; [ "$_tap_failed" = 0 ]; exit $?; }

# ---- running jobs ----------------------------------------------------
# run NAME TIMEOUT CMD...: run CMD bounded by TIMEOUT s (scaled); stdout to
# $WORK/NAME.out, stderr to $WORK/NAME.err; sets RC and ELAPSED (seconds,
# with decimals).
run() {
    local name=$1 to; to=$(secs "$2"); shift 2
    local t0 t1
    t0=$(date +%s.%N)
    timeout -k 5 "$to" "$@" >"$WORK/$name.out" 2>"$WORK/$name.err" </dev/null
    RC=$?
    t1=$(date +%s.%N)
    ELAPSED=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')
}

# show NAME: the outputs of a run, as TAP comments
show() {
    diag "exit status $RC after ${ELAPSED}s; stdout:"
    diag_file "$WORK/$1.out"
    diag "stderr:"
    diag_file "$WORK/$1.err"
}

# start_bg NAME CMD...: start CMD in the background with SIGINT/SIGQUIT at
# their defaults (a non-interactive shell starts background jobs with them
# ignored); sets BG_PID (the pid of CMD itself).
start_bg() {
    local name=$1; shift
    "$HELPER" exec-default-signals "$@" >"$WORK/$name.out" 2>"$WORK/$name.err" </dev/null &
    BG_PID=$!
}

# wait_bg TIMEOUT: wait for $BG_PID to end (at most TIMEOUT s, scaled);
# sets RC (124 and kills it if it did not end).
wait_bg() {
    local deadline=$(( $(date +%s) + $(secs "$1") ))
    while kill -0 "$BG_PID" 2>/dev/null; do
        # a zombie still answers kill -0: wait reaps it below
        if [ "$(ps -o stat= -p "$BG_PID" 2>/dev/null | cut -c1)" = Z ]; then break; fi
        if [ "$(date +%s)" -ge "$deadline" ]; then
            kill -9 "$BG_PID" 2>/dev/null
            wait "$BG_PID" 2>/dev/null
            RC=124
            return 1
        fi
        sleep 0.05
    done
    wait "$BG_PID" 2>/dev/null
    RC=$?
    return 0
}

# wait_ready NAME N TIMEOUT: wait until N "ready" lines are in NAME.out
wait_ready() {
    local deadline=$(( $(date +%s) + $(secs "$3") ))
    while [ "$(grep -c ' ready$' "$WORK/$1.out" 2>/dev/null)" -lt "$2" ]; do
        [ "$(date +%s)" -ge "$deadline" ] && return 1
        sleep 0.05
    done
    return 0
}

# rank_pid NAME R: the pid rank R printed in its ready line
rank_pid() { sed -n "s/^t_exit_helper: rank $2 pid \([0-9]*\) ready\$/\1/p" "$WORK/$1.out" | head -n1; }

# survivors TAG: pids of processes whose command line contains TAG
survivors() { pgrep -f -- "$1" 2>/dev/null | tr '\n' ' '; }

# wait_gone TAG TIMEOUT: wait until no process has TAG in its command line;
# sets GONE_AFTER (seconds); returns 1 if some survive.
wait_gone() {
    local t0 now deadline
    t0=$(date +%s.%N)
    deadline=$(awk -v a="$t0" -v s="$(secs "$2")" 'BEGIN { printf "%.2f", a + s }')
    while [ -n "$(survivors "$1")" ]; do
        now=$(date +%s.%N)
        if awk -v a="$now" -v b="$deadline" 'BEGIN { exit !(a > b) }'; then
            GONE_AFTER=timeout
            return 1
        fi
        sleep 0.02
    done
    GONE_AFTER=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
    return 0
}

# Leftover checks: snapshot before a case, compare after it.
snapshot() {
    ls -A /dev/shm 2>/dev/null | sort >"$WORK/shm.before"
    (cd /tmp && ls -d pshm* 2>/dev/null) | sort >"$WORK/tmp.before"
}
# new_leftovers: prints entries that appeared in /dev/shm or /tmp/pshm*
new_leftovers() {
    ls -A /dev/shm 2>/dev/null | sort >"$WORK/shm.after"
    (cd /tmp && ls -d pshm* 2>/dev/null) | sort >"$WORK/tmp.after"
    comm -13 "$WORK/shm.before" "$WORK/shm.after" | sed 's|^|/dev/shm/|'
    comm -13 "$WORK/tmp.before" "$WORK/tmp.after" | sed 's|^|/tmp/|'
}

# tap_clean NAME OUTFILE: ok if a C test's TAP output has a plan and no
# "not ok" line
tap_clean() {
    grep -q '^1\.\.[0-9]' "$1" && ! grep -q '^not ok' "$1"
}

# cpus_allowed: number of CPUs this shell may run on (nproc alone would
# follow OMP_NUM_THREADS)
cpus_allowed() { env -u OMP_NUM_THREADS -u OMP_THREAD_LIMIT nproc; }

# Fail at once, with a clear message, if a program is not built.
require_built() {
    local f
    for f in "$@"; do
        if [ ! -x "$f" ]; then
            echo "1..1"
            echo "not ok 1 - $f is not built (run make check, or set PSHMRUN/TESTS_BUILDDIR)"
            exit 1
        fi
    done
}

# tests/am_queues programs
T_AM_ARGS=$TESTS_BUILDDIR/am_queues/t_am_args
T_AM_PAYLOAD=$TESTS_BUILDDIR/am_queues/t_am_payload
T_AM_NPAM=$TESTS_BUILDDIR/am_queues/t_am_npam
T_AM_REGISTER=$TESTS_BUILDDIR/am_queues/t_am_register
T_AM_HSL=$TESTS_BUILDDIR/am_queues/t_am_hsl
T_AM_IMMEDIATE=$TESTS_BUILDDIR/am_queues/t_am_immediate
T_AM_STORM=$TESTS_BUILDDIR/am_queues/t_am_storm
T_AM_VIOLATIONS=$TESTS_BUILDDIR/am_queues/t_am_violations
T_AM_WAKE=$TESTS_BUILDDIR/am_queues/t_am_wake
T_AM_IN_PLACE=$TESTS_BUILDDIR/am_queues/t_am_in_place
T_AM_LANE=$TESTS_BUILDDIR/am_queues/t_am_lane
T_AM_ASYM=$TESTS_BUILDDIR/am_queues/t_am_asym
T_AM_REGISTER_MT=$TESTS_BUILDDIR/am_queues/t_am_register_mt
T_GASNET1_AM=$TESTS_BUILDDIR/am_queues/t_gasnet1_am
T_GASNET_HANDLER=$TESTS_BUILDDIR/am_queues/t_gasnet_handler

# tests/rma programs
T_RMA_EX=$TESTS_BUILDDIR/rma/t_rma_ex
T_RMA_FORMS=$TESTS_BUILDDIR/rma/t_rma_forms
T_RMA_G1=$TESTS_BUILDDIR/rma/t_rma_g1
T_RMA_G1_VAL=$TESTS_BUILDDIR/rma/t_rma_g1_val
T_RMA_ERRORS=$TESTS_BUILDDIR/rma/t_rma_errors
T_RMA_EX_UNCHECKED=$TESTS_BUILDDIR/rma/t_rma_ex_unchecked
T_RMA_FORMS_UNCHECKED=$TESTS_BUILDDIR/rma/t_rma_forms_unchecked
T_RMA_G1_UNCHECKED=$TESTS_BUILDDIR/rma/t_rma_g1_unchecked
T_RMA_G1_VAL_UNCHECKED=$TESTS_BUILDDIR/rma/t_rma_g1_val_unchecked
T_RMA_EPSEG_UNCHECKED=$TESTS_BUILDDIR/rma/t_rma_epseg_unchecked

# tests/coll programs
T_COLL_BARRIER=$TESTS_BUILDDIR/coll/t_coll_barrier
T_COLL_BARRIER_FLAGS=$TESTS_BUILDDIR/coll/t_coll_barrier_flags
T_COLL_FAST=$TESTS_BUILDDIR/coll/t_coll_fast
T_COLL_DATA=$TESTS_BUILDDIR/coll/t_coll_data
T_COLL_USER=$TESTS_BUILDDIR/coll/t_coll_user
T_COLL_TEAMS=$TESTS_BUILDDIR/coll/t_coll_teams
T_COLL_SLOTS=$TESTS_BUILDDIR/coll/t_coll_slots
T_COLL_TREE=$TESTS_BUILDDIR/coll/t_coll_tree

# tests/atomics programs
T_AD_OPS=$TESTS_BUILDDIR/atomics/t_ad_ops
T_AD_DOMAINS=$TESTS_BUILDDIR/atomics/t_ad_domains
T_AD_CONTEND=$TESTS_BUILDDIR/atomics/t_ad_contend
T_AD_ERRORS=$TESTS_BUILDDIR/atomics/t_ad_errors

# ---- shared by the area scripts -------------------------------------
# tap_job NAME DESCRIPTION TIMEOUT CMD...: run a C TAP test as one check
tap_job() {
    local name=$1 d=$2 to=$3; shift 3
    run "$name" "$to" "$@"
    if [ "$RC" = 0 ] && tap_clean "$WORK/$name.out"; then
        pass "$d ($(grep -c '^ok' "$WORK/$name.out") checks, ${ELAPSED}s)"
    else
        fail "$d (status $RC)"
        grep '^not ok' "$WORK/$name.out" | sed 's/^/#   /'
        show "$name"
    fi
}

# jobname N: how a job of N ranks is started (0: without pshmrun, 1 rank)
jobname() { if [ "$1" = 0 ]; then echo "without pshmrun"; else echo "pshmrun -n $1"; fi; }

# run_in_job NAME N CMD...: run CMD in an N-rank job (N 0: without pshmrun,
# a 1-rank job), bounded by 60 s (see run)
run_in_job() {
    local name=$1 n=$2; shift 2
    if [ "$n" = 0 ]; then
        run "$name" 60 "$@"
    else
        run "$name" 60 "$PSHMRUN" -n "$n" "$@"
    fi
}

# The job sizes the area scripts run (fewer under valgrind, where every
# rank is ~50 times slower).
if [ "$SCALE" = 1 ]; then JOB_SIZES="1 2 3 4 8"; else JOB_SIZES="1 2"; fi
# ... and for tests whose jobs are long, up to 4 ranks
if [ "$SCALE" = 1 ]; then SMALL_JOB_SIZES="1 2 3 4"; else SMALL_JOB_SIZES="1 2"; fi

# tap_jobs TAG PROG [SEED_N SEED]: the C TAP test PROG as one check each
# without pshmrun (job TAG0), in a pshmrun job of each of $JOB_SIZES ranks
# (TAGn; TAP_JOB_SIZES=... before the call chooses others) and, given
# SEED_N and SEED, at SEED_N ranks with argv[1] SEED (TAGseed)
tap_jobs() {
    local tag=$1 prog=$2 p=${2##*/} n
    tap_job "${tag}0" "$p without pshmrun (a 1-rank job)" 60 "$prog"
    for n in ${TAP_JOB_SIZES:-$JOB_SIZES}; do
        tap_job "$tag$n" "pshmrun -n $n $p" 60 "$PSHMRUN" -n "$n" "$prog"
    done
    if [ $# -ge 4 ]; then
        tap_job "${tag}seed" "pshmrun -n $3 $p with another seed" 60 "$PSHMRUN" -n "$3" "$prog" "$4"
    fi
}

# jobs_done: the last check of a job script (no /dev/shm or /tmp/pshm*
# leftovers since `snapshot`), then the plan and the exit status
jobs_done() {
    is "$(new_leftovers)" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"
    done_testing
}

# ---- one fatal misuse per job ------------------------------------------
# fatal_case NAME PROG MODE CALL WHAT: "pshmrun -n 2 PROG MODE" ends with
# status 134 and a line "pshmex: FATAL: CALL: " containing WHAT on stderr
# (CALL "-": no call name; WHAT is then an extended regex for the line).
fatal_case() {
    local name=$1 prog=$2 mode=$3 call=$4 what=$5 line
    run "$name" 60 "$PSHMRUN" -n 2 "$prog" "$mode"
    if [ "$call" = - ]; then
        line=$(grep -E "^pshmex: FATAL: .*$what" "$WORK/$name.err" | head -n1)
    else
        line=$(grep -F "pshmex: FATAL: $call: " "$WORK/$name.err" | grep -F -- "$what" | head -n1)
    fi
    if [ "$RC" = 134 ] && [ -n "$line" ]; then
        pass "$mode: status 134, '$line'"
    else
        fail "$mode: want status 134 and 'pshmex: FATAL: $call: ...$what...' on stderr"
        show "$name"
    fi
}

# ---- error-mode jobs (the t_*_errors helpers, tests/err_mode.h) -------
# err_check NAME CALL RE [many]: the job NAME (see run) stopped the job
# with a "pshmex: " line on stderr that names CALL and matches RE (if not
# empty), exactly one such line (with "many": one or more, all the same),
# and not with a status that says the bad call went unnoticed (0, 3, 4,
# 124). Sets ERR_LINE (the first line) and appends each problem to WHY.
err_check() {
    local name=$1 call=$2 re=$3 many=${4:-} nlines
    nlines=$(grep -c '^pshmex: ' "$WORK/$name.err")
    ERR_LINE=$(grep -m1 '^pshmex: ' "$WORK/$name.err")
    case "$RC" in
    0 | 3 | 4 | 124) WHY="$WHY; status $RC" ;;
    esac
    if [ -n "$many" ]; then
        [ "$nlines" -ge 1 ] || WHY="$WHY; no line 'pshmex: ...' on stderr"
        if grep '^pshmex: ' "$WORK/$name.err" | grep -vqxF -- "$ERR_LINE"; then
            WHY="$WHY; the 'pshmex: ...' lines differ"
        fi
    else
        [ "$nlines" = 1 ] || WHY="$WHY; $nlines lines 'pshmex: ...' on stderr"
    fi
    printf '%s\n' "$ERR_LINE" | grep -Eq -- "$call([^A-Za-z0-9_]|\$)" || WHY="$WHY; the line does not name $call"
    if [ -n "$re" ] && ! printf '%s\n' "$ERR_LINE" | grep -Eq -- "$re"; then
        WHY="$WHY; the line does not match /$re/"
    fi
}

# err_check_target NAME PROG: if PROG announced on stdout "PROG: MODE:
# target rank T, segment [A, B)", ERR_LINE also names rank T and both bounds
err_check_target() {
    local ann t a b
    ann=$(sed -n "s/^$2: .*: target rank \([0-9]*\), segment \[\([^,]*\), \([^)]*\))\$/\1 \2 \3/p" \
        "$WORK/$1.out" | head -n1)
    [ -n "$ann" ] || return 0
    read -r t a b <<<"$ann"
    printf '%s\n' "$ERR_LINE" | grep -Eq -- "rank $t([^0-9]|\$)" || WHY="$WHY; the line does not name rank $t"
    printf '%s\n' "$ERR_LINE" | grep -Fq -- "$a" || WHY="$WHY; the line does not give the start $a"
    printf '%s\n' "$ERR_LINE" | grep -Fq -- "$b" || WHY="$WHY; the line does not give the end $b"
}

# err_verdict NAME MODE N: pass, or fail with WHY (and show the job)
err_verdict() {
    if [ -z "$WHY" ]; then
        pass "$2, $(jobname "$3"): status $RC, '$ERR_LINE'"
    else
        fail "$2, $(jobname "$3"):${WHY#;}"
        show "$1"
    fi
}

# errors_ok PROG N: an error-case program (built with -DPSHMEX_DEBUG=1) in
# its 'ok' mode exits 0 in an N-rank job, every rank saying its valid calls
# passed the checks, with no 'pshmex: ' line on stderr
errors_ok() {
    local prog=$1 n=$2 name=ok$2 want=$2
    [ "$n" = 0 ] && want=1
    run_in_job "$name" "$n" "$prog" ok
    local said; said=$(grep -c 'valid calls passed the checks$' "$WORK/$name.out")
    if [ "$RC" = 0 ] && [ "$said" = "$want" ] && ! grep -q '^pshmex: ' "$WORK/$name.err"; then
        pass "${prog##*/} ok, $(jobname "$n"): valid calls pass the -DPSHMEX_DEBUG=1 checks"
    else
        fail "${prog##*/} ok, $(jobname "$n"): want status 0 and $want 'passed' lines"
        show "$name"
    fi
}
