// Table: qdu8-f32-qc8w IGEMM (indirect GEMM, convolution without im2col) kernels. Include with
// XNN_UKERNEL_GEMM(isa, fn, mr, nr, kr, sr) defined. The IGEMM forms of gemm-minmax-table.h's rows, same order rules.
XNN_UKERNEL_GEMM(avxvnni, xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_8x8c4__avxvnni, 8, 8, 4, 1)
XNN_UKERNEL_GEMM(avxvnni, xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_1x8c4__avxvnni, 1, 8, 4, 1)
XNN_UKERNEL_GEMM(avx512vnni, xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_8x32c4__avx512vnni, 8, 32, 4, 1)
XNN_UKERNEL_GEMM(avx512vnni, xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_1x32c4__avx512vnni, 1, 32, 4, 1)
