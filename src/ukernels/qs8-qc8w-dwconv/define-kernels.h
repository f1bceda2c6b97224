// Expands this translation unit's rows of a family's unipass and multipass tables into kernels over the lane type Q.
// Include once, at the end of a per-ISA file that has defined XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), Q, and the
// family's table files as XNN_Q8_DWCONV_UNIPASS_TABLE and XNN_Q8_DWCONV_MULTIPASS_TABLE (string literals); the rows
// of both families' tables expand the same way (XNN_UKERNEL_QS8_DWCONV and XNN_UKERNEL_QU8_DWCONV).
#define XNN_Q8_DWCONV_DEFINE_UNIPASS(isa, fn, primary_tile, channel_tile, channel_subtile)                   \
  XNN_IF_THIS_ISA(isa, static_assert(channel_subtile == Q::kLanes, #fn ": subtile is not the register width"); \
                  extern "C" void fn(XNN_Q8_DWCONV_UNIPASS_PARAMS(Q::elem)) {                                  \
                    q8_dwconv_unipass<Q, primary_tile, channel_tile>(channels, output_width, input, weights,    \
                                                                     output, input_stride, output_increment,   \
                                                                     input_offset, zero, params);              \
                  })
#define XNN_UKERNEL_QS8_DWCONV XNN_Q8_DWCONV_DEFINE_UNIPASS
#define XNN_UKERNEL_QU8_DWCONV XNN_Q8_DWCONV_DEFINE_UNIPASS
#include XNN_Q8_DWCONV_UNIPASS_TABLE
#undef XNN_UKERNEL_QS8_DWCONV
#undef XNN_UKERNEL_QU8_DWCONV

#define XNN_Q8_DWCONV_DEFINE_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile, channel_round) \
  XNN_IF_THIS_ISA(isa, static_assert(channel_subtile == Q::kLanes && channel_round == Q::kLanes,                   \
                                     #fn ": subtile and round are the register width");                            \
                  extern "C" void fn(XNN_Q8_DWCONV_MULTIPASS_PARAMS(Q::elem)) {                                     \
                    q8_dwconv_multipass<Q, first, middle, last, channel_tile>(                                      \
                        channels, output_width, input, weights, output, input_stride, output_increment,             \
                        input_offset, zero, kernel_size, buffer, params);                                           \
                  })
#define XNN_UKERNEL_QS8_DWCONV_MULTIPASS XNN_Q8_DWCONV_DEFINE_MULTIPASS
#define XNN_UKERNEL_QU8_DWCONV_MULTIPASS XNN_Q8_DWCONV_DEFINE_MULTIPASS
#include XNN_Q8_DWCONV_MULTIPASS_TABLE
#undef XNN_UKERNEL_QS8_DWCONV_MULTIPASS
#undef XNN_UKERNEL_QU8_DWCONV_MULTIPASS
