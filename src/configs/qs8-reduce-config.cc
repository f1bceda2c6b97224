#include "configs/qs8-reduce-config.h"

#include "configs/select.h"

namespace {

bool init(xnn_qs8_reduce_config* c) {
  c->qs8_rsum = xnn_choose_ukernel("qs8 rsum", xnn_qs8_rsum_ukernels, xnn_qs8_rsum_ukernel_count, xnn_any_row());
  c->qs8_rdsum = xnn_choose_ukernel("qs8 rdsum", xnn_qs8_rdsum_ukernels, xnn_qs8_rdsum_ukernel_count, xnn_any_row());
  c->qu8_rsum = xnn_choose_ukernel("qu8 rsum", xnn_qu8_rsum_ukernels, xnn_qu8_rsum_ukernel_count, xnn_any_row());
  c->qu8_rdsum = xnn_choose_ukernel("qu8 rdsum", xnn_qu8_rdsum_ukernels, xnn_qu8_rdsum_ukernel_count, xnn_any_row());
  return c->qs8_rsum != nullptr && c->qs8_rdsum != nullptr && c->qu8_rsum != nullptr && c->qu8_rdsum != nullptr;
}

}  // namespace

const xnn_qs8_reduce_config* xnn_init_qs8_reduce_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qs8_reduce_config config;
  static const bool ok = init(&config);
  return ok ? &config : nullptr;
}
