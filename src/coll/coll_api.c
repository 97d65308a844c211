/* coll_api.c - gex_Coll_BarrierNB, gex_Coll_BroadcastNB,
 * gex_Coll_ReduceToOneNB, gex_Coll_ReduceToAllNB: argument checks (fatal,
 * naming the call and the argument), then an operation for the engine. */
#include <gasnet_coll.h>

#include "am_queues/am_context.h"
#include "coll/coll.h"
#include "coll/coll_area.h"
#include "core/dtypes.h"
#include "core/objects.h"
#include "pshm/err.h"
#include "tools/tools_trace.h"

static struct coll_team *team_for(gex_TM_t tm, gex_Flags_t flags, const char *call)
{
    tools_trace_coll(call, tm);
    am_check_may_block(call);
    if (!core.client)
        pshm_fatal("%s: called before gex_Client_Init / gasnet_init", call);
    if (!tm || ((uintptr_t)tm & 1u))
        pshm_fatal("%s: tm %p is not a team (a TM-pair is not allowed)", call, (void *)tm);
    if (flags)
        pshm_fatal("%s: flags must be 0 (got 0x%x)", call, (unsigned)flags);
    if (tm->coll->no_collectives)
        pshm_fatal("%s: the team was created with GEX_FLAG_TM_NO_SCRATCH: collectives over it "
                   "are prohibited",
                   call);
    return tm->coll;
}

static void check_root(gex_TM_t tm, gex_Rank_t root, const char *call)
{
    if (root >= tm->size)
        pshm_fatal("%s: root %u is not a rank of the team (size %u)", call, root, tm->size);
}

gex_Event_t gex_Coll_BarrierNB(gex_TM_t tm, gex_Flags_t flags)
{
    struct coll_team *t = team_for(tm, flags, "gex_Coll_BarrierNB");
    gex_Event_t ev;
    if (coll_barrier_fast(t, &ev))
        return ev;
    return coll_start(coll_op_new(t, COLL_BARRIER));
}

gex_Event_t gex_Coll_BroadcastNB(gex_TM_t tm, gex_Rank_t root, void *dst, const void *src,
                                 size_t nbytes, gex_Flags_t flags)
{
    static const char call[] = "gex_Coll_BroadcastNB";
    struct coll_team *t = team_for(tm, flags, call);
    check_root(tm, root, call);
    if (nbytes && !dst)
        pshm_fatal("%s: dst is NULL with nbytes %zu", call, nbytes);
    if (nbytes && tm->rank == root && !src)
        pshm_fatal("%s: src is NULL on the root with nbytes %zu", call, nbytes);
    struct coll_op *op = coll_op_new(t, COLL_BCAST);
    op->root = root;
    op->dst = dst;
    op->src = src;
    op->nbytes = nbytes;
    return coll_start(op);
}

/* Check dt/dt_sz/dt_cnt/op/user_op and fill the reduction fields of op. */
static void setup_reduce(struct coll_op *op, void *dst, const void *src, gex_DT_t dt, size_t dt_sz,
                         size_t dt_cnt, gex_OP_t opcode, gex_Coll_ReduceFn_t user_op,
                         void *user_cdata, const char *call)
{
    if (!dt_cnt)
        pshm_fatal("%s: dt_cnt must be non-zero", call);
    if (!src)
        pshm_fatal("%s: src is NULL", call);
    if (dt == GEX_DT_USER || opcode == GEX_OP_USER || opcode == GEX_OP_USER_NC) {
        if (opcode != GEX_OP_USER && opcode != GEX_OP_USER_NC)
            pshm_fatal("%s: GEX_DT_USER needs GEX_OP_USER or GEX_OP_USER_NC (op 0x%x)", call,
                       (unsigned)opcode);
        if (!user_op)
            pshm_fatal("%s: user_op is NULL with a user operation", call);
        if (dt != GEX_DT_USER && dt_sz != core_dt_size(dt))
            pshm_fatal("%s: dt_sz %zu is not the size of the built-in type (%zu)", call, dt_sz,
                       core_dt_size(dt));
        if (!dt_sz || dt_sz > COLL_HALF_BYTES)
            pshm_fatal("%s: dt_sz %zu is not in 1..%u (the user type size limit)", call, dt_sz,
                       COLL_HALF_BYTES);
        op->combine = (coll_combine_fn)user_op;
        op->cdata = user_cdata;
        op->ordered = opcode == GEX_OP_USER_NC; /* combine in rank order */
    } else {
        op->combine = coll_builtin_combine(dt, opcode);
        if (!op->combine)
            pshm_fatal("%s: op 0x%x is not a reduction of dt 0x%x (ADD, MULT, MIN, MAX for every "
                       "type; AND, OR, XOR for integers; USER, USER_NC)",
                       call, (unsigned)opcode, (unsigned)dt);
        if (dt_sz != core_dt_size(dt))
            pshm_fatal("%s: dt_sz %zu is not the size of the type (%zu)", call, dt_sz,
                       core_dt_size(dt));
    }
    if (dt_cnt > SIZE_MAX / dt_sz)
        pshm_fatal("%s: dt_sz %zu x dt_cnt %zu overflows", call, dt_sz, dt_cnt);
    op->sig_op = (uint32_t)opcode;
    op->sig_dt = (uint32_t)dt;
    op->dst = dst;
    op->src = src;
    op->elem = dt_sz;
    op->nbytes = dt_sz * dt_cnt;
}

gex_Event_t gex_Coll_ReduceToOneNB(gex_TM_t tm, gex_Rank_t root, void *dst, const void *src,
                                   gex_DT_t dt, size_t dt_sz, size_t dt_cnt, gex_OP_t op,
                                   gex_Coll_ReduceFn_t user_op, void *user_cdata, gex_Flags_t flags)
{
    static const char call[] = "gex_Coll_ReduceToOneNB";
    struct coll_team *t = team_for(tm, flags, call);
    check_root(tm, root, call);
    if (tm->rank == root && !dst)
        pshm_fatal("%s: dst is NULL on the root", call);
    struct coll_op *o = coll_op_new(t, COLL_REDUCE);
    setup_reduce(o, dst, src, dt, dt_sz, dt_cnt, op, user_op, user_cdata, call);
    o->root = root;
    return coll_start(o);
}

gex_Event_t gex_Coll_ReduceToAllNB(gex_TM_t tm, void *dst, const void *src, gex_DT_t dt,
                                   size_t dt_sz, size_t dt_cnt, gex_OP_t op,
                                   gex_Coll_ReduceFn_t user_op, void *user_cdata, gex_Flags_t flags)
{
    static const char call[] = "gex_Coll_ReduceToAllNB";
    struct coll_team *t = team_for(tm, flags, call);
    if (!dst)
        pshm_fatal("%s: dst is NULL", call);
    struct coll_op *o = coll_op_new(t, COLL_REDUCE);
    setup_reduce(o, dst, src, dt, dt_sz, dt_cnt, op, user_op, user_cdata, call);
    o->to_all = true;
    return coll_start(o);
}
