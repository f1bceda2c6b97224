// The double-precision reference of every f32 unary op (what each op must compute, how closely its f32 kernels must
// come, and the inputs their random tests draw), shared by the f32 kernel tests and the quantized unary tests.
#pragma once

#include <cmath>

#include "ukernels/f32-vunary/f32-vunary.h"

namespace {

// What each op must compute, how closely, and over which inputs the random tests draw.
struct unary_reference {
  xnn_unary_op op;
  double (*fn)(double x, const xnn_f32_unary_params& p);
  double max_ulp;  // 0: exact (bit-identical; any NaN for NaN)
  float lo, hi;    // random inputs in [lo, hi]
  double fast_max_ulp = 0;  // the bound of the op's faster variant (vunary-table.h's _FAST rows), if it has one
};

double elu_reference(double x, const xnn_f32_unary_params& p) {
  return x < 0 ? double(p.elu.alpha) * std::expm1(double(p.elu.prescale) * x) : double(p.elu.beta) * x;
}

// x/2 * (1 + erf(x/sqrt 2)), written with erfc to keep its relative accuracy in the left tail; -0 at -inf.
double gelu_reference(double x, const xnn_f32_unary_params&) {
  if (std::isinf(x) && x < 0) return -0.0;
  return 0.5 * x * std::erfc(-x / std::sqrt(2.0));
}

// Single-argument math with the params ignored.
template <double (*F)(double)>
double unparameterized(double x, const xnn_f32_unary_params&) {
  return F(x);
}
double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }
double exp_(double x) { return std::exp(x); }
double log_(double x) { return std::log(x); }
double tanh_(double x) { return std::tanh(x); }
double sin_(double x) { return std::sin(x); }
double cos_(double x) { return std::cos(x); }
double cbrt_(double x) { return std::cbrt(x); }

// x/2 * (1 + tanh(u)) = x * sigma(2u), u = sqrt(2/pi) * (x + 0.044715 x^3): the sigma form has no cancellation in
// the left tail; -0 at -inf, the limit.
double approxgelu_reference(double x, const xnn_f32_unary_params&) {
  if (std::isinf(x) && x < 0) return -0.0;
  const double two_u = 2.0 * std::sqrt(2.0 / M_PI) * (x + 0.044715 * x * x * x);
  return x / (1.0 + std::exp(-two_u));
}

const unary_reference kReferences[] = {
    {xnn_unary_op::abs, [](double x, const xnn_f32_unary_params&) { return std::fabs(x); }, 0, -10.0f, 10.0f},
    {xnn_unary_op::clamp,
     [](double x, const xnn_f32_unary_params& p) {
       return std::isnan(x) ? x : std::fmin(std::fmax(x, double(p.clamp.min)), double(p.clamp.max));
     },
     0, -2.0f, 2.0f},
    {xnn_unary_op::relu, [](double x, const xnn_f32_unary_params&) { return std::isnan(x) || x > 0 ? x : 0.0; }, 0,
     -10.0f, 10.0f},
    // Simple ops: exact (the double result of one float operation rounds to the float result) except rsqrt and
    // hardswish, whose kernels round more than once.
    {xnn_unary_op::negate, [](double x, const xnn_f32_unary_params&) { return -x; }, 0, -10.0f, 10.0f},
    {xnn_unary_op::square, [](double x, const xnn_f32_unary_params&) { return x * x; }, 0, -10.0f, 10.0f},
    {xnn_unary_op::square_root, [](double x, const xnn_f32_unary_params&) { return std::sqrt(x); }, 0, 0.0f, 100.0f},
    {xnn_unary_op::reciprocal_square_root, [](double x, const xnn_f32_unary_params&) { return 1.0 / std::sqrt(x); },
     2, 0.0f, 100.0f},
    {xnn_unary_op::floor, [](double x, const xnn_f32_unary_params&) { return std::floor(x); }, 0, -10.0f, 10.0f},
    {xnn_unary_op::ceiling, [](double x, const xnn_f32_unary_params&) { return std::ceil(x); }, 0, -10.0f, 10.0f},
    {xnn_unary_op::bankers_rounding, [](double x, const xnn_f32_unary_params&) { return std::nearbyint(x); }, 0,
     -10.0f, 10.0f},
    {xnn_unary_op::leaky_relu,
     [](double x, const xnn_f32_unary_params& p) { return x < 0 ? x * double(p.leaky_relu.slope) : x; }, 0, -10.0f,
     10.0f},
    {xnn_unary_op::hardswish,
     [](double x, const xnn_f32_unary_params&) { return x * std::fmin(std::fmax(x + 3.0, 0.0), 6.0) / 6.0; }, 3,
     -8.0f, 8.0f},

    // Transcendental ops.
    {xnn_unary_op::exp, unparameterized<exp_>, 2, -20.0f, 20.0f},
    {xnn_unary_op::log, unparameterized<log_>, 4, 0.0f, 100.0f},
    {xnn_unary_op::sigmoid, unparameterized<sigmoid>, 2, -20.0f, 20.0f, 3},
    {xnn_unary_op::tanh, unparameterized<tanh_>, 2, -5.0f, 5.0f},
    {xnn_unary_op::elu, elu_reference, 2, -10.0f, 10.0f},
    {xnn_unary_op::gelu, gelu_reference, 4, -10.0f, 10.0f},
    {xnn_unary_op::sine, unparameterized<sin_>, 4, -10.0f, 10.0f},
    {xnn_unary_op::cosine, unparameterized<cos_>, 4, -10.0f, 10.0f},
    {xnn_unary_op::sign, [](double x, const xnn_f32_unary_params&) { return x < 0 ? -1.0 : x > 0 ? 1.0 : 0.0; }, 0,
     -10.0f, 10.0f},
    {xnn_unary_op::cube_root, unparameterized<cbrt_>, 1, -100.0f, 100.0f},
    {xnn_unary_op::approxgelu, approxgelu_reference, 256, -10.0f, 10.0f},  // docs/kernels.md: the left tail
};

const unary_reference& reference_of(xnn_unary_op op) {
  for (const auto& r : kReferences) {
    if (r.op == op) return r;
  }
  static const unary_reference missing = {op, nullptr, 0, 0, 0};
  return missing;
}

}  // namespace
