#!/usr/bin/env bash
# Builds the model decoder's libFuzzer target (clang-14, ASan + UBSan) in build-fuzz/ and runs it for SECONDS
# (default 60) on one core, seeded with the test data files, hand-made graphs (test/models/fuzz-seeds/) and every
# past crash (test/models/fuzz-regressions/): the meson test `fuzz-decoder-bounded` with its time limit replaced.
#   scripts/fuzz.sh [SECONDS]     build and fuzz
#   scripts/fuzz.sh --build-only  configure and build only (scripts/test.sh then runs the 60 s test as a suite)
# A crash leaves its input in build-fuzz/test/models/fuzz-artifacts/: add it to test/models/fuzz-regressions/ and
# fix the bug.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
dir=build-fuzz
if [ ! -f "$dir/build.ninja" ]; then
  CC=clang-14 CXX=clang++-14 meson setup "$dir" -Dfuzzing=true -Db_sanitize=address,undefined -Db_lundef=false \
    -Dbuildtype=debugoptimized -Dbenchmarks=false
fi
ninja -C "$dir" -j2 test/models/fuzz-decoder
[ "$seconds" = --build-only ] && exit 0
exec meson test -C "$dir" --no-rebuild --verbose --timeout-multiplier 0 fuzz-decoder-bounded \
  --test-args="-max_total_time=$seconds"
