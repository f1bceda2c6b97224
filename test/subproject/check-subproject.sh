#!/usr/bin/env bash
# Builds test/install/client.c in a tiny meson project that has this source tree as its subproject `xnn` and finds
# the library with dependency('xnn'), then runs it. Only the client and the library are built, unoptimized, to keep
# the second build of the library short. Usage: check-subproject.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1 source=$2
work=$build/subproject-test
rm -rf "$work"
mkdir -p "$work/subprojects"
cp "$source/test/subproject/meson.build" "$source/test/install/client.c" "$work/"
ln -s "$source" "$work/subprojects/xnn"
meson setup "$work/build" "$work" --buildtype=plain >"$work/setup.log" 2>&1 || { cat "$work/setup.log"; exit 1; }
ninja -C "$work/build" -j "$(nproc)" client >"$work/build.log" 2>&1 || { tail -50 "$work/build.log"; exit 1; }
output=$("$work/build/client")
[ "$output" = "1 2 3 4" ] || { echo "client printed '$output'; expected '1 2 3 4'"; exit 1; }
rm -rf "$work"  # kept only when something failed
echo "xnn as a meson subproject: dependency('xnn') links a C client that runs"
