#include "configs/xx-copy-config.h"

#include "configs/select.h"

const xnn_xx_copy_info* xnn_init_xx_copy_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_xx_copy_info* info =
      xnn_choose_ukernel("xx copy", xnn_xx_copy_ukernels, xnn_xx_copy_ukernel_count, xnn_any_row());
  return info;
}

const xnn_xx_fill_info* xnn_init_xx_fill_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_xx_fill_info* info =
      xnn_choose_ukernel("xx fill", xnn_xx_fill_ukernels, xnn_xx_fill_ukernel_count, xnn_any_row());
  return info;
}

const xnn_xx_pad_info* xnn_init_xx_pad_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_xx_pad_info* info =
      xnn_choose_ukernel("xx pad", xnn_xx_pad_ukernels, xnn_xx_pad_ukernel_count, xnn_any_row());
  return info;
}
