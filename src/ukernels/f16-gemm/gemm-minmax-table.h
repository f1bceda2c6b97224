// Table: f16 GEMM kernels with output clamping. Include with XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) defined.
// `f16_gemm` rows compute in fp16 (native fp16 FMA); `f16_f32acc_gemm` rows convert A and W to fp32, accumulate in
// fp32 and round once on store. Rows of one ISA are listed best first; src/configs/f16-gemm-config.cc takes the
// first row with mr > 1 of the newest enabled ISA, and the mr = 1 row of the same ISA and nr for single rows.
// x86: the tile with the higher share of FMAs on the FMA ports first; build/bench/f16-gemm-bench at 1024^3 has the
// rows of one ISA within its noise (docs/kernels.md, "Half precision").
XNN_UKERNEL_GEMM(scalar, xnn_f16_f32acc_gemm_minmax_ukernel_4x4__scalar, 4, 4, 1, 1)
XNN_UKERNEL_GEMM(scalar, xnn_f16_f32acc_gemm_minmax_ukernel_1x4__scalar, 1, 4, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f16_f32acc_gemm_minmax_ukernel_6x16__avx2_broadcast, 6, 16, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f16_f32acc_gemm_minmax_ukernel_5x16__avx2_broadcast, 5, 16, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f16_f32acc_gemm_minmax_ukernel_4x16__avx2_broadcast, 4, 16, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f16_f32acc_gemm_minmax_ukernel_1x16__avx2_broadcast, 1, 16, 1, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_f16_f32acc_gemm_minmax_ukernel_12x32__avx512skx_broadcast, 12, 32, 1, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_f16_f32acc_gemm_minmax_ukernel_8x32__avx512skx_broadcast, 8, 32, 1, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_f16_f32acc_gemm_minmax_ukernel_7x32__avx512skx_broadcast, 7, 32, 1, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_f16_f32acc_gemm_minmax_ukernel_1x32__avx512skx_broadcast, 1, 32, 1, 1)
XNN_UKERNEL_GEMM(avx512fp16, xnn_f16_gemm_minmax_ukernel_7x64__avx512fp16_broadcast, 7, 64, 1, 1)
XNN_UKERNEL_GEMM(avx512fp16, xnn_f16_gemm_minmax_ukernel_8x64__avx512fp16_broadcast, 8, 64, 1, 1)
XNN_UKERNEL_GEMM(avx512fp16, xnn_f16_gemm_minmax_ukernel_1x64__avx512fp16_broadcast, 1, 64, 1, 1)
// NEON and WASM SIMD orders follow loads per FMA; not measured on hardware.
XNN_UKERNEL_GEMM(neonfp16arith, xnn_f16_gemm_minmax_ukernel_6x16__neonfp16arith_lane, 6, 16, 1, 1)
XNN_UKERNEL_GEMM(neonfp16arith, xnn_f16_gemm_minmax_ukernel_4x16__neonfp16arith_lane, 4, 16, 1, 1)
XNN_UKERNEL_GEMM(neonfp16arith, xnn_f16_gemm_minmax_ukernel_1x16__neonfp16arith_lane, 1, 16, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f16_f32acc_gemm_minmax_ukernel_4x8__wasmsimd_splat, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f16_f32acc_gemm_minmax_ukernel_1x8__wasmsimd_splat, 1, 8, 1, 1)
