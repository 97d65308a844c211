#!/bin/bash
# violations.sh: breaking a handler-context rule, or the rule of a
# no-interrupt section (spec 004: no messaging, polling or barrier inside
# one, as under an HSL), is fatal. Each case runs
# t_am_violations MODE under pshmrun -n 2 and wants: job status 134 (a rank
# called abort()), and on stderr the library's line
#     pshmex: FATAL: <call>: ...<what>...
# t_am_violations exits with 3 if the offending call returned (undetected)
# and with 4 if nothing happened within 20 s.
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$T_AM_VIOLATIONS"

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

left=$(new_leftovers)
is "$left" "" "nothing left in /dev/shm or /tmp/pshm* after the last job"

done_testing
