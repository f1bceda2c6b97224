// Table: qu8 avgpool multipass kernels (any number of rows). Include with
// XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) defined. Rows of one ISA are
// listed best first.
XNN_UKERNEL_POOL_MULTIPASS(scalar, xnn_qu8_avgpool_minmax_fp32_ukernel_9p8x__scalar_c1, 9, 8, 1)
XNN_UKERNEL_POOL_MULTIPASS(sse41, xnn_qu8_avgpool_minmax_fp32_ukernel_9p8x__sse41_c16, 9, 8, 16)
XNN_UKERNEL_POOL_MULTIPASS(avx2, xnn_qu8_avgpool_minmax_fp32_ukernel_9p8x__avx2_c16, 9, 8, 16)
XNN_UKERNEL_POOL_MULTIPASS(avx512skx, xnn_qu8_avgpool_minmax_fp32_ukernel_9p8x__avx512skx_c32, 9, 8, 32)
XNN_UKERNEL_POOL_MULTIPASS(neon, xnn_qu8_avgpool_minmax_fp32_ukernel_9p8x__neon_c16, 9, 8, 16)
XNN_UKERNEL_POOL_MULTIPASS(wasmsimd, xnn_qu8_avgpool_minmax_fp32_ukernel_9p8x__wasmsimd_c16, 9, 8, 16)
