// Checks every GEMM config with a one-row (GEMV) kernel must pass: both kernels read the same packed weights.
#pragma once

#include <gtest/gtest.h>

#include "ukernels/isa.h"

// The config exists, its tile runs on this CPU, and its one-row kernel is of the same ISA and packing (nr, kr).
template <typename Config>
void expect_gemv_row_shares_the_tile(const Config* config) {
  ASSERT_NE(config, nullptr);
  EXPECT_TRUE(xnn_isa_enabled(config->gemm->isa));
  EXPECT_GT(config->gemm->mr, 1u);
  EXPECT_EQ(config->gemm1->mr, 1u);
  EXPECT_EQ(config->gemm1->isa, config->gemm->isa);
  EXPECT_EQ(config->gemm1->nr, config->nr);
  EXPECT_EQ(config->gemm1->kr, config->kr);
}
