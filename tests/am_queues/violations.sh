#!/bin/bash
# violations.sh: breaking a handler-context rule or the rule of a
# no-interrupt section (spec 004: no messaging, polling or barrier inside
# one, as under an HSL), or an AM that the destination's registration does
# not accept, is fatal. Each case runs t_am_violations MODE (or t_am_asym
# MODE) under pshmrun -n 2 and wants: job status 134 (a rank called
# abort()), and on stderr the library's line
#     pshmex: FATAL: <call>: ...<what>...
# Both programs exit with 3 if the offending call returned (undetected)
# and with 4 if nothing happened within 20 s.
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$T_AM_VIOLATIONS" "$T_AM_ASYM"

# case MODE CALL WHAT: stderr has "pshmex: FATAL: CALL: " and WHAT on one line
# (CALL "-": no call name; WHAT is then an extended regex for the line)
vcase() { fatal_case "v$_tap_n" "$T_AM_VIOLATIONS" "$@"; }

snapshot
vcase request-in-handler          gex_AM_RequestShort   "not allowed in handler context"
vcase g1-request-in-handler       gasnet_AMRequestShort "not allowed in handler context"
vcase request-in-reply-handler    gex_AM_RequestMedium  "not allowed in handler context"
vcase poll-in-handler             gasnet_AMPoll         "not allowed in handler context"
vcase blockuntil-in-handler       GASNET_BLOCKUNTIL     "not allowed in handler context"
vcase wait-in-handler             gex_Event_Wait        "not allowed in handler context"
vcase test-in-handler             gex_Event_Test        "not allowed in handler context"
vcase second-reply                gex_AM_ReplyShort     "may Reply at most once"
vcase reply-after-npam-reply      gex_AM_ReplyShort     "may Reply at most once"
vcase reply-in-reply-handler      gex_AM_ReplyShort     "not allowed in a Reply handler"
vcase reply-holding-hsl           gex_AM_ReplyShort     "not allowed while holding an HSL"
vcase request-holding-hsl         gex_AM_RequestShort   "not allowed while holding an HSL"
vcase poll-holding-hsl            gasnet_AMPoll         "not allowed while holding an HSL"
vcase request-in-prepare          gex_AM_RequestShort   "not allowed"
vcase wait-holding-hsl            gex_Event_Wait        "not allowed while holding an HSL"
vcase wait-in-prepare             gex_Event_Wait        "not allowed between a gex_AM_Prepare"
vcase g1-wait-holding-hsl         gasnet_wait_syncnb    "not allowed while holding an HSL"
vcase handler-returns-holding-hsl -                     "trigger_handler.*HSL"
vcase poll-in-nis                 gasnet_AMPoll         "not allowed inside a no-interrupt section"
vcase request-in-nis              gasnet_AMRequestShort "not allowed inside a no-interrupt section"
vcase barrier-in-nis              gasnet_barrier_notify "not allowed inside a no-interrupt section"
vcase blockuntil-in-nis           GASNET_BLOCKUNTIL     "not allowed inside a no-interrupt section"
vcase unregistered                -                     "222.* is not registered"
vcase hsl-relock                  gex_HSL_Lock          "(HSLs are not recursive)"
vcase hsl-trylock-held            gex_HSL_Trylock       "(HSLs are not recursive)"
vcase hsl-unlock-order            gex_HSL_Unlock        "reverse order they were locked"
vcase hsl-unlock-other            gex_HSL_Unlock        "does not hold HSL"

# Handler tables that differ between the two ranks (t_am_asym): a message
# is checked against the DESTINATION's registration (for a Reply, the
# requester's), at the sender, which the line names.
acase() { fatal_case "a$_tap_n" "$T_AM_ASYM" "$@"; }
acase dest-unregistered    gex_AM_RequestShort1  "handler 200 is not registered on jobrank 1"
acase dest-nargs           gex_AM_RequestShort1  "nargs 1, but handler 200 was registered on jobrank 1 with 2 arguments"
acase dest-category        gex_AM_RequestShort1  "handler 200 was registered on jobrank 1 for another category or direction"
acase reply-unregistered   gex_AM_ReplyShort1    "handler 210 is not registered on jobrank 0"
acase reply-nargs          gex_AM_ReplyShort1    "nargs 1, but handler 210 was registered on jobrank 0 with 2 arguments"
acase reply-category       gex_AM_ReplyMedium1   "handler 212 was registered on jobrank 0 for another category or direction"
acase g1-dest-unregistered gasnet_AMRequestShort1 "handler 240 is not registered on node 1"
acase commit-unregistered  gex_AM_CommitRequestMedium1 "handler 200 is not registered on jobrank 1"
acase commit-reply-category gex_AM_CommitReplyMedium1 "handler 212 was registered on jobrank 0 for another category or direction"

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
