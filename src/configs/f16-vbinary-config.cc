#include "configs/f16-vbinary-config.h"

#include "configs/elementwise-choices.h"

namespace {

constexpr size_t kOpCount = 0
#define XNN_COUNT_OP(op, minmax, commutative) +1
    XNN_FOREACH_BINARY_OP(XNN_COUNT_OP)
#undef XNN_COUNT_OP
    ;

using choices =
    xnn_binary_choices<xnn_f16_vbinary_info, xnn_binary_op, kOpCount, xnn_binary_op_name, xnn_binary_op_is_commutative>;

}  // namespace

const xnn_f16_vbinary_info* xnn_init_f16_vbinary_config(xnn_binary_op op, xnn_binary_variant variant) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const choices c(xnn_f16_vbinary_ukernels, xnn_f16_vbinary_ukernel_count, "f16");
  return c.get(op, variant, "f16");
}
