// The exhaustive cases every f32 GEMM and IGEMM kernel runs: every m subtile, n below/at/above/multiples of nr,
// k below/at/above/multiples of the k block, strided A and C, and clamping. `Fn` is the kernel's function type.
#pragma once

#include "gemm-tester.h"
#include "ukernel-params.h"

// Failure messages name the kernel instead of dumping the row's bytes.
template <class Fn>
void PrintTo(const xnn_gemm_ukernel_info<Fn>& info, std::ostream* os) {
  *os << info.name;
}

// `Tester` checks one call (gemm-tester.h).
template <class Info, class Tester = GemmTester>
class GemmCases : public testing::TestWithParam<Info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  Tester tester() const {
    const Info& p = this->GetParam();
    return Tester().tile(p.mr, p.nr, p.kr, p.sr).m(p.mr).n(p.nr).k(kblock());
  }
  // The K step the kernel's main loop consumes; tails are every k not a multiple of it.
  size_t kblock() const { return std::max<size_t>(this->GetParam().kr * this->GetParam().sr, 4); }
  size_t mr() const { return this->GetParam().mr; }
  size_t nr() const { return this->GetParam().nr; }
  auto fn() const { return this->GetParam().fn; }
};

#define XNN_GEMM_COMMON_CASES(Suite)                                                                     \
  TEST_P(Suite, k_eq_kblock) { tester().test(fn()); }                                                    \
  TEST_P(Suite, strided_cn) { tester().cn_stride(nr() + 5).test(fn()); }                                 \
  TEST_P(Suite, k_eq_kblock_subtile) {                                                                   \
    for (size_t m = 1; m <= mr(); m++)                                                                   \
      for (size_t n = 1; n <= nr(); n++) tester().m(m).n(n).test(fn());                                  \
  }                                                                                                      \
  TEST_P(Suite, k_lt_kblock) {                                                                           \
    for (size_t k = 1; k < kblock(); k++) tester().k(k).test(fn());                                      \
  }                                                                                                      \
  TEST_P(Suite, k_gt_kblock) {                                                                           \
    for (size_t k = kblock() + 1; k < 2 * kblock(); k++) tester().k(k).test(fn());                       \
  }                                                                                                      \
  TEST_P(Suite, k_div_kblock) {                                                                          \
    for (size_t k = 2 * kblock(); k <= 10 * kblock(); k += kblock()) tester().k(k).test(fn());           \
  }                                                                                                      \
  TEST_P(Suite, k_any_subtile) {                                                                         \
    for (size_t k = 1; k <= 5 * kblock(); k += 3)                                                        \
      for (size_t m = 1; m <= mr(); m++)                                                                 \
        for (size_t n = 1; n <= nr(); n++) tester().m(m).n(n).k(k).test(fn());                           \
  }                                                                                                      \
  TEST_P(Suite, n_gt_nr) {                                                                               \
    for (size_t n = nr() + 1; n < 2 * nr(); n++)                                                         \
      for (size_t k = 1; k <= 3 * kblock(); k += kblock() + 1) tester().n(n).k(k).test(fn());             \
  }                                                                                                      \
  TEST_P(Suite, n_gt_nr_strided_cn) {                                                                    \
    for (size_t n = nr() + 1; n < 2 * nr(); n++) tester().n(n).cn_stride(nr() + 3).test(fn());           \
  }                                                                                                      \
  TEST_P(Suite, n_gt_nr_subtile) {                                                                       \
    for (size_t n = nr() + 1; n < 2 * nr(); n++)                                                         \
      for (size_t m = 1; m <= mr(); m++) tester().m(m).n(n).k(kblock() + 1).test(fn());                  \
  }                                                                                                      \
  TEST_P(Suite, n_div_nr) {                                                                              \
    for (size_t n = 2 * nr(); n <= 3 * nr(); n += nr())                                                  \
      for (size_t k = 1; k <= 3 * kblock(); k += kblock() + 1) tester().n(n).k(k).test(fn());             \
  }                                                                                                      \
  TEST_P(Suite, n_div_nr_strided_cn) {                                                                   \
    for (size_t n = 2 * nr(); n <= 3 * nr(); n += nr()) tester().n(n).cn_stride(nr() + 3).test(fn());    \
  }                                                                                                      \
  TEST_P(Suite, n_div_nr_subtile) {                                                                      \
    for (size_t n = 2 * nr(); n <= 3 * nr(); n += nr())                                                  \
      for (size_t m = 1; m <= mr(); m++) tester().m(m).n(n).k(kblock() + 1).test(fn());                  \
  }                                                                                                      \
  TEST_P(Suite, strided_cm_subtile) {                                                                    \
    for (size_t m = 1; m <= mr(); m++)                                                                   \
      for (size_t n = 1; n <= nr(); n++) tester().m(m).n(n).k(kblock() + 1).cm_stride(nr() + 7).test(fn()); \
  }                                                                                                      \
  TEST_P(Suite, strided_cm) { tester().cm_stride(nr() + 7).test(fn()); }                                 \
  TEST_P(Suite, qmin) { tester().k(3 * kblock() + 1).qmin(128).test(fn()); }                             \
  TEST_P(Suite, qmax) { tester().k(3 * kblock() + 1).qmax(128).test(fn()); }                             \
  TEST_P(Suite, qmin_qmax_n_gt_nr) { tester().n(2 * nr() + 1).qmin(64).qmax(192).test(fn()); }            \
  TEST_P(Suite, nan_survives_clamp) {                                                                    \
    for (size_t row = 0; row < mr(); row++) {                                                            \
      tester().n(2 * nr() + 1).qmin(64).qmax(192).nan_row(row).test(fn());                               \
    }                                                                                                    \
  }                                                                                                      \
  TEST_P(Suite, nan_unclamped) { tester().n(2 * nr() + 1).nan_row(mr() - 1).test(fn()); }
