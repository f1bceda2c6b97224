// xnn_create_reduce_nd on fp16 against reductions computed in double from the fp16 inputs: sum, mean, max and min
// over inner, outer, middle and all axes, runs longer than the widening chunk, thread counts 1, 2 and 8
// (bit-identical), the fp32 workspace, and the refusals. Max and min are exact; a sum or mean is within half an fp16
// ULP plus (count + 1) * 2^-24 of the sum of magnitudes (over count for a mean) of the exact value.
#include "f16-tester.h"

namespace {

struct reduce_case {
  xnn_reduce_operator op;
  std::vector<size_t> shape;
  std::vector<int64_t> axes;
};

double f16_half_ulp(double x) {
  const double a = std::fabs(x);
  return a < 0x1.0p-14 ? 0x1.0p-25 : std::ldexp(1.0, std::ilogb(a) - 11);
}

void check(const reduce_case& t) {
  std::mt19937 rng(uint32_t(t.shape.size() * 17 + t.axes.size()));
  const size_t count = reference_elements(t.shape);
  const std::vector<uint16_t> input = random_f16(rng, count, -2.0f, 3.0f);
  std::vector<bool> reduced(t.shape.size());
  for (int64_t a : t.axes) reduced[a < 0 ? a + int64_t(t.shape.size()) : a] = true;
  std::vector<size_t> out_shape;
  for (size_t d = 0; d < t.shape.size(); d++) out_shape.push_back(reduced[d] ? 1 : t.shape[d]);
  const size_t outputs = reference_elements(out_shape);
  // Reference: every input element goes to the output at its coordinates with the reduced ones at 0.
  std::vector<double> value(outputs, t.op == xnn_reduce_max ? -INFINITY : t.op == xnn_reduce_min ? INFINITY : 0.0);
  std::vector<double> magnitude(outputs, 0.0);
  const size_t per_output = count / outputs;
  for (size_t i = 0; i < count; i++) {
    std::vector<size_t> c = reference_coordinates(t.shape, i);
    for (size_t d = 0; d < c.size(); d++) {
      if (reduced[d]) c[d] = 0;
    }
    const size_t o = reference_flat_index(out_shape, c);
    const double x = f16_value(input[i]);
    value[o] = t.op == xnn_reduce_max ? std::max(value[o], x) : t.op == xnn_reduce_min ? std::min(value[o], x)
                                                                                       : value[o] + x;
    magnitude[o] += std::fabs(x);
  }
  const std::string name = "reduce " + std::to_string(int(t.op)) + " of " + std::to_string(count) + " elements";
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs_seen) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_create_reduce_nd(t.op, xnn_datatype_fp16, nullptr, nullptr, 0, &raw), xnn_status_success);
    operator_ptr op = own(raw);
    size_t workspace_size = 0;
    ASSERT_EQ(xnn_reshape_reduce_nd(raw, t.axes.size(), t.axes.data(), t.shape.size(), t.shape.data(),
                                    &workspace_size, pool),
              xnn_status_success);
    ASSERT_EQ(workspace_size, outputs * sizeof(float)) << what;
    std::vector<char> workspace(workspace_size);
    std::vector<uint16_t> y(outputs, 0x7E01);
    ASSERT_EQ(xnn_setup_reduce_nd(raw, workspace.data(), input.data(), y.data()), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
    for (size_t o = 0; o < outputs; o++) {
      const bool mean = t.op == xnn_reduce_mean;
      const double expected = mean ? value[o] / double(per_output) : value[o];
      if (t.op == xnn_reduce_max || t.op == xnn_reduce_min) {
        ASSERT_EQ(f16_value(y[o]), expected) << what << ": output " << o;
        continue;
      }
      const double sum_error = double(per_output + 1) * 0x1.0p-24 * magnitude[o] / (mean ? double(per_output) : 1.0);
      ASSERT_NEAR(f16_value(y[o]), expected, f16_half_ulp(expected) + sum_error) << what << ": output " << o;
    }
    outputs_seen->add(y);
  });
}

TEST(F16Reduce, EveryOpOverInnerOuterMiddleAndAllAxes) {
  for (xnn_reduce_operator op : {xnn_reduce_sum, xnn_reduce_mean, xnn_reduce_max, xnn_reduce_min}) {
    check({op, {7, 1300}, {1}});
    check({op, {1300, 7}, {0}});
    check({op, {5, 600, 3}, {1}});
    check({op, {3, 4, 300}, {0, 2}});
    check({op, {9, 700}, {0, 1}});
    check({op, {2, 3, 5, 7}, {-1, 1}});
  }
}

TEST(F16Reduce, Refusals) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_reduce_nd(xnn_reduce_sum_squared, xnn_datatype_fp16, nullptr, nullptr, 0, &raw),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_reduce_nd(xnn_reduce_sum, xnn_datatype_fp16, nullptr, nullptr, 0x80000000u, &raw),
            xnn_status_unsupported_parameter);
  ASSERT_EQ(xnn_create_reduce_nd(xnn_reduce_sum, xnn_datatype_fp16, nullptr, nullptr, 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  const size_t shape[] = {4, 8};
  const int64_t axes[] = {1};
  size_t workspace_size = 0;
  ASSERT_EQ(xnn_reshape_reduce_nd(raw, 1, axes, 2, shape, &workspace_size, nullptr), xnn_status_success);
  const uint16_t x[32 + XNN_EXTRA_BYTES / 2] = {};
  uint16_t y[4];
  // The fp32 accumulators need the workspace.
  EXPECT_EQ(xnn_setup_reduce_nd(raw, nullptr, x, y), xnn_status_invalid_parameter);
}

}  // namespace
