/* coll_sig.c - collective arguments that differ between ranks.
 *
 * root, nbytes, op and dt (and the call itself) must be single-valued over
 * the team. Each rank publishes a 24-bit hash of its arguments beside its
 * arrival, on the line its peers read anyway, and its arguments in full on
 * a line of its own; a rank that sees a peer's hash differ from its own
 * reads the peer's arguments and stops the job naming the call, the
 * argument, both values and both ranks (contract in coll_area.h; README.md,
 * "Arguments that differ between ranks"). */
#include "coll/coll_step.h"
#include "pshm/err.h"

/* The user-visible call of an op, from its kind and to_all. */
static const char *call_name(uint64_t kind, bool to_all)
{
    switch (kind) {
    case COLL_BARRIER: return "gex_Coll_BarrierNB";
    case COLL_BCAST: return "gex_Coll_BroadcastNB";
    case COLL_REDUCE: return to_all ? "gex_Coll_ReduceToAllNB" : "gex_Coll_ReduceToOneNB";
    }
    return "a collective";
}

/* Each field times its own odd constant (a bijection, so a field that
 * differs changes its product and so the XOR), the products independent;
 * then one fold and multiply so that every bit reaches the top 24. About
 * ten cycles, once per operation. */
void coll_sig_prepare(struct coll_op *op)
{
    uint64_t h = ((uint64_t)op->kind << 1 | op->to_all) * 0x9e3779b97f4a7c15ull ^
                 (uint64_t)op->root * 0xbf58476d1ce4e5b9ull ^ op->nbytes * 0x94d049bb133111ebull ^
                 ((uint64_t)op->sig_op << 32 | op->sig_dt) * 0xd6e8feb86659fd93ull;
    h ^= h >> 29;
    h *= 0xff51afd7ed558ccdull;
    op->sig = (uint32_t)(h >> 40); /* 24 bits */
}

/* The fatal line of a code (op, dt) that differs: both values, both ranks. */
static _Noreturn void differs_hex(const char *call, const char *arg, uint32_t mine, uint32_t me,
                                  uint32_t theirs, uint32_t r)
{
    pshm_fatal("%s: argument %s differs between ranks: 0x%x on team rank %u, 0x%x on team rank %u "
               "(it must be single-valued over the team)",
               call, arg, mine, me, theirs, r);
}

_Noreturn void coll_sig_mismatch(const struct coll_op *op, uint32_t r, uint64_t s)
{
    const struct coll_team *t = op->team;
    const char *call = call_name(op->kind, op->to_all);
    uint32_t me = t->me;
    const _Atomic uint64_t *a = coll_ctx_of(t, r)->args[s % COLL_FLAT_SLOTS];
    uint64_t step = atomic_load_explicit(&a[0], memory_order_relaxed);
    uint64_t nbytes = atomic_load_explicit(&a[1], memory_order_relaxed);
    uint64_t w2 = atomic_load_explicit(&a[2], memory_order_relaxed);
    uint64_t w3 = atomic_load_explicit(&a[3], memory_order_relaxed);
    if (step != s) /* r has gone on: only the hashes are left to compare */
        pshm_fatal("%s: the arguments of one collective differ between team ranks %u and %u "
                   "(signatures 0x%06x and 0x%06x); the call, root, nbytes, op and dt must be "
                   "single-valued over the team",
                   call, me, r, op->sig,
                   atomic_load(&coll_ctx_of(t, r)->sig[s % COLL_FLAT_SLOTS]) & 0xffffffu);
    uint64_t kind = w2 >> 40;
    bool to_all = (w2 >> 32 & 1) != 0;
    uint32_t root = (uint32_t)w2, dt_op = (uint32_t)(w3 >> 32), dt = (uint32_t)w3;
    if (kind != (uint64_t)op->kind || to_all != op->to_all)
        pshm_fatal("%s: the collective calls differ between ranks: %s on team rank %u, %s on team "
                   "rank %u (members must issue the same collectives in the same order)",
                   call, call, me, call_name(kind, to_all), r);
    if (root != op->root)
        pshm_fatal("%s: argument root differs between ranks: %u on team rank %u, %u on team rank "
                   "%u (it must be single-valued over the team)",
                   call, op->root, me, root, r);
    if (nbytes != op->nbytes)
        pshm_fatal("%s: argument nbytes%s differs between ranks: %zu on team rank %u, %llu on "
                   "team rank %u (it must be single-valued over the team)",
                   call, op->kind == COLL_REDUCE ? " (dt_sz x dt_cnt)" : "", op->nbytes, me,
                   (unsigned long long)nbytes, r);
    if (dt_op != op->sig_op)
        differs_hex(call, "op", op->sig_op, me, dt_op, r);
    if (dt != op->sig_dt)
        differs_hex(call, "dt", op->sig_dt, me, dt, r);
    pshm_fatal("%s: the arguments of one collective differ between team ranks %u and %u "
               "(signatures 0x%06x and 0x%06x)",
               call, me, r, op->sig,
               atomic_load(&coll_ctx_of(t, r)->sig[s % COLL_FLAT_SLOTS]) & 0xffffffu);
}
