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

bool init(xnn_f32_gemm_config* config) {
  const auto* rows = xnn_f32_gemm_minmax_ukernels;
  const size_t count = xnn_f32_gemm_minmax_ukernel_count;
  config->gemm = xnn_select_ukernel(rows, count, [](const xnn_f32_gemm_minmax_info& row) { return row.mr > 1; });
  if (config->gemm == nullptr) return false;
  const xnn_f32_gemm_minmax_info* gemm = config->gemm;
  config->gemm1 = xnn_select_ukernel(rows, count, [gemm](const xnn_f32_gemm_minmax_info& row) {
    return row.isa == gemm->isa && row.mr == 1 && row.nr == gemm->nr && row.kr == gemm->kr && row.sr == gemm->sr;
  });
  if (config->gemm1 == nullptr) config->gemm1 = config->gemm;
  config->igemm = igemm_twin(config->gemm);
  config->igemm1 = igemm_twin(config->gemm1);
  if (config->igemm == nullptr || config->igemm1 == nullptr) return false;
  config->mr = gemm->mr;
  config->nr = gemm->nr;
  config->kr = gemm->kr;
  config->sr = gemm->sr;
  xnn_log_debug("f32 gemm: %s, %s; igemm: %s, %s", config->gemm->name, config->gemm1->name, config->igemm->name,
                config->igemm1->name);
  return true;
}

}  // namespace

const xnn_f32_gemm_config* xnn_init_f32_gemm_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_f32_gemm_config config;
  static const bool ok = init(&config);
  if (!ok) {
    xnn_log_error("f32 gemm: no kernel in the table fits this CPU; the table needs a scalar row");
    return nullptr;
  }
  return &config;
}
