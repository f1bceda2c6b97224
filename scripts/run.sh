#!/usr/bin/env bash
# The main job: set up, build, and show what xnn does on this machine: the CPU features and chosen kernels, the
# FMA peak, a short GEMM benchmark of the chosen kernels as a fraction of it, and the bundled default model
# (MobileNet v2, written by the build to build/tools/mobilenet-v2.xn00) run by xnn-run.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --native
[ -f build/build.ninja ] || meson setup build >/dev/null
ninja -C build >/dev/null
build/tools/xnn-info
gemm=$(build/tools/xnn-info | sed -n 's/^f32 gemm: *//p')
build/bench/peak-bench --benchmark_min_time=0.2
build/bench/f32-gemm-bench --benchmark_min_time=0.2 --benchmark_filter="^${gemm}/square/M:(256|1024)"
build/tools/xnn-run --repeat 10
