// What the CPU can do, read once by xnn_initialize and capped by XNN_MAX_ISA, and so which ISAs' kernels may run.
// The only place that asks cpuinfo.
#pragma once

#include "ukernels/hw-features.h"
#include "ukernels/isa.h"

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

// True when the enabled features (after XNN_MAX_ISA) cover the ISA. Requires a successful xnn_initialize.
inline bool xnn_isa_enabled(xnn_isa isa) {
  return (xnn_enabled_hw_features() & xnn_isa_features(isa)) == xnn_isa_features(isa);
}

// The ISAs whose f16 kernels compute in fp16 (the others convert to fp32 and back): AArch64 FP16 or AVX-512 FP16.
inline bool xnn_f16_arithmetic_enabled() {
  return (xnn_enabled_hw_features() & (xnn_hw_fp16arith | xnn_hw_avx512fp16)) != 0;
}

// XNNPACK's rule for XNN_FLAG_HINT_FP16_INFERENCE: a runtime runs in fp16 only with ARM fp16 arithmetic.
inline bool xnn_hint_fp16_inference_applies() { return (xnn_enabled_hw_features() & xnn_hw_fp16arith) != 0; }
