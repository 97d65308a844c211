/* am_context.c - handler-context checks, handler-safe locks and
 * no-interrupt sections (see am_context.h). */
#include "am_queues/am_context.h"

#include <errno.h>
#include <gasnet.h>
#include <pthread.h>
#include <string.h>

#include "am_queues/amq_ring.h"
#include "pshm/err.h"

_Thread_local struct am_thread am_tls;
__thread unsigned int pshmex_thread_restricted;

static const char *handler_desc(const struct pshmex_token *t)
{
    return (t->kind & AMQ_REPLY) ? "a Reply handler" : "a Request handler";
}

void am_report_may_block(const char *call)
{
    if (am_tls.token)
        pshm_fatal("%s: not allowed in handler context (called from %s, index %u%s%s)", call,
                   handler_desc(am_tls.token), am_tls.token->handler->entry.gex_index,
                   am_tls.token->handler->entry.gex_name ? ", " : "",
                   am_tls.token->handler->entry.gex_name ? am_tls.token->handler->entry.gex_name
                                                         : "");
    if (am_tls.hsl_held)
        pshm_fatal("%s: not allowed while holding an HSL (%u held)", call, am_tls.hsl_held);
    if (am_tls.preparing)
        pshm_fatal("%s: not allowed between a gex_AM_Prepare* and its Commit", call);
    if (am_tls.nis)
        pshm_fatal("%s: not allowed inside a no-interrupt section (between "
                   "gasnet_hold_interrupts and gasnet_resume_interrupts)",
                   call);
}

void am_check_token(gex_Token_t token, const char *call)
{
    for (struct pshmex_token *t = am_tls.token; t; t = t->outer)
        if (t == token)
            return;
    pshm_fatal("%s: token %p is not the token of a handler running on this thread", call,
               (void *)token);
}

void am_check_may_reply(gex_Token_t token, const char *call)
{
    if (!am_tls.token)
        pshm_fatal("%s: only allowed inside a Request handler (no handler is running)", call);
    if (am_tls.token->kind & AMQ_REPLY)
        pshm_fatal("%s: not allowed in a Reply handler (index %u)", call,
                   am_tls.token->handler->entry.gex_index);
    if (token != am_tls.token)
        pshm_fatal("%s: token %p is not the token of the running Request handler", call,
                   (void *)token);
    if (token->replied)
        pshm_fatal("%s: a Request handler may Reply at most once (handler index %u)", call,
                   token->handler->entry.gex_index);
    if (am_tls.hsl_held)
        pshm_fatal("%s: not allowed while holding an HSL (%u held)", call, am_tls.hsl_held);
    if (am_tls.preparing)
        pshm_fatal("%s: not allowed between a gex_AM_PrepareReply* and its Commit", call);
}

/* ---- handler-safe locks ---- */

void gex_HSL_Init(gex_HSL_t *hsl)
{
    int rc = pthread_mutex_init(&hsl->pshmex_mutex, NULL);
    if (rc)
        pshm_fatal("gex_HSL_Init: %s", strerror(rc));
}

void gex_HSL_Destroy(gex_HSL_t *hsl)
{
    int rc = pthread_mutex_destroy(&hsl->pshmex_mutex);
    if (rc)
        pshm_fatal("gex_HSL_Destroy: %s", rc == EBUSY ? "the HSL is locked" : strerror(rc));
}

/* Spec 004 (Restrictions on Handler-Safe Locks): an HSL is not locked
 * again by the thread that holds it (a lock would hang, a try fail), and
 * HSLs are unlocked in the reverse order they were locked. Checked in every
 * build against the thread's held stack (AM_HSL_TRACKED deep; deeper
 * nesting is counted, not checked). */
static bool hsl_held_here(const gex_HSL_t *hsl)
{
    unsigned n = am_tls.hsl_held < AM_HSL_TRACKED ? am_tls.hsl_held : AM_HSL_TRACKED;
    for (unsigned i = 0; i < n; i++)
        if (am_tls.hsl_stack[i] == hsl)
            return true;
    return false;
}

static void hsl_check_not_held(const gex_HSL_t *hsl, const char *call)
{
    if (am_tls.hsl_held && hsl_held_here(hsl))
        pshm_fatal("%s: this thread already holds HSL %p (HSLs are not recursive)", call,
                   (const void *)hsl);
}

static void hsl_acquired(const gex_HSL_t *hsl)
{
    if (am_tls.hsl_held < AM_HSL_TRACKED)
        am_tls.hsl_stack[am_tls.hsl_held] = hsl;
    am_tls.hsl_held++;
    am_restricted_changed();
}

void gex_HSL_Lock(gex_HSL_t *hsl)
{
    hsl_check_not_held(hsl, "gex_HSL_Lock");
    int rc = pthread_mutex_lock(&hsl->pshmex_mutex);
    if (rc)
        pshm_fatal("gex_HSL_Lock: %s", rc == EDEADLK ? "HSLs are not recursive" : strerror(rc));
    hsl_acquired(hsl);
}

void gex_HSL_Unlock(gex_HSL_t *hsl)
{
    static const char call[] = "gex_HSL_Unlock";
    unsigned n = am_tls.hsl_held;
    if (!n)
        pshm_fatal("%s: this thread holds no HSL", call);
    if (n <= AM_HSL_TRACKED && am_tls.hsl_stack[n - 1] != hsl) {
        if (hsl_held_here(hsl))
            pshm_fatal("%s: HSL %p is not the one this thread locked last (%p): HSLs are "
                       "unlocked in the reverse order they were locked",
                       call, (void *)hsl, (const void *)am_tls.hsl_stack[n - 1]);
        pshm_fatal("%s: this thread does not hold HSL %p", call, (void *)hsl);
    }
    int rc = pthread_mutex_unlock(&hsl->pshmex_mutex);
    if (rc)
        pshm_fatal("%s: %s", call, strerror(rc));
    am_tls.hsl_held--;
    am_restricted_changed();
}

int gex_HSL_Trylock(gex_HSL_t *hsl)
{
    hsl_check_not_held(hsl, "gex_HSL_Trylock");
    int rc = pthread_mutex_trylock(&hsl->pshmex_mutex);
    if (rc == EBUSY)
        return GASNET_ERR_NOT_READY;
    if (rc)
        pshm_fatal("gex_HSL_Trylock: %s", strerror(rc));
    hsl_acquired(hsl);
    return GASNET_OK;
}

void gasnet_hsl_init(gasnet_hsl_t *hsl)
{
    gex_HSL_Init(hsl);
}
void gasnet_hsl_destroy(gasnet_hsl_t *hsl)
{
    gex_HSL_Destroy(hsl);
}
void gasnet_hsl_lock(gasnet_hsl_t *hsl)
{
    gex_HSL_Lock(hsl);
}
void gasnet_hsl_unlock(gasnet_hsl_t *hsl)
{
    gex_HSL_Unlock(hsl);
}
int gasnet_hsl_trylock(gasnet_hsl_t *hsl)
{
    return gex_HSL_Trylock(hsl);
}

/* ---- no-interrupt sections ----
 * Handlers only ever run inside GASNet calls that poll, never
 * asynchronously; but the calls that complete at once poll now and then
 * (pshmex_progress.h), and a client may call one inside a section. So a
 * section is a restricted context, like an HSL: nothing polls in it, and
 * the calls that would (AM Requests, polls, waits, barriers) are fatal
 * (am_report_may_block). Both calls are ignored in a handler and while
 * holding an HSL, as the spec says. */

void gasnet_hold_interrupts(void)
{
    if (am_tls.token || am_tls.hsl_held)
        return;
    if (am_tls.nis)
        pshm_fatal("gasnet_hold_interrupts: already in a no-interrupt section (they do not nest)");
    am_tls.nis = true;
    am_restricted_changed();
}

void gasnet_resume_interrupts(void)
{
    if (am_tls.token || am_tls.hsl_held)
        return;
    if (!am_tls.nis)
        pshm_fatal("gasnet_resume_interrupts: not in a no-interrupt section");
    am_tls.nis = false;
    am_restricted_changed();
}
