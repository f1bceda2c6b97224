// The one overflow check behind every size product in the library. It does not log: xnn_checked_product
// (operators/validate.h) logs the factors for the operator and subgraph APIs; the model decoder turns a false into its
// own refusal, which names the shape.
#pragma once

#include <cstddef>
#include <initializer_list>

// The product of `factors`, or false when it (or a partial product on the way) does not fit in size_t.
inline bool xnn_multiply_sizes(std::initializer_list<size_t> factors, size_t* product) {
  size_t result = 1;
  for (size_t factor : factors) {
    if (__builtin_mul_overflow(result, factor, &result)) return false;
  }
  *product = result;
  return true;
}
