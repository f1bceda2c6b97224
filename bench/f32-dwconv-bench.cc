// Every 9-tap unipass and every multipass kernel of the f32 depthwise convolution tables on 3x3 convolutions
// (padding 1): MobileNet v2's depthwise layers and a 112x112x64 stride-1 layer. Single-threaded, NHWC input,
// XNNPACK's row indirection (column-major taps, pixels sharing columns), one kernel call per output row.
// Rate counter FLOPS = 2 * output pixels * channels * 9 per second of CPU time (as build/bench/peak-bench counts,
// so figures read as a fraction of peak on a shared machine); FLOPS_fastest the same for the fastest single run
// (fastest-run.h).
#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "configs/hardware-config.h"
#include "fastest-run.h"
#include "packing/dwconv-pack.h"
#include "ukernels/f32-dwconv/f32-dwconv.h"

namespace {

constexpr size_t kKernel = 3;

// Input height = width, channels, stride.
void dwconv_shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"HW", "C", "S"});
  b->Args({112, 64, 1});
  for (const auto& s : std::vector<std::vector<int64_t>>{{112, 32, 1},
                                                         {112, 96, 2},
                                                         {56, 144, 1},
                                                         {56, 144, 2},
                                                         {28, 192, 1},
                                                         {28, 192, 2},
                                                         {14, 384, 1},
                                                         {14, 576, 1},
                                                         {14, 576, 2},
                                                         {7, 960, 1}}) {
    b->Args(s);
  }
}

struct layer {
  size_t hw, channels, stride, out;
  std::vector<float> input, zero, output;
  std::vector<const float*> indirection;  // per output row: (out - 1) * stride * 3 + 9 pointers
  size_t row_pointers;

  layer(size_t hw_, size_t c, size_t s) : hw(hw_), channels(c), stride(s), out((hw_ + 2 - kKernel) / s + 1) {
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    input.resize(hw * hw * c + XNN_EXTRA_BYTES / sizeof(float));
    for (float& x : input) x = dist(rng);
    zero.assign(c + XNN_EXTRA_BYTES / sizeof(float), 0.0f);
    output.resize(out * out * c);
    row_pointers = (out - 1) * stride * kKernel + kKernel * kKernel;
    indirection.resize(out * row_pointers);
    for (size_t oy = 0; oy < out; oy++) {
      for (size_t col = 0; col < (out - 1) * stride + kKernel; col++) {
        for (size_t ky = 0; ky < kKernel; ky++) {
          const ptrdiff_t iy = ptrdiff_t(oy * stride + ky) - 1, ix = ptrdiff_t(col) - 1;
          const bool inside = iy >= 0 && ix >= 0 && iy < ptrdiff_t(hw) && ix < ptrdiff_t(hw);
          indirection[oy * row_pointers + col * kKernel + ky] =
              inside ? input.data() + (size_t(iy) * hw + size_t(ix)) * c : zero.data();
        }
      }
    }
  }
  double flops() const { return 2.0 * out * out * channels * kKernel * kKernel; }
};

std::vector<float> packed_weights(const xnn_dwconv_tiles& tiles, size_t channels) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> k(kKernel * kKernel * channels), bias(channels);
  for (float& x : k) x = dist(rng);
  for (float& x : bias) x = dist(rng);
  std::vector<float> packed(xnn_packed_f32_dwconv_size(tiles, kKernel * kKernel, channels) +
                            XNN_EXTRA_BYTES / sizeof(float));
  xnn_pack_f32_dwconv_hwg_w(tiles, kKernel, kKernel, channels, k.data(), bias.data(), packed.data());
  return packed;
}

bool usable(benchmark::State& state, xnn_isa isa) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return false;
  }
  return true;
}

void unipass(benchmark::State& state, const xnn_f32_dwconv_unipass_info& k) {
  if (!usable(state, k.isa)) return;
  layer l(state.range(0), state.range(1), state.range(2));
  const std::vector<float> w = packed_weights({k.primary_tile, 0, 0, k.channel_tile, k.channel_subtile}, l.channels);
  const xnn_f32_minmax_params params = {-INFINITY, INFINITY};
  fastest_run fastest;
  for (auto _ : state) {
    fastest.start();
    for (size_t oy = 0; oy < l.out; oy++) {
      k.fn(l.channels, l.out, l.indirection.data() + oy * l.row_pointers, w.data(),
           l.output.data() + oy * l.out * l.channels, intptr_t(l.stride * kKernel * sizeof(void*)), 0, 0, l.zero.data(),
           &params);
    }
    benchmark::DoNotOptimize(l.output.data());
    fastest.stop();
  }
  state.counters["FLOPS"] = benchmark::Counter(l.flops() * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["FLOPS_fastest"] = fastest.rate(l.flops());
}

void multipass(benchmark::State& state, const xnn_f32_dwconv_multipass_info& k) {
  if (!usable(state, k.isa)) return;
  layer l(state.range(0), state.range(1), state.range(2));
  const std::vector<float> w = packed_weights(
      {k.first_pass_tile, k.middle_pass_tile, k.last_pass_tile, k.channel_tile, k.channel_subtile}, l.channels);
  std::vector<float> buffer(l.channels + k.channel_round);
  const xnn_f32_minmax_params params = {-INFINITY, INFINITY};
  fastest_run fastest;
  for (auto _ : state) {
    fastest.start();
    for (size_t oy = 0; oy < l.out; oy++) {
      k.fn(l.channels, l.out, l.indirection.data() + oy * l.row_pointers, w.data(),
           l.output.data() + oy * l.out * l.channels, intptr_t(l.stride * kKernel * sizeof(void*)), 0, 0, l.zero.data(),
           kKernel * kKernel, buffer.data(), &params);
    }
    benchmark::DoNotOptimize(l.output.data());
    fastest.stop();
  }
  state.counters["FLOPS"] = benchmark::Counter(l.flops() * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["FLOPS_fastest"] = fastest.rate(l.flops());
}

const bool registered = [] {
  for (size_t i = 0; i < xnn_f32_dwconv_unipass_ukernel_count; i++) {
    const xnn_f32_dwconv_unipass_info& k = xnn_f32_dwconv_unipass_ukernels[i];
    if (k.primary_tile != kKernel * kKernel) continue;
    benchmark::RegisterBenchmark(k.name, unipass, k)->Apply(dwconv_shapes);
  }
  for (size_t i = 0; i < xnn_f32_dwconv_multipass_ukernel_count; i++) {
    const xnn_f32_dwconv_multipass_info& k = xnn_f32_dwconv_multipass_ukernels[i];
    if (k.first_pass_tile >= kKernel * kKernel) continue;
    benchmark::RegisterBenchmark(k.name, multipass, k)->Apply(dwconv_shapes);
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
