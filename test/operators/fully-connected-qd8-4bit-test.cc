// Fully connected with qd8 input and 4-bit weights (qd8_f32_qc4w and qd8_f32_qb4w) bit for bit against a reference
// that reads the kernel in XNNPACK's qc4w layout, sums the integer products exactly (per block for qb4w) and applies
// the scales in the documented order; at 1, 2 and 8 threads with identical bytes; and rejected arguments, among them
// a kc past what the CPU's 4-bit kernels sum exactly (and the largest sums at that bound, exact). The qdu8 kinds run
// every case on the rows as A + 128 (VNNI CPUs only).
#include <algorithm>
#include <cmath>
#include <cstring>

#include "configs/qd8-f32-qb4w-gemm-config.h"
#include "configs/qd8-f32-qc4w-gemm-config.h"
#include "configs/qdu8-f32-qb4w-gemm-config.h"
#include "configs/qdu8-f32-qc4w-gemm-config.h"
#include "operator-tester.h"

namespace {

struct fc4_case {
  std::string name;
  size_t batch = 5, input_channels = 37, output_channels = 19;
  size_t input_u_as_int8tride = 0, output_stride = 0;  // 0: dense
  size_t block_size = 0;                       // 0: qc4w, else qb4w
  uint8_t kernel_zero_point = 8;
  bool transpose_weights = false;  // one stream of nibbles, [input][output]
  bool with_bias = true;
  float output_min = -INFINITY, output_max = INFINITY;
};
void PrintTo(const fc4_case& c, std::ostream* os) { *os << c.name; }

// Value (o, i) of the kernel: row o is ceil(ic / 2) bytes, even i in the low nibble; transposed, nibble i * oc + o of
// one stream.
int32_t nibble(const std::vector<uint8_t>& kernel, const fc4_case& c, size_t o, size_t i) {
  const size_t position = c.transpose_weights ? i * c.output_channels + o : o * ((c.input_channels + 1) / 2) * 2 + i;
  const uint8_t byte = kernel[position / 2];
  const int32_t u = (position % 2 == 0 ? byte : byte >> 4) & 15;
  return c.kernel_zero_point == 8 ? u - 8 : (u ^ 8) - 8;
}

class FullyConnectedQd8F32FourBit : public testing::TestWithParam<fc4_case> {};

// Runs case `c` on the qd8 operator, or with `unsigned_input` on the qdu8 one (A + 128 and zero points + 128; skipped
// on CPUs without its kernels), against the reference on the int8 values.
void check_fc4(const fc4_case& c, bool unsigned_input) {
  if (unsigned_input && (c.block_size != 0 ? xnn_qdu8_f32_qb4w_gemm_config_for_qd8() == nullptr
                                           : xnn_qdu8_f32_qc4w_gemm_config_for_qd8() == nullptr)) {
    GTEST_SKIP() << "no qdu8 4-bit kernels on this CPU";
  }
  const size_t in_stride = c.input_u_as_int8tride != 0 ? c.input_u_as_int8tride : c.input_channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.output_channels;
  std::mt19937 rng(11);
  const std::vector<int8_t> input = random_int8(rng, c.batch * in_stride + XNN_EXTRA_BYTES);
  std::vector<xnn_quantization_params> quantization(c.batch + XNN_EXTRA_QUANTIZATION_PARAMS);
  std::uniform_int_distribution<int32_t> zp(-128, 127);
  std::uniform_real_distribution<float> scale_dist(0.5f, 2.0f), bias_dist(-1.0f, 1.0f);
  for (xnn_quantization_params& q : quantization) q = {zp(rng), scale_dist(rng) * 0x1.0p-7f};
  const size_t kernel_bytes = c.transpose_weights ? (c.output_channels * c.input_channels + 1) / 2
                                                  : c.output_channels * ((c.input_channels + 1) / 2);
  const std::vector<int8_t> raw_kernel = random_int8(rng, kernel_bytes);
  const std::vector<uint8_t> kernel(raw_kernel.begin(), raw_kernel.end());
  const size_t blocks = c.block_size != 0 ? c.input_channels / c.block_size : 1;
  std::vector<float> kernel_scale(c.output_channels), bias(c.output_channels);
  std::vector<uint16_t> block_scale(c.output_channels * blocks);
  for (float& s : kernel_scale) s = scale_dist(rng) * 0x1.0p-8f;
  for (uint16_t& s : block_scale) s = bf16_upper_bits(scale_dist(rng) * 0x1.0p-8f);
  for (float& b : bias) b = bias_dist(rng);

  std::vector<float> expected(c.batch * c.output_channels);
  for (size_t b = 0; b < c.batch; b++) {
    const xnn_quantization_params& q = quantization[b];
    for (size_t o = 0; o < c.output_channels; o++) {
      volatile float x;
      if (c.block_size != 0) {
        volatile float f = 0.0f;
        for (size_t blk = 0; blk < blocks; blk++) {
          int64_t acc = 0;
          for (size_t i = blk * c.block_size; i < (blk + 1) * c.block_size; i++) {
            acc += (int64_t(input[b * in_stride + i]) - q.zero_point) *
                   nibble(kernel, c, o, i);
          }
          volatile float product = float(acc) * bf16_to_float(block_scale[o * blocks + blk]);
          f = f + product;
        }
        x = f * q.scale;
      } else {
        int64_t acc = 0;
        for (size_t i = 0; i < c.input_channels; i++) {
          acc += (int64_t(input[b * in_stride + i]) - q.zero_point) *
                 nibble(kernel, c, o, i);
        }
        x = float(acc) * q.scale;
        x = x * kernel_scale[o];
      }
      x = x + (c.with_bias ? bias[o] : 0.0f);
      expected[b * c.output_channels + o] = std::min(std::max(float(x), c.output_min), c.output_max);
    }
  }

  std::vector<uint8_t> input_u(input.size());
  for (size_t i = 0; i < input.size(); i++) input_u[i] = uint8_t(input[i]) ^ 0x80;
  std::vector<xnn_quantization_params> quantization_u = quantization;
  for (xnn_quantization_params& q : quantization_u) q.zero_point += 128;
  const int8_t* input_u_as_int8 = reinterpret_cast<const int8_t*>(input_u.data());

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    const float* bias_or_null = c.with_bias ? bias.data() : nullptr;
    const uint32_t flags = c.transpose_weights ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0;
    if (c.block_size != 0) {
      const auto create = unsigned_input ? xnn_create_fully_connected_nc_qdu8_f32_qb4w
                                         : xnn_create_fully_connected_nc_qd8_f32_qb4w;
      ASSERT_EQ(xnn_status_success,
                create(c.input_channels, c.output_channels, in_stride, out_stride, c.block_size, c.kernel_zero_point,
                       block_scale.data(), kernel.data(), bias_or_null, c.output_min, c.output_max, flags, nullptr,
                       &raw));
    } else {
      const auto create = unsigned_input ? xnn_create_fully_connected_nc_qdu8_f32_qc4w
                                         : xnn_create_fully_connected_nc_qd8_f32_qc4w;
      ASSERT_EQ(xnn_status_success,
                create(c.input_channels, c.output_channels, in_stride, out_stride, c.kernel_zero_point,
                       kernel_scale.data(), kernel.data(), bias_or_null, c.output_min, c.output_max, flags, nullptr,
                       &raw));
    }
    operator_ptr op = own(raw);
    std::vector<float> output(c.batch * out_stride, untouched_marker());
    size_t workspace_size = 1;
    if (c.block_size != 0 && unsigned_input) {
      ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qdu8_f32_qb4w(op.get(), c.batch, &workspace_size,
                                                                                 pool));
      ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_qdu8_f32_qb4w(op.get(), input_u_as_int8, output.data(),
                                                                               nullptr, quantization_u.data()));
    } else if (c.block_size != 0) {
      ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qd8_f32_qb4w(op.get(), c.batch, &workspace_size,
                                                                                pool));
      ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_qd8_f32_qb4w(op.get(), input.data(), output.data(),
                                                                              nullptr, quantization.data()));
    } else if (unsigned_input) {
      ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qdu8_f32_qc4w(op.get(), c.batch, &workspace_size,
                                                                                 pool));
      ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_qdu8_f32_qc4w(op.get(), input_u.data(),
                                                                               output.data(), nullptr,
                                                                               quantization_u.data()));
    } else {
      ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qd8_f32_qc4w(op.get(), c.batch, &workspace_size,
                                                                                pool));
      ASSERT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_qd8_f32_qc4w(op.get(), input.data(), output.data(),
                                                                              nullptr, quantization.data()));
    }
    ASSERT_EQ(workspace_size, 0u);
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    for (size_t b = 0; b < c.batch; b++) {
      for (size_t o = 0; o < out_stride; o++) {
        const float actual = output[b * out_stride + o];
        if (o < c.output_channels) {
          const float want = expected[b * c.output_channels + o];
          ASSERT_EQ(std::memcmp(&actual, &want, sizeof(float)), 0)
              << what << ": batch " << b << ", channel " << o << ": " << actual << " != " << want;
        } else {
          ASSERT_TRUE(is_untouched(actual)) << what << ": wrote into the stride gap at batch " << b;
        }
      }
    }
    outputs->add(output);
  });
}

TEST_P(FullyConnectedQd8F32FourBit, matches_reference_bit_for_bit_at_every_thread_count) {
  check_fc4(GetParam(), false);
}

// The qdu8 kinds (fully_connected_nc_qdu8_f32_qc4w / _qb4w) on the same rows as A + 128: the same bits.
TEST_P(FullyConnectedQd8F32FourBit, qdu8_input_matches_reference_bit_for_bit_at_every_thread_count) {
  check_fc4(GetParam(), true);
}

std::vector<fc4_case> fc4_cases() {
  const xnn_qd8_f32_qc4w_gemm_config* config = xnn_init_qd8_f32_qc4w_gemm_config();
  const xnn_qd8_f32_qb4w_gemm_config* block_config = xnn_init_qd8_f32_qb4w_gemm_config();
  const size_t mr = config != nullptr ? std::max(config->mr, block_config->mr) : 4;
  const size_t nr = config != nullptr ? config->nr : 16;
  case_list<fc4_case> l;
  for (size_t bl : {size_t(0), size_t(32)}) {
    const std::string kind = bl == 0 ? "qc4w_" : "qb4w_";
    const size_t ic = bl == 0 ? 37 : 64;
    // Every batch size up to two tiles of rows (the last strip, and batch 1's GEMV kernel).
    for (size_t batch = 1; batch <= 2 * mr + 1; batch++) {
      l.add(kind + "batch" + std::to_string(batch), [&](fc4_case& c) {
        c.batch = batch, c.input_channels = ic, c.output_channels = nr + 3, c.block_size = bl;
      });
    }
    for (size_t oc : {size_t(1), nr - 1, nr + 1, 3 * nr + 5}) {
      l.add(kind + "output_channels" + std::to_string(oc), [&](fc4_case& c) {
        c.batch = 3, c.input_channels = ic, c.output_channels = oc, c.block_size = bl;
      });
    }
    l.add(kind + "strided", [&](fc4_case& c) {
      c.batch = 7, c.input_channels = ic, c.output_channels = 13, c.input_u_as_int8tride = ic + 9, c.output_stride = 17,
      c.block_size = bl;
    });
    l.add(kind + "signed_nibbles", [&](fc4_case& c) { c.input_channels = ic, c.kernel_zero_point = 0, c.block_size = bl; });
    l.add(kind + "transposed_weights", [&](fc4_case& c) {
      c.batch = 6, c.input_channels = bl == 0 ? 23 : 96, c.output_channels = 11, c.transpose_weights = true,
      c.block_size = bl;
    });
    l.add(kind + "transposed_weights_batch1", [&](fc4_case& c) {
      c.batch = 1, c.input_channels = ic, c.transpose_weights = true, c.kernel_zero_point = 0, c.block_size = bl;
    });
    l.add(kind + "no_bias", [&](fc4_case& c) { c.input_channels = ic, c.with_bias = false, c.block_size = bl; });
    l.add(kind + "clamped", [&](fc4_case& c) {
      c.input_channels = ic, c.output_min = -0.05f, c.output_max = 0.1f, c.block_size = bl;
    });
    l.add(kind + "large_batch", [&](fc4_case& c) {
      c.batch = 97, c.input_channels = 128, c.output_channels = 40, c.block_size = bl;
    });
  }
  for (size_t ic : {size_t(1), size_t(2), size_t(3), size_t(8), size_t(9), size_t(300), size_t(2101)}) {
    l.add("qc4w_input_channels" + std::to_string(ic), [&](fc4_case& c) { c.input_channels = ic, c.output_channels = 2 * nr; });
  }
  for (size_t bl : {size_t(32), size_t(64), size_t(256)}) {
    for (size_t blocks : {size_t(1), size_t(3), size_t(9)}) {
      l.add("qb4w_block" + std::to_string(bl) + "x" + std::to_string(blocks), [&](fc4_case& c) {
        c.input_channels = bl * blocks, c.block_size = bl, c.output_channels = nr + 1;
      });
    }
  }
  return l.cases;
}

INSTANTIATE_TEST_SUITE_P(cases, FullyConnectedQd8F32FourBit, testing::ValuesIn(fc4_cases()),
                         [](const testing::TestParamInfo<fc4_case>& info) { return info.param.name; });

TEST(FullyConnectedQd8F32Qc4wCreate, rejects_bad_kernel_zero_points_and_scales) {
  const uint8_t kernel[6] = {};
  const float scales[3] = {1.0f, 1.0f, 1.0f};
  xnn_operator_t op = nullptr;
  for (uint8_t zp : {1, 7, 9, 15}) {
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_fully_connected_nc_qd8_f32_qc4w(4, 3, 4, 3, zp, scales, kernel, nullptr, -INFINITY, INFINITY,
                                                         0, nullptr, &op))
        << int(zp);
  }
  for (float bad : {0.0f, -1.0f, NAN, INFINITY, 1e-40f}) {
    const float bad_scales[3] = {1.0f, bad, 1.0f};
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_fully_connected_nc_qd8_f32_qc4w(4, 3, 4, 3, 8, bad_scales, kernel, nullptr, -INFINITY,
                                                         INFINITY, 0, nullptr, &op))
        << bad;
  }
  EXPECT_EQ(op, nullptr);
}

TEST(FullyConnectedQd8F32Qb4wCreate, rejects_bad_block_sizes_and_scales) {
  const uint8_t kernel[3 * 32] = {};
  std::vector<uint16_t> scales(3 * 2, bf16_upper_bits(1.0f));
  xnn_operator_t op = nullptr;
  for (size_t bl : {size_t(0), size_t(16), size_t(48), size_t(128)}) {
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_fully_connected_nc_qd8_f32_qb4w(64, 3, 64, 3, bl, 8, scales.data(), kernel, nullptr,
                                                         -INFINITY, INFINITY, 0, nullptr, &op))
        << bl;
  }
  for (float bad : {0.0f, -1.0f, NAN, INFINITY}) {
    std::vector<uint16_t> bad_scales = scales;
    bad_scales[5] = bf16_upper_bits(bad);
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_fully_connected_nc_qd8_f32_qb4w(64, 3, 64, 3, 32, 8, bad_scales.data(), kernel, nullptr,
                                                         -INFINITY, INFINITY, 0, nullptr, &op))
        << bad;
  }
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_fully_connected_nc_qd8_f32_qb4w(64, 3, 64, 3, 32, 3, scales.data(), kernel, nullptr,
                                                       -INFINITY, INFINITY, 0, nullptr, &op));
  EXPECT_EQ(op, nullptr);
}

TEST(FullyConnectedQd8F32FourBitSetup, rejects_null_quantization_params_and_other_kinds) {
  const uint8_t kernel[6] = {};
  const float scales[3] = {1.0f, 1.0f, 1.0f};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_qd8_f32_qc4w(4, 3, 4, 3, 8, scales, kernel, nullptr,
                                                                           -INFINITY, INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_qd8_f32_qb4w(op.get(), 2, nullptr, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_qd8_f32_qc8w(op.get(), 2, nullptr, nullptr));
  ASSERT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qd8_f32_qc4w(op.get(), 2, nullptr, nullptr));
  int8_t input[8 + XNN_EXTRA_BYTES] = {};
  float output[6];
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_fully_connected_nc_qd8_f32_qc4w(op.get(), input, output, nullptr, nullptr));
}

// One row of A at 127 with zero point -128 (A - zp = 255, the VNNI kernels' A + 128 at its top) times weights of -8
// (x16: -128) over `kc` inputs: the largest sums the 4-bit kernels meet. Returns C[0][0] (scales 1, no bias).
float largest_sum_output(xnn_operator_t op, size_t kc, bool blockwise) {
  std::vector<int8_t> input(kc + XNN_EXTRA_BYTES, 127);
  std::vector<xnn_quantization_params> params(1 + XNN_EXTRA_QUANTIZATION_PARAMS, xnn_quantization_params{-128, 1.0f});
  float output = 0.0f;
  if (blockwise) {
    EXPECT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qd8_f32_qb4w(op, 1, nullptr, nullptr));
    EXPECT_EQ(xnn_status_success,
              xnn_setup_fully_connected_nc_qd8_f32_qb4w(op, input.data(), &output, nullptr, params.data()));
  } else {
    EXPECT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_qd8_f32_qc4w(op, 1, nullptr, nullptr));
    EXPECT_EQ(xnn_status_success,
              xnn_setup_fully_connected_nc_qd8_f32_qc4w(op, input.data(), &output, nullptr, params.data()));
  }
  EXPECT_EQ(xnn_status_success, xnn_run_operator(op, nullptr));
  return output;
}

// The x16 loaders (VNNI, i8mm, relaxed SIMD) sum exactly up to xnn_qc4w_exact_kc_bound: qc4w refuses more input
// channels, qb4w a longer block, and at the bound the largest sums come out exact. CPUs whose loaders have no such
// bound run the VNNI bound's sizes for the exactness half.
TEST(FullyConnectedQd8F32FourBitKcBound, qc4w_refuses_input_channels_past_the_bound_and_is_exact_at_it) {
  const xnn_qd8_f32_qc4w_gemm_config* config = xnn_init_qd8_f32_qc4w_gemm_config();
  ASSERT_NE(config, nullptr);
  const size_t bound = xnn_qc4w_exact_kc_bound(config->gemm->isa);
  const size_t kc = bound != SIZE_MAX ? bound : 65793;
  const std::vector<uint8_t> kernel((kc + 2) / 2 + XNN_EXTRA_BYTES, 0);  // nibbles 0 with zero point 8: -8
  const float scale = 1.0f;
  xnn_operator_t raw = nullptr;
  if (bound != SIZE_MAX) {
    EXPECT_EQ(xnn_status_unsupported_parameter,
              xnn_create_fully_connected_nc_qd8_f32_qc4w(kc + 1, 1, kc + 1, 1, 8, &scale, kernel.data(), nullptr,
                                                         -INFINITY, INFINITY, 0, nullptr, &raw));
    EXPECT_EQ(raw, nullptr);
  }
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_qd8_f32_qc4w(kc, 1, kc, 1, 8, &scale, kernel.data(),
                                                                           nullptr, -INFINITY, INFINITY, 0, nullptr,
                                                                           &raw));
  operator_ptr op = own(raw);
  EXPECT_EQ(largest_sum_output(op.get(), kc, false), float(-2040 * int64_t(kc))) << "kc " << kc;
}

TEST(FullyConnectedQd8F32FourBitKcBound, qb4w_refuses_blocks_past_the_bound_and_is_exact_at_it) {
  const xnn_qd8_f32_qb4w_gemm_config* config = xnn_init_qd8_f32_qb4w_gemm_config();
  ASSERT_NE(config, nullptr);
  const size_t bound = xnn_qc4w_exact_kc_bound(config->gemm->isa);
  const size_t block = (bound != SIZE_MAX ? bound : 65793) / 32 * 32;  // the longest block within the bound
  const std::vector<uint8_t> kernel((block + 32) / 2 + XNN_EXTRA_BYTES, 0);
  const uint16_t scale = bf16_upper_bits(1.0f);
  xnn_operator_t raw = nullptr;
  if (bound != SIZE_MAX) {
    EXPECT_EQ(xnn_status_unsupported_parameter,
              xnn_create_fully_connected_nc_qd8_f32_qb4w(block + 32, 1, block + 32, 1, block + 32, 8, &scale,
                                                         kernel.data(), nullptr, -INFINITY, INFINITY, 0, nullptr,
                                                         &raw));
    EXPECT_EQ(raw, nullptr);
  }
  ASSERT_EQ(xnn_status_success,
            xnn_create_fully_connected_nc_qd8_f32_qb4w(block, 1, block, 1, block, 8, &scale, kernel.data(), nullptr,
                                                       -INFINITY, INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  EXPECT_EQ(largest_sum_output(op.get(), block, true), float(-2040 * int64_t(block))) << "block " << block;
}

}  // namespace
