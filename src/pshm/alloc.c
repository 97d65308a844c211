/* alloc.c - see alloc.h for why jemalloc's *allocx API. */
#include "pshm/alloc.h"

#include <jemalloc/jemalloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *checked(void *p, size_t size)
{
    if (!p && size) {
        fprintf(stderr, "pshmex: out of memory allocating %zu bytes\n", size);
        abort();
    }
    return p;
}

void *pshm_malloc(size_t size)
{
    return checked(size ? mallocx(size, 0) : NULL, size);
}

void *pshm_calloc(size_t count, size_t size)
{
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        fprintf(stderr, "pshmex: allocation of %zu x %zu bytes overflows\n", count, size);
        abort();
    }
    return checked(total ? mallocx(total, MALLOCX_ZERO) : NULL, total);
}

void *pshm_realloc(void *ptr, size_t size)
{
    if (!ptr)
        return pshm_malloc(size);
    if (!size) {
        dallocx(ptr, 0);
        return NULL;
    }
    return checked(rallocx(ptr, size, 0), size);
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
