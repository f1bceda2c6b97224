// One body for every 8-bit depthwise convolution kernel of every ISA (unipass and multipass; qs8-qc8w here and
// ukernels/qu8-dwconv), over a lane type Q that each per-ISA file defines. Include only from per-ISA translation
// units: everything here has internal linkage.
//
// Q provides, for kLanes channels at a time:
//   elem                     the input and output element (int8_t or uint8_t)
//   weight_elem              the packed weight element (int8_t: qs8-qc8w; int16_t: qu8, less the kernel zero point)
//   acc                      kLanes int32 sums;  in: kLanes values widened for Q's multiply
//   load_acc(p), store_acc   kLanes int32 from/to memory (unaligned)
//   load_in(p)               kLanes elems (may read all kLanes bytes: at most XNN_EXTRA_BYTES past a row's end)
//   load_weight(p)           kLanes weight_elems widened as madd takes them (loaded once per block of pixels)
//   madd(a, x, w)            a + x * w, exact in every int32 lane
//   zero(), add(a, b)        int32 zeros, lane-wise wrapping sum
//   out, prepare(params)     the output stage's constants, built once per call
//   store_out(o, a, scale, out, lanes)  requantizes (xnn_requantize_fp32 lane by lane, bit for bit) and stores the
//                            first `lanes` elems
//   kRegisters, kAccRegisters  vector registers of the ISA, registers per acc (pixel groups are sized from them)
//
// The unit of work is a block: Regs registers of channels (Regs * kLanes channels) of one pass over Taps taps for
// a chunk of pixels (one, in a multipass kernel), in the packed layout of src/packing/dwconv-pack.h: [int32 bias]
// (first pass), Taps rows of weight_elems, [float scale] (last pass), each row Regs * kLanes wide.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "ukernels/qs8-qc8w-dwconv/dwconv-params.h"

namespace {

// The packed weight element for an input element E: qs8-qc8w packs the int8 weights as they are; qu8 packs
// (weight - kernel zero point), which needs 9 bits, as int16 (src/packing/dwconv-pack.h).
template <class E>
using q8_dwconv_weight_t = std::conditional_t<std::is_signed_v<E>, int8_t, int16_t>;

// What a pass starts from and where its sums go (as in f32-dwconv): the first pass of a multipass kernel starts from
// the bias and stores to the scratch buffer, a middle pass goes buffer -> buffer, the last buffer -> requantized
// output, and a unipass kernel bias -> requantized output.
enum class q8_dwconv_pass { unipass, first, middle, last };

constexpr bool q8_dwconv_starts_at_bias(q8_dwconv_pass p) {
  return p == q8_dwconv_pass::unipass || p == q8_dwconv_pass::first;
}
constexpr bool q8_dwconv_writes_output(q8_dwconv_pass p) {
  return p == q8_dwconv_pass::unipass || p == q8_dwconv_pass::last;
}

// Pointers equal to `zero` read the shared zero-point row; the others were built against another input address and
// are moved by input_offset bytes.
template <class E>
inline const E* q8_dwconv_rebase(const E* p, const E* zero, size_t input_offset) {
  // Integer arithmetic: the pointer may point outside any object until it is rebased.
  return p == zero ? p : reinterpret_cast<const E*>(reinterpret_cast<uintptr_t>(p) + input_offset);
}

// Output pixels computed together when adjacent pixels share input pointers (stride 1 or 2 of a square kernel): one
// sum per pixel, the weights and an input register beside them, so an input read by several pixels is widened once.
template <class Q, size_t Taps, size_t Regs>
constexpr size_t q8_dwconv_group() {
  constexpr size_t kFixed = (Taps + 1) * Regs + 2;
  constexpr size_t kGroup = Q::kRegisters > kFixed ? (Q::kRegisters - kFixed) / (Q::kAccRegisters * Regs) : 1;
  return kGroup < 1 ? 1 : kGroup > 8 ? 8 : kGroup;
}

// Group pixels at channel c: pointer j of `in` is tap j - p * Step of pixel p, so a pointer that several pixels
// share (Step < Taps) is loaded and widened once for all of them.
template <class Q, size_t Taps, size_t Regs, bool Tail, size_t Group, size_t Step>
__attribute__((always_inline)) inline void q8_dwconv_group_of(
    const typename Q::elem* const* in, size_t c, size_t lanes, const typename Q::acc (&bias)[Regs],
    const typename Q::in (&k)[Taps][Regs], const uint8_t* scale, typename Q::elem* out, size_t pixel_bytes,
    const typename Q::out& stage) {
  constexpr size_t L = Q::kLanes;
  constexpr size_t kPointers = (Group - 1) * Step + Taps;
  typename Q::acc sum[Group][Regs];
#pragma GCC unroll 16
  for (size_t p = 0; p < Group; p++) {
#pragma GCC unroll 32
    for (size_t r = 0; r < Regs; r++) sum[p][r] = bias[r];
  }
#pragma GCC unroll 128
  for (size_t j = 0; j < kPointers; j++) {
#pragma GCC unroll 32
    for (size_t r = 0; r < Regs; r++) {
      const typename Q::in x = Q::load_in(in[j] + c + r * L);
#pragma GCC unroll 16
      for (size_t p = 0; p < Group; p++) {
        if (j >= p * Step && j - p * Step < Taps) sum[p][r] = Q::madd(sum[p][r], x, k[j - p * Step][r]);
      }
    }
  }
#pragma GCC unroll 16
  for (size_t p = 0; p < Group; p++) {
#pragma GCC unroll 32
    for (size_t r = 0; r < Regs; r++) {
      Q::store_out(out + p * pixel_bytes + c + r * L, sum[p][r], scale + r * L * sizeof(float), stage,
                   Tail ? lanes : L);
    }
  }
}

// The last `count` < Group + 1 pixels of a block, as one group of exactly that many (Group, Group - 1, ... 1), so
// rows narrower than a group (7x7 layers) share inputs too.
template <class Q, size_t Taps, size_t Regs, bool Tail, size_t Group, size_t Step>
__attribute__((always_inline)) inline void q8_dwconv_group_rest(
    size_t count, const typename Q::elem* const* in, size_t c, size_t lanes, const typename Q::acc (&bias)[Regs],
    const typename Q::in (&k)[Taps][Regs], const uint8_t* scale, typename Q::elem* out, size_t pixel_bytes,
    const typename Q::out& stage) {
  if constexpr (Group != 0) {
    if (count == Group) {
      q8_dwconv_group_of<Q, Taps, Regs, Tail, Group, Step>(in, c, lanes, bias, k, scale, out, pixel_bytes, stage);
    } else {
      q8_dwconv_group_rest<Q, Taps, Regs, Tail, Group - 1, Step>(count, in, c, lanes, bias, k, scale, out,
                                                                  pixel_bytes, stage);
    }
  }
}

// One block at channel c for `pixels` pixels: pixel p's Taps (rebased) pointers are in[p * Step ...]; its output
// starts at out + p * pixel_bytes. The block's weights are widened into registers once and reused for every pixel
// (widened per pixel, they cost as much as the multiplies: docs/kernels.md). w points at the block's packed weights
// and is returned past them; buffer (multipass scratch, else null) and out are indexed from channel 0.
// Tail: a single register of which only `lanes` < kLanes channels are stored.
template <class Q, size_t Taps, size_t Regs, q8_dwconv_pass Pass, bool Tail, size_t Step>
__attribute__((always_inline)) inline const uint8_t* q8_dwconv_block(const typename Q::elem* const* in, size_t pixels,
                                                                      size_t c, size_t lanes, const uint8_t* w,
                                                                      int32_t* buffer, typename Q::elem* out,
                                                                      size_t pixel_bytes,
                                                                      const typename Q::out& stage) {
  using acc = typename Q::acc;
  using vin = typename Q::in;
  constexpr size_t L = Q::kLanes;
  constexpr size_t kWidth = Regs * L;
  constexpr size_t kSums = Taps >= 9 ? 2 : 1;
  static_assert(!Tail || Regs == 1, "a tail is one partial register");
  acc bias[Regs];
  if constexpr (q8_dwconv_starts_at_bias(Pass)) {
#pragma GCC unroll 32
    for (size_t r = 0; r < Regs; r++) bias[r] = Q::load_acc(w + r * L * sizeof(int32_t));
    w += kWidth * sizeof(int32_t);
  }
  vin k[Taps][Regs];
#pragma GCC unroll 32
  for (size_t t = 0; t < Taps; t++) {
#pragma GCC unroll 32
    for (size_t r = 0; r < Regs; r++) {
      k[t][r] = Q::load_weight(reinterpret_cast<const typename Q::weight_elem*>(w) + t * kWidth + r * L);
    }
  }
  w += Taps * kWidth * sizeof(typename Q::weight_elem);
  size_t p = 0;
  constexpr size_t kGroup = Step < Taps ? q8_dwconv_group<Q, Taps, Regs>() : 1;
  if constexpr (kGroup > 1) {
    static_assert(Pass == q8_dwconv_pass::unipass, "only unipass kernels compute several pixels");
    for (; p + kGroup <= pixels; p += kGroup) {
      q8_dwconv_group_of<Q, Taps, Regs, Tail, kGroup, Step>(in + p * Step, c, lanes, bias, k, w,
                                                             out + p * pixel_bytes, pixel_bytes, stage);
    }
    q8_dwconv_group_rest<Q, Taps, Regs, Tail, kGroup - 1, Step>(pixels - p, in + p * Step, c, lanes, bias, k, w,
                                                                 out + p * pixel_bytes, pixel_bytes, stage);
    return w + kWidth * sizeof(float);
  }
  for (; p < pixels; p++) {
    const typename Q::elem* const* pixel_in = in + p * Step;
    // Taps alternate between kSums partial sums, so a fused multiply-add's latency (vpdpwssd, vmlal: 4-5 cycles)
    // chains Taps / kSums deep instead of Taps.
    acc sums[kSums][Regs];
#pragma GCC unroll 32
    for (size_t r = 0; r < Regs; r++) {
      if constexpr (q8_dwconv_starts_at_bias(Pass)) {
        sums[0][r] = bias[r];
      } else {
        sums[0][r] = Q::load_acc(buffer + c + r * L);
      }
#pragma GCC unroll 4
      for (size_t a = 1; a < kSums; a++) sums[a][r] = Q::zero();
    }
#pragma GCC unroll 32
    for (size_t t = 0; t < Taps; t++) {
#pragma GCC unroll 32
      for (size_t r = 0; r < Regs; r++) {
        sums[t % kSums][r] = Q::madd(sums[t % kSums][r], Q::load_in(pixel_in[t] + c + r * L), k[t][r]);
      }
    }
    acc sum[Regs];
#pragma GCC unroll 32
    for (size_t r = 0; r < Regs; r++) {
      sum[r] = sums[0][r];
#pragma GCC unroll 4
      for (size_t a = 1; a < kSums; a++) sum[r] = Q::add(sum[r], sums[a][r]);
    }
    if constexpr (q8_dwconv_writes_output(Pass)) {
#pragma GCC unroll 32
      for (size_t r = 0; r < Regs; r++) {
        Q::store_out(out + p * pixel_bytes + c + r * L, sum[r], w + r * L * sizeof(float), stage, Tail ? lanes : L);
      }
    } else {
#pragma GCC unroll 32
      for (size_t r = 0; r < Regs; r++) Q::store_acc(buffer + c + r * L, sum[r]);  // the buffer holds whole registers
    }
  }
  if (q8_dwconv_writes_output(Pass)) w += kWidth * sizeof(float);
  return w;
}

// One pass over all channels for `pixels` pixels (pixel p's taps at in[p * Step ...]): whole tiles of Tile channels,
// then single registers (the last one partial). Returns the packed weights of the next pass.
template <class Q, size_t Taps, size_t Tile, q8_dwconv_pass Pass, size_t Step = Taps>
const uint8_t* q8_dwconv_run_pass(size_t channels, const typename Q::elem* const* in, size_t pixels, const uint8_t* w,
                                   int32_t* buffer, typename Q::elem* out, size_t pixel_bytes,
                                   const typename Q::out& stage) {
  constexpr size_t L = Q::kLanes;
  static_assert(Tile % L == 0, "the channel tile must be whole registers");
  size_t c = 0;
  for (; c + Tile <= channels; c += Tile) {
    w = q8_dwconv_block<Q, Taps, Tile / L, Pass, false, Step>(in, pixels, c, L, w, buffer, out, pixel_bytes, stage);
  }
  for (; c + L <= channels; c += L) {
    w = q8_dwconv_block<Q, Taps, 1, Pass, false, Step>(in, pixels, c, L, w, buffer, out, pixel_bytes, stage);
  }
  if (c != channels) {
    w = q8_dwconv_block<Q, Taps, 1, Pass, true, Step>(in, pixels, c, channels - c, w, buffer, out, pixel_bytes, stage);
  }
  return w;
}

// Rebases `count` pointers of `input` into `in` and fills the rest up to Taps with `zero`.
template <size_t Taps, class E>
inline void q8_dwconv_gather(const E* const* input, size_t count, const E* zero, size_t input_offset,
                             const E* (&in)[Taps]) {
#pragma GCC unroll 32
  for (size_t t = 0; t < Taps; t++) in[t] = t < count ? q8_dwconv_rebase(input[t], zero, input_offset) : zero;
}

template <class E>
inline const E** q8_dwconv_next_pixel(const E** input, intptr_t input_stride) {
  return reinterpret_cast<const E**>(reinterpret_cast<intptr_t>(input) + input_stride);
}

// Pixels a unipass kernel takes at a time: their pointers are rebased once and each channel block's weights widened
// once for them all.
constexpr size_t kQ8DwconvChunk = 16;

// A unipass row whose pixel p has its taps at `input` + p * Step pointers (adjacent pixels share Taps - Step of
// them): a chunk of pixels at a time, their (pixels - 1) * Step + Taps pointers rebased once.
template <class Q, size_t Taps, size_t Tile, size_t Step>
void q8_dwconv_unipass_shared(size_t channels, size_t output_width, const typename Q::elem** input,
                              const uint8_t* w, typename Q::elem* output, size_t pixel_bytes, size_t input_offset,
                              const typename Q::elem* zero,
                               const typename Q::out& stage) {
  while (output_width != 0) {
    const size_t pixels = output_width < kQ8DwconvChunk ? output_width : kQ8DwconvChunk;
    const typename Q::elem* in[(kQ8DwconvChunk - 1) * Step + Taps];
    for (size_t j = 0; j < (pixels - 1) * Step + Taps; j++) in[j] = q8_dwconv_rebase(input[j], zero, input_offset);
    q8_dwconv_run_pass<Q, Taps, Tile, q8_dwconv_pass::unipass, Step>(channels, in, pixels, w, nullptr, output,
                                                                       pixel_bytes, stage);
    input += pixels * Step;
    output += pixels * pixel_bytes;
    output_width -= pixels;
  }
}

// The side of a square kernel of `taps` taps; 0 when it is not a square.
constexpr size_t q8_dwconv_square_side(size_t taps, size_t side = 1) {
  return side * side == taps ? side : side * side > taps ? 0 : q8_dwconv_square_side(taps, side + 1);
}

template <class Q, size_t Taps, size_t Tile>
void q8_dwconv_unipass(XNN_Q8_DWCONV_UNIPASS_PARAMS(typename Q::elem)) {
  const typename Q::out stage = Q::prepare(*params);
  const uint8_t* w = static_cast<const uint8_t*>(weights);
  const size_t pixel_bytes = channels + output_increment;
  // Stride 1 and 2 of a square kernel in XNNPACK's row indirection (column-major taps): pixels share columns.
  constexpr size_t kSide = q8_dwconv_square_side(Taps);
  if constexpr (kSide > 1) {
    if (input_stride == intptr_t(kSide * sizeof(void*))) {
      return q8_dwconv_unipass_shared<Q, Taps, Tile, kSide>(channels, output_width, input, w, output, pixel_bytes,
                                                             input_offset, zero, stage);
    }
    if (input_stride == intptr_t(2 * kSide * sizeof(void*))) {
      return q8_dwconv_unipass_shared<Q, Taps, Tile, 2 * kSide>(channels, output_width, input, w, output,
                                                                 pixel_bytes, input_offset, zero, stage);
    }
  }
  // Any other layout: each pixel's Taps pointers are copied next to each other (nothing shared).
  while (output_width != 0) {
    const size_t pixels = output_width < kQ8DwconvChunk ? output_width : kQ8DwconvChunk;
    const typename Q::elem* in[kQ8DwconvChunk * Taps];
    for (size_t p = 0; p < pixels; p++) {
#pragma GCC unroll 32
      for (size_t t = 0; t < Taps; t++) in[p * Taps + t] = q8_dwconv_rebase(input[t], zero, input_offset);
      input = q8_dwconv_next_pixel(input, input_stride);
    }
    q8_dwconv_run_pass<Q, Taps, Tile, q8_dwconv_pass::unipass>(channels, in, pixels, w, nullptr, output,
                                                                 pixel_bytes, stage);
    output += pixels * pixel_bytes;
    output_width -= pixels;
  }
}

template <class Q, size_t First, size_t Middle, size_t Last, size_t Tile>
void q8_dwconv_multipass(XNN_Q8_DWCONV_MULTIPASS_PARAMS(typename Q::elem)) {
  static_assert(Middle <= Last, "a middle pass may not leave the last pass without taps");
  const typename Q::out stage = Q::prepare(*params);
  do {
    const typename Q::elem** pixel_input = input;
    const uint8_t* w = static_cast<const uint8_t*>(weights);
    const typename Q::elem* first[First];
    q8_dwconv_gather(pixel_input, First, zero, input_offset, first);
    w = q8_dwconv_run_pass<Q, First, Tile, q8_dwconv_pass::first>(channels, first, 1, w, buffer, nullptr, 0,
                                                                    stage);
    pixel_input += First;
    size_t remaining = kernel_size - First;
    for (; remaining > Last; remaining -= Middle, pixel_input += Middle) {
      const typename Q::elem* middle[Middle];
      q8_dwconv_gather(pixel_input, Middle, zero, input_offset, middle);
      w = q8_dwconv_run_pass<Q, Middle, Tile, q8_dwconv_pass::middle>(channels, middle, 1, w, buffer, nullptr, 0,
                                                                        stage);
    }
    const typename Q::elem* last[Last];
    q8_dwconv_gather(pixel_input, remaining, zero, input_offset, last);
    q8_dwconv_run_pass<Q, Last, Tile, q8_dwconv_pass::last>(channels, last, 1, w, buffer, output, 0, stage);
    input = q8_dwconv_next_pixel(input, input_stride);
    output += channels + output_increment;
  } while (--output_width != 0);
}

}  // namespace
