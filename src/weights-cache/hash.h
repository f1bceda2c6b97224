// A 64-bit hash of bytes for the weights cache's tables. Equal hashes are only candidates: the cache compares the
// bytes before sharing anything.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

constexpr uint64_t kXnnHashMultiplier = 0x9E3779B97F4A7C15u;  // 2^64 / golden ratio: spreads each word over all bits
// Odd and unrelated to the first: a second hash of the same bytes that collides independently of it.
constexpr uint64_t kXnnHashSecondMultiplier = 0xC2B2AE3D27D4EB4Fu;

inline uint64_t xnn_hash_bytes(const void* data, size_t size, uint64_t seed,
                               uint64_t multiplier = kXnnHashMultiplier) {
  const unsigned char* bytes = static_cast<const unsigned char*>(data);
  uint64_t h = seed ^ (size * multiplier);
  for (; size >= 8; size -= 8, bytes += 8) {
    uint64_t word;
    std::memcpy(&word, bytes, 8);
    h = (h ^ word) * multiplier;
    h ^= h >> 29;
  }
  uint64_t tail = 0;
  std::memcpy(&tail, bytes, size);
  h = (h ^ tail) * multiplier;
  return h ^ (h >> 32);
}
