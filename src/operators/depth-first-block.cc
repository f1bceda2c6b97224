#include "operators/depth-first-block.h"

#include <cstdio>
#include <cstring>

#include "log.h"
#include "operators/convolution-nhwc.h"
#include "operators/operator.h"
#include "operators/validate.h"

namespace {

constexpr size_t kAlignment = 64;  // scratch parts start on their own cache line

size_t aligned(size_t bytes) { return (bytes + kAlignment - 1) / kAlignment * kAlignment; }

template <class T>
T* at_byte(T* pointer, size_t bytes) {
  return reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(pointer) + bytes);
}

struct depth_first_block : xnn_operator {
  static constexpr const char* kName = "depth-first block";
  depth_first_block() : xnn_operator(kName) {}

  // The stages' reshaped state (expand and project may be null).
  const xnn_gemm_context* expand = nullptr;
  const xnn_depthwise_convolution* depthwise = nullptr;
  const xnn_gemm_context* project = nullptr;
  size_t expanded_channels = 0, output_channels = 0;

  // Reshape: shape, bands and the scratch of one segment (window of expanded rows, depthwise band, pointers).
  size_t batch = 0, band_rows = 0, segments = 0;
  size_t input_row_bytes = 0;   // one input row of the chain (the expand's A, or the depthwise's input)
  size_t window_row_bytes = 0;  // one expanded row (the depthwise's input row)
  size_t band_row_bytes = 0;    // one depthwise output row
  size_t output_row_bytes = 0;  // one output row of the chain
  size_t window_bytes = 0, band_bytes = 0, pointer_bytes = 0, segment_bytes = 0;

  // Setup.
  char* workspace = nullptr;
  const char* input = nullptr;
  char* output = nullptr;
  const char* addend = nullptr;

  // Output rows [a, b) of image n, with the segment's scratch; *window_first / *window_end are the expanded rows
  // the window holds (of image *window_image), carried from the segment's previous band.
  void run_band(char* scratch, size_t n, size_t a, size_t b, size_t* window_image, size_t* window_first,
                size_t* window_end) const;
  // Flattened output rows [first, end) of the batch, in bands.
  void run_segment(size_t segment) const;
};

void depth_first_block::run_band(char* scratch, size_t n, size_t a, size_t b, size_t* window_image,
                                 size_t* window_first, size_t* window_end) const {
  const xnn_depthwise_convolution& dw = *depthwise;
  const xnn_conv2d_geometry& g = dw.geometry;
  size_t lo, hi;
  xnn_dwconv_band_input_rows(g, a, b - a, &lo, &hi);
  char* window = scratch;
  char* band = scratch + window_bytes;
  const void** pointers = reinterpret_cast<const void**>(scratch + window_bytes + band_bytes);
  uintptr_t base;
  if (expand != nullptr) {
    // Expanded rows the previous band of this image computed and this one reads again move to the window's top.
    size_t keep = 0;
    if (*window_image == n && *window_first <= lo && lo < *window_end) {
      keep = *window_end - lo;
      std::memmove(window, window + (lo - *window_first) * window_row_bytes, keep * window_row_bytes);
    }
    const size_t image_rows = n * g.input_height + lo + keep;
    xnn_compute_gemm_band(*expand, input + image_rows * input_row_bytes, window + keep * window_row_bytes, nullptr,
                          (hi - lo - keep) * g.input_width, expanded_channels);
    *window_image = n, *window_first = lo, *window_end = hi;
    base = reinterpret_cast<uintptr_t>(window) - lo * window_row_bytes;
  } else {
    base = reinterpret_cast<uintptr_t>(input + n * g.input_height * input_row_bytes);
  }
  // The operator's own pointers (built once, against kXnnIndirectionBase) serve every band through the kernels'
  // input offset; only without them is a band's pointers built here, at every run.
  size_t input_offset = 0;
  if (const void** own = dw.band_pointers()) {
    pointers = own + a * dw.row_pointers;
    input_offset = base - kXnnIndirectionBase;
  } else {
    xnn_build_dwconv_indirection_band(g, dw.taps, base, dw.zero, pointers, a, b - a);
  }
  const size_t out_offset = (n * g.output_height + a) * output_row_bytes;
  if (project == nullptr) {
    dw.run_rows(pointers, b - a, output + out_offset, input_offset);
    return;
  }
  dw.run_rows(pointers, b - a, band, input_offset);
  xnn_compute_gemm_band(*project, band, output + out_offset, addend != nullptr ? addend + out_offset : nullptr,
                        (b - a) * g.output_width, output_channels);
}

void depth_first_block::run_segment(size_t segment) const {
  const size_t height = depthwise->geometry.output_height;
  const size_t rows = batch * height;
  const size_t first = rows * segment / segments, end = rows * (segment + 1) / segments;
  char* scratch = workspace + segment * segment_bytes;
  size_t window_image = SIZE_MAX, window_first = 0, window_end = 0;
  for (size_t r = first; r < end;) {
    const size_t n = r / height, a = r % height;
    size_t b = a + band_rows;
    if (b > height) b = height;
    if (b - a > end - r) b = a + (end - r);
    run_band(scratch, n, a, b, &window_image, &window_first, &window_end);
    r += b - a;
  }
}

void run_segment_task(void* context, size_t /*i*/, size_t segment, size_t /*k*/, size_t /*segment_count: 1*/,
                      size_t /*k_size*/) {
  static_cast<const depth_first_block*>(context)->run_segment(segment);
}

// The chain's stages, checked to fit together; logs and returns invalid_parameter otherwise.
xnn_status bind_stages(depth_first_block* block, const xnn_depth_first_stages& stages) {
  const char* op = block->name;
  block->depthwise = xnn_convolution_f32_depthwise(stages.depthwise);
  if (block->depthwise == nullptr) {
    xnn_log_error("%s: the depthwise stage is not a reshaped f32 convolution on its depthwise path", op);
    return xnn_status_invalid_parameter;
  }
  const xnn_depthwise_convolution& dw = *block->depthwise;
  block->expand = nullptr, block->project = nullptr;
  if (stages.expand != nullptr) {
    block->expand = xnn_convolution_f32_direct_gemm(stages.expand, &block->expanded_channels);
    if (block->expand == nullptr) {
      xnn_log_error("%s: the expand stage is not a reshaped f32 1x1 convolution on its direct GEMM path", op);
      return xnn_status_invalid_parameter;
    }
    if (block->expanded_channels != dw.channels || block->expand->cm_stride != dw.geometry.input_pixel_stride) {
      xnn_log_error("%s: the expand writes %zu channels %zu bytes apart; the depthwise reads %zu, %zu bytes apart", op,
                    block->expanded_channels, block->expand->cm_stride, dw.channels, dw.geometry.input_pixel_stride);
      return xnn_status_invalid_parameter;
    }
  }
  if (stages.project != nullptr) {
    block->project = xnn_convolution_f32_direct_gemm(stages.project, &block->output_channels);
    if (block->project == nullptr) {
      xnn_log_error("%s: the project stage is not a reshaped f32 1x1 convolution on its direct GEMM path", op);
      return xnn_status_invalid_parameter;
    }
    const size_t band_stride = dw.output_pixel_stride * sizeof(float);
    if (block->project->kc != dw.channels * sizeof(float) || block->project->a_stride != band_stride) {
      xnn_log_error("%s: the project reads %zu bytes per pixel, %zu bytes apart; the depthwise writes %zu channels, "
                    "%zu bytes apart", op, block->project->kc, block->project->a_stride, dw.channels, band_stride);
      return xnn_status_invalid_parameter;
    }
  }
  if (block->expand == nullptr && block->project == nullptr) {
    xnn_log_error("%s: a block needs an expand or a project stage besides the depthwise", op);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// Packed weight bytes of a GEMM stage of `columns` output channels (0 without the stage).
size_t gemm_weight_bytes(const xnn_gemm_context* gemm, size_t columns) {
  return gemm == nullptr ? 0 : (columns + gemm->nr - 1) / gemm->nr * gemm->w_block_stride;
}

// Expanded (or input) rows a band of h output rows reads.
size_t rows_in(const xnn_conv2d_geometry& g, size_t h) { return (h - 1) * g.stride_height + g.kernel_height; }

// The working set of a band of h rows: the input rows it streams and the window they expand into, the depthwise
// band (the project's A), the band's pointers, and every stage's packed weights (each band reads all of them).
size_t band_working_set(const depth_first_block& block, size_t h) {
  const xnn_depthwise_convolution& dw = *block.depthwise;
  const xnn_conv2d_geometry& g = dw.geometry;
  const size_t input_pixel_bytes = block.expand != nullptr ? block.expand->kc : 0;
  return rows_in(g, h) * g.input_width * (input_pixel_bytes + g.input_pixel_stride) + h * block.band_row_bytes +
         h * dw.row_pointers * sizeof(void*) + (dw.kernel_size + 1) * dw.channels * sizeof(float) +
         gemm_weight_bytes(block.expand, block.expanded_channels) +
         gemm_weight_bytes(block.project, block.output_channels);
}

// Why banding does not pay (or cannot run) for the reshaped block at `threads` threads within `budget`, or nullptr;
// on nullptr the band height and segments are set.
const char* decide(depth_first_block* block, size_t threads, size_t budget, char* reason, size_t reason_size) {
  const xnn_depthwise_convolution& dw = *block->depthwise;
  const xnn_conv2d_geometry& g = dw.geometry;
  if (dw.unipass == nullptr) return "the depthwise kernel is not unipass";
  if (g.dilation_height != 1 || g.dilation_width != 1) return "the depthwise kernel is dilated";
  const size_t intermediates = (block->expand != nullptr ? block->batch * g.input_height * block->window_row_bytes
                                                         : 0) +
                               (block->project != nullptr ? block->batch * g.output_height * block->band_row_bytes
                                                          : 0);
  if (intermediates <= budget) {
    std::snprintf(reason, reason_size, "its intermediates (%zu bytes) fit the budget of %zu bytes", intermediates,
                  budget);
    return reason;
  }
  if (band_working_set(*block, 1) > budget) {
    std::snprintf(reason, reason_size, "a band of one row needs %zu bytes, more than the budget of %zu bytes",
                  band_working_set(*block, 1), budget);
    return reason;
  }
  size_t h = 1;
  while (h < g.output_height && band_working_set(*block, h + 1) <= budget) h++;
  const size_t rows = block->batch * g.output_height;
  const size_t segments = threads < rows ? (threads == 0 ? 1 : threads) : rows;
  // Each segment after the first recomputes the expanded rows its first band shares with the previous segment.
  const size_t halo = g.kernel_height > g.stride_height ? g.kernel_height - g.stride_height : 0;
  if (block->expand != nullptr && (segments - 1) * halo * 8 > block->batch * g.input_height) {
    std::snprintf(reason, reason_size, "%zu segments recompute %zu expanded rows, more than 1/8 of %zu", segments,
                  (segments - 1) * halo, block->batch * g.input_height);
    return reason;
  }
  block->band_rows = h;
  block->segments = segments;
  return nullptr;
}

}  // namespace

xnn_status xnn_create_depth_first_block(xnn_operator_t* block_out) {
  if (xnn_status status = xnn_check_not_null("depth-first block", "block_out", block_out)) return status;
  depth_first_block* block = xnn_new_operator<depth_first_block>();
  if (block == nullptr) return xnn_status_out_of_memory;
  *block_out = block;
  return xnn_status_success;
}

xnn_status xnn_reshape_depth_first_block(xnn_operator_t op, const xnn_depth_first_stages& stages, size_t batch,
                                         size_t input_height, size_t input_width, size_t threads, size_t budget,
                                         size_t* workspace_bytes, bool* banded) {
  depth_first_block* block = xnn_operator_as<depth_first_block>(op, "xnn_reshape_depth_first_block");
  if (block == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_check_not_null(block->name, "workspace_bytes", workspace_bytes)) return status;
  if (xnn_status status = xnn_check_not_null(block->name, "banded", banded)) return status;
  block->state = xnn_operator_state::created;
  block->band_rows = 0, block->segments = 0, block->job_count = 0;
  *workspace_bytes = 0, *banded = false;
  if (xnn_status status = bind_stages(block, stages); status != xnn_status_success) return status;
  const xnn_depthwise_convolution& dw = *block->depthwise;
  const xnn_conv2d_geometry& g = dw.geometry;
  if (dw.batch != batch || g.input_height != input_height || g.input_width != input_width) {
    xnn_log_error("%s: the block is reshaped to %zu images of %zux%zu; its depthwise stage to %zu of %zux%zu",
                  block->name, batch, input_height, input_width, dw.batch, g.input_height, g.input_width);
    return xnn_status_invalid_parameter;
  }
  block->batch = batch;
  block->input_row_bytes = g.input_width * (block->expand != nullptr ? block->expand->a_stride : g.input_pixel_stride);
  block->window_row_bytes = g.input_width * g.input_pixel_stride;
  block->band_row_bytes = g.output_width * dw.output_pixel_stride * sizeof(float);
  block->output_row_bytes = block->project != nullptr ? g.output_width * block->project->cm_stride
                                                      : block->band_row_bytes;
  char reason[160];
  if (const char* why = decide(block, threads, budget, reason, sizeof(reason))) {
    xnn_log_debug("%s: runs layer by layer: %s", block->name, why);
    return xnn_status_success;
  }
  const size_t h = block->band_rows;
  block->window_bytes =
      block->expand != nullptr ? aligned(rows_in(g, h) * block->window_row_bytes + XNN_EXTRA_BYTES) : 0;
  block->band_bytes = block->project != nullptr ? aligned(h * block->band_row_bytes + XNN_EXTRA_BYTES) : 0;
  // A band builds pointers in its scratch only when the operator keeps none of its own (run_band).
  block->pointer_bytes = dw.band_pointers() != nullptr ? 0 : aligned(h * dw.row_pointers * sizeof(void*));
  block->segment_bytes = block->window_bytes + block->band_bytes + block->pointer_bytes;
  *workspace_bytes = block->segments * block->segment_bytes;
  block->jobs[0] = xnn_parallel_job{};
  block->jobs[0].task = run_segment_task;
  block->jobs[0].context = block;
  block->jobs[0].range[1] = block->segments;
  block->job_count = 1;
  block->state = xnn_operator_state::reshaped;
  *banded = true;
  xnn_log_debug("%s: bands of %zu rows, %zu segments, scratch %zu bytes", block->name, h, block->segments,
                *workspace_bytes);
  return xnn_status_success;
}

xnn_status xnn_setup_depth_first_block(xnn_operator_t op, void* workspace, const float* input, float* output,
                                       const float* addend) {
  depth_first_block* block = xnn_operator_as<depth_first_block>(op, "xnn_setup_depth_first_block");
  if (block == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(block, input, output); status != xnn_status_success) {
    return status;
  }
  if (xnn_status status = xnn_check_not_null(block->name, "workspace", workspace)) return status;
  if (addend != nullptr && (block->project == nullptr || block->project->fused_add.fn == nullptr)) {
    xnn_log_error("%s: an add needs the project stage's output stage to carry it (xnn_fuse_output_add)", block->name);
    return xnn_status_invalid_state;
  }
  block->workspace = static_cast<char*>(workspace);
  block->input = reinterpret_cast<const char*>(input);
  block->output = reinterpret_cast<char*>(output);
  block->addend = reinterpret_cast<const char*>(addend);
  block->state = xnn_operator_state::ready;
  return xnn_status_success;
}

size_t xnn_depth_first_block_band_rows(xnn_operator_t op) {
  return op != nullptr && op->name == depth_first_block::kName ? static_cast<depth_first_block*>(op)->band_rows : 0;
}

size_t xnn_depth_first_block_segments(xnn_operator_t op) {
  return op != nullptr && op->name == depth_first_block::kName ? static_cast<depth_first_block*>(op)->segments : 0;
}
