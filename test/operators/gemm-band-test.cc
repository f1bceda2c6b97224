// The GEMM band entry point of depth-first blocks (docs/fused-execution.md, step 1): a fully connected operator's
// f32 GEMM computed in bands cut at any row (xnn_compute_gemm_band) gives, bitwise, the operator's own output, with
// and without a fused add; and every strip kernel of a tile (gemm_for_rows[r], r rows, and [2] with one row, as
// one-row strips of a multi-row GEMM run) gives the full tile's bits for its rows. Tiles: the ones
// xnn_f32_gemm_tile_for picks for several output widths under the ISA the test runs at (meson runs it again under
// lower XNN_MAX_ISA values).
#include <cstring>
#include <set>

#include "configs/f32-gemm-config.h"
#include "operator-tester.h"
#include "operators/gemm-compute.h"

namespace {

constexpr size_t kInputChannels = 37;  // odd: the kernels' K remainder runs too
const size_t kOutputChannels[] = {8, 16, 24, 32, 48, 64, 144};

bool same_bits(const float* a, const float* b, size_t count, const std::string& what) {
  for (size_t i = 0; i < count; i++) {
    if (std::memcmp(&a[i], &b[i], sizeof(float)) != 0) {
      ADD_FAILURE() << what << ": element " << i << " is " << a[i] << ", expected " << b[i];
      return false;
    }
  }
  return true;
}

struct fc_run {
  operator_ptr op = own(nullptr);
  std::vector<float> output;
};

// A fully connected operator over `rows` rows of `input`, run on one thread; its output, and the operator (whose
// reshaped GEMM context the bands reuse). With `addend`, the add is fused into its output stage.
fc_run run_fc(size_t rows, size_t n, const std::vector<float>& input, const std::vector<float>& kernel,
              const std::vector<float>& bias, const float* addend, bool addend_first) {
  fc_run run;
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_status_success, xnn_create_fully_connected_nc_f32(kInputChannels, n, kInputChannels, n, kernel.data(),
                                                                  bias.data(), -0.75f, 0.75f, 0, nullptr, &raw));
  run.op = own(raw);
  if (raw == nullptr) return run;
  EXPECT_EQ(xnn_status_success, xnn_reshape_fully_connected_nc_f32(raw, rows, nullptr));
  run.output.assign(rows * n + XNN_EXTRA_BYTES / sizeof(float), untouched_marker());
  EXPECT_EQ(xnn_status_success, xnn_setup_fully_connected_nc_f32(raw, input.data(), run.output.data()));
  if (addend != nullptr) {
    EXPECT_TRUE(xnn_fuse_output_add(raw, addend, addend_first, -1.0f, 1.0f));
  }
  EXPECT_EQ(xnn_status_success, xnn_run_operator(raw, nullptr));
  return run;
}

// Rows [0, rows) through xnn_compute_gemm_band in bands of the given heights (their sum is `rows`).
std::vector<float> run_bands(const xnn_gemm_context& ctx, const std::vector<size_t>& heights, size_t n,
                             const std::vector<float>& input, const float* addend) {
  size_t rows = 0;
  for (size_t h : heights) rows += h;
  std::vector<float> output(rows * n + XNN_EXTRA_BYTES / sizeof(float), untouched_marker());
  size_t first = 0;
  for (size_t h : heights) {
    xnn_compute_gemm_band(ctx, input.data() + first * kInputChannels, output.data() + first * n,
                          addend != nullptr ? addend + first * n : nullptr, h, n);
    first += h;
  }
  return output;
}

// The band partitions of M rows: one-row bands, and two bands cut at every row.
std::vector<std::vector<size_t>> partitions(size_t m) {
  std::vector<std::vector<size_t>> all = {std::vector<size_t>(m, 1)};
  for (size_t cut = 1; cut < m; cut++) all.push_back({cut, m - cut});
  return all;
}

// The row counts of the step-1 plan for a tile of mr rows.
std::set<size_t> row_counts(size_t mr) { return {1, mr - 1, mr + 1, 2 * mr + 1, 97}; }

void check_bands(size_t n, const float* addend_data, bool addend_first, const char* label) {
  std::mt19937 rng(11);
  const std::vector<float> kernel = random_tensor(rng, n * kInputChannels);
  const std::vector<float> bias = random_tensor(rng, n);
  const size_t mr = xnn_f32_gemm_tile_for(n)->mr;
  for (size_t m : row_counts(mr)) {
    if (m == 0) continue;
    const std::vector<float> input = random_tensor(rng, m * kInputChannels);
    const fc_run whole = run_fc(m, n, input, kernel, bias, addend_data, addend_first);
    ASSERT_NE(whole.op, nullptr);
    const xnn_gemm_context* ctx = xnn_f32_gemm_job_context(whole.op.get());
    ASSERT_NE(ctx, nullptr);
    for (const std::vector<size_t>& heights : partitions(m)) {
      const std::vector<float> banded = run_bands(*ctx, heights, n, input, addend_data);
      const std::string what = std::string(label) + " n=" + std::to_string(n) + " m=" + std::to_string(m) +
                               " first band " + std::to_string(heights[0]) + " of " + std::to_string(heights.size());
      if (!same_bits(banded.data(), whole.output.data(), m * n, what)) return;
    }
  }
}

TEST(GemmBand, bands_cut_at_every_row_give_the_operators_bits) {
  for (size_t n : kOutputChannels) check_bands(n, nullptr, false, "no add");
}

TEST(GemmBand, bands_with_a_fused_add_give_the_operators_bits) {
  std::mt19937 rng(5);
  const std::vector<float> addend = random_tensor(rng, 97 * 144);
  for (size_t n : kOutputChannels) {
    check_bands(n, addend.data(), false, "add, addend second");
    check_bands(n, addend.data(), true, "add, addend first");
  }
}

// Every strip kernel of the tile computes its rows with the full tile's bits: one chain of K per row in every
// multi-row kernel (a multi-row kernel that split K over several chains would break bands).
TEST(GemmBand, every_strip_kernel_gives_the_full_tiles_bits) {
  std::mt19937 rng(7);
  for (size_t n : kOutputChannels) {
    const std::vector<float> kernel = random_tensor(rng, n * kInputChannels);
    const std::vector<float> bias = random_tensor(rng, n);
    const size_t mr = xnn_f32_gemm_tile_for(n)->mr;
    const std::vector<float> input = random_tensor(rng, mr * kInputChannels);
    const fc_run run = run_fc(mr, n, input, kernel, bias, nullptr, false);
    ASSERT_NE(run.op, nullptr);
    const xnn_gemm_context& ctx = *xnn_f32_gemm_job_context(run.op.get());
    const auto strip = [&](size_t kernel_rows, size_t rows) {
      std::vector<float> c(mr * n, untouched_marker());
      ctx.gemm_for_rows[kernel_rows].f32(rows, n, ctx.kc, input.data(), ctx.a_stride,
                                         static_cast<const float*>(ctx.w), c.data(), ctx.cm_stride,
                                         ctx.nr * sizeof(float), &ctx.params.f32);
      return c;
    };
    const std::vector<float> full = strip(mr, mr);
    for (size_t r = 2; r < mr; r++) {
      const std::string what = "n=" + std::to_string(n) + " gemm_for_rows[" + std::to_string(r) + "]";
      if (!same_bits(strip(r, r).data(), full.data(), r * n, what)) return;
    }
    same_bits(strip(2, 1).data(), full.data(), n, "n=" + std::to_string(n) + " gemm_for_rows[2] with one row");
  }
}

// A GEMM of one row keeps its one-row (GEMV) kernel; a one-row strip of a longer GEMM takes the multi-row kernel.
TEST(GemmBand, only_a_one_row_gemm_is_single_row) {
  std::mt19937 rng(9);
  const std::vector<float> kernel = random_tensor(rng, 16 * kInputChannels);
  const std::vector<float> bias = random_tensor(rng, 16);
  const std::vector<float> input = random_tensor(rng, 3 * kInputChannels);
  const fc_run one = run_fc(1, 16, input, kernel, bias, nullptr, false);
  ASSERT_NE(one.op, nullptr);
  EXPECT_TRUE(xnn_f32_gemm_job_context(one.op.get())->single_row);
  const fc_run three = run_fc(3, 16, input, kernel, bias, nullptr, false);
  ASSERT_NE(three.op, nullptr);
  EXPECT_FALSE(xnn_f32_gemm_job_context(three.op.get())->single_row);
}

}  // namespace
