#include "configs/f16-gemm-config.h"

#include "configs/gemm-select.h"
#include "log.h"

namespace {

bool init(xnn_f16_gemm_config* config) {
  if (!xnn_select_gemm_kernels("f16", config, xnn_f16_gemm_minmax_ukernels, xnn_f16_gemm_minmax_ukernel_count,
                               xnn_f16_igemm_minmax_ukernels, xnn_f16_igemm_minmax_ukernel_count)) {
    xnn_log_error("f16 gemm: no kernel in the tables fits this CPU");
    return false;
  }
  return true;
}

}  // namespace

const xnn_f16_gemm_config* xnn_init_f16_gemm_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_f16_gemm_config config;
  static const bool ok = init(&config);
  return ok ? &config : nullptr;
}
