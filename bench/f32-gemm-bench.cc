// Every kernel of the f32 GEMM table over square, GEMV and MobileNet v2 pointwise shapes, and of the f32 IGEMM table
// over 3x3 convolutions (`/conv3x3`, gemm-driver.h), single-threaded, with packed weights, tiled as gemm-driver.h
// does. Rate counter FLOPS = 2*M*N*K per run (2*M*N*9*K for an IGEMM), FLOPS_fastest the same for the fastest single
// run; compare with build/bench/peak-bench.
#include <cmath>
#include <random>
#include <vector>

#include "gemm-driver.h"
#include "packing/gemm-pack.h"
#include "ukernels/f32-gemm/f32-gemm.h"

namespace {

void gemm(benchmark::State& state, const xnn_f32_gemm_minmax_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
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
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_floats * sizeof(float), c.data(), "FLOPS", 2.0,
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, K * sizeof(float), a.data() + m0 * K, K * sizeof(float),
                            packed.data() + block * block_floats, c.data() + m0 * N + n0, N * sizeof(float),
                            k.nr * sizeof(float), &params);
                     });
}

void igemm(benchmark::State& state, const xnn_f32_igemm_minmax_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  const size_t M = state.range(0), N = state.range(1), K = state.range(2), taps = 9;
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> image(M * K + XNN_EXTRA_BYTES / sizeof(float)), b(N * taps * K), bias(N);
  for (float& x : image) x = dist(rng);
  for (float& x : b) x = dist(rng);
  for (float& x : bias) x = dist(rng);
  const std::vector<float> zero(K + XNN_EXTRA_BYTES / sizeof(float), 0.0f);
  std::vector<const float*> indirection = xnn_conv3x3_indirection(image.data(), M, K, k.mr, zero.data());
  const size_t block_floats = xnn_packed_f32_conv_size(k.nr, taps, K, k.nr, k.kr, k.sr);
  std::vector<float> packed(xnn_packed_f32_conv_size(N, taps, K, k.nr, k.kr, k.sr) + XNN_EXTRA_BYTES / sizeof(float));
  xnn_pack_f32_conv_goki_w(1, N, taps, K, k.nr, k.kr, k.sr, b.data(), bias.data(), packed.data());
  std::vector<float> c(M * N);
  const xnn_f32_minmax_params params = {-INFINITY, INFINITY};
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_floats * sizeof(float), c.data(), "FLOPS", 2.0 * taps,
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, K * sizeof(float), taps * k.mr * sizeof(void*),
                            indirection.data() + m0 * taps,
                            packed.data() + block * block_floats, c.data() + m0 * N + n0, N * sizeof(float),
                            k.nr * sizeof(float), 0, zero.data(), &params);
                     });
}

const bool registered =
    (xnn_register_gemm_benchmarks(xnn_f32_gemm_minmax_ukernels, xnn_f32_gemm_minmax_ukernel_count, gemm, true),
     xnn_register_igemm_benchmarks(xnn_f32_igemm_minmax_ukernels, xnn_f32_igemm_minmax_ukernel_count, igemm), true);

}  // namespace

BENCHMARK_MAIN();
