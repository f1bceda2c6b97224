#!/usr/bin/env bash
# Sets up, builds and runs every test suite: native x86-64 (release), native under ASan+UBSan.
# The last line is one summary of every suite: `N passed, N failed, N skipped`; exit status 1 on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

scripts/setup.sh --native || { echo "setup failed"; echo "0 passed, 1 failed"; exit 1; }

suites=()
status=0
# run_suite LABEL BUILD_DIR [meson setup options...]
run_suite() {
  local label=$1 dir=$2
  shift 2
  echo "=== $label: $dir"
  if [ ! -f "$dir/build.ninja" ]; then
    meson setup "$dir" "$@" >"$dir.setup.log" 2>&1 || { cat "$dir.setup.log"; status=1; return; }
  fi
  ninja -C "$dir" -j "$jobs" >"$dir.build.log" 2>&1 || { tail -50 "$dir.build.log"; status=1; return; }
  meson test -C "$dir" --no-rebuild --print-errorlogs --num-processes "$jobs" 2>&1 | tail -15
  suites+=("$label=$dir")
}

run_suite native build -Dbenchmarks=true
run_suite native-asan build-asan -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized \
  -Dbenchmarks=false

echo "=== summary"
python3 scripts/summarize.py "${suites[@]}" || status=1
[ $status -eq 0 ] || { [ ${#suites[@]} -gt 0 ] || echo "0 passed, 1 failed"; }
exit $status
