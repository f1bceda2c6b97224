// The 8-bit conversion kernels: quantize (f32 -> qs8/qu8), dequantize (qs8/qu8 -> f32) and requantize (qs8 -> qs8,
// qu8 -> qu8), six families in one folder because they share one body (vcvt-template.h) and the config that picks
// them (src/configs/qs8-vcvt-config.h). Each family has its own table, `<family>-table.h`.
//
// Contract: batch is the number of BYTES of x (a non-zero multiple of its element size); y has batch / sizeof(*x)
// elements; kernels may read XNN_EXTRA_BYTES past the end of x and never write past the end of y.
// Names: xnn_<family>_ukernel__<isa>_u<tile>, tile = elements per main-loop iteration.
//
// Every kernel gives the bytes of the formulas below (docs/kernels.md, "Conversions"), on every ISA.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/requantization.h"

// Quantize: y = round_half_even(x * scale) + output_zero_point, saturated to the output type; NaN -> 0.
// `scale` is the inverse of the output's quantization scale.
struct xnn_f32_qs8_cvt_params {
  float scale;
  int32_t output_zero_point;
};

// Dequantize: y = float(x - zero_point) * scale.
struct xnn_qs8_f32_cvt_params {
  int32_t zero_point;
  float scale;
};

// Requantize: y = xnn_requantize_fp32(x - input_zero_point, scale, {output_zero_point, type's min, type's max}),
// with scale = input scale / output scale.
struct xnn_qs8_cvt_params {
  int32_t input_zero_point;
  float scale;
  int32_t output_zero_point;
};

// The reference formulas, one element at a time; `min` and `max` are the output type's bounds (-128, 127 or 0, 255).
static inline int32_t xnn_quantize_f32(float x, const xnn_f32_qs8_cvt_params& params, int32_t min, int32_t max) {
  float t = x * params.scale;  // one binary32 multiply
  if (t != t) return 0;        // NaN -> 0, as XNNPACK's reference quantizer (round_float_to_int)
  const float lo = float(min - params.output_zero_point);
  const float hi = float(max - params.output_zero_point);
  t = t < lo ? lo : t;  // clamping before rounding keeps every ISA's conversion in range (also for +-inf)
  t = t > hi ? hi : t;
  return xnn_round_half_even_small(t) + params.output_zero_point;
}

static inline float xnn_dequantize_8bit(int32_t x, const xnn_qs8_f32_cvt_params& params) {
  return float(x - params.zero_point) * params.scale;  // the difference is exact in float; one multiply rounds
}

static inline int32_t xnn_requantize_8bit(int32_t x, const xnn_qs8_cvt_params& params, int32_t min, int32_t max) {
  return xnn_requantize_fp32(x - params.input_zero_point, params.scale,
                             xnn_qs8_minmax_params{params.output_zero_point, min, max});
}

#define XNN_F32_QS8_VCVT_PARAMS size_t batch, const float* x, int8_t* y, const xnn_f32_qs8_cvt_params* params
#define XNN_F32_QU8_VCVT_PARAMS size_t batch, const float* x, uint8_t* y, const xnn_f32_qs8_cvt_params* params
#define XNN_QS8_F32_VCVT_PARAMS size_t batch, const int8_t* x, float* y, const xnn_qs8_f32_cvt_params* params
#define XNN_QU8_F32_VCVT_PARAMS size_t batch, const uint8_t* x, float* y, const xnn_qs8_f32_cvt_params* params
#define XNN_QS8_VCVT_PARAMS size_t batch, const int8_t* x, int8_t* y, const xnn_qs8_cvt_params* params
#define XNN_QU8_VCVT_PARAMS size_t batch, const uint8_t* x, uint8_t* y, const xnn_qs8_cvt_params* params

// For each family: its kernel type, declarations, row struct and array. `tile`: elements per main-loop iteration.

typedef void (*xnn_f32_qs8_vcvt_ukernel_fn)(XNN_F32_QS8_VCVT_PARAMS);
extern "C" {
#define XNN_UKERNEL_VCVT(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_QS8_VCVT_PARAMS);)
#include "ukernels/qs8-vcvt/f32-qs8-vcvt-table.h"
#undef XNN_UKERNEL_VCVT
}
struct xnn_f32_qs8_vcvt_info {
  const char* name;
  xnn_f32_qs8_vcvt_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;
};
extern const xnn_f32_qs8_vcvt_info xnn_f32_qs8_vcvt_ukernels[];
extern const size_t xnn_f32_qs8_vcvt_ukernel_count;

typedef void (*xnn_f32_qu8_vcvt_ukernel_fn)(XNN_F32_QU8_VCVT_PARAMS);
extern "C" {
#define XNN_UKERNEL_VCVT(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_QU8_VCVT_PARAMS);)
#include "ukernels/qs8-vcvt/f32-qu8-vcvt-table.h"
#undef XNN_UKERNEL_VCVT
}
struct xnn_f32_qu8_vcvt_info {
  const char* name;
  xnn_f32_qu8_vcvt_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;
};
extern const xnn_f32_qu8_vcvt_info xnn_f32_qu8_vcvt_ukernels[];
extern const size_t xnn_f32_qu8_vcvt_ukernel_count;

typedef void (*xnn_qs8_f32_vcvt_ukernel_fn)(XNN_QS8_F32_VCVT_PARAMS);
extern "C" {
#define XNN_UKERNEL_VCVT(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_F32_VCVT_PARAMS);)
#include "ukernels/qs8-vcvt/qs8-f32-vcvt-table.h"
#undef XNN_UKERNEL_VCVT
}
struct xnn_qs8_f32_vcvt_info {
  const char* name;
  xnn_qs8_f32_vcvt_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;
};
extern const xnn_qs8_f32_vcvt_info xnn_qs8_f32_vcvt_ukernels[];
extern const size_t xnn_qs8_f32_vcvt_ukernel_count;

typedef void (*xnn_qu8_f32_vcvt_ukernel_fn)(XNN_QU8_F32_VCVT_PARAMS);
extern "C" {
#define XNN_UKERNEL_VCVT(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_F32_VCVT_PARAMS);)
#include "ukernels/qs8-vcvt/qu8-f32-vcvt-table.h"
#undef XNN_UKERNEL_VCVT
}
struct xnn_qu8_f32_vcvt_info {
  const char* name;
  xnn_qu8_f32_vcvt_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;
};
extern const xnn_qu8_f32_vcvt_info xnn_qu8_f32_vcvt_ukernels[];
extern const size_t xnn_qu8_f32_vcvt_ukernel_count;

typedef void (*xnn_qs8_vcvt_ukernel_fn)(XNN_QS8_VCVT_PARAMS);
extern "C" {
#define XNN_UKERNEL_VCVT(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_VCVT_PARAMS);)
#include "ukernels/qs8-vcvt/qs8-vcvt-table.h"
#undef XNN_UKERNEL_VCVT
}
struct xnn_qs8_vcvt_info {
  const char* name;
  xnn_qs8_vcvt_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;
};
extern const xnn_qs8_vcvt_info xnn_qs8_vcvt_ukernels[];
extern const size_t xnn_qs8_vcvt_ukernel_count;

typedef void (*xnn_qu8_vcvt_ukernel_fn)(XNN_QU8_VCVT_PARAMS);
extern "C" {
#define XNN_UKERNEL_VCVT(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_VCVT_PARAMS);)
#include "ukernels/qs8-vcvt/qu8-vcvt-table.h"
#undef XNN_UKERNEL_VCVT
}
struct xnn_qu8_vcvt_info {
  const char* name;
  xnn_qu8_vcvt_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;
};
extern const xnn_qu8_vcvt_info xnn_qu8_vcvt_ukernels[];
extern const size_t xnn_qu8_vcvt_ukernel_count;
