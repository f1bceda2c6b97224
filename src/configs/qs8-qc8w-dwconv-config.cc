#include "configs/qs8-qc8w-dwconv-config.h"

const xnn_qs8_qc8w_dwconv_config* xnn_init_qs8_qc8w_dwconv_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qs8_qc8w_dwconv_config config;
  static const bool ok = xnn_choose_q8_dwconv_kernels(
      "qs8-qc8w dwconv", xnn_qs8_qc8w_dwconv_unipass_ukernels, xnn_qs8_qc8w_dwconv_unipass_ukernel_count,
      xnn_qs8_qc8w_dwconv_multipass_ukernels, xnn_qs8_qc8w_dwconv_multipass_ukernel_count, &config);
  return ok ? &config : nullptr;
}
