// Table: 64-bit transposes. Include with XNN_UKERNEL_TRANSPOSEC(isa, fn, tile_height, tile_width) defined; both tile
// sizes are multiples of the ISA's lanes. Rows of one ISA are listed best first.
XNN_UKERNEL_TRANSPOSEC(scalar, xnn_x64_transposec_ukernel__2x4_scalar, 2, 4)
XNN_UKERNEL_TRANSPOSEC(scalar, xnn_x64_transposec_ukernel__4x4_scalar, 4, 4)
XNN_UKERNEL_TRANSPOSEC(sse2, xnn_x64_transposec_ukernel__4x4_sse2, 4, 4)
XNN_UKERNEL_TRANSPOSEC(sse2, xnn_x64_transposec_ukernel__2x2_sse2, 2, 2)
XNN_UKERNEL_TRANSPOSEC(avx, xnn_x64_transposec_ukernel__8x8_avx, 8, 8)
XNN_UKERNEL_TRANSPOSEC(avx, xnn_x64_transposec_ukernel__4x4_avx, 4, 4)
XNN_UKERNEL_TRANSPOSEC(avx512f, xnn_x64_transposec_ukernel__8x8_avx512f, 8, 8)
XNN_UKERNEL_TRANSPOSEC(neon, xnn_x64_transposec_ukernel__4x4_neon, 4, 4)
XNN_UKERNEL_TRANSPOSEC(neon, xnn_x64_transposec_ukernel__2x2_neon, 2, 2)
XNN_UKERNEL_TRANSPOSEC(wasmsimd, xnn_x64_transposec_ukernel__4x4_wasmsimd, 4, 4)
XNN_UKERNEL_TRANSPOSEC(wasmsimd, xnn_x64_transposec_ukernel__2x2_wasmsimd, 2, 2)
