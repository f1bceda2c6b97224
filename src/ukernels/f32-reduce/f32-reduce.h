// f32 reductions: the sum of a row (rsum), its minimum and maximum (rmin, rminmax), the per-channel sum over the
// rows of a [rows x channels] block (rdsum), and the maximum of a row that softmax starts from (rmax). All but rmax
// accumulate into their output, so a long reduction can be split into calls (and an operator seeds the output once).
//
// Contracts (sizes and strides in BYTES):
//   rsum     output[0] += scale * sum(input[0 .. batch/4)); batch > 0.
//   rmin     output[0] = min(output[0], input[0 .. batch/4)); batch > 0.
//   rminmax  output[0] = min(output[0], input...), output[1] = max(output[1], input...); batch > 0.
//   rdsum    output[c] += scale * sum_r input[r * input_stride / 4 + c] for c < channels/4; rows, channels > 0.
//   rmax     *max = the largest of x[0 .. batch/4); batch > 0; a NaN input gives an unspecified result (x86 max).
// Kernels may read XNN_EXTRA_BYTES past the end of the input and never write past the output.
//
// Summation order (fixed for a kernel, whatever the number of threads; an operator splits work between rows of the
// problem, never inside one reduced row):
//   rsum     `acc` accumulator registers; register r of each `tile` goes to accumulator r % acc; the leftover whole
//            registers and then the zero-filled partial register go to accumulator 0; the accumulators are then
//            added as a tree (acc[i] += acc[i + acc/2], halving), reduced across lanes (V::reduce_add, an
//            ISA-specific tree) and multiplied by scale before the single addition into output.
//   rdsum    per channel strictly in row order: ((x0 + x1) + x2) + ..., then times scale, then added to output. No
//            lane crosses another, so only the rounding of scale * sum (fused or not) can differ between ISAs.
// Minimum and maximum are exact. A NaN input is ignored by x86, WASM and scalar kernels; NEON kernels may return it;
// which zero (+0 or -0) wins a tie between them is unspecified. Outputs seeded with NaN stay NaN.
//
// Names follow XNNPACK: xnn_f32_rsum_ukernel__<isa>_u<tile>[_acc<acc>], xnn_f32_rmin[max]_ukernel__<isa>_u<tile>
// [_acc<acc>], xnn_f32_rdsum_ukernel_7p7x__<isa>_c<channel tile> (7 rows added per pass over the running sums),
// xnn_f32_rmax_ukernel__<isa>_u<tile>[_acc<acc>] (acc independent max chains, omitted when 1).
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"

#define XNN_F32_RSUM_PARAMS size_t batch, const float* input, float* output, const xnn_f32_scale_params* params
#define XNN_F32_RMINMAX_PARAMS size_t batch, const float* input, float* output, const void* params
#define XNN_F32_RDSUM_PARAMS                                                                   \
  size_t rows, size_t channels, const float* input, size_t input_stride, float* output,       \
      const xnn_f32_scale_params* params
#define XNN_F32_RMAX_PARAMS size_t batch, const float* x, float* max

typedef void (*xnn_f32_rsum_ukernel_fn)(XNN_F32_RSUM_PARAMS);
typedef void (*xnn_f32_rminmax_ukernel_fn)(XNN_F32_RMINMAX_PARAMS);
typedef void (*xnn_f32_rdsum_ukernel_fn)(XNN_F32_RDSUM_PARAMS);
typedef void (*xnn_f32_rmax_ukernel_fn)(XNN_F32_RMAX_PARAMS);

// What a min/max kernel computes: the row table's `op` column and the <op> part of the name.
enum class xnn_rminmax_op : uint8_t { min, minmax };

extern "C" {
#define XNN_UKERNEL_RSUM(isa, fn, tile, acc) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_RSUM_PARAMS);)
#include "ukernels/f32-reduce/rsum-table.h"
#undef XNN_UKERNEL_RSUM
#define XNN_UKERNEL_RMINMAX(isa, fn, op, tile, acc) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_RMINMAX_PARAMS);)
#include "ukernels/f32-reduce/rminmax-table.h"
#undef XNN_UKERNEL_RMINMAX
#define XNN_UKERNEL_RDSUM(isa, fn, row_tile, channel_tile) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_RDSUM_PARAMS);)
#include "ukernels/f32-reduce/rdsum-table.h"
#undef XNN_UKERNEL_RDSUM
#define XNN_UKERNEL_RMAX(isa, fn, tile, accumulators) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_RMAX_PARAMS);)
#include "ukernels/f32-reduce/rmax-table.h"
#undef XNN_UKERNEL_RMAX
}

struct xnn_f32_rsum_info {
  const char* name;
  xnn_f32_rsum_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;  // elements per main-loop iteration
  uint8_t acc;    // accumulator registers
};

struct xnn_f32_rminmax_info {
  const char* name;
  xnn_f32_rminmax_ukernel_fn fn;
  xnn_isa isa;
  xnn_rminmax_op op;
  uint16_t tile;
  uint8_t acc;
};

struct xnn_f32_rdsum_info {
  const char* name;
  xnn_f32_rdsum_ukernel_fn fn;
  xnn_isa isa;
  uint8_t row_tile;       // rows added per pass over the running sums
  uint16_t channel_tile;  // channels of the running sums in registers at a time
};

struct xnn_f32_rmax_info {
  const char* name;
  xnn_f32_rmax_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;          // elements per main-loop iteration
  uint16_t accumulators;  // independent max chains
};

extern const xnn_f32_rsum_info xnn_f32_rsum_ukernels[];
extern const size_t xnn_f32_rsum_ukernel_count;
extern const xnn_f32_rminmax_info xnn_f32_rminmax_ukernels[];
extern const size_t xnn_f32_rminmax_ukernel_count;
extern const xnn_f32_rdsum_info xnn_f32_rdsum_ukernels[];
extern const size_t xnn_f32_rdsum_ukernel_count;
extern const xnn_f32_rmax_info xnn_f32_rmax_ukernels[];
extern const size_t xnn_f32_rmax_ukernel_count;
