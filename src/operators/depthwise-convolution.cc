#include "operators/depthwise-convolution.h"

#include <cstdint>
#include <cstring>

#include "allocator.h"
#include "log.h"
#include "operators/validate.h"
#include "weights-cache/shared-buffers.h"
#include "packing/dwconv-pack.h"

xnn_depthwise_convolution::~xnn_depthwise_convolution() {
  xnn_release_zero_row(zero, cache);
  xnn_release_simd_memory(scratch);
}

namespace {

xnn_dwconv_tiles tiles_of(const xnn_depthwise_convolution& dw) {
  if (dw.unipass != nullptr) {
    return {dw.unipass->primary_tile, 0, 0, dw.unipass->channel_tile, dw.unipass->channel_subtile};
  }
  if (dw.qs8_unipass != nullptr) {
    return {dw.qs8_unipass->primary_tile, 0, 0, dw.qs8_unipass->channel_tile, dw.qs8_unipass->channel_subtile};
  }
  if (dw.qs8_multipass != nullptr) {
    const xnn_qs8_qc8w_dwconv_multipass_info& k = *dw.qs8_multipass;
    return {k.first_pass_tile, k.middle_pass_tile, k.last_pass_tile, k.channel_tile, k.channel_subtile};
  }
  if (dw.qu8_unipass != nullptr) {
    return {dw.qu8_unipass->primary_tile, 0, 0, dw.qu8_unipass->channel_tile, dw.qu8_unipass->channel_subtile};
  }
  if (dw.qu8_multipass != nullptr) {
    const xnn_qu8_dwconv_multipass_info& k = *dw.qu8_multipass;
    return {k.first_pass_tile, k.middle_pass_tile, k.last_pass_tile, k.channel_tile, k.channel_subtile};
  }
  if (dw.f16_unipass != nullptr) {
    return {dw.f16_unipass->primary_tile, 0, 0, dw.f16_unipass->channel_tile, dw.f16_unipass->channel_subtile};
  }
  if (dw.f16_multipass != nullptr) {
    const xnn_f16_dwconv_multipass_info& k = *dw.f16_multipass;
    return {k.first_pass_tile, k.middle_pass_tile, k.last_pass_tile, k.channel_tile, k.channel_subtile};
  }
  const xnn_f32_dwconv_multipass_info& k = *dw.multipass;
  return {k.first_pass_tile, k.middle_pass_tile, k.last_pass_tile, k.channel_tile, k.channel_subtile};
}

size_t channel_round(const xnn_depthwise_convolution& dw) {
  if (dw.multipass != nullptr) return dw.multipass->channel_round;
  if (dw.f16_multipass != nullptr) return dw.f16_multipass->channel_round;
  return dw.qs8_multipass != nullptr ? dw.qs8_multipass->channel_round : dw.qu8_multipass->channel_round;
}

// `pixels` output pixels of one row through whichever kernel the operator chose: their pointers at `input` (rebased
// by input_offset), written from `output`, multipass sums in `buffer`.
void call_pixels(const xnn_depthwise_convolution& dw, const void** input, size_t input_offset, void* output,
                 void* buffer, size_t pixels) {
  const size_t output_increment = (dw.output_pixel_stride - dw.channels) * dw.element_bytes;
  const intptr_t input_stride = intptr_t(dw.pixel_step * sizeof(const void*));
  if (dw.unipass != nullptr) {
    dw.unipass->fn(dw.channels, pixels, reinterpret_cast<const float**>(input),
                   static_cast<const float*>(dw.packed), static_cast<float*>(output), input_stride, output_increment,
                   input_offset, static_cast<const float*>(dw.zero), &dw.params.f32);
  } else if (dw.multipass != nullptr) {
    dw.multipass->fn(dw.channels, pixels, reinterpret_cast<const float**>(input),
                     static_cast<const float*>(dw.packed), static_cast<float*>(output), input_stride,
                     output_increment, input_offset, static_cast<const float*>(dw.zero), dw.kernel_size,
                     static_cast<float*>(buffer), &dw.params.f32);
  } else if (dw.f16_unipass != nullptr) {
    dw.f16_unipass->fn(dw.channels, pixels, reinterpret_cast<const uint16_t**>(input),
                       static_cast<const uint16_t*>(dw.packed), static_cast<uint16_t*>(output), input_stride,
                       output_increment, input_offset, static_cast<const uint16_t*>(dw.zero), &dw.params.f16);
  } else if (dw.f16_multipass != nullptr) {
    dw.f16_multipass->fn(dw.channels, pixels, reinterpret_cast<const uint16_t**>(input),
                         static_cast<const uint16_t*>(dw.packed), static_cast<uint16_t*>(output), input_stride,
                         output_increment, input_offset, static_cast<const uint16_t*>(dw.zero), dw.kernel_size,
                         static_cast<float*>(buffer), &dw.params.f16);
  } else if (dw.qs8_unipass != nullptr) {
    dw.qs8_unipass->fn(dw.channels, pixels, reinterpret_cast<const int8_t**>(input), dw.packed,
                       static_cast<int8_t*>(output), input_stride, output_increment, input_offset,
                       static_cast<const int8_t*>(dw.zero), &dw.qs8_params);
  } else if (dw.qs8_multipass != nullptr) {
    dw.qs8_multipass->fn(dw.channels, pixels, reinterpret_cast<const int8_t**>(input), dw.packed,
                         static_cast<int8_t*>(output), input_stride, output_increment, input_offset,
                         static_cast<const int8_t*>(dw.zero), dw.kernel_size, static_cast<int32_t*>(buffer),
                         &dw.qs8_params);
  } else if (dw.qu8_unipass != nullptr) {
    dw.qu8_unipass->fn(dw.channels, pixels, reinterpret_cast<const uint8_t**>(input), dw.packed,
                       static_cast<uint8_t*>(output), input_stride, output_increment, input_offset,
                       static_cast<const uint8_t*>(dw.zero), &dw.qs8_params);
  } else {
    dw.qu8_multipass->fn(dw.channels, pixels, reinterpret_cast<const uint8_t**>(input), dw.packed,
                         static_cast<uint8_t*>(output), input_stride, output_increment, input_offset,
                         static_cast<const uint8_t*>(dw.zero), dw.kernel_size, static_cast<int32_t*>(buffer),
                         &dw.qs8_params);
  }
}

// Output bytes of one piece of a row with a fused unary op: a quarter of a 32 KiB L1, so the op reads what the
// depthwise kernel has just written.
constexpr size_t kUnaryPieceBytes = 8 * 1024;

// One whole output row; with a fused unary op, in pieces, each followed by the op over its pixels' channels. Each
// pixel gets the bits of a whole-row call: the kernels compute every pixel alone, and the unary kernels every
// element alone.
void call_row(const xnn_depthwise_convolution& dw, const void** input, size_t input_offset, void* output,
              void* buffer) {
  const size_t width = dw.geometry.output_width;
  const xnn_depthwise_convolution::output_unary& unary = dw.fused_unary;
  if (unary.fn == nullptr) {
    call_pixels(dw, input, input_offset, output, buffer, width);
    return;
  }
  const size_t pixel_bytes = dw.output_pixel_stride * sizeof(float);
  const size_t piece = pixel_bytes >= kUnaryPieceBytes ? 1 : kUnaryPieceBytes / pixel_bytes;
  for (size_t x = 0; x < width; x += piece) {
    const size_t pixels = width - x < piece ? width - x : piece;
    float* y = static_cast<float*>(output) + x * dw.output_pixel_stride;
    call_pixels(dw, input + x * dw.pixel_step, input_offset, y, buffer, pixels);
    if (dw.output_pixel_stride == dw.channels) {
      unary.fn(pixels * dw.channels * sizeof(float), y, y, unary.params);
    } else {
      for (size_t p = 0; p < pixels; p++, y += dw.output_pixel_stride) {
        unary.fn(dw.channels * sizeof(float), y, y, unary.params);
      }
    }
  }
}

// One output row of one image.
void compute_row(void* context, size_t image, size_t row, size_t /*k*/, size_t /*row_count: 1*/,
                 size_t /*k_size*/) {
  const xnn_depthwise_convolution& dw = *static_cast<const xnn_depthwise_convolution*>(context);
  const xnn_conv2d_geometry& g = dw.geometry;
  const size_t image_bytes = xnn_conv2d_input_span(g);
  const size_t first_pixel = (image * g.output_height + row) * g.output_width;
  void* output = static_cast<char*>(dw.output) + first_pixel * dw.output_pixel_stride * dw.element_bytes;
  void* buffer = dw.scratch == nullptr
                     ? nullptr
                     : static_cast<char*>(dw.scratch) + (image * g.output_height + row) * dw.scratch_stride * 4;
  call_row(dw, dw.indirection + row * dw.row_pointers, dw.input_offset + image * image_bytes, output, buffer);
}

xnn_status uninitialized(const char* op) {
  xnn_log_error("%s: the library is not initialized; call xnn_initialize first", op);
  return xnn_status_uninitialized;
}

// The multipass kernel runs only kernels larger than its first pass.
xnn_status check_multipass(const char* op, size_t kernel_size, size_t first_pass_tile) {
  if (kernel_size <= first_pass_tile) {
    xnn_log_error("%s: no depthwise kernel for %zu taps: the multipass kernel needs more than %zu", op, kernel_size,
                  first_pass_tile);
    return xnn_status_unsupported_parameter;
  }
  return xnn_status_success;
}

// Returns pack(k) with the kernel in [y][x][c] order: `kernel` itself when hwg, else (GOKI with one channel per group:
// [c][y][x]) a transposed copy.
template <class T, class Pack>
xnn_status with_hwg_kernel(const char* op, const T* kernel, bool hwg, size_t channels, size_t kernel_size,
                           Pack pack) {
  if (hwg) return pack(kernel);
  size_t bytes;
  if (!xnn_checked_product(op, {kernel_size, channels, sizeof(T)}, &bytes)) return xnn_status_invalid_parameter;
  T* transposed = static_cast<T*>(xnn_allocate_memory(bytes));
  if (transposed == nullptr) {
    xnn_log_error("%s: out of memory reordering the weights", op);
    return xnn_status_out_of_memory;
  }
  for (size_t c = 0; c < channels; c++) {
    for (size_t t = 0; t < kernel_size; t++) transposed[t * channels + c] = kernel[c * kernel_size + t];
  }
  const xnn_status status = pack(transposed);
  xnn_release_memory(transposed);
  return status;
}

// The cache key's seed of depthwise weights: the kernels' tiles, the shape and `values`, and `extra_bytes` at
// `extra` (scales).
uint64_t packing_seed(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width, size_t channels,
                      bool hwg, uint64_t values, const void* extra = nullptr, size_t extra_bytes = 0) {
  return xnn_weights_seed({tiles.first_pass, tiles.middle_pass, tiles.last_pass, tiles.channel_tile,
                           tiles.channel_subtile, kernel_height, kernel_width, channels, hwg, values},
                          extra, extra_bytes);
}

}  // namespace

xnn_status xnn_depthwise_convolution::allocate(const char* op, size_t size, size_t channel_count, size_t input_stride,
                                               size_t output_stride, int zero_byte) {
  kernel_size = size;
  channels = channel_count;
  input_pixel_stride = input_stride, output_pixel_stride = output_stride;
  taps = xnn_dwconv_indirection_taps(tiles_of(*this), kernel_size);
  size_t zero_bytes;
  if (!xnn_checked_product(op, {channels + XNN_EXTRA_BYTES, element_bytes}, &zero_bytes)) {
    return xnn_status_invalid_parameter;
  }
  if (xnn_status status = xnn_acquire_zero_row(op, cache, zero_bytes, zero_byte, &zero); status != xnn_status_success) {
    return status;
  }
  return xnn_status_success;
}

xnn_status xnn_depthwise_convolution::create(const char* op, const xnn_float_gemm_type& type, size_t kernel_height,
                                             size_t kernel_width, size_t channel_count, size_t input_stride,
                                             size_t output_stride, const void* kernel, const void* bias, bool hwg,
                                             float output_min, float output_max) {
  const size_t size = kernel_height * kernel_width;
  size_t first_pass_tile = 0;
  if (type.datatype == xnn_gemm_datatype::f16) {
    const xnn_f16_dwconv_config* config = xnn_init_f16_dwconv_config();
    if (config == nullptr) return uninitialized(op);
    f16_unipass = xnn_f16_dwconv_unipass_for(config, size);
    f16_multipass = f16_unipass == nullptr ? config->multipass : nullptr;
    if (f16_multipass != nullptr) first_pass_tile = f16_multipass->first_pass_tile;
  } else {
    const xnn_f32_dwconv_config* config = xnn_init_f32_dwconv_config();
    if (config == nullptr) return uninitialized(op);
    unipass = xnn_f32_dwconv_unipass_for(config, size, input_stride * sizeof(float));
    multipass = unipass == nullptr ? config->multipass : nullptr;
    if (multipass != nullptr) first_pass_tile = multipass->first_pass_tile;
  }
  xnn_status status = first_pass_tile != 0 ? check_multipass(op, size, first_pass_tile) : xnn_status_success;
  if (status != xnn_status_success) return status;
  element_bytes = type.element_bytes;
  type.set_bounds(output_min, output_max, &params);
  size_t packed_bytes;
  if (!xnn_checked_product(op, {xnn_packed_f32_dwconv_size(tiles_of(*this), size, channel_count), element_bytes},
                           &packed_bytes)) {
    return xnn_status_invalid_parameter;
  }
  status = allocate(op, size, channel_count, input_stride, output_stride, 0);
  if (status != xnn_status_success) return status;
  // The seed's `values` tells fp16 from fp32 packed weights of one shape.
  const uint64_t seed = packing_seed(tiles_of(*this), kernel_height, kernel_width, channels, hwg, type.element_bytes);
  const auto pack_kernel = [&](const void* k) {
    const xnn_weights_key_source key{op, kernel, bias, seed, size * channels * type.weight_bytes,
                                     bias != nullptr ? channels * type.weight_bytes : 0};
    return pack(key, packed_bytes, [&](void* destination) {
      type.pack_dwconv(tiles_of(*this), kernel_height, kernel_width, channels, k, bias, destination);
    });
  };
  return type.weight_bytes == sizeof(float)
             ? with_hwg_kernel(op, static_cast<const float*>(kernel), hwg, channels, kernel_size, pack_kernel)
             : with_hwg_kernel(op, static_cast<const uint16_t*>(kernel), hwg, channels, kernel_size, pack_kernel);
}

template <class Config, class Unipass, class Multipass>
xnn_status xnn_depthwise_convolution::choose_quantized(const char* op, const Config* config, size_t size,
                                                       const Unipass** unipass_out, const Multipass** multipass_out,
                                                       const xnn_qs8_minmax_params& output_params) {
  if (config == nullptr) return uninitialized(op);
  quantized = true;
  element_bytes = 1;
  qs8_params = output_params;
  *unipass_out = xnn_q8_dwconv_unipass_for(config, size);
  *multipass_out = *unipass_out == nullptr ? config->multipass : nullptr;
  return *multipass_out != nullptr ? check_multipass(op, size, (*multipass_out)->first_pass_tile)
                                   : xnn_status_success;
}

xnn_status xnn_depthwise_convolution::create(const char* op, size_t kernel_height, size_t kernel_width,
                                             size_t channel_count, size_t input_stride, size_t output_stride,
                                             const int8_t* kernel, const int32_t* bias, const float* scales,
                                             bool hwg, int32_t input_zero_point,
                                             const xnn_qs8_minmax_params& output_params) {
  const size_t size = kernel_height * kernel_width;
  xnn_status status = choose_quantized(op, xnn_init_qs8_qc8w_dwconv_config(), size, &qs8_unipass, &qs8_multipass,
                                       output_params);
  if (status != xnn_status_success) return status;
  const size_t packed_bytes = xnn_packed_qs8_qc8w_dwconv_size(tiles_of(*this), size, channel_count);
  status = allocate(op, size, channel_count, input_stride, output_stride, int(uint8_t(int8_t(input_zero_point))));
  if (status != xnn_status_success) return status;
  const uint64_t seed = packing_seed(tiles_of(*this), kernel_height, kernel_width, channels, hwg,
                                     uint32_t(input_zero_point), scales, channels * sizeof(float));
  return with_hwg_kernel(op, kernel, hwg, channels, kernel_size, [&](const int8_t* k) {
    const xnn_weights_key_source key{op, kernel, bias, seed, size * channels,
                                     bias != nullptr ? channels * sizeof(int32_t) : 0};
    return pack(key, packed_bytes, [&](void* destination) {
      xnn_pack_qs8_qc8w_dwconv_hwg_w(tiles_of(*this), kernel_height, kernel_width, channels, input_zero_point, k,
                                     bias, scales, destination);
    });
  });
}

xnn_status xnn_depthwise_convolution::create(const char* op, size_t kernel_height, size_t kernel_width,
                                             size_t channel_count, size_t input_stride, size_t output_stride,
                                             const uint8_t* kernel, const int32_t* bias, float scale, bool hwg,
                                             int32_t input_zero_point, int32_t kernel_zero_point,
                                             const xnn_qs8_minmax_params& output_params) {
  const size_t size = kernel_height * kernel_width;
  xnn_status status =
      choose_quantized(op, xnn_init_qu8_dwconv_config(), size, &qu8_unipass, &qu8_multipass, output_params);
  if (status != xnn_status_success) return status;
  const size_t packed_bytes = xnn_packed_qu8_dwconv_size(tiles_of(*this), size, channel_count);
  status = allocate(op, size, channel_count, input_stride, output_stride, input_zero_point);
  if (status != xnn_status_success) return status;
  const uint64_t values = uint64_t(uint8_t(input_zero_point)) | uint64_t(uint8_t(kernel_zero_point)) << 8 |
                          xnn_float_bits(scale) << 16;
  const uint64_t seed = packing_seed(tiles_of(*this), kernel_height, kernel_width, channels, hwg, values);
  return with_hwg_kernel(op, kernel, hwg, channels, kernel_size, [&](const uint8_t* k) {
    const xnn_weights_key_source key{op, kernel, bias, seed, size * channels,
                                     bias != nullptr ? channels * sizeof(int32_t) : 0};
    return pack(key, packed_bytes, [&](void* destination) {
      xnn_pack_qu8_dwconv_hwg_w(tiles_of(*this), kernel_height, kernel_width, channels, input_zero_point,
                                kernel_zero_point, k, bias, scale, destination);
    });
  });
}

bool xnn_depthwise_sizes_fit(const char* op, const xnn_depthwise_convolution& dw, size_t batch,
                             const xnn_conv2d_geometry& g) {
  // One image more than the batch: byte offsets one past the last image must not wrap either.
  size_t unused, batches;
  return xnn_checked_sum(op, "batch_size + 1", batch, 1, &batches) &&
         xnn_checked_product(op, {batches, g.input_height, g.input_width, dw.input_pixel_stride, dw.element_bytes},
                             &unused) &&
         xnn_checked_product(op, {batches, g.output_height, g.output_width, dw.output_pixel_stride, dw.element_bytes},
                             &unused) &&
         xnn_checked_product(op, {g.output_height, g.output_width, dw.taps, sizeof(void*)}, &unused) &&
         xnn_checked_product(op, {batch, g.output_height, dw.channels + 64, sizeof(float)}, &unused);
}

xnn_status xnn_depthwise_convolution::plan(const char* op, size_t batch_size, const xnn_conv2d_geometry& g,
                                           xnn_parallel_job* job, bool transient) {
  packed = packed_weights.address();
  fused_unary = {};
  batch = batch_size;
  pixel_step = xnn_dwconv_pixel_step(g, taps);
  row_pointers = xnn_dwconv_row_pointers(g, taps);
  const size_t count = g.output_height * row_pointers;
  if (transient) {
    geometry = g;
  } else if (storage.pointers == nullptr || g != geometry) {
    build_against_input = xnn_indirection_collides(kXnnIndirectionBase, xnn_conv2d_input_span(g), zero);
    xnn_indirection_key key;
    key.geometry = g, key.taps = taps, key.zero = zero;
    const xnn_status status = build_against_input ? storage.own(op, count) : storage.provide(op, cache, key, count);
    if (status != xnn_status_success) return status;
    geometry = g;
  }
  if (multipass != nullptr || f16_multipass != nullptr || qs8_multipass != nullptr || qu8_multipass != nullptr) {
    const size_t round = channel_round(*this);
    scratch_stride = (channels + round - 1) / round * round;
    const size_t needed = batch * g.output_height * scratch_stride;
    if (needed > scratch_capacity) {
      xnn_release_simd_memory(scratch);
      scratch = xnn_allocate_simd_memory(needed * 4);
      scratch_capacity = scratch == nullptr ? 0 : needed;
      if (scratch == nullptr) {
        xnn_log_error("%s: out of memory for %zu sums of multipass scratch", op, needed);
        return xnn_status_out_of_memory;
      }
    }
  }
  *job = xnn_parallel_job{};
  job->task = compute_row;
  job->context = this;
  job->range[0] = batch, job->range[1] = g.output_height;
  return xnn_status_success;
}

void xnn_depthwise_convolution::bind(const void* new_input, void* new_output) {
  input = new_input, output = new_output;
  indirection = storage.pointers;
  uintptr_t base = kXnnIndirectionBase;
  if (build_against_input) {
    base = reinterpret_cast<uintptr_t>(new_input);
    xnn_build_dwconv_indirection(geometry, taps, base, zero, storage.pointers);
  }
  input_offset = reinterpret_cast<uintptr_t>(new_input) - base;
}

void xnn_depthwise_convolution::bind_transient(const void* new_input, void* new_output,
                                               const void** transient_pointers) {
  input = new_input, output = new_output;
  indirection = transient_pointers;
  input_offset = 0;
}

void xnn_depthwise_convolution::run_rows(const void** row_pointers_in, size_t row_count, void* output_rows,
                                         size_t input_offset) const {
  const size_t row_bytes = geometry.output_width * output_pixel_stride * element_bytes;
  for (size_t r = 0; r < row_count; r++) {
    call_row(*this, row_pointers_in + r * row_pointers, input_offset, static_cast<char*>(output_rows) + r * row_bytes,
             nullptr);
  }
}
