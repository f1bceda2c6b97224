// Weight packers for the qd8-f32-qc8w GEMM and IGEMM kernels (baseline code; runs once per operator at create time).
//
// Packed layout, per block of NR output channels (the last block zero-padded to NR), in bytes:
//   int32 ksum[NR]     -sum over every tap and k of W[n][k] (the kernels multiply it by each row's zero point)
//   int8 weights       as qs8-gemm-pack.h packs them
//   float w_scale[NR]  (0 in padded channels)
//   float bias[NR]     (0 in padded channels, or everywhere when bias is null)
// That is the qs8-qc8w layout with input zero point 1, no bias and no a_offset, followed by the float bias: the
// same bytes for every ISA of a tile.
#pragma once

#include <cstddef>
#include <cstdint>

// Bytes the packed weights of nc output channels take (ks kernel taps of kc inputs; ks = 1 for a GEMM).
size_t xnn_packed_qd8_qc8w_gemm_size(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr);

// Weights in OI order: k[n][k]; bias (may be null: zero) and scale are [n].
void xnn_pack_qd8_qc8w_gemm_goi_w(size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, const int8_t* k,
                                  const float* bias, const float* scale, void* packed);

// Weights in IO order: k[k][n], rows of `k_stride` elements.
void xnn_pack_qd8_qc8w_gemm_gio_w(size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, size_t k_stride,
                                  const int8_t* k, const float* bias, const float* scale, void* packed);

// Convolution weights in OKI order: k[n][tap][k], for the IGEMM kernels: each tap packed as a GEMM block of kc.
void xnn_pack_qd8_qc8w_conv_goki_w(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr,
                                   const int8_t* k, const float* bias, const float* scale, void* packed);
