#!/bin/bash
# attach_mem.sh: segment memory is reserved at attach, not committed (#22).
#  * 1, 4 and 8 ranks attach gasnet_getMaxLocalSegmentSize(): the job
#    starts, the attach allocates (almost) nothing, RSS stays small; also in
#    a 1 GiB memory cgroup, where nothing is OOM-killed and the default
#    maximum fits the cgroup;
#  * GASNET_MAX_SEGSIZE's forms (sizes, fractions) still set the maximum;
#  * PSHMEX_SEGMENT_COMMIT=1 allocates at attach, and a shortage is then an
#    attach error (on a full tmpfs, and in a memory cgroup, where fallocate
#    alone would wake the OOM killer);
#  * out of memory on first touch: one line naming the rank, the segment,
#    the address and how to lower GASNET_MAX_SEGSIZE, then status 135. The
#    job's file is put on a small tmpfs (tests/pshm/memfd_in_dir.c says why)
#    in a private mount namespace;
#  * the default maximum fits that tmpfs: touching all of it works;
#  * every segment's pages are placed on its owner's NUMA node, whoever
#    touches them first;
#  * #16: a job with GASNET_MAX_SEGSIZE=1.5G that attaches its maximum
#    leaves nothing behind however it ends, and a rank's core dump holds no
#    segment.
. "$(dirname "$0")/../lib.sh"
T_ATTACH_MEM=$TESTS_BUILDDIR/pshm/t_attach_mem
SHIM=$TESTS_BUILDDIR/pshm/.libs/memfd_in_dir.so
require_built "$PSHMRUN" "$T_ATTACH_MEM" "$SHIM"

# max_of NAME: gasnet_getMaxLocalSegmentSize() as t_attach_mem reported it
max_of() { sed -n 's/.*(gasnet_getMaxLocalSegmentSize() = \([0-9]*\)).*/\1/p' "$WORK/$1.out" | head -n1; }

# ---- reserve, not commit ---------------------------------------------
snapshot
tap_job max1 "1 rank (no pshmrun) attaches its maximum: nothing committed" 60 "$T_ATTACH_MEM" max
tap_job max4 "GASNET_PSHM_NODES=4: every rank attaches its maximum, nothing committed" 60 \
    env GASNET_PSHM_NODES=4 "$T_ATTACH_MEM" max
tap_job max8 "pshmrun -n 8: every rank attaches its maximum, nothing committed, RSS small" 60 \
    "$PSHMRUN" -n 8 "$T_ATTACH_MEM" max
grep '^# attach of' "$WORK/max8.out"
tap_job sizes8 "pshmrun -n 8 attaching 64M each: nothing committed" 60 \
    "$PSHMRUN" -n 8 "$T_ATTACH_MEM" 64M

# the default maximum: 8 ranks' maxima and their control areas fit in half
# the physical memory and in what is available
phys=$(( $(getconf _PHYS_PAGES) * $(getconf PAGESIZE) ))
m8=$(max_of max8)
check "default maximum x 8 ranks ($m8 x 8) is at most half the physical memory ($phys)" \
    test -n "$m8" -a "$(awk -v m="$m8" -v p="$phys" 'BEGIN { print (m * 8 <= p / 2) }')" = 1

# ---- GASNET_MAX_SEGSIZE's forms ------------------------------------------
run form1 60 env GASNET_MAX_SEGSIZE=512MB "$PSHMRUN" -n 2 "$T_ATTACH_MEM" max
is "$(max_of form1)" "536870912" "GASNET_MAX_SEGSIZE=512MB: the maximum is 512 MiB"
run form2 60 env GASNET_MAX_SEGSIZE=1.5G "$PSHMRUN" -n 2 "$T_ATTACH_MEM" max
is "$(max_of form2)" "1610612736" "GASNET_MAX_SEGSIZE=1.5G: the maximum is 1.5 GiB"
run form3 60 env GASNET_MAX_SEGSIZE=0.5/H "$PSHMRUN" -n 4 "$T_ATTACH_MEM" max
want=$(awk -v p="$phys" 'BEGIN { printf "%.0f", int(p * 0.5 / 4 / 4096) * 4096 }')
is "$(max_of form3)" "$want" "GASNET_MAX_SEGSIZE=0.5/H with 4 ranks: half the host's memory over 4"
# the other forms the reference takes: a size per process or for the host,
# a bare fraction (per process)
run form4 60 env GASNET_MAX_SEGSIZE=64MB/P "$PSHMRUN" -n 2 "$T_ATTACH_MEM" max
is "$(max_of form4)" "67108864" "GASNET_MAX_SEGSIZE=64MB/P: the maximum is 64 MiB"
run form5 60 env GASNET_MAX_SEGSIZE=128MB/H "$PSHMRUN" -n 2 "$T_ATTACH_MEM" max
is "$(max_of form5)" "67108864" "GASNET_MAX_SEGSIZE=128MB/H with 2 ranks: 64 MiB each"
run form6 60 env GASNET_MAX_SEGSIZE="0.05 p" "$PSHMRUN" -n 2 "$T_ATTACH_MEM" max
want=$(awk -v p="$phys" 'BEGIN { printf "%.0f", int(p * 0.05 / 4096) * 4096 }')
is "$(max_of form6)" "$want" "GASNET_MAX_SEGSIZE='0.05 p': 5% of the host's memory per rank"
run form7 60 env GASNET_MAX_SEGSIZE=0.05 "$PSHMRUN" -n 2 "$T_ATTACH_MEM" max
is "$(max_of form7)" "$want" "GASNET_MAX_SEGSIZE=0.05 (no suffix): the same, per rank"

# ---- PSHMEX_SEGMENT_COMMIT=1 ----------------------------------------------
tap_job commit "PSHMEX_SEGMENT_COMMIT=1: attaching 2 x 32M allocates all of it at attach" 60 \
    env PSHMEX_SEGMENT_COMMIT=1 "$PSHMRUN" -n 2 "$T_ATTACH_MEM" 32M

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after these jobs"

# ---- a memory cgroup ------------------------------------------------------
# memcg_make LIMIT: a fresh memory cgroup (v1 memory controller or v2) with
# LIMIT bytes; sets MEMCG, MEMCG_KIND, or MEMCG_WHY and returns 1.
memcg_make() {
    local lim=$1 path base root
    path=$(sed -n 's/^[0-9]*:\([^:]*,\)\{0,1\}memory\(,[^:]*\)\{0,1\}:\(.*\)$/\3/p' /proc/self/cgroup | head -n1)
    if [ -n "$path" ] && [ -d /sys/fs/cgroup/memory ]; then
        base=/sys/fs/cgroup/memory$path
        [ -d "$base" ] || base=/sys/fs/cgroup/memory
        MEMCG=$base/pshmex-test-$$-$RANDOM
        if mkdir "$MEMCG" 2>/dev/null; then
            if echo "$lim" >"$MEMCG/memory.limit_in_bytes" 2>/dev/null; then
                MEMCG_KIND=v1
                return 0
            fi
            rmdir "$MEMCG"
        fi
    fi
    path=$(sed -n 's/^0::\(.*\)$/\1/p' /proc/self/cgroup)
    for root in /sys/fs/cgroup /sys/fs/cgroup/unified; do
        [ -f "$root/cgroup.controllers" ] || continue
        base=$root$path
        [ -d "$base" ] || base=$root
        grep -qw memory "$base/cgroup.subtree_control" 2>/dev/null ||
            echo +memory >"$base/cgroup.subtree_control" 2>/dev/null || continue
        MEMCG=$base/pshmex-test-$$-$RANDOM
        if mkdir "$MEMCG" 2>/dev/null; then
            if echo "$lim" >"$MEMCG/memory.max" 2>/dev/null; then
                MEMCG_KIND=v2
                return 0
            fi
            rmdir "$MEMCG"
        fi
    done
    MEMCG_WHY="no writable memory cgroup here (v1 memory controller or v2 with +memory)"
    return 1
}
# memcg_ooms: how many processes the kernel OOM-killed in $MEMCG
memcg_ooms() {
    if [ "$MEMCG_KIND" = v1 ]; then
        awk '$1 == "oom_kill" { print $2 }' "$MEMCG/memory.oom_control"
    else
        awk '$1 == "oom_kill" { print $2 }' "$MEMCG/memory.events"
    fi
}
# IN_MEMCG CMD...: CMD, as a process of $MEMCG
IN_MEMCG=(bash -c 'echo $$ >"$1/cgroup.procs" && shift && exec "$@"' _)

# memcg_for_jobs LIMIT: memcg_make, except under valgrind (make
# check-valgrind): a rank's memory is then mostly valgrind's own, which
# counts against the cgroup, so the limits below would measure valgrind
# (its ranks were OOM-killed in both cgroups)
memcg_for_jobs() {
    if [ "$SCALE" != 1 ]; then
        MEMCG_WHY="under valgrind, whose own memory counts against the cgroup's limit"
        return 1
    fi
    memcg_make "$1"
}
if memcg_for_jobs $((1024 * 1024 * 1024)); then
    tap_job cg8 "in a 1 GiB memory cgroup, pshmrun -n 8 attaches every rank's maximum" 120 \
        "${IN_MEMCG[@]}" "$MEMCG" "$PSHMRUN" -n 8 "$T_ATTACH_MEM" max
    is "$(memcg_ooms)" "0" "... and nothing in the cgroup was OOM-killed"
    m=$(max_of cg8)
    check "... and the default maximum fits the cgroup: 8 x $m <= 1 GiB" \
        test -n "$m" -a "$(awk -v m="$m" 'BEGIN { print (m * 8 <= 1024 * 1024 * 1024) }')" = 1
    rmdir "$MEMCG" 2>/dev/null
else
    skip "in a 1 GiB memory cgroup, 8 ranks attach their maximum" "$MEMCG_WHY"
    skip "... nothing OOM-killed" "$MEMCG_WHY"
    skip "... the default maximum fits the cgroup" "$MEMCG_WHY"
fi
if memcg_for_jobs $((256 * 1024 * 1024)); then
    run cgcommit 60 "${IN_MEMCG[@]}" "$MEMCG" env PSHMEX_SEGMENT_COMMIT=1 GASNET_MAX_SEGSIZE=512M \
        "$PSHMRUN" -n 2 "$T_ATTACH_MEM" 512M
    ooms=$(memcg_ooms)
    if [ "$RC" != 0 ] && [ "$RC" -lt 128 ] && [ "$ooms" = 0 ] &&
        grep -q 'gex_Segment_Attach: PSHMEX_SEGMENT_COMMIT=1: rank [01].s segment needs 536870912 bytes, only [0-9]* can be allocated' "$WORK/cgcommit.err"; then
        pass "PSHMEX_SEGMENT_COMMIT=1 in a 256 MiB memory cgroup: attaching 512 MiB is an attach error (status $RC), nothing OOM-killed"
    else
        fail "PSHMEX_SEGMENT_COMMIT=1 in a 256 MiB memory cgroup: want an attach error, got status $RC, $ooms OOM kills"
        show cgcommit
    fi
    rmdir "$MEMCG" 2>/dev/null
else
    skip "PSHMEX_SEGMENT_COMMIT=1 in a small memory cgroup: an attach error, not the OOM killer" "$MEMCG_WHY"
fi

# ---- out of memory on first touch: the job's file on a 48 MiB tmpfs ---------
TMPFS_MB=48
# Under valgrind (make check-valgrind) the ranks of these jobs run without
# memcheck's leak check: at exit it reads every page a rank maps, and each
# page of the job's file not yet backed is then allocated on the tmpfs or,
# once the tmpfs is full, faults (a rank's SIGBUS death had not ended
# after 5 minutes; touching the whole tmpfs, then exiting, took 10.5).
TMPFS_WRAPPER=${PSHMEX_RANK_WRAPPER:-}
TMPFS_WRAPPER=${TMPFS_WRAPPER/--leak-check=full/--leak-check=no}
# on_tmpfs NAME TIMEOUT CMD...: run CMD with the job's file on a fresh
# $TMPFS_MB MiB tmpfs, mounted in a private mount namespace that ends with it
on_tmpfs() {
    local name=$1 to=$2; shift 2
    mkdir -p "$WORK/tmpfs"
    run "$name" "$to" unshare -m --propagation private bash -c \
        'mount -t tmpfs -o size=$1m pshmextest "$2" && shift 2 && exec "$@"' _ \
        "$TMPFS_MB" "$WORK/tmpfs" env LD_PRELOAD="${SAN_RUNTIME:+$SAN_RUNTIME:}$SHIM" \
        PSHMEX_TEST_MEMFD_DIR="$WORK/tmpfs" PSHMEX_RANK_WRAPPER="$TMPFS_WRAPPER" "$@"
}
if unshare -m --propagation private bash -c \
    "mkdir -p '$WORK/probe' && mount -t tmpfs -o size=1m pshmextest '$WORK/probe'" 2>/dev/null; then
    # one_bus_line NAME RANK OWNER: exactly one report, from RANK, about
    # OWNER's segment, that says how to lower GASNET_MAX_SEGSIZE, printed
    # by the one fatal-signal handler (no generic "caught SIGBUS" line, the
    # backtrace after it); status 135
    one_bus_line() {
        local lines; lines=$(grep -c '^pshmex: rank .*: out of shared memory at 0x' "$WORK/$1.err")
        if [ "$RC" = 135 ] && [ "$lines" = 1 ] &&
            ! grep -q 'caught SIGBUS' "$WORK/$1.err" &&
            grep -A1 '^pshmex: rank .*: out of shared memory at 0x' "$WORK/$1.err" | grep -q '^pshmex backtrace:' &&
            grep -q "^pshmex: rank $2: out of shared memory at 0x[0-9a-f]*, on first touch of a page .* into rank $3's segment of 64.0 MiB (.*): lower GASNET_MAX_SEGSIZE (e.g. GASNET_MAX_SEGSIZE=[0-9]*M)" "$WORK/$1.err"; then
            pass "$4: status 135 and one line: $(grep '^pshmex: rank' "$WORK/$1.err" | cut -c1-110)..."
        else
            fail "$4: want status 135 and one 'out of shared memory' line from rank $2 about rank $3's segment"
            show "$1"
        fi
    }
    on_tmpfs bus1 60 env GASNET_MAX_SEGSIZE=64M "$T_ATTACH_MEM" 64M touch
    one_bus_line bus1 0 0 "1 rank touching 64 MiB on a $TMPFS_MB MiB tmpfs"
    on_tmpfs bus2 60 env GASNET_MAX_SEGSIZE=64M "$PSHMRUN" -n 2 "$T_ATTACH_MEM" 64M touch-peer
    one_bus_line bus2 0 1 "pshmrun -n 2, rank 0 touching rank 1's 64 MiB first"
    on_tmpfs bus3 60 env GASNET_MAX_SEGSIZE=64M GASNET_PSHM_NODES=2 "$T_ATTACH_MEM" 64M touch-peer
    one_bus_line bus3 0 1 "GASNET_PSHM_NODES=2, rank 0 touching rank 1's 64 MiB first"
    on_tmpfs commit2 60 env GASNET_MAX_SEGSIZE=64M PSHMEX_SEGMENT_COMMIT=1 \
        "$PSHMRUN" -n 2 "$T_ATTACH_MEM" 64M
    if [ "$RC" != 0 ] && [ "$RC" != 135 ] &&
        grep -q 'gex_Segment_Attach: PSHMEX_SEGMENT_COMMIT=1: .*67108864 bytes' "$WORK/commit2.err"; then
        pass "PSHMEX_SEGMENT_COMMIT=1 on the $TMPFS_MB MiB tmpfs: gex_Segment_Attach fails and says why (status $RC)"
    else
        fail "PSHMEX_SEGMENT_COMMIT=1 on the $TMPFS_MB MiB tmpfs: want an attach error, not $RC"
        show commit2
    fi
    on_tmpfs fits2 60 "$PSHMRUN" -n 2 "$T_ATTACH_MEM" max touch
    if [ "$RC" = 0 ] && tap_clean "$WORK/fits2.out"; then
        pass "default maximum on the $TMPFS_MB MiB tmpfs ($(max_of fits2) bytes): 2 ranks touch all of it"
    else
        fail "default maximum on the $TMPFS_MB MiB tmpfs: 2 ranks touching all of it must work"
        show fits2
    fi
else
    for d in "1 rank out of memory on first touch" "pshmrun -n 2 out of memory on a peer's touch" \
        "GASNET_PSHM_NODES=2 out of memory on a peer's touch" "PSHMEX_SEGMENT_COMMIT=1 on a full tmpfs" \
        "the default maximum fits a small tmpfs"; do
        skip "$d" "cannot mount a tmpfs in a private mount namespace here (needs root and unshare -m)"
    done
fi

# ---- NUMA placement -----------------------------------------------------------
tap_job policy2 "pshmrun -n 2: each segment's pages go to its owner's node, whoever touches first" \
    60 "$PSHMRUN" -n 2 "$T_ATTACH_MEM" 8M policy
tap_job policy4 "GASNET_PSHM_NODES=4: the same placement" 60 \
    env GASNET_PSHM_NODES=4 "$T_ATTACH_MEM" 8M policy

# ---- #16: a 1.5G job leaves nothing behind ------------------------------------
# holders TAG: pids of processes that hold the job's memfd and carry TAG
holders() {
    local p
    for p in $(pgrep -f -- "$1" 2>/dev/null); do
        ls -l "/proc/$p/fd" 2>/dev/null | grep -q 'memfd:pshmex-job' && echo -n "$p "
    done
}
# big_job NAME HOW: a 4-rank GASNET_MAX_SEGSIZE=1.5G job attaching its
# maximum, ended by HOW (launcher9, rank9, term, abort-core)
big_job() {
    local name=$1 how=$2 r1
    new_tag
    snapshot
    mkdir -p "$WORK/cwd-$name"
    (
        cd "$WORK/cwd-$name" || exit 1
        [ "$how" = abort-core ] && ulimit -c unlimited
        GASNET_MAX_SEGSIZE=1.5G start_bg "$name" "$PSHMRUN" -n 4 "$T_ATTACH_MEM" --tag="$TAG" max hold
        wait_ready "$name" 4 60 || exit 3
        r1=$(sed -n 's/^t_attach_mem: rank 1 pid \([0-9]*\) ready$/\1/p' "$WORK/$name.out")
        case $how in
        launcher9) kill -9 "$BG_PID" ;;
        rank9) kill -9 "$r1" ;;
        term) kill -TERM "$BG_PID" ;;
        abort-core) kill -ABRT "$r1" ;;
        esac
        wait_bg 60
        echo "$RC" >"$WORK/$name.rc"
    )
    RC=$(cat "$WORK/$name.rc" 2>/dev/null || echo none)
    wait_gone "$TAG" 5
    local left; left="$(survivors "$TAG")$(holders "$TAG")$(new_leftovers)"
    local core; core=$(find "$WORK/cwd-$name" -name 'core*' -size +64M 2>/dev/null)
    if [ -z "$left" ] && [ -z "$core" ] && [ "$RC" != none ] && [ "$RC" != 0 ]; then
        pass "1.5G job ended by $how (status $RC): no process, memfd, file or big core left"
    else
        fail "1.5G job ended by $how (status $RC): left '$left', core '$core'"
        show "$name"
    fi
    rm -rf "$WORK/cwd-$name"
}
big_job big-launcher9 launcher9
big_job big-rank9 rank9
big_job big-term term
tap_job nodump "pshmrun -n 3: every segment mapping is left out of core dumps (VmFlags dd)" 60 \
    "$PSHMRUN" -n 3 "$T_ATTACH_MEM" 8M nodump
pattern=$(cat /proc/sys/kernel/core_pattern)
if ! (ulimit -c unlimited) 2>/dev/null; then
    skip "1.5G job with a rank dumping core" "the hard core-size limit is $(ulimit -Hc) (lib.sh keeps crashing tests from leaving cores) and raising it needs CAP_SYS_RESOURCE"
elif [ "$pattern" != core ] && [ "$pattern" != core.%p ]; then
    skip "1.5G job with a rank dumping core" "core_pattern '$pattern' does not write core files in the rank's directory"
else
    big_job big-core abort-core
fi

done_testing
