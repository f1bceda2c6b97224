#!/bin/bash
# Runs XNNPACK's own model definitions (its bench/subgraph/<model>.cc, compiled unchanged) on xnn and on XNNPACK,
# alternately (on one thread unless THREADS says more), and compares the two outputs
# (tools/xnnpack-compat/model-bench.cc).
#
#   scripts/compare-with-xnnpack.sh XNNPACK_SRC [XNNPACK_OUT PTHREADPOOL_SRC] [MODEL] [ROUNDS] [THREADS]
#
# XNNPACK_OUT is a build made by ../shared/tools/build-xnnpack-head.sh and PTHREADPOOL_SRC the pthreadpool tree it
# was built with (its header is newer than Debian's); without them only xnn runs, which checks that the definition
# compiles against our header and runs. MODEL: QS8MobileNetV2 (default), FP32MobileNetV1, FP32MobileNetV2,
# FP32MobileNetV3Large or FP32MobileNetV3Small. Each round runs each library for 100 inferences; the summary gives each
# library's fastest median. With MODEL_BENCH_PROFILE=1 in the environment each run also prints every operator's median
# time (the runtime created with XNN_FLAG_BASIC_PROFILING).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
X=$(cd "$1" && pwd)
XO=${2:-}; PT=${3:-}; MODEL=${4:-QS8MobileNetV2}; ROUNDS=${5:-5}; THREADS=${6:-1}
OUT=$ROOT/build/xnnpack-compare
mkdir -p "$OUT"
SOURCES=("$ROOT/tools/xnnpack-compat/model-bench.cc" "$X"/bench/subgraph/fp32-mobilenet-v{1,2,3-large,3-small}.cc
         "$X/bench/subgraph/qs8-mobilenet-v2.cc")
CXX=${CXX:-g++}

[ -f "$ROOT/build/build.ninja" ] || meson setup "$ROOT/build" >/dev/null
ninja -C "$ROOT/build" src/libxnn.a >/dev/null
"$CXX" -O2 -std=c++17 -I "$ROOT/tools/xnnpack-compat" -I "$ROOT" "${SOURCES[@]}" "$ROOT/build/src/libxnn.a" \
  -lpthreadpool -lcpuinfo -lpthread -lm -o "$OUT/model-bench-xnn"
LIBS=(xnn)
if [ -n "$XO" ]; then
  # shellcheck disable=SC2046
  "$CXX" -O2 -std=c++17 -I "$ROOT/tools/xnnpack-compat" -I "$X" -I "$PT/include" "${SOURCES[@]}" \
    $(cat "$XO/link-flags") -o "$OUT/model-bench-xnnpack"
  LIBS+=(xnnpack)
fi

for round in $(seq "$ROUNDS"); do
  for lib in "${LIBS[@]}"; do
    echo "round $round, $lib: $("$OUT/model-bench-$lib" "$MODEL" 100 "$OUT/$MODEL-$lib.out" "$THREADS")"
  done
done | tee "$OUT/$MODEL.log"
for lib in "${LIBS[@]}"; do
  echo "$lib: best median $(grep ", $lib:" "$OUT/$MODEL.log" | sed 's/.*median \([0-9.]*\) ms.*/\1/' | sort -n | head -1) ms"
done
[ -n "$XO" ] || exit 0
python3 - "$OUT/$MODEL-xnn.out" "$OUT/$MODEL-xnnpack.out" "$MODEL" <<'PY'
import struct, sys
a, b = (open(p, 'rb').read() for p in sys.argv[1:3])
a = struct.unpack('%df' % (len(a) // 4), a); b = struct.unpack('%df' % (len(b) // 4), b)
worst = max(abs(x - y) for x, y in zip(a, b))
same = sum(x == y for x, y in zip(a, b))
summary = f"outputs: {len(a)} values, {same} equal, largest difference {worst:.6g}"
if sys.argv[3].startswith('QS8'):
  # Dequantized outputs are multiples of the output scale: the smallest gap between distinct values is one step.
  values = sorted(set(a) | set(b))
  step = min((y - x for x, y in zip(values, values[1:])), default=0.0)
  summary += f" = {worst / step:.2f} output steps (step {step:.6g})" if step > 0 else ""
else:
  # fp32: the difference relative to the largest output, and whether both pick the same class.
  scale = max(abs(y) for y in b) or 1.0
  summary += f" = {worst / scale:.3g} of the largest output; top class {a.index(max(a))} (xnn), {b.index(max(b))} (xnnpack)"
print(summary)
PY
