#include "configs/qs8-vlrelu-config.h"

#include "configs/select.h"

const xnn_qs8_vlrelu_info* xnn_init_qs8_vlrelu_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_qs8_vlrelu_info* info =
      xnn_choose_ukernel("qs8 leaky relu", xnn_qs8_vlrelu_ukernels, xnn_qs8_vlrelu_ukernel_count, xnn_any_row());
  return info;
}

const xnn_qu8_vlrelu_info* xnn_init_qu8_vlrelu_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_qu8_vlrelu_info* info =
      xnn_choose_ukernel("qu8 leaky relu", xnn_qu8_vlrelu_ukernels, xnn_qu8_vlrelu_ukernel_count, xnn_any_row());
  return info;
}
