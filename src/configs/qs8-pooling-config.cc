#include "configs/qs8-pooling-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

template <class Unipass, class Multipass>
bool choose(const char* family, const Unipass* unipass, size_t unipass_count, const Multipass* multipass,
            size_t multipass_count, xnn_pool_config<Unipass, Multipass>* config) {
  const auto any = [](const auto&) { return true; };
  config->unipass = xnn_select_ukernel(unipass, unipass_count, any);
  config->multipass = xnn_select_ukernel(multipass, multipass_count, any);
  if (config->unipass == nullptr || config->multipass == nullptr) {
    xnn_log_error("%s: no kernel in the tables fits this CPU; the tables need scalar rows", family);
    return false;
  }
  xnn_log_debug("%s: %s, %s", family, config->unipass->name, config->multipass->name);
  return true;
}

bool init(xnn_qs8_pooling_config* c) {
  return choose("qs8 gavgpool", xnn_qs8_gavgpool_unipass_ukernels, xnn_qs8_gavgpool_unipass_ukernel_count,
                xnn_qs8_gavgpool_multipass_ukernels, xnn_qs8_gavgpool_multipass_ukernel_count, &c->gavgpool) &&
         choose("s8 maxpool", xnn_s8_maxpool_unipass_ukernels, xnn_s8_maxpool_unipass_ukernel_count,
                xnn_s8_maxpool_multipass_ukernels, xnn_s8_maxpool_multipass_ukernel_count, &c->maxpool);
}

}  // namespace

const xnn_qs8_pooling_config* xnn_init_qs8_pooling_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qs8_pooling_config config;
  static const bool ok = init(&config);
  return ok ? &config : nullptr;
}
