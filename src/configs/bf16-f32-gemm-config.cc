#include "configs/bf16-f32-gemm-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

// Measured on a Sapphire Rapids class VM, where vdpbf16ps retires at half the FMA rate (docs/kernels.md, "bf16
// GEMM"): for mr > 1 the avx512skx rows (bf16 pairs split by a shift and a mask, two FMAs) ran 1.17-1.24x the
// avx512bf16 rows (7x32c2 145 G against 119 G at 256^3, 142 G against 115 G at 512^3), so avx512bf16 ranks with
// avx512skx and the table, which lists avx512skx first, decides. Other ISAs keep the rule of select.h.
int prefill_rank(xnn_isa isa) { return int(isa == xnn_isa::avx512bf16 ? xnn_isa::avx512skx : isa); }

bool init(xnn_bf16_f32_gemm_config* config) {
  config->gemm = xnn_select_ukernel_ranked(
      xnn_bf16_f32_gemm_minmax_ukernels, xnn_bf16_f32_gemm_minmax_ukernel_count,
      [](const xnn_bf16_f32_gemm_minmax_info& row) { return row.mr > 1; }, prefill_rank);
  if (config->gemm == nullptr) return false;
  // Single-row (decode) work streams W once and is bound by its bytes, not by the multiply-adds: there the newest ISA
  // wins (1x32c2 vdpbf16ps 91 G against 63-70 G at 1 x 256 x 256, 60-63 G against 51-52 G at 1 x 1024 x 1024). Any
  // row with gemm's nr reads the same packed weights (c2 for every ISA), so the pair may mix ISAs.
  const xnn_bf16_f32_gemm_minmax_info* gemm = config->gemm;
  config->gemm1 = xnn_select_ukernel(xnn_bf16_f32_gemm_minmax_ukernels, xnn_bf16_f32_gemm_minmax_ukernel_count,
                                     [gemm](const xnn_bf16_f32_gemm_minmax_info& row) {
                                       return row.mr == 1 && row.nr == gemm->nr && row.kr == gemm->kr;
                                     });
  if (config->gemm1 == nullptr) config->gemm1 = gemm;
  config->mr = gemm->mr;
  config->nr = gemm->nr;
  config->kr = gemm->kr;
  xnn_log_debug("bf16-f32 gemm: %s, %s", gemm->name, config->gemm1->name);
  return true;
}

}  // namespace

const xnn_bf16_f32_gemm_config* xnn_init_bf16_f32_gemm_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_bf16_f32_gemm_config config;
  static const bool ok = init(&config);
  if (!ok) {
    xnn_log_error("bf16-f32 gemm: no kernel in the table fits this CPU; the table needs a scalar row");
    return nullptr;
  }
  return &config;
}
