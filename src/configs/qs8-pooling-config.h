// The 8-bit pooling kernels this CPU uses: qs8 and qu8 global average pooling and average pooling, s8 and u8 max
// pooling, each one unipass kernel (up to its primary tile of rows) and one multipass kernel (any number of rows).
#pragma once

#include "configs/f32-pooling-config.h"
#include "ukernels/qs8-avgpool/qs8-avgpool.h"
#include "ukernels/qs8-gavgpool/qs8-gavgpool.h"
#include "ukernels/s8-maxpool/s8-maxpool.h"

struct xnn_qs8_pooling_config {
  xnn_pool_config<xnn_qs8_gavgpool_unipass_info, xnn_qs8_gavgpool_multipass_info> gavgpool;
  xnn_pool_config<xnn_qu8_gavgpool_unipass_info, xnn_qu8_gavgpool_multipass_info> u8_gavgpool;
  xnn_pool_config<xnn_qs8_avgpool_unipass_info, xnn_qs8_avgpool_multipass_info> avgpool;
  xnn_pool_config<xnn_qu8_avgpool_unipass_info, xnn_qu8_avgpool_multipass_info> u8_avgpool;
  xnn_pool_config<xnn_s8_maxpool_unipass_info, xnn_s8_maxpool_multipass_info> maxpool;
  xnn_pool_config<xnn_u8_maxpool_unipass_info, xnn_u8_maxpool_multipass_info> u8_maxpool;
};

// Chosen once on first use; nullptr if the library is not initialized or a table lacks scalar rows.
const xnn_qs8_pooling_config* xnn_init_qs8_pooling_config();
