// Table: f32 row sums. Include with XNN_UKERNEL_RSUM(isa, fn, tile, acc) defined; tile = elements per main-loop
// iteration (a whole number of registers), acc = accumulator registers (a power of two dividing the registers).
// Rows of one ISA are listed best first (dispatch takes the first of the newest enabled ISA).
XNN_UKERNEL_RSUM(scalar, xnn_f32_rsum_ukernel__scalar_u4_acc4, 4, 4)
XNN_UKERNEL_RSUM(sse2, xnn_f32_rsum_ukernel__sse2_u32_acc8, 32, 8)
XNN_UKERNEL_RSUM(sse2, xnn_f32_rsum_ukernel__sse2_u16_acc4, 16, 4)
XNN_UKERNEL_RSUM(avx, xnn_f32_rsum_ukernel__avx_u64_acc8, 64, 8)
XNN_UKERNEL_RSUM(avx, xnn_f32_rsum_ukernel__avx_u32_acc4, 32, 4)
XNN_UKERNEL_RSUM(avx512f, xnn_f32_rsum_ukernel__avx512f_u128_acc8, 128, 8)
XNN_UKERNEL_RSUM(avx512f, xnn_f32_rsum_ukernel__avx512f_u64_acc4, 64, 4)
XNN_UKERNEL_RSUM(neon, xnn_f32_rsum_ukernel__neon_u16_acc4, 16, 4)
XNN_UKERNEL_RSUM(wasmsimd, xnn_f32_rsum_ukernel__wasmsimd_u16_acc4, 16, 4)
