#include "configs/qs8-qc8w-dwconv-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

bool init(xnn_qs8_qc8w_dwconv_config* config) {
  for (size_t i = 0; i < sizeof(kXnnQs8DwconvPrimaryTiles) / sizeof(kXnnQs8DwconvPrimaryTiles[0]); i++) {
    const size_t tile = kXnnQs8DwconvPrimaryTiles[i];
    config->unipass[i] = xnn_select_ukernel(
        xnn_qs8_qc8w_dwconv_unipass_ukernels, xnn_qs8_qc8w_dwconv_unipass_ukernel_count,
        [tile](const xnn_qs8_qc8w_dwconv_unipass_info& row) { return row.primary_tile == tile; });
    if (config->unipass[i] != nullptr) xnn_log_debug("qs8-qc8w dwconv %zu taps: %s", tile, config->unipass[i]->name);
  }
  config->multipass = xnn_choose_ukernel("qs8-qc8w dwconv multipass", xnn_qs8_qc8w_dwconv_multipass_ukernels,
                                         xnn_qs8_qc8w_dwconv_multipass_ukernel_count, xnn_any_row());
  return config->multipass != nullptr;
}

}  // namespace

const xnn_qs8_qc8w_dwconv_config* xnn_init_qs8_qc8w_dwconv_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_qs8_qc8w_dwconv_config config;
  static const bool ok = init(&config);
  return ok ? &config : nullptr;
}

const xnn_qs8_qc8w_dwconv_unipass_info* xnn_qs8_qc8w_dwconv_unipass_for(const xnn_qs8_qc8w_dwconv_config* config,
                                                                        size_t kernel_size) {
  for (const xnn_qs8_qc8w_dwconv_unipass_info* k : config->unipass) {
    if (k != nullptr && k->primary_tile >= kernel_size) return k;
  }
  return nullptr;
}
