// Table: f16 -> f32 conversion kernels. Include with XNN_UKERNEL_VCVT(isa, fn, tile) defined.
// Rows of one ISA are listed best first (dispatch takes the first of the newest enabled ISA).
XNN_UKERNEL_VCVT(scalar, xnn_f16_f32_vcvt_ukernel__scalar_u4, 4)
XNN_UKERNEL_VCVT(scalar, xnn_f16_f32_vcvt_ukernel__scalar_u1, 1)
XNN_UKERNEL_VCVT(f16c, xnn_f16_f32_vcvt_ukernel__f16c_u16, 16)
XNN_UKERNEL_VCVT(f16c, xnn_f16_f32_vcvt_ukernel__f16c_u8, 8)
XNN_UKERNEL_VCVT(avx512skx, xnn_f16_f32_vcvt_ukernel__avx512skx_u16, 16)
XNN_UKERNEL_VCVT(avx512skx, xnn_f16_f32_vcvt_ukernel__avx512skx_u32, 32)
XNN_UKERNEL_VCVT(neon, xnn_f16_f32_vcvt_ukernel__neonfp16_u16, 16)
XNN_UKERNEL_VCVT(neon, xnn_f16_f32_vcvt_ukernel__neonfp16_u8, 8)
XNN_UKERNEL_VCVT(wasmsimd, xnn_f16_f32_vcvt_ukernel__wasmsimd_int16_u16, 16)
XNN_UKERNEL_VCVT(wasmsimd, xnn_f16_f32_vcvt_ukernel__wasmsimd_int16_u8, 8)
