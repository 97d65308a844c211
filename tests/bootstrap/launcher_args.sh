#!/bin/bash
# launcher_args.sh: pshmrun rejects bad command lines before starting any
# rank: exit status 2, exactly one stderr line starting with "pshmrun: ",
# nothing on stdout, and the program (which would create a marker file) never
# runs.  Good command lines are accepted (positive controls).  The largest
# rank count accepted is GASNET_MAXNODES.
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$HELPER"

M=$WORK/marker
NOEXEC=$WORK/not-executable
printf '#!/bin/sh\ntouch "%s"\n' "$M" >"$NOEXEC"
chmod 644 "$NOEXEC"

case_n=0
# bad DESCRIPTION ARGS...: pshmrun ARGS... must be rejected
bad() {
    local d=$1; shift
    case_n=$((case_n + 1))
    local name=bad$case_n
    rm -f "$M"
    run "$name" 30 "$PSHMRUN" "$@"
    local lines first ok=1
    lines=$(wc -l <"$WORK/$name.err")
    first=$(head -n1 "$WORK/$name.err")
    [ "$RC" = 2 ] || ok=0
    [ "$lines" = 1 ] || ok=0
    case "$first" in "pshmrun: "*) ;; *) ok=0 ;; esac
    [ -s "$WORK/$name.out" ] && ok=0
    [ -e "$M" ] && ok=0
    if [ $ok = 1 ]; then
        pass "rejects $d: status 2, one line: $first"
    else
        fail "rejects $d (pshmrun $*): want status 2, one 'pshmrun: ' line on stderr, no output, no rank started"
        [ -e "$M" ] && diag "the program ran (marker file exists)"
        show "$name"
    fi
}

# good DESCRIPTION ARGS...: pshmrun ARGS... runs the program and succeeds
good() {
    local d=$1; shift
    case_n=$((case_n + 1))
    local name=good$case_n
    rm -f "$M"
    run "$name" 60 "$PSHMRUN" "$@"
    if [ "$RC" = 0 ] && [ -e "$M" ] && ! grep -q '^pshmrun: ' "$WORK/$name.err"; then
        pass "accepts $d"
    else
        fail "accepts $d (pshmrun $*): want status 0 and the program run"
        show "$name"
    fi
}

H=("$HELPER" touch "$M")

# positive controls first: the same program does create the marker
good "-n 1 prog" -n 1 "${H[@]}"
good "-n 3 prog" -n 3 "${H[@]}"
good "-n 2 -- prog" -n 2 -- "${H[@]}"
good "--label --bind=none -n 2 prog" --label --bind=none -n 2 "${H[@]}"
good "--bind=core -n 2 prog" --bind=core -n 2 "${H[@]}"
good "flags after the program (they belong to it)" -n 1 "${H[@]}" --label -n 0 --bogus

# bad rank counts
bad "no arguments at all"
bad "a missing -n" "${H[@]}"
bad "-n without a value" -n
bad "-n 0" -n 0 "${H[@]}"
bad "-n -1" -n -1 "${H[@]}"
bad "-n -3" -n -3 "${H[@]}"
bad "-n abc" -n abc "${H[@]}"
bad "-n 2x" -n 2x "${H[@]}"
bad "-n 1.5" -n 1.5 "${H[@]}"
bad "-n ''" -n '' "${H[@]}"
bad "-n 1025" -n 1025 "${H[@]}"
bad "-n 99999999999999999999" -n 99999999999999999999 "${H[@]}"

# GASNET_MAXNODES, "the maximum number of nodes supported in a single GASNet
# job" (GASNet-1 spec 1.8), is the largest -n pshmrun accepts. A missing
# program shows where the check stopped without starting a rank: an
# accepted count gets as far as the program check.
printf '#include <gasnetex.h>\nint main(void) { printf("%%lu\\n", (unsigned long)GASNET_MAXNODES); return 0; }\n' \
    >"$WORK/maxnodes.c"
if ${CC:-cc} -std=gnu11 -I"${srcdir:-$_top}/include" "$WORK/maxnodes.c" -o "$WORK/maxnodes" \
    2>"$WORK/maxnodes.err" && max=$("$WORK/maxnodes") && [ -n "$max" ]; then
    run maxok 30 "$PSHMRUN" -n "$max" "$WORK/no-such-program"
    if [ "$RC" = 2 ] && grep -q "^pshmrun: program '.*' not found" "$WORK/maxok.err" &&
        ! grep -q 'out of range' "$WORK/maxok.err"; then
        pass "-n GASNET_MAXNODES ($max) passes the rank-count check"
    else
        fail "-n GASNET_MAXNODES ($max) passes the rank-count check"
        show maxok
    fi
    bad "-n GASNET_MAXNODES+1 ($((max + 1)))" -n $((max + 1)) "${H[@]}"
    if grep -q 'out of range' "$WORK/bad$case_n.err"; then
        pass "-n $((max + 1)) is refused as out of range"
    else
        fail "-n $((max + 1)) is refused as out of range"
    fi
else
    fail "a client prints GASNET_MAXNODES"
    diag_file "$WORK/maxnodes.err" 10
fi

# bad flags
bad "an unknown long flag" --frobnicate -n 2 "${H[@]}"
bad "an unknown short flag" -x -n 2 "${H[@]}"
bad "--bind=socket" --bind=socket -n 2 "${H[@]}"
bad "--bind= (empty)" --bind= -n 2 "${H[@]}"

# bad programs
bad "a missing program" -n 2
bad "a missing program after --" -n 2 --
bad "a program that does not exist (path)" -n 2 "$WORK/no-such-program" "$M"
bad "a program not found in PATH" -n 2 pshmex-no-such-program-in-path
bad "a program that is not executable" -n 2 "$NOEXEC"
bad "a directory as the program" -n 2 "$WORK"

done_testing
