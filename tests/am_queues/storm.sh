#!/bin/bash
# storm.sh: AM traffic under load (t_am_storm); every count exact, no
# deadlock, bounded time:
#  - storm: every rank sends COUNT mixed Requests round-robin to every rank
#    (itself included), each answered, for 1, 2, 3, 4 and 8 ranks (8 ranks
#    oversubscribe a 2-core machine);
#  - flood: ranks in pairs flood each other (no polling but in the sends);
#  - hot:   every rank floods rank 0;
#  - threads: the same with the Requests of a rank sent by several threads
#    at once, which then all poll (handlers run concurrently).
# COUNT is 100000, 20000 under ThreadSanitizer (each message costs several
# times more there, and the shapes, not the volume, are what it checks),
# 10000 under valgrind.
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$T_AM_STORM"

tap_job() {
    local name=$1 d=$2 to=$3; shift 3
    run "$name" "$to" "$@"
    if [ "$RC" = 0 ] && tap_clean "$WORK/$name.out"; then
        pass "$d ($(grep -c '^ok' "$WORK/$name.out") checks, ${ELAPSED}s)"
        grep '^# .*Requests per rank' "$WORK/$name.out"
    else
        fail "$d (status $RC; 124 is a timeout: deadlock?)"
        grep '^not ok' "$WORK/$name.out" | sed 's/^/#   /'
        show "$name"
    fi
}

if [ "$SCALE" = 1 ]; then
    count=100000; storm_sizes="1 2 3 4 8"; flood_sizes="2 4 8"; hot_sizes="4 8"
    threaded="1:storm:4 2:storm:4 4:storm:2 8:storm:2 2:flood:3 4:hot:2"
    case $SAN_RUNTIME in *libtsan*) count=20000 ;; esac
else
    count=10000; storm_sizes="1 2"; flood_sizes="2"; hot_sizes="2"
    threaded="2:storm:2"
fi

snapshot
for n in $storm_sizes; do
    tap_job storm$n "pshmrun -n $n t_am_storm storm $count" 120 \
        "$PSHMRUN" -n "$n" "$T_AM_STORM" storm "$count"
done
for n in $flood_sizes; do
    tap_job flood$n "pshmrun -n $n t_am_storm flood $count" 120 \
        "$PSHMRUN" -n "$n" "$T_AM_STORM" flood "$count"
done
for n in $hot_sizes; do
    tap_job hot$n "pshmrun -n $n t_am_storm hot $count" 120 \
        "$PSHMRUN" -n "$n" "$T_AM_STORM" hot "$count"
done
for c in $threaded; do
    IFS=: read -r n m t <<<"$c"
    tap_job thr$n$m$t "pshmrun -n $n t_am_storm $m $count $t (threads)" 120 \
        "$PSHMRUN" -n "$n" "$T_AM_STORM" "$m" "$count" "$t"
done

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
