// Every kernel of the qd8-f32-qc8w GEMM table over square and GEMV shapes, single-threaded, with packed weights and
// per-row quantization parameters. Rate counter MACS = M*N*K int8 multiply-adds per run, MACS_fastest the same for
// the fastest single run (fastest-run.h); compare with qs8-qc8w-gemm-bench's row of the same ISA (same dot products,
// an fp32 output stage instead of requantization).
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
#include "packing/qd8-gemm-pack.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h"

namespace {

constexpr size_t kL2WeightBytes = 256 * 1024;

void gemm(benchmark::State& state, const xnn_qd8_f32_qc8w_gemm_minmax_info& k) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t M = state.range(0), N = state.range(1), K = state.range(2);
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> a(M * K + XNN_EXTRA_BYTES), b(N * K);
  std::vector<float> bias(N), scale(N, 1.0f / 4096);
  for (int8_t& x : a) x = int8_t(dist(rng));
  for (int8_t& x : b) x = int8_t(dist(rng));
  for (float& x : bias) x = float(dist(rng));
  std::vector<xnn_qd8_quantization_params> quantization(M);
  for (xnn_qd8_quantization_params& q : quantization) q = {dist(rng), 1.0f / 128};
  const size_t block_bytes = xnn_packed_qd8_qc8w_gemm_size(k.nr, 1, K, k.nr, k.kr, k.sr);
  std::vector<int8_t> packed(xnn_packed_qd8_qc8w_gemm_size(N, 1, K, k.nr, k.kr, k.sr) + XNN_EXTRA_BYTES);
  xnn_pack_qd8_qc8w_gemm_goi_w(N, K, k.nr, k.kr, k.sr, b.data(), bias.data(), scale.data(), packed.data());
  std::vector<float> c(M * N);
  const xnn_f32_minmax_params params = {-INFINITY, INFINITY};

  const size_t nc_block = std::min(N, std::max<size_t>(k.nr, kL2WeightBytes / block_bytes * k.nr));
  fastest_run fastest;
  for (auto _ : state) {
    fastest.start();
    for (size_t n0 = 0; n0 < N; n0 += nc_block) {
      const size_t nc = std::min(nc_block, N - n0);
      const int8_t* w = packed.data() + n0 / k.nr * block_bytes;
      for (size_t m0 = 0; m0 < M; m0 += k.mr) {
        k.fn(std::min<size_t>(k.mr, M - m0), nc, K, a.data() + m0 * K, K, w, c.data() + m0 * N + n0,
             N * sizeof(float), k.nr * sizeof(float), &params, quantization.data() + m0);
      }
    }
    benchmark::DoNotOptimize(c.data());
    fastest.stop();
  }
  state.counters["MACS"] = benchmark::Counter(double(M) * N * K * state.iterations(), benchmark::Counter::kIsRate);
  state.counters["MACS_fastest"] = fastest.rate(double(M) * N * K);
}

const bool registered = [] {
  for (size_t i = 0; i < xnn_qd8_f32_qc8w_gemm_minmax_ukernel_count; i++) {
    const xnn_qd8_f32_qc8w_gemm_minmax_info& k = xnn_qd8_f32_qc8w_gemm_minmax_ukernels[i];
    const std::string name = k.name;
    benchmark::RegisterBenchmark((name + "/square").c_str(), gemm, k)
        ->Apply(k.mr == 1 ? xnn_gemv_shapes : xnn_gemm_square_shapes)
        ->UseRealTime();
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
