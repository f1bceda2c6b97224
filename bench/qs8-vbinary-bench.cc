// The 8-bit add and multiply: every kernel of the eight tables of src/ukernels/qs8-vbinary/ next to a copy of the
// same number of bytes. Rate counters: elements and bytes (read + written) per second.
#include <cstdint>
#include <random>
#include <vector>

#include <xnnpack.h>

#include "configs/hardware-config.h"
#include "elementwise-bench.h"
#include "ukernels/qs8-vbinary/qs8-vbinary.h"

namespace {

template <class T, class Info>
void vbinary(benchmark::State& state, Info k, xnn_qs8_vbinary_params params, bool scalar_b) {
  if (xnn_initialize(nullptr) != xnn_status_success || !xnn_isa_enabled(k.isa)) {
    state.SkipWithError("this CPU lacks the kernel's ISA");
    return;
  }
  const size_t n = state.range(0);
  std::mt19937 rng(1);
  std::vector<T> a(n + XNN_EXTRA_BYTES), b(n + XNN_EXTRA_BYTES), y(n);
  for (T& x : a) x = T(rng());
  for (T& x : b) x = T(rng());
  for (auto _ : state) {
    k.fn(n, a.data(), b.data(), y.data(), &params);
    benchmark::DoNotOptimize(y.data());
  }
  xnn_elementwise_counters(state, n, scalar_b ? 2 : 3);
}

template <class T, class Info>
void register_table(const Info* rows, size_t count, const xnn_qs8_vbinary_params& params, bool scalar_b) {
  for (size_t i = 0; i < count; i++) {
    benchmark::RegisterBenchmark(rows[i].name, vbinary<T, Info>, rows[i], params, scalar_b)
        ->Apply(xnn_elementwise_sizes)
        ->UseRealTime();
  }
}

const bool registered = [] {
  benchmark::RegisterBenchmark("copy", xnn_copy_baseline)->Apply(xnn_elementwise_sizes)->UseRealTime();
  const xnn_qs8_vbinary_params add = xnn_init_qs8_add_params(0.7f, 0.4f, 3, -2, {1, -128, 127});
  const xnn_qs8_vbinary_params mul = xnn_init_qs8_mul_params(0.01f, 3, -2, {1, -128, 127});
  const xnn_qs8_vbinary_params add_u = xnn_init_qs8_add_params(0.7f, 0.4f, 130, 120, {128, 0, 255});
  const xnn_qs8_vbinary_params mul_u = xnn_init_qs8_mul_params(0.01f, 130, 120, {128, 0, 255});
  register_table<int8_t>(xnn_qs8_vadd_ukernels, xnn_qs8_vadd_ukernel_count, add, false);
  register_table<int8_t>(xnn_qs8_vaddc_ukernels, xnn_qs8_vaddc_ukernel_count, add, true);
  register_table<int8_t>(xnn_qs8_vmul_ukernels, xnn_qs8_vmul_ukernel_count, mul, false);
  register_table<int8_t>(xnn_qs8_vmulc_ukernels, xnn_qs8_vmulc_ukernel_count, mul, true);
  register_table<uint8_t>(xnn_qu8_vadd_ukernels, xnn_qu8_vadd_ukernel_count, add_u, false);
  register_table<uint8_t>(xnn_qu8_vaddc_ukernels, xnn_qu8_vaddc_ukernel_count, add_u, true);
  register_table<uint8_t>(xnn_qu8_vmul_ukernels, xnn_qu8_vmul_ukernel_count, mul_u, false);
  register_table<uint8_t>(xnn_qu8_vmulc_ukernels, xnn_qu8_vmulc_ukernel_count, mul_u, true);
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
