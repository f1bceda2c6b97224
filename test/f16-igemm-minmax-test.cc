// Every kernel of src/ukernels/f16-gemm/igemm-minmax-table.h against the reference (gemm-tester.h): gemm-cases.h's
// shapes, strides and clamps, plus kernel taps, the zero row and the pointer rebase.
#include <cstring>
#include <vector>

#include "gemm-cases.h"

namespace {

class F16IgemmMinmax : public GemmCases<xnn_f16_igemm_minmax_info> {
 protected:
  // Rows named f16_igemm (not f16_f32acc_igemm) accumulate in fp16.
  GemmTester tester() const {
    return GemmCases::tester().fp16_accumulation(xnn_row_computes_in_fp16<xnn_test_f16>(GetParam().name));
  }
};

XNN_GEMM_COMMON_CASES(F16IgemmMinmax)

TEST_P(F16IgemmMinmax, small_kernel) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).ks(3).k(kblock() + 1).test(fn());
}

TEST_P(F16IgemmMinmax, small_kernel_n_gt_nr) {
  for (size_t n = nr() + 1; n < 2 * nr(); n += 3) tester().n(n).ks(3).k(kblock() - 1).test(fn());
}

TEST_P(F16IgemmMinmax, a_offset) {
  for (size_t k = 1; k <= 3 * kblock(); k += kblock() + 1) tester().ks(3).k(k).a_offset(7 * k + 3).test(fn());
}

TEST_P(F16IgemmMinmax, zero_row) {
  for (size_t zero_index = 0; zero_index < mr(); zero_index++) {
    tester().ks(3).k(kblock() + 2).a_offset(13).zero_index(zero_index).test(fn());
  }
}

// The f32acc rows convert each tap's rows 1024 values of k at a time (f32acc-gemm.h, kStagedK), the last chunk partial.
TEST_P(F16IgemmMinmax, k_past_staged_a_block) {
  for (const size_t k : {1024, 1025 + 7}) tester().m(mr()).n(nr() + 3).ks(2).k(k).a_offset(5).test(fn());
}

INSTANTIATE_TEST_SUITE_P(f16_igemm_minmax, F16IgemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_f16_igemm_minmax_ukernels,
                                                          xnn_f16_igemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

// The f16 convolution packer writes the f32 one's layout, value for value (small integers are exact in both).
TEST(f16_conv_pack, same_layout_as_f32_conv_packer) {
  for (const size_t kr : {1, 2}) {
    for (const size_t sr : {1, 4}) {
      const size_t groups = 2, nc = 11, ks = 3, kc = 9, nr = 4;
      std::vector<uint16_t> k16(groups * nc * ks * kc), bias16(groups * nc);
      std::vector<float> k(k16.size()), bias(bias16.size());
      for (size_t i = 0; i < k16.size(); i++) k16[i] = xnn_f32_to_f16(float(i + 1)), k[i] = float(i + 1);
      for (size_t i = 0; i < bias16.size(); i++) bias16[i] = xnn_f32_to_f16(-float(i + 1)), bias[i] = -float(i + 1);
      const size_t size = groups * xnn_packed_f32_conv_size(nc, ks, kc, nr, kr, sr);
      std::vector<uint16_t> packed16(size);
      std::vector<float> packed32(size);
      xnn_pack_f16_conv_goki_w(groups, nc, ks, kc, nr, kr, sr, k16.data(), bias16.data(), packed16.data());
      xnn_pack_f32_conv_goki_w(groups, nc, ks, kc, nr, kr, sr, k.data(), bias.data(), packed32.data());
      for (size_t i = 0; i < size; i++) {
        ASSERT_EQ(xnn_f16_to_f32(packed16[i]), packed32[i]) << "kr=" << kr << " sr=" << sr << " index " << i;
      }
    }
  }
}

}  // namespace
