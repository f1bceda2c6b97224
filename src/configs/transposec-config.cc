#include "configs/transposec-config.h"

#include "configs/select.h"
#include "ukernels/x16-transposec/x16-transposec.h"
#include "ukernels/x32-transposec/x32-transposec.h"
#include "ukernels/x8-transposec/x8-transposec.h"

namespace {

struct transposec_family {
  const char* name;
  const char* narrow_name;
  const xnn_transposec_info* rows;
  size_t count;
};

const transposec_family& family(size_t element_size) {
  static const transposec_family x8 = {"x8 transposec", "x8 transposec (narrow blocks)", xnn_x8_transposec_ukernels,
                                       xnn_x8_transposec_ukernel_count};
  static const transposec_family x16 = {"x16 transposec", "x16 transposec (narrow blocks)",
                                        xnn_x16_transposec_ukernels, xnn_x16_transposec_ukernel_count};
  static const transposec_family x32 = {"x32 transposec", "x32 transposec (narrow blocks)",
                                        xnn_x32_transposec_ukernels, xnn_x32_transposec_ukernel_count};
  return element_size == 1 ? x8 : element_size == 2 ? x16 : x32;
}

// Index 0, 1, 2 for element sizes 1, 2, 4.
size_t slot(size_t element_size) { return element_size == 1 ? 0 : element_size == 2 ? 1 : 2; }

template <class Accept>
const xnn_transposec_info* choose(const char* name, size_t element_size, Accept accept) {
  const transposec_family& f = family(element_size);
  return xnn_choose_ukernel(name, f.rows, f.count, accept);
}

}  // namespace

const xnn_transposec_info* xnn_init_transposec_config(size_t element_size) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  static const xnn_transposec_info* info[3] = {choose(family(1).name, 1, xnn_any_row()),
                                               choose(family(2).name, 2, xnn_any_row()),
                                               choose(family(4).name, 4, xnn_any_row())};
  return info[slot(element_size)];
}

const xnn_transposec_info* xnn_init_transposec_narrow_config(size_t element_size) {
  if (xnn_init_hardware_config() == nullptr) return nullptr;
  const auto small_tile = [](const xnn_transposec_info& row) { return row.tile_height <= 4 && row.tile_width <= 4; };
  static const xnn_transposec_info* info[3] = {choose(family(1).narrow_name, 1, small_tile),
                                               choose(family(2).narrow_name, 2, small_tile),
                                               choose(family(4).narrow_name, 4, small_tile)};
  return info[slot(element_size)];
}
