// Every kernel of the f16 pooling tables (max, average, global average), single-threaded, on the shapes of
// bench/pooling-bench.h (bench/f32-pooling-bench's f32 rows are the comparison).
#include <benchmark/benchmark.h>

#include "pooling-bench.h"
#include "ukernels/f16-avgpool/f16-avgpool.h"
#include "ukernels/f16-gavgpool/f16-gavgpool.h"
#include "ukernels/f16-maxpool/f16-maxpool.h"

namespace {

const bool registered = [] {
  XNN_POOL_BENCH_REGISTER(xnn_bench_f16, f16)
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
