// Table: qdu8-f32-qb4w GEMM kernels. Include with XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) defined. Only the VNNI
// ISAs, whose vpdpbusd multiplies unsigned by signed bytes: their qd8-f32-qb4w kernels copy A to flip its sign bit,
// these read A + 128 as given. Each row has the tile of the qd8-f32-qb4w table's row of its ISA (same packed
// weights); rows of one ISA best first, as there (src/configs/qdu8-f32-qb4w-gemm-config.cc).
XNN_UKERNEL_GEMM(avxvnni, xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_8x8c4__avxvnni, 8, 8, 4, 1)
XNN_UKERNEL_GEMM(avxvnni, xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_1x8c4__avxvnni, 1, 8, 4, 1)
XNN_UKERNEL_GEMM(avx512vnni, xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_7x32c4__avx512vnni, 7, 32, 4, 1)
XNN_UKERNEL_GEMM(avx512vnni, xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_10x16c4__avx512vnni, 10, 16, 4, 1)
XNN_UKERNEL_GEMM(avx512vnni, xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_1x32c4__avx512vnni, 1, 32, 4, 1)
XNN_UKERNEL_GEMM(avx512vnni, xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_1x16c4__avx512vnni, 1, 16, 4, 1)
