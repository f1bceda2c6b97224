#!/usr/bin/env bash
# Prepares the cross builds that scripts/test.sh runs: aarch64 (GCC cross compiler, tests under qemu-user) and
# wasm32-wasi (clang-14, tests under node). Debian has the compilers and emulators; what it has no installable
# package for is made here, inside the ignored build area:
#   build-cross/sysroot-arm64   arm64 cpuinfo, pthreadpool, fp16, gtest and benchmark: Debian's arm64 .debs unpacked with
#                               dpkg-deb -x. Not dpkg multiarch: libcpuinfo-dev:arm64 does not unpack beside the
#                               amd64 one and libpthreadpool-dev:arm64 would remove the amd64 package.
#   build-cross/wasi            googletest built for wasm32-wasi from Debian's /usr/src/googletest, with a gtest.pc
#                               (header-only libraries such as libfp16-dev come from /usr/include, which Debian's
#                               clang searches for wasm32-wasi too)
#   build-cross/*.ini           the meson cross files of scripts/cross/ with their paths filled in
# Idempotent: a second run only checks that the packages are there and the stamps are current (about a second).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/build-cross
cross=$root/scripts/cross
mkdir -p "$out"

"$root/scripts/setup.sh" --packages

# A stamp records the version of this script that made a directory, so editing the script remakes what it makes.
version=$(sha1sum "$0" | cut -c1-12)
current() { [ "$(cat "$1/.stamp" 2>/dev/null)" = "$version" ]; }

# --- arm64 sysroot ------------------------------------------------------------------------------------------------
sysroot=$out/sysroot-arm64
if ! current "$sysroot"; then
  echo "setup-cross: making $sysroot"
  # apt with private package lists for arm64 only: the system's apt configuration and dpkg state are not touched.
  apt_dir=$out/apt-arm64
  rm -rf "$sysroot" "$apt_dir"
  mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/debs" "$sysroot"
  apt_arm64=(apt-get -q -o APT::Architecture=arm64 -o APT::Architectures::=arm64 -o "Dir::State::Lists=$apt_dir/lists"
             -o "Dir::Cache=$apt_dir/cache" -o Dir::State::status=/dev/null)
  for i in 1 2 3; do "${apt_arm64[@]}" update >"$apt_dir/update.log" 2>&1 && break; sleep 3; done
  chown _apt "$apt_dir/debs" 2>/dev/null || true  # apt downloads as user _apt when it can
  (cd "$apt_dir/debs" && "${apt_arm64[@]}" download libcpuinfo0 libcpuinfo-dev libpthreadpool0 libpthreadpool-dev \
     libfp16-dev libgtest-dev libbenchmark-dev libbenchmark1debian >"$apt_dir/download.log" 2>&1) ||
    { cat "$apt_dir/update.log" "$apt_dir/download.log"; exit 1; }
  for deb in "$apt_dir"/debs/*.deb; do dpkg-deb -x "$deb" "$sysroot"; done
  rm -rf "$apt_dir"
  echo "$version" >"$sysroot/.stamp"
fi

# --- googletest for WASI ------------------------------------------------------------------------------------------
# No exceptions, threads or stream redirection in WASI; the same defines are in wasm32-wasi.ini so that the tests see
# the configuration the library was built with.
wasi=$out/wasi
if ! current "$wasi"; then
  echo "setup-cross: building googletest for wasm32-wasi in $wasi"
  rm -rf "$wasi" && mkdir -p "$wasi/lib/pkgconfig"
  gtest_src=/usr/src/googletest/googletest
  "$cross/wasi-clang++" -O2 -msimd128 -fno-exceptions -DGTEST_HAS_EXCEPTIONS=0 -DGTEST_HAS_PTHREAD=0 \
    -DGTEST_HAS_STREAM_REDIRECTION=0 -I"$gtest_src/include" -I"$gtest_src" -c "$gtest_src/src/gtest-all.cc" \
    -o "$wasi/gtest-all.o"
  llvm-ar-14 rcs "$wasi/lib/libgtest.a" "$wasi/gtest-all.o"
  rm "$wasi/gtest-all.o"
  cat >"$wasi/lib/pkgconfig/gtest.pc" <<PC
Name: gtest
Description: GoogleTest for wasm32-wasi (no exceptions, no threads)
Version: $(dpkg-query -W -f='${Version}' googletest | cut -d- -f1)
Libs: -L$wasi/lib -lgtest
Cflags: -I$gtest_src/include -DGTEST_HAS_EXCEPTIONS=0 -DGTEST_HAS_PTHREAD=0 -DGTEST_HAS_STREAM_REDIRECTION=0
PC
  echo "$version" >"$wasi/.stamp"
fi

# --- cross files --------------------------------------------------------------------------------------------------
for ini in aarch64-linux-gnu.ini wasm32-wasi.ini wasm32-wasi-clang16.ini; do
  sed -e "s|@SOURCE_ROOT@|$root|g" -e "s|@BUILD_ROOT@|$out|g" "$cross/$ini" >"$out/$ini.new"
  if cmp -s "$out/$ini.new" "$out/$ini"; then rm "$out/$ini.new"; else mv "$out/$ini.new" "$out/$ini"; fi
done
