#!/usr/bin/env bash
# Installs every Debian package xnn needs, natively and for the cross builds (aarch64 under qemu, wasm32 under
# node). Idempotent: a second run installs nothing. Works as root or through sudo.
#   scripts/setup.sh              native + cross packages, then the cross sysroots (scripts/cross/setup-cross.sh)
#   scripts/setup.sh --native     native packages only (enough for scripts/run.sh)
#   scripts/setup.sh --packages   native + cross packages only (what setup-cross.sh needs first)
#   scripts/setup.sh --bochs      native packages and Bochs with a guest's tools (scripts/test-avx512-bochs.sh)
set -euo pipefail
cd "$(dirname "$0")/.."

native_packages="g++ meson ninja-build pkg-config python3 libcpuinfo-dev libpthreadpool-dev libfp16-dev libgtest-dev
  libbenchmark-dev clang-14 llvm-14 libclang-rt-14-dev libxml2-utils"
cross_packages="g++-aarch64-linux-gnu qemu-user lld-14 wasi-libc libc++-14-dev-wasm32 libc++abi-14-dev-wasm32
  libclang-rt-14-dev-wasm32 googletest nodejs clang-16 lld-16 libclang-rt-16-dev-wasm32"
# Only for scripts/test-avx512-bochs.sh: an emulator with AVX-512, and what its guest is made of.
bochs_packages="bochs bochs-sdl bochsbios vgabios busybox-static cpio dosfstools mtools syslinux syslinux-common"

mode=${1:-all}
case "$mode" in
  all | --native | --packages | --bochs) ;;
  *) echo "usage: scripts/setup.sh [--native | --packages | --bochs]" >&2; exit 2 ;;
esac
packages=$native_packages
case "$mode" in
  --native) ;;
  --bochs) packages="$packages $bochs_packages" ;;
  *) packages="$packages $cross_packages" ;;
esac

sudo_cmd=""
if [ "$(id -u)" != 0 ]; then sudo_cmd="sudo"; fi

missing=""
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
# node from another source (e.g. nodesource) is fine as long as it is >= 20
if command -v node >/dev/null && node -e 'process.exit(+process.versions.node.split(".")[0] >= 20 ? 0 : 1)'; then
  missing=$(echo "$missing" | sed 's/ nodejs//')
fi
if [ -n "$missing" ]; then
  echo "setup: installing$missing"
  export DEBIAN_FRONTEND=noninteractive
  for i in 1 2 3; do $sudo_cmd apt-get update -q >/dev/null 2>&1 && break; sleep 3; done
  # shellcheck disable=SC2086
  $sudo_cmd apt-get install -y -q --no-install-recommends $missing >/dev/null
fi

[ "$mode" = all ] || exit 0
scripts/cross/setup-cross.sh
