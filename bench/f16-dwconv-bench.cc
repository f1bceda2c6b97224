// Every 9-tap unipass and every multipass kernel of the f16 depthwise convolution tables on 3x3 convolutions
// (padding 1): MobileNet v2's depthwise layers and a 112x112x64 stride-1 layer, single-threaded, driven as
// dwconv-driver.h does. Rate counter FLOPS = 2 * output pixels * channels * 9 per second of CPU time (as
// build/bench/peak-bench counts, so figures read as a fraction of peak on a shared machine); FLOPS_fastest the same
// for the fastest single run. The f32 rows of the same shapes are bench/f32-dwconv-bench's.
#include <cmath>
#include <random>
#include <vector>

#include "dwconv-driver.h"
#include "packing/dwconv-pack.h"
#include "ukernels/f16-dwconv/f16-dwconv.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

constexpr size_t kKernel = 3;

// MobileNet v2's layers after a 112x112x64 stride-1 one.
void dwconv_shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"HW", "C", "S"});
  b->Args({112, 64, 1});
  xnn_dwconv_mobilenet_v2_shapes(b);
}

xnn_dwconv_layer<uint16_t> layer(benchmark::State& state) {
  return xnn_dwconv_layer<uint16_t>(kKernel, state.range(0), state.range(1), state.range(2), 0,
                                    [](std::mt19937& rng) {
                                      return xnn_f32_to_f16(std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng));
                                    });
}

std::vector<uint16_t> packed_weights(const xnn_dwconv_tiles& tiles, size_t channels) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> k(kKernel * kKernel * channels), bias(channels);
  for (float& x : k) x = dist(rng);
  for (float& x : bias) x = dist(rng);
  std::vector<uint16_t> packed(xnn_packed_f32_dwconv_size(tiles, kKernel * kKernel, channels) +
                               XNN_EXTRA_BYTES / sizeof(uint16_t));
  xnn_pack_f32_to_f16_dwconv_hwg_w(tiles, kKernel, kKernel, channels, k.data(), bias.data(), packed.data());
  return packed;
}

void unipass(benchmark::State& state, const xnn_f16_dwconv_unipass_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  xnn_dwconv_layer<uint16_t> l = layer(state);
  const std::vector<uint16_t> w = packed_weights({k.primary_tile, 0, 0, k.channel_tile, k.channel_subtile}, l.channels);
  const xnn_f16_minmax_params params = {0xFC00, 0x7C00};
  xnn_time_dwconv_layer(state, l, "FLOPS", [&](const uint16_t** in, uint16_t* out, intptr_t stride) {
    k.fn(l.channels, l.out, in, w.data(), out, stride, 0, 0, l.zero.data(), &params);
  });
}

void multipass(benchmark::State& state, const xnn_f16_dwconv_multipass_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  xnn_dwconv_layer<uint16_t> l = layer(state);
  const std::vector<uint16_t> w = packed_weights(
      {k.first_pass_tile, k.middle_pass_tile, k.last_pass_tile, k.channel_tile, k.channel_subtile}, l.channels);
  std::vector<float> buffer(l.channels + k.channel_round);
  const xnn_f16_minmax_params params = {0xFC00, 0x7C00};
  xnn_time_dwconv_layer(state, l, "FLOPS", [&](const uint16_t** in, uint16_t* out, intptr_t stride) {
    k.fn(l.channels, l.out, in, w.data(), out, stride, 0, 0, l.zero.data(), kKernel * kKernel, buffer.data(),
         &params);
  });
}

const bool registered = [] {
  for (size_t i = 0; i < xnn_f16_dwconv_unipass_ukernel_count; i++) {
    const xnn_f16_dwconv_unipass_info& k = xnn_f16_dwconv_unipass_ukernels[i];
    if (k.primary_tile != kKernel * kKernel) continue;
    benchmark::RegisterBenchmark(k.name, unipass, k)->Apply(dwconv_shapes);
  }
  for (size_t i = 0; i < xnn_f16_dwconv_multipass_ukernel_count; i++) {
    const xnn_f16_dwconv_multipass_info& k = xnn_f16_dwconv_multipass_ukernels[i];
    if (k.first_pass_tile >= kKernel * kKernel) continue;
    benchmark::RegisterBenchmark(k.name, multipass, k)->Apply(dwconv_shapes);
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
