#!/usr/bin/env bash
# Sets up, builds and runs every test suite: native x86-64 (release), native under ASan+UBSan, the concurrency test
# under TSan, aarch64 under qemu (-cpu max, then the GEMM tests again as a Cortex-A53), wasm32-wasi under node, and
# 60 s of fuzzing the model decoder.
# The last line is one summary of every suite: `N passed, N failed, N skipped`; exit status 1 on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

scripts/setup.sh || { echo "setup failed"; echo "0 passed, 1 failed"; exit 1; }

suites=()
status=0
mkdir -p build-logs
# build_suite BUILD_DIR [meson setup options...]: configures (once) and builds (only the ninja targets in $targets,
# when set); false on failure. The setup and build output goes to build-logs/BUILD_DIR.{setup,build}.log.
build_suite() {
  local dir=$1
  shift
  local log=build-logs/$dir start=$SECONDS
  if [ ! -f "$dir/build.ninja" ]; then
    meson setup "$dir" "$@" >"$log.setup.log" 2>&1 || { cat "$log.setup.log"; status=1; return 1; }
  fi
  # shellcheck disable=SC2086  # $targets is a list of target names
  ninja -C "$dir" -j "$jobs" ${targets:-} >"$log.build.log" 2>&1 || { tail -50 "$log.build.log"; status=1; return 1; }
  echo "=== $dir: configured and built in $((SECONDS - start)) s"
}
# test_suite LABEL BUILD_DIR [meson test options and test names...]: runs the tests, records the results as LABEL.
# Each label has its own log base, so one build directory can be tested twice (e.g. as another CPU).
test_suite() {
  local label=$1 dir=$2
  shift 2
  echo "=== $label: $dir"
  rm -f "$dir/meson-logs/testlog-$label.junit.xml"
  local log=build-logs/$label.test.log
  meson test -C "$dir" --no-rebuild --print-errorlogs --num-processes "$jobs" --logbase "testlog-$label" "$@" \
    >"$log" 2>&1
  tail -15 "$log"
  # The summary names failing tests only: the first lines that say why come from the full log.
  if grep -q "^Fail: *[1-9]\|^Timeout: *[1-9]" "$log"; then
    echo "--- first reasons in $log:"
    grep -m 12 -E "ERROR: AddressSanitizer|WARNING: ThreadSanitizer|ThreadSanitizer: |runtime error:|: Failure$" \
      "$log"
  fi
  suites+=("$label=$dir/meson-logs/testlog-$label.junit.xml")
}

build_suite build -Dbenchmarks=true && test_suite native build
# -O1 with line tables only (-g1): a sanitized -O2 -g build took 70 minutes in a cold CI run; -O1 -g1 compiles the
# heaviest test files 2.5x faster and still reports file and line. Kernels keep their -O3 (src/ukernels/meson.build).
build_suite build-asan -Db_sanitize=address,undefined -Db_lundef=false -Doptimization=1 -Ddebug=false \
  -Db_ndebug=false -Dc_args=-g1 -Dcpp_args=-g1 -Dbenchmarks=false && {
  test_suite native-asan build-asan
  # The operators again with the ISA capped at SSE2 and at AVX2, whose kernels read whole 16- and 32-byte vectors
  # at a tail: on a CPU with AVX-512 the suite above runs only masked tails, which never read past a buffer.
  for isa in sse2 avx2; do
    XNN_MAX_ISA=$isa test_suite "native-asan-$isa" build-asan binary-elementwise-test unary-elementwise-test \
      f16-elementwise-test f16-pooling-test f16-softmax-test pooling-nhwc-test rope-test half-runtime-test \
      output-fusion-runtime-test models-zoo-test
  done
}
# ThreadSanitizer: only the concurrency test, on its instrumented test pthreadpool (test/tsan/meson.build).
targets=test/tsan/tsan-test build_suite build-tsan -Db_sanitize=thread -Db_lundef=false -Dbuildtype=release \
  -Dbenchmarks=false && test_suite tsan build-tsan tsan-test
if build_suite build-aarch64 --cross-file build-cross/aarch64-linux-gnu.ini -Dbenchmarks=true; then
  test_suite aarch64 build-aarch64
  # qemu's Cortex-A53 has NEON and FMA but no fp16 arithmetic or dot product: dispatch must fall back.
  QEMU_CPU=cortex-a53 test_suite aarch64-cortex-a53 build-aarch64 f32-gemm-minmax-test f32-igemm-minmax-test \
    hardware-config-test dispatch-neonfma
fi
# wasm32 with the relaxed-SIMD kernels too (clang-16, node --experimental-wasm-relaxed-simd): dispatch takes them.
build_suite build-wasm --cross-file build-cross/wasm32-wasi.ini --cross-file build-cross/wasm32-wasi-clang16.ini \
  -Dwasm_relaxed_simd=true -Dbenchmarks=false && test_suite wasm32 build-wasm
# The model decoder's libFuzzer target (scripts/fuzz.sh builds only it, with clang-14, ASan and UBSan), 60 s from
# its seeds: any crash, leak, timeout or out-of-memory fails the suite.
start=$SECONDS
if scripts/fuzz.sh --build-only >build-logs/build-fuzz.build.log 2>&1; then
  echo "=== build-fuzz: configured and built in $((SECONDS - start)) s"
  test_suite fuzz build-fuzz fuzz-decoder-seeds fuzz-decoder-bounded
else
  tail -50 build-logs/build-fuzz.build.log
  status=1
fi

echo "=== summary"
python3 scripts/summarize.py "${suites[@]}" || status=1
[ $status -eq 0 ] || { [ ${#suites[@]} -gt 0 ] || echo "0 passed, 1 failed"; }
exit $status
