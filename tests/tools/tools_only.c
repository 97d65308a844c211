/* tools_only.c - built by build.sh with only `pkg-config --cflags --libs
 * pshmex`: a program that uses gasnet_tools.h and no GASNet communication. */
#include <gasnet_tools.h>

int main(void)
{
    gasnett_atomic_t a = gasnett_atomic_init(1);
    gasnett_atomic_increment(&a, 0);
    gasnett_tick_t t0 = gasnett_ticks_now();
    gasnett_nsleep(1000000);
    uint64_t ns = gasnett_ticks_to_ns(gasnett_ticks_now() - t0);
    int good = gasnett_atomic_read(&a, 0) == 2 && ns >= 1000000;
    printf("tools-only %s (%s)\n", good ? "ok" : "FAILED", gasnett_release_version_str());
    return !good;
}
