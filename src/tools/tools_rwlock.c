/* tools_rwlock.c - gasnett_rwlock_t over a mutex and a condition variable.
 *
 * Invariant (under l->lock): writer == 1 implies readers == 0.  A waiting
 * writer blocks new readers (writers_waiting > 0), so a steady stream of
 * readers cannot starve it.  Every release broadcasts: waiters recheck. */
#include <gasnet_tools.h>

void gasnett_rwlock_init(gasnett_rwlock_t *l)
{
    if (pthread_mutex_init(&l->lock, NULL) || pthread_cond_init(&l->cond, NULL))
        gasnett_fatalerror("gasnett_rwlock_init: out of resources");
    l->readers = l->writer = l->writers_waiting = 0;
}

void gasnett_rwlock_destroy(gasnett_rwlock_t *l)
{
    if (l->readers || l->writer)
        gasnett_fatalerror("gasnett_rwlock_destroy: the lock is held");
    pthread_cond_destroy(&l->cond);
    pthread_mutex_destroy(&l->lock);
}

void gasnett_rwlock_rdlock(gasnett_rwlock_t *l)
{
    pthread_mutex_lock(&l->lock);
    while (l->writer || l->writers_waiting)
        pthread_cond_wait(&l->cond, &l->lock);
    l->readers++;
    pthread_mutex_unlock(&l->lock);
}

void gasnett_rwlock_wrlock(gasnett_rwlock_t *l)
{
    pthread_mutex_lock(&l->lock);
    l->writers_waiting++;
    while (l->writer || l->readers)
        pthread_cond_wait(&l->cond, &l->lock);
    l->writers_waiting--;
    l->writer = 1;
    pthread_mutex_unlock(&l->lock);
}

int gasnett_rwlock_tryrdlock(gasnett_rwlock_t *l)
{
    int rc = EBUSY;
    pthread_mutex_lock(&l->lock);
    if (!l->writer && !l->writers_waiting) {
        l->readers++;
        rc = 0;
    }
    pthread_mutex_unlock(&l->lock);
    return rc;
}

int gasnett_rwlock_trywrlock(gasnett_rwlock_t *l)
{
    int rc = EBUSY;
    pthread_mutex_lock(&l->lock);
    if (!l->writer && !l->readers) {
        l->writer = 1;
        rc = 0;
    }
    pthread_mutex_unlock(&l->lock);
    return rc;
}

void gasnett_rwlock_unlock(gasnett_rwlock_t *l)
{
    pthread_mutex_lock(&l->lock);
    if (l->writer)
        l->writer = 0;
    else if (l->readers)
        l->readers--;
    else {
        pthread_mutex_unlock(&l->lock);
        gasnett_fatalerror("gasnett_rwlock_unlock: the lock is not held");
    }
    pthread_cond_broadcast(&l->cond);
    pthread_mutex_unlock(&l->lock);
}

/* README-tools' debug checks of a hold. The lock records how many hold it
 * for reading and whether one holds it for writing, not who, so each stops
 * the process only when the lock is certainly not held as asserted: never a
 * false alarm, and a hold by another thread passes. want: RW_READ, RW_WRITE
 * or both (held either way). */
enum { RW_READ = 1, RW_WRITE = 2 };
static void rw_assert(gasnett_rwlock_t *l, int want, const char *call)
{
    pthread_mutex_lock(&l->lock);
    const int held = (l->readers ? RW_READ : 0) | (l->writer ? RW_WRITE : 0);
    pthread_mutex_unlock(&l->lock);
    if (held & want)
        return;
    if (want == RW_READ)
        gasnett_fatalerror("%s: the lock is not held for reading%s", call,
                           held ? " (it is held for writing)" : "");
    if (want == RW_WRITE)
        gasnett_fatalerror("%s: the lock is not held for writing%s", call,
                           held ? " (it is held for reading)" : "");
    gasnett_fatalerror("%s: the lock is not held", call);
}

void gasnett_rwlock_assertrdlocked(gasnett_rwlock_t *l)
{
    rw_assert(l, RW_READ, "gasnett_rwlock_assertrdlocked");
}

void gasnett_rwlock_assertwrlocked(gasnett_rwlock_t *l)
{
    rw_assert(l, RW_WRITE, "gasnett_rwlock_assertwrlocked");
}

void gasnett_rwlock_assertlocked(gasnett_rwlock_t *l)
{
    rw_assert(l, RW_READ | RW_WRITE, "gasnett_rwlock_assertlocked");
}

void gasnett_rwlock_assertunlocked(gasnett_rwlock_t *l)
{
    /* held by this thread or another cannot be told apart: nothing that
     * the lock records shows this thread holds it */
    (void)l;
}
