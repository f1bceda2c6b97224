#include "operators/gemm-tiling.h"

#include <unistd.h>

#include <algorithm>

namespace {

// Bounds of the weights budget: half of Zen 3's 512 KiB L2, and half of the largest L2 measured (2 MiB).
constexpr size_t kMinL2WeightBytes = 256 * 1024;
constexpr size_t kMaxL2WeightBytes = 1024 * 1024;
// Tiles each thread should get, so a slow thread (the machine is shared) does not hold up the others.
constexpr size_t kTilesPerThread = 5;
// Multiply-adds below which a tile costs more to schedule than to compute.
constexpr size_t kMinTileMacs = 48 * 1024;

size_t divide_round_up(size_t n, size_t q) { return (n + q - 1) / q; }
size_t round_up(size_t n, size_t q) { return divide_round_up(n, q) * q; }

size_t l2_bytes() {
#if defined(_SC_LEVEL2_CACHE_SIZE)
  const long bytes = sysconf(_SC_LEVEL2_CACHE_SIZE);
  if (bytes > 0) return size_t(bytes);
#endif
  return 0;
}

}  // namespace

// Sapphire Rapids (2 MiB L2): a 4096 x 4096 qd8 prefill ran 12% faster with 1 MiB than with 256 KiB. Each pass over a
// column tile streams all of A again, and A (M x K) does not stay in L2 beside the weights: wider tiles mean fewer
// passes (docs/kernels.md, "Prefill").
size_t xnn_gemm_l2_weight_bytes() {
  static const size_t budget = std::clamp(l2_bytes() / 2, kMinL2WeightBytes, kMaxL2WeightBytes);
  return budget;
}

xnn_gemm_tiling xnn_choose_gemm_tiling(size_t batch, size_t m, size_t n, size_t mr, size_t nr, size_t column_bytes,
                                       size_t macs_per_element, size_t threads) {
  const size_t n_padded = round_up(n, nr);
  const size_t l2_columns =
      std::max(nr, xnn_gemm_l2_weight_bytes() / std::max<size_t>(column_bytes, 1) / nr * nr);
  size_t tile_n = std::min(n_padded, l2_columns);
  const size_t m_strips = divide_round_up(m, mr);
  const size_t wanted_tiles = threads > 1 ? threads * kTilesPerThread : 1;

  // Narrow the columns only when the rows alone cannot feed every thread.
  if (batch * m_strips < wanted_tiles) {
    const size_t n_tiles = divide_round_up(wanted_tiles, batch * m_strips);
    tile_n = std::min(tile_n, std::max(nr, round_up(divide_round_up(n, n_tiles), nr)));
  }

  // Group row strips into one tile while the tile is small and there are tiles to spare.
  const size_t n_tiles = divide_round_up(n, tile_n);
  const size_t strip_macs = std::max<size_t>(mr * std::min(tile_n, n) * macs_per_element, 1);
  size_t strips = std::max<size_t>(1, divide_round_up(kMinTileMacs, strip_macs));
  const size_t max_strips_for_balance = std::max<size_t>(1, batch * m_strips * n_tiles / wanted_tiles);
  strips = std::min({strips, max_strips_for_balance, m_strips});
  return {strips * mr, tile_n};
}
