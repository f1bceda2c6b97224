#include "operators/depthwise-convolution.h"

#include <cstdint>

#include "allocator.h"
#include "log.h"
#include "operators/validate.h"
#include "packing/dwconv-pack.h"

xnn_depthwise_convolution::~xnn_depthwise_convolution() {
  xnn_release_simd_memory(packed);
  xnn_release_simd_memory(zero);
  xnn_release_memory(pointers);
  xnn_release_simd_memory(scratch);
}

namespace {

xnn_dwconv_tiles tiles_of(const xnn_depthwise_convolution& dw) {
  if (dw.unipass != nullptr) {
    return {dw.unipass->primary_tile, 0, 0, dw.unipass->channel_tile, dw.unipass->channel_subtile};
  }
  const xnn_f32_dwconv_multipass_info& k = *dw.multipass;
  return {k.first_pass_tile, k.middle_pass_tile, k.last_pass_tile, k.channel_tile, k.channel_subtile};
}

// One output row of one image.
void compute_row(void* context, size_t image, size_t row, size_t /*k*/, size_t /*row_count: 1*/,
                 size_t /*k_size*/) {
  const xnn_depthwise_convolution& dw = *static_cast<const xnn_depthwise_convolution*>(context);
  const xnn_conv2d_geometry& g = dw.geometry;
  const float** input = reinterpret_cast<const float**>(dw.pointers + row * dw.row_pointers);
  const size_t image_bytes = xnn_conv2d_input_span(g);
  const size_t input_offset = dw.input_offset + image * image_bytes;
  float* output = dw.output + ((image * g.output_height + row) * g.output_width) * dw.output_pixel_stride;
  const size_t output_increment = (dw.output_pixel_stride - dw.channels) * sizeof(float);
  const intptr_t input_stride = intptr_t(dw.pixel_step * sizeof(const float*));
  if (dw.unipass != nullptr) {
    dw.unipass->fn(dw.channels, g.output_width, input, dw.packed, output, input_stride, output_increment,
                   input_offset, dw.zero, &dw.params);
  } else {
    float* buffer = dw.scratch + (image * g.output_height + row) * dw.scratch_stride;
    dw.multipass->fn(dw.channels, g.output_width, input, dw.packed, output, input_stride, output_increment,
                     input_offset, dw.zero, dw.kernel_size, buffer, &dw.params);
  }
}

}  // namespace

xnn_status xnn_depthwise_convolution::create(const char* op, size_t kernel_height, size_t kernel_width,
                                             size_t channel_count, size_t input_stride, size_t output_stride,
                                             const float* kernel, const float* bias, bool hwg, float output_min,
                                             float output_max) {
  const xnn_f32_dwconv_config* config = xnn_init_f32_dwconv_config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", op);
    return xnn_status_uninitialized;
  }
  kernel_size = kernel_height * kernel_width;
  unipass = xnn_f32_dwconv_unipass_for(config, kernel_size);
  multipass = unipass == nullptr ? config->multipass : nullptr;
  if (multipass != nullptr && kernel_size <= multipass->first_pass_tile) {
    xnn_log_error("%s: no depthwise kernel for %zu taps: the multipass kernel needs more than %u", op, kernel_size,
                  unsigned(multipass->first_pass_tile));
    return xnn_status_unsupported_parameter;
  }
  channels = channel_count;
  input_pixel_stride = input_stride, output_pixel_stride = output_stride;
  params = {output_min, output_max};
  const xnn_dwconv_tiles tiles = tiles_of(*this);
  taps = xnn_dwconv_indirection_taps(tiles, kernel_size);

  size_t packed_bytes, kernel_floats;
  if (!xnn_checked_product(op, {xnn_packed_f32_dwconv_size(tiles, kernel_size, channels), sizeof(float)},
                           &packed_bytes) ||
      !xnn_checked_product(op, {kernel_size, channels, sizeof(float)}, &kernel_floats)) {
    return xnn_status_invalid_parameter;
  }
  packed = static_cast<float*>(xnn_allocate_simd_memory(packed_bytes));
  zero = static_cast<float*>(xnn_allocate_zero_simd_memory(channels * sizeof(float)));
  // The packer reads [y][x][c]; a GOKI filter with one channel per group is [c][y][x] and is transposed first.
  float* transposed = hwg ? nullptr : static_cast<float*>(xnn_allocate_memory(kernel_floats));
  if (packed == nullptr || zero == nullptr || (!hwg && transposed == nullptr)) {
    xnn_log_error("%s: out of memory for %zu bytes of packed weights", op, packed_bytes);
    xnn_release_memory(transposed);
    return xnn_status_out_of_memory;
  }
  if (!hwg) {
    for (size_t c = 0; c < channels; c++) {
      for (size_t t = 0; t < kernel_size; t++) transposed[t * channels + c] = kernel[c * kernel_size + t];
    }
  }
  xnn_pack_f32_dwconv_hwg_w(tiles, kernel_height, kernel_width, channels, hwg ? kernel : transposed, bias, packed);
  xnn_release_memory(transposed);
  return xnn_status_success;
}

bool xnn_depthwise_sizes_fit(const char* op, const xnn_depthwise_convolution& dw, size_t batch,
                             const xnn_conv2d_geometry& g) {
  // One image more than the batch: byte offsets one past the last image must not wrap either.
  size_t unused, batches;
  return xnn_checked_sum(op, "batch_size + 1", batch, 1, &batches) &&
         xnn_checked_product(op, {batches, g.input_height, g.input_width, dw.input_pixel_stride, sizeof(float)},
                             &unused) &&
         xnn_checked_product(op, {batches, g.output_height, g.output_width, dw.output_pixel_stride, sizeof(float)},
                             &unused) &&
         xnn_checked_product(op, {g.output_height, g.output_width, dw.taps, sizeof(void*)}, &unused) &&
         xnn_checked_product(op, {batch, g.output_height, dw.channels + 64, sizeof(float)}, &unused);
}

xnn_status xnn_depthwise_convolution::plan(const char* op, size_t batch_size, const xnn_conv2d_geometry& g,
                                           xnn_parallel_job* job) {
  batch = batch_size;
  pixel_step = xnn_dwconv_pixel_step(g, taps);
  row_pointers = xnn_dwconv_row_pointers(g, taps);
  const size_t count = g.output_height * row_pointers;
  if (pointers == nullptr || g != geometry) {
    if (xnn_status status = xnn_grow_pointers(op, &pointers, &capacity, count); status != xnn_status_success) {
      return status;
    }
    build_against_input = xnn_indirection_collides(kXnnIndirectionBase, xnn_conv2d_input_span(g), zero);
    if (!build_against_input) xnn_build_dwconv_indirection(g, taps, kXnnIndirectionBase, zero, pointers);
    geometry = g;
  }
  if (multipass != nullptr) {
    const size_t round = multipass->channel_round;
    scratch_stride = (channels + round - 1) / round * round;
    const size_t needed = batch * g.output_height * scratch_stride;
    if (needed > scratch_capacity) {
      xnn_release_simd_memory(scratch);
      scratch = static_cast<float*>(xnn_allocate_simd_memory(needed * sizeof(float)));
      scratch_capacity = scratch == nullptr ? 0 : needed;
      if (scratch == nullptr) {
        xnn_log_error("%s: out of memory for %zu floats of multipass scratch", op, needed);
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

void xnn_depthwise_convolution::bind(const float* new_input, float* new_output) {
  input = new_input, output = new_output;
  uintptr_t base = kXnnIndirectionBase;
  if (build_against_input) {
    base = reinterpret_cast<uintptr_t>(new_input);
    xnn_build_dwconv_indirection(geometry, taps, base, zero, pointers);
  }
  input_offset = reinterpret_cast<uintptr_t>(new_input) - base;
}
