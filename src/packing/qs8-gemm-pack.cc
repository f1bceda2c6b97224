#include "packing/qs8-gemm-pack.h"

#include <cstring>

namespace {

size_t round_up(size_t n, size_t q) { return (n + q - 1) / q * q; }

// The k index packed position kp of channel n_in_block holds (gemm-pack.cc's rule), or kc for padding.
size_t source_k(size_t kp, size_t n_in_block, size_t kc, size_t kr, size_t sr) {
  const size_t window = kr * sr;
  const size_t base = kp / window * window;
  const size_t k = base + (kp - base + n_in_block * kr) % window;
  return k < kc ? k : kc;
}

// Packs one group; `weight(n, tap, k)` returns the weight of output channel n, kernel tap `tap` and input k.
template <class Weight>
void pack_group(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr, const int32_t* bias,
                const float* scale, int32_t zero_point_correction, Weight weight, char* packed) {
  const size_t kc_padded = round_up(kc, kr * sr);
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
        b = int32_t(uint32_t(bias != nullptr ? bias[n0 + n] : 0) - uint32_t(zero_point_correction) * uint32_t(sum));
      }
      std::memcpy(packed, &b, sizeof(b));
      packed += sizeof(b);
    }
    for (size_t tap = 0; tap < ks; tap++) {
      for (size_t kp0 = 0; kp0 < kc_padded; kp0 += kr) {
        for (size_t n = 0; n < nr; n++) {
          for (size_t j = 0; j < kr; j++) {
            const size_t k = source_k(kp0 + j, n, kc, kr, sr);
            *packed++ = char(n < block && k < kc ? weight(n0 + n, tap, k) : 0);
          }
        }
      }
    }
    for (size_t n = 0; n < nr; n++) {
      const float s = n < block ? scale[n0 + n] : 0.0f;
      std::memcpy(packed, &s, sizeof(s));
      packed += sizeof(s);
    }
  }
}

}  // namespace

size_t xnn_packed_qs8_qc8w_gemm_size(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr) {
  return round_up(nc, nr) * (sizeof(int32_t) + ks * round_up(kc, kr * sr) + sizeof(float));
}

void xnn_pack_qs8_qc8w_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr,
                                  const int8_t* k, const int32_t* bias, const float* scale, int32_t input_zero_point,
                                  int32_t a_offset, void* packed) {
  const size_t group_size = xnn_packed_qs8_qc8w_gemm_size(nc, 1, kc, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    const int8_t* kg = k + g * nc * kc;
    pack_group(nc, 1, kc, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr, scale + g * nc,
               input_zero_point + a_offset, [&](size_t n, size_t, size_t i) { return int32_t(kg[n * kc + i]); },
               static_cast<char*>(packed) + g * group_size);
  }
}

void xnn_pack_qs8_qc8w_gemm_gio_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr,
                                  size_t k_stride, const int8_t* k, const int32_t* bias, const float* scale,
                                  int32_t input_zero_point, int32_t a_offset, void* packed) {
  const size_t group_size = xnn_packed_qs8_qc8w_gemm_size(nc, 1, kc, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    const int8_t* kg = k + g * kc * k_stride;
    pack_group(nc, 1, kc, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr, scale + g * nc,
               input_zero_point + a_offset, [&](size_t n, size_t, size_t i) { return int32_t(kg[i * k_stride + n]); },
               static_cast<char*>(packed) + g * group_size);
  }
}

void xnn_pack_qs8_qc8w_conv_goki_w(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr,
                                   const int8_t* k, const int32_t* bias, const float* scale,
                                   int32_t input_zero_point, int32_t a_offset, void* packed) {
  const size_t group_size = xnn_packed_qs8_qc8w_gemm_size(nc, ks, kc, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    const int8_t* kg = k + g * nc * ks * kc;
    pack_group(nc, ks, kc, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr, scale + g * nc,
               input_zero_point + a_offset,
               [&](size_t n, size_t tap, size_t i) { return int32_t(kg[(n * ks + tap) * kc + i]); },
               static_cast<char*>(packed) + g * group_size);
  }
}
