// Table: f16 gavgpool multipass kernels (any number of rows). Include with
// XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) defined. Rows of one ISA are
// listed best first.
XNN_UKERNEL_POOL_MULTIPASS(scalar, xnn_f16_f32acc_gavgpool_minmax_ukernel_7p7x__scalar_c1, 7, 7, 1)
XNN_UKERNEL_POOL_MULTIPASS(f16c, xnn_f16_f32acc_gavgpool_minmax_ukernel_7p7x__f16c_c16, 7, 7, 16)
XNN_UKERNEL_POOL_MULTIPASS(avx512skx, xnn_f16_f32acc_gavgpool_minmax_ukernel_7p7x__avx512skx_c32, 7, 7, 32)
XNN_UKERNEL_POOL_MULTIPASS(neon, xnn_f16_f32acc_gavgpool_minmax_ukernel_7p7x__neon_c8, 7, 7, 8)
XNN_UKERNEL_POOL_MULTIPASS(neonfp16arith, xnn_f16_gavgpool_minmax_ukernel_7p7x__neonfp16arith_c8, 7, 7, 8)
XNN_UKERNEL_POOL_MULTIPASS(wasmsimd, xnn_f16_f32acc_gavgpool_minmax_ukernel_7p7x__wasmsimd_c8, 7, 7, 8)
