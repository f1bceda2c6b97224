// Table: f16 avgpool multipass kernels (any number of rows). Include with
// XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) defined. Rows of one ISA are
// listed best first.
XNN_UKERNEL_POOL_MULTIPASS(scalar, xnn_f16_f32acc_avgpool_minmax_ukernel_9p8x__scalar_c1, 9, 8, 1)
XNN_UKERNEL_POOL_MULTIPASS(f16c, xnn_f16_f32acc_avgpool_minmax_ukernel_9p8x__f16c_c16, 9, 8, 16)
XNN_UKERNEL_POOL_MULTIPASS(avx512skx, xnn_f16_f32acc_avgpool_minmax_ukernel_9p8x__avx512skx_c32, 9, 8, 32)
XNN_UKERNEL_POOL_MULTIPASS(neon, xnn_f16_f32acc_avgpool_minmax_ukernel_9p8x__neon_c8, 9, 8, 8)
XNN_UKERNEL_POOL_MULTIPASS(neonfp16arith, xnn_f16_avgpool_minmax_ukernel_9p8x__neonfp16arith_c8, 9, 8, 8)
XNN_UKERNEL_POOL_MULTIPASS(wasmsimd, xnn_f16_f32acc_avgpool_minmax_ukernel_9p8x__wasmsimd_c8, 9, 8, 8)
