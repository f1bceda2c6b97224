// One body for every f32 depthwise convolution kernel of every ISA (unipass and multipass), over a vector type V of
// src/ukernels/simd/, and for the f16 ones of src/ukernels/f16-dwconv/: input, weights, zero row and output hold V's
// element type (dwconv_elem_t: float, or V::elem), which V's loads, splats and stores convert. Include only from
// per-ISA translation units: everything here has internal linkage.
//
// The unit of work is a block: Regs registers of channels (Regs * kLanes channels) of one pass over Taps taps.
// A block loads its bias and Taps * Regs weight registers once, then computes `pixels` output pixels with them, a
// group of pixel_tile pixels at a time (dwconv_group: one accumulator per pixel, shared inputs loaded once).
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "ukernels/f32-dwconv/f32-dwconv.h"
#include "ukernels/scratch-type.h"

namespace {

template <class V, class = void>
struct dwconv_elem {
  using type = float;
};
template <class V>
struct dwconv_elem<V, std::void_t<typename V::elem>> {
  using type = typename V::elem;
};
template <class V>
using dwconv_elem_t = typename dwconv_elem<V>::type;

// The multipass scratch buffer holds the sums as V's registers store them (scratch-type.h).
template <class V>
using dwconv_buffer_t = xnn_scratch_t<V, dwconv_elem_t<V>>;

// What a pass starts from and where its sums go: the first pass of a multipass kernel starts from the bias and
// stores to the scratch buffer, a middle pass goes buffer -> buffer, the last buffer -> clamped output, and a
// unipass kernel bias -> clamped output.
enum class dwconv_pass { unipass, first, middle, last };

constexpr bool dwconv_starts_at_bias(dwconv_pass p) { return p == dwconv_pass::unipass || p == dwconv_pass::first; }
constexpr bool dwconv_writes_output(dwconv_pass p) { return p == dwconv_pass::unipass || p == dwconv_pass::last; }

// Pointers equal to `zero` read the shared zero row; the others were built against another input address and are
// moved by input_offset bytes.
template <class E>
inline const E* dwconv_rebase(const E* p, const E* zero, size_t input_offset) {
  return p == zero ? p : reinterpret_cast<const E*>(reinterpret_cast<uintptr_t>(p) + input_offset);
}

template <class E>
inline E* dwconv_byte_offset(E* p, size_t bytes) {
  return reinterpret_cast<E*>(reinterpret_cast<uintptr_t>(p) + bytes);
}

// Register r of the channels at x: whole, or the first `lanes` channels of a tail.
template <class V, bool Tail>
__attribute__((always_inline)) inline typename V::reg dwconv_load(const dwconv_elem_t<V>* x, size_t r, size_t lanes) {
  return Tail ? V::load_tail(x, lanes) : V::load(x + r * V::kLanes);
}

// Clamps (unipass, last pass) and stores one pixel's sums at channel c; other passes store the sums to the buffer.
template <class V, size_t Regs, dwconv_pass Pass, bool Tail>
__attribute__((always_inline)) inline void dwconv_store(const typename V::reg (&acc)[Regs], size_t lanes,
                                                        dwconv_elem_t<V>* o, dwconv_buffer_t<V>* buffer,
                                                        typename V::reg vmin, typename V::reg vmax) {
  constexpr size_t L = V::kLanes;
#pragma GCC unroll 32
  for (size_t r = 0; r < Regs; r++) {
    if constexpr (dwconv_writes_output(Pass)) {
      // min/max with the sum second: NaN propagates on every ISA (x86 returns the second operand on NaN).
      const typename V::reg y = V::min(vmax, V::max(vmin, acc[r]));
      if (Tail) {
        V::store_tail(o + r * L, y, lanes);
      } else {
        V::store(o + r * L, y);
      }
    } else {
      V::store(buffer + r * L, acc[r]);  // the buffer holds whole registers
    }
  }
}

// The side of a square kernel (3x3: 3), which sets the pointer steps of its stride-1 and stride-2 rows (3 and 6 of 9
// taps), where pixels share pointers; 0 when Taps is not a square.
constexpr size_t dwconv_square_side(size_t taps, size_t side = 1) {
  return side * side == taps ? side : side * side > taps ? 0 : dwconv_square_side(taps, side + 1);
}

// Computes Group pixels at once (unipass): pointer j of the group is tap j - p * Step of its pixel p, so when pixels
// share pointers (Step < Taps: a stride-1 3x3 kernel steps by 3 of 9) each shared input is loaded once for all its
// pixels.
// Register map of 9p8c__fma3_px4 (Regs 1): 9 weights + 4 accumulators + 1 input (+ min/max) = 16 ymm, so a stride-1
// group of 4 issues 18 input loads (and 18 pointer loads) for 36 FMAs instead of 36 + 36.
template <class V, size_t Taps, size_t Regs, bool Tail, size_t Group, size_t Step>
__attribute__((always_inline)) inline void dwconv_group(const dwconv_elem_t<V>* const* in, size_t c, size_t lanes,
                                                        const typename V::reg (&bias)[Regs],
                                                        const typename V::reg (&k)[Taps][Regs], dwconv_elem_t<V>* out,
                                                        size_t pixel_bytes, typename V::reg vmin,
                                                        typename V::reg vmax) {
  using reg = typename V::reg;
  constexpr size_t kPointers = (Group - 1) * Step + Taps;
  reg acc[Group][Regs];
#pragma GCC unroll 32
  for (size_t p = 0; p < Group; p++) {
#pragma GCC unroll 32
    for (size_t r = 0; r < Regs; r++) acc[p][r] = bias[r];
  }
#pragma GCC unroll 128
  for (size_t j = 0; j < kPointers; j++) {
#pragma GCC unroll 32
    for (size_t r = 0; r < Regs; r++) {
      const reg xv = dwconv_load<V, Tail>(in[j] + c, r, lanes);
#pragma GCC unroll 32
      for (size_t p = 0; p < Group; p++) {
        if (j >= p * Step && j - p * Step < Taps) acc[p][r] = V::fma(acc[p][r], xv, k[j - p * Step][r]);
      }
    }
  }
#pragma GCC unroll 32
  for (size_t p = 0; p < Group; p++) {
    dwconv_store<V, Regs, dwconv_pass::unipass, Tail>(acc[p], lanes, dwconv_byte_offset(out, p * pixel_bytes) + c,
                                                      nullptr, vmin, vmax);
  }
}

// The same group when its input pointers are affine (dwconv_rows): column j of kernel row ky is at
// row[ky] + j * col_bytes, so the group reads Side row bases and addresses every input from them instead of loading
// one pointer per input. Column j feeds pixel p's kernel column j - p * Stride (taps are column-major: tap kx * Side
// + ky), and tap t of a pixel goes to its partial sum t % Partials, so the longest FMA chain is ceil(taps / Partials).
// Register map (ymm, Regs 1, 3x3): 9 weights + Group * Partials sums + an input + bias, min, max; GCC holds what fits
// and reads the rest from memory: px4_rows (4 x 1 sums) folds each input load into its FMAs (36 loads for 36 FMAs,
// no pointer loads), px3_rows (3 x 2) and px2_rows (2 x 3) reload two weights from the stack per group. GPRs: the
// Side row bases and col_bytes.
template <class V, size_t Side, size_t Stride, size_t Regs, bool Tail, size_t Group, size_t Partials>
__attribute__((always_inline)) inline void dwconv_group_rows(const dwconv_elem_t<V>* const* in, intptr_t col_bytes,
                                                             size_t c, size_t lanes,
                                                             const typename V::reg (&bias)[Regs],
                                                             const typename V::reg (&k)[Side * Side][Regs],
                                                             dwconv_elem_t<V>* out, size_t pixel_bytes,
                                                             typename V::reg vmin, typename V::reg vmax) {
  using reg = typename V::reg;
  constexpr size_t kCols = (Group - 1) * Stride + Side;
  const dwconv_elem_t<V>* row[Side];
#pragma GCC unroll 32
  for (size_t ky = 0; ky < Side; ky++) row[ky] = in[ky] + c;
  reg acc[Group][Partials][Regs];
#pragma GCC unroll 64
  for (size_t j = 0; j < kCols; j++) {
#pragma GCC unroll 32
    for (size_t ky = 0; ky < Side; ky++) {
#pragma GCC unroll 32
      for (size_t r = 0; r < Regs; r++) {
        const reg xv = dwconv_load<V, Tail>(dwconv_byte_offset(row[ky], j * col_bytes), r, lanes);
#pragma GCC unroll 32
        for (size_t p = 0; p < Group; p++) {
          if (j >= p * Stride && j - p * Stride < Side) {
            // Tap t of the pixel goes to partial sum t % Partials; taps arrive in order, so t < Partials starts one.
            const size_t t = (j - p * Stride) * Side + ky, a = t % Partials;
            if (t == 0) {
              acc[p][a][r] = V::fma(bias[r], xv, k[t][r]);
            } else if (t < Partials) {
              acc[p][a][r] = V::mul(xv, k[t][r]);
            } else {
              acc[p][a][r] = V::fma(acc[p][a][r], xv, k[t][r]);
            }
          }
        }
      }
    }
  }
#pragma GCC unroll 32
  for (size_t p = 0; p < Group; p++) {
#pragma GCC unroll 32
    for (size_t a = 1; a < Partials; a++) {
#pragma GCC unroll 32
      for (size_t r = 0; r < Regs; r++) acc[p][0][r] = V::add(acc[p][0][r], acc[p][a][r]);
    }
    dwconv_store<V, Regs, dwconv_pass::unipass, Tail>(acc[p][0], lanes, dwconv_byte_offset(out, p * pixel_bytes) + c,
                                                      nullptr, vmin, vmax);
  }
}

// Which groups of a chunk have affine pointers (dwconv_group_rows can address them from row bases): affine[g] for
// group g, all sharing one column stride col_bytes. Empty (affine == nullptr) for kernels that walk pointers only.
struct dwconv_rows {
  const bool* affine = nullptr;
  intptr_t col_bytes = 0;
};

// One group of Group pixels: from row bases when the chunk marked it affine (Rows kernels), else by its pointers.
template <class V, size_t Taps, size_t Regs, bool Tail, size_t Group, size_t Step, size_t Partials>
__attribute__((always_inline)) inline void dwconv_group_any(bool affine, intptr_t col_bytes,
                                                            const dwconv_elem_t<V>* const* in, size_t c, size_t lanes,
                                                            const typename V::reg (&bias)[Regs],
                                                            const typename V::reg (&k)[Taps][Regs],
                                                            dwconv_elem_t<V>* out, size_t pixel_bytes,
                                                            typename V::reg vmin, typename V::reg vmax) {
  constexpr size_t kSide = dwconv_square_side(Taps);
  if constexpr (Partials != 0 && kSide > 1 && Step % kSide == 0) {
    if (affine) {
      return dwconv_group_rows<V, kSide, Step / kSide, Regs, Tail, Group, Partials>(in, col_bytes, c, lanes, bias, k,
                                                                                    out, pixel_bytes, vmin, vmax);
    }
  }
  dwconv_group<V, Taps, Regs, Tail, Group, Step>(in, c, lanes, bias, k, out, pixel_bytes, vmin, vmax);
}

// The last `count` < Group + 1 pixels of a block, as one group of exactly that many (Group, Group - 1, ... 1).
template <class V, size_t Taps, size_t Regs, bool Tail, size_t Group, size_t Step, size_t Partials>
__attribute__((always_inline)) inline void dwconv_group_rest(size_t count, bool affine, intptr_t col_bytes,
                                                             const dwconv_elem_t<V>* const* in, size_t c, size_t lanes,
                                                             const typename V::reg (&bias)[Regs],
                                                             const typename V::reg (&k)[Taps][Regs],
                                                             dwconv_elem_t<V>* out, size_t pixel_bytes,
                                                             typename V::reg vmin, typename V::reg vmax) {
  if constexpr (Group != 0) {
    if (count == Group) {
      dwconv_group_any<V, Taps, Regs, Tail, Group, Step, Partials>(affine, col_bytes, in, c, lanes, bias, k, out,
                                                                   pixel_bytes, vmin, vmax);
    } else {
      dwconv_group_rest<V, Taps, Regs, Tail, Group - 1, Step, Partials>(count, affine, col_bytes, in, c, lanes, bias, k,
                                                                        out, pixel_bytes, vmin, vmax);
    }
  }
}

// One block at channel c for `pixels` pixels. in: the pixels' input pointers, pixel p's taps at in[p * Step ...];
// w: this block's packed weights ([bias] then Taps rows of Regs * kLanes); buffer: the scratch sums at channel c
// (multipass); out: output at channel 0 of the first pixel, pixel_bytes apart. Pixel-tiled kernels run groups of
// Group pixels together (dwconv_group) and the rest as one smaller group; the others one pixel at a time.
// Tail: a single register of `lanes` < kLanes channels.
template <class V, size_t Taps, size_t Regs, dwconv_pass Pass, bool Tail, size_t Group, size_t Step, size_t Partials>
__attribute__((always_inline)) inline void dwconv_block(const dwconv_elem_t<V>* const* in, size_t pixels, size_t c,
                                                        size_t lanes, const dwconv_elem_t<V>* w,
                                                        dwconv_buffer_t<V>* buffer, dwconv_elem_t<V>* out,
                                                        size_t pixel_bytes, typename V::reg vmin, typename V::reg vmax,
                                                        dwconv_rows rows) {
  using reg = typename V::reg;
  constexpr size_t L = V::kLanes;
  constexpr size_t kWidth = Regs * L;
  static_assert(!Tail || Regs == 1, "a tail is one partial register");
  static_assert(Group == 1 || Pass == dwconv_pass::unipass, "only unipass kernels compute several pixels");
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
  if constexpr (Group > 1) {
    size_t p = 0;
    for (; p + Group <= pixels; p += Group) {
      dwconv_group_any<V, Taps, Regs, Tail, Group, Step, Partials>(
          Partials != 0 && rows.affine[p / Group], rows.col_bytes, in + p * Step, c, lanes, bias, k,
          dwconv_byte_offset(out, p * pixel_bytes), pixel_bytes, vmin, vmax);
    }
    dwconv_group_rest<V, Taps, Regs, Tail, Group - 1, Step, Partials>(
        pixels - p, Partials != 0 && p != pixels && rows.affine[p / Group], rows.col_bytes, in + p * Step, c, lanes,
        bias, k, dwconv_byte_offset(out, p * pixel_bytes), pixel_bytes, vmin, vmax);
    return;
  }
  for (size_t p = 0; p < pixels; p++) {
    const dwconv_elem_t<V>* const* pixel_in = in + p * Step;
    // Taps go round-robin into kAcc partial sums, so the FMA chain per register is Taps / kAcc long instead of Taps
    // (4 cycles of latency each) and more pixels fit in the out-of-order window.
    reg acc[kAcc][Regs];
#pragma GCC unroll 32
    for (size_t t = 0; t < Taps; t++) {
#pragma GCC unroll 32
      for (size_t r = 0; r < Regs; r++) {
        const reg xv = dwconv_load<V, Tail>(pixel_in[t] + c, r, lanes);
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
    dwconv_store<V, Regs, Pass, Tail>(acc[0], lanes, dwconv_byte_offset(out, p * pixel_bytes) + c, buffer, vmin, vmax);
  }
}

// One pass over all channels for `pixels` pixels (pixel p's taps at in[p * Step ...], Group pixels at a time): whole
// tiles of Tile channels, then single registers (the last one partial). Returns the packed weights of the next pass.
template <class V, size_t Taps, size_t Tile, dwconv_pass Pass, size_t Group = 1, size_t Step = Taps,
          size_t Partials = 0>
const dwconv_elem_t<V>* dwconv_run_pass(size_t channels, const dwconv_elem_t<V>* const* in, size_t pixels,
                                        const dwconv_elem_t<V>* w, dwconv_buffer_t<V>* buffer, dwconv_elem_t<V>* out,
                                        size_t pixel_bytes, typename V::reg vmin, typename V::reg vmax,
                                        dwconv_rows rows = {}) {
  constexpr size_t L = V::kLanes;
  static_assert(Tile % L == 0, "the channel tile must be whole registers");
  constexpr size_t kBiasRows = dwconv_starts_at_bias(Pass) ? 1 : 0;
  size_t c = 0;
  for (; c + Tile <= channels; c += Tile) {
    dwconv_block<V, Taps, Tile / L, Pass, false, Group, Step, Partials>(in, pixels, c, L, w, buffer + c, out,
                                                                        pixel_bytes, vmin, vmax, rows);
    w += (kBiasRows + Taps) * Tile;
  }
  for (; c + L <= channels; c += L) {
    dwconv_block<V, Taps, 1, Pass, false, Group, Step, Partials>(in, pixels, c, L, w, buffer + c, out, pixel_bytes,
                                                                 vmin, vmax, rows);
    w += (kBiasRows + Taps) * L;
  }
  if (c != channels) {
    dwconv_block<V, Taps, 1, Pass, true, Group, Step, Partials>(in, pixels, c, channels - c, w, buffer + c, out,
                                                                pixel_bytes, vmin, vmax, rows);
    w += (kBiasRows + Taps) * L;
  }
  return w;
}

// Pixels a unipass kernel takes at a time: its pointers are rebased once and each channel block's weights loaded once
// for them all. Pixel-tiled kernels take whole groups, at least 16 pixels, so the loads of weights and pointers stay
// few per FMA; the others one pixel (all channels of one pixel, then the next).
constexpr size_t dwconv_chunk(size_t group) { return group == 1 ? 1 : group * ((16 + group - 1) / group); }

// Marks the groups of a chunk (its `pixels` pixels' rebased pointers `in`, Group pixels a group, the last one
// possibly smaller) whose Side x Side taps are affine: every column j of kernel row ky at in[ky] + j * col_bytes, one
// col_bytes for the chunk. It is measured on the middle kernel row between columns 1 and 2 when the chunk has them,
// since column 0 of a row's first chunk and the top and bottom kernel rows are where padding (the `zero` row) falls.
// Groups touching padding fail.
template <size_t Side, size_t Group, size_t Step, class E>
intptr_t dwconv_mark_affine(const E* const* in, size_t pixels, bool* affine) {
  constexpr size_t kStride = Step / Side;
  const size_t c0 = (pixels - 1) * kStride + Side > 2 ? 1 : 0;
  const intptr_t col_bytes = reinterpret_cast<intptr_t>(in[(c0 + 1) * Side + Side / 2]) -
                             reinterpret_cast<intptr_t>(in[c0 * Side + Side / 2]);
  for (size_t p = 0; p < pixels; p += Group) {
    const E* const* g = in + p * Step;
    const size_t count = pixels - p < Group ? pixels - p : Group;
    const size_t cols = (count - 1) * kStride + Side;
    bool ok = true;
    for (size_t j = 0; j < cols; j++) {
      for (size_t ky = 0; ky < Side; ky++) {
        const intptr_t expected = reinterpret_cast<intptr_t>(g[ky]) + intptr_t(j) * col_bytes;
        ok &= reinterpret_cast<intptr_t>(g[j * Side + ky]) == expected;
      }
    }
    affine[p / Group] = ok;
  }
  return col_bytes;
}

// A unipass row with pixel p's taps at `input` + p * Step pointers: a chunk of pixels at a time, their
// (pixels - 1) * Step + Taps pointers rebased once into `in` and reused by every channel block. Rows kernels also
// mark the chunk's affine groups once (dwconv_mark_affine), which every channel block then addresses from row bases.
template <class V, size_t Taps, size_t Tile, size_t Group, size_t Step, size_t Partials>
void dwconv_unipass_shared(size_t channels, size_t output_width, const dwconv_elem_t<V>** input,
                           const dwconv_elem_t<V>* weights, dwconv_elem_t<V>* output, size_t pixel_bytes,
                           size_t input_offset, const dwconv_elem_t<V>* zero,
                           typename V::reg vmin, typename V::reg vmax) {
  constexpr size_t kChunk = dwconv_chunk(Group);
  while (output_width != 0) {
    const size_t pixels = output_width < kChunk ? output_width : kChunk;
    const dwconv_elem_t<V>* in[(kChunk - 1) * Step + Taps];
    for (size_t j = 0; j < (pixels - 1) * Step + Taps; j++) in[j] = dwconv_rebase(input[j], zero, input_offset);
    dwconv_rows rows;
    bool affine[(kChunk + Group - 1) / Group];
    if constexpr (Partials != 0) {
      rows.col_bytes = dwconv_mark_affine<dwconv_square_side(Taps), Group, Step>(in, pixels, affine);
      rows.affine = affine;
    }
    dwconv_run_pass<V, Taps, Tile, dwconv_pass::unipass, Group, Step, Partials>(channels, in, pixels, weights, nullptr,
                                                                            output, pixel_bytes, vmin, vmax, rows);
    input += pixels * Step;
    output = dwconv_byte_offset(output, pixels * pixel_bytes);
    output_width -= pixels;
  }
}

// The kernels' entry points, for the f32 contract (f32-dwconv.h) and the f16 one (f16-dwconv.h) alike.
// Rows: groups whose pointers are affine are addressed from row bases (dwconv_group_rows).
template <class V, size_t Taps, size_t Tile, size_t Pixels, size_t Partials = 0, class E = dwconv_elem_t<V>,
          class Params>
void f32_dwconv_unipass(size_t channels, size_t output_width, const E** input, const E* weights, E* output,
                        intptr_t input_stride, size_t output_increment, size_t input_offset, const E* zero,
                        const Params* params) {
  const typename V::reg vmin = V::splat(params->min), vmax = V::splat(params->max);
  const size_t pixel_bytes = channels * sizeof(E) + output_increment;
  constexpr size_t kSide = dwconv_square_side(Taps);
  if constexpr (Pixels > 1 && kSide > 1) {
    if (input_stride == intptr_t(kSide * sizeof(const E*))) {
      return dwconv_unipass_shared<V, Taps, Tile, Pixels, kSide, Partials>(
          channels, output_width, input, weights, output, pixel_bytes, input_offset, zero, vmin, vmax);
    }
    if (input_stride == intptr_t(2 * kSide * sizeof(const E*)) && 2 * kSide < Taps) {
      return dwconv_unipass_shared<V, Taps, Tile, Pixels, 2 * kSide, Partials>(
          channels, output_width, input, weights, output, pixel_bytes, input_offset, zero, vmin, vmax);
    }
  }
  // Any other layout: each pixel's Taps pointers are copied next to each other (Step = Taps, nothing shared).
  constexpr size_t kChunk = dwconv_chunk(Pixels);
  while (output_width != 0) {
    const size_t pixels = output_width < kChunk ? output_width : kChunk;
    const E* in[kChunk * Taps];
    for (size_t p = 0; p < pixels; p++) {
#pragma GCC unroll 32
      for (size_t t = 0; t < Taps; t++) in[p * Taps + t] = dwconv_rebase(input[t], zero, input_offset);
      input = reinterpret_cast<const E**>(reinterpret_cast<intptr_t>(input) + input_stride);
    }
    dwconv_run_pass<V, Taps, Tile, dwconv_pass::unipass, Pixels>(channels, in, pixels, weights, nullptr, output,
                                                                 pixel_bytes, vmin, vmax);
    output = dwconv_byte_offset(output, pixels * pixel_bytes);
    output_width -= pixels;
  }
}

// Rebases `count` pointers of `input` into `in` and fills the rest up to Taps with `zero`.
template <size_t Taps, class E>
void dwconv_gather(const E* const* input, size_t count, const E* zero, size_t input_offset, const E* (&in)[Taps]) {
  for (size_t t = 0; t < Taps; t++) in[t] = t < count ? dwconv_rebase(input[t], zero, input_offset) : zero;
}

template <class V, size_t First, size_t Middle, size_t Last, size_t Tile, class E = dwconv_elem_t<V>, class Params>
void f32_dwconv_multipass(size_t channels, size_t output_width, const E** input, const E* weights, E* output,
                          intptr_t input_stride, size_t output_increment, size_t input_offset, const E* zero,
                          size_t kernel_size, dwconv_buffer_t<V>* buffer, const Params* params) {
  static_assert(Middle <= Last, "a middle pass may not leave the last pass without taps");
  const typename V::reg vmin = V::splat(params->min), vmax = V::splat(params->max);
  do {
    const E** pixel_input = input;
    const E* w = weights;
    const E* first[First];
    dwconv_gather(pixel_input, First, zero, input_offset, first);
    w = dwconv_run_pass<V, First, Tile, dwconv_pass::first>(channels, first, 1, w, buffer, nullptr, 0, vmin, vmax);
    pixel_input += First;
    size_t remaining = kernel_size - First;
    for (; remaining > Last; remaining -= Middle, pixel_input += Middle) {
      const E* middle[Middle];
      dwconv_gather(pixel_input, Middle, zero, input_offset, middle);
      w = dwconv_run_pass<V, Middle, Tile, dwconv_pass::middle>(channels, middle, 1, w, buffer, nullptr, 0, vmin, vmax);
    }
    const E* last[Last];
    dwconv_gather(pixel_input, remaining, zero, input_offset, last);
    dwconv_run_pass<V, Last, Tile, dwconv_pass::last>(channels, last, 1, w, buffer, output, 0, vmin, vmax);
    input = reinterpret_cast<const E**>(reinterpret_cast<intptr_t>(input) + input_stride);
    output = dwconv_byte_offset(output, channels * sizeof(E) + output_increment);
  } while (--output_width != 0);
}

}  // namespace
