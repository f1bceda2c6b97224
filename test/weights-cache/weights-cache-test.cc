// The weights cache (include/xnnpack.h, docs/weights-cache.md): operators and runtimes with equal weights share one
// packed copy, finalization (soft and hard), a user-supplied provider called in XNNPACK's order, and creation from
// several threads at once.
#include <gtest/gtest.h>
#include <unistd.h>
#include <xnn-model.h>
#include <xnnpack.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "models.h"
#include "models/writer/subgraph-writer.h"
#include "weights-cache/shared-buffers.h"
#include "weights-cache/weights-cache.h"

namespace {

constexpr size_t kInputs = 24, kOutputs = 20;

struct Statistics {
  size_t entries = 0, bytes = 0;
};

Statistics statistics(xnn_weights_cache_t cache) {
  Statistics s;
  EXPECT_TRUE(xnn_weights_cache_statistics(cache, &s.entries, &s.bytes));
  return s;
}

// Weights of a [kOutputs x kInputs] fully connected layer whose values depend on `seed`.
struct Weights {
  explicit Weights(int seed) : kernel(kOutputs * kInputs), bias(kOutputs) {
    for (size_t i = 0; i < kernel.size(); i++) kernel[i] = float(int((i * 7 + seed * 13) % 17) - 8) / 8.0f;
    for (size_t i = 0; i < bias.size(); i++) bias[i] = float(int(i) - seed);
  }
  std::vector<float> kernel, bias;
};

class WeightsCache : public testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
    ASSERT_EQ(xnn_create_weights_cache(&cache), xnn_status_success);
  }
  void TearDown() override {
    for (xnn_operator_t op : operators) xnn_delete_operator(op);
    EXPECT_EQ(xnn_delete_weights_cache(cache), xnn_status_success);
  }

  // A fully connected operator of `weights` through `through` (NULL: no cache); kept until the test ends.
  xnn_status create(const Weights& weights, xnn_weights_cache_t through, xnn_operator_t* op = nullptr) {
    xnn_operator_t created = nullptr;
    const xnn_status status =
        xnn_create_fully_connected_nc_f32(kInputs, kOutputs, kInputs, kOutputs, weights.kernel.data(),
                                          weights.bias.data(), -INFINITY, INFINITY, 0, through, &created);
    if (status == xnn_status_success) operators.push_back(created);
    if (op != nullptr) *op = created;
    return status;
  }

  // The operator's output for a fixed batch of 3 rows.
  static std::vector<float> run(xnn_operator_t op) {
    std::vector<float> input(3 * kInputs + XNN_EXTRA_BYTES / sizeof(float));
    for (size_t i = 0; i < input.size(); i++) input[i] = float(i % 5) - 2.0f;
    std::vector<float> output(3 * kOutputs);
    EXPECT_EQ(xnn_reshape_fully_connected_nc_f32(op, 3, nullptr), xnn_status_success);
    EXPECT_EQ(xnn_setup_fully_connected_nc_f32(op, input.data(), output.data()), xnn_status_success);
    EXPECT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
    return output;
  }

  xnn_weights_cache_t cache = nullptr;
  std::vector<xnn_operator_t> operators;
};

TEST_F(WeightsCache, two_operators_with_equal_weights_share_one_packed_copy) {
  const Weights first(1), equal_copy(1);  // equal contents at other addresses
  xnn_operator_t a, b, uncached;
  ASSERT_EQ(create(first, cache, &a), xnn_status_success);
  const Statistics one = statistics(cache);
  EXPECT_EQ(one.entries, 1u);
  EXPECT_GT(one.bytes, kInputs * kOutputs * sizeof(float));
  ASSERT_EQ(create(equal_copy, cache, &b), xnn_status_success);
  EXPECT_EQ(statistics(cache).entries, 1u);
  EXPECT_EQ(statistics(cache).bytes, one.bytes);
  ASSERT_EQ(create(first, nullptr, &uncached), xnn_status_success);
  EXPECT_EQ(run(a), run(uncached));
  EXPECT_EQ(run(b), run(uncached));
}

TEST_F(WeightsCache, different_weights_get_copies_of_their_own) {
  const Weights first(1), second(2);
  Weights other_bias(1);
  other_bias.bias[3] += 1.0f;
  ASSERT_EQ(create(first, cache), xnn_status_success);
  ASSERT_EQ(create(second, cache), xnn_status_success);
  ASSERT_EQ(create(other_bias, cache), xnn_status_success);
  EXPECT_EQ(statistics(cache).entries, 3u);
}

TEST_F(WeightsCache, equal_weights_at_other_addresses_are_found_without_packing) {
  const Weights first(1), equal_copy(1);
  xnn_operator_t a, b;
  ASSERT_EQ(create(first, cache, &a), xnn_status_success);
  EXPECT_EQ(xnn_weights_cache_packings(cache), 1u);
  ASSERT_EQ(create(equal_copy, cache, &b), xnn_status_success);
  EXPECT_EQ(xnn_weights_cache_packings(cache), 1u);
  EXPECT_EQ(run(b), run(a));
}

// The cache never trusts the caller's pointers: weights changed in place are packed again, into a copy of their own.
TEST_F(WeightsCache, weights_changed_at_the_same_address_are_packed_again) {
  Weights changing(1);
  xnn_operator_t before, after, uncached;
  ASSERT_EQ(create(changing, cache, &before), xnn_status_success);
  const std::vector<float> before_output = run(before);
  changing.kernel[5] += 1.0f;
  ASSERT_EQ(create(changing, cache, &after), xnn_status_success);
  changing.bias[0] += 1.0f;
  ASSERT_EQ(create(changing, cache), xnn_status_success);
  EXPECT_EQ(xnn_weights_cache_packings(cache), 3u);
  EXPECT_EQ(statistics(cache).entries, 3u);
  changing.bias[0] -= 1.0f;
  ASSERT_EQ(create(changing, nullptr, &uncached), xnn_status_success);
  EXPECT_EQ(run(after), run(uncached));
  EXPECT_EQ(run(before), before_output);
  EXPECT_NE(run(after), before_output);
}

TEST_F(WeightsCache, hard_finalized_cache_refuses_every_packing) {
  const Weights first(1);
  ASSERT_EQ(create(first, cache), xnn_status_success);
  ASSERT_EQ(xnn_finalize_weights_cache(cache, xnn_weights_cache_finalization_kind_hard), xnn_status_success);
  EXPECT_TRUE(xnn_weights_cache_is_finalized(cache));
  xnn_operator_t op = nullptr;
  EXPECT_EQ(create(Weights(2), cache, &op), xnn_status_invalid_state);
  EXPECT_EQ(op, nullptr);
  // As in XNNPACK: a hard-finalized cache checks nothing, not even weights it holds.
  EXPECT_EQ(create(first, cache), xnn_status_invalid_state);
  EXPECT_EQ(statistics(cache).entries, 1u);
}

TEST_F(WeightsCache, soft_finalized_cache_shares_what_it_holds_and_refuses_new_weights) {
  const Weights first(1);
  xnn_operator_t before, after, uncached;
  ASSERT_EQ(create(first, cache, &before), xnn_status_success);
  ASSERT_EQ(xnn_finalize_weights_cache(cache, xnn_weights_cache_finalization_kind_soft), xnn_status_success);
  EXPECT_TRUE(xnn_weights_cache_is_finalized(cache));
  ASSERT_EQ(create(Weights(1), cache, &after), xnn_status_success);
  EXPECT_EQ(create(Weights(2), cache), xnn_status_invalid_state);
  EXPECT_EQ(statistics(cache).entries, 1u);
  ASSERT_EQ(create(first, nullptr, &uncached), xnn_status_success);
  EXPECT_EQ(run(after), run(uncached));
  EXPECT_EQ(run(before), run(uncached));
}

TEST_F(WeightsCache, finalizing_twice_is_refused) {
  ASSERT_EQ(xnn_finalize_weights_cache(cache, xnn_weights_cache_finalization_kind_soft), xnn_status_success);
  EXPECT_EQ(xnn_finalize_weights_cache(cache, xnn_weights_cache_finalization_kind_soft), xnn_status_invalid_state);
  EXPECT_EQ(xnn_finalize_weights_cache(cache, xnn_weights_cache_finalization_kind_hard), xnn_status_invalid_state);
}

TEST_F(WeightsCache, with_size_accepts_any_size) {
  for (size_t size : {size_t(0), size_t(1), size_t(1) << 20}) {
    xnn_weights_cache_t sized = nullptr;
    ASSERT_EQ(xnn_create_weights_cache_with_size(size, &sized), xnn_status_success);
    ASSERT_EQ(create(Weights(1), sized), xnn_status_success);
    EXPECT_EQ(statistics(sized).entries, 1u);
    for (xnn_operator_t op : operators) xnn_delete_operator(op);
    operators.clear();
    EXPECT_EQ(xnn_delete_weights_cache(sized), xnn_status_success);
  }
}

TEST_F(WeightsCache, operators_created_on_several_threads_share_one_copy) {
  constexpr size_t kThreads = 8;
  const Weights shared(3);
  std::vector<xnn_operator_t> created(kThreads, nullptr);
  std::vector<std::thread> threads;
  for (size_t t = 0; t < kThreads; t++) {
    threads.emplace_back([&, t] {
      EXPECT_EQ(xnn_create_fully_connected_nc_f32(kInputs, kOutputs, kInputs, kOutputs, shared.kernel.data(),
                                                  shared.bias.data(), -INFINITY, INFINITY, 0, cache, &created[t]),
                xnn_status_success);
    });
  }
  for (std::thread& thread : threads) thread.join();
  operators.insert(operators.end(), created.begin(), created.end());
  EXPECT_EQ(statistics(cache).entries, 1u);
  for (size_t t = 1; t < kThreads; t++) EXPECT_EQ(run(created[t]), run(created[0])) << "thread " << t;
}

// A stride-2 deconvolution packs one set of weights per output phase: four entries, shared by a second operator.
TEST_F(WeightsCache, deconvolution_phases_are_shared) {
  constexpr size_t kChannels = 8;
  std::vector<float> kernel(kChannels * 3 * 3 * kChannels), bias(kChannels, 0.5f);
  for (size_t i = 0; i < kernel.size(); i++) kernel[i] = float(int(i % 9) - 4) / 4.0f;
  std::vector<float> input(2 * 5 * 5 * kChannels + XNN_EXTRA_BYTES / sizeof(float), 1.0f);
  std::vector<std::vector<float>> outputs;
  for (xnn_weights_cache_t through : {cache, cache, static_cast<xnn_weights_cache_t>(nullptr)}) {
    xnn_operator_t op = nullptr;
    ASSERT_EQ(xnn_create_deconvolution2d_nhwc_f32(0, 0, 0, 0, 3, 3, 2, 2, 1, 1, 1, kChannels, kChannels, kChannels,
                                                  kChannels, kernel.data(), bias.data(), -INFINITY, INFINITY, 0,
                                                  through, &op),
              xnn_status_success);
    operators.push_back(op);
    size_t height = 0, width = 0;
    ASSERT_EQ(xnn_reshape_deconvolution2d_nhwc_f32(op, 2, 5, 5, 0, 0, &height, &width, nullptr), xnn_status_success);
    outputs.emplace_back(2 * height * width * kChannels);
    ASSERT_EQ(xnn_setup_deconvolution2d_nhwc_f32(op, input.data(), outputs.back().data()), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
    EXPECT_EQ(statistics(cache).entries, 4u);
    EXPECT_EQ(xnn_weights_cache_packings(cache), 4u) << "the second operator packed its phases again";
  }
  EXPECT_EQ(outputs[0], outputs[2]);
  EXPECT_EQ(outputs[1], outputs[2]);
}

// The dynamically quantized and 4-bit fully connected kinds: equal weights at another address are found by their
// inputs' digest without packing; a change in the kernel's last byte (so the digest reads the whole kernel) or in the
// bias is packed again.
TEST_F(WeightsCache, quantized_fully_connected_kinds_are_found_without_packing) {
  constexpr size_t kIn = 64, kOut = 20, kBlock = 32;
  const std::vector<float> scale(kOut, 0.125f);
  const std::vector<uint16_t> block_scale(kOut * kIn / kBlock, 0x3E00);  // bf16 0.125
  using Create = xnn_status (*)(const uint8_t* kernel, const float* bias, const float* scale,
                                const uint16_t* block_scale, xnn_weights_cache_t cache, xnn_operator_t* op);
  const struct {
    const char* name;
    size_t kernel_bytes;
    Create create;
  } kinds[] = {
      {"qd8_f32_qc8w", kIn * kOut,
       [](const uint8_t* k, const float* b, const float* s, const uint16_t*, xnn_weights_cache_t c, xnn_operator_t* o) {
         return xnn_create_fully_connected_nc_qd8_f32_qc8w(kIn, kOut, kIn, kOut, s, reinterpret_cast<const int8_t*>(k),
                                                           b, -INFINITY, INFINITY, 0, c, o);
       }},
      {"qd8_f32_qc4w", kIn * kOut / 2,
       [](const uint8_t* k, const float* b, const float* s, const uint16_t*, xnn_weights_cache_t c, xnn_operator_t* o) {
         return xnn_create_fully_connected_nc_qd8_f32_qc4w(kIn, kOut, kIn, kOut, 8, s, k, b, -INFINITY, INFINITY, 0,
                                                           c, o);
       }},
      {"qd8_f32_qc4w transposed", kIn * kOut / 2,
       [](const uint8_t* k, const float* b, const float* s, const uint16_t*, xnn_weights_cache_t c, xnn_operator_t* o) {
         return xnn_create_fully_connected_nc_qd8_f32_qc4w(kIn, kOut, kIn, kOut, 8, s, k, b, -INFINITY, INFINITY,
                                                           XNN_FLAG_TRANSPOSE_WEIGHTS, c, o);
       }},
      {"qd8_f32_qb4w", kIn * kOut / 2,
       [](const uint8_t* k, const float* b, const float*, const uint16_t* s, xnn_weights_cache_t c, xnn_operator_t* o) {
         return xnn_create_fully_connected_nc_qd8_f32_qb4w(kIn, kOut, kIn, kOut, kBlock, 8, s, k, b, -INFINITY,
                                                           INFINITY, 0, c, o);
       }},
      {"f32_qc8w", kIn * kOut,
       [](const uint8_t* k, const float* b, const float* s, const uint16_t*, xnn_weights_cache_t c, xnn_operator_t* o) {
         return xnn_create_fully_connected_nc_f32_qc8w(kIn, kOut, kIn, kOut, s, reinterpret_cast<const int8_t*>(k), b,
                                                       -INFINITY, INFINITY, 0, c, o);
       }},
      {"f32_qc4w", kIn * kOut / 2,
       [](const uint8_t* k, const float* b, const float* s, const uint16_t*, xnn_weights_cache_t c, xnn_operator_t* o) {
         return xnn_create_fully_connected_nc_f32_qc4w(kIn, kOut, kIn, kOut, 8, s, k, b, -INFINITY, INFINITY, 0, c,
                                                       o);
       }},
  };
  for (const auto& kind : kinds) {
    SCOPED_TRACE(kind.name);
    xnn_weights_cache_t own = nullptr;
    ASSERT_EQ(xnn_create_weights_cache(&own), xnn_status_success);
    std::vector<uint8_t> kernel(kind.kernel_bytes);
    for (size_t i = 0; i < kernel.size(); i++) kernel[i] = uint8_t(i * 37 + 11);
    std::vector<float> bias(kOut);
    for (size_t i = 0; i < bias.size(); i++) bias[i] = float(i) - 3.0f;
    const std::vector<uint8_t> equal_kernel = kernel;
    const std::vector<float> equal_bias = bias;
    std::vector<uint8_t> last_byte_changed = kernel;
    last_byte_changed.back() ^= 0x11;
    std::vector<float> bias_changed = bias;
    bias_changed.back() += 1.0f;
    const struct {
      const std::vector<uint8_t>& kernel;
      const std::vector<float>& bias;
      size_t packings;
    } steps[] = {{kernel, bias, 1}, {equal_kernel, equal_bias, 1}, {last_byte_changed, bias, 2},
                 {kernel, bias_changed, 3}, {equal_kernel, bias, 3}};
    for (const auto& step : steps) {
      xnn_operator_t op = nullptr;
      ASSERT_EQ(kind.create(step.kernel.data(), step.bias.data(), scale.data(), block_scale.data(), own, &op),
                xnn_status_success);
      operators.push_back(op);
      EXPECT_EQ(xnn_weights_cache_packings(own), step.packings);
    }
    for (xnn_operator_t op : operators) xnn_delete_operator(op);
    operators.clear();
    EXPECT_EQ(xnn_delete_weights_cache(own), xnn_status_success);
  }
}

// A depthwise qs8_qc8w convolution (the depthwise packing path, with per-channel scales in the key): equal weights
// share, a different scale does not.
TEST_F(WeightsCache, depthwise_convolution_shares_equal_weights_only) {
  constexpr size_t kChannels = 16;
  std::vector<int8_t> kernel(3 * 3 * kChannels);
  for (size_t i = 0; i < kernel.size(); i++) kernel[i] = int8_t(int(i % 7) - 3);
  std::vector<int32_t> bias(kChannels, 10);
  std::vector<float> scales(kChannels, 0.5f), other_scales(kChannels, 0.25f);
  for (const std::vector<float>* kernel_scale : {&scales, &scales, &other_scales}) {
    xnn_operator_t op = nullptr;
    ASSERT_EQ(xnn_create_convolution2d_nhwc_qs8_qc8w(1, 1, 1, 1, 3, 3, 1, 1, 1, 1, kChannels, 1, 1, kChannels,
                                                     kChannels, 0, 1.0f, kernel_scale->data(), kernel.data(),
                                                     bias.data(), 0, 1.0f, -128, 127, XNN_FLAG_DEPTHWISE_CONVOLUTION,
                                                     cache, &op),
              xnn_status_success);
    operators.push_back(op);
  }
  EXPECT_EQ(statistics(cache).entries, 2u);
}

// A user-supplied provider that records its calls and keeps packed weights in a list of buffers; its offsets are
// list indices, so every read must go through offset_to_addr.
struct RecordingProvider {
  static RecordingProvider& of(void* context) { return *static_cast<RecordingProvider*>(context); }

  xnn_weights_cache_provider provider() {
    return {this,
            [](void* c, const xnn_weights_cache_look_up_key* key) {
              RecordingProvider& p = of(c);
              p.calls += "look_up ";
              for (size_t i = 0; i < p.keys.size(); i++) {
                const xnn_weights_cache_look_up_key& k = p.keys[i];
                if (k.seed == key->seed && k.kernel == key->kernel && k.bias == key->bias &&
                    k.fingerprint_id == key->fingerprint_id) {
                  return i;
                }
              }
              return SIZE_MAX;
            },
            [](void* c, size_t n) -> void* {
              RecordingProvider& p = of(c);
              p.calls += "reserve_space ";
              if (p.refuse) return nullptr;
              p.pending.assign(n, 0x5A);
              return p.pending.data();
            },
            [](void* c, const xnn_weights_cache_look_up_key* key, void* ptr, size_t size) {
              RecordingProvider& p = of(c);
              p.calls += "look_up_or_insert ";
              EXPECT_EQ(ptr, p.pending.data());
              p.buffers.emplace_back(static_cast<char*>(ptr), static_cast<char*>(ptr) + size);
              p.keys.push_back(*key);
              return p.buffers.size() - 1;
            },
            [](void* c) {
              of(c).calls += "is_finalized ";
              return false;
            },
            [](void* c, size_t offset) -> void* {
              RecordingProvider& p = of(c);
              p.calls += "offset_to_addr ";
              return p.buffers.at(offset).data();
            },
            [](void* c) {
              of(c).deleted = true;
              return xnn_status_success;
            },
            nullptr};
  }

  std::string calls;
  bool refuse = false, deleted = false;
  std::vector<char> pending;
  std::vector<std::vector<char>> buffers;
  std::vector<xnn_weights_cache_look_up_key> keys;
};

TEST_F(WeightsCache, user_provider_is_called_in_xnnpacks_order) {
  RecordingProvider recording;
  xnn_weights_cache_provider provider = recording.provider();
  const Weights first(1);
  xnn_operator_t a, b, uncached;
  ASSERT_EQ(create(first, &provider, &a), xnn_status_success);
  EXPECT_EQ(recording.calls, "look_up reserve_space look_up_or_insert ");
  EXPECT_EQ(recording.keys[0].kernel, first.kernel.data());
  EXPECT_EQ(recording.keys[0].bias, first.bias.data());
  recording.calls.clear();
  ASSERT_EQ(create(first, &provider, &b), xnn_status_success);
  EXPECT_EQ(recording.calls, "look_up ");
  EXPECT_EQ(recording.buffers.size(), 1u);
  ASSERT_EQ(create(first, nullptr, &uncached), xnn_status_success);
  recording.calls.clear();
  EXPECT_EQ(run(b), run(uncached));
  EXPECT_EQ(recording.calls, "offset_to_addr ");
  EXPECT_EQ(run(a), run(uncached));
  EXPECT_EQ(xnn_delete_weights_cache(&provider), xnn_status_success);
  EXPECT_TRUE(recording.deleted);
}

TEST_F(WeightsCache, user_provider_without_room_fails_the_create) {
  RecordingProvider recording;
  recording.refuse = true;
  xnn_weights_cache_provider provider = recording.provider();
  xnn_operator_t op = nullptr;
  EXPECT_EQ(create(Weights(1), &provider, &op), xnn_status_out_of_memory);
  EXPECT_EQ(op, nullptr);
  EXPECT_EQ(recording.calls, "look_up reserve_space is_finalized ");
}

TEST_F(WeightsCache, user_provider_cannot_be_finalized_by_xnn) {
  RecordingProvider recording;
  xnn_weights_cache_provider provider = recording.provider();
  EXPECT_EQ(xnn_finalize_weights_cache(&provider, xnn_weights_cache_finalization_kind_soft),
            xnn_status_unsupported_parameter);
}

// The output of `model` on a runtime created through `through`, for a fixed input.
std::vector<float> run_model(const xnn_zoo_model& model, xnn_weights_cache_t through) {
  xnn_subgraph_t subgraph = nullptr;
  EXPECT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
  EXPECT_EQ(xnn_zoo_define_model(subgraph, model), xnn_status_success);
  xnn_runtime_t runtime = nullptr;
  EXPECT_EQ(xnn_create_runtime_v3(subgraph, through, nullptr, 0, &runtime), xnn_status_success);
  xnn_delete_subgraph(subgraph);
  if (runtime == nullptr) return {};
  size_t input_elements = 1, output_dims = 0, dims[XNN_MAX_TENSOR_DIMS];
  for (size_t d : model.tensors[0].shape) input_elements *= d;
  std::vector<float> input(input_elements + XNN_EXTRA_BYTES / sizeof(float));
  for (size_t i = 0; i < input.size(); i++) input[i] = float(i % 11) / 11.0f;
  EXPECT_EQ(xnn_get_external_value_shape(runtime, 1, &output_dims, dims), xnn_status_success);
  size_t output_elements = 1;
  for (size_t d = 0; d < output_dims; d++) output_elements *= dims[d];
  std::vector<float> output(output_elements);
  const xnn_external_value externals[2] = {{0, input.data()}, {1, output.data()}};
  EXPECT_EQ(xnn_setup_runtime_v2(runtime, 2, externals), xnn_status_success);
  EXPECT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
  xnn_delete_runtime(runtime);
  return output;
}

TEST_F(WeightsCache, two_runtimes_of_one_model_pack_once) {
  xnn_zoo_weights weights;
  const xnn_zoo_model model = xnn_zoo_describe_mobilenet_v2(weights, 1, 32, 32, 7);
  const std::vector<float> expected = run_model(model, nullptr);
  EXPECT_EQ(run_model(model, cache), expected);
  const Statistics one = statistics(cache);
  const size_t packings = xnn_weights_cache_packings(cache);
  EXPECT_GT(one.entries, 50u);  // every convolution and the classifier
  EXPECT_GT(one.bytes, 3000000 * sizeof(float));
  EXPECT_EQ(run_model(model, cache), expected);
  EXPECT_EQ(statistics(cache).entries, one.entries);
  EXPECT_EQ(statistics(cache).bytes, one.bytes);
  EXPECT_EQ(xnn_weights_cache_packings(cache), packings) << "the second runtime packed again";
}

TEST_F(WeightsCache, runtime_on_a_soft_finalized_cache_reuses_its_weights) {
  xnn_zoo_weights weights;
  const xnn_zoo_model model = xnn_zoo_describe_mobilenet_v1(weights, 1, 32, 32, 5);
  const std::vector<float> expected = run_model(model, nullptr);
  EXPECT_EQ(run_model(model, cache), expected);
  ASSERT_EQ(xnn_finalize_weights_cache(cache, xnn_weights_cache_finalization_kind_soft), xnn_status_success);
  EXPECT_EQ(run_model(model, cache), expected);
}

// A 3x3 f32 convolution of `channels` channels (IGEMM, or depthwise when `depthwise`) on `input_size` x
// input_size images through `through`; its output for a fixed input, the operator kept in *op.
std::vector<float> run_convolution(xnn_weights_cache_t through, bool depthwise, size_t input_size,
                                   xnn_operator_t* op) {
  constexpr size_t kChannels = 8;
  const size_t groups = depthwise ? kChannels : 1, group_in = depthwise ? 1 : kChannels;
  const size_t group_out = depthwise ? 1 : kChannels;
  std::vector<float> kernel(groups * group_out * 9 * group_in), bias(kChannels, 0.25f);
  for (size_t i = 0; i < kernel.size(); i++) kernel[i] = float(int(i % 7) - 3) / 4.0f;
  if (*op == nullptr) {
    EXPECT_EQ(xnn_create_convolution2d_nhwc_f32(1, 1, 1, 1, 3, 3, 1, 1, 1, 1, groups, group_in, group_out, kChannels,
                                                kChannels, kernel.data(), bias.data(), -INFINITY, INFINITY, 0,
                                                through, op),
              xnn_status_success);
  }
  std::vector<float> input(input_size * input_size * kChannels + XNN_EXTRA_BYTES / sizeof(float));
  for (size_t i = 0; i < input.size(); i++) input[i] = float(i % 9) - 4.0f;
  size_t height = 0, width = 0, workspace_size = 0;
  EXPECT_EQ(
      xnn_reshape_convolution2d_nhwc_f32(*op, 1, input_size, input_size, &workspace_size, &height, &width, nullptr),
      xnn_status_success);
  std::vector<char> workspace(workspace_size);
  std::vector<float> output(height * width * kChannels);
  EXPECT_EQ(xnn_setup_convolution2d_nhwc_f32(*op, workspace.data(), input.data(), output.data()),
            xnn_status_success);
  EXPECT_EQ(xnn_run_operator(*op, nullptr), xnn_status_success);
  return output;
}

// Convolutions of one shape on one cache read one indirection buffer (and one zero row): a second operator adds
// none, a new input size gets a buffer of its own, and the last operator to let go of a buffer frees it.
TEST_F(WeightsCache, convolutions_of_one_shape_share_an_indirection_buffer) {
  for (bool depthwise : {false, true}) {
    SCOPED_TRACE(depthwise ? "depthwise" : "igemm");
    xnn_operator_t a = nullptr, b = nullptr, uncached = nullptr;
    const std::vector<float> expected = run_convolution(nullptr, depthwise, 7, &uncached);
    EXPECT_EQ(run_convolution(cache, depthwise, 7, &a), expected);
    EXPECT_EQ(xnn_weights_cache_shared_indirections(cache), 1u);
    EXPECT_EQ(run_convolution(cache, depthwise, 7, &b), expected);
    EXPECT_EQ(xnn_weights_cache_shared_indirections(cache), 1u) << "the second operator built its own buffer";
    const std::vector<float> larger = run_convolution(nullptr, depthwise, 10, &uncached);
    EXPECT_EQ(run_convolution(cache, depthwise, 10, &b), larger);
    EXPECT_EQ(xnn_weights_cache_shared_indirections(cache), 2u);
    EXPECT_EQ(run_convolution(cache, depthwise, 7, &a), expected) << "the first buffer changed under its reader";
    xnn_delete_operator(b);
    EXPECT_EQ(xnn_weights_cache_shared_indirections(cache), 1u);
    xnn_delete_operator(a);
    xnn_delete_operator(uncached);
    EXPECT_EQ(xnn_weights_cache_shared_indirections(cache), 0u);
  }
}

// Two MobileNet v2 runtimes alive at once on one cache: the second builds no indirection buffer of its own and
// computes what a runtime without a cache computes.
TEST_F(WeightsCache, two_live_runtimes_share_their_indirection_buffers) {
  xnn_zoo_weights weights;
  const xnn_zoo_model model = xnn_zoo_describe_mobilenet_v2(weights, 1, 32, 32, 7);
  const std::vector<float> expected = run_model(model, nullptr);
  xnn_runtime_t runtimes[2] = {};
  size_t shared[2] = {};
  for (size_t r = 0; r < 2; r++) {
    xnn_subgraph_t subgraph = nullptr;
    ASSERT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
    ASSERT_EQ(xnn_zoo_define_model(subgraph, model), xnn_status_success);
    ASSERT_EQ(xnn_create_runtime_v3(subgraph, cache, nullptr, 0, &runtimes[r]), xnn_status_success);
    xnn_delete_subgraph(subgraph);
    std::vector<float> input(32 * 32 * 3 + XNN_EXTRA_BYTES / sizeof(float));
    for (size_t i = 0; i < input.size(); i++) input[i] = float(i % 11) / 11.0f;
    std::vector<float> output(expected.size());
    const xnn_external_value externals[2] = {{0, input.data()}, {1, output.data()}};
    ASSERT_EQ(xnn_setup_runtime_v2(runtimes[r], 2, externals), xnn_status_success);
    ASSERT_EQ(xnn_invoke_runtime(runtimes[r]), xnn_status_success);
    EXPECT_EQ(output, expected);
    shared[r] = xnn_weights_cache_shared_indirections(cache);
  }
  EXPECT_GT(shared[0], 10u);  // the first 3x3 convolution and the depthwise convolutions
  EXPECT_EQ(shared[1], shared[0]);
  for (xnn_runtime_t runtime : runtimes) xnn_delete_runtime(runtime);
  EXPECT_EQ(xnn_weights_cache_shared_indirections(cache), 0u);
}

// The output of a runner of `model` through `through`, for a fixed input.
std::vector<float> run_runner(xnn_model_t model, xnn_weights_cache_t through) {
  xnn_model_runner_t runner = nullptr;
  EXPECT_EQ(xnn_model_create_runner_v2(model, through, nullptr, 0, &runner), xnn_status_success);
  if (runner == nullptr) return {};
  std::vector<float> input(32 * 32 * 3 + XNN_EXTRA_BYTES / sizeof(float));
  for (size_t i = 0; i < input.size(); i++) input[i] = float(i % 13) / 13.0f;
  EXPECT_EQ(xnn_model_set_input(runner, 0, input.data()), xnn_status_success);
  EXPECT_EQ(xnn_model_run(runner), xnn_status_success);
  xnn_model_tensor_info info;
  const void* data = nullptr;
  EXPECT_EQ(xnn_model_get_output(runner, 0, &info, &data), xnn_status_success);
  std::vector<float> output(static_cast<const float*>(data), static_cast<const float*>(data) + 1000);
  xnn_model_delete_runner(runner);
  return output;
}

// A model file (MobileNet v2 written as XN00, loaded through xnn_model_load_file's mapping): two runners on one cache
// pack one copy of its weights and compute what a runner without a cache computes.
TEST_F(WeightsCache, two_runners_of_a_model_file_share_packed_weights) {
  xnn_subgraph_t subgraph = nullptr;
  ASSERT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
  xnn_zoo_weights weights;
  std::vector<uint8_t> bytes;
  std::string problem;
  ASSERT_EQ(xnn_zoo_define_mobilenet_v2(subgraph, weights, 1, 32, 32, 3), xnn_status_success);
  ASSERT_TRUE(xnn_write_subgraph(*subgraph, &bytes, &problem)) << problem;
  xnn_delete_subgraph(subgraph);
  char path[] = "/tmp/weights-cache-test-XXXXXX";
  const int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(write(fd, bytes.data(), bytes.size()), ssize_t(bytes.size()));
  close(fd);
  xnn_model_t model = nullptr;
  ASSERT_EQ(xnn_model_load_file(path, nullptr, &model), xnn_status_success);
  unlink(path);  // the mapping keeps the file's bytes
  const std::vector<float> expected = run_runner(model, nullptr);
  EXPECT_EQ(run_runner(model, cache), expected);
  const Statistics one = statistics(cache);
  const size_t packings = xnn_weights_cache_packings(cache);
  EXPECT_GT(packings, 50u);
  EXPECT_EQ(run_runner(model, cache), expected);
  EXPECT_EQ(xnn_weights_cache_packings(cache), packings) << "the second runner packed again";
  EXPECT_EQ(statistics(cache).entries, one.entries);
  EXPECT_EQ(statistics(cache).bytes, one.bytes);
  xnn_model_delete(model);
}

}  // namespace
