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
