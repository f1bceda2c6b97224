// Argmax pooling, written once over a vector type V of src/ukernels/simd/ (include only from per-ISA translation
// units: internal linkage). For each channel: the largest input and the index (0..kernel_elements-1) of its first
// occurrence. A row replaces the running maximum only when strictly greater, so ties keep the lowest index and a
// NaN never replaces a number (a NaN in the first row stays: nothing compares greater than it).
//
// Indices travel in float registers as raw bit patterns (select is bitwise on every ISA, and nothing does
// arithmetic on them), so one compare mask selects both the value and the index.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace {

template <class V>
typename V::reg argmax_splat_index(uint32_t i) {
  float f;
  std::memcpy(&f, &i, sizeof(f));
  return V::splat(f);
}

template <class V>
typename V::reg argmax_load_index(const uint32_t* p, size_t lanes, bool tail) {
  if constexpr (V::kLanes == 1) {
    float f;
    std::memcpy(&f, p, sizeof(f));
    return f;
  } else {
    const float* fp = reinterpret_cast<const float*>(p);
    return tail ? V::load_tail(fp, lanes) : V::load(fp);
  }
}

template <class V>
void argmax_store_index(uint32_t* p, typename V::reg r, size_t lanes, bool tail) {
  if constexpr (V::kLanes == 1) {
    std::memcpy(p, &r, sizeof(r));
  } else if (tail) {
    V::store_tail(reinterpret_cast<float*>(p), r, lanes);
  } else {
    V::store(reinterpret_cast<float*>(p), r);
  }
}

// One register of channels at c over N rows whose indices start at `base`; the running maximum and index come from
// carry_value/carry_index (null in the first pass, which starts from row 0).
template <class V, size_t N, bool Tail>
__attribute__((always_inline)) inline void argmax_block(const float* const* in, size_t c, size_t lanes, uint32_t base,
                                                        const float* carry_value, const uint32_t* carry_index,
                                                        float* value_out, uint32_t* index_out) {
  using reg = typename V::reg;
  auto load = [&](const float* p) { return Tail ? V::load_tail(p, lanes) : V::load(p); };
  reg vmax, vidx;
  size_t t = 0;
  if (carry_value != nullptr) {
    vmax = load(carry_value + c);
    vidx = argmax_load_index<V>(carry_index + c, lanes, Tail);
  } else {
    vmax = load(in[0] + c);
    vidx = argmax_splat_index<V>(base);
    t = 1;
  }
  for (; t < N; t++) {
    const reg x = load(in[t] + c);
    const auto greater = V::lt(vmax, x);
    vmax = V::select(greater, x, vmax);
    vidx = V::select(greater, argmax_splat_index<V>(base + uint32_t(t)), vidx);
  }
  if (Tail) {
    V::store_tail(value_out + c, vmax, lanes);
  } else {
    V::store(value_out + c, vmax);
  }
  argmax_store_index<V>(index_out + c, vidx, lanes, Tail);
}

template <class V, size_t N>
void argmax_pass(size_t channels, const float* const (&in)[N], uint32_t base, const float* carry_value,
                 const uint32_t* carry_index, float* value_out, uint32_t* index_out) {
  constexpr size_t L = V::kLanes;
  size_t c = 0;
  for (; c + L <= channels; c += L) {
    argmax_block<V, N, false>(in, c, L, base, carry_value, carry_index, value_out, index_out);
  }
  if (c != channels) {
    argmax_block<V, N, true>(in, c, channels - c, base, carry_value, carry_index, value_out, index_out);
  }
}

// Rebased pointers of the next `count` rows; missing rows repeat the pass's first row (never strictly greater).
template <size_t N>
void argmax_gather(const float* const* input, size_t count, size_t input_offset, const float* (&in)[N]) {
  for (size_t t = 0; t < N; t++) {
    in[t] = reinterpret_cast<const float*>(reinterpret_cast<uintptr_t>(input[t < count ? t : 0]) + input_offset);
  }
}

template <class V, size_t Primary, size_t Incremental>
void f32_argmaxpool(size_t output_pixels, size_t kernel_elements, size_t channels, const float** input,
                    size_t input_offset, float* value_buffer, uint32_t* index_buffer, float* output, uint32_t* index,
                    size_t input_increment, size_t output_increment) {
  do {
    size_t rows = kernel_elements;
    const float* first[Primary];
    size_t n = rows < Primary ? rows : Primary;
    argmax_gather(input, n, input_offset, first);
    input += n;
    rows -= n;
    uint32_t base = uint32_t(n);
    argmax_pass<V, Primary>(channels, first, 0, nullptr, nullptr, rows == 0 ? output : value_buffer,
                            rows == 0 ? index : index_buffer);
    if constexpr (Incremental != 0) {
      while (rows != 0) {
        const float* in[Incremental];
        n = rows < Incremental ? rows : Incremental;
        argmax_gather(input, n, input_offset, in);
        input += n;
        rows -= n;
        argmax_pass<V, Incremental>(channels, in, base, value_buffer, index_buffer, rows == 0 ? output : value_buffer,
                                    rows == 0 ? index : index_buffer);
        base += uint32_t(n);
      }
    }
    input = reinterpret_cast<const float**>(reinterpret_cast<uintptr_t>(input) + input_increment);
    output = reinterpret_cast<float*>(reinterpret_cast<uintptr_t>(output + channels) + output_increment);
    index += channels;
  } while (--output_pixels != 0);
}

}  // namespace
