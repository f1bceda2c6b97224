// qs8-qc8w depthwise convolution kernels for avxvnni: the avx2 kernels (avx2-lanes.h) with each tap's
// multiply and add fused into one vpdpwssd (the weights' upper halves are zero, as for vpmaddwd).
#include "ukernels/qs8-qc8w-dwconv/qs8-qc8w-dwconv.h"
#include "ukernels/qs8-qc8w-dwconv/avx2-lanes.h"

namespace {

struct qs8_dwconv_avxvnni : q8_dwconv_avx2<int8_t> {
  static acc madd(acc a, in x, in w) { return _mm256_dpwssd_avx_epi32(a, x, w); }
};

}  // namespace

#define XNN_THIS_ISA_IS_avxvnni XNN_PROBE
using Q = qs8_dwconv_avxvnni;

#define XNN_Q8_DWCONV_UNIPASS_TABLE "ukernels/qs8-qc8w-dwconv/unipass-table.h"
#define XNN_Q8_DWCONV_MULTIPASS_TABLE "ukernels/qs8-qc8w-dwconv/multipass-table.h"

#include "ukernels/qs8-qc8w-dwconv/define-kernels.h"
