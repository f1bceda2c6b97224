#!/usr/bin/env bash
# Installs the build into a temporary prefix and builds test/install/client.c against it with pkg-config, as a
# client of the installed libxnn.a would, then runs it. Usage: check-install.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1 source=$2
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
meson install -C "$build" --destdir "$dest" --no-rebuild >/dev/null
pc=$(find "$dest" -name xnn.pc | head -n 1)
[ -n "$pc" ] || { echo "no xnn.pc installed"; exit 1; }
# The .pc names the final prefix; point it into the temporary one.
prefix=$(PKG_CONFIG_PATH=$(dirname "$pc") pkg-config --variable=prefix xnn)
flags=$(PKG_CONFIG_PATH=$(dirname "$pc") pkg-config --define-variable=prefix="$dest$prefix" --static --cflags --libs xnn)
${CC:-cc} -std=c11 "$source/test/install/client.c" $flags -o "$dest/client"
output=$("$dest/client")
[ "$output" = "1 2 3 4" ] || { echo "client printed '$output'; expected '1 2 3 4'"; exit 1; }
echo "installed library links from C with pkg-config --static and runs"
