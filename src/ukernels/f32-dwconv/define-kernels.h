// Expands this translation unit's rows of the unipass and multipass tables into kernels over the vector type V.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_DWCONV_DEFINE_UNIPASS(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile, partials)       \
  XNN_IF_THIS_ISA(isa, static_assert(channel_subtile == V::kLanes, #fn ": subtile is not the register width"); \
                  extern "C" void fn(XNN_F32_DWCONV_UNIPASS_PARAMS) {                                           \
                    f32_dwconv_unipass<V, primary_tile, channel_tile, pixel_tile, partials>(                        \
                        channels, output_width, input, weights, output, input_stride, output_increment,         \
                        input_offset, zero, params);                                                            \
                  })
#define XNN_UKERNEL_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile) \
  XNN_DWCONV_DEFINE_UNIPASS(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile, 0)
#define XNN_UKERNEL_DWCONV_ROWS(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile, partials) \
  XNN_DWCONV_DEFINE_UNIPASS(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile, partials)
#include "ukernels/f32-dwconv/unipass-table.h"
#undef XNN_UKERNEL_DWCONV_ROWS
#undef XNN_UKERNEL_DWCONV
#undef XNN_DWCONV_DEFINE_UNIPASS

#define XNN_UKERNEL_DWCONV_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile, channel_round) \
  XNN_IF_THIS_ISA(isa, static_assert(channel_subtile == V::kLanes && channel_round == V::kLanes,               \
                                     #fn ": subtile and round are the register width");                        \
                  extern "C" void fn(XNN_F32_DWCONV_MULTIPASS_PARAMS) {                                         \
                    f32_dwconv_multipass<V, first, middle, last, channel_tile>(                                 \
                        channels, output_width, input, weights, output, input_stride, output_increment,         \
                        input_offset, zero, kernel_size, buffer, params);                                       \
                  })
#include "ukernels/f32-dwconv/multipass-table.h"
#undef XNN_UKERNEL_DWCONV_MULTIPASS
