// Table: qu8 leaky ReLU kernels. Include with XNN_UKERNEL_VLRELU(isa, fn, tile) defined.
// Rows of one ISA are listed best first (dispatch takes the first of the newest enabled ISA), by bench/qs8-vlrelu-bench
// at 16K elements on Sapphire Rapids.
XNN_UKERNEL_VLRELU(scalar, xnn_qu8_vlrelu_ukernel__scalar_select_u4, 4)
XNN_UKERNEL_VLRELU(scalar, xnn_qu8_vlrelu_ukernel__scalar_select_u1, 1)
XNN_UKERNEL_VLRELU(sse41, xnn_qu8_vlrelu_ukernel__sse41_u32, 32)
XNN_UKERNEL_VLRELU(sse41, xnn_qu8_vlrelu_ukernel__sse41_u16, 16)
XNN_UKERNEL_VLRELU(avx2, xnn_qu8_vlrelu_ukernel__avx2_u64, 64)
XNN_UKERNEL_VLRELU(avx2, xnn_qu8_vlrelu_ukernel__avx2_u32, 32)
XNN_UKERNEL_VLRELU(avx2, xnn_qu8_vlrelu_ukernel__avx2_u16, 16)
XNN_UKERNEL_VLRELU(avx512skx, xnn_qu8_vlrelu_ukernel__avx512skx_u32, 32)
XNN_UKERNEL_VLRELU(avx512skx, xnn_qu8_vlrelu_ukernel__avx512skx_u64, 64)
XNN_UKERNEL_VLRELU(neon, xnn_qu8_vlrelu_ukernel__neon_u32, 32)
XNN_UKERNEL_VLRELU(neon, xnn_qu8_vlrelu_ukernel__neon_u16, 16)
XNN_UKERNEL_VLRELU(wasmsimd, xnn_qu8_vlrelu_ukernel__wasmsimd_arm_u32, 32)
XNN_UKERNEL_VLRELU(wasmsimd, xnn_qu8_vlrelu_ukernel__wasmsimd_arm_u16, 16)
