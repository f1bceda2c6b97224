// fp16 rows through f32 kernels: a row of halves is widened (exactly) in chunks into a buffer on the stack and each
// chunk handed to f32 kernels, so an operator body is written once for fp32 and fp16. Per element the result is the
// fp32 operator's on the widened input; reductions see the row in chunks (exact for min/max, a different summation
// order for sums).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include <xnnpack.h>

#include "ukernels/f16-vcvt/f16-vcvt.h"

// Elements per chunk: 2 KiB of fp32, large enough that kernel call overhead does not matter.
constexpr size_t kXnnWidenChunk = 512;

// Calls f(const float* x, size_t offset, size_t count) over the `count` elements of row x: once with the row itself
// when `widen` is null (x is fp32), else once per chunk of the widened fp16 row (offset: the chunk's first element).
template <class F>
void xnn_for_each_f32_chunk(xnn_f16_f32_vcvt_ukernel_fn widen, const void* x, size_t count, F&& f) {
  if (widen == nullptr) {
    f(static_cast<const float*>(x), size_t{0}, count);
    return;
  }
  // Kernels may read XNN_EXTRA_BYTES past a chunk's end.
  float chunk[kXnnWidenChunk + XNN_EXTRA_BYTES / sizeof(float)];
  const uint16_t* halves = static_cast<const uint16_t*>(x);
  for (size_t offset = 0; offset < count; offset += kXnnWidenChunk) {
    const size_t n = std::min(kXnnWidenChunk, count - offset);
    widen(n * sizeof(uint16_t), halves + offset, chunk, nullptr);
    f(static_cast<const float*>(chunk), offset, n);
  }
}
