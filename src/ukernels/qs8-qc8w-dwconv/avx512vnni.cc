// qs8-qc8w depthwise convolution kernels for avx512vnni: the avx512skx kernels (avx512-lanes.h) with each tap's
// multiply and add fused into one vpdpwssd (the weights' upper halves are zero, as for vpmaddwd).
#include "ukernels/qs8-qc8w-dwconv/qs8-qc8w-dwconv.h"
#include "ukernels/qs8-qc8w-dwconv/avx512-lanes.h"

namespace {

struct qs8_dwconv_avx512vnni : q8_dwconv_avx512skx<int8_t> {
  static acc madd(acc a, in x, in w) { return _mm512_dpwssd_epi32(a, x, w); }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx512vnni XNN_PROBE
using Q = qs8_dwconv_avx512vnni;

#define XNN_Q8_DWCONV_UNIPASS_TABLE "ukernels/qs8-qc8w-dwconv/unipass-table.h"
#define XNN_Q8_DWCONV_MULTIPASS_TABLE "ukernels/qs8-qc8w-dwconv/multipass-table.h"

#include "ukernels/qs8-qc8w-dwconv/define-kernels.h"
