/* alloc.h - the library's own heap allocations.
 *
 * jemalloc serves the library's bookkeeping (client/EP/team/segment objects,
 * handler tables, later event pools and collective state). We call it through
 * its non-standard *allocx API so that linking pshmex into a program does not
 * replace the program's own malloc: with shared linking the executable keeps
 * resolving malloc to libc, and our objects come from jemalloc's thread
 * caches, which keeps small-object allocation on hot paths (events in #4)
 * cheap and thread-scalable.
 *
 * All functions stop the job with pshm_fatal() ("pshmex: FATAL: pshm_malloc:
 * out of memory allocating N bytes", then the backtrace) on exhaustion or a
 * size overflow: none of their callers can do anything useful with NULL.
 */
#ifndef PSHM_ALLOC_H
#define PSHM_ALLOC_H

#include <stddef.h>

void *pshm_malloc(size_t size);
void *pshm_calloc(size_t count, size_t size);
void *pshm_realloc(void *ptr, size_t size);
char *pshm_strdup(const char *s);
void pshm_free(void *ptr);

#endif
