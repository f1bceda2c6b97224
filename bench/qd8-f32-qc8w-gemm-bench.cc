// Every kernel of the qd8-f32-qc8w, qdu8-f32-qc8w and qd8-f16-qc8w GEMM tables over square and GEMV shapes and an LLM
// layer (`/llm`: a 4096 x 4096 fully connected layer at M = 128, a prefill, for mr > 1; M = 1, a decode, for mr = 1;
// `/prefill`: the prefill at several N), single-threaded, with packed weights and per-row quantization parameters,
// tiled as gemm-driver.h does (a qdu8 row reads A + 128, with the zero points + 128; a qd8-f16 row writes fp16). Rate
// counter MACS = M*N*K int8 multiply-adds per run, MACS_fastest the same for the fastest single run, MACS_panels for
// the fastest pass of each column panel (gemm-driver.h); compare with qs8-qc8w-gemm-bench's row of the same ISA (same
// dot products, an fp32 output stage instead of requantization) and peak-bench's int8 rows. The qd8 and qdu8 IGEMM
// rows run 3x3 convolutions (`/conv3x3`), where a VNNI qd8 row copies every tap's rows + 128 and a qdu8 row does not.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <string>
#include <type_traits>
#include <vector>

#include "gemm-driver.h"
#include "packing/qd8-gemm-pack.h"
#include "ukernels/qd8-f16-qc8w-gemm/qd8-f16-qc8w-gemm.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h"
#include "ukernels/qdu8-f32-qc8w-gemm/qdu8-f32-qc8w-gemm.h"

namespace {

template <class Info>
void gemm(benchmark::State& state, const Info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  const size_t M = state.range(0), N = state.range(1), K = state.range(2);
  xnn_int8_operands o(M * K, N * K, N);
  std::vector<int8_t>& a = o.a;
  const std::vector<float> bias(o.bias.begin(), o.bias.end()), scale(N, 1.0f / 4096);
  std::vector<xnn_qd8_quantization_params> quantization(M);
  for (xnn_qd8_quantization_params& q : quantization) q = {o.next(), 1.0f / 128};
  const size_t block_bytes = xnn_packed_qd8_qc8w_gemm_size(k.nr, 1, K, k.nr, k.kr, k.sr);
  std::vector<int8_t> packed(xnn_packed_qd8_qc8w_gemm_size(N, 1, K, k.nr, k.kr, k.sr) + XNN_EXTRA_BYTES);
  xnn_pack_qd8_qc8w_gemm_goi_w(N, K, k.nr, k.kr, k.sr, o.w.data(), bias.data(), scale.data(), packed.data());
  using C = std::conditional_t<std::is_same_v<Info, xnn_qd8_f16_qc8w_gemm_minmax_info>, uint16_t, float>;
  std::vector<C> c(M * N);
  const xnn_f32_minmax_params params = {-INFINITY, INFINITY};
  using A = std::conditional_t<std::is_same_v<Info, xnn_qdu8_f32_qc8w_gemm_minmax_info>, uint8_t, int8_t>;
  if constexpr (std::is_same_v<A, uint8_t>) {
    for (int8_t& x : a) x = int8_t(uint8_t(x) ^ 0x80);
    for (xnn_qd8_quantization_params& q : quantization) q.zero_point += 128;
  }
  const A* a_data = reinterpret_cast<const A*>(a.data());
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_bytes, c.data(), "MACS", 1.0,
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, K, a_data + m0 * K, K, packed.data() + block * block_bytes,
                            c.data() + m0 * N + n0, N * sizeof(C), k.nr * sizeof(C), &params,
                            quantization.data() + m0);
                     });
}

// The prefill layer (M = 128, K = 4096) at widths whose packed weights fit in L1 + L2 (N = 32), fill about half of a
// 2 MiB L2 (256), or stream from L3 / memory every run (1024, 4096): where a prefill loses against the dot-product
// peak (docs/kernels.md, "Prefill").
void prefill_shapes(benchmark::internal::Benchmark* b) {
  for (int64_t n : {32, 256, 1024, 4096}) b->Args({128, n, 4096});
}

// An IGEMM row over 3x3 convolutions (`/conv3x3`, gemm-driver.h: each of the M output pixels of a square image
// reads 9 taps of K input channels; padding taps point at the zero-point row as the operator's do), with the GEMM
// rows' packing and tiling; MACS = M * N * 9 * K. A qdu8 row reads the image + 128.
template <class Info>
void igemm(benchmark::State& state, const Info& k) {
  if (!xnn_bench_isa_available(state, k.isa)) return;
  const size_t M = state.range(0), N = state.range(1), K = state.range(2), taps = 9;
  xnn_int8_operands o(M * K, N * taps * K, N);
  std::vector<int8_t>& image = o.a;
  const std::vector<float> bias(o.bias.begin(), o.bias.end()), scale(N, 1.0f / 4096);
  xnn_qd8_quantization_params quantization = {o.next(), 1.0f / 128};
  using A = std::conditional_t<std::is_same_v<Info, xnn_qdu8_f32_qc8w_igemm_minmax_info>, uint8_t, int8_t>;
  if constexpr (std::is_same_v<A, uint8_t>) {
    for (int8_t& x : image) x = int8_t(uint8_t(x) ^ 0x80);
    quantization.zero_point += 128;
  }
  const std::vector<A> zero_data(K + XNN_EXTRA_BYTES, A(quantization.zero_point));
  const A* pixels = reinterpret_cast<const A*>(image.data());
  const A* zero = zero_data.data();
  std::vector<const A*> indirection = xnn_conv3x3_indirection(pixels, M, K, k.mr, zero);
  const size_t block_bytes = xnn_packed_qd8_qc8w_gemm_size(k.nr, taps, K, k.nr, k.kr, k.sr);
  std::vector<int8_t> packed(xnn_packed_qd8_qc8w_gemm_size(N, taps, K, k.nr, k.kr, k.sr) + XNN_EXTRA_BYTES);
  xnn_pack_qd8_qc8w_conv_goki_w(N, taps, K, k.nr, k.kr, k.sr, o.w.data(), bias.data(), scale.data(), packed.data());
  std::vector<float> c(M * N);
  const xnn_f32_minmax_params params = {-INFINITY, INFINITY};
  xnn_run_tiled_gemm(state, k.mr, k.nr, block_bytes, c.data(), "MACS", double(taps),
                     [&](size_t m0, size_t mc, size_t n0, size_t nc, size_t block) {
                       k.fn(mc, nc, K, taps * k.mr * sizeof(void*), indirection.data() + m0 * taps,
                            packed.data() + block * block_bytes, c.data() + m0 * N + n0, N * sizeof(float),
                            k.nr * sizeof(float), 0, zero, zero, &params, &quantization);
                     });
}

template <class Info>
void register_table(const Info* rows, size_t count) {
  xnn_register_gemm_benchmarks(rows, count, gemm<Info>, false);
  for (size_t i = 0; i < count; i++) {
    const Info& k = rows[i];
    benchmark::RegisterBenchmark((std::string(k.name) + "/llm").c_str(), gemm<Info>, k)
        ->ArgNames({"M", "N", "K"})
        ->Args({k.mr == 1 ? 1 : 128, 4096, 4096})
        ->UseRealTime();
    if (k.mr > 1) {
      benchmark::RegisterBenchmark((std::string(k.name) + "/prefill").c_str(), gemm<Info>, k)
          ->ArgNames({"M", "N", "K"})
          ->Apply(prefill_shapes)
          ->UseRealTime();
    }
  }
}

const bool registered = [] {
  register_table(xnn_qd8_f32_qc8w_gemm_minmax_ukernels, xnn_qd8_f32_qc8w_gemm_minmax_ukernel_count);
  register_table(xnn_qdu8_f32_qc8w_gemm_minmax_ukernels, xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_count);
  register_table(xnn_qd8_f16_qc8w_gemm_minmax_ukernels, xnn_qd8_f16_qc8w_gemm_minmax_ukernel_count);
  xnn_register_igemm_benchmarks(xnn_qd8_f32_qc8w_igemm_minmax_ukernels, xnn_qd8_f32_qc8w_igemm_minmax_ukernel_count,
                                igemm<xnn_qd8_f32_qc8w_igemm_minmax_info>);
  xnn_register_igemm_benchmarks(xnn_qdu8_f32_qc8w_igemm_minmax_ukernels,
                                xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_count,
                                igemm<xnn_qdu8_f32_qc8w_igemm_minmax_info>);
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
