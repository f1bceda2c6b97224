#include "operators/gemm-compute.h"

#include <algorithm>
#include <cstring>

#include "operators/gemm-tiling.h"
#include "configs/f32-vbinary-config.h"
#include "log.h"
#include "operators/validate.h"

namespace {

struct batch_offsets {
  size_t a = 0, w = 0, c = 0, i = 0;
};

batch_offsets offsets_of(const xnn_gemm_batch_dims& batch, size_t i) {
  batch_offsets o;
  for (size_t d = batch.count; d-- > 0;) {
    const size_t index = i % batch.size[d];
    i /= batch.size[d];
    o.a += index * batch.a_stride[d];
    o.w += index * batch.w_stride[d];
    o.c += index * batch.c_stride[d];
    o.i += index * batch.i_stride[d];
  }
  return o;
}

template <class T>
T* advance(T* pointer, size_t bytes) {
  return reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(pointer) + bytes);
}

}  // namespace

void xnn_gemm_batch_dims::add(size_t dim_size, size_t a_bytes, size_t w_bytes, size_t c_bytes,
                              size_t indirection_pointers) {
  if (dim_size == 1) return;
  size[count] = dim_size;
  i_stride[count] = indirection_pointers;
  a_stride[count] = a_bytes;
  w_stride[count] = w_bytes;
  c_stride[count] = c_bytes;
  count++;
}

void xnn_gemm_context::use_gemm(const xnn_f32_gemm_config* config) {
  datatype = xnn_gemm_datatype::f32;
  mr = config->mr;
  nr = config->nr;
  c_element_bytes = sizeof(float);
  for (size_t rows = 1; rows <= mr; rows++) gemm_for_rows[rows].f32 = config->gemm_for_rows[rows]->fn;
}

namespace {

// Strips of one row take the config's GEMV twin, the others its full tile (it computes whatever mr it is given).
template <typename Config, typename Fn>
void use_tile_pair(xnn_gemm_context& context, const Config* config, xnn_gemm_datatype datatype,
                   size_t c_element_bytes, Fn xnn_gemm_context::gemm_kernel::*kernel) {
  context.datatype = datatype;
  context.mr = config->mr;
  context.nr = config->nr;
  context.c_element_bytes = c_element_bytes;
  for (size_t rows = 1; rows <= context.mr; rows++) {
    context.gemm_for_rows[rows].*kernel = (rows == 1 ? config->gemm1 : config->gemm)->fn;
  }
}

}  // namespace

void xnn_gemm_context::use_gemm(const xnn_qs8_qc8w_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::qs8_qc8w, sizeof(int8_t), &gemm_kernel::qs8_qc8w);
}

void xnn_gemm_context::use_gemm(const xnn_qu8_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::qu8, sizeof(uint8_t), &gemm_kernel::qu8);
}

void xnn_gemm_context::use_gemm(const xnn_qd8_f32_qc8w_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::qd8_f32_qc8w, sizeof(float), &gemm_kernel::qd8_f32_qc8w);
}

void xnn_gemm_context::use_gemm(const xnn_qdu8_f32_qc8w_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::qdu8_f32_qc8w, sizeof(float), &gemm_kernel::qdu8_f32_qc8w);
}

void xnn_gemm_context::use_gemm(const xnn_qd8_f16_qc8w_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::qd8_f16_qc8w, sizeof(uint16_t), &gemm_kernel::qd8_f16_qc8w);
}

void xnn_gemm_context::use_gemm(const xnn_qd8_f16_qc4w_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::qd8_f16_qc8w, sizeof(uint16_t), &gemm_kernel::qd8_f16_qc8w);
}

// 4-bit weights unpack inside the kernel: the same kernel type and compute function as qc8w.
void xnn_gemm_context::use_gemm(const xnn_qd8_f32_qc4w_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::qd8_f32_qc8w, sizeof(float), &gemm_kernel::qd8_f32_qc8w);
}

void xnn_gemm_context::use_gemm(const xnn_qd8_f32_qb4w_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::qd8_f32_qb4w, sizeof(float), &gemm_kernel::qd8_f32_qb4w);
}

void xnn_gemm_context::use_gemm(const xnn_qd8_f16_qb4w_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::qd8_f16_qb4w, sizeof(uint16_t), &gemm_kernel::qd8_f16_qb4w);
}

void xnn_gemm_context::use_gemm(const xnn_qdu8_f32_qc4w_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::qdu8_f32_qc8w, sizeof(float), &gemm_kernel::qdu8_f32_qc8w);
}

void xnn_gemm_context::use_gemm(const xnn_qdu8_f32_qb4w_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::qdu8_f32_qb4w, sizeof(float), &gemm_kernel::qdu8_f32_qb4w);
}

void xnn_gemm_context::use_gemm(const xnn_f32_qc8w_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::f32_qc8w, sizeof(float), &gemm_kernel::f32_qc8w);
}

void xnn_gemm_context::use_gemm(const xnn_f32_qc4w_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::f32_qc4w, sizeof(float), &gemm_kernel::f32_qc4w);
}

void xnn_gemm_context::use_gemm(const xnn_bf16_f32_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::bf16_f32, sizeof(float), &gemm_kernel::bf16_f32);
}

void xnn_gemm_context::use_gemm(const xnn_f16_gemm_config* config) {
  use_tile_pair(*this, config, xnn_gemm_datatype::f16, sizeof(uint16_t), &gemm_kernel::f16);
}

void xnn_gemm_context::use_gemm(const xnn_float_gemm_tile& tile) {
  if (tile.f16 != nullptr) {
    use_gemm(tile.f16);
  } else {
    use_gemm(tile.f32);
  }
}

void xnn_gemm_context::use_igemm(const xnn_float_gemm_tile& tile, bool single_row) {
  if (tile.f16 != nullptr) {
    const xnn_f16_igemm_minmax_info* kernel = single_row ? tile.f16->igemm1 : tile.f16->igemm;
    igemm.f16 = kernel->fn;
    mr = kernel->mr;
  } else {
    const xnn_f32_igemm_minmax_info* kernel = single_row ? tile.f32->igemm1 : tile.f32->igemm;
    igemm.f32 = kernel->fn;
    mr = kernel->mr;
  }
}

size_t xnn_gemm_batch_dims::total() const {
  size_t product = 1;
  for (size_t d = 0; d < count; d++) product *= size[d];
  return product;
}

namespace {

// The f32 kernel a strip of `rows` rows runs. The one-row (GEMV) kernels split K over several chains of
// accumulators (f32_gemm_tile::kChains) and so round differently from the multi-row kernels, which sum K in one chain;
// a one-row strip of a GEMM with more rows takes a multi-row kernel (it computes any mr <= MR), so a row's bits never
// depend on where strips start: depth-first blocks (docs/fused-execution.md) cut a layer into bands at any row and
// must give the layer's bits. Only a GEMM of one row keeps the faster GEMV kernel.
size_t f32_kernel_rows(const xnn_gemm_context& ctx, size_t rows) {
  return rows == 1 && !ctx.single_row && ctx.mr >= 2 ? 2 : rows;
}

// One kernel call on a strip of `rows` rows starting at row `first_row`, through the kernel type of the context's
// datatype.
void call_gemm(const xnn_gemm_context& ctx, size_t first_row, size_t rows, size_t n_size, const void* a,
               const void* w, void* c) {
  const size_t cn_stride = ctx.nr * ctx.c_element_bytes;
  switch (ctx.datatype) {
    case xnn_gemm_datatype::f32:
      ctx.gemm_for_rows[f32_kernel_rows(ctx, rows)].f32(rows, n_size, ctx.kc, static_cast<const float*>(a),
                                                        ctx.a_stride, static_cast<const float*>(w),
                                                        static_cast<float*>(c), ctx.cm_stride, cn_stride,
                                                        &ctx.params.f32);
      break;
    case xnn_gemm_datatype::qs8_qc8w:
      ctx.gemm_for_rows[rows].qs8_qc8w(rows, n_size, ctx.kc, static_cast<const int8_t*>(a), ctx.a_stride, w,
                                       static_cast<int8_t*>(c), ctx.cm_stride, cn_stride, &ctx.params.qs8);
      break;
    case xnn_gemm_datatype::qu8:
      ctx.gemm_for_rows[rows].qu8(rows, n_size, ctx.kc, static_cast<const uint8_t*>(a), ctx.a_stride, w,
                                  static_cast<uint8_t*>(c), ctx.cm_stride, cn_stride, &ctx.params.qs8);
      break;
    case xnn_gemm_datatype::qd8_f32_qc8w:
      ctx.gemm_for_rows[rows].qd8_f32_qc8w(rows, n_size, ctx.kc, static_cast<const int8_t*>(a), ctx.a_stride, w,
                                           static_cast<float*>(c), ctx.cm_stride, cn_stride, &ctx.params.f32,
                                           ctx.quantization + first_row);
      break;
    case xnn_gemm_datatype::qdu8_f32_qc8w:
      ctx.gemm_for_rows[rows].qdu8_f32_qc8w(rows, n_size, ctx.kc, static_cast<const uint8_t*>(a), ctx.a_stride, w,
                                            static_cast<float*>(c), ctx.cm_stride, cn_stride, &ctx.params.f32,
                                            ctx.quantization + first_row);
      break;
    case xnn_gemm_datatype::qd8_f16_qc8w:
      ctx.gemm_for_rows[rows].qd8_f16_qc8w(rows, n_size, ctx.kc, static_cast<const int8_t*>(a), ctx.a_stride, w,
                                           static_cast<uint16_t*>(c), ctx.cm_stride, cn_stride, &ctx.params.f32,
                                           ctx.quantization + first_row);
      break;
    case xnn_gemm_datatype::qd8_f32_qb4w:
      ctx.gemm_for_rows[rows].qd8_f32_qb4w(rows, n_size, ctx.kc, static_cast<const int8_t*>(a), ctx.a_stride, w,
                                           static_cast<float*>(c), ctx.cm_stride, cn_stride, &ctx.params.qb4w,
                                           ctx.quantization + first_row);
      break;
    case xnn_gemm_datatype::qd8_f16_qb4w:
      ctx.gemm_for_rows[rows].qd8_f16_qb4w(rows, n_size, ctx.kc, static_cast<const int8_t*>(a), ctx.a_stride, w,
                                           static_cast<uint16_t*>(c), ctx.cm_stride, cn_stride, &ctx.params.qb4w,
                                           ctx.quantization + first_row);
      break;
    case xnn_gemm_datatype::qdu8_f32_qb4w:
      ctx.gemm_for_rows[rows].qdu8_f32_qb4w(rows, n_size, ctx.kc, static_cast<const uint8_t*>(a), ctx.a_stride, w,
                                            static_cast<float*>(c), ctx.cm_stride, cn_stride, &ctx.params.qb4w,
                                            ctx.quantization + first_row);
      break;
    case xnn_gemm_datatype::f32_qc8w:
      ctx.gemm_for_rows[rows].f32_qc8w(rows, n_size, ctx.kc, static_cast<const float*>(a), ctx.a_stride, w,
                                       static_cast<float*>(c), ctx.cm_stride, cn_stride, &ctx.params.f32);
      break;
    case xnn_gemm_datatype::f32_qc4w:
      ctx.gemm_for_rows[rows].f32_qc4w(rows, n_size, ctx.kc, static_cast<const float*>(a), ctx.a_stride, w,
                                       static_cast<float*>(c), ctx.cm_stride, cn_stride, &ctx.params.f32_qc4w);
      break;
    case xnn_gemm_datatype::bf16_f32:
      ctx.gemm_for_rows[rows].bf16_f32(rows, n_size, ctx.kc, static_cast<const uint16_t*>(a), ctx.a_stride, w,
                                       static_cast<float*>(c), ctx.cm_stride, cn_stride, &ctx.params.f32);
      break;
    case xnn_gemm_datatype::f16:
      ctx.gemm_for_rows[rows].f16(rows, n_size, ctx.kc, static_cast<const uint16_t*>(a), ctx.a_stride,
                                  static_cast<const uint16_t*>(w), static_cast<uint16_t*>(c), ctx.cm_stride,
                                  cn_stride, &ctx.params.f16);
      break;
  }
}

void call_igemm(const xnn_gemm_context& ctx, size_t i, size_t rows, size_t n_size, const void** a, const void* w,
                void* c, size_t a_offset) {
  const size_t ks_bytes = ctx.ks * ctx.mr * sizeof(void*);
  const size_t cn_stride = ctx.nr * ctx.c_element_bytes;
  switch (ctx.datatype) {
    case xnn_gemm_datatype::f32:
      ctx.igemm.f32(rows, n_size, ctx.kc, ks_bytes, reinterpret_cast<const float**>(a),
                    static_cast<const float*>(w), static_cast<float*>(c), ctx.cm_stride, cn_stride, a_offset,
                    static_cast<const float*>(ctx.zero), &ctx.params.f32);
      break;
    case xnn_gemm_datatype::qs8_qc8w:
      ctx.igemm.qs8_qc8w(rows, n_size, ctx.kc, ks_bytes, reinterpret_cast<const int8_t**>(a), w,
                         static_cast<int8_t*>(c), ctx.cm_stride, cn_stride, a_offset,
                         static_cast<const int8_t*>(ctx.zero), &ctx.params.qs8);
      break;
    case xnn_gemm_datatype::qu8:
      ctx.igemm.qu8(rows, n_size, ctx.kc, ks_bytes, reinterpret_cast<const uint8_t**>(a), w, static_cast<uint8_t*>(c),
                    ctx.cm_stride, cn_stride, a_offset, static_cast<const uint8_t*>(ctx.zero), &ctx.params.qs8);
      break;
    case xnn_gemm_datatype::qd8_f32_qc8w: {
      const size_t image = i / ctx.gemms_per_image;
      ctx.igemm.qd8_f32_qc8w(rows, n_size, ctx.kc, ks_bytes, reinterpret_cast<const int8_t**>(a), w,
                             static_cast<float*>(c), ctx.cm_stride, cn_stride, a_offset,
                             static_cast<const int8_t*>(ctx.zero), ctx.zero_data + image * ctx.zero_data_stride,
                             &ctx.params.f32, ctx.quantization + image);
      break;
    }
    case xnn_gemm_datatype::qdu8_f32_qc8w: {
      const size_t image = i / ctx.gemms_per_image;
      ctx.igemm.qdu8_f32_qc8w(rows, n_size, ctx.kc, ks_bytes, reinterpret_cast<const uint8_t**>(a), w,
                              static_cast<float*>(c), ctx.cm_stride, cn_stride, a_offset,
                              static_cast<const uint8_t*>(ctx.zero),
                              reinterpret_cast<const uint8_t*>(ctx.zero_data) + image * ctx.zero_data_stride,
                              &ctx.params.f32, ctx.quantization + image);
      break;
    }
    case xnn_gemm_datatype::f16:
      ctx.igemm.f16(rows, n_size, ctx.kc, ks_bytes, reinterpret_cast<const uint16_t**>(a),
                    static_cast<const uint16_t*>(w), static_cast<uint16_t*>(c), ctx.cm_stride, cn_stride, a_offset,
                    static_cast<const uint16_t*>(ctx.zero), &ctx.params.f16);
      break;
    case xnn_gemm_datatype::qd8_f16_qc8w:
    case xnn_gemm_datatype::qd8_f32_qb4w:
    case xnn_gemm_datatype::qdu8_f32_qb4w:
    case xnn_gemm_datatype::qd8_f16_qb4w:
    case xnn_gemm_datatype::f32_qc8w:
    case xnn_gemm_datatype::f32_qc4w:
    case xnn_gemm_datatype::bf16_f32:
      break;  // no IGEMM operator takes these weights
  }
}

// The fused add of a strip of `rows` rows at `c` with the addend's strip at `addend`, row by row (C's rows are
// cm_stride apart, the addend's too).
void add_to_strip(const xnn_gemm_context& ctx, const void* addend_strip, void* c, size_t rows, size_t n_size) {
  const xnn_gemm_context::output_add& add = ctx.fused_add;
  const float* addend = static_cast<const float*>(addend_strip);
  float* y = static_cast<float*>(c);
  for (size_t r = 0; r < rows; r++) {
    add.fn(n_size * sizeof(float), add.addend_first ? addend : y, add.addend_first ? y : addend, y, &add.params);
    addend = advance(addend, ctx.cm_stride);
    y = advance(y, ctx.cm_stride);
  }
}

// The fused unary op over a strip of `rows` rows at `c`, in place, row by row.
void unary_on_strip(const xnn_gemm_context& ctx, void* c, size_t rows, size_t n_size) {
  const xnn_gemm_context::output_unary& unary = ctx.fused_unary;
  float* y = static_cast<float*>(c);
  for (size_t r = 0; r < rows; r++) {
    unary.fn(n_size * sizeof(float), y, y, unary.params);
    y = advance(y, ctx.cm_stride);
  }
}

// Adds the strip's rows (at C's byte offset `c`, `n_size` columns from column `column`) to their images' slots.
void pool_strip(const xnn_gemm_context& ctx, const void* c, size_t rows, size_t column, size_t n_size) {
  const xnn_gemm_context::output_pool& pool = ctx.fused_pool;
  size_t row = (reinterpret_cast<uintptr_t>(c) - reinterpret_cast<uintptr_t>(ctx.c)) / ctx.cm_stride;
  const float* y = static_cast<const float*>(c);
  for (size_t left = rows; left != 0;) {
    const size_t image = row / pool.pixels;
    const size_t part = std::min(left, (image + 1) * pool.pixels - row);
    float* sums = pool.sums + (image * pool.slots + xnn_output_pool_slot(row, image, pool.pixels, ctx.mr)) *
                                  pool.columns + column;
    std::memcpy(sums, y, n_size * sizeof(float));
    for (size_t r = 1; r < part; r++) {
      y = advance(y, ctx.cm_stride);
      for (size_t j = 0; j < n_size; j++) sums[j] += y[j];
    }
    y = advance(y, ctx.cm_stride);
    row += part, left -= part;
  }
}

}  // namespace

xnn_gemm_context* xnn_f32_gemm_job_context(xnn_operator_t op) {
  xnn_gemm_context* found = nullptr;
  for (size_t j = 0; j < op->job_count; j++) {
    const xnn_parallel_job& job = op->jobs[j];
    if (job.task != xnn_compute_gemm && job.task != xnn_compute_igemm) continue;
    xnn_gemm_context* context = static_cast<xnn_gemm_context*>(job.context);
    if (found != nullptr || context->datatype != xnn_gemm_datatype::f32) return nullptr;
    found = context;
  }
  return found;
}

bool xnn_fuse_output_add(xnn_operator_t op, const void* addend, bool addend_first, float output_min,
                         float output_max) {
  xnn_gemm_context* context = xnn_f32_gemm_job_context(op);
  if (context == nullptr) return false;
  if (addend == nullptr) {
    context->fused_add = {};
    return true;
  }
  const xnn_f32_vbinary_info* kernel = xnn_init_f32_vbinary_config(xnn_binary_op::add, xnn_binary_variant::op);
  if (kernel == nullptr) return false;
  context->fused_add.addend = addend;
  context->fused_add.addend_first = addend_first;
  context->fused_add.fn = kernel->fn;
  context->fused_add.params.minmax = {output_min, output_max};
  return true;
}

bool xnn_fuse_output_unary(xnn_operator_t op, xnn_f32_vunary_ukernel_fn fn, const xnn_f32_unary_params* params) {
  xnn_gemm_context* context = xnn_f32_gemm_job_context(op);
  if (context == nullptr) return false;
  context->fused_unary = fn != nullptr ? xnn_gemm_context::output_unary{fn, params} : xnn_gemm_context::output_unary{};
  return true;
}

bool xnn_fuse_output_pooling(xnn_operator_t op, float* sums, size_t pixels, size_t columns) {
  xnn_gemm_context* context = xnn_f32_gemm_job_context(op);
  if (context == nullptr) return false;
  context->fused_pool = sums != nullptr ? xnn_gemm_context::output_pool{sums, pixels,
                                                                        xnn_output_pool_slots(pixels, context->mr),
                                                                        columns}
                                        : xnn_gemm_context::output_pool{};
  return true;
}

void xnn_compute_gemm(void* context, size_t i, size_t n, size_t m, size_t n_size, size_t m_size) {
  const xnn_gemm_context& ctx = *static_cast<const xnn_gemm_context*>(context);
  const batch_offsets o = offsets_of(ctx.batch, i);
  const void* w = advance(ctx.w, o.w + n / ctx.nr * ctx.w_block_stride);
  void* c = advance(ctx.c, o.c + m * ctx.cm_stride + n * ctx.c_element_bytes);
  const void* a = advance(ctx.a, o.a + m * ctx.a_stride);
  // The strip's first row counted from ctx.a: qd8 reads the quantization parameters of A's rows.
  const size_t first_row = o.a / ctx.a_stride + m;
  for (size_t row = 0; row < m_size; row += ctx.mr) {
    const size_t rows = m_size - row < ctx.mr ? m_size - row : ctx.mr;
    call_gemm(ctx, first_row + row, rows, n_size, a, w, c);
    if (ctx.fused_add.addend != nullptr) {
      const size_t offset = reinterpret_cast<uintptr_t>(c) - reinterpret_cast<uintptr_t>(ctx.c);
      add_to_strip(ctx, advance(ctx.fused_add.addend, offset), c, rows, n_size);
    }
    if (ctx.fused_unary.fn != nullptr) unary_on_strip(ctx, c, rows, n_size);
    if (ctx.fused_pool.sums != nullptr) pool_strip(ctx, c, rows, n, n_size);
    a = advance(a, ctx.mr * ctx.a_stride);
    c = advance(c, ctx.mr * ctx.cm_stride);
  }
}

void xnn_compute_igemm(void* context, size_t i, size_t n, size_t m, size_t n_size, size_t m_size) {
  const xnn_gemm_context& ctx = *static_cast<const xnn_gemm_context*>(context);
  const batch_offsets o = offsets_of(ctx.batch, i);
  const void* w = advance(ctx.w, o.w + n / ctx.nr * ctx.w_block_stride);
  void* c = advance(ctx.c, o.c + m * ctx.cm_stride + n * ctx.c_element_bytes);
  const void** a = ctx.indirection + o.i + m * ctx.ks;  // m is a multiple of mr: whole pointer groups
  for (size_t row = 0; row < m_size; row += ctx.mr) {
    const size_t rows = m_size - row < ctx.mr ? m_size - row : ctx.mr;
    call_igemm(ctx, i, rows, n_size, a, w, c, ctx.a_offset + o.a);
    if (ctx.fused_add.addend != nullptr) {
      const size_t offset = reinterpret_cast<uintptr_t>(c) - reinterpret_cast<uintptr_t>(ctx.c);
      add_to_strip(ctx, advance(ctx.fused_add.addend, offset), c, rows, n_size);
    }
    if (ctx.fused_unary.fn != nullptr) unary_on_strip(ctx, c, rows, n_size);
    if (ctx.fused_pool.sums != nullptr) pool_strip(ctx, c, rows, n, n_size);
    a += ctx.ks * ctx.mr;
    c = advance(c, ctx.mr * ctx.cm_stride);
  }
}

void xnn_compute_gemm_band(const xnn_gemm_context& ctx, const void* a, void* c, const void* addend, size_t rows,
                           size_t columns) {
  for (size_t row = 0; row < rows; row += ctx.mr) {
    const size_t strip = rows - row < ctx.mr ? rows - row : ctx.mr;
    call_gemm(ctx, 0, strip, columns, a, ctx.w, c);
    if (addend != nullptr) {
      add_to_strip(ctx, addend, c, strip, columns);
      addend = advance(addend, ctx.mr * ctx.cm_stride);
    }
    if (ctx.fused_unary.fn != nullptr) unary_on_strip(ctx, c, strip, columns);
    a = advance(a, ctx.mr * ctx.a_stride);
    c = advance(c, ctx.mr * ctx.cm_stride);
  }
}

void xnn_plan_gemm_job(xnn_parallel_job* job, xnn_gemm_context* context, bool indirect, size_t m, size_t n,
                       size_t column_bytes, size_t macs_per_element, size_t threads) {
  context->single_row = m == 1;
  const size_t batch = context->batch.total();
  const xnn_gemm_tiling tiling =
      xnn_choose_gemm_tiling(batch, m, n, context->mr, context->nr, column_bytes, macs_per_element, threads);
  job->task = indirect ? xnn_compute_igemm : xnn_compute_gemm;
  job->context = context;
  job->range[0] = batch;
  // Columns outer, rows inner: consecutive tiles of a thread reuse one panel of packed weights from L2.
  job->range[1] = n;
  job->range[2] = m;
  job->tile[0] = tiling.tile_n;
  job->tile[1] = tiling.tile_m;
}

bool xnn_packed_weights_bytes(const char* op, const xnn_float_gemm_tile& tile, size_t element_bytes, size_t nc,
                              size_t ks, size_t kc, size_t* bytes) {
  const size_t k_block = tile.kr * tile.sr;
  size_t taps_k;
  if (nc > SIZE_MAX / 2 || kc > SIZE_MAX / 2 ||
      !xnn_checked_product(op, {ks, (kc + k_block - 1) / k_block * k_block}, &taps_k)) {
    xnn_log_error("%s: weights of %zu x %zu x %zu are too large", op, nc, ks, kc);
    return false;
  }
  return xnn_checked_product(op, {(nc + tile.nr - 1) / tile.nr * tile.nr, taps_k + 1, element_bytes}, bytes);
}
