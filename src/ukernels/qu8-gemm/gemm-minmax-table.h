// Table: qu8 GEMM kernels with fp32 requantization. Include with XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) defined.
// Rows of one ISA are listed best first: src/configs/qu8-gemm-config.cc takes the first row with mr > 1 of the best
// enabled ISA, and the mr = 1 row of the same ISA and nr for single-row (GEMV) work. Every row has an IGEMM twin
// with the same tile in igemm-minmax-table.h.
XNN_UKERNEL_GEMM(scalar, xnn_qu8_gemm_minmax_fp32_ukernel_4x4__scalar_fmagic, 4, 4, 1, 1)
XNN_UKERNEL_GEMM(scalar, xnn_qu8_gemm_minmax_fp32_ukernel_1x4__scalar_fmagic, 1, 4, 1, 1)
XNN_UKERNEL_GEMM(sse41, xnn_qu8_gemm_minmax_fp32_ukernel_3x4c8__sse41_ld64, 3, 4, 8, 1)
XNN_UKERNEL_GEMM(sse41, xnn_qu8_gemm_minmax_fp32_ukernel_1x4c8__sse41_ld64, 1, 4, 8, 1)
XNN_UKERNEL_GEMM(avx2, xnn_qu8_gemm_minmax_fp32_ukernel_3x8c8__avx2, 3, 8, 8, 1)
XNN_UKERNEL_GEMM(avx2, xnn_qu8_gemm_minmax_fp32_ukernel_1x8c8__avx2, 1, 8, 8, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_qu8_gemm_minmax_fp32_ukernel_5x16c8__avx512skx, 5, 16, 8, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_qu8_gemm_minmax_fp32_ukernel_1x16c8__avx512skx, 1, 16, 8, 1)
XNN_UKERNEL_GEMM(neon, xnn_qu8_gemm_minmax_fp32_ukernel_2x8c8__neon_mlal, 2, 8, 8, 1)
XNN_UKERNEL_GEMM(neon, xnn_qu8_gemm_minmax_fp32_ukernel_1x8c8__neon_mlal, 1, 8, 8, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_qu8_gemm_minmax_fp32_ukernel_3x4c8__wasmsimd_dot16x2_ld64, 3, 4, 8, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_qu8_gemm_minmax_fp32_ukernel_1x4c8__wasmsimd_dot16x2_ld64, 1, 4, 8, 1)
