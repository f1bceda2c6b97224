#include "configs/f32-reduce-config.h"

#include "configs/select.h"

const xnn_f32_rsum_info* xnn_init_f32_rsum_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_f32_rsum_info* info =
      xnn_choose_ukernel("f32 rsum", xnn_f32_rsum_ukernels, xnn_f32_rsum_ukernel_count, xnn_any_row());
  return info;
}

const xnn_f32_rminmax_info* xnn_init_f32_rminmax_config(xnn_rminmax_op op) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  auto of = [](xnn_rminmax_op op) { return [op](const xnn_f32_rminmax_info& row) { return row.op == op; }; };
  static const xnn_f32_rminmax_info* min = xnn_choose_ukernel("f32 rmin", xnn_f32_rminmax_ukernels,
                                                              xnn_f32_rminmax_ukernel_count, of(xnn_rminmax_op::min));
  static const xnn_f32_rminmax_info* minmax = xnn_choose_ukernel(
      "f32 rminmax", xnn_f32_rminmax_ukernels, xnn_f32_rminmax_ukernel_count, of(xnn_rminmax_op::minmax));
  return op == xnn_rminmax_op::min ? min : minmax;
}

const xnn_f32_rdsum_info* xnn_init_f32_rdsum_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_f32_rdsum_info* info =
      xnn_choose_ukernel("f32 rdsum", xnn_f32_rdsum_ukernels, xnn_f32_rdsum_ukernel_count, xnn_any_row());
  return info;
}
