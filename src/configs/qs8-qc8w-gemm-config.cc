#include "configs/qs8-qc8w-gemm-config.h"

#include "configs/gemm-select.h"
#include "log.h"

namespace {

bool init(xnn_qs8_qc8w_gemm_config* config) {
  return xnn_select_gemm_kernels("qs8-qc8w", config, xnn_qs8_qc8w_gemm_minmax_ukernels,
                                 xnn_qs8_qc8w_gemm_minmax_ukernel_count, xnn_qs8_qc8w_igemm_minmax_ukernels,
                                 xnn_qs8_qc8w_igemm_minmax_ukernel_count);
}

}  // namespace

const xnn_qs8_qc8w_gemm_config* xnn_init_qs8_qc8w_gemm_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qs8_qc8w_gemm_config config;
  static const bool ok = init(&config);
  if (!ok) {
    xnn_log_error("qs8-qc8w gemm: no kernel in the table fits this CPU; the table needs a scalar row");
    return nullptr;
  }
  return &config;
}
