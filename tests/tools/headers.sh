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

# refused NAME TEXT DESCRIPTION: $WORK/NAME.c does not compile as C11, and
# the compiler's output says TEXT
refused() {
    local name=$1 text=$2 d=$3
    if ! $CC -std=c11 $flags -c "$WORK/$name.c" -o "$WORK/$name.o" >"$WORK/$name.log" 2>&1 &&
        grep -qF "$text" "$WORK/$name.log"; then
        pass "$d"
    else
        fail "$d"
        diag_file "$WORK/$name.log" 10
    fi
}

# compiles_src NAME DESCRIPTION: $WORK/NAME.c compiles as C11 and as C++17
compiles_src() {
    local name=$1 d=$2 lang cmd
    cp "$WORK/$name.c" "$WORK/$name.cpp"
    for lang in c cxx; do
        if [ $lang = c ]; then
            cmd=($CC -std=c11 $flags -c "$WORK/$name.c" -o "$WORK/$name.o")
        else
            cmd=($GASNET_CXX -std=c++17 $flags -c "$WORK/$name.cpp" -o "$WORK/$name.o")
        fi
        if "${cmd[@]}" >"$WORK/${name}_$lang.log" 2>&1; then
            pass "$d ($lang)"
        else
            fail "$d ($lang): does not compile"
            diag_file "$WORK/${name}_$lang.log" 10
        fi
    done
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
# the compiler identification clients test in #if lines (as the
# reference's gasnet_portable_platform.h defines it)
cat >"$WORK/platform.c" <<'EOF'
#include <gasnet_tools.h>
#if !(PLATFORM_COMPILER_VERSION_GT(0, 0, 0) && PLATFORM_COMPILER_VERSION_GE(1, 0, 0) && \
      PLATFORM_COMPILER_VERSION_LT(999, 0, 0) && PLATFORM_COMPILER_VERSION_LE(999, 0, 0) && \
      !PLATFORM_COMPILER_VERSION_EQ(0, 0, 0))
#error "PLATFORM_COMPILER_VERSION_{GT,GE,LT,LE,EQ}"
#endif
#if PLATFORM_COMPILER_VERSION_INT(12, 2, 0) != (12 << 16 | 2 << 8)
#error "PLATFORM_COMPILER_VERSION_INT"
#endif
#if defined(__clang__) && !(PLATFORM_COMPILER_CLANG && PLATFORM_COMPILER_FAMILYID == 19)
#error "Clang: PLATFORM_COMPILER_CLANG, FAMILYID 19"
#endif
#if !defined(__clang__) && !(PLATFORM_COMPILER_GNU && PLATFORM_COMPILER_FAMILYID == 1)
#error "GCC: PLATFORM_COMPILER_GNU, FAMILYID 1"
#endif
#ifdef __cplusplus
#if !(PLATFORM_COMPILER_GNU_CXX || PLATFORM_COMPILER_CLANG_CXX) || PLATFORM_COMPILER_GNU_C || \
    PLATFORM_COMPILER_CLANG_C || PLATFORM_COMPILER_ID != 10000 + PLATFORM_COMPILER_FAMILYID || \
    PLATFORM_COMPILER_CXX_LANGLVL != __cplusplus || defined(PLATFORM_COMPILER_C_LANGLVL)
#error "C++: the _CXX family macro, ID 10000 + FAMILYID, only CXX_LANGLVL"
#endif
#else
#if !(PLATFORM_COMPILER_GNU_C || PLATFORM_COMPILER_CLANG_C) || PLATFORM_COMPILER_GNU_CXX || \
    PLATFORM_COMPILER_CLANG_CXX || PLATFORM_COMPILER_ID != PLATFORM_COMPILER_FAMILYID || \
    PLATFORM_COMPILER_C_LANGLVL != __STDC_VERSION__ || defined(PLATFORM_COMPILER_CXX_LANGLVL)
#error "C: the _C family macro, ID FAMILYID, only C_LANGLVL"
#endif
#endif
int main(void) { return 0; }
EOF
compiles_src platform "PLATFORM_COMPILER_VERSION_GT/GE/EQ/LE/LT, _INT, the family's _C/_CXX macro, ID and LANGLVL"

# What GASNet-EX clients use with gasnetex.h (and gasnet_tools.h) alone, as
# the reference's gasnetex.h provides it: GASNet-1's barriers and flags, the
# thread-information macros, its guard name; int gasnett_set_affinity and
# GASNETT_SET_AFFINITY_SUPPORT; GASNET_RELEASE_VERSION_* in a tools-only
# program.
cat >"$WORK/ex_only.c" <<'EOF'
#include <gasnetex.h>
#include <gasnet_tools.h>
#if !defined(_INCLUDED_GASNETEX_H) || defined(_INCLUDED_GASNET_H) || !GASNETT_SET_AFFINITY_SUPPORT
#error "_INCLUDED_GASNETEX_H without _INCLUDED_GASNET_H, GASNETT_SET_AFFINITY_SUPPORT"
#endif
int ex_only(void);
int ex_only(void)
{
    GASNET_BEGIN_FUNCTION();
    gasnet_threadinfo_t ti = GASNET_GET_THREADINFO();
    int id = 0, rc = gasnett_set_affinity(0);
    gasnet_barrier_notify(0, GASNET_BARRIERFLAG_ANONYMOUS);
    rc |= gasnet_barrier_wait(0, GASNET_BARRIERFLAG_ANONYMOUS);
    rc |= gasnet_barrier_try(0, GASNET_BARRIERFLAG_MISMATCH);
    rc |= gasnet_barrier(0, GASNET_BARRIERFLAG_UNNAMED);
    rc |= gasnet_barrier_result(&id);
    return rc + (ti != NULL);
}
EOF
cat >"$WORK/tools_rel.c" <<'EOF'
#include <gasnet_tools.h>
#if GASNET_RELEASE_VERSION_MAJOR != GASNETT_RELEASE_VERSION_MAJOR || \
    GASNET_RELEASE_VERSION_MINOR != GASNETT_RELEASE_VERSION_MINOR || \
    GASNET_RELEASE_VERSION_PATCH != GASNETT_RELEASE_VERSION_PATCH
#error "GASNET_RELEASE_VERSION_* in a tools-only program"
#endif
int tools_rel(void);
int tools_rel(void) { return GASNET_RELEASE_VERSION_MAJOR; }
EOF
compiles_src ex_only "ex_only: gasnet_barrier*, GASNET_BARRIERFLAG_*, threadinfo macros and int gasnett_set_affinity with gasnetex.h alone"

# the thread mode gasnet_tools.h reports (README-tools; the reference's
# rules), and int gasnett_nsleep
tm_case() {
    local name=$1 pre=$2 test=$3 d=$4
    printf '%b\n#include <gasnet_tools.h>\n#if %s\n#error "%s"\n#endif\n' "$pre" "$test" "$name" \
        >"$WORK/$name.c"
    printf 'int %s(void);\nint %s(void) { return gasnett_nsleep(0); }\n' "$name" "$name" >>"$WORK/$name.c"
    compiles_src "$name" "$d"
}
tm_case tm_par '#define GASNET_PAR 1\n#include <gasnet.h>' \
    '!GASNETT_THREAD_SAFE || defined(GASNETT_THREAD_SINGLE)' \
    "GASNET_PAR client: GASNETT_THREAD_SAFE is 1, no GASNETT_THREAD_SINGLE; int gasnett_nsleep"
tm_case tm_seq '#define GASNET_SEQ 1\n#include <gasnet.h>' \
    '!defined(GASNETT_THREAD_SINGLE) || GASNETT_THREAD_SINGLE != 1 || defined(GASNETT_THREAD_SAFE)' \
    "GASNET_SEQ client: GASNETT_THREAD_SINGLE is 1, no GASNETT_THREAD_SAFE"
tm_case tm_empty '#define GASNETT_THREAD_SAFE' '!GASNETT_THREAD_SAFE' \
    "GASNETT_THREAD_SAFE defined empty by a tools client: it is 1 after gasnet_tools.h"
tm_case tm_reentrant '#define _REENTRANT 1' '!GASNETT_THREAD_SAFE' \
    "a tools client compiled with _REENTRANT: GASNETT_THREAD_SAFE is 1"
tm_case tm_plain '' '!GASNETT_THREAD_SINGLE || defined(GASNETT_THREAD_SAFE)' \
    "a tools client with no thread mode: GASNETT_THREAD_SINGLE is 1"
printf '#define GASNETT_THREAD_SINGLE 1\n#define GASNET_PAR 1\n#include <gasnet_tools.h>\nint main(void) { return 0; }\n' \
    >"$WORK/tm_conflict.c"
refused tm_conflict 'GASNETT_THREAD_SINGLE with GASNET_PAR' \
    "GASNETT_THREAD_SINGLE with GASNET_PAR does not compile, and says why"
compiles_src tools_rel "tools_rel: GASNET_RELEASE_VERSION_* from gasnet_tools.h alone"

# the platform macros from the header the reference installs for them,
# which clients (Caffeine) include directly
sed 's/<gasnet_tools.h>/<gasnet_portable_platform.h>/' "$WORK/platform.c" >"$WORK/platform_alone.c"
cat >>"$WORK/platform_alone.c" <<'EOF'
static const char platform_id[] = PLATFORM_COMPILER_IDSTR;
int platform_alone(void);
int platform_alone(void) { return (int)sizeof platform_id + PLATFORM_ARCH_64 + PLATFORM_OS_LINUX; }
EOF
compiles_src platform_alone "<gasnet_portable_platform.h> alone: the PLATFORM_COMPILER/_OS/_ARCH macros"

# What real GASNet-EX clients (Caffeine, Chapel, UPC++) use having included
# only gasnetex.h or gasnet.h: the Tools (spec 003: gasnetex.h is "GASNet-EX
# API + Tools"), MIN and MAX, gasnett_fatalerror_nopos as a macro,
# GASNETI_MAX_THREADS, GASNETI_CACHE_LINE_BYTES and the page and line
# sizes beside it (HiPer3GA), the gasneti_ticks_* timer (ARL), and exactly
# one of GASNET_DEBUG / GASNET_NDEBUG.
porting_case() {
    local name=$1 header=$2 pre=$3 want=$4
    {
        printf '%b\n#include <%s>\n' "$pre" "$header"
        printf '#if defined(GASNET_DEBUG) + defined(GASNET_NDEBUG) != 1 || !defined(%s)\n' "$want"
        printf '#error "exactly one of GASNET_DEBUG and GASNET_NDEBUG, here %s"\n#endif\n' "$want"
        cat <<'EOF'
#ifndef gasnett_fatalerror_nopos
#error "gasnett_fatalerror_nopos is a macro"
#endif
#if GASNETI_MAX_THREADS != GASNETT_MAX_THREADS || MAX(2, 3) != 3 || MIN(2, 3) != 2
#error "GASNETI_MAX_THREADS, MIN, MAX"
#endif
#if GASNETI_CACHE_LINE_BYTES != GASNETT_CACHE_LINE_BYTES ||                                        \
    (1 << GASNETI_CACHE_LINE_SHIFT) != GASNETI_CACHE_LINE_BYTES ||                                  \
    GASNETI_PAGESIZE != GASNETT_PAGESIZE || (1 << GASNETI_PAGESHIFT) != GASNETI_PAGESIZE
#error "GASNETI_CACHE_LINE_BYTES/_SHIFT, GASNETI_PAGESIZE/_PAGESHIFT"
#endif
struct porting_padded { /* a client's padding to a cache line */
    gasnett_atomic_t a;
    char fill[GASNETI_CACHE_LINE_BYTES - sizeof(gasnett_atomic_t)];
};
GASNETT_IDENT(porting_ident, "$pshmex porting test $");
GASNETT_COLD static void porting_fail(const char *msg) { gasnett_fatalerror_nopos("%s", msg); }
int porting_use(void);
int porting_use(void)
{
    gasnett_tick_t t0 = gasnett_ticks_now();
    const char *v = gasnett_getenv("PSHMEX_PORTING_TEST");
    static const char id[] = PLATFORM_COMPILER_IDSTR;
    if (v && v[0] == '!')
        porting_fail(v);
    uint64_t ns = gasnett_ticks_to_ns(gasnett_ticks_now() - t0);
    gasneti_tick_t t1 = gasneti_ticks_now();
    ns += gasneti_ticks_to_ns(gasneti_ticks_now() - t1) + gasneti_ticks_to_us(t1 - t0);
    return MIN((int)ns, 0) + MAX((int)sizeof id, 1) + GASNETT_MAX_THREADS +
           (int)sizeof(struct porting_padded);
}
EOF
    } >"$WORK/$name.c"
    compiles_src "$name" "a client including only <$header>${pre:+ ($pre)} uses the Tools, MIN/MAX, gasnett_fatalerror_nopos, GASNETI_MAX_THREADS, GASNETI_CACHE_LINE_BYTES, gasneti_ticks_*; $want is defined"
}
porting_case port_ex gasnetex.h '' GASNET_NDEBUG
porting_case port_g1 gasnet.h '#define GASNET_PAR 1' GASNET_NDEBUG
porting_case port_debug gasnet.h '#define PSHMEX_DEBUG 1' GASNET_DEBUG
# a client's own MIN and MAX (defined first) are kept, with no warning
cat >"$WORK/own_minmax.c" <<'EOF'
#define MIN(a, b) my_min(a, b)
#define MAX(a, b) my_max(a, b)
#include <gasnetex.h>
int my_min(int, int);
int my_max(int, int);
int own_minmax(void);
int own_minmax(void) { return MIN(1, 2) + MAX(1, 2); }
EOF
compiles_src own_minmax "a client's own MIN/MAX, defined before <gasnetex.h>, are kept (no redefinition warning)"

# gasnet_config.h, as the reference's configure writes it for every client:
# SIZEOF_VOID_P after <gasnet.h> alone (ClusterSTM tests it), the header
# included again by the client after <gasnet.h> (DSTM_P1), and the same
# names in the client's own config header, before or after, with no
# redefinition warning; GASNETI_THREADKEY_DECLARE/DEFINE (DSTM_P1).
cat >"$WORK/config_sizes.c" <<'EOF'
#define SIZEOF_INT 4 /* the client's own config header, before */
#define GASNET_PAR 1
#include <gasnet.h>
#if SIZEOF_VOID_P != 4 && SIZEOF_VOID_P != 8
#error "SIZEOF_VOID_P after <gasnet.h>"
#endif
#include <gasnet_config.h>
#define SIZEOF_SHORT 2 /* and after */
#ifdef __cplusplus
#define CONFIG_BOOL_OK (SIZEOF__BOOL == sizeof(bool))
#else
#define CONFIG_BOOL_OK (SIZEOF__BOOL == sizeof(_Bool) && SIZEOF_FLOAT__COMPLEX == sizeof(float _Complex))
#endif
typedef char config_sizes_ok[SIZEOF_VOID_P == sizeof(void *) && SIZEOF_CHAR == sizeof(char) &&
                                     SIZEOF_SHORT == sizeof(short) && SIZEOF_INT == sizeof(int) &&
                                     SIZEOF_LONG == sizeof(long) &&
                                     SIZEOF_LONG_LONG == sizeof(long long) &&
                                     SIZEOF_SIZE_T == sizeof(size_t) &&
                                     SIZEOF_PTRDIFF_T == sizeof(ptrdiff_t) &&
                                     SIZEOF_FLOAT == sizeof(float) &&
                                     SIZEOF_DOUBLE == sizeof(double) &&
                                     SIZEOF_LONG_DOUBLE == sizeof(long double) && CONFIG_BOOL_OK
                                 ? 1
                                 : -1];
GASNETI_THREADKEY_DECLARE(config_key);
GASNETI_THREADKEY_DEFINE(config_key);
int config_sizes(void);
int config_sizes(void)
{
    gasnett_threadkey_set(config_key, NULL);
    return (int)sizeof(config_sizes_ok) + (gasnett_threadkey_get(config_key) != NULL);
}
EOF
compiles_src config_sizes "SIZEOF_* after <gasnet.h>, <gasnet_config.h> again, a client's own SIZEOF_* before and after; GASNETI_THREADKEY_*"

# A client that defines its mode, GASNET_DEBUG or GASNET_SEGMENT_FAST with
# no value (Realm: `#define GASNET_PAR`) may test them with #if afterwards,
# as GASNet makes them 1; no redefinition warning.
for mode in GASNET_SEQ GASNET_PARSYNC GASNET_PAR; do
    cat >"$WORK/empty_$mode.c" <<EOF
#define $mode
#define GASNET_DEBUG
#define GASNET_SEGMENT_FAST
#include <gasnet.h>
#if $mode != 1 || GASNET_DEBUG != 1 || GASNET_SEGMENT_FAST != 1
#error "$mode, GASNET_DEBUG and GASNET_SEGMENT_FAST are 1"
#endif
#if GASNET_SEQ + GASNET_PARSYNC + GASNET_PAR != 1
#error "exactly one mode"
#endif
int empty_mode(void);
int empty_mode(void) { return (int)sizeof GASNET_CONFIG_STRING; }
EOF
    compiles_src "empty_$mode" "#define $mode, GASNET_DEBUG, GASNET_SEGMENT_FAST with no value: each is 1 after <gasnet.h>"
done

# the parts gasnet_tools.h includes refuse to be included alone
for h in pshmex_tools_atomic.h pshmex_tools_sync.h; do
    printf '#include <%s>\nint main(void) { return 0; }\n' "$h" >"$WORK/alone_$h.c"
    refused "alone_$h" "include <gasnet_tools.h>, not <$h>" \
        "$h alone is refused with 'include <gasnet_tools.h>'"
done
done_testing
