#include "indirection/resize-bilinear.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdint>

namespace {

// The sampling rule of one axis (see the header).
struct axis {
  float scale;
  float offset;  // added to out * scale; half-pixel centers only
  bool clamp;    // half-pixel centers only: in may fall outside [0, input_size - 1]
  uint32_t last; // input_size - 1

  axis(size_t input_size, size_t output_size, bool align_corners, bool tensorflow_legacy) {
    const int32_t adjustment = align_corners && output_size != 1 ? 1 : 0;
    scale = float(int32_t(input_size) - adjustment) / float(int32_t(output_size) - adjustment);
    const bool half_pixel = !align_corners && !tensorflow_legacy;
    offset = half_pixel ? 0.5f * scale - 0.5f : 0.0f;
    clamp = half_pixel;
    last = uint32_t(input_size - 1);
  }

  // Sets the first sampled index, the second (clamped to the last pixel) and the weight of the second.
  void sample(size_t out, uint32_t* first, uint32_t* second, float* alpha) const {
    float in = float(int32_t(out)) * scale + offset;
    if (clamp) in = std::min(std::max(in, 0.0f), float(last));
    *first = uint32_t(int32_t(in));
    *second = std::min(*first + 1, last);
    *alpha = in - float(*first);
  }
};

// Fills the rows as the header says, each weight stored by `store(alpha, &slot)`.
template <class W, class Store>
void init_resize(size_t output_y_start, size_t output_y_end, size_t input_pixel_stride, size_t input_height,
                 size_t input_width, size_t output_height, size_t output_width, const void* input,
                 const void** indirection_buffer, W* packed_weights, bool align_corners, bool tensorflow_legacy,
                 Store store) {
  [[maybe_unused]] constexpr size_t kMaxSize = size_t(1) << 24;
  assert(input_height != 0 && input_height < kMaxSize && input_width != 0 && input_width < kMaxSize);
  assert(output_height != 0 && output_height < kMaxSize && output_width != 0 && output_width < kMaxSize);
  assert(output_y_start <= output_y_end && output_y_end <= output_height);

  const axis vertical(input_height, output_height, align_corners, tensorflow_legacy);
  const axis horizontal(input_width, output_width, align_corners, tensorflow_legacy);
  const char* base = static_cast<const char*>(input);
  auto pixel = [&](uint32_t y, uint32_t x) -> const void* {
    return base + (size_t(y) * input_width + x) * input_pixel_stride;
  };
  indirection_buffer += 4 * output_y_start * output_width;
  packed_weights += 2 * output_y_start * output_width;
  for (size_t oy = output_y_start; oy < output_y_end; oy++) {
    uint32_t top, bottom;
    float alpha_v;
    vertical.sample(oy, &top, &bottom, &alpha_v);
    for (size_t ox = 0; ox < output_width; ox++) {
      uint32_t left, right;
      float alpha_h;
      horizontal.sample(ox, &left, &right, &alpha_h);
      indirection_buffer[0] = pixel(top, left);
      indirection_buffer[1] = pixel(top, right);
      indirection_buffer[2] = pixel(bottom, left);
      indirection_buffer[3] = pixel(bottom, right);
      store(alpha_h, &packed_weights[0]);
      store(alpha_v, &packed_weights[1]);
      indirection_buffer += 4;
      packed_weights += 2;
    }
  }
}

}  // namespace

void xnn_indirection_init_resize_bilinear2d_hwc_f32(size_t output_y_start, size_t output_y_end,
                                                    size_t input_pixel_stride, size_t input_height,
                                                    size_t input_width, size_t output_height, size_t output_width,
                                                    const void* input, const void** indirection_buffer,
                                                    float* packed_weights, bool align_corners,
                                                    bool tensorflow_legacy) {
  init_resize(output_y_start, output_y_end, input_pixel_stride, input_height, input_width, output_height, output_width,
              input, indirection_buffer, packed_weights, align_corners, tensorflow_legacy,
              [](float alpha, float* slot) { *slot = alpha; });
}

void xnn_indirection_init_resize_bilinear2d_hwc_q11(size_t output_y_start, size_t output_y_end,
                                                    size_t input_pixel_stride, size_t input_height,
                                                    size_t input_width, size_t output_height, size_t output_width,
                                                    const void* input, const void** indirection_buffer,
                                                    int16_t* packed_weights, bool align_corners,
                                                    bool tensorflow_legacy) {
  init_resize(output_y_start, output_y_end, input_pixel_stride, input_height, input_width, output_height, output_width,
              input, indirection_buffer, packed_weights, align_corners, tensorflow_legacy,
              [](float alpha, int16_t* slot) { *slot = int16_t(std::nearbyintf(alpha * 2048.0f)); });
}
