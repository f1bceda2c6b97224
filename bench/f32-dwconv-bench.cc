// Every 9-tap unipass and every multipass kernel of the f32 depthwise convolution tables on the 3x3 layers of
// bench/float-dwconv-bench.h.
#include "float-dwconv-bench.h"
#include "ukernels/f32-dwconv/f32-dwconv.h"

namespace {

const bool registered = xnn_float_dwconv_bench<xnn_bench_f32>::register_tables(
    xnn_f32_dwconv_unipass_ukernels, xnn_f32_dwconv_unipass_ukernel_count, xnn_f32_dwconv_multipass_ukernels,
    xnn_f32_dwconv_multipass_ukernel_count);

}  // namespace

BENCHMARK_MAIN();
