// Table: qdu8-f32-qc8w GEMM kernels. Include with XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) defined. Only the VNNI
// ISAs, whose vpdpbusd multiplies unsigned by signed bytes: their qd8 kernels copy A to flip its sign bit, these read
// it as given. Rows of one ISA best first, each the tile of the qd8-f32-qc8w table's row of that ISA (same packed
// weights): src/configs/qdu8-f32-qc8w-gemm-config.cc takes the first row with mr > 1 and the mr = 1 row of its nr.
XNN_UKERNEL_GEMM(avxvnni, xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_8x8c4__avxvnni, 8, 8, 4, 1)
XNN_UKERNEL_GEMM(avxvnni, xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_1x8c4__avxvnni, 1, 8, 4, 1)
XNN_UKERNEL_GEMM(avx512vnni, xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_8x32c4__avx512vnni, 8, 32, 4, 1)
XNN_UKERNEL_GEMM(avx512vnni, xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_1x32c4__avx512vnni, 1, 32, 4, 1)
