#include "configs/f16-gemm-config.h"

#include "configs/select.h"
#include "log.h"

namespace {

bool init(xnn_f16_gemm_config* config) {
  const xnn_f16_gemm_minmax_info* gemm =
      xnn_select_ukernel(xnn_f16_gemm_minmax_ukernels, xnn_f16_gemm_minmax_ukernel_count,
                         [](const xnn_f16_gemm_minmax_info& row) { return row.mr > 1; });
  if (gemm == nullptr) {
    xnn_log_error("f16 gemm: no kernel in the table fits this CPU");
    return false;
  }
  const xnn_f16_gemm_minmax_info* gemm1 =
      xnn_select_ukernel(xnn_f16_gemm_minmax_ukernels, xnn_f16_gemm_minmax_ukernel_count,
                         [gemm](const xnn_f16_gemm_minmax_info& row) {
                           return row.isa == gemm->isa && row.mr == 1 && row.nr == gemm->nr && row.kr == gemm->kr &&
                                  row.sr == gemm->sr;
                         });
  *config = {gemm, gemm1 != nullptr ? gemm1 : gemm, gemm->mr, gemm->nr, gemm->kr, gemm->sr};
  xnn_log_debug("f16 gemm: %s, %s", config->gemm->name, config->gemm1->name);
  return true;
}

}  // namespace

const xnn_f16_gemm_config* xnn_init_f16_gemm_config() {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static xnn_f16_gemm_config config;
  static const bool ok = init(&config);
  return ok ? &config : nullptr;
}
