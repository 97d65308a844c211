/*
 * pshmex_tools_sync.h -- pshmex: the thread wrappers (mutex, cond, rwlock,
 * threadkey) of the GASNet Tools interface.
 *
 * Part of gasnet_tools.h, which includes it (inside its extern "C" block,
 * after its system headers and compiler annotations): include
 * <gasnet_tools.h>, not this file.
 */
#ifndef _PSHMEX_TOOLS_SYNC_H
#define _PSHMEX_TOOLS_SYNC_H

#ifndef _GASNETT_GASNET_TOOLS_H
#error "include <gasnet_tools.h>, not <pshmex_tools_sync.h>"
#endif

/* Declarations of the library's API (built with -fvisibility=hidden). */
#pragma GCC visibility push(default)

/* ------------------------------------------------------------------ */
/* Mutexes, condition variables, reader-writer locks                   */
/* ------------------------------------------------------------------ */
/** A pthread mutex that knows its owner, to catch recursive locking,
 *  unlocking a mutex not held, and to answer assertlocked. */
typedef struct {
    pthread_mutex_t _lock;
    pthread_t _owner; /* the holder, written by it before is_held is set */
    int _is_held;     /* set (release) by the holder after owner, cleared by it before unlocking */
} gasnett_mutex_t;
#define GASNETT_MUTEX_INITIALIZER                                                                  \
    {                                                                                              \
        PTHREAD_MUTEX_INITIALIZER, 0, 0                                                            \
    }

/* Non-zero iff the calling thread holds m.  The acquire load pairs with the
 * holder's release store of is_held, so a set is_held comes with its owner. */
static inline int _gasnett_mutex_mine(gasnett_mutex_t *_m)
{
    return __atomic_load_n(&_m->_is_held, __ATOMIC_ACQUIRE) &&
           pthread_equal(__atomic_load_n(&_m->_owner, __ATOMIC_RELAXED), pthread_self());
}
static inline void _gasnett_mutex_took(gasnett_mutex_t *_m)
{
    __atomic_store_n(&_m->_owner, pthread_self(), __ATOMIC_RELAXED);
    __atomic_store_n(&_m->_is_held, 1, __ATOMIC_RELEASE);
}
static inline void gasnett_mutex_init(gasnett_mutex_t *_m)
{
    int _rc = pthread_mutex_init(&_m->_lock, NULL);
    if (_rc)
        gasnett_fatalerror("gasnett_mutex_init: pthread_mutex_init failed (error %d)", _rc);
    _m->_is_held = 0;
}
/** Destroy; returns the pthread error (0 on success) without checking it. */
static inline int gasnett_mutex_destroy_ignoreerr(gasnett_mutex_t *_m)
{
    return pthread_mutex_destroy(&_m->_lock);
}
static inline void gasnett_mutex_destroy(gasnett_mutex_t *_m)
{
    int _rc = pthread_mutex_destroy(&_m->_lock);
    if (_rc)
        gasnett_fatalerror("gasnett_mutex_destroy: error %d (is the mutex held?)", _rc);
}
static inline void gasnett_mutex_lock(gasnett_mutex_t *_m)
{
    if (_gasnett_mutex_mine(_m))
        gasnett_fatalerror("gasnett_mutex_lock: recursive locking of a mutex this thread holds");
    int _rc = pthread_mutex_lock(&_m->_lock);
    if (_rc)
        gasnett_fatalerror("gasnett_mutex_lock: pthread_mutex_lock failed (error %d)", _rc);
    _gasnett_mutex_took(_m);
}
/** 0 if acquired, EBUSY if another thread holds it. */
static inline int gasnett_mutex_trylock(gasnett_mutex_t *_m)
{
    if (_gasnett_mutex_mine(_m))
        gasnett_fatalerror("gasnett_mutex_trylock: recursive locking of a mutex this thread holds");
    int _rc = pthread_mutex_trylock(&_m->_lock);
    if (_rc == 0)
        _gasnett_mutex_took(_m);
    else if (_rc != EBUSY)
        gasnett_fatalerror("gasnett_mutex_trylock: pthread_mutex_trylock failed (error %d)", _rc);
    return _rc;
}
static inline void gasnett_mutex_unlock(gasnett_mutex_t *_m)
{
    if (!_gasnett_mutex_mine(_m))
        gasnett_fatalerror("gasnett_mutex_unlock: the calling thread does not hold the mutex");
    __atomic_store_n(&_m->_is_held, 0, __ATOMIC_RELAXED);
    int _rc = pthread_mutex_unlock(&_m->_lock);
    if (_rc)
        gasnett_fatalerror("gasnett_mutex_unlock: pthread_mutex_unlock failed (error %d)", _rc);
}
/** Fatal error unless the calling thread holds m. */
static inline void gasnett_mutex_assertlocked(gasnett_mutex_t *_m)
{
    if (!_gasnett_mutex_mine(_m))
        gasnett_fatalerror("gasnett_mutex_assertlocked: the calling thread does not hold it");
}
/** Fatal error if the calling thread holds m. */
static inline void gasnett_mutex_assertunlocked(gasnett_mutex_t *_m)
{
    if (_gasnett_mutex_mine(_m))
        gasnett_fatalerror("gasnett_mutex_assertunlocked: the calling thread holds it");
}

typedef pthread_cond_t gasnett_cond_t;
#define GASNETT_COND_INITIALIZER PTHREAD_COND_INITIALIZER
static inline void gasnett_cond_init(gasnett_cond_t *_c)
{
    int _rc = pthread_cond_init(_c, NULL);
    if (_rc)
        gasnett_fatalerror("gasnett_cond_init: pthread_cond_init failed (error %d)", _rc);
}
static inline void gasnett_cond_destroy(gasnett_cond_t *_c)
{
    int _rc = pthread_cond_destroy(_c);
    if (_rc)
        gasnett_fatalerror("gasnett_cond_destroy: error %d (are threads waiting?)", _rc);
}
/** Wake at least one waiter (hold the associated mutex while signalling). */
static inline void gasnett_cond_signal(gasnett_cond_t *_c)
{
    (void)pthread_cond_signal(_c);
}
/** Wake every waiter. */
static inline void gasnett_cond_broadcast(gasnett_cond_t *_c)
{
    (void)pthread_cond_broadcast(_c);
}
/** Release m (held), sleep until signalled (or spuriously), retake m. */
static inline void gasnett_cond_wait(gasnett_cond_t *_c, gasnett_mutex_t *_m)
{
    if (!_gasnett_mutex_mine(_m))
        gasnett_fatalerror("gasnett_cond_wait: the calling thread does not hold the mutex");
    __atomic_store_n(&_m->_is_held, 0, __ATOMIC_RELAXED);
    int _rc = pthread_cond_wait(_c, &_m->_lock);
    if (_rc)
        gasnett_fatalerror("gasnett_cond_wait: pthread_cond_wait failed (error %d)", _rc);
    _gasnett_mutex_took(_m);
}

/** Reader-writer lock (many readers or one writer; waiting writers keep new
 *  readers out).  Built on a mutex and a condition variable, so it exists
 *  in strict ISO C builds where pthread_rwlock_t is hidden.  Not recursive. */
typedef struct {
    pthread_mutex_t _lock; /* guards the three counts */
    pthread_cond_t _cond;  /* broadcast whenever the lock becomes free(r) */
    int _readers;          /* threads holding it for reading */
    int _writer;           /* 1 while a thread holds it for writing */
    int _writers_waiting;  /* writers blocked in wrlock */
} gasnett_rwlock_t;
#define GASNETT_RWLOCK_INITIALIZER                                                                 \
    {                                                                                              \
        PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0, 0                               \
    }
extern void gasnett_rwlock_init(gasnett_rwlock_t *_l);
extern void gasnett_rwlock_destroy(gasnett_rwlock_t *_l);
extern void gasnett_rwlock_rdlock(gasnett_rwlock_t *_l);
extern void gasnett_rwlock_wrlock(gasnett_rwlock_t *_l);
/** 0 if acquired, EBUSY otherwise. */
extern int gasnett_rwlock_tryrdlock(gasnett_rwlock_t *_l);
extern int gasnett_rwlock_trywrlock(gasnett_rwlock_t *_l);
/** Release a read or a write hold. */
extern void gasnett_rwlock_unlock(gasnett_rwlock_t *_l);
/** Debug checks that the lock is held for reading, for writing, either,
 *  or not by the caller: fatal when the lock is certainly not so (it
 *  records how it is held, not by whom, so a hold by another thread
 *  passes, and assertunlocked checks nothing). */
extern void gasnett_rwlock_assertrdlocked(gasnett_rwlock_t *_l);
extern void gasnett_rwlock_assertwrlocked(gasnett_rwlock_t *_l);
extern void gasnett_rwlock_assertlocked(gasnett_rwlock_t *_l);
extern void gasnett_rwlock_assertunlocked(gasnett_rwlock_t *_l);

/* ------------------------------------------------------------------ */
/* Thread-specific pointers                                            */
/* ------------------------------------------------------------------ */
/* A key is a thread-local void * (compiler TLS: no key creation needed,
 * every thread starts with NULL). */
#ifdef __cplusplus
#define _GASNETT_TLS thread_local
#else
#define _GASNETT_TLS _Thread_local
#endif
/** Define key at file scope, in exactly one source file. */
#define GASNETT_THREADKEY_DEFINE(_key)              _GASNETT_TLS void *_gasnett_threadkey_##_key = NULL
/** Declare a key defined elsewhere (in a header). */
#define GASNETT_THREADKEY_DECLARE(_key)             extern _GASNETT_TLS void *_gasnett_threadkey_##_key
/* The reference's internal names for the two, which a GASNet client uses
 * (DSTM_P1) beside gasnett_threadkey_get/set. */
#define GASNETI_THREADKEY_DEFINE(_key)              GASNETT_THREADKEY_DEFINE(_key)
#define GASNETI_THREADKEY_DECLARE(_key)             GASNETT_THREADKEY_DECLARE(_key)
#define gasnett_threadkey_get(_key)                 (_gasnett_threadkey_##_key)
#define gasnett_threadkey_set(_key, _newval)        ((void)(_gasnett_threadkey_##_key = (_newval)))
/** Optional (thread-local storage needs no set-up); may be called many times. */
#define gasnett_threadkey_init(_key)                ((void)&_gasnett_threadkey_##_key)
#define gasnett_threadkey_get_noinit(_key)          gasnett_threadkey_get(_key)
#define gasnett_threadkey_set_noinit(_key, _newval) gasnett_threadkey_set(_key, _newval)

#pragma GCC visibility pop

#endif /* _PSHMEX_TOOLS_SYNC_H */
