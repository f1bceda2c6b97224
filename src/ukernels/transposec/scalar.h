// One element of any size as a register of one lane (the scalar ISA), for transposec-template.h.
#pragma once

#include <cstddef>

namespace {

template <class Element>
struct xnn_transpose_scalar {
  using reg = Element;
  static constexpr size_t kLanes = 1;
  static reg zero() { return 0; }
  static reg load_tail(const Element*, size_t) { return 0; }  // a 1-lane register has no partial load
  static void store_tail(Element*, reg, size_t) {}
  static void transpose(reg*) {}  // a 1x1 block is its own transpose
};

}  // namespace
