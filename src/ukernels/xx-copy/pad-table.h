// Table: row padding. Include with XNN_UKERNEL_PAD(isa, fn, tile) defined; tile = bytes per main-loop iteration of
// the copy and the fills (the name's p<bytes> is the register width). Rows of one ISA are listed best first.
XNN_UKERNEL_PAD(scalar, xnn_xx_pad_ukernel_p4__scalar_u16, 16)
XNN_UKERNEL_PAD(sse2, xnn_xx_pad_ukernel_p16__sse2_u64, 64)
XNN_UKERNEL_PAD(avx, xnn_xx_pad_ukernel_p32__avx_u128, 128)
XNN_UKERNEL_PAD(avx512f, xnn_xx_pad_ukernel_p64__avx512f_u256, 256)
XNN_UKERNEL_PAD(neon, xnn_xx_pad_ukernel_p16__neon_u64, 64)
XNN_UKERNEL_PAD(wasmsimd, xnn_xx_pad_ukernel_p16__wasmsimd_u64, 64)
