// Table: f16 multipass depthwise convolution kernels with output clamping (any kernel size above the first pass).
// Include with XNN_UKERNEL_DWCONV_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile,
// channel_round) defined; the columns are the f32 table's (src/ukernels/f32-dwconv/multipass-table.h). The scratch
// buffer holds fp32 sums, halves for the native (`xnn_f16_dwconv`) rows (f16-dwconv.h).

XNN_UKERNEL_DWCONV_MULTIPASS(scalar, xnn_f16_f32acc_dwconv_minmax_ukernel_5f5m5l2c1s1r__scalar, 5, 5, 5, 2, 1, 1)
XNN_UKERNEL_DWCONV_MULTIPASS(avx2, xnn_f16_f32acc_dwconv_minmax_ukernel_5f5m5l16c8s8r__avx2, 5, 5, 5, 16, 8, 8)
XNN_UKERNEL_DWCONV_MULTIPASS(avx512skx, xnn_f16_f32acc_dwconv_minmax_ukernel_5f5m5l32c16s16r__avx512skx, 5, 5, 5, 32,
                             16, 16)
XNN_UKERNEL_DWCONV_MULTIPASS(neonfma, xnn_f16_f32acc_dwconv_minmax_ukernel_5f5m5l8c4s4r__neonfma, 5, 5, 5, 8, 4, 4)
XNN_UKERNEL_DWCONV_MULTIPASS(neonfp16arith, xnn_f16_dwconv_minmax_ukernel_5f5m5l16c8s8r__neonfp16arith, 5, 5, 5, 16,
                             8, 8)
XNN_UKERNEL_DWCONV_MULTIPASS(wasmsimd, xnn_f16_f32acc_dwconv_minmax_ukernel_5f5m5l8c4s4r__wasmsimd, 5, 5, 5, 8, 4, 4)
