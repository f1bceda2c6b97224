// f32 binary elementwise kernels: y[i] = a[i] OP b[i] (`op`), a[i] OP b[0] (`opc`, b a broadcast scalar) and
// b[0] OP a[i] (`ropc`, reversed operands), one table for every op and variant.
//
// Contract: batch is the number of BYTES of a and y (a non-zero multiple of sizeof(float)); for `op` b has as many
// bytes, for `opc`/`ropc` b points to one float. y may equal a or b (in place). Kernels may read XNN_EXTRA_BYTES
// past the end of a and b and never write past the end of y.
// Names follow XNNPACK: xnn_f32_<name>[_minmax]_ukernel__<isa>_u<tile>, the tile being elements per main-loop
// iteration and <name> naming op and variant: vsub (op), vsubc (opc), vrsubc (ropc).
//
// Semantics (the same results on every ISA; any NaN stands for NaN):
// - add, sub, mul, div, sqrdiff ((a - b)^2, from the rounded difference): IEEE arithmetic, one rounding per step.
// - min, max: IEEE 754-2019 minimum/maximum (as torch.minimum/maximum): NaN when either operand is NaN, and
//   -0 < +0. Both are therefore commutative, as add, mul and sqrdiff are.
// - prelu(x, slope) = x < 0 ? x * slope : x (so prelu(-0) = -0 and prelu(NaN) = NaN).
// - copysign(a, b): the magnitude bits of a with the sign bit of b (also for NaN).
// - mod: fmod(a, b), the exact remainder with the sign of a, and 0 where b is +-0 (as XNNPACK's reference).
// - atan2, pow: C's atan2f and powf (their special values; within 1 ULP on glibc, 2 on musl).
// - `minmax` kernels (add, sub, mul, div, as XNNPACK) clamp their result like std::clamp: min where r < min, max
//   where r > max, else r (NaN passes through, a zero equal to a zero bound keeps its sign).
//
// Reversed operands: only ops that are not commutative (sub, div, prelu) have `ropc` kernels. For a commutative op
// the operator asks the config for (op, ropc) and gets the `opc` kernel, which it calls with the same arguments
// (array first, scalar second): b[0] OP a[i] == a[i] OP b[0] bit for bit.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"

// The operations: the token used in table rows (the kernel names spell it v<token>, as XNNPACK does), whether the
// kernels clamp their output (`minmax` in the name) and whether a OP b == b OP a.
#define XNN_FOREACH_BINARY_OP(X) \
  X(add, true, true)             \
  X(sub, true, false)            \
  X(mul, true, true)             \
  X(div, true, false)            \
  X(min, false, true)            \
  X(max, false, true)            \
  X(sqrdiff, false, true)        \
  X(prelu, false, false)         \
  X(copysign, false, false)      \
  X(mod, false, false)           \
  X(atan2, false, false)         \
  X(pow, false, false)

enum class xnn_binary_op : uint8_t {
#define XNN_BINARY_OP_ENUM(op, minmax, commutative) op,
  XNN_FOREACH_BINARY_OP(XNN_BINARY_OP_ENUM)
#undef XNN_BINARY_OP_ENUM
};

// How the second operand is given and which side it is on.
enum class xnn_binary_variant : uint8_t {
  op,    // y[i] = a[i] OP b[i]
  opc,   // y[i] = a[i] OP b[0]
  ropc,  // y[i] = b[0] OP a[i]
};

const char* xnn_binary_op_name(xnn_binary_op op);
// The <op> part of the op's kernel names for a variant ("vsub", "vsubc", "vrsubc").
const char* xnn_binary_op_kernel_name(xnn_binary_op op, xnn_binary_variant variant);
// True when the op's kernels clamp their output to params->minmax.
bool xnn_binary_op_has_minmax(xnn_binary_op op);
bool xnn_binary_op_is_commutative(xnn_binary_op op);

// Parameters of the kernels that have any (the `minmax` ones); the others ignore them (and accept nullptr).
union xnn_f32_vbinary_params {
  xnn_f32_minmax_params minmax;
};

#define XNN_F32_VBINARY_PARAMS \
  size_t batch, const float* a, const float* b, float* y, const xnn_f32_vbinary_params* params
typedef void (*xnn_f32_vbinary_ukernel_fn)(XNN_F32_VBINARY_PARAMS);

extern "C" {
#define XNN_UKERNEL_BINARY(isa, fn, op, variant, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_VBINARY_PARAMS);)
#include "ukernels/f32-vbinary/vbinary-table.h"
#undef XNN_UKERNEL_BINARY
}

struct xnn_f32_vbinary_info {
  const char* name;
  xnn_f32_vbinary_ukernel_fn fn;
  xnn_isa isa;
  xnn_binary_op op;
  xnn_binary_variant variant;
  uint16_t tile;  // elements per main-loop iteration
};

extern const xnn_f32_vbinary_info xnn_f32_vbinary_ukernels[];
extern const size_t xnn_f32_vbinary_ukernel_count;
