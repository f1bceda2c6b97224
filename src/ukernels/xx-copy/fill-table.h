// Table: fills with a 32-bit pattern. Include with XNN_UKERNEL_FILL(isa, fn, tile) defined; tile = bytes per
// main-loop iteration. Rows of one ISA are listed best first.
XNN_UKERNEL_FILL(scalar, xnn_xx_fill_ukernel__scalar_u16, 16)
XNN_UKERNEL_FILL(sse2, xnn_xx_fill_ukernel__sse2_u64, 64)
XNN_UKERNEL_FILL(avx, xnn_xx_fill_ukernel__avx_u128, 128)
XNN_UKERNEL_FILL(avx512f, xnn_xx_fill_ukernel__avx512f_u256, 256)
XNN_UKERNEL_FILL(neon, xnn_xx_fill_ukernel__neon_u64, 64)
XNN_UKERNEL_FILL(wasmsimd, xnn_xx_fill_ukernel__wasmsimd_u64, 64)
