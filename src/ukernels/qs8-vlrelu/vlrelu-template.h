// Leaky ReLU on 8-bit values written once over a 16-bit lane helper H. Include only from per-ISA files.
//
// H moves one group of H::kBytes elements (16 or 32 on vector ISAs, 1 in scalar code) between memory and kRegs
// registers of 16-bit lanes, and has the lane operations the formula needs:
//   splat(int16_t), load<T>(const T*, reg*) (sign- or zero-extends), store<T>(T*, const reg*) (saturates to T),
//   sub, add_sat (saturating), shl7 (times 128), mulhrs(a, b) = (a * b + 2^14) >> 15 (pmulhrsw, vqrdmulh, q15mulr),
//   and if_negative(d, a, b) (a in the lanes where d < 0, else b).
//
// Why it equals xnn_lrelu_8bit (qs8-vlrelu.h): with e = input_zero_point - x (|e| <= 255, so 128 * e fits 16 bits)
// and the multiplier m negated (-m fits 16 bits where m = 32768 does not),
// mulhrs(128 * e, -m) = (128 * d * m + 2^14) >> 15 = (d * m + 128) >> 8. Its magnitude is at most 32640; adding a
// quint8 output zero point can pass 32767, so the addition saturates (a saturated lane is far above 255 either way),
// and the saturating narrowing is the clamp. e < 0 is x > input_zero_point, the positive side.
//
// A kernel runs `Tile` elements per iteration as groups, then single groups, then the last partial group through a
// group on the stack (nothing is read or written past either end).
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/qs8-vlrelu/qs8-vlrelu.h"

namespace {

template <class H, size_t Tile, class T>
void lrelu(size_t batch, const T* x, T* y, const xnn_qs8_lrelu_params* params) {
  using reg = typename H::reg;
  static_assert(Tile % H::kBytes == 0, "the tile must be whole groups");
  const reg vinput_zp = H::splat(int16_t(params->input_zero_point));
  const reg vpositive = H::splat(int16_t(-params->positive_multiplier));
  const reg vnegative = H::splat(int16_t(-params->negative_multiplier));
  const reg voutput_zp = H::splat(int16_t(params->output_zero_point));
  const auto group = [&](const T* from, T* to) {
    reg r[H::kRegs];
    H::template load<T>(from, r);
#pragma GCC unroll 4
    for (size_t i = 0; i < H::kRegs; i++) {
      const reg e = H::sub(vinput_zp, r[i]);
      const reg m = H::if_negative(e, vpositive, vnegative);
      r[i] = H::add_sat(H::mulhrs(H::shl7(e), m), voutput_zp);
    }
    H::template store<T>(to, r);
  };
  size_t n = batch;
  for (; n >= Tile; n -= Tile) {
#pragma GCC unroll 16
    for (size_t g = 0; g < Tile; g += H::kBytes) group(x + g, y + g);
    x += Tile;
    y += Tile;
  }
  for (; n >= H::kBytes; n -= H::kBytes) {
    group(x, y);
    x += H::kBytes;
    y += H::kBytes;
  }
  if (n != 0) {
    T in[H::kBytes] = {};
    T out[H::kBytes];
    __builtin_memcpy(in, x, n);
    group(in, out);
    __builtin_memcpy(y, out, n);
  }
}

}  // namespace
