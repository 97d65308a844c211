#!/bin/bash
# ranks.sh: jobs of 1..8 ranks agree on who is who.
#  - t_queries (every query consistent, cross-checked between ranks) for
#    N = 1..8, and its argument-error mode;
#  - --label prefixes each output line with "[R] ", plain output has no prefix;
#  - --bind=none leaves every rank on all CPUs, --bind=core pins ranks to
#    distinct cores; the default pins them too when their number is at
#    most the cores' or a multiple of it (sharing cores in turn), and
#    leaves them unbound otherwise; ranks stay within pshmrun's own CPUs;
#  - 8 ranks on this machine (2 cores in CI) finish quickly.
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$HELPER" "$T_QUERIES"

# tap_job NAME DESCRIPTION TIMEOUT CMD...: run a C TAP test as one check
tap_job() {
    local name=$1 d=$2 to=$3; shift 3
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
    tap_job q$n "pshmrun -n $n t_queries: all queries consistent" 120 "$PSHMRUN" -n "$n" "$T_QUERIES" "$n"
done
tap_job qerr1 "pshmrun -n 1 t_queries errors" 60 "$PSHMRUN" -n 1 "$T_QUERIES" errors
tap_job qerr3 "pshmrun -n 3 t_queries errors" 60 "$PSHMRUN" -n 3 "$T_QUERIES" errors

# ---- --label ----
run label 60 "$PSHMRUN" -n 3 --label "$HELPER" print-and-exit
is "$RC" 0 "--label -n 3 print-and-exit: status 0"
bad_lines=$(grep -Evc '^\[([0-9])\] rank \1 of 3: (first|second) line$' "$WORK/label.out")
lines=$(wc -l <"$WORK/label.out")
if [ "$lines" = 6 ] && [ "$bad_lines" = 0 ] &&
   [ "$(sort -u "$WORK/label.out" | wc -l)" = 6 ]; then
    pass "--label: every line of every rank is prefixed with its '[R] '"
else
    fail "--label: want 6 lines '[R] rank R of 3: ...' ($lines lines, $bad_lines malformed)"
    show label
fi
run nolabel 60 "$PSHMRUN" -n 3 "$HELPER" print-and-exit
if [ "$RC" = 0 ] && [ "$(grep -Ec '^rank [0-2] of 3: (first|second) line$' "$WORK/nolabel.out")" = 6 ] &&
   [ "$(wc -l <"$WORK/nolabel.out")" = 6 ]; then
    pass "without --label: the 6 lines come through unprefixed"
else
    fail "without --label: want 6 plain lines"
    show nolabel
fi

# ---- binding ----
allowed=$(cpus_allowed)
# number of distinct cores among the CPUs we may use
cores=$(lscpu -p=cpu,core 2>/dev/null | grep -v '^#' |
        awk -F, -v list="$(grep Cpus_allowed_list /proc/self/status | awk '{print $2}')" '
          BEGIN { n = split(list, parts, ","); for (i = 1; i <= n; i++) {
                    m = split(parts[i], r, "-"); lo = r[1]; hi = (m > 1) ? r[2] : r[1];
                    for (c = lo; c <= hi; c++) ok[c] = 1 } }
          ($1 in ok) { seen[$2] = 1 } END { print length(seen) }')
[ -n "$cores" ] && [ "$cores" -ge 1 ] 2>/dev/null || cores=$allowed
diag "this shell may use $allowed CPUs on $cores cores"

tap_job bindnone "--bind=none -n 2 t_queries" 60 "$PSHMRUN" --bind=none -n 2 "$T_QUERIES" 2
tap_job bindcore "--bind=core -n 4 t_queries" 60 "$PSHMRUN" --bind=core -n 4 "$T_QUERIES" 4

run affnone 60 "$PSHMRUN" --bind=none -n 2 "$HELPER" affinity
diag_file "$WORK/affnone.out"
if [ "$RC" = 0 ] && [ "$(grep -c "^affinity rank [01] cpus $allowed " "$WORK/affnone.out")" = 2 ]; then
    pass "--bind=none: every rank may run on all $allowed CPUs"
else
    fail "--bind=none: want both ranks with $allowed CPUs"
    show affnone
fi

run affcore 60 "$PSHMRUN" --bind=core -n 2 "$HELPER" affinity
diag_file "$WORK/affcore.out"
if [ "$cores" -ge 2 ]; then
    l0=$(sed -n 's/^affinity rank 0 cpus [0-9]* list \([^ ]*\) .*/\1/p' "$WORK/affcore.out")
    l1=$(sed -n 's/^affinity rank 1 cpus [0-9]* list \([^ ]*\) .*/\1/p' "$WORK/affcore.out")
    c0=$(sed -n 's/^affinity rank 0 cpus \([0-9]*\) .*/\1/p' "$WORK/affcore.out")
    c1=$(sed -n 's/^affinity rank 1 cpus \([0-9]*\) .*/\1/p' "$WORK/affcore.out")
    common=$(comm -12 <(tr , '\n' <<<"$l0" | sort) <(tr , '\n' <<<"$l1" | sort) | grep -c .)
    if [ "$RC" = 0 ] && [ -n "$l0" ] && [ -n "$l1" ] && [ "$common" = 0 ] &&
       [ "$c0" -lt "$allowed" ] && [ "$c1" -lt "$allowed" ]; then
        pass "--bind=core: ranks 0 and 1 are pinned to disjoint CPU sets ($l0 / $l1)"
    else
        fail "--bind=core: want ranks 0 and 1 on disjoint, smaller CPU sets"
        show affcore
    fi
    p0=$(sed -n 's/^affinity rank 0 .* core \(-*[0-9]*\) numa.*/\1/p' "$WORK/affcore.out")
    p1=$(sed -n 's/^affinity rank 1 .* core \(-*[0-9]*\) numa.*/\1/p' "$WORK/affcore.out")
    if [ -n "$p0" ] && [ -n "$p1" ] && [ "$p0" != "$p1" ] && [ "$p0" -ge 0 ] && [ "$p1" -ge 0 ]; then
        pass "--bind=core: pshmex_QueryRankPlacement reports distinct cores ($p0, $p1)"
    else
        fail "--bind=core: want distinct non-negative cores from pshmex_QueryRankPlacement (got '$p0', '$p1')"
    fi
else
    skip "--bind=core: disjoint CPU sets" "only $cores core available"
    skip "--bind=core: distinct placement cores" "only $cores core available"
fi

# ---- fewer ranks than cores: each rank bound to its share, one rank to all
if [ "$cores" -ge 2 ]; then
    run affone 60 "$PSHMRUN" -n 1 "$HELPER" affinity
    diag_file "$WORK/affone.out"
    if [ "$RC" = 0 ] && grep -q "^affinity rank 0 cpus $allowed " "$WORK/affone.out"; then
        pass "default binding, 1 rank on $cores cores: the rank may run on all $allowed CPUs (its threads too)"
    else
        fail "default binding, 1 rank on $cores cores: want all $allowed CPUs for it"
        show affone
    fi
else
    skip "default binding, 1 rank: all the cores" "only $cores core available"
fi

# ---- default binding with more ranks than cores: shared in turn when
# their number is a multiple of the cores', else unbound ----
if [ "$cores" -ge 2 ] && [ $((2 * cores)) -le 1024 ]; then
    n=$((2 * cores))
    run affover 60 "$PSHMRUN" -n "$n" "$HELPER" affinity
    diag_file "$WORK/affover.out"
    # rank r must be pinned (fewer CPUs than allowed, a placement core),
    # on the same CPU set and core as rank r + cores; ranks 0..cores-1 on
    # distinct cores, rank r's set disjoint from rank r + 1's
    verdict=$(awk -v n="$n" -v cores="$cores" -v allowed="$allowed" '
        /^affinity rank / { r = $3; cnt[r] = $5; list[r] = $7
                            for (i = 8; i < NF; i++) if ($i == "core") core[r] = $(i + 1) }
        END {
            for (r = 0; r < n; r++) {
                if (!(r in list) || !(r in core)) { print "rank " r " printed no placement"; exit }
                if (cnt[r] >= allowed || core[r] < 0) { print "rank " r " not pinned"; exit }
                if (r + cores < n && (list[r] != list[r + cores] || core[r] != core[r + cores])) {
                    print "ranks " r " and " r + cores " differ"; exit }
                if (r < cores) {
                    if (core[r] in used) { print "ranks " used[core[r]] " and " r " share a core"; exit }
                    used[core[r]] = r
                }
                if (r + 1 < cores) {
                    m = split(list[r], a, ","); split(list[r + 1], b, ",")
                    for (i = 1; i <= m; i++) seen[a[i]] = r
                    for (j in b) if ((b[j] in seen) && seen[b[j]] == r) { print "ranks " r " and " r + 1 " overlap"; exit }
                }
            }
            print "ok"
        }' "$WORK/affover.out")
    if [ "$RC" = 0 ] && [ "$verdict" = ok ]; then
        pass "default binding, $n ranks on $cores cores: each pinned, rank r shares rank r+$cores's core"
    else
        fail "default binding, $n ranks on $cores cores: $verdict (status $RC)"
        show affover
    fi
    # cores + 1 ranks: uneven, so the default leaves them to the scheduler
    run affodd 60 "$PSHMRUN" -n $((cores + 1)) "$HELPER" affinity
    diag_file "$WORK/affodd.out"
    if [ "$RC" = 0 ] &&
       [ "$(grep -c "^affinity rank [0-9]* cpus $allowed .* core -1 " "$WORK/affodd.out")" = $((cores + 1)) ]; then
        pass "default binding, $((cores + 1)) ranks on $cores cores (uneven): every rank unbound"
    else
        fail "default binding, $((cores + 1)) ranks on $cores cores: want every rank on all $allowed CPUs"
        show affodd
    fi
else
    skip "default binding with more ranks than cores" "$cores cores available"
    skip "default binding with an uneven count of ranks" "$cores cores available"
fi

# ---- the launcher's own CPU set bounds the ranks' ----
first=$(grep Cpus_allowed_list /proc/self/status | awk '{print $2}' | cut -d, -f1 | cut -d- -f1)
if [ "$allowed" -ge 2 ] && command -v taskset >/dev/null && [ -n "$first" ]; then
    run afftask 60 taskset -c "$first" "$PSHMRUN" -n 2 "$HELPER" affinity
    diag_file "$WORK/afftask.out"
    if [ "$RC" = 0 ] &&
       [ "$(grep -c "^affinity rank [01] cpus 1 list $first " "$WORK/afftask.out")" = 2 ]; then
        pass "taskset -c $first pshmrun -n 2: both ranks stay on CPU $first"
    else
        fail "taskset -c $first pshmrun -n 2: want both ranks on CPU $first only"
        show afftask
    fi
else
    skip "taskset -c CPU pshmrun: ranks stay on that CPU" "needs taskset and 2 CPUs"
fi

# ---- oversubscription: 8 ranks on (typically) 2 cores ----
bound=20
run over8 $((bound * 3)) "$PSHMRUN" -n 8 "$T_QUERIES" 8
if [ "$RC" = 0 ] && awk -v t="$ELAPSED" -v b="$(secs $bound)" 'BEGIN { exit !(t <= b) }'; then
    pass "8 ranks on $allowed CPUs: t_queries completes in ${ELAPSED}s (bound $(secs $bound)s)"
else
    fail "8 ranks on $allowed CPUs: t_queries status $RC after ${ELAPSED}s (bound $(secs $bound)s)"
    show over8
fi
run over8p $((bound * 3)) "$PSHMRUN" -n 8 --label "$HELPER" print-and-exit
if [ "$RC" = 0 ] && [ "$(wc -l <"$WORK/over8p.out")" = 16 ] &&
   awk -v t="$ELAPSED" -v b="$(secs 10)" 'BEGIN { exit !(t <= b) }'; then
    pass "8 ranks print and exit collectively in ${ELAPSED}s (bound $(secs 10)s)"
else
    fail "8 ranks print-and-exit: status $RC, $(wc -l <"$WORK/over8p.out") lines, ${ELAPSED}s"
    show over8p
fi

done_testing
