#include "configs/qs8-vcvt-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

template <class Info>
const Info* newest(const Info* rows, size_t count) {
  return xnn_select_ukernel(rows, count, xnn_any_row());
}

xnn_qs8_vcvt_config choose() {
  xnn_qs8_vcvt_config c;
  c.f32_qs8 = newest(xnn_f32_qs8_vcvt_ukernels, xnn_f32_qs8_vcvt_ukernel_count);
  c.f32_qu8 = newest(xnn_f32_qu8_vcvt_ukernels, xnn_f32_qu8_vcvt_ukernel_count);
  c.qs8_f32 = newest(xnn_qs8_f32_vcvt_ukernels, xnn_qs8_f32_vcvt_ukernel_count);
  c.qu8_f32 = newest(xnn_qu8_f32_vcvt_ukernels, xnn_qu8_f32_vcvt_ukernel_count);
  c.qs8 = newest(xnn_qs8_vcvt_ukernels, xnn_qs8_vcvt_ukernel_count);
  c.qu8 = newest(xnn_qu8_vcvt_ukernels, xnn_qu8_vcvt_ukernel_count);
  if (c.f32_qs8 && c.f32_qu8 && c.qs8_f32 && c.qu8_f32 && c.qs8 && c.qu8) {
    xnn_log_debug("8-bit conversions: %s, %s, %s, %s, %s, %s", c.f32_qs8->name, c.f32_qu8->name, c.qs8_f32->name,
                  c.qu8_f32->name, c.qs8->name, c.qu8->name);
  }
  return c;
}

}  // namespace

const xnn_qs8_vcvt_config* xnn_init_qs8_vcvt_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_qs8_vcvt_config c = choose();
  if (!(c.f32_qs8 && c.f32_qu8 && c.qs8_f32 && c.qu8_f32 && c.qs8 && c.qu8)) {
    xnn_log_error("8-bit conversions: no kernel in one of the qs8-vcvt tables fits this CPU");
    return nullptr;
  }
  return &c;
}
