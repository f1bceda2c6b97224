// int32 binary elementwise kernels: y[i] = a[i] OP b[i] (`op`), a[i] OP b[0] (`opc`, b a broadcast scalar) and
// b[0] OP a[i] (`ropc`, reversed operands), one table for every op and variant (the variants of f32-vbinary.h).
//
// Contract: batch is the number of BYTES of a and y (a non-zero multiple of sizeof(int32_t)); for `op` b has as many
// bytes, for `opc`/`ropc` b points to one int32. y may equal a or b (in place). Kernels may read XNN_EXTRA_BYTES past
// the end of a and b and never write past the end of y.
// Names: xnn_s32_<name>_ukernel__<isa>_u<tile>, <name> naming op and variant as in f32-vbinary.h (vsub, vsubc,
// vrsubc).
//
// Semantics (XNNPACK's int32 reference, src/reference/binary-elementwise.cc, with its undefined cases defined):
// - add, sub, mul: modulo 2^32 (overflow wraps).
// - div: Euclidean division, the quotient q with a = q * b + r and 0 <= r < |b| (floor for b > 0, ceiling for
//   b < 0); 0 where b is 0; INT32_MIN / -1 wraps to INT32_MIN.
// - mod: that r, so never negative; 0 where b is 0 (and for INT32_MIN mod -1).
// - pow: a^b modulo 2^32 for b >= 0 (a^0 = 1, also 0^0); for b < 0, 1 / a^|b| by the same division: 1 where a^|b|
//   is 1, -1 where it is -1, else 0.
// - min, max: signed. bitwise_and, bitwise_or, bitwise_xor.
// - copysign(a, b): |a| where b >= 0, -|a| where b < 0 (|INT32_MIN| wraps to INT32_MIN).
// - shift_left, shift_right_logical, shift_right_arithmetic: a shifted by b & 31.
//
// Reversed operands: as f32-vbinary.h, only ops that are not commutative have `ropc` kernels; for a commutative op
// the config gives the `opc` kernel.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f32-vbinary/f32-vbinary.h"
#include "ukernels/isa.h"

// The operations: the token used in table rows (XNNPACK's xnn_binary_<token> where it is longer), the <op> part of
// the kernel names after their `v` (a string: `and`, `or` and `xor` are C++ keywords) and whether a OP b == b OP a.
#define XNN_FOREACH_S32_BINARY_OP(X)     \
  X(add, "add", true)                    \
  X(sub, "sub", false)                   \
  X(mul, "mul", true)                    \
  X(div, "div", false)                   \
  X(mod, "mod", false)                   \
  X(pow, "pow", false)                   \
  X(min, "min", true)                    \
  X(max, "max", true)                    \
  X(copysign, "copysign", false)         \
  X(bitwise_and, "and", true)            \
  X(bitwise_or, "or", true)              \
  X(bitwise_xor, "xor", true)            \
  X(shift_left, "shl", false)            \
  X(shift_right_logical, "srl", false)   \
  X(shift_right_arithmetic, "sra", false)

enum class xnn_s32_binary_op : uint8_t {
#define XNN_S32_BINARY_OP_ENUM(op, kernel_op, commutative) op,
  XNN_FOREACH_S32_BINARY_OP(XNN_S32_BINARY_OP_ENUM)
#undef XNN_S32_BINARY_OP_ENUM
};
constexpr size_t kXnnS32BinaryOpCount = size_t(xnn_s32_binary_op::shift_right_arithmetic) + 1;

const char* xnn_s32_binary_op_name(xnn_s32_binary_op op);
// The <op> part of the op's kernel names for a variant ("vsub", "vsubc", "vrsubc").
const char* xnn_s32_binary_op_kernel_name(xnn_s32_binary_op op, xnn_binary_variant variant);
bool xnn_s32_binary_op_is_commutative(xnn_s32_binary_op op);

#define XNN_S32_VBINARY_PARAMS size_t batch, const int32_t* a, const int32_t* b, int32_t* y
typedef void (*xnn_s32_vbinary_ukernel_fn)(XNN_S32_VBINARY_PARAMS);

extern "C" {
#define XNN_UKERNEL_S32_BINARY(isa, fn, op, variant, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_S32_VBINARY_PARAMS);)
#include "ukernels/s32-vbinary/vbinary-table.h"
#undef XNN_UKERNEL_S32_BINARY
}

struct xnn_s32_vbinary_info {
  const char* name;
  xnn_s32_vbinary_ukernel_fn fn;
  xnn_isa isa;
  xnn_s32_binary_op op;
  xnn_binary_variant variant;
  uint16_t tile;  // elements per main-loop iteration
};

extern const xnn_s32_vbinary_info xnn_s32_vbinary_ukernels[];
extern const size_t xnn_s32_vbinary_ukernel_count;
