// The 8-bit elementwise add and multiply kernels: eight families in one folder (qs8/qu8 x vadd, vaddc, vmul, vmulc)
// because they share one body (vbinary-template.h), one parameter struct and the config that picks them
// (src/configs/qs8-vbinary-config.h). Each family has its own table, `<family>-table.h`.
//
// Contract: batch is the number of elements of a and y (non-zero); `op` families read batch elements of b, `c`
// families read b[0] only. Kernels may read XNN_EXTRA_BYTES past the end of a and b and never write past the end of
// y; y may be a or b (in place).
// Names: xnn_<family>_minmax[_fp32]_ukernel__<isa>_u<tile>, tile = elements per main-loop iteration.
//
// Every kernel gives the bytes of the reference functions below on every ISA (docs/kernels.md, "Add and multiply
// (qs8-vbinary)").
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/requantization.h"

// add:      y = clamp(((bias + a * a_multiplier + b * b_multiplier) >> shift) + output zero point, min, max), on the
//           raw 8-bit values, in int32 with an arithmetic shift (XNNPACK's formula; see xnn_init_qs8_add_params)
// multiply: y = xnn_requantize_fp32((a - a_zero_point) * (b - b_zero_point), scale, output)
// Each op reads only its own fields (and the zero points and output range).
struct xnn_qs8_vbinary_params {
  int32_t a_zero_point;
  int32_t b_zero_point;
  int32_t a_multiplier;  // add
  int32_t b_multiplier;  // add
  int32_t bias;          // add: 2^(shift - 1) - a_multiplier * a_zero_point - b_multiplier * b_zero_point
  uint32_t shift;        // add, in [12, 30]
  float scale;           // multiply
  xnn_qs8_minmax_params output;
};

// The supported scale ratios (XNNPACK's): add |a_scale / y_scale| and |b_scale / y_scale| in [2^-10, 2^8); multiply
// a_scale * b_scale / y_scale in [2^-16, 2^8).
constexpr float kXnnAddMinRatio = 0x1.0p-10f;
constexpr float kXnnAddMaxRatio = 0x1.0p+8f;
constexpr float kXnnMulMinRatio = 0x1.0p-16f;
constexpr float kXnnMulMaxRatio = 0x1.0p+8f;

// Add parameters for y = a_ratio * (a - a_zp) + b_ratio * (b - b_zp) (subtract: b_ratio negative), ratios of
// supported magnitude, as XNNPACK computes them: with e the exponent of the larger magnitude (2^e <= |r| < 2^(e+1)),
// shift = 20 - e and each multiplier is its ratio * 2^shift (exact) rounded to nearest even, so the larger lies in
// [2^20, 2^21]. The sum cannot overflow int32: |x - zp| <= 255 and |multiplier| <= 2^21 bound each product by 2^29,
// the rounding term is at most 2^29, and the bias's own terms are as bounded.
static inline xnn_qs8_vbinary_params xnn_init_qs8_add_params(float a_ratio, float b_ratio, int32_t a_zero_point,
                                                             int32_t b_zero_point, xnn_qs8_minmax_params output) {
  const int shift = 20 - std::ilogb(std::fmax(std::fabs(a_ratio), std::fabs(b_ratio)));
  const int32_t a_multiplier = int32_t(std::lrint(std::ldexp(a_ratio, shift)));
  const int32_t b_multiplier = int32_t(std::lrint(std::ldexp(b_ratio, shift)));
  const int32_t bias = (int32_t(1) << (shift - 1)) - a_multiplier * a_zero_point - b_multiplier * b_zero_point;
  return xnn_qs8_vbinary_params{a_zero_point, b_zero_point, a_multiplier, b_multiplier, bias, uint32_t(shift), 0.0f,
                                output};
}

// Multiply parameters for y = requantize((a - a_zp) * (b - b_zp), product_ratio = a_scale * b_scale / y_scale).
static inline xnn_qs8_vbinary_params xnn_init_qs8_mul_params(float product_ratio, int32_t a_zero_point,
                                                             int32_t b_zero_point, xnn_qs8_minmax_params output) {
  return xnn_qs8_vbinary_params{a_zero_point, b_zero_point, 0, 0, 0, 0, product_ratio, output};
}

// The reference formulas, one element at a time. Add's shift rounds ties toward +infinity.
static inline int32_t xnn_qs8_add_reference(int32_t a, int32_t b, const xnn_qs8_vbinary_params& p) {
  const int32_t acc = p.bias + a * p.a_multiplier + b * p.b_multiplier;
  const int32_t y = (acc >> p.shift) + p.output.output_zero_point;
  return std::min(std::max(y, p.output.output_min), p.output.output_max);
}
static inline int32_t xnn_qs8_mul_reference(int32_t a, int32_t b, const xnn_qs8_vbinary_params& p) {
  return xnn_requantize_fp32((a - p.a_zero_point) * (b - p.b_zero_point), p.scale, p.output);
}

#define XNN_QS8_VBINARY_PARAMS \
  size_t batch, const int8_t* a, const int8_t* b, int8_t* y, const xnn_qs8_vbinary_params* params
#define XNN_QU8_VBINARY_PARAMS \
  size_t batch, const uint8_t* a, const uint8_t* b, uint8_t* y, const xnn_qs8_vbinary_params* params

typedef void (*xnn_qs8_vbinary_ukernel_fn)(XNN_QS8_VBINARY_PARAMS);
typedef void (*xnn_qu8_vbinary_ukernel_fn)(XNN_QU8_VBINARY_PARAMS);

// One row of a table. `tile`: elements per main-loop iteration.
struct xnn_qs8_vbinary_info {
  const char* name;
  xnn_qs8_vbinary_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;
};
struct xnn_qu8_vbinary_info {
  const char* name;
  xnn_qu8_vbinary_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;
};

extern "C" {
#define XNN_UKERNEL_VBINARY(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_VBINARY_PARAMS);)
#include "ukernels/qs8-vbinary/qs8-vadd-table.h"
#include "ukernels/qs8-vbinary/qs8-vaddc-table.h"
#include "ukernels/qs8-vbinary/qs8-vmul-table.h"
#include "ukernels/qs8-vbinary/qs8-vmulc-table.h"
#undef XNN_UKERNEL_VBINARY
#define XNN_UKERNEL_VBINARY(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_VBINARY_PARAMS);)
#include "ukernels/qs8-vbinary/qu8-vadd-table.h"
#include "ukernels/qs8-vbinary/qu8-vaddc-table.h"
#include "ukernels/qs8-vbinary/qu8-vmul-table.h"
#include "ukernels/qs8-vbinary/qu8-vmulc-table.h"
#undef XNN_UKERNEL_VBINARY
}

#define XNN_DECLARE_VBINARY_TABLE(dt, family)                 \
  extern const xnn_##dt##_vbinary_info xnn_##family##_ukernels[]; \
  extern const size_t xnn_##family##_ukernel_count;
XNN_DECLARE_VBINARY_TABLE(qs8, qs8_vadd)
XNN_DECLARE_VBINARY_TABLE(qs8, qs8_vaddc)
XNN_DECLARE_VBINARY_TABLE(qs8, qs8_vmul)
XNN_DECLARE_VBINARY_TABLE(qs8, qs8_vmulc)
XNN_DECLARE_VBINARY_TABLE(qu8, qu8_vadd)
XNN_DECLARE_VBINARY_TABLE(qu8, qu8_vaddc)
XNN_DECLARE_VBINARY_TABLE(qu8, qu8_vmul)
XNN_DECLARE_VBINARY_TABLE(qu8, qu8_vmulc)
#undef XNN_DECLARE_VBINARY_TABLE
