// f16 depthwise convolution kernels with output clamping: types, declarations and the family's tables as data.
//
// Contract: the f32 one (src/ukernels/f32-dwconv/f32-dwconv.h) with every input, weight, zero-row and output element
// an IEEE binary16 value held as its bits in uint16_t: channels count elements, output_increment and input_offset are
// bytes, the weights are packed by xnn_pack_f16_dwconv_hwg_w or xnn_pack_f32_to_f16_dwconv_hwg_w
// (src/packing/dwconv-pack.h), the clamp bounds are halves (xnn_f16_minmax_params; 0xFC00 / 0x7C00 leave a side
// unclamped). The multipass scratch buffer holds round_up(channels, channel_round) floats: the partial sums stay in
// fp32 between passes (native rows keep them as halves in the same buffer). Unlike the f32 kernels, a partial
// register's load may read up to XNN_EXTRA_BYTES past the end of an input row or the zero row (F16C converts 8 halves
// from one 16-byte load).
// `f16_f32acc` rows convert halves exactly on load, accumulate in fp32 and round once on store: every output is
// within one fp16 ulp of the exact clamped sum plus (taps + 2) * 2^-24 times the sum of the terms' magnitudes S
// (docs/kernels.md, "Half precision"). `f16` rows (native fp16 arithmetic) round every multiply-add to fp16: within
// one fp16 ulp plus (taps + 2) * 2^-11 * S plus (taps + 2) * 2^-25 (the subnormal halves' spacing); a partial sum
// may overflow to infinity (or then to NaN) only where S exceeds the largest half.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"

#define XNN_F16_DWCONV_UNIPASS_PARAMS                                                                           \
  size_t channels, size_t output_width, const uint16_t** input, const uint16_t* weights, uint16_t* output,     \
      intptr_t input_stride, size_t output_increment, size_t input_offset, const uint16_t* zero,               \
      const xnn_f16_minmax_params* params
#define XNN_F16_DWCONV_MULTIPASS_PARAMS                                                                         \
  size_t channels, size_t output_width, const uint16_t** input, const uint16_t* weights, uint16_t* output,     \
      intptr_t input_stride, size_t output_increment, size_t input_offset, const uint16_t* zero,               \
      size_t kernel_size, float* buffer, const xnn_f16_minmax_params* params

typedef void (*xnn_f16_dwconv_minmax_unipass_ukernel_fn)(XNN_F16_DWCONV_UNIPASS_PARAMS);
typedef void (*xnn_f16_dwconv_minmax_multipass_ukernel_fn)(XNN_F16_DWCONV_MULTIPASS_PARAMS);

extern "C" {
#define XNN_UKERNEL_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F16_DWCONV_UNIPASS_PARAMS);)
#include "ukernels/f16-dwconv/unipass-table.h"
#undef XNN_UKERNEL_DWCONV
#define XNN_UKERNEL_DWCONV_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile, channel_round) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F16_DWCONV_MULTIPASS_PARAMS);)
#include "ukernels/f16-dwconv/multipass-table.h"
#undef XNN_UKERNEL_DWCONV_MULTIPASS
}

// The columns of the f32 tables (f32-dwconv.h).
struct xnn_f16_dwconv_unipass_info {
  const char* name;
  xnn_f16_dwconv_minmax_unipass_ukernel_fn fn;
  xnn_isa isa;
  uint8_t primary_tile, channel_tile, channel_subtile, pixel_tile;
  bool rows;  // always false: no f16 row addresses its groups from row bases yet
};

struct xnn_f16_dwconv_multipass_info {
  const char* name;
  xnn_f16_dwconv_minmax_multipass_ukernel_fn fn;
  xnn_isa isa;
  uint8_t first_pass_tile, middle_pass_tile, last_pass_tile;
  uint8_t channel_tile, channel_subtile, channel_round;
};

// The tables' rows compiled for this target, in table order.
extern const xnn_f16_dwconv_unipass_info xnn_f16_dwconv_unipass_ukernels[];
extern const size_t xnn_f16_dwconv_unipass_ukernel_count;
extern const xnn_f16_dwconv_multipass_info xnn_f16_dwconv_multipass_ukernels[];
extern const size_t xnn_f16_dwconv_multipass_ukernel_count;
