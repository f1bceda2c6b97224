#include "operators/transient-indirection.h"

namespace {

// Groups of mr output pixels per task: enough work per task to pay for its dispatch.
constexpr size_t kGroupsPerTask = 16;

void build_groups(void* context, size_t, size_t first_group, size_t, size_t group_count, size_t) {
  const xnn_transient_indirection& t = *static_cast<const xnn_transient_indirection*>(context);
  xnn_build_conv2d_indirection_groups(t.geometry, t.mr, t.base, t.zero, t.buffer, first_group, group_count);
}

void build_rows(void* context, size_t, size_t first_row, size_t, size_t row_count, size_t) {
  const xnn_transient_indirection& t = *static_cast<const xnn_transient_indirection*>(context);
  xnn_build_dwconv_indirection_rows(t.geometry, t.taps, t.base, t.zero, t.buffer, first_row, row_count);
}

}  // namespace

size_t xnn_transient_indirection::plan_igemm(const xnn_conv2d_geometry& g, size_t group_pixels,
                                             const void* zero_row, xnn_parallel_job* job) {
  geometry = g, mr = group_pixels, zero = zero_row;
  *job = xnn_parallel_job{};
  job->task = build_groups;
  job->context = this;
  job->range[1] = (g.output_height * g.output_width + mr - 1) / mr;
  job->tile[0] = kGroupsPerTask;
  return xnn_conv2d_indirection_count(g, mr) * sizeof(const void*);
}

size_t xnn_transient_indirection::plan_dwconv(const xnn_conv2d_geometry& g, size_t pixel_taps, const void* zero_row,
                                              xnn_parallel_job* job) {
  geometry = g, taps = pixel_taps, zero = zero_row;
  *job = xnn_parallel_job{};
  job->task = build_rows;
  job->context = this;
  job->range[1] = g.output_height;
  return g.output_height * xnn_dwconv_row_pointers(g, taps) * sizeof(const void*);
}

const void** xnn_transient_indirection::bind(const void* input, void* workspace) {
  base = reinterpret_cast<uintptr_t>(input);
  buffer = static_cast<const void**>(workspace);
  return buffer;
}
