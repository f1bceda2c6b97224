// Table: f32 unary elementwise kernels. Include with XNN_UKERNEL_UNARY(isa, fn, op, tile) defined; `op` is a token
// of XNN_FOREACH_UNARY_OP. Rows of one op and ISA are listed best first (dispatch takes the first of the newest
// enabled ISA).
XNN_UKERNEL_UNARY(scalar, xnn_f32_vabs_ukernel__scalar_u4, abs, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vabs_ukernel__sse2_u8, abs, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vabs_ukernel__avx_u16, abs, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vabs_ukernel__avx512f_u32, abs, 32)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vclamp_ukernel__scalar_u4, clamp, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vclamp_ukernel__sse2_u8, clamp, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vclamp_ukernel__avx_u16, clamp, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vclamp_ukernel__avx512f_u32, clamp, 32)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vrelu_ukernel__scalar_u4, relu, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vrelu_ukernel__sse2_u8, relu, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vrelu_ukernel__avx_u16, relu, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vrelu_ukernel__avx512f_u32, relu, 32)
