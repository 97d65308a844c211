#!/bin/bash
# pshmbench.sh: a smoke test of the benchmark (not a performance test):
# `pshmbench floor`, `pshmbench am`, `pshmbench rma`, `pshmbench atomics`
# `pshmbench coll` and `pshmbench vis` run as 2-rank jobs by themselves and print their
# tables in the documented format (rma also writes its plot and CSV;
# atomics also runs with 3 ranks, coll with 4); bad command lines give
# status 2 and the usage.
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMBENCH" "$PSHMRUN"

Q=(--runs 1 --iters 2000)
RATIO='  ratio to floor [0-9]+\.[0-9]{2}x' # the latency rows' suffix

run floor 120 "$PSHMBENCH" floor "${Q[@]}"
is "$RC" 0 "pshmbench floor (2-rank job by itself): status 0 in ${ELAPSED}s"
[ "$RC" = 0 ] || show floor
out=$WORK/floor.out
check "header names the 2 ranks, their cores and NUMA nodes, and the host" \
    grep -Eq '^pshmbench: 2 ranks, rank0 core -?[0-9]+ \(NUMA -?[0-9]+\), rank1 core -?[0-9]+ \(NUMA -?[0-9]+\); host: .+' "$out"
check "cache-line one-way latency row" \
    grep -Eq '^floor +cacheline one-way +median +[0-9]+\.[0-9] ns +\(min [0-9.]+, max [0-9.]+, 1 run\)$' "$out"
for sz in "4 KiB" "64 KiB" "1 MiB" "64 MiB"; do
    check "memcpy $sz bandwidth row" \
        grep -Eq "^floor +memcpy $sz +median +[0-9]+\.[0-9] GB/s \(min [0-9.]+, max [0-9.]+, 1 run\)\$" "$out"
done
check "bare 2-rank barrier row, beside the one-way latency" \
    grep -Eq "^floor +bare barrier, 2 ranks +median +[0-9]+\.[0-9] ns +\(min [0-9.]+, max [0-9.]+, 1 run\)$RATIO\$" "$out"
lat=$(sed -n 's/^floor *cacheline one-way *median *\([0-9.]*\) ns.*/\1/p' "$out")
if awk -v x="${lat:-0}" 'BEGIN { exit !(x > 0 && x < 1e6) }'; then
    pass "one-way latency is a plausible positive number ($lat ns)"
else
    fail "one-way latency '$lat' is not a plausible number"
fi
diag_file "$out"

# am: every row once, in the row format; the floor of the same run comes
# first (am selects it) and the latency rows carry the ratio to it.
run am 120 "$PSHMBENCH" am "${Q[@]}"
is "$RC" 0 "pshmbench am (2-rank job by itself): status 0 in ${ELAPSED}s"
[ "$RC" = 0 ] || show am
out=$WORK/am.out
check "am runs the floor first" \
    grep -Eq '^floor +cacheline one-way +median ' "$out"
# am_row NAME UNIT [SUFFIX]: one row NAME in UNIT, then SUFFIX (a regex)
am_row() {
    check "am row '$1' ($2)" grep -Eq \
        "^am +$1 +median +[0-9]+\.[0-9] $2 +\(min [0-9.]+, max [0-9.]+, 1 run\)${3:-}\$" "$out"
}
# the Short RTT/2 and the same round trip with no library (perf/am_ring.c:
# over two bare rings, and with the answer in the Request's slot), each
# also beside the cache-line floor measured before each run; notes with
# that floor and with the ratio of the Short row to the in-place one
BEFORE=', to floor measured before each run [0-9]+\.[0-9]{2}x'
am_row "short RTT/2" ns "$RATIO$BEFORE"
am_row "short RTT/2, BLOCKUNTIL" ns "$RATIO$BEFORE"
check "am note: how the two Short rows wait" grep -Eq \
    '^pshmbench: note: am short RTT/2: rank 0 waits for each Reply, and rank 1 for the Requests, in a loop of gasnet_AMPoll\(\) calls; in the BLOCKUNTIL row with GASNET_BLOCKUNTIL, which relaxes the CPU after a poll that ran nothing$' "$out"
check "floor row 'ring ping-pong RTT/2' (ns, ratio to the floor)" grep -Eq \
    "^floor +ring ping-pong RTT/2 +median +[0-9]+\.[0-9] ns +\(min [0-9.]+, max [0-9.]+, 1 run\)$RATIO$BEFORE\$" "$out"
check "am note: the floor measured before each Short run" grep -Eq \
    '^pshmbench: note: am short RTT/2: the cache-line floor measured before each run: median [0-9]+\.[0-9] ns \(min [0-9.]+, max [0-9.]+\); ratios: medians of run / reference$' "$out"
check "floor row 'in-place ping-pong RTT/2' (ns, ratio to the floor)" grep -Eq \
    "^floor +in-place ping-pong RTT/2 +median +[0-9]+\.[0-9] ns +\(min [0-9.]+, max [0-9.]+, 1 run\)$RATIO$BEFORE\$" "$out"
check "am note: short RTT/2 over the in-place ping-pong" grep -Eq \
    '^pshmbench: note: am short RTT/2 / in-place ping-pong RTT/2 [0-9]+\.[0-9]{2}x \(difference -?[0-9]+\.[0-9] ns per half: the software of a Short round trip, whose Reply goes back in the Request.s slot as the in-place ping-pong.s answer does\)$' "$out"
# the in-place round trip through the model of an AM layer's least
# (perf/am_ring.c, AM_PP_MODEL), and the Short row over it
check "floor row 'am model ping-pong RTT/2' (ns, ratio to the floor)" grep -Eq \
    "^floor +am model ping-pong RTT/2 +median +[0-9]+\.[0-9] ns +\(min [0-9.]+, max [0-9.]+, 1 run\)$RATIO$BEFORE\$" "$out"
check "am note: what the model does" grep -Eq \
    '^pshmbench: note: am model ping-pong: the in-place ping-pong with only what an AM layer cannot do without: .*a CPU relax after each of the first 16 that found nothing \(as gasnet_AMPoll\(\) paces .*reply call that checks its entry$' "$out"
check "am note: short RTT/2 over the am model" grep -Eq \
    '^pshmbench: note: am short RTT/2 / am model ping-pong RTT/2 [0-9]+\.[0-9]{2}x \(difference -?[0-9]+\.[0-9] ns per half: what the library does beyond that model\)$' "$out"
for sz in "8 B" "1 KiB" "64 KiB"; do
    am_row "medium $sz RTT/2" ns "$RATIO"
done
am_row "medium 64 KiB ping-pong" GB/s
for sz in "64 KiB" "1 MiB" "4 MiB"; do
    am_row "long $sz one-way" GB/s
done
am_row "short message rate" M/s '  ratio to spsc ring [0-9]+\.[0-9]{2}x'
# the bare rings the rate is compared with, run before each run of it
# (perf/am_ring.c)
check "floor row 'spsc ring rate, 0 args'" grep -Eq \
    "^floor +spsc ring rate, 0 args +median +[0-9]+\.[0-9] M/s +\(min [0-9.]+, max [0-9.]+, 1 run\)\$" "$out"
check "floor row 'cas ring rate, 0 args', beside the spsc ring" grep -Eq \
    "^floor +cas ring rate, 0 args +median +[0-9]+\.[0-9] M/s +\(min [0-9.]+, max [0-9.]+, 1 run\)  ratio to spsc ring [0-9]+\.[0-9]{2}x\$" "$out"
check "am note: the rings ran before each rate run" grep -Eq \
    '^pshmbench: note: am short message rate: the rings ran before each run; ratios: medians of run / reference$' "$out"
is "$(grep -c '^am ' "$out")" 10 "am prints 10 rows"
diag_file "$out"

# rma: every row once, in the row format, with a positive median; the
# bandwidth and non-temporal rows carry the ratio to memcpy; the plot and
# its CSV go where PSHMBENCH_PLOT says.
plot=$WORK/rma-plot.svg
run rma 120 env PSHMBENCH_PLOT="$plot" "$PSHMBENCH" rma "${Q[@]}"
is "$RC" 0 "pshmbench rma (2-rank job by itself): status 0 in ${ELAPSED}s"
[ "$RC" = 0 ] || show rma
out=$WORK/rma.out
check "rma runs the floor first" \
    grep -Eq '^floor +cacheline one-way +median ' "$out"
# rma_row NAME UNIT [SUFFIX]: exactly one row NAME (a regex) in UNIT, then
# SUFFIX (a regex), with a median above 0. A slow build (TSan) can print a
# bandwidth under 0.05 GB/s as 0.0; the row's ratio to memcpy, two decimals
# of the unrounded median, still tells that it is above 0.
rma_row() {
    local rows med ratio
    rows=$(grep -E "^rma +$1 +median +[0-9]+\.[0-9] $2 +\(min [0-9.]+, max [0-9.]+, 1 run\)${3:-}\$" "$out")
    med=$(sed -n 's/.* median *\([0-9.]*\) .*/\1/p' <<<"$rows")
    ratio=$(sed -n 's/.* ratio to memcpy \([0-9.]*\)x .*/\1/p' <<<"$rows")
    if [ "$(grep -c . <<<"$rows")" = 1 ] &&
        awk -v x="${med:-0}" -v r="${ratio:-0}" 'BEGIN { exit !(x > 0 || r > 0) }'; then
        pass "rma row '${1//\\/}' ($2): median $med${ratio:+ (ratio to memcpy ${ratio}x)}"
    else
        fail "rma row '${1//\\/}' ($2): want one row with a median above 0"
    fi
}
VS_MEMCPY='  ratio to memcpy [0-9]+\.[0-9]{2}x \(memcpy [0-9]+\.[0-9] GB/s\)'
rma_row "put 8 B blocking" ns
rma_row "gasnet_put 8 B" ns
rma_row "get 8 B blocking" ns
rma_row "gasnet_get 8 B" ns
rma_row "put 8 B NB \+ wait" ns
rma_row "put 8 B NBI rate" M/s
rma_sizes=("8 B" "64 B" "256 B" "1 KiB" "4 KiB" "16 KiB" "64 KiB" "256 KiB" "1 MiB" "4 MiB"
           "16 MiB" "64 MiB")
for sz in "${rma_sizes[@]}"; do
    rma_row "put bw $sz" GB/s "$VS_MEMCPY"
done
for sz in "${rma_sizes[@]}"; do
    rma_row "get bw $sz" GB/s "$VS_MEMCPY"
done
for sz in "1 MiB" "4 MiB" "16 MiB" "64 MiB"; do
    rma_row "nt copy $sz" GB/s "$VS_MEMCPY"
done
# the cost of the default checks: the same loops checked and unchecked
# (-DPSHMEX_UNCHECKED), and the raw store (load) with the progress test
# before it (the floor of a call that must poll, #19), each with its ratio
# to the raw store (load) of the same run, two decimals, and per op a note
# with the differences (#18); each
# run samples the 4 loop placements (perf/check_cost.h), so --runs 1 gives
# 4 samples, and a note gives each placement's medians
for op in put get; do
    if [ $op = put ]; then raw="raw store"; else raw="raw load"; fi
    for v in checked unchecked "raw + poll test"; do
        check "rma row '$op 8 B $v' (ns, two decimals, ratio to $raw)" \
            grep -Eq "^rma +$op 8 B ${v//+/\\+} +median +[0-9]+\.[0-9]{2} ns +\(min [0-9.]+, max [0-9.]+, 4 runs\)  ratio to $raw [0-9]+\.[0-9]{2}x\$" "$out"
    done
    check "rma row '$op 8 B raw' (ns, two decimals)" \
        grep -Eq "^rma +$op 8 B raw +median +[0-9]+\.[0-9]{2} ns +\(min [0-9.]+, max [0-9.]+, 4 runs\)\$" "$out"
    check "rma note: $op 8 B medians at each of the 4 loop placements" \
        grep -Eq "^pshmbench: note: rma $op 8 B medians by loop placement \(checked/unchecked/raw \+ poll test/raw ns\):( (\| )?[0-9]+\.[0-9]{2}(/[0-9]+\.[0-9]{2}){3}){4}\$" "$out"
    # the mean over placements (a loop runs a cycle slower where it spans
    # two 64-byte code lines, so the pooled median snaps to one mode): each
    # of the 4 figures the mean of the placement medians above (to their
    # rounding), and the ratio and difference of those figures
    mean_line=$(grep -E "^pshmbench: note: rma $op 8 B mean of the 4 placements' medians \(checked/unchecked/raw \+ poll test/raw ns\): [0-9]+\.[0-9]{2}(/[0-9]+\.[0-9]{2}){3}, unchecked / raw [0-9]+\.[0-9]{2}x, checked - raw -?[0-9]+\.[0-9]{2} ns\$" "$out")
    place_line=$(grep -E "^pshmbench: note: rma $op 8 B medians by loop placement" "$out")
    if [ -n "$mean_line" ] &&
       awk -v m="${mean_line#*ns): }" -v p="${place_line#*ns): }" 'BEGIN {
               split(m, f, /[\/, ]+/); n = split(p, g, /[\/| ]+/)
               if (n != 16) exit 1
               for (k = 1; k <= 4; k++) {
                   s = 0; for (j = 0; j < 4; j++) s += g[j * 4 + k]
                   d = s / 4 - f[k]; if (d < -0.011 || d > 0.011) exit 1
               }
               split(m, t, /unchecked \/ raw |x, checked - raw | ns/)
               if (f[4] <= 0.005) exit 1
               if (t[2] > (f[2] + 0.005) / (f[4] - 0.005) + 0.005 ||
                   t[2] < (f[2] - 0.005) / (f[4] + 0.005) - 0.005) exit 1
               d = f[1] - f[4] - t[3]; if (d < -0.016 || d > 0.016) exit 1
           }'; then
        pass "rma note: $op 8 B mean of the placements, ratio and difference agree with its figures"
    else
        fail "rma note: $op 8 B mean of the placements"
        diag "mean: $mean_line"
        diag "placements: $place_line"
    fi
    check "rma note: $op 8 B checks and targets" \
        grep -Eq "^pshmbench: note: rma $op 8 B: checked - unchecked -?[0-9]+\.[0-9]{2} ns .*checked - raw -?[0-9]+\.[0-9]{2} ns \(target <= 0\.5\), unchecked / raw [0-9]+\.[0-9]{2}x \(target <= 1\.5x\), unchecked / \(raw \+ poll test\) [0-9]+\.[0-9]{2}x \(raw \+ poll test / raw [0-9]+\.[0-9]{2}x\)\$" "$out"
done
is "$(grep -c '^rma ' "$out")" 42 "rma prints 42 rows"
check "rma says which of nt copy and memcpy is faster" \
    grep -Eq '^pshmbench: note: rma faster of nt copy and memcpy .*: 1 MiB (nt|memcpy|equal) \(' "$out"
check "rma names where the plot went" \
    grep -Fqx "pshmbench: note: rma plot written to $plot, numbers in ${plot%.svg}.csv" "$out"
if [ -s "$plot" ] && head -n 2 "$plot" | grep -q '<svg ' && tail -n 1 "$plot" | grep -qx '</svg>' &&
   [ "$(grep -c '<path ' "$plot")" = 5 ]; then
    pass "rma wrote an SVG chart with 5 lines to \$PSHMBENCH_PLOT"
else
    fail "rma SVG chart at $plot"
    diag_file "$plot" 10
fi
csv=${plot%.svg}.csv
if [ "$(head -n 1 "$csv" 2>/dev/null)" = "bytes,put_gbs,get_gbs,memcpy_put_gbs,memcpy_get_gbs,nt_copy_gbs" ] &&
   awk -F, 'NR > 1 && NF == 6 && $1 > 0 && $2 > 0 && $3 > 0 && $4 > 0 && $5 > 0 { n++ }
            END { exit !(n == 12 && NR == 13) }' "$csv"; then
    pass "rma wrote the CSV beside it: 12 sizes with positive numbers"
else
    fail "rma CSV at $csv"
    diag_file "$csv" 20
fi
diag_file "$out" 60

# atomics: every row once, in the row format, with a positive median; the
# NB and NBI FADD rows carry the ratio to the bare CPU fetch-add, the
# ping-pong the ratio to the floor of the same run (default iterations:
# the contended row checks its final sum over them)
run atomics 120 "$PSHMBENCH" atomics --runs 1
is "$RC" 0 "pshmbench atomics (2-rank job by itself): status 0 in ${ELAPSED}s"
[ "$RC" = 0 ] || show atomics
# ad_row OUT NAME UNIT [SUFFIX]: exactly one atomics row NAME (a regex) in
# OUT, in UNIT, then SUFFIX (a regex), with a median above 0
ad_row() {
    local rows med
    rows=$(grep -E "^atomics +$2 +median +[0-9]+\.[0-9] $3 +\(min [0-9.]+, max [0-9.]+, 1 run\)${4:-}\$" "$1")
    med=$(sed -n 's/.* median *\([0-9.]*\) .*/\1/p' <<<"$rows")
    if [ "$(grep -c . <<<"$rows")" = 1 ] && awk -v x="${med:-0}" 'BEGIN { exit !(x > 0) }'; then
        pass "atomics row '${2//\\/}' ($3): median $med"
    else
        fail "atomics row '${2//\\/}' ($3): want one row with a median above 0"
    fi
}
out=$WORK/atomics.out
check "atomics runs the floor first" \
    grep -Eq '^floor +cacheline one-way +median ' "$out"
VS_FETCH_ADD='  ratio to fetch-add [0-9]+\.[0-9]{2}x'
ad_row "$out" "cpu fetch-add 8 B" ns
ad_row "$out" "fadd 8 B NB \+ wait" ns "$VS_FETCH_ADD"
ad_row "$out" "fadd 8 B NBI, one wait" ns "$VS_FETCH_ADD"
ad_row "$out" "fcas 8 B NB \+ wait" ns
ad_row "$out" "cpu atomic add 8 B" ns
# the floor of a call that must test for progress (#19)
ad_row "$out" "cpu add \+ poll test" ns '  ratio to cpu add [0-9]+\.[0-9]{2}x'
ad_row "$out" "add 8 B NBI, one wait" ns '  ratio to cpu add [0-9]+\.[0-9]{2}x'
check "atomics note: the targets of #18 with their ratios" \
    grep -Eq '^pshmbench: note: atomics targets \(#18\): fadd NB \+ wait <= 1\.3x the cpu fetch-add \([0-9]+\.[0-9]{2}x\), add NBI at the cpu add.s rate \([0-9]+\.[0-9]{2}x\); add NBI / \(cpu add \+ poll test\) [0-9]+\.[0-9]{2}x$' "$out"
ad_row "$out" "fadd contended, 2 ranks" M/s
ad_row "$out" "flag ping-pong one-way" ns "$RATIO"
# the cost of the checks: the NBI FADD and ADD loops built checked and
# unchecked, and the bare add in the same loop shape, which the ADD rows
# are compared with
for r in "fadd 8 B NBI checked" "fadd 8 B NBI unchecked" "cpu add, same loop"; do
    check "atomics row '$r' (ns, two decimals)" \
        grep -Eq "^atomics +$r +median +[0-9]+\.[0-9]{2} ns +\(min [0-9.]+, max [0-9.]+, 1 run\)\$" "$out"
done
for r in "add 8 B NBI checked" "add 8 B NBI unchecked"; do
    check "atomics row '$r' (ns, two decimals, ratio to the add of the same loop)" \
        grep -Eq "^atomics +$r +median +[0-9]+\.[0-9]{2} ns +\(min [0-9.]+, max [0-9.]+, 1 run\)  ratio to cpu add [0-9]+\.[0-9]{2}x\$" "$out"
done
check "atomics note: the cost of the default checks" \
    grep -Eq '^pshmbench: note: atomics cost of the default checks .*: fadd 8 B NBI -?[0-9]+\.[0-9]{2} ns per call, add 8 B NBI -?[0-9]+\.[0-9]{2} ns per call; add NBI unchecked / cpu add in the same loop [0-9]+\.[0-9]{2}x$' "$out"
is "$(grep -c '^atomics ' "$out")" 14 "atomics prints 14 rows"
diag_file "$out"

# atomics with a third rank: it joins the contended row (whose final sum
# is checked) and only waits through the rest
run atomics3 120 "$PSHMRUN" -n 3 "$PSHMBENCH" atomics --runs 1
is "$RC" 0 "pshmrun -n 3 pshmbench atomics: status 0 in ${ELAPSED}s"
[ "$RC" = 0 ] || show atomics3
out=$WORK/atomics3.out
check "pshmrun -n 3 pshmbench atomics: a 3-rank job" grep -q '^pshmbench: 3 ranks' "$out"
ad_row "$out" "fadd contended, 3 ranks" M/s
ad_row "$out" "flag ping-pong one-way" ns "$RATIO"
is "$(grep -c '^atomics ' "$out")" 14 "pshmrun -n 3 pshmbench atomics prints 14 rows"

# coll: every rank of the job in every row, microseconds with two decimals,
# each row once with a median above 0 (default iterations: every result is
# checked on every rank, and a wrong one fails the run); the barrier rows
# carry the ratio to the floor of the same run
run coll 120 "$PSHMBENCH" coll --runs 1
is "$RC" 0 "pshmbench coll (2-rank job by itself): status 0 in ${ELAPSED}s"
[ "$RC" = 0 ] || show coll
# coll_rows OUT N: the 6 coll rows of an N-rank job in OUT, and no other
coll_rows() {
    local out=$1 n=$2 name suffix rows med
    for name in "barrier" "gasnet_barrier" "broadcast 8 B" "broadcast 1 MiB" \
                "reduce-to-all 8 B" "reduce-to-all 1 MiB"; do
        suffix=
        # barriers and the 8 B reduce-to-all stand beside the floor; in a
        # 2-rank job also beside the bare barrier, and in a job with more
        # ranks than cores beside the oversubscription floors
        case $name in *barrier | "reduce-to-all 8 B") suffix=$RATIO ;; esac
        if [ -n "$suffix" ]; then
            [ "$n" = 2 ] && suffix="$suffix, to bare barrier [0-9]+\.[0-9]{2}x"
            grep -q "^floor  *oversubscribed, $n on" "$out" &&
                suffix="$suffix, to oversubscription floor [0-9]+\.[0-9]{2}x, to bare yield barrier [0-9]+\.[0-9]{2}x"
        fi
        rows=$(grep -E "^coll +$name, $n ranks +median +[0-9]+\.[0-9]{2} us +\(min [0-9.]+, max [0-9.]+, 1 run\)$suffix\$" "$out")
        med=$(sed -n 's/.* median *\([0-9.]*\) .*/\1/p' <<<"$rows")
        if [ "$(grep -c . <<<"$rows")" = 1 ] && awk -v x="${med:-0}" 'BEGIN { exit !(x > 0) }'; then
            pass "coll row '$name, $n ranks' (us): median $med"
        else
            fail "coll row '$name, $n ranks' (us): want one row with a median above 0"
        fi
    done
    is "$(grep -c '^coll ' "$out")" 6 "coll prints 6 rows ($n ranks)"
}
out=$WORK/coll.out
check "coll runs the floor first" \
    grep -Eq '^floor +cacheline one-way +median ' "$out"
coll_rows "$out" 2
check "coll measures the sched_yield hand-over floor (among 2 processes: 2 ranks fit)" \
    grep -Eq '^floor +yield hand-over, 2 on cpu [0-9]+ +median +[0-9]+\.[0-9]{2} us +\(min [0-9.]+, max [0-9.]+, 1 run\)$' "$out"
diag_file "$out"

# coll with 4 ranks: the rows take in all of them and say so
run coll4 120 "$PSHMRUN" -n 4 "$PSHMBENCH" coll --runs 1
is "$RC" 0 "pshmrun -n 4 pshmbench coll: status 0 in ${ELAPSED}s"
[ "$RC" = 0 ] || show coll4
out=$WORK/coll4.out
check "pshmrun -n 4 pshmbench coll: a 4-rank job" grep -q '^pshmbench: 4 ranks' "$out"
coll_rows "$out" 4
# 4 ranks on fewer cores: the derived floor (ceil(4/C) hand-overs), its
# derivation, and the bare barrier of 4 yielding processes
cores=$(sed -n 's/^floor  *oversubscribed, 4 on \([0-9]*\) cores.*/\1/p' "$out")
if [ -n "$cores" ]; then
    per=$(( (4 + cores - 1) / cores ))
    procs=$(( per < 2 ? 2 : per ))
    ho=$(sed -n "s/^floor  *yield hand-over, $procs on cpu [0-9]* *median *\\([0-9.]*\\) us.*/\\1/p" "$out")
    fl=$(sed -n 's/^floor  *oversubscribed, 4 on [0-9]* cores *median *\([0-9.]*\) us.*/\1/p' "$out")
    if awk -v h="$ho" -v f="$fl" -v p="$per" 'BEGIN { d = f - h * p; exit !(h > 0 && d < 0.02 * p && d > -0.02 * p) }'; then
        pass "oversubscription floor = ceil(4/$cores) x hand-over ($per x $ho = $fl us)"
    else
        fail "oversubscription floor '$fl' is not $per x '$ho'"
    fi
    check "the note says how the floor is derived" \
        grep -q "^pshmbench: note: oversubscription floor: 4 ranks on $cores cores, so at least ceil(4/$cores) = $per sched_yield hand-overs" "$out"
    check "bare yield barrier of 4 processes, beside the oversubscription floor" \
        grep -Eq '^floor +bare yield barrier, 4 procs +median +[0-9]+\.[0-9]{2} us +\(min [0-9.]+, max [0-9.]+, 1 run\)  ratio to oversubscription floor [0-9]+\.[0-9]{2}x$' "$out"
else
    pass "4 ranks fit the cores: no oversubscription floor rows"
    check "no bare yield barrier row either" sh -c "! grep -q 'bare yield barrier' '$out'"
fi
diag_file "$out"

# vis: the five rows once each, in the row format, each beside the local
# copy loop of the same run (no timing assertion: the numbers only have to
# be positive); the VIS result was checked against the loop's by pshmbench
vcsv=$WORK/vis-numbers.csv
run vis 120 env PSHMBENCH_VIS_CSV="$vcsv" "$PSHMBENCH" vis --runs 1
is "$RC" 0 "pshmbench vis (2-rank job by itself): status 0 in ${ELAPSED}s"
[ "$RC" = 0 ] || show vis
out=$WORK/vis.out
VS_LOCAL='  ratio to local copy [0-9]+\.[0-9]{2}x \(local copy [0-9]+\.[0-9] GB/s\)'
for name in "strided put 2-D, 1 KiB rows" "strided get 2-D, 1 KiB rows" \
            "strided put 3-D, 64 B runs" "strided get 3-D, 64 B runs" "indexed put 4096 x 8 B"; do
    rows=$(grep -E "^vis +$name +median +[0-9]+\.[0-9] GB/s +\(min [0-9.]+, max [0-9.]+, 1 run\)$VS_LOCAL\$" "$out")
    med=$(sed -n 's/.* median *\([0-9.]*\) .*/\1/p' <<<"$rows")
    if [ "$(grep -c . <<<"$rows")" = 1 ] && awk -v x="${med:-0}" 'BEGIN { exit !(x > 0) }'; then
        pass "vis row '$name' (GB/s, beside the local copy): median $med"
    else
        fail "vis row '$name': want one row with a median above 0 and the local copy beside it"
    fi
done
is "$(grep -c '^vis ' "$out")" 5 "vis prints 5 rows"
check "vis names where its CSV went" \
    grep -Fqx "pshmbench: note: vis numbers written to $vcsv" "$out"
if [ "$(head -n 1 "$vcsv" 2>/dev/null)" = "row,vis_gbs,local_copy_gbs,ratio" ] &&
   awk -F'",' 'NR > 1 { split($2, v, ","); if (v[1] > 0 && v[2] > 0 && v[3] > 0) n++ }
               END { exit !(n == 5 && NR == 6) }' "$vcsv"; then
    pass "vis wrote its CSV to \$PSHMBENCH_VIS_CSV: 5 rows with positive numbers"
else
    fail "vis CSV at $vcsv"
    diag_file "$vcsv" 10
fi
diag_file "$out"

# paper: the three Markdown tables, each with the paper's rows, ours (six
# positive numbers) and the speed-up rows; Millennium has no table 2.
run paper 180 "$PSHMBENCH" paper "${Q[@]}"
is "$RC" 0 "pshmbench paper (2-rank job by itself): status 0 in ${ELAPSED}s"
[ "$RC" = 0 ] || show paper
out=$WORK/paper.out
check "paper runs the floor first" grep -Eq '^floor +cacheline one-way +median ' "$out"
for t in 1 2 3; do
    # the lines of table t: from its heading to the next blank line after the rows
    awk -v t="### Table $t:" 'index($0, t) == 1 { on = 1; next } on && /^\|/ { print; seen = 1; next }
                              on && seen && /^$/ { exit }' "$out" >"$WORK/paper-t$t"
    check "table $t: Markdown header and alignment rows" \
        grep -Eq '^\|---\|(--:\|){6}$' "$WORK/paper-t$t"
    check "table $t: the paper's IBM SP row (6 numbers)" \
        grep -Eq '^\| IBM SP, 2002 \([a-zA-Z/]+\) \|( [0-9]+\.[0-9] \|){6}$' "$WORK/paper-t$t"
    check "table $t: pshmex medians, 6 positive numbers" \
        awk -F'|' '/^\| pshmex, this host/ { for (i = 3; i <= 8; i++) if (!($i + 0 > 0)) exit 1; ok = 1 }
                   END { exit !ok }' "$WORK/paper-t$t"
    check "table $t: speed-up over IBM SP, 6 ratios" \
        grep -Eq '^\| pshmex speed-up over IBM SP \|( [0-9.e+-]+x \|){6}$' "$WORK/paper-t$t"
done
check "tables 1 and 3 have Millennium rows, table 2 has none" \
    sh -c "grep -q Millennium '$WORK/paper-t1' && grep -q Millennium '$WORK/paper-t3' && ! grep -q Millennium '$WORK/paper-t2'"
check "table 1 transcribes the paper (IBM SP blocking get 68.1, Millennium MPI 28.4)" \
    sh -c "grep -q '^| IBM SP, 2002 (us) | 68.1 |' '$WORK/paper-t1' && grep -q '| 28.4 |\$' '$WORK/paper-t1'"
diag_file "$out"

# all entries with a third rank, run in an empty directory: the extra rank
# only joins in, and rma's plot lands in the current directory by default
mkdir -p "$WORK/cwd"
abs() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
run three 120 env -C "$WORK/cwd" "$(abs "$PSHMRUN")" -n 3 "$(abs "$PSHMBENCH")" all "${Q[@]}"
if [ "$RC" = 0 ] && grep -q '^pshmbench: 3 ranks' "$WORK/three.out" &&
   grep -q '^floor  *cacheline one-way' "$WORK/three.out" &&
   grep -q '^am  *short message rate' "$WORK/three.out" &&
   grep -q '^rma  *nt copy 64 MiB' "$WORK/three.out" &&
   grep -q '^coll  *reduce-to-all 1 MiB, 3 ranks' "$WORK/three.out"; then
    pass "pshmrun -n 3 pshmbench all: the extra rank only joins in (coll: takes part)"
else
    fail "pshmrun -n 3 pshmbench all"
    show three
fi
check "rma's default plot files: pshmbench-rma.svg and .csv in the current directory" \
    test -s "$WORK/cwd/pshmbench-rma.svg" -a -s "$WORK/cwd/pshmbench-rma.csv"

run help 60 "$PSHMBENCH" --help
if [ "$RC" = 0 ] && grep -q '^usage: pshmbench' "$WORK/help.out"; then
    pass "--help: usage on stdout, status 0"
else
    fail "--help"
    show help
fi

# bad_cmd DESCRIPTION ARGS...: status 2, usage on stderr, no table
bad_cmd() {
    local d=$1; shift
    run bad 60 "$PSHMBENCH" "$@"
    if [ "$RC" = 2 ] && grep -q 'usage: pshmbench' "$WORK/bad.err" && ! grep -q '^floor' "$WORK/bad.out"; then
        pass "$d: status 2 and the usage"
    else
        fail "$d: want status 2 and the usage on stderr"
        show bad
    fi
}
bad_cmd "an unknown entry" no-such-entry
bad_cmd "--runs 0" floor --runs 0
bad_cmd "--runs without a value" floor --runs
bad_cmd "--iters abc" floor --iters abc

run one 60 env GASNET_PSHM_NODES=1 "$PSHMBENCH" floor "${Q[@]}"
if [ "$RC" = 2 ] && grep -q 'at least 2 ranks' "$WORK/one.err"; then
    pass "a 1-rank job is refused with status 2"
else
    fail "a 1-rank job: want status 2 and 'at least 2 ranks'"
    show one
fi

done_testing
