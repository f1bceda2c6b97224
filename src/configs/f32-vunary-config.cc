#include "configs/f32-vunary-config.h"

#include <xnnpack.h>

#include "configs/elementwise-choices.h"

namespace {

constexpr size_t kOpCount = 0
#define XNN_COUNT_OP(op, kernel_op) +1
    XNN_FOREACH_UNARY_OP(XNN_COUNT_OP)
#undef XNN_COUNT_OP
    ;

using choices =
    xnn_unary_choices<xnn_f32_vunary_info, xnn_unary_op, kOpCount, xnn_unary_op_name>;

}  // namespace

const xnn_f32_vunary_info* xnn_init_f32_vunary_config(xnn_unary_op op, uint32_t flags) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const choices fastest(xnn_f32_vunary_ukernels, xnn_f32_vunary_ukernel_count, "f32");
  static const choices within_bound(xnn_f32_vunary_ukernels, xnn_f32_vunary_ukernel_count, "f32 (consistent)",
                                    [](const xnn_f32_vunary_info& row) { return !row.fast; });
  return (flags & XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC ? within_bound : fastest).get(op, "f32");
}
