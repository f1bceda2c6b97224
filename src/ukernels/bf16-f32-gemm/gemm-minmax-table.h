// Table: bf16 x bf16 -> f32 GEMM kernels with output clamping (c2: W packed as pairs of consecutive k values).
// Include with XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) defined. Rows of one ISA are listed best first:
// src/configs/bf16-f32-gemm-config.cc takes the first row with mr > 1 of the best enabled ISA, where avx512bf16 ranks
// with avx512skx so that the avx512skx rows, listed first, win (measured there), and the newest ISA's mr = 1 row of
// the same nr for single-row (decode) work. AVX-512 BF16: 7x32, 11x32 and 6x64 run within 3% of each other
// in build/bench/bf16-f32-gemm-bench (docs/kernels.md, "bf16 GEMM"), so 7x32 leads, padding narrow layers least.
// NEON and WASM SIMD orders follow registers per dot product, unmeasured.
XNN_UKERNEL_GEMM(scalar, xnn_bf16_f32_gemm_minmax_ukernel_4x4c2__scalar, 4, 4, 2, 1)
XNN_UKERNEL_GEMM(scalar, xnn_bf16_f32_gemm_minmax_ukernel_1x4c2__scalar, 1, 4, 2, 1)
XNN_UKERNEL_GEMM(avx2, xnn_bf16_f32_gemm_minmax_ukernel_4x16c2__avx2, 4, 16, 2, 1)
XNN_UKERNEL_GEMM(avx2, xnn_bf16_f32_gemm_minmax_ukernel_1x16c2__avx2, 1, 16, 2, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_bf16_f32_gemm_minmax_ukernel_7x32c2__avx512skx, 7, 32, 2, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_bf16_f32_gemm_minmax_ukernel_1x32c2__avx512skx, 1, 32, 2, 1)
XNN_UKERNEL_GEMM(avx512bf16, xnn_bf16_f32_gemm_minmax_ukernel_7x32c2__avx512bf16_broadcast, 7, 32, 2, 1)
XNN_UKERNEL_GEMM(avx512bf16, xnn_bf16_f32_gemm_minmax_ukernel_11x32c2__avx512bf16_broadcast, 11, 32, 2, 1)
XNN_UKERNEL_GEMM(avx512bf16, xnn_bf16_f32_gemm_minmax_ukernel_6x64c2__avx512bf16_broadcast, 6, 64, 2, 1)
XNN_UKERNEL_GEMM(avx512bf16, xnn_bf16_f32_gemm_minmax_ukernel_1x32c2__avx512bf16_broadcast, 1, 32, 2, 1)
XNN_UKERNEL_GEMM(avx512bf16, xnn_bf16_f32_gemm_minmax_ukernel_1x64c2__avx512bf16_broadcast, 1, 64, 2, 1)
XNN_UKERNEL_GEMM(neonbf16, xnn_bf16_f32_gemm_minmax_ukernel_6x8c2__neonbf16_bfdot, 6, 8, 2, 1)
XNN_UKERNEL_GEMM(neonbf16, xnn_bf16_f32_gemm_minmax_ukernel_4x16c2__neonbf16_bfdot, 4, 16, 2, 1)
XNN_UKERNEL_GEMM(neonbf16, xnn_bf16_f32_gemm_minmax_ukernel_1x8c2__neonbf16_bfdot, 1, 8, 2, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_bf16_f32_gemm_minmax_ukernel_4x8c2__wasmsimd, 4, 8, 2, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_bf16_f32_gemm_minmax_ukernel_1x8c2__wasmsimd, 1, 8, 2, 1)
