// Table: f32-qc4w GEMM kernels. Include with XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) defined. Same order rules as
// ukernels/f32-qc8w-gemm/gemm-minmax-table.h. NR / 2 bytes hold a k step, whose low and high nibbles fill the two
// halves of the block's W registers: NR is an even number of vectors.
XNN_UKERNEL_GEMM(scalar, xnn_f32_qc4w_gemm_minmax_ukernel_4x4__scalar, 4, 4, 1, 1)
XNN_UKERNEL_GEMM(scalar, xnn_f32_qc4w_gemm_minmax_ukernel_1x4__scalar, 1, 4, 1, 1)
XNN_UKERNEL_GEMM(sse41, xnn_f32_qc4w_gemm_minmax_ukernel_4x8__sse41_load1, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(sse41, xnn_f32_qc4w_gemm_minmax_ukernel_1x8__sse41_load1, 1, 8, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f32_qc4w_gemm_minmax_ukernel_5x16__avx2_broadcast, 5, 16, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f32_qc4w_gemm_minmax_ukernel_1x16__avx2_broadcast, 1, 16, 1, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_f32_qc4w_gemm_minmax_ukernel_7x32__avx512skx_broadcast, 7, 32, 1, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_f32_qc4w_gemm_minmax_ukernel_1x32__avx512skx_broadcast, 1, 32, 1, 1)
XNN_UKERNEL_GEMM(neon, xnn_f32_qc4w_gemm_minmax_ukernel_4x8__neon_dup_ld64, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(neon, xnn_f32_qc4w_gemm_minmax_ukernel_1x8__neon_dup_ld64, 1, 8, 1, 1)
XNN_UKERNEL_GEMM(neonfma, xnn_f32_qc4w_gemm_minmax_ukernel_6x8__neonfma_dup_ld64, 6, 8, 1, 1)
XNN_UKERNEL_GEMM(neonfma, xnn_f32_qc4w_gemm_minmax_ukernel_1x8__neonfma_dup_ld64, 1, 8, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f32_qc4w_gemm_minmax_ukernel_4x8__wasmsimd_splat, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f32_qc4w_gemm_minmax_ukernel_4x8__wasmsimd_loadsplat, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f32_qc4w_gemm_minmax_ukernel_1x8__wasmsimd_loadsplat, 1, 8, 1, 1)
