// Table: f32 softmax middle pass. Include with XNN_UKERNEL_RADDSTOREEXPMINUSMAX(isa, fn, tile, accumulators) and
// XNN_UKERNEL_RADDSTOREEXPMINUSMAX_FAST (the same columns) defined. Rows of one ISA are listed best first (dispatch
// takes the first of the newest enabled ISA). A _FAST row is the faster variant (exp within 2.5 ULP instead of 1,
// docs/kernels.md), taken unless the softmax operator gets XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC, as in XNNPACK.
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(scalar, xnn_f32_raddstoreexpminusmax_ukernel__scalar_u4_acc2, 4, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX_FAST(sse2, xnn_f32_raddstoreexpminusmax_ukernel__sse2_p5_u16_acc2, 16, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(sse2, xnn_f32_raddstoreexpminusmax_ukernel__sse2_u16_acc2, 16, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(avx, xnn_f32_raddstoreexpminusmax_ukernel__avx_u32_acc2, 32, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX_FAST(avx2, xnn_f32_raddstoreexpminusmax_ukernel__avx2_p5_u32_acc2, 32, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(avx2, xnn_f32_raddstoreexpminusmax_ukernel__avx2_u32_acc2, 32, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(avx2, xnn_f32_raddstoreexpminusmax_ukernel__avx2_u64_acc2, 64, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(avx512f, xnn_f32_raddstoreexpminusmax_ukernel__avx512f_u64_acc2, 64, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(neon, xnn_f32_raddstoreexpminusmax_ukernel__neon_u16_acc2, 16, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(neonfma, xnn_f32_raddstoreexpminusmax_ukernel__neonfma_u16_acc2, 16, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(wasmsimd, xnn_f32_raddstoreexpminusmax_ukernel__wasmsimd_u16_acc2, 16, 2)
