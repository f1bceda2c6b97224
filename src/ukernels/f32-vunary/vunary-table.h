// Table: f32 unary elementwise kernels. Include with XNN_UKERNEL_UNARY(isa, fn, op, tile) and
// XNN_UKERNEL_UNARY_FAST(isa, fn, op, tile) defined; `op` is a token of XNN_FOREACH_UNARY_OP. Rows of one op and ISA
// are listed best first (dispatch takes the first of the newest enabled ISA). A _FAST row is the op's faster
// variant, whose error exceeds the op's bound (its own bound is in docs/kernels.md): as in XNNPACK, operators take it
// unless created with XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC, which keeps every op within its bound.
XNN_UKERNEL_UNARY(scalar, xnn_f32_vabs_ukernel__scalar_u4, abs, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vabs_ukernel__sse2_u8, abs, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vabs_ukernel__avx_u16, abs, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vabs_ukernel__avx512f_u32, abs, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vabs_ukernel__neon_u8, abs, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vabs_ukernel__wasmsimd_u8, abs, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vclamp_ukernel__scalar_u4, clamp, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vclamp_ukernel__sse2_u8, clamp, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vclamp_ukernel__avx_u16, clamp, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vclamp_ukernel__avx512f_u32, clamp, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vclamp_ukernel__neon_u8, clamp, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vclamp_ukernel__wasmsimd_u8, clamp, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vrelu_ukernel__scalar_u4, relu, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vrelu_ukernel__sse2_u8, relu, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vrelu_ukernel__avx_u16, relu, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vrelu_ukernel__avx512f_u32, relu, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vrelu_ukernel__neon_u8, relu, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vrelu_ukernel__wasmsimd_u8, relu, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vsign_ukernel__scalar_u4, sign, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vsign_ukernel__sse2_u8, sign, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vsign_ukernel__avx_u16, sign, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vsign_ukernel__avx512f_u32, sign, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vsign_ukernel__neon_u8, sign, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vsign_ukernel__wasmsimd_u8, sign, 8)

// Simple ops: negation, square, square roots, rounding, leaky relu, hardswish (SSE4.1 rows where it rounds or blends
// in one instruction).

XNN_UKERNEL_UNARY(scalar, xnn_f32_vneg_ukernel__scalar_u4, negate, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vneg_ukernel__sse2_u8, negate, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vneg_ukernel__avx_u16, negate, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vneg_ukernel__avx512f_u32, negate, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vneg_ukernel__neon_u8, negate, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vneg_ukernel__wasmsimd_u8, negate, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vsqr_ukernel__scalar_u4, square, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vsqr_ukernel__sse2_u8, square, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vsqr_ukernel__avx_u16, square, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vsqr_ukernel__avx512f_u32, square, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vsqr_ukernel__neon_u8, square, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vsqr_ukernel__wasmsimd_u8, square, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vsqrt_ukernel__scalar_sqrt_u4, square_root, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vsqrt_ukernel__sse2_sqrt_u8, square_root, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vsqrt_ukernel__avx_sqrt_u16, square_root, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vsqrt_ukernel__avx512f_sqrt_u32, square_root, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vsqrt_ukernel__neon_sqrt_u8, square_root, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vsqrt_ukernel__wasmsimd_sqrt_u8, square_root, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vrsqrt_ukernel__scalar_recip_sqrt_u4, reciprocal_square_root, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vrsqrt_ukernel__sse2_recip_sqrt_u8, reciprocal_square_root, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vrsqrt_ukernel__avx_recip_sqrt_u16, reciprocal_square_root, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vrsqrt_ukernel__avx512f_recip_sqrt_u32, reciprocal_square_root, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vrsqrt_ukernel__neon_recip_sqrt_u8, reciprocal_square_root, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vrsqrt_ukernel__wasmsimd_recip_sqrt_u8, reciprocal_square_root, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vrndd_ukernel__scalar_u4, floor, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vrndd_ukernel__sse2_u8, floor, 8)
XNN_UKERNEL_UNARY(sse41, xnn_f32_vrndd_ukernel__sse41_u8, floor, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vrndd_ukernel__avx_u16, floor, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vrndd_ukernel__avx512f_u32, floor, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vrndd_ukernel__neon_u8, floor, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vrndd_ukernel__wasmsimd_u8, floor, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vrndu_ukernel__scalar_u4, ceiling, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vrndu_ukernel__sse2_u8, ceiling, 8)
XNN_UKERNEL_UNARY(sse41, xnn_f32_vrndu_ukernel__sse41_u8, ceiling, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vrndu_ukernel__avx_u16, ceiling, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vrndu_ukernel__avx512f_u32, ceiling, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vrndu_ukernel__neon_u8, ceiling, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vrndu_ukernel__wasmsimd_u8, ceiling, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vrndne_ukernel__scalar_u4, bankers_rounding, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vrndne_ukernel__sse2_u8, bankers_rounding, 8)
XNN_UKERNEL_UNARY(sse41, xnn_f32_vrndne_ukernel__sse41_u8, bankers_rounding, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vrndne_ukernel__avx_u16, bankers_rounding, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vrndne_ukernel__avx512f_u32, bankers_rounding, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vrndne_ukernel__neon_u8, bankers_rounding, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vrndne_ukernel__wasmsimd_u8, bankers_rounding, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vlrelu_ukernel__scalar_u4, leaky_relu, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vlrelu_ukernel__sse2_u8, leaky_relu, 8)
XNN_UKERNEL_UNARY(sse41, xnn_f32_vlrelu_ukernel__sse41_u8, leaky_relu, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vlrelu_ukernel__avx_u16, leaky_relu, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vlrelu_ukernel__avx512f_u32, leaky_relu, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vlrelu_ukernel__neon_u8, leaky_relu, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vlrelu_ukernel__wasmsimd_u8, leaky_relu, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vhswish_ukernel__scalar_u4, hardswish, 4)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vhswish_ukernel__sse2_u8, hardswish, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vhswish_ukernel__avx_u16, hardswish, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vhswish_ukernel__avx512f_u32, hardswish, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vhswish_ukernel__neon_u8, hardswish, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vhswish_ukernel__wasmsimd_u8, hardswish, 8)

// Transcendental ops (vector math of src/ukernels/math/). log and elu have no avx rows: AVX1 splits their integer
// steps into SSE halves, which ran slower than sse2. The avx2 tiles of sigmoid and tanh are the fastest of u8-u48
// (u24 and u32), and their avx rows u32: both kernels are bound by their dependency chains, not by their ports, so
// the tile sets how many chains are in flight (figures: docs/kernels.md, "Measurements behind the tables").

XNN_UKERNEL_UNARY(scalar, xnn_f32_vexp_ukernel__scalar_u2, exp, 2)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vexp_ukernel__sse2_u8, exp, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vexp_ukernel__avx_u16, exp, 16)
XNN_UKERNEL_UNARY(avx2, xnn_f32_vexp_ukernel__avx2_u32, exp, 32)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vexp_ukernel__avx512f_u32, exp, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vexp_ukernel__neon_u8, exp, 8)
XNN_UKERNEL_UNARY(neonfma, xnn_f32_vexp_ukernel__neonfma_u8, exp, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vexp_ukernel__wasmsimd_u8, exp, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vlog_ukernel__scalar_u2, log, 2)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vlog_ukernel__sse2_u8, log, 8)
XNN_UKERNEL_UNARY(avx2, xnn_f32_vlog_ukernel__avx2_u8, log, 8)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vlog_ukernel__avx512f_u32, log, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vlog_ukernel__neon_u8, log, 8)
XNN_UKERNEL_UNARY(neonfma, xnn_f32_vlog_ukernel__neonfma_u8, log, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vlog_ukernel__wasmsimd_u8, log, 8)

// sigmoid's avx512f and avx2 rows are table-driven (src/ukernels/math/sigmoid-lut32.h, no division; sigmoid-lut8.h,
// one division): u32 ran faster than u64 on AVX-512, u24 faster than u8, u16 and u32 on AVX2 (u32 spills). The _div
// rows are its faster variant (op_sigmoid_fast, 3 ULP): the same methods without the correction of the denominator's
// rounding, but for sse41, which gathers from a 64-entry table instead (sigmoid-lut64.h); their tiles were the
// fastest of u8-u32 (docs/kernels.md, "sigmoid: the faster variant").
XNN_UKERNEL_UNARY(scalar, xnn_f32_vsigmoid_ukernel__scalar_u2, sigmoid, 2)
XNN_UKERNEL_UNARY_FAST(sse2, xnn_f32_vsigmoid_ukernel__sse2_div_u16, sigmoid, 16)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vsigmoid_ukernel__sse2_u8, sigmoid, 8)
XNN_UKERNEL_UNARY_FAST(sse41, xnn_f32_vsigmoid_ukernel__sse41_lut64_div_u16, sigmoid, 16)
XNN_UKERNEL_UNARY(sse41, xnn_f32_vsigmoid_ukernel__sse41_u8, sigmoid, 8)
XNN_UKERNEL_UNARY_FAST(avx, xnn_f32_vsigmoid_ukernel__avx_div_u32, sigmoid, 32)
XNN_UKERNEL_UNARY(avx, xnn_f32_vsigmoid_ukernel__avx_u32, sigmoid, 32)
XNN_UKERNEL_UNARY_FAST(avx2, xnn_f32_vsigmoid_ukernel__avx2_div_u24, sigmoid, 24)
XNN_UKERNEL_UNARY(avx2, xnn_f32_vsigmoid_ukernel__avx2_u24, sigmoid, 24)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vsigmoid_ukernel__avx512f_u32, sigmoid, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vsigmoid_ukernel__neon_u8, sigmoid, 8)
XNN_UKERNEL_UNARY(neonfma, xnn_f32_vsigmoid_ukernel__neonfma_u8, sigmoid, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vsigmoid_ukernel__wasmsimd_u8, sigmoid, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vtanh_ukernel__scalar_u2, tanh, 2)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vtanh_ukernel__sse2_u8, tanh, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vtanh_ukernel__avx_u32, tanh, 32)
XNN_UKERNEL_UNARY(avx2, xnn_f32_vtanh_ukernel__avx2_u32, tanh, 32)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vtanh_ukernel__avx512f_u32, tanh, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vtanh_ukernel__neon_u8, tanh, 8)
XNN_UKERNEL_UNARY(neonfma, xnn_f32_vtanh_ukernel__neonfma_u8, tanh, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vtanh_ukernel__wasmsimd_u8, tanh, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_velu_ukernel__scalar_u2, elu, 2)
XNN_UKERNEL_UNARY(sse2, xnn_f32_velu_ukernel__sse2_u8, elu, 8)
XNN_UKERNEL_UNARY(avx2, xnn_f32_velu_ukernel__avx2_u32, elu, 32)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_velu_ukernel__avx512f_u32, elu, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_velu_ukernel__neon_u8, elu, 8)
XNN_UKERNEL_UNARY(neonfma, xnn_f32_velu_ukernel__neonfma_u8, elu, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_velu_ukernel__wasmsimd_u8, elu, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vgelu_ukernel__scalar_u2, gelu, 2)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vgelu_ukernel__sse2_u8, gelu, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vgelu_ukernel__avx_u16, gelu, 16)
XNN_UKERNEL_UNARY(avx2, xnn_f32_vgelu_ukernel__avx2_u32, gelu, 32)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vgelu_ukernel__avx512f_u32, gelu, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vgelu_ukernel__neon_u8, gelu, 8)
XNN_UKERNEL_UNARY(neonfma, xnn_f32_vgelu_ukernel__neonfma_u8, gelu, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vgelu_ukernel__wasmsimd_u8, gelu, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vsin_ukernel__scalar_u2, sine, 2)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vsin_ukernel__sse2_u8, sine, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vsin_ukernel__avx_u16, sine, 16)
XNN_UKERNEL_UNARY(avx2, xnn_f32_vsin_ukernel__avx2_u32, sine, 32)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vsin_ukernel__avx512f_u32, sine, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vsin_ukernel__neon_u8, sine, 8)
XNN_UKERNEL_UNARY(neonfma, xnn_f32_vsin_ukernel__neonfma_u8, sine, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vsin_ukernel__wasmsimd_u8, sine, 8)

XNN_UKERNEL_UNARY(scalar, xnn_f32_vcos_ukernel__scalar_u2, cosine, 2)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vcos_ukernel__sse2_u8, cosine, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vcos_ukernel__avx_u16, cosine, 16)
XNN_UKERNEL_UNARY(avx2, xnn_f32_vcos_ukernel__avx2_u32, cosine, 32)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vcos_ukernel__avx512f_u32, cosine, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vcos_ukernel__neon_u8, cosine, 8)
XNN_UKERNEL_UNARY(neonfma, xnn_f32_vcos_ukernel__neonfma_u8, cosine, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vcos_ukernel__wasmsimd_u8, cosine, 8)

// Cube root: three divisions per element, so the tile matters little; avx2 for its FMA.
XNN_UKERNEL_UNARY(scalar, xnn_f32_vcbrt_ukernel__scalar_u2, cube_root, 2)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vcbrt_ukernel__sse2_u8, cube_root, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vcbrt_ukernel__avx_u16, cube_root, 16)
XNN_UKERNEL_UNARY(avx2, xnn_f32_vcbrt_ukernel__avx2_u16, cube_root, 16)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vcbrt_ukernel__avx512f_u32, cube_root, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vcbrt_ukernel__neon_u8, cube_root, 8)
XNN_UKERNEL_UNARY(neonfma, xnn_f32_vcbrt_ukernel__neonfma_u8, cube_root, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vcbrt_ukernel__wasmsimd_u8, cube_root, 8)

// approxgelu is sigmoid's chain plus three operations: sigmoid's tiles.
XNN_UKERNEL_UNARY(scalar, xnn_f32_vapproxgelu_ukernel__scalar_u2, approxgelu, 2)
XNN_UKERNEL_UNARY(sse2, xnn_f32_vapproxgelu_ukernel__sse2_u8, approxgelu, 8)
XNN_UKERNEL_UNARY(avx, xnn_f32_vapproxgelu_ukernel__avx_u32, approxgelu, 32)
XNN_UKERNEL_UNARY(avx2, xnn_f32_vapproxgelu_ukernel__avx2_u24, approxgelu, 24)
XNN_UKERNEL_UNARY(avx512f, xnn_f32_vapproxgelu_ukernel__avx512f_u32, approxgelu, 32)
XNN_UKERNEL_UNARY(neon, xnn_f32_vapproxgelu_ukernel__neon_u8, approxgelu, 8)
XNN_UKERNEL_UNARY(neonfma, xnn_f32_vapproxgelu_ukernel__neonfma_u8, approxgelu, 8)
XNN_UKERNEL_UNARY(wasmsimd, xnn_f32_vapproxgelu_ukernel__wasmsimd_u8, approxgelu, 8)
