// Table: qs8 row sums. Include with XNN_UKERNEL_RSUM(isa, fn, tile, acc) defined; tile bytes per main-loop
// iteration, spread over acc accumulator groups. Rows of one ISA are listed best first.
XNN_UKERNEL_RSUM(scalar, xnn_qs8_rsum_ukernel__scalar_u4, 4, 1)
XNN_UKERNEL_RSUM(sse41, xnn_qs8_rsum_ukernel__sse41_u32_acc2, 32, 2)
XNN_UKERNEL_RSUM(avx2, xnn_qs8_rsum_ukernel__avx2_u64_acc2, 64, 2)
XNN_UKERNEL_RSUM(avx512skx, xnn_qs8_rsum_ukernel__avx512skx_u128_acc2, 128, 2)
XNN_UKERNEL_RSUM(neon, xnn_qs8_rsum_ukernel__neon_u32_acc2, 32, 2)
XNN_UKERNEL_RSUM(wasmsimd, xnn_qs8_rsum_ukernel__wasmsimd_u32_acc2, 32, 2)
