// The 8-bit conversions: every kernel of the six tables of src/ukernels/qs8-vcvt/ next to a copy of the same number
// of floats. Rate counters: elements and bytes (read + written) per second.
#include <cstdint>
#include <random>
#include <type_traits>
#include <vector>

#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "elementwise-bench.h"
#include "ukernels/qs8-vcvt/qs8-vcvt.h"

namespace {

template <class Info>
bool runnable(benchmark::State& state, const Info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return false;
  }
  return true;
}

// n elements of T plus XNN_EXTRA_BYTES: floats spread over the 8-bit range at scale 1/64, or random bytes.
template <class T>
std::vector<T> random_input(size_t n) {
  std::vector<T> v(n + XNN_EXTRA_BYTES / sizeof(T));
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> dist(-2.5f, 2.5f);
  for (T& x : v) x = std::is_same_v<T, float> ? T(dist(rng)) : T(rng());
  return v;
}

template <class In, class Out, class Info, class Params>
void convert(benchmark::State& state, Info k, Params params) {
  if (!runnable(state, k)) return;
  const size_t n = state.range(0);
  const std::vector<In> x = random_input<In>(n);
  std::vector<Out> y(n);
  for (auto _ : state) {
    k.fn(n * sizeof(In), x.data(), y.data(), &params);
    benchmark::DoNotOptimize(y.data());
  }
  xnn_elementwise_counters(state, n, sizeof(In) + sizeof(Out));
}

template <class In, class Out, class Info, class Params>
void register_table(const Info* rows, size_t count, Params params) {
  for (size_t i = 0; i < count; i++) {
    benchmark::RegisterBenchmark(rows[i].name, convert<In, Out, Info, Params>, rows[i], params)
        ->Apply(xnn_elementwise_sizes)
        ->UseRealTime();
  }
}

const bool registered = [] {
  benchmark::RegisterBenchmark("copy", xnn_copy_baseline)->Apply(xnn_elementwise_sizes)->UseRealTime();
  const xnn_f32_qs8_cvt_params quantize{64.0f, 3};
  const xnn_qs8_f32_cvt_params dequantize{3, 1.0f / 64.0f};
  const xnn_qs8_cvt_params requantize{3, 0.7f, -5};
  const xnn_qs8_cvt_params requantize_u8{131, 0.7f, 120};
  register_table<float, int8_t>(xnn_f32_qs8_vcvt_ukernels, xnn_f32_qs8_vcvt_ukernel_count, quantize);
  register_table<float, uint8_t>(xnn_f32_qu8_vcvt_ukernels, xnn_f32_qu8_vcvt_ukernel_count,
                                 xnn_f32_qs8_cvt_params{64.0f, 128});
  register_table<int8_t, float>(xnn_qs8_f32_vcvt_ukernels, xnn_qs8_f32_vcvt_ukernel_count, dequantize);
  register_table<uint8_t, float>(xnn_qu8_f32_vcvt_ukernels, xnn_qu8_f32_vcvt_ukernel_count,
                                 xnn_qs8_f32_cvt_params{128, 1.0f / 64.0f});
  register_table<int8_t, int8_t>(xnn_qs8_vcvt_ukernels, xnn_qs8_vcvt_ukernel_count, requantize);
  register_table<uint8_t, uint8_t>(xnn_qu8_vcvt_ukernels, xnn_qu8_vcvt_ukernel_count, requantize_u8);
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
