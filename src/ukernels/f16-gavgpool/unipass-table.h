// Table: f16 gavgpool unipass kernels (up to primary_tile rows). Include with
// XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) defined. Rows of one ISA are listed best first.
XNN_UKERNEL_POOL(scalar, xnn_f16_f32acc_gavgpool_minmax_ukernel_7x__scalar_c1, 7, 1)
XNN_UKERNEL_POOL(f16c, xnn_f16_f32acc_gavgpool_minmax_ukernel_7x__f16c_c16, 7, 16)
XNN_UKERNEL_POOL(avx512skx, xnn_f16_f32acc_gavgpool_minmax_ukernel_7x__avx512skx_c32, 7, 32)
XNN_UKERNEL_POOL(neon, xnn_f16_f32acc_gavgpool_minmax_ukernel_7x__neon_c8, 7, 8)
XNN_UKERNEL_POOL(neonfp16arith, xnn_f16_gavgpool_minmax_ukernel_7x__neonfp16arith_c8, 7, 8)
XNN_UKERNEL_POOL(wasmsimd, xnn_f16_f32acc_gavgpool_minmax_ukernel_7x__wasmsimd_c8, 7, 8)
