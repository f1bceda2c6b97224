// Every kernel of the f32 GEMM table over square, GEMV and MobileNet v2 pointwise shapes, single-threaded, with
// packed weights. Rate counter FLOPS = 2*M*N*K per run, FLOPS_fastest the same for the fastest single run
// (fastest-run.h); compare with build/bench/peak-bench.
//
// The driver tiles like an operator does: the N dimension in blocks whose packed weights fit in L2, and within a
// block every mr-row strip of A.
#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>
#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "fastest-run.h"
#include "gemm-shapes.h"
#include "packing/gemm-pack.h"
#include "ukernels/f32-gemm/f32-gemm.h"

namespace {

constexpr size_t kL2WeightBytes = 256 * 1024;

void gemm(benchmark::State& state, const xnn_f32_gemm_minmax_info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t M = state.range(0), N = state.range(1), K = state.range(2);
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> a(M * K + XNN_EXTRA_BYTES / sizeof(float)), b(N * K), bias(N);
  for (float& x : a) x = dist(rng);
  for (float& x : b) x = dist(rng);
  for (float& x : bias) x = dist(rng);
  std::vector<float> packed(xnn_packed_f32_gemm_size(N, K, k.nr, k.kr, k.sr) + XNN_EXTRA_BYTES / sizeof(float));
  xnn_pack_f32_gemm_goi_w(1, N, K, k.nr, k.kr, k.sr, b.data(), bias.data(), packed.data());
  std::vector<float> c(M * N);
  const xnn_f32_minmax_params params = {-INFINITY, INFINITY};

  const size_t k_packed = (K + k.kr * k.sr - 1) / (k.kr * k.sr) * (k.kr * k.sr);
  const size_t block_floats = k.nr * (1 + k_packed);  // packed floats per nr columns
  const size_t nc_block = std::min(N, std::max<size_t>(k.nr, kL2WeightBytes / (block_floats * sizeof(float)) * k.nr));
  fastest_run fastest;
  for (auto _ : state) {
    fastest.start();
    for (size_t n0 = 0; n0 < N; n0 += nc_block) {
      const size_t nc = std::min(nc_block, N - n0);
      const float* w = packed.data() + n0 / k.nr * block_floats;
      for (size_t m0 = 0; m0 < M; m0 += k.mr) {
        k.fn(std::min<size_t>(k.mr, M - m0), nc, K * sizeof(float), a.data() + m0 * K, K * sizeof(float), w,
             c.data() + m0 * N + n0, N * sizeof(float), k.nr * sizeof(float), &params);
      }
    }
    benchmark::DoNotOptimize(c.data());
    fastest.stop();
  }
  state.counters["FLOPS"] =
      benchmark::Counter(2.0 * M * N * K * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["FLOPS_fastest"] = fastest.rate(2.0 * M * N * K);
}

const bool registered = [] {
  for (size_t i = 0; i < xnn_f32_gemm_minmax_ukernel_count; i++) {
    const xnn_f32_gemm_minmax_info& k = xnn_f32_gemm_minmax_ukernels[i];
    const std::string name = k.name;
    auto* square = benchmark::RegisterBenchmark((name + "/square").c_str(), gemm, k);
    square->Apply(k.mr == 1 ? xnn_gemv_shapes : xnn_gemm_square_shapes)->UseRealTime();
    if (k.mr > 1) {
      benchmark::RegisterBenchmark((name + "/mobilenet_v2").c_str(), gemm, k)
          ->Apply(xnn_mobilenet_v2_pointwise_shapes)
          ->UseRealTime();
    }
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
