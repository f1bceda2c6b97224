// Depth-first blocks (docs/fused-execution.md, step 3): the block over an expand, a depthwise and a project
// convolution operator (each created normally) gives, bitwise, the output of the three operators run one after the
// other (and of the add after them), for scaled-down MobileNet v2 blocks: stride 1 with the residual add, stride 2,
// no expand, no project, SAME padding; batch 1 and 3; thread pools of 1, 2 and 8 (the block's segments); band
// heights from one row to many. A budget too small for one row, or larger than the intermediates, leaves the chain
// layer by layer; bad stages are refused.
#include <cstring>

#include "operator-tester.h"
#include "operators/depth-first-block.h"
#include "operators/gemm-compute.h"

namespace {

struct block_case {
  const char* name;
  size_t height, width, in_channels, expanded, out_channels, kernel, stride;
  bool expand, project, add, same_padding;
};

const block_case kCases[] = {
    {"s1_add", 20, 20, 16, 96, 16, 3, 1, true, true, true, false},
    {"s2", 21, 20, 16, 96, 24, 3, 2, true, true, false, false},
    {"s2_same", 20, 19, 8, 48, 16, 3, 2, true, true, false, true},
    {"no_expand", 20, 20, 32, 32, 16, 3, 1, false, true, false, false},
    {"no_project", 20, 20, 16, 96, 96, 3, 1, true, false, false, false},
    {"k5_s1_add", 36, 9, 16, 64, 16, 5, 1, true, true, true, false},
};

operator_ptr conv1x1(size_t in, size_t out, const std::vector<float>& w, const std::vector<float>& b, float min,
                     float max) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_status_success, xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, in, out, in, out,
                                                                  w.data(), b.data(), min, max, 0, nullptr, &raw));
  return own(raw);
}

operator_ptr depthwise(const block_case& c, const std::vector<float>& w, const std::vector<float>& b) {
  const uint32_t pad = c.same_padding ? 0 : uint32_t(c.kernel / 2);
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_status_success,
            xnn_create_convolution2d_nhwc_f32(pad, pad, pad, pad, uint32_t(c.kernel), uint32_t(c.kernel),
                                              uint32_t(c.stride), uint32_t(c.stride), 1, 1, uint32_t(c.expanded), 1, 1,
                                              c.expanded, c.expanded, w.data(), b.data(), 0.0f, 6.0f,
                                              c.same_padding ? XNN_FLAG_TENSORFLOW_SAME_PADDING : 0, nullptr, &raw));
  return own(raw);
}

// The block's operators, created once per case, and the tensors they run on.
struct block_ops {
  operator_ptr expand = own(nullptr), dw = own(nullptr), project = own(nullptr);
  size_t out_h = 0, out_w = 0;

  block_ops(const block_case& c, std::mt19937& rng) {
    const std::vector<float> we = random_tensor(rng, c.in_channels * c.expanded), be = random_tensor(rng, c.expanded);
    const std::vector<float> wd = random_tensor(rng, c.expanded * c.kernel * c.kernel);
    const std::vector<float> bd = random_tensor(rng, c.expanded);
    const std::vector<float> wp = random_tensor(rng, c.expanded * c.out_channels);
    const std::vector<float> bp = random_tensor(rng, c.out_channels);
    if (c.expand) expand = conv1x1(c.in_channels, c.expanded, we, be, 0.0f, 6.0f);
    dw = depthwise(c, wd, bd);
    if (c.project) project = conv1x1(c.expanded, c.out_channels, wp, bp, -INFINITY, INFINITY);
  }

  // Reshapes every stage to `batch` images for `pool`; the intermediate shapes.
  void reshape(const block_case& c, size_t batch, pthreadpool_t pool) {
    size_t workspace = 0;
    if (expand != nullptr) {
      ASSERT_EQ(xnn_status_success, xnn_reshape_convolution2d_nhwc_f32(expand.get(), batch, c.height, c.width,
                                                                       &workspace, nullptr, nullptr, pool));
    }
    ASSERT_EQ(xnn_status_success, xnn_reshape_convolution2d_nhwc_f32(dw.get(), batch, c.height, c.width, &workspace,
                                                                     &out_h, &out_w, pool));
    ASSERT_EQ(workspace, 0u);
    if (project != nullptr) {
      ASSERT_EQ(xnn_status_success, xnn_reshape_convolution2d_nhwc_f32(project.get(), batch, out_h, out_w,
                                                                       &workspace, nullptr, nullptr, pool));
    }
  }

  size_t output_channels(const block_case& c) const { return c.project ? c.out_channels : c.expanded; }
  size_t input_channels(const block_case& c) const { return c.expand ? c.in_channels : c.expanded; }
};

// The stages one after the other, then the add (its own operator) when the case has one.
std::vector<float> layer_by_layer(const block_case& c, block_ops& ops, size_t batch, const std::vector<float>& input,
                                  pthreadpool_t pool) {
  std::vector<float> expanded;
  const size_t pixels = batch * c.height * c.width, out_pixels = batch * ops.out_h * ops.out_w;
  expanded.assign(pixels * c.expanded + XNN_EXTRA_BYTES / sizeof(float), 0.0f);
  std::vector<float> dw_out(out_pixels * c.expanded + XNN_EXTRA_BYTES / sizeof(float), 0.0f);
  std::vector<float> output(out_pixels * ops.output_channels(c) + XNN_EXTRA_BYTES / sizeof(float), 0.0f);
  const float* dw_in = input.data();
  if (ops.expand != nullptr) {
    EXPECT_EQ(xnn_status_success,
              xnn_setup_convolution2d_nhwc_f32(ops.expand.get(), nullptr, input.data(), expanded.data()));
    EXPECT_EQ(xnn_status_success, xnn_run_operator(ops.expand.get(), pool));
    dw_in = expanded.data();
  }
  float* dw_target = ops.project != nullptr ? dw_out.data() : output.data();
  EXPECT_EQ(xnn_status_success, xnn_setup_convolution2d_nhwc_f32(ops.dw.get(), nullptr, dw_in, dw_target));
  EXPECT_EQ(xnn_status_success, xnn_run_operator(ops.dw.get(), pool));
  if (ops.project != nullptr) {
    EXPECT_EQ(xnn_status_success,
              xnn_setup_convolution2d_nhwc_f32(ops.project.get(), nullptr, dw_out.data(), output.data()));
    EXPECT_EQ(xnn_status_success, xnn_run_operator(ops.project.get(), pool));
  }
  if (c.add) {
    const size_t shape[2] = {out_pixels, ops.output_channels(c)};
    EXPECT_EQ(xnn_status_success,
              xnn_run_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, 2,
                                            shape, 2, shape, output.data(), input.data(), output.data(), pool));
  }
  return output;
}

struct block_run {
  bool banded = false;
  size_t band_rows = 0, segments = 0, workspace_bytes = 0;
  std::vector<float> output;
};

block_run run_block(const block_case& c, block_ops& ops, size_t batch, const std::vector<float>& input,
                    size_t threads, size_t budget) {
  block_run run;
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_status_success, xnn_create_depth_first_block(&raw));
  const operator_ptr block = own(raw);
  const xnn_depth_first_stages stages{ops.expand.get(), ops.dw.get(), ops.project.get()};
  EXPECT_EQ(xnn_status_success, xnn_reshape_depth_first_block(block.get(), stages, batch, c.height, c.width, threads,
                                                               budget, &run.workspace_bytes, &run.banded));
  if (!run.banded) return run;
  run.band_rows = xnn_depth_first_block_band_rows(block.get());
  run.segments = xnn_depth_first_block_segments(block.get());
  const size_t out_pixels = batch * ops.out_h * ops.out_w;
  run.output.assign(out_pixels * ops.output_channels(c) + XNN_EXTRA_BYTES / sizeof(float), 0.0f);
  std::vector<char> workspace(run.workspace_bytes + 64);
  void* aligned = reinterpret_cast<void*>((reinterpret_cast<uintptr_t>(workspace.data()) + 63) & ~uintptr_t(63));
  if (c.add) {
    EXPECT_TRUE(xnn_fuse_output_add(ops.project.get(), input.data(), false, -INFINITY, INFINITY));
  }
  EXPECT_EQ(xnn_status_success,
            xnn_setup_depth_first_block(block.get(), aligned, input.data(), run.output.data(),
                                        c.add ? input.data() : nullptr));
  EXPECT_EQ(xnn_status_success, xnn_run_operator(block.get(), test_threadpool(threads)));
  if (c.add) xnn_fuse_output_add(ops.project.get(), nullptr, false, 0.0f, 0.0f);
  return run;
}

void expect_same_bits(const std::vector<float>& got, const std::vector<float>& expected, size_t count,
                      const std::string& what) {
  for (size_t i = 0; i < count; i++) {
    if (std::memcmp(&got[i], &expected[i], sizeof(float)) != 0) {
      ADD_FAILURE() << what << ": element " << i << " is " << got[i] << ", expected " << expected[i];
      return;
    }
  }
}

TEST(DepthFirstBlock, bands_give_the_layer_by_layer_bits) {
  for (const block_case& c : kCases) {
    std::mt19937 rng(17);
    block_ops ops(c, rng);
    for (size_t batch : {1, 3}) {
      const std::vector<float> input = random_tensor(rng, batch * c.height * c.width * ops.input_channels(c));
      for (size_t threads : test_thread_counts()) {
        pthreadpool_t pool = test_threadpool(threads);
        ops.reshape(c, batch, pool);
        if (HasFatalFailure()) return;
        const std::vector<float> expected = layer_by_layer(c, ops, batch, input, pool);
        const size_t count = batch * ops.out_h * ops.out_w * ops.output_channels(c);
        // Budgets from a few rows per band to many.
        size_t banded_runs = 0, last_rows = 0;
        for (size_t budget : {24u << 10, 48u << 10, 96u << 10, 192u << 10}) {
          const block_run run = run_block(c, ops, batch, input, threads, budget);
          if (!run.banded) continue;
          banded_runs++;
          EXPECT_LE(run.segments, threads);
          EXPECT_GE(run.band_rows, last_rows);
          last_rows = run.band_rows;
          const std::string what = std::string(c.name) + " batch " + std::to_string(batch) + " threads " +
                                   std::to_string(threads) + " bands of " + std::to_string(run.band_rows) + " rows";
          expect_same_bits(run.output, expected, count, what);
        }
        if (threads <= 2) {
          EXPECT_GT(banded_runs, 0u) << c.name << " batch " << batch << " threads " << threads;
        }
      }
    }
  }
}

// One band per output row at the smallest budget that holds a row; the band height grows with the budget.
TEST(DepthFirstBlock, the_budget_sets_the_band_height) {
  const block_case& c = kCases[0];
  std::mt19937 rng(3);
  block_ops ops(c, rng);
  ops.reshape(c, 1, nullptr);
  const std::vector<float> input = random_tensor(rng, c.height * c.width * c.in_channels);
  const block_run tiny = run_block(c, ops, 1, input, 1, 1024);
  EXPECT_FALSE(tiny.banded) << "a budget below one row's working set";
  const block_run whole = run_block(c, ops, 1, input, 1, 64u << 20);
  EXPECT_FALSE(whole.banded) << "a budget the intermediates fit in";
  size_t budget = 1024;
  block_run first;
  while (!first.banded && budget < (1u << 20)) first = run_block(c, ops, 1, input, 1, budget += 1024);
  ASSERT_TRUE(first.banded);
  EXPECT_EQ(first.band_rows, 1u);
  EXPECT_EQ(first.segments, 1u);
  EXPECT_GT(first.workspace_bytes, 0u);
  const block_run larger = run_block(c, ops, 1, input, 1, budget * 2);
  ASSERT_TRUE(larger.banded);
  EXPECT_GT(larger.band_rows, 1u);
  EXPECT_GT(larger.workspace_bytes, first.workspace_bytes);
}

// Stages that are not a chain are refused with a status; a null output pointer too.
TEST(DepthFirstBlock, mismatched_stages_are_refused) {
  const block_case& c = kCases[0];
  std::mt19937 rng(5);
  block_ops ops(c, rng);
  ops.reshape(c, 1, nullptr);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_depth_first_block(&raw));
  const operator_ptr block = own(raw);
  size_t workspace = 0;
  bool banded = true;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_depth_first_block(block.get(), {ops.expand.get(), ops.expand.get(), ops.project.get()}, 1,
                                          c.height, c.width, 1, 64 << 10, &workspace, &banded))
      << "an expand as the depthwise stage";
  EXPECT_FALSE(banded);
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_depth_first_block(block.get(), {ops.project.get(), ops.dw.get(), ops.expand.get()}, 1,
                                          c.height, c.width, 1, 64 << 10, &workspace, &banded))
      << "expand and project swapped";
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_depth_first_block(block.get(), {nullptr, ops.dw.get(), nullptr}, 1, c.height, c.width, 1,
                                          64 << 10, &workspace, &banded))
      << "a depthwise alone";
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_depth_first_block(block.get(), {ops.expand.get(), ops.dw.get(), ops.project.get()}, 2,
                                          c.height, c.width, 1, 64 << 10, &workspace, &banded))
      << "a batch the stages were not reshaped to";
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_depth_first_block(block.get(), {ops.expand.get(), ops.dw.get(), ops.project.get()}, 1,
                                          c.height, c.width, 1, 64 << 10, &workspace, &banded));
  ASSERT_TRUE(banded);
  std::vector<float> input(c.height * c.width * c.in_channels + 16), output(input.size());
  std::vector<char> scratch(workspace);
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_depth_first_block(block.get(), scratch.data(), input.data(), nullptr, nullptr));
  EXPECT_EQ(xnn_status_invalid_state,
            xnn_setup_depth_first_block(block.get(), scratch.data(), input.data(), output.data(), input.data()))
      << "an add the project's output stage does not carry";
}

}  // namespace
