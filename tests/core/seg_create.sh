#!/bin/bash
# seg_create.sh: created segments and memory kinds (#17).
#  - t_seg_create in jobs of 1..4 ranks and without pshmrun (see the
#    program: MK create/destroy, device classes refused, library and client
#    segments, private memory accepted, ranges sticking out of a segment or
#    over a hole refused, no leak over 40 rounds);
#  - the messages of its refused calls name the call and the requirement.
. "$(dirname "$0")/../lib.sh"
T_SEG_CREATE=$TESTS_BUILDDIR/core/t_seg_create
require_built "$PSHMRUN" "$T_SEG_CREATE"

snapshot
TAP_JOB_SIZES=$SMALL_JOB_SIZES tap_jobs create "$T_SEG_CREATE"

# has NAME REGEX DESCRIPTION: stderr of run NAME has a line matching REGEX
has() {
    if grep -Eq -- "$2" "$WORK/$1.err"; then pass "$3"; else fail "$3: no line /$2/"; show "$1"; fi
}
has create2 '^pshmex: gex_MK_Create: args->gex_class is GEX_MK_CLASS_CUDA_UVA: pshmex supports host memory only' \
    "a CUDA class is refused naming the call and 'host memory only'"
has create2 '^pshmex: gex_MK_Create: args->gex_class is GEX_MK_CLASS_HIP: ' "a HIP class is refused"
has create2 '^pshmex: gex_MK_Create: args->gex_class is GEX_MK_CLASS_ZE: ' "a ZE class is refused"
has create2 '^pshmex: gex_Segment_Create: address range \[0x[0-9a-f]+, 0x[0-9a-f]+\) sticks out of this rank.s gex_Segment_Attach segment \[0x[0-9a-f]+, 0x[0-9a-f]+\): client memory must lie wholly inside a segment or wholly outside it' \
    "a client range sticking out of a segment is refused naming the requirement"
has create2 '^pshmex: gex_Segment_Create: address range \[0x[0-9a-f]+, 0x[0-9a-f]+\) is not mapped in this process' \
    "a client range with a hole is refused"
has create2 '^pshmex: gex_EP_BindSegment: endpoint 0 already has a bound segment \(0x[0-9a-f]+\): a segment cannot be replaced' \
    "binding to the primordial endpoint, which has gex_Segment_Attach's segment, is refused"
has create2 '^pshmex: gex_EP_PublishBoundSegment: eps\[0\] and eps\[1\] are the same endpoint' \
    "publishing one endpoint twice is refused"

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
