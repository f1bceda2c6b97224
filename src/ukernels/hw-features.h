// The hardware features kernels are written for, as bits: what an ISA of src/ukernels/isa.h requires and what
// src/configs/hardware-config.h reads from the CPU. A leaf: kernels see the bits, never the dispatch state.
#pragma once

#include <cstdint>

// One bit per hardware feature the kernels care about. Each architecture's features are listed from the oldest to
// the newest: XNN_MAX_ISA=<feature> keeps that feature and every one listed before it on the same architecture.
#define XNN_FOREACH_HW_FEATURE(X) \
  X(sse2, x86)                    \
  X(ssse3, x86)                   \
  X(sse41, x86)                   \
  X(avx, x86)                     \
  X(f16c, x86)                    \
  X(fma3, x86)                    \
  X(avx2, x86)                    \
  X(avxvnni, x86)                 \
  X(avx512f, x86)                 \
  X(avx512skx, x86)               \
  X(avx512vnni, x86)              \
  X(avx512vbmi, x86)              \
  X(avx512bf16, x86)              \
  X(avx512fp16, x86)              \
  X(neon, arm64)                  \
  X(neonfma, arm64)               \
  X(neonv8, arm64)                \
  X(fp16arith, arm64)             \
  X(dot, arm64)                   \
  X(i8mm, arm64)                  \
  X(bf16, arm64)                  \
  X(simd128, wasm)                \
  X(relaxed_simd, wasm)

enum xnn_hw_feature_index {
#define XNN_HW_INDEX(name, arch) xnn_hw_index_##name,
  XNN_FOREACH_HW_FEATURE(XNN_HW_INDEX)
#undef XNN_HW_INDEX
  xnn_hw_feature_count
};

using xnn_hw_features = uint32_t;

#define XNN_HW_BIT(name, arch) constexpr xnn_hw_features xnn_hw_##name = xnn_hw_features{1} << xnn_hw_index_##name;
XNN_FOREACH_HW_FEATURE(XNN_HW_BIT)
#undef XNN_HW_BIT
