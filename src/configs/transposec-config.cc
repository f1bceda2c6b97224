#include "configs/transposec-config.h"

#include "configs/select.h"
#include "ukernels/x16-transposec/x16-transposec.h"
#include "ukernels/x32-transposec/x32-transposec.h"
#include "ukernels/x64-transposec/x64-transposec.h"
#include "ukernels/x8-transposec/x8-transposec.h"

namespace {

// The row of the family of `element_size` (1, 2, 4 or 8 bytes) that xnn_choose_ukernel picks among those `accept` takes.
template <class Accept>
const xnn_transposec_info* choose(size_t element_size, const char* kind, Accept accept) {
  switch (element_size) {
    case 1:
      return xnn_choose_ukernel(kind, xnn_x8_transposec_ukernels, xnn_x8_transposec_ukernel_count, accept);
    case 2:
      return xnn_choose_ukernel(kind, xnn_x16_transposec_ukernels, xnn_x16_transposec_ukernel_count, accept);
    case 4:
      return xnn_choose_ukernel(kind, xnn_x32_transposec_ukernels, xnn_x32_transposec_ukernel_count, accept);
    default:
      return xnn_choose_ukernel(kind, xnn_x64_transposec_ukernels, xnn_x64_transposec_ukernel_count, accept);
  }
}

// Index of an element size's choice: 0, 1, 2, 3 for 1, 2, 4, 8 bytes.
size_t slot(size_t element_size) {
  return element_size == 1 ? 0 : element_size == 2 ? 1 : element_size == 4 ? 2 : 3;
}

}  // namespace

const xnn_transposec_info* xnn_init_transposec_config(size_t element_size) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_transposec_info* const info[4] = {
      choose(1, "x8 transposec", xnn_any_row()), choose(2, "x16 transposec", xnn_any_row()),
      choose(4, "x32 transposec", xnn_any_row()), choose(8, "x64 transposec", xnn_any_row())};
  return info[slot(element_size)];
}

const xnn_transposec_info* xnn_init_transposec_narrow_config(size_t element_size) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  const auto small_tile = [](const xnn_transposec_info& row) { return row.tile_height <= 4 && row.tile_width <= 4; };
  static const xnn_transposec_info* const info[4] = {choose(1, "x8 transposec (narrow blocks)", small_tile),
                                                     choose(2, "x16 transposec (narrow blocks)", small_tile),
                                                     choose(4, "x32 transposec (narrow blocks)", small_tile),
                                                     choose(8, "x64 transposec (narrow blocks)", small_tile)};
  return info[slot(element_size)];
}
