#!/usr/bin/env bash
# Builds the model decoder's libFuzzer target (clang-14, ASan + UBSan) in build-fuzz/ and runs it for SECONDS
# (default 60) on one core, seeded with the test data files, hand-made graphs (test/models/fuzz-seeds/) and every
# past crash (test/models/fuzz-regressions/).
# A crash leaves its input in build-fuzz/fuzz-artifacts/: add it to test/models/fuzz-regressions/ and fix the bug.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
dir=build-fuzz
if [ ! -f "$dir/build.ninja" ]; then
  CC=clang-14 CXX=clang++-14 meson setup "$dir" -Dfuzzing=true -Db_sanitize=address,undefined -Db_lundef=false \
    -Dbuildtype=debugoptimized -Dbenchmarks=false
fi
ninja -C "$dir" -j2 test/models/fuzz-decoder
mkdir -p "$dir/fuzz-corpus" "$dir/fuzz-artifacts"
seeds=(test/models/data test/models/fuzz-seeds)
[ -d test/models/fuzz-regressions ] && seeds+=(test/models/fuzz-regressions)
exec "$dir/test/models/fuzz-decoder" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$dir/fuzz-artifacts/" -print_final_stats=1 "$dir/fuzz-corpus" "${seeds[@]}"
