// Stand-in for XNNPACK's test/replicable_random_device.h: the random engine XNNPACK's model definitions draw their
// weights from. Seeded with a constant, so a model built against xnn and against XNNPACK gets the same weights.
#pragma once

#include <cstdint>

namespace xnnpack {

class ReplicableRandomDevice {
 public:
  using result_type = uint32_t;
  static constexpr result_type min() { return 0; }
  static constexpr result_type max() { return UINT32_MAX; }

  // splitmix64's output function over a counter: the same sequence on every platform and standard library.
  result_type operator()() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return result_type((z ^ (z >> 31)) >> 32);
  }

 private:
  uint64_t state_ = 1;
};

}  // namespace xnnpack
