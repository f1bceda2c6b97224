// s8 and u8 maxpool kernels for wasmsimd: maxpool-template.h over i8x16.max_s/min_s and u8x16.max_u/min_u on 16 bytes.
#include <wasm_simd128.h>

#include "ukernels/s8-maxpool/maxpool-template.h"

namespace {

struct bytes_wasmsimd {
  using elem = int8_t;
  static constexpr size_t kBytes = 16;
  using reg = v128_t;
  static reg splat(int8_t x) { return wasm_i8x16_splat(int8_t(x)); }
  static reg load(const int8_t* p) { return wasm_v128_load(p); }
  static void store(int8_t* p, reg v) { wasm_v128_store(p, v); }
  static reg max(reg a, reg b) { return wasm_i8x16_max(a, b); }
  static reg min(reg a, reg b) { return wasm_i8x16_min(a, b); }
};

struct ubytes_wasmsimd {
  using elem = uint8_t;
  static constexpr size_t kBytes = 16;
  using reg = v128_t;
  static reg splat(uint8_t x) { return wasm_i8x16_splat(int8_t(x)); }
  static reg load(const uint8_t* p) { return wasm_v128_load(p); }
  static void store(uint8_t* p, reg v) { wasm_v128_store(p, v); }
  static reg max(reg a, reg b) { return wasm_u8x16_max(a, b); }
  static reg min(reg a, reg b) { return wasm_u8x16_min(a, b); }
};

}  // namespace

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using S = bytes_wasmsimd;
using U = ubytes_wasmsimd;

#include "ukernels/s8-maxpool/define-kernels.h"
