// Table: f16 row maximum. Include with XNN_UKERNEL_RMAX(isa, fn, tile, accumulators) defined. f32-reduce's rmax
// template over a V that converts halves on load (the f32 rows' tiles), or over native fp16 registers
// (neonfp16arith: 8 halves each). Rows of one ISA are listed best first
// (dispatch takes the first of the newest enabled ISA).
XNN_UKERNEL_RMAX(scalar, xnn_f16_rmax_ukernel__scalar_u4_acc4, 4, 4)
XNN_UKERNEL_RMAX(f16c, xnn_f16_rmax_ukernel__f16c_u32_acc4, 32, 4)
XNN_UKERNEL_RMAX(avx512skx, xnn_f16_rmax_ukernel__avx512skx_u64_acc4, 64, 4)
XNN_UKERNEL_RMAX(neon, xnn_f16_rmax_ukernel__neonfp16_u16_acc4, 16, 4)
XNN_UKERNEL_RMAX(neonfp16arith, xnn_f16_rmax_ukernel__neonfp16arith_u32_acc4, 32, 4)
XNN_UKERNEL_RMAX(wasmsimd, xnn_f16_rmax_ukernel__wasmsimd_u16_acc4, 16, 4)
