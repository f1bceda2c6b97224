#include "packing/f32-qcxw-gemm-pack.h"

#include <cstring>

#include "packing/qd8-qc4w-gemm-pack.h"

namespace {

// nr floats of `values` from channel n0 (0 past nc, or everywhere when values is null); returns the end.
char* put_channel_floats(char* out, const float* values, size_t n0, size_t nc, size_t nr) {
  for (size_t n = 0; n < nr; n++) {
    const float v = values != nullptr && n0 + n < nc ? values[n0 + n] : 0.0f;
    std::memcpy(out, &v, sizeof(v));
    out += sizeof(v);
  }
  return out;
}

}  // namespace

size_t xnn_packed_f32_qc8w_gemm_size(size_t nc, size_t kc, size_t nr) {
  return (nc + nr - 1) / nr * nr * (2 * sizeof(float) + kc);
}

void xnn_pack_f32_qc8w_gemm_w(size_t nc, size_t kc, size_t nr, const int8_t* kernel, bool transposed,
                              const float* bias, const float* scale, void* packed) {
  char* out = static_cast<char*>(packed);
  for (size_t n0 = 0; n0 < nc; n0 += nr) {
    out = put_channel_floats(out, bias, n0, nc, nr);
    for (size_t k = 0; k < kc; k++) {
      for (size_t n = n0; n < n0 + nr; n++) {
        *out++ = char(n >= nc ? 0 : transposed ? kernel[k * nc + n] : kernel[n * kc + k]);
      }
    }
    out = put_channel_floats(out, scale, n0, nc, nr);
  }
}

size_t xnn_packed_f32_qc4w_weight_bytes(size_t kc, size_t nr) {
  return (kc * (nr / 2) + sizeof(float) - 1) / sizeof(float) * sizeof(float);
}

size_t xnn_packed_f32_qc4w_gemm_size(size_t nc, size_t kc, size_t nr) {
  return (nc + nr - 1) / nr * (2 * nr * sizeof(float) + xnn_packed_f32_qc4w_weight_bytes(kc, nr));
}

void xnn_pack_f32_qc4w_gemm_w(size_t nc, size_t kc, size_t nr, const uint8_t* kernel, const float* bias,
                              const float* scale, void* packed) {
  char* out = static_cast<char*>(packed);
  for (size_t n0 = 0; n0 < nc; n0 += nr) {
    out = put_channel_floats(out, bias, n0, nc, nr);
    // kr = 1 groups; kernel_zero_point 0 keeps each nibble as the kernel has it.
    char* end = xnn_pack_qc4w_nibble_groups(nc, kc, n0, nr, 1, kernel, 0, false, out);
    const size_t padded = xnn_packed_f32_qc4w_weight_bytes(kc, nr);
    std::memset(end, 0, padded - size_t(end - out));
    out = put_channel_floats(out + padded, scale, n0, nc, nr);
  }
}
