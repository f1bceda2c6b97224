// Table: f16 IGEMM (indirect GEMM, convolution without im2col) kernels with output clamping. Include with
// XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) defined. The tiles, order rules and accumulation names of
// gemm-minmax-table.h.
XNN_UKERNEL_GEMM(scalar, xnn_f16_f32acc_igemm_minmax_ukernel_4x4__scalar, 4, 4, 1, 1)
XNN_UKERNEL_GEMM(scalar, xnn_f16_f32acc_igemm_minmax_ukernel_1x4__scalar, 1, 4, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f16_f32acc_igemm_minmax_ukernel_6x16__avx2_broadcast, 6, 16, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f16_f32acc_igemm_minmax_ukernel_5x16__avx2_broadcast, 5, 16, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f16_f32acc_igemm_minmax_ukernel_1x16__avx2_broadcast, 1, 16, 1, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_f16_f32acc_igemm_minmax_ukernel_12x32__avx512skx_broadcast, 12, 32, 1, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_f16_f32acc_igemm_minmax_ukernel_8x32__avx512skx_broadcast, 8, 32, 1, 1)
XNN_UKERNEL_GEMM(avx512skx, xnn_f16_f32acc_igemm_minmax_ukernel_1x32__avx512skx_broadcast, 1, 32, 1, 1)
XNN_UKERNEL_GEMM(avx512fp16, xnn_f16_igemm_minmax_ukernel_7x64__avx512fp16_broadcast, 7, 64, 1, 1)
XNN_UKERNEL_GEMM(avx512fp16, xnn_f16_igemm_minmax_ukernel_8x64__avx512fp16_broadcast, 8, 64, 1, 1)
XNN_UKERNEL_GEMM(avx512fp16, xnn_f16_igemm_minmax_ukernel_1x64__avx512fp16_broadcast, 1, 64, 1, 1)
XNN_UKERNEL_GEMM(neonfp16arith, xnn_f16_igemm_minmax_ukernel_6x16__neonfp16arith_lane, 6, 16, 1, 1)
XNN_UKERNEL_GEMM(neonfp16arith, xnn_f16_igemm_minmax_ukernel_4x16__neonfp16arith_lane, 4, 16, 1, 1)
XNN_UKERNEL_GEMM(neonfp16arith, xnn_f16_igemm_minmax_ukernel_1x16__neonfp16arith_lane, 1, 16, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f16_f32acc_igemm_minmax_ukernel_4x8__wasmsimd_splat, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f16_f32acc_igemm_minmax_ukernel_1x8__wasmsimd_splat, 1, 8, 1, 1)
