// The cases every blockwise 4-bit (qb4w) GEMM kernel family runs over its table (qd8-f32-qb4w, qdu8-f32-qb4w,
// qd8-f16-qb4w): every m and n tail, block sizes 32..256 and up to 130 blocks (past the VNNI kernels' A staging),
// strides, scales 2^-20..2^8, zero points at both extremes, both kernel zero points, no bias, clamping (to bounds that
// are fp16 numbers, as the fp16-output kernels require), the largest sums, and blocks longer than one int16 sum of W
// covers (4096 inputs). Suite is a Q8GemmCases fixture over Qd8FourBitGemmTester whose tester() sets a block size.
#pragma once

#include "qd8-4bit-gemm-tester.h"

#define XNN_QB4W_GEMM_CASES(Suite)                                                                             \
  TEST_P(Suite, block_sizes_and_counts) {                                                                      \
    for (size_t bl : {32, 64, 96, 256}) {                                                                      \
      for (size_t blocks : {1, 2, 3}) tester().block_size(bl).k(bl * blocks).n(nr() + 1).test(fn());          \
    }                                                                                                          \
  }                                                                                                            \
  TEST_P(Suite, many_blocks_past_staging) { tester().block_size(32).k(130 * 32).n(nr() + 1).test(fn()); }      \
  TEST_P(Suite, every_m_and_n) {                                                                               \
    for (size_t m = 1; m <= mr(); m++) {                                                                       \
      for (size_t n = 1; n <= 2 * nr() + 1; n++) tester().m(m).n(n).test(fn());                                \
    }                                                                                                          \
  }                                                                                                            \
  TEST_P(Suite, strided_a_cm_cn) {                                                                             \
    for (size_t m = 1; m <= mr(); m++) {                                                                       \
      tester().m(m).a_stride(64 + 7).n(2 * nr() + 1).cm_stride(3 * nr() + 5).cn_stride(nr() + 3).test(fn());   \
    }                                                                                                          \
  }                                                                                                            \
  TEST_P(Suite, scales_2_pow_minus_20_to_8) {                                                                  \
    for (int e = -20; e <= 8; e++) tester().n(nr() + 1).scale_exponent(e).test(fn());                         \
  }                                                                                                            \
  TEST_P(Suite, zero_point_extremes) {                                                                         \
    tester().zero_point(-128).n(nr() + 1).test(fn());                                                          \
    tester().zero_point(127).n(nr() + 1).test(fn());                                                           \
  }                                                                                                            \
  TEST_P(Suite, signed_nibbles_with_kernel_zero_point_0) {                                                     \
    tester().kernel_zero_point(0).n(2 * nr() + 1).test(fn());                                                  \
  }                                                                                                            \
  TEST_P(Suite, no_bias) { tester().no_bias().n(2 * nr() + 1).test(fn()); }                                   \
  TEST_P(Suite, clamped) {                                                                                     \
    tester().output_min(-0.5f).output_max(0.25f).n(2 * nr() + 1).test(fn());                                   \
    tester().output_min(100.0f).n(nr() + 1).test(fn());                                                        \
    tester().output_max(-100.0f).n(nr() + 1).test(fn());                                                       \
  }                                                                                                            \
  TEST_P(Suite, largest_sums_do_not_overflow) {                                                                \
    for (int8_t a : {int8_t(-128), int8_t(127)}) {                                                             \
      tester().extreme_values(a).zero_point(a == 127 ? -128 : 127).block_size(4096).k(4096).test(fn());        \
    }                                                                                                          \
  }                                                                                                            \
  TEST_P(Suite, blocks_longer_than_one_int16_sum) {                                                            \
    for (int8_t a : {int8_t(-128), int8_t(127)}) {                                                             \
      tester().extreme_values(a).zero_point(a == 127 ? -128 : 127).block_size(4096 + 32).k(2 * (4096 + 32))    \
          .test(fn());                                                                                         \
    }                                                                                                          \
    tester().block_size(2 * 4096 + 64).k(2 * 4096 + 64).n(nr() + 1).test(fn());                                \
  }
