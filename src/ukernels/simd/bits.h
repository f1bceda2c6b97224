// Whole registers of any 32-bit data (or bytes) moved through a vector type V of this folder: memcpy compiles to one
// unaligned vector load or store and, unlike V::load on a float pointer, is valid for any type and alignment.
// Include only from per-ISA files, after the ISA's header.
#pragma once

#include <cstring>

namespace {

template <class V>
typename V::reg load_bits(const void* p) {
  typename V::reg r;
  std::memcpy(&r, p, sizeof(r));
  return r;
}

template <class V>
void store_bits(void* p, typename V::reg r) {
  std::memcpy(p, &r, sizeof(r));
}

}  // namespace
