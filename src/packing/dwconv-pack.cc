#include "packing/dwconv-pack.h"

#include <cstring>

#include "ukernels/f16-vcvt/half.h"


namespace {

bool is_multipass(const xnn_dwconv_tiles& tiles) { return tiles.last_pass != 0; }

// Calls pass(taps) for each pass, in order (packing allocates nothing, so no list of them is built).
template <class Pass>
void for_each_pass(const xnn_dwconv_tiles& tiles, size_t kernel_size, Pass pass) {
  pass(tiles.first_pass);
  if (!is_multipass(tiles)) return;
  size_t remaining = kernel_size - tiles.first_pass;
  for (; remaining > tiles.last_pass; remaining -= tiles.middle_pass) pass(tiles.middle_pass);
  pass(tiles.last_pass);
}

// Calls block(c0, width) for each channel block of a pass.
template <class Block>
void for_each_block(const xnn_dwconv_tiles& tiles, size_t channels, Block block) {
  size_t c = 0;
  for (; c + tiles.channel_tile <= channels; c += tiles.channel_tile) block(c, tiles.channel_tile);
  for (; c < channels; c += tiles.channel_subtile) block(c, tiles.channel_subtile);
}

}  // namespace

size_t xnn_dwconv_indirection_taps(const xnn_dwconv_tiles& tiles, size_t kernel_size) {
  return is_multipass(tiles) ? kernel_size : tiles.first_pass;
}

size_t xnn_packed_f32_dwconv_size(const xnn_dwconv_tiles& tiles, size_t kernel_size, size_t channels) {
  size_t size = 0;
  bool first = true;
  for_each_pass(tiles, kernel_size, [&](size_t taps) {
    for_each_block(tiles, channels, [&](size_t, size_t width) { size += (taps + (first ? 1 : 0)) * width; });
    first = false;
  });
  return size;
}

namespace {

// The float layout for elements of type T: convert(x) gives the packed element of a weight or bias, zero and
// neg_zero the padding values.
template <class T, class In, class Convert>
void pack_float_dwconv(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width, size_t channels,
                       const In* k, const In* bias, T* packed, Convert convert, T zero, T neg_zero) {
  const size_t kernel_size = kernel_height * kernel_width;
  size_t tap0 = 0;
  bool first = true;
  for_each_pass(tiles, kernel_size, [&](size_t taps) {
    for_each_block(tiles, channels, [&](size_t c0, size_t width) {
      if (first) {
        for (size_t i = 0; i < width; i++) {
          *packed++ = bias != nullptr && c0 + i < channels ? convert(bias[c0 + i]) : zero;
        }
      }
      for (size_t t = tap0; t < tap0 + taps; t++) {
        const size_t x = t / kernel_height, y = t % kernel_height;
        for (size_t i = 0; i < width; i++) {
          const bool real = t < kernel_size && c0 + i < channels;
          // Taps past the kernel read the zero row (+0): a -0 weight makes their product -0, which leaves every sum
          // as it is (a +0 product would turn a -0 sum into +0).
          *packed++ = real ? convert(k[(y * kernel_width + x) * channels + c0 + i]) : neg_zero;
        }
      }
    });
    tap0 += taps;
    first = false;
  });
}

constexpr uint16_t kHalfZero = 0x0000, kHalfNegZero = 0x8000;

}  // namespace

void xnn_pack_f32_dwconv_hwg_w(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width,
                               size_t channels, const float* k, const float* bias, float* packed) {
  pack_float_dwconv(tiles, kernel_height, kernel_width, channels, k, bias, packed, [](float v) { return v; }, 0.0f,
                    -0.0f);
}

void xnn_pack_f16_dwconv_hwg_w(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width,
                               size_t channels, const uint16_t* k, const uint16_t* bias, uint16_t* packed) {
  pack_float_dwconv(tiles, kernel_height, kernel_width, channels, k, bias, packed, [](uint16_t h) { return h; },
                    kHalfZero, kHalfNegZero);
}

void xnn_pack_f32_to_f16_dwconv_hwg_w(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width,
                                      size_t channels, const float* k, const float* bias, uint16_t* packed) {
  pack_float_dwconv(tiles, kernel_height, kernel_width, channels, k, bias, packed,
                    [](float v) { return xnn_f32_to_f16(v); }, kHalfZero, kHalfNegZero);
}

namespace {

// The quantized layout of both 8-bit families, weights of type W: weight(t, c) gives channel c's weight at tap t of
// the HWG kernel, already less the kernel zero point; scale(c) channel c's requantization scale.
template <class W>
size_t packed_q8_dwconv_size(const xnn_dwconv_tiles& tiles, size_t kernel_size, size_t channels) {
  size_t size = 0, pass = 0, passes = 0;
  for_each_pass(tiles, kernel_size, [&](size_t) { passes++; });
  for_each_pass(tiles, kernel_size, [&](size_t taps) {
    const size_t extra = (pass == 0 ? sizeof(int32_t) : 0) + (pass + 1 == passes ? sizeof(float) : 0);
    for_each_block(tiles, channels, [&](size_t, size_t width) { size += (taps * sizeof(W) + extra) * width; });
    pass++;
  });
  return size;
}

template <class W, class Weight, class Scale>
void pack_q8_dwconv(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width, size_t channels,
                    int32_t input_zero_point, Weight weight, const int32_t* bias, Scale scale, void* packed) {
  const size_t kernel_size = kernel_height * kernel_width;
  uint8_t* out = static_cast<uint8_t*>(packed);
  size_t tap0 = 0, pass = 0, passes = 0;
  for_each_pass(tiles, kernel_size, [&](size_t) { passes++; });
  for_each_pass(tiles, kernel_size, [&](size_t taps) {
    for_each_block(tiles, channels, [&](size_t c0, size_t width) {
      if (pass == 0) {
        for (size_t i = 0; i < width; i++) {
          const size_t c = c0 + i;
          uint32_t b = 0;  // unsigned: the sum wraps as the kernels' int32 lanes do
          if (c < channels) {
            b = bias != nullptr ? uint32_t(bias[c]) : 0;
            for (size_t t = 0; t < kernel_size; t++) b -= uint32_t(input_zero_point) * uint32_t(weight(t, c));
          }
          std::memcpy(out, &b, sizeof(b));
          out += sizeof(b);
        }
      }
      for (size_t t = tap0; t < tap0 + taps; t++) {
        const size_t x = t / kernel_height, y = t % kernel_height;
        for (size_t i = 0; i < width; i++) {
          const bool real = t < kernel_size && c0 + i < channels;
          const W w = real ? W(weight(y * kernel_width + x, c0 + i)) : W(0);
          std::memcpy(out, &w, sizeof(w));
          out += sizeof(w);
        }
      }
      if (pass + 1 == passes) {
        for (size_t i = 0; i < width; i++) {
          const float s = c0 + i < channels ? scale(c0 + i) : 0.0f;
          std::memcpy(out, &s, sizeof(s));
          out += sizeof(s);
        }
      }
    });
    tap0 += taps;
    pass++;
  });
}

}  // namespace

size_t xnn_packed_qs8_qc8w_dwconv_size(const xnn_dwconv_tiles& tiles, size_t kernel_size, size_t channels) {
  return packed_q8_dwconv_size<int8_t>(tiles, kernel_size, channels);
}

void xnn_pack_qs8_qc8w_dwconv_hwg_w(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width,
                                    size_t channels, int32_t input_zero_point, const int8_t* k,
                                    const int32_t* bias, const float* scale, void* packed) {
  pack_q8_dwconv<int8_t>(
      tiles, kernel_height, kernel_width, channels, input_zero_point,
      [&](size_t tap, size_t c) { return int32_t(k[tap * channels + c]); }, bias,
      [&](size_t c) { return scale[c]; }, packed);
}

size_t xnn_packed_qu8_dwconv_size(const xnn_dwconv_tiles& tiles, size_t kernel_size, size_t channels) {
  return packed_q8_dwconv_size<int16_t>(tiles, kernel_size, channels);
}

void xnn_pack_qu8_dwconv_hwg_w(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width,
                               size_t channels, int32_t input_zero_point, int32_t kernel_zero_point,
                               const uint8_t* k, const int32_t* bias, float scale, void* packed) {
  pack_q8_dwconv<int16_t>(
      tiles, kernel_height, kernel_width, channels, input_zero_point,
      [&](size_t tap, size_t c) { return int32_t(k[tap * channels + c]) - kernel_zero_point; }, bias,
      [&](size_t) { return scale; }, packed);
}
