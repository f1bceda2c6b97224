// Table: f32 bilinear interpolation. Include with XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile) defined; the channel
// tile is a whole number of registers. Rows of one ISA are listed best first.
XNN_UKERNEL_IBILINEAR(scalar, xnn_f32_ibilinear_ukernel__scalar_c2, 2)
XNN_UKERNEL_IBILINEAR(sse2, xnn_f32_ibilinear_ukernel__sse2_c8, 8)
XNN_UKERNEL_IBILINEAR(avx, xnn_f32_ibilinear_ukernel__avx_c16, 16)
XNN_UKERNEL_IBILINEAR(avx512f, xnn_f32_ibilinear_ukernel__avx512f_c32, 32)
XNN_UKERNEL_IBILINEAR(neon, xnn_f32_ibilinear_ukernel__neon_c8, 8)
XNN_UKERNEL_IBILINEAR(wasmsimd, xnn_f32_ibilinear_ukernel__wasmsimd_c8, 8)
