// Table: qd8-f16-qb4w GEMM kernels. Include with XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) defined. Same order rules
// as ukernels/qd8-f16-qc4w-gemm/gemm-minmax-table.h (src/configs/qd8-f16-qb4w-gemm-config.cc); each row has the tile
// and kr of the qd8-f16-qc4w row of its ISA.
XNN_UKERNEL_GEMM(scalar, xnn_qd8_f16_qb4w_gemm_minmax_ukernel_4x4__scalar, 4, 4, 1, 1)
XNN_UKERNEL_GEMM(scalar, xnn_qd8_f16_qb4w_gemm_minmax_ukernel_1x4__scalar, 1, 4, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_qd8_f16_qb4w_gemm_minmax_ukernel_3x8c8__avx2, 3, 8, 8, 1)
XNN_UKERNEL_GEMM(avx2, xnn_qd8_f16_qb4w_gemm_minmax_ukernel_1x8c8__avx2, 1, 8, 8, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_qd8_f16_qb4w_gemm_minmax_ukernel_5x16c8__avx512skx, 5, 16, 8, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_qd8_f16_qb4w_gemm_minmax_ukernel_1x16c8__avx512skx, 1, 16, 8, 1)
XNN_UKERNEL_GEMM(neon, xnn_qd8_f16_qb4w_gemm_minmax_ukernel_2x8c8__neon_mull, 2, 8, 8, 1)
XNN_UKERNEL_GEMM(neon, xnn_qd8_f16_qb4w_gemm_minmax_ukernel_1x8c8__neon_mull, 1, 8, 8, 1)
XNN_UKERNEL_GEMM(neondot, xnn_qd8_f16_qb4w_gemm_minmax_ukernel_4x16c4__neondot, 4, 16, 4, 1)
XNN_UKERNEL_GEMM(neondot, xnn_qd8_f16_qb4w_gemm_minmax_ukernel_1x16c4__neondot, 1, 16, 4, 1)
