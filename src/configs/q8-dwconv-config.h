// What the qs8-qc8w and qu8 depthwise convolution configs share: one unipass kernel per primary tile and one
// multipass kernel for kernels larger than every primary tile, chosen with xnn_select_ukernel.
#pragma once

#include <cstddef>

#include "configs/select.h"
#include "log.h"

constexpr size_t kXnnQ8DwconvPrimaryTiles[] = {9, 25};

template <class Unipass, class Multipass>
struct xnn_q8_dwconv_config {
  const Unipass* unipass[2];  // by kXnnQ8DwconvPrimaryTiles; nullptr when the table has none
  const Multipass* multipass;
};

// Fills `config` from a family's tables; false (logged) when the multipass table has no row for this CPU.
template <class Unipass, class Multipass>
bool xnn_choose_q8_dwconv_kernels(const char* family, const Unipass* unipass, size_t unipass_count,
                                  const Multipass* multipass, size_t multipass_count,
                                  xnn_q8_dwconv_config<Unipass, Multipass>* config) {
  for (size_t i = 0; i < sizeof(kXnnQ8DwconvPrimaryTiles) / sizeof(kXnnQ8DwconvPrimaryTiles[0]); i++) {
    const size_t tile = kXnnQ8DwconvPrimaryTiles[i];
    config->unipass[i] = xnn_select_ukernel(unipass, unipass_count,
                                            [tile](const Unipass& row) { return row.primary_tile == tile; });
    if (config->unipass[i] != nullptr) xnn_log_debug("%s %zu taps: %s", family, tile, config->unipass[i]->name);
  }
  config->multipass = xnn_choose_ukernel(family, multipass, multipass_count, xnn_any_row());
  return config->multipass != nullptr;
}

// The unipass kernel with the smallest primary tile that holds kernel_size taps; nullptr when none does (then the
// multipass kernel runs).
template <class Unipass, class Multipass>
const Unipass* xnn_q8_dwconv_unipass_for(const xnn_q8_dwconv_config<Unipass, Multipass>* config,
                                         size_t kernel_size) {
  for (const Unipass* k : config->unipass) {
    if (k != nullptr && k->primary_tile >= kernel_size) return k;
  }
  return nullptr;
}
