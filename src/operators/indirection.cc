#include "operators/indirection.h"

#include "allocator.h"
#include "log.h"

bool xnn_conv2d_geometry::operator==(const xnn_conv2d_geometry& o) const {
  return input_height == o.input_height && input_width == o.input_width && output_height == o.output_height &&
         output_width == o.output_width && kernel_height == o.kernel_height && kernel_width == o.kernel_width &&
         stride_height == o.stride_height && stride_width == o.stride_width &&
         dilation_height == o.dilation_height && dilation_width == o.dilation_width &&
         padding_top == o.padding_top && padding_left == o.padding_left &&
         input_pixel_stride == o.input_pixel_stride && transposed == o.transposed;
}

namespace {

// The input row (or column) that output position `out` reads through kernel position `tap`, or -1 if none.
ptrdiff_t source(size_t out, size_t tap, size_t stride, size_t dilation, size_t padding, size_t input_size,
                 bool transposed) {
  ptrdiff_t in;
  if (transposed) {
    const ptrdiff_t upsampled = ptrdiff_t(out + padding) - ptrdiff_t(tap * dilation);
    if (upsampled < 0 || upsampled % ptrdiff_t(stride) != 0) return -1;
    in = upsampled / ptrdiff_t(stride);
  } else {
    in = ptrdiff_t(out * stride + tap * dilation) - ptrdiff_t(padding);
  }
  return in >= 0 && in < ptrdiff_t(input_size) ? in : -1;
}

}  // namespace

size_t xnn_conv2d_indirection_count(const xnn_conv2d_geometry& g, size_t mr) {
  const size_t pixels = g.output_height * g.output_width;
  return (pixels + mr - 1) / mr * mr * g.kernel_height * g.kernel_width;
}

size_t xnn_conv2d_input_span(const xnn_conv2d_geometry& g) {
  return g.input_height * g.input_width * g.input_pixel_stride;
}

bool xnn_indirection_collides(uintptr_t base, size_t span, const float* zero) {
  return reinterpret_cast<uintptr_t>(zero) - base <= span;
}

void xnn_build_conv2d_indirection(const xnn_conv2d_geometry& g, size_t mr, uintptr_t base, const float* zero,
                                  const float** buffer) {
  const size_t pixels = g.output_height * g.output_width;
  const size_t taps = g.kernel_height * g.kernel_width;
  const size_t groups = (pixels + mr - 1) / mr;
  for (size_t group = 0; group < groups; group++) {
    for (size_t i = 0; i < mr; i++) {
      const size_t pixel = group * mr + i < pixels ? group * mr + i : pixels - 1;
      const size_t oy = pixel / g.output_width, ox = pixel % g.output_width;
      for (size_t ky = 0; ky < g.kernel_height; ky++) {
        const ptrdiff_t iy =
            source(oy, ky, g.stride_height, g.dilation_height, g.padding_top, g.input_height, g.transposed);
        for (size_t kx = 0; kx < g.kernel_width; kx++) {
          const ptrdiff_t ix =
              source(ox, kx, g.stride_width, g.dilation_width, g.padding_left, g.input_width, g.transposed);
          const float* pointer = zero;
          if (iy >= 0 && ix >= 0) {
            const size_t offset = (size_t(iy) * g.input_width + size_t(ix)) * g.input_pixel_stride;
            pointer = reinterpret_cast<const float*>(base + offset);
          }
          buffer[(group * taps + ky * g.kernel_width + kx) * mr + i] = pointer;
        }
      }
    }
  }
}

xnn_indirection_buffer::~xnn_indirection_buffer() { xnn_release_memory(pointers); }

xnn_status xnn_indirection_buffer::update(const char* op, const xnn_conv2d_geometry& new_geometry, size_t new_mr,
                                          const float* zero) {
  if (pointers != nullptr && new_geometry == geometry && new_mr == mr) return xnn_status_success;
  const size_t count = xnn_conv2d_indirection_count(new_geometry, new_mr);
  if (count > capacity) {
    void* grown = xnn_reallocate_memory(pointers, count * sizeof(const float*));
    if (grown == nullptr) {
      xnn_log_error("%s: out of memory for an indirection buffer of %zu pointers", op, count);
      return xnn_status_out_of_memory;
    }
    pointers = static_cast<const float**>(grown);
    capacity = count;
  }
  build_against_input = xnn_indirection_collides(kXnnIndirectionBase, xnn_conv2d_input_span(new_geometry), zero);
  if (!build_against_input) {
    xnn_build_conv2d_indirection(new_geometry, new_mr, kXnnIndirectionBase, zero, pointers);
  }
  geometry = new_geometry;
  mr = new_mr;
  return xnn_status_success;
}

size_t xnn_indirection_buffer::bind(const float* input, const float* zero) {
  uintptr_t base = kXnnIndirectionBase;
  if (build_against_input) {
    base = reinterpret_cast<uintptr_t>(input);
    xnn_build_conv2d_indirection(geometry, mr, base, zero, pointers);
  }
  return reinterpret_cast<uintptr_t>(input) - base;
}
