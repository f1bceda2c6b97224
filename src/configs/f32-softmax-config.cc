#include "configs/f32-softmax-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

template <class Info>
const Info* newest(const Info* rows, size_t count) {
  return xnn_select_ukernel(rows, count, [](const Info&) { return true; });
}

xnn_f32_softmax_config choose() {
  xnn_f32_softmax_config c;
  c.rmax = newest(xnn_f32_rmax_ukernels, xnn_f32_rmax_ukernel_count);
  c.raddstoreexpminusmax = newest(xnn_f32_raddstoreexpminusmax_ukernels, xnn_f32_raddstoreexpminusmax_ukernel_count);
  c.vscale = newest(xnn_f32_vscale_ukernels, xnn_f32_vscale_ukernel_count);
  if (c.rmax != nullptr && c.raddstoreexpminusmax != nullptr && c.vscale != nullptr) {
    xnn_log_debug("f32 softmax: %s, %s, %s", c.rmax->name, c.raddstoreexpminusmax->name, c.vscale->name);
  }
  return c;
}

}  // namespace

const xnn_f32_softmax_config* xnn_init_f32_softmax_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_f32_softmax_config c = choose();
  if (c.rmax == nullptr || c.raddstoreexpminusmax == nullptr || c.vscale == nullptr) {
    xnn_log_error("f32 softmax: no kernel in the rmax, raddstoreexpminusmax or vscale table fits this CPU");
    return nullptr;
  }
  return &c;
}
