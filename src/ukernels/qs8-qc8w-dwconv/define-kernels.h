// Expands this translation unit's rows of the unipass and multipass tables into kernels over the lane type Q.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE) and Q.
#define XNN_UKERNEL_QS8_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile)                         \
  XNN_IF_THIS_ISA(isa, static_assert(channel_subtile == Q::kLanes, #fn ": subtile is not the register width"); \
                  extern "C" void fn(XNN_QS8_QC8W_DWCONV_UNIPASS_PARAMS) {                                     \
                    qs8_dwconv_unipass<Q, primary_tile, channel_tile>(channels, output_width, input, weights,   \
                                                                      output, input_stride, output_increment,  \
                                                                      input_offset, zero, params);             \
                  })
#include "ukernels/qs8-qc8w-dwconv/unipass-table.h"
#undef XNN_UKERNEL_QS8_DWCONV

#define XNN_UKERNEL_QS8_DWCONV_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile, channel_round) \
  XNN_IF_THIS_ISA(isa, static_assert(channel_subtile == Q::kLanes && channel_round == Q::kLanes,                   \
                                     #fn ": subtile and round are the register width");                            \
                  extern "C" void fn(XNN_QS8_QC8W_DWCONV_MULTIPASS_PARAMS) {                                        \
                    qs8_dwconv_multipass<Q, first, middle, last, channel_tile>(                                     \
                        channels, output_width, input, weights, output, input_stride, output_increment,             \
                        input_offset, zero, kernel_size, buffer, params);                                           \
                  })
#include "ukernels/qs8-qc8w-dwconv/multipass-table.h"
#undef XNN_UKERNEL_QS8_DWCONV_MULTIPASS
