// Table: f16 bilinear interpolation. Include with XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile) defined; the channel
// tile is a whole number of fp32 registers (the f32 rows' tiles). Rows of one ISA are listed best first.
XNN_UKERNEL_IBILINEAR(scalar, xnn_f16_f32acc_ibilinear_ukernel__scalar_c2, 2)
XNN_UKERNEL_IBILINEAR(f16c, xnn_f16_f32acc_ibilinear_ukernel__f16c_c16, 16)
XNN_UKERNEL_IBILINEAR(avx512skx, xnn_f16_f32acc_ibilinear_ukernel__avx512skx_c32, 32)
XNN_UKERNEL_IBILINEAR(neon, xnn_f16_f32acc_ibilinear_ukernel__neon_c8, 8)
XNN_UKERNEL_IBILINEAR(neonfp16arith, xnn_f16_ibilinear_ukernel__neonfp16arith_c8, 8)
XNN_UKERNEL_IBILINEAR(wasmsimd, xnn_f16_f32acc_ibilinear_ukernel__wasmsimd_c8, 8)
