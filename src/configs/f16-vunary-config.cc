#include "configs/f16-vunary-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

constexpr size_t kOpCount = 0
#define XNN_COUNT_OP(op, kernel_op) +1
    XNN_FOREACH_UNARY_OP(XNN_COUNT_OP)
#undef XNN_COUNT_OP
    ;

struct choices {
  const xnn_f16_vunary_info* by_op[kOpCount];
};

choices choose() {
  choices c{};
  for (size_t op = 0; op < kOpCount; op++) {
    c.by_op[op] = xnn_select_ukernel(xnn_f16_vunary_ukernels, xnn_f16_vunary_ukernel_count,
                                     [op](const xnn_f16_vunary_info& row) { return size_t(row.op) == op; });
    if (c.by_op[op] != nullptr) {
      xnn_log_debug("f16 %s: %s", xnn_unary_op_name(xnn_unary_op(op)), c.by_op[op]->name);
    }
  }
  return c;
}

}  // namespace

const xnn_f16_vunary_info* xnn_init_f16_vunary_config(xnn_unary_op op) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const choices c = choose();
  const xnn_f16_vunary_info* info = c.by_op[size_t(op)];
  if (info == nullptr) xnn_log_error("f16 %s: no kernel in the table fits this CPU", xnn_unary_op_name(op));
  return info;
}
