/* segment_fault.h - a clear report when shared memory runs out on first
 * touch of a segment page.
 *
 * Segments are reserved, not committed (segment.h): the kernel allocates a
 * page when it is first touched. If the memory behind the job's file runs
 * out then (a size-limited tmpfs, strict overcommit, hugetlb), the access
 * gets SIGBUS. The fatal-signal handler (core/errors.c, the one owner of
 * SIGBUS) asks pshm_segment_fault_describe for one line naming the rank,
 * the segment, the address and the sizes asked, with how to lower
 * GASNET_MAX_SEGSIZE, prints it instead of its generic line, then the
 * backtrace, and lets the rank die by SIGBUS (the job ends with 128+SIGBUS).
 */
#ifndef PSHM_SEGMENT_FAULT_H
#define PSHM_SEGMENT_FAULT_H

#include <stddef.h>

/* If addr lies in a segment mapped in this process, write the one-line
 * report (ending in '\n', NUL-terminated, truncated to len) into buf and
 * return non-zero; otherwise return 0 and leave buf alone.
 * Async-signal-safe: reads only the job header, formats by hand. */
int pshm_segment_fault_describe(const void *addr, char *buf, size_t len);

#endif
