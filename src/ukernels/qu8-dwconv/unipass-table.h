// Table: qu8 unipass depthwise convolution kernels with fp32 requantization. Include with
// XNN_UKERNEL_QU8_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile) defined. Rows of one ISA and primary
// tile are listed best first (src/configs/qu8-dwconv-config.cc takes the first row of the newest enabled ISA for
// each primary tile); the x86 orders are the qs8-qc8w ones (the same body), the NEON and WASM ones are not measured.
// channel_subtile is the ISA's register width in int32 lanes.

XNN_UKERNEL_QU8_DWCONV(scalar, xnn_qu8_dwconv_minmax_fp32_ukernel_9p2c__scalar_fmagic, 9, 2, 1)
XNN_UKERNEL_QU8_DWCONV(scalar, xnn_qu8_dwconv_minmax_fp32_ukernel_9p1c__scalar_fmagic, 9, 1, 1)
XNN_UKERNEL_QU8_DWCONV(sse41, xnn_qu8_dwconv_minmax_fp32_ukernel_9p8c__sse41_mul32, 9, 8, 4)
XNN_UKERNEL_QU8_DWCONV(sse41, xnn_qu8_dwconv_minmax_fp32_ukernel_9p16c__sse41_mul32, 9, 16, 4)
XNN_UKERNEL_QU8_DWCONV(avx2, xnn_qu8_dwconv_minmax_fp32_ukernel_9p16c__avx2_mul32, 9, 16, 8)
XNN_UKERNEL_QU8_DWCONV(avx2, xnn_qu8_dwconv_minmax_fp32_ukernel_9p8c__avx2_mul32, 9, 8, 8)
XNN_UKERNEL_QU8_DWCONV(avx512skx, xnn_qu8_dwconv_minmax_fp32_ukernel_9p32c__avx512skx_mul32, 9, 32, 16)
XNN_UKERNEL_QU8_DWCONV(avx512skx, xnn_qu8_dwconv_minmax_fp32_ukernel_9p16c__avx512skx_mul32, 9, 16, 16)
XNN_UKERNEL_QU8_DWCONV(neon, xnn_qu8_dwconv_minmax_fp32_ukernel_9p16c__neon_mul16, 9, 16, 8)
XNN_UKERNEL_QU8_DWCONV(neon, xnn_qu8_dwconv_minmax_fp32_ukernel_9p8c__neon_mul16, 9, 8, 8)
XNN_UKERNEL_QU8_DWCONV(wasmsimd, xnn_qu8_dwconv_minmax_fp32_ukernel_9p16c__wasmsimd_mul16, 9, 16, 8)
XNN_UKERNEL_QU8_DWCONV(wasmsimd, xnn_qu8_dwconv_minmax_fp32_ukernel_9p8c__wasmsimd_mul16, 9, 8, 8)

XNN_UKERNEL_QU8_DWCONV(scalar, xnn_qu8_dwconv_minmax_fp32_ukernel_25p2c__scalar_fmagic, 25, 2, 1)
XNN_UKERNEL_QU8_DWCONV(scalar, xnn_qu8_dwconv_minmax_fp32_ukernel_25p1c__scalar_fmagic, 25, 1, 1)
XNN_UKERNEL_QU8_DWCONV(sse41, xnn_qu8_dwconv_minmax_fp32_ukernel_25p8c__sse41_mul32, 25, 8, 4)
XNN_UKERNEL_QU8_DWCONV(sse41, xnn_qu8_dwconv_minmax_fp32_ukernel_25p16c__sse41_mul32, 25, 16, 4)
XNN_UKERNEL_QU8_DWCONV(avx2, xnn_qu8_dwconv_minmax_fp32_ukernel_25p8c__avx2_mul32, 25, 8, 8)
XNN_UKERNEL_QU8_DWCONV(avx2, xnn_qu8_dwconv_minmax_fp32_ukernel_25p16c__avx2_mul32, 25, 16, 8)
XNN_UKERNEL_QU8_DWCONV(avx512skx, xnn_qu8_dwconv_minmax_fp32_ukernel_25p16c__avx512skx_mul32, 25, 16, 16)
XNN_UKERNEL_QU8_DWCONV(avx512skx, xnn_qu8_dwconv_minmax_fp32_ukernel_25p32c__avx512skx_mul32, 25, 32, 16)
XNN_UKERNEL_QU8_DWCONV(neon, xnn_qu8_dwconv_minmax_fp32_ukernel_25p16c__neon_mul16, 25, 16, 8)
XNN_UKERNEL_QU8_DWCONV(neon, xnn_qu8_dwconv_minmax_fp32_ukernel_25p8c__neon_mul16, 25, 8, 8)
XNN_UKERNEL_QU8_DWCONV(wasmsimd, xnn_qu8_dwconv_minmax_fp32_ukernel_25p16c__wasmsimd_mul16, 25, 16, 8)
XNN_UKERNEL_QU8_DWCONV(wasmsimd, xnn_qu8_dwconv_minmax_fp32_ukernel_25p8c__wasmsimd_mul16, 25, 8, 8)
