// Table: f16 avgpool unipass kernels (up to primary_tile rows). Include with
// XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) defined. Rows of one ISA are listed best first.
XNN_UKERNEL_POOL(scalar, xnn_f16_f32acc_avgpool_minmax_ukernel_9x__scalar_c1, 9, 1)
XNN_UKERNEL_POOL(f16c, xnn_f16_f32acc_avgpool_minmax_ukernel_9x__f16c_c16, 9, 16)
XNN_UKERNEL_POOL(avx512skx, xnn_f16_f32acc_avgpool_minmax_ukernel_9x__avx512skx_c32, 9, 32)
XNN_UKERNEL_POOL(neon, xnn_f16_f32acc_avgpool_minmax_ukernel_9x__neon_c8, 9, 8)
XNN_UKERNEL_POOL(neonfp16arith, xnn_f16_avgpool_minmax_ukernel_9x__neonfp16arith_c8, 9, 8)
XNN_UKERNEL_POOL(wasmsimd, xnn_f16_f32acc_avgpool_minmax_ukernel_9x__wasmsimd_c8, 9, 8)
