#!/bin/bash
# build.sh: a GASNet client builds against an installed pshmex the way GASNet
# build systems do, from a `make install DESTDIR=<stage>` staging prefix:
#  - make install puts gasnet_tools.h, include/smp-conduit/smp-{seq,par,
#    parsync}.mak, pkgconfig/gasnet-smp-*.pc and bin/gasnetrun_smp beside
#    pshmex.pc, and the fragments name the configured --prefix;
#  - client/Makefile includes smp-seq.mak, then (another build) smp-par.mak,
#    and builds a C + C++ program using gasnet.h, gasnetex.h and
#    gasnet_tools.h; the staged prefix is passed as GASNET_PREFIX (what a
#    relocated install needs; a real install is found with no override);
#  - each program runs under the staged gasnetrun_smp and pshmrun with no
#    LD_LIBRARY_PATH (the fragment's RPATH finds libpshmex.so) and reports
#    the thread mode it was built for;
#  - a tools-only program builds with `pkg-config --cflags --libs pshmex`
#    and runs (LD_LIBRARY_PATH: pshmex.pc adds no RPATH);
#  - gasnet-smp-par.pc gives -DGASNET_PAR; gasnet-smp-seq.pc has the
#    fragment's variables (GASNET_CC, _CXX, _LD, ...), and a program builds
#    the way GASNet's README shows with them (--variable=GASNET_CC, --cflags,
#    --variable=GASNET_LD, --libs) and runs without LD_LIBRARY_PATH;
#  - a link with only $(GASNET_LIBS) finds the library (its -L is there);
#  - gasnetrun_smp takes gasnetrun's options: -np2, -N 1, -c N, -E, -v,
#    -t (runs nothing), -spawner=; refuses -N 2; a program named without
#    a slash is found in the current directory.
. "$(dirname "$0")/../lib.sh"
: "${MAKE:=make}" "${CC:=cc}"
top=${PSHMEX_TOP_BUILDDIR:-$_top}
prefix=$(sed -n 's/^prefix=//p' "$top/pshmex.pc")
stage=$WORK/stage
dest=$stage$prefix

run install 600 "$MAKE" -C "$top" install DESTDIR="$stage"
if [ "$RC" = 0 ]; then pass "make install DESTDIR=... succeeds"; else fail "make install (status $RC)"; diag_file "$WORK/install.err"; done_testing; fi
libdir=$(sed -n 's/^libdir=//p' "$top/pshmex.pc" | sed "s|\${prefix}|$prefix|; s|\${exec_prefix}|$prefix|")
for f in include/gasnet_tools.h include/gasnet_portable_platform.h include/gasnet.h include/gasnetex.h \
    include/gasnet_config.h include/gasnet_handler.h \
    include/smp-conduit/smp-seq.mak include/smp-conduit/smp-par.mak include/smp-conduit/smp-parsync.mak \
    bin/gasnetrun_smp bin/pshmrun; do
    check "installed $f" test -e "$dest/$f"
done
for m in seq par parsync; do
    check "installed gasnet-smp-$m.pc beside pshmex.pc" test -e "$stage$libdir/pkgconfig/gasnet-smp-$m.pc"
done
check "gasnetrun_smp is executable" test -x "$dest/bin/gasnetrun_smp"
check "the installed smp-seq.mak names the configured prefix $prefix" \
    grep -qx "GASNET_PREFIX = $prefix" "$dest/include/smp-conduit/smp-seq.mak"
check "smp-par.mak selects GASNET_PAR" grep -q '^GASNET_DEFINES = -DGASNET_PAR ' "$dest/include/smp-conduit/smp-par.mak"
check "smp-parsync.mak selects GASNET_PARSYNC" \
    grep -q '^GASNET_DEFINES = -DGASNET_PARSYNC ' "$dest/include/smp-conduit/smp-parsync.mak"

mkdir -p "$WORK/build"
unset LD_LIBRARY_PATH
# the clients are built from the fragments alone (no sanitizer flags): in a
# sanitizer build they run with its runtime preloaded (not the compiler)
# through the launcher's rank wrapper: gasnetrun_smp is a bash script, and
# a sanitizer runtime preloaded into bash itself can crash it (TSan does)
san_env=(env)
[ -n "$SAN_RUNTIME" ] && san_env=(env PSHMEX_RANK_WRAPPER="env LD_PRELOAD=$SAN_RUNTIME")
direct_env=(env) # a C program run directly takes the preload itself
[ -n "$SAN_RUNTIME" ] && direct_env=(env LD_PRELOAD="$SAN_RUNTIME")
for mode in seq par; do
    MODE=$(echo $mode | tr a-z A-Z)
    run make_$mode 300 "$MAKE" -C "$WORK/build" -f "$TESTS_SRCDIR/tools/client/Makefile" \
        SRCDIR="$TESTS_SRCDIR/tools/client" MODE=$mode GASNET_PREFIX="$dest"
    if [ "$RC" = 0 ] && [ -x "$WORK/build/client-$mode" ]; then
        pass "client Makefile including smp-$mode.mak builds client-$mode (C and C++)"
    else
        fail "client build with smp-$mode.mak (status $RC)"
        diag_file "$WORK/make_$mode.out"
        diag_file "$WORK/make_$mode.err"
        continue
    fi
    run run_$mode 60 "${san_env[@]}" "$dest/bin/gasnetrun_smp" -n 2 "$WORK/build/client-$mode"
    if [ "$RC" = 0 ] && [ "$(grep -c "^client ok rank [01]/2 mode $MODE " "$WORK/run_$mode.out")" = 2 ]; then
        pass "gasnetrun_smp -n 2 client-$mode: both ranks ok, built as GASNET_$MODE"
    else
        fail "gasnetrun_smp -n 2 client-$mode (status $RC)"
        diag_file "$WORK/run_$mode.out"
        diag_file "$WORK/run_$mode.err"
    fi
    run run3_$mode 60 "${san_env[@]}" "$dest/bin/pshmrun" -n 3 "$WORK/build/client-$mode"
    if [ "$RC" = 0 ] && [ "$(grep -c "^client ok rank [012]/3 mode $MODE " "$WORK/run3_$mode.out")" = 3 ]; then
        pass "staged pshmrun -n 3 client-$mode: every rank ok"
    else
        fail "staged pshmrun -n 3 client-$mode (status $RC)"
        diag_file "$WORK/run3_$mode.out"
        diag_file "$WORK/run3_$mode.err"
    fi
done

pc="$stage$libdir/pkgconfig"
cflags=$(PKG_CONFIG_PATH=$pc pkg-config --define-variable=prefix="$dest" --cflags pshmex 2>"$WORK/pc.err")
libs=$(PKG_CONFIG_PATH=$pc pkg-config --define-variable=prefix="$dest" --libs pshmex 2>>"$WORK/pc.err")
if $CC $cflags -o "$WORK/tools_only" "$TESTS_SRCDIR/tools/tools_only.c" $libs >"$WORK/to.log" 2>&1; then
    pass "a tools-only program builds with pkg-config --cflags --libs pshmex"
    out=$(LD_LIBRARY_PATH=$stage$libdir "${direct_env[@]}" "$WORK/tools_only")
    is "${out%% (*}" "tools-only ok" "the tools-only program runs"
else
    fail "tools-only build with pkg-config"
    diag_file "$WORK/to.log"
    diag_file "$WORK/pc.err"
fi
# GASNET_LIBS carries the -L (GASNet: "-L or -l link-time flags")
cat >"$WORK/libsonly.mk" <<EOF
include \$(GASNET_PREFIX)/include/smp-conduit/smp-seq.mak
all: ; \$(GASNET_CC) \$(GASNET_CPPFLAGS) \$(GASNET_CFLAGS) -o $WORK/libsonly $TESTS_SRCDIR/tools/tools_only.c \$(GASNET_LIBS)
EOF
run libsonly 300 "$MAKE" -f "$WORK/libsonly.mk" GASNET_PREFIX="$dest"
if [ "$RC" = 0 ] && out=$(LD_LIBRARY_PATH=$stage$libdir "${direct_env[@]}" "$WORK/libsonly") &&
    [ "${out%% (*}" = "tools-only ok" ]; then
    pass "a program links with \$(GASNET_LIBS) alone (no GASNET_LDFLAGS) and runs"
else
    fail "link with \$(GASNET_LIBS) alone (status $RC)"
    diag_file "$WORK/libsonly.err"
fi

# gasnet-smp-seq.pc's variables, used as GASNet's README shows
pcv() { PKG_CONFIG_PATH=$pc pkg-config --define-variable=prefix="$dest" "$@" gasnet-smp-seq; }
for v in GASNET_CC GASNET_CXX GASNET_LD GASNET_CPPFLAGS GASNET_CFLAGS GASNET_CXXCPPFLAGS \
    GASNET_CXXFLAGS GASNET_LDFLAGS GASNET_LIBS; do
    check "pkg-config gasnet-smp-seq --variable=$v is set" test -n "$(pcv --variable=$v)"
done
# shellcheck disable=SC2046 # the flags are words
if $(pcv --variable=GASNET_CC) $(pcv --cflags) -c -o "$WORK/pcv.o" "$TESTS_SRCDIR/tools/tools_only.c" \
    >"$WORK/pcv.log" 2>&1 &&
    $(pcv --variable=GASNET_LD) -o "$WORK/pcv" "$WORK/pcv.o" $(pcv --libs) >>"$WORK/pcv.log" 2>&1 &&
    out=$("${direct_env[@]}" "$WORK/pcv") && [ "${out%% (*}" = "tools-only ok" ]; then
    pass "built with pkg-config's GASNET_CC, --cflags, GASNET_LD and --libs; runs without LD_LIBRARY_PATH"
else
    fail "the pkg-config build of GASNet's README"
    diag_file "$WORK/pcv.log"
fi

# gasnetrun_smp with gasnetrun's options, from the program's directory
gr=$dest/bin/gasnetrun_smp
cd "$WORK/build" || exit 99
run gr1 60 "${san_env[@]}" "$gr" -np2 client-seq
if [ "$RC" = 0 ] && [ "$(grep -c "^client ok rank [01]/2 mode SEQ " "$WORK/gr1.out")" = 2 ]; then
    pass "gasnetrun_smp -np2 client-seq (no slash: found in the current directory)"
else
    fail "gasnetrun_smp -np2 client-seq (status $RC)"
    show gr1
fi
run gr2 60 "${san_env[@]}" "$gr" -n 2 -N 1 -c 1 -E HOME,PATH -v -spawner=fork ./client-seq
if [ "$RC" = 0 ] && [ "$(grep -c "^client ok rank [01]/2 mode SEQ " "$WORK/gr2.out")" = 2 ] &&
    grep -q "^gasnetrun_smp: running: .* -n 2 .*client-seq" "$WORK/gr2.err"; then
    pass "gasnetrun_smp -n 2 -N 1 -c 1 -E HOME,PATH -v -spawner=fork: runs, and says what it runs"
else
    fail "gasnetrun_smp with -N 1 -c 1 -E -v -spawner= (status $RC)"
    show gr2
fi
run gr3 60 "$gr" -t -n 2 -c 2 ./client-seq
if [ "$RC" = 0 ] && ! grep -q "^client ok" "$WORK/gr3.out" &&
    grep -q "^gasnetrun_smp: running: .* -n 2 --bind=none .*client-seq" "$WORK/gr3.err"; then
    pass "gasnetrun_smp -t -c 2: prints the command (ranks not bound to one core), runs nothing"
else
    fail "gasnetrun_smp -t -c 2 (status $RC)"
    show gr3
fi
run gr4 60 "$gr" -n 2 -N 2 ./client-seq
if [ "$RC" = 2 ] && grep -q -- "-N 2" "$WORK/gr4.err" && ! grep -q "^client ok" "$WORK/gr4.out"; then
    pass "gasnetrun_smp -N 2: refused (status 2, naming -N 2): a job has one host"
else
    fail "gasnetrun_smp -N 2 (status $RC)"
    show gr4
fi
cd - >/dev/null || exit 99

parflags=$(PKG_CONFIG_PATH=$pc pkg-config --define-variable=prefix="$dest" --cflags gasnet-smp-par)
case " $parflags " in
*" -DGASNET_PAR "*"-I$dest/include "*) pass "pkg-config gasnet-smp-par: -DGASNET_PAR and the prefix's include dir" ;;
*) fail "pkg-config gasnet-smp-par --cflags gave '$parflags'" ;;
esac
done_testing
