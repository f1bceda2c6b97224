// Table: qs8 avgpool unipass kernels (up to primary_tile rows). Include with
// XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) defined. Rows of one ISA are listed best first.
XNN_UKERNEL_POOL(scalar, xnn_qs8_avgpool_minmax_fp32_ukernel_9x__scalar_c1, 9, 1)
XNN_UKERNEL_POOL(sse41, xnn_qs8_avgpool_minmax_fp32_ukernel_9x__sse41_c16, 9, 16)
XNN_UKERNEL_POOL(avx2, xnn_qs8_avgpool_minmax_fp32_ukernel_9x__avx2_c16, 9, 16)
XNN_UKERNEL_POOL(avx512skx, xnn_qs8_avgpool_minmax_fp32_ukernel_9x__avx512skx_c32, 9, 32)
XNN_UKERNEL_POOL(neon, xnn_qs8_avgpool_minmax_fp32_ukernel_9x__neon_c16, 9, 16)
XNN_UKERNEL_POOL(wasmsimd, xnn_qs8_avgpool_minmax_fp32_ukernel_9x__wasmsimd_c16, 9, 16)
