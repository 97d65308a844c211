#!/bin/bash
# headers.sh: every installed public header compiles alone, as C11 and as
# C++17, with -Wall -Wextra -Wshadow -pedantic -Werror; gasnet_tools.h also
# together with gasnet.h and gasnetex.h, in either order, and in a program
# that uses it while including only it.
. "$(dirname "$0")/../lib.sh"
: "${CC:=cc}" "${GASNET_CXX:=g++}"
inc=$srcdir/include
flags="-Wall -Wextra -Wshadow -pedantic -Werror -I$inc"
[ -n "${PSHMEX_DEBUG_CPPFLAGS:-}" ] && flags="$flags $PSHMEX_DEBUG_CPPFLAGS"

# compiles LANG NAME HEADER...: a translation unit including HEADERs compiles
compiles() {
    local lang=$1 name=$2; shift 2
    local src=$WORK/$name.c cmd
    : >"$src"
    for h in "$@"; do echo "#include <$h>" >>"$src"; done
    echo 'int main(void) { return 0; }' >>"$src"
    if [ "$lang" = c ]; then
        cmd=($CC -std=c11 $flags -c "$src" -o "$WORK/$name.o")
    else
        cp "$src" "$WORK/$name.cpp"
        cmd=($GASNET_CXX -std=c++17 $flags -c "$WORK/$name.cpp" -o "$WORK/$name.o")
    fi
    if "${cmd[@]}" >"$WORK/$name.log" 2>&1; then
        pass "$* compiles as $( [ "$lang" = c ] && echo C11 || echo C++17)"
    else
        fail "$* compiles as $lang"
        diag_file "$WORK/$name.log" 15
    fi
}

# the public headers: those installed that may be included directly (the
# pshmex_*.h helpers refuse to be)
headers=$(cd "$inc" && ls gasnet*.h)
for h in $headers; do
    compiles c "c_${h%.h}" "$h"
    compiles cxx "x_${h%.h}" "$h"
done
for lang in c cxx; do
    compiles $lang ${lang}_tools_first gasnet_tools.h gasnet.h gasnetex.h
    compiles $lang ${lang}_tools_last gasnetex.h gasnet.h gasnet_tools.h
    compiles $lang ${lang}_tools_mid gasnet.h gasnet_tools.h gasnetex.h
done
# the parts gasnet_tools.h includes refuse to be included alone
for h in pshmex_tools_atomic.h pshmex_tools_sync.h; do
    printf '#include <%s>\nint main(void) { return 0; }\n' "$h" >"$WORK/alone_$h.c"
    if ! $CC -std=c11 $flags -c "$WORK/alone_$h.c" -o "$WORK/alone.o" >"$WORK/alone_$h.log" 2>&1 &&
        grep -q "include <gasnet_tools.h>, not <$h>" "$WORK/alone_$h.log"; then
        pass "$h alone is refused with 'include <gasnet_tools.h>'"
    else
        fail "$h alone is not refused"
        diag_file "$WORK/alone_$h.log" 10
    fi
done
done_testing
