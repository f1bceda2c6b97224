// Indirection buffer and weights for bilinear resize of an NHWC image (one batch element), as the f32-ibilinear
// kernels read them: per output pixel, 4 input pixel pointers (top-left, top-right, bottom-left, bottom-right) and 2
// weights (alpha_h, alpha_v); the s8-ibilinear kernels read the same pointers and the weights as 11-bit fixed point.
//
// Where output pixel (y, x) samples the input (the same rule on both axes, scale = input / output size):
//   align_corners        in = out * (input_size - 1) / (output_size - 1)   (scale = input_size when output_size = 1)
//   tensorflow_legacy    in = out * scale
//   otherwise            in = clamp((out + 0.5) * scale - 0.5, 0, input_size - 1)     (half-pixel centers)
// The top/left corner is floor(in), the bottom/right one the next pixel clamped to the last, alpha = in - floor(in).
// Coordinates are computed in float, in the same order of operations as XNNPACK.
#pragma once

#include <cstddef>
#include <cstdint>

// Fills output rows [output_y_start, output_y_end): 4 * output_width pointers and 2 * output_width weights per row,
// at row output_y of `indirection_buffer` and `packed_weights` (which hold all output_height rows). Pointers are
// `input` + (iy * input_width + ix) * input_pixel_stride bytes: build against any base and rebase with the kernel's
// input_offset. Preconditions (checked by the caller): 0 < every size < 2^24, output_y_end <= output_height.
void xnn_indirection_init_resize_bilinear2d_hwc_f32(size_t output_y_start, size_t output_y_end,
                                                    size_t input_pixel_stride, size_t input_height,
                                                    size_t input_width, size_t output_height, size_t output_width,
                                                    const void* input, const void** indirection_buffer,
                                                    float* packed_weights, bool align_corners,
                                                    bool tensorflow_legacy);

// The same pointers, with the weights as the s8-ibilinear kernels read them: round(alpha * 2^11) (ties to even), in
// [0, 2048], as XNNPACK computes them.
void xnn_indirection_init_resize_bilinear2d_hwc_q11(size_t output_y_start, size_t output_y_end,
                                                    size_t input_pixel_stride, size_t input_height,
                                                    size_t input_width, size_t output_height, size_t output_width,
                                                    const void* input, const void** indirection_buffer,
                                                    int16_t* packed_weights, bool align_corners,
                                                    bool tensorflow_legacy);
