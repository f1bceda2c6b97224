// Weight packers for the qs8-qc8w GEMM and IGEMM kernels (baseline code; runs once per operator at create time).
//
// Packed layout, per group and per block of NR output channels (the last block zero-padded to NR), in bytes:
//   int32 bias[NR]   bias[n] - (input_zero_point + a_offset) * sum over every tap and k of W[n][k]
//   int8 weights     for each tap, for each kr-group of K rounded up to kr*sr: for each of the NR channels, kr bytes
//                    (sr > 1 rotates k inside windows of kr*sr as gemm-pack.h describes; positions past kc are 0)
//   float scale[NR]  (0 in padded channels)
// a_offset is the row's xnn_qs8_gemm_ukernel_info::a_offset (128 for kernels that flip A's sign bit, else 0):
// folding the input zero point into the bias lets kernels multiply raw int8 A.
#pragma once

#include <cstddef>
#include <cstdint>

// Bytes one group's packed weights take (output channels nc, reduction size kc, ks kernel taps; ks = 1 for a GEMM).
size_t xnn_packed_qs8_qc8w_gemm_size(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr);

// Weights in GOI order: k[g][n][k]; bias (may be null: zero) and scale are [g][n]. Groups are packed
// consecutively, each of xnn_packed_qs8_qc8w_gemm_size(nc, 1, ...) bytes; every byte is written.
void xnn_pack_qs8_qc8w_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr,
                                  const int8_t* k, const int32_t* bias, const float* scale, int32_t input_zero_point,
                                  int32_t a_offset, void* packed);

// Weights in GIO order: k[g][k][n], rows of `k_stride` elements (the [K, N] B of a batch matrix multiply); bias and
// scale as for GOI.
void xnn_pack_qs8_qc8w_gemm_gio_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr,
                                  size_t k_stride, const int8_t* k, const int32_t* bias, const float* scale,
                                  int32_t input_zero_point, int32_t a_offset, void* packed);

// Convolution weights in GOKI order: k[g][n][tap][k], for IGEMM kernels: each tap packed as a GEMM block of kc.
void xnn_pack_qs8_qc8w_conv_goki_w(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr,
                                   const int8_t* k, const int32_t* bias, const float* scale,
                                   int32_t input_zero_point, int32_t a_offset, void* packed);
