// Every kernel of the f32 pooling tables (max, average, argmax, global average), single-threaded, on the shapes of
// bench/pooling-bench.h.
#include <benchmark/benchmark.h>

#include "pooling-bench.h"
#include "ukernels/f32-argmaxpool/f32-argmaxpool.h"
#include "ukernels/f32-avgpool/f32-avgpool.h"
#include "ukernels/f32-gavgpool/f32-gavgpool.h"
#include "ukernels/f32-maxpool/f32-maxpool.h"

namespace {

using window = window_pool<xnn_bench_f32>;

void argmaxpool_unipass(benchmark::State& state, const xnn_f32_argmaxpool_unipass_info& k) {
  xnn_pool_bench_window<xnn_bench_f32>(state, k.isa, false, [&](window& p) {
    k.fn(p.pixels(), 9, p.channels, p.indirection.data(), 0, p.output.data(), p.index.data(), 0, 0);
  });
}

void argmaxpool_multipass(benchmark::State& state, const xnn_f32_argmaxpool_multipass_info& k) {
  xnn_pool_bench_window<xnn_bench_f32>(state, k.isa, true, [&](window& p) {
    k.fn(p.pixels(), 25, p.channels, p.indirection.data(), 0, p.buffer.data(), p.index_buffer.data(),
         p.output.data(), p.index.data(), 0, 0);
  });
}

const bool registered = [] {
  XNN_POOL_BENCH_REGISTER(xnn_bench_f32, f32)
  xnn_pool_bench_register(xnn_f32_argmaxpool_unipass_ukernels, xnn_f32_argmaxpool_unipass_ukernel_count,
                          argmaxpool_unipass);
  xnn_pool_bench_register(xnn_f32_argmaxpool_multipass_ukernels, xnn_f32_argmaxpool_multipass_ukernel_count,
                          argmaxpool_multipass);
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
