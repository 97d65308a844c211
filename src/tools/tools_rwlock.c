/* tools_rwlock.c - gasnett_rwlock_t over a mutex and a condition variable.
 *
 * Invariant (under l->lock): writer == 1 implies readers == 0.  A waiting
 * writer blocks new readers (writers_waiting > 0), so a steady stream of
 * readers cannot starve it.  Every release broadcasts: waiters recheck. */
#include <gasnet_tools.h>

void gasnett_rwlock_init(gasnett_rwlock_t *l)
{
    if (pthread_mutex_init(&l->_lock, NULL) || pthread_cond_init(&l->_cond, NULL))
        gasnett_fatalerror("gasnett_rwlock_init: out of resources");
    l->_readers = l->_writer = l->_writers_waiting = 0;
}

void gasnett_rwlock_destroy(gasnett_rwlock_t *l)
{
    if (l->_readers || l->_writer)
        gasnett_fatalerror("gasnett_rwlock_destroy: the lock is held");
    pthread_cond_destroy(&l->_cond);
    pthread_mutex_destroy(&l->_lock);
}

void gasnett_rwlock_rdlock(gasnett_rwlock_t *l)
{
    pthread_mutex_lock(&l->_lock);
    while (l->_writer || l->_writers_waiting)
        pthread_cond_wait(&l->_cond, &l->_lock);
    l->_readers++;
    pthread_mutex_unlock(&l->_lock);
}

void gasnett_rwlock_wrlock(gasnett_rwlock_t *l)
{
    pthread_mutex_lock(&l->_lock);
    l->_writers_waiting++;
    while (l->_writer || l->_readers)
        pthread_cond_wait(&l->_cond, &l->_lock);
    l->_writers_waiting--;
    l->_writer = 1;
    pthread_mutex_unlock(&l->_lock);
}

int gasnett_rwlock_tryrdlock(gasnett_rwlock_t *l)
{
    int rc = EBUSY;
    pthread_mutex_lock(&l->_lock);
    if (!l->_writer && !l->_writers_waiting) {
        l->_readers++;
        rc = 0;
    }
    pthread_mutex_unlock(&l->_lock);
    return rc;
}

int gasnett_rwlock_trywrlock(gasnett_rwlock_t *l)
{
    int rc = EBUSY;
    pthread_mutex_lock(&l->_lock);
    if (!l->_writer && !l->_readers) {
        l->_writer = 1;
        rc = 0;
    }
    pthread_mutex_unlock(&l->_lock);
    return rc;
}

void gasnett_rwlock_unlock(gasnett_rwlock_t *l)
{
    pthread_mutex_lock(&l->_lock);
    if (l->_writer)
        l->_writer = 0;
    else if (l->_readers)
        l->_readers--;
    else {
        pthread_mutex_unlock(&l->_lock);
        gasnett_fatalerror("gasnett_rwlock_unlock: the lock is not held");
    }
    pthread_cond_broadcast(&l->_cond);
    pthread_mutex_unlock(&l->_lock);
}

/* README-tools' debug checks of a hold. The lock records how many hold it
 * for reading and whether one holds it for writing, not who, so each stops
 * the process only when the lock is certainly not held as asserted: never a
 * false alarm, and a hold by another thread passes. want: RW_READ, RW_WRITE
 * or both (held either way). */
enum { RW_READ = 1, RW_WRITE = 2 };
static void rw_assert(gasnett_rwlock_t *l, int want, const char *call)
{
    pthread_mutex_lock(&l->_lock);
    const int held = (l->_readers ? RW_READ : 0) | (l->_writer ? RW_WRITE : 0);
    pthread_mutex_unlock(&l->_lock);
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
