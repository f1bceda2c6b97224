// Table: f32 multipass depthwise convolution kernels with output clamping (any kernel size above the first pass).
// Include with XNN_UKERNEL_DWCONV_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile, channel_round)
// defined. Rows of one ISA are listed best first. channel_subtile = channel_round = the ISA's register width: channels
// past the last whole tile run one register at a time, and the scratch buffer holds channels rounded up to it.

XNN_UKERNEL_DWCONV_MULTIPASS(scalar, xnn_f32_dwconv_minmax_ukernel_5f5m5l2c1s1r__scalar, 5, 5, 5, 2, 1, 1)
XNN_UKERNEL_DWCONV_MULTIPASS(scalar, xnn_f32_dwconv_minmax_ukernel_2f2m2l1c1s1r__scalar, 2, 2, 2, 1, 1, 1)
XNN_UKERNEL_DWCONV_MULTIPASS(sse2, xnn_f32_dwconv_minmax_ukernel_5f5m5l8c4s4r__sse2, 5, 5, 5, 8, 4, 4)
XNN_UKERNEL_DWCONV_MULTIPASS(sse2, xnn_f32_dwconv_minmax_ukernel_2f2m2l4c4s4r__sse2, 2, 2, 2, 4, 4, 4)
XNN_UKERNEL_DWCONV_MULTIPASS(avx, xnn_f32_dwconv_minmax_ukernel_5f5m5l16c8s8r__avx, 5, 5, 5, 16, 8, 8)
XNN_UKERNEL_DWCONV_MULTIPASS(avx, xnn_f32_dwconv_minmax_ukernel_2f2m2l8c8s8r__avx, 2, 2, 2, 8, 8, 8)
XNN_UKERNEL_DWCONV_MULTIPASS(fma3, xnn_f32_dwconv_minmax_ukernel_5f5m5l16c8s8r__fma3, 5, 5, 5, 16, 8, 8)
XNN_UKERNEL_DWCONV_MULTIPASS(fma3, xnn_f32_dwconv_minmax_ukernel_2f2m2l8c8s8r__fma3, 2, 2, 2, 8, 8, 8)
XNN_UKERNEL_DWCONV_MULTIPASS(avx512f, xnn_f32_dwconv_minmax_ukernel_5f5m5l32c16s16r__avx512f, 5, 5, 5, 32, 16, 16)
XNN_UKERNEL_DWCONV_MULTIPASS(avx512f, xnn_f32_dwconv_minmax_ukernel_2f2m2l16c16s16r__avx512f, 2, 2, 2, 16, 16, 16)
XNN_UKERNEL_DWCONV_MULTIPASS(neon, xnn_f32_dwconv_minmax_ukernel_5f5m5l8c4s4r__neon, 5, 5, 5, 8, 4, 4)
XNN_UKERNEL_DWCONV_MULTIPASS(neon, xnn_f32_dwconv_minmax_ukernel_2f2m2l4c4s4r__neon, 2, 2, 2, 4, 4, 4)
XNN_UKERNEL_DWCONV_MULTIPASS(neonfma, xnn_f32_dwconv_minmax_ukernel_5f5m5l8c4s4r__neonfma, 5, 5, 5, 8, 4, 4)
XNN_UKERNEL_DWCONV_MULTIPASS(neonfma, xnn_f32_dwconv_minmax_ukernel_2f2m2l4c4s4r__neonfma, 2, 2, 2, 4, 4, 4)
XNN_UKERNEL_DWCONV_MULTIPASS(wasmsimd, xnn_f32_dwconv_minmax_ukernel_5f5m5l8c4s4r__wasmsimd, 5, 5, 5, 8, 4, 4)
XNN_UKERNEL_DWCONV_MULTIPASS(wasmsimd, xnn_f32_dwconv_minmax_ukernel_2f2m2l4c4s4r__wasmsimd, 2, 2, 2, 4, 4, 4)
