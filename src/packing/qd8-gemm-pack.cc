#include "packing/qd8-gemm-pack.h"

#include <cstring>

#include "packing/qs8-gemm-pack.h"

namespace {

// Packs each block of nr channels as a one-block qs8-qc8w packing (`pack_qs8(n0, block, destination)`) followed by
// the block's float bias.
template <class PackQs8>
void pack_blocks(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr, const float* bias,
                 PackQs8 pack_qs8, void* packed) {
  char* out = static_cast<char*>(packed);
  const size_t qs8_block_bytes = xnn_packed_qs8_qc8w_gemm_size(nr, ks, kc, nr, kr, sr);
  for (size_t n0 = 0; n0 < nc; n0 += nr) {
    const size_t block = nc - n0 < nr ? nc - n0 : nr;
    pack_qs8(n0, block, out);
    out += qs8_block_bytes;
    for (size_t n = 0; n < nr; n++) {
      const float b = n < block && bias != nullptr ? bias[n0 + n] : 0.0f;
      std::memcpy(out, &b, sizeof(b));
      out += sizeof(b);
    }
  }
}

// Input zero point 1 and no bias: the qs8 packer's int32 word becomes -sum W.
constexpr int32_t kKsumZeroPoint = 1;

}  // namespace

size_t xnn_packed_qd8_qc8w_gemm_size(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr) {
  return xnn_packed_qs8_qc8w_gemm_size(nc, ks, kc, nr, kr, sr) + (nc + nr - 1) / nr * nr * sizeof(float);
}

void xnn_pack_qd8_qc8w_gemm_goi_w(size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, const int8_t* k,
                                  const float* bias, const float* scale, void* packed) {
  pack_blocks(
      nc, 1, kc, nr, kr, sr, bias,
      [&](size_t n0, size_t block, void* out) {
        xnn_pack_qs8_qc8w_gemm_goi_w(1, block, kc, nr, kr, sr, k + n0 * kc, nullptr, scale + n0, kKsumZeroPoint, 0,
                                     out);
      },
      packed);
}

void xnn_pack_qd8_qc8w_gemm_gio_w(size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, size_t k_stride,
                                  const int8_t* k, const float* bias, const float* scale, void* packed) {
  pack_blocks(
      nc, 1, kc, nr, kr, sr, bias,
      [&](size_t n0, size_t block, void* out) {
        xnn_pack_qs8_qc8w_gemm_gio_w(1, block, kc, nr, kr, sr, k_stride, k + n0, nullptr, scale + n0,
                                     kKsumZeroPoint, 0, out);
      },
      packed);
}

void xnn_pack_qd8_qc8w_conv_goki_w(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr,
                                   const int8_t* k, const float* bias, const float* scale, void* packed) {
  pack_blocks(
      nc, ks, kc, nr, kr, sr, bias,
      [&](size_t n0, size_t block, void* out) {
        xnn_pack_qs8_qc8w_conv_goki_w(1, block, ks, kc, nr, kr, sr, k + n0 * ks * kc, nullptr, scale + n0,
                                      kKsumZeroPoint, 0, out);
      },
      packed);
}
