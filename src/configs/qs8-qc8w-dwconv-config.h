// The qs8-qc8w depthwise convolution kernels this CPU uses: one unipass kernel per primary tile and one multipass
// kernel for kernels larger than every primary tile.
#pragma once

#include <cstddef>

#include "ukernels/qs8-qc8w-dwconv/qs8-qc8w-dwconv.h"

constexpr size_t kXnnQs8DwconvPrimaryTiles[] = {9, 25};

struct xnn_qs8_qc8w_dwconv_config {
  const xnn_qs8_qc8w_dwconv_unipass_info* unipass[2];  // by kXnnQs8DwconvPrimaryTiles; nullptr when the table has none
  const xnn_qs8_qc8w_dwconv_multipass_info* multipass;
};

// Chosen once on first use; nullptr if the library is not initialized or the tables lack scalar rows.
const xnn_qs8_qc8w_dwconv_config* xnn_init_qs8_qc8w_dwconv_config();

// The unipass kernel with the smallest primary tile that holds kernel_size taps; nullptr when none does (then the
// multipass kernel runs).
const xnn_qs8_qc8w_dwconv_unipass_info* xnn_qs8_qc8w_dwconv_unipass_for(const xnn_qs8_qc8w_dwconv_config* config,
                                                                        size_t kernel_size);
