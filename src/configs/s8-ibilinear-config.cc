#include "configs/s8-ibilinear-config.h"

#include "configs/select.h"

const xnn_x8_ibilinear_config* xnn_init_x8_ibilinear_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_x8_ibilinear_config config = {
      xnn_choose_ukernel("s8 ibilinear", xnn_s8_ibilinear_ukernels, xnn_s8_ibilinear_ukernel_count, xnn_any_row()),
      xnn_choose_ukernel("u8 ibilinear", xnn_u8_ibilinear_ukernels, xnn_u8_ibilinear_ukernel_count, xnn_any_row())};
  return config.s8 != nullptr && config.u8 != nullptr ? &config : nullptr;
}
