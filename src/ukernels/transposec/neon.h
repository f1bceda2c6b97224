// 16 bytes, 8 halfwords, 4 words or 2 doublewords in a q register (one piece), for transposec-template.h (zip1/zip2 interleaves, AArch64).
#pragma once

#include <arm_neon.h>

#include <type_traits>

#include "ukernels/transposec/zip.h"

namespace {

template <class Element>
struct xnn_transpose_neon : xnn_zip_register<xnn_transpose_neon<Element>, Element> {
  using reg = std::conditional_t<
      sizeof(Element) == 1, uint8x16_t,
      std::conditional_t<sizeof(Element) == 2, uint16x8_t, std::conditional_t<sizeof(Element) == 4, uint32x4_t, uint64x2_t>>>;
  static constexpr size_t kLanes = 16 / sizeof(Element);
  using piece = reg;
  static constexpr size_t kBlock = kLanes;
  static reg zero() {
    if constexpr (sizeof(Element) == 1) return vdupq_n_u8(0);
    else if constexpr (sizeof(Element) == 2) return vdupq_n_u16(0);
    else if constexpr (sizeof(Element) == 4) return vdupq_n_u32(0);
    else return vdupq_n_u64(0);
  }
  static reg combine(const piece* p) { return p[0]; }
  static reg zip_lo(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) return vzip1q_u8(a, b);
    else if constexpr (sizeof(Element) == 2) return vzip1q_u16(a, b);
    else if constexpr (sizeof(Element) == 4) return vzip1q_u32(a, b);
    else return vzip1q_u64(a, b);
  }
  static reg zip_hi(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) return vzip2q_u8(a, b);
    else if constexpr (sizeof(Element) == 2) return vzip2q_u16(a, b);
    else if constexpr (sizeof(Element) == 4) return vzip2q_u32(a, b);
    else return vzip2q_u64(a, b);
  }
};

}  // namespace
