/* am_info.c - handler registration, AM limits and token queries.
 *
 * The limits come from the queue layout (amq_ring.h): a Medium of up to
 * AMQ_BUF_BYTES fits a pool buffer whatever the argument count, a Long is
 * bounded only by the destination segment, so every Max* query gives the
 * same answer for every (tm, rank, lc_opt, flags, numargs): stable,
 * symmetric and non-increasing in numargs as the spec requires. The
 * arguments are still checked, so that a query that would be erroneous on
 * another GASNet-EX implementation is reported here too.
 */
#include <gasnet.h>
#include <gasnetex.h>

#include "am_queues/am_send.h"
#include "core/errors.h"
#include "core/objects.h"
#include "pshm/err.h"

/* The public headers' constant limits are the queues' own. */
_Static_assert(PSHMEX_AM_MAX_ARGS == AMQ_MAX_ARGS, "gex_AM_MaxArgs() is the ring's argument count");
_Static_assert(PSHMEX_AM_MAX_MEDIUM == AMQ_BUF_BYTES, "gasnet_AMMaxMedium() is the Medium buffer");

int gex_EP_RegisterHandlers(gex_EP_t ep, gex_AM_Entry_t *table, size_t numentries)
{
    static const char call[] = "gex_EP_RegisterHandlers";
    if (!ep)
        return core_bad_arg(call, "ep is NULL");
    return core_register_ex(&ep->handlers, table, numentries, call);
}

/* Parenthesized: gex_AM_MaxArgs() is also a macro (pshmex_am.h). */
unsigned int(gex_AM_MaxArgs)(void)
{
    return AMQ_MAX_ARGS;
}

static void check_query(gex_TM_t tm, gex_Rank_t rank, gex_Flags_t flags, unsigned numargs,
                        const char *call)
{
    (void)flags; /* any injection flags, plus the PREPARE_LEAST_* ones */
    if (!tm)
        pshm_fatal("%s: tm is NULL", call);
    if (rank != GEX_RANK_INVALID && rank >= core_tm_size(tm)) /* tm may be a TM-pair */
        pshm_fatal("%s: other_rank %u is not a member of the team (size %u)", call, rank,
                   core_tm_size(tm));
    if (numargs > AMQ_MAX_ARGS)
        pshm_fatal("%s: numargs %u is over gex_AM_MaxArgs() = 16", call, numargs);
    /* both endpoints must be AM-capable (the remote one must exist) */
    if (rank != GEX_RANK_INVALID)
        (void)am_request_target(tm, rank, 0, call);
    else if (core_tm_local_ep(tm)->index && !(core_tm_local_ep(tm)->caps & GEX_EP_CAPABILITY_AM))
        pshm_fatal("%s: the local endpoint (index %u) was created without GEX_EP_CAPABILITY_AM",
                   call, (unsigned)core_tm_local_ep(tm)->index);
}

size_t gex_AM_MaxRequestMedium(gex_TM_t tm, gex_Rank_t other_rank, const gex_Event_t *lc_opt,
                               gex_Flags_t flags, unsigned int numargs)
{
    (void)lc_opt;
    check_query(tm, other_rank, flags, numargs, "gex_AM_MaxRequestMedium");
    return AMQ_BUF_BYTES;
}

size_t gex_AM_MaxReplyMedium(gex_TM_t tm, gex_Rank_t other_rank, const gex_Event_t *lc_opt,
                             gex_Flags_t flags, unsigned int numargs)
{
    (void)lc_opt;
    check_query(tm, other_rank, flags, numargs, "gex_AM_MaxReplyMedium");
    return AMQ_BUF_BYTES;
}

size_t gex_AM_MaxRequestLong(gex_TM_t tm, gex_Rank_t other_rank, const gex_Event_t *lc_opt,
                             gex_Flags_t flags, unsigned int numargs)
{
    (void)lc_opt;
    check_query(tm, other_rank, flags, numargs, "gex_AM_MaxRequestLong");
    return am_max_long();
}

size_t gex_AM_MaxReplyLong(gex_TM_t tm, gex_Rank_t other_rank, const gex_Event_t *lc_opt,
                           gex_Flags_t flags, unsigned int numargs)
{
    (void)lc_opt;
    check_query(tm, other_rank, flags, numargs, "gex_AM_MaxReplyLong");
    return am_max_long();
}

/* Legal only in a Request handler, with its token. */
static void check_reply_query(gex_Token_t token, unsigned numargs, const char *call)
{
    am_check_token(token, call);
    if (token->kind & AMQ_REPLY)
        pshm_fatal("%s: only allowed in a Request handler", call);
    if (numargs > AMQ_MAX_ARGS)
        pshm_fatal("%s: numargs %u is over gex_AM_MaxArgs() = 16", call, numargs);
}

size_t gex_Token_MaxReplyMedium(gex_Token_t token, const gex_Event_t *lc_opt, gex_Flags_t flags,
                                unsigned int numargs)
{
    (void)lc_opt, (void)flags;
    check_reply_query(token, numargs, "gex_Token_MaxReplyMedium");
    return AMQ_BUF_BYTES;
}

size_t gex_Token_MaxReplyLong(gex_Token_t token, const gex_Event_t *lc_opt, gex_Flags_t flags,
                              unsigned int numargs)
{
    (void)lc_opt, (void)flags;
    check_reply_query(token, numargs, "gex_Token_MaxReplyLong");
    return am_max_long();
}

gex_TI_t gex_Token_Info(gex_Token_t token, gex_Token_Info_t *info, gex_TI_t mask)
{
    (void)mask; /* every field is cheap: fill them all */
    am_check_token(token, "gex_Token_Info");
    info->gex_srcrank = token->srcrank;
    info->gex_ep = token->ep;
    info->gex_entry = &token->handler->entry;
    info->gex_is_req = !(token->kind & AMQ_REPLY);
    info->gex_is_long = (token->kind & 3) == AMQ_LONG;
    return GEX_TI_ALL;
}

int gasnet_AMGetMsgSource(gasnet_token_t token, gasnet_node_t *srcindex)
{
    am_check_token(token, "gasnet_AMGetMsgSource");
    *srcindex = token->srcrank;
    return GASNET_OK;
}

size_t(gasnet_AMMaxArgs)(void)
{
    return AMQ_MAX_ARGS;
}

size_t(gasnet_AMMaxMedium)(void)
{
    return AMQ_BUF_BYTES;
}

size_t gasnet_AMMaxLongRequest(void)
{
    return am_max_long();
}

size_t gasnet_AMMaxLongReply(void)
{
    return am_max_long();
}
