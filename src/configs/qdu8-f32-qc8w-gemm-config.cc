#include "configs/qdu8-f32-qc8w-gemm-config.h"

#include "configs/gemm-select.h"
#include "configs/qd8-f32-qc8w-gemm-config.h"

const xnn_qdu8_f32_qc8w_gemm_config* xnn_init_qdu8_f32_qc8w_gemm_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qdu8_f32_qc8w_gemm_config config;
  static const bool ok = xnn_select_gemm_kernels(
      "qdu8-f32-qc8w", &config, xnn_qdu8_f32_qc8w_gemm_minmax_ukernels, xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_count,
      xnn_qdu8_f32_qc8w_igemm_minmax_ukernels, xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_count);
  return ok ? &config : nullptr;
}

const xnn_qdu8_f32_qc8w_gemm_config* xnn_qdu8_f32_qc8w_gemm_config_for_qd8() {
  const xnn_qdu8_f32_qc8w_gemm_config* unsigned_config = xnn_init_qdu8_f32_qc8w_gemm_config();
  const xnn_qd8_f32_qc8w_gemm_config* config = xnn_init_qd8_f32_qc8w_gemm_config();
  if (unsigned_config == nullptr || config == nullptr) return nullptr;
  const bool same_tile = unsigned_config->gemm->isa == config->gemm->isa && unsigned_config->nr == config->nr &&
                         unsigned_config->kr == config->kr && config->sr == 1;
  return same_tile ? unsigned_config : nullptr;
}
