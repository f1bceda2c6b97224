#include "configs/f16-pooling-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

bool init(xnn_f16_pooling_config* c) {
  return xnn_choose_pool_kernels("f16 maxpool",
                                 xnn_f16_maxpool_unipass_ukernels, xnn_f16_maxpool_unipass_ukernel_count,
                                 xnn_f16_maxpool_multipass_ukernels, xnn_f16_maxpool_multipass_ukernel_count,
                                 &c->maxpool) &&
         xnn_choose_pool_kernels("f16 avgpool",
                                 xnn_f16_avgpool_unipass_ukernels, xnn_f16_avgpool_unipass_ukernel_count,
                                 xnn_f16_avgpool_multipass_ukernels, xnn_f16_avgpool_multipass_ukernel_count,
                                 &c->avgpool) &&
         xnn_choose_pool_kernels("f16 gavgpool",
                                 xnn_f16_gavgpool_unipass_ukernels, xnn_f16_gavgpool_unipass_ukernel_count,
                                 xnn_f16_gavgpool_multipass_ukernels, xnn_f16_gavgpool_multipass_ukernel_count,
                                 &c->gavgpool);
}

}  // namespace

const xnn_f16_pooling_config* xnn_init_f16_pooling_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_f16_pooling_config config;
  static const bool ok = init(&config);
  return ok ? &config : nullptr;
}
