#include "operators/conv2d-gemm.h"

#include "allocator.h"
#include "log.h"
#include "operators/validate.h"
#include "packing/gemm-pack.h"

xnn_conv2d_weights::~xnn_conv2d_weights() {
  xnn_release_simd_memory(packed);
  xnn_release_simd_memory(zero);
}

xnn_status xnn_conv2d_weights::pack(const char* op, const float* kernel, const float* bias, bool hwgo) {
  size_t total_bytes;
  if (!xnn_packed_weights_bytes(op, config, group_output_channels, taps, group_input_channels, &group_bytes) ||
      !xnn_checked_product(op, {groups, group_bytes}, &total_bytes)) {
    return xnn_status_invalid_parameter;
  }
  packed = static_cast<float*>(xnn_allocate_simd_memory(total_bytes));
  zero = static_cast<float*>(xnn_allocate_zero_simd_memory(group_input_channels * sizeof(float)));
  if (packed == nullptr || zero == nullptr) {
    xnn_log_error("%s: out of memory for %zu bytes of packed weights", op, total_bytes);
    return xnn_status_out_of_memory;
  }
  if (hwgo) {
    xnn_pack_f32_conv_kgo_w(groups, group_output_channels, taps, config->nr, config->kr, config->sr, kernel, bias,
                            packed);
  } else {
    xnn_pack_f32_conv_goki_w(groups, group_output_channels, taps, group_input_channels, config->nr, config->kr,
                             config->sr, kernel, bias, packed);
  }
  return xnn_status_success;
}

size_t xnn_conv2d_weights::block_bytes() const {
  return group_bytes / ((group_output_channels + config->nr - 1) / config->nr);
}

void xnn_conv2d_weights::init_context(xnn_gemm_context* ctx) const {
  *ctx = xnn_gemm_context{};
  ctx->nr = config->nr;
  ctx->kc = group_input_channels * sizeof(float);
  ctx->w = packed;
  ctx->w_block_stride = block_bytes();
  ctx->cm_stride = output_pixel_stride * sizeof(float);
  ctx->params = params;
}

bool xnn_conv2d_sizes_fit(const char* op, const xnn_conv2d_weights& w, size_t batch, const xnn_conv2d_geometry& g) {
  size_t unused;
  return xnn_checked_product(op, {batch + 1, g.input_height, g.input_width, w.input_pixel_stride, sizeof(float)},
                             &unused) &&
         xnn_checked_product(op, {batch + 1, g.output_height, g.output_width, w.output_pixel_stride, sizeof(float)},
                             &unused) &&
         xnn_checked_product(op, {g.output_height, g.output_width, 2}, &unused) &&
         xnn_checked_product(op, {g.output_height * g.output_width + w.config->mr, w.taps, sizeof(void*)}, &unused);
}

xnn_status xnn_plan_conv2d_igemm(const char* op, const xnn_conv2d_weights& w, size_t batch,
                                 const xnn_conv2d_geometry& geometry, xnn_indirection_buffer* indirection,
                                 xnn_gemm_context* ctx, xnn_parallel_job* job, size_t threads) {
  const size_t m = geometry.output_height * geometry.output_width;
  const bool single_row = m == 1;
  w.init_context(ctx);
  ctx->igemm = single_row ? w.config->igemm1->fn : w.config->igemm->fn;
  ctx->mr = single_row ? w.config->igemm1->mr : w.config->igemm->mr;
  ctx->ks = w.taps;
  ctx->zero = w.zero;
  ctx->batch.add(batch, geometry.input_height * geometry.input_width * w.input_pixel_stride * sizeof(float), 0,
                 m * w.output_pixel_stride * sizeof(float));
  ctx->batch.add(w.groups, ctx->kc, w.group_bytes, w.group_output_channels * sizeof(float));
  const xnn_status status = indirection->update(op, geometry, ctx->mr, w.zero);
  if (status != xnn_status_success) return status;
  ctx->indirection = indirection->pointers;
  xnn_plan_gemm_job(job, ctx, true, m, w.group_output_channels, ctx->w_block_stride / w.config->nr,
                    w.taps * w.group_input_channels, threads);
  return xnn_status_success;
}
