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

// For output rows a multiple of 1 KiB apart: such rows share a quarter of the sets of a 32 KiB 8-way L1 (4 KiB per
// way), so a strip of 32 output rows fills every way of them and its half-written lines are evicted before their
// second half arrives. The wide kernel's ISA's first row whose strip writes at most 16 output rows (half the ways),
// or the wide kernel when its ISA has none (docs/kernels.md, "Measurements behind the tables").
const xnn_transposec_info* xnn_init_transposec_aliased_config(size_t element_size);

// The newest enabled ISA's streaming row (`_nt`, transposec.h), or nullptr when the family has none for this CPU: for
// outputs of at least xnn_transposec_streaming_threshold() bytes, which would not stay in the caches anyway.
const xnn_transposec_info* xnn_init_transposec_streaming_config(size_t element_size);
// Three quarters of the last-level cache's share per core (glibc's memcpy streams from the same size; 8 MiB when
// cpuinfo knows no cache).
size_t xnn_transposec_streaming_threshold();
