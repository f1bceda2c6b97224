// Table: qu8 gavgpool unipass kernels (up to primary_tile rows). Include with
// XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) defined. Rows of one ISA are listed best first.
XNN_UKERNEL_POOL(scalar, xnn_qu8_gavgpool_minmax_fp32_ukernel_7x__scalar_c1, 7, 1)
XNN_UKERNEL_POOL(sse41, xnn_qu8_gavgpool_minmax_fp32_ukernel_7x__sse41_c16, 7, 16)
XNN_UKERNEL_POOL(avx2, xnn_qu8_gavgpool_minmax_fp32_ukernel_7x__avx2_c16, 7, 16)
XNN_UKERNEL_POOL(avx512skx, xnn_qu8_gavgpool_minmax_fp32_ukernel_7x__avx512skx_c32, 7, 32)
XNN_UKERNEL_POOL(neon, xnn_qu8_gavgpool_minmax_fp32_ukernel_7x__neon_c16, 7, 16)
XNN_UKERNEL_POOL(wasmsimd, xnn_qu8_gavgpool_minmax_fp32_ukernel_7x__wasmsimd_c16, 7, 16)
