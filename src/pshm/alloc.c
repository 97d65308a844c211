/* alloc.c - see alloc.h for why jemalloc's *allocx API. */
#include "pshm/alloc.h"

#include <jemalloc/jemalloc.h>
#include <string.h>

#include "pshm/err.h"

/* Heap exhaustion is fatal (alloc.h): pshm_fatal prints the one line and
 * the SIGABRT handler the caller's backtrace. */
static void *checked(void *p, size_t size, const char *fn)
{
    if (!p && size)
        pshm_fatal("%s: out of memory allocating %zu bytes", fn, size);
    return p;
}

void *pshm_malloc(size_t size)
{
    return checked(size ? mallocx(size, 0) : NULL, size, "pshm_malloc");
}

void *pshm_try_malloc(size_t size)
{
    return size ? mallocx(size, 0) : NULL;
}

void *pshm_calloc(size_t count, size_t size)
{
    size_t total;
    if (__builtin_mul_overflow(count, size, &total))
        pshm_fatal("pshm_calloc: allocation of %zu x %zu bytes overflows", count, size);
    return checked(total ? mallocx(total, MALLOCX_ZERO) : NULL, total, "pshm_calloc");
}

void *pshm_realloc(void *ptr, size_t size)
{
    if (!ptr)
        return pshm_malloc(size);
    if (!size) {
        dallocx(ptr, 0);
        return NULL;
    }
    return checked(rallocx(ptr, size, 0), size, "pshm_realloc");
}

char *pshm_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = pshm_malloc(n);
    memcpy(d, s, n);
    return d;
}

void pshm_free(void *ptr)
{
    if (ptr)
        dallocx(ptr, 0);
}

#define OFFPAGE_ALIGN 4096u

void *pshm_calloc_offpage(size_t count, size_t size)
{
    size_t total;
    if (__builtin_mul_overflow(count, size, &total) ||
        __builtin_add_overflow(total, PSHM_OFFPAGE, &total))
        pshm_fatal("pshm_calloc_offpage: allocation of %zu x %zu bytes overflows", count, size);
    char *p = checked(mallocx(total, MALLOCX_ALIGN(OFFPAGE_ALIGN) | MALLOCX_ZERO), total,
                      "pshm_calloc_offpage");
    return p + PSHM_OFFPAGE;
}

void pshm_free_offpage(void *ptr)
{
    if (ptr)
        dallocx((char *)ptr - PSHM_OFFPAGE, MALLOCX_ALIGN(OFFPAGE_ALIGN));
}
