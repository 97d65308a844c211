/* mem_room.h - how much more shared memory this process's job can get. */
#ifndef PSHM_MEM_ROOM_H
#define PSHM_MEM_ROOM_H

#include <stdint.h>

/* Bytes that can still be allocated for the job's file without the kernel
 * failing or OOM-killing: the least of MemAvailable, the room under the
 * memory cgroup's limits (v1 or v2, ancestors included), the free space of
 * the file system behind fd (a new memfd's if fd < 0; a memfd has no limit)
 * and, under vm.overcommit_memory=2, the commit room. UINT64_MAX if nothing
 * is known. Reads /proc and /sys: not for hot paths. */
uint64_t pshm_mem_room(int fd);

#endif
