#!/bin/bash
# rma.sh: the RMA tests of tests/rma.
#  - t_rma_ex      GASNet-EX Put/Get (Blocking, NB, NBI), every lc_opt
#                  form, event arrays, gex_NBI_Test/Wait masks, access
#                  regions, to self and every peer (job sizes 1..8, and
#                  without pshmrun: a 1-rank job);
#  - t_rma_forms   the Val forms, JOBRANK / TM-pair / PEER_NEVER_SELF /
#                  IMMEDIATE, the same way;
#  - t_rma_g1      the GASNet-1 extended API, the same way;
#  - t_rma_g1_val  its value forms, the same way;
#  - t_rma_errors  built with -DPSHMEX_DEBUG=1: valid calls pass the checks,
#                  and each bad call stops the job (status != 0) with one
#                  line "pshmex: ..." on stderr naming the call (for a range
#                  outside a segment: the rank and the segment's bounds too).
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$T_RMA_EX" "$T_RMA_FORMS" "$T_RMA_G1" "$T_RMA_G1_VAL" "$T_RMA_ERRORS"

# run_errors NAME N ARGS...: t_rma_errors ARGS in an N-rank job (0: no pshmrun)
run_errors() { local name=$1 n=$2; shift 2; run_in_job "$name" "$n" "$T_RMA_ERRORS" "$@"; }

# ecase N MODE CALL [REGEX]: t_rma_errors MODE in an N-rank job (0: no
# pshmrun) ends with a non-zero status (not 3: the call returned; not 4:
# nothing happened; not 124: timeout) and stderr has exactly one line
# "pshmex: ..." that names CALL (and matches the extended REGEX). If the
# program announced "target rank T, segment [A, B)", the line must also
# name rank T and both bounds.
ecase() {
    local n=$1 mode=$2 call=$3 re=${4:-} name=e$_tap_n
    run_errors "$name" "$n" "$mode"
    local lines line why=""
    lines=$(grep -c '^pshmex: ' "$WORK/$name.err")
    line=$(grep -m1 '^pshmex: ' "$WORK/$name.err")
    case "$RC" in
    0 | 3 | 4 | 124) why="status $RC" ;;
    esac
    [ "$lines" = 1 ] || why="$why; $lines lines 'pshmex: ...' on stderr"
    printf '%s\n' "$line" | grep -Eq -- "$call([^A-Za-z0-9_]|\$)" || why="$why; the line does not name $call"
    if [ -n "$re" ] && ! printf '%s\n' "$line" | grep -Eq -- "$re"; then
        why="$why; the line does not match /$re/"
    fi
    local ann t a b
    ann=$(sed -n 's/^t_rma_errors: .*: target rank \([0-9]*\), segment \[\([^,]*\), \([^)]*\))$/\1 \2 \3/p' \
        "$WORK/$name.out" | head -n1)
    if [ -n "$ann" ] && [ "${mode%range}" != "$mode" ]; then
        read -r t a b <<<"$ann"
        printf '%s\n' "$line" | grep -Eq -- "rank $t([^0-9]|\$)" || why="$why; the line does not name rank $t"
        printf '%s\n' "$line" | grep -Fq -- "$a" || why="$why; the line does not give the start $a"
        printf '%s\n' "$line" | grep -Fq -- "$b" || why="$why; the line does not give the end $b"
    fi
    if [ -z "$why" ]; then
        pass "$mode, $(jobname "$n"): status $RC, '$line'"
    else
        fail "$mode, $(jobname "$n"):${why#;}"
        show "$name"
    fi
}

# Under valgrind every rank is ~50 times slower: fewer job sizes.
if [ "$SCALE" = 1 ]; then
    small="1 2 3 4 8"
else
    small="1 2"
fi

snapshot
tap_job ex0 "t_rma_ex without pshmrun (a 1-rank job)" 60 "$T_RMA_EX"
for n in $small; do
    tap_job ex$n "pshmrun -n $n t_rma_ex" 60 "$PSHMRUN" -n "$n" "$T_RMA_EX"
done
tap_job exseed "pshmrun -n 3 t_rma_ex with another seed" 60 "$PSHMRUN" -n 3 "$T_RMA_EX" 0x1234567
tap_job fo0 "t_rma_forms without pshmrun (a 1-rank job)" 60 "$T_RMA_FORMS"
for n in $small; do
    tap_job fo$n "pshmrun -n $n t_rma_forms" 60 "$PSHMRUN" -n "$n" "$T_RMA_FORMS"
done
tap_job foseed "pshmrun -n 3 t_rma_forms with another seed" 60 "$PSHMRUN" -n 3 "$T_RMA_FORMS" 0x1234567
tap_job g10 "t_rma_g1 without pshmrun (a 1-node job)" 60 "$T_RMA_G1"
for n in $small; do
    tap_job g1$n "pshmrun -n $n t_rma_g1" 60 "$PSHMRUN" -n "$n" "$T_RMA_G1"
done
tap_job g1seed "pshmrun -n 3 t_rma_g1 with another seed" 60 "$PSHMRUN" -n 3 "$T_RMA_G1" 0x7654321
tap_job g1v0 "t_rma_g1_val without pshmrun (a 1-node job)" 60 "$T_RMA_G1_VAL"
for n in $small; do
    tap_job g1v$n "pshmrun -n $n t_rma_g1_val" 60 "$PSHMRUN" -n "$n" "$T_RMA_G1_VAL"
done
tap_job g1vseed "pshmrun -n 3 t_rma_g1_val with another seed" 60 "$PSHMRUN" -n 3 "$T_RMA_G1_VAL" 0x7654321

for n in 0 1 2 3; do errors_ok "$T_RMA_ERRORS" "$n"; done
ecase 2 put-range            gex_RMA_PutBlocking
ecase 1 put-range            gex_RMA_PutBlocking
ecase 0 put-range            gex_RMA_PutBlocking
ecase 2 get-range            gex_RMA_GetNB
ecase 3 bad-rank             gex_RMA_PutNB "rank 3([^0-9]|\$)"
ecase 2 never-nbrhd          gex_RMA_GetNBI GEX_FLAG_PEER_NEVER_NBRHD
ecase 2 never-self           gex_RMA_PutBlockingVal GEX_FLAG_PEER_NEVER_SELF
ecase 1 never-self           gex_RMA_PutBlockingVal GEX_FLAG_PEER_NEVER_SELF
ecase 2 nested-region        gex_NBI_BeginAccessRegion
ecase 2 end-without-begin    gex_NBI_EndAccessRegion
ecase 2 wait-in-region       gex_NBI_Wait
ecase 2 test-in-region       gex_NBI_Test
ecase 2 g1-syncnbi-in-region gasnet_wait_syncnbi_gets
ecase 3 g1-put-bad-node      gasnet_put "node 3([^0-9]|\$)"
ecase 2 g1-get-range         gasnet_get_bulk

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
