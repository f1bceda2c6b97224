// Table: f32 row minimum (op min) and row minimum and maximum (op minmax). Include with
// XNN_UKERNEL_RMINMAX(isa, fn, op, tile, acc) defined; `op` is a token of xnn_rminmax_op. Rows of one op and ISA are
// listed best first.
XNN_UKERNEL_RMINMAX(scalar, xnn_f32_rmin_ukernel__scalar_u4_acc4, min, 4, 4)
XNN_UKERNEL_RMINMAX(sse2, xnn_f32_rmin_ukernel__sse2_u16_acc4, min, 16, 4)
XNN_UKERNEL_RMINMAX(avx, xnn_f32_rmin_ukernel__avx_u32_acc4, min, 32, 4)
XNN_UKERNEL_RMINMAX(avx512f, xnn_f32_rmin_ukernel__avx512f_u64_acc4, min, 64, 4)
XNN_UKERNEL_RMINMAX(neon, xnn_f32_rmin_ukernel__neon_u16_acc4, min, 16, 4)
XNN_UKERNEL_RMINMAX(wasmsimd, xnn_f32_rmin_ukernel__wasmsimd_u16_acc4, min, 16, 4)

XNN_UKERNEL_RMINMAX(scalar, xnn_f32_rminmax_ukernel__scalar_u4_acc4, minmax, 4, 4)
XNN_UKERNEL_RMINMAX(sse2, xnn_f32_rminmax_ukernel__sse2_u16_acc4, minmax, 16, 4)
XNN_UKERNEL_RMINMAX(avx, xnn_f32_rminmax_ukernel__avx_u32_acc4, minmax, 32, 4)
XNN_UKERNEL_RMINMAX(avx512f, xnn_f32_rminmax_ukernel__avx512f_u64_acc4, minmax, 64, 4)
XNN_UKERNEL_RMINMAX(neon, xnn_f32_rminmax_ukernel__neon_u16_acc4, minmax, 16, 4)
XNN_UKERNEL_RMINMAX(wasmsimd, xnn_f32_rminmax_ukernel__wasmsimd_u16_acc4, minmax, 16, 4)
