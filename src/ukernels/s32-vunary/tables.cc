// The family's table as an array, and the op names. Compiled with baseline flags: it only takes the kernels'
// addresses.
#include "ukernels/s32-vunary/s32-vunary.h"

#define XNN_UKERNEL_S32_UNARY(isa, fn, op, tile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, xnn_s32_unary_op::op, tile}, )

const xnn_s32_vunary_info xnn_s32_vunary_ukernels[] = {
#include "ukernels/s32-vunary/vunary-table.h"
};
const size_t xnn_s32_vunary_ukernel_count = sizeof(xnn_s32_vunary_ukernels) / sizeof(xnn_s32_vunary_ukernels[0]);

const char* xnn_s32_unary_op_name(xnn_s32_unary_op op) {
  switch (op) {
#define XNN_S32_UNARY_OP_NAME(op, kernel_op) \
  case xnn_s32_unary_op::op:                 \
    return #op;
    XNN_FOREACH_S32_UNARY_OP(XNN_S32_UNARY_OP_NAME)
#undef XNN_S32_UNARY_OP_NAME
  }
  return "?";
}

const char* xnn_s32_unary_op_kernel_name(xnn_s32_unary_op op) {
  switch (op) {
#define XNN_S32_UNARY_OP_KERNEL_NAME(op, kernel_op) \
  case xnn_s32_unary_op::op:                        \
    return #kernel_op;
    XNN_FOREACH_S32_UNARY_OP(XNN_S32_UNARY_OP_KERNEL_NAME)
#undef XNN_S32_UNARY_OP_KERNEL_NAME
  }
  return "?";
}
