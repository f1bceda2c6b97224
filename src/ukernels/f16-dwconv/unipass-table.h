// Table: f16 unipass depthwise convolution kernels with output clamping. Include with
// XNN_UKERNEL_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile) defined; the columns and the
// order (best first per ISA and primary tile) are the f32 table's (src/ukernels/f32-dwconv/unipass-table.h). The
// x86 and NEON tiles are the f32 rows' (the fp32 registers are the same); the orders are unmeasured.
// `xnn_f16_dwconv` rows (neonfp16arith) compute in native fp16 registers, 8 halves each, with 32 q registers for
// weights, sums and inputs (f16-dwconv.h states their bound); the config takes them where the CPU has FP16
// arithmetic, as XNNPACK does.

XNN_UKERNEL_DWCONV(scalar, xnn_f16_f32acc_dwconv_minmax_ukernel_3p2c__scalar, 3, 2, 1, 1)
XNN_UKERNEL_DWCONV(avx2, xnn_f16_f32acc_dwconv_minmax_ukernel_3p16c__avx2_px8, 3, 16, 8, 8)
XNN_UKERNEL_DWCONV(avx2, xnn_f16_f32acc_dwconv_minmax_ukernel_3p16c__avx2, 3, 16, 8, 1)
XNN_UKERNEL_DWCONV(avx512skx, xnn_f16_f32acc_dwconv_minmax_ukernel_3p32c__avx512skx, 3, 32, 16, 1)
XNN_UKERNEL_DWCONV(neonfma, xnn_f16_f32acc_dwconv_minmax_ukernel_3p8c__neonfma, 3, 8, 4, 1)
XNN_UKERNEL_DWCONV(neonfp16arith, xnn_f16_dwconv_minmax_ukernel_3p16c__neonfp16arith_px8, 3, 16, 8, 8)
XNN_UKERNEL_DWCONV(neonfp16arith, xnn_f16_dwconv_minmax_ukernel_3p8c__neonfp16arith, 3, 8, 8, 1)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f16_f32acc_dwconv_minmax_ukernel_3p8c__wasmsimd, 3, 8, 4, 1)

XNN_UKERNEL_DWCONV(scalar, xnn_f16_f32acc_dwconv_minmax_ukernel_4p2c__scalar, 4, 2, 1, 1)
XNN_UKERNEL_DWCONV(avx2, xnn_f16_f32acc_dwconv_minmax_ukernel_4p16c__avx2, 4, 16, 8, 1)
XNN_UKERNEL_DWCONV(avx512skx, xnn_f16_f32acc_dwconv_minmax_ukernel_4p32c__avx512skx, 4, 32, 16, 1)
XNN_UKERNEL_DWCONV(neonfma, xnn_f16_f32acc_dwconv_minmax_ukernel_4p8c__neonfma, 4, 8, 4, 1)
XNN_UKERNEL_DWCONV(neonfp16arith, xnn_f16_dwconv_minmax_ukernel_4p16c__neonfp16arith_px8, 4, 16, 8, 8)
XNN_UKERNEL_DWCONV(neonfp16arith, xnn_f16_dwconv_minmax_ukernel_4p8c__neonfp16arith, 4, 8, 8, 1)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f16_f32acc_dwconv_minmax_ukernel_4p8c__wasmsimd, 4, 8, 4, 1)

XNN_UKERNEL_DWCONV(scalar, xnn_f16_f32acc_dwconv_minmax_ukernel_9p1c__scalar, 9, 1, 1, 1)
XNN_UKERNEL_DWCONV(scalar, xnn_f16_f32acc_dwconv_minmax_ukernel_9p2c__scalar, 9, 2, 1, 1)
XNN_UKERNEL_DWCONV(avx2, xnn_f16_f32acc_dwconv_minmax_ukernel_9p8c__avx2_px4, 9, 8, 8, 4)
XNN_UKERNEL_DWCONV(avx2, xnn_f16_f32acc_dwconv_minmax_ukernel_9p8c__avx2, 9, 8, 8, 1)
XNN_UKERNEL_DWCONV(avx2, xnn_f16_f32acc_dwconv_minmax_ukernel_9p16c__avx2, 9, 16, 8, 1)
XNN_UKERNEL_DWCONV(avx512skx, xnn_f16_f32acc_dwconv_minmax_ukernel_9p16c__avx512skx_px8, 9, 16, 16, 8)
XNN_UKERNEL_DWCONV(avx512skx, xnn_f16_f32acc_dwconv_minmax_ukernel_9p16c__avx512skx, 9, 16, 16, 1)
XNN_UKERNEL_DWCONV(avx512skx, xnn_f16_f32acc_dwconv_minmax_ukernel_9p32c__avx512skx, 9, 32, 16, 1)
XNN_UKERNEL_DWCONV(neonfma, xnn_f16_f32acc_dwconv_minmax_ukernel_9p4c__neonfma_px8, 9, 4, 4, 8)
XNN_UKERNEL_DWCONV(neonfma, xnn_f16_f32acc_dwconv_minmax_ukernel_9p8c__neonfma, 9, 8, 4, 1)
XNN_UKERNEL_DWCONV(neonfp16arith, xnn_f16_dwconv_minmax_ukernel_9p8c__neonfp16arith_px8, 9, 8, 8, 8)
XNN_UKERNEL_DWCONV(neonfp16arith, xnn_f16_dwconv_minmax_ukernel_9p16c__neonfp16arith, 9, 16, 8, 1)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f16_f32acc_dwconv_minmax_ukernel_9p4c__wasmsimd_px4, 9, 4, 4, 4)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f16_f32acc_dwconv_minmax_ukernel_9p8c__wasmsimd, 9, 8, 4, 1)

XNN_UKERNEL_DWCONV(scalar, xnn_f16_f32acc_dwconv_minmax_ukernel_25p2c__scalar, 25, 2, 1, 1)
XNN_UKERNEL_DWCONV(avx2, xnn_f16_f32acc_dwconv_minmax_ukernel_25p8c__avx2, 25, 8, 8, 1)
XNN_UKERNEL_DWCONV(avx2, xnn_f16_f32acc_dwconv_minmax_ukernel_25p16c__avx2, 25, 16, 8, 1)
XNN_UKERNEL_DWCONV(avx512skx, xnn_f16_f32acc_dwconv_minmax_ukernel_25p16c__avx512skx_px4, 25, 16, 16, 4)
XNN_UKERNEL_DWCONV(avx512skx, xnn_f16_f32acc_dwconv_minmax_ukernel_25p32c__avx512skx, 25, 32, 16, 1)
XNN_UKERNEL_DWCONV(neonfma, xnn_f16_f32acc_dwconv_minmax_ukernel_25p8c__neonfma, 25, 8, 4, 1)
XNN_UKERNEL_DWCONV(neonfp16arith, xnn_f16_dwconv_minmax_ukernel_25p8c__neonfp16arith, 25, 8, 8, 1)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f16_f32acc_dwconv_minmax_ukernel_25p8c__wasmsimd, 25, 8, 4, 1)
