// The argument lists of the 8-bit depthwise convolution kernels, over the element type E of their input and output
// (int8_t: qs8-qc8w-dwconv; uint8_t: qu8-dwconv). The contract is in qs8-qc8w-dwconv.h.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/params.h"

#define XNN_Q8_DWCONV_UNIPASS_PARAMS(E)                                                                        \
  size_t channels, size_t output_width, const E** input, const void* weights, E* output, intptr_t input_stride, \
      size_t output_increment, size_t input_offset, const E* zero, const xnn_qs8_minmax_params* params
#define XNN_Q8_DWCONV_MULTIPASS_PARAMS(E)                                                                      \
  size_t channels, size_t output_width, const E** input, const void* weights, E* output, intptr_t input_stride, \
      size_t output_increment, size_t input_offset, const E* zero, size_t kernel_size, int32_t* buffer,         \
      const xnn_qs8_minmax_params* params
