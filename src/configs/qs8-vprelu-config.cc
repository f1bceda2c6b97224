#include "configs/qs8-vprelu-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

template <class Info>
const Info* newest(const Info* rows, size_t count) {
  return xnn_select_ukernel(rows, count, xnn_any_row());
}

bool complete(const xnn_qs8_vprelu_config& c) {
  return c.qs8_vprelu && c.qs8_vpreluc && c.qs8_vrpreluc && c.qu8_vprelu && c.qu8_vpreluc && c.qu8_vrpreluc;
}

xnn_qs8_vprelu_config choose() {
  xnn_qs8_vprelu_config c;
  c.qs8_vprelu = newest(xnn_qs8_vprelu_ukernels, xnn_qs8_vprelu_ukernel_count);
  c.qs8_vpreluc = newest(xnn_qs8_vpreluc_ukernels, xnn_qs8_vpreluc_ukernel_count);
  c.qs8_vrpreluc = newest(xnn_qs8_vrpreluc_ukernels, xnn_qs8_vrpreluc_ukernel_count);
  c.qu8_vprelu = newest(xnn_qu8_vprelu_ukernels, xnn_qu8_vprelu_ukernel_count);
  c.qu8_vpreluc = newest(xnn_qu8_vpreluc_ukernels, xnn_qu8_vpreluc_ukernel_count);
  c.qu8_vrpreluc = newest(xnn_qu8_vrpreluc_ukernels, xnn_qu8_vrpreluc_ukernel_count);
  if (complete(c)) {
    xnn_log_debug("8-bit prelu: %s, %s, %s, %s, %s, %s", c.qs8_vprelu->name, c.qs8_vpreluc->name,
                  c.qs8_vrpreluc->name, c.qu8_vprelu->name, c.qu8_vpreluc->name, c.qu8_vrpreluc->name);
  }
  return c;
}

}  // namespace

const xnn_qs8_vprelu_config* xnn_init_qs8_vprelu_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_qs8_vprelu_config c = choose();
  if (!complete(c)) {
    xnn_log_error("8-bit prelu: no kernel in one of the qs8-vprelu tables fits this CPU");
    return nullptr;
  }
  return &c;
}
