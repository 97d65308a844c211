#!/bin/bash
# names.sh: the GASNet-1 / GASNet-EX names clients use beyond the spec text
# (issue #14) and client names (issue #20).
#  - t_ex_names (gex_Coll_BarrierBlocking, TM-pair queries, AD on a split
#    team, NPAM _v2 Commit and Cancel) and t_gasnet1_names (getNodeInfo,
#    variadic AMs, BARRIERFLAG_UNNAMED, identification macros) at 1..4 ranks;
#  - t_gasnet1_names badcount: a variadic AM whose count disagrees with its
#    arguments stops the job naming the call;
#  - t_client_names: lower-case, mixed, punctuated, digit-first, one-letter
#    and 255-character names initialise (QueryName returns a copy), with one
#    warning line per job (jobrank 0's) for a name outside [A-Z][A-Z0-9_]+
#    and none for a name of that form.
. "$(dirname "$0")/../lib.sh"
T_EX_NAMES=$TESTS_BUILDDIR/core/t_ex_names
T_G1_NAMES=$TESTS_BUILDDIR/core/t_gasnet1_names
T_CLIENT_NAMES=$TESTS_BUILDDIR/core/t_client_names
require_built "$PSHMRUN" "$T_EX_NAMES" "$T_G1_NAMES" "$T_CLIENT_NAMES"

snapshot
for n in 1 2 3 4; do
    tap_job "ex$n" "pshmrun -n $n t_ex_names" 60 "$PSHMRUN" -n "$n" "$T_EX_NAMES"
    tap_job "g1$n" "pshmrun -n $n t_gasnet1_names" 60 "$PSHMRUN" -n "$n" "$T_G1_NAMES"
done

run badcount 60 "$PSHMRUN" -n 2 "$T_G1_NAMES" badcount
if [ "$RC" != 0 ] && grep -q 'gasnet_AMRequestShort: numargs is 3 but 2 handler arguments' "$WORK/badcount.err"; then
    pass "gasnet_AMRequestShort(node, h, 3, a0, a1) stops the job naming the call (status $RC)"
else
    fail "gasnet_AMRequestShort(node, h, 3, a0, a1) stops the job naming the call (status $RC)"
    show badcount
fi

# name  expect-warning
while read -r name warn; do
    for n in 1 2; do
        run "cn$n" 60 "$PSHMRUN" -n "$n" "$T_CLIENT_NAMES" "$name"
        want=$name
        [ "$name" = @max ] && want=$(printf 'm%.0s' $(seq 255))
        good=$(grep -c "rc 0 same 1 name $want\$" "$WORK/cn$n.out")
        warned=$(grep -c "gex_Client_Init: warning: clientName '.*' is not of the form" "$WORK/cn$n.err")
        [ "$warn" = yes ] && wantw=1 || wantw=0 # jobrank 0 only
        if [ "$RC" = 0 ] && [ "$good" = "$n" ] && [ "$warned" = "$wantw" ]; then
            pass "gex_Client_Init(\"${name:0:40}\") at $n ranks: accepted, $warned warning line(s)"
        else
            fail "gex_Client_Init(\"${name:0:40}\") at $n ranks: accepted (status $RC, $good ok), $warned warning line(s), want $wantw"
            show "cn$n"
        fi
    done
done <<'NAMES'
caffeine yes
diomp yes
MixedCase yes
with-dash.and/slash yes
9LIVES yes
A yes
@max yes
GOOD_NAME_2 no
NAMES

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"
done_testing
