#!/usr/bin/env bash
# setup.sh - make a pshmex build tree ready, from a fresh Debian 12 machine
# or from an existing checkout.  Idempotent: every step is skipped when its
# result is already up to date.
#   1. install the Debian packages that are missing (apt-get update only then)
#   2. autoreconf -fi when configure is missing or older than its inputs
#   3. ./configure --enable-werror (in the source tree) when needed
#   4. make -j$(nproc)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

say() { printf 'setup: %s\n' "$*"; }

# ---------------------------------------------------------------- packages
# pkg-config comes first: its pkg.m4 must be present before autoreconf.
packages=(pkg-config gcc make autoconf automake libtool
          libhwloc-dev libnuma-dev libjemalloc-dev)

installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'ok installed'
}

missing=()
for p in "${packages[@]}"; do
    installed "$p" || missing+=("$p")
done

if ((${#missing[@]})); then
    say "installing ${missing[*]}"
    sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null || {
            echo "setup: need root (or sudo) to install: ${missing[*]}" >&2
            exit 1
        }
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# ---------------------------------------------------------------- autoreconf
stale() { # stale TARGET INPUT... : TARGET missing or older than an input
    local t=$1
    shift
    [[ -e $t ]] || return 0
    local f
    for f in "$@"; do
        [[ $f -nt $t ]] && return 0
    done
    return 1
}

if stale configure configure.ac Makefile.am || stale Makefile.in Makefile.am configure.ac ||
    [[ ! -e build-aux/tap-driver.sh ]]; then
    say "autoreconf -fi"
    mkdir -p m4 # holds only generated files, so a fresh clone lacks it
    autoreconf -fi
fi

# ---------------------------------------------------------------- configure
need_configure=no
if stale config.status configure || [[ ! -e Makefile ]]; then
    need_configure=yes
elif ! ./config.status --config | grep -q -- '--enable-werror'; then
    need_configure=yes # configured by hand without --enable-werror
fi
if [[ $need_configure == yes ]]; then
    say "./configure --enable-werror"
    ./configure --enable-werror
fi

# ---------------------------------------------------------------- build
say "make -j$(nproc)"
make -j"$(nproc)"
