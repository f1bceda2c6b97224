// Table: 32-bit transposes. Include with XNN_UKERNEL_TRANSPOSEC(isa, fn, tile_height, tile_width) and
// XNN_UKERNEL_TRANSPOSEC_STREAM (the same columns: a streaming row, transposec.h) defined; both tile sizes are
// multiples of the ISA's lanes. Rows of one ISA are listed best first.
XNN_UKERNEL_TRANSPOSEC(scalar, xnn_x32_transposec_ukernel__2x4_scalar, 2, 4)
XNN_UKERNEL_TRANSPOSEC(scalar, xnn_x32_transposec_ukernel__4x4_scalar, 4, 4)
XNN_UKERNEL_TRANSPOSEC(sse2, xnn_x32_transposec_ukernel__8x8_sse2, 8, 8)
XNN_UKERNEL_TRANSPOSEC(sse2, xnn_x32_transposec_ukernel__4x4_sse2, 4, 4)
XNN_UKERNEL_TRANSPOSEC(avx, xnn_x32_transposec_ukernel__8x32_avx, 8, 32)
XNN_UKERNEL_TRANSPOSEC(avx, xnn_x32_transposec_ukernel__8x16_avx, 8, 16)
XNN_UKERNEL_TRANSPOSEC(avx, xnn_x32_transposec_ukernel__8x8_avx, 8, 8)
XNN_UKERNEL_TRANSPOSEC_STREAM(avx, xnn_x32_transposec_ukernel__16x8_avx_nt, 16, 8)
XNN_UKERNEL_TRANSPOSEC(avx512f, xnn_x32_transposec_ukernel__16x32_avx512f, 16, 32)
XNN_UKERNEL_TRANSPOSEC(avx512f, xnn_x32_transposec_ukernel__16x16_avx512f, 16, 16)
XNN_UKERNEL_TRANSPOSEC(neon, xnn_x32_transposec_ukernel__4x4_neon, 4, 4)
XNN_UKERNEL_TRANSPOSEC(neon, xnn_x32_transposec_ukernel__8x8_neon, 8, 8)
XNN_UKERNEL_TRANSPOSEC(wasmsimd, xnn_x32_transposec_ukernel__4x4_wasmsimd, 4, 4)
