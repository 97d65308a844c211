// cxx_part.cc - the C++ translation unit of the build test's client: the
// three headers together, compiled with GASNET_CXX / GASNET_CXXFLAGS.
#include <gasnet.h>
#include <gasnet_tools.h>
#include <gasnetex.h>

extern "C" int cxx_part(void);

extern "C" int cxx_part(void)
{
    gasnett_atomic32_t a = gasnett_atomic32_init(40);
    gasnett_atomic32_add(&a, 2, GASNETT_ATOMIC_MB_POST);
    return (int)gasnett_atomic32_read(&a, 0) * (gasnet_nodes() > 0);
}
