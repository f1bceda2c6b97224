#include "models/portable/dtype.h"

#include <cmath>
#include <limits>

namespace xnn_scalar {

const char* name(int8_t t) {
  switch (t) {
    case uint8: return "uint8";
    case int8: return "int8";
    case int16: return "int16";
    case int32: return "int32";
    case int64: return "int64";
    case float16: return "float16";
    case bfloat16: return "bfloat16";
    case float32: return "float32";
    case float64: return "float64";
    case bool_: return "bool";
    default: return "an unsupported type";
  }
}

namespace {

int signed_rank(int8_t t) { return t == int8 ? 1 : t == int16 ? 2 : t == int32 ? 3 : 4; }

template <typename I>
I saturate(double value) {
  if (std::isnan(value)) return 0;
  if (value <= double(std::numeric_limits<I>::min())) return std::numeric_limits<I>::min();
  if (value >= double(std::numeric_limits<I>::max())) return std::numeric_limits<I>::max();
  return I(value);
}

template <typename I, typename T>
I to_integer(T value) {
  if constexpr (std::is_floating_point_v<T>) {
    return saturate<I>(double(value));
  } else {
    return I(uint64_t(value));  // modular, as C++ defines unsigned conversions
  }
}

}  // namespace

int8_t promote(int8_t a, int8_t b) {
  if (a == b) return a;
  if (a == bool_) return b;
  if (b == bool_) return a;
  if (floating(a) || floating(b)) {
    if (a == float64 || b == float64) return float64;
    // float16 with bfloat16 has no 16-bit type holding both: float32.
    if (a == float32 || b == float32 || (half_width(a) && half_width(b))) return float32;
    return floating(a) ? a : b;
  }
  if (a == uint8 || b == uint8) {
    const int8_t other = a == uint8 ? b : a;
    return other == int8 ? int8_t{int16} : other;
  }
  return signed_rank(a) >= signed_rank(b) ? a : b;
}

int8_t promote_with_scalar(int8_t t, bool scalar_floating, bool scalar_bool) {
  if (scalar_floating && !floating(t)) return float32;
  if (!scalar_floating && !scalar_bool && t == bool_) return int64;
  return t;
}

bool can_cast(int8_t from, int8_t to) {
  if (floating(from) && !floating(to)) return false;
  if (from != bool_ && to == bool_) return false;
  return true;
}

template <typename T>
void store(T value, uint8_t* data, size_t i, int8_t t) {
  switch (t) {
    case uint8: data[i] = to_integer<uint8_t>(value); return;
    case int8: data[i] = uint8_t(to_integer<int8_t>(value)); return;
    case bool_: data[i] = value != T(0); return;
    case int16: { const int16_t v = to_integer<int16_t>(value); std::memcpy(data + 2 * i, &v, 2); return; }
    case int32: { const int32_t v = to_integer<int32_t>(value); std::memcpy(data + 4 * i, &v, 4); return; }
    case int64: { const int64_t v = to_integer<int64_t>(value); std::memcpy(data + 8 * i, &v, 8); return; }
    case float16: {
      const uint16_t v = fp16_ieee_from_fp32_value(float(value));
      std::memcpy(data + 2 * i, &v, 2);
      return;
    }
    case bfloat16: {
      const uint16_t v = bf16_from_float(float(value));
      std::memcpy(data + 2 * i, &v, 2);
      return;
    }
    case float32: { const float v = float(value); std::memcpy(data + 4 * i, &v, 4); return; }
    default: { const double v = double(value); std::memcpy(data + 8 * i, &v, 8); return; }
  }
}

template void store<float>(float, uint8_t*, size_t, int8_t);
template void store<double>(double, uint8_t*, size_t, int8_t);
template void store<int64_t>(int64_t, uint8_t*, size_t, int8_t);
template void store<bool>(bool, uint8_t*, size_t, int8_t);

int64_t wrap(int64_t value, int8_t t) {
  switch (t) {
    case uint8: return uint8_t(uint64_t(value));
    case int8: return int8_t(uint64_t(value));
    case int16: return int16_t(uint64_t(value));
    case int32: return int32_t(uint64_t(value));
    case bool_: return value != 0;
    default: return value;
  }
}

}  // namespace xnn_scalar
