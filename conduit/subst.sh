#!/bin/sh
# subst.sh MODE TEMPLATE PREFIX INCLUDEDIR LIBDIR BINDIR CC CXX DEBUG_CPPFLAGS VERSION
# Writes TEMPLATE (conduit/smp.mak.in or gasnet-smp.pc.in) for thread mode
# MODE (seq, par or parsync) on stdout.  Run by make, not configure, so
# that `make prefix=...` and `make install prefix=...` are honoured.
# Directories under PREFIX are written relative to it ($(GASNET_PREFIX) in
# the makefile fragment, ${prefix} in the .pc file), so that overriding the
# prefix relocates every path.
set -eu
mode=$1 template=$2 prefix=$3 includedir=$4 libdir=$5 bindir=$6 cc=$7 cxx=$8 debug=$9
shift 9
version=$1
mode_uc=$(echo "$mode" | tr a-z A-Z)
rel() { # rel DIR VAR: DIR with a leading $prefix replaced by VAR
    case $1 in
    "$prefix"/*) printf '%s%s\n' "$2" "${1#"$prefix"}" ;;
    *) printf '%s\n' "$1" ;;
    esac
}
if [ "$mode" = seq ]; then
    pthread_flags= pthread_defines=
else
    pthread_flags=-pthread pthread_defines=-D_REENTRANT
fi
sed -e "s|@MODE@|$mode|g" -e "s|@MODE_UC@|$mode_uc|g" \
    -e "s|@prefix@|$prefix|g" \
    -e "s|@includedir_rel@|$(rel "$includedir" '$(GASNET_PREFIX)')|g" \
    -e "s|@libdir_rel@|$(rel "$libdir" '$(GASNET_PREFIX)')|g" \
    -e "s|@bindir_rel@|$(rel "$bindir" '$(GASNET_PREFIX)')|g" \
    -e "s|@includedir_rel_pc@|$(rel "$includedir" '${prefix}')|g" \
    -e "s|@libdir_rel_pc@|$(rel "$libdir" '${prefix}')|g" \
    -e "s|@CC@|$cc|g" -e "s|@CXX@|$cxx|g" -e "s|@DEBUG_CPPFLAGS@|$debug|g" \
    -e "s|@PTHREAD_FLAGS@|$pthread_flags|g" -e "s|@PTHREAD_DEFINES@|$pthread_defines|g" \
    -e "s|@VERSION@|$version|g" "$template"
