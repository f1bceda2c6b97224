// Table: qd8-f32-qc4w GEMM kernels. Include with XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) defined. Rows of one ISA
// are listed best first: src/configs/qd8-f32-qc4w-gemm-config.cc takes the first row with mr > 1 of the best enabled
// ISA (prefill) and the mr = 1 row of the same ISA and nr (batch-1 decode). Every row has the kr of the qs8-qc8w
// kernels of its ISA, whose dot products it runs.
XNN_UKERNEL_GEMM(scalar, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_4x4__scalar, 4, 4, 1, 1)
XNN_UKERNEL_GEMM(scalar, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_1x4__scalar, 1, 4, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_3x8c8__avx2, 3, 8, 8, 1)
XNN_UKERNEL_GEMM(avx2, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_1x8c8__avx2, 1, 8, 8, 1)
XNN_UKERNEL_GEMM(avxvnni, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_8x8c4__avxvnni, 8, 8, 4, 1)
XNN_UKERNEL_GEMM(avxvnni, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_1x8c4__avxvnni, 1, 8, 4, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_5x16c8__avx512skx, 5, 16, 8, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_1x16c8__avx512skx, 1, 16, 8, 1)
XNN_UKERNEL_GEMM(avx512vnni, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_7x32c4__avx512vnni, 7, 32, 4, 1)
XNN_UKERNEL_GEMM(avx512vnni, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_10x16c4__avx512vnni, 10, 16, 4, 1)
XNN_UKERNEL_GEMM(avx512vnni, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_1x32c4__avx512vnni, 1, 32, 4, 1)
XNN_UKERNEL_GEMM(avx512vnni, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_1x16c4__avx512vnni, 1, 16, 4, 1)
XNN_UKERNEL_GEMM(neon, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_2x8c8__neon_mull, 2, 8, 8, 1)
XNN_UKERNEL_GEMM(neon, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_1x8c8__neon_mull, 1, 8, 8, 1)
XNN_UKERNEL_GEMM(neondot, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_4x16c4__neondot, 4, 16, 4, 1)
XNN_UKERNEL_GEMM(neondot, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_1x16c4__neondot, 1, 16, 4, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_3x4c8__wasmsimd_dot16x2_ld64, 3, 4, 8, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_1x4c8__wasmsimd_dot16x2_ld64, 1, 4, 8, 1)
