// ExecuTorch ScalarTypes as portable operators see them: which ones run, how two promote (PyTorch's table), which
// casts are allowed, and element loads and stores through any of them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include <fp16.h>

namespace xnn_scalar {

enum : int8_t {
  uint8 = 0, int8 = 1, int16 = 2, int32 = 3, int64 = 4, float16 = 5, float32 = 6, float64 = 7, bool_ = 11,
  bfloat16 = 15
};

inline bool supported(int8_t t) {
  return t == uint8 || t == int8 || t == int16 || t == int32 || t == int64 || t == float16 || t == bfloat16 ||
         t == float32 || t == float64 || t == bool_;
}
// The 16-bit floating types, stored as 2 bytes and computed in float32.
inline bool half_width(int8_t t) { return t == float16 || t == bfloat16; }
inline bool floating(int8_t t) { return half_width(t) || t == float32 || t == float64; }
// Whether values of type `t` are computed in float (float16 and bfloat16 as ExecuTorch's portable kernels compute
// Half and BFloat16).
inline bool computes_in_float(int8_t t) { return half_width(t) || t == float32; }
inline bool integral(int8_t t) { return !floating(t) && t != bool_; }

// NumPy's name of a supported type.
const char* name(int8_t t);

// bfloat16 bits as float (exact), and float rounded to bfloat16 to nearest even, NaN as 0x7FC0 (c10::BFloat16's rule).
inline float bf16_to_float(uint16_t bits) {
  const uint32_t wide = uint32_t(bits) << 16;
  float value;
  std::memcpy(&value, &wide, 4);
  return value;
}
inline uint16_t bf16_from_float(float value) {
  if (value != value) return 0x7FC0;
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  return uint16_t((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16);
}

// The type a binary operator on `a` and `b` computes in (torch.promote_types).
int8_t promote(int8_t a, int8_t b);
// The type of a tensor of type `t` combined with a Scalar: a floating Scalar makes integers float32, an integer
// Scalar makes bool int64; otherwise the tensor's type wins.
int8_t promote_with_scalar(int8_t t, bool scalar_floating, bool scalar_bool);
// Whether a result of type `from` may be written to `to` (torch.can_cast: no floating -> integral, no -> bool).
bool can_cast(int8_t from, int8_t to);

// Element `i` of an array of type `t`, converted to T.
template <typename T>
T load(const uint8_t* data, size_t i, int8_t t) {
  switch (t) {
    case uint8: return T(data[i]);
    case int8: return T(int8_t(data[i]));
    case bool_: return T(data[i] != 0);
    case int16: { int16_t v; std::memcpy(&v, data + 2 * i, 2); return T(v); }
    case int32: { int32_t v; std::memcpy(&v, data + 4 * i, 4); return T(v); }
    case int64: { int64_t v; std::memcpy(&v, data + 8 * i, 8); return T(v); }
    case float16: { uint16_t v; std::memcpy(&v, data + 2 * i, 2); return T(fp16_ieee_to_fp32_value(v)); }
    case bfloat16: { uint16_t v; std::memcpy(&v, data + 2 * i, 2); return T(bf16_to_float(v)); }
    case float32: { float v; std::memcpy(&v, data + 4 * i, 4); return T(v); }
    default: { double v; std::memcpy(&v, data + 8 * i, 8); return T(v); }
  }
}

// Converts `value` to type `t` (C++ conversions; float16 and bfloat16 through float32, rounded to nearest even as
// c10::Half and c10::BFloat16 do;
// floating -> integral only when the caller allows that cast, with out-of-range values saturated so that no conversion
// is undefined) and stores it as element `i`.
template <typename T>
void store(T value, uint8_t* data, size_t i, int8_t t);

// An integer result wrapped to the width of integral type `t`, as if computed in that type.
int64_t wrap(int64_t value, int8_t t);

}  // namespace xnn_scalar
