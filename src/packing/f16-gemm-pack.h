// Weight packers for the f16 GEMM kernels (src/ukernels/f16-gemm): the f32 GEMM layout (gemm-pack.h) with every
// value an IEEE binary16 half (uint16_t bits), so sizes are in halves and equal xnn_packed_f32_gemm_size.
#pragma once

#include <cstddef>
#include <cstdint>

// Weights in GOI order, k[g][n][k], and bias already in fp16; every half of `packed` is written.
void xnn_pack_f16_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, const uint16_t* k,
                             const uint16_t* bias, uint16_t* packed);

// The same from fp32 weights and bias (an fp32 graph run in fp16), each value rounded to nearest even.
void xnn_pack_f32_to_f16_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr,
                                    const float* k, const float* bias, uint16_t* packed);
