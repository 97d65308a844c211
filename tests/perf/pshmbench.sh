#!/bin/bash
# pshmbench.sh: a smoke test of the benchmark (not a performance test):
# `pshmbench floor` and `pshmbench am` run as 2-rank jobs by themselves and
# print their tables in the documented format; bad command lines give status
# 2 and the usage.
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMBENCH" "$PSHMRUN"

Q=(--runs 1 --iters 2000)

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
RATIO='  ratio to floor [0-9]+\.[0-9]{2}x'
am_row "short RTT/2" ns "$RATIO"
for sz in "8 B" "1 KiB" "64 KiB"; do
    am_row "medium $sz RTT/2" ns "$RATIO"
done
am_row "medium 64 KiB ping-pong" GB/s
for sz in "64 KiB" "1 MiB" "4 MiB"; do
    am_row "long $sz one-way" GB/s
done
am_row "short message rate" M/s
is "$(grep -c '^am ' "$out")" 9 "am prints 9 rows"
diag_file "$out"

run three 120 "$PSHMRUN" -n 3 "$PSHMBENCH" all "${Q[@]}"
if [ "$RC" = 0 ] && grep -q '^pshmbench: 3 ranks' "$WORK/three.out" &&
   grep -q '^floor  *cacheline one-way' "$WORK/three.out" &&
   grep -q '^am  *short message rate' "$WORK/three.out"; then
    pass "pshmrun -n 3 pshmbench all: the extra rank only joins in"
else
    fail "pshmrun -n 3 pshmbench all"
    show three
fi

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
