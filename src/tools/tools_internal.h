/* tools_internal.h - what the src/tools files share (not installed). */
#ifndef PSHMEX_TOOLS_INTERNAL_H
#define PSHMEX_TOOLS_INTERNAL_H

#include <stdint.h>

/* This process's rank in a pshmex job, or -1 outside one (a tools-only
 * program, or before gex_Client_Init / gasnet_init joined the job). */
int tools_rank(void);

/* Write all of buf to fd (retrying short writes and EINTR); 0 on success. */
int tools_write_all(int fd, const char *buf, size_t len);

#endif
