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
 * All functions but pshm_try_malloc stop the job with pshm_fatal() ("pshmex: FATAL: pshm_malloc:
 * out of memory allocating N bytes", then the backtrace) on exhaustion or a
 * size overflow: none of their callers can do anything useful with NULL.
 */
#ifndef PSHM_ALLOC_H
#define PSHM_ALLOC_H

#include <stddef.h>

void *pshm_malloc(size_t size);
/* The one exception: NULL when size bytes cannot be had (and size 0), for
 * the caller that has something to do then (a Long Prepare with
 * GEX_FLAG_IMMEDIATE returns GEX_AM_SRCDESC_NO_OP). */
void *pshm_try_malloc(size_t size);
void *pshm_calloc(size_t count, size_t size);
void *pshm_realloc(void *ptr, size_t size);
char *pshm_strdup(const char *s);
void pshm_free(void *ptr);

/* Zeroed memory for the data that the inline RMA and atomics checks load
 * on every call (team and domain objects, whose first members they read,
 * and the per-rank entry arrays), starting PSHM_OFFPAGE bytes into a page
 * instead of where the allocator's slab happens to put it (at the start
 * of a page, for the first object of a size class). Why: a load whose
 * address matches an earlier, still uncommitted store's in its low 12
 * bits can be held behind that store on this CPU (4K aliasing), and the
 * most common targets of a client's stores are the first bytes of a page
 * (a segment's base, page-aligned arrays). A loop of checked 8-byte Puts
 * to the start of a peer's segment, whose team object and entries sat at
 * page offsets 0x00-0x3f, took 5-7 ns instead of 1.0-1.9 ns per call in
 * about one run in five (#18). Free with pshm_free_offpage. An entry
 * array's entries are 32 bytes, so the entries of ranks 50 and above wrap
 * round the page again (rank 50's at page offset 0): Puts to those ranks
 * can still meet the slow case. */
#define PSHM_OFFPAGE 0x9c0u
void *pshm_calloc_offpage(size_t count, size_t size);
void pshm_free_offpage(void *ptr);

#endif
