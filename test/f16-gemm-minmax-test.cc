// Every kernel of src/ukernels/f16-gemm/gemm-minmax-table.h against the reference (gemm-tester.h): gemm-cases.h's
// shapes, strides and clamps, plus strided A; and the fp32-weight packer against the fp16 one.
#include <cstring>
#include <random>
#include <vector>

#include "gemm-cases.h"

namespace {

class F16GemmMinmax : public GemmCases<xnn_f16_gemm_minmax_info> {
 protected:
  // Rows named f16_gemm (not f16_f32acc_gemm) accumulate in fp16.
  GemmTester tester() const {
    return GemmCases::tester().fp16_accumulation(xnn_row_computes_in_fp16<xnn_test_f16>(GetParam().name));
  }
};

XNN_GEMM_COMMON_CASES(F16GemmMinmax)

TEST_P(F16GemmMinmax, strided_a) {
  for (size_t k = 1; k <= 3 * kblock(); k += 2) tester().k(k).a_stride(k + 5).test(fn());
}

TEST_P(F16GemmMinmax, strided_a_subtile) {
  for (size_t m = 1; m <= mr(); m++) tester().m(m).k(kblock() + 3).a_stride(kblock() + 11).test(fn());
}

TEST_P(F16GemmMinmax, k_long) {
  for (size_t k = 64; k <= 256; k += 64 + 7) tester().n(2 * nr() + 3).k(k).test(fn());
}

// The f32acc rows convert A into an fp32 copy 1024 values of k at a time (f32acc-gemm.h, kStagedK): once per call up to
// k = 1024, then each chunk again for every NR block, the last chunk partial.
TEST_P(F16GemmMinmax, k_past_staged_a_block) {
  for (const size_t k : {1023, 1024, 1025, 2048 + 13}) {
    for (const size_t m : {size_t{1}, mr()}) tester().m(m).n(2 * nr() + 3).k(k).test(fn());
  }
}

INSTANTIATE_TEST_SUITE_P(f16_gemm_minmax, F16GemmMinmax,
                         testing::ValuesIn(xnn_table_rows(xnn_f16_gemm_minmax_ukernels,
                                                          xnn_f16_gemm_minmax_ukernel_count)),
                         xnn_ukernel_test_name());

// Packing fp32 weights gives the bytes of packing their round-to-nearest-even halves, for shuffled layouts too.
TEST(f16_gemm_pack, from_f32_equals_packing_rounded_halves) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> dist(-70000.0f, 70000.0f);  // some overflow to infinity
  for (const size_t kr : {1, 2, 4}) {
    for (const size_t sr : {1, 2}) {
      const size_t groups = 2, nc = 19, kc = 13, nr = 8;
      std::vector<float> k(groups * nc * kc), bias(groups * nc);
      for (float& x : k) x = dist(rng) * (rng() % 2 ? 1.0f : 1e-6f);
      for (float& x : bias) x = dist(rng);
      std::vector<uint16_t> k16(k.size()), bias16(bias.size());
      for (size_t i = 0; i < k.size(); i++) k16[i] = xnn_f32_to_f16(k[i]);
      for (size_t i = 0; i < bias.size(); i++) bias16[i] = xnn_f32_to_f16(bias[i]);
      const size_t size = groups * xnn_packed_f32_gemm_size(nc, kc, nr, kr, sr);
      std::vector<uint16_t> from_f32(size, 0xAAAA), from_f16(size, 0x5555);
      xnn_pack_f32_to_f16_gemm_goi_w(groups, nc, kc, nr, kr, sr, k.data(), bias.data(), from_f32.data());
      xnn_pack_f16_gemm_goi_w(groups, nc, kc, nr, kr, sr, k16.data(), bias16.data(), from_f16.data());
      EXPECT_EQ(from_f32, from_f16) << "kr=" << kr << " sr=" << sr;
    }
  }
}

// The f16 packer lays halves out exactly as the f32 packer lays floats (the layout the kernels share).
TEST(f16_gemm_pack, same_layout_as_f32_packer) {
  for (const size_t kr : {1, 2, 4}) {
    for (const size_t sr : {1, 4}) {
      const size_t groups = 2, nc = 11, kc = 9, nr = 4;
      std::vector<uint16_t> k16(groups * nc * kc), bias16(groups * nc);
      std::vector<float> k(k16.size()), bias(bias16.size());
      for (size_t i = 0; i < k16.size(); i++) k16[i] = xnn_f32_to_f16(float(i + 1)), k[i] = float(i + 1);
      for (size_t i = 0; i < bias16.size(); i++) bias16[i] = xnn_f32_to_f16(-float(i + 1)), bias[i] = -float(i + 1);
      const size_t size = groups * xnn_packed_f32_gemm_size(nc, kc, nr, kr, sr);
      std::vector<uint16_t> packed16(size);
      std::vector<float> packed32(size);
      xnn_pack_f16_gemm_goi_w(groups, nc, kc, nr, kr, sr, k16.data(), bias16.data(), packed16.data());
      xnn_pack_f32_gemm_goi_w(groups, nc, kc, nr, kr, sr, k.data(), bias.data(), packed32.data());
      for (size_t i = 0; i < size; i++) {
        ASSERT_EQ(xnn_f16_to_f32(packed16[i]), packed32[i]) << "kr=" << kr << " sr=" << sr << " index " << i;
      }
    }
  }
}

}  // namespace
