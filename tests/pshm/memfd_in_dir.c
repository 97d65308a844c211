/* memfd_in_dir: an LD_PRELOAD shim for tests/pshm/attach_mem.sh.
 *
 * With PSHMEX_TEST_MEMFD_DIR set, memfd_create() makes an unnamed file
 * (O_TMPFILE) in that directory instead of a memfd. The job's memory then
 * lives on a file system the test can size: a memfd has no size limit of
 * its own (a memory cgroup answers a shortage with the OOM killer, not with
 * SIGBUS, and strict overcommit is host-wide), while a full tmpfs makes the
 * kernel answer a first touch with SIGBUS exactly as a memfd does under
 * strict overcommit. Nothing else changes: the library only uses the fd.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <fcntl.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int memfd_create(const char *name, unsigned int flags)
{
    const char *dir = getenv("PSHMEX_TEST_MEMFD_DIR");
    if (!dir || !*dir)
        return (int)syscall(SYS_memfd_create, name, flags);
    return open(dir, O_TMPFILE | O_RDWR | ((flags & MFD_CLOEXEC) ? O_CLOEXEC : 0), 0600);
}
