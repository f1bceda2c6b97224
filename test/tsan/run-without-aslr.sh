#!/bin/sh
# Runs "$@" with address-space randomization off where the kernel allows it (setarch -R; a container's default seccomp
# profile refuses that personality), else as it is. GCC 12's TSan stops at start ("unexpected memory mapping",
# exit 66) on kernels that randomize mmap with more bits than it expects.
if setarch "$(uname -m)" -R true 2>/dev/null; then
  exec setarch "$(uname -m)" -R "$@"
fi
exec "$@"
