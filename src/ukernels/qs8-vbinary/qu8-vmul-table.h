// Table: qu8-vmul (multiply, both inputs arrays). Include with XNN_UKERNEL_VBINARY(isa, fn, tile) defined.
// Rows of one ISA are listed best first (dispatch takes the first of the newest enabled ISA).
XNN_UKERNEL_VBINARY(scalar, xnn_qu8_vmul_minmax_fp32_ukernel__scalar_u4, 4)
XNN_UKERNEL_VBINARY(scalar, xnn_qu8_vmul_minmax_fp32_ukernel__scalar_u1, 1)
XNN_UKERNEL_VBINARY(sse41, xnn_qu8_vmul_minmax_fp32_ukernel__sse41_u16, 16)
XNN_UKERNEL_VBINARY(sse41, xnn_qu8_vmul_minmax_fp32_ukernel__sse41_u32, 32)
XNN_UKERNEL_VBINARY(avx2, xnn_qu8_vmul_minmax_fp32_ukernel__avx2_u32, 32)
XNN_UKERNEL_VBINARY(avx2, xnn_qu8_vmul_minmax_fp32_ukernel__avx2_u16, 16)
XNN_UKERNEL_VBINARY(avx512skx, xnn_qu8_vmul_minmax_fp32_ukernel__avx512skx_u16, 16)
XNN_UKERNEL_VBINARY(avx512skx, xnn_qu8_vmul_minmax_fp32_ukernel__avx512skx_u32, 32)
XNN_UKERNEL_VBINARY(neon, xnn_qu8_vmul_minmax_fp32_ukernel__neon_u16, 16)
XNN_UKERNEL_VBINARY(neon, xnn_qu8_vmul_minmax_fp32_ukernel__neon_u32, 32)
XNN_UKERNEL_VBINARY(wasmsimd, xnn_qu8_vmul_minmax_fp32_ukernel__wasmsimd_u16, 16)
XNN_UKERNEL_VBINARY(wasmsimd, xnn_qu8_vmul_minmax_fp32_ukernel__wasmsimd_u32, 32)
