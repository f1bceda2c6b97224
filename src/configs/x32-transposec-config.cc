#include "configs/x32-transposec-config.h"

#include "configs/select.h"

const xnn_x32_transposec_info* xnn_init_x32_transposec_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_x32_transposec_info* info = xnn_choose_ukernel(
      "x32 transposec", xnn_x32_transposec_ukernels, xnn_x32_transposec_ukernel_count, xnn_any_row());
  return info;
}

const xnn_x32_transposec_info* xnn_init_x32_transposec_narrow_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_x32_transposec_info* info =
      xnn_choose_ukernel("x32 transposec (narrow blocks)", xnn_x32_transposec_ukernels,
                         xnn_x32_transposec_ukernel_count, [](const xnn_x32_transposec_info& row) {
                           return row.tile_height <= 4 && row.tile_width <= 4;
                         });
  return info;
}
