#include "operators/gemm-tiling.h"

#include <algorithm>

namespace {

// Cache and scheduling budgets (Zen 3: 512 KiB L2 per core; half of it for the weights a tile streams).
constexpr size_t kL2WeightBytes = 256 * 1024;
// Tiles each thread should get, so a slow thread (the machine is shared) does not hold up the others.
constexpr size_t kTilesPerThread = 5;
// Multiply-adds below which a tile costs more to schedule than to compute.
constexpr size_t kMinTileMacs = 48 * 1024;

size_t divide_round_up(size_t n, size_t q) { return (n + q - 1) / q; }
size_t round_up(size_t n, size_t q) { return divide_round_up(n, q) * q; }

}  // namespace

xnn_gemm_tiling xnn_choose_gemm_tiling(size_t batch, size_t m, size_t n, size_t mr, size_t nr, size_t column_bytes,
                                       size_t macs_per_element, size_t threads) {
  const size_t n_padded = round_up(n, nr);
  const size_t l2_columns = std::max(nr, kL2WeightBytes / std::max<size_t>(column_bytes, 1) / nr * nr);
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
