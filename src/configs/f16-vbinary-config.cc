#include "configs/f16-vbinary-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

constexpr size_t kOpCount = 0
#define XNN_COUNT_OP(op, minmax, commutative) +1
    XNN_FOREACH_BINARY_OP(XNN_COUNT_OP)
#undef XNN_COUNT_OP
    ;
constexpr size_t kVariantCount = 3;

const char* const kVariantNames[kVariantCount] = {"op", "opc", "ropc"};

struct choices {
  const xnn_f16_vbinary_info* by_op[kOpCount][kVariantCount];
};

choices choose() {
  choices c{};
  for (size_t op = 0; op < kOpCount; op++) {
    for (size_t variant = 0; variant < kVariantCount; variant++) {
      // A commutative op's reversed form is its plain broadcast form.
      const bool reuse_opc =
          variant == size_t(xnn_binary_variant::ropc) && xnn_binary_op_is_commutative(xnn_binary_op(op));
      const size_t wanted = reuse_opc ? size_t(xnn_binary_variant::opc) : variant;
      c.by_op[op][variant] =
          xnn_select_ukernel(xnn_f16_vbinary_ukernels, xnn_f16_vbinary_ukernel_count,
                             [op, wanted](const xnn_f16_vbinary_info& row) {
                               return size_t(row.op) == op && size_t(row.variant) == wanted;
                             });
      if (c.by_op[op][variant] != nullptr) {
        xnn_log_debug("f16 %s %s: %s", xnn_binary_op_name(xnn_binary_op(op)), kVariantNames[variant],
                      c.by_op[op][variant]->name);
      }
    }
  }
  return c;
}

}  // namespace

const xnn_f16_vbinary_info* xnn_init_f16_vbinary_config(xnn_binary_op op, xnn_binary_variant variant) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const choices c = choose();
  const xnn_f16_vbinary_info* info = c.by_op[size_t(op)][size_t(variant)];
  if (info == nullptr) {
    xnn_log_error("f16 %s %s: no kernel in the table fits this CPU", xnn_binary_op_name(op),
                  kVariantNames[size_t(variant)]);
  }
  return info;
}
