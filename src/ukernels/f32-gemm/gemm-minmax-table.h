// Table: f32 GEMM kernels with output clamping. Include with XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) defined.
// Rows of one ISA are listed best first: src/configs/f32-gemm-config.cc takes the first row with mr > 1 of the best
// enabled ISA as the default, and the mr = 1 row of the same ISA and nr for single-row (GEMV) work. Operators take
// another mr > 1 row of that ISA for a layer whose output channels it pads less, or as little and with a wider nr
// (xnn_f32_gemm_tile_for).
// Every row has an IGEMM twin with the same tile in igemm-minmax-table.h.
// x86 orders within an ISA follow build/bench/f32-gemm-bench (1024^3 and the MobileNet v2 pointwise layers; results
// in docs/kernels.md, "Measurements behind the tables"). AVX-512F: 7x32 first, the tile that fills the FMA pipes
// with the least padding on narrow layers; 12x32 and 6x64 reload W less often; 12x16 for layers of 16 output
// channels, where 32-wide tiles compute half a zmm of padding.
XNN_UKERNEL_GEMM(scalar, xnn_f32_gemm_minmax_ukernel_4x4__scalar, 4, 4, 1, 1)
XNN_UKERNEL_GEMM(scalar, xnn_f32_gemm_minmax_ukernel_1x4__scalar, 1, 4, 1, 1)
XNN_UKERNEL_GEMM(sse, xnn_f32_gemm_minmax_ukernel_6x8__sse_load1, 6, 8, 1, 1)
XNN_UKERNEL_GEMM(sse, xnn_f32_gemm_minmax_ukernel_4x8__sse_load1, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(sse, xnn_f32_gemm_minmax_ukernel_1x8__sse_load1, 1, 8, 1, 1)
XNN_UKERNEL_GEMM(avx, xnn_f32_gemm_minmax_ukernel_5x16__avx, 5, 16, 1, 1)
XNN_UKERNEL_GEMM(avx, xnn_f32_gemm_minmax_ukernel_6x16__avx, 6, 16, 1, 1)
XNN_UKERNEL_GEMM(avx, xnn_f32_gemm_minmax_ukernel_1x16__avx, 1, 16, 1, 1)
XNN_UKERNEL_GEMM(fma3, xnn_f32_gemm_minmax_ukernel_6x16__fma3, 6, 16, 1, 1)
XNN_UKERNEL_GEMM(fma3, xnn_f32_gemm_minmax_ukernel_5x16__fma3, 5, 16, 1, 1)
XNN_UKERNEL_GEMM(fma3, xnn_f32_gemm_minmax_ukernel_1x16__fma3, 1, 16, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f32_gemm_minmax_ukernel_6x16__avx2, 6, 16, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f32_gemm_minmax_ukernel_5x16__avx2, 5, 16, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f32_gemm_minmax_ukernel_4x24__avx2, 4, 24, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f32_gemm_minmax_ukernel_1x16__avx2, 1, 16, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f32_gemm_minmax_ukernel_1x24__avx2, 1, 24, 1, 1)
XNN_UKERNEL_GEMM(avx512f, xnn_f32_gemm_minmax_ukernel_7x32__avx512f, 7, 32, 1, 1)
XNN_UKERNEL_GEMM(avx512f, xnn_f32_gemm_minmax_ukernel_12x32__avx512f, 12, 32, 1, 1)
XNN_UKERNEL_GEMM(avx512f, xnn_f32_gemm_minmax_ukernel_6x64__avx512f, 6, 64, 1, 1)
XNN_UKERNEL_GEMM(avx512f, xnn_f32_gemm_minmax_ukernel_12x16__avx512f, 12, 16, 1, 1)
XNN_UKERNEL_GEMM(avx512f, xnn_f32_gemm_minmax_ukernel_1x32__avx512f, 1, 32, 1, 1)
XNN_UKERNEL_GEMM(avx512f, xnn_f32_gemm_minmax_ukernel_1x64__avx512f, 1, 64, 1, 1)
XNN_UKERNEL_GEMM(avx512f, xnn_f32_gemm_minmax_ukernel_1x16__avx512f, 1, 16, 1, 1)
// NEON and WASM SIMD orders follow loads per FMA; not yet measured on hardware.
XNN_UKERNEL_GEMM(neonfma, xnn_f32_gemm_minmax_ukernel_6x8__neonfma_lane, 6, 8, 1, 1)
XNN_UKERNEL_GEMM(neonfma, xnn_f32_gemm_minmax_ukernel_4x16__neonfma_lane, 4, 16, 1, 1)
XNN_UKERNEL_GEMM(neonfma, xnn_f32_gemm_minmax_ukernel_6x8__neonfma_dup, 6, 8, 1, 1)
XNN_UKERNEL_GEMM(neonfma, xnn_f32_gemm_minmax_ukernel_4x8__neonfma_lane, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(neonfma, xnn_f32_gemm_minmax_ukernel_1x8__neonfma_lane, 1, 8, 1, 1)
XNN_UKERNEL_GEMM(neonfma, xnn_f32_gemm_minmax_ukernel_1x16__neonfma_lane, 1, 16, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f32_gemm_minmax_ukernel_4x8__wasmsimd_splat, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f32_gemm_minmax_ukernel_4x8__wasmsimd_loadsplat, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f32_gemm_minmax_ukernel_1x8__wasmsimd_splat, 1, 8, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f32_gemm_minmax_ukernel_1x8__wasmsimd_loadsplat, 1, 8, 1, 1)
