// Table: f32 row maximum (softmax's first pass). Include with XNN_UKERNEL_RMAX(isa, fn, tile, accumulators) defined.
// Rows of one ISA are listed best first (dispatch takes the first of the newest enabled ISA).
XNN_UKERNEL_RMAX(scalar, xnn_f32_rmax_ukernel__scalar_u4_acc4, 4, 4)
XNN_UKERNEL_RMAX(sse2, xnn_f32_rmax_ukernel__sse2_u16_acc4, 16, 4)
XNN_UKERNEL_RMAX(avx, xnn_f32_rmax_ukernel__avx_u32_acc4, 32, 4)
XNN_UKERNEL_RMAX(avx512f, xnn_f32_rmax_ukernel__avx512f_u64_acc4, 64, 4)
XNN_UKERNEL_RMAX(neon, xnn_f32_rmax_ukernel__neon_u16_acc4, 16, 4)
XNN_UKERNEL_RMAX(wasmsimd, xnn_f32_rmax_ukernel__wasmsimd_u16_acc4, 16, 4)
