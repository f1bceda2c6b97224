// Table: qs8-qc8w unipass depthwise convolution kernels with fp32 requantization. Include with
// XNN_UKERNEL_QS8_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile) defined. Rows of one ISA and primary
// tile are listed best first (src/configs/qs8-qc8w-dwconv-config.cc takes the first row of the newest enabled ISA
// for each primary tile); the orders are measured on an AVX-512 Xeon (docs/kernels.md, "qs8-qc8w depthwise
// convolution"), the NEON and WASM ones are not. channel_subtile is the ISA's register width in int32 lanes:
// channels past the last whole channel_tile run one register at a time.

XNN_UKERNEL_QS8_DWCONV(scalar, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p2c__scalar_fmagic, 9, 2, 1)
XNN_UKERNEL_QS8_DWCONV(scalar, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p1c__scalar_fmagic, 9, 1, 1)
XNN_UKERNEL_QS8_DWCONV(sse41, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p8c__sse41_mul32, 9, 8, 4)
XNN_UKERNEL_QS8_DWCONV(sse41, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p16c__sse41_mul32, 9, 16, 4)
XNN_UKERNEL_QS8_DWCONV(avx2, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p16c__avx2_mul32, 9, 16, 8)
XNN_UKERNEL_QS8_DWCONV(avx2, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p8c__avx2_mul32, 9, 8, 8)
XNN_UKERNEL_QS8_DWCONV(avxvnni, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p8c__avxvnni_mul32, 9, 8, 8)
XNN_UKERNEL_QS8_DWCONV(avxvnni, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p16c__avxvnni_mul32, 9, 16, 8)
XNN_UKERNEL_QS8_DWCONV(avx512skx, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p32c__avx512skx_mul32, 9, 32, 16)
XNN_UKERNEL_QS8_DWCONV(avx512skx, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p16c__avx512skx_mul32, 9, 16, 16)
XNN_UKERNEL_QS8_DWCONV(avx512vnni, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p32c__avx512vnni_mul32, 9, 32, 16)
XNN_UKERNEL_QS8_DWCONV(avx512vnni, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p16c__avx512vnni_mul32, 9, 16, 16)
XNN_UKERNEL_QS8_DWCONV(neon, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p16c__neon_mul16, 9, 16, 8)
XNN_UKERNEL_QS8_DWCONV(neon, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p8c__neon_mul16, 9, 8, 8)
XNN_UKERNEL_QS8_DWCONV(wasmsimd, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p16c__wasmsimd_mul16, 9, 16, 8)
XNN_UKERNEL_QS8_DWCONV(wasmsimd, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_9p8c__wasmsimd_mul16, 9, 8, 8)

XNN_UKERNEL_QS8_DWCONV(scalar, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p2c__scalar_fmagic, 25, 2, 1)
XNN_UKERNEL_QS8_DWCONV(scalar, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p1c__scalar_fmagic, 25, 1, 1)
XNN_UKERNEL_QS8_DWCONV(sse41, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p8c__sse41_mul32, 25, 8, 4)
XNN_UKERNEL_QS8_DWCONV(sse41, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p16c__sse41_mul32, 25, 16, 4)
XNN_UKERNEL_QS8_DWCONV(avx2, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p8c__avx2_mul32, 25, 8, 8)
XNN_UKERNEL_QS8_DWCONV(avx2, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p16c__avx2_mul32, 25, 16, 8)
XNN_UKERNEL_QS8_DWCONV(avxvnni, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p16c__avxvnni_mul32, 25, 16, 8)
XNN_UKERNEL_QS8_DWCONV(avxvnni, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p8c__avxvnni_mul32, 25, 8, 8)
XNN_UKERNEL_QS8_DWCONV(avx512skx, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p16c__avx512skx_mul32, 25, 16, 16)
XNN_UKERNEL_QS8_DWCONV(avx512skx, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p32c__avx512skx_mul32, 25, 32, 16)
XNN_UKERNEL_QS8_DWCONV(avx512vnni, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p16c__avx512vnni_mul32, 25, 16, 16)
XNN_UKERNEL_QS8_DWCONV(avx512vnni, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p32c__avx512vnni_mul32, 25, 32, 16)
XNN_UKERNEL_QS8_DWCONV(neon, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p16c__neon_mul16, 25, 16, 8)
XNN_UKERNEL_QS8_DWCONV(neon, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p8c__neon_mul16, 25, 8, 8)
XNN_UKERNEL_QS8_DWCONV(wasmsimd, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p16c__wasmsimd_mul16, 25, 16, 8)
XNN_UKERNEL_QS8_DWCONV(wasmsimd, xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p8c__wasmsimd_mul16, 25, 8, 8)
