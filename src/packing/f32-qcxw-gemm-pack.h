// Weight packers for the weights-only quantized f32 GEMM kernels (f32-qc8w and f32-qc4w; baseline code, run once per
// operator at create time). Layouts: ukernels/f32-qc8w-gemm/f32-qc8w-gemm.h and ukernels/f32-qc4w-gemm/
// f32-qc4w-gemm.h. Per block of nr output channels (the last zero-padded): float bias[nr] (0 when bias is null), the
// weights, float scale[nr].
#pragma once

#include <cstddef>
#include <cstdint>

// Bytes the packed int8 weights of nc output channels of kc inputs take.
size_t xnn_packed_f32_qc8w_gemm_size(size_t nc, size_t kc, size_t nr);

// kernel is [nc][kc] (goi), or [kc][nc] when transposed (gio); bias (may be null) and scale are [nc].
void xnn_pack_f32_qc8w_gemm_w(size_t nc, size_t kc, size_t nr, const int8_t* kernel, bool transposed,
                              const float* bias, const float* scale, void* packed);

// Bytes of one block's 4-bit weights: kc groups of nr / 2 bytes, rounded up to a whole float.
size_t xnn_packed_f32_qc4w_weight_bytes(size_t kc, size_t nr);

// Bytes the packed 4-bit weights of nc output channels of kc inputs take.
size_t xnn_packed_f32_qc4w_gemm_size(size_t nc, size_t kc, size_t nr);

// kernel in XNNPACK's qc4w layout ([nc][ceil(kc / 2)] bytes, packing/qd8-qc4w-gemm-pack.h); its nibbles are stored
// as they are (the kernels subtract the zero point). bias (may be null) and scale are [nc].
void xnn_pack_f32_qc4w_gemm_w(size_t nc, size_t kc, size_t nr, const uint8_t* kernel, const float* bias,
                              const float* scale, void* packed);
