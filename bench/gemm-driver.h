// The driver every GEMM benchmark shares (f32, qs8-qc8w, qu8, qd8-f32-qc8w): it tiles like an operator does, the N
// dimension in blocks whose packed weights fit in L2 and within a block every mr-row strip of A, times the runs
// (fastest-run.h) and registers a table's rows over square, GEMV and MobileNet v2 pointwise shapes; IGEMM rows over
// 3x3 convolutions, with the indirection buffer they read.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "fastest-run.h"
#include "gemm-shapes.h"
#include "isa-check.h"
#include "operators/gemm-tiling.h"

// Runs call(m0, mc, n0, nc, block) over the M x N problem every iteration, which writes `output`: block is n0 / nr,
// the index of the first packed nr-column block; block_bytes is the packed size of one. Reports ops_per_mac * M*N*K
// as the rate counter `counter`, as `counter`_fastest, and as `counter`_panels: the work over the sum, across the
// column panels, of each panel's fastest pass. A large GEMM's run (5-10 ms) is rarely free of preemption on the shared
// machine; one panel's pass (a few hundred us) often is. `counter`_cpu is the rate over the thread's CPU time (the
// clock of peak-bench): at load averages far above the core count even a panel's pass is preempted.
template <class Call>
void xnn_run_tiled_gemm(benchmark::State& state, size_t mr, size_t nr, size_t block_bytes, const void* output,
                        const char* counter, double ops_per_mac, Call call) {
  const size_t M = state.range(0), N = state.range(1), K = state.range(2);
  const size_t nc_block = std::min(N, std::max<size_t>(nr, xnn_gemm_l2_weight_bytes() / block_bytes * nr));
  fastest_run fastest;
  std::vector<fastest_run> panel_fastest((N + nc_block - 1) / nc_block);
  const double cpu_start = xnn_thread_cpu_seconds();
  for (auto _ : state) {
    fastest.start();
    for (size_t n0 = 0; n0 < N; n0 += nc_block) {
      fastest_run& panel = panel_fastest[n0 / nc_block];
      panel.start();
      const size_t nc = std::min(nc_block, N - n0);
      for (size_t m0 = 0; m0 < M; m0 += mr) call(m0, std::min(mr, M - m0), n0, nc, n0 / nr);
      panel.stop();
    }
    benchmark::DoNotOptimize(output);
    fastest.stop();
  }
  const double cpu_seconds = xnn_thread_cpu_seconds() - cpu_start;
  const double ops = ops_per_mac * M * N * K;
  state.counters[counter] = benchmark::Counter(ops * state.iterations(), benchmark::Counter::kIsRate);
  state.counters[std::string(counter) + "_fastest"] = fastest.rate(ops);
  double panel_seconds = 0.0;
  for (const fastest_run& panel : panel_fastest) panel_seconds += panel.seconds();
  state.counters[std::string(counter) + "_panels"] = ops / panel_seconds;
  state.counters[std::string(counter) + "_cpu"] = ops * double(state.iterations()) / cpu_seconds;
}

// Every row of a table: "<name>/square" over the square shapes (GEMV shapes for mr = 1), and with
// `mobilenet_v2`, "<name>/mobilenet_v2" over its pointwise shapes for mr > 1.
template <class Info>
void xnn_register_gemm_benchmarks(const Info* rows, size_t count, void (*bench)(benchmark::State&, const Info&),
                                  bool mobilenet_v2) {
  for (size_t i = 0; i < count; i++) {
    const Info& k = rows[i];
    const std::string name = k.name;
    benchmark::RegisterBenchmark((name + "/square").c_str(), bench, k)
        ->Apply(k.mr == 1 ? xnn_gemv_shapes : xnn_gemm_square_shapes)
        ->UseRealTime();
    if (mobilenet_v2 && k.mr > 1) {
      benchmark::RegisterBenchmark((name + "/mobilenet_v2").c_str(), bench, k)
          ->Apply(xnn_mobilenet_v2_pointwise_shapes)
          ->UseRealTime();
    }
  }
}

// The random operands of the int8 GEMM and IGEMM benchmarks, uniform over [-128, 127] from a fixed seed: `a` (the
// rows of A or the image, XNN_EXTRA_BYTES readable past the end), `w` (the weights) and `bias`; next() draws more.
struct xnn_int8_operands {
  std::mt19937 rng{7};
  std::uniform_int_distribution<int> dist{-128, 127};
  std::vector<int8_t> a, w;
  std::vector<int32_t> bias;

  xnn_int8_operands(size_t a_elements, size_t w_elements, size_t bias_elements)
      : a(a_elements + XNN_EXTRA_BYTES), w(w_elements), bias(bias_elements) {
    for (int8_t& x : a) x = int8_t(next());
    for (int8_t& x : w) x = int8_t(next());
    for (int32_t& x : bias) x = next();
  }
  int next() { return dist(rng); }
};

// The IGEMM shapes: MobileNet-like 3x3 layers (M = output pixels of a square image, N, K = input channels per tap):
// 56x56 64 -> 64, 28x28 128 -> 128, 14x14 256 -> 256, and a small 7x7 32 -> 32 (the tests' smoke run).
inline void xnn_conv3x3_shapes(benchmark::internal::Benchmark* b) {
  b->ArgNames({"M", "N", "K"});
  for (int64_t side : {56, 28, 14}) b->Args({side * side, 64 * 56 / side, 64 * 56 / side});
  b->Args({49, 32, 32});
}

// The indirection buffer of a 3x3 convolution, stride 1, padded by one pixel, over a square image of M pixels with K
// elements each at `pixels`: per strip of mr output pixels, tap by tap, mr pointers (a last short strip repeats its
// last pixel), as the IGEMM kernels read them; padding taps point at `zero`.
template <class T>
std::vector<const T*> xnn_conv3x3_indirection(const T* pixels, size_t M, size_t K, size_t mr, const T* zero) {
  const size_t W = size_t(std::lround(std::sqrt(double(M)))), H = M / W, taps = 9;
  const size_t strips = (M + mr - 1) / mr;
  std::vector<const T*> indirection(strips * taps * mr);
  for (size_t strip = 0; strip < strips; strip++) {
    for (size_t t = 0; t < taps; t++) {
      for (size_t i = 0; i < mr; i++) {
        const size_t pixel = std::min(strip * mr + i, M - 1);
        const ptrdiff_t y = ptrdiff_t(pixel / W + t / 3) - 1, x = ptrdiff_t(pixel % W + t % 3) - 1;
        const bool inside = y >= 0 && y < ptrdiff_t(H) && x >= 0 && x < ptrdiff_t(W);
        indirection[(strip * taps + t) * mr + i] = inside ? pixels + (size_t(y) * W + size_t(x)) * K : zero;
      }
    }
  }
  return indirection;
}

// Every row of an IGEMM table: "<name>/conv3x3" over xnn_conv3x3_shapes.
template <class Info>
void xnn_register_igemm_benchmarks(const Info* rows, size_t count, void (*bench)(benchmark::State&, const Info&)) {
  for (size_t i = 0; i < count; i++) {
    benchmark::RegisterBenchmark((std::string(rows[i].name) + "/conv3x3").c_str(), bench, rows[i])
        ->Apply(xnn_conv3x3_shapes)
        ->UseRealTime();
  }
}
