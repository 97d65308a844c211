#!/bin/bash
# am.sh: the Active Message tests of tests/am_queues, each for several job
# sizes (every rank sends to every rank, itself included):
#  - t_am_args       every argument count 0..16 of every Request/Reply form,
#                    token info (also without pshmrun: a 1-rank job);
#  - t_am_payload    Medium 0..max, Long 0..3 MiB, lc_opt variants, chains;
#  - t_am_npam       Prepare/Commit, client and library buffers;
#  - t_am_register   registration rules and errors, limits ("g1": next to
#                    gasnet_attach's table);
#  - t_am_register_mt two threads registering "don't care" handlers on one
#                    endpoint at once: distinct indices, each one runs;
#  - t_am_hsl        handler-safe locks, several threads sending and polling;
#  - t_am_immediate  GEX_FLAG_IMMEDIATE against a rank that does not poll;
#  - t_am_wake       a Short of every form rings a sleeping receiver's
#                    doorbell once, an awake one's never (also 1 rank);
#  - t_am_in_place   Short Replies written into their Request's slot:
#                    every form, streams, a polling thread, IMMEDIATE;
#  - t_am_lane       the requester's lane of gasnet_AMPoll(): Replies run
#                    once and in order, from one thread or two, and a
#                    client that polls once per Reply still runs the
#                    other ranks' Requests;
#  - t_am_asym       handler tables that differ between ranks (EX, and
#                    GASNet-1 gasnet_attach tables): each AM matches its
#                    destination's entry, not the sender's;
#  - t_gasnet1_am    a GASNet-1 AM program (also without pshmrun);
#  - t_gasnet_handler a GASNet-1 program written with <gasnet_handler.h>
#                    (PACK()ed pointers, SHORT_REQ/HANDLER and the rest).
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$T_AM_ARGS" "$T_AM_PAYLOAD" "$T_AM_NPAM" "$T_AM_REGISTER" \
    "$T_AM_HSL" "$T_AM_IMMEDIATE" "$T_AM_WAKE" "$T_AM_IN_PLACE" "$T_AM_LANE" "$T_AM_ASYM" \
    "$T_AM_REGISTER_MT" "$T_GASNET1_AM" "$T_GASNET_HANDLER"

# Under valgrind every rank is ~50 times slower: fewer job sizes.
if [ "$SCALE" = 1 ]; then
    small="1 2 3 4 8"; medium="1 2 3 4"; few="1 2 3"; pairs="2 3 4 8"
else
    small="1 2"; medium="1 2"; few="2"; pairs="2"
fi

snapshot
tap_job args0 "t_am_args without pshmrun (a 1-rank job)" 60 "$T_AM_ARGS"
for n in $small; do
    tap_job args$n "pshmrun -n $n t_am_args" 60 "$PSHMRUN" -n "$n" "$T_AM_ARGS"
done
# More senders than a receiver has pair rings (16 per direction, see
# src/am_queues/README.md): the 17th and 18th send their Shorts through
# the shared ring.
if [ "$SCALE" = 1 ]; then
    tap_job args18 "pshmrun -n 18 t_am_args (more senders than pair rings)" 120 \
        "$PSHMRUN" -n 18 "$T_AM_ARGS"
fi
for n in $medium; do
    tap_job payload$n "pshmrun -n $n t_am_payload" 120 "$PSHMRUN" -n "$n" "$T_AM_PAYLOAD"
done
for n in $medium; do
    tap_job npam$n "pshmrun -n $n t_am_npam" 60 "$PSHMRUN" -n "$n" "$T_AM_NPAM"
done
for n in $few; do
    tap_job reg$n "pshmrun -n $n t_am_register" 60 "$PSHMRUN" -n "$n" "$T_AM_REGISTER"
    tap_job regg1$n "pshmrun -n $n t_am_register g1" 60 "$PSHMRUN" -n "$n" "$T_AM_REGISTER" g1
done
# unbound: the two registering threads of a rank run on two cores at once
for n in $few; do
    tap_job regmt$n "pshmrun -n $n --bind=none t_am_register_mt" 60 \
        "$PSHMRUN" -n "$n" --bind=none "$T_AM_REGISTER_MT"
done
for n in $small; do
    tap_job hsl$n "pshmrun -n $n t_am_hsl" 60 "$PSHMRUN" -n "$n" "$T_AM_HSL"
done
for n in $few; do
    tap_job imm$n "pshmrun -n $n t_am_immediate" 60 "$PSHMRUN" -n "$n" "$T_AM_IMMEDIATE"
done
tap_job wake0 "t_am_wake without pshmrun (a 1-rank job)" 60 "$T_AM_WAKE"
for n in $few; do
    tap_job wake$n "pshmrun -n $n t_am_wake" 60 "$PSHMRUN" -n "$n" "$T_AM_WAKE"
done
for n in $small; do
    tap_job inplace$n "pshmrun -n $n t_am_in_place" 60 "$PSHMRUN" -n "$n" "$T_AM_IN_PLACE"
done
# Without the ping line every round trip's Reply goes in place in a ring
# slot: that path keeps its own runs.
for n in $few; do
    tap_job inplacenoping$n "pshmrun -n $n t_am_in_place (PSHMEX_AM_PING=0)" 60 \
        env PSHMEX_AM_PING=0 "$PSHMRUN" -n "$n" "$T_AM_IN_PLACE"
done
for n in $pairs; do
    tap_job lane$n "pshmrun -n $n t_am_lane" 60 "$PSHMRUN" -n "$n" "$T_AM_LANE"
done
tap_job asym0 "t_am_asym ex without pshmrun (a 1-rank job)" 60 "$T_AM_ASYM" ex
for n in $few; do
    tap_job asym$n "pshmrun -n $n t_am_asym ex" 60 "$PSHMRUN" -n "$n" "$T_AM_ASYM" ex
    tap_job asymg1$n "pshmrun -n $n t_am_asym g1" 60 "$PSHMRUN" -n "$n" "$T_AM_ASYM" g1
done
tap_job g10 "t_gasnet1_am without pshmrun (a 1-rank job)" 60 "$T_GASNET1_AM"
for n in $small; do
    tap_job g1$n "pshmrun -n $n t_gasnet1_am" 60 "$PSHMRUN" -n "$n" "$T_GASNET1_AM"
done
for n in $few; do
    tap_job hdl$n "pshmrun -n $n t_gasnet_handler" 60 "$PSHMRUN" -n "$n" "$T_GASNET_HANDLER"
done

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
