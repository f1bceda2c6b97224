// Instruction sets a kernel can be written for: the `isa` column of every kernel table.
//
// Each ISA names the hardware features a kernel needs and the target it exists on. The suffix of a kernel's name
// (`__avx2`, `__neonfma_lane`) starts with its ISA. The ISAs are listed once, with their compiler flags, as
// `xnn_isas` in src/ukernels/meson.build, which generates XNN_FOREACH_ISA(X) (X(isa, target, features), oldest to
// newest) and XNN_ISA_TARGET_<isa> into isa-list.h.
#pragma once

#include "ukernels/hw-features.h"
#include "ukernels/isa-list.h"

enum class xnn_isa : uint8_t {
#define XNN_ISA_ENUM(isa, target, features) isa,
  XNN_FOREACH_ISA(XNN_ISA_ENUM)
#undef XNN_ISA_ENUM
};

// Features an ISA's kernels need.
constexpr xnn_hw_features xnn_isa_features(xnn_isa isa) {
  switch (isa) {
#define XNN_ISA_FEATURES(isa, target, features) \
  case xnn_isa::isa:                            \
    return features;
    XNN_FOREACH_ISA(XNN_ISA_FEATURES)
#undef XNN_ISA_FEATURES
  }
  return 0;
}

const char* xnn_isa_name(xnn_isa isa);

// ---- Preprocessor helpers that let one table serve every target and every per-ISA translation unit. ----

#define XNN_CAT_(a, b) a##b
#define XNN_CAT(a, b) XNN_CAT_(a, b)

// XNN_IF_ON_TARGET(isa, ...) keeps its arguments only when the ISA's kernels are compiled for this target (the
// generated XNN_ISA_TARGET_<isa>), so a table row of a NEON kernel vanishes from an x86 build.
#define XNN_KEEP(...) __VA_ARGS__
#define XNN_DROP(...)
#define XNN_ON_any XNN_KEEP
// An ISA the build leaves out (meson option off, e.g. wasm_relaxed_simd) has target 'off'.
#define XNN_ON_off XNN_DROP
#if defined(__x86_64__)
#define XNN_ON_x86 XNN_KEEP
#define XNN_ON_arm64 XNN_DROP
#define XNN_ON_wasm XNN_DROP
#elif defined(__aarch64__)
#define XNN_ON_x86 XNN_DROP
#define XNN_ON_arm64 XNN_KEEP
#define XNN_ON_wasm XNN_DROP
#elif defined(__wasm__)
#define XNN_ON_x86 XNN_DROP
#define XNN_ON_arm64 XNN_DROP
#define XNN_ON_wasm XNN_KEEP
#else
#error "xnn builds for x86-64, aarch64 and wasm32 only"
#endif
#define XNN_IF_ON_TARGET(isa, ...) XNN_CAT(XNN_ON_, XNN_ISA_TARGET_##isa)(__VA_ARGS__)

// XNN_IF_THIS_ISA(isa, ...) keeps its arguments only in the translation unit of that ISA. A per-ISA file declares
// itself with `#define XNN_THIS_ISA_IS_<isa> XNN_PROBE` before including a table, so the table's rows of its own ISA
// (and only those) expand into kernel definitions. (Preprocessor probe: the macro exists only for this ISA.)
#define XNN_PROBE ~, 1
#define XNN_SECOND_(a, b, ...) b
#define XNN_SECOND(...) XNN_SECOND_(__VA_ARGS__)
#define XNN_IS_PROBE(...) XNN_SECOND(__VA_ARGS__, 0, )
#define XNN_WHEN_0(...)
#define XNN_WHEN_1(...) __VA_ARGS__
#define XNN_IF_THIS_ISA(isa, ...) XNN_CAT(XNN_WHEN_, XNN_IS_PROBE(XNN_CAT(XNN_THIS_ISA_IS_, isa)))(__VA_ARGS__)
