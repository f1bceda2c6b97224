// Every kernel of the qs8-qc8w GEMM table over square, GEMV and MobileNet v2 pointwise shapes, and of its IGEMM table
// over 3x3 convolutions (`/conv3x3`, gemm-driver.h: MACS = M*N*9*K), single-threaded, with packed weights, tiled as
// gemm-driver.h does. Rate counter MACS = M*N*K int8 multiply-adds per run, MACS_fastest
// the same for the fastest single run; compare with build/bench/peak-bench's int8 rows.
#include <vector>

#include "gemm-driver.h"
#include "packing/qs8-gemm-pack.h"
#include "ukernels/qs8-qc8w-gemm/qs8-qc8w-gemm.h"

namespace {

void gemm(benchmark::State& state, const xnn_qs8_qc8w_gemm_minmax_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  const size_t M = state.range(0), N = state.range(1), K = state.range(2);
  const xnn_int8_operands o(M * K, N * K, N);
  const std::vector<int8_t>& a = o.a;
  const std::vector<float> scale(N, 1.0f / 4096);
  const size_t block_bytes = xnn_packed_qs8_qc8w_gemm_size(k.nr, 1, K, k.nr, k.kr, k.sr);
  std::vector<int8_t> packed(xnn_packed_qs8_qc8w_gemm_size(N, 1, K, k.nr, k.kr, k.sr) + XNN_EXTRA_BYTES);
  xnn_pack_qs8_qc8w_gemm_goi_w(1, N, K, k.nr, k.kr, k.sr, o.w.data(), o.bias.data(), scale.data(), 1, k.a_offset,
                               packed.data());
  std::vector<int8_t> c(M * N);
  const xnn_qs8_minmax_params params = {0, -128, 127};
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_bytes, c.data(), "MACS", 1.0,
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, K, a.data() + m0 * K, K, packed.data() + block * block_bytes,
                            c.data() + m0 * N + n0, N, k.nr, &params);
                     });
}

void igemm(benchmark::State& state, const xnn_qs8_qc8w_igemm_minmax_info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  const size_t M = state.range(0), N = state.range(1), K = state.range(2), taps = 9;
  const xnn_int8_operands o(M * K, N * taps * K, N);
  const std::vector<int8_t>& image = o.a;
  const std::vector<float> scale(N, 1.0f / 4096);
  const std::vector<int8_t> zero(K + XNN_EXTRA_BYTES, 0);  // input zero point 0
  std::vector<const int8_t*> indirection = xnn_conv3x3_indirection(image.data(), M, K, k.mr, zero.data());
  const size_t block_bytes = xnn_packed_qs8_qc8w_gemm_size(k.nr, taps, K, k.nr, k.kr, k.sr);
  std::vector<int8_t> packed(xnn_packed_qs8_qc8w_gemm_size(N, taps, K, k.nr, k.kr, k.sr) + XNN_EXTRA_BYTES);
  xnn_pack_qs8_qc8w_conv_goki_w(1, N, taps, K, k.nr, k.kr, k.sr, o.w.data(), o.bias.data(), scale.data(), 0,
                                k.a_offset, packed.data());
  std::vector<int8_t> c(M * N);
  const xnn_qs8_minmax_params params = {0, -128, 127};
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_bytes, c.data(), "MACS", double(taps),
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, K, taps * k.mr * sizeof(void*), indirection.data() + m0 * taps,
                            packed.data() + block * block_bytes, c.data() + m0 * N + n0, N, k.nr, 0, zero.data(),
                            &params);
                     });
}

const bool registered = (xnn_register_gemm_benchmarks(xnn_qs8_qc8w_gemm_minmax_ukernels,
                                                      xnn_qs8_qc8w_gemm_minmax_ukernel_count, gemm, true),
                         xnn_register_igemm_benchmarks(xnn_qs8_qc8w_igemm_minmax_ukernels,
                                                       xnn_qs8_qc8w_igemm_minmax_ukernel_count, igemm),
                         true);

}  // namespace

BENCHMARK_MAIN();
