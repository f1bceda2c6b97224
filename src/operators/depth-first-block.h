// A depth-first block (docs/fused-execution.md): an inverted-residual chain [1x1 expand] -> depthwise -> [1x1
// project] [-> add] of f32 convolution operators computed band of output rows by band of output rows, so the
// expanded tensor and the depthwise output only ever exist as a few rows in a per-thread scratch. The stages keep
// their own kernels, packed weights and reshaped state; the block runs their kernels through
// xnn_compute_gemm_band and xnn_depthwise_convolution::run_rows, and gives bitwise the output of the stages run one
// after the other (and then the add), at any band height and thread count.
//
// The block is an operator of its own (name "depth-first block"): create -> reshape (after the stages' own reshape)
// -> setup -> xnn_run_operator, deleted with xnn_delete_operator.
#pragma once

#include <cstddef>

#include <xnnpack.h>

struct xnn_depth_first_stages {
  xnn_operator_t expand = nullptr;     // optional: an f32 1x1 convolution on its direct GEMM path
  xnn_operator_t depthwise = nullptr;  // an f32 convolution on its depthwise path with a unipass kernel
  xnn_operator_t project = nullptr;    // optional: as expand; at least one of expand and project
};

xnn_status xnn_create_depth_first_block(xnn_operator_t* block_out);

// After the stages' reshape to `batch` images of input_height x input_width (the expand's input, or the
// depthwise's without an expand) for `threads` threads: checks the chain, then decides whether banding pays within
// `budget` bytes of working set per thread (see "Decision" in the design). *banded is false, with the reason
// logged at debug level, when it does not (the caller then runs the stages layer by layer); otherwise the block is
// ready for setup with a workspace of *workspace_bytes. Returns an error status (after logging) only for a chain
// whose stages do not fit together (a kind, path, shape or stride mismatch) or a null argument.
xnn_status xnn_reshape_depth_first_block(xnn_operator_t block, const xnn_depth_first_stages& stages, size_t batch,
                                         size_t input_height, size_t input_width, size_t threads, size_t budget,
                                         size_t* workspace_bytes, bool* banded);

// Binds the chain's input, its output (the project's output, or the depthwise's without a project), the add's other
// operand (nullptr: no add; otherwise the project's output stage must carry the add: xnn_fuse_output_add on the
// project operator, which gives the add's kernel, clamp and operand order) and the workspace.
xnn_status xnn_setup_depth_first_block(xnn_operator_t block, void* workspace, const float* input, float* output,
                                       const float* addend);

// The block's band height and segments after a banded reshape (for tests and the debug log); 0 otherwise.
size_t xnn_depth_first_block_band_rows(xnn_operator_t block);
size_t xnn_depth_first_block_segments(xnn_operator_t block);
