// The transpose kernels this CPU uses, by element size.
#pragma once

#include <cstddef>

#include "ukernels/transposec/transposec.h"

// The kernel for elements of element_size bytes (1, 2, 4 or 8), chosen once on first use; nullptr if the library is
// not initialized or no row fits.
const xnn_transposec_info* xnn_init_transposec_config(size_t element_size);

// For blocks narrower than that kernel's tile (e.g. NCHW -> NHWC with 3 channels), where wide kernels spend their
// time in partial tiles: the newest ISA's row with tiles of at most 4 x 4 (docs/kernels.md, "Measurements behind the
// tables").
const xnn_transposec_info* xnn_init_transposec_narrow_config(size_t element_size);
