// The f16 pooling kernels this CPU uses: for max, average and global average pooling, one unipass kernel (up to its
// primary tile of rows) and one multipass kernel (any number of rows).
#pragma once

#include "configs/f32-pooling-config.h"
#include "ukernels/f16-avgpool/f16-avgpool.h"
#include "ukernels/f16-gavgpool/f16-gavgpool.h"
#include "ukernels/f16-maxpool/f16-maxpool.h"

struct xnn_f16_pooling_config {
  xnn_pool_config<xnn_f16_maxpool_unipass_info, xnn_f16_maxpool_multipass_info> maxpool;
  xnn_pool_config<xnn_f16_avgpool_unipass_info, xnn_f16_avgpool_multipass_info> avgpool;
  xnn_pool_config<xnn_f16_gavgpool_unipass_info, xnn_f16_gavgpool_multipass_info> gavgpool;
};

// Chosen once on first use; nullptr if the library is not initialized or a table lacks scalar rows.
const xnn_f16_pooling_config* xnn_init_f16_pooling_config();
