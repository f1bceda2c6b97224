#include "configs/qd8-f32-qc4w-gemm-config.h"

#include <cstdint>

#include "configs/gemm-select.h"
#include "log.h"

const xnn_qd8_f32_qc4w_gemm_config* xnn_init_qd8_f32_qc4w_gemm_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qd8_f32_qc4w_gemm_config config;
  static const bool ok = xnn_select_gemm_pair("qd8-f32-qc4w", &config, xnn_qd8_f32_qc4w_gemm_minmax_ukernels,
                                              xnn_qd8_f32_qc4w_gemm_minmax_ukernel_count);
  if (!ok) {
    xnn_log_error("qd8-f32-qc4w gemm: no kernel in the table fits this CPU; the table needs a scalar row");
    return nullptr;
  }
  return &config;
}

size_t xnn_qc4w_exact_kc_bound(xnn_isa isa) {
  switch (isa) {
    case xnn_isa::avxvnni:
    case xnn_isa::avx512vnni:
      return 65793;  // the largest kc with kc * 255 * 128 <= INT32_MAX
    case xnn_isa::neoni8mm:
    case xnn_isa::wasmsdot:
      return 131071;  // the largest kc with kc * 128 * 128 <= INT32_MAX
    default:
      return SIZE_MAX;
  }
}
