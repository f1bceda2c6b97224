#include "packing/qu8-gemm-pack.h"

#include <cstring>

namespace {

size_t round_up(size_t n, size_t q) { return (n + q - 1) / q * q; }

}  // namespace

size_t xnn_packed_qu8_gemm_size(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr) {
  return round_up(nc, nr) * (sizeof(int32_t) + ks * round_up(kc, kr) * sizeof(int16_t) + sizeof(float));
}

void xnn_pack_qu8_conv_goki_w(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, const uint8_t* k,
                              const int32_t* bias, float scale, int32_t input_zero_point, int32_t kernel_zero_point,
                              void* packed) {
  char* out = static_cast<char*>(packed);
  const size_t kc_padded = round_up(kc, kr);
  for (size_t g = 0; g < groups; g++) {
    const uint8_t* kg = k + g * nc * ks * kc;
    const auto weight = [&](size_t n, size_t tap, size_t i) {
      return int32_t(kg[(n * ks + tap) * kc + i]) - kernel_zero_point;
    };
    for (size_t n0 = 0; n0 < nc; n0 += nr) {
      const size_t block = nc - n0 < nr ? nc - n0 : nr;
      for (size_t n = 0; n < nr; n++) {
        int32_t b = 0;
        if (n < block) {
          int32_t sum = 0;
          for (size_t tap = 0; tap < ks; tap++) {
            for (size_t i = 0; i < kc; i++) sum += weight(n0 + n, tap, i);
          }
          // Unsigned arithmetic: the correction wraps exactly as the kernels' int32 sums do.
          const int32_t layer_bias = bias != nullptr ? bias[g * nc + n0 + n] : 0;
          b = int32_t(uint32_t(layer_bias) - uint32_t(input_zero_point) * uint32_t(sum));
        }
        std::memcpy(out, &b, sizeof(b));
        out += sizeof(b);
      }
      for (size_t tap = 0; tap < ks; tap++) {
        for (size_t kp0 = 0; kp0 < kc_padded; kp0 += kr) {
          for (size_t n = 0; n < nr; n++) {
            for (size_t j = 0; j < kr; j++) {
              const size_t i = kp0 + j;
              const int16_t w = int16_t(n < block && i < kc ? weight(n0 + n, tap, i) : 0);
              std::memcpy(out, &w, sizeof(w));
              out += sizeof(w);
            }
          }
        }
      }
      for (size_t n = 0; n < nr; n++) {
        const float s = n < block ? scale : 0.0f;
        std::memcpy(out, &s, sizeof(s));
        out += sizeof(s);
      }
    }
  }
}
