// Table: f32 gavgpool unipass kernels (up to primary_tile rows). Include with
// XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) defined. Rows of one ISA are listed best first.
XNN_UKERNEL_POOL(scalar, xnn_f32_gavgpool_minmax_ukernel_7x__scalar_c1, 7, 1)
XNN_UKERNEL_POOL(sse2, xnn_f32_gavgpool_minmax_ukernel_7x__sse2_c8, 7, 8)
XNN_UKERNEL_POOL(avx, xnn_f32_gavgpool_minmax_ukernel_7x__avx_c16, 7, 16)
XNN_UKERNEL_POOL(avx512f, xnn_f32_gavgpool_minmax_ukernel_7x__avx512f_c32, 7, 32)
XNN_UKERNEL_POOL(neon, xnn_f32_gavgpool_minmax_ukernel_7x__neon_c8, 7, 8)
XNN_UKERNEL_POOL(wasmsimd, xnn_f32_gavgpool_minmax_ukernel_7x__wasmsimd_c8, 7, 8)
