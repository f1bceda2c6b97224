// Reference weight packers for GEMM-like kernels (baseline code; runs once per operator at create time).
//
// Packed layout, per group and per block of NR output channels (the last block zero-padded to NR):
//   bias[NR]                          (zero when bias is null)
//   for each kr-group of the K dimension, rounded up to kr*sr:
//     for each of the NR channels: kr consecutive k values
// With sr > 1, k values inside each window of kr*sr are rotated per channel ("shuffled") so that a kernel can
// rotate its A register instead of broadcasting; k positions past kc are zero.
#pragma once

#include <cstddef>

// Number of floats one group's packed weights take (output channels nc, reduction size kc).
size_t xnn_packed_f32_gemm_size(size_t nc, size_t kc, size_t nr, size_t kr, size_t sr);

// Weights in GOI order: k[g][n][k] (output channels outer). Output `packed` holds groups consecutively, each of
// xnn_packed_f32_gemm_size floats; every byte of it is written.
void xnn_pack_f32_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, const float* k,
                             const float* bias, float* packed);

// Weights in GIO order: k[g][k][n] (input channels outer, as in a transposed fully connected layer). k_stride is the
// number of floats between consecutive k rows (>= nc).
void xnn_pack_f32_gemm_gio_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, size_t k_stride,
                             const float* k, const float* bias, float* packed);

// Number of floats one group's packed convolution weights take (ks kernel taps).
size_t xnn_packed_f32_conv_size(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr);

// Convolution weights in GOKI order: k[g][n][tap][k], for IGEMM kernels. Per NR block: bias[NR], then each of the ks
// taps packed as a GEMM block of kc.
void xnn_pack_f32_conv_goki_w(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr,
                              const float* k, const float* bias, float* packed);

// Depthwise-layout convolution weights with one input channel per group (depth multiplier nc): k[tap][g * nc + n]
// (HWGo), packed like xnn_pack_f32_conv_goki_w with kc = 1. Groups are packed consecutively.
void xnn_pack_f32_conv_kgo_w(size_t groups, size_t nc, size_t ks, size_t nr, size_t kr, size_t sr, const float* k,
                             const float* bias, float* packed);
