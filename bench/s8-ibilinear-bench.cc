// Every kernel of the s8 and u8 bilinear tables resizing NHWC images by 2x (half-pixel centers), with the
// indirection buffer built once outside the timed loop. Rate counters: output pixels and bytes (4 corners read + 1
// written per output element) per second.
#include <cstdint>
#include <vector>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "indirection/resize-bilinear.h"
#include "ukernels/s8-ibilinear/s8-ibilinear.h"

namespace {

// input height = width, channels (output is twice as high and wide).
void shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"size", "channels"});
  for (auto s : {std::pair{56, 64}, std::pair{28, 128}, std::pair{14, 256}, std::pair{112, 3}}) {
    b->Args({s.first, s.second});
  }
}

template <class T, class Info>
void ibilinear(benchmark::State& state, const Info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t in = state.range(0), channels = state.range(1), out = 2 * in, pixels = out * out;
  std::vector<T> image(in * in * channels + XNN_EXTRA_BYTES, T(7));
  std::vector<const void*> indirection(4 * pixels);
  std::vector<int16_t> weights(2 * pixels);
  std::vector<T> output(pixels * channels);
  xnn_indirection_init_resize_bilinear2d_hwc_q11(0, out, channels, in, in, out, out, image.data(), indirection.data(),
                                                 weights.data(), false, false);
  for (auto _ : state) {
    k.fn(pixels, channels, reinterpret_cast<const T**>(indirection.data()), 0, weights.data(), output.data(), 0);
    benchmark::DoNotOptimize(output.data());
  }
  state.counters["pixels"] = benchmark::Counter(double(pixels) * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["bytes"] =
      benchmark::Counter(double(pixels * channels) * 5 * state.iterations(), benchmark::Counter::kIsRate);
}

const bool registered = [] {
  for (size_t i = 0; i < xnn_s8_ibilinear_ukernel_count; i++) {
    const auto& k = xnn_s8_ibilinear_ukernels[i];
    benchmark::RegisterBenchmark(k.name, ibilinear<int8_t, xnn_s8_ibilinear_info>, k)->Apply(shapes)->UseRealTime();
  }
  for (size_t i = 0; i < xnn_u8_ibilinear_ukernel_count; i++) {
    const auto& k = xnn_u8_ibilinear_ukernels[i];
    benchmark::RegisterBenchmark(k.name, ibilinear<uint8_t, xnn_u8_ibilinear_info>, k)->Apply(shapes)->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
