/* std_names_client.h - the body of the two #23 header tests
 * (std_only_gasnet.c, std_only_gasnetex.c): a client that included only
 * one GASNet header uses the common names of <unistd.h>, <stdio.h>,
 * <stdlib.h>, <string.h>, <inttypes.h>, <stdint.h>, <stddef.h>,
 * <limits.h>, <errno.h> and <sched.h>, and PATH_MAX, which the reference
 * headers define when <limits.h> does not (strict C11). Compiled (not run)
 * by tests/core/headers.sh as C11 with -Werror=implicit-function-declaration
 * and as C++17. */
struct std_names_probe {
    int a;
    char b;
};

int std_names_use(int argc, char **argv);
int std_names_use(int argc, char **argv)
{
    /* <stdlib.h> */
    char *heap = (char *)malloc(64);
    if (!heap)
        abort();
    int n = atoi(argc > 1 ? argv[1] : "3") + (int)strtol("7", NULL, 10);
    const char *home = getenv("HOME");
    /* <string.h> */
    memset(heap, 0, 64);
    memcpy(heap, "pshmex", 7);
    n += (int)strlen(heap) + strcmp(heap, "pshmex") + (strchr(heap, 'x') != NULL);
    /* <stdint.h>, <inttypes.h>, <stddef.h>, <limits.h> */
    uint64_t u64 = UINT64_C(1) << 40;
    uintptr_t up = (uintptr_t)heap;
    size_t off = offsetof(struct std_names_probe, b);
    ptrdiff_t pd = heap + 1 - heap;
    intmax_t im = INTMAX_MAX;
    /* <stdio.h> */
    char line[128];
    snprintf(line, sizeof line, "%" PRIu64 " %" PRIuPTR " %zu %td %" PRIdMAX " %d %d %zu", u64, up,
             off, pd, im, INT_MAX, CHAR_BIT, (size_t)SIZE_MAX);
    fprintf(stderr, "%s %s\n", line, home ? home : "-");
    printf("%d\n", n);
    fflush(stdout);
    /* <unistd.h>, <errno.h>, <sched.h>, PATH_MAX */
    n += (int)sleep(0) + (int)(getpid() > 0) + (int)(sysconf(_SC_PAGESIZE) > 0);
    char path[PATH_MAX];
    path[0] = '\0';
    errno = 0;
    if (write(STDERR_FILENO, path, 0) < 0 && errno == EINTR)
        n += STDOUT_FILENO + STDIN_FILENO;
    n += sched_yield();
    free(heap);
    return n;
}
