#!/bin/bash
# headers_strict.sh: every public header compiles without a warning under
# -Wall -Wextra -Wshadow -pedantic -Werror, as C11 (gcc -std=c11) and as
# C++17 (g++ -std=c++17), in one translation unit that includes them all
# (the inline RMA and atomics code included: a client compiles it).
. "$(dirname "$0")/../lib.sh"
inc=$srcdir/include
src=$WORK/all_headers.c
{
    for h in "$inc"/*.h; do
        case ${h##*/} in
        pshmex_*) ;; # included through gasnetex.h / gasnet.h only
        *) printf '#include <%s>\n' "${h##*/}" ;;
        esac
    done
    printf 'int main(void) { return 0; }\n'
} >"$src"
cp "$src" "$WORK/all_headers.cc"
FLAGS=(-Wall -Wextra -Wshadow -pedantic -Werror -I"$inc" -c -o /dev/null)
for lang in "C11:${CC:-gcc} -std=c11:$src" "C++17:${CXX:-g++} -std=c++17:$WORK/all_headers.cc"; do
    IFS=: read -r name cc file <<<"$lang"
    if ! command -v "${cc%% *}" >/dev/null; then
        fail "$name: no compiler ${cc%% *}"
        continue
    fi
    if $cc "${FLAGS[@]}" "$file" 2>"$WORK/$name.err"; then
        pass "$name: the public headers compile clean (-Wall -Wextra -Wshadow -pedantic -Werror)"
    else
        fail "$name: warnings or errors ($(grep -c 'warning\|error' "$WORK/$name.err"))"
        diag_file "$WORK/$name.err" 20
    fi
done
done_testing
