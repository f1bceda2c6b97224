// Choosing kernels from a family's table: the rule every config shares.
#pragma once

#include <cstddef>

#include "ukernels/isa.h"

// The first row, in table order, of the newest enabled ISA among the rows that satisfy `accept`; nullptr if none.
// ISAs are ranked by their order in XNN_FOREACH_ISA (later = newer); tables list each ISA's rows best first.
template <class Info, class Accept>
const Info* xnn_select_ukernel(const Info* rows, size_t count, Accept accept) {
  const Info* best = nullptr;
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    if (!xnn_isa_enabled(row.isa) || !accept(row)) continue;
    if (best == nullptr || row.isa > best->isa) best = &row;
  }
  return best;
}
