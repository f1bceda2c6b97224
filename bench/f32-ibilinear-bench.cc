// Every kernel of the f32 and f16 bilinear tables resizing NHWC images by 2x (half-pixel centers), with the
// indirection buffer built once outside the timed loop. Rate counters: output pixels and bytes (4 corners read + 1
// written per output element) per second.
#include <cstdint>
#include <type_traits>
#include <vector>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "indirection/resize-bilinear.h"
#include "ukernels/f16-ibilinear/f16-ibilinear.h"
#include "ukernels/f16-vcvt/half.h"
#include "ukernels/f32-ibilinear/f32-ibilinear.h"

namespace {

// input height = width, channels (output is twice as high and wide).
void shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"size", "channels"});
  for (auto s : {std::pair{56, 64}, std::pair{28, 128}, std::pair{14, 256}, std::pair{112, 3}}) {
    b->Args({s.first, s.second});
  }
}

// T: float (f32 rows) or uint16_t halves (f16 rows, whose weights are halves too).
template <class T, class Info>
void ibilinear(benchmark::State& state, const Info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t in = state.range(0), channels = state.range(1), out = 2 * in, pixels = out * out;
  const T one = std::is_same_v<T, float> ? T(1) : T(xnn_f32_to_f16(1.0f));
  std::vector<T> image(in * in * channels + XNN_EXTRA_BYTES / sizeof(T), one);
  std::vector<const void*> indirection(4 * pixels);
  std::vector<float> alphas(2 * pixels);
  std::vector<T> weights(2 * pixels), output(pixels * channels);
  xnn_indirection_init_resize_bilinear2d_hwc_f32(0, out, channels * sizeof(T), in, in, out, out, image.data(),
                                                 indirection.data(), alphas.data(), false, false);
  for (size_t i = 0; i < alphas.size(); i++) {
    weights[i] = std::is_same_v<T, float> ? T(alphas[i]) : T(xnn_f32_to_f16(alphas[i]));
  }
  for (auto _ : state) {
    k.fn(pixels, channels * sizeof(T), reinterpret_cast<const T**>(indirection.data()), 0, weights.data(),
         output.data(), 0);
    benchmark::DoNotOptimize(output.data());
  }
  state.counters["pixels"] = benchmark::Counter(double(pixels) * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["bytes"] =
      benchmark::Counter(double(pixels * channels) * 5 * sizeof(T) * state.iterations(), benchmark::Counter::kIsRate);
}

const bool registered = [] {
  for (size_t i = 0; i < xnn_f32_ibilinear_ukernel_count; i++) {
    const auto& k = xnn_f32_ibilinear_ukernels[i];
    benchmark::RegisterBenchmark(k.name, ibilinear<float, xnn_f32_ibilinear_info>, k)->Apply(shapes)->UseRealTime();
  }
  for (size_t i = 0; i < xnn_f16_ibilinear_ukernel_count; i++) {
    const auto& k = xnn_f16_ibilinear_ukernels[i];
    benchmark::RegisterBenchmark(k.name, ibilinear<uint16_t, xnn_f16_ibilinear_info>, k)->Apply(shapes)->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
