#!/usr/bin/env bash
# Installs the build into a temporary prefix (meson install --destdir) and builds test/install/client.c against it as
# a user does, printing one TAP line per check:
#   1. libxnn.so exports exactly the functions the public headers declare (nm -D: nothing else leaks, none missing);
#   2. `cc client.c $(pkg-config --cflags --libs xnn)` with both libraries installed links libxnn.so, and the client
#      runs;
#   3. the same plain command where only libxnn.a is installed links the archive (no libxnn among the client's
#      NEEDED), and the client runs.
#
#   check-install.sh BUILD_DIR SOURCE_DIR CC...
set -uo pipefail
build=$1 source=$2
shift 2
cc=("$@")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "1..3"
check() {  # check NUMBER NAME COMMAND...: one TAP line; the command's output is shown only on failure
  local number=$1 name=$2
  shift 2
  if output=$("$@" 2>&1); then
    echo "ok $number - $name"
  else
    echo "not ok $number - $name"
    printf '%s\n' "$output" | sed 's/^/# /'
  fi
}

if ! meson install -C "$build" --no-rebuild --quiet --destdir "$work/root" >"$work/install.log" 2>&1; then
  sed 's/^/# /' "$work/install.log"
  for n in 1 2 3; do echo "not ok $n - meson install failed"; done
  exit 0
fi
pc=$(find "$work/root" -name xnn.pc -print -quit)
libdir=$(dirname "$(dirname "$pc")")
PKG_CONFIG_PATH=$(dirname "$pc")
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR=$work/root
link() {  # link OUTPUT: the plain command of a user, pkg-config against the installed prefix
  # shellcheck disable=SC2046  # pkg-config's flags are words
  "${cc[@]}" "$source/test/install/client.c" $(pkg-config --cflags --libs xnn) -o "$1"
}
run_client() {  # run_client CLIENT: it prints the absolute values of its input
  local output
  output=$("$1") || return 1
  [ "$output" = "1 2 3 4" ] || { echo "the client printed '$output'; expected '1 2 3 4'"; return 1; }
}

exports_public_api() {
  local declared exported
  declared=$(python3 "$source/src/version-script.py" "${cc[*]}" "$work/libxnn.map" \
    "$source/include/xnnpack.h" "$source/include/xnn-model.h" &&
    grep -o 'xnn_[a-z0-9_]*' "$work/libxnn.map" | sort -u) || return 1
  exported=$(nm -D --defined-only "$libdir/libxnn.so" | awk '{print $3}' | sort -u)
  if [ "$declared" != "$exported" ]; then
    echo "exported but not declared in include/:"; comm -13 <(echo "$declared") <(echo "$exported") | head -20
    echo "declared in include/ but not exported:"; comm -23 <(echo "$declared") <(echo "$exported") | head -20
    return 1
  fi
  echo "$(echo "$exported" | wc -l) functions exported"
}

shared_client() {
  link "$work/client-shared" || return 1
  readelf -d "$work/client-shared" | grep -q 'NEEDED.*libxnn\.so' || { echo "the client does not need libxnn.so"; return 1; }
  LD_LIBRARY_PATH=$libdir run_client "$work/client-shared"
}

static_client() {
  rm -f "$libdir"/libxnn.so*
  link "$work/client-static" || return 1
  if readelf -d "$work/client-static" | grep -q 'NEEDED.*libxnn'; then
    echo "the client needs a shared libxnn"
    return 1
  fi
  run_client "$work/client-static"
}

check 1 "libxnn.so exports exactly the public headers' functions" exports_public_api
check 2 "a C client links libxnn.so with pkg-config --cflags --libs xnn and runs" shared_client
check 3 "a C client links libxnn.a with pkg-config --cflags --libs xnn and runs" static_client
