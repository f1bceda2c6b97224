#include "configs/s32-vunary-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

struct choices {
  const xnn_s32_vunary_info* by_op[kXnnS32UnaryOpCount];
};

choices choose() {
  choices c{};
  for (size_t op = 0; op < kXnnS32UnaryOpCount; op++) {
    c.by_op[op] = xnn_select_ukernel(xnn_s32_vunary_ukernels, xnn_s32_vunary_ukernel_count,
                                     [op](const xnn_s32_vunary_info& row) { return size_t(row.op) == op; });
    if (c.by_op[op] != nullptr) {
      xnn_log_debug("s32 %s: %s", xnn_s32_unary_op_name(xnn_s32_unary_op(op)), c.by_op[op]->name);
    }
  }
  return c;
}

}  // namespace

const xnn_s32_vunary_info* xnn_init_s32_vunary_config(xnn_s32_unary_op op) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const choices c = choose();
  const xnn_s32_vunary_info* info = c.by_op[size_t(op)];
  if (info == nullptr) xnn_log_error("s32 %s: no kernel in the table fits this CPU", xnn_s32_unary_op_name(op));
  return info;
}
