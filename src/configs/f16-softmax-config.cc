#include "configs/f16-softmax-config.h"

#include "configs/f16-vcvt-config.h"
#include "configs/f32-softmax-config.h"
#include "configs/select.h"
#include "log.h"

namespace {

xnn_f16_softmax_config choose() {
  xnn_f16_softmax_config c{};
  c.rmax = xnn_choose_ukernel("f16 rmax", xnn_f16_rmax_ukernels, xnn_f16_rmax_ukernel_count, xnn_any_row());
  c.raddstoreexpminusmax =
      xnn_choose_ukernel("f16 raddstoreexpminusmax", xnn_f16_raddstoreexpminusmax_ukernels,
                         xnn_f16_raddstoreexpminusmax_ukernel_count, xnn_any_row());
  c.widen = xnn_init_f16_f32_vcvt_config();
  c.narrow = xnn_init_f32_f16_vcvt_config();
  const xnn_f32_softmax_config* f32 = xnn_init_f32_softmax_config();
  c.vscale = f32 != nullptr ? f32->vscale : nullptr;
  return c;
}

}  // namespace

const xnn_f16_softmax_config* xnn_init_f16_softmax_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_f16_softmax_config c = choose();
  if (c.rmax == nullptr || c.raddstoreexpminusmax == nullptr || c.widen == nullptr || c.vscale == nullptr ||
      c.narrow == nullptr) {
    xnn_log_error("f16 softmax: no kernel in the rmax, raddstoreexpminusmax, vcvt or vscale table fits this CPU");
    return nullptr;
  }
  return &c;
}
