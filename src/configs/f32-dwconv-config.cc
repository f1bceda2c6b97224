#include "configs/f32-dwconv-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

bool init(xnn_f32_dwconv_config* config) {
  for (size_t i = 0; i < sizeof(kXnnDwconvPrimaryTiles) / sizeof(kXnnDwconvPrimaryTiles[0]); i++) {
    const size_t tile = kXnnDwconvPrimaryTiles[i];
    config->unipass[i] =
        xnn_select_ukernel(xnn_f32_dwconv_unipass_ukernels, xnn_f32_dwconv_unipass_ukernel_count,
                           [tile](const xnn_f32_dwconv_unipass_info& row) { return row.primary_tile == tile; });
    if (config->unipass[i] != nullptr) xnn_log_debug("f32 dwconv %zu taps: %s", tile, config->unipass[i]->name);
    const xnn_f32_dwconv_unipass_info* chosen = config->unipass[i];
    config->unipass_one_pixel[i] = nullptr;
    // Measured for 3x3 kernels only (f32-dwconv-config.h); the 3- and 4-tap rows keep their pixel tiles.
    if (chosen != nullptr && chosen->pixel_tile > 1 && tile == 9) {
      for (size_t r = 0; r < xnn_f32_dwconv_unipass_ukernel_count; r++) {
        const xnn_f32_dwconv_unipass_info& row = xnn_f32_dwconv_unipass_ukernels[r];
        if (row.isa == chosen->isa && row.primary_tile == tile && row.pixel_tile == 1 && !row.rows) {
          config->unipass_one_pixel[i] = &row;
          xnn_log_debug("f32 dwconv %zu taps, aliased strides: %s", tile, row.name);
          break;
        }
      }
    }
  }
  config->multipass = xnn_select_ukernel(xnn_f32_dwconv_multipass_ukernels, xnn_f32_dwconv_multipass_ukernel_count,
                                         [](const xnn_f32_dwconv_multipass_info&) { return true; });
  if (config->multipass == nullptr) return false;
  xnn_log_debug("f32 dwconv multipass: %s", config->multipass->name);
  return true;
}

}  // namespace

const xnn_f32_dwconv_config* xnn_init_f32_dwconv_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_f32_dwconv_config config;
  static const bool ok = init(&config);
  if (!ok) {
    xnn_log_error("f32 dwconv: no multipass kernel in the table fits this CPU; the table needs a scalar row");
    return nullptr;
  }
  return &config;
}

const xnn_f32_dwconv_unipass_info* xnn_f32_dwconv_unipass_for(const xnn_f32_dwconv_config* config, size_t kernel_size,
                                                              size_t input_pixel_bytes) {
  const bool aliased = input_pixel_bytes != 0 && input_pixel_bytes % kXnnDwconvAliasedStrideBytes == 0;
  for (size_t i = 0; i < sizeof(config->unipass) / sizeof(config->unipass[0]); i++) {
    const xnn_f32_dwconv_unipass_info* k = config->unipass[i];
    if (k == nullptr || k->primary_tile < kernel_size) continue;
    return aliased && config->unipass_one_pixel[i] != nullptr ? config->unipass_one_pixel[i] : k;
  }
  return nullptr;
}
