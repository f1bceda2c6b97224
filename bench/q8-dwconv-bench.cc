// Every row of the qs8-qc8w and qu8 depthwise convolution tables on MobileNet v2's 3x3 depthwise layers (padding
// 1): 9-tap unipass and multipass rows on 3x3 kernels, 25-tap rows on the same layers with 5x5 kernels (padding 2).
// Single-threaded, NHWC int8 / uint8 input, driven as dwconv-driver.h does. Rate counter OPS = 2 * output pixels *
// channels * taps per second of CPU time; OPS_fastest the same for the fastest single run.
#include <cstdint>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

#include "dwconv-driver.h"
#include "packing/dwconv-pack.h"
#include "ukernels/qs8-qc8w-dwconv/qs8-qc8w-dwconv.h"
#include "ukernels/qu8-dwconv/qu8-dwconv.h"

namespace {

// Zero points near the middle of the element's range.
template <class E>
constexpr int32_t kInputZeroPoint = std::is_signed_v<E> ? -3 : 125;
template <class E>
constexpr xnn_qs8_minmax_params kParams =
    std::is_signed_v<E> ? xnn_qs8_minmax_params{1, -128, 127} : xnn_qs8_minmax_params{129, 0, 255};

template <class E>
xnn_dwconv_layer<E> layer(benchmark::State& state, size_t kernel) {
  return xnn_dwconv_layer<E>(kernel, state.range(0), state.range(1), state.range(2), E(kInputZeroPoint<E>),
                             [](std::mt19937& rng) {
                               return E(std::uniform_int_distribution<int32_t>(std::numeric_limits<E>::min(),
                                                                               std::numeric_limits<E>::max())(rng));
                             });
}

template <class E>
std::vector<uint8_t> packed_weights(const xnn_dwconv_tiles& tiles, size_t kernel, size_t channels) {
  std::mt19937 rng(3);
  std::uniform_int_distribution<int32_t> dist(std::numeric_limits<E>::min(), std::numeric_limits<E>::max());
  std::vector<E> k(kernel * kernel * channels);
  std::vector<int32_t> bias(channels);
  std::vector<float> scale(channels, 0x1.0p-10f);
  for (E& x : k) x = E(dist(rng));
  for (int32_t& x : bias) x = dist(rng) * 64;
  std::vector<uint8_t> packed;
  if constexpr (std::is_signed_v<E>) {
    packed.resize(xnn_packed_qs8_qc8w_dwconv_size(tiles, kernel * kernel, channels) + XNN_EXTRA_BYTES);
    xnn_pack_qs8_qc8w_dwconv_hwg_w(tiles, kernel, kernel, channels, kInputZeroPoint<E>, k.data(), bias.data(),
                                   scale.data(), packed.data());
  } else {
    packed.resize(xnn_packed_qu8_dwconv_size(tiles, kernel * kernel, channels) + XNN_EXTRA_BYTES);
    xnn_pack_qu8_dwconv_hwg_w(tiles, kernel, kernel, channels, kInputZeroPoint<E>, /*kernel_zero_point=*/127,
                              k.data(), bias.data(), scale[0], packed.data());
  }
  return packed;
}

// E: the kernel's element (int8_t for the qs8-qc8w table's Info, uint8_t for qu8's).
template <class E, class Info>
void unipass(benchmark::State& state, const Info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  xnn_dwconv_layer<E> l = layer<E>(state, k.primary_tile == 9 ? 3 : 5);
  const std::vector<uint8_t> w =
      packed_weights<E>({k.primary_tile, 0, 0, k.channel_tile, k.channel_subtile}, l.kernel, l.channels);
  const xnn_qs8_minmax_params params = kParams<E>;
  xnn_time_dwconv_layer(state, l, "OPS", [&](const E** in, E* out, intptr_t stride) {
    k.fn(l.channels, l.out, in, w.data(), out, stride, 0, 0, l.zero.data(), &params);
  });
}

template <class E, class Info>
void multipass(benchmark::State& state, const Info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  xnn_dwconv_layer<E> l = layer<E>(state, 3);
  const std::vector<uint8_t> w = packed_weights<E>(
      {k.first_pass_tile, k.middle_pass_tile, k.last_pass_tile, k.channel_tile, k.channel_subtile}, l.kernel,
      l.channels);
  std::vector<int32_t> buffer(l.channels + k.channel_round);
  const xnn_qs8_minmax_params params = kParams<E>;
  xnn_time_dwconv_layer(state, l, "OPS", [&](const E** in, E* out, intptr_t stride) {
    k.fn(l.channels, l.out, in, w.data(), out, stride, 0, 0, l.zero.data(), l.kernel * l.kernel, buffer.data(),
         &params);
  });
}

template <class E, class Unipass, class Multipass>
void register_family(const Unipass* unipass_rows, size_t unipass_count, const Multipass* multipass_rows,
                     size_t multipass_count) {
  for (size_t i = 0; i < unipass_count; i++) {
    benchmark::RegisterBenchmark(unipass_rows[i].name, unipass<E, Unipass>, unipass_rows[i])
        ->Apply(xnn_dwconv_mobilenet_v2_shapes);
  }
  for (size_t i = 0; i < multipass_count; i++) {
    benchmark::RegisterBenchmark(multipass_rows[i].name, multipass<E, Multipass>, multipass_rows[i])
        ->Apply(xnn_dwconv_mobilenet_v2_shapes);
  }
}

const bool registered = [] {
  register_family<int8_t>(xnn_qs8_qc8w_dwconv_unipass_ukernels, xnn_qs8_qc8w_dwconv_unipass_ukernel_count,
                          xnn_qs8_qc8w_dwconv_multipass_ukernels, xnn_qs8_qc8w_dwconv_multipass_ukernel_count);
  register_family<uint8_t>(xnn_qu8_dwconv_unipass_ukernels, xnn_qu8_dwconv_unipass_ukernel_count,
                           xnn_qu8_dwconv_multipass_ukernels, xnn_qu8_dwconv_multipass_ukernel_count);
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
