#include "indirection/convolution.h"

#include "allocator.h"
#include "log.h"
#include "weights-cache/shared-buffers.h"

bool xnn_conv2d_geometry::operator==(const xnn_conv2d_geometry& o) const {
  return input_height == o.input_height && input_width == o.input_width && output_height == o.output_height &&
         output_width == o.output_width && kernel_height == o.kernel_height && kernel_width == o.kernel_width &&
         stride_height == o.stride_height && stride_width == o.stride_width &&
         dilation_height == o.dilation_height && dilation_width == o.dilation_width &&
         padding_top == o.padding_top && padding_left == o.padding_left &&
         input_pixel_stride == o.input_pixel_stride && transposed == o.transposed &&
         subconvolution == o.subconvolution;
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

bool xnn_use_subconvolution(size_t kernel_height, size_t kernel_width, size_t stride_height, size_t stride_width,
                            size_t dilation_height, size_t dilation_width) {
  return (stride_height > 1 || stride_width > 1) && dilation_height == 1 && dilation_width == 1 &&
         stride_height <= kernel_height && stride_width <= kernel_width;
}

namespace {

// One dimension of a phase: first output position, count, and number of kernel taps.
void phase_dimension(size_t q, size_t stride, size_t padding, size_t output_size, size_t kernel_size,
                     size_t* first, size_t* count, size_t* taps) {
  // Tap k = q + stride * t reaches output o when (o + padding - k) % stride == 0, i.e. o = q - padding (mod stride).
  *first = (q + stride - padding % stride) % stride;
  *count = *first < output_size ? (output_size - *first + stride - 1) / stride : 0;
  *taps = (kernel_size - q + stride - 1) / stride;
}

void fill_phase(const xnn_conv2d_geometry& g, size_t mr, size_t qy, size_t qx, xnn_subconv_phase* p) {
  phase_dimension(qy, g.stride_height, g.padding_top, g.output_height, g.kernel_height, &p->first_y, &p->rows,
                  &p->taps_y);
  phase_dimension(qx, g.stride_width, g.padding_left, g.output_width, g.kernel_width, &p->first_x, &p->cols,
                  &p->taps_x);
  p->row_pointers = (p->cols + mr - 1) / mr * mr * p->taps_y * p->taps_x;
}

}  // namespace

xnn_subconv_phase xnn_subconv_phase_at(const xnn_conv2d_geometry& g, size_t mr, size_t qy, size_t qx) {
  xnn_subconv_phase phase;
  size_t offset = 0;
  for (size_t y = 0; y < g.stride_height; y++) {
    for (size_t x = 0; x < g.stride_width; x++) {
      fill_phase(g, mr, y, x, &phase);
      if (y == qy && x == qx) {
        phase.offset = offset;
        return phase;
      }
      offset += phase.rows * phase.row_pointers;
    }
  }
  return phase;
}

size_t xnn_conv2d_indirection_count(const xnn_conv2d_geometry& g, size_t mr) {
  if (g.subconvolution) {
    const xnn_subconv_phase last = xnn_subconv_phase_at(g, mr, g.stride_height - 1, g.stride_width - 1);
    return last.offset + last.rows * last.row_pointers;
  }
  const size_t pixels = g.output_height * g.output_width;
  return (pixels + mr - 1) / mr * mr * g.kernel_height * g.kernel_width;
}

size_t xnn_conv2d_input_span(const xnn_conv2d_geometry& g) {
  return g.input_height * g.input_width * g.input_pixel_stride;
}

bool xnn_indirection_collides(uintptr_t base, size_t span, const void* zero) {
  return reinterpret_cast<uintptr_t>(zero) - base <= span;
}

namespace {

void build_subconv_indirection(const xnn_conv2d_geometry& g, size_t mr, uintptr_t base, const void* zero,
                               const void** buffer) {
  for (size_t qy = 0; qy < g.stride_height; qy++) {
    for (size_t qx = 0; qx < g.stride_width; qx++) {
      const xnn_subconv_phase p = xnn_subconv_phase_at(g, mr, qy, qx);
      const size_t taps = p.taps_y * p.taps_x;
      for (size_t row = 0; row < p.rows; row++) {
        const size_t oy = p.first_y + row * g.stride_height;
        const void** row_buffer = buffer + p.offset + row * p.row_pointers;
        for (size_t col = 0; col < (p.cols + mr - 1) / mr * mr; col++) {
          const size_t group = col / mr, i = col % mr;
          const size_t ox = p.first_x + (col < p.cols ? col : p.cols - 1) * g.stride_width;
          for (size_t ty = 0; ty < p.taps_y; ty++) {
            const ptrdiff_t iy = source(oy, qy + ty * g.stride_height, g.stride_height, 1, g.padding_top,
                                        g.input_height, true);
            for (size_t tx = 0; tx < p.taps_x; tx++) {
              const ptrdiff_t ix = source(ox, qx + tx * g.stride_width, g.stride_width, 1, g.padding_left,
                                          g.input_width, true);
              const void* pointer = zero;
              if (iy >= 0 && ix >= 0) {
                pointer = reinterpret_cast<const void*>(
                    base + (size_t(iy) * g.input_width + size_t(ix)) * g.input_pixel_stride);
              }
              row_buffer[(group * taps + ty * p.taps_x + tx) * mr + i] = pointer;
            }
          }
        }
      }
    }
  }
}

}  // namespace

void xnn_build_conv2d_indirection(const xnn_conv2d_geometry& g, size_t mr, uintptr_t base, const void* zero,
                                  const void** buffer) {
  if (g.subconvolution) return build_subconv_indirection(g, mr, base, zero, buffer);
  const size_t pixels = g.output_height * g.output_width;
  xnn_build_conv2d_indirection_groups(g, mr, base, zero, buffer, 0, (pixels + mr - 1) / mr);
}

void xnn_build_conv2d_indirection_groups(const xnn_conv2d_geometry& g, size_t mr, uintptr_t base, const void* zero,
                                         const void** buffer, size_t first_group, size_t group_count) {
  const size_t pixels = g.output_height * g.output_width;
  const size_t taps = g.kernel_height * g.kernel_width;
  for (size_t group = first_group; group < first_group + group_count; group++) {
    for (size_t i = 0; i < mr; i++) {
      const size_t pixel = group * mr + i < pixels ? group * mr + i : pixels - 1;
      const size_t oy = pixel / g.output_width, ox = pixel % g.output_width;
      for (size_t ky = 0; ky < g.kernel_height; ky++) {
        const ptrdiff_t iy =
            source(oy, ky, g.stride_height, g.dilation_height, g.padding_top, g.input_height, g.transposed);
        for (size_t kx = 0; kx < g.kernel_width; kx++) {
          const ptrdiff_t ix =
              source(ox, kx, g.stride_width, g.dilation_width, g.padding_left, g.input_width, g.transposed);
          const void* pointer = zero;
          if (iy >= 0 && ix >= 0) {
            const size_t offset = (size_t(iy) * g.input_width + size_t(ix)) * g.input_pixel_stride;
            pointer = reinterpret_cast<const void*>(base + offset);
          }
          buffer[(group * taps + ky * g.kernel_width + kx) * mr + i] = pointer;
        }
      }
    }
  }
}

size_t xnn_dwconv_pixel_step(const xnn_conv2d_geometry& g, size_t taps) {
  const bool shared = taps == g.kernel_height * g.kernel_width && g.dilation_width == 1 &&
                      g.stride_width < g.kernel_width;
  return shared ? g.stride_width * g.kernel_height : taps;
}

size_t xnn_dwconv_row_pointers(const xnn_conv2d_geometry& g, size_t taps) {
  return (g.output_width - 1) * xnn_dwconv_pixel_step(g, taps) + taps;
}

void xnn_build_dwconv_indirection(const xnn_conv2d_geometry& g, size_t taps, uintptr_t base, const void* zero,
                                  const void** buffer) {
  xnn_build_dwconv_indirection_rows(g, taps, base, zero, buffer, 0, g.output_height);
}

void xnn_build_dwconv_indirection_rows(const xnn_conv2d_geometry& g, size_t taps, uintptr_t base, const void* zero,
                                       const void** buffer, size_t first_row, size_t row_count) {
  xnn_build_dwconv_indirection_band(g, taps, base, zero, buffer + first_row * xnn_dwconv_row_pointers(g, taps),
                                    first_row, row_count);
}

void xnn_build_dwconv_indirection_band(const xnn_conv2d_geometry& g, size_t taps, uintptr_t base, const void* zero,
                                       const void** buffer, size_t first_row, size_t row_count) {
  const size_t step = xnn_dwconv_pixel_step(g, taps), row_pointers = xnn_dwconv_row_pointers(g, taps);
  for (size_t oy = first_row; oy < first_row + row_count; oy++) {
    for (size_t ox = 0; ox < g.output_width; ox++) {
      // Shared pointers are written once per pixel that reads them, always with the same value.
      const void** pixel = buffer + (oy - first_row) * row_pointers + ox * step;
      for (size_t t = g.kernel_height * g.kernel_width; t < taps; t++) pixel[t] = zero;
      for (size_t kx = 0; kx < g.kernel_width; kx++) {
        const ptrdiff_t ix = source(ox, kx, g.stride_width, g.dilation_width, g.padding_left, g.input_width, false);
        for (size_t ky = 0; ky < g.kernel_height; ky++) {
          const ptrdiff_t iy =
              source(oy, ky, g.stride_height, g.dilation_height, g.padding_top, g.input_height, false);
          const void* pointer = zero;
          if (iy >= 0 && ix >= 0) {
            const size_t offset = (size_t(iy) * g.input_width + size_t(ix)) * g.input_pixel_stride;
            pointer = reinterpret_cast<const void*>(base + offset);
          }
          pixel[kx * g.kernel_height + ky] = pointer;
        }
      }
    }
  }
}

void xnn_dwconv_band_input_rows(const xnn_conv2d_geometry& g, size_t first_row, size_t row_count, size_t* first_in,
                                size_t* end_in) {
  const size_t extent = (g.kernel_height - 1) * g.dilation_height + 1;
  const size_t top = first_row * g.stride_height, bottom = (first_row + row_count - 1) * g.stride_height + extent;
  *first_in = top > g.padding_top ? top - g.padding_top : 0;
  const size_t end = bottom > g.padding_top ? bottom - g.padding_top : 0;
  *end_in = end < g.input_height ? end : g.input_height;
  if (*end_in < *first_in) *end_in = *first_in;
}

xnn_status xnn_grow_pointers(const char* op, const void*** pointers, size_t* capacity, size_t count) {
  if (count <= *capacity) return xnn_status_success;
  void* grown = xnn_reallocate_memory(*pointers, count * sizeof(const void*));
  if (grown == nullptr) {
    xnn_log_error("%s: out of memory for an indirection buffer of %zu pointers", op, count);
    return xnn_status_out_of_memory;
  }
  *pointers = static_cast<const void**>(grown);
  *capacity = count;
  return xnn_status_success;
}

namespace {

void build_shared(const xnn_indirection_key& key, const void** buffer) {
  if (key.taps != 0) {
    xnn_build_dwconv_indirection(key.geometry, key.taps, kXnnIndirectionBase, key.zero, buffer);
  } else {
    xnn_build_conv2d_indirection(key.geometry, key.mr, kXnnIndirectionBase, key.zero, buffer);
  }
}

}  // namespace

xnn_indirection_storage::~xnn_indirection_storage() {
  release_shared();
  xnn_release_memory(capacity != 0 ? pointers : nullptr);
}

void xnn_indirection_storage::release_shared() {
  if (shared_from == nullptr) return;
  xnn_weights_cache_release_indirection(shared_from, pointers);
  shared_from = nullptr;
  pointers = nullptr;
}

xnn_status xnn_indirection_storage::own(const char* op, size_t count) {
  release_shared();
  const void** own_pointers = capacity != 0 ? pointers : nullptr;
  const xnn_status status = xnn_grow_pointers(op, &own_pointers, &capacity, count);
  pointers = own_pointers;
  return status;
}

xnn_status xnn_indirection_storage::provide(const char* op, xnn_weights_cache_t cache, const xnn_indirection_key& key,
                                            size_t count) {
  if (const void** shared = xnn_weights_cache_acquire_indirection(cache, key, count, build_shared)) {
    release_shared();
    xnn_release_memory(capacity != 0 ? pointers : nullptr);
    capacity = 0;
    pointers = shared;
    shared_from = cache;
    return xnn_status_success;
  }
  if (xnn_status status = own(op, count); status != xnn_status_success) return status;
  build_shared(key, pointers);
  return xnn_status_success;
}

xnn_status xnn_indirection_buffer::update(const char* op, const xnn_conv2d_geometry& new_geometry, size_t new_mr,
                                          const void* zero, xnn_weights_cache_t cache) {
  if (pointers != nullptr && new_geometry == geometry && new_mr == mr) return xnn_status_success;
  const size_t count = xnn_conv2d_indirection_count(new_geometry, new_mr);
  build_against_input = xnn_indirection_collides(kXnnIndirectionBase, xnn_conv2d_input_span(new_geometry), zero);
  xnn_indirection_key key;
  key.geometry = new_geometry, key.mr = new_mr, key.zero = zero;
  const xnn_status status = build_against_input ? storage.own(op, count) : storage.provide(op, cache, key, count);
  pointers = storage.pointers;
  if (status != xnn_status_success) return status;
  geometry = new_geometry;
  mr = new_mr;
  return xnn_status_success;
}

size_t xnn_indirection_buffer::bind(const void* input, const void* zero) {
  uintptr_t base = kXnnIndirectionBase;
  if (build_against_input) {
    base = reinterpret_cast<uintptr_t>(input);
    xnn_build_conv2d_indirection(geometry, mr, base, zero, pointers);
  }
  return reinterpret_cast<uintptr_t>(input) - base;
}
