// The f16 depthwise convolution kernels this CPU uses: one unipass kernel per primary tile (kXnnDwconvPrimaryTiles)
// and one multipass kernel for kernels larger than every primary tile.
#pragma once

#include <cstddef>

#include "configs/f32-dwconv-config.h"
#include "ukernels/f16-dwconv/f16-dwconv.h"

struct xnn_f16_dwconv_config {
  const xnn_f16_dwconv_unipass_info* unipass[4];  // by kXnnDwconvPrimaryTiles; nullptr when the table has none
  const xnn_f16_dwconv_multipass_info* multipass;
};

// Chosen once on first use; nullptr if the library is not initialized or the tables lack scalar rows.
const xnn_f16_dwconv_config* xnn_init_f16_dwconv_config();

// The unipass kernel with the smallest primary tile that holds kernel_size taps; nullptr when none does (then the
// multipass kernel runs).
const xnn_f16_dwconv_unipass_info* xnn_f16_dwconv_unipass_for(const xnn_f16_dwconv_config* config, size_t kernel_size);
