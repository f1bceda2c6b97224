#include "configs/f16-vcvt-config.h"

#include "configs/select.h"

const xnn_f16_f32_vcvt_info* xnn_init_f16_f32_vcvt_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_f16_f32_vcvt_info* info =
      xnn_choose_ukernel("f16 -> f32 vcvt", xnn_f16_f32_vcvt_ukernels, xnn_f16_f32_vcvt_ukernel_count, xnn_any_row());
  return info;
}

const xnn_f32_f16_vcvt_info* xnn_init_f32_f16_vcvt_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_f32_f16_vcvt_info* info =
      xnn_choose_ukernel("f32 -> f16 vcvt", xnn_f32_f16_vcvt_ukernels, xnn_f32_f16_vcvt_ukernel_count, xnn_any_row());
  return info;
}
