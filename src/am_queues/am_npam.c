/* am_npam.c - negotiated-payload AMs: gex_AM_Prepare* reserves everything
 * the message needs (slot, pool buffer, the Reply's one use of its token),
 * so that Commit can neither fail nor wait (spec H-18).
 *
 * Library-provided space for a Medium is the message slot's inline payload
 * or a buffer of the receiver's pool: the client writes the payload where
 * the handler will read it (native; GASNET_NATIVE_NP_ALLOC_*_MEDIUM).
 *
 * For a Long with library-provided space and a dest_addr given at Prepare
 * (spec 003: it may guide the choice of address and size, and Commit must
 * repeat it), the space is the destination itself, as this process maps
 * the receiver's segment: most_payload bytes up to the segment's end, and
 * Commit copies nothing. The spec wants that space aligned for any type,
 * so only a dest_addr aligned to max_align_t qualifies, and only if
 * least_payload fits before the segment's end. Otherwise (dest_addr NULL,
 * or one of those fails) the payload is staged in a per-thread buffer and
 * copied to dest_addr at Commit: most_payload bytes up to AMQ_LONG_STAGE
 * (4 MiB), or least_payload if that is more, since a most_payload of
 * SIZE_MAX (spec 003: an upper bound, not necessarily tight) must not
 * allocate a segment's worth. The spec promises only least_payload, but the
 * reference's smp-conduit gives most_payload up to the Long limit and
 * clients lean on it (its testcore2 commits up to 1 MiB with dest_addr NULL
 * without asking gex_AM_SrcDescSize), so the cap is generous: the buffer is
 * per thread, and only the bytes written are touched. If the staging space cannot be allocated, an
 * IMMEDIATE Prepare returns GEX_AM_SRCDESC_NO_OP (spec 003: a buffer of
 * least_payload could not be obtained); any other stops the job.
 *
 * Between Prepare and Commit the reserved slot is not yet published, so the
 * receiver's later messages wait behind it: the interval must be short,
 * which the spec demands anyway (no communication, no polling).
 */
#include <gasnetex.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include "am_queues/am_handler_check.h"
#include "am_queues/am_send.h"
#include "pshm/alloc.h"
#include "pshm/err.h"

/* The one descriptor of a thread: Prepare/Commit pairs do not nest. */
struct pshmex_srcdesc {
    struct am_target target;
    struct amq_slot *slot;
    uint32_t buf;    /* pool buffer reserved for a Medium, or AMQ_NO_BUF */
    unsigned kind;   /* AMQ_MEDIUM or AMQ_LONG, | AMQ_REPLY */
    unsigned nargs;  /* fixed at Prepare */
    void *addr;      /* what gex_AM_SrcDescAddr returns */
    size_t size;     /* what gex_AM_SrcDescSize returns */
    bool client_buf; /* addr is the client's: copy it at Commit */
    void *dest_addr; /* Long: as given to Prepare */
    gex_Event_t *lc_opt;
    gex_Token_t token; /* Reply: the token it uses up */
};

/* Library space of a Long, unless least_payload asks for more. */
#define AMQ_LONG_STAGE ((size_t)4 << 20)

static _Thread_local struct pshmex_srcdesc sd_tls;
static _Thread_local void *stage_buf; /* Long staging space, grown on demand */
static _Thread_local size_t stage_bytes;
/* frees a thread's staging space when it exits */
static pthread_key_t stage_key;
static pthread_once_t stage_once = PTHREAD_ONCE_INIT;

static void stage_free(void *p)
{
    pshm_free(p);
}
static void stage_key_create(void)
{
    if (pthread_key_create(&stage_key, stage_free))
        pshm_fatal("am_npam: pthread_key_create failed");
}

static size_t min_size(size_t a, size_t b)
{
    return a < b ? a : b;
}

/* n bytes of this thread's staging space, or NULL if it cannot grow. */
static void *stage(size_t n)
{
    if (n > stage_bytes) {
        pthread_once(&stage_once, stage_key_create);
        void *p = pshm_try_malloc(n);
        if (!p)
            return NULL;
        pshm_free(stage_buf);
        stage_buf = p;
        stage_bytes = n;
        pthread_setspecific(stage_key, p);
    }
    return stage_buf;
}

static gex_AM_SrcDesc_t prepare(struct am_target t, unsigned kind, const void *client_buf,
                                size_t least, size_t most, void *dest_addr, gex_Event_t *lc_opt,
                                gex_Flags_t flags, unsigned numargs, gex_Token_t token)
{
    const char *call = t.call;
    bool reply = (kind & AMQ_REPLY) != 0;
    bool medium = (kind & 3) == AMQ_MEDIUM;
    size_t max = medium ? AMQ_BUF_BYTES : am_max_long();
    if (numargs > AMQ_MAX_ARGS)
        pshm_fatal("%s: numargs %u is over gex_AM_MaxArgs() = 16", call, numargs);
    if (most < least)
        pshm_fatal("%s: most_payload %zu is less than least_payload %zu", call, most, least);
    if (least > max)
        pshm_fatal("%s: least_payload %zu is over the limit %zu", call, least, max);
    if (!client_buf && lc_opt)
        pshm_fatal("%s: lc_opt must be NULL when client_buf is NULL", call);
    if (client_buf)
        am_check_lc(lc_opt, reply, call);
    (void)flags;

    size_t size = min_size(most, max);
    void *in_place = NULL; /* a Long's destination, as library space */
    if (!medium && !client_buf && dest_addr && (uintptr_t)dest_addr % _Alignof(max_align_t) == 0) {
        size_t room;
        void *to = am_long_room(t.rank, t.ep, dest_addr, &room, call);
        if (to && room >= least) {
            in_place = to;
            size = min_size(size, room);
        }
    }
    if (!medium && !client_buf && !in_place && size > AMQ_LONG_STAGE)
        size = least > AMQ_LONG_STAGE ? least : AMQ_LONG_STAGE;
    struct pshmex_srcdesc d = {t,         NULL,   AMQ_NO_BUF, kind,
                               numargs,   NULL,   size,       client_buf != NULL,
                               dest_addr, lc_opt, token};
    void *staged = in_place; /* a Long's library space, taken before any slot */
    if (!medium && !client_buf && !staged && !(staged = stage(d.size ? d.size : 1))) {
        if (t.immediate)
            return GEX_AM_SRCDESC_NO_OP;
        pshm_fatal("%s: no memory for a %zu-byte payload buffer (least_payload %zu)", call, d.size,
                   least);
    }
    if (medium) {
        /* Room beyond the slot needs a pool buffer. Without one free at
         * once, the slot will do if least fits there: library space, or a
         * client buffer that Commit copies into it. Neither NO_OP nor a
         * wait while a buffer of least_payload can be had (spec 003: with
         * IMMEDIATE, NO_OP only if it cannot). */
        if (d.size > AMQ_INLINE_MAX) {
            bool fallback = least <= AMQ_INLINE_MAX;
            struct am_target try_only = t;
            try_only.immediate = t.immediate || fallback;
            d.buf = am_reserve_buf(&try_only);
            if (d.buf == AMQ_NO_BUF && !fallback)
                return GEX_AM_SRCDESC_NO_OP; /* immediate */
            if (d.buf == AMQ_NO_BUF)
                d.size = AMQ_INLINE_MAX;
        }
    }
    if (!(d.slot = am_reserve_slot(&t))) {
        if (d.buf != AMQ_NO_BUF)
            am_unreserve_buf(&t, d.buf);
        return GEX_AM_SRCDESC_NO_OP;
    }
    if (client_buf)
        d.addr = (void *)client_buf;
    else if (!medium)
        d.addr = staged;
    else
        d.addr = d.buf == AMQ_NO_BUF ? (void *)am_inline_addr(&t, d.slot)
                                     : (void *)am_buf_addr(&t, d.buf);
    if (token)
        token->replied = true; /* PrepareReply is the handler's one Reply */
    sd_tls = d;
    am_tls.preparing = true;
    am_restricted_changed();
    return &sd_tls;
}

gex_AM_SrcDesc_t gex_AM_PrepareRequestMedium(gex_TM_t tm, gex_Rank_t rank, const void *client_buf,
                                             size_t least_payload, size_t most_payload,
                                             gex_Event_t *lc_opt, gex_Flags_t flags,
                                             unsigned int numargs)
{
    static const char call[] = "gex_AM_PrepareRequestMedium";
    am_check_may_block(call);
    struct am_target t = am_request_target(tm, rank, flags, call);
    return prepare(t, AMQ_MEDIUM, client_buf, least_payload, most_payload, NULL, lc_opt, flags,
                   numargs, NULL);
}

gex_AM_SrcDesc_t gex_AM_PrepareRequestLong(gex_TM_t tm, gex_Rank_t rank, const void *client_buf,
                                           size_t least_payload, size_t most_payload,
                                           void *dest_addr, gex_Event_t *lc_opt, gex_Flags_t flags,
                                           unsigned int numargs)
{
    static const char call[] = "gex_AM_PrepareRequestLong";
    am_check_may_block(call);
    struct am_target t = am_request_target(tm, rank, flags, call);
    return prepare(t, AMQ_LONG, client_buf, least_payload, most_payload, dest_addr, lc_opt, flags,
                   numargs, NULL);
}

gex_AM_SrcDesc_t gex_AM_PrepareReplyMedium(gex_Token_t token, const void *client_buf,
                                           size_t least_payload, size_t most_payload,
                                           gex_Event_t *lc_opt, gex_Flags_t flags,
                                           unsigned int numargs)
{
    static const char call[] = "gex_AM_PrepareReplyMedium";
    am_check_may_reply(token, call);
    return prepare(am_reply_target(token, flags, call), AMQ_MEDIUM | AMQ_REPLY, client_buf,
                   least_payload, most_payload, NULL, lc_opt, flags, numargs, token);
}

gex_AM_SrcDesc_t gex_AM_PrepareReplyLong(gex_Token_t token, const void *client_buf,
                                         size_t least_payload, size_t most_payload, void *dest_addr,
                                         gex_Event_t *lc_opt, gex_Flags_t flags,
                                         unsigned int numargs)
{
    static const char call[] = "gex_AM_PrepareReplyLong";
    am_check_may_reply(token, call);
    return prepare(am_reply_target(token, flags, call), AMQ_LONG | AMQ_REPLY, client_buf,
                   least_payload, most_payload, dest_addr, lc_opt, flags, numargs, token);
}

static struct pshmex_srcdesc *check_sd(gex_AM_SrcDesc_t sd, const char *call)
{
    if (sd == GEX_AM_SRCDESC_NO_OP)
        pshm_fatal("%s: GEX_AM_SRCDESC_NO_OP is not a prepared descriptor", call);
    if (sd != &sd_tls || !am_tls.preparing)
        pshm_fatal("%s: descriptor %p was not prepared on this thread, or was already committed",
                   call, (void *)sd);
    return sd;
}

void *gex_AM_SrcDescAddr(gex_AM_SrcDesc_t sd)
{
    return check_sd(sd, "gex_AM_SrcDescAddr")->addr;
}

size_t gex_AM_SrcDescSize(gex_AM_SrcDesc_t sd)
{
    return check_sd(sd, "gex_AM_SrcDescSize")->size;
}

static void commit(gex_AM_SrcDesc_t sdh, unsigned kind, gex_AM_Index_t handler, size_t nbytes,
                   void *dest_addr, unsigned nargs, va_list ap, const char *call)
{
    struct pshmex_srcdesc *d = check_sd(sdh, call);
    if (d->kind != kind)
        pshm_fatal("%s: the descriptor was prepared by a different gex_AM_Prepare* call", call);
    if (nargs != d->nargs)
        pshm_fatal("%s: %u arguments, but numargs was %u at Prepare", call, nargs, d->nargs);
    if (nbytes > d->size)
        pshm_fatal("%s: nbytes %zu is over gex_AM_SrcDescSize() = %zu", call, nbytes, d->size);
    /* the handler is named here, not at Prepare: checked as every other
     * send is, the report naming this call */
    struct am_target named = d->target;
    named.call = call;
    am_check_handler(&named, handler, kind, nargs);
    gex_AM_Arg_t args[AMQ_MAX_ARGS];
    for (unsigned i = 0; i < nargs; i++)
        args[i] = (gex_AM_Arg_t)va_arg(ap, int);
    struct amq_slot *s = d->slot;
    if ((kind & 3) == AMQ_MEDIUM) {
        if (d->client_buf && nbytes)
            memcpy(d->buf == AMQ_NO_BUF ? (void *)am_inline_addr(&d->target, s)
                                        : (void *)am_buf_addr(&d->target, d->buf),
                   d->addr, nbytes);
        s->buf = d->buf;
        s->nbytes = (uint32_t)nbytes;
    } else {
        if (d->dest_addr && dest_addr != d->dest_addr)
            pshm_fatal("%s: dest_addr %p differs from the %p given to Prepare", call, dest_addr,
                       d->dest_addr);
        void *to = am_long_dest(d->target.rank, d->target.ep, dest_addr, nbytes, call);
        if (nbytes && to != d->addr) /* written in place already */
            memcpy(to, d->addr, nbytes);
        s->nbytes = (uint32_t)nbytes;
        s->nbytes_hi = (uint32_t)((uint64_t)nbytes >> 32);
        s->dest = (uint64_t)(uintptr_t)dest_addr;
    }
    am_fill(s, handler, kind, nargs, args);
    am_tls.preparing = false;
    am_restricted_changed();
    am_publish(&d->target, s);
    if (d->client_buf)
        am_complete_lc(d->lc_opt);
}

/* The legacy Commits: no flags, and a result that is always GASNET_OK
 * (include/pshmex_am.h). */
#define COMMIT_BODY(kind, dest, call)                                                              \
    va_list ap;                                                                                    \
    va_start(ap, nargs);                                                                           \
    commit(sd, kind, handler, nbytes, dest, nargs, ap, call);                                      \
    va_end(ap);                                                                                    \
    return GASNET_OK

int pshmex_AM_CommitRequestMedium(gex_AM_SrcDesc_t sd, gex_AM_Index_t handler, size_t nbytes,
                                  unsigned int nargs, ...)
{
    COMMIT_BODY(AMQ_MEDIUM, NULL, "gex_AM_CommitRequestMedium");
}

int pshmex_AM_CommitReplyMedium(gex_AM_SrcDesc_t sd, gex_AM_Index_t handler, size_t nbytes,
                                unsigned int nargs, ...)
{
    COMMIT_BODY(AMQ_MEDIUM | AMQ_REPLY, NULL, "gex_AM_CommitReplyMedium");
}

int pshmex_AM_CommitRequestLong(gex_AM_SrcDesc_t sd, gex_AM_Index_t handler, size_t nbytes,
                                void *dest_addr, unsigned int nargs, ...)
{
    COMMIT_BODY(AMQ_LONG, dest_addr, "gex_AM_CommitRequestLong");
}

int pshmex_AM_CommitReplyLong(gex_AM_SrcDesc_t sd, gex_AM_Index_t handler, size_t nbytes,
                              void *dest_addr, unsigned int nargs, ...)
{
    COMMIT_BODY(AMQ_LONG | AMQ_REPLY, dest_addr, "gex_AM_CommitReplyLong");
}

/* ---- _v2 Commit (flags, a result) and Cancel ----------------------------
 * Prepare reserved everything, so a Commit never fails: 0 with or without
 * GEX_FLAG_IMMEDIATE. */

static void check_commit_flags(gex_Flags_t flags, const char *call)
{
    if (flags & ~GEX_FLAG_IMMEDIATE)
        pshm_fatal("%s: flags 0x%x: only GEX_FLAG_IMMEDIATE is accepted", call, (unsigned)flags);
}

#define COMMIT_V2_BODY(kind, dest, call)                                                           \
    check_commit_flags(flags, call);                                                               \
    COMMIT_BODY(kind, dest, call);                                                                 \
    return GASNET_OK

int pshmex_AM_CommitRequestMedium_v2(gex_AM_SrcDesc_t sd, gex_AM_Index_t handler, size_t nbytes,
                                     gex_Flags_t flags, unsigned int nargs, ...)
{
    COMMIT_V2_BODY(AMQ_MEDIUM, NULL, "gex_AM_CommitRequestMedium_v2");
}

int pshmex_AM_CommitReplyMedium_v2(gex_AM_SrcDesc_t sd, gex_AM_Index_t handler, size_t nbytes,
                                   gex_Flags_t flags, unsigned int nargs, ...)
{
    COMMIT_V2_BODY(AMQ_MEDIUM | AMQ_REPLY, NULL, "gex_AM_CommitReplyMedium_v2");
}

int pshmex_AM_CommitRequestLong_v2(gex_AM_SrcDesc_t sd, gex_AM_Index_t handler, size_t nbytes,
                                   void *dest_addr, gex_Flags_t flags, unsigned int nargs, ...)
{
    COMMIT_V2_BODY(AMQ_LONG, dest_addr, "gex_AM_CommitRequestLong_v2");
}

int pshmex_AM_CommitReplyLong_v2(gex_AM_SrcDesc_t sd, gex_AM_Index_t handler, size_t nbytes,
                                 void *dest_addr, gex_Flags_t flags, unsigned int nargs, ...)
{
    COMMIT_V2_BODY(AMQ_LONG | AMQ_REPLY, dest_addr, "gex_AM_CommitReplyLong_v2");
}

/* Give back what Prepare reserved. The ring slot cannot be unreserved (its
 * position is taken), so it is published as AMQ_VOID, which the receiver
 * releases without running anything; the pool buffer goes back to its free
 * list, and a Reply's token may reply again. lc_opt is left untouched: no
 * injection took place. */
static int cancel(gex_AM_SrcDesc_t sdh, unsigned kind, gex_Flags_t flags, const char *call)
{
    struct pshmex_srcdesc *d = check_sd(sdh, call);
    if (d->kind != kind)
        pshm_fatal("%s: the descriptor was prepared by a different gex_AM_Prepare* call", call);
    if (flags)
        pshm_fatal("%s: flags must be 0 (got 0x%x)", call, (unsigned)flags);
    if (d->buf != AMQ_NO_BUF)
        am_unreserve_buf(&d->target, d->buf);
    am_fill(d->slot, 0, AMQ_VOID | (kind & AMQ_REPLY), 0, NULL);
    if (d->token)
        d->token->replied = false;
    am_tls.preparing = false;
    am_restricted_changed();
    am_publish(&d->target, d->slot);
    return GASNET_OK;
}

int gex_AM_CancelRequestMedium(gex_AM_SrcDesc_t sd, gex_Flags_t flags)
{
    return cancel(sd, AMQ_MEDIUM, flags, "gex_AM_CancelRequestMedium");
}

int gex_AM_CancelReplyMedium(gex_AM_SrcDesc_t sd, gex_Flags_t flags)
{
    return cancel(sd, AMQ_MEDIUM | AMQ_REPLY, flags, "gex_AM_CancelReplyMedium");
}

int gex_AM_CancelRequestLong(gex_AM_SrcDesc_t sd, gex_Flags_t flags)
{
    return cancel(sd, AMQ_LONG, flags, "gex_AM_CancelRequestLong");
}

int gex_AM_CancelReplyLong(gex_AM_SrcDesc_t sd, gex_Flags_t flags)
{
    return cancel(sd, AMQ_LONG | AMQ_REPLY, flags, "gex_AM_CancelReplyLong");
}
