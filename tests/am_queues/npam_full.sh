#!/bin/bash
# npam_full.sh: t_am_npam_full: gex_AM_Prepare{Request,Reply}Medium with a
# client buffer and a least_payload that fits the inline slot, while every
# pool buffer of the receiver is in use, must give a descriptor of
# [least_payload, 1920] bytes, with GEX_FLAG_IMMEDIATE and without it, and
# the message must arrive intact (job sizes 1, 2, 3; Replies from 2 on).
. "$(dirname "$0")/../lib.sh"
T_AM_NPAM_FULL=$TESTS_BUILDDIR/am_queues/t_am_npam_full
require_built "$PSHMRUN" "$T_AM_NPAM_FULL"

snapshot
for n in 1 2 3; do
    tap_job full$n "pshmrun -n $n t_am_npam_full" 120 "$PSHMRUN" -n "$n" "$T_AM_NPAM_FULL"
done
jobs_done
