// int32 unary elementwise kernels: y[i] = op(x[i]) for every op of xnn_s32_unary_op, one table for all of them.
//
// Contract: batch is the number of BYTES of x and y (a non-zero multiple of sizeof(int32_t)); y may equal x (in
// place); kernels may read XNN_EXTRA_BYTES past the end of x and never write past the end of y.
// Names: xnn_s32_v<op>_ukernel__<isa>_u<tile>, the tile being elements per main-loop iteration.
//
// Semantics (XNNPACK's int32 reference, src/reference/unary-elementwise.cc, with its undefined cases defined):
// - abs, negate, square: modulo 2^32 (abs and negate of INT32_MIN are INT32_MIN; squares wrap).
// - clamp: min(max(x, params->clamp.min), params->clamp.max).
// - sign: -1, 0 or 1.
// - bitwise_not: ~x. count_leading_zeros: of the 32 bits (32 for 0). popcount: the number of set bits.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

// The operations: the token used in table rows (XNNPACK's xnn_unary_operator names) and the <op> part of the kernel
// names.
#define XNN_FOREACH_S32_UNARY_OP(X) \
  X(abs, vabs)                      \
  X(negate, vneg)                   \
  X(square, vsqr)                   \
  X(clamp, vclamp)                  \
  X(sign, vsign)                    \
  X(bitwise_not, vnot)              \
  X(count_leading_zeros, vclz)      \
  X(popcount, vpopcnt)

enum class xnn_s32_unary_op : uint8_t {
#define XNN_S32_UNARY_OP_ENUM(op, kernel_op) op,
  XNN_FOREACH_S32_UNARY_OP(XNN_S32_UNARY_OP_ENUM)
#undef XNN_S32_UNARY_OP_ENUM
};
constexpr size_t kXnnS32UnaryOpCount = size_t(xnn_s32_unary_op::popcount) + 1;

const char* xnn_s32_unary_op_name(xnn_s32_unary_op op);
// The <op> part of the op's kernel names ("vabs").
const char* xnn_s32_unary_op_kernel_name(xnn_s32_unary_op op);

// Parameters of clamp (min <= max); the other ops ignore them (and accept nullptr).
union xnn_s32_unary_params {
  struct {
    int32_t min, max;
  } clamp;
};

#define XNN_S32_VUNARY_PARAMS size_t batch, const int32_t* x, int32_t* y, const xnn_s32_unary_params* params
typedef void (*xnn_s32_vunary_ukernel_fn)(XNN_S32_VUNARY_PARAMS);

extern "C" {
#define XNN_UKERNEL_S32_UNARY(isa, fn, op, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_S32_VUNARY_PARAMS);)
#include "ukernels/s32-vunary/vunary-table.h"
#undef XNN_UKERNEL_S32_UNARY
}

struct xnn_s32_vunary_info {
  const char* name;
  xnn_s32_vunary_ukernel_fn fn;
  xnn_isa isa;
  xnn_s32_unary_op op;
  uint16_t tile;  // elements per main-loop iteration
};

extern const xnn_s32_vunary_info xnn_s32_vunary_ukernels[];
extern const size_t xnn_s32_vunary_ukernel_count;
