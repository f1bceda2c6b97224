#include "configs/f32-gemm-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

// The IGEMM twin of a GEMM row: same ISA and tile.
const xnn_f32_igemm_minmax_info* igemm_twin(const xnn_f32_gemm_minmax_info* gemm) {
  for (size_t i = 0; i < xnn_f32_igemm_minmax_ukernel_count; i++) {
    const xnn_f32_igemm_minmax_info& row = xnn_f32_igemm_minmax_ukernels[i];
    if (row.isa == gemm->isa && row.mr == gemm->mr && row.nr == gemm->nr && row.kr == gemm->kr &&
        row.sr == gemm->sr) {
      return &row;
    }
  }
  return nullptr;
}

// Completes a config around its mr > 1 row: the mr = 1 row of the same ISA and tile (or the row itself when the
// table has none) and both IGEMM twins. False when a twin is missing.
bool complete(const xnn_f32_gemm_minmax_info* gemm, xnn_f32_gemm_config* config) {
  config->gemm = gemm;
  config->gemm1 = xnn_select_ukernel(xnn_f32_gemm_minmax_ukernels, xnn_f32_gemm_minmax_ukernel_count,
                                     [gemm](const xnn_f32_gemm_minmax_info& row) {
                                       return row.isa == gemm->isa && row.mr == 1 && row.nr == gemm->nr &&
                                              row.kr == gemm->kr && row.sr == gemm->sr;
                                     });
  if (config->gemm1 == nullptr) config->gemm1 = gemm;
  if (gemm->mr > kXnnMaxGemmMr) return false;
  for (size_t rows = 1; rows <= gemm->mr; rows++) {
    const xnn_f32_gemm_minmax_info* fewest = gemm;
    for (size_t i = 0; i < xnn_f32_gemm_minmax_ukernel_count; i++) {
      const xnn_f32_gemm_minmax_info& row = xnn_f32_gemm_minmax_ukernels[i];
      if (row.isa == gemm->isa && row.nr == gemm->nr && row.kr == gemm->kr && row.sr == gemm->sr &&
          row.mr >= rows && row.mr < fewest->mr) {
        fewest = &row;
      }
    }
    config->gemm_for_rows[rows] = fewest;
  }
  config->igemm = igemm_twin(config->gemm);
  config->igemm1 = igemm_twin(config->gemm1);
  if (config->igemm == nullptr || config->igemm1 == nullptr) return false;
  config->mr = gemm->mr;
  config->nr = gemm->nr;
  config->kr = gemm->kr;
  config->sr = gemm->sr;
  return true;
}

// The default tile first, then every other mr > 1 row of its ISA in table order.
constexpr size_t kMaxTiles = 8;
struct tiles {
  xnn_f32_gemm_config configs[kMaxTiles];
  size_t count = 0;
};

bool init(tiles* t) {
  const xnn_f32_gemm_minmax_info* best = xnn_select_ukernel(
      xnn_f32_gemm_minmax_ukernels, xnn_f32_gemm_minmax_ukernel_count,
      [](const xnn_f32_gemm_minmax_info& row) { return row.mr > 1; });
  if (best == nullptr || !complete(best, &t->configs[0])) return false;
  t->count = 1;
  for (size_t i = 0; i < xnn_f32_gemm_minmax_ukernel_count && t->count < kMaxTiles; i++) {
    const xnn_f32_gemm_minmax_info* row = &xnn_f32_gemm_minmax_ukernels[i];
    if (row == best || row->isa != best->isa || row->mr == 1) continue;
    if (complete(row, &t->configs[t->count])) t->count++;
  }
  const xnn_f32_gemm_config& config = t->configs[0];
  xnn_log_debug("f32 gemm: %s, %s; igemm: %s, %s; %zu tiles", config.gemm->name, config.gemm1->name,
                config.igemm->name, config.igemm1->name, t->count);
  return true;
}

const tiles* init_tiles() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static tiles t;
  static const bool ok = init(&t);
  if (!ok) {
    xnn_log_error("f32 gemm: no kernel in the table fits this CPU; the table needs a scalar row");
    return nullptr;
  }
  return &t;
}

}  // namespace

const xnn_f32_gemm_config* xnn_init_f32_gemm_config() {
  const tiles* t = init_tiles();
  return t != nullptr ? &t->configs[0] : nullptr;
}

const xnn_f32_gemm_config* xnn_f32_gemm_tile_for(size_t n) {
  const tiles* t = init_tiles();
  if (t == nullptr) return nullptr;
  const xnn_f32_gemm_config* chosen = &t->configs[0];
  auto padded = [n](const xnn_f32_gemm_config& c) { return (n + c.nr - 1) / c.nr * c.nr; };
  // A tile narrower than the default loads W once per fewer FMAs (AVX-512F 12x16 runs 0.84x of 7x32 per useful
  // lane at 144 channels): worth it only where the default computes at least a quarter of padding.
  const size_t default_padding = padded(*chosen) - n;
  const bool default_wastes_a_quarter = 4 * default_padding >= padded(*chosen);
  for (size_t i = 1; i < t->count; i++) {
    const xnn_f32_gemm_config& tile = t->configs[i];
    if (tile.nr < t->configs[0].nr && !default_wastes_a_quarter) continue;
    const bool wider_tie = padded(tile) == padded(*chosen) && tile.nr > chosen->nr;
    if (padded(tile) < padded(*chosen) || wider_tie) chosen = &tile;
  }
  return chosen;
}
