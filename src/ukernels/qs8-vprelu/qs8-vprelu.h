// The 8-bit PReLU kernels: six families in one folder (qs8/qu8 x vprelu, vpreluc, vrpreluc) because they share one
// body (vprelu-template.h), one parameter struct and the config that picks them (src/configs/qs8-vprelu-config.h).
// Each family has its own table, `<family>-table.h`.
//
// Contract: batch is the number of elements of a and y (non-zero). vprelu: x = a[i], slope = b[i]; vpreluc:
// x = a[i], slope = b[0]; vrpreluc: slope = a[i], x = b[0] (the input broadcast is the first operand). Kernels may
// read XNN_EXTRA_BYTES past the end of a and b and never write past the end of y; y may be a or b (in place).
// Names: xnn_<family>_ukernel__<isa>_u<tile> (XNNPACK's), tile = elements per main-loop iteration.
//
// Every kernel gives the bytes of xnn_qs8_prelu_reference on every ISA (docs/kernels.md, "PReLU (qs8-vprelu)").
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/requantization.h"

// The parameters by role, so that one struct serves the three kernels: vrpreluc reads its slope from a with
// slope_zero_point and its x from b with input_zero_point.
struct xnn_qs8_vprelu_params {
  int32_t input_zero_point;
  int32_t slope_zero_point;
  float positive_scale;  // input_scale / output_scale
  float negative_scale;  // (input_scale * slope_scale) / output_scale
  xnn_qs8_minmax_params output;
};

// XNNPACK's range of negative_scale (the one its parameter initialization requires).
constexpr float kXnnPreluMinRatio = 0x1.0p-16f;
constexpr float kXnnPreluMaxRatio = 0x1.0p+8f;

// The scales as XNNPACK rounds them: each a float product or quotient, the product first.
static inline xnn_qs8_vprelu_params xnn_init_qs8_prelu_params(float input_scale, float slope_scale,
                                                              float output_scale, int32_t input_zero_point,
                                                              int32_t slope_zero_point,
                                                              xnn_qs8_minmax_params output) {
  return xnn_qs8_vprelu_params{input_zero_point, slope_zero_point, input_scale / output_scale,
                               (input_scale * slope_scale) / output_scale, output};
}

// One element: with dx = x - input_zero_point and ds = slope - slope_zero_point, y = requantize(dx, positive_scale)
// when dx >= 0 and requantize(dx * ds, negative_scale) when dx < 0 (XNNPACK's formula, in int32 then fp32).
static inline int32_t xnn_qs8_prelu_reference(int32_t x, int32_t slope, const xnn_qs8_vprelu_params& p) {
  const int32_t dx = x - p.input_zero_point;
  const int32_t ds = slope - p.slope_zero_point;
  return dx < 0 ? xnn_requantize_fp32(dx * ds, p.negative_scale, p.output)
                : xnn_requantize_fp32(dx, p.positive_scale, p.output);
}

#define XNN_QS8_VPRELU_PARAMS \
  size_t batch, const int8_t* a, const int8_t* b, int8_t* y, const xnn_qs8_vprelu_params* params
#define XNN_QU8_VPRELU_PARAMS \
  size_t batch, const uint8_t* a, const uint8_t* b, uint8_t* y, const xnn_qs8_vprelu_params* params

typedef void (*xnn_qs8_vprelu_ukernel_fn)(XNN_QS8_VPRELU_PARAMS);
typedef void (*xnn_qu8_vprelu_ukernel_fn)(XNN_QU8_VPRELU_PARAMS);

// One row of a table. `tile`: elements per main-loop iteration.
struct xnn_qs8_vprelu_info {
  const char* name;
  xnn_qs8_vprelu_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;
};
struct xnn_qu8_vprelu_info {
  const char* name;
  xnn_qu8_vprelu_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;
};

extern "C" {
#define XNN_UKERNEL_VPRELU(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_VPRELU_PARAMS);)
#include "ukernels/qs8-vprelu/qs8-vprelu-table.h"
#include "ukernels/qs8-vprelu/qs8-vpreluc-table.h"
#include "ukernels/qs8-vprelu/qs8-vrpreluc-table.h"
#undef XNN_UKERNEL_VPRELU
#define XNN_UKERNEL_VPRELU(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_VPRELU_PARAMS);)
#include "ukernels/qs8-vprelu/qu8-vprelu-table.h"
#include "ukernels/qs8-vprelu/qu8-vpreluc-table.h"
#include "ukernels/qs8-vprelu/qu8-vrpreluc-table.h"
#undef XNN_UKERNEL_VPRELU
}

#define XNN_DECLARE_VPRELU_TABLE(dt, family)                      \
  extern const xnn_##dt##_vprelu_info xnn_##family##_ukernels[]; \
  extern const size_t xnn_##family##_ukernel_count;
XNN_DECLARE_VPRELU_TABLE(qs8, qs8_vprelu)
XNN_DECLARE_VPRELU_TABLE(qs8, qs8_vpreluc)
XNN_DECLARE_VPRELU_TABLE(qs8, qs8_vrpreluc)
XNN_DECLARE_VPRELU_TABLE(qu8, qu8_vprelu)
XNN_DECLARE_VPRELU_TABLE(qu8, qu8_vpreluc)
XNN_DECLARE_VPRELU_TABLE(qu8, qu8_vrpreluc)
#undef XNN_DECLARE_VPRELU_TABLE
