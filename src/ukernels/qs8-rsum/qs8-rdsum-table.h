// Table: qs8 per-channel sums over rows. Include with XNN_UKERNEL_RDSUM(isa, fn, row_tile, channel_tile) defined;
// row_tile rows are added per pass over the running sums, channel_tile channels of them at a time. Rows of one ISA
// are listed best first.
XNN_UKERNEL_RDSUM(scalar, xnn_qs8_rdsum_ukernel_7p7x__scalar_u4, 7, 4)
XNN_UKERNEL_RDSUM(sse41, xnn_qs8_rdsum_ukernel_7p7x__sse41_u32, 7, 32)
XNN_UKERNEL_RDSUM(avx2, xnn_qs8_rdsum_ukernel_7p7x__avx2_u64, 7, 64)
XNN_UKERNEL_RDSUM(avx512skx, xnn_qs8_rdsum_ukernel_7p7x__avx512skx_u128, 7, 128)
XNN_UKERNEL_RDSUM(neon, xnn_qs8_rdsum_ukernel_7p7x__neon_u32, 7, 32)
XNN_UKERNEL_RDSUM(wasmsimd, xnn_qs8_rdsum_ukernel_7p7x__wasmsimd_u32, 7, 32)
