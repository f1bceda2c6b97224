#include "configs/qd8-f16-qb4w-gemm-config.h"

#include "configs/gemm-select.h"
#include "log.h"

const xnn_qd8_f16_qb4w_gemm_config* xnn_init_qd8_f16_qb4w_gemm_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qd8_f16_qb4w_gemm_config config;
  static const bool ok = xnn_select_gemm_pair("qd8-f16-qb4w", &config, xnn_qd8_f16_qb4w_gemm_minmax_ukernels,
                                              xnn_qd8_f16_qb4w_gemm_minmax_ukernel_count);
  if (!ok) {
    xnn_log_error("qd8-f16-qb4w gemm: no kernel in the table fits this CPU; the table needs a scalar row");
    return nullptr;
  }
  return &config;
}
