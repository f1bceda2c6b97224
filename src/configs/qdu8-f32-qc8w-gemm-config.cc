#include "configs/qdu8-f32-qc8w-gemm-config.h"

#include "configs/gemm-select.h"

const xnn_qdu8_f32_qc8w_gemm_config* xnn_init_qdu8_f32_qc8w_gemm_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qdu8_f32_qc8w_gemm_config config;
  static const bool ok = xnn_select_gemm_pair("qdu8-f32-qc8w", &config, xnn_qdu8_f32_qc8w_gemm_minmax_ukernels,
                                              xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_count);
  return ok ? &config : nullptr;
}
