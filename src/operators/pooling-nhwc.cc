// Max, average and argmax pooling 2D, f32, NHWC, over the f32-maxpool, f32-avgpool and f32-argmaxpool kernels; max
// and average pooling also on f16 over the f16-maxpool and f16-avgpool kernels (fp32 sums, the clamp bounds and the
// 1/count scale rounded to fp16), max pooling also on s8 and u8 (plain integer max, their own operator kinds) over
// the s8-maxpool family's kernels, and average pooling on qs8 and qu8 over the qs8-avgpool family's (the int32 sum
// requantized per run of pixels with the same count of inside taps), with the same reshape.
//
// Reshape builds an indirection buffer for one image: per output pixel, its window's row pointers (relative to a base
// address; the image of the batch item is added as the kernels' input_offset). Max pooling points taps in the padding
// at another tap of the same window (the maximum is unchanged); average pooling points them at a zero row and divides
// by the number of taps inside the image (padding is excluded from the count, as in XNNPACK); argmax pooling lists
// only the inside taps and maps the kernel's indices back to window positions. A window entirely in
// the padding is rejected. One task per (batch item, output row): a kernel call per run of pixels with the same count
// (one call per row for max pooling and for rows away from the edges).
#include <algorithm>
#include <cmath>

#include <xnnpack.h>

#include "configs/f16-pooling-config.h"
#include "configs/f32-pooling-config.h"
#include "configs/qs8-pooling-config.h"
#include "log.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

enum class pool_kind : uint8_t { max, average, argmax, max_f16, average_f16, max_s8, max_u8, average_qs8, average_qu8 };

struct pooling_context {
  const xnn_f32_pooling_config* kernels;
  const xnn_f16_pooling_config* f16_kernels;  // the f16 kinds only
  const xnn_qs8_pooling_config* s8_kernels;  // the 8-bit kinds only
  pool_kind kind;
  size_t element_bytes;            // of the input and the output
  bool multipass;
  size_t output_width, taps, channels;
  size_t image_bytes;              // between batch items of the input
  size_t output_pixel_bytes;       // between output pixels
  size_t output_row_bytes, output_image_bytes;
  const float** indirection;       // [output_height * output_width][taps], relative to the input image
  const uint16_t* counts;          // average and argmax pooling: taps inside the image per output pixel
  const uint16_t* tap_of;          // argmax: [pixel][k] the window position of the pixel's k-th inside tap
  bool positions_are_taps;         // argmax: a whole window's k-th tap is its position k (one row or one column)
  const float* zero;
  float* buffer;                   // multipass average, argmax: scratch per (batch item, output row)
  size_t buffer_row_floats;
  size_t output_height;
  uintptr_t base;                  // what the indirection pointers are relative to
  uintptr_t input;                 // bound at setup
  char* output;
  uint32_t* index;                 // argmax: dense [batch][pixel][channel]
  float min, max;                  // the 8-bit kinds: integers of the element type
  int32_t input_zero_point, output_zero_point;  // average_qs8, average_qu8
  float input_to_output_scale;                  // average_qs8, average_qu8: input_scale / output_scale
};

// 8-bit average pooling over the row of output pixels at `in`: one kernel call per run of pixels with the same count
// of inside taps (its bias and scale).
template <class T, class Kernels>
void average_q8_row(const pooling_context* p, const Kernels& kernels, const T** in, size_t input_offset, T* out,
                    int32_t* buffer, const uint16_t* counts) {
  const size_t output_increment = p->output_pixel_bytes - p->channels * sizeof(T);
  const T* zero = reinterpret_cast<const T*>(p->zero);
  for (size_t x = 0; x < p->output_width;) {
    size_t run = 1;
    while (x + run < p->output_width && counts[x + run] == counts[x]) run++;
    const int32_t count = counts[x];
    const xnn_qs8_avgpool_params params{-count * p->input_zero_point, p->input_to_output_scale / float(count),
                                        {p->output_zero_point, int32_t(p->min), int32_t(p->max)}};
    const T** run_in = in + x * p->taps;
    T* run_out = reinterpret_cast<T*>(reinterpret_cast<char*>(out) + x * p->output_pixel_bytes);
    if (p->multipass) {
      kernels.multipass->fn(run, p->taps, p->channels, run_in, input_offset, zero, buffer, run_out, 0,
                            output_increment, &params);
    } else {
      kernels.unipass->fn(run, p->taps, p->channels, run_in, input_offset, zero, run_out, 0, output_increment,
                          &params);
    }
    x += run;
  }
}

// f16 average pooling over the row of output pixels at `in`: one kernel call per run of pixels with the same count of
// inside taps (its 1/count rounded to fp16).
void average_f16_row(const pooling_context* p, const uint16_t** in, size_t input_offset, uint16_t* out, float* buffer,
                     const uint16_t* counts) {
  const size_t output_increment = p->output_pixel_bytes - p->channels * p->element_bytes;
  const uint16_t* zero = reinterpret_cast<const uint16_t*>(p->zero);
  const auto& avgpool = p->f16_kernels->avgpool;
  for (size_t x = 0; x < p->output_width;) {
    size_t run = 1;
    while (x + run < p->output_width && counts[x + run] == counts[x]) run++;
    const xnn_f16_scaleminmax_params params{xnn_f32_to_f16(1.0f / float(counts[x])), xnn_f32_to_f16(p->min),
                                            xnn_f32_to_f16(p->max)};
    const uint16_t** run_in = in + x * p->taps;
    uint16_t* run_out = reinterpret_cast<uint16_t*>(reinterpret_cast<char*>(out) + x * p->output_pixel_bytes);
    if (p->multipass) {
      avgpool.multipass->fn(run, p->taps, p->channels, run_in, input_offset, zero, buffer, run_out, 0,
                            output_increment, &params);
    } else {
      avgpool.unipass->fn(run, p->taps, p->channels, run_in, input_offset, zero, run_out, 0, output_increment,
                          &params);
    }
    x += run;
  }
}

// Argmax pooling over the row y of batch item b: the pointers of a pixel with padding list only its taps inside the
// image (the rest of its pointer block is skipped by input_increment), so the kernel's indices count inside taps and
// are mapped back to window positions (numbered column by column, so a whole 2-D window is mapped too).
void argmax_row(const pooling_context* p, size_t b, size_t y, const float** in, size_t input_offset, float* out) {
  const size_t output_increment = p->output_pixel_bytes - p->channels * sizeof(float);
  const size_t first_pixel = y * p->output_width;
  const uint16_t* counts = p->counts + first_pixel;
  uint32_t* index = p->index + (b * p->output_height * p->output_width + first_pixel) * p->channels;
  float* buffer = p->buffer + (b * p->output_height + y) * p->buffer_row_floats;
  uint32_t* index_buffer = reinterpret_cast<uint32_t*>(buffer + p->channels + 16);
  for (size_t x = 0; x < p->output_width;) {
    size_t run = 1;
    while (x + run < p->output_width && counts[x + run] == counts[x]) run++;
    const size_t count = counts[x];
    const size_t input_increment = (p->taps - count) * sizeof(void*);
    float* run_out = reinterpret_cast<float*>(reinterpret_cast<char*>(out) + x * p->output_pixel_bytes);
    uint32_t* run_index = index + x * p->channels;
    if (count > p->kernels->argmaxpool.unipass->primary_tile) {
      p->kernels->argmaxpool.multipass->fn(run, count, p->channels, in + x * p->taps, input_offset, buffer,
                                           index_buffer, run_out, run_index, input_increment, output_increment);
    } else {
      p->kernels->argmaxpool.unipass->fn(run, count, p->channels, in + x * p->taps, input_offset, run_out, run_index,
                                         input_increment, output_increment);
    }
    if (count != p->taps || !p->positions_are_taps) {
      for (size_t i = 0; i < run; i++) {
        const uint16_t* tap_of = p->tap_of + (first_pixel + x + i) * p->taps;
        uint32_t* pixel_index = run_index + i * p->channels;
        for (size_t c = 0; c < p->channels; c++) pixel_index[c] = tap_of[pixel_index[c]];
      }
    }
    x += run;
  }
}

// [b] batch item, [y] output row.
void pooling_task(void* context, size_t, size_t b, size_t y, size_t, size_t) {
  const pooling_context* p = static_cast<const pooling_context*>(context);
  const float** in = p->indirection + y * p->output_width * p->taps;
  const size_t input_offset = p->input + b * p->image_bytes - p->base;
  float* out = reinterpret_cast<float*>(p->output + b * p->output_image_bytes + y * p->output_row_bytes);
  const size_t output_increment = p->output_pixel_bytes - p->channels * p->element_bytes;
  if (p->kind == pool_kind::max_s8) {
    const xnn_s8_minmax_params params{int8_t(p->min), int8_t(p->max)};
    const auto& maxpool = p->s8_kernels->maxpool;
    (p->multipass ? maxpool.multipass->fn : maxpool.unipass->fn)(
        p->output_width, p->taps, p->channels, reinterpret_cast<const int8_t**>(in), input_offset,
        reinterpret_cast<int8_t*>(out), 0, output_increment, &params);
    return;
  }
  if (p->kind == pool_kind::max_u8) {
    const xnn_u8_minmax_params params{uint8_t(p->min), uint8_t(p->max)};
    const auto& maxpool = p->s8_kernels->u8_maxpool;
    (p->multipass ? maxpool.multipass->fn : maxpool.unipass->fn)(
        p->output_width, p->taps, p->channels, reinterpret_cast<const uint8_t**>(in), input_offset,
        reinterpret_cast<uint8_t*>(out), 0, output_increment, &params);
    return;
  }
  if (p->kind == pool_kind::argmax) {
    argmax_row(p, b, y, in, input_offset, out);
    return;
  }
  const uint16_t* counts = p->counts + y * p->output_width;
  float* buffer = p->buffer + (b * p->output_height + y) * p->buffer_row_floats;
  if (p->kind == pool_kind::average_qs8) {
    average_q8_row(p, p->s8_kernels->avgpool, reinterpret_cast<const int8_t**>(in), input_offset,
                   reinterpret_cast<int8_t*>(out), reinterpret_cast<int32_t*>(buffer), counts);
    return;
  }
  if (p->kind == pool_kind::average_qu8) {
    average_q8_row(p, p->s8_kernels->u8_avgpool, reinterpret_cast<const uint8_t**>(in), input_offset,
                   reinterpret_cast<uint8_t*>(out), reinterpret_cast<int32_t*>(buffer), counts);
    return;
  }
  if (p->kind == pool_kind::max_f16) {
    const xnn_f16_minmax_params params{xnn_f32_to_f16(p->min), xnn_f32_to_f16(p->max)};
    const auto& maxpool = p->f16_kernels->maxpool;
    (p->multipass ? maxpool.multipass->fn : maxpool.unipass->fn)(
        p->output_width, p->taps, p->channels, reinterpret_cast<const uint16_t**>(in), input_offset,
        reinterpret_cast<uint16_t*>(out), 0, output_increment, &params);
    return;
  }
  if (p->kind == pool_kind::average_f16) {
    average_f16_row(p, reinterpret_cast<const uint16_t**>(in), input_offset, reinterpret_cast<uint16_t*>(out), buffer,
                    counts);
    return;
  }
  if (p->kind == pool_kind::max) {
    const xnn_f32_minmax_params params{p->min, p->max};
    if (p->multipass) {
      p->kernels->maxpool.multipass->fn(p->output_width, p->taps, p->channels, in, input_offset, out, 0,
                                        output_increment, &params);
    } else {
      p->kernels->maxpool.unipass->fn(p->output_width, p->taps, p->channels, in, input_offset, out, 0,
                                      output_increment, &params);
    }
    return;
  }
  for (size_t x = 0; x < p->output_width;) {
    size_t run = 1;
    while (x + run < p->output_width && counts[x + run] == counts[x]) run++;
    const xnn_f32_scaleminmax_params params{1.0f / float(counts[x]), p->min, p->max};
    const float** run_in = in + x * p->taps;
    float* run_out = reinterpret_cast<float*>(reinterpret_cast<char*>(out) + x * p->output_pixel_bytes);
    if (p->multipass) {
      p->kernels->avgpool.multipass->fn(run, p->taps, p->channels, run_in, input_offset, p->zero, buffer, run_out, 0,
                                        output_increment, &params);
    } else {
      p->kernels->avgpool.unipass->fn(run, p->taps, p->channels, run_in, input_offset, p->zero, run_out, 0,
                                      output_increment, &params);
    }
    x += run;
  }
}

struct pooling_operator : xnn_operator {
  explicit pooling_operator(const char* name) : xnn_operator(name) {}
  pooling_context context{};
  uint32_t padding[4] = {};  // top, right, bottom, left
  uint32_t kernel_height = 0, kernel_width = 0, stride_height = 0, stride_width = 0;
  uint32_t dilation_height = 1, dilation_width = 1;
  uint32_t flags = 0;
  xnn_owned_array<const float*> indirection;
  xnn_owned_array<uint16_t> counts;
  xnn_owned_array<uint16_t> tap_of;
  xnn_owned_array<float> zero;
  xnn_owned_array<float> buffer;
};

struct max_pooling_operator : pooling_operator {
  static constexpr const char* kName = "max pooling";
  max_pooling_operator() : pooling_operator(kName) {}
};

struct average_pooling_operator : pooling_operator {
  static constexpr const char* kName = "average pooling";
  average_pooling_operator() : pooling_operator(kName) {}
};

struct argmax_pooling_operator : pooling_operator {
  static constexpr const char* kName = "argmax pooling";
  argmax_pooling_operator() : pooling_operator(kName) {}
};

struct max_pooling_f16_operator : pooling_operator {
  static constexpr const char* kName = "max pooling (f16)";
  max_pooling_f16_operator() : pooling_operator(kName) {}
};

struct average_pooling_f16_operator : pooling_operator {
  static constexpr const char* kName = "average pooling (f16)";
  average_pooling_f16_operator() : pooling_operator(kName) {}
};

struct max_pooling_s8_operator : pooling_operator {
  static constexpr const char* kName = "max pooling (s8)";
  max_pooling_s8_operator() : pooling_operator(kName) {}
};

struct max_pooling_u8_operator : pooling_operator {
  static constexpr const char* kName = "max pooling (u8)";
  max_pooling_u8_operator() : pooling_operator(kName) {}
};

struct average_pooling_qs8_operator : pooling_operator {
  static constexpr const char* kName = "average pooling (qs8)";
  average_pooling_qs8_operator() : pooling_operator(kName) {}
};

struct average_pooling_qu8_operator : pooling_operator {
  static constexpr const char* kName = "average pooling (qu8)";
  average_pooling_qu8_operator() : pooling_operator(kName) {}
};

template <class T>
xnn_status create_pooling(uint32_t padding_top, uint32_t padding_right, uint32_t padding_bottom, uint32_t padding_left,
                          uint32_t pooling_height, uint32_t pooling_width, uint32_t stride_height,
                          uint32_t stride_width, uint32_t dilation_height, uint32_t dilation_width, float output_min,
                          float output_max, uint32_t flags, xnn_operator_t* op_out, const char* out_name) {
  const char* name = T::kName;
  const bool qs8_average = T::kName == average_pooling_qs8_operator::kName;
  const bool qu8_average = T::kName == average_pooling_qu8_operator::kName;
  const bool u8 = T::kName == max_pooling_u8_operator::kName;
  const bool s8 = T::kName == max_pooling_s8_operator::kName || u8;
  const bool is_8bit = s8 || qs8_average || qu8_average;
  const bool f16_max = T::kName == max_pooling_f16_operator::kName;
  const bool f16_average = T::kName == average_pooling_f16_operator::kName;
  const bool f16 = f16_max || f16_average;
  xnn_status status;
  if ((status = xnn_check_initialized(name)) || (status = xnn_check_not_null(name, out_name, op_out))) return status;
  *op_out = nullptr;
  if ((status = xnn_check_positive(name, "pooling_height", pooling_height)) ||
      (status = xnn_check_positive(name, "pooling_width", pooling_width)) ||
      (status = xnn_check_positive(name, "stride_height", stride_height)) ||
      (status = xnn_check_positive(name, "stride_width", stride_width)) ||
      (status = xnn_check_positive(name, "dilation_height", dilation_height)) ||
      (status = xnn_check_positive(name, "dilation_width", dilation_width)) ||
      (status = is_8bit
                    ? xnn_check_quantized_output_range(name, int32_t(output_min), int32_t(output_max))
                    : xnn_check_output_range(name, output_min, output_max)) ||
      (status = xnn_check_flags(name, flags, kXnnHintFlags | XNN_FLAG_TENSORFLOW_SAME_PADDING))) {
    return status;
  }
  const uint32_t padding[4] = {padding_top, padding_right, padding_bottom, padding_left};
  if ((status = xnn_check_pooling_window(name, padding, pooling_height, pooling_width, dilation_height, dilation_width,
                                         flags))) {
    return status;
  }
  const xnn_f32_pooling_config* kernels = xnn_init_f32_pooling_config();
  const xnn_qs8_pooling_config* s8_kernels = is_8bit ? xnn_init_qs8_pooling_config() : nullptr;
  const xnn_f16_pooling_config* f16_kernels = f16 ? xnn_init_f16_pooling_config() : nullptr;
  if (kernels == nullptr || (is_8bit && s8_kernels == nullptr) || (f16 && f16_kernels == nullptr)) {
    return xnn_status_uninitialized;
  }
  T* op = xnn_new_operator<T>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->context.kernels = kernels;
  op->context.s8_kernels = s8_kernels;
  op->context.f16_kernels = f16_kernels;
  op->context.element_bytes = is_8bit ? sizeof(int8_t) : f16 ? sizeof(uint16_t) : sizeof(float);
  op->context.kind = T::kName == max_pooling_operator::kName       ? pool_kind::max
                     : T::kName == average_pooling_operator::kName ? pool_kind::average
                     : f16_max                                     ? pool_kind::max_f16
                     : f16_average                                 ? pool_kind::average_f16
                     : u8                                          ? pool_kind::max_u8
                     : s8                                          ? pool_kind::max_s8
                     : qs8_average                                 ? pool_kind::average_qs8
                     : qu8_average                                 ? pool_kind::average_qu8
                                                                   : pool_kind::argmax;
  op->context.min = output_min;
  op->context.max = output_max;
  op->padding[0] = padding_top, op->padding[1] = padding_right;
  op->padding[2] = padding_bottom, op->padding[3] = padding_left;
  op->kernel_height = pooling_height, op->kernel_width = pooling_width;
  op->stride_height = stride_height, op->stride_width = stride_width;
  op->dilation_height = dilation_height, op->dilation_width = dilation_width;
  op->flags = flags;
  *op_out = op;
  return xnn_status_success;
}

// One dimension: output size and leading padding (TF SAME pads so that output = ceil(input / stride), the odd
// padding element at the end).
bool output_dimension(size_t input, uint32_t pad_before, uint32_t pad_after, uint32_t kernel, uint32_t stride,
                      uint32_t dilation, bool same, size_t* output, size_t* before) {
  const size_t window = size_t(kernel - 1) * dilation + 1;
  if (same) {
    *output = input / stride + (input % stride != 0);
    const size_t needed = (*output - 1) * stride + window;
    const size_t total = needed > input ? needed - input : 0;
    *before = total / 2;
    // A window must overlap the image: the padding on either side stays below the window.
    return total - total / 2 < window;
  }
  const size_t padded = input + pad_before + pad_after;
  if (padded < window) return false;
  *output = (padded - window) / stride + 1;
  *before = pad_before;
  return true;
}

template <class T>
xnn_status reshape_pooling(xnn_operator_t op_base, const char* function, size_t batch_size, size_t input_height,
                           size_t input_width, size_t channels, size_t input_pixel_stride, size_t output_pixel_stride,
                           size_t* output_height_out, size_t* output_width_out) {
  T* op = xnn_operator_as<T>(op_base, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  xnn_status status;
  if ((status = xnn_check_initialized(op->name))) return status;
  if ((status = xnn_check_positive(op->name, "input_height", input_height)) ||
      (status = xnn_check_positive(op->name, "input_width", input_width)) ||
      (status = xnn_check_positive(op->name, "channels", channels)) ||
      (status = xnn_check_stride(op->name, "input_pixel_stride", input_pixel_stride, "channels", channels)) ||
      (status = xnn_check_stride(op->name, "output_pixel_stride", output_pixel_stride, "channels", channels))) {
    return status;
  }
  const size_t element_bytes = op->context.element_bytes;
  // The input's bytes first: they bound input_height and input_width below SIZE_MAX / 4, and create bounds the padding
  // and the window below SIZE_MAX / 2, so the output formulas cannot wrap.
  size_t image_bytes, output_image_bytes, pointers, total_bytes;
  if (!xnn_checked_product(op->name, "the input image's bytes (input_height x input_width x input_pixel_stride x size)",
                           {input_height, input_width, input_pixel_stride, element_bytes}, &image_bytes) ||
      !xnn_checked_product(op->name, "the input's bytes (batch_size x image bytes)", {batch_size, image_bytes},
                           &total_bytes)) {
    return xnn_status_invalid_parameter;
  }
  const bool same = (op->flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) != 0;
  size_t output_height, output_width, pad_top, pad_left;
  if (!output_dimension(input_height, op->padding[0], op->padding[2], op->kernel_height, op->stride_height,
                        op->dilation_height, same, &output_height, &pad_top) ||
      !output_dimension(input_width, op->padding[3], op->padding[1], op->kernel_width, op->stride_width,
                        op->dilation_width, same, &output_width, &pad_left)) {
    xnn_log_error("%s: input of %zux%zu is smaller than the pooling window with its padding", op->name, input_height,
                  input_width);
    return xnn_status_invalid_parameter;
  }
  const size_t taps = size_t(op->kernel_height) * op->kernel_width;
  if (!xnn_checked_product(op->name, {output_height, output_width, output_pixel_stride, element_bytes},
                           &output_image_bytes) ||
      !xnn_checked_product(op->name, {batch_size, output_image_bytes}, &total_bytes) ||
      !xnn_checked_product(op->name, {output_height, output_width, taps, sizeof(void*)}, &pointers)) {
    return xnn_status_invalid_parameter;
  }
  pooling_context& p = op->context;
  const size_t pixels = output_height * output_width;
  const bool is_max = p.kind == pool_kind::max || p.kind == pool_kind::max_f16 || p.kind == pool_kind::max_s8 ||
                      p.kind == pool_kind::max_u8;
  const bool is_average = p.kind == pool_kind::average || p.kind == pool_kind::average_f16 ||
                          p.kind == pool_kind::average_qs8 || p.kind == pool_kind::average_qu8;
  const bool is_argmax = p.kind == pool_kind::argmax;
  p.multipass = taps > (p.kind == pool_kind::max_f16         ? p.f16_kernels->maxpool.unipass->primary_tile
                        : p.kind == pool_kind::average_f16 ? p.f16_kernels->avgpool.unipass->primary_tile
                        : p.kind == pool_kind::max_s8      ? p.s8_kernels->maxpool.unipass->primary_tile
                        : p.kind == pool_kind::max_u8      ? p.s8_kernels->u8_maxpool.unipass->primary_tile
                        : p.kind == pool_kind::average_qs8 ? p.s8_kernels->avgpool.unipass->primary_tile
                        : p.kind == pool_kind::average_qu8 ? p.s8_kernels->u8_avgpool.unipass->primary_tile
                        : is_max     ? p.kernels->maxpool.unipass->primary_tile
                        : is_average ? p.kernels->avgpool.unipass->primary_tile
                                     : p.kernels->argmaxpool.unipass->primary_tile);
  // Multipass scratch per (batch item, output row): channels floats (and for argmax as many indices), padded; the
  // 8-bit average kernels keep int32 sums of channels rounded up to 16 in the same room.
  const size_t buffer_row_floats = (is_argmax ? 2 : 1) * (channels + 16);
  size_t buffer_floats = 0;
  if (!is_max && p.multipass &&
      !xnn_checked_product(op->name, {batch_size, output_height, buffer_row_floats}, &buffer_floats)) {
    return xnn_status_invalid_parameter;
  }
  // The zero row is read like an input row: kernels may read XNN_EXTRA_BYTES past its `channels` elements.
  const size_t zero_floats = channels + XNN_EXTRA_BYTES / sizeof(float);
  if (!op->indirection.allocate(pixels * taps) || (!is_max && !op->counts.allocate(pixels)) ||
      (is_average && !op->zero.allocate(zero_floats)) || (is_argmax && !op->tap_of.allocate(pixels * taps)) ||
      !op->buffer.allocate(buffer_floats)) {
    xnn_log_error("%s: out of memory for the indirection buffer of %zu pointers", op->name, pixels * taps);
    return xnn_status_out_of_memory;
  }
  if (is_average) std::fill(op->zero.data(), op->zero.data() + zero_floats, 0.0f);
  const size_t pixel_bytes = input_pixel_stride * element_bytes;
  // Pointers are built against `base`, never 0, and for average pooling just above the zero row, so that no input
  // pointer equals `zero` (the kernel tells padding taps by that comparison). The zero row of `channels` floats is
  // also the 8-bit kernels' row of at least `channels` zero bytes.
  const uintptr_t base = is_average ? reinterpret_cast<uintptr_t>(op->zero.data()) + sizeof(float) : 64;
  p.base = base;
  for (size_t oy = 0; oy < output_height; oy++) {
    for (size_t ox = 0; ox < output_width; ox++) {
      const float** row = op->indirection.data() + (oy * output_width + ox) * taps;
      size_t inside = 0;
      const float* first_inside = nullptr;
      for (size_t ky = 0; ky < op->kernel_height; ky++) {
        const ptrdiff_t iy = ptrdiff_t(oy * op->stride_height + ky * op->dilation_height) - ptrdiff_t(pad_top);
        for (size_t kx = 0; kx < op->kernel_width; kx++) {
          const ptrdiff_t ix = ptrdiff_t(ox * op->stride_width + kx * op->dilation_width) - ptrdiff_t(pad_left);
          const float** tap = row + ky * op->kernel_width + kx;
          *tap = nullptr;
          if (iy >= 0 && iy < ptrdiff_t(input_height) && ix >= 0 && ix < ptrdiff_t(input_width)) {
            const float* pointer =
                reinterpret_cast<const float*>(base + (size_t(iy) * input_width + size_t(ix)) * pixel_bytes);
            if (is_argmax) {  // inside taps first, in row-major window order; numbered column-major, as XNNPACK
              op->tap_of[(oy * output_width + ox) * taps + inside] = uint16_t(kx * op->kernel_height + ky);
              *tap = nullptr;
              row[inside] = pointer;
            } else {
              *tap = pointer;
            }
            if (inside++ == 0) first_inside = pointer;
          }
        }
      }
      if (inside == 0) {
        xnn_log_error("%s: output pixel (%zu, %zu) has its whole window in the padding", op->name, oy, ox);
        return xnn_status_invalid_parameter;
      }
      // Padding taps: the zero row for sums; for max, a tap of the same window (repeating it keeps the maximum); for
      // argmax, slots after the inside taps that the kernel skips.
      for (size_t k = is_argmax ? inside : 0; k < taps; k++) {
        if (row[k] == nullptr) row[k] = is_average ? op->zero.data() : first_inside;
      }
      if (!is_max) op->counts[oy * output_width + ox] = uint16_t(inside);
    }
  }
  p.output_width = output_width;
  p.output_height = output_height;
  p.taps = taps;
  p.channels = channels;
  p.image_bytes = image_bytes;
  p.output_pixel_bytes = output_pixel_stride * element_bytes;
  p.output_row_bytes = output_width * p.output_pixel_bytes;
  p.output_image_bytes = output_image_bytes;
  p.indirection = op->indirection.data();
  p.counts = op->counts.data();
  p.zero = op->zero.data();
  p.buffer = op->buffer.data();
  p.tap_of = op->tap_of.data();
  p.positions_are_taps = op->kernel_height == 1 || op->kernel_width == 1;
  p.buffer_row_floats = buffer_row_floats;
  if (output_height_out != nullptr) *output_height_out = output_height;
  if (output_width_out != nullptr) *output_width_out = output_width;
  op->job_count = batch_size == 0 ? 0 : 1;
  xnn_parallel_job& job = op->jobs[0];
  job = xnn_parallel_job{};
  job.context = &op->context;
  job.task = pooling_task;
  job.range[1] = batch_size;
  job.range[2] = output_height;
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

template <class T>
xnn_status setup_pooling(xnn_operator_t op_base, const char* function, const void* input, void* output,
                         uint32_t* index = nullptr) {
  T* op = xnn_operator_as<T>(op_base, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  xnn_status status = xnn_operator_check_setup(op, input, output);
  if (status != xnn_status_success) return status;
  if (op->job_count != 0 && op->context.kind == pool_kind::argmax &&
      (status = xnn_check_not_null(op->name, "index", index))) {
    return status;
  }
  op->context.index = index;
  op->context.input = reinterpret_cast<uintptr_t>(input);
  op->context.output = static_cast<char*>(output);
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_create_max_pooling2d_nhwc_f32(uint32_t input_padding_top, uint32_t input_padding_right,
                                                        uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                        uint32_t pooling_height, uint32_t pooling_width,
                                                        uint32_t stride_height, uint32_t stride_width,
                                                        uint32_t dilation_height, uint32_t dilation_width,
                                                        float output_min, float output_max, uint32_t flags,
                                                        xnn_operator_t* max_pooling_op_out) {
  return create_pooling<max_pooling_operator>(input_padding_top, input_padding_right, input_padding_bottom,
                                              input_padding_left, pooling_height, pooling_width, stride_height,
                                              stride_width, dilation_height, dilation_width, output_min, output_max,
                                              flags, max_pooling_op_out, "max_pooling_op_out");
}

extern "C" xnn_status xnn_reshape_max_pooling2d_nhwc_f32(xnn_operator_t max_pooling_op, size_t batch_size,
                                                         size_t input_height, size_t input_width, size_t channels,
                                                         size_t input_pixel_stride, size_t output_pixel_stride,
                                                         size_t* output_height_out, size_t* output_width_out,
                                                         pthreadpool_t) {
  return reshape_pooling<max_pooling_operator>(max_pooling_op, "reshape max pooling", batch_size, input_height,
                                               input_width, channels, input_pixel_stride, output_pixel_stride,
                                               output_height_out, output_width_out);
}

extern "C" xnn_status xnn_setup_max_pooling2d_nhwc_f32(xnn_operator_t max_pooling_op, const float* input,
                                                       float* output) {
  return setup_pooling<max_pooling_operator>(max_pooling_op, "setup max pooling", input, output);
}

extern "C" xnn_status xnn_create_average_pooling2d_nhwc_f32(uint32_t input_padding_top, uint32_t input_padding_right,
                                                            uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                            uint32_t pooling_height, uint32_t pooling_width,
                                                            uint32_t stride_height, uint32_t stride_width,
                                                            float output_min, float output_max, uint32_t flags,
                                                            xnn_operator_t* average_pooling_op_out) {
  return create_pooling<average_pooling_operator>(input_padding_top, input_padding_right, input_padding_bottom,
                                                  input_padding_left, pooling_height, pooling_width, stride_height,
                                                  stride_width, 1, 1, output_min, output_max, flags,
                                                  average_pooling_op_out, "average_pooling_op_out");
}

extern "C" xnn_status xnn_reshape_average_pooling2d_nhwc_f32(xnn_operator_t average_pooling_op, size_t batch_size,
                                                             size_t input_height, size_t input_width, size_t channels,
                                                             size_t input_pixel_stride, size_t output_pixel_stride,
                                                             size_t* output_height_out, size_t* output_width_out,
                                                             pthreadpool_t) {
  return reshape_pooling<average_pooling_operator>(average_pooling_op, "reshape average pooling", batch_size,
                                                   input_height, input_width, channels, input_pixel_stride,
                                                   output_pixel_stride, output_height_out, output_width_out);
}

extern "C" xnn_status xnn_setup_average_pooling2d_nhwc_f32(xnn_operator_t average_pooling_op, const float* input,
                                                           float* output) {
  return setup_pooling<average_pooling_operator>(average_pooling_op, "setup average pooling", input, output);
}

extern "C" xnn_status xnn_create_max_pooling2d_nhwc_f16(uint32_t input_padding_top, uint32_t input_padding_right,
                                                        uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                        uint32_t pooling_height, uint32_t pooling_width,
                                                        uint32_t stride_height, uint32_t stride_width,
                                                        uint32_t dilation_height, uint32_t dilation_width,
                                                        float output_min, float output_max, uint32_t flags,
                                                        xnn_operator_t* max_pooling_op_out) {
  return create_pooling<max_pooling_f16_operator>(input_padding_top, input_padding_right, input_padding_bottom,
                                                  input_padding_left, pooling_height, pooling_width, stride_height,
                                                  stride_width, dilation_height, dilation_width, output_min,
                                                  output_max, flags, max_pooling_op_out, "max_pooling_op_out");
}

extern "C" xnn_status xnn_reshape_max_pooling2d_nhwc_f16(xnn_operator_t max_pooling_op, size_t batch_size,
                                                         size_t input_height, size_t input_width, size_t channels,
                                                         size_t input_pixel_stride, size_t output_pixel_stride,
                                                         size_t* output_height_out, size_t* output_width_out,
                                                         pthreadpool_t) {
  return reshape_pooling<max_pooling_f16_operator>(max_pooling_op, "reshape max pooling (f16)", batch_size,
                                                   input_height, input_width, channels, input_pixel_stride,
                                                   output_pixel_stride, output_height_out, output_width_out);
}

extern "C" xnn_status xnn_setup_max_pooling2d_nhwc_f16(xnn_operator_t max_pooling_op, const void* input,
                                                       void* output) {
  return setup_pooling<max_pooling_f16_operator>(max_pooling_op, "setup max pooling (f16)", input, output);
}

extern "C" xnn_status xnn_create_average_pooling2d_nhwc_f16(uint32_t input_padding_top, uint32_t input_padding_right,
                                                            uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                            uint32_t pooling_height, uint32_t pooling_width,
                                                            uint32_t stride_height, uint32_t stride_width,
                                                            float output_min, float output_max, uint32_t flags,
                                                            xnn_operator_t* average_pooling_op_out) {
  return create_pooling<average_pooling_f16_operator>(input_padding_top, input_padding_right, input_padding_bottom,
                                                      input_padding_left, pooling_height, pooling_width,
                                                      stride_height, stride_width, 1, 1, output_min, output_max, flags,
                                                      average_pooling_op_out, "average_pooling_op_out");
}

extern "C" xnn_status xnn_reshape_average_pooling2d_nhwc_f16(xnn_operator_t average_pooling_op, size_t batch_size,
                                                             size_t input_height, size_t input_width, size_t channels,
                                                             size_t input_pixel_stride, size_t output_pixel_stride,
                                                             size_t* output_height_out, size_t* output_width_out,
                                                             pthreadpool_t) {
  return reshape_pooling<average_pooling_f16_operator>(average_pooling_op, "reshape average pooling (f16)",
                                                       batch_size, input_height, input_width, channels,
                                                       input_pixel_stride, output_pixel_stride, output_height_out,
                                                       output_width_out);
}

extern "C" xnn_status xnn_setup_average_pooling2d_nhwc_f16(xnn_operator_t average_pooling_op, const void* input,
                                                           void* output) {
  return setup_pooling<average_pooling_f16_operator>(average_pooling_op, "setup average pooling (f16)", input,
                                                     output);
}

extern "C" xnn_status xnn_create_argmax_pooling2d_nhwc_f32(uint32_t input_padding_top, uint32_t input_padding_right,
                                                           uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                           uint32_t pooling_height, uint32_t pooling_width,
                                                           uint32_t flags, xnn_operator_t* argmax_pooling_op_out) {
  // The window moves by its own size.
  return create_pooling<argmax_pooling_operator>(input_padding_top, input_padding_right, input_padding_bottom,
                                                 input_padding_left, pooling_height, pooling_width, pooling_height,
                                                 pooling_width, 1, 1, -INFINITY, INFINITY, flags,
                                                 argmax_pooling_op_out, "argmax_pooling_op_out");
}

extern "C" xnn_status xnn_reshape_argmax_pooling2d_nhwc_f32(xnn_operator_t argmax_pooling_op, size_t batch_size,
                                                            size_t input_height, size_t input_width, size_t channels,
                                                            size_t input_pixel_stride, size_t output_pixel_stride,
                                                            size_t* output_height_out, size_t* output_width_out,
                                                            pthreadpool_t) {
  return reshape_pooling<argmax_pooling_operator>(argmax_pooling_op, "reshape argmax pooling", batch_size,
                                                  input_height, input_width, channels, input_pixel_stride,
                                                  output_pixel_stride, output_height_out, output_width_out);
}

extern "C" xnn_status xnn_setup_argmax_pooling2d_nhwc_f32(xnn_operator_t argmax_pooling_op, const float* input,
                                                          float* output, uint32_t* index) {
  return setup_pooling<argmax_pooling_operator>(argmax_pooling_op, "setup argmax pooling", input, output, index);
}

extern "C" xnn_status xnn_create_max_pooling2d_nhwc_s8(uint32_t input_padding_top, uint32_t input_padding_right,
                                                       uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                       uint32_t pooling_height, uint32_t pooling_width,
                                                       uint32_t stride_height, uint32_t stride_width,
                                                       uint32_t dilation_height, uint32_t dilation_width,
                                                       int8_t output_min, int8_t output_max, uint32_t flags,
                                                       xnn_operator_t* max_pooling_op_out) {
  return create_pooling<max_pooling_s8_operator>(input_padding_top, input_padding_right, input_padding_bottom,
                                                 input_padding_left, pooling_height, pooling_width, stride_height,
                                                 stride_width, dilation_height, dilation_width, float(output_min),
                                                 float(output_max), flags, max_pooling_op_out, "max_pooling_op_out");
}

extern "C" xnn_status xnn_reshape_max_pooling2d_nhwc_s8(xnn_operator_t max_pooling_op, size_t batch_size,
                                                        size_t input_height, size_t input_width, size_t channels,
                                                        size_t input_pixel_stride, size_t output_pixel_stride,
                                                        size_t* output_height_out, size_t* output_width_out,
                                                        pthreadpool_t) {
  return reshape_pooling<max_pooling_s8_operator>(max_pooling_op, "xnn_reshape_max_pooling2d_nhwc_s8", batch_size,
                                                  input_height, input_width, channels, input_pixel_stride,
                                                  output_pixel_stride, output_height_out, output_width_out);
}

extern "C" xnn_status xnn_setup_max_pooling2d_nhwc_s8(xnn_operator_t max_pooling_op, const int8_t* input,
                                                      int8_t* output) {
  return setup_pooling<max_pooling_s8_operator>(max_pooling_op, "xnn_setup_max_pooling2d_nhwc_s8", input, output);
}

extern "C" xnn_status xnn_create_max_pooling2d_nhwc_u8(uint32_t input_padding_top, uint32_t input_padding_right,
                                                       uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                       uint32_t pooling_height, uint32_t pooling_width,
                                                       uint32_t stride_height, uint32_t stride_width,
                                                       uint32_t dilation_height, uint32_t dilation_width,
                                                       uint8_t output_min, uint8_t output_max, uint32_t flags,
                                                       xnn_operator_t* max_pooling_op_out) {
  return create_pooling<max_pooling_u8_operator>(input_padding_top, input_padding_right, input_padding_bottom,
                                                 input_padding_left, pooling_height, pooling_width, stride_height,
                                                 stride_width, dilation_height, dilation_width, float(output_min),
                                                 float(output_max), flags, max_pooling_op_out, "max_pooling_op_out");
}

extern "C" xnn_status xnn_reshape_max_pooling2d_nhwc_u8(xnn_operator_t max_pooling_op, size_t batch_size,
                                                        size_t input_height, size_t input_width, size_t channels,
                                                        size_t input_pixel_stride, size_t output_pixel_stride,
                                                        size_t* output_height_out, size_t* output_width_out,
                                                        pthreadpool_t) {
  return reshape_pooling<max_pooling_u8_operator>(max_pooling_op, "xnn_reshape_max_pooling2d_nhwc_u8", batch_size,
                                                  input_height, input_width, channels, input_pixel_stride,
                                                  output_pixel_stride, output_height_out, output_width_out);
}

extern "C" xnn_status xnn_setup_max_pooling2d_nhwc_u8(xnn_operator_t max_pooling_op, const uint8_t* input,
                                                      uint8_t* output) {
  return setup_pooling<max_pooling_u8_operator>(max_pooling_op, "xnn_setup_max_pooling2d_nhwc_u8", input, output);
}

namespace {

// The quantization of 8-bit average pooling, checked before the window: scales positive and finite, and
// input_scale / output_scale a normal number below 256 that stays normal divided by the window's taps (the kernels'
// scale for a window of one inside tap down to all of them).
template <class T>
xnn_status create_average_pooling_q8(uint32_t padding_top, uint32_t padding_right, uint32_t padding_bottom,
                                     uint32_t padding_left, uint32_t pooling_height, uint32_t pooling_width,
                                     uint32_t stride_height, uint32_t stride_width, int32_t input_zero_point,
                                     float input_scale, int32_t output_zero_point, float output_scale,
                                     int32_t output_min, int32_t output_max, uint32_t flags, xnn_operator_t* op_out) {
  const char* name = T::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name)) ||
      (status = xnn_check_not_null(name, "average_pooling_op_out", op_out))) {
    return status;
  }
  *op_out = nullptr;
  if ((status = xnn_check_scale(name, "input_scale", input_scale)) ||
      (status = xnn_check_scale(name, "output_scale", output_scale))) {
    return status;
  }
  const float ratio = input_scale / output_scale;
  if (!(ratio < 256.0f) || !std::isnormal(ratio)) {
    xnn_log_error("%s: input_scale / output_scale is %g; expected a normal number below 256", name, double(ratio));
    return xnn_status_unsupported_parameter;
  }
  // An empty window is left to create_pooling's check of the window.
  const float smallest = ratio / float(std::max<uint64_t>(1, uint64_t(pooling_height) * pooling_width));
  if (!std::isnormal(smallest)) {
    xnn_log_error("%s: input_scale / output_scale / (pooling_height x pooling_width) is %g; expected a normal number",
                  name, double(smallest));
    return xnn_status_unsupported_parameter;
  }
  if ((status = create_pooling<T>(padding_top, padding_right, padding_bottom, padding_left, pooling_height,
                                  pooling_width, stride_height, stride_width, 1, 1, float(output_min),
                                  float(output_max), flags, op_out, "average_pooling_op_out"))) {
    return status;
  }
  pooling_context& p = static_cast<T*>(*op_out)->context;
  p.input_zero_point = input_zero_point;
  p.output_zero_point = output_zero_point;
  p.input_to_output_scale = ratio;
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_create_average_pooling2d_nhwc_qs8(uint32_t input_padding_top, uint32_t input_padding_right,
                                                            uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                            uint32_t pooling_height, uint32_t pooling_width,
                                                            uint32_t stride_height, uint32_t stride_width,
                                                            int8_t input_zero_point, float input_scale,
                                                            int8_t output_zero_point, float output_scale,
                                                            int8_t output_min, int8_t output_max, uint32_t flags,
                                                            xnn_operator_t* average_pooling_op_out) {
  return create_average_pooling_q8<average_pooling_qs8_operator>(
      input_padding_top, input_padding_right, input_padding_bottom, input_padding_left, pooling_height, pooling_width,
      stride_height, stride_width, input_zero_point, input_scale, output_zero_point, output_scale, output_min,
      output_max, flags, average_pooling_op_out);
}

extern "C" xnn_status xnn_reshape_average_pooling2d_nhwc_qs8(xnn_operator_t average_pooling_op, size_t batch_size,
                                                             size_t input_height, size_t input_width, size_t channels,
                                                             size_t input_pixel_stride, size_t output_pixel_stride,
                                                             size_t* output_height_out, size_t* output_width_out,
                                                             pthreadpool_t) {
  return reshape_pooling<average_pooling_qs8_operator>(
      average_pooling_op, "xnn_reshape_average_pooling2d_nhwc_qs8", batch_size, input_height, input_width, channels,
      input_pixel_stride, output_pixel_stride, output_height_out, output_width_out);
}

extern "C" xnn_status xnn_setup_average_pooling2d_nhwc_qs8(xnn_operator_t average_pooling_op, const int8_t* input,
                                                           int8_t* output) {
  return setup_pooling<average_pooling_qs8_operator>(average_pooling_op, "xnn_setup_average_pooling2d_nhwc_qs8",
                                                     input, output);
}

extern "C" xnn_status xnn_create_average_pooling2d_nhwc_qu8(uint32_t input_padding_top, uint32_t input_padding_right,
                                                            uint32_t input_padding_bottom, uint32_t input_padding_left,
                                                            uint32_t pooling_height, uint32_t pooling_width,
                                                            uint32_t stride_height, uint32_t stride_width,
                                                            uint8_t input_zero_point, float input_scale,
                                                            uint8_t output_zero_point, float output_scale,
                                                            uint8_t output_min, uint8_t output_max, uint32_t flags,
                                                            xnn_operator_t* average_pooling_op_out) {
  return create_average_pooling_q8<average_pooling_qu8_operator>(
      input_padding_top, input_padding_right, input_padding_bottom, input_padding_left, pooling_height, pooling_width,
      stride_height, stride_width, input_zero_point, input_scale, output_zero_point, output_scale, output_min,
      output_max, flags, average_pooling_op_out);
}

extern "C" xnn_status xnn_reshape_average_pooling2d_nhwc_qu8(xnn_operator_t average_pooling_op, size_t batch_size,
                                                             size_t input_height, size_t input_width, size_t channels,
                                                             size_t input_pixel_stride, size_t output_pixel_stride,
                                                             size_t* output_height_out, size_t* output_width_out,
                                                             pthreadpool_t) {
  return reshape_pooling<average_pooling_qu8_operator>(
      average_pooling_op, "xnn_reshape_average_pooling2d_nhwc_qu8", batch_size, input_height, input_width, channels,
      input_pixel_stride, output_pixel_stride, output_height_out, output_width_out);
}

extern "C" xnn_status xnn_setup_average_pooling2d_nhwc_qu8(xnn_operator_t average_pooling_op, const uint8_t* input,
                                                           uint8_t* output) {
  return setup_pooling<average_pooling_qu8_operator>(average_pooling_op, "xnn_setup_average_pooling2d_nhwc_qu8",
                                                     input, output);
}
