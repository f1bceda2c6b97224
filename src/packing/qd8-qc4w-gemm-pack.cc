#include "packing/qd8-qc4w-gemm-pack.h"

#include <cstring>

#include "ukernels/qd8-f32-qb4w-gemm/qd8-f32-qb4w-gemm.h"

namespace {

void put_int32(char*& out, int32_t v) {
  std::memcpy(out, &v, sizeof(v));
  out += sizeof(v);
}

void put_int16(char*& out, int16_t v) {
  std::memcpy(out, &v, sizeof(v));
  out += sizeof(v);
}

void put_uint16(char*& out, uint16_t v) {
  std::memcpy(out, &v, sizeof(v));
  out += sizeof(v);
}

void put_float(char*& out, float v) {
  std::memcpy(out, &v, sizeof(v));
  out += sizeof(v);
}

// The kernel's value (n, k) in either order.
struct kernel_values {
  const uint8_t* kernel;
  size_t nc, kc;
  uint32_t zero_point;
  bool transposed;
  int32_t operator()(size_t n, size_t k) const {
    return transposed ? xnn_qc4w_kernel_value_gio(kernel, nc, n, k, zero_point)
                      : xnn_qc4w_kernel_value(kernel, kc, n, k, zero_point);
  }
};

// The folded k groups of k in [k0, k1) of channels [n0, n0 + block) (block <= nr); positions past k1 or the block
// are 0.
void pack_folded_groups(size_t n0, size_t block, size_t k0, size_t k1, size_t nr, size_t kr,
                        const kernel_values& value, char*& out) {
  const size_t half = nr * kr / 2;
  // Byte t of a group's int8 image: channel t / kr, input g + t % kr.
  auto image = [&](size_t g, size_t t) -> int32_t {
    const size_t n = t / kr, k = g + t % kr;
    return n < block && k < k1 ? value(n0 + n, k) : 0;
  };
  for (size_t g = k0; g < k1; g += kr) {
    for (size_t u = 0; u < half; u++) *out++ = char((image(g, u) & 15) | ((image(g, u + half) & 15) << 4));
  }
}

// Packs k in [k0, k1) of channels [n0, n0 + block) (block <= nr) as -sum W per channel, then the folded k groups
// (qd8-f32-qc4w-gemm.h); positions past k1 or the block are 0.
void pack_k_range(size_t n0, size_t block, size_t k0, size_t k1, size_t nr, size_t kr, const kernel_values& value,
                  char*& out) {
  for (size_t n = 0; n < nr; n++) {
    int32_t sum = 0;
    if (n < block) {
      for (size_t k = k0; k < k1; k++) sum += value(n0 + n, k);
    }
    put_int32(out, -sum);
  }
  pack_folded_groups(n0, block, k0, k1, nr, kr, value, out);
}

size_t groups_bytes(size_t k, size_t nr, size_t kr) { return (k + kr - 1) / kr * (nr * kr / 2); }

}  // namespace

char* xnn_pack_qc4w_nibble_groups(size_t nc, size_t kc, size_t n0, size_t nr, size_t kr, const uint8_t* kernel,
                                  uint32_t kernel_zero_point, bool transposed, char* out) {
  const kernel_values value = {kernel, nc, kc, kernel_zero_point, transposed};
  pack_folded_groups(n0, nc - n0 < nr ? nc - n0 : nr, 0, kc, nr, kr, value, out);
  return out;
}

size_t xnn_packed_qd8_qc4w_gemm_size(size_t nc, size_t kc, size_t nr, size_t kr) {
  return (nc + nr - 1) / nr * (nr * (sizeof(int32_t) + 2 * sizeof(float)) + groups_bytes(kc, nr, kr));
}

void xnn_pack_qd8_qc4w_gemm_w(size_t nc, size_t kc, size_t nr, size_t kr, const uint8_t* kernel,
                               uint32_t kernel_zero_point, bool transposed, const float* bias, const float* scale,
                               void* packed) {
  const kernel_values value = {kernel, nc, kc, kernel_zero_point, transposed};
  char* out = static_cast<char*>(packed);
  for (size_t n0 = 0; n0 < nc; n0 += nr) {
    const size_t block = nc - n0 < nr ? nc - n0 : nr;
    pack_k_range(n0, block, 0, kc, nr, kr, value, out);
    for (size_t n = 0; n < nr; n++) put_float(out, n < block ? scale[n0 + n] : 0.0f);
    for (size_t n = 0; n < nr; n++) put_float(out, n < block && bias != nullptr ? bias[n0 + n] : 0.0f);
  }
}

size_t xnn_packed_qd8_qb4w_gemm_size(size_t nc, size_t kc, size_t block_size, size_t nr, size_t kr) {
  const size_t blocks = kc / block_size;
  const size_t block_bytes =
      nr * (xnn_qb4w_sum_parts(block_size) * sizeof(int16_t) + sizeof(uint16_t)) + groups_bytes(block_size, nr, kr);
  return (nc + nr - 1) / nr * (blocks * block_bytes + nr * sizeof(float));
}

void xnn_pack_qd8_qb4w_gemm_w(size_t nc, size_t kc, size_t block_size, size_t nr, size_t kr,
                               const uint8_t* kernel, uint32_t kernel_zero_point, bool transposed, const float* bias,
                               const uint16_t* scale, void* packed) {
  const kernel_values value = {kernel, nc, kc, kernel_zero_point, transposed};
  char* out = static_cast<char*>(packed);
  const size_t blocks = kc / block_size;
  for (size_t n0 = 0; n0 < nc; n0 += nr) {
    const size_t block = nc - n0 < nr ? nc - n0 : nr;
    for (size_t b = 0; b < blocks; b++) {
      const size_t k0 = b * block_size, k1 = k0 + block_size;
      for (size_t p0 = k0; p0 < k1; p0 += kXnnQb4wSumSpan) {
        const size_t p1 = k1 - p0 < kXnnQb4wSumSpan ? k1 : p0 + kXnnQb4wSumSpan;
        for (size_t n = 0; n < nr; n++) {
          int32_t sum = 0;
          if (n < block) {
            for (size_t k = p0; k < p1; k++) sum += value(n0 + n, k);
          }
          put_int16(out, int16_t(sum));
        }
      }
      pack_folded_groups(n0, block, k0, k1, nr, kr, value, out);
      for (size_t n = 0; n < nr; n++) put_uint16(out, n < block ? scale[(n0 + n) * blocks + b] : 0);
    }
    for (size_t n = 0; n < nr; n++) put_float(out, n < block && bias != nullptr ? bias[n0 + n] : 0.0f);
  }
}
