#include "configs/f16-ibilinear-config.h"

#include "configs/select.h"

const xnn_f16_ibilinear_info* xnn_init_f16_ibilinear_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_f16_ibilinear_info* info =
      xnn_choose_ukernel("f16 ibilinear", xnn_f16_ibilinear_ukernels, xnn_f16_ibilinear_ukernel_count, xnn_any_row());
  return info;
}
