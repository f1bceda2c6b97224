#include "configs/f32-softmax-config.h"

#include <xnnpack.h>

#include "configs/select.h"
#include "log.h"

namespace {

template <class Info>
const Info* newest(const Info* rows, size_t count) {
  return xnn_select_ukernel(rows, count, [](const Info&) { return true; });
}

xnn_f32_softmax_config choose(bool consistent) {
  xnn_f32_softmax_config c;
  c.rmax = newest(xnn_f32_rmax_ukernels, xnn_f32_rmax_ukernel_count);
  c.raddstoreexpminusmax = xnn_select_ukernel(
      xnn_f32_raddstoreexpminusmax_ukernels, xnn_f32_raddstoreexpminusmax_ukernel_count,
      [consistent](const xnn_f32_raddstoreexpminusmax_info& row) { return !consistent || !row.fast; });
  c.vscale = newest(xnn_f32_vscale_ukernels, xnn_f32_vscale_ukernel_count);
  if (c.rmax != nullptr && c.raddstoreexpminusmax != nullptr && c.vscale != nullptr) {
    xnn_log_debug("f32 softmax: %s, %s, %s", c.rmax->name, c.raddstoreexpminusmax->name, c.vscale->name);
  }
  return c;
}

}  // namespace

const xnn_f32_softmax_config* xnn_init_f32_softmax_config(uint32_t flags) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_f32_softmax_config fastest = choose(false), consistent = choose(true);
  const xnn_f32_softmax_config& c = flags & XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC ? consistent : fastest;
  if (c.rmax == nullptr || c.raddstoreexpminusmax == nullptr || c.vscale == nullptr) {
    xnn_log_error("f32 softmax: no kernel in the rmax, raddstoreexpminusmax or vscale table fits this CPU");
    return nullptr;
  }
  return &c;
}
