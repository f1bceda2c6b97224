// Half-precision conversions: f16 -> f32 (exact) and f32 -> f16 (round to nearest even), two families in one
// folder because they share the per-ISA half helpers (half-<isa>.h) with each other and with src/ukernels/f16-gemm.
//
// Contract: batch is the number of BYTES of x (a non-zero multiple of its element size); y has batch / sizeof(*x)
// elements; kernels may read XNN_EXTRA_BYTES past the end of x and never write past the end of y. Halves travel as
// their IEEE binary16 bits in uint16_t. Every kernel gives the bits of half.h's xnn_f16_to_f32 / xnn_f32_to_f16.
// Names: xnn_<family>_ukernel__<isa>_u<tile>, tile = elements per main-loop iteration.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_F16_F32_VCVT_PARAMS size_t batch, const uint16_t* x, float* y, const void* params
#define XNN_F32_F16_VCVT_PARAMS size_t batch, const float* x, uint16_t* y, const void* params

typedef void (*xnn_f16_f32_vcvt_ukernel_fn)(XNN_F16_F32_VCVT_PARAMS);
typedef void (*xnn_f32_f16_vcvt_ukernel_fn)(XNN_F32_F16_VCVT_PARAMS);

extern "C" {
#define XNN_UKERNEL_VCVT(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_F16_F32_VCVT_PARAMS);)
#include "ukernels/f16-vcvt/f16-f32-vcvt-table.h"
#undef XNN_UKERNEL_VCVT
#define XNN_UKERNEL_VCVT(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_F16_VCVT_PARAMS);)
#include "ukernels/f16-vcvt/f32-f16-vcvt-table.h"
#undef XNN_UKERNEL_VCVT
}

template <class Fn>
struct xnn_f16_vcvt_info {
  const char* name;
  Fn fn;
  xnn_isa isa;
  uint16_t tile;
};
using xnn_f16_f32_vcvt_info = xnn_f16_vcvt_info<xnn_f16_f32_vcvt_ukernel_fn>;
using xnn_f32_f16_vcvt_info = xnn_f16_vcvt_info<xnn_f32_f16_vcvt_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_f16_f32_vcvt_info xnn_f16_f32_vcvt_ukernels[];
extern const size_t xnn_f16_f32_vcvt_ukernel_count;
extern const xnn_f32_f16_vcvt_info xnn_f32_f16_vcvt_ukernels[];
extern const size_t xnn_f32_f16_vcvt_ukernel_count;
