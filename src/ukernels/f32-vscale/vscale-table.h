// Table: f32 scaling kernels. Include with XNN_UKERNEL_VSCALE(isa, fn, tile, accumulators) defined.
// Rows of one ISA are listed best first (dispatch takes the first of the newest enabled ISA).
XNN_UKERNEL_VSCALE(scalar, xnn_f32_vscale_ukernel__scalar_u4, 4, 1)
XNN_UKERNEL_VSCALE(sse2, xnn_f32_vscale_ukernel__sse2_u16, 16, 1)
XNN_UKERNEL_VSCALE(avx, xnn_f32_vscale_ukernel__avx_u32, 32, 1)
XNN_UKERNEL_VSCALE(avx512f, xnn_f32_vscale_ukernel__avx512f_u64, 64, 1)
XNN_UKERNEL_VSCALE(neon, xnn_f32_vscale_ukernel__neon_u16, 16, 1)
XNN_UKERNEL_VSCALE(wasmsimd, xnn_f32_vscale_ukernel__wasmsimd_u16, 16, 1)
