// Table: strided row copies. Include with XNN_UKERNEL_COPY(isa, fn, tile) defined; tile = bytes per main-loop
// iteration (a whole number of registers), 0 for the memcpy kernel. Rows of one ISA are listed best first: the
// scalar loop before memcpy, which was an order of magnitude slower on the rows operators copy (docs/kernels.md,
// "Measurements behind the tables").
XNN_UKERNEL_COPY(scalar, xnn_xx_copy_ukernel__scalar_u16, 16)
XNN_UKERNEL_COPY(scalar, xnn_xx_copy_ukernel__scalar_memcpy, 0)
XNN_UKERNEL_COPY(sse2, xnn_xx_copy_ukernel__sse2_u64, 64)
XNN_UKERNEL_COPY(avx, xnn_xx_copy_ukernel__avx_u128, 128)
XNN_UKERNEL_COPY(avx512f, xnn_xx_copy_ukernel__avx512f_u256, 256)
XNN_UKERNEL_COPY(neon, xnn_xx_copy_ukernel__neon_u64, 64)
XNN_UKERNEL_COPY(wasmsimd, xnn_xx_copy_ukernel__wasmsimd_u64, 64)
