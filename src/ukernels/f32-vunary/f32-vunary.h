// f32 unary elementwise kernels: y[i] = op(x[i]) for every op of xnn_unary_op, one table for all of them.
//
// Contract: batch is the number of BYTES of x and y (a non-zero multiple of sizeof(float)); y may equal x (in
// place); kernels may read XNN_EXTRA_BYTES past the end of x and never write past the end of y.
// Names follow XNNPACK: xnn_f32_v<op>_ukernel__<isa>[_<variant>]_u<tile>, the tile being elements per main-loop
// iteration (the guide's <parameters> part is empty for elementwise kernels).
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"

// The operations: the token used in table rows (XNN_UKERNEL_UNARY's `op` column; XNNPACK's xnn_unary_operator
// names where it has one) and the <op> part of the kernel names (XNNPACK's spelling).
#define XNN_FOREACH_UNARY_OP(X) \
  X(abs, vabs)                  \
  X(clamp, vclamp)              \
  X(relu, vrelu)                \
  X(negate, vneg)               \
  X(square, vsqr)               \
  X(square_root, vsqrt)         \
  X(reciprocal_square_root, vrsqrt) \
  X(floor, vrndd)               \
  X(ceiling, vrndu)             \
  X(bankers_rounding, vrndne)   \
  X(leaky_relu, vlrelu)         \
  X(hardswish, vhswish)         \
  X(exp, vexp)                  \
  X(log, vlog)                  \
  X(sigmoid, vsigmoid)          \
  X(tanh, vtanh)                \
  X(elu, velu)                  \
  X(gelu, vgelu)                \
  X(sine, vsin)                 \
  X(cosine, vcos)                \
  X(sign, vsign)                 \
  X(cube_root, vcbrt)            \
  X(approxgelu, vapproxgelu)

enum class xnn_unary_op : uint8_t {
#define XNN_UNARY_OP_ENUM(op, kernel_op) op,
  XNN_FOREACH_UNARY_OP(XNN_UNARY_OP_ENUM)
#undef XNN_UNARY_OP_ENUM
};

const char* xnn_unary_op_name(xnn_unary_op op);
// The <op> part of the op's kernel names ("vabs").
const char* xnn_unary_op_kernel_name(xnn_unary_op op);

// Parameters of the ops that have any; the others ignore them (and accept nullptr).
union xnn_f32_unary_params {
  xnn_f32_minmax_params clamp;
  struct {
    float slope;
  } leaky_relu;
  struct {
    float prescale, alpha, beta;
  } elu;
};

#define XNN_F32_VUNARY_PARAMS size_t batch, const float* x, float* y, const xnn_f32_unary_params* params
typedef void (*xnn_f32_vunary_ukernel_fn)(XNN_F32_VUNARY_PARAMS);

extern "C" {
#define XNN_UKERNEL_UNARY(isa, fn, op, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_VUNARY_PARAMS);)
#define XNN_UKERNEL_UNARY_FAST XNN_UKERNEL_UNARY
#include "ukernels/f32-vunary/vunary-table.h"
#undef XNN_UKERNEL_UNARY_FAST
#undef XNN_UKERNEL_UNARY
}

struct xnn_f32_vunary_info {
  const char* name;
  xnn_f32_vunary_ukernel_fn fn;
  xnn_isa isa;
  xnn_unary_op op;
  uint16_t tile;  // elements per main-loop iteration
  bool fast = false;  // an XNN_UKERNEL_UNARY_FAST row: beyond the op's bound, skipped for consistent arithmetic
};

extern const xnn_f32_vunary_info xnn_f32_vunary_ukernels[];
extern const size_t xnn_f32_vunary_ukernel_count;
