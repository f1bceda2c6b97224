// What the subgraph's output-stage fusion asks of an f32 global average pooling operator (subgraph/output-fusion.cc):
// to average the partial sums that a convolution's output stage leaves (xnn_fuse_output_pooling) instead of the
// convolution's output.
#pragma once

#include <cstddef>

#include <xnnpack.h>

// Reshapes an f32 global average pooling operator (made by xnn_create_global_average_pooling_nwc_f32) to read, per
// batch item, `slots` rows of `channels` partial sums (densely packed) and write clamp(their sum / pixels): the mean
// of the `pixels` rows the sums cover. The same checks, kernels and workspace rule as its reshape for `slots` rows.
xnn_status xnn_reshape_global_average_pooling_nwc_f32_of_sums(xnn_operator_t op, size_t batch_size, size_t slots,
                                                              size_t pixels, size_t channels,
                                                              size_t* workspace_size);
