#include "configs/hardware-config.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <string>

#if !defined(__wasm__)
#include <cpuinfo.h>
#endif
#if defined(__x86_64__)
#include <cpuid.h>
#elif defined(__aarch64__)
#include <sys/auxv.h>
#endif

#include "log.h"

namespace {

struct feature_info {
  const char* name;
  const char* arch;
};

const feature_info kFeatures[] = {
#define XNN_HW_INFO(name, arch) {#name, #arch},
    XNN_FOREACH_HW_FEATURE(XNN_HW_INFO)
#undef XNN_HW_INFO
};

#if defined(__x86_64__)
constexpr const char* kHostArch = "x86";
#elif defined(__aarch64__)
constexpr const char* kHostArch = "arm64";
#elif defined(__wasm__)
constexpr const char* kHostArch = "wasm";
#endif

#if defined(__x86_64__)
// AVX-VNNI (CPUID leaf 7, sub-leaf 1, EAX bit 4): Debian 12's cpuinfo predates it. Its ymm registers are usable
// where cpuinfo reports AVX2 (the OS saves them).
bool has_avxvnni() {
  unsigned eax, ebx, ecx, edx;
  if (__get_cpuid_max(0, nullptr) < 7) return false;
  __cpuid_count(7, 1, eax, ebx, ecx, edx);
  return cpuinfo_has_x86_avx2() && (eax & (1u << 4)) != 0;
}
// AVX512-FP16 (CPUID leaf 7, sub-leaf 0, EDX bit 23): Debian 12's cpuinfo predates it. It uses the zmm state that
// cpuinfo's AVX-512 answer already checked the OS saves.
bool has_avx512fp16() {
  unsigned eax, ebx, ecx, edx;
  if (__get_cpuid_max(0, nullptr) < 7) return false;
  __cpuid_count(7, 0, eax, ebx, ecx, edx);
  return cpuinfo_has_x86_avx512bw() && (edx & (1u << 23)) != 0;
}
#elif defined(__aarch64__)
// FEAT_I8MM (smmla): Debian 12's cpuinfo predates it; Linux reports it as HWCAP2_I8MM (bit 13).
bool has_i8mm() { return (getauxval(AT_HWCAP2) & (1ul << 13)) != 0; }
#endif

xnn_hw_features detect() {
  xnn_hw_features f = 0;
#if defined(__wasm__)
  // A WASM module built with SIMD cannot even load on an engine without it: the feature is the build's.
#if defined(__wasm_simd128__)
  f |= xnn_hw_simd128;
#endif
#if defined(XNN_WASM_RELAXED_SIMD)
  f |= xnn_hw_relaxed_simd;
#endif
#else
  if (!cpuinfo_initialize()) {
    xnn_log_error("cpuinfo could not read this CPU's features; using portable kernels only");
    return 0;
  }
#if defined(__x86_64__)
  const struct { bool present; xnn_hw_features bit; } probes[] = {
      {cpuinfo_has_x86_sse2(), xnn_hw_sse2},
      {cpuinfo_has_x86_ssse3(), xnn_hw_ssse3},
      {cpuinfo_has_x86_sse4_1(), xnn_hw_sse41},
      {cpuinfo_has_x86_avx(), xnn_hw_avx},
      {cpuinfo_has_x86_f16c(), xnn_hw_f16c},
      {cpuinfo_has_x86_fma3(), xnn_hw_fma3},
      {cpuinfo_has_x86_avx2(), xnn_hw_avx2},
      {has_avxvnni(), xnn_hw_avxvnni},
      {cpuinfo_has_x86_avx512f(), xnn_hw_avx512f},
      {cpuinfo_has_x86_avx512f() && cpuinfo_has_x86_avx512bw() && cpuinfo_has_x86_avx512dq() &&
           cpuinfo_has_x86_avx512vl(),
       xnn_hw_avx512skx},
      {cpuinfo_has_x86_avx512vnni(), xnn_hw_avx512vnni},
      {cpuinfo_has_x86_avx512vbmi(), xnn_hw_avx512vbmi},
      {cpuinfo_has_x86_avx512bf16(), xnn_hw_avx512bf16},
      {has_avx512fp16(), xnn_hw_avx512fp16},
  };
#elif defined(__aarch64__)
  const struct { bool present; xnn_hw_features bit; } probes[] = {
      {cpuinfo_has_arm_neon(), xnn_hw_neon},
      {cpuinfo_has_arm_neon_fma(), xnn_hw_neonfma},
      {cpuinfo_has_arm_neon_v8(), xnn_hw_neonv8},
      {cpuinfo_has_arm_neon_fp16_arith(), xnn_hw_fp16arith},
      {cpuinfo_has_arm_neon_dot(), xnn_hw_dot},
      {cpuinfo_has_arm_neon_dot() && has_i8mm(), xnn_hw_i8mm},
      {cpuinfo_has_arm_bf16(), xnn_hw_bf16},
  };
#endif
  for (const auto& probe : probes) {
    if (probe.present) f |= probe.bit;
  }
#endif
  return f;
}

}  // namespace

bool xnn_max_isa_mask(const char* value, xnn_hw_features* mask) {
  *mask = ~xnn_hw_features{0};
  if (value == nullptr || *value == '\0') return true;
  if (std::strcmp(value, "scalar") == 0) {
    *mask = 0;
    return true;
  }
  xnn_hw_features allowed = 0;
  for (int i = 0; i < xnn_hw_feature_count; i++) {
    if (std::strcmp(kFeatures[i].arch, kHostArch) != 0) continue;
    allowed |= xnn_hw_features{1} << i;
    if (std::strcmp(kFeatures[i].name, value) == 0) {
      *mask = allowed;
      return true;
    }
  }
  std::string expected = "scalar";
  for (const auto& feature : kFeatures) {
    if (std::strcmp(feature.arch, kHostArch) == 0) expected += std::string(", ") + feature.name;
  }
  xnn_log_error("XNN_MAX_ISA is '%s'; expected one of %s", value, expected.c_str());
  return false;
}

namespace {

std::string describe(xnn_hw_features features) {
  std::string text;
  for (int i = 0; i < xnn_hw_feature_count; i++) {
    if (features & (xnn_hw_features{1} << i)) text += std::string(text.empty() ? "" : " ") + kFeatures[i].name;
  }
  return text.empty() ? "(none: scalar kernels only)" : text;
}

xnn_hardware_config g_config;

const xnn_hardware_config* init_once() {
  g_config.max_isa = std::getenv("XNN_MAX_ISA");
  xnn_hw_features mask;
  if (!xnn_max_isa_mask(g_config.max_isa, &mask)) return nullptr;
  g_config.detected = detect();
  g_config.enabled = g_config.detected & mask;
  xnn_log_debug("CPU features: %s", describe(g_config.detected).c_str());
  xnn_log_debug("enabled features: %s", describe(g_config.enabled).c_str());
  return &g_config;
}

// Written by every xnn_init_hardware_config call, from any thread (tsan-test).
std::atomic<const xnn_hardware_config*> g_initialized{nullptr};

}  // namespace

const xnn_hardware_config* xnn_init_hardware_config() {
  static const xnn_hardware_config* config = init_once();
  g_initialized.store(config, std::memory_order_release);
  return config;
}

xnn_hw_features xnn_enabled_hw_features() {
  const xnn_hardware_config* config = g_initialized.load(std::memory_order_acquire);
  return config != nullptr ? config->enabled : 0;
}

const char* xnn_hw_feature_name(xnn_hw_features feature) {
  for (int i = 0; i < xnn_hw_feature_count; i++) {
    if (feature == (xnn_hw_features{1} << i)) return kFeatures[i].name;
  }
  return "?";
}
