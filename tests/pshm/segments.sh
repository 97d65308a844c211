#!/bin/bash
# segments.sh: t_segments (every rank's segment verified byte for byte from
# every rank) for 1..8 ranks, in gex_Segment_Attach mode, GASNet-1 mode
# (gasnet_attach + gasnet_getSegmentInfo) and with > 64 MiB in total; also
# under GASNET_PSHM_NODES.
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$T_SEGMENTS"

tap_job() {
    local name=$1 d=$2 to=$3; shift 3
    snapshot
    run "$name" "$to" "$@"
    if [ "$RC" = 0 ] && tap_clean "$WORK/$name.out"; then
        pass "$d ($(grep -c '^ok' "$WORK/$name.out") checks, ${ELAPSED}s)"
    else
        fail "$d"
        show "$name"
        grep '^not ok' "$WORK/$name.out" | sed 's/^/#   /'
    fi
}

for n in 1 2 3 4 5 6 7 8; do
    tap_job ex$n "pshmrun -n $n t_segments ex" 120 "$PSHMRUN" -n "$n" "$T_SEGMENTS" ex "$n"
done
for n in 1 2 3 5 8; do
    tap_job g1$n "pshmrun -n $n t_segments g1 (gasnet_attach, getSegmentInfo)" 120 \
        "$PSHMRUN" -n "$n" "$T_SEGMENTS" g1 "$n"
done
if [ "${PSHMEX_UNDER_VALGRIND:-0}" = 1 ]; then
    large="2"
else
    large="1 2 3 8"
fi
for n in $large; do
    tap_job large$n "pshmrun -n $n t_segments large (> 64 MiB in total)" 180 \
        "$PSHMRUN" -n "$n" "$T_SEGMENTS" large "$n"
done
tap_job nodes4 "GASNET_PSHM_NODES=4 t_segments ex" 120 env GASNET_PSHM_NODES=4 "$T_SEGMENTS" ex 4
tap_job nodes3g1 "GASNET_PSHM_NODES=3 t_segments g1" 120 env GASNET_PSHM_NODES=3 "$T_SEGMENTS" g1 3
tap_job nodes2l "GASNET_PSHM_NODES=2 t_segments large" 180 env GASNET_PSHM_NODES=2 "$T_SEGMENTS" large 2

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
