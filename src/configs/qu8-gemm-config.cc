#include "configs/qu8-gemm-config.h"

#include "configs/gemm-select.h"
#include "log.h"

namespace {

bool init(xnn_qu8_gemm_config* config) {
  return xnn_select_gemm_kernels("qu8", config, xnn_qu8_gemm_minmax_ukernels, xnn_qu8_gemm_minmax_ukernel_count,
                                 xnn_qu8_igemm_minmax_ukernels, xnn_qu8_igemm_minmax_ukernel_count);
}

}  // namespace

const xnn_qu8_gemm_config* xnn_init_qu8_gemm_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qu8_gemm_config config;
  static const bool ok = init(&config);
  if (!ok) {
    xnn_log_error("qu8 gemm: no kernel in the table fits this CPU; the table needs a scalar row");
    return nullptr;
  }
  return &config;
}
