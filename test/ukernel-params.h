// Turning a family's table into gtest parameters: tests are named after their kernels, so
// --gtest_filter='*6x16__avx2*' selects one kernel and '*f32_gemm*' a family.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "configs/hardware-config.h"
#include "ukernels/isa.h"

template <class Info>
std::vector<Info> xnn_table_rows(const Info* rows, size_t count) {
  return std::vector<Info>(rows, rows + count);
}

struct xnn_ukernel_test_name {
  template <class Info>
  std::string operator()(const testing::TestParamInfo<Info>& info) const {
    return info.param.name;
  }
};

// Skips the current test when the kernel's ISA is not enabled on this CPU (or is capped by XNN_MAX_ISA).
#define XNN_SKIP_UNLESS_ISA_ENABLED(isa)                                                   \
  do {                                                                                     \
    if (!xnn_isa_enabled(isa)) GTEST_SKIP() << "this CPU lacks " << xnn_isa_name(isa);     \
  } while (0)
