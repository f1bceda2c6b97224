// Every kernel of the qu8 GEMM table over square, GEMV and MobileNet v2 pointwise shapes, and of its IGEMM table over
// 3x3 convolutions (`/conv3x3`, gemm-driver.h: MACS = M*N*9*K), single-threaded, with packed weights, tiled as
// gemm-driver.h does. Rate counter MACS = M*N*K uint8 multiply-adds per run, MACS_fastest
// the same for the fastest single run.
#include <random>
#include <vector>

#include "gemm-driver.h"
#include "packing/qu8-gemm-pack.h"
#include "ukernels/qu8-gemm/qu8-gemm.h"

namespace {

void gemm(benchmark::State& state, const xnn_qu8_gemm_minmax_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  const size_t M = state.range(0), N = state.range(1), K = state.range(2);
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> dist(0, 255);
  std::vector<uint8_t> a(M * K + XNN_EXTRA_BYTES), b(N * K);
  std::vector<int32_t> bias(N);
  for (uint8_t& x : a) x = uint8_t(dist(rng));
  for (uint8_t& x : b) x = uint8_t(dist(rng));
  for (int32_t& x : bias) x = dist(rng);
  const size_t block_bytes = xnn_packed_qu8_gemm_size(k.nr, 1, K, k.nr, k.kr);
  std::vector<uint8_t> packed(xnn_packed_qu8_gemm_size(N, 1, K, k.nr, k.kr) + XNN_EXTRA_BYTES);
  xnn_pack_qu8_conv_goki_w(1, N, 1, K, k.nr, k.kr, b.data(), bias.data(), 1.0f / 4096, 128, 127, packed.data());
  std::vector<uint8_t> c(M * N);
  const xnn_qs8_minmax_params params = {128, 0, 255};
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_bytes, c.data(), "MACS", 1.0,
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, K, a.data() + m0 * K, K, packed.data() + block * block_bytes,
                            c.data() + m0 * N + n0, N, k.nr, &params);
                     });
}

void igemm(benchmark::State& state, const xnn_qu8_igemm_minmax_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  const size_t M = state.range(0), N = state.range(1), K = state.range(2), taps = 9;
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> dist(0, 255);
  std::vector<uint8_t> image(M * K + XNN_EXTRA_BYTES), b(N * taps * K);
  std::vector<int32_t> bias(N);
  for (uint8_t& x : image) x = uint8_t(dist(rng));
  for (uint8_t& x : b) x = uint8_t(dist(rng));
  for (int32_t& x : bias) x = dist(rng);
  const std::vector<uint8_t> zero(K + XNN_EXTRA_BYTES, 128);  // the input zero point
  std::vector<const uint8_t*> indirection = xnn_conv3x3_indirection(image.data(), M, K, k.mr, zero.data());
  const size_t block_bytes = xnn_packed_qu8_gemm_size(k.nr, taps, K, k.nr, k.kr);
  std::vector<uint8_t> packed(xnn_packed_qu8_gemm_size(N, taps, K, k.nr, k.kr) + XNN_EXTRA_BYTES);
  xnn_pack_qu8_conv_goki_w(1, N, taps, K, k.nr, k.kr, b.data(), bias.data(), 1.0f / 4096, 128, 127, packed.data());
  std::vector<uint8_t> c(M * N);
  const xnn_qs8_minmax_params params = {128, 0, 255};
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_bytes, c.data(), "MACS", double(taps),
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, K, taps * k.mr * sizeof(void*), indirection.data() + m0 * taps,
                            packed.data() + block * block_bytes, c.data() + m0 * N + n0, N, k.nr, 0, zero.data(),
                            &params);
                     });
}

const bool registered =
    (xnn_register_gemm_benchmarks(xnn_qu8_gemm_minmax_ukernels, xnn_qu8_gemm_minmax_ukernel_count, gemm, true),
     xnn_register_igemm_benchmarks(xnn_qu8_igemm_minmax_ukernels, xnn_qu8_igemm_minmax_ukernel_count, igemm), true);

}  // namespace

BENCHMARK_MAIN();
