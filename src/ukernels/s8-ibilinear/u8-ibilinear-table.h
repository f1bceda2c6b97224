// Table: u8 bilinear interpolation. Include with XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile) defined. Rows of one
// ISA are listed best first.
XNN_UKERNEL_IBILINEAR(scalar, xnn_u8_ibilinear_ukernel__scalar_c1, 1)
XNN_UKERNEL_IBILINEAR(sse41, xnn_u8_ibilinear_ukernel__sse41_c16, 16)
XNN_UKERNEL_IBILINEAR(avx2, xnn_u8_ibilinear_ukernel__avx2_c32, 32)
XNN_UKERNEL_IBILINEAR(avx2, xnn_u8_ibilinear_ukernel__avx2_c16, 16)
XNN_UKERNEL_IBILINEAR(avx512skx, xnn_u8_ibilinear_ukernel__avx512skx_c32, 32)
XNN_UKERNEL_IBILINEAR(avx512skx, xnn_u8_ibilinear_ukernel__avx512skx_c64, 64)
XNN_UKERNEL_IBILINEAR(neon, xnn_u8_ibilinear_ukernel__neon_c16, 16)
XNN_UKERNEL_IBILINEAR(wasmsimd, xnn_u8_ibilinear_ukernel__wasmsimd_mul32_c16, 16)
