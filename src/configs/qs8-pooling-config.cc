#include "configs/qs8-pooling-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

bool init(xnn_qs8_pooling_config* c) {
  return xnn_choose_pool_kernels("qs8 gavgpool",
                                 xnn_qs8_gavgpool_unipass_ukernels, xnn_qs8_gavgpool_unipass_ukernel_count,
                                 xnn_qs8_gavgpool_multipass_ukernels, xnn_qs8_gavgpool_multipass_ukernel_count,
                                 &c->gavgpool) &&
         xnn_choose_pool_kernels("qu8 gavgpool",
                                 xnn_qu8_gavgpool_unipass_ukernels, xnn_qu8_gavgpool_unipass_ukernel_count,
                                 xnn_qu8_gavgpool_multipass_ukernels, xnn_qu8_gavgpool_multipass_ukernel_count,
                                 &c->u8_gavgpool) &&
         xnn_choose_pool_kernels("qs8 avgpool",
                                 xnn_qs8_avgpool_unipass_ukernels, xnn_qs8_avgpool_unipass_ukernel_count,
                                 xnn_qs8_avgpool_multipass_ukernels, xnn_qs8_avgpool_multipass_ukernel_count,
                                 &c->avgpool) &&
         xnn_choose_pool_kernels("qu8 avgpool",
                                 xnn_qu8_avgpool_unipass_ukernels, xnn_qu8_avgpool_unipass_ukernel_count,
                                 xnn_qu8_avgpool_multipass_ukernels, xnn_qu8_avgpool_multipass_ukernel_count,
                                 &c->u8_avgpool) &&
         xnn_choose_pool_kernels("s8 maxpool",
                                 xnn_s8_maxpool_unipass_ukernels, xnn_s8_maxpool_unipass_ukernel_count,
                                 xnn_s8_maxpool_multipass_ukernels, xnn_s8_maxpool_multipass_ukernel_count,
                                 &c->maxpool) &&
         xnn_choose_pool_kernels("u8 maxpool",
                                 xnn_u8_maxpool_unipass_ukernels, xnn_u8_maxpool_unipass_ukernel_count,
                                 xnn_u8_maxpool_multipass_ukernels, xnn_u8_maxpool_multipass_ukernel_count,
                                 &c->u8_maxpool);
}

}  // namespace

const xnn_qs8_pooling_config* xnn_init_qs8_pooling_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qs8_pooling_config config;
  static const bool ok = init(&config);
  return ok ? &config : nullptr;
}
