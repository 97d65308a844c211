#!/bin/bash
# atomics.sh: the remote atomics tests of tests/atomics.
#  - t_ad_ops      every type x every valid opcode against a serial
#                  reference (edge values, FP +-0/inf/NaN, CAS success and
#                  failure), NB / NBI / access regions, flags, to self and
#                  every peer; opcode mapping (job sizes 1..8, and without
#                  pshmrun: a 1-rank job);
#  - t_ad_domains  nine domains alive at once, queries, CData (also from a
#                  handler), subset domains, destroy and create/destroy
#                  cycles (same job sizes);
#  - t_ad_contend  every rank at once: FADD hammer (sum, unique fetched
#                  values), a CAS spinlock around a plain counter, an
#                  ACQ/REL message-passing litmus, FP adds of 0.5, FCAS
#                  retry loops, MIN/MAX (same job sizes);
#  - t_ad_errors   built with -DPSHMEX_DEBUG=1: valid calls pass the checks,
#                  and each bad call (or bad gex_AD_Create) stops the job
#                  (status != 0) with a line "pshmex: FATAL: ..." on stderr
#                  naming the call and the problem (for a target outside a
#                  segment: the rank and the segment's bounds too).
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMRUN" "$T_AD_OPS" "$T_AD_DOMAINS" "$T_AD_CONTEND" "$T_AD_ERRORS"

# run_errors NAME N ARGS...: t_ad_errors ARGS in an N-rank job (0: no pshmrun)
run_errors() { local name=$1 n=$2; shift 2; run_in_job "$name" "$n" "$T_AD_ERRORS" "$@"; }

# ecase N MODE CALL REGEX [many]: t_ad_errors MODE in an N-rank job (0: no
# pshmrun) ends with a non-zero status (not 3: the call returned; not 4:
# nothing happened; not 124: timeout) and stderr has exactly one line
# "pshmex: FATAL: CALL: ..." (with "many": at least one, all alike: a
# collective error that every rank may report) matching the extended REGEX.
# If the program announced "target rank T, segment [A, B)", the line must
# also name rank T and both bounds.
ecase() {
    local n=$1 mode=$2 call=$3 re=$4 many=${5:-} name=e$_tap_n
    run_errors "$name" "$n" "$mode"
    WHY=""
    err_check "$name" "$call" "$re" "$many"
    printf '%s\n' "$ERR_LINE" | grep -Eq -- "^pshmex: FATAL: $call: " ||
        WHY="$WHY; the line does not start with 'pshmex: FATAL: $call: '"
    err_check_target "$name" t_ad_errors
    err_verdict "$name" "$mode" "$n"
}

snapshot
tap_jobs ops "$T_AD_OPS"
tap_jobs domains "$T_AD_DOMAINS"
tap_jobs contend "$T_AD_CONTEND"

for n in 0 1 2 3; do errors_ok "$T_AD_ERRORS" "$n"; done
# gex_AD_Create argument checks (every build)
ecase 2 create-bad-dt      gex_AD_Create  "dt 0x4000([^0-9a-fA-F]|\$)"
ecase 2 create-user-dt     gex_AD_Create  "dt 0x40([^0-9a-fA-F]|\$)"
ecase 2 create-user-op     gex_AD_Create  "0x40000000|GEX_OP_USER"
ecase 2 create-and-dbl     gex_AD_Create  "[Bb]itwise|GEX_OP_AND"
ecase 2 create-xor-flt     gex_AD_Create  "[Bb]itwise|GEX_OP_F?XOR"
ecase 2 create-two-favor   gex_AD_Create  "FAVOR"
ecase 2 create-differs     gex_AD_Create  "single-valued|differ" many
# gex_AD_Op* checks (-DPSHMEX_DEBUG=1)
ecase 2 not-in-domain      gex_AD_OpNB_U64  "0x40000([^0-9a-fA-F]|\$).*domain|domain.*0x40000([^0-9a-fA-F]|\$)"
ecase 2 bitwise-on-flt     gex_AD_OpNBI_FLT "0x1([^0-9a-fA-F]|\$).*domain|domain.*0x1([^0-9a-fA-F]|\$)"
ecase 2 not-single         gex_AD_OpNB_U64  "0x8000008.*single|single.*0x8000008"
ecase 2 op-user            gex_AD_OpNBI_U64 "0x40000000|GEX_OP_USER"
ecase 2 op-zero            gex_AD_OpNB_U64  "opcode 0x0([^0-9a-fA-F]|\$)|opcode 0([^0-9x]|\$)"
ecase 2 wrong-type         gex_AD_OpNB_I64  "GEX_DT_U64.*GEX_DT_I64|GEX_DT_I64.*GEX_DT_U64"
ecase 2 wrong-type-nbi     gex_AD_OpNBI_FLT "GEX_DT_U64.*GEX_DT_FLT|GEX_DT_FLT.*GEX_DT_U64"
ecase 2 misaligned         gex_AD_OpNB_U64  "align.*8|8.*align"
ecase 2 misaligned-32      gex_AD_OpNBI_FLT "align.*4|4.*align"
ecase 2 past-end           gex_AD_OpNB_U64  "segment"
ecase 2 before-start       gex_AD_OpNBI_U64 "segment"
ecase 2 private-addr       gex_AD_OpNB_U64  "segment"
ecase 1 past-end           gex_AD_OpNB_U64  "segment"
ecase 0 past-end           gex_AD_OpNB_U64  "segment"
ecase 2 bad-rank           gex_AD_OpNB_U64  "rank 2([^0-9]|\$)"
ecase 2 bad-jobrank        gex_AD_OpNBI_U64 "jobrank 7([^0-9]|\$)"
ecase 2 null-result        gex_AD_OpNBI_FLT "result_p"
ecase 2 null-result-get    gex_AD_OpNB_U64  "result_p"
ecase 2 my-rank-other      gex_AD_OpNB_U64  "GEX_FLAG_AD_MY_RANK.*rank 1([^0-9]|\$)"
ecase 2 my-rank-and-nbrhd  gex_AD_OpNBI_U64 "MY_RANK.*MY_NBRHD|MY_NBRHD.*MY_RANK"
ecase 2 ad-invalid         gex_AD_OpNB_U64  "GEX_AD_INVALID|invalid"
# GEX_FLAG_RANK_IS_JOBRANK names a jobrank that must be in the domain's team:
# the even ranks' domain, jobrank 1 (with 3 ranks the team has 2: jobrank 1
# is below its size, yet not a member)
ecase 2 jobrank-not-member gex_AD_OpNBI_U64 "jobrank 1 is not a member of the domain.s team"
ecase 3 jobrank-not-member gex_AD_OpNBI_U64 "jobrank 1 is not a member of the domain.s team"

jobs_done
