// Table: f32 avgpool unipass kernels (up to primary_tile rows). Include with
// XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) defined. Rows of one ISA are listed best first.
XNN_UKERNEL_POOL(scalar, xnn_f32_avgpool_minmax_ukernel_9x__scalar_c1, 9, 1)
XNN_UKERNEL_POOL(sse2, xnn_f32_avgpool_minmax_ukernel_9x__sse2_c8, 9, 8)
XNN_UKERNEL_POOL(avx, xnn_f32_avgpool_minmax_ukernel_9x__avx_c16, 9, 16)
XNN_UKERNEL_POOL(avx512f, xnn_f32_avgpool_minmax_ukernel_9x__avx512f_c32, 9, 32)
XNN_UKERNEL_POOL(neon, xnn_f32_avgpool_minmax_ukernel_9x__neon_c8, 9, 8)
XNN_UKERNEL_POOL(wasmsimd, xnn_f32_avgpool_minmax_ukernel_9x__wasmsimd_c8, 9, 8)
