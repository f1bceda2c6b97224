// Every kernel of the bf16-f32 GEMM table over square, GEMV and MobileNet v2 pointwise shapes, single-threaded, with
// packed weights, tiled as gemm-driver.h does. Rate counter FLOPS = 2*M*N*K per run (a bf16 product is a multiply
// and an add), FLOPS_fastest the same for the fastest single run; compare with build/bench/peak-bench's
// vdpbf16ps_zmm_avx512bf16 row, which counts the same way.
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "gemm-driver.h"
#include "packing/bf16-gemm-pack.h"
#include "ukernels/bf16-f32-gemm/bf16-f32-gemm.h"

namespace {

uint16_t to_bf16(float x) {
  uint32_t word;
  std::memcpy(&word, &x, sizeof(word));
  return uint16_t(word >> 16);
}

void gemm(benchmark::State& state, const xnn_bf16_f32_gemm_minmax_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  const size_t M = state.range(0), N = state.range(1), K = state.range(2);
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<uint16_t> a(M * K + XNN_EXTRA_BYTES / sizeof(uint16_t)), b(N * K);
  std::vector<float> bias(N);
  for (uint16_t& x : a) x = to_bf16(dist(rng));
  for (uint16_t& x : b) x = to_bf16(dist(rng));
  for (float& x : bias) x = dist(rng);
  const size_t packed_bytes = xnn_packed_bf16_f32_gemm_size(N, K, k.nr);
  std::vector<uint32_t> packed((packed_bytes + XNN_EXTRA_BYTES) / sizeof(uint32_t));
  xnn_pack_bf16_f32_gemm_goi_w(N, K, k.nr, b.data(), bias.data(), packed.data());
  std::vector<float> c(M * N);
  const xnn_f32_minmax_params params = {-INFINITY, INFINITY};

  const size_t block_words = k.nr * (1 + (K + 1) / 2);  // packed 32-bit words per nr columns
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_words * sizeof(uint32_t), c.data(), "FLOPS", 2.0,
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, K * sizeof(uint16_t), a.data() + m0 * K, K * sizeof(uint16_t),
                            packed.data() + block * block_words, c.data() + m0 * N + n0, N * sizeof(float),
                            k.nr * sizeof(float), &params);
                     });
}

const bool registered = (xnn_register_gemm_benchmarks(xnn_bf16_f32_gemm_minmax_ukernels,
                                                      xnn_bf16_f32_gemm_minmax_ukernel_count, gemm, true),
                         true);

}  // namespace

BENCHMARK_MAIN();
