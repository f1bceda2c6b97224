#include "configs/x8-lut-config.h"

#include "configs/select.h"

const xnn_x8_lut_info* xnn_init_x8_lut_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_x8_lut_info* info =
      xnn_choose_ukernel("x8 lut", xnn_x8_lut_ukernels, xnn_x8_lut_ukernel_count, xnn_any_row());
  return info;
}
