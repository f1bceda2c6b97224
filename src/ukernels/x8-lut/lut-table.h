// Table: 8-bit table-lookup kernels. Include with XNN_UKERNEL_LUT(isa, fn, tile) defined.
// Rows of one ISA are listed best first (dispatch takes the first of the newest enabled ISA). No SSSE3 rows: 32
// pshufb per 16 bytes ran slower than the scalar loads on Sapphire Rapids (docs/kernels.md, "8-bit table lookup").
XNN_UKERNEL_LUT(scalar, xnn_x8_lut_ukernel__scalar_u4, 4)
XNN_UKERNEL_LUT(scalar, xnn_x8_lut_ukernel__scalar_u1, 1)
XNN_UKERNEL_LUT(avx2, xnn_x8_lut_ukernel__avx2_u32, 32)
XNN_UKERNEL_LUT(avx2, xnn_x8_lut_ukernel__avx2_u64, 64)
XNN_UKERNEL_LUT(avx512skx, xnn_x8_lut_ukernel__avx512skx_vpshufb_u64, 64)
XNN_UKERNEL_LUT(avx512skx, xnn_x8_lut_ukernel__avx512skx_vpshufb_u128, 128)
XNN_UKERNEL_LUT(avx512vbmi, xnn_x8_lut_ukernel__avx512vbmi_vpermx2b_u128, 128)
XNN_UKERNEL_LUT(avx512vbmi, xnn_x8_lut_ukernel__avx512vbmi_vpermx2b_u64, 64)
XNN_UKERNEL_LUT(avx512vbmi, xnn_x8_lut_ukernel__avx512vbmi_vpermx2b_u256, 256)
XNN_UKERNEL_LUT(neon, xnn_x8_lut_ukernel__aarch64_neon_tbx128x4_u64, 64)
XNN_UKERNEL_LUT(neon, xnn_x8_lut_ukernel__aarch64_neon_tbx128x4_u32, 32)
XNN_UKERNEL_LUT(neon, xnn_x8_lut_ukernel__aarch64_neon_tbx128x4_u16, 16)
XNN_UKERNEL_LUT(wasmsimd, xnn_x8_lut_ukernel__wasmsimd_u32, 32)
XNN_UKERNEL_LUT(wasmsimd, xnn_x8_lut_ukernel__wasmsimd_u16, 16)
