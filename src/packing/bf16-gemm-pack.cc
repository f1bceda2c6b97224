#include "packing/bf16-gemm-pack.h"

#include <cstring>

namespace {

// Packs with weight(n, k) the bf16 bits of output channel n's weight for input k.
template <class Weight>
void pack(size_t nc, size_t kc, size_t nr, const float* bias, Weight weight, void* packed) {
  char* out = static_cast<char*>(packed);
  auto put = [&out](const void* word) {
    std::memcpy(out, word, 4);
    out += 4;
  };
  for (size_t n0 = 0; n0 < nc; n0 += nr) {
    const size_t block = nc - n0 < nr ? nc - n0 : nr;
    for (size_t n = 0; n < nr; n++) {
      const float b = (bias != nullptr && n < block) ? bias[n0 + n] : 0.0f;
      put(&b);
    }
    for (size_t k = 0; k < kc; k += 2) {
      for (size_t n = 0; n < nr; n++) {
        const uint32_t even = n < block ? weight(n0 + n, k) : 0;
        const uint32_t odd = n < block && k + 1 < kc ? weight(n0 + n, k + 1) : 0;
        const uint32_t word = even | odd << 16;
        put(&word);
      }
    }
  }
}

}  // namespace

size_t xnn_packed_bf16_f32_gemm_size(size_t nc, size_t kc, size_t nr) {
  const size_t blocks = (nc + nr - 1) / nr;
  return blocks * nr * (1 + (kc + 1) / 2) * 4;
}

void xnn_pack_bf16_f32_gemm_goi_w(size_t nc, size_t kc, size_t nr, const uint16_t* k, const float* bias,
                                  void* packed) {
  pack(nc, kc, nr, bias, [=](size_t n, size_t i) -> uint16_t { return k[n * kc + i]; }, packed);
}

void xnn_pack_bf16_f32_gemm_gio_w(size_t nc, size_t kc, size_t nr, size_t k_stride, const uint16_t* k,
                                  const float* bias, void* packed) {
  pack(nc, kc, nr, bias, [=](size_t n, size_t i) -> uint16_t { return k[i * k_stride + n]; }, packed);
}
