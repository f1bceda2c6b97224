#include "packing/dwconv-pack.h"


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

void xnn_pack_f32_dwconv_hwg_w(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width,
                               size_t channels, const float* k, const float* bias, float* packed) {
  const size_t kernel_size = kernel_height * kernel_width;
  size_t tap0 = 0;
  bool first = true;
  for_each_pass(tiles, kernel_size, [&](size_t taps) {
    for_each_block(tiles, channels, [&](size_t c0, size_t width) {
      if (first) {
        for (size_t i = 0; i < width; i++) {
          *packed++ = bias != nullptr && c0 + i < channels ? bias[c0 + i] : 0.0f;
        }
      }
      for (size_t t = tap0; t < tap0 + taps; t++) {
        const size_t x = t / kernel_height, y = t % kernel_height;
        for (size_t i = 0; i < width; i++) {
          const bool real = t < kernel_size && c0 + i < channels;
          // Taps past the kernel read the zero row (+0): a -0 weight makes their product -0, which leaves every sum
          // as it is (a +0 product would turn a -0 sum into +0).
          *packed++ = real ? k[(y * kernel_width + x) * channels + c0 + i] : -0.0f;
        }
      }
    });
    tap0 += taps;
    first = false;
  });
}
