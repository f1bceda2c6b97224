// The qs8-qc8w depthwise convolution kernels this CPU uses: one unipass kernel per primary tile and one multipass
// kernel for kernels larger than every primary tile (configs/q8-dwconv-config.h).
#pragma once

#include <cstddef>

#include "configs/q8-dwconv-config.h"
#include "ukernels/qs8-qc8w-dwconv/qs8-qc8w-dwconv.h"

using xnn_qs8_qc8w_dwconv_config =
    xnn_q8_dwconv_config<xnn_qs8_qc8w_dwconv_unipass_info, xnn_qs8_qc8w_dwconv_multipass_info>;

// Chosen once on first use; nullptr if the library is not initialized or the tables lack scalar rows.
const xnn_qs8_qc8w_dwconv_config* xnn_init_qs8_qc8w_dwconv_config();
