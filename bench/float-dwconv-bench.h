// What bench/f32-dwconv-bench and bench/f16-dwconv-bench share, over the element type E (float-elements.h): every
// 9-tap unipass and every multipass kernel of a table on 3x3 convolutions (padding 1): MobileNet v2's depthwise layers
// and a 112x112x64 stride-1 layer, single-threaded, driven as dwconv-driver.h does. Rate counter FLOPS = 2 * output
// pixels * channels * 9 per second of CPU time (as build/bench/peak-bench counts, so figures read as a fraction of
// peak on a shared machine); FLOPS_fastest the same for the fastest single run.
#pragma once

#include <cmath>
#include <random>
#include <vector>

#include "dwconv-driver.h"
#include "float-elements.h"
#include "packing/dwconv-pack.h"

// Packs fp32 weights into E's layout.
template <class E>
struct xnn_float_dwconv_packer;
template <>
struct xnn_float_dwconv_packer<xnn_bench_f32> {
  static constexpr auto pack = xnn_pack_f32_dwconv_hwg_w;
};
template <>
struct xnn_float_dwconv_packer<xnn_bench_f16> {
  static constexpr auto pack = xnn_pack_f32_to_f16_dwconv_hwg_w;
};

template <class E>
struct xnn_float_dwconv_bench {
  using T = typename E::T;
  static constexpr size_t kKernel = 3;

  // MobileNet v2's layers after a 112x112x64 stride-1 one.
  static void shapes(benchmark::internal::Benchmark* b) {
    b->ArgNames({"HW", "C", "S"});
    b->Args({112, 64, 1});
    xnn_dwconv_mobilenet_v2_shapes(b);
  }

  static xnn_dwconv_layer<T> layer(benchmark::State& state) {
    return xnn_dwconv_layer<T>(kKernel, state.range(0), state.range(1), state.range(2), E::from_float(0.0f),
                               [](std::mt19937& rng) {
                                 return E::from_float(std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng));
                               });
  }

  static std::vector<T> packed_weights(const xnn_dwconv_tiles& tiles, size_t channels) {
    std::mt19937 rng(3);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::vector<float> k(kKernel * kKernel * channels), bias(channels);
    for (float& x : k) x = dist(rng);
    for (float& x : bias) x = dist(rng);
    std::vector<T> packed(xnn_packed_f32_dwconv_size(tiles, kKernel * kKernel, channels) +
                          XNN_EXTRA_BYTES / sizeof(T));
    xnn_float_dwconv_packer<E>::pack(tiles, kKernel, kKernel, channels, k.data(), bias.data(), packed.data());
    return packed;
  }

  template <class Info>
  static void unipass(benchmark::State& state, const Info& k) {
    if (!xnn_bench_isa_available(state, k.isa)) return;
    xnn_dwconv_layer<T> l = layer(state);
    const std::vector<T> w = packed_weights({k.primary_tile, 0, 0, k.channel_tile, k.channel_subtile}, l.channels);
    const typename E::minmax_params params = {E::from_float(-INFINITY), E::from_float(INFINITY)};
    xnn_time_dwconv_layer(state, l, "FLOPS", [&](const T** in, T* out, intptr_t stride) {
      k.fn(l.channels, l.out, in, w.data(), out, stride, 0, 0, l.zero.data(), &params);
    });
  }

  template <class Info>
  static void multipass(benchmark::State& state, const Info& k) {
    if (!xnn_bench_isa_available(state, k.isa)) return;
    xnn_dwconv_layer<T> l = layer(state);
    const std::vector<T> w = packed_weights(
        {k.first_pass_tile, k.middle_pass_tile, k.last_pass_tile, k.channel_tile, k.channel_subtile}, l.channels);
    std::vector<float> buffer(l.channels + k.channel_round);
    const typename E::minmax_params params = {E::from_float(-INFINITY), E::from_float(INFINITY)};
    xnn_time_dwconv_layer(state, l, "FLOPS", [&](const T** in, T* out, intptr_t stride) {
      k.fn(l.channels, l.out, in, w.data(), out, stride, 0, 0, l.zero.data(), kKernel * kKernel, buffer.data(),
           &params);
    });
  }

  template <class Unipass, class Multipass>
  static bool register_tables(const Unipass* uni, size_t uni_count, const Multipass* multi, size_t multi_count) {
    for (size_t i = 0; i < uni_count; i++) {
      if (uni[i].primary_tile != kKernel * kKernel) continue;
      benchmark::RegisterBenchmark(uni[i].name, unipass<Unipass>, uni[i])->Apply(shapes);
    }
    for (size_t i = 0; i < multi_count; i++) {
      if (multi[i].first_pass_tile >= kKernel * kKernel) continue;
      benchmark::RegisterBenchmark(multi[i].name, multipass<Multipass>, multi[i])->Apply(shapes);
    }
    return true;
  }
};
