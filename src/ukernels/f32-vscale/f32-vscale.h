// f32 scaling kernels (softmax's last pass): y[i] = x[i] * scale. (XNNPACK's older name for this family; its newer
// softmax uses the binary vmulc kernels.)
//
// Contract: batch is the number of BYTES of x and y (a non-zero multiple of sizeof(float)); y may equal x; kernels
// may read XNN_EXTRA_BYTES past the end of x and never write past the end of y.
// Names: xnn_f32_vscale_ukernel__<isa>_u<tile>.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_F32_VSCALE_PARAMS size_t batch, const float* x, float* y, float scale
#define XNN_F32_VSCALE_ARGS batch, x, y, scale
typedef void (*xnn_f32_vscale_ukernel_fn)(XNN_F32_VSCALE_PARAMS);

extern "C" {
#define XNN_UKERNEL_VSCALE(isa, fn, tile, accumulators) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_VSCALE_PARAMS);)
#include "ukernels/f32-vscale/vscale-table.h"
#undef XNN_UKERNEL_VSCALE
}

struct xnn_f32_vscale_info {
  const char* name;
  xnn_f32_vscale_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;          // elements per main-loop iteration
  uint16_t accumulators;  // always 1 (the tables share one row shape)
};

extern const xnn_f32_vscale_info xnn_f32_vscale_ukernels[];
extern const size_t xnn_f32_vscale_ukernel_count;
