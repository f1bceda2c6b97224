#include "operators/conv2d-gemm.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "alloc-failure.h"
#include "allocator.h"
#include "log.h"
#include "operators/validate.h"
#include "packing/qd8-gemm-pack.h"
#include "packing/qs8-gemm-pack.h"
#include "packing/qu8-gemm-pack.h"
#include "weights-cache/shared-buffers.h"

xnn_conv2d_weights::~xnn_conv2d_weights() { xnn_release_zero_row(zero, cache); }

xnn_status xnn_conv2d_weights::allocate(const char* op, int zero_byte, size_t* packed_bytes) {
  size_t total_bytes;
  if (float_type != nullptr) {
    if (!xnn_packed_weights_bytes(op, tile, float_type->element_bytes, group_output_channels, taps,
                                  group_input_channels, &group_bytes)) {
      return xnn_status_invalid_parameter;
    }
  } else {
    // Bounds the packed size (channels padded to whole tiles, the bias and scale per channel; qu8 weights are int16)
    // below SIZE_MAX.
    const size_t weight_bytes = datatype == xnn_gemm_datatype::qu8 ? sizeof(int16_t) : sizeof(int8_t);
    size_t bound;
    if (!xnn_checked_product(op, {group_output_channels + nr(), taps, group_input_channels + 16, weight_bytes},
                             &bound)) {
      return xnn_status_invalid_parameter;
    }
    group_bytes = datatype == xnn_gemm_datatype::qu8
                      ? xnn_packed_qu8_gemm_size(group_output_channels, taps, group_input_channels, qu8_config->nr,
                                                 qu8_config->kr)
                  : datatype == xnn_gemm_datatype::qd8_f32_qc8w
                      ? xnn_packed_qd8_qc8w_gemm_size(group_output_channels, taps, group_input_channels,
                                                      qd8_config->nr, qd8_config->kr, qd8_config->sr)
                      : xnn_packed_qs8_qc8w_gemm_size(group_output_channels, taps, group_input_channels,
                                                      qs8_config->nr, qs8_config->kr, qs8_config->sr);
  }
  if (!xnn_checked_product(op, {groups, group_bytes}, &total_bytes)) return xnn_status_invalid_parameter;
  const size_t zero_bytes = group_input_channels * element_bytes() + XNN_EXTRA_BYTES;
  if (xnn_status status = xnn_acquire_zero_row(op, cache, zero_bytes, zero_byte, &zero); status != xnn_status_success) {
    return status;
  }
  *packed_bytes = total_bytes;
  return xnn_status_success;
}

xnn_weights_key_source xnn_conv2d_weights::key(const char* op, const void* kernel, const void* bias, bool hwgo,
                                               uint64_t values, const void* extra, size_t extra_bytes) const {
  // A float tile is chosen by the output channels: its kr and sr shape the packing as nr does.
  const uint64_t seed = xnn_weights_seed({uint64_t(datatype), nr(), float_type != nullptr ? tile.kr : 0,
                                          float_type != nullptr ? tile.sr : 0, groups, group_input_channels,
                                          group_output_channels, taps, phase, hwgo, values},
                                         extra, extra_bytes);
  // The caller's arrays: float kernels and biases of the type's weight size; int8 kernels with int32 or float biases.
  // A deconvolution phase packs `kernel`, gathered from the caller's (this shape's size, not the caller's): its
  // contents are what the inputs' digest reads, while the key a provider sees keeps the caller's kernel.
  const size_t channels = groups * group_output_channels;
  const size_t kernel_element_bytes = float_type != nullptr ? float_type->weight_bytes : sizeof(int8_t);
  const size_t bias_element_bytes = float_type != nullptr ? float_type->weight_bytes : sizeof(int32_t);
  return xnn_weights_key_source{op,
                                original_kernel,
                                bias,
                                seed,
                                channels * taps * group_input_channels * kernel_element_bytes,
                                bias != nullptr ? channels * bias_element_bytes : 0,
                                phase != 0 ? kernel : nullptr};
}

xnn_status xnn_conv2d_weights::pack(const char* op, const void* kernel, const void* bias, bool hwgo) {
  size_t packed_bytes;
  if (xnn_status status = allocate(op, 0, &packed_bytes); status != xnn_status_success) return status;
  return packed.pack(cache, key(op, kernel, bias, hwgo, 0), packed_bytes, [&](void* destination) {
    if (hwgo) {
      float_type->pack_kgo(groups, group_output_channels, taps, tile.nr, tile.kr, tile.sr, kernel, bias, destination);
    } else {
      float_type->pack_goki(groups, group_output_channels, taps, group_input_channels, tile.nr, tile.kr, tile.sr,
                            kernel, bias, destination);
    }
  });
}

namespace {

// [tap][g * o] (one input channel per group) -> [g][o][tap][1], the order the packers read; `kernel` then points at
// `goki`. Logs on failure.
template <class T>
xnn_status reorder_hwgo(const char* op, size_t channels, size_t taps, const T** kernel, std::vector<T>* goki) {
  XNN_TRY_ALLOC {
    goki->resize(channels * taps);
  } XNN_ON_ALLOC_FAILURE {
    xnn_log_error("%s: out of memory reordering the weights", op);
    return xnn_status_out_of_memory;
  }
  for (size_t c = 0; c < channels; c++) {
    for (size_t t = 0; t < taps; t++) (*goki)[c * taps + t] = (*kernel)[t * channels + c];
  }
  *kernel = goki->data();
  return xnn_status_success;
}

}  // namespace

xnn_status xnn_conv2d_weights::pack(const char* op, const int8_t* kernel, const int32_t* bias, const float* scales,
                                    int32_t input_zero_point, bool hwgo) {
  size_t packed_bytes;
  if (xnn_status status = allocate(op, int(uint8_t(int8_t(input_zero_point))), &packed_bytes);
      status != xnn_status_success) {
    return status;
  }
  std::vector<int8_t> goki;
  const int8_t* unpacked = kernel;
  if (hwgo) {
    if (xnn_status status = reorder_hwgo(op, groups * group_output_channels, taps, &unpacked, &goki)) return status;
  }
  const xnn_weights_key_source source =
      key(op, kernel, bias, hwgo, uint64_t(uint32_t(input_zero_point)), scales,
          groups * group_output_channels * sizeof(float));
  return packed.pack(cache, source, packed_bytes, [&](void* destination) {
    xnn_pack_qs8_qc8w_conv_goki_w(groups, group_output_channels, taps, group_input_channels, qs8_config->nr,
                                  qs8_config->kr, qs8_config->sr, unpacked, bias, scales, input_zero_point,
                                  qs8_config->a_offset, destination);
  });
}

xnn_status xnn_conv2d_weights::pack(const char* op, const uint8_t* kernel, const int32_t* bias, float scale,
                                    int32_t input_zero_point, int32_t kernel_zero_point, bool hwgo) {
  size_t packed_bytes;
  if (xnn_status status = allocate(op, input_zero_point, &packed_bytes); status != xnn_status_success) return status;
  std::vector<uint8_t> goki;
  const uint8_t* unpacked = kernel;
  if (hwgo) {
    if (xnn_status status = reorder_hwgo(op, groups * group_output_channels, taps, &unpacked, &goki)) return status;
  }
  const uint64_t values = uint64_t(uint8_t(input_zero_point)) | uint64_t(uint8_t(kernel_zero_point)) << 8 |
                          xnn_float_bits(scale) << 16;
  return packed.pack(cache, key(op, kernel, bias, hwgo, values), packed_bytes, [&](void* destination) {
    xnn_pack_qu8_conv_goki_w(groups, group_output_channels, taps, group_input_channels, qu8_config->nr,
                             qu8_config->kr, unpacked, bias, scale, input_zero_point, kernel_zero_point, destination);
  });
}

xnn_status xnn_conv2d_weights::pack(const char* op, const int8_t* kernel, const float* bias,
                                    const float* kernel_scale, bool hwgo) {
  size_t packed_bytes;
  if (xnn_status status = allocate(op, 0, &packed_bytes); status != xnn_status_success) return status;
  std::vector<int8_t> goki;
  const int8_t* unpacked = kernel;
  if (hwgo) {
    if (xnn_status status = reorder_hwgo(op, groups * group_output_channels, taps, &unpacked, &goki)) return status;
  }
  const xnn_weights_key_source source =
      key(op, kernel, bias, hwgo, 0, kernel_scale, groups * group_output_channels * sizeof(float));
  return packed.pack(cache, source, packed_bytes, [&](void* destination) {
    const size_t group_kernel = group_output_channels * taps * group_input_channels;
    for (size_t g = 0; g < groups; g++) {
      const size_t first_channel = g * group_output_channels;
      xnn_pack_qd8_qc8w_conv_goki_w(group_output_channels, taps, group_input_channels, qd8_config->nr,
                                    qd8_config->kr, qd8_config->sr, unpacked + g * group_kernel,
                                    bias != nullptr ? bias + first_channel : nullptr, kernel_scale + first_channel,
                                    static_cast<char*>(destination) + g * group_bytes);
    }
  });
}

void xnn_conv2d_weights::copy_shape(const xnn_conv2d_weights& other, size_t taps_count) {
  datatype = other.datatype;
  float_type = other.float_type;
  tile = other.tile;
  qs8_config = other.qs8_config;
  qu8_config = other.qu8_config;
  qd8_config = other.qd8_config;
  qdu8_config = other.qdu8_config;
  groups = other.groups, group_input_channels = other.group_input_channels;
  group_output_channels = other.group_output_channels;
  taps = taps_count;
  input_pixel_stride = other.input_pixel_stride, output_pixel_stride = other.output_pixel_stride;
  params = other.params;
  cache = other.cache;
  original_kernel = other.original_kernel;
}

size_t xnn_conv2d_weights::block_bytes() const {
  return group_bytes / ((group_output_channels + nr() - 1) / nr());
}

void xnn_conv2d_weights::init_context(xnn_gemm_context* ctx) const {
  *ctx = xnn_gemm_context{};
  switch (datatype) {
    case xnn_gemm_datatype::f32:
    case xnn_gemm_datatype::f16: ctx->use_gemm(tile); break;
    case xnn_gemm_datatype::qs8_qc8w: ctx->use_gemm(qs8_config); break;
    case xnn_gemm_datatype::qu8: ctx->use_gemm(qu8_config); break;
    case xnn_gemm_datatype::qd8_f32_qc8w: ctx->use_gemm(qd8_config); break;
    case xnn_gemm_datatype::qdu8_f32_qc8w:
    case xnn_gemm_datatype::qd8_f16_qc8w:
    case xnn_gemm_datatype::qd8_f32_qb4w:
    case xnn_gemm_datatype::qdu8_f32_qb4w:
    case xnn_gemm_datatype::qd8_f16_qb4w:
    case xnn_gemm_datatype::f32_qc8w:
    case xnn_gemm_datatype::f32_qc4w:
    case xnn_gemm_datatype::bf16_f32:
      break;  // no convolution takes these weights
  }
  ctx->kc = group_input_channels * element_bytes();
  ctx->w = packed.address();
  ctx->w_block_stride = block_bytes();
  ctx->cm_stride = output_pixel_stride * output_element_bytes();
  ctx->params = params;
}

void xnn_conv2d_weights::init_gemm_context(xnn_gemm_context* ctx) const { init_context(ctx); }

void xnn_conv2d_weights::init_igemm_context(xnn_gemm_context* ctx, bool single_row, const void* zero_row) const {
  init_context(ctx);
  if (float_type != nullptr) {
    ctx->use_igemm(tile, single_row);
  } else if (datatype == xnn_gemm_datatype::qu8) {
    const xnn_qu8_igemm_minmax_info* kernel = single_row ? qu8_config->igemm1 : qu8_config->igemm;
    ctx->igemm.qu8 = kernel->fn;
    ctx->mr = kernel->mr;
  } else if (datatype == xnn_gemm_datatype::qd8_f32_qc8w && qdu8_config != nullptr) {
    const xnn_qdu8_f32_qc8w_igemm_minmax_info* kernel = single_row ? qdu8_config->igemm1 : qdu8_config->igemm;
    ctx->datatype = xnn_gemm_datatype::qdu8_f32_qc8w;
    ctx->igemm.qdu8_f32_qc8w = kernel->fn;
    ctx->mr = kernel->mr;
  } else if (datatype == xnn_gemm_datatype::qd8_f32_qc8w) {
    const xnn_qd8_f32_qc8w_igemm_minmax_info* kernel = single_row ? qd8_config->igemm1 : qd8_config->igemm;
    ctx->igemm.qd8_f32_qc8w = kernel->fn;
    ctx->mr = kernel->mr;
  } else {
    const xnn_qs8_qc8w_igemm_minmax_info* kernel = single_row ? qs8_config->igemm1 : qs8_config->igemm;
    ctx->igemm.qs8_qc8w = kernel->fn;
    ctx->mr = kernel->mr;
  }
  ctx->ks = taps;
  ctx->zero = zero_row;
}

void xnn_conv2d_weights::plan(xnn_parallel_job* job, xnn_gemm_context* ctx, bool indirect, size_t m,
                              size_t threads) const {
  ctx->batch.add(groups, ctx->kc, group_bytes, group_output_channels * output_element_bytes());
  xnn_plan_gemm_job(job, ctx, indirect, m, group_output_channels, ctx->w_block_stride / nr(),
                    taps * group_input_channels, threads);
}

bool xnn_conv2d_sizes_fit(const char* op, const xnn_conv2d_weights& w, size_t batch, const xnn_conv2d_geometry& g) {
  // One image more than the batch: byte offsets one past the last image must not wrap either.
  size_t unused, batches;
  return xnn_checked_sum(op, "batch_size + 1", batch, 1, &batches) &&
         xnn_checked_product(op, {batches, g.input_height, g.input_width, w.input_pixel_stride, w.element_bytes()},
                             &unused) &&
         xnn_checked_product(op, {batches, g.output_height, g.output_width, w.output_pixel_stride,
                                  w.output_element_bytes()},
                             &unused) &&
         xnn_checked_product(op, {g.output_height, g.output_width, 2}, &unused) &&
         xnn_checked_product(op, {g.output_height * g.output_width + w.mr(), w.taps, sizeof(void*)}, &unused);
}

namespace {

// The IGEMM context of `batch` images of `geometry`, its indirection buffer still to be given.
void init_igemm_batch(const xnn_conv2d_weights& w, size_t batch, const xnn_conv2d_geometry& geometry,
                      xnn_gemm_context* ctx) {
  const size_t m = geometry.output_height * geometry.output_width;
  w.init_igemm_context(ctx, m == 1, w.zero);
  ctx->batch.add(batch, geometry.input_height * geometry.input_width * w.input_pixel_stride * w.element_bytes(), 0,
                 m * w.output_pixel_stride * w.output_element_bytes());
}

}  // namespace

void xnn_plan_conv2d_igemm_transient(const xnn_conv2d_weights& w, size_t batch, const xnn_conv2d_geometry& geometry,
                                     xnn_transient_indirection* indirection, xnn_gemm_context* ctx,
                                     xnn_parallel_job* build, xnn_parallel_job* job, size_t threads,
                                     size_t* workspace_bytes) {
  init_igemm_batch(w, batch, geometry, ctx);
  *workspace_bytes = indirection->plan_igemm(geometry, ctx->mr, w.zero, build);
  w.plan(job, ctx, true, geometry.output_height * geometry.output_width, threads);
}

xnn_status xnn_plan_conv2d_igemm(const char* op, const xnn_conv2d_weights& w, size_t batch,
                                 const xnn_conv2d_geometry& geometry, xnn_indirection_buffer* indirection,
                                 xnn_gemm_context* ctx, xnn_parallel_job* job, size_t threads) {
  const size_t m = geometry.output_height * geometry.output_width;
  init_igemm_batch(w, batch, geometry, ctx);
  const xnn_status status = indirection->update(op, geometry, ctx->mr, w.zero, w.cache);
  if (status != xnn_status_success) return status;
  ctx->indirection = indirection->pointers;
  w.plan(job, ctx, true, m, threads);
  return xnn_status_success;
}

xnn_status xnn_qd8_conv2d_kernels(const char* op, const xnn_conv2d_args& args, const float* kernel_scale,
                                  bool unsigned_input, const xnn_qd8_f32_qc8w_gemm_config** config,
                                  const xnn_qdu8_f32_qc8w_gemm_config** unsigned_config) {
  xnn_status status;
  if ((status = xnn_check_not_null(op, "kernel_scale", kernel_scale)) ||
      (status = xnn_check_output_range(op, args.output_min, args.output_max))) {
    return status;
  }
  const size_t output_channels = size_t(args.groups) * args.group_output_channels;  // checked by xnn_check_conv2d_args
  for (size_t c = 0; c < output_channels; c++) {
    if (!(kernel_scale[c] > 0.0f) || !std::isnormal(kernel_scale[c])) {
      xnn_log_error("%s: kernel_scale[%zu] is %.9g; expected a positive normal float", op, c, kernel_scale[c]);
      return xnn_status_invalid_parameter;
    }
  }
  *config = xnn_init_qd8_f32_qc8w_gemm_config();
  if (*config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", op);
    return xnn_status_uninitialized;
  }
  *unsigned_config = unsigned_input ? xnn_qdu8_f32_qc8w_gemm_config_for_qd8() : nullptr;
  return xnn_check_qdu8_kernels(op, unsigned_input, *unsigned_config);
}

xnn_qd8_zero_rows::~xnn_qd8_zero_rows() { xnn_release_simd_memory(rows); }

namespace {

void fill_zero_rows(void* context, size_t image, size_t, size_t, size_t, size_t) {
  const xnn_qd8_zero_rows& z = *static_cast<const xnn_qd8_zero_rows*>(context);
  std::memset(z.rows + image * z.stride, int(uint8_t(int8_t(z.quantization[image].zero_point))), z.stride);
}

}  // namespace

xnn_status xnn_qd8_zero_rows::plan(const char* op, size_t image_count, size_t row_bytes, xnn_parallel_job* job) {
  size_t bytes;
  if (!xnn_checked_product(op, {image_count, row_bytes + XNN_EXTRA_BYTES}, &bytes)) {
    return xnn_status_invalid_parameter;
  }
  if (bytes > capacity) {
    xnn_release_simd_memory(rows);
    capacity = 0;
    rows = static_cast<int8_t*>(xnn_allocate_simd_memory(bytes));
    if (rows == nullptr) {
      xnn_log_error("%s: out of memory for %zu bytes of zero-point rows", op, bytes);
      return xnn_status_out_of_memory;
    }
    capacity = bytes;
  }
  stride = row_bytes + XNN_EXTRA_BYTES;
  *job = xnn_parallel_job{};
  job->task = fill_zero_rows;
  job->context = this;
  job->range[0] = image_count;
  return xnn_status_success;
}

void xnn_qd8_zero_rows::bind(xnn_gemm_context* ctx, size_t gemms_per_image) const {
  ctx->gemms_per_image = gemms_per_image;
  ctx->zero_data = rows;
  ctx->zero_data_stride = stride;
}

xnn_status xnn_check_conv2d_args(const char* op, const xnn_conv2d_args& a, const xnn_conv2d_arg_names& names,
                                 uint32_t supported_flags, xnn_operator_t* op_out, const xnn_float_gemm_type* type,
                                 xnn_float_gemm_tile* tile, bool rounded_rule) {
  xnn_status status;
  if ((status = xnn_check_initialized(op)) || (status = xnn_check_not_null(op, names.op_out, op_out))) return status;
  *op_out = nullptr;
  if ((status = xnn_check_flags(op, a.flags, supported_flags)) ||
      (status = xnn_check_positive(op, "kernel_height", a.kernel_height)) ||
      (status = xnn_check_positive(op, "kernel_width", a.kernel_width)) ||
      (status = xnn_check_positive(op, names.stride_height, a.stride_height)) ||
      (status = xnn_check_positive(op, names.stride_width, a.stride_width)) ||
      (status = xnn_check_positive(op, "dilation_height", a.dilation_height)) ||
      (status = xnn_check_positive(op, "dilation_width", a.dilation_width)) ||
      (status = xnn_check_positive(op, "groups", a.groups)) ||
      (status = xnn_check_positive(op, "group_input_channels", a.group_input_channels)) ||
      (status = xnn_check_positive(op, "group_output_channels", a.group_output_channels)) ||
      (status = xnn_check_not_null(op, "kernel", a.kernel)) ||
      (type != nullptr &&
       (status = xnn_check_float_output_range(op, *type, rounded_rule, a.output_min, a.output_max)))) {
    return status;
  }
  // Any padding is accepted, as in XNNPACK; the dilated kernel must not overflow. Reshape checks the sizes it meets.
  size_t input_channels, output_channels, unused;
  if (!xnn_checked_product(op, {a.groups, a.group_input_channels}, &input_channels) ||
      !xnn_checked_product(op, {a.groups, a.group_output_channels}, &output_channels) ||
      !xnn_checked_product(op, {size_t(a.kernel_height), size_t(a.dilation_height), 2}, &unused) ||
      !xnn_checked_product(op, {size_t(a.kernel_width), size_t(a.dilation_width), 2}, &unused)) {
    return xnn_status_invalid_parameter;
  }
  if ((status = xnn_check_stride(op, names.input_pixel_stride, a.input_pixel_stride,
                                 "groups * group_input_channels", input_channels)) ||
      (status = xnn_check_stride(op, names.output_pixel_stride, a.output_pixel_stride,
                                 "groups * group_output_channels", output_channels))) {
    return status;
  }
  if (type == nullptr) return xnn_status_success;
  return type->tile_for(op, a.group_output_channels, tile) ? xnn_status_success : xnn_status_uninitialized;
}

void xnn_conv2d_operator::init(const xnn_conv2d_args& a, const xnn_qs8_qc8w_gemm_config* config,
                               const xnn_qs8_minmax_params& params) {
  init_shape(a);
  weights.datatype = xnn_gemm_datatype::qs8_qc8w;
  weights.qs8_config = config;
  weights.params.qs8 = params;
}

void xnn_conv2d_operator::init(const xnn_conv2d_args& a, const xnn_qu8_gemm_config* config,
                               const xnn_qs8_minmax_params& params) {
  init_shape(a);
  weights.datatype = xnn_gemm_datatype::qu8;
  weights.qu8_config = config;
  weights.params.qs8 = params;
}

void xnn_conv2d_operator::init(const xnn_conv2d_args& a, const xnn_qd8_f32_qc8w_gemm_config* config) {
  init_shape(a);
  weights.datatype = xnn_gemm_datatype::qd8_f32_qc8w;
  weights.qd8_config = config;
  weights.params.f32 = {a.output_min, a.output_max};
}

void xnn_conv2d_operator::init(const xnn_conv2d_args& a, const xnn_qd8_f32_qc8w_gemm_config* config,
                               const xnn_qdu8_f32_qc8w_gemm_config* unsigned_config) {
  init(a, config);
  weights.qdu8_config = unsigned_config;
}

void xnn_conv2d_operator::init(const xnn_conv2d_args& a, const xnn_float_gemm_type& type,
                               const xnn_float_gemm_tile& tile) {
  init_shape(a);
  weights.datatype = type.datatype;
  weights.float_type = &type;
  weights.tile = tile;
  type.set_bounds(a.output_min, a.output_max, &weights.params);
}

void xnn_conv2d_operator::init_shape(const xnn_conv2d_args& a) {
  padding_top = a.padding_top, padding_right = a.padding_right;
  padding_bottom = a.padding_bottom, padding_left = a.padding_left;
  kernel_height = a.kernel_height, kernel_width = a.kernel_width;
  stride_height = a.stride_height, stride_width = a.stride_width;
  dilation_height = a.dilation_height, dilation_width = a.dilation_width;
  xnn_conv2d_weights& w = weights;
  w.cache = a.weights_cache;
  w.original_kernel = a.kernel;
  w.groups = a.groups, w.group_input_channels = a.group_input_channels;
  w.group_output_channels = a.group_output_channels;
  w.taps = size_t(a.kernel_height) * a.kernel_width;
  w.input_pixel_stride = a.input_pixel_stride, w.output_pixel_stride = a.output_pixel_stride;
}

xnn_status xnn_conv2d_operator::begin_reshape(size_t input_height, size_t input_width) {
  state = xnn_operator_state::created;
  xnn_status status;
  if ((status = xnn_check_initialized(name)) || (status = xnn_check_positive(name, "input_height", input_height)) ||
      (status = xnn_check_positive(name, "input_width", input_width))) {
    return status;
  }
  return xnn_status_success;
}

xnn_conv2d_geometry xnn_conv2d_operator::geometry(size_t input_height, size_t input_width) const {
  xnn_conv2d_geometry g;
  g.input_height = input_height, g.input_width = input_width;
  g.kernel_height = kernel_height, g.kernel_width = kernel_width;
  g.stride_height = stride_height, g.stride_width = stride_width;
  g.dilation_height = dilation_height, g.dilation_width = dilation_width;
  g.padding_top = padding_top, g.padding_left = padding_left;
  g.input_pixel_stride = weights.input_pixel_stride * weights.element_bytes();
  return g;
}

void xnn_conv2d_operator::set_output(size_t batch, const xnn_conv2d_geometry& g, size_t* output_height,
                                     size_t* output_width) {
  if (output_height != nullptr) *output_height = g.output_height;
  if (output_width != nullptr) *output_width = g.output_width;
  batch_size = batch;
  job_count = 0;
}
