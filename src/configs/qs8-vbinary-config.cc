#include "configs/qs8-vbinary-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

template <class Info>
const Info* newest(const Info* rows, size_t count) {
  return xnn_select_ukernel(rows, count, xnn_any_row());
}

bool complete(const xnn_qs8_vbinary_config& c) {
  return c.qs8_vadd && c.qs8_vaddc && c.qs8_vmul && c.qs8_vmulc && c.qu8_vadd && c.qu8_vaddc && c.qu8_vmul &&
         c.qu8_vmulc;
}

xnn_qs8_vbinary_config choose() {
  xnn_qs8_vbinary_config c;
  c.qs8_vadd = newest(xnn_qs8_vadd_ukernels, xnn_qs8_vadd_ukernel_count);
  c.qs8_vaddc = newest(xnn_qs8_vaddc_ukernels, xnn_qs8_vaddc_ukernel_count);
  c.qs8_vmul = newest(xnn_qs8_vmul_ukernels, xnn_qs8_vmul_ukernel_count);
  c.qs8_vmulc = newest(xnn_qs8_vmulc_ukernels, xnn_qs8_vmulc_ukernel_count);
  c.qu8_vadd = newest(xnn_qu8_vadd_ukernels, xnn_qu8_vadd_ukernel_count);
  c.qu8_vaddc = newest(xnn_qu8_vaddc_ukernels, xnn_qu8_vaddc_ukernel_count);
  c.qu8_vmul = newest(xnn_qu8_vmul_ukernels, xnn_qu8_vmul_ukernel_count);
  c.qu8_vmulc = newest(xnn_qu8_vmulc_ukernels, xnn_qu8_vmulc_ukernel_count);
  if (complete(c)) {
    xnn_log_debug("8-bit add and multiply: %s, %s, %s, %s, %s, %s, %s, %s", c.qs8_vadd->name, c.qs8_vaddc->name,
                  c.qs8_vmul->name, c.qs8_vmulc->name, c.qu8_vadd->name, c.qu8_vaddc->name, c.qu8_vmul->name,
                  c.qu8_vmulc->name);
  }
  return c;
}

}  // namespace

const xnn_qs8_vbinary_config* xnn_init_qs8_vbinary_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_qs8_vbinary_config c = choose();
  if (!complete(c)) {
    xnn_log_error("8-bit add and multiply: no kernel in one of the qs8-vbinary tables fits this CPU");
    return nullptr;
  }
  return &c;
}
