#!/bin/bash
# progress.sh: t_rma_progress (issue #19): a loop on a blocking Put/Get (EX
# and GASNet-1, value forms, memset), a remote atomic, or a Wait on an NB
# Put's complete event ends once a loopback AM handler sets its flag, with
# no other polling; GASNET_BLOCKUNTIL and gex_Event_Wait(barrier) poll; the
# same loops on a second thread. Job sizes 1 2 3 4 8 and without pshmrun.
. "$(dirname "$0")/../lib.sh"
T_RMA_PROGRESS=$TESTS_BUILDDIR/rma/t_rma_progress
require_built "$PSHMRUN" "$T_RMA_PROGRESS"

if [ "$SCALE" = 1 ]; then small="1 2 3 4 8"; else small="1 2"; fi

snapshot
tap_job progress0 "t_rma_progress without pshmrun (a 1-rank job)" 60 "$T_RMA_PROGRESS"
for n in $small; do
    tap_job "progress$n" "pshmrun -n $n t_rma_progress" 60 "$PSHMRUN" -n "$n" "$T_RMA_PROGRESS"
done

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
