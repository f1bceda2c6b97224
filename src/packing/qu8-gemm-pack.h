// Weight packers for the qu8 GEMM and IGEMM kernels (baseline code; runs once per operator at create time).
//
// Packed layout, per group and per block of NR output channels (the last block zero-padded to NR), in bytes:
//   int32 bias[NR]    bias[n] - input_zero_point * sum over every tap and k of (W[n][k] - kernel_zero_point)
//   int16 weights     W - kernel_zero_point: for each tap, for each kr-group of K rounded up to kr: for each of the
//                     NR channels, kr values (positions past kc are 0)
//   float scale[NR]   the requantization scale (0 in padded channels)
// Both zero points are folded here, so the kernels multiply raw uint8 A by the int16 weights (ukernels/qu8-gemm).
#pragma once

#include <cstddef>
#include <cstdint>

// Bytes one group's packed weights take (output channels nc, reduction size kc, ks kernel taps; ks = 1 for a GEMM).
size_t xnn_packed_qu8_gemm_size(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr);

// Convolution weights in GOKI order: k[g][n][tap][k] (a GEMM is ks = 1: GOI); bias (may be null: zero) is [g][n].
// Groups are packed consecutively, each of xnn_packed_qu8_gemm_size(nc, ks, ...) bytes; every byte is written.
void xnn_pack_qu8_conv_goki_w(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, const uint8_t* k,
                              const int32_t* bias, float scale, int32_t input_zero_point, int32_t kernel_zero_point,
                              void* packed);
