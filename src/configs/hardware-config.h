// What the CPU can do, read once by xnn_initialize and capped by XNN_MAX_ISA. The only place that asks cpuinfo.
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
  X(avx512f, x86)                 \
  X(avx512skx, x86)               \
  X(avx512vnni, x86)              \
  X(avx512bf16, x86)              \
  X(neon, arm64)                  \
  X(neonfma, arm64)               \
  X(neonv8, arm64)                \
  X(fp16arith, arm64)             \
  X(dot, arm64)                   \
  X(simd128, wasm)

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

struct xnn_hardware_config {
  xnn_hw_features detected;  // what the CPU reports
  xnn_hw_features enabled;   // detected, capped by XNN_MAX_ISA; what dispatch uses
  const char* max_isa;       // the XNN_MAX_ISA value, or nullptr
};

// Reads the CPU (once, thread-safe). Returns nullptr, after logging why, if XNN_MAX_ISA is unknown.
const xnn_hardware_config* xnn_init_hardware_config();

// Enabled features; 0 before a successful xnn_init_hardware_config.
xnn_hw_features xnn_enabled_hw_features();

// The features an XNN_MAX_ISA value allows (all when value is null or empty, none for "scalar"). False, after logging
// the accepted names, when the value names no feature of this architecture.
bool xnn_max_isa_mask(const char* value, xnn_hw_features* mask);

// Name of one feature bit ("avx2"), for logs and benchmarks.
const char* xnn_hw_feature_name(xnn_hw_features feature);
