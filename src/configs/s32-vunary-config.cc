#include "configs/s32-vunary-config.h"

#include "configs/elementwise-choices.h"

namespace {

using choices =
    xnn_unary_choices<xnn_s32_vunary_info, xnn_s32_unary_op, kXnnS32UnaryOpCount, xnn_s32_unary_op_name>;

}  // namespace

const xnn_s32_vunary_info* xnn_init_s32_vunary_config(xnn_s32_unary_op op) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const choices c(xnn_s32_vunary_ukernels, xnn_s32_vunary_ukernel_count, "s32");
  return c.get(op, "s32");
}
