#!/usr/bin/env bash
# demo.sh - set up and build (scripts/setup.sh), then run a 4-rank job and
# the latency-floor benchmark.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh

echo
echo "== ./pshmrun -n 4 examples/hello"
./pshmrun -n 4 examples/hello

echo
echo "== ./pshmbench floor"
./pshmbench floor
