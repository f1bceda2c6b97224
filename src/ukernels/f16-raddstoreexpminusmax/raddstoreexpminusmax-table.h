// Table: f16 softmax middle pass. Include with XNN_UKERNEL_RADDSTOREEXPMINUSMAX(isa, fn, tile, accumulators) defined.
// The f32 rows' template and exp over a V that converts halves on load and rounds on store (f16c: the avx exp; avx2
// the FMA one). Rows of one ISA are listed best first (dispatch takes the first of the newest enabled ISA).
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(scalar, xnn_f16_raddstoreexpminusmax_ukernel__scalar_u4_acc2, 4, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(f16c, xnn_f16_raddstoreexpminusmax_ukernel__f16c_u32_acc2, 32, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(avx2, xnn_f16_raddstoreexpminusmax_ukernel__avx2_u32_acc2, 32, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(avx512skx, xnn_f16_raddstoreexpminusmax_ukernel__avx512skx_u64_acc2, 64, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(neon, xnn_f16_raddstoreexpminusmax_ukernel__neonfp16_u16_acc2, 16, 2)
XNN_UKERNEL_RADDSTOREEXPMINUSMAX(wasmsimd, xnn_f16_raddstoreexpminusmax_ukernel__wasmsimd_u16_acc2, 16, 2)
