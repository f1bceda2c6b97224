#include "configs/s32-vbinary-config.h"

#include "configs/elementwise-choices.h"

namespace {

using choices =
    xnn_binary_choices<xnn_s32_vbinary_info, xnn_s32_binary_op, kXnnS32BinaryOpCount, xnn_s32_binary_op_name,
                       xnn_s32_binary_op_is_commutative>;

}  // namespace

const xnn_s32_vbinary_info* xnn_init_s32_vbinary_config(xnn_s32_binary_op op, xnn_binary_variant variant) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const choices c(xnn_s32_vbinary_ukernels, xnn_s32_vbinary_ukernel_count, "s32");
  return c.get(op, variant, "s32");
}
