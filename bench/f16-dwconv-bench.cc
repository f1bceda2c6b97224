// Every 9-tap unipass and every multipass kernel of the f16 depthwise convolution tables on the 3x3 layers of
// bench/float-dwconv-bench.h (the f32 rows of the same shapes are bench/f32-dwconv-bench's).
#include "float-dwconv-bench.h"
#include "ukernels/f16-dwconv/f16-dwconv.h"

namespace {

const bool registered = xnn_float_dwconv_bench<xnn_bench_f16>::register_tables(
    xnn_f16_dwconv_unipass_ukernels, xnn_f16_dwconv_unipass_ukernel_count, xnn_f16_dwconv_multipass_ukernels,
    xnn_f16_dwconv_multipass_ukernel_count);

}  // namespace

BENCHMARK_MAIN();
