// xnn-info: what this CPU offers and which kernels xnn chose, honouring XNN_MAX_ISA.
//   xnn-info                      print features and choices
//   xnn-info --expect-gemm TEXT   also exit 1 unless the chosen f32 GEMM kernel's name contains TEXT
//   xnn-info --reject-gemm TEXT   also exit 1 if it contains TEXT
//   xnn-info --ops                what this build runs: per node type and datatype combination, the operator and the
//                                 ISAs of its kernels (marking those this CPU runs)
//   xnn-info --ops-markdown       the node table of docs/operators.md
//   xnn-info --check-docs FILE    exit 1 unless FILE holds the current node table
//   xnn-info --opdef-xml          the node catalog as a QNN-style OpDef XML collection (docs/opdef.xsd)
#include <cstdio>
#include <cstring>

#include <xnnpack.h>

#include "catalog-report.h"
#include "configs/f32-gemm-config.h"
#include "configs/qs8-qc8w-gemm-config.h"
#include "configs/hardware-config.h"

namespace {

void print_features(const char* label, xnn_hw_features features) {
  std::printf("%-18s", label);
  bool any = false;
  for (int i = 0; i < xnn_hw_feature_count; i++) {
    const xnn_hw_features bit = xnn_hw_features{1} << i;
    if (features & bit) std::printf(" %s", xnn_hw_feature_name(bit)), any = true;
  }
  std::printf("%s\n", any ? "" : " (none: scalar kernels only)");
}

}  // namespace

int main(int argc, char** argv) {
  if (xnn_initialize(nullptr) != xnn_status_success) {
    std::fprintf(stderr, "xnn-info: xnn_initialize failed (see the message above)\n");
    return 1;
  }
  if (argc == 2 && std::strcmp(argv[1], "--ops") == 0) {
    print_catalog_ops();
    return 0;
  }
  if (argc == 2 && std::strcmp(argv[1], "--ops-markdown") == 0) {
    std::fputs(catalog_markdown().c_str(), stdout);
    return 0;
  }
  if (argc == 3 && std::strcmp(argv[1], "--check-docs") == 0) return check_catalog_docs(argv[2]);
  if (argc == 2 && std::strcmp(argv[1], "--opdef-xml") == 0) {
    std::fputs(catalog_opdef_xml().c_str(), stdout);
    return 0;
  }
  const xnn_hardware_config* hw = xnn_init_hardware_config();
  print_features("CPU features:", hw->detected);
  print_features("enabled features:", hw->enabled);
  std::printf("XNN_MAX_ISA:       %s\n", hw->max_isa != nullptr ? hw->max_isa : "(unset)");
  const xnn_f32_gemm_config* gemm = xnn_init_f32_gemm_config();
  if (gemm == nullptr) return 1;
  std::printf("f32 gemm:          %s\nf32 gemm (1 row):  %s\nf32 igemm:         %s\nf32 igemm (1 row): %s\n",
              gemm->gemm->name, gemm->gemm1->name, gemm->igemm->name, gemm->igemm1->name);
  if (const xnn_qs8_qc8w_gemm_config* qs8 = xnn_init_qs8_qc8w_gemm_config()) {
    std::printf("qs8-qc8w gemm:     %s\nqs8-qc8w gemm (1 row): %s\n", qs8->gemm->name, qs8->gemm1->name);
  }
  for (int i = 1; i + 1 < argc; i += 2) {
    const bool contains = std::strstr(gemm->gemm->name, argv[i + 1]) != nullptr;
    if (std::strcmp(argv[i], "--expect-gemm") == 0 && !contains) {
      std::fprintf(stderr, "xnn-info: chosen gemm %s does not contain '%s'\n", gemm->gemm->name, argv[i + 1]);
      return 1;
    }
    if (std::strcmp(argv[i], "--reject-gemm") == 0 && contains) {
      std::fprintf(stderr, "xnn-info: chosen gemm %s contains '%s'\n", gemm->gemm->name, argv[i + 1]);
      return 1;
    }
  }
  return 0;
}
