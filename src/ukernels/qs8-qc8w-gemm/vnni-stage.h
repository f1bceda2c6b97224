// A staging for the VNNI kernels (gemm-template.h's kStagedA): copies A to a stack buffer with its sign bits
// flipped (A + 128 as unsigned bytes, what vpdpbusd's first operand wants), 8 bytes per general-purpose xor.
#pragma once

#include <cstddef>
#include <cstdint>

namespace {

struct qs8_vnni_stage {
  // A whole row of an LLM layer (K = 4096) is staged once per call, not once per NR block.
  static constexpr size_t kStagedA = 4096;
  // Kept scalar on purpose: vectorized, the xor would occupy the vector ports the dot products issue on.
  __attribute__((always_inline, optimize("no-tree-vectorize"))) static void stage(int8_t* dst, const int8_t* src,
                                                                                  size_t bytes) {
    for (size_t j = 0; j < bytes; j += 8) {
      uint64_t v;
      __builtin_memcpy(&v, src + j, sizeof(v));
      v ^= UINT64_C(0x8080808080808080);
      __builtin_memcpy(dst + j, &v, sizeof(v));
    }
  }
};

}  // namespace
