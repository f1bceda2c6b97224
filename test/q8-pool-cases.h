// The test parameter of the 8-bit pooling kernel tests (qs8-avgpool-test, qs8-gavgpool-test): one row of any of a
// family's four tables (qs8 and qu8, unipass and multipass), so that every kernel of both types runs the same cases.
#pragma once

#include <cstddef>
#include <vector>

#include "ukernel-params.h"

template <class S8Unipass, class S8Multipass, class U8Unipass, class U8Multipass>
struct xnn_q8_pool_case {
  const char* name;
  xnn_isa isa;
  size_t primary_tile, incremental_tile, channel_tile;  // incremental_tile: 0 for unipass rows
  bool u8;
  // The row's kernel; the other three are null.
  S8Unipass s8_unipass;
  S8Multipass s8_multipass;
  U8Unipass u8_unipass;
  U8Multipass u8_multipass;
};

// Every row of the four tables, qs8 before qu8, unipass before multipass.
template <class Case, class S8Unipass, class S8Multipass, class U8Unipass, class U8Multipass>
std::vector<Case> xnn_q8_pool_cases(const S8Unipass* s8_unipass, size_t s8_unipass_count,
                                    const S8Multipass* s8_multipass, size_t s8_multipass_count,
                                    const U8Unipass* u8_unipass, size_t u8_unipass_count,
                                    const U8Multipass* u8_multipass, size_t u8_multipass_count) {
  std::vector<Case> out;
  for (size_t i = 0; i < s8_unipass_count; i++) {
    const auto& k = s8_unipass[i];
    out.push_back({k.name, k.isa, k.primary_tile, 0, k.channel_tile, false, k.fn, nullptr, nullptr, nullptr});
  }
  for (size_t i = 0; i < s8_multipass_count; i++) {
    const auto& k = s8_multipass[i];
    out.push_back({k.name, k.isa, k.primary_tile, k.incremental_tile, k.channel_tile, false, nullptr, k.fn, nullptr,
                   nullptr});
  }
  for (size_t i = 0; i < u8_unipass_count; i++) {
    const auto& k = u8_unipass[i];
    out.push_back({k.name, k.isa, k.primary_tile, 0, k.channel_tile, true, nullptr, nullptr, k.fn, nullptr});
  }
  for (size_t i = 0; i < u8_multipass_count; i++) {
    const auto& k = u8_multipass[i];
    out.push_back({k.name, k.isa, k.primary_tile, k.incremental_tile, k.channel_tile, true, nullptr, nullptr, nullptr,
                   k.fn});
  }
  return out;
}
