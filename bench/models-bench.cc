// The model zoo (src/model-zoo/) on the runtime: time per inference at 1 and 2 threads, with the arena the runtime
// planned and its lower bound (the most bytes alive at any one node) as counters, and fastest_ms, the fastest single
// inference (fastest-run.h).
//
// <model>/layer_by_layer runs each layer of the same description as its own one-node runtime with its own buffers,
// `repeats` times in a row: the sum of the model's operator times (counter per_inference), without graph overhead or
// shared memory, to read the whole-graph time against. repeats:1 runs each layer once per pass, with caches as a
// model run leaves them; repeats:8 with warm caches, as an operator benchmark times a layer. Single-threaded runs are
// timed in CPU time like operators-bench (the machine is shared); 2-thread runs in real time, the only meaningful clock
// for them.
//
// The dynamically quantized models (xnn_zoo_quantize_qd8: `_qd8_qc8w`, `_qd8_qc4w`, `_qd8_qb4w`, blocks of 32) have no
// layer_by_layer rows (a qdint8 value cannot be a runtime's input or output). Every row reports WEIGHTS, the model's
// constant bytes (fp32 floats, int8 or 4-bit values with their scales) per second, and WEIGHTS_fastest over the
// fastest inference: for a batch-1 LLM layer, how fast its weights stream.
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include "fastest-run.h"
#include "models.h"
#include "subgraph/runtime.h"

namespace {
using Describe = std::function<xnn_zoo_model(xnn_zoo_weights&)>;
using Pool = std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)>;
using Runtime = std::unique_ptr<xnn_runtime, decltype(&xnn_delete_runtime)>;

size_t elements(const std::vector<size_t>& shape) {
  size_t n = 1;
  for (size_t d : shape) n *= d;
  return n;
}

// Bytes of a model's constants as the description holds them (before packing).
double weight_bytes(const xnn_zoo_model& model) {
  double bytes = 0;
  for (const xnn_zoo_tensor& t : model.tensors) {
    if (t.data == nullptr) continue;
    const double n = double(elements(t.shape));
    switch (t.datatype) {
      case xnn_datatype_qcint8:
        bytes += n + 4.0 * double(t.shape[t.channel_dim]);
        break;
      case xnn_datatype_qcint4:
        bytes += n / 2 + 4.0 * double(t.shape[t.channel_dim]);
        break;
      case xnn_datatype_qbint4:
        bytes += n / 2 + 2.0 * n / double(t.block_size);
        break;
      default:
        bytes += 4.0 * n;
        break;
    }
  }
  return bytes;
}

std::vector<float> random_buffer(size_t count) {
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> values(count + XNN_EXTRA_BYTES / sizeof(float));
  for (float& v : values) v = dist(rng);
  return values;
}

// A model ready to run: its runtime, set up on its own input and output buffers.
struct Prepared {
  Runtime runtime{nullptr, xnn_delete_runtime};
  std::vector<float> input, output;
};

bool prepare(const xnn_zoo_model& model, pthreadpool_t pool, Prepared& p, benchmark::State& state,
             uint32_t runtime_flags = 0) {
  xnn_runtime_t runtime = nullptr;
  if (xnn_zoo_create_runtime(model, pool, runtime_flags, &runtime) != xnn_status_success) {
    state.SkipWithError("creating the runtime failed");
    return false;
  }
  p.runtime.reset(runtime);
  p.input = random_buffer(elements(model.tensors[0].shape));
  p.output.resize(elements(model.tensors[1].shape));
  const xnn_external_value externals[] = {{0, p.input.data()}, {1, p.output.data()}};
  if (xnn_setup_runtime_v2(runtime, 2, externals) != xnn_status_success) {
    state.SkipWithError("setting up the runtime failed");
    return false;
  }
  return true;
}

Pool pool_for(benchmark::State& state) {
  const size_t threads = size_t(state.range(0));
  return Pool(threads > 1 ? pthreadpool_create(threads) : nullptr, pthreadpool_destroy);
}

// `runtime_flags`: XNN_FLAG_FORCE_FP16_INFERENCE for the fp16 rows (fp32 tensors outside, fp16 inside),
// XNN_FLAG_NO_OPERATOR_FUSION for the `_unfused` rows (every node its own pass, to read the fused plan against).
void whole_graph(benchmark::State& state, Describe describe, uint32_t runtime_flags) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  const Pool pool = pool_for(state);
  xnn_zoo_weights weights;
  const xnn_zoo_model model = describe(weights);
  Prepared p;
  if (!prepare(model, pool.get(), p, state, runtime_flags)) return;
  fastest_run fastest;
  for (auto _ : state) {
    fastest.start();
    if (xnn_invoke_runtime(p.runtime.get()) != xnn_status_success) return state.SkipWithError("invoke failed");
    fastest.stop();
  }
  state.counters["fastest_ms"] = fastest.seconds() * 1e3;
  const double bytes = weight_bytes(model);
  state.counters["WEIGHTS"] = benchmark::Counter(bytes * double(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["WEIGHTS_fastest"] = fastest.rate(bytes);
  state.counters["arena_bytes"] = double(p.runtime->arena_size);
  state.counters["arena_lower_bound"] = double(p.runtime->arena_lower_bound);
  state.counters["arena_layer_by_layer_bytes"] = double(p.runtime->arena_size_layer_by_layer);
}

// Layer `index` of `model` alone: its first input becomes the input and its output the output; any other activation
// it reads (the second operand of a residual add) becomes a constant.
xnn_zoo_model single_layer(const xnn_zoo_model& model, size_t index, xnn_zoo_weights& weights) {
  xnn_zoo_layer layer = model.layers[index];
  xnn_zoo_model one;
  one.tensors = {model.tensors[layer.inputs[0]], model.tensors[layer.output]};
  layer.inputs[0] = 0, layer.output = 1;
  for (size_t i = 1; i < 3; i++) {
    if (layer.inputs[i] == kZooNoTensor) continue;
    xnn_zoo_tensor tensor = model.tensors[layer.inputs[i]];
    if (tensor.data == nullptr) {
      weights.buffers.push_back(random_buffer(elements(tensor.shape)));
      tensor.data = weights.buffers.back().data();
    }
    one.tensors.push_back(tensor);
    layer.inputs[i] = uint32_t(one.tensors.size() - 1);
  }
  one.layers = {layer};
  return one;
}

void layer_by_layer(benchmark::State& state, Describe describe) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  const Pool pool = pool_for(state);
  xnn_zoo_weights weights;
  const xnn_zoo_model model = describe(weights);
  std::vector<Prepared> layers(model.layers.size());
  for (size_t i = 0; i < layers.size(); i++) {
    if (!prepare(single_layer(model, i, weights), pool.get(), layers[i], state)) return;
  }
  const int64_t repeats = state.range(1);
  for (auto _ : state) {
    for (Prepared& p : layers) {
      for (int64_t r = 0; r < repeats; r++) {
        if (xnn_invoke_runtime(p.runtime.get()) != xnn_status_success) return state.SkipWithError("invoke failed");
      }
    }
  }
  state.counters["layers"] = double(layers.size());
  state.counters["per_inference"] =
      benchmark::Counter(double(repeats), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

constexpr uint32_t kSeed = 1;
constexpr size_t kBlockSize = 32;

Describe quantized(Describe describe, xnn_zoo_qd8_weights kind) {
  return [=](xnn_zoo_weights& w) {
    xnn_zoo_model q;
    xnn_zoo_quantize_qd8(describe(w), w, kind, kBlockSize, &q);
    return q;
  };
}

const Describe transformer = [](xnn_zoo_weights& w) {
  // BERT-base proportions at a third of the width: 128 tokens, dim 256, 4 heads of 64, ffn 1024.
  return xnn_zoo_describe_transformer_block(w, 1, 128, 256, 4, 1024, kSeed);
};
// Llama-like 1B proportions: dim 2048, 16 heads, ffn 5632; one token (decode) or a 128-token prefill.
const Describe decoder_one_token = [](xnn_zoo_weights& w) {
  return xnn_zoo_describe_llm_decoder_layer(w, 1, 1, 2048, 16, 5632, kSeed);
};
const Describe decoder_prefill = [](xnn_zoo_weights& w) {
  return xnn_zoo_describe_llm_decoder_layer(w, 1, 128, 2048, 16, 5632, kSeed);
};
const Describe linear_4096 = [](xnn_zoo_weights& w) { return xnn_zoo_describe_linear_layer(w, 1, 4096, 4096, kSeed); };

const struct {
  const char* name;
  Describe describe;
  bool layer_by_layer = true;
  uint32_t runtime_flags = 0;
} kModels[] = {
    {"mobilenet_v1_224", [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v1(w, 1, 224, 224, kSeed); }},
    {"mobilenet_v2_224", [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v2(w, 1, 224, 224, kSeed); }},
    {"mobilenet_v2_224_fp16",
     [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v2(w, 1, 224, 224, kSeed); }, false,
     XNN_FLAG_FORCE_FP16_INFERENCE},
    {"mobilenet_v2_224_unfused",
     [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v2(w, 1, 224, 224, kSeed); }, false,
     XNN_FLAG_NO_OPERATOR_FUSION},
    {"mobilenet_v2_qs8_224",
     [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v2_qs8(w, 1, 224, 224, kSeed); }},
    {"mobilenet_v3_small_224",
     [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v3_small(w, 1, 224, 224, kSeed); }},
    {"mobilenet_v3_small_224_unfused",
     [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v3_small(w, 1, 224, 224, kSeed); }, false,
     XNN_FLAG_NO_OPERATOR_FUSION},
    {"transformer_seq128_dim256", transformer},
    {"transformer_seq128_dim256_unfused", transformer, false, XNN_FLAG_NO_OPERATOR_FUSION},
    {"transformer_seq128_dim256_qd8_qc8w", quantized(transformer, xnn_zoo_qd8_weights::qc8w), false},
    {"transformer_seq128_dim256_qd8_qb4w", quantized(transformer, xnn_zoo_qd8_weights::qb4w), false},
    {"llm_decoder_dim2048_tokens1", decoder_one_token},
    {"llm_decoder_dim2048_tokens1_qd8_qc8w", quantized(decoder_one_token, xnn_zoo_qd8_weights::qc8w), false},
    {"llm_decoder_dim2048_tokens1_qd8_qb4w", quantized(decoder_one_token, xnn_zoo_qd8_weights::qb4w), false},
    {"llm_decoder_dim2048_tokens128", decoder_prefill},
    {"llm_decoder_dim2048_tokens128_qd8_qc8w", quantized(decoder_prefill, xnn_zoo_qd8_weights::qc8w), false},
    {"llm_decoder_dim2048_tokens128_qd8_qb4w", quantized(decoder_prefill, xnn_zoo_qd8_weights::qb4w), false},
    {"linear_4096x4096_batch1", linear_4096},
    {"linear_4096x4096_batch1_qd8_qc8w", quantized(linear_4096, xnn_zoo_qd8_weights::qc8w), false},
    {"linear_4096x4096_batch1_qd8_qc4w", quantized(linear_4096, xnn_zoo_qd8_weights::qc4w), false},
    {"linear_4096x4096_batch1_qd8_qb4w", quantized(linear_4096, xnn_zoo_qd8_weights::qb4w), false},
};

const bool kRegistered = [] {
  for (const auto& m : kModels) {
    for (int64_t threads : {1, 2}) {
      std::vector<benchmark::internal::Benchmark*> rows = {
          benchmark::RegisterBenchmark(m.name, whole_graph, m.describe, m.runtime_flags)
              ->ArgName("threads")
              ->Arg(threads)};
      if (m.layer_by_layer) {
        rows.push_back(benchmark::RegisterBenchmark((std::string(m.name) + "/layer_by_layer").c_str(),
                                                    layer_by_layer, m.describe)
                           ->ArgNames({"threads", "repeats"})
                           ->Args({threads, 1})
                           ->Args({threads, 8}));
      }
      for (auto* b : rows) {
        b->Unit(benchmark::kMillisecond);
        if (threads > 1) b->UseRealTime();
      }
    }
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
