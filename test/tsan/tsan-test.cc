// The library from several threads, as the API allows, for ThreadSanitizer (build-tsan in scripts/test.sh; it also
// runs, without the race detection, in the other builds): concurrent xnn_initialize and first use of every operator
// kind (lazily built configurations), distinct operators and runtimes created, reshaped and run at the same time,
// refused calls logging at the same time, model runners, and runs from several threads on one shared thread pool.
// Results are compared with a single-threaded run, so a race that TSan misses can still show as a wrong value.
#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnn-model.h>
#include <xnnpack.h>

#include <atomic>
#include <condition_variable>
#include <cstring>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "misuse/operator-fixtures.h"
#include "models.h"
#include "subgraph/runtime.h"
#include "weights-cache/weights-cache.h"

namespace {

constexpr size_t kThreads = 4;

// Starts `body(thread index)` on `count` threads at once (they wait for each other first) and joins them.
void run_together(const std::function<void(size_t)>& body, size_t count = kThreads) {
  std::mutex mutex;
  std::condition_variable all_ready;
  size_t ready = 0;
  std::vector<std::thread> threads;
  for (size_t t = 0; t < count; t++) {
    threads.emplace_back([&, t] {
      {
        std::unique_lock<std::mutex> lock(mutex);
        if (++ready == count) all_ready.notify_all();
        all_ready.wait(lock, [&] { return ready == count; });
      }
      body(t);
    });
  }
  for (std::thread& thread : threads) thread.join();
}

using Pool = std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)>;

// One operator of `kind` through its whole life on `pool`; returns its output's bits (the fixtures read zeros; 8-bit
// outputs can form NaN patterns, which a float comparison would call different).
std::vector<uint32_t> run_operator(const OperatorKind& kind, pthreadpool_t pool) {
  std::vector<float> output(1024, -1.0f);
  std::vector<char> workspace;
  OperatorPtr op = prepared_operator(kind, true, output.data(), &workspace);
  EXPECT_EQ(xnn_run_operator(op.get(), pool), xnn_status_success) << kind.name;
  std::vector<uint32_t> bits(output.size());
  std::memcpy(bits.data(), output.data(), output.size() * sizeof(float));
  return bits;
}

// Defined first so that it is the process's first use of the library: xnn_initialize and every kind's first create
// (which builds its configuration lazily) happen on several threads at once.
TEST(Concurrency, initialize_and_first_use_of_every_operator_kind) {
  run_together([](size_t t) {
    ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
    const std::vector<OperatorKind>& kinds = operator_kinds();
    for (size_t i = 0; i < kinds.size(); i++) run_operator(kinds[(i + t) % kinds.size()], nullptr);
  });
}

TEST(Concurrency, distinct_operators_on_private_pools) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);  // when run alone (--gtest_filter)
  std::vector<std::vector<uint32_t>> expected;
  for (const OperatorKind& kind : operator_kinds()) expected.push_back(run_operator(kind, nullptr));
  run_together([&](size_t t) {
    Pool pool(pthreadpool_create(2), pthreadpool_destroy);
    for (size_t i = 0; i < operator_kinds().size(); i++) {
      EXPECT_EQ(run_operator(operator_kinds()[i], t % 2 == 0 ? pool.get() : nullptr), expected[i])
          << operator_kinds()[i].name << " on thread " << t;
    }
  });
}

TEST(Concurrency, distinct_operators_on_one_shared_pool) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);  // when run alone (--gtest_filter)
  Pool shared(pthreadpool_create(3), pthreadpool_destroy);
  std::vector<std::vector<uint32_t>> expected;
  for (const OperatorKind& kind : operator_kinds()) expected.push_back(run_operator(kind, nullptr));
  run_together([&](size_t t) {
    for (size_t i = 0; i < operator_kinds().size(); i++) {
      const size_t k = (i + t) % operator_kinds().size();
      EXPECT_EQ(run_operator(operator_kinds()[k], shared.get()), expected[k]) << operator_kinds()[k].name;
    }
  });
}

// Every refusal logs a sentence (src/log.cc); several threads refusing at once must not race on the logger.
TEST(Concurrency, refusals_logged_from_several_threads) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);  // when run alone (--gtest_filter)
  run_together([](size_t) {
    for (int i = 0; i < 20; i++) {
      xnn_operator_t op = nullptr;
      EXPECT_EQ(xnn_create_softmax_nc_f32(0x80000000u, &op), xnn_status_unsupported_parameter);
      EXPECT_EQ(xnn_run_operator(nullptr, nullptr), xnn_status_invalid_parameter);
    }
  });
}

// A zoo model's runtime, its operators packing through `weights_cache` (may be NULL), created with `flags`: its
// output for one input (batch 1 at 32x32 keeps TSan's slowdown bearable). `blocked`, when given, counts the nodes
// that ran inside depth-first blocks.
std::vector<float> run_zoo_model(const xnn_zoo_model& model, pthreadpool_t pool,
                                 xnn_weights_cache_t weights_cache = nullptr, uint32_t flags = 0,
                                 size_t* blocked = nullptr) {
  xnn_subgraph_t subgraph = nullptr;
  EXPECT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
  EXPECT_EQ(xnn_zoo_define_model(subgraph, model), xnn_status_success);
  xnn_runtime_t runtime = nullptr;
  EXPECT_EQ(xnn_create_runtime_v3(subgraph, weights_cache, pool, flags, &runtime), xnn_status_success);
  xnn_delete_subgraph(subgraph);
  if (runtime == nullptr) return {};
  size_t input_elements = 1, output_dims = 0, dims[XNN_MAX_TENSOR_DIMS];
  for (size_t d : model.tensors[0].shape) input_elements *= d;
  std::vector<float> input(input_elements + XNN_EXTRA_BYTES / sizeof(float), 0.25f);
  EXPECT_EQ(xnn_get_external_value_shape(runtime, 1, &output_dims, dims), xnn_status_success);
  size_t output_elements = 1;
  for (size_t d = 0; d < output_dims; d++) output_elements *= dims[d];
  std::vector<float> output(output_elements);
  const xnn_external_value externals[2] = {{0, input.data()}, {1, output.data()}};
  EXPECT_EQ(xnn_setup_runtime_v2(runtime, 2, externals), xnn_status_success);
  EXPECT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
  if (blocked != nullptr) {
    *blocked = 0;
    for (const xnn_runtime_node& n : runtime->nodes) *blocked += n.done_in_block ? 1 : 0;
  }
  xnn_delete_runtime(runtime);
  return output;
}

TEST(Concurrency, runtimes_created_and_run_on_several_threads) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);  // when run alone (--gtest_filter)
  xnn_zoo_weights weights;
  const xnn_zoo_model models[2] = {xnn_zoo_describe_mobilenet_v2(weights, 1, 32, 32, 7),
                                     xnn_zoo_describe_transformer_block(weights, 1, 4, 16, 2, 32, 7)};
  const std::vector<float> expected[2] = {run_zoo_model(models[0], nullptr), run_zoo_model(models[1], nullptr)};
  Pool shared(pthreadpool_create(2), pthreadpool_destroy);
  run_together([&](size_t t) {
    Pool own(pthreadpool_create(2), pthreadpool_destroy);
    const size_t m = t % 2;
    EXPECT_EQ(run_zoo_model(models[m], t < 2 ? own.get() : shared.get()), expected[m]) << "model " << m;
  });
}

// 8 runtimes of one model created and invoked at once, each on a pool of its own, all packing through one cache:
// the same output as a runtime without a cache, and the cache holds what one runtime packs.
TEST(Concurrency, eight_runtimes_share_one_weights_cache) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);  // when run alone (--gtest_filter)
  xnn_zoo_weights weights;
  const xnn_zoo_model model = xnn_zoo_describe_mobilenet_v2(weights, 1, 32, 32, 7);
  const std::vector<float> expected = run_zoo_model(model, nullptr);
  xnn_weights_cache_t one_runtime = nullptr, shared = nullptr;
  ASSERT_EQ(xnn_create_weights_cache(&one_runtime), xnn_status_success);
  ASSERT_EQ(xnn_create_weights_cache(&shared), xnn_status_success);
  EXPECT_EQ(run_zoo_model(model, nullptr, one_runtime), expected);
  run_together(
      [&](size_t) {
        Pool own(pthreadpool_create(2), pthreadpool_destroy);
        EXPECT_EQ(run_zoo_model(model, own.get(), shared), expected);
      },
      8);
  size_t entries = 0, bytes = 0, shared_entries = 0, shared_bytes = 0;
  ASSERT_TRUE(xnn_weights_cache_statistics(one_runtime, &entries, &bytes));
  ASSERT_TRUE(xnn_weights_cache_statistics(shared, &shared_entries, &shared_bytes));
  EXPECT_EQ(shared_entries, entries);
  EXPECT_EQ(shared_bytes, bytes);
  EXPECT_EQ(xnn_delete_weights_cache(one_runtime), xnn_status_success);
  EXPECT_EQ(xnn_delete_weights_cache(shared), xnn_status_success);
}

// Depth-first blocks (src/operators/depth-first-block.cc) split each band's rows into segments, one per thread, that
// carry halo rows across bands: MobileNet v2 at 224x224 (large enough for blocks on any L2) on pools of 2 and 3
// threads, two runtimes at once on one shared pool, each bitwise the fused runtime's output on one thread.
TEST(Concurrency, depth_first_blocks_on_several_threads) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  xnn_zoo_weights weights;
  const xnn_zoo_model model = xnn_zoo_describe_mobilenet_v2(weights, 1, 224, 224, 7);
  const std::vector<float> expected = run_zoo_model(model, nullptr);
  Pool shared(pthreadpool_create(3), pthreadpool_destroy);
  run_together(
      [&](size_t t) {
        Pool own(pthreadpool_create(2), pthreadpool_destroy);
        size_t blocked = 0;
        EXPECT_EQ(run_zoo_model(model, t == 0 ? own.get() : shared.get(), nullptr, 0, &blocked), expected);
        EXPECT_GT(blocked, 0u) << "no depth-first block ran";
      },
      3);
}

TEST(Concurrency, model_runners_on_several_threads) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);  // when run alone (--gtest_filter)
  run_together([](size_t t) {
    Pool pool(pthreadpool_create(2), pthreadpool_destroy);
    xnn_model_t model = nullptr;
    ASSERT_EQ(xnn_model_load_file(XNN_TSAN_MODEL, nullptr, &model), xnn_status_success);
    xnn_model_runner_t runner = nullptr;
    ASSERT_EQ(xnn_model_create_runner(model, t % 2 == 0 ? pool.get() : nullptr, 0, &runner), xnn_status_success);
    std::vector<float> input(1024, float(t));
    for (size_t i = 0; i < xnn_model_num_inputs(model); i++) {
      EXPECT_EQ(xnn_model_set_input(runner, i, input.data()), xnn_status_success);
    }
    EXPECT_EQ(xnn_model_run(runner), xnn_status_success);
    xnn_model_tensor_info info;
    const void* data = nullptr;
    EXPECT_EQ(xnn_model_get_output(runner, 0, &info, &data), xnn_status_success);
    xnn_model_delete_runner(runner);
    xnn_model_delete(model);
  });
}

}  // namespace

// Its own main: the first test is the process's first xnn_initialize.
int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
