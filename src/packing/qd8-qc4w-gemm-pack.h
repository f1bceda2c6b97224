// Weight packers for the qd8-f32-qc4w and qd8-f32-qb4w GEMM kernels (baseline code; runs once per operator at
// create time). The layouts are described in ukernels/qd8-f32-qc4w-gemm/qd8-f32-qc4w-gemm.h and
// ukernels/qd8-f32-qb4w-gemm/qd8-f32-qb4w-gemm.h.
//
// The kernel (XNNPACK's qc4w layout) is [nc][kc] 4-bit values, two per byte, each row starting on a byte: value
// (n, k) is in byte n * ceil(kc / 2) + k / 2, the low nibble for even k, the high nibble for odd k. With
// kernel_zero_point 8 a nibble u means u - 8; with 0 it is a two's complement value (-8..7). The unused high nibble
// of a row of odd kc is ignored. Transposed (XNN_FLAG_TRANSPOSE_WEIGHTS, XNNPACK's gio order), the values form one
// stream of nibbles with value (n, k) at position k * nc + n.
#pragma once

#include <cstddef>
#include <cstdint>

// Value (n, k) of a kernel in XNNPACK's qc4w layout with kc inputs per row (kernel_zero_point 0 or 8).
inline int32_t xnn_qc4w_kernel_value(const uint8_t* kernel, size_t kc, size_t n, size_t k,
                                     uint32_t kernel_zero_point) {
  const uint8_t byte = kernel[n * ((kc + 1) / 2) + k / 2];
  const int32_t u = (k % 2 == 0 ? byte : byte >> 4) & 15;
  return kernel_zero_point == 8 ? u - 8 : (u ^ 8) - 8;
}

// Value (n, k) of a transposed kernel of nc output channels.
inline int32_t xnn_qc4w_kernel_value_gio(const uint8_t* kernel, size_t nc, size_t n, size_t k,
                                         uint32_t kernel_zero_point) {
  const size_t position = k * nc + n;
  const uint8_t byte = kernel[position / 2];
  const int32_t u = (position % 2 == 0 ? byte : byte >> 4) & 15;
  return kernel_zero_point == 8 ? u - 8 : (u ^ 8) - 8;
}

// Writes the folded k groups (qd8-f32-qc4w-gemm.h, kc rounded up to kr) of the nr channels from n0 (zero past nc)
// at out, groups_bytes = ceil(kc / kr) * nr * kr / 2 bytes, and returns the end. A nibble holds the value's low 4
// bits: with kernel_zero_point 8 the value u - 8, with 0 the kernel's nibble u itself. Shared with the weights-only
// f32-qc4w packer (packing/f32-qcxw-gemm-pack.h).
char* xnn_pack_qc4w_nibble_groups(size_t nc, size_t kc, size_t n0, size_t nr, size_t kr, const uint8_t* kernel,
                                  uint32_t kernel_zero_point, bool transposed, char* out);

// Bytes the packed qc4w weights of nc output channels of kc inputs take.
size_t xnn_packed_qd8_qc4w_gemm_size(size_t nc, size_t kc, size_t nr, size_t kr);

// kernel as above ([n][k], or [k][n] when transposed); bias (may be null: zero) and scale are [n].
void xnn_pack_qd8_qc4w_gemm_w(size_t nc, size_t kc, size_t nr, size_t kr, const uint8_t* kernel,
                               uint32_t kernel_zero_point, bool transposed, const float* bias, const float* scale,
                               void* packed);

// Bytes the packed qb4w weights take (kc a multiple of block_size, block_size a multiple of kr).
size_t xnn_packed_qd8_qb4w_gemm_size(size_t nc, size_t kc, size_t block_size, size_t nr, size_t kr);

// kernel as above; scale is [n][kc / block_size] bf16 (the upper 16 bits of a float) in either order, bias (may be
// null) [n].
void xnn_pack_qd8_qb4w_gemm_w(size_t nc, size_t kc, size_t block_size, size_t nr, size_t kr,
                               const uint8_t* kernel, uint32_t kernel_zero_point, bool transposed, const float* bias,
                               const uint16_t* scale, void* packed);
