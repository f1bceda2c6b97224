// Table: qu8 multipass depthwise convolution kernels with fp32 requantization (any kernel size above the first
// pass). Include with XNN_UKERNEL_QU8_DWCONV_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile,
// channel_round) defined. channel_subtile = channel_round = the ISA's register width in int32 lanes. XNNPACK has no
// qu8 multipass kernels; the names follow its grammar and the qs8-qc8w rows.

XNN_UKERNEL_QU8_DWCONV_MULTIPASS(scalar, xnn_qu8_dwconv_minmax_fp32_ukernel_5f5m5l1c1s1r__scalar_fmagic, 5, 5, 5, 1, 1, 1)
XNN_UKERNEL_QU8_DWCONV_MULTIPASS(sse41, xnn_qu8_dwconv_minmax_fp32_ukernel_5f5m5l8c4s4r__sse41_mul32, 5, 5, 5, 8, 4, 4)
XNN_UKERNEL_QU8_DWCONV_MULTIPASS(avx2, xnn_qu8_dwconv_minmax_fp32_ukernel_5f5m5l16c8s8r__avx2_mul32, 5, 5, 5, 16, 8, 8)
XNN_UKERNEL_QU8_DWCONV_MULTIPASS(avx512skx, xnn_qu8_dwconv_minmax_fp32_ukernel_5f5m5l32c16s16r__avx512skx_mul32, 5, 5, 5, 32, 16, 16)
XNN_UKERNEL_QU8_DWCONV_MULTIPASS(neon, xnn_qu8_dwconv_minmax_fp32_ukernel_5f5m5l16c8s8r__neon_mul16, 5, 5, 5, 16, 8, 8)
XNN_UKERNEL_QU8_DWCONV_MULTIPASS(wasmsimd, xnn_qu8_dwconv_minmax_fp32_ukernel_5f5m5l16c8s8r__wasmsimd_mul16, 5, 5, 5, 16, 8, 8)
