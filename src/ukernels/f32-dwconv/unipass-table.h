// Table: f32 unipass depthwise convolution kernels with output clamping. Include with
// XNN_UKERNEL_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile) and
// XNN_UKERNEL_DWCONV_ROWS(the same columns, partials) defined. Rows of one ISA and primary tile are listed best first:
// src/configs/f32-dwconv-config.cc takes the first row of the newest enabled ISA for each primary tile.
// pixel_tile > 1 (`_px<N>`): N output pixels computed together, one accumulator each, with the weights held in
// registers and each input that several of them read (pixels of a stride-1 or stride-2 square kernel share columns)
// loaded once: taps + N accumulators + an input (per register of the tile) must fit the register file.
// _ROWS rows (`_px<N>_rows`): pixel-tiled rows that also address the groups whose pointers are affine (a row's
// interior: column j of a kernel row at its first column + j * pixel stride) from row bases instead of loading a
// pointer per input, each pixel summing its taps into `partials` independent sums (shorter FMA chains;
// dwconv_group_rows in dwconv-template.h).
// channel_subtile is the ISA's register width: channels past the last whole channel_tile run one register at a time.
// The avx and fma3 3x3 orders are measured (bench/f32-dwconv-bench; docs/kernels.md, "Measurements behind the
// tables"): _px4 first, since _px8 spills on 16 registers, and no _rows row measured reliably faster (px4_rows ties
// it within noise, px3_rows and px2_rows are slower: "Row-addressed groups" there). The first one-pixel row of an
// ISA is what the config takes for aliased input strides (f32-dwconv-config.h): fma3's 9p16c, measured 5-15% faster
// than 9p8c there. The NEON, WASM and AVX-512
// orders and the 3/4/25-tap orders are unmeasured.

XNN_UKERNEL_DWCONV(scalar, xnn_f32_dwconv_minmax_ukernel_3p1c__scalar, 3, 1, 1, 1)
XNN_UKERNEL_DWCONV(scalar, xnn_f32_dwconv_minmax_ukernel_3p2c__scalar, 3, 2, 1, 1)
XNN_UKERNEL_DWCONV(sse2, xnn_f32_dwconv_minmax_ukernel_3p4c__sse2, 3, 4, 4, 1)
XNN_UKERNEL_DWCONV(sse2, xnn_f32_dwconv_minmax_ukernel_3p8c__sse2, 3, 8, 4, 1)
XNN_UKERNEL_DWCONV(avx, xnn_f32_dwconv_minmax_ukernel_3p8c__avx, 3, 8, 8, 1)
XNN_UKERNEL_DWCONV(avx, xnn_f32_dwconv_minmax_ukernel_3p16c__avx, 3, 16, 8, 1)
XNN_UKERNEL_DWCONV(fma3, xnn_f32_dwconv_minmax_ukernel_3p16c__fma3_px8, 3, 16, 8, 8)
XNN_UKERNEL_DWCONV(fma3, xnn_f32_dwconv_minmax_ukernel_3p8c__fma3, 3, 8, 8, 1)
XNN_UKERNEL_DWCONV(fma3, xnn_f32_dwconv_minmax_ukernel_3p16c__fma3, 3, 16, 8, 1)
XNN_UKERNEL_DWCONV(avx512f, xnn_f32_dwconv_minmax_ukernel_3p32c__avx512f_px8, 3, 32, 16, 8)
XNN_UKERNEL_DWCONV(avx512f, xnn_f32_dwconv_minmax_ukernel_3p16c__avx512f, 3, 16, 16, 1)
XNN_UKERNEL_DWCONV(avx512f, xnn_f32_dwconv_minmax_ukernel_3p32c__avx512f, 3, 32, 16, 1)
XNN_UKERNEL_DWCONV(neon, xnn_f32_dwconv_minmax_ukernel_3p4c__neon, 3, 4, 4, 1)
XNN_UKERNEL_DWCONV(neon, xnn_f32_dwconv_minmax_ukernel_3p8c__neon, 3, 8, 4, 1)
XNN_UKERNEL_DWCONV(neonfma, xnn_f32_dwconv_minmax_ukernel_3p8c__neonfma_px8, 3, 8, 4, 8)
XNN_UKERNEL_DWCONV(neonfma, xnn_f32_dwconv_minmax_ukernel_3p4c__neonfma, 3, 4, 4, 1)
XNN_UKERNEL_DWCONV(neonfma, xnn_f32_dwconv_minmax_ukernel_3p8c__neonfma, 3, 8, 4, 1)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f32_dwconv_minmax_ukernel_3p4c__wasmsimd, 3, 4, 4, 1)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f32_dwconv_minmax_ukernel_3p8c__wasmsimd, 3, 8, 4, 1)

XNN_UKERNEL_DWCONV(scalar, xnn_f32_dwconv_minmax_ukernel_4p1c__scalar, 4, 1, 1, 1)
XNN_UKERNEL_DWCONV(scalar, xnn_f32_dwconv_minmax_ukernel_4p2c__scalar, 4, 2, 1, 1)
XNN_UKERNEL_DWCONV(sse2, xnn_f32_dwconv_minmax_ukernel_4p4c__sse2, 4, 4, 4, 1)
XNN_UKERNEL_DWCONV(sse2, xnn_f32_dwconv_minmax_ukernel_4p8c__sse2, 4, 8, 4, 1)
XNN_UKERNEL_DWCONV(avx, xnn_f32_dwconv_minmax_ukernel_4p8c__avx, 4, 8, 8, 1)
XNN_UKERNEL_DWCONV(avx, xnn_f32_dwconv_minmax_ukernel_4p16c__avx, 4, 16, 8, 1)
XNN_UKERNEL_DWCONV(fma3, xnn_f32_dwconv_minmax_ukernel_4p16c__fma3_px8, 4, 16, 8, 8)
XNN_UKERNEL_DWCONV(fma3, xnn_f32_dwconv_minmax_ukernel_4p8c__fma3, 4, 8, 8, 1)
XNN_UKERNEL_DWCONV(fma3, xnn_f32_dwconv_minmax_ukernel_4p16c__fma3, 4, 16, 8, 1)
XNN_UKERNEL_DWCONV(avx512f, xnn_f32_dwconv_minmax_ukernel_4p32c__avx512f_px8, 4, 32, 16, 8)
XNN_UKERNEL_DWCONV(avx512f, xnn_f32_dwconv_minmax_ukernel_4p16c__avx512f, 4, 16, 16, 1)
XNN_UKERNEL_DWCONV(avx512f, xnn_f32_dwconv_minmax_ukernel_4p32c__avx512f, 4, 32, 16, 1)
XNN_UKERNEL_DWCONV(neon, xnn_f32_dwconv_minmax_ukernel_4p4c__neon, 4, 4, 4, 1)
XNN_UKERNEL_DWCONV(neon, xnn_f32_dwconv_minmax_ukernel_4p8c__neon, 4, 8, 4, 1)
XNN_UKERNEL_DWCONV(neonfma, xnn_f32_dwconv_minmax_ukernel_4p8c__neonfma_px8, 4, 8, 4, 8)
XNN_UKERNEL_DWCONV(neonfma, xnn_f32_dwconv_minmax_ukernel_4p4c__neonfma, 4, 4, 4, 1)
XNN_UKERNEL_DWCONV(neonfma, xnn_f32_dwconv_minmax_ukernel_4p8c__neonfma, 4, 8, 4, 1)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f32_dwconv_minmax_ukernel_4p4c__wasmsimd, 4, 4, 4, 1)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f32_dwconv_minmax_ukernel_4p8c__wasmsimd, 4, 8, 4, 1)

XNN_UKERNEL_DWCONV(scalar, xnn_f32_dwconv_minmax_ukernel_9p1c__scalar, 9, 1, 1, 1)
XNN_UKERNEL_DWCONV(scalar, xnn_f32_dwconv_minmax_ukernel_9p2c__scalar, 9, 2, 1, 1)
XNN_UKERNEL_DWCONV(sse2, xnn_f32_dwconv_minmax_ukernel_9p4c__sse2, 9, 4, 4, 1)
XNN_UKERNEL_DWCONV(sse2, xnn_f32_dwconv_minmax_ukernel_9p4c__sse2_px4, 9, 4, 4, 4)
XNN_UKERNEL_DWCONV(sse2, xnn_f32_dwconv_minmax_ukernel_9p8c__sse2, 9, 8, 4, 1)
XNN_UKERNEL_DWCONV(avx, xnn_f32_dwconv_minmax_ukernel_9p8c__avx_px4, 9, 8, 8, 4)
XNN_UKERNEL_DWCONV(avx, xnn_f32_dwconv_minmax_ukernel_9p8c__avx, 9, 8, 8, 1)
XNN_UKERNEL_DWCONV(avx, xnn_f32_dwconv_minmax_ukernel_9p16c__avx, 9, 16, 8, 1)
XNN_UKERNEL_DWCONV(fma3, xnn_f32_dwconv_minmax_ukernel_9p8c__fma3_px4, 9, 8, 8, 4)
XNN_UKERNEL_DWCONV_ROWS(fma3, xnn_f32_dwconv_minmax_ukernel_9p8c__fma3_px4_rows, 9, 8, 8, 4, 1)
XNN_UKERNEL_DWCONV_ROWS(fma3, xnn_f32_dwconv_minmax_ukernel_9p8c__fma3_px3_rows, 9, 8, 8, 3, 2)
XNN_UKERNEL_DWCONV_ROWS(fma3, xnn_f32_dwconv_minmax_ukernel_9p8c__fma3_px2_rows, 9, 8, 8, 2, 3)
XNN_UKERNEL_DWCONV(fma3, xnn_f32_dwconv_minmax_ukernel_9p16c__fma3, 9, 16, 8, 1)
XNN_UKERNEL_DWCONV(fma3, xnn_f32_dwconv_minmax_ukernel_9p8c__fma3, 9, 8, 8, 1)
XNN_UKERNEL_DWCONV(avx512f, xnn_f32_dwconv_minmax_ukernel_9p16c__avx512f_px8, 9, 16, 16, 8)
XNN_UKERNEL_DWCONV(avx512f, xnn_f32_dwconv_minmax_ukernel_9p16c__avx512f, 9, 16, 16, 1)
XNN_UKERNEL_DWCONV(avx512f, xnn_f32_dwconv_minmax_ukernel_9p32c__avx512f, 9, 32, 16, 1)
XNN_UKERNEL_DWCONV(neon, xnn_f32_dwconv_minmax_ukernel_9p4c__neon_px8, 9, 4, 4, 8)
XNN_UKERNEL_DWCONV(neon, xnn_f32_dwconv_minmax_ukernel_9p4c__neon, 9, 4, 4, 1)
XNN_UKERNEL_DWCONV(neon, xnn_f32_dwconv_minmax_ukernel_9p8c__neon, 9, 8, 4, 1)
XNN_UKERNEL_DWCONV(neonfma, xnn_f32_dwconv_minmax_ukernel_9p4c__neonfma_px8, 9, 4, 4, 8)
XNN_UKERNEL_DWCONV(neonfma, xnn_f32_dwconv_minmax_ukernel_9p4c__neonfma, 9, 4, 4, 1)
XNN_UKERNEL_DWCONV(neonfma, xnn_f32_dwconv_minmax_ukernel_9p8c__neonfma, 9, 8, 4, 1)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f32_dwconv_minmax_ukernel_9p4c__wasmsimd_px4, 9, 4, 4, 4)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f32_dwconv_minmax_ukernel_9p4c__wasmsimd, 9, 4, 4, 1)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f32_dwconv_minmax_ukernel_9p8c__wasmsimd, 9, 8, 4, 1)

XNN_UKERNEL_DWCONV(scalar, xnn_f32_dwconv_minmax_ukernel_25p1c__scalar, 25, 1, 1, 1)
XNN_UKERNEL_DWCONV(scalar, xnn_f32_dwconv_minmax_ukernel_25p2c__scalar, 25, 2, 1, 1)
XNN_UKERNEL_DWCONV(sse2, xnn_f32_dwconv_minmax_ukernel_25p4c__sse2, 25, 4, 4, 1)
XNN_UKERNEL_DWCONV(sse2, xnn_f32_dwconv_minmax_ukernel_25p8c__sse2, 25, 8, 4, 1)
XNN_UKERNEL_DWCONV(avx, xnn_f32_dwconv_minmax_ukernel_25p8c__avx, 25, 8, 8, 1)
XNN_UKERNEL_DWCONV(avx, xnn_f32_dwconv_minmax_ukernel_25p16c__avx, 25, 16, 8, 1)
XNN_UKERNEL_DWCONV(fma3, xnn_f32_dwconv_minmax_ukernel_25p8c__fma3, 25, 8, 8, 1)
XNN_UKERNEL_DWCONV(fma3, xnn_f32_dwconv_minmax_ukernel_25p16c__fma3, 25, 16, 8, 1)
XNN_UKERNEL_DWCONV(avx512f, xnn_f32_dwconv_minmax_ukernel_25p16c__avx512f_px4, 25, 16, 16, 4)
XNN_UKERNEL_DWCONV(avx512f, xnn_f32_dwconv_minmax_ukernel_25p16c__avx512f, 25, 16, 16, 1)
XNN_UKERNEL_DWCONV(avx512f, xnn_f32_dwconv_minmax_ukernel_25p32c__avx512f, 25, 32, 16, 1)
XNN_UKERNEL_DWCONV(neon, xnn_f32_dwconv_minmax_ukernel_25p4c__neon, 25, 4, 4, 1)
XNN_UKERNEL_DWCONV(neon, xnn_f32_dwconv_minmax_ukernel_25p8c__neon, 25, 8, 4, 1)
XNN_UKERNEL_DWCONV(neonfma, xnn_f32_dwconv_minmax_ukernel_25p4c__neonfma, 25, 4, 4, 1)
XNN_UKERNEL_DWCONV(neonfma, xnn_f32_dwconv_minmax_ukernel_25p8c__neonfma, 25, 8, 4, 1)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f32_dwconv_minmax_ukernel_25p4c__wasmsimd, 25, 4, 4, 1)
XNN_UKERNEL_DWCONV(wasmsimd, xnn_f32_dwconv_minmax_ukernel_25p8c__wasmsimd, 25, 8, 4, 1)
