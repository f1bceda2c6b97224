// Every kernel of the qd8-f32-qc4w, qd8-f16-qc4w (fp16 output), qd8-f32-qb4w and qd8-f16-qb4w GEMM tables and of
// the qdu8 twins (A read as unsigned bytes; the same random bytes serve: the speed does not depend on them) (blocks
// of 32 inputs) over square and GEMV shapes, plus the LLM shapes of issue 14 (M = 1 decode and M = 128 prefill of a
// 4096 x 4096 fully connected layer), single-threaded, tiled as gemm-driver.h does. Rate counter MACS = M*N*K multiply-adds per
// run (MACS_fastest for the fastest single run); rate counter WEIGHTS = the packed weights' bytes per run (with the
// per-column and, for qb4w, per-block sums, scales and biases), the bytes an M = 1 run reads once, and
// WEIGHTS_fastest for the fastest run, to compare with peak-bench's read rows.
#include <cmath>
#include <random>
#include <type_traits>
#include <vector>

#include "gemm-driver.h"
#include "packing/qd8-qc4w-gemm-pack.h"
#include "ukernels/qd8-f16-qb4w-gemm/qd8-f16-qb4w-gemm.h"
#include "ukernels/qd8-f16-qc4w-gemm/qd8-f16-qc4w-gemm.h"
#include "ukernels/qd8-f32-qb4w-gemm/qd8-f32-qb4w-gemm.h"
#include "ukernels/qd8-f32-qc4w-gemm/qd8-f32-qc4w-gemm.h"
#include "ukernels/qdu8-f32-qb4w-gemm/qdu8-f32-qb4w-gemm.h"
#include "ukernels/qdu8-f32-qc4w-gemm/qdu8-f32-qc4w-gemm.h"

namespace {

constexpr size_t kBlockSize = 32;

struct Problem {
  explicit Problem(benchmark::State& state)
      : M(state.range(0)), N(state.range(1)), K(state.range(2)), a(M * K + XNN_EXTRA_BYTES), kernel(N * ((K + 1) / 2)),
        bias(N), scale(N, 1.0f / 4096), block_scale(N * (K / kBlockSize), 0x3980), quantization(M) {
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> dist(-128, 127);
    for (int8_t& x : a) x = int8_t(dist(rng));
    for (uint8_t& x : kernel) x = uint8_t(dist(rng));
    for (float& x : bias) x = float(dist(rng));
    for (xnn_qd8_quantization_params& q : quantization) q = {dist(rng), 1.0f / 128};
  }
  size_t M, N, K;
  std::vector<int8_t> a;
  std::vector<uint8_t> kernel;
  std::vector<float> bias, scale;
  std::vector<uint16_t> block_scale;  // bf16 2^-12
  std::vector<xnn_qd8_quantization_params> quantization;
};

void count_weight_bytes(benchmark::State& state, size_t packed_bytes) {
  state.counters["WEIGHTS"] =
      benchmark::Counter(double(packed_bytes) * double(state.iterations()), benchmark::Counter::kIsRate);
  const double macs = double(state.range(0)) * double(state.range(1)) * double(state.range(2));
  state.counters["WEIGHTS_fastest"] = state.counters["MACS_fastest"].value * double(packed_bytes) / macs;
}

// A's and C's element types for the kernels of table row type Info: uint8_t A for the qdu8 kernels, fp16 bits C for
// the qd8-f16 kernels.
template <class Info>
using a_type = std::conditional_t<std::is_same_v<Info, xnn_qdu8_f32_qc4w_gemm_minmax_info> ||
                                      std::is_same_v<Info, xnn_qdu8_f32_qb4w_gemm_minmax_info>,
                                  uint8_t, int8_t>;
template <class Info>
using c_type = std::conditional_t<std::is_same_v<Info, xnn_qd8_f16_qc4w_gemm_minmax_info> ||
                                      std::is_same_v<Info, xnn_qd8_f16_qb4w_gemm_minmax_info>,
                                  uint16_t, float>;

template <class Info>
void qc4w(benchmark::State& state, const Info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  Problem p(state);
  const size_t block_bytes = xnn_packed_qd8_qc4w_gemm_size(k.nr, p.K, k.nr, k.kr);
  std::vector<int8_t> packed(xnn_packed_qd8_qc4w_gemm_size(p.N, p.K, k.nr, k.kr) + XNN_EXTRA_BYTES);
  xnn_pack_qd8_qc4w_gemm_w(p.N, p.K, k.nr, k.kr, p.kernel.data(), 8, false, p.bias.data(), p.scale.data(),
                               packed.data());
  const xnn_f32_minmax_params params = {-INFINITY, INFINITY};
  using C = c_type<Info>;
  std::vector<C> c(p.M * p.N);
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_bytes, c.data(), "MACS", 1.0,
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, p.K, reinterpret_cast<const a_type<Info>*>(p.a.data() + m0 * p.K), p.K,
                            packed.data() + block * block_bytes,
                            c.data() + m0 * p.N + n0, p.N * sizeof(C), k.nr * sizeof(C), &params,
                            p.quantization.data() + m0);
                     });
  count_weight_bytes(state, packed.size() - XNN_EXTRA_BYTES);
}

template <class Info>
void qb4w(benchmark::State& state, const Info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  Problem p(state);
  const size_t block_bytes = xnn_packed_qd8_qb4w_gemm_size(k.nr, p.K, kBlockSize, k.nr, k.kr);
  std::vector<int8_t> packed(xnn_packed_qd8_qb4w_gemm_size(p.N, p.K, kBlockSize, k.nr, k.kr) + XNN_EXTRA_BYTES);
  xnn_pack_qd8_qb4w_gemm_w(p.N, p.K, kBlockSize, k.nr, k.kr, p.kernel.data(), 8, false, p.bias.data(),
                               p.block_scale.data(), packed.data());
  const xnn_f32_qb4w_minmax_params params = {-INFINITY, INFINITY, kBlockSize};
  using C = c_type<Info>;
  std::vector<C> c(p.M * p.N);
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_bytes, c.data(), "MACS", 1.0,
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, p.K, reinterpret_cast<const a_type<Info>*>(p.a.data() + m0 * p.K), p.K,
                            packed.data() + block * block_bytes,
                            c.data() + m0 * p.N + n0, p.N * sizeof(C), k.nr * sizeof(C), &params,
                            p.quantization.data() + m0);
                     });
  count_weight_bytes(state, packed.size() - XNN_EXTRA_BYTES);
}

template <class Info>
void register_table(const Info* rows, size_t count, void (*bench)(benchmark::State&, const Info&)) {
  xnn_register_gemm_benchmarks(rows, count, bench, false);
  for (size_t i = 0; i < count; i++) {
    const Info& k = rows[i];
    benchmark::RegisterBenchmark((std::string(k.name) + "/llm").c_str(), bench, k)
        ->ArgNames({"M", "N", "K"})
        ->Args({k.mr == 1 ? 1 : 128, 4096, 4096})
        ->UseRealTime();
  }
}

const bool registered =
    (register_table(xnn_qd8_f32_qc4w_gemm_minmax_ukernels, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_count,
                    qc4w<xnn_qd8_f32_qc4w_gemm_minmax_info>),
     register_table(xnn_qd8_f16_qc4w_gemm_minmax_ukernels, xnn_qd8_f16_qc4w_gemm_minmax_ukernel_count,
                    qc4w<xnn_qd8_f16_qc4w_gemm_minmax_info>),
     register_table(xnn_qd8_f32_qb4w_gemm_minmax_ukernels, xnn_qd8_f32_qb4w_gemm_minmax_ukernel_count,
                    qb4w<xnn_qd8_f32_qb4w_gemm_minmax_info>),
     register_table(xnn_qd8_f16_qb4w_gemm_minmax_ukernels, xnn_qd8_f16_qb4w_gemm_minmax_ukernel_count,
                    qb4w<xnn_qd8_f16_qb4w_gemm_minmax_info>),
     register_table(xnn_qdu8_f32_qc4w_gemm_minmax_ukernels, xnn_qdu8_f32_qc4w_gemm_minmax_ukernel_count,
                    qc4w<xnn_qdu8_f32_qc4w_gemm_minmax_info>),
     register_table(xnn_qdu8_f32_qb4w_gemm_minmax_ukernels, xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_count,
                    qb4w<xnn_qdu8_f32_qb4w_gemm_minmax_info>),
     true);

}  // namespace

BENCHMARK_MAIN();
