// Every kernel of the f32-qc8w and f32-qc4w GEMM tables (weights-only quantization: fp32 A and C, int8 or 4-bit
// weights with a scale per column) over square, GEMV and MobileNet v2 pointwise shapes, single-threaded, tiled as
// gemm-driver.h does; plus the LLM shapes of issue 14 for every row (`/llm`: a 4096 x 4096 fully connected layer at
// M = 1, a decode, and M = 128, a prefill), so rows of one ISA can be compared at both. Rate counter FLOPS =
// 2*M*N*K per run (FLOPS_fastest for the fastest single run); rate counter WEIGHTS = the packed weights' bytes per
// run (with the per-column bias and scale), the bytes an M = 1 run reads once, and WEIGHTS_fastest for the fastest
// run, to compare with peak-bench's read rows. The `/llm` rows are timed in CPU time (the shared VM's other tenants
// take wall time, not this thread's CPU time): run them with --benchmark_repetitions and read the best repetition.
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "gemm-driver.h"
#include "packing/f32-qcxw-gemm-pack.h"
#include "ukernels/f32-qc4w-gemm/f32-qc4w-gemm.h"
#include "ukernels/f32-qc8w-gemm/f32-qc8w-gemm.h"

namespace {

constexpr uint8_t kZeroPoint = 8;

struct Problem {
  explicit Problem(benchmark::State& state)
      : M(state.range(0)), N(state.range(1)), K(state.range(2)), a(M * K + XNN_EXTRA_BYTES / sizeof(float)),
        kernel(N * K), bias(N), scale(N, 1.0f / 64), c(M * N) {
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> real(-1.0f, 1.0f);
    std::uniform_int_distribution<int> byte(-128, 127);
    for (float& x : a) x = real(rng);
    for (int8_t& x : kernel) x = int8_t(byte(rng));
    for (float& x : bias) x = real(rng);
  }
  size_t M, N, K;
  std::vector<float> a;
  std::vector<int8_t> kernel;  // int8 [N][K]; its first N * ceil(K / 2) bytes are the 4-bit kernel
  std::vector<float> bias, scale;
  std::vector<float> c;
};

void count_weight_bytes(benchmark::State& state, size_t packed_bytes) {
  state.counters["WEIGHTS"] =
      benchmark::Counter(double(packed_bytes) * double(state.iterations()), benchmark::Counter::kIsRate);
  const double flops = 2.0 * double(state.range(0)) * double(state.range(1)) * double(state.range(2));
  state.counters["WEIGHTS_fastest"] = state.counters["FLOPS_fastest"].value * double(packed_bytes) / flops;
}

void qc8w(benchmark::State& state, const xnn_f32_qc8w_gemm_minmax_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  Problem p(state);
  const size_t block_bytes = xnn_packed_f32_qc8w_gemm_size(k.nr, p.K, k.nr);
  const size_t packed_bytes = xnn_packed_f32_qc8w_gemm_size(p.N, p.K, k.nr);
  std::vector<float> packed((packed_bytes + XNN_EXTRA_BYTES) / sizeof(float) + 1);
  xnn_pack_f32_qc8w_gemm_w(p.N, p.K, k.nr, p.kernel.data(), false, p.bias.data(), p.scale.data(), packed.data());
  const char* w = reinterpret_cast<const char*>(packed.data());
  const xnn_f32_minmax_params params = {-INFINITY, INFINITY};
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_bytes, p.c.data(), "FLOPS", 2.0,
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, p.K * sizeof(float), p.a.data() + m0 * p.K, p.K * sizeof(float),
                            w + block * block_bytes, p.c.data() + m0 * p.N + n0, p.N * sizeof(float),
                            k.nr * sizeof(float), &params);
                     });
  count_weight_bytes(state, packed_bytes);
}

void qc4w(benchmark::State& state, const xnn_f32_qc4w_gemm_minmax_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  Problem p(state);
  const size_t block_bytes = xnn_packed_f32_qc4w_gemm_size(k.nr, p.K, k.nr);
  const size_t packed_bytes = xnn_packed_f32_qc4w_gemm_size(p.N, p.K, k.nr);
  std::vector<float> packed((packed_bytes + XNN_EXTRA_BYTES) / sizeof(float) + 1);
  xnn_pack_f32_qc4w_gemm_w(p.N, p.K, k.nr, reinterpret_cast<const uint8_t*>(p.kernel.data()), p.bias.data(),
                           p.scale.data(), packed.data());
  const char* w = reinterpret_cast<const char*>(packed.data());
  const xnn_f32_qc4w_minmax_params params = {-INFINITY, INFINITY, kZeroPoint};
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_bytes, p.c.data(), "FLOPS", 2.0,
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, p.K * sizeof(float), p.a.data() + m0 * p.K, p.K * sizeof(float),
                            w + block * block_bytes, p.c.data() + m0 * p.N + n0, p.N * sizeof(float),
                            k.nr * sizeof(float), &params);
                     });
  count_weight_bytes(state, packed_bytes);
}

template <class Info>
void register_table(const Info* rows, size_t count, void (*bench)(benchmark::State&, const Info&)) {
  xnn_register_gemm_benchmarks(rows, count, bench, true);
  for (size_t i = 0; i < count; i++) {
    benchmark::RegisterBenchmark((std::string(rows[i].name) + "/llm").c_str(), bench, rows[i])
        ->ArgNames({"M", "N", "K"})
        ->Args({1, 4096, 4096})
        ->Args({128, 4096, 4096});
  }
}

const bool registered =
    (register_table(xnn_f32_qc8w_gemm_minmax_ukernels, xnn_f32_qc8w_gemm_minmax_ukernel_count, qc8w),
     register_table(xnn_f32_qc4w_gemm_minmax_ukernels, xnn_f32_qc4w_gemm_minmax_ukernel_count, qc4w), true);

}  // namespace

BENCHMARK_MAIN();
