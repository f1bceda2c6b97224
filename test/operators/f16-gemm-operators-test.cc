// The GEMM-based fp16 operators (fully connected, dynamic fully connected, batch matrix multiply, convolution on its
// GEMM, IGEMM and depthwise paths, deconvolution) and the *_f32_f16 forms, against the plain fp32 references of
// reference.h computed in double from the fp16 inputs, at 1, 2 and 8 threads with identical bytes; plus the refusals.
//
// Error bound per output (exact value y from the fp16 values, S = |bias| + sum |a w| over the k terms, y clamped to
// the bounds rounded to fp16): |out - y| <= ulp16(y) + (k + 2) * u * S, with u = 2^-24 where the kernels accumulate
// in fp32 (f16_f32acc rows) and u = 2^-11 where they accumulate in fp16 (the native GEMM rows of avx512fp16 and
// neonfp16arith, the native depthwise rows of neonfp16arith): the kernel tests' bounds (docs/kernels.md, "Half
// precision"; the depthwise rows' floor of 2^-25 per rounding is far below these tests' terms). The rows this CPU
// uses are the config's; test/meson.build runs this binary a second time with XNN_MAX_ISA=avx512skx on x86-64, which
// forces the f16_f32acc rows on a CPU with AVX-512 FP16. The *_f32_f16 operators are fp32 ones: the f32 bound.
#include <cstdio>
#include <functional>
#include <tuple>

#include "configs/f16-dwconv-config.h"
#include "configs/f16-gemm-config.h"
#include "float-elements.h"
#include "operator-tester.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

constexpr uint16_t kUntouchedHalf = 0x7E5A;  // a NaN no operator produces

// `count` random halves of [-1, 1], then XNN_EXTRA_BYTES of NaN halves (reading them would poison a result).
std::vector<uint16_t> random_f16(std::mt19937& rng, size_t count) {
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<uint16_t> v(count + XNN_EXTRA_BYTES / sizeof(uint16_t), uint16_t(0x7E00));
  for (size_t i = 0; i < count; i++) v[i] = xnn_f32_to_f16(dist(rng));
  return v;
}

std::vector<float> widen(const std::vector<uint16_t>& halves) {
  std::vector<float> f(halves.size());
  for (size_t i = 0; i < halves.size(); i++) f[i] = xnn_f16_to_f32(halves[i]);
  return f;
}

// Floats as fp32 weights (XNN_FLAG_FP32_STATIC_WEIGHTS) and the values the operator packs: each rounded to fp16.
std::vector<float> rounded_to_f16(const std::vector<float>& values) {
  std::vector<float> r(values.size());
  for (size_t i = 0; i < values.size(); i++) r[i] = xnn_f16_to_f32(xnn_f32_to_f16(values[i]));
  return r;
}

float round_to_f16(float x) { return xnn_f16_to_f32(xnn_f32_to_f16(x)); }

double ulp16(double y) {
  const double a = std::abs(y);
  if (a < 0x1.0p-14) return 0x1.0p-24;
  return std::ldexp(1.0, std::ilogb(a) - 10);
}

// The rounding unit of the GEMM accumulation on this CPU (see the file comment).
double gemm_unit() {
  const xnn_f16_gemm_config* config = xnn_init_f16_gemm_config();
  const bool native = config != nullptr && xnn_row_computes_in_fp16<xnn_test_f16>(config->gemm->name);
  return native ? 0x1.0p-11 : 0x1.0p-24;
}

// The same for the depthwise path: the row the dwconv config takes for 3x3 (native rows of one ISA come together).
double depthwise_unit() {
  const xnn_f16_dwconv_config* config = xnn_init_f16_dwconv_config();
  const xnn_f16_dwconv_unipass_info* row = config != nullptr ? xnn_f16_dwconv_unipass_for(config, 9) : nullptr;
  const bool native = row != nullptr && xnn_row_computes_in_fp16<xnn_test_f16>(row->name);
  return native ? 0x1.0p-11 : 0x1.0p-24;
}

// Checks `rows` rows of `channels` halves (row stride `stride`) against the reference; the halves between channels
// and stride must be untouched.
void expect_f16_matches(const std::vector<uint16_t>& output, size_t rows, size_t channels, size_t stride,
                        const reference_result& ref, float min, float max, size_t terms, double unit,
                        const std::string& what) {
  const double lo = round_to_f16(min), hi = round_to_f16(max);
  for (size_t r = 0; r < rows; r++) {
    for (size_t c = 0; c < stride; c++) {
      const uint16_t bits = output[r * stride + c];
      if (c >= channels) {
        ASSERT_EQ(bits, kUntouchedHalf) << what << ": wrote past the channels at row " << r << ", channel " << c;
        continue;
      }
      const size_t i = r * channels + c;
      const double expected = std::min(std::max(ref.value[i], lo), hi);
      const double tolerance = ulp16(expected) + double(terms + 2) * unit * ref.magnitude[i];
      ASSERT_NEAR(xnn_f16_to_f32(bits), expected, tolerance) << what << ": row " << r << ", channel " << c;
    }
  }
}

// ---- fully connected ------------------------------------------------------------------------------------------

struct fc_case {
  std::string name;
  size_t batch = 5, input_channels = 23, output_channels = 19;
  size_t input_stride = 0, output_stride = 0;  // 0: dense
  bool transpose_weights = false, no_bias = false, clamped = false, fp32_weights = false;
};

struct fc_data {
  size_t is, os;
  std::vector<uint16_t> input, kernel, bias;
  std::vector<float> kernel_f32, bias_f32;  // fp32 weights: what XNN_FLAG_FP32_STATIC_WEIGHTS passes
  reference_result ref;
  float min, max;
};

fc_data make_fc_data(const fc_case& c) {
  std::mt19937 rng(7);
  fc_data d;
  const size_t ic = c.input_channels, oc = c.output_channels;
  d.is = c.input_stride != 0 ? c.input_stride : ic, d.os = c.output_stride != 0 ? c.output_stride : oc;
  d.input = random_f16(rng, (c.batch - 1) * d.is + ic);
  d.kernel = random_f16(rng, ic * oc);
  d.bias = random_f16(rng, oc);
  d.kernel_f32 = random_tensor(rng, ic * oc);
  d.bias_f32 = random_tensor(rng, oc);
  const std::vector<float> a = widen(d.input);
  const std::vector<float> w = c.fp32_weights ? rounded_to_f16(d.kernel_f32) : widen(d.kernel);
  const std::vector<float> b = c.fp32_weights ? rounded_to_f16(d.bias_f32) : widen(d.bias);
  d.ref.resize(c.batch * oc);
  reference_gemm(c.batch, oc, ic, a.data(), d.is, w.data(), !c.transpose_weights, c.transpose_weights ? oc : ic,
                 c.no_bias ? nullptr : b.data(), d.ref.value.data(), d.ref.magnitude.data(), oc);
  std::tie(d.min, d.max) = c.clamped ? clamp_range(d.ref, 0.2, 0.2) : std::pair<float, float>(-INFINITY, INFINITY);
  return d;
}

uint32_t fc_flags(const fc_case& c) {
  return (c.transpose_weights ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0) | (c.fp32_weights ? XNN_FLAG_FP32_STATIC_WEIGHTS : 0);
}

void check_fc(const fc_case& c) {
  const fc_data d = make_fc_data(c);
  const void* kernel = c.fp32_weights ? static_cast<const void*>(d.kernel_f32.data()) : d.kernel.data();
  const void* bias = c.no_bias ? nullptr : c.fp32_weights ? static_cast<const void*>(d.bias_f32.data()) : d.bias.data();
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success,
              xnn_create_fully_connected_nc_f16(c.input_channels, c.output_channels, d.is, d.os, kernel, bias, d.min,
                                                d.max, fc_flags(c), nullptr, &raw));
    operator_ptr op = own(raw);
    ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_f16(op.get(), c.batch, pool));
    std::vector<uint16_t> output(c.batch * d.os, kUntouchedHalf);
    ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_f16(op.get(), d.input.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_f16_matches(output, c.batch, c.output_channels, d.os, d.ref, d.min, d.max, c.input_channels, gemm_unit(),
                       what);
    outputs->add(output);
  });
}

void check_dynamic_fc(const fc_case& c) {
  const fc_data d = make_fc_data(c);
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success, xnn_create_dynamic_fully_connected_nc_f16(d.min, d.max, fc_flags(c), &raw));
    operator_ptr op = own(raw);
    size_t workspace_size = 0;
    ASSERT_EQ(xnn_status_success,
              xnn_reshape_dynamic_fully_connected_nc_f16(op.get(), c.batch, c.input_channels, c.output_channels,
                                                         d.is, d.os, &workspace_size, pool));
    std::vector<char> workspace(workspace_size + 64);
    void* aligned = workspace.data() + (64 - reinterpret_cast<uintptr_t>(workspace.data()) % 64);
    std::vector<uint16_t> output(c.batch * d.os, kUntouchedHalf);
    ASSERT_EQ(xnn_status_success,
              xnn_setup_dynamic_fully_connected_nc_f16(op.get(), aligned, d.input.data(), d.kernel.data(),
                                                       c.no_bias ? nullptr : d.bias.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_f16_matches(output, c.batch, c.output_channels, d.os, d.ref, d.min, d.max, c.input_channels, gemm_unit(),
                       what);
    outputs->add(output);
  });
}

std::vector<fc_case> fc_cases() {
  const xnn_f16_gemm_config* config = xnn_init_f16_gemm_config();
  const size_t mr = config != nullptr ? config->mr : 4, nr = config != nullptr ? config->nr : 16;
  case_list<fc_case> list;
  list.add("defaults", [](fc_case&) {});
  for (size_t batch : {size_t(1), mr + 1, size_t(37)}) {
    list.add("batch" + std::to_string(batch), [batch](fc_case& c) { c.batch = batch; });
  }
  for (size_t ic : {size_t(1), size_t(3), size_t(130)}) {
    list.add("input_channels" + std::to_string(ic), [ic](fc_case& c) { c.input_channels = ic; });
  }
  for (size_t oc : {size_t(1), nr + 1, 2 * nr + 3}) {
    list.add("output_channels" + std::to_string(oc), [oc](fc_case& c) { c.output_channels = oc; });
  }
  list.add("strided", [](fc_case& c) { c.input_stride = 29, c.output_stride = 25; });
  list.add("transpose_weights", [](fc_case& c) { c.transpose_weights = true; });
  list.add("no_bias", [](fc_case& c) { c.no_bias = true; });
  list.add("clamped", [](fc_case& c) { c.clamped = true; });
  list.add("clamped_batch1", [](fc_case& c) { c.clamped = true, c.batch = 1; });
  return list.cases;
}

std::vector<fc_case> fc_static_cases() {
  std::vector<fc_case> all = fc_cases();
  case_list<fc_case> list;
  list.add("fp32_static_weights", [](fc_case& c) { c.fp32_weights = true; });
  list.add("fp32_static_weights_transposed", [](fc_case& c) { c.fp32_weights = true, c.transpose_weights = true; });
  list.add("fp32_static_weights_no_bias", [](fc_case& c) { c.fp32_weights = true, c.no_bias = true; });
  all.insert(all.end(), list.cases.begin(), list.cases.end());
  return all;
}

class FullyConnectedF16 : public testing::TestWithParam<fc_case> {};
TEST_P(FullyConnectedF16, matches_reference_at_every_thread_count) { check_fc(GetParam()); }
INSTANTIATE_TEST_SUITE_P(cases, FullyConnectedF16, testing::ValuesIn(fc_static_cases()), case_name());

class DynamicFullyConnectedF16 : public testing::TestWithParam<fc_case> {};
TEST_P(DynamicFullyConnectedF16, matches_reference_at_every_thread_count) { check_dynamic_fc(GetParam()); }
INSTANTIATE_TEST_SUITE_P(cases, DynamicFullyConnectedF16, testing::ValuesIn(fc_cases()), case_name());

// fp32 operators on fp16 weights: fully connected f32_f16 and dynamic fully connected f32 (fp32 weights).
TEST(FullyConnectedF32F16, matches_reference_of_the_widened_weights) {
  fc_case c;
  c.clamped = true;
  const fc_data d = make_fc_data(c);
  std::mt19937 rng(3);
  const std::vector<float> input = random_tensor(rng, (c.batch - 1) * d.is + c.input_channels);
  const std::vector<float> w = widen(d.kernel), b = widen(d.bias);
  reference_result ref;
  ref.resize(c.batch * c.output_channels);
  reference_gemm(c.batch, c.output_channels, c.input_channels, input.data(), d.is, w.data(), true, c.input_channels,
                 b.data(), ref.value.data(), ref.magnitude.data(), c.output_channels);
  const std::pair<float, float> range = clamp_range(ref, 0.2, 0.2);
  const float min = range.first, max = range.second;
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success,
              xnn_create_fully_connected_nc_f32_f16(c.input_channels, c.output_channels, d.is, d.os, d.kernel.data(),
                                                    d.bias.data(), min, max, 0, nullptr, &raw));
    operator_ptr op = own(raw);
    ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_f32_f16(op.get(), c.batch, pool));
    std::vector<float> output(c.batch * d.os, untouched_marker());
    ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_f32_f16(op.get(), input.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_matches_reference(output, c.batch, c.output_channels, d.os, ref, min, max, c.input_channels, what);
    outputs->add(output);
  });
}

TEST(DynamicFullyConnectedF32, matches_reference_with_and_without_transposed_weights) {
  for (bool transpose : {false, true}) {
    const size_t batch = 7, ic = 37, oc = 21;
    std::mt19937 rng(9);
    const std::vector<float> input = random_tensor(rng, batch * ic), kernel = random_tensor(rng, ic * oc),
                             bias = random_tensor(rng, oc);
    reference_result ref;
    ref.resize(batch * oc);
    reference_gemm(batch, oc, ic, input.data(), ic, kernel.data(), !transpose, transpose ? oc : ic, bias.data(),
                   ref.value.data(), ref.magnitude.data(), oc);
    const std::string name = transpose ? "transposed" : "goi";
    check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
      xnn_operator_t raw = nullptr;
      ASSERT_EQ(xnn_status_success,
                xnn_create_dynamic_fully_connected_nc_f32(-INFINITY, INFINITY,
                                                          transpose ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0, &raw));
      operator_ptr op = own(raw);
      size_t workspace_size = 0;
      ASSERT_EQ(xnn_status_success, xnn_reshape_dynamic_fully_connected_nc_f32(op.get(), batch, ic, oc, ic, oc,
                                                                               &workspace_size, pool));
      std::vector<float> workspace(workspace_size / sizeof(float) + 1);
      std::vector<float> output(batch * oc, untouched_marker());
      ASSERT_EQ(xnn_status_success,
                xnn_setup_dynamic_fully_connected_nc_f32(op.get(), workspace.data(), input.data(), kernel.data(),
                                                         bias.data(), output.data()));
      ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
      expect_matches_reference(output, batch, oc, oc, ref, -INFINITY, INFINITY, ic, what);
      outputs->add(output);
    });
  }
}

// ---- batch matrix multiply ------------------------------------------------------------------------------------

struct bmm_case {
  std::string name;
  std::vector<size_t> batch_a = {2, 1}, batch_b = {1, 3};  // broadcast both ways
  size_t m = 5, k = 19, n = 23;
  bool transpose_b = false, const_weights = false;
};

void check_bmm(const bmm_case& c) {
  std::mt19937 rng(13);
  size_t batches_a = 1, batches_b = 1, batches_c = 1;
  std::vector<size_t> out_dims(c.batch_a.size());
  for (size_t d = 0; d < c.batch_a.size(); d++) {
    out_dims[d] = std::max(c.batch_a[d], c.batch_b[d]);
    batches_a *= c.batch_a[d], batches_b *= c.batch_b[d], batches_c *= out_dims[d];
  }
  const std::vector<uint16_t> a = random_f16(rng, batches_a * c.m * c.k), b = random_f16(rng, batches_b * c.k * c.n);
  const std::vector<float> af = widen(a), bf = widen(b);
  reference_result ref;
  ref.resize(batches_c * c.m * c.n);
  for (size_t i = 0; i < batches_c; i++) {
    const std::vector<size_t> coords = reference_coordinates(out_dims, i);
    size_t ia = 0, ib = 0;
    for (size_t d = 0; d < coords.size(); d++) {
      ia = ia * c.batch_a[d] + (c.batch_a[d] == 1 ? 0 : coords[d]);
      ib = ib * c.batch_b[d] + (c.batch_b[d] == 1 ? 0 : coords[d]);
    }
    reference_gemm(c.m, c.n, c.k, af.data() + ia * c.m * c.k, c.k, bf.data() + ib * c.k * c.n, c.transpose_b,
                   c.transpose_b ? c.k : c.n, nullptr, ref.value.data() + i * c.m * c.n,
                   ref.magnitude.data() + i * c.m * c.n, c.n);
  }
  const uint32_t flags = c.transpose_b ? XNN_FLAG_TRANSPOSE_B : 0;
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success,
              c.const_weights
                  ? xnn_create_batch_matrix_multiply_nc_f16_const_weights(batches_b, c.k, c.n, b.data(), flags, &raw)
                  : xnn_create_batch_matrix_multiply_nc_f16(flags, &raw));
    operator_ptr op = own(raw);
    size_t workspace_size = 0;
    ASSERT_EQ(xnn_status_success,
              xnn_reshape_batch_matrix_multiply_nc_f16(op.get(), c.batch_a.size(), c.batch_a.data(), c.batch_b.data(),
                                                       c.m, c.k, c.n, &workspace_size, pool));
    std::vector<uint32_t> workspace(workspace_size / sizeof(uint32_t) + 1);
    std::vector<uint16_t> output(batches_c * c.m * c.n, kUntouchedHalf);
    ASSERT_EQ(xnn_status_success, xnn_setup_batch_matrix_multiply_nc_f16(op.get(), workspace.data(), a.data(),
                                                                         b.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_f16_matches(output, batches_c * c.m, c.n, c.n, ref, -INFINITY, INFINITY, c.k, gemm_unit(), what);
    outputs->add(output);
  });
}

std::vector<bmm_case> bmm_cases() {
  case_list<bmm_case> list;
  list.add("broadcast", [](bmm_case&) {});
  list.add("transpose_b", [](bmm_case& c) { c.transpose_b = true; });
  list.add("m1", [](bmm_case& c) { c.m = 1; });
  list.add("no_batch_dims", [](bmm_case& c) { c.batch_a.clear(), c.batch_b.clear(), c.m = 17, c.n = 70; });
  list.add("const_weights", [](bmm_case& c) { c.const_weights = true; });
  list.add("const_weights_transpose_b", [](bmm_case& c) { c.const_weights = true, c.transpose_b = true; });
  return list.cases;
}

class BatchMatrixMultiplyF16 : public testing::TestWithParam<bmm_case> {};
TEST_P(BatchMatrixMultiplyF16, matches_reference_at_every_thread_count) { check_bmm(GetParam()); }
INSTANTIATE_TEST_SUITE_P(cases, BatchMatrixMultiplyF16, testing::ValuesIn(bmm_cases()), case_name());

// ---- convolution and deconvolution ----------------------------------------------------------------------------

struct conv_case {
  std::string name;
  conv2d_shape s;
  bool deconvolution = false, same_padding = false, fp32_weights = false, clamped = false;
  size_t adjustment = 0;   // deconvolution: added to both output sizes
  bool depthwise_path = false;  // the f16-dwconv kernels: depthwise_unit()
};

void output_size(conv_case& c, size_t* oh, size_t* ow) {
  const conv2d_shape& s = c.s;
  if (!c.deconvolution) return conv2d_output_size(c.s, c.same_padding, oh, ow);
  *oh = (s.input_height - 1) * s.stride_height + (s.kernel_height - 1) * s.dilation_height + 1 + c.adjustment -
        s.padding_top - s.padding_bottom;
  *ow = (s.input_width - 1) * s.stride_width + (s.kernel_width - 1) * s.dilation_width + 1 + c.adjustment -
        s.padding_left - s.padding_right;
}

xnn_status create_conv(const conv_case& c, const void* kernel, const void* bias, float min, float max,
                       xnn_operator_t* op) {
  const conv2d_shape& s = c.s;
  const uint32_t weights_flag = c.fp32_weights ? XNN_FLAG_FP32_STATIC_WEIGHTS : 0;
  if (c.deconvolution) {
    return xnn_create_deconvolution2d_nhwc_f16(
        s.padding_top, s.padding_right, s.padding_bottom, s.padding_left, s.kernel_height, s.kernel_width,
        s.stride_height, s.stride_width, s.dilation_height, s.dilation_width, s.groups, s.group_input_channels,
        s.group_output_channels, s.input_stride(), s.output_stride(), kernel, bias, min, max, weights_flag, nullptr,
        op);
  }
  const bool same = c.same_padding;
  const uint32_t flags = weights_flag | (same ? XNN_FLAG_TENSORFLOW_SAME_PADDING : 0) |
                         (s.depthwise_layout ? XNN_FLAG_DEPTHWISE_CONVOLUTION : 0);
  return xnn_create_convolution2d_nhwc_f16(
      same ? 0 : s.padding_top, same ? 0 : s.padding_right, same ? 0 : s.padding_bottom, same ? 0 : s.padding_left,
      s.kernel_height, s.kernel_width, s.stride_height, s.stride_width, s.dilation_height, s.dilation_width, s.groups,
      s.group_input_channels, s.group_output_channels, s.input_stride(), s.output_stride(), kernel, bias, min, max,
      flags, nullptr, op);
}

void check_conv(conv_case c) {
  std::mt19937 rng(17);
  size_t oh, ow;
  output_size(c, &oh, &ow);
  const conv2d_shape& s = c.s;
  const size_t oc = s.groups * s.group_output_channels;
  const std::vector<uint16_t> input = random_f16(rng, s.batch * s.input_height * s.input_width * s.input_stride());
  const std::vector<uint16_t> kernel = random_f16(rng, s.kernel_size()), bias = random_f16(rng, oc);
  const std::vector<float> kernel_f32 = random_tensor(rng, s.kernel_size()), bias_f32 = random_tensor(rng, oc);
  const std::vector<float> w = c.fp32_weights ? rounded_to_f16(kernel_f32) : widen(kernel);
  std::vector<float> b = c.fp32_weights ? rounded_to_f16(bias_f32) : widen(bias);
  b.resize(oc);
  const reference_result ref = c.deconvolution ? reference_deconv2d(s, oh, ow, widen(input), w, b)
                                               : reference_conv2d(s, oh, ow, widen(input), w, b);
  const std::pair<float, float> range =
      c.clamped ? clamp_range(ref, 0.2, 0.2) : std::pair<float, float>(-INFINITY, INFINITY);
  const float min = range.first, max = range.second;
  const size_t terms = s.kernel_height * s.kernel_width * s.group_input_channels;
  const double unit = c.depthwise_path ? depthwise_unit() : gemm_unit();
  const void* k = c.fp32_weights ? static_cast<const void*>(kernel_f32.data()) : kernel.data();
  const void* bi = c.fp32_weights ? static_cast<const void*>(bias_f32.data()) : bias.data();

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success, create_conv(c, k, bi, min, max, &raw)) << what;
    operator_ptr op = own(raw);
    size_t out_h = 0, out_w = 0, workspace = 1;
    std::vector<uint16_t> output(s.batch * oh * ow * s.output_stride(), kUntouchedHalf);
    if (c.deconvolution) {
      ASSERT_EQ(xnn_status_success,
                xnn_reshape_deconvolution2d_nhwc_f16(op.get(), s.batch, s.input_height, s.input_width, c.adjustment,
                                                     c.adjustment, &out_h, &out_w, pool));
      ASSERT_EQ(xnn_status_success, xnn_setup_deconvolution2d_nhwc_f16(op.get(), input.data(), output.data()));
    } else {
      ASSERT_EQ(xnn_status_success, xnn_reshape_convolution2d_nhwc_f16(op.get(), s.batch, s.input_height,
                                                                       s.input_width, &workspace, &out_h, &out_w,
                                                                       pool));
      ASSERT_EQ(workspace, 0u) << what;
      ASSERT_EQ(xnn_status_success,
                xnn_setup_convolution2d_nhwc_f16(op.get(), nullptr, input.data(), output.data()));
    }
    ASSERT_EQ(out_h, oh) << what;
    ASSERT_EQ(out_w, ow) << what;
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_f16_matches(output, s.batch * oh * ow, oc, s.output_stride(), ref, min, max, terms, unit, what);
    outputs->add(output);
  });
}

std::vector<conv_case> conv_cases() {
  case_list<conv_case> list;
  auto pointwise = [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 5, c.s.input_width = 7, c.s.group_input_channels = 13,
    c.s.group_output_channels = 19;
  };
  auto igemm = [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 6, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1, c.s.group_input_channels = 5,
    c.s.group_output_channels = 21;
  };
  auto depthwise = [](size_t kernel) {
    return [kernel](conv_case& c) {
      c.s.batch = 2, c.s.input_height = 7, c.s.input_width = 6, c.s.kernel_height = c.s.kernel_width = kernel,
      c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = kernel / 2, c.s.groups = 19,
      c.depthwise_path = true;
    };
  };
  list.add("gemm_pointwise", pointwise);
  list.add("gemm_pointwise_strided_pixels", [&](conv_case& c) {
    pointwise(c), c.s.input_pixel_stride = 17, c.s.output_pixel_stride = 23;
  });
  list.add("gemm_pointwise_fp32_static_weights", [&](conv_case& c) { pointwise(c), c.fp32_weights = true; });
  list.add("igemm_3x3_pad1", igemm);
  list.add("igemm_3x3_clamped", [&](conv_case& c) { igemm(c), c.clamped = true; });
  list.add("igemm_3x3_fp32_static_weights", [&](conv_case& c) { igemm(c), c.fp32_weights = true; });
  list.add("igemm_groups_stride2_dilation2", [](conv_case& c) {
    c.s.input_height = 9, c.s.input_width = 8, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.stride_height = c.s.stride_width = 2, c.s.dilation_height = c.s.dilation_width = 2, c.s.groups = 3,
    c.s.group_input_channels = 4, c.s.group_output_channels = 6, c.s.padding_top = c.s.padding_left = 1;
  });
  list.add("igemm_same_padding", [&](conv_case& c) {
    igemm(c), c.same_padding = true, c.s.stride_height = c.s.stride_width = 2;
  });
  list.add("igemm_single_output_pixel", [](conv_case& c) {
    c.s.input_height = c.s.input_width = 3, c.s.kernel_height = c.s.kernel_width = 3, c.s.group_input_channels = 7,
    c.s.group_output_channels = 33;
  });
  list.add("depthwise_3x3", depthwise(3));
  list.add("depthwise_3x3_hwgo_layout", [&](conv_case& c) { depthwise(3)(c), c.s.depthwise_layout = true; });
  list.add("depthwise_3x3_clamped", [&](conv_case& c) { depthwise(3)(c), c.clamped = true; });
  list.add("depthwise_5x5", depthwise(5));
  list.add("depthwise_7x7_multipass", depthwise(7));
  list.add("depthwise_3x3_fp32_static_weights", [&](conv_case& c) { depthwise(3)(c), c.fp32_weights = true; });
  list.add("depthwise_3x3_fp32_static_weights_hwgo", [&](conv_case& c) {
    depthwise(3)(c), c.fp32_weights = true, c.s.depthwise_layout = true;
  });
  list.add("igemm_hwgo_multiplier2", [](conv_case& c) {
    // XNN_FLAG_DEPTHWISE_CONVOLUTION with 2 outputs per group is not the depthwise path: IGEMM on kgo weights.
    c.s.input_height = 5, c.s.input_width = 6, c.s.kernel_height = c.s.kernel_width = 3, c.s.groups = 5,
    c.s.group_output_channels = 2, c.s.depthwise_layout = true, c.s.padding_top = c.s.padding_left = 1;
  });
  list.add("deconvolution_2x2_s2", [](conv_case& c) {
    c.deconvolution = true, c.s.batch = 2, c.s.input_height = 4, c.s.input_width = 5,
    c.s.kernel_height = c.s.kernel_width = 2, c.s.stride_height = c.s.stride_width = 2,
    c.s.group_input_channels = 7, c.s.group_output_channels = 9;
  });
  list.add("deconvolution_3x3_s2_pad1_adj1", [](conv_case& c) {
    c.deconvolution = true, c.s.input_height = 5, c.s.input_width = 4, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.stride_height = c.s.stride_width = 2,
    c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1, c.adjustment = 1,
    c.s.group_input_channels = 6, c.s.group_output_channels = 5, c.clamped = true;
  });
  list.add("deconvolution_3x3_s1_groups", [](conv_case& c) {
    c.deconvolution = true, c.s.input_height = 4, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.groups = 2, c.s.group_input_channels = 3, c.s.group_output_channels = 17;
  });
  list.add("deconvolution_fp32_static_weights", [](conv_case& c) {
    c.deconvolution = true, c.s.input_height = 4, c.s.input_width = 3, c.s.kernel_height = c.s.kernel_width = 4,
    c.s.stride_height = c.s.stride_width = 2, c.s.padding_top = c.s.padding_left = 1, c.s.group_input_channels = 8,
    c.s.group_output_channels = 11, c.fp32_weights = true;
  });
  return list.cases;
}

class ConvolutionF16 : public testing::TestWithParam<conv_case> {};
TEST_P(ConvolutionF16, matches_reference_at_every_thread_count) { check_conv(GetParam()); }
INSTANTIATE_TEST_SUITE_P(cases, ConvolutionF16, testing::ValuesIn(conv_cases()), case_name());

// The *_f32_f16 convolutions are fp32 operators: reshaped and set up by the f32 functions.
TEST(ConvolutionF32F16, convolution_and_deconvolution_match_the_reference_of_the_widened_weights) {
  for (bool deconvolution : {false, true}) {
    conv_case c;
    c.deconvolution = deconvolution;
    c.s.batch = 2, c.s.input_height = 5, c.s.input_width = 4, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.group_input_channels = 6, c.s.group_output_channels = 10;
    if (deconvolution) c.s.stride_height = c.s.stride_width = 2;
    size_t oh, ow;
    output_size(c, &oh, &ow);
    const conv2d_shape& s = c.s;
    std::mt19937 rng(23);
    const std::vector<float> input = random_tensor(rng, s.batch * s.input_height * s.input_width * s.input_stride());
    const std::vector<uint16_t> kernel = random_f16(rng, s.kernel_size()), bias = random_f16(rng, 10);
    std::vector<float> b = widen(bias);
    b.resize(10);
    const reference_result ref = deconvolution ? reference_deconv2d(s, oh, ow, input, widen(kernel), b)
                                               : reference_conv2d(s, oh, ow, input, widen(kernel), b);
    const std::string name = deconvolution ? "deconvolution" : "convolution";
    check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
      xnn_operator_t raw = nullptr;
      std::vector<float> output(s.batch * oh * ow * 10, untouched_marker());
      const xnn_status created =
          deconvolution ? xnn_create_deconvolution2d_nhwc_f32_f16(0, 0, 0, 0, 3, 3, 2, 2, 1, 1, 1, 6, 10, 6, 10,
                                                                  kernel.data(), bias.data(), -INFINITY, INFINITY, 0,
                                                                  nullptr, &raw)
                        : xnn_create_convolution2d_nhwc_f32_f16(0, 0, 0, 0, 3, 3, 1, 1, 1, 1, 1, 6, 10, 6, 10,
                                                                kernel.data(), bias.data(), -INFINITY, INFINITY, 0,
                                                                nullptr, &raw);
      ASSERT_EQ(xnn_status_success, created) << what;
      operator_ptr op = own(raw);
      if (deconvolution) {
        ASSERT_EQ(xnn_status_success, xnn_reshape_deconvolution2d_nhwc_f32(raw, s.batch, s.input_height,
                                                                           s.input_width, 0, 0, nullptr, nullptr,
                                                                           pool));
        ASSERT_EQ(xnn_status_success, xnn_setup_deconvolution2d_nhwc_f32(raw, input.data(), output.data()));
      } else {
        size_t workspace = 0;
        ASSERT_EQ(xnn_status_success, xnn_reshape_convolution2d_nhwc_f32(raw, s.batch, s.input_height,
                                                                         s.input_width, &workspace, nullptr, nullptr,
                                                                         pool));
        ASSERT_EQ(xnn_status_success, xnn_setup_convolution2d_nhwc_f32(raw, nullptr, input.data(), output.data()));
      }
      ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
      expect_matches_reference(output, s.batch * oh * ow, 10, 10, ref, -INFINITY, INFINITY, 54, what);
      outputs->add(output);
    });
  }
}

// Names the kernels this run covers (the native rows, or the f16_f32acc rows under XNN_MAX_ISA=avx512skx).
TEST(F16GemmConfig, has_igemm_rows_of_its_gemm_tiles) {
  const xnn_f16_gemm_config* config = xnn_init_f16_gemm_config();
  ASSERT_NE(config, nullptr);
  EXPECT_EQ(config->igemm->mr, config->gemm->mr);
  EXPECT_EQ(config->igemm->nr, config->gemm->nr);
  EXPECT_EQ(config->igemm1->mr, config->gemm1->mr);
  std::printf("f16 gemm rows: %s, %s; igemm: %s, %s\n", config->gemm->name, config->gemm1->name, config->igemm->name,
              config->igemm1->name);
}

// ---- refusals -------------------------------------------------------------------------------------------------

const uint16_t kOnes[64] = {0x3C00, 0x3C00, 0x3C00, 0x3C00, 0x3C00, 0x3C00, 0x3C00, 0x3C00};

xnn_status create_fc(size_t ic, size_t oc, float min, float max, uint32_t flags, xnn_operator_t* op) {
  return xnn_create_fully_connected_nc_f16(ic, oc, ic, oc, kOnes, nullptr, min, max, flags, nullptr, op);
}

xnn_status create_pointwise(float min, float max, uint32_t flags, xnn_operator_t* op) {
  return xnn_create_convolution2d_nhwc_f16(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, kOnes, nullptr, min, max,
                                           flags, nullptr, op);
}

TEST(F16GemmOperatorRefusals, fully_connected_sizes_flags_and_bounds) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_invalid_parameter, create_fc(0, 4, -INFINITY, INFINITY, 0, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, create_fc(4, 0, -INFINITY, INFINITY, 0, &op));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_fully_connected_nc_f16(4, 4, 3, 4, kOnes, nullptr, -INFINITY, INFINITY, 0, nullptr, &op));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_fully_connected_nc_f16(4, 4, 4, 4, nullptr, nullptr, -INFINITY, INFINITY, 0, nullptr, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, create_fc(4, 4, 1.0f, 1.0f, 0, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, create_fc(4, 4, 2.0f, 1.0f, 0, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, create_fc(4, 4, NAN, 1.0f, 0, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, create_fc(4, 4, 0.0f, NAN, 0, &op));
  EXPECT_EQ(xnn_status_unsupported_parameter, create_fc(4, 4, -INFINITY, INFINITY, XNN_FLAG_TENSORFLOW_SAME_PADDING, &op));
  EXPECT_EQ(op, nullptr);
  // As XNNPACK: fully connected checks its bounds in fp32 only, so bounds that meet once rounded are accepted.
  ASSERT_EQ(xnn_status_success, create_fc(4, 4, 1.0f, 1.0001f, 0, &op));
  operator_ptr owned = own(op);
  // The f32 functions refuse an f16 operator, and the other way round.
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_f32(op, 1, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_f32_f16(op, 1, nullptr));
  ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_f16(op, 1, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_setup_fully_connected_nc_f16(op, nullptr, nullptr));
}

TEST(F16GemmOperatorRefusals, convolution_refuses_bounds_that_meet_once_rounded_to_fp16) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_invalid_parameter, create_pointwise(1.0f, 1.0001f, 0, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, create_pointwise(70000.0f, 80000.0f, 0, &op));  // both round to +inf
  EXPECT_EQ(xnn_status_invalid_parameter, create_pointwise(1.0f, 1.0f, 0, &op));
  EXPECT_EQ(xnn_status_unsupported_parameter, create_pointwise(-INFINITY, INFINITY, XNN_FLAG_TRANSPOSE_A, &op));
  EXPECT_EQ(op, nullptr);
  ASSERT_EQ(xnn_status_success, create_pointwise(1.0f, 1.001f, XNN_FLAG_FP32_STATIC_WEIGHTS, &op));
  operator_ptr owned = own(op);
  size_t workspace;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_f32(op, 1, 2, 2, &workspace, nullptr, nullptr, nullptr));
  // The f32 convolution does not take the fp16 flag.
  xnn_operator_t f32 = nullptr;
  const float weights[4] = {1, 1, 1, 1};
  EXPECT_EQ(xnn_status_unsupported_parameter,
            xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, weights, nullptr,
                                              -INFINITY, INFINITY, XNN_FLAG_FP32_STATIC_WEIGHTS, nullptr, &f32));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_convolution2d_nhwc_f16(0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, kOnes, nullptr, -INFINITY,
                                              INFINITY, 0, nullptr, &f32));
  EXPECT_EQ(f32, nullptr);
}

TEST(F16GemmOperatorRefusals, deconvolution_and_dynamic_fully_connected) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_unsupported_parameter,
            xnn_create_deconvolution2d_nhwc_f16(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, kOnes, nullptr, -INFINITY,
                                                INFINITY, XNN_FLAG_DEPTHWISE_CONVOLUTION, nullptr, &op));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_deconvolution2d_nhwc_f16(0, 0, 0, 0, 2, 2, 0, 2, 1, 1, 1, 2, 2, 2, 2, kOnes, nullptr, -INFINITY,
                                                INFINITY, 0, nullptr, &op));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_deconvolution2d_nhwc_f16(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, kOnes, nullptr, 3.0f,
                                                2.0f, 0, nullptr, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_create_dynamic_fully_connected_nc_f16(1.0f, 1.0001f, 0, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_create_dynamic_fully_connected_nc_f16(NAN, 1.0f, 0, &op));
  EXPECT_EQ(xnn_status_unsupported_parameter,
            xnn_create_dynamic_fully_connected_nc_f16(-INFINITY, INFINITY, XNN_FLAG_FP32_STATIC_WEIGHTS, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_create_dynamic_fully_connected_nc_f32(2.0f, 1.0f, 0, &op));
  EXPECT_EQ(op, nullptr);
  ASSERT_EQ(xnn_status_success, xnn_create_dynamic_fully_connected_nc_f16(-INFINITY, INFINITY, 0, &op));
  operator_ptr owned = own(op);
  size_t workspace_size;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_dynamic_fully_connected_nc_f16(op, 2, 0, 4, 4, 4, &workspace_size, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_dynamic_fully_connected_nc_f16(op, 2, 4, 4, 3, 4, &workspace_size, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_dynamic_fully_connected_nc_f16(op, 2, 4, 4, 4, 4, nullptr, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_dynamic_fully_connected_nc_f32(op, 2, 4, 4, 4, 4, &workspace_size, nullptr));
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_dynamic_fully_connected_nc_f16(op, 2, 4, 4, 4, 4, &workspace_size, nullptr));
  uint16_t data[16] = {};
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_dynamic_fully_connected_nc_f16(op, nullptr, data, data, nullptr, data));
}

TEST(F16GemmOperatorRefusals, batch_matrix_multiply) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_unsupported_parameter, xnn_create_batch_matrix_multiply_nc_f16(XNN_FLAG_TRANSPOSE_A, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_create_batch_matrix_multiply_nc_f16_const_weights(1, 0, 4, kOnes, 0, &op));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_batch_matrix_multiply_nc_f16_const_weights(1, 4, 4, nullptr, 0, &op));
  EXPECT_EQ(op, nullptr);
  ASSERT_EQ(xnn_status_success, xnn_create_batch_matrix_multiply_nc_f16(0, &op));
  operator_ptr owned = own(op);
  size_t workspace_size;
  const size_t dims_a[1] = {2}, dims_b[1] = {3};
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_f16(op, 1, dims_a, dims_b, 2, 4, 4, &workspace_size, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_batch_matrix_multiply_nc_f32(op, 0, nullptr, nullptr, 2, 4, 4, &workspace_size, nullptr));
}

}  // namespace
