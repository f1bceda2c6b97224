// The parallel tasks of every GEMM-based operator (fully connected, convolution, deconvolution, batch matrix
// multiply) and the context they read. A task computes one tile: columns [n, n + n_size) and rows [m, m + m_size) of
// GEMM number `i` (columns are the outer loop of the job), where `i` enumerates up to four batch dimensions (e.g.
// images x groups) whose byte strides into A (or the IGEMM pointer rebase), the packed weights and C are given per
// dimension.
#pragma once

#include <cstddef>

#include "configs/bf16-f32-gemm-config.h"
#include "configs/f16-gemm-config.h"
#include "configs/f32-gemm-config.h"
#include "configs/f32-qc4w-gemm-config.h"
#include "configs/f32-qc8w-gemm-config.h"
#include "configs/qd8-f16-qb4w-gemm-config.h"
#include "configs/qd8-f16-qc4w-gemm-config.h"
#include "configs/qd8-f16-qc8w-gemm-config.h"
#include "configs/qd8-f32-qb4w-gemm-config.h"
#include "configs/qd8-f32-qc4w-gemm-config.h"
#include "configs/qd8-f32-qc8w-gemm-config.h"
#include "configs/qdu8-f32-qb4w-gemm-config.h"
#include "configs/qdu8-f32-qc4w-gemm-config.h"
#include "configs/qdu8-f32-qc8w-gemm-config.h"
#include "ukernels/f32-vunary/f32-vunary.h"
#include "configs/qs8-qc8w-gemm-config.h"
#include "configs/qu8-gemm-config.h"
#include "operators/operator.h"
#include "ukernels/f32-gemm/f32-gemm.h"
#include "ukernels/f32-vbinary/f32-vbinary.h"

struct xnn_gemm_batch_dims {
  static constexpr size_t kMax = 4;
  size_t count = 0;  // dimensions, outer first; i = ((d0 * size[1] + d1) * size[2] + d2) ...
  size_t size[kMax] = {};
  size_t a_stride[kMax] = {};  // bytes added to A (GEMM) or to a_offset (IGEMM) per step
  size_t w_stride[kMax] = {};  // bytes added to the packed weights per step
  size_t c_stride[kMax] = {};  // bytes added to C per step
  size_t i_stride[kMax] = {};  // IGEMM: pointers added to the indirection buffer per step

  // Appends a dimension; dimensions of size 1 are dropped.
  void add(size_t dim_size, size_t a_bytes, size_t w_bytes, size_t c_bytes, size_t indirection_pointers = 0);
  size_t total() const;
};

// The kernels a context calls, named by the datatypes of A, the weights and C. Each kind has its kernels' function
// types and output-stage params in the unions below; the compute functions cast the context's untyped pointers to
// that kind's types.
// qd8_f32_qc8w: int8 rows of A with a zero point and scale per row (`quantization`, GEMM) or per image (IGEMM), fp32
// C; the qd8-f32-qc4w kernels have the same type and run as it.
// qdu8_f32_qc8w: as qd8_f32_qc8w with A + 128 (uint8) and zero points + 128 in `quantization` (IGEMM: the zero data
// rows hold the image's zero point + 128 too).
// qd8_f16_qc8w: as qd8_f32_qc8w GEMM with fp16 C (params.f32 holds fp16 bounds as floats); GEMM only; the
// qd8-f16-qc4w kernels have the same type and run as it.
// qd8_f32_qb4w: as qd8_f32_qc8w with blockwise 4-bit weights (params.qb4w holds the block size); GEMM only.
// qd8_f16_qb4w: as qd8_f32_qb4w with fp16 C (params.qb4w holds fp16 bounds as floats); GEMM only.
// f32_qc8w, f32_qc4w: fp32 A and C, weights quantized per channel (params.f32, params.f32_qc4w); GEMM only.
// bf16_f32: bf16 A and weights, fp32 C (params.f32); GEMM only.
// f16: fp16 A, weights and C (params.f16), GEMM and IGEMM.
enum class xnn_gemm_datatype : uint8_t {
  f32, qs8_qc8w, qu8, qd8_f32_qc8w, qdu8_f32_qc8w, qd8_f16_qc8w, qd8_f32_qb4w, qdu8_f32_qb4w, f32_qc8w, f32_qc4w,
  bf16_f32, f16, qd8_f16_qb4w
};

// The tile of a float datatype's kernels (f32 or f16; the other config is null): for f32 the config of the layer's
// width (xnn_f32_gemm_tile_for), for f16 its one config.
struct xnn_float_gemm_tile {
  const xnn_f32_gemm_config* f32 = nullptr;
  const xnn_f16_gemm_config* f16 = nullptr;
  size_t mr = 0, nr = 0, kr = 0, sr = 0;
};

struct xnn_gemm_context {
  xnn_gemm_datatype datatype = xnn_gemm_datatype::f32;
  // Kernel (one of the two, by job kind) and its tile. GEMM strips of r rows run gemm_for_rows[r] (the config's
  // kernel with the fewest rows >= r; [mr] is the full tile; an f32 one-row strip runs [2] unless single_row).
  // IGEMM has one kernel: its indirection buffer is grouped by mr pointers per tap, which only a kernel of that mr
  // can read.
  union gemm_kernel {
    xnn_f32_gemm_minmax_ukernel_fn f32;
    xnn_qs8_qc8w_gemm_minmax_ukernel_fn qs8_qc8w;
    xnn_qu8_gemm_minmax_ukernel_fn qu8;
    xnn_qd8_f32_qc8w_gemm_minmax_ukernel_fn qd8_f32_qc8w;
    xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_fn qdu8_f32_qc8w;
    xnn_qd8_f16_qc8w_gemm_minmax_ukernel_fn qd8_f16_qc8w;
    xnn_qd8_f32_qb4w_gemm_minmax_ukernel_fn qd8_f32_qb4w;
    xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_fn qdu8_f32_qb4w;
    xnn_qd8_f16_qb4w_gemm_minmax_ukernel_fn qd8_f16_qb4w;
    xnn_f32_qc8w_gemm_minmax_ukernel_fn f32_qc8w;
    xnn_f32_qc4w_gemm_minmax_ukernel_fn f32_qc4w;
    xnn_bf16_f32_gemm_minmax_ukernel_fn bf16_f32;
    xnn_f16_gemm_minmax_ukernel_fn f16;
  } gemm_for_rows[kXnnMaxGemmMr + 1] = {};
  union igemm_kernel {
    xnn_f32_igemm_minmax_ukernel_fn f32;
    xnn_qs8_qc8w_igemm_minmax_ukernel_fn qs8_qc8w;
    xnn_qu8_igemm_minmax_ukernel_fn qu8;
    xnn_qd8_f32_qc8w_igemm_minmax_ukernel_fn qd8_f32_qc8w;
    xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_fn qdu8_f32_qc8w;
    xnn_f16_igemm_minmax_ukernel_fn f16;
  } igemm = {};
  size_t mr = 1, nr = 1;
  size_t c_element_bytes = sizeof(float);
  // The GEMM has one row (set by xnn_plan_gemm_job): only then does an f32 one-row strip run the GEMV kernel.
  bool single_row = false;

  // Sets the datatype, the GEMM kernels and the tile from `config`.
  void use_gemm(const xnn_f32_gemm_config* config);
  void use_gemm(const xnn_qs8_qc8w_gemm_config* config);
  void use_gemm(const xnn_qu8_gemm_config* config);
  void use_gemm(const xnn_qd8_f32_qc8w_gemm_config* config);
  void use_gemm(const xnn_qdu8_f32_qc8w_gemm_config* config);
  void use_gemm(const xnn_qd8_f16_qc8w_gemm_config* config);
  void use_gemm(const xnn_qd8_f16_qc4w_gemm_config* config);
  void use_gemm(const xnn_qd8_f32_qc4w_gemm_config* config);
  void use_gemm(const xnn_qd8_f32_qb4w_gemm_config* config);
  void use_gemm(const xnn_qd8_f16_qb4w_gemm_config* config);
  void use_gemm(const xnn_qdu8_f32_qc4w_gemm_config* config);
  void use_gemm(const xnn_qdu8_f32_qb4w_gemm_config* config);
  void use_gemm(const xnn_f32_qc8w_gemm_config* config);
  void use_gemm(const xnn_f32_qc4w_gemm_config* config);
  void use_gemm(const xnn_bf16_f32_gemm_config* config);
  void use_gemm(const xnn_f16_gemm_config* config);
  void use_gemm(const xnn_float_gemm_tile& tile);
  // IGEMM of a float tile: its full-tile kernel, or the one-row kernel when `single_row`; sets mr.
  void use_igemm(const xnn_float_gemm_tile& tile, bool single_row);

  size_t kc = 0;  // bytes of A per row and tap

  // GEMM: A and the bytes between its rows.
  const void* a = nullptr;
  size_t a_stride = 0;
  // IGEMM: ks pointers per output row, grouped mr rows x ks taps; pointers other than `zero` are rebased by a_offset.
  const void** indirection = nullptr;
  size_t ks = 0;
  size_t a_offset = 0;
  const void* zero = nullptr;

  const void* w = nullptr;    // packed weights
  size_t w_block_stride = 0;  // bytes of packed weights per nr columns
  void* c = nullptr;
  size_t cm_stride = 0;  // bytes between rows of C

  // qd8_f32_qc8w GEMM: row r of A, counted from `a` across the batch dimensions (byte offset / a_stride), is
  // quantized with quantization[r]; a broadcast A (stride 0) reuses its rows' parameters.
  // qd8_f32_qc8w IGEMM: one image's rows share one zero point and scale, as in XNNPACK: GEMM number i (batch
  // dimensions, outer first) belongs to image i / gemms_per_image, quantized with quantization[image]; its padding
  // taps read zero_data + image * zero_data_stride (kc bytes of that image's zero point, filled at run time).
  const xnn_qd8_quantization_params* quantization = nullptr;
  size_t gemms_per_image = 1;
  const int8_t* zero_data = nullptr;
  size_t zero_data_stride = 0;

  xnn_gemm_batch_dims batch;
  union output_params {
    xnn_f32_minmax_params f32;
    xnn_qs8_minmax_params qs8;  // also qu8's (bounds 0..255)
    xnn_f32_qb4w_minmax_params qb4w;
    xnn_f32_qc4w_minmax_params f32_qc4w;
    xnn_f16_minmax_params f16;
  } params = {{0.0f, 0.0f}};

  // f32 only: an elementwise add fused into the output stage (see xnn_fuse_output_add). Each strip the kernel writes
  // is added, while still in L1, to the addend at the same byte offsets from `c`, through the add operator's own
  // kernel with the add's clamp and operand order: the bits are those of a separate add pass.
  struct output_add {
    const void* addend = nullptr;  // nullptr: no fused add
    bool addend_first = false;     // the addend is the add's first operand
    xnn_f32_vbinary_ukernel_fn fn = nullptr;
    xnn_f32_vbinary_params params = {};
  } fused_add;
  // f32 only: a unary elementwise op fused into the output stage after the add (see xnn_fuse_output_unary): each
  // strip is overwritten by the unary operator's own kernel and parameters, row by row, while still in L1.
  struct output_unary {
    xnn_f32_vunary_ukernel_fn fn = nullptr;  // nullptr: no fused unary op
    const xnn_f32_unary_params* params = nullptr;
  } fused_unary;
  // f32 only: global average pooling fused into the output stage after the unary op (see xnn_fuse_output_pooling):
  // the rows of each strip that belong to one image are summed column by column, in row order, into that image's
  // slot for the strip, sums[(image * slots + slot) * columns + column] with slot = xnn_output_pool_slot().
  struct output_pool {
    float* sums = nullptr;  // nullptr: no fused pooling
    size_t pixels = 0;      // rows of C per image
    size_t slots = 0;       // slots per image: xnn_output_pool_slots(pixels, mr)
    size_t columns = 0;     // sums per slot
  } fused_pool;
};

// Strips start at multiples of mr from an image's or from the GEMM's first row, whatever the thread count, so the
// strip (part) starting at C row `row` of image `image` has a slot of its own: row / mr - image's first row / mr.
inline size_t xnn_output_pool_slot(size_t row, size_t image, size_t pixels, size_t mr) {
  return row / mr - image * pixels / mr;
}
// Slots per image of `pixels` rows: the largest slot above plus one.
inline size_t xnn_output_pool_slots(size_t pixels, size_t mr) { return (pixels - 1) / mr + 2; }

// The context of the one f32 GEMM or IGEMM job of a GEMM-based operator after reshape, or nullptr (another
// datatype, another kind of operator, or not reshaped).
xnn_gemm_context* xnn_f32_gemm_job_context(xnn_operator_t op);

// Fuses `C = clamp(addend + C)` (or C + addend) into the output stage of `op`'s f32 GEMM job, until the next reshape
// or a call with addend nullptr; the addend has C's shape and strides. False when `op` has no such job or the
// library has no f32 add kernel.
bool xnn_fuse_output_add(xnn_operator_t op, const void* addend, bool addend_first, float output_min,
                         float output_max);

// Fuses `C = op(C)` into the output stage of `op`'s f32 GEMM job, after any fused add, until the next reshape or a
// call with fn nullptr: `fn` and `params` are an f32 unary operator's (xnn_f32_unary_kernel_of), which must outlive
// the fusion. False when `op` has no such job.
bool xnn_fuse_output_unary(xnn_operator_t op, xnn_f32_vunary_ukernel_fn fn, const xnn_f32_unary_params* params);

// Fuses global average pooling's sums into the output stage of `op`'s f32 GEMM job, after any fused add and unary op,
// until the next reshape or a call with sums nullptr: C's rows are images of `pixels` rows each (densely, cm_stride
// apart), and `sums` holds images x xnn_output_pool_slots(pixels, mr) x `columns` floats, the slots no strip writes
// zero (xnn_reshape_global_average_pooling_nwc_f32_of_sums averages them). False when `op` has no such job.
bool xnn_fuse_output_pooling(xnn_operator_t op, float* sums, size_t pixels, size_t columns);

void xnn_compute_gemm(void* context, size_t i, size_t n, size_t m, size_t n_size, size_t m_size);
void xnn_compute_igemm(void* context, size_t i, size_t n, size_t m, size_t n_size, size_t m_size);

// Rows [0, rows) of GEMM 0 of an f32 `context` over A at `a` (a_stride apart) into C at `c` (cm_stride apart), all
// `columns`, in strips of mr as xnn_compute_gemm cuts them from the band's first row: what xnn_compute_gemm does for a
// tile, with A, C and the fused add's operand (`addend` at C's offsets; nullptr: no add) given by the caller. The add
// runs context.fused_add's kernel and clamp, then context.fused_unary's op where set. Each row gets the bits the whole
// GEMM gives it (see f32_kernel_rows in gemm-compute.cc), so a caller may cut a GEMM into bands at any row (depth-first
// blocks).
void xnn_compute_gemm_band(const xnn_gemm_context& context, const void* a, void* c, const void* addend, size_t rows,
                           size_t columns);

// Describes the job for `context` (kernel, tile and batch already filled in): chooses the tiling for `threads`.
// `column_bytes` are the packed weight bytes per output column, `macs_per_element` the multiply-adds per output.
void xnn_plan_gemm_job(xnn_parallel_job* job, xnn_gemm_context* context, bool indirect, size_t m, size_t n,
                       size_t column_bytes, size_t macs_per_element, size_t threads);

// Bytes of one group's packed weights (nc output channels, ks taps of kc inputs) for the tile, in elements of
// `element_bytes`; false, after logging, when the size overflows.
bool xnn_packed_weights_bytes(const char* op, const xnn_float_gemm_tile& tile, size_t element_bytes, size_t nc,
                              size_t ks, size_t kc, size_t* bytes);
