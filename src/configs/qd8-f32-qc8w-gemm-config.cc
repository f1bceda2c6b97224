#include "configs/qd8-f32-qc8w-gemm-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

template <class Info, class Row>
const Info* same_tile(const Info* rows, size_t count, const Row* like, size_t mr) {
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    if (row.isa == like->isa && row.mr == mr && row.nr == like->nr && row.kr == like->kr && row.sr == like->sr) {
      return &row;
    }
  }
  return nullptr;
}

bool init(xnn_qd8_f32_qc8w_gemm_config* config) {
  config->gemm =
      xnn_select_ukernel(xnn_qd8_f32_qc8w_gemm_minmax_ukernels, xnn_qd8_f32_qc8w_gemm_minmax_ukernel_count,
                         [](const xnn_qd8_f32_qc8w_gemm_minmax_info& row) { return row.mr > 1; });
  if (config->gemm == nullptr) return false;
  const xnn_qd8_f32_qc8w_gemm_minmax_info* gemm = config->gemm;
  config->gemm1 =
      same_tile(xnn_qd8_f32_qc8w_gemm_minmax_ukernels, xnn_qd8_f32_qc8w_gemm_minmax_ukernel_count, gemm, 1);
  if (config->gemm1 == nullptr) config->gemm1 = gemm;
  config->igemm =
      same_tile(xnn_qd8_f32_qc8w_igemm_minmax_ukernels, xnn_qd8_f32_qc8w_igemm_minmax_ukernel_count, gemm, gemm->mr);
  config->igemm1 = same_tile(xnn_qd8_f32_qc8w_igemm_minmax_ukernels, xnn_qd8_f32_qc8w_igemm_minmax_ukernel_count,
                             gemm, config->gemm1->mr);
  if (config->igemm == nullptr || config->igemm1 == nullptr) return false;
  config->mr = gemm->mr;
  config->nr = gemm->nr;
  config->kr = gemm->kr;
  config->sr = gemm->sr;
  xnn_log_debug("qd8-f32-qc8w gemm: %s, %s; igemm: %s, %s", gemm->name, config->gemm1->name, config->igemm->name,
                config->igemm1->name);
  return true;
}

}  // namespace

const xnn_qd8_f32_qc8w_gemm_config* xnn_init_qd8_f32_qc8w_gemm_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qd8_f32_qc8w_gemm_config config;
  static const bool ok = init(&config);
  if (!ok) {
    xnn_log_error("qd8-f32-qc8w gemm: no kernel in the table fits this CPU; the table needs a scalar row");
    return nullptr;
  }
  return &config;
}
