// The family's table as an array, and the facts about each op. Compiled with baseline flags: it only takes the
// kernels' addresses.
#include "ukernels/s32-vbinary/s32-vbinary.h"

#define XNN_UKERNEL_S32_BINARY(isa, fn, op, variant, tile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, xnn_s32_binary_op::op, xnn_binary_variant::variant, tile}, )

const xnn_s32_vbinary_info xnn_s32_vbinary_ukernels[] = {
#include "ukernels/s32-vbinary/vbinary-table.h"
};
const size_t xnn_s32_vbinary_ukernel_count = sizeof(xnn_s32_vbinary_ukernels) / sizeof(xnn_s32_vbinary_ukernels[0]);

namespace {

struct op_facts {
  const char* name;
  const char* kernel_names[3];  // indexed by xnn_binary_variant
  bool commutative;
};

const op_facts kOps[] = {
#define XNN_S32_BINARY_OP_FACTS(op, kernel_op, commutative) \
  {#op, {"v" kernel_op, "v" kernel_op "c", "vr" kernel_op "c"}, commutative},
    XNN_FOREACH_S32_BINARY_OP(XNN_S32_BINARY_OP_FACTS)
#undef XNN_S32_BINARY_OP_FACTS
};

}  // namespace

const char* xnn_s32_binary_op_name(xnn_s32_binary_op op) { return kOps[size_t(op)].name; }

const char* xnn_s32_binary_op_kernel_name(xnn_s32_binary_op op, xnn_binary_variant variant) {
  return kOps[size_t(op)].kernel_names[size_t(variant)];
}

bool xnn_s32_binary_op_is_commutative(xnn_s32_binary_op op) { return kOps[size_t(op)].commutative; }
