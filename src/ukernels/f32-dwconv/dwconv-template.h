// One body for every f32 depthwise convolution kernel of every ISA (unipass and multipass), over a vector type V of
// src/ukernels/simd/. Include only from per-ISA translation units: everything here has internal linkage.
//
// The unit of work is a block: Regs registers of channels (Regs * kLanes channels) of one pass over Taps taps.
// A block loads its bias and Taps * Regs weight registers once, then computes `pixels` output pixels with them.
// Register map of the pixel-blocked 9p8c AVX2 kernel (_px8): 1 bias + 9 weights + 1 accumulator + 1 input
// + min/max = 14 of 16 ymm, so per FMA the loop issues one input load and one (scalar) pointer load instead of the
// input load plus weight load of a one-pixel kernel.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f32-dwconv/f32-dwconv.h"

namespace {

// What a pass starts from and where its sums go: the first pass of a multipass kernel starts from the bias and
// stores to the scratch buffer, a middle pass goes buffer -> buffer, the last buffer -> clamped output, and a
// unipass kernel bias -> clamped output.
enum class dwconv_pass { unipass, first, middle, last };

constexpr bool dwconv_starts_at_bias(dwconv_pass p) { return p == dwconv_pass::unipass || p == dwconv_pass::first; }
constexpr bool dwconv_writes_output(dwconv_pass p) { return p == dwconv_pass::unipass || p == dwconv_pass::last; }

// Pointers equal to `zero` read the shared zero row; the others were built against another input address and are
// moved by input_offset bytes.
inline const float* dwconv_rebase(const float* p, const float* zero, size_t input_offset) {
  return p == zero ? p : reinterpret_cast<const float*>(reinterpret_cast<uintptr_t>(p) + input_offset);
}

inline float* dwconv_byte_offset(float* p, size_t bytes) {
  return reinterpret_cast<float*>(reinterpret_cast<uintptr_t>(p) + bytes);
}

// One block at channel c for `pixels` pixels. in: pixels x Taps input pointers; w: this block's packed weights
// ([bias] then Taps rows of Regs * kLanes); buffer: the scratch sums at channel c (multipass); out: output at
// channel 0 of the first pixel, pixel_bytes apart. Tail: a single register of `lanes` < kLanes channels.
template <class V, size_t Taps, size_t Regs, dwconv_pass Pass, bool Tail>
__attribute__((always_inline)) inline void dwconv_block(const float* const* in, size_t pixels, size_t c, size_t lanes,
                                                        const float* w, float* buffer, float* out, size_t pixel_bytes,
                                                        typename V::reg vmin, typename V::reg vmax) {
  using reg = typename V::reg;
  constexpr size_t L = V::kLanes;
  constexpr size_t kWidth = Regs * L;
  static_assert(!Tail || Regs == 1, "a tail is one partial register");
  constexpr size_t kAcc = Taps >= 9 ? 3 : 1;
  reg bias[Regs];
  reg k[Taps][Regs];
#pragma GCC unroll 32
  for (size_t r = 0; r < Regs; r++) bias[r] = dwconv_starts_at_bias(Pass) ? V::load(w + r * L) : V::zero();
  if (dwconv_starts_at_bias(Pass)) w += kWidth;
#pragma GCC unroll 32
  for (size_t t = 0; t < Taps; t++) {
#pragma GCC unroll 32
    for (size_t r = 0; r < Regs; r++) k[t][r] = V::load(w + t * kWidth + r * L);
  }
  for (size_t p = 0; p < pixels; p++, in += Taps) {
    // Taps go round-robin into kAcc partial sums, so the FMA chain per register is Taps / kAcc long instead of Taps
    // (4 cycles of latency each) and more pixels fit in the out-of-order window.
    reg acc[kAcc][Regs];
#pragma GCC unroll 32
    for (size_t t = 0; t < Taps; t++) {
      const float* x = in[t] + c;
#pragma GCC unroll 32
      for (size_t r = 0; r < Regs; r++) {
        const reg xv = Tail ? V::load_tail(x, lanes) : V::load(x + r * L);
        if (t == 0) {
          const reg init = dwconv_starts_at_bias(Pass) ? bias[r] : V::load(buffer + r * L);
          acc[0][r] = V::fma(init, xv, k[t][r]);
        } else if (t < kAcc) {
          acc[t][r] = V::mul(xv, k[t][r]);
        } else {
          acc[t % kAcc][r] = V::fma(acc[t % kAcc][r], xv, k[t][r]);
        }
      }
    }
#pragma GCC unroll 32
    for (size_t a = 1; a < kAcc; a++) {
#pragma GCC unroll 32
      for (size_t r = 0; r < Regs; r++) acc[0][r] = V::add(acc[0][r], acc[a][r]);
    }
    if (dwconv_writes_output(Pass)) {
      float* o = dwconv_byte_offset(out, p * pixel_bytes) + c;
#pragma GCC unroll 32
      for (size_t r = 0; r < Regs; r++) {
        // min/max with the sum second: NaN propagates on every ISA (x86 returns the second operand on NaN).
        const reg y = V::min(vmax, V::max(vmin, acc[0][r]));
        if (Tail) {
          V::store_tail(o, y, lanes);
        } else {
          V::store(o + r * L, y);
        }
      }
    } else {
#pragma GCC unroll 32
      for (size_t r = 0; r < Regs; r++) V::store(buffer + r * L, acc[0][r]);
    }
  }
}

// One pass over all channels for `pixels` pixels: whole tiles of Tile channels, then single registers (the last
// one partial). Returns the packed weights of the next pass.
template <class V, size_t Taps, size_t Tile, dwconv_pass Pass>
const float* dwconv_run_pass(size_t channels, const float* const* in, size_t pixels, const float* w, float* buffer,
                             float* out, size_t pixel_bytes, typename V::reg vmin, typename V::reg vmax) {
  constexpr size_t L = V::kLanes;
  static_assert(Tile % L == 0, "the channel tile must be whole registers");
  constexpr size_t kBiasRows = dwconv_starts_at_bias(Pass) ? 1 : 0;
  size_t c = 0;
  for (; c + Tile <= channels; c += Tile) {
    dwconv_block<V, Taps, Tile / L, Pass, false>(in, pixels, c, L, w, buffer + c, out, pixel_bytes, vmin, vmax);
    w += (kBiasRows + Taps) * Tile;
  }
  for (; c + L <= channels; c += L) {
    dwconv_block<V, Taps, 1, Pass, false>(in, pixels, c, L, w, buffer + c, out, pixel_bytes, vmin, vmax);
    w += (kBiasRows + Taps) * L;
  }
  if (c != channels) {
    dwconv_block<V, Taps, 1, Pass, true>(in, pixels, c, channels - c, w, buffer + c, out, pixel_bytes, vmin, vmax);
    w += (kBiasRows + Taps) * L;
  }
  return w;
}

template <class V, size_t Taps, size_t Tile, size_t Pixels>
void f32_dwconv_unipass(XNN_F32_DWCONV_UNIPASS_PARAMS) {
  const typename V::reg vmin = V::splat(params->min), vmax = V::splat(params->max);
  const size_t pixel_bytes = channels * sizeof(float) + output_increment;
  while (output_width != 0) {
    const size_t pixels = output_width < Pixels ? output_width : Pixels;
    // The group's pointers, rebased once and reused by every channel block.
    const float* in[Pixels * Taps];
    for (size_t p = 0; p < pixels; p++) {
#pragma GCC unroll 32
      for (size_t t = 0; t < Taps; t++) in[p * Taps + t] = dwconv_rebase(input[t], zero, input_offset);
      input = reinterpret_cast<const float**>(reinterpret_cast<intptr_t>(input) + input_stride);
    }
    dwconv_run_pass<V, Taps, Tile, dwconv_pass::unipass>(channels, in, pixels, weights, nullptr, output, pixel_bytes,
                                                         vmin, vmax);
    output = dwconv_byte_offset(output, pixels * pixel_bytes);
    output_width -= pixels;
  }
}

// Rebases `count` pointers of `input` into `in` and fills the rest up to Taps with `zero`.
template <size_t Taps>
void dwconv_gather(const float* const* input, size_t count, const float* zero, size_t input_offset,
                   const float* (&in)[Taps]) {
  for (size_t t = 0; t < Taps; t++) in[t] = t < count ? dwconv_rebase(input[t], zero, input_offset) : zero;
}

template <class V, size_t First, size_t Middle, size_t Last, size_t Tile>
void f32_dwconv_multipass(XNN_F32_DWCONV_MULTIPASS_PARAMS) {
  static_assert(Middle <= Last, "a middle pass may not leave the last pass without taps");
  const typename V::reg vmin = V::splat(params->min), vmax = V::splat(params->max);
  do {
    const float** pixel_input = input;
    const float* w = weights;
    const float* first[First];
    dwconv_gather(pixel_input, First, zero, input_offset, first);
    w = dwconv_run_pass<V, First, Tile, dwconv_pass::first>(channels, first, 1, w, buffer, nullptr, 0, vmin, vmax);
    pixel_input += First;
    size_t remaining = kernel_size - First;
    for (; remaining > Last; remaining -= Middle, pixel_input += Middle) {
      const float* middle[Middle];
      dwconv_gather(pixel_input, Middle, zero, input_offset, middle);
      w = dwconv_run_pass<V, Middle, Tile, dwconv_pass::middle>(channels, middle, 1, w, buffer, nullptr, 0, vmin, vmax);
    }
    const float* last[Last];
    dwconv_gather(pixel_input, remaining, zero, input_offset, last);
    dwconv_run_pass<V, Last, Tile, dwconv_pass::last>(channels, last, 1, w, buffer, output, 0, vmin, vmax);
    input = reinterpret_cast<const float**>(reinterpret_cast<intptr_t>(input) + input_stride);
    output = dwconv_byte_offset(output, channels * sizeof(float) + output_increment);
  } while (--output_width != 0);
}

}  // namespace
