// Table: u8 maxpool unipass kernels (up to primary_tile rows), the unsigned twins of unipass-table.h. Include with
// XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) defined. Rows of one ISA are listed best first.
XNN_UKERNEL_POOL(scalar, xnn_u8_maxpool_minmax_ukernel_9x__scalar_c1, 9, 1)
XNN_UKERNEL_POOL(sse2, xnn_u8_maxpool_minmax_ukernel_9x__sse2_c16, 9, 16)
XNN_UKERNEL_POOL(avx2, xnn_u8_maxpool_minmax_ukernel_9x__avx2_c32, 9, 32)
XNN_UKERNEL_POOL(avx512skx, xnn_u8_maxpool_minmax_ukernel_9x__avx512skx_c64, 9, 64)
XNN_UKERNEL_POOL(neon, xnn_u8_maxpool_minmax_ukernel_9x__neon_c16, 9, 16)
XNN_UKERNEL_POOL(wasmsimd, xnn_u8_maxpool_minmax_ukernel_9x__wasmsimd_c16, 9, 16)
