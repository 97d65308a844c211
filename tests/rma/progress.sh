#!/bin/bash
# progress.sh: t_rma_progress (issue #19): a loop on a blocking Put/Get (EX
# and GASNet-1, value forms, memset), a remote atomic, a Wait on an NB
# Put's complete event, an NBI sync or a GASNet-1 try ends once a loopback
# AM handler sets its flag, with no other polling; GASNET_BLOCKUNTIL and
# gex_Event_Wait(barrier) poll; the same loops on a second thread; the
# GASNet-EX Tests do not poll. Job sizes 1 2 3 4 8 and without pshmrun;
# built with -DPSHMEX_UNCHECKED too (small jobs).
. "$(dirname "$0")/../lib.sh"
T_RMA_PROGRESS=$TESTS_BUILDDIR/rma/t_rma_progress
T_RMA_PROGRESS_UNCHECKED=$TESTS_BUILDDIR/rma/t_rma_progress_unchecked
require_built "$PSHMRUN" "$T_RMA_PROGRESS" "$T_RMA_PROGRESS_UNCHECKED"

snapshot
tap_jobs progress "$T_RMA_PROGRESS"
TAP_JOB_SIZES="$SMALL_JOB_SIZES 3" tap_jobs uprogress "$T_RMA_PROGRESS_UNCHECKED"
jobs_done
