// The f32 pooling kernels this CPU uses: for max, average, argmax and global average pooling, one unipass kernel
// (up to its primary tile of rows) and one multipass kernel (any number of rows).
#pragma once

#include "ukernels/f32-argmaxpool/f32-argmaxpool.h"
#include "ukernels/f32-avgpool/f32-avgpool.h"
#include "ukernels/f32-gavgpool/f32-gavgpool.h"
#include "ukernels/f32-maxpool/f32-maxpool.h"

template <class Unipass, class Multipass>
struct xnn_pool_config {
  const Unipass* unipass;
  const Multipass* multipass;
};

struct xnn_f32_pooling_config {
  xnn_pool_config<xnn_f32_maxpool_unipass_info, xnn_f32_maxpool_multipass_info> maxpool;
  xnn_pool_config<xnn_f32_avgpool_unipass_info, xnn_f32_avgpool_multipass_info> avgpool;
  xnn_pool_config<xnn_f32_argmaxpool_unipass_info, xnn_f32_argmaxpool_multipass_info> argmaxpool;
  xnn_pool_config<xnn_f32_gavgpool_unipass_info, xnn_f32_gavgpool_multipass_info> gavgpool;
};

// Chosen once on first use; nullptr if the library is not initialized or a table lacks scalar rows.
const xnn_f32_pooling_config* xnn_init_f32_pooling_config();
