// Convolution and fully connected operators on MobileNet v1/v2 layers (224x224 input): the 3x3 stride-2 first
// convolution, pointwise 1x1 convolutions, v2's 3x3 depthwise convolutions (stride 1 and 2), the final fully
// connected layers and a 1024^3 fully connected GEMM (M = 1024 rows), at 1 and 2 threads. Rate counter FLOPS =
// 2 * multiply-adds per run; compare with build/bench/peak-bench (FMA peak) in the same session. Counter bytes = the
// input and output tensors' bytes per run, to compare with memory/write (a plain fill of a buffer of a layer's output
// size): the 112x112 layers' outputs (0.8-4.8 MB) live in L3, not L2. Single-threaded runs are timed in CPU
// time like peak-bench (the machine is shared); 2-thread runs in real time, the only meaningful clock for them.
// FLOPS_fastest: the rate of the fastest single run (fastest-run.h). fully_connected_qd8/llm_prefill: the prefill of
// a 4096 x 4096 LLM layer (M = 128 dynamically quantized rows, int8 weights), with rate counters MACS and MACS_fastest
// (int8 multiply-adds) to compare with peak-bench's int8 dot-product rows (issue 14's prefill criterion).
#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include "fastest-run.h"
#include "operator-bench.h"

namespace {

struct conv_layer {
  const char* name;
  size_t size, kernel, stride, input_channels, output_channels;  // per group
  size_t groups = 1;                                              // depthwise: channels, with 1 channel per group
};

// Pointwise layers listed once per distinct shape; sizes are input height = width.
const conv_layer kConvLayers[] = {
    {"v1_conv0_3x3s2_224x3x32", 224, 3, 2, 3, 32},
    {"v1_pw_112x32x64", 112, 1, 1, 32, 64},
    {"v1_pw_56x128x128", 56, 1, 1, 128, 128},
    {"v1_pw_28x256x256", 28, 1, 1, 256, 256},
    {"v1_pw_14x512x512", 14, 1, 1, 512, 512},
    {"v1_pw_7x1024x1024", 7, 1, 1, 1024, 1024},
    {"v2_pw_112x32x16", 112, 1, 1, 32, 16},
    {"v2_pw_112x16x96", 112, 1, 1, 16, 96},
    {"v2_pw_56x24x144", 56, 1, 1, 24, 144},
    {"v2_pw_56x144x24", 56, 1, 1, 144, 24},
    {"v2_pw_28x32x192", 28, 1, 1, 32, 192},
    {"v2_pw_14x64x384", 14, 1, 1, 64, 384},
    {"v2_pw_14x384x96", 14, 1, 1, 384, 96},
    {"v2_pw_7x160x960", 7, 1, 1, 160, 960},
    {"v2_pw_7x960x320", 7, 1, 1, 960, 320},
    {"v2_pw_7x320x1280", 7, 1, 1, 320, 1280},
    {"dw_112x64_3x3s1", 112, 3, 1, 1, 1, 64},  // issue 3's target layer (the kernel benchmark's first shape)
    {"v1_dw_112x64_3x3s2", 112, 3, 2, 1, 1, 64},
    {"v2_dw_112x32_3x3s1", 112, 3, 1, 1, 1, 32},
    {"v2_dw_112x96_3x3s2", 112, 3, 2, 1, 1, 96},
    {"v2_dw_56x144_3x3s1", 56, 3, 1, 1, 1, 144},
    {"v2_dw_56x144_3x3s2", 56, 3, 2, 1, 1, 144},
    {"v2_dw_28x192_3x3s1", 28, 3, 1, 1, 1, 192},
    {"v2_dw_28x192_3x3s2", 28, 3, 2, 1, 1, 192},
    {"v2_dw_14x384_3x3s1", 14, 3, 1, 1, 1, 384},
    {"v2_dw_14x576_3x3s2", 14, 3, 2, 1, 1, 576},
    {"v2_dw_7x960_3x3s1", 7, 3, 1, 1, 1, 960},
};

struct fc_layer {
  const char* name;
  size_t input_channels, output_channels;
  size_t batch = 1;  // rows of the input: 1 for the classifier layers, 1024 for the square GEMM
};
// The two MobileNet classifiers, and the 1024^3 GEMM whose share of peak-bench's FMA row is issue 15's criterion.
const fc_layer kFcLayers[] = {
    {"v1_fc_1024x1001", 1024, 1001}, {"v2_fc_1280x1000", 1280, 1000}, {"gemm_1024x1024x1024", 1024, 1024, 1024}};

// Runs `op` for the benchmark's iterations and deletes it. FLOPS is the rate over all iterations, FLOPS_fastest the
// rate of the fastest single run (fastest-run.h).
void run_and_count_flops(benchmark::State& state, xnn_operator_t op, pthreadpool_t pool, void* output,
                         double flops) {
  fastest_run fastest;
  for (auto _ : state) {
    fastest.start();
    xnn_run_operator(op, pool);
    benchmark::DoNotOptimize(output);
    fastest.stop();
  }
  xnn_delete_operator(op);
  state.counters["FLOPS"] = benchmark::Counter(flops * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["FLOPS_fastest"] = fastest.rate(flops);
  state.counters["MFLOP"] = flops / 1e6;
}

void convolution(benchmark::State& state, const conv_layer& l, size_t threads) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  const size_t input_channels = l.groups * l.input_channels, output_channels = l.groups * l.output_channels;
  const std::vector<float> kernel = random_vector(output_channels * l.kernel * l.kernel * l.input_channels, 1.0f);
  const std::vector<float> bias = random_vector(output_channels, 1.0f);
  xnn_operator_t op = nullptr;
  // TensorFlow SAME padding, as in the models.
  if (xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, l.kernel, l.kernel, l.stride, l.stride, 1, 1, l.groups,
                                        l.input_channels, l.output_channels, input_channels, output_channels,
                                        kernel.data(), bias.data(), 0.0f, 6.0f,
                                        l.kernel > 1 ? XNN_FLAG_TENSORFLOW_SAME_PADDING : 0, nullptr,
                                        &op) != xnn_status_success) {
    return state.SkipWithError("create failed");
  }
  pool_ptr pool = make_pool(threads);
  size_t oh = 0, ow = 0, workspace = 0;
  xnn_reshape_convolution2d_nhwc_f32(op, 1, l.size, l.size, &workspace, &oh, &ow, pool.get());
  const std::vector<float> input = random_vector(l.size * l.size * input_channels, 1.0f);
  std::vector<float> output(oh * ow * output_channels);
  xnn_setup_convolution2d_nhwc_f32(op, nullptr, input.data(), output.data());
  const double flops = 2.0 * oh * ow * output_channels * l.kernel * l.kernel * l.input_channels;
  run_and_count_flops(state, op, pool.get(), output.data(), flops);
  const double bytes = double(input.size() + output.size()) * sizeof(float);
  state.counters["bytes"] = benchmark::Counter(bytes * state.iterations(), benchmark::Counter::kIsRate);
}

// The machine's own write bandwidth into a buffer of `bytes` (std::fill: GCC makes it memset).
void memory_write(benchmark::State& state, size_t bytes) {
  std::vector<float> buffer(bytes / sizeof(float));
  float value = 0.0f;
  for (auto _ : state) {
    std::fill(buffer.begin(), buffer.end(), value);
    benchmark::DoNotOptimize(buffer.data());
    value += 1.0f;
  }
  state.counters["bytes"] = benchmark::Counter(double(bytes) * state.iterations(), benchmark::Counter::kIsRate);
}

void fully_connected(benchmark::State& state, const fc_layer& l, size_t threads) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  const std::vector<float> kernel = random_vector(l.output_channels * l.input_channels, 1.0f);
  const std::vector<float> bias = random_vector(l.output_channels, 1.0f);
  xnn_operator_t op = nullptr;
  if (xnn_create_fully_connected_nc_f32(l.input_channels, l.output_channels, l.input_channels, l.output_channels,
                                        kernel.data(), bias.data(), -INFINITY, INFINITY, 0, nullptr,
                                        &op) != xnn_status_success) {
    return state.SkipWithError("create failed");
  }
  pool_ptr pool = make_pool(threads);
  xnn_reshape_fully_connected_nc_f32(op, l.batch, pool.get());
  const std::vector<float> input = random_vector(l.batch * l.input_channels, 1.0f);
  std::vector<float> output(l.batch * l.output_channels);
  xnn_setup_fully_connected_nc_f32(op, input.data(), output.data());
  run_and_count_flops(state, op, pool.get(), output.data(), 2.0 * l.batch * l.output_channels * l.input_channels);
}

// The same layer in fp16 (fp32 weights rounded at create: XNN_FLAG_FP32_STATIC_WEIGHTS), on the f16 GEMM kernels.
void fully_connected_f16(benchmark::State& state, const fc_layer& l, size_t threads) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  const std::vector<float> kernel = random_vector(l.output_channels * l.input_channels, 1.0f);
  const std::vector<float> bias = random_vector(l.output_channels, 1.0f);
  xnn_operator_t op = nullptr;
  if (xnn_create_fully_connected_nc_f16(l.input_channels, l.output_channels, l.input_channels, l.output_channels,
                                        kernel.data(), bias.data(), -INFINITY, INFINITY, XNN_FLAG_FP32_STATIC_WEIGHTS,
                                        nullptr, &op) != xnn_status_success) {
    return state.SkipWithError("create failed");
  }
  pool_ptr pool = make_pool(threads);
  xnn_reshape_fully_connected_nc_f16(op, l.batch, pool.get());
  const std::vector<uint16_t> input(l.batch * l.input_channels + XNN_EXTRA_BYTES / sizeof(uint16_t), 0x3800);  // 0.5
  std::vector<uint16_t> output(l.batch * l.output_channels);
  xnn_setup_fully_connected_nc_f16(op, input.data(), output.data());
  run_and_count_flops(state, op, pool.get(), output.data(), 2.0 * l.batch * l.output_channels * l.input_channels);
}

// fully_connected_nc_qd8_f32_qc8w at M x K -> N, input rows quantized once before the runs.
void fully_connected_qd8_prefill(benchmark::State& state, size_t m, size_t k, size_t n, size_t threads) {
  if (xnn_initialize(nullptr) != xnn_status_success) return state.SkipWithError("xnn_initialize failed");
  std::mt19937 rng(1);
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> kernel(n * k), input(m * k + XNN_EXTRA_BYTES);
  for (int8_t& x : kernel) x = int8_t(dist(rng));
  for (int8_t& x : input) x = int8_t(dist(rng));
  const std::vector<float> bias = random_vector(n, 1.0f);
  const std::vector<float> kernel_scale(n, 1.0f / 4096);
  std::vector<xnn_quantization_params> quantization(m + XNN_EXTRA_QUANTIZATION_PARAMS);
  for (xnn_quantization_params& q : quantization) q = {dist(rng), 1.0f / 128};
  xnn_operator_t op = nullptr;
  if (xnn_create_fully_connected_nc_qd8_f32_qc8w(k, n, k, n, kernel_scale.data(), kernel.data(), bias.data(),
                                                 -INFINITY, INFINITY, 0, nullptr, &op) != xnn_status_success) {
    return state.SkipWithError("create failed");
  }
  pool_ptr pool = make_pool(threads);
  std::vector<float> output(m * n);
  if (xnn_reshape_fully_connected_nc_qd8_f32_qc8w(op, m, nullptr, pool.get()) != xnn_status_success ||
      xnn_setup_fully_connected_nc_qd8_f32_qc8w(op, input.data(), output.data(), nullptr, quantization.data()) !=
          xnn_status_success) {
    xnn_delete_operator(op);
    return state.SkipWithError("reshape or setup failed");
  }
  fastest_run fastest;
  for (auto _ : state) {
    fastest.start();
    xnn_run_operator(op, pool.get());
    benchmark::DoNotOptimize(output.data());
    fastest.stop();
  }
  xnn_delete_operator(op);
  const double macs = double(m) * n * k;
  state.counters["MACS"] = benchmark::Counter(macs * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["MACS_fastest"] = fastest.rate(macs);
}

const bool registered = [] {
  for (size_t threads : {1, 2}) {
    const std::string suffix = "/threads:" + std::to_string(threads);
    for (const conv_layer& l : kConvLayers) {
      auto* b = benchmark::RegisterBenchmark((std::string("convolution/") + l.name + suffix).c_str(), convolution, l,
                                             threads);
      if (threads > 1) b->UseRealTime();
    }
    for (const fc_layer& l : kFcLayers) {
      auto* b = benchmark::RegisterBenchmark((std::string("fully_connected/") + l.name + suffix).c_str(),
                                             fully_connected, l, threads);
      if (threads > 1) b->UseRealTime();
      b = benchmark::RegisterBenchmark((std::string("fully_connected_f16/") + l.name + suffix).c_str(),
                                       fully_connected_f16, l, threads);
      if (threads > 1) b->UseRealTime();
    }
  }
  for (size_t threads : {1, 2}) {
    auto* b = benchmark::RegisterBenchmark(
        ("fully_connected_qd8/llm_prefill_128x4096x4096/threads:" + std::to_string(threads)).c_str(),
        fully_connected_qd8_prefill, 128, 4096, 4096, threads);
    if (threads > 1) b->UseRealTime();
  }
  // Output sizes of the 112x112 pointwise layers with 96, 64 and 16 channels.
  for (size_t channels : {96, 64, 16}) {
    const size_t bytes = 112 * 112 * channels * sizeof(float);
    benchmark::RegisterBenchmark(("memory/write/bytes:" + std::to_string(bytes)).c_str(), memory_write, bytes);
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
