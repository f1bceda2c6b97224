// 16 bytes, 8 halfwords, 4 words or 2 doublewords in a v128 (one piece), for transposec-template.h (two-register shuffles as interleaves).
#pragma once

#include <wasm_simd128.h>

#include "ukernels/transposec/zip.h"

namespace {

template <class Element>
struct xnn_transpose_wasmsimd : xnn_zip_register<xnn_transpose_wasmsimd<Element>, Element> {
  using reg = v128_t;
  static constexpr size_t kLanes = 16 / sizeof(Element);
  using piece = reg;
  static constexpr size_t kBlock = kLanes;
  static reg zero() { return wasm_i32x4_splat(0); }
  static reg combine(const piece* p) { return p[0]; }
  static reg zip_lo(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) {
      return wasm_i8x16_shuffle(a, b, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
    } else if constexpr (sizeof(Element) == 2) {
      return wasm_i16x8_shuffle(a, b, 0, 8, 1, 9, 2, 10, 3, 11);
    } else if constexpr (sizeof(Element) == 4) {
      return wasm_i32x4_shuffle(a, b, 0, 4, 1, 5);
    } else {
      return wasm_i64x2_shuffle(a, b, 0, 2);
    }
  }
  static reg zip_hi(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) {
      return wasm_i8x16_shuffle(a, b, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
    } else if constexpr (sizeof(Element) == 2) {
      return wasm_i16x8_shuffle(a, b, 4, 12, 5, 13, 6, 14, 7, 15);
    } else if constexpr (sizeof(Element) == 4) {
      return wasm_i32x4_shuffle(a, b, 2, 6, 3, 7);
    } else {
      return wasm_i64x2_shuffle(a, b, 1, 3);
    }
  }
};

}  // namespace
