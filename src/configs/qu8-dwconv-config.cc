#include "configs/qu8-dwconv-config.h"

const xnn_qu8_dwconv_config* xnn_init_qu8_dwconv_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qu8_dwconv_config config;
  static const bool ok = xnn_choose_q8_dwconv_kernels(
      "qu8 dwconv", xnn_qu8_dwconv_unipass_ukernels, xnn_qu8_dwconv_unipass_ukernel_count,
      xnn_qu8_dwconv_multipass_ukernels, xnn_qu8_dwconv_multipass_ukernel_count, &config);
  return ok ? &config : nullptr;
}
