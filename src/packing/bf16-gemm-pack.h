// Weight packer of the bf16 x bf16 -> f32 GEMM kernels (src/ukernels/bf16-f32-gemm): per block of NR output
// channels (the last one zero-padded to NR), bias[NR] as floats (zero when bias is null), then for each pair of k
// values (2p, 2p + 1) NR 32-bit words, word n holding channel n's bf16 weight of k = 2p in its low half and of
// k = 2p + 1 in its high half (+0 past kc). Baseline code; runs once per operator or batch of B.
#pragma once

#include <cstddef>
#include <cstdint>

// Bytes of the packed weights of nc output channels and kc inputs for tile width nr.
size_t xnn_packed_bf16_f32_gemm_size(size_t nc, size_t kc, size_t nr);

// Weights in OI order: k[n][kc] (output channels outer). Every byte of `packed` is written.
void xnn_pack_bf16_f32_gemm_goi_w(size_t nc, size_t kc, size_t nr, const uint16_t* k, const float* bias,
                                  void* packed);

// Weights in IO order: k[kc][k_stride] (inputs outer, as in a transposed fully connected layer or a [k][n] B).
void xnn_pack_bf16_f32_gemm_gio_w(size_t nc, size_t kc, size_t nr, size_t k_stride, const uint16_t* k,
                                  const float* bias, void* packed);
