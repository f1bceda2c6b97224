// Expands this translation unit's rows of the f16 unipass and multipass tables into kernels of the f32 depthwise
// template (src/ukernels/f32-dwconv/dwconv-template.h) over V, whose elements are halves. Include once, at the end
// of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and V.
#define XNN_UKERNEL_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile)                  \
  XNN_IF_THIS_ISA(isa, static_assert(channel_subtile == V::kLanes, #fn ": subtile is not the register width"); \
                  extern "C" void fn(XNN_F16_DWCONV_UNIPASS_PARAMS) {                                           \
                    f32_dwconv_unipass<V, primary_tile, channel_tile, pixel_tile>(                              \
                        channels, output_width, input, weights, output, input_stride, output_increment,         \
                        input_offset, zero, params);                                                            \
                  })
#include "ukernels/f16-dwconv/unipass-table.h"
#undef XNN_UKERNEL_DWCONV

#define XNN_UKERNEL_DWCONV_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile, channel_round) \
  XNN_IF_THIS_ISA(isa, static_assert(channel_subtile == V::kLanes && channel_round == V::kLanes,               \
                                     #fn ": subtile and round are the register width");                        \
                  extern "C" void fn(XNN_F16_DWCONV_MULTIPASS_PARAMS) {                                         \
                    f32_dwconv_multipass<V, first, middle, last, channel_tile>(                                \
                        channels, output_width, input, weights, output, input_stride, output_increment,        \
                        input_offset, zero, kernel_size, reinterpret_cast<dwconv_buffer_t<V>*>(buffer),        \
                        params);                                                                               \
                  })
#include "ukernels/f16-dwconv/multipass-table.h"
#undef XNN_UKERNEL_DWCONV_MULTIPASS
