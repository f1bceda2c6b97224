// Every kernel of the f16 GEMM table over square, GEMV and MobileNet v2 pointwise shapes, and of the f16 IGEMM table
// over 3x3 convolutions (`/conv3x3`, gemm-driver.h), single-threaded, with packed fp16 weights, tiled as
// gemm-driver.h does. Rate counter FLOPS = 2*M*N*K per run (2*M*N*9*K for an IGEMM), FLOPS_fastest the same for
// the fastest single run; compare with build/bench/peak-bench (fma_* rows: fp32 FMA peak; fp16 FMA for avx512fp16).
#include <random>
#include <vector>

#include "gemm-driver.h"
#include "packing/f16-gemm-pack.h"
#include "packing/gemm-pack.h"
#include "ukernels/f16-gemm/f16-gemm.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

void gemm(benchmark::State& state, const xnn_f16_gemm_minmax_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  const size_t M = state.range(0), N = state.range(1), K = state.range(2);
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> b(N * K), bias(N);
  std::vector<uint16_t> a(M * K + XNN_EXTRA_BYTES / sizeof(uint16_t));
  for (uint16_t& x : a) x = xnn_f32_to_f16(dist(rng));
  for (float& x : b) x = dist(rng);
  for (float& x : bias) x = dist(rng);
  std::vector<uint16_t> packed(xnn_packed_f32_gemm_size(N, K, k.nr, k.kr, k.sr) + XNN_EXTRA_BYTES / sizeof(uint16_t));
  xnn_pack_f32_to_f16_gemm_goi_w(1, N, K, k.nr, k.kr, k.sr, b.data(), bias.data(), packed.data());
  std::vector<uint16_t> c(M * N);
  const xnn_f16_minmax_params params = {0xFC00, 0x7C00};

  const size_t k_packed = (K + k.kr * k.sr - 1) / (k.kr * k.sr) * (k.kr * k.sr);
  const size_t block_halves = k.nr * (1 + k_packed);  // packed halves per nr columns
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_halves * sizeof(uint16_t), c.data(), "FLOPS", 2.0,
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, K * sizeof(uint16_t), a.data() + m0 * K, K * sizeof(uint16_t),
                            packed.data() + block * block_halves, c.data() + m0 * N + n0, N * sizeof(uint16_t),
                            k.nr * sizeof(uint16_t), &params);
                     });
}

void igemm(benchmark::State& state, const xnn_f16_igemm_minmax_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  const size_t M = state.range(0), N = state.range(1), K = state.range(2), taps = 9;
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> b(N * taps * K), bias(N);
  std::vector<uint16_t> image(M * K + XNN_EXTRA_BYTES / sizeof(uint16_t));
  for (uint16_t& x : image) x = xnn_f32_to_f16(dist(rng));
  for (float& x : b) x = dist(rng);
  for (float& x : bias) x = dist(rng);
  const std::vector<uint16_t> zero(K + XNN_EXTRA_BYTES / sizeof(uint16_t), 0);
  std::vector<const uint16_t*> indirection = xnn_conv3x3_indirection(image.data(), M, K, k.mr, zero.data());
  const size_t block_halves = xnn_packed_f32_conv_size(k.nr, taps, K, k.nr, k.kr, k.sr);
  std::vector<uint16_t> packed(xnn_packed_f32_conv_size(N, taps, K, k.nr, k.kr, k.sr) +
                               XNN_EXTRA_BYTES / sizeof(uint16_t));
  xnn_pack_f32_to_f16_conv_goki_w(1, N, taps, K, k.nr, k.kr, k.sr, b.data(), bias.data(), packed.data());
  std::vector<uint16_t> c(M * N);
  const xnn_f16_minmax_params params = {0xFC00, 0x7C00};
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_halves * sizeof(uint16_t), c.data(), "FLOPS", 2.0 * taps,
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, K * sizeof(uint16_t), taps * k.mr * sizeof(void*), indirection.data() + m0 * taps,
                            packed.data() + block * block_halves, c.data() + m0 * N + n0, N * sizeof(uint16_t),
                            k.nr * sizeof(uint16_t), 0, zero.data(), &params);
                     });
}

const bool registered =
    (xnn_register_gemm_benchmarks(xnn_f16_gemm_minmax_ukernels, xnn_f16_gemm_minmax_ukernel_count, gemm, true),
     xnn_register_igemm_benchmarks(xnn_f16_igemm_minmax_ukernels, xnn_f16_igemm_minmax_ukernel_count, igemm), true);

}  // namespace

BENCHMARK_MAIN();
