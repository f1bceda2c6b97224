// XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER for convolution: the indirection buffer lives in the workspace setup is given
// instead of memory the operator keeps, so reshape reports its bytes and a first job builds it on every run, against
// the input setup binds (the kernels' a_offset is then 0). A runtime's workspace is shared by the nodes that do not
// run at the same time, which is why the build waits for the run instead of happening at setup.
#pragma once

#include <cstddef>
#include <cstdint>

#include "indirection/convolution.h"
#include "operators/operator.h"

struct xnn_transient_indirection {
  xnn_conv2d_geometry geometry;
  size_t mr = 0;    // IGEMM: output pixels per group
  size_t taps = 0;  // depthwise: pointers per output pixel
  const void* zero = nullptr;
  uintptr_t base = 0;             // the input, from setup
  const void** buffer = nullptr;  // the workspace, from setup

  // Reshape of an IGEMM (groups of mr output pixels) or of a depthwise convolution (`taps` pointers per pixel): the
  // building job and the workspace bytes it fills.
  size_t plan_igemm(const xnn_conv2d_geometry& geometry, size_t mr, const void* zero, xnn_parallel_job* job);
  size_t plan_dwconv(const xnn_conv2d_geometry& geometry, size_t taps, const void* zero, xnn_parallel_job* job);
  // Setup: the buffer is `workspace` (checked not null by the caller), built against `input`.
  const void** bind(const void* input, void* workspace);
};
