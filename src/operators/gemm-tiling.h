// How GEMM-like work (batch x M x N) is cut into tiles for the thread pool.
//
// A tile is `tile_m` rows (a multiple of the kernel's mr) by `tile_n` columns (a multiple of nr). Columns are capped so
// that the packed weights one tile streams stay in L2 (xnn_gemm_l2_weight_bytes) while its rows of A stay in L1; tiles are made smaller until
// every thread gets several of them (load balance), but not so small that scheduling costs more than the work.
// Tiles never change what a kernel computes for an output element, so results are the same for any thread count.
#pragma once

#include <cstddef>

struct xnn_gemm_tiling {
  size_t tile_m;
  size_t tile_n;
};

// Packed weight bytes one tile may stream: half the core's L2 where the C library reports its size (sysconf), at
// least 256 KiB (half of Zen 3's L2, the fixed budget before) and at most 1 MiB.
size_t xnn_gemm_l2_weight_bytes();

// batch: independent GEMMs (batch x groups); m, n: output rows and columns of each; mr, nr: kernel tile;
// column_bytes: packed weight bytes per output column (all taps); macs_per_element: multiply-adds per output
// element; threads: the pool's thread count.
xnn_gemm_tiling xnn_choose_gemm_tiling(size_t batch, size_t m, size_t n, size_t mr, size_t nr, size_t column_bytes,
                                       size_t macs_per_element, size_t threads);
