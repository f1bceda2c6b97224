// The softmax pieces: every kernel of the rmax (f32-reduce), f32-raddstoreexpminusmax and f32-vscale tables, and of
// the f16-rmax and f16-raddstoreexpminusmax tables, next to a copy of the same size, and softmax itself over rows
// (rmax, then raddstoreexpminusmax, then vscale by 1/sum per row) with the kernels dispatch picks and with the best
// kernels of each ISA. Rate counters: elements and bytes per second.
#include <cstdint>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include <xnnpack.h>

#include "configs/f32-softmax-config.h"
#include "configs/hardware-config.h"
#include "elementwise-bench.h"
#include "ukernels/f16-raddstoreexpminusmax/f16-raddstoreexpminusmax.h"
#include "ukernels/f16-rmax/f16-rmax.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

template <class T>
T as(float x) {
  if constexpr (std::is_same_v<T, float>) {
    return x;
  } else {
    return xnn_f32_to_f16(x);
  }
}

// n random elements in [lo, hi) as T: floats, or uint16_t halves (rounded), plus XNN_EXTRA_BYTES.
template <class T = float>
std::vector<T> random_vector(size_t n, float lo, float hi) {
  std::vector<T> v(n + XNN_EXTRA_BYTES / sizeof(T));
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> dist(lo, hi);
  for (T& e : v) e = as<T>(dist(rng));
  return v;
}

template <class Info>
bool runnable(benchmark::State& state, const Info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return false;
  }
  return true;
}

// T: float (f32 rows) or uint16_t halves (f16 rows).
template <class T, class Info>
void rmax(benchmark::State& state, const Info& k) {
  if (!runnable(state, k)) return;
  const size_t n = state.range(0);
  const std::vector<T> x = random_vector<T>(n, -100.0f, 100.0f);
  T max;
  for (auto _ : state) {
    k.fn(n * sizeof(T), x.data(), &max);
    benchmark::DoNotOptimize(max);
  }
  xnn_elementwise_counters(state, n, sizeof(T));
}

template <class T, class Info>
void raddstoreexpminusmax(benchmark::State& state, const Info& k) {
  if (!runnable(state, k)) return;
  const size_t n = state.range(0);
  const std::vector<T> x = random_vector<T>(n, -100.0f, 100.0f);
  std::vector<T> y(n);
  const T max = as<T>(100.0f);
  float sum;
  for (auto _ : state) {
    k.fn(n * sizeof(T), x.data(), &max, y.data(), &sum);
    benchmark::DoNotOptimize(sum);
  }
  xnn_elementwise_counters(state, n, 2 * sizeof(T));
}

void vscale(benchmark::State& state, const xnn_f32_vscale_info& k) {
  if (!runnable(state, k)) return;
  const size_t n = state.range(0);
  const std::vector<float> x = random_vector(n, -100.0f, 100.0f);
  std::vector<float> y(n);
  for (auto _ : state) {
    k.fn(n * sizeof(float), x.data(), y.data(), 0.5f);
    benchmark::DoNotOptimize(y.data());
  }
  xnn_elementwise_counters(state, n, 2 * sizeof(float));
}

// Softmax of `rows` rows of `channels` with the given kernels: three passes per row, single thread.
void softmax(benchmark::State& state, xnn_f32_softmax_config kernels) {
  if (!runnable(state, *kernels.rmax) || !runnable(state, *kernels.raddstoreexpminusmax) ||
      !runnable(state, *kernels.vscale)) {
    return;
  }
  const size_t rows = state.range(0), channels = state.range(1);
  const std::vector<float> x = random_vector(rows * channels, -10.0f, 10.0f);
  std::vector<float> y(rows * channels);
  for (auto _ : state) {
    for (size_t r = 0; r < rows; r++) {
      const float* xr = x.data() + r * channels;
      float* yr = y.data() + r * channels;
      float max, sum;
      kernels.rmax->fn(channels * sizeof(float), xr, &max);
      kernels.raddstoreexpminusmax->fn(channels * sizeof(float), xr, &max, yr, &sum);
      kernels.vscale->fn(channels * sizeof(float), yr, yr, 1.0f / sum);
    }
    benchmark::DoNotOptimize(y.data());
  }
  xnn_elementwise_counters(state, rows * channels, 2 * sizeof(float));
}

// The first row of `isa` in a table (rows of an ISA are listed best first), or nullptr.
template <class Info>
const Info* first_of(const Info* rows, size_t count, xnn_isa isa) {
  for (size_t i = 0; i < count; i++) {
    if (rows[i].isa == isa) return &rows[i];
  }
  return nullptr;
}

// The best kernels of one ISA for each piece, falling back to older ISAs for a piece the ISA has no row for.
bool kernels_up_to(xnn_isa isa, xnn_f32_softmax_config* c) {
  *c = {};
  for (int i = int(isa); i >= 0; i--) {
    const xnn_isa older = xnn_isa(i);
    if (c->rmax == nullptr) c->rmax = first_of(xnn_f32_rmax_ukernels, xnn_f32_rmax_ukernel_count, older);
    if (c->raddstoreexpminusmax == nullptr) {
      c->raddstoreexpminusmax =
          first_of(xnn_f32_raddstoreexpminusmax_ukernels, xnn_f32_raddstoreexpminusmax_ukernel_count, older);
      if (c->raddstoreexpminusmax != nullptr && i != int(isa) && older != xnn_isa::scalar) return false;
    }
    if (c->vscale == nullptr) c->vscale = first_of(xnn_f32_vscale_ukernels, xnn_f32_vscale_ukernel_count, older);
  }
  return c->rmax != nullptr && c->raddstoreexpminusmax != nullptr && c->vscale != nullptr;
}

const bool registered = [] {
  benchmark::RegisterBenchmark("copy", xnn_copy_baseline)->Apply(xnn_elementwise_sizes)->UseRealTime();
  for (size_t i = 0; i < xnn_f32_rmax_ukernel_count; i++) {
    const auto& k = xnn_f32_rmax_ukernels[i];
    benchmark::RegisterBenchmark(k.name, rmax<float, xnn_f32_rmax_info>, k)
        ->Apply(xnn_elementwise_sizes)
        ->UseRealTime();
  }
  for (size_t i = 0; i < xnn_f32_raddstoreexpminusmax_ukernel_count; i++) {
    const auto& k = xnn_f32_raddstoreexpminusmax_ukernels[i];
    benchmark::RegisterBenchmark(k.name, raddstoreexpminusmax<float, xnn_f32_raddstoreexpminusmax_info>, k)
        ->Apply(xnn_elementwise_sizes)
        ->UseRealTime();
  }
  for (size_t i = 0; i < xnn_f16_rmax_ukernel_count; i++) {
    const auto& k = xnn_f16_rmax_ukernels[i];
    benchmark::RegisterBenchmark(k.name, rmax<uint16_t, xnn_f16_rmax_info>, k)
        ->Apply(xnn_elementwise_sizes)
        ->UseRealTime();
  }
  for (size_t i = 0; i < xnn_f16_raddstoreexpminusmax_ukernel_count; i++) {
    const auto& k = xnn_f16_raddstoreexpminusmax_ukernels[i];
    benchmark::RegisterBenchmark(k.name, raddstoreexpminusmax<uint16_t, xnn_f16_raddstoreexpminusmax_info>, k)
        ->Apply(xnn_elementwise_sizes)
        ->UseRealTime();
  }
  for (size_t i = 0; i < xnn_f32_vscale_ukernel_count; i++) {
    const auto& k = xnn_f32_vscale_ukernels[i];
    benchmark::RegisterBenchmark(k.name, vscale, k)->Apply(xnn_elementwise_sizes)->UseRealTime();
  }
  // Softmax over 256 rows of 1000 (PERFORMANCE.md's figure) and 64 rows of 10000, per ISA.
  for (xnn_isa isa : {xnn_isa::scalar, xnn_isa::sse2, xnn_isa::avx, xnn_isa::avx2, xnn_isa::avx512f, xnn_isa::neonfma,
                      xnn_isa::wasmsimd}) {
    xnn_f32_softmax_config c;
    if (!kernels_up_to(isa, &c)) continue;
    benchmark::RegisterBenchmark((std::string("softmax/") + xnn_isa_name(isa)).c_str(), softmax, c)
        ->ArgNames({"rows", "channels"})
        ->Args({256, 1000})
        ->Args({64, 10000})
        ->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
