// Fully connected on bf16 (bf16_f32): bf16 input and weights, fp32 bias and output, against reference_gemm on the
// bf16 values (exact products summed in double; bound: GemmTester's bf16 bound, docs/kernels.md "bf16 GEMM"), at
// 1, 2 and 8 threads with identical bytes: batch 1 (the GEMV kernel), every strip of rows, odd input channels,
// strides, transposed weights, no bias, clamping.
#include <functional>

#include "configs/bf16-f32-gemm-config.h"
#include "operator-tester.h"

namespace {

struct bf16_fc_case {
  std::string name;
  size_t batch = 5, input_channels = 23, output_channels = 19;
  size_t input_stride = 0, output_stride = 0;  // 0: dense
  bool transpose_weights = false, no_bias = false, clamped = false;
};

void PrintTo(const bf16_fc_case& c, std::ostream* os) { *os << c.name; }

std::vector<float> widen(const std::vector<uint16_t>& bf16, size_t count) {
  std::vector<float> f(count);
  for (size_t i = 0; i < count; i++) f[i] = bf16_to_float(bf16[i]);
  return f;
}

void check_case(const bf16_fc_case& c) {
  std::mt19937 rng(5);
  const size_t ic = c.input_channels, oc = c.output_channels;
  const size_t is = c.input_stride != 0 ? c.input_stride : ic, os = c.output_stride != 0 ? c.output_stride : oc;
  const std::vector<uint16_t> input = random_bf16(rng, (c.batch - 1) * is + ic);
  const std::vector<uint16_t> kernel = random_bf16(rng, ic * oc);
  const std::vector<float> bias = random_tensor(rng, oc);
  reference_result ref;
  ref.resize(c.batch * oc);
  const std::vector<float> a = widen(input, input.size() - XNN_EXTRA_BYTES / sizeof(uint16_t));
  const std::vector<float> w = widen(kernel, ic * oc);
  // kernel is [oc][ic], or [ic][oc] when transposed: B of reference_gemm is [k][n] unless b_transposed.
  reference_gemm(c.batch, oc, ic, a.data(), is, w.data(), !c.transpose_weights, c.transpose_weights ? oc : ic,
                 c.no_bias ? nullptr : bias.data(), ref.value.data(), ref.magnitude.data(), oc);
  const auto [min, max] = c.clamped ? clamp_range(ref, 0.2, 0.2) : std::pair<float, float>(-INFINITY, INFINITY);

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success,
              xnn_create_fully_connected_nc_bf16_f32(ic, oc, is, os, kernel.data(), c.no_bias ? nullptr : bias.data(),
                                                     min, max,
                                                     c.transpose_weights ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0, nullptr,
                                                     &raw));
    operator_ptr op = own(raw);
    ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_bf16_f32(op.get(), c.batch, pool));
    std::vector<float> output(c.batch * os, untouched_marker());
    ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_bf16_f32(op.get(), input.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    for_each_output(output, c.batch, oc, os, what, [&](size_t r, size_t j, float actual) {
      const size_t i = r * oc + j;
      const double expected = std::min(std::max(ref.value[i], double(min)), double(max));
      const double tolerance = 2.0 * double(ic + 2) * 0x1.0p-24 * ref.magnitude[i] + double(ic + 1) * 0x1.0p-126;
      ASSERT_NEAR(actual, expected, tolerance) << what << ": row " << r << ", channel " << j;
    });
    outputs->add(output);
  });
}

std::vector<bf16_fc_case> cases() {
  const xnn_bf16_f32_gemm_config* config = xnn_init_bf16_f32_gemm_config();
  const size_t mr = config != nullptr ? config->mr : 4;
  const size_t nr = config != nullptr ? config->nr : 16;
  std::vector<bf16_fc_case> all;
  auto add = [&](const std::string& name, const std::function<void(bf16_fc_case&)>& set) {
    bf16_fc_case c;
    c.name = name;
    set(c);
    all.push_back(c);
  };
  add("defaults", [](bf16_fc_case&) {});
  for (size_t batch : {size_t(1), size_t(2), mr, mr + 1, 2 * mr + 1, size_t(64)}) {
    add("batch" + std::to_string(batch), [batch](bf16_fc_case& c) { c.batch = batch; });
  }
  for (size_t ic : {size_t(1), size_t(2), size_t(3), size_t(64), size_t(257)}) {
    add("input_channels" + std::to_string(ic), [ic](bf16_fc_case& c) { c.input_channels = ic; });
  }
  for (size_t oc : {size_t(1), nr - 1, nr, nr + 1, 3 * nr + 5}) {
    add("output_channels" + std::to_string(oc), [oc](bf16_fc_case& c) { c.output_channels = oc; });
  }
  add("strided", [](bf16_fc_case& c) { c.input_stride = 29, c.output_stride = 25; });
  add("transpose_weights", [](bf16_fc_case& c) { c.transpose_weights = true; });
  add("transpose_weights_batch1", [](bf16_fc_case& c) { c.transpose_weights = true, c.batch = 1; });
  add("no_bias", [](bf16_fc_case& c) { c.no_bias = true; });
  add("clamped", [](bf16_fc_case& c) { c.clamped = true; });
  add("clamped_batch1", [](bf16_fc_case& c) { c.clamped = true, c.batch = 1; });
  return all;
}

class FullyConnectedBf16 : public testing::TestWithParam<bf16_fc_case> {};

TEST_P(FullyConnectedBf16, matches_reference_at_every_thread_count) { check_case(GetParam()); }

INSTANTIATE_TEST_SUITE_P(cases, FullyConnectedBf16, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<bf16_fc_case>& info) { return info.param.name; });

TEST(FullyConnectedBf16, batch_0_runs_nothing) {
  const std::vector<uint16_t> kernel(4 * 3, 0x3F80);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_bf16_f32(4, 3, 4, 3, kernel.data(), nullptr, -INFINITY,
                                                                       INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_bf16_f32(op.get(), 0, nullptr));
  ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_bf16_f32(op.get(), nullptr, nullptr));
  ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), nullptr));
}

}  // namespace
