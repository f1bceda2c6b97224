// The family's table as an array, and the facts about each op. Compiled with baseline flags: it only takes the
// kernels' addresses.
#include "ukernels/f32-vbinary/f32-vbinary.h"

#define XNN_UKERNEL_BINARY(isa, fn, op, variant, tile) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, xnn_binary_op::op, xnn_binary_variant::variant, tile}, )

const xnn_f32_vbinary_info xnn_f32_vbinary_ukernels[] = {
#include "ukernels/f32-vbinary/vbinary-table.h"
};
const size_t xnn_f32_vbinary_ukernel_count = sizeof(xnn_f32_vbinary_ukernels) / sizeof(xnn_f32_vbinary_ukernels[0]);

namespace {

struct op_facts {
  const char* name;
  const char* kernel_names[3];  // indexed by xnn_binary_variant
  bool minmax, commutative;
};

const op_facts kOps[] = {
#define XNN_BINARY_OP_FACTS(op, minmax, commutative) {#op, {"v" #op, "v" #op "c", "vr" #op "c"}, minmax, commutative},
    XNN_FOREACH_BINARY_OP(XNN_BINARY_OP_FACTS)
#undef XNN_BINARY_OP_FACTS
};

}  // namespace

const char* xnn_binary_op_name(xnn_binary_op op) { return kOps[size_t(op)].name; }

const char* xnn_binary_op_kernel_name(xnn_binary_op op, xnn_binary_variant variant) {
  return kOps[size_t(op)].kernel_names[size_t(variant)];
}

bool xnn_binary_op_has_minmax(xnn_binary_op op) { return kOps[size_t(op)].minmax; }

bool xnn_binary_op_is_commutative(xnn_binary_op op) { return kOps[size_t(op)].commutative; }
