// Benchmark buffers on a cache line boundary, as planned memory and the operator arena are. A plain vector's buffer
// sits 16 bytes off one: a transpose's rows then split every 64-byte access over two lines and take about twice as
// long, and glibc's memcpy on Zen 3 took 16x as long (21 us for 64 KiB instead of 1.3) when its destination was 16
// bytes past its source modulo 4 KiB (docs/kernels.md).
#pragma once

#include <cstdlib>
#include <cstring>
#include <memory>

// n elements of T, every byte 1, 64-byte aligned.
template <class T>
std::unique_ptr<T[], void (*)(void*)> aligned_array(size_t n) {
  T* p = static_cast<T*>(std::aligned_alloc(64, (n * sizeof(T) + 63) / 64 * 64));
  std::memset(p, 1, n * sizeof(T));
  return {p, std::free};
}
