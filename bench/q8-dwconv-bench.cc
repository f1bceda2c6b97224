// Every row of the qs8-qc8w and qu8 depthwise convolution tables on MobileNet v2's 3x3 depthwise layers (padding
// 1): 9-tap unipass and multipass rows on 3x3 kernels, 25-tap rows on the same layers with 5x5 kernels (padding 2).
// Single-threaded, NHWC int8 / uint8 input, XNNPACK's row indirection (column-major taps, pixels sharing columns), one kernel
// call per output row. Rate counter OPS = 2 * output pixels * channels * taps per second of CPU time (a multiply and
// an add per tap); OPS_fastest the same for the fastest single run (fastest-run.h).
#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include <cstdint>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

#include "configs/hardware-config.h"
#include "fastest-run.h"
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

// Input height = width, channels, stride.
void dwconv_shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"HW", "C", "S"});
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

template <class E>
struct layer {
  size_t kernel, hw, channels, stride, out;
  std::vector<E> input, zero, output;
  std::vector<const E*> indirection;  // per output row: (out - 1) * stride * kernel + kernel^2 pointers
  size_t row_pointers;

  layer(size_t k, size_t hw_, size_t c, size_t s)
      : kernel(k), hw(hw_), channels(c), stride(s), out((hw_ - 1) / s + 1) {
    const size_t pad = k / 2;
    std::mt19937 rng(7);
    std::uniform_int_distribution<int32_t> dist(std::numeric_limits<E>::min(), std::numeric_limits<E>::max());
    input.resize(hw * hw * c + XNN_EXTRA_BYTES);
    for (E& x : input) x = E(dist(rng));
    zero.assign(c + XNN_EXTRA_BYTES, E(kInputZeroPoint<E>));
    output.resize(out * out * c);
    row_pointers = (out - 1) * stride * k + k * k;
    indirection.resize(out * row_pointers);
    for (size_t oy = 0; oy < out; oy++) {
      for (size_t col = 0; col < (out - 1) * stride + k; col++) {
        for (size_t ky = 0; ky < k; ky++) {
          const ptrdiff_t iy = ptrdiff_t(oy * stride + ky) - ptrdiff_t(pad), ix = ptrdiff_t(col) - ptrdiff_t(pad);
          const bool inside = iy >= 0 && ix >= 0 && iy < ptrdiff_t(hw) && ix < ptrdiff_t(hw);
          indirection[oy * row_pointers + col * k + ky] =
              inside ? input.data() + (size_t(iy) * hw + size_t(ix)) * c : zero.data();
        }
      }
    }
  }
  double ops() const { return 2.0 * out * out * channels * kernel * kernel; }
};

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

bool usable(benchmark::State& state, xnn_isa isa) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return false;
  }
  return true;
}

// Times the layer, one call_row(input pointers, output, input stride) per output row, and reports its rates.
template <class E, class CallRow>
void time_layer(benchmark::State& state, layer<E>& l, CallRow call_row) {
  fastest_run fastest;
  for (auto _ : state) {
    fastest.start();
    for (size_t oy = 0; oy < l.out; oy++) {
      call_row(l.indirection.data() + oy * l.row_pointers, l.output.data() + oy * l.out * l.channels,
               intptr_t(l.stride * l.kernel * sizeof(void*)));
    }
    benchmark::DoNotOptimize(l.output.data());
    fastest.stop();
  }
  state.counters["OPS"] = benchmark::Counter(l.ops() * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["OPS_fastest"] = fastest.rate(l.ops());
}

// E: the kernel's element (int8_t for the qs8-qc8w table's Info, uint8_t for qu8's).
template <class E, class Info>
void unipass(benchmark::State& state, const Info& k) {
  if (!usable(state, k.isa)) return;
  layer<E> l(k.primary_tile == 9 ? 3 : 5, state.range(0), state.range(1), state.range(2));
  const std::vector<uint8_t> w =
      packed_weights<E>({k.primary_tile, 0, 0, k.channel_tile, k.channel_subtile}, l.kernel, l.channels);
  const xnn_qs8_minmax_params params = kParams<E>;
  time_layer(state, l, [&](const E** in, E* out, intptr_t stride) {
    k.fn(l.channels, l.out, in, w.data(), out, stride, 0, 0, l.zero.data(), &params);
  });
}

template <class E, class Info>
void multipass(benchmark::State& state, const Info& k) {
  if (!usable(state, k.isa)) return;
  layer<E> l(3, state.range(0), state.range(1), state.range(2));
  const std::vector<uint8_t> w = packed_weights<E>(
      {k.first_pass_tile, k.middle_pass_tile, k.last_pass_tile, k.channel_tile, k.channel_subtile}, l.kernel,
      l.channels);
  std::vector<int32_t> buffer(l.channels + k.channel_round);
  const xnn_qs8_minmax_params params = kParams<E>;
  time_layer(state, l, [&](const E** in, E* out, intptr_t stride) {
    k.fn(l.channels, l.out, in, w.data(), out, stride, 0, 0, l.zero.data(), l.kernel * l.kernel, buffer.data(),
         &params);
  });
}

template <class E, class Unipass, class Multipass>
void register_family(const Unipass* unipass_rows, size_t unipass_count, const Multipass* multipass_rows,
                     size_t multipass_count) {
  for (size_t i = 0; i < unipass_count; i++) {
    benchmark::RegisterBenchmark(unipass_rows[i].name, unipass<E, Unipass>, unipass_rows[i])->Apply(dwconv_shapes);
  }
  for (size_t i = 0; i < multipass_count; i++) {
    benchmark::RegisterBenchmark(multipass_rows[i].name, multipass<E, Multipass>, multipass_rows[i])
        ->Apply(dwconv_shapes);
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
