#!/usr/bin/env bash
# test.sh - set up and build (scripts/setup.sh), run the whole test suite
# (make check), and end with the line `N passed, N failed`.
#   passed = PASS + XFAIL results, failed = FAIL + XPASS + ERROR results,
#   counted from the `:test-result:` lines of every tests/**/*.trs file.
# Exit status is non-zero if a test failed or errored, if make check failed,
# or if no test result was produced at all.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! bash scripts/setup.sh; then
    echo "test: scripts/setup.sh failed"
    echo "0 passed, 0 failed"
    exit 1
fi

# Results of an earlier run must not be counted.
if [[ -d tests ]]; then
    find tests \( -name '*.trs' -o -name '*.log' \) -type f -delete
fi
rm -f test-suite.log

make_status=0
make -j"$(nproc)" check || make_status=$?

passed=0
failed=0
failing_logs=()
while IFS= read -r -d '' trs; do
    p=$(grep -c -E '^:test-result: (PASS|XFAIL)' "$trs" || true)
    f=$(grep -c -E '^:test-result: (FAIL|XPASS|ERROR)' "$trs" || true)
    passed=$((passed + p))
    failed=$((failed + f))
    if ((f > 0)); then
        failing_logs+=("${trs%.trs}.log")
    fi
done < <(find tests -name '*.trs' -type f -print0 2>/dev/null | sort -z)

status=0
if ((${#failing_logs[@]})); then
    status=1
    for log in "${failing_logs[@]}"; do
        printf '\n======== %s ========\n' "$log"
        cat "$log" 2>/dev/null || echo "(no log)"
    done
    echo
fi
if ((make_status != 0)); then
    status=1
    echo "test: make check failed (exit status $make_status)"
fi
if ((passed + failed == 0)); then
    status=1
    echo "test: no test was run"
fi

echo "$passed passed, $failed failed"
exit "$status"
