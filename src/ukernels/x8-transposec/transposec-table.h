// Table: 8-bit transposes. Include with XNN_UKERNEL_TRANSPOSEC(isa, fn, tile_height, tile_width) defined; both tile
// sizes are multiples of the ISA's lanes. Rows of one ISA are listed best first.
XNN_UKERNEL_TRANSPOSEC(scalar, xnn_x8_transposec_ukernel__2x4_scalar, 2, 4)
XNN_UKERNEL_TRANSPOSEC(scalar, xnn_x8_transposec_ukernel__4x4_scalar, 4, 4)
XNN_UKERNEL_TRANSPOSEC(sse2, xnn_x8_transposec_ukernel__16x16_sse2, 16, 16)
XNN_UKERNEL_TRANSPOSEC(avx2, xnn_x8_transposec_ukernel__32x32_avx2, 32, 32)
XNN_UKERNEL_TRANSPOSEC(avx512skx, xnn_x8_transposec_ukernel__64x64_avx512skx, 64, 64)
XNN_UKERNEL_TRANSPOSEC(neon, xnn_x8_transposec_ukernel__16x16_neon, 16, 16)
XNN_UKERNEL_TRANSPOSEC(wasmsimd, xnn_x8_transposec_ukernel__16x16_wasmsimd, 16, 16)
