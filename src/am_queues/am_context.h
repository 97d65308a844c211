/* am_context.h - per-thread AM context: which handler runs on this thread,
 * HSLs held, no-interrupt section, Prepare-Commit interval; and the checks
 * of the handler-context rules (spec: restricted contexts, H-1/H-2).
 *
 * The checks are on in every build: each is a load of a thread-local word
 * on paths that already cost far more, and a violation is otherwise a
 * deadlock or silent corruption. A violation is fatal, with a message that
 * names the call.
 */
#ifndef AM_CONTEXT_H
#define AM_CONTEXT_H

#include <gasnetex.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/handlers.h"

struct amq_slot; /* am_queues/amq_ring.h */

/* What a handler's gex_Token_t points to: the dispatch state of one running
 * handler, on the stack of the thread that runs it. */
struct pshmex_token {
    uint32_t srcrank;     /* jobrank of the sender */
    uint8_t kind;         /* enum amq_kind of the message */
    bool replied;         /* a Reply (or PrepareReply) was made */
    struct pshmex_ep *ep; /* receiving endpoint */
    const struct core_handler *handler;
    struct pshmex_token *outer; /* handler this one interrupts (a Reply's reply handlers) */
    uint8_t src_ep;             /* index of the sending endpoint: where a Reply goes */
    /* A Request that may be answered in place (amq_pair.h, "Replies in
     * place"): its slot, in our own area, and position; NULL otherwise,
     * and once answered. */
    struct amq_slot *in_place;
    uint32_t pos;
};

/* How many of a thread's held HSLs are remembered, innermost last, for
 * the recursion and unlock-order checks (am_context.c); more are counted. */
#define AM_HSL_TRACKED 8

struct am_thread {
    struct pshmex_token *token; /* innermost handler running on this thread, or NULL */
    unsigned hsl_held;          /* HSLs this thread holds */
    bool nis;                   /* inside gasnet_hold_interrupts() */
    bool preparing;             /* between a gex_AM_Prepare* and its Commit */
    /* last: the fields above, read at every handler's entry and exit
     * (am_restricted_changed), stay on one line */
    const gex_HSL_t *hsl_stack[AM_HSL_TRACKED]; /* the first hsl_held HSLs held, in lock order */
};

extern _Thread_local struct am_thread am_tls;

/* Restricted context of any kind: handlers run here only through a Reply.
 * A no-interrupt section is one too (spec 004: only gasnet_mynode,
 * gasnet_nodes, gasnet_hsl_*, gasnet_exit and gasnet_AMReply* are legal
 * inside it, as under an HSL), so nothing polls in it. One word,
 * pshmex_thread_restricted (include/pshmex_rma.h), which the client's
 * inline gex_Event_Wait reads too. */
static inline bool am_restricted(void)
{
    return pshmex_thread_restricted != 0;
}

/* Recompute pshmex_thread_restricted: after every change of am_tls.token,
 * hsl_held, nis or preparing. One exception: a drain of the pair rings
 * (amq_poll.c, drain_pairs) leaves the word at 1 between its handlers,
 * where only the library runs, and recomputes it once after them. */
static inline void am_restricted_changed(void)
{
    pshmex_thread_restricted = am_tls.token || am_tls.hsl_held || am_tls.nis || am_tls.preparing;
}

/* Fatal unless this thread may initiate a Request (or poll, or block):
 * one test of the restricted word inline, the report out of line. */
void am_report_may_block(const char *call) __attribute__((cold));
static inline void am_check_may_block(const char *call)
{
    if (__builtin_expect(am_restricted(), 0))
        am_report_may_block(call);
}

/* Fatal unless token is the Request handler running on this thread, which
 * has not replied yet and holds no HSL. */
void am_check_may_reply(gex_Token_t token, const char *call);

/* Fatal unless token is a handler running on this thread (queries). */
void am_check_token(gex_Token_t token, const char *call);

#endif
