// The qu8 depthwise convolution kernels this CPU uses: one unipass kernel per primary tile and one multipass
// kernel for kernels larger than every primary tile (configs/q8-dwconv-config.h).
#pragma once

#include <cstddef>

#include "configs/q8-dwconv-config.h"
#include "ukernels/qu8-dwconv/qu8-dwconv.h"

using xnn_qu8_dwconv_config =
    xnn_q8_dwconv_config<xnn_qu8_dwconv_unipass_info, xnn_qu8_dwconv_multipass_info>;

// Chosen once on first use; nullptr if the library is not initialized or the tables lack scalar rows.
const xnn_qu8_dwconv_config* xnn_init_qu8_dwconv_config();
