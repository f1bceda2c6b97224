// Table: f32 per-channel sums over rows. Include with XNN_UKERNEL_RDSUM(isa, fn, row_tile, channel_tile) defined;
// row_tile rows are added per pass over the running sums, channel_tile channels of them at a time in registers (a
// whole number of registers dividing 1024). Rows of one ISA are listed best first.
XNN_UKERNEL_RDSUM(scalar, xnn_f32_rdsum_ukernel_7p7x__scalar_c4, 7, 4)
XNN_UKERNEL_RDSUM(sse2, xnn_f32_rdsum_ukernel_7p7x__sse2_c32, 7, 32)
XNN_UKERNEL_RDSUM(sse2, xnn_f32_rdsum_ukernel_7p7x__sse2_c16, 7, 16)
XNN_UKERNEL_RDSUM(avx, xnn_f32_rdsum_ukernel_7p7x__avx_c32, 7, 32)
XNN_UKERNEL_RDSUM(avx, xnn_f32_rdsum_ukernel_7p7x__avx_c64, 7, 64)
XNN_UKERNEL_RDSUM(avx512f, xnn_f32_rdsum_ukernel_7p7x__avx512f_c128, 7, 128)
XNN_UKERNEL_RDSUM(avx512f, xnn_f32_rdsum_ukernel_7p7x__avx512f_c64, 7, 64)
XNN_UKERNEL_RDSUM(neon, xnn_f32_rdsum_ukernel_7p7x__neon_c16, 7, 16)
XNN_UKERNEL_RDSUM(wasmsimd, xnn_f32_rdsum_ukernel_7p7x__wasmsimd_c16, 7, 16)
