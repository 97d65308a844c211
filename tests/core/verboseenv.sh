#!/bin/bash
# verboseenv.sh: GASNET_VERBOSEENV=1 reports the library's own settings
# (src/core/env_report.c): one "ENV parameter:" line per setting, from one
# rank only, whatever the number of ranks and the init call, with the value
# in effect and "(default)" exactly when the variable is unset; nothing
# without GASNET_VERBOSEENV.
. "$(dirname "$0")/../lib.sh"
T_INIT_FLAGS=$TESTS_BUILDDIR/core/t_init_flags
require_built "$PSHMRUN" "$T_INIT_FLAGS"

keys="GASNET_WAIT_MODE GASNET_MAX_SEGSIZE GASNET_MAX_THREADS GASNET_BACKTRACE
GASNET_FREEZE_ON_ERROR PSHMEX_SEGMENT_COMMIT"

# lines NAME KEY: the report lines of KEY in run NAME's stderr
lines() { grep -E "^ENV parameter: $2 +=" "$WORK/$1.err"; }

# report_case NAME N MODE WANT_DEFAULT [VAR=VALUE...]: a job of N ranks
# (t_init_flags MODE: ex0 inits with gex_Client_Init, legacy with
# gasnet_init) reports each key once, "(default)" iff WANT_DEFAULT is yes
report_case() {
    local name=$1 n=$2 mode=$3 want_default=$4 k l bad=
    shift 4
    run "$name" 60 env -u GASNET_WAIT_MODE -u GASNET_MAX_SEGSIZE -u GASNET_MAX_THREADS \
        -u GASNET_BACKTRACE -u GASNET_FREEZE_ON_ERROR -u PSHMEX_SEGMENT_COMMIT \
        GASNET_VERBOSEENV=1 "$@" "$PSHMRUN" -n "$n" "$T_INIT_FLAGS" "$mode"
    is "$RC" 0 "$name: pshmrun -n $n t_init_flags $mode with GASNET_VERBOSEENV=1: status 0"
    for k in $keys; do
        l=$(lines "$name" "$k")
        if [ "$(grep -c . <<<"$l")" != 1 ]; then
            bad="$bad $k(x$(grep -c . <<<"$l"))"
        elif [ "$want_default" = yes ] && ! grep -q '(default)$' <<<"$l"; then
            bad="$bad $k(not default)"
        elif [ "$want_default" = no ] && grep -q '(default)' <<<"$l"; then
            bad="$bad $k(default)"
        fi
    done
    is "${bad# }" "" "$name: one line for each of the library's settings, (default) iff unset"
    [ -z "$bad" ] || diag_file "$WORK/$name.err" 20
}

report_case defaults 2 ex0 yes
l=$(lines defaults GASNET_WAIT_MODE)
check "defaults: the wait mode in effect is one of SPIN, BLOCK, SPINBLOCK" \
    grep -qE '= "(SPIN|BLOCK|SPINBLOCK)"' <<<"$l"
check "defaults: GASNET_BACKTRACE is on, GASNET_FREEZE_ON_ERROR and PSHMEX_SEGMENT_COMMIT off" \
    test -n "$(lines defaults GASNET_BACKTRACE | grep '= 1 ')" \
    -a -n "$(lines defaults GASNET_FREEZE_ON_ERROR | grep '= 0 ')" \
    -a -n "$(lines defaults PSHMEX_SEGMENT_COMMIT | grep '= 0 ')"

report_case set 4 legacy no GASNET_WAIT_MODE=block GASNET_MAX_SEGSIZE=64MB GASNET_MAX_THREADS=8 \
    GASNET_BACKTRACE=0 GASNET_FREEZE_ON_ERROR=0 PSHMEX_SEGMENT_COMMIT=1
check "set: the values in effect (BLOCK, 64 MB, 8 threads, backtrace 0, commit 1)" \
    test -n "$(lines set GASNET_WAIT_MODE | grep '= "BLOCK"')" \
    -a -n "$(lines set GASNET_MAX_SEGSIZE | grep '= 64 MB')" \
    -a -n "$(lines set GASNET_MAX_THREADS | grep '= 8$')" \
    -a -n "$(lines set GASNET_BACKTRACE | grep '= 0$')" \
    -a -n "$(lines set PSHMEX_SEGMENT_COMMIT | grep '= 1$')"

run quiet 60 env -u GASNET_VERBOSEENV "$PSHMRUN" -n 2 "$T_INIT_FLAGS" ex0
is "$RC/$(grep -c '^ENV parameter:' "$WORK/quiet.err")" "0/0" \
    "without GASNET_VERBOSEENV: status 0, no ENV parameter line"
done_testing
