#include "configs/f16-dwconv-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

bool init(xnn_f16_dwconv_config* config) {
  for (size_t i = 0; i < sizeof(kXnnDwconvPrimaryTiles) / sizeof(kXnnDwconvPrimaryTiles[0]); i++) {
    const size_t tile = kXnnDwconvPrimaryTiles[i];
    config->unipass[i] =
        xnn_select_ukernel(xnn_f16_dwconv_unipass_ukernels, xnn_f16_dwconv_unipass_ukernel_count,
                           [tile](const xnn_f16_dwconv_unipass_info& row) { return row.primary_tile == tile; });
    if (config->unipass[i] != nullptr) xnn_log_debug("f16 dwconv %zu taps: %s", tile, config->unipass[i]->name);
  }
  config->multipass = xnn_select_ukernel(xnn_f16_dwconv_multipass_ukernels, xnn_f16_dwconv_multipass_ukernel_count,
                                         [](const xnn_f16_dwconv_multipass_info&) { return true; });
  if (config->multipass == nullptr) return false;
  xnn_log_debug("f16 dwconv multipass: %s", config->multipass->name);
  return true;
}

}  // namespace

const xnn_f16_dwconv_config* xnn_init_f16_dwconv_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_f16_dwconv_config config;
  static const bool ok = init(&config);
  if (!ok) {
    xnn_log_error("f16 dwconv: no multipass kernel in the table fits this CPU; the table needs a scalar row");
    return nullptr;
  }
  return &config;
}

const xnn_f16_dwconv_unipass_info* xnn_f16_dwconv_unipass_for(const xnn_f16_dwconv_config* config, size_t kernel_size) {
  for (const xnn_f16_dwconv_unipass_info* k : config->unipass) {
    if (k != nullptr && k->primary_tile >= kernel_size) return k;
  }
  return nullptr;
}
