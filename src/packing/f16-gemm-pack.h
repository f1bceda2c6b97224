// Weight packers for the f16 GEMM kernels (src/ukernels/f16-gemm): the f32 GEMM layout (gemm-pack.h) with every
// value an IEEE binary16 half (uint16_t bits), so sizes are in halves and equal xnn_packed_f32_gemm_size (and
// xnn_packed_f32_conv_size for the IGEMM layout).
#pragma once

#include <cstddef>
#include <cstdint>

// Weights in GOI order, k[g][n][k], and bias already in fp16; every half of `packed` is written.
void xnn_pack_f16_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, const uint16_t* k,
                             const uint16_t* bias, uint16_t* packed);

// The same from fp32 weights and bias (an fp32 graph run in fp16), each value rounded to nearest even.
void xnn_pack_f32_to_f16_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr,
                                    const float* k, const float* bias, uint16_t* packed);

// Convolution weights in GOKI order, k[g][n][tap][k], and bias in fp16, for the f16 IGEMM kernels: the layout of
// xnn_pack_f32_conv_goki_w in halves.
void xnn_pack_f16_conv_goki_w(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr,
                              const uint16_t* k, const uint16_t* bias, uint16_t* packed);

// The same from fp32 weights and bias, each value rounded to nearest even.
void xnn_pack_f32_to_f16_conv_goki_w(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr,
                                     const float* k, const float* bias, uint16_t* packed);

// Weights in GIO order, k[g][k][n] with k_stride halves between k rows (>= nc): the layout of
// xnn_pack_f32_gemm_gio_w in halves; from halves or from rounded fp32 values.
void xnn_pack_f16_gemm_gio_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, size_t k_stride,
                             const uint16_t* k, const uint16_t* bias, uint16_t* packed);
void xnn_pack_f32_to_f16_gemm_gio_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr,
                                    size_t k_stride, const float* k, const float* bias, uint16_t* packed);

// Depthwise-layout convolution weights k[tap][g * nc + n] with one input channel per group: the layout of
// xnn_pack_f32_conv_kgo_w in halves; from halves or from rounded fp32 values.
void xnn_pack_f16_conv_kgo_w(size_t groups, size_t nc, size_t ks, size_t nr, size_t kr, size_t sr, const uint16_t* k,
                             const uint16_t* bias, uint16_t* packed);
void xnn_pack_f32_to_f16_conv_kgo_w(size_t groups, size_t nc, size_t ks, size_t nr, size_t kr, size_t sr,
                                    const float* k, const float* bias, uint16_t* packed);
