// A 64-bit hash of bytes for the weights cache's tables. Equal hashes are only candidates: the cache compares the
// bytes before sharing anything.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

inline uint64_t xnn_hash_bytes(const void* data, size_t size, uint64_t seed) {
  constexpr uint64_t kMultiplier = 0x9E3779B97F4A7C15u;  // 2^64 / golden ratio: spreads each word over all bits
  const unsigned char* bytes = static_cast<const unsigned char*>(data);
  uint64_t h = seed ^ (size * kMultiplier);
  for (; size >= 8; size -= 8, bytes += 8) {
    uint64_t word;
    std::memcpy(&word, bytes, 8);
    h = (h ^ word) * kMultiplier;
    h ^= h >> 29;
  }
  uint64_t tail = 0;
  std::memcpy(&tail, bytes, size);
  h = (h ^ tail) * kMultiplier;
  return h ^ (h >> 32);
}
