// Leaky ReLU on 8-bit quantized values, qs8 -> qs8 and qu8 -> qu8: two families in one folder because they share one
// body (vlrelu-template.h), their parameters and the config that picks them (src/configs/qs8-vlrelu-config.h). Each
// family has its own table, `<family>-table.h`.
//
// Contract: batch is the number of elements (bytes) of x and y (non-zero); y may equal x (in place), otherwise they
// do not overlap; kernels read nothing past the end of x and write nothing past the end of y.
// Names: xnn_<family>_ukernel__<isa>[_<variant>]_u<tile>, tile = elements per main-loop iteration.
//
// Every kernel gives the bytes of xnn_lrelu_8bit below (XNNPACK's fixed-point formula, docs/kernels.md "Leaky ReLU
// on 8-bit values") on every ISA.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

// Multipliers with 8 fractional bits: positive_multiplier = round(256 * input scale / output scale), in 1..32768;
// negative_multiplier = round(256 * that ratio * negative slope), in -32767..32768 (0 for a slope of 0).
struct xnn_qs8_lrelu_params {
  int32_t input_zero_point;
  int32_t positive_multiplier;
  int32_t negative_multiplier;
  int32_t output_zero_point;
};

// Fills `params` from the quantization and the slope as XNNPACK does (both ratios computed in float, the second from
// the first; rounding half to even). False, leaving `params` alone, when a ratio is outside what XNNPACK's
// multipliers accept: input scale / output scale in [2^-8, 2^7], that ratio times the slope in
// [-(2^7 - 2^-8), 2^7] (NaN refused). XNNPACK's debug builds also assert that ratio's magnitude is at least 2^-8;
// its release builds compute a smaller one (a slope of 0 included) with the rounded multiplier, and so does this.
static inline bool xnn_init_qs8_lrelu_params(float input_scale, float output_scale, float negative_slope,
                                             int32_t input_zero_point, int32_t output_zero_point,
                                             xnn_qs8_lrelu_params* params) {
  const float positive_scale = input_scale / output_scale;
  const float negative_scale = positive_scale * negative_slope;
  if (!(positive_scale >= 0x1.0p-8f && positive_scale <= 0x1.0p+7f)) return false;
  if (!(negative_scale >= -0x1.FFFCp+6f && negative_scale <= 0x1.0p+7f)) return false;
  params->input_zero_point = input_zero_point;
  params->positive_multiplier = int32_t(std::nearbyint(256.0f * positive_scale));
  params->negative_multiplier = int32_t(std::nearbyint(256.0f * negative_scale));
  params->output_zero_point = output_zero_point;
  return true;
}

// The formula, one element: d = x - input_zero_point; y = output_zero_point + floor((d * m + 128) / 256) with m the
// positive multiplier for d > 0 and the negative one otherwise (d = 0 gives 0 either way), saturated to [min, max]
// (the output type's bounds: -128, 127 or 0, 255). The rounding adds half and floors: ties go up.
static inline int32_t xnn_lrelu_8bit(int32_t x, const xnn_qs8_lrelu_params& params, int32_t min, int32_t max) {
  const int32_t d = x - params.input_zero_point;
  const int32_t m = d > 0 ? params.positive_multiplier : params.negative_multiplier;
  const int32_t product = d * m + 128;  // |d| <= 255, |m| <= 32768: no overflow
  // Floor division by 256, written so it does not rely on the shift of a negative value.
  const int32_t scaled = product >= 0 ? product / 256 : -((-product + 255) / 256);
  const int32_t y = scaled + params.output_zero_point;
  return y < min ? min : y > max ? max : y;
}

#define XNN_QS8_VLRELU_PARAMS size_t batch, const int8_t* x, int8_t* y, const xnn_qs8_lrelu_params* params
#define XNN_QU8_VLRELU_PARAMS size_t batch, const uint8_t* x, uint8_t* y, const xnn_qs8_lrelu_params* params

typedef void (*xnn_qs8_vlrelu_ukernel_fn)(XNN_QS8_VLRELU_PARAMS);
extern "C" {
#define XNN_UKERNEL_VLRELU(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_VLRELU_PARAMS);)
#include "ukernels/qs8-vlrelu/qs8-vlrelu-table.h"
#undef XNN_UKERNEL_VLRELU
}
struct xnn_qs8_vlrelu_info {
  const char* name;
  xnn_qs8_vlrelu_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;
};
extern const xnn_qs8_vlrelu_info xnn_qs8_vlrelu_ukernels[];
extern const size_t xnn_qs8_vlrelu_ukernel_count;

typedef void (*xnn_qu8_vlrelu_ukernel_fn)(XNN_QU8_VLRELU_PARAMS);
extern "C" {
#define XNN_UKERNEL_VLRELU(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_VLRELU_PARAMS);)
#include "ukernels/qs8-vlrelu/qu8-vlrelu-table.h"
#undef XNN_UKERNEL_VLRELU
}
struct xnn_qu8_vlrelu_info {
  const char* name;
  xnn_qu8_vlrelu_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;
};
extern const xnn_qu8_vlrelu_info xnn_qu8_vlrelu_ukernels[];
extern const size_t xnn_qu8_vlrelu_ukernel_count;
