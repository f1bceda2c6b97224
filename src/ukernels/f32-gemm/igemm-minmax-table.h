// Table: f32 IGEMM (indirect GEMM, convolution without im2col) kernels with output clamping.
// Include with XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) defined. Same order rules as gemm-minmax-table.h.
XNN_UKERNEL_GEMM(scalar, xnn_f32_igemm_minmax_ukernel_4x4__scalar, 4, 4, 1, 1)
XNN_UKERNEL_GEMM(scalar, xnn_f32_igemm_minmax_ukernel_1x4__scalar, 1, 4, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f32_igemm_minmax_ukernel_6x16__avx2, 6, 16, 1, 1)
XNN_UKERNEL_GEMM(avx2, xnn_f32_igemm_minmax_ukernel_1x16__avx2, 1, 16, 1, 1)
// NEON and WASM SIMD orders follow loads per FMA; not yet measured on hardware.
XNN_UKERNEL_GEMM(neonfma, xnn_f32_igemm_minmax_ukernel_6x8__neonfma_lane, 6, 8, 1, 1)
XNN_UKERNEL_GEMM(neonfma, xnn_f32_igemm_minmax_ukernel_4x16__neonfma_lane, 4, 16, 1, 1)
XNN_UKERNEL_GEMM(neonfma, xnn_f32_igemm_minmax_ukernel_6x8__neonfma_dup, 6, 8, 1, 1)
XNN_UKERNEL_GEMM(neonfma, xnn_f32_igemm_minmax_ukernel_4x8__neonfma_lane, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(neonfma, xnn_f32_igemm_minmax_ukernel_1x8__neonfma_lane, 1, 8, 1, 1)
XNN_UKERNEL_GEMM(neonfma, xnn_f32_igemm_minmax_ukernel_1x16__neonfma_lane, 1, 16, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f32_igemm_minmax_ukernel_4x8__wasmsimd_splat, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f32_igemm_minmax_ukernel_4x8__wasmsimd_loadsplat, 4, 8, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f32_igemm_minmax_ukernel_1x8__wasmsimd_splat, 1, 8, 1, 1)
XNN_UKERNEL_GEMM(wasmsimd, xnn_f32_igemm_minmax_ukernel_1x8__wasmsimd_loadsplat, 1, 8, 1, 1)
