// Instruction sets a kernel can be written for: the `isa` column of every kernel table.
//
// Each ISA names the hardware features a kernel needs and the target it exists on. The suffix of a kernel's name
// (`__avx2`, `__neonfma_lane`) starts with its ISA. Per-ISA compiler flags live in src/ukernels/meson.build.
#pragma once

#include "ukernels/hw-features.h"

//    isa         target  features required at run time
#define XNN_FOREACH_ISA(X)                                                                   \
  X(scalar,        any,   0)                                                                 \
  X(sse,           x86,   xnn_hw_sse2)                                                       \
  X(sse2,          x86,   xnn_hw_sse2)                                                       \
  X(ssse3,         x86,   xnn_hw_ssse3)                                                      \
  X(sse41,         x86,   xnn_hw_sse41)                                                      \
  X(avx,           x86,   xnn_hw_avx)                                                        \
  X(f16c,          x86,   xnn_hw_avx | xnn_hw_f16c)                                          \
  X(fma3,          x86,   xnn_hw_avx | xnn_hw_fma3)                                          \
  X(avx2,          x86,   xnn_hw_avx2 | xnn_hw_fma3 | xnn_hw_f16c)                           \
  X(avx512f,       x86,   xnn_hw_avx512f)                                                    \
  X(avx512skx,     x86,   xnn_hw_avx512skx)                                                  \
  X(avx512vnni,    x86,   xnn_hw_avx512skx | xnn_hw_avx512vnni)                              \
  X(neon,          arm64, xnn_hw_neon)                                                       \
  X(neonfma,       arm64, xnn_hw_neonfma)                                                    \
  X(neonv8,        arm64, xnn_hw_neonv8)                                                     \
  X(neonfp16arith, arm64, xnn_hw_fp16arith)                                                  \
  X(neondot,       arm64, xnn_hw_dot)                                                        \
  X(wasmsimd,      wasm,  xnn_hw_simd128)

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

// The target column above, for the preprocessor: XNN_IF_ON_TARGET(isa, ...) keeps its arguments only when the
// ISA's kernels are compiled for this target, so a table row of a NEON kernel vanishes from an x86 build.
#define XNN_ISA_TARGET_scalar any
#define XNN_ISA_TARGET_sse x86
#define XNN_ISA_TARGET_sse2 x86
#define XNN_ISA_TARGET_ssse3 x86
#define XNN_ISA_TARGET_sse41 x86
#define XNN_ISA_TARGET_avx x86
#define XNN_ISA_TARGET_f16c x86
#define XNN_ISA_TARGET_fma3 x86
#define XNN_ISA_TARGET_avx2 x86
#define XNN_ISA_TARGET_avx512f x86
#define XNN_ISA_TARGET_avx512skx x86
#define XNN_ISA_TARGET_avx512vnni x86
#define XNN_ISA_TARGET_neon arm64
#define XNN_ISA_TARGET_neonfma arm64
#define XNN_ISA_TARGET_neonv8 arm64
#define XNN_ISA_TARGET_neonfp16arith arm64
#define XNN_ISA_TARGET_neondot arm64
#define XNN_ISA_TARGET_wasmsimd wasm

#define XNN_KEEP(...) __VA_ARGS__
#define XNN_DROP(...)
#define XNN_ON_any XNN_KEEP
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
