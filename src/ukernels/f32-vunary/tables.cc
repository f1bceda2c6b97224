// The family's table as an array. Compiled with baseline flags: it only takes the kernels' addresses.
#include "ukernels/f32-vunary/f32-vunary.h"

#define XNN_UKERNEL_UNARY(isa, fn, op, tile) XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, xnn_unary_op::op, tile}, )
#define XNN_UKERNEL_UNARY_FAST(isa, fn, op, tile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, xnn_unary_op::op, tile, true}, )

const xnn_f32_vunary_info xnn_f32_vunary_ukernels[] = {
#include "ukernels/f32-vunary/vunary-table.h"
};
const size_t xnn_f32_vunary_ukernel_count = sizeof(xnn_f32_vunary_ukernels) / sizeof(xnn_f32_vunary_ukernels[0]);

const char* xnn_unary_op_name(xnn_unary_op op) {
  switch (op) {
#define XNN_UNARY_OP_NAME(op, kernel_op) \
  case xnn_unary_op::op:                 \
    return #op;
    XNN_FOREACH_UNARY_OP(XNN_UNARY_OP_NAME)
#undef XNN_UNARY_OP_NAME
  }
  return "?";
}

const char* xnn_unary_op_kernel_name(xnn_unary_op op) {
  switch (op) {
#define XNN_UNARY_OP_KERNEL_NAME(op, kernel_op) \
  case xnn_unary_op::op:                        \
    return #kernel_op;
    XNN_FOREACH_UNARY_OP(XNN_UNARY_OP_KERNEL_NAME)
#undef XNN_UNARY_OP_KERNEL_NAME
  }
  return "?";
}
