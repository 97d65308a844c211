#!/bin/bash
# coll.sh: the collectives and teams tests of tests/coll.
#  - t_coll_tree     unit test of coll_tree_build on synthetic hwloc machines
#                    (a plain program);
#  - t_coll_barrier  gex_Coll_BarrierNB (ordering, late ranks, several in
#                    flight) and the GASNet-1 barriers (named/anonymous
#                    matching, mismatches, try, AM progress inside wait/try);
#  - t_coll_barrier_flags  every GASNet-1 notify/wait flag combination;
#  - t_coll_fast     barriers and small ReduceToAlls that start outside the
#                    queue, mixed with queued collectives and synced late,
#                    and AMs run in and after their (keyed) waits;
#  - t_coll_data     Broadcast, ReduceToAll, ReduceToOne: every root, every
#                    built-in (type, op), inexact floating point;
#  - t_coll_user     user ops (commutative and rank-ordered), several
#                    collectives in flight, many small ones in flight;
#  - t_coll_teams    gex_TM_Split/Create/Dup/Destroy, collectives and RMA
#                    over the new teams;
#  - t_coll_slots    more teams over time and at once than the team slots,
#                    teams driven by two threads;
# t_coll_fast also with all ranks bound to one CPU (keyed waits);
# each job test at job sizes 1 2 3 4 8, without pshmrun (a 1-rank job), with
# another seed; over the tree alone (PSHMEX_COLL_FLAT=0: no flat steps) at
# 4 ranks and with a binary tree (PSHMEX_COLL_RADIX=2) at 8 ranks; flat
# steps on separate lines at 8 ranks and on a shared arrival line at 2
# (PSHMEX_COLL_FLAT_LINE, the opposite of the defaults on 2 cores); and on
# a faked machine of 2 packages (hwloc XML, ranks bound), where the tree has
# two package groups; and t_coll_slots too-many: a 33rd team must stop the
# job with a message naming gex_TM_Dup; and the three offset-* misuses of
# GEX_FLAG_SCRATCH_SEG_OFFSET, each stopping the job naming its call.
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$T_COLL_TREE" "$T_COLL_BARRIER" "$T_COLL_BARRIER_FLAGS" "$T_COLL_FAST" "$T_COLL_DATA" "$T_COLL_USER" "$T_COLL_TEAMS" "$T_COLL_SLOTS"

# cpu_allowed N: is CPU N in this shell's affinity list?
cpu_allowed() {
    local list part a b
    list=$(sed -n 's/^Cpus_allowed_list:[[:space:]]*//p' /proc/self/status)
    for part in ${list//,/ }; do
        a=${part%-*}
        b=${part#*-}
        if [ "$1" -ge "$a" ] && [ "$1" -le "$b" ]; then return 0; fi
    done
    return 1
}

# Under valgrind every rank is ~50 times slower: fewer job sizes.
if [ "$SCALE" = 1 ]; then
    small="1 2 3 4 8"
    big=8
else
    small="1 2"
    big=2
fi

snapshot
tap_job tree "t_coll_tree: coll_tree_build on synthetic machines" 60 "$T_COLL_TREE"

for t in barrier barrier_flags fast data user teams slots; do
    case $t in
    barrier) prog=$T_COLL_BARRIER seed=0x5eed0b01 ;;
    barrier_flags) prog=$T_COLL_BARRIER_FLAGS seed=0x5eed0b06 ;;
    fast) prog=$T_COLL_FAST seed=0x5eed0b07 ;;
    data) prog=$T_COLL_DATA seed=0x5eed0d02 ;;
    user) prog=$T_COLL_USER seed=0x5eed0f04 ;;
    teams) prog=$T_COLL_TEAMS seed=0x5eed0e03 ;;
    slots) prog=$T_COLL_SLOTS seed=0x5eed1005 ;;
    esac
    tap_job "${t}0" "t_coll_$t without pshmrun (a 1-rank job)" 60 "$prog"
    for n in $small; do
        tap_job "$t$n" "pshmrun -n $n t_coll_$t" 60 "$PSHMRUN" -n "$n" "$prog"
    done
    tap_job "${t}seed" "pshmrun -n 3 t_coll_$t with another seed" 60 "$PSHMRUN" -n 3 "$prog" "$seed"
    # the flag combinations are about matching, not the tree's shape: the
    # job sizes and the seed are enough (and keep coll.sh within its time)
    [ "$t" = barrier_flags ] && continue
    tap_job "${t}tree" "pshmrun -n 4 t_coll_$t over the tree alone (PSHMEX_COLL_FLAT=0)" 60 \
        env PSHMEX_COLL_FLAT=0 "$PSHMRUN" -n 4 "$prog"
    tap_job "${t}radix2" "pshmrun -n $big t_coll_$t over binary trees (PSHMEX_COLL_RADIX=2)" 60 \
        env PSHMEX_COLL_FLAT=0 PSHMEX_COLL_RADIX=2 "$PSHMRUN" -n "$big" "$prog"
    tap_job "${t}lines" "pshmrun -n $big t_coll_$t, flat steps on separate lines" 60 \
        env PSHMEX_COLL_FLAT_LINE=0 "$PSHMRUN" -n "$big" "$prog"
    tap_job "${t}line2" "pshmrun -n 2 t_coll_$t, flat steps on a shared arrival line" 60 \
        env PSHMEX_COLL_FLAT_LINE=1 "$PSHMRUN" -n 2 "$prog"
done

# Keyed waits (src/pshm/cospin.h) need ranks bound to a shared core,
# whatever the host: $big ranks on the first CPU we may use (pshmrun
# places and counts ranks within its own CPU set).
first=$(sed -n 's/^Cpus_allowed_list:[[:space:]]*//p' /proc/self/status | cut -d, -f1 | cut -d- -f1)
if [ -n "$first" ] && command -v taskset >/dev/null; then
    tap_job fastshared "taskset -c $first pshmrun -n $big t_coll_fast ($big ranks bound to one CPU)" \
        60 taskset -c "$first" "$PSHMRUN" -n "$big" "$T_COLL_FAST"
else
    skip "t_coll_fast with ranks bound to one CPU" "no taskset"
fi

# A faked machine of 2 packages of one core each (CPUs 0 and 1), ranks
# bound round-robin: the primordial team's tree has two package groups.
xml=$WORK/two-packages.xml
if ! cpu_allowed 0 || ! cpu_allowed 1; then
    for t in barrier data user teams slots; do
        skip "t_coll_$t on a faked 2-package machine" "CPUs 0 and 1 are not both allowed here"
    done
elif ! "$T_COLL_TREE" --export-xml "pack:2 l3:1 core:1 pu:1" "$xml"; then
    for t in barrier data user teams slots; do
        fail "t_coll_$t on a faked 2-package machine: cannot write the hwloc XML"
    done
else
    for t in barrier data user teams slots; do
        case $t in
        barrier) prog=$T_COLL_BARRIER ;;
        data) prog=$T_COLL_DATA ;;
        user) prog=$T_COLL_USER ;;
        teams) prog=$T_COLL_TEAMS ;;
        slots) prog=$T_COLL_SLOTS ;;
        esac
        for rx in default 2; do
            name=fake$t$rx
            tap_job "$name" "pshmrun -n 5 --bind=core t_coll_$t on a faked 2-package machine (radix $rx)" 60 \
                env HWLOC_XMLFILE="$xml" HWLOC_THISSYSTEM=1 PSHMEX_COLL_FLAT=0 \
                $([ "$rx" = default ] || echo PSHMEX_COLL_RADIX=$rx) \
                "$PSHMRUN" -n 5 --bind=core "$prog"
            if ! grep -q 'host: 2 packages' "$WORK/$name.out"; then
                fail "the faked machine was in effect for t_coll_$t (radix $rx): no 'host: 2 packages' note"
                diag_file "$WORK/$name.out" 3
            fi
        done
    done
fi

# More teams alive than the 32 slots: the job stops, naming the call.
run toomany 60 "$PSHMRUN" -n 2 "$T_COLL_SLOTS" too-many
line=$(grep -m1 '^pshmex: ' "$WORK/toomany.err")
case "$RC" in
0 | 4 | 124)
    fail "t_coll_slots too-many: want the job stopped by the library (status $RC)"
    show toomany
    ;;
*)
    if printf '%s\n' "$line" | grep -q 'gex_TM_Dup'; then
        pass "t_coll_slots too-many: 33 teams stop the job (status $RC): '$line'"
    else
        fail "t_coll_slots too-many: no 'pshmex: ...' line naming gex_TM_Dup on stderr"
        show toomany
    fi
    ;;
esac

# The deprecated GEX_FLAG_TM_SCRATCH_SIZE_MIN: queries answered, and one
# warning for the job (rank 0 of the parent team, once a process), as the
# spec asks of its use.
run sizemin 60 "$PSHMRUN" -n 2 "$T_COLL_SLOTS" size-min
nwarn=$(grep -c 'warning: GEX_FLAG_TM_SCRATCH_SIZE_MIN is deprecated' "$WORK/sizemin.err")
if [ "$RC" = 0 ] && [ "$nwarn" = 1 ]; then
    pass "t_coll_slots size-min: Split, Create and Dup answer the deprecated query; 1 warning line"
else
    fail "t_coll_slots size-min: want status 0 and 1 warning line (status $RC, $nwarn lines)"
    show sizemin
fi

# GEX_FLAG_SCRATCH_SEG_OFFSET misused: the job stops, naming the call and
# what is wrong.
for c in "offset-past-end gex_TM_Dup past the end" \
    "offset-unbound gex_TM_Create no bound segment" \
    "offset-outside gex_TM_Destroy not in the segment"; do
    mode=${c%% *} rest=${c#* }
    fn=${rest%% *} want=${rest#* }
    run "$mode" 60 "$PSHMRUN" -n 2 "$T_COLL_SLOTS" "$mode"
    line=$(grep -m1 '^pshmex: ' "$WORK/$mode.err")
    case "$RC" in
    0 | 4 | 124)
        fail "t_coll_slots $mode: want the job stopped by the library (status $RC)"
        show "$mode"
        ;;
    *)
        if printf '%s\n' "$line" | grep -q "$fn.*$want"; then
            pass "t_coll_slots $mode: the job stops (status $RC): '$line'"
        else
            fail "t_coll_slots $mode: no 'pshmex: ...' line naming $fn and '$want' on stderr"
            show "$mode"
        fi
        ;;
    esac
done

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
