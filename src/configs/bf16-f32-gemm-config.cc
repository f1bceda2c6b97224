#include "configs/bf16-f32-gemm-config.h"

#include "configs/gemm-select.h"
#include "log.h"

const xnn_bf16_f32_gemm_config* xnn_init_bf16_f32_gemm_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_bf16_f32_gemm_config config;
  static const bool ok = xnn_select_gemm_pair("bf16-f32", &config, xnn_bf16_f32_gemm_minmax_ukernels,
                                              xnn_bf16_f32_gemm_minmax_ukernel_count);
  if (!ok) {
    xnn_log_error("bf16-f32 gemm: no kernel in the table fits this CPU; the table needs a scalar row");
    return nullptr;
  }
  return &config;
}
