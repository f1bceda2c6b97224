#include "configs/transposec-config.h"

#if !defined(__wasm__)
#include <cpuinfo.h>
#endif

#include "configs/select.h"
#include "ukernels/x16-transposec/x16-transposec.h"
#include "ukernels/x32-transposec/x32-transposec.h"
#include "ukernels/x64-transposec/x64-transposec.h"
#include "ukernels/x8-transposec/x8-transposec.h"

namespace {

// The table of the family of `element_size` (1, 2, 4 or 8 bytes).
void table(size_t element_size, const xnn_transposec_info** rows, size_t* count) {
  switch (element_size) {
    case 1: *rows = xnn_x8_transposec_ukernels, *count = xnn_x8_transposec_ukernel_count; break;
    case 2: *rows = xnn_x16_transposec_ukernels, *count = xnn_x16_transposec_ukernel_count; break;
    case 4: *rows = xnn_x32_transposec_ukernels, *count = xnn_x32_transposec_ukernel_count; break;
    default: *rows = xnn_x64_transposec_ukernels, *count = xnn_x64_transposec_ukernel_count; break;
  }
}

// The row of that family that xnn_choose_ukernel picks among those `accept` takes.
template <class Accept>
const xnn_transposec_info* choose(size_t element_size, const char* kind, Accept accept) {
  const xnn_transposec_info* rows;
  size_t count;
  table(element_size, &rows, &count);
  return xnn_choose_ukernel(kind, rows, count, accept);
}

// The rows a default choice takes: all but the streaming ones.
const auto plain_row = [](const xnn_transposec_info& row) { return !row.streaming; };

// The first row of `wide`'s ISA whose strip writes at most 16 output rows; `wide` when there is none.
const xnn_transposec_info* short_strip(size_t element_size, const xnn_transposec_info* wide) {
  const xnn_transposec_info* rows;
  size_t count;
  table(element_size, &rows, &count);
  const xnn_transposec_info* row = xnn_select_ukernel(
      rows, count,
      [wide](const xnn_transposec_info& r) { return !r.streaming && r.isa == wide->isa && r.tile_width <= 16; });
  return row != nullptr ? row : wide;
}

// Index of an element size's choice: 0, 1, 2, 3 for 1, 2, 4, 8 bytes.
size_t slot(size_t element_size) {
  return element_size == 1 ? 0 : element_size == 2 ? 1 : element_size == 4 ? 2 : 3;
}

}  // namespace

const xnn_transposec_info* xnn_init_transposec_config(size_t element_size) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_transposec_info* const info[4] = {
      choose(1, "x8 transposec", plain_row), choose(2, "x16 transposec", plain_row),
      choose(4, "x32 transposec", plain_row), choose(8, "x64 transposec", plain_row)};
  return info[slot(element_size)];
}

const xnn_transposec_info* xnn_init_transposec_narrow_config(size_t element_size) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  const auto small_tile = [](const xnn_transposec_info& row) {
    return !row.streaming && row.tile_height <= 4 && row.tile_width <= 4;
  };
  static const xnn_transposec_info* const info[4] = {choose(1, "x8 transposec (narrow blocks)", small_tile),
                                                     choose(2, "x16 transposec (narrow blocks)", small_tile),
                                                     choose(4, "x32 transposec (narrow blocks)", small_tile),
                                                     choose(8, "x64 transposec (narrow blocks)", small_tile)};
  return info[slot(element_size)];
}

const xnn_transposec_info* xnn_init_transposec_aliased_config(size_t element_size) {
  if (xnn_init_transposec_config(element_size) == nullptr) return nullptr;
  static const xnn_transposec_info* const info[4] = {
      short_strip(1, xnn_init_transposec_config(1)), short_strip(2, xnn_init_transposec_config(2)),
      short_strip(4, xnn_init_transposec_config(4)), short_strip(8, xnn_init_transposec_config(8))};
  return info[slot(element_size)];
}

const xnn_transposec_info* xnn_init_transposec_streaming_config(size_t element_size) {
  if (xnn_init_transposec_config(element_size) == nullptr) return nullptr;
  // The newest enabled ISA's streaming row, whatever the wide kernel's ISA: the stores, not the shuffles, bound it
  // (AVX-512 machines take the AVX row).
  const auto streaming_row = [](size_t size) -> const xnn_transposec_info* {
    const xnn_transposec_info* rows;
    size_t count;
    table(size, &rows, &count);
    return xnn_select_ukernel(rows, count, [](const xnn_transposec_info& r) { return r.streaming; });
  };
  static const xnn_transposec_info* const info[4] = {streaming_row(1), streaming_row(2), streaming_row(4),
                                                     streaming_row(8)};
  return info[slot(element_size)];
}

size_t xnn_transposec_streaming_threshold() {
  static const size_t threshold = [] {
#if defined(__wasm__)
    return size_t(8) << 20;  // no cache information (and no streaming row)
#else
    // As glibc's memcpy decides: three quarters of the last-level cache's share per core that shares it.
    const cpuinfo_cache* l3 = cpuinfo_get_l3_caches_count() != 0 ? cpuinfo_get_l3_cache(0) : nullptr;
    const cpuinfo_cache* l2 = cpuinfo_get_l2_caches_count() != 0 ? cpuinfo_get_l2_cache(0) : nullptr;
    const cpuinfo_cache* last = l3 != nullptr ? l3 : l2;
    if (last == nullptr || last->size == 0) return size_t(8) << 20;
    const size_t sharing = last->processor_count != 0 ? last->processor_count : 1;
    return size_t(last->size) / sharing * 3 / 4;
#endif
  }();
  return threshold;
}
