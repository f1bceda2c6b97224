// Every kernel of src/ukernels/f32-vunary/vunary-table.h against a double-precision reference: every batch size up
// to three tiles, in place and out of place, special values, no write past the end of the output, and the accuracy
// sweeps (every 2^k-th float of [-100, 100] and of the ranges some ops add, see kRangeSweeps, and random floats of
// the whole range), which report each kernel's maximum error in ULP (stdout and the gtest property max_ulp).
//
// Sweep density: XNN_ACCURACY_STRIDE_LOG2=k tests every 2^k-th float; the default is 8 natively (8.8 million
// floats), 11 under AddressSanitizer (which checks the kernels' memory, not their accuracy: the plain build measures
// that with the same code, and the sweeps took 190 s of the sanitized suite), 12 under node (wasm) and 14 under qemu
// (aarch64).
#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/f32-vunary/f32-vunary.h"
#include "ulp.h"
#include "unary-reference.h"

void PrintTo(const xnn_f32_vunary_info& info, std::ostream* os) { *os << info.name; }

namespace {

xnn_f32_unary_params params_of(xnn_unary_op op) {
  xnn_f32_unary_params p{};
  if (op == xnn_unary_op::clamp) p.clamp = {-0.5f, 0.75f};
  if (op == xnn_unary_op::leaky_relu) p.leaky_relu.slope = 0.3f;
  if (op == xnn_unary_op::elu) p.elu = {1.0f, 0.5f, 1.0f};  // prescale, alpha, beta
  return p;
}

// Every 2^k-th float in the sweeps (see the file comment).
unsigned accuracy_stride_log2() {
  const char* env = std::getenv("XNN_ACCURACY_STRIDE_LOG2");
  if (env != nullptr && *env != '\0') return unsigned(std::strtoul(env, nullptr, 10));
#if defined(__SANITIZE_ADDRESS__)
  return 11;
#elif defined(__x86_64__)
  return 8;
#elif defined(__wasm__)
  return 12;  // node runs the kernels at about a third of native speed
#else
  return 14;  // qemu: about 80 times slower than native
#endif
}

// How far out[i] is from the reference for input x: an error in ULP (0 when exact), or infinity for a failure
// (wrong NaN, wrong infinity, not bit-exact for an exact op).
double error_of(const unary_reference& ref, const xnn_f32_unary_params& params, float x, float y) {
  const double expected = ref.fn(double(x), params);
  if (ref.max_ulp == 0) return xnn_exactly(y, expected) ? 0.0 : INFINITY;
  return xnn_ulp_error(y, expected);
}

// The row's bound: its op's, or the op's faster-variant bound for a _FAST row.
double bound_of(const xnn_f32_vunary_info& k) {
  const unary_reference& ref = reference_of(k.op);
  return k.fast ? ref.fast_max_ulp : ref.max_ulp;
}

constexpr size_t kPad = XNN_EXTRA_BYTES / sizeof(float);
constexpr uint32_t kGuardBits = 0x7FC0DEADu;

class F32Vunary : public testing::TestWithParam<xnn_f32_vunary_info> {
 protected:
  void SetUp() override {
    XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa);
    ASSERT_NE(reference_of(GetParam().op).fn, nullptr) << "no reference for op " << xnn_unary_op_name(GetParam().op);
    ASSERT_TRUE(!GetParam().fast || reference_of(GetParam().op).fast_max_ulp > reference_of(GetParam().op).max_ulp)
        << "a faster variant's bound must be stated in unary-reference.h, above the op's own";
  }

  // Runs the kernel on `input` (in place or not) and checks every output and the guard after it.
  void check(const std::vector<float>& input, bool in_place) const {
    const xnn_f32_vunary_info& k = GetParam();
    const unary_reference& ref = reference_of(k.op);
    const xnn_f32_unary_params params = params_of(k.op);
    const size_t n = input.size();
    float guard;
    std::memcpy(&guard, &kGuardBits, sizeof(guard));
    // x ends, XNN_EXTRA_BYTES later, at a guard page; its slack holds the marker too (checked when in place).
    xnn_guarded_buffer<float> x(n);
    x.fill(guard);
    std::vector<float> y(n + kPad, guard);
    std::copy(input.begin(), input.end(), x.begin());
    float* out = in_place ? x.data() : y.data();
    k.fn(n * sizeof(float), x.data(), out, &params);
    for (size_t i = 0; i < n; i++) {
      ASSERT_LE(error_of(ref, params, input[i], out[i]), bound_of(k))
          << "batch " << n << (in_place ? " in place" : "") << ", x[" << i << "] = " << input[i] << " ("
          << std::hexfloat << input[i] << std::defaultfloat << "): got " << out[i] << ", expected "
          << ref.fn(double(input[i]), params);
    }
    for (size_t i = n; i < n + kPad; i++) {
      uint32_t bits;
      std::memcpy(&bits, &out[i], sizeof(bits));
      ASSERT_EQ(bits, kGuardBits) << "batch " << n << ": wrote past the end, at element " << i;
    }
  }

  std::vector<float> random_input(size_t n) const {
    const unary_reference& ref = reference_of(GetParam().op);
    std::uniform_real_distribution<float> dist(ref.lo, ref.hi);
    std::vector<float> v(n);
    for (float& f : v) f = dist(rng_);
    return v;
  }

  // Runs the kernel over `inputs` in blocks, out of place, and returns the largest error (failing at the first input
  // past the bound); prints and records it as the property max_ulp.
  void sweep(const std::vector<float>& inputs, const char* what) const {
    const xnn_f32_vunary_info& k = GetParam();
    const unary_reference& ref = reference_of(k.op);
    const xnn_f32_unary_params params = params_of(k.op);
    double worst = 0;
    float worst_x = 0;
    xnn_guarded_buffer<float> x(inputs.size());
    std::copy(inputs.begin(), inputs.end(), x.begin());
    std::vector<float> y(inputs.size());
    k.fn(inputs.size() * sizeof(float), x.data(), y.data(), &params);
    for (size_t i = 0; i < inputs.size(); i++) {
      const double e = error_of(ref, params, inputs[i], y[i]);
      if (e > worst || std::isnan(e)) {
        worst = e;
        worst_x = inputs[i];
      }
    }
    std::printf("[ max ulp  ] %s %s: %.3f at x = %a (%zu floats)\n", k.name, what, worst, double(worst_x),
                inputs.size());
    RecordProperty("max_ulp", std::to_string(worst));
    const float y_worst = [&] {
      xnn_guarded_buffer<float> one(1);
      one[0] = worst_x;
      float out;
      k.fn(sizeof(float), one.data(), &out, &params);
      return out;
    }();
    EXPECT_LE(worst, bound_of(k)) << what << ": x = " << worst_x << " (" << std::hexfloat << worst_x
                                  << std::defaultfloat << "): got " << y_worst << ", expected "
                                  << ref.fn(double(worst_x), params);
  }

  size_t tile() const { return GetParam().tile; }
  mutable std::mt19937 rng_{42};
};

TEST_P(F32Vunary, batch_eq_tile) { check(random_input(tile()), false); }

TEST_P(F32Vunary, batch_div_tile) {
  for (size_t n = 2 * tile(); n <= 5 * tile(); n += tile()) check(random_input(n), false);
}

TEST_P(F32Vunary, every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) check(random_input(n), false);
}

TEST_P(F32Vunary, in_place_every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) check(random_input(n), true);
}

// An element's bits do not depend on where it sits in a call: one call over 4 tiles + 3 elements gives the bits of
// calls over every split into runs of 1 .. 2 tiles + 1 elements, in place. GEMM output stages apply the kernel row by
// row (xnn_fuse_output_unary) and must give the bits of the unary operator's one pass over the tensor.
TEST_P(F32Vunary, bits_do_not_depend_on_position_in_a_call) {
  const xnn_f32_vunary_info& k = GetParam();
  const xnn_f32_unary_params params = params_of(k.op);
  const std::vector<float> input = random_input(4 * tile() + 3);
  const size_t n = input.size();
  xnn_guarded_buffer<float> whole(n);
  std::copy(input.begin(), input.end(), whole.begin());
  k.fn(n * sizeof(float), whole.data(), whole.data(), &params);
  for (size_t run = 1; run <= 2 * tile() + 1; run++) {
    for (size_t first = 0; first < n; first += run) {
      const size_t count = std::min(run, n - first);
      xnn_guarded_buffer<float> part(count);
      std::copy(input.begin() + first, input.begin() + first + count, part.begin());
      k.fn(count * sizeof(float), part.data(), part.data(), &params);
      ASSERT_EQ(std::memcmp(part.data(), whole.data() + first, count * sizeof(float)), 0)
          << "runs of " << run << ", elements " << first << " to " << first + count - 1;
    }
  }
}

TEST_P(F32Vunary, special_values) {
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float denorm = std::numeric_limits<float>::denorm_min();
  const float max = std::numeric_limits<float>::max();
  const float tiny = std::numeric_limits<float>::min();
  const std::vector<float> specials = {0.0f, -0.0f, inf,  -inf, nan,   -nan,  denorm, -denorm, tiny, -tiny,
                                       max,  -max,  1.0f, -1.0f, 0.5f, -0.5f, 100.0f, -100.0f, 1e30f, -1e30f};
  // Every special value at every position of a register and of the tail.
  for (size_t n = 1; n <= specials.size(); n++) {
    check(std::vector<float>(specials.begin(), specials.begin() + n), false);
  }
  check(specials, true);
}

// Ties, values next to integers and halves, and magnitudes where every float is an integer (2^23 and up).
TEST_P(F32Vunary, near_integers_and_ties) {
  check({0.5f, -0.5f, 1.5f, -1.5f, 2.5f, -2.5f, 0.49999997f, -0.49999997f, 0.50000006f, -0.50000006f, 1.0000001f,
         -1.0000001f, 0.99999994f, -0.99999994f, 8388607.5f, -8388607.5f, 8388608.0f, -8388609.0f, 16777215.0f,
         -3.0f, -2.9999998f, 3.0f, 2.9999998f, 1e-30f, -1e-30f},
        false);
}

// The accuracy sweeps: every 2^k-th float of a range (bit patterns ordered as numbers, through zero), with
// k = accuracy_stride_log2() - extra_density (at least 0). Every op sweeps [-100, 100]; some ops add ranges:
// rsqrt every float of [1, 4) natively (scaling x by 4 scales the exact and the computed result by 1/2, so that
// covers every input), sine and cosine the huge arguments that take their slow reduction.
struct range_sweep {
  bool every_op;
  xnn_unary_op op;  // the op swept, unless every_op
  float lo, hi;     // [lo, hi)
  unsigned extra_density;
};

const range_sweep kRangeSweeps[] = {
    {true, xnn_unary_op::abs, -100.0f, 100.0f, 0},
    {false, xnn_unary_op::reciprocal_square_root, 1.0f, 4.0f, 8},
    {false, xnn_unary_op::sine, -std::numeric_limits<float>::max(), -100.0f, 0},
    {false, xnn_unary_op::sine, 100.0f, std::numeric_limits<float>::max(), 0},
    {false, xnn_unary_op::cosine, -std::numeric_limits<float>::max(), -100.0f, 0},
    {false, xnn_unary_op::cosine, 100.0f, std::numeric_limits<float>::max(), 0},
};

// The float `steps` representable values above f (bit patterns ordered as numbers, through zero).
float float_after(float f, uint32_t steps) {
  int32_t bits;
  std::memcpy(&bits, &f, sizeof(bits));
  int64_t ordered = bits < 0 ? -int64_t(bits & INT32_MAX) : int64_t(bits);
  ordered += steps;
  bits = ordered < 0 ? int32_t(uint32_t(-ordered) | 0x80000000u) : int32_t(ordered);
  std::memcpy(&f, &bits, sizeof(f));
  return f;
}

TEST_P(F32Vunary, accuracy_range_sweeps) {
  for (const range_sweep& r : kRangeSweeps) {
    if (!r.every_op && r.op != GetParam().op) continue;
    const unsigned stride_log2 = accuracy_stride_log2() - std::min(accuracy_stride_log2(), r.extra_density);
    std::vector<float> inputs;
    for (float x = r.lo; x < r.hi; x = float_after(x, uint32_t(1) << stride_log2)) inputs.push_back(x);
    std::ostringstream what;
    what << "[" << r.lo << ", " << r.hi << ") every 2^" << stride_log2 << "-th float";
    sweep(inputs, what.str().c_str());
  }
}

// Random bit patterns: every exponent equally likely, so huge, tiny, denormal, infinite and NaN inputs all occur.
TEST_P(F32Vunary, accuracy_random_full_range) {
  std::mt19937 rng(7);
  std::vector<float> inputs(size_t(1) << (30 - std::min(accuracy_stride_log2(), 10u)));
  for (float& x : inputs) {
    const uint32_t bits = uint32_t(rng());
    std::memcpy(&x, &bits, sizeof(x));
  }
  sweep(inputs, "random full range");
}

INSTANTIATE_TEST_SUITE_P(f32_vunary, F32Vunary,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_vunary_ukernels, xnn_f32_vunary_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
