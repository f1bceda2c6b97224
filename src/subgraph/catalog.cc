// The node catalog's table: one entry per XNN_FOREACH_NODE_TYPE type (catalog.h says what an entry holds).
#include "subgraph/catalog.h"

#include <cstring>

#include "subgraph/node-rules.h"
#include "subgraph/nodes/node-ops.h"

namespace {

using R = xnn_tensor_role;
using C = xnn_param_check;
constexpr xnn_layout kAny = xnn_layout::any;
constexpr xnn_layout kNhwc = xnn_layout::nhwc;
constexpr uint8_t kMaxRank = XNN_MAX_TENSOR_DIMS;
constexpr xnn_datatype kF32 = xnn_datatype_fp32;
constexpr xnn_datatype kF16 = xnn_datatype_fp16;
constexpr xnn_datatype kBf16 = xnn_datatype_bf16;

template <typename T, size_t N>
constexpr size_t count(const T (&)[N]) {
  return N;
}

// Tensor rules shared by several entries.
constexpr xnn_tensor_rule kInput = {"input", R::input, 0, kMaxRank, kAny, false, false, 1};
constexpr xnn_tensor_rule kOutput = {"output", R::output, 0, kMaxRank, kAny, false, false, 1};
constexpr xnn_tensor_rule kNhwcInput = {"input", R::input, 4, 4, kNhwc, false, false, 1};
constexpr xnn_tensor_rule kNhwcOutput = {"output", R::output, 4, 4, kNhwc, false, false, 1};
constexpr xnn_tensor_rule kFilter4d = {"filter", R::input, 4, 4, kAny, true, false, 1};
constexpr xnn_tensor_rule kBias = {"bias", R::input, 1, 1, kAny, true, true, 1};

constexpr xnn_tensor_rule kOneToOne[] = {kInput, kOutput};
constexpr xnn_datatype_row kFloatOneToOne[] = {{{kF32, kF32}}, {{kF16, kF16}}};
// Data movement: any element the operators move (fp32, fp16, int32, or 8-bit with the same quantization in and out).
constexpr xnn_datatype_row kMoveDatatypes[] = {{{kF32, kF32}},
                                               {{kF16, kF16}},
                                               {{xnn_datatype_int32, xnn_datatype_int32}},
                                               {{xnn_datatype_qint8, xnn_datatype_qint8}},
                                               {{xnn_datatype_quint8, xnn_datatype_quint8}}};
// Padding: fp32, fp16 (the padding value rounded to fp16), or 8-bit with the same quantization in and out (the padding
// value is a real number; XNNPACK pads no int32 tensor either).
constexpr xnn_datatype_row kPadDatatypes[] = {
    {{kF32, kF32}},
    {{kF16, kF16}},
    {{xnn_datatype_qint8, xnn_datatype_qint8}},
    {{xnn_datatype_quint8, xnn_datatype_quint8}}};
constexpr xnn_tensor_rule kConvolutionTensors[] = {kNhwcInput, kFilter4d, kBias, kNhwcOutput};
// Input, filter, bias, output of the nodes with quantized operators: qint8 activations, int8 weights with one scale
// per output channel (or one scale, run as the same scale in every channel) and an int32 bias; or quint8 activations
// and uint8 weights of one scale and zero point.
constexpr xnn_datatype kQs8 = xnn_datatype_qint8;
// Half precision (subgraph/nodes/half-weights.h): fp16 activations with fp16 or fp32 weights; fp32 activations with
// fp16 weights.
constexpr xnn_datatype_row kConvolutionDatatypes[] = {
    {{kF32, kF32, kF32, kF32}},
    {{kF16, kF16, kF16, kF16}},
    {{kF16, kF16, kF32, kF16}},
    {{kF16, kF32, kF32, kF16}},
    {{kF32, kF16, kF16, kF32}},
    {{kF32, kF16, kF32, kF32}},
    {{kQs8, xnn_datatype_qcint8, xnn_datatype_qcint32, kQs8}},
    {{kQs8, kQs8, xnn_datatype_qint32, kQs8}},
    {{xnn_datatype_quint8, xnn_datatype_quint8, xnn_datatype_qint32, xnn_datatype_quint8}},
};
// Convolution and deconvolution (not depthwise) also take dynamically quantized input (qdint8, one zero point and
// scale per image: xnn_convolution_shapes_rule) with int8 weights of one scale per output channel, an fp32 bias and
// fp32 output.
constexpr xnn_datatype_row kConvolutionQd8Datatypes[] = {
    {{kF32, kF32, kF32, kF32}},
    {{kF16, kF16, kF16, kF16}},
    {{kF16, kF16, kF32, kF16}},
    {{kF16, kF32, kF32, kF16}},
    {{kF32, kF16, kF16, kF32}},
    {{kF32, kF16, kF32, kF32}},
    {{kQs8, xnn_datatype_qcint8, xnn_datatype_qcint32, kQs8}},
    {{kQs8, kQs8, xnn_datatype_qint32, kQs8}},
    {{xnn_datatype_quint8, xnn_datatype_quint8, xnn_datatype_qint32, xnn_datatype_quint8}},
    {{xnn_datatype_qdint8, xnn_datatype_qcint8, kF32, kF32}},
};
constexpr xnn_tensor_rule kPoolingTensors[] = {kNhwcInput, kNhwcOutput};
// fp32, and 8-bit values whose output has its own quantization (global average pooling requantizes).
constexpr xnn_datatype_row kRequantizingDatatypes[] = {
    {{kF32, kF32}}, {{xnn_datatype_qint8, xnn_datatype_qint8}}, {{xnn_datatype_quint8, xnn_datatype_quint8}}};
// fp32, fp16, and 8-bit values that keep their quantization (max pooling, bilinear resize).
constexpr xnn_datatype_row kSameQuantizationDatatypes[] = {
    {{kF32, kF32}},
    {{kF16, kF16}},
    {{xnn_datatype_qint8, xnn_datatype_qint8}},
    {{xnn_datatype_quint8, xnn_datatype_quint8}}};

constexpr xnn_flag_rule kSamePadding[] = {{XNN_FLAG_TENSORFLOW_SAME_PADDING, "XNN_FLAG_TENSORFLOW_SAME_PADDING"}};
// XNN_FLAG_KEEP_DIMS changes nothing on 2-D pooling (the output is 4-D either way); ExecuTorch sets it on every
// pooling node and XNNPACK accepts it.
constexpr xnn_flag_rule kPoolingFlags[] = {{XNN_FLAG_TENSORFLOW_SAME_PADDING, "XNN_FLAG_TENSORFLOW_SAME_PADDING"},
                                           {XNN_FLAG_KEEP_DIMS, "XNN_FLAG_KEEP_DIMS"}};

constexpr xnn_param_rule kOutputRange[] = {
    {"output_min", "float", "-infinity", C::range_min, "not NaN; below output_max"},
    {"output_max", "float", "+infinity", C::range_max, "not NaN; above output_min"},
};

#define XNN_PADDING_PARAMS(prefix)                                                          \
  {prefix "padding_top", "uint32_t", "0", C::documented, "0 with XNN_FLAG_TENSORFLOW_SAME_PADDING"},   \
  {prefix "padding_right", "uint32_t", "0", C::documented, "0 with XNN_FLAG_TENSORFLOW_SAME_PADDING"}, \
  {prefix "padding_bottom", "uint32_t", "0", C::documented, "0 with XNN_FLAG_TENSORFLOW_SAME_PADDING"},\
  {prefix "padding_left", "uint32_t", "0", C::documented, "0 with XNN_FLAG_TENSORFLOW_SAME_PADDING"}

#define XNN_WINDOW_PARAMS(stride)                                                 \
  {"kernel_height", "uint32_t", nullptr, C::positive, ">= 1"},                    \
  {"kernel_width", "uint32_t", nullptr, C::positive, ">= 1"},                     \
  {stride "_height", "uint32_t", "1", C::positive, ">= 1"},                       \
  {stride "_width", "uint32_t", "1", C::positive, ">= 1"},                        \
  {"dilation_height", "uint32_t", "1", C::positive, ">= 1"},                      \
  {"dilation_width", "uint32_t", "1", C::positive, ">= 1"}

#define XNN_GROUP_PARAMS                                                                                         \
  {"groups", "uint32_t", "1", C::positive, ">= 1"},                                                              \
  {"group_input_channels", "size_t", nullptr, C::positive, ">= 1; input channels = groups * this"},              \
  {"group_output_channels", "size_t", nullptr, C::positive, ">= 1; output channels = groups * this"},            \
  {"output_min", "float", "-infinity", C::range_min, "not NaN; below output_max"},                               \
  {"output_max", "float", "+infinity", C::range_max, "not NaN; above output_min"}

#define XNN_POOLING_WINDOW_PARAMS                                                                              \
  {"pooling_height", "uint32_t", nullptr, C::positive, ">= 1; at most 65535 taps, each padding below the window"}, \
  {"pooling_width", "uint32_t", nullptr, C::positive, ">= 1; at most 65535 taps, each padding below the window"}

}  // namespace

// The entries, named after their node types (XNN_CATALOG_ENTRY).
namespace xnn_catalog {

constexpr xnn_tensor_rule kBinaryTensors[] = {{"input1", R::input, 0, kMaxRank, kAny, false, false, 1},
                                              {"input2", R::input, 0, kMaxRank, kAny, false, false, 1}, kOutput};
// Real numbers: every operator but the bitwise and shift ones; int32: every operator but squared_difference, prelu
// and atan2, without an output clamp (xnn_broadcast_rule).
constexpr xnn_datatype_row kBinaryDatatypes[] = {{{kF32, kF32, kF32}},
                                                 {{kF16, kF16, kF16}},
                                                 {{xnn_datatype_int32, xnn_datatype_int32, xnn_datatype_int32}},
                                                 {{xnn_datatype_qint8, xnn_datatype_qint8, xnn_datatype_qint8}},
                                                 {{xnn_datatype_quint8, xnn_datatype_quint8, xnn_datatype_quint8}}};
constexpr xnn_param_rule kUnaryParams[] = {
    {"type", "enum xnn_unary_operator", nullptr, C::documented,
     "int32: abs, negate, square, clamp, sign, bitwise_not, count_leading_zeros, popcount, convert; real numbers: "
     "all but the last three; clamp: min < max; elu: alpha finite > 0; leaky_relu: negative_slope finite"},
    {"params", "const union xnn_unary_params*", "NULL", C::documented, "not NULL for clamp, elu and leaky_relu"},
};
constexpr xnn_param_rule kBinaryParams[] = {
    {"type", "enum xnn_binary_operator", nullptr, C::documented,
     "real numbers: add ... pow; int32: all but squared_difference, prelu and atan2"},
    kOutputRange[0],
    kOutputRange[1],
};

constexpr xnn_schema_node kUnarySchemaNodes[] = {
    {"XNNSigmoid", xnn_unary_sigmoid}, {"XNNClamp", xnn_unary_clamp}, {"XNNFloor", xnn_unary_floor},
    {"XNNConvert", xnn_unary_convert}, {"XNNSquareRoot", xnn_unary_square_root}, {"XNNCeiling", xnn_unary_ceiling},
    {"XNNHardswish", xnn_unary_hardswish}, {"XNNLeakyReLU", xnn_unary_leaky_relu}, {"XNNNegate", xnn_unary_negate},
    {"XNNSquare", xnn_unary_square}, {"XNNELU", xnn_unary_elu}, {"XNNAbs", xnn_unary_abs},
    {"XNNReciprocalSquareRoot", xnn_unary_reciprocal_square_root}, {"XNNLog", xnn_unary_log},
    {"XNNGelu", xnn_unary_gelu}, {"XNNTanh", xnn_unary_tanh}, {"XNNExp", xnn_unary_exp}, {"XNNSin", xnn_unary_sine},
    {"XNNCos", xnn_unary_cosine},
};
// fp32 -> fp32 and qint8 -> qint8, quint8 -> quint8 for every real-number operator (each side with its own
// quantization; 8-bit values through a table); int32 -> int32 for the integer ones; fp32 <-> 8-bit and fp32 -> qdint8
// (a zero point and scale per row) for convert only (xnn_unary_shapes_rule); fp16 -> fp16 for the real-number
// operators, fp32 <-> fp16 and fp16 -> qdint8 for convert.
constexpr xnn_datatype_row kUnaryDatatypes[] = {
    {{kF32, kF32}},
    {{kF16, kF16}},
    {{kF32, kF16}},
    {{kF16, kF32}},
    {{xnn_datatype_int32, xnn_datatype_int32}},
    {{kF32, xnn_datatype_qint8}},
    {{kF32, xnn_datatype_quint8}},
    {{xnn_datatype_qint8, kF32}},
    {{xnn_datatype_quint8, kF32}},
    {{xnn_datatype_qint8, xnn_datatype_qint8}},
    {{xnn_datatype_quint8, xnn_datatype_quint8}},
    {{kF32, xnn_datatype_qdint8}},
    {{kF16, xnn_datatype_qdint8}},
};
constexpr xnn_node_entry unary = {
    xnn_node_type::unary, "define unary", "y = f(x) elementwise (clamp, elu, leaky_relu, abs, ... tanh)",
    kOneToOne, count(kOneToOne), kUnaryDatatypes, count(kUnaryDatatypes), kUnaryParams, count(kUnaryParams),
    nullptr, 0, xnn_unary_node_ops,
    "unary_elementwise_nc, convert_nc_f32_qd8, convert_nc_f16_qd8, convert_nc_f32_qdu8",
    "f32-vunary f16-vunary f16-vcvt s32-vunary x8-lut qs8-vlrelu qu8-vlrelu f32-qs8-vcvt f32-qu8-vcvt qs8-f32-vcvt "
    "qu8-f32-vcvt qs8-vcvt "
    "qu8-vcvt f32-rminmax",
    xnn_unary_params_rule, xnn_unary_shapes_rule,
    kUnarySchemaNodes, count(kUnarySchemaNodes)};

constexpr xnn_schema_node kBinarySchemaNodes[] = {
    {"XNNAdd", xnn_binary_add}, {"XNNDiv", xnn_binary_divide}, {"XNNMinimum", xnn_binary_minimum},
    {"XNNMultiply", xnn_binary_multiply}, {"XNNSubtract", xnn_binary_subtract}, {"XNNMaximum", xnn_binary_maximum},
    {"XNNPReLU", xnn_binary_prelu},
};
constexpr xnn_flag_rule kNoBroadcast[] = {{XNN_FLAG_NO_BROADCAST, "XNN_FLAG_NO_BROADCAST"}};
constexpr xnn_node_entry binary = {
    xnn_node_type::binary, "define binary",
    "y = a (op) b, broadcasting NumPy-style, clamped to [output_min, output_max]",
    kBinaryTensors, count(kBinaryTensors), kBinaryDatatypes, count(kBinaryDatatypes), kBinaryParams,
    count(kBinaryParams),
    kNoBroadcast, count(kNoBroadcast), xnn_binary_node_ops, "binary_elementwise_nd",
    "f32-vbinary f16-vbinary s32-vbinary qs8-vadd qs8-vaddc qs8-vmul qs8-vmulc qu8-vadd qu8-vaddc qu8-vmul qu8-vmulc "
    "qs8-vprelu qs8-vpreluc "
    "qs8-vrpreluc qu8-vprelu qu8-vpreluc qu8-vrpreluc",
    xnn_binary_params_rule, xnn_broadcast_rule,
    kBinarySchemaNodes, count(kBinarySchemaNodes)};

constexpr xnn_schema_node kSoftmaxSchemaNodes[] = {{"XNNSoftmax", 0}};
constexpr xnn_node_entry softmax = {
    xnn_node_type::softmax, "define softmax", "softmax over the last dimension",
    kOneToOne, count(kOneToOne), kFloatOneToOne, count(kFloatOneToOne), nullptr, 0,
    nullptr, 0, xnn_softmax_node_ops, "softmax_nc_f32, softmax_nc_f16",
    "f32-rmax f32-raddstoreexpminusmax f32-vscale f16-rmax f16-raddstoreexpminusmax",
    nullptr, xnn_same_shape_rule,
    kSoftmaxSchemaNodes, count(kSoftmaxSchemaNodes)};

constexpr xnn_schema_node kCopySchemaNodes[] = {{"XNNCopy", 0}};
constexpr xnn_node_entry copy = {
    xnn_node_type::copy, "define copy", "y = x (an alias when both are internal)",
    kOneToOne, count(kOneToOne), kMoveDatatypes, count(kMoveDatatypes), nullptr, 0,
    nullptr, 0, xnn_copy_node_ops, "copy_nc_x8, copy_nc_x16, copy_nc_x32", "xx-copy",
    nullptr, xnn_same_shape_rule,
    kCopySchemaNodes, count(kCopySchemaNodes), true};

// The filter and bias may be computed at run time for fp16 (xnn_fully_connected_shapes_rule).
constexpr xnn_tensor_rule kFullyConnectedTensors[] = {{"input", R::input, 1, kMaxRank, kAny, false, false, 1},
                                                      {"filter", R::input, 2, 2, kAny, false, false, 1},
                                                      {"bias", R::input, 1, 1, kAny, false, true, 1}, kOutput};
// The convolution rows, and dynamically quantized input (qdint8, a zero point and scale per row) with int8 or 4-bit
// weights of one scale per output channel or 4-bit weights of one scale per block of inputs, an fp32 bias and fp32
// output (xnn_fully_connected_shapes_rule: one row of quantization parameters per row of the product), or fp16 output
// as XNNPACK HEAD accepts it (the qd8_f16 operators); fp32 input
// with static int8 or 4-bit weights of one scale per output channel (weights-only quantization); bf16 input and
// filter with an fp32 bias and output.
constexpr xnn_datatype_row kFullyConnectedDatatypes[] = {
    {{kF32, kF32, kF32, kF32}},
    {{kF16, kF16, kF16, kF16}},
    {{kF16, kF16, kF32, kF16}},
    {{kF16, kF32, kF32, kF16}},
    {{kF32, kF16, kF16, kF32}},
    {{kF32, kF16, kF32, kF32}},
    {{kBf16, kBf16, kF32, kF32}},
    {{kF32, xnn_datatype_qcint8, kF32, kF32}},
    {{kF32, xnn_datatype_qcint4, kF32, kF32}},
    {{kQs8, xnn_datatype_qcint8, xnn_datatype_qcint32, kQs8}},
    {{kQs8, kQs8, xnn_datatype_qint32, kQs8}},
    {{xnn_datatype_quint8, xnn_datatype_quint8, xnn_datatype_qint32, xnn_datatype_quint8}},
    {{xnn_datatype_qdint8, xnn_datatype_qcint8, kF32, kF32}},
    {{xnn_datatype_qdint8, xnn_datatype_qcint4, kF32, kF32}},
    {{xnn_datatype_qdint8, xnn_datatype_qbint4, kF32, kF32}},
    {{xnn_datatype_qdint8, xnn_datatype_qcint8, kF32, kF16}},
    {{xnn_datatype_qdint8, xnn_datatype_qcint4, kF32, kF16}},
    {{xnn_datatype_qdint8, xnn_datatype_qbint4, kF32, kF16}},
};
constexpr xnn_flag_rule kTransposeWeights[] = {{XNN_FLAG_TRANSPOSE_WEIGHTS, "XNN_FLAG_TRANSPOSE_WEIGHTS"}};
constexpr xnn_schema_node kFullyConnectedSchemaNodes[] = {{"XNNFullyConnected", 0}};
constexpr xnn_node_entry fully_connected = {
    xnn_node_type::fully_connected, "define fully connected",
    "y[..., n] = sum_k x[..., k] * filter[n][k] + bias[n] (filter [k][n] with XNN_FLAG_TRANSPOSE_WEIGHTS)",
    kFullyConnectedTensors, count(kFullyConnectedTensors), kFullyConnectedDatatypes, count(kFullyConnectedDatatypes),
    kOutputRange, count(kOutputRange), kTransposeWeights, count(kTransposeWeights), xnn_fully_connected_node_ops,
    "fully_connected_nc_f32, fully_connected_nc_qs8_qc8w, fully_connected_nc_qs8, fully_connected_nc_qu8, "
    "fully_connected_nc_qd8_f32_qc8w, fully_connected_nc_qd8_f32_qc4w, fully_connected_nc_qd8_f32_qb4w, "
    "fully_connected_nc_qd8_f16_qc8w, fully_connected_nc_qd8_f16_qc4w, fully_connected_nc_qd8_f16_qb4w, "
    "fully_connected_nc_f32_qc8w, fully_connected_nc_f32_qc4w, fully_connected_nc_f16, fully_connected_nc_f32_f16, "
    "fully_connected_nc_bf16_f32, dynamic_fully_connected_nc_f16",
    "f32-gemm-minmax qs8-qc8w-gemm-minmax qu8-gemm-minmax qd8-f32-qc8w-gemm-minmax qd8-f32-qc4w-gemm-minmax "
    "qd8-f32-qb4w-gemm-minmax qd8-f16-qc8w-gemm-minmax qd8-f16-qc4w-gemm-minmax qd8-f16-qb4w-gemm-minmax "
    "f32-qc8w-gemm-minmax f32-qc4w-gemm-minmax f16-gemm-minmax bf16-f32-gemm-minmax", nullptr,
    xnn_fully_connected_shapes_rule,
    kFullyConnectedSchemaNodes, count(kFullyConnectedSchemaNodes)};

constexpr xnn_tensor_rule kBatchMatrixMultiplyTensors[] = {
    {"input1", R::input, 2, kMaxRank, kAny, false, false, 1},
    {"input2", R::input, 2, kMaxRank, kAny, false, false, 1}, kOutput};
// qint8 x qint8 -> qint8 as XNNPACK (input2's zero point 0: xnn_batch_matrix_multiply_shapes_rule); qdint8 (one zero
// point and scale per row of input1) or fp32 (weights-only quantization) x static qcint8 (one scale per column of
// input2) -> fp32; fp16 x fp16 -> fp16 and bf16 x bf16 -> fp32.
constexpr xnn_datatype_row kBatchMatrixMultiplyDatatypes[] = {
    {{kF32, kF32, kF32}},
    {{kF16, kF16, kF16}},
    {{kBf16, kBf16, kF32}},
    {{xnn_datatype_qint8, xnn_datatype_qint8, xnn_datatype_qint8}},
    {{xnn_datatype_qdint8, xnn_datatype_qcint8, kF32}},
    {{kF32, xnn_datatype_qcint8, kF32}}};
constexpr xnn_flag_rule kBatchMatrixMultiplyFlags[] = {{XNN_FLAG_TRANSPOSE_B, "XNN_FLAG_TRANSPOSE_B"},
                                                         {XNN_FLAG_NO_BROADCAST, "XNN_FLAG_NO_BROADCAST"}};
constexpr xnn_schema_node kBatchMatrixMultiplySchemaNodes[] = {{"XNNBatchMatrixMultiply", 0}};
constexpr xnn_node_entry batch_matrix_multiply = {
    xnn_node_type::batch_matrix_multiply, "define batch matrix multiply",
    "y[..., m, n] = a[..., m, k] * b[..., k, n] (b [..., n, k] with XNN_FLAG_TRANSPOSE_B), batches broadcasting",
    kBatchMatrixMultiplyTensors, count(kBatchMatrixMultiplyTensors), kBatchMatrixMultiplyDatatypes,
    count(kBatchMatrixMultiplyDatatypes), nullptr, 0, kBatchMatrixMultiplyFlags, count(kBatchMatrixMultiplyFlags),
    xnn_batch_matrix_multiply_node_ops,
    "batch_matrix_multiply_nc_f32, batch_matrix_multiply_nc_qs8, batch_matrix_multiply_nc_qs8_const_weights, "
    "batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights, batch_matrix_multiply_nc_f32_qc8w_const_weights, "
    "batch_matrix_multiply_nc_f16, batch_matrix_multiply_nc_bf16_f32",
    "f32-gemm-minmax qs8-qc8w-gemm-minmax qd8-f32-qc8w-gemm-minmax f32-qc8w-gemm-minmax f16-gemm-minmax "
    "bf16-f32-gemm-minmax", nullptr,
    xnn_batch_matrix_multiply_shapes_rule,
    kBatchMatrixMultiplySchemaNodes, count(kBatchMatrixMultiplySchemaNodes)};

constexpr xnn_param_rule kConvolutionParams[] = {XNN_PADDING_PARAMS("input_"), XNN_WINDOW_PARAMS("subsampling"),
                                                 XNN_GROUP_PARAMS};
constexpr xnn_schema_node kConvolution2dSchemaNodes[] = {{"XNNConv2d", 0}};
constexpr xnn_node_entry convolution_2d = {
    xnn_node_type::convolution_2d, "define convolution 2d",
    "grouped 2D convolution, NHWC; filter [groups * group_output_channels, kh, kw, group_input_channels]",
    kConvolutionTensors, count(kConvolutionTensors), kConvolutionQd8Datatypes, count(kConvolutionQd8Datatypes),
    kConvolutionParams,
    count(kConvolutionParams), kSamePadding, count(kSamePadding), xnn_convolution_node_ops,
    "convolution2d_nhwc_f32, convolution2d_nhwc_qs8_qc8w, convolution2d_nhwc_qs8, convolution2d_nhwc_qu8, "
    "convolution2d_nhwc_qd8_f32_qc8w, convolution2d_nhwc_f16, convolution2d_nhwc_f32_f16",
    "f32-gemm-minmax f32-igemm-minmax f32-dwconv-unipass f32-dwconv-multipass qs8-qc8w-gemm-minmax "
    "qs8-qc8w-igemm-minmax qs8-qc8w-dwconv-unipass qs8-qc8w-dwconv-multipass qu8-gemm-minmax qu8-igemm-minmax "
    "qu8-dwconv-unipass qu8-dwconv-multipass qd8-f32-qc8w-igemm-minmax f16-gemm-minmax f16-igemm-minmax "
    "f16-dwconv-unipass f16-dwconv-multipass",
    xnn_convolution_params_rule, xnn_convolution_shapes_rule,
    kConvolution2dSchemaNodes, count(kConvolution2dSchemaNodes)};

constexpr xnn_param_rule kDepthwiseParams[] = {
    XNN_PADDING_PARAMS("input_"),
    XNN_WINDOW_PARAMS("subsampling"),
    {"depth_multiplier", "uint32_t", "1", C::positive, ">= 1"},
    {"input_channels", "size_t", nullptr, C::fits_uint32, ">= 1 and <= UINT32_MAX"},
    kOutputRange[0],
    kOutputRange[1],
};
constexpr xnn_schema_node kDepthwiseConvolution2dSchemaNodes[] = {{"XNNDepthwiseConv2d", 0}};
constexpr xnn_node_entry depthwise_convolution_2d = {
    xnn_node_type::depthwise_convolution_2d, "define depthwise convolution 2d",
    "depthwise 2D convolution, NHWC; filter [1, kh, kw, input_channels * depth_multiplier]",
    kConvolutionTensors, count(kConvolutionTensors), kConvolutionDatatypes, count(kConvolutionDatatypes),
    kDepthwiseParams,
    count(kDepthwiseParams), kSamePadding, count(kSamePadding), xnn_convolution_node_ops,
    "convolution2d_nhwc_f32, convolution2d_nhwc_qs8_qc8w, convolution2d_nhwc_qs8, convolution2d_nhwc_qu8, "
    "convolution2d_nhwc_f16, convolution2d_nhwc_f32_f16 (depthwise)",
    "f32-dwconv-unipass f32-dwconv-multipass f32-igemm-minmax qs8-qc8w-dwconv-unipass qs8-qc8w-dwconv-multipass "
    "qs8-qc8w-igemm-minmax qu8-dwconv-unipass qu8-dwconv-multipass qu8-gemm-minmax qu8-igemm-minmax "
    "f16-dwconv-unipass f16-dwconv-multipass f16-igemm-minmax",
    xnn_convolution_params_rule, xnn_convolution_shapes_rule,
    kDepthwiseConvolution2dSchemaNodes, count(kDepthwiseConvolution2dSchemaNodes)};

constexpr xnn_param_rule kDeconvolutionParams[] = {
    XNN_PADDING_PARAMS(""),
    XNN_WINDOW_PARAMS("upsampling"),
    {"adjustment_height", "uint32_t", "0", C::below, "< upsampling_height", "upsampling_height"},
    {"adjustment_width", "uint32_t", "0", C::below, "< upsampling_width", "upsampling_width"},
    XNN_GROUP_PARAMS,
};
constexpr xnn_schema_node kDeconvolution2dSchemaNodes[] = {{"XNNConvTranspose2d", 0}};
constexpr xnn_node_entry deconvolution_2d = {
    xnn_node_type::deconvolution_2d, "define deconvolution 2d",
    "grouped 2D transposed convolution, NHWC; filter [groups * group_output_channels, kh, kw, group_input_channels]",
    kConvolutionTensors, count(kConvolutionTensors), kConvolutionQd8Datatypes, count(kConvolutionQd8Datatypes),
    kDeconvolutionParams, count(kDeconvolutionParams), nullptr, 0, xnn_deconvolution_node_ops,
    "deconvolution2d_nhwc_f32, deconvolution2d_nhwc_qs8_qc8w, deconvolution2d_nhwc_qs8, deconvolution2d_nhwc_qu8, "
    "deconvolution2d_nhwc_qd8_f32_qc8w, deconvolution2d_nhwc_f16, deconvolution2d_nhwc_f32_f16",
    "f32-igemm-minmax qs8-qc8w-igemm-minmax qu8-igemm-minmax qd8-f32-qc8w-igemm-minmax f16-igemm-minmax",
    xnn_convolution_params_rule,
    xnn_convolution_shapes_rule,
    kDeconvolution2dSchemaNodes, count(kDeconvolution2dSchemaNodes)};

constexpr xnn_param_rule kAveragePoolingParams[] = {
    XNN_PADDING_PARAMS("input_"),
    XNN_POOLING_WINDOW_PARAMS,
    {"stride_height", "uint32_t", "1", C::positive, ">= 1"},
    {"stride_width", "uint32_t", "1", C::positive, ">= 1"},
    kOutputRange[0],
    kOutputRange[1],
};
constexpr xnn_schema_node kAveragePooling2dSchemaNodes[] = {{"XNNAvgPooling2d", 0}};
constexpr xnn_node_entry average_pooling_2d = {
    xnn_node_type::average_pooling_2d, "define average pooling 2d",
    "mean over each window, NHWC (padding not counted)", kPoolingTensors, count(kPoolingTensors), kFloatOneToOne,
    count(kFloatOneToOne), kAveragePoolingParams, count(kAveragePoolingParams), kPoolingFlags, count(kPoolingFlags),
    xnn_average_pooling_node_ops, "average_pooling2d_nhwc_f32, average_pooling2d_nhwc_f16",
    "f32-avgpool-unipass f32-avgpool-multipass f16-avgpool-unipass f16-avgpool-multipass",
    xnn_pooling_params_rule, xnn_pooling_shapes_rule,
    kAveragePooling2dSchemaNodes, count(kAveragePooling2dSchemaNodes)};

constexpr xnn_param_rule kMaxPoolingParams[] = {
    XNN_PADDING_PARAMS("input_"),
    XNN_POOLING_WINDOW_PARAMS,
    {"stride_height", "uint32_t", "1", C::positive, ">= 1"},
    {"stride_width", "uint32_t", "1", C::positive, ">= 1"},
    {"dilation_height", "uint32_t", "1", C::positive, ">= 1"},
    {"dilation_width", "uint32_t", "1", C::positive, ">= 1"},
    kOutputRange[0],
    kOutputRange[1],
};
constexpr xnn_schema_node kMaxPooling2dSchemaNodes[] = {{"XNNMaxPooling2d", 0}};
constexpr xnn_node_entry max_pooling_2d = {
    xnn_node_type::max_pooling_2d, "define max pooling 2d", "maximum over each (dilated) window, NHWC",
    kPoolingTensors, count(kPoolingTensors), kSameQuantizationDatatypes, count(kSameQuantizationDatatypes),
    kMaxPoolingParams,
    count(kMaxPoolingParams), kPoolingFlags, count(kPoolingFlags), xnn_max_pooling_node_ops,
    "max_pooling2d_nhwc_f32, max_pooling2d_nhwc_s8, max_pooling2d_nhwc_u8, max_pooling2d_nhwc_f16",
    "f32-maxpool-unipass f32-maxpool-multipass s8-maxpool-unipass s8-maxpool-multipass u8-maxpool-unipass "
    "u8-maxpool-multipass f16-maxpool-unipass f16-maxpool-multipass",
    xnn_pooling_params_rule,
    xnn_pooling_shapes_rule,
    kMaxPooling2dSchemaNodes, count(kMaxPooling2dSchemaNodes), true};

constexpr xnn_tensor_rule kArgmaxTensors[] = {kNhwcInput, {"output_value", R::output, 4, 4, kNhwc, false, false, 1},
                                              {"output_index", R::output, 0, kMaxRank, kAny, false, false, 1}};
constexpr xnn_datatype_row kArgmaxDatatypes[] = {{{kF32, kF32, kXnnAnyDatatype}}};
constexpr xnn_param_rule kArgmaxParams[] = {XNN_PADDING_PARAMS("input_"), XNN_POOLING_WINDOW_PARAMS};
constexpr xnn_schema_node kArgmaxPooling2dSchemaNodes[] = {{"XNNArgMaxPooling2d", 0}};
constexpr xnn_node_entry argmax_pooling_2d = {
    xnn_node_type::argmax_pooling_2d, "define argmax pooling 2d",
    "maximum and its uint32 position in each window (stride = window), NHWC", kArgmaxTensors, count(kArgmaxTensors),
    kArgmaxDatatypes, count(kArgmaxDatatypes), kArgmaxParams, count(kArgmaxParams), kPoolingFlags,
    count(kPoolingFlags), xnn_argmax_pooling_node_ops, "argmax_pooling2d_nhwc_f32",
    "f32-argmaxpool-unipass f32-argmaxpool-multipass", xnn_pooling_params_rule, xnn_pooling_shapes_rule,
    kArgmaxPooling2dSchemaNodes, count(kArgmaxPooling2dSchemaNodes)};

constexpr xnn_tensor_rule kGlobalPoolingTensors[] = {{"input", R::input, 3, kMaxRank, kAny, false, false, 1},
                                                     kOutput};
constexpr xnn_flag_rule kKeepDims[] = {{XNN_FLAG_KEEP_DIMS, "XNN_FLAG_KEEP_DIMS"}};
constexpr xnn_schema_node kGlobalAveragePooling2dSchemaNodes[] = {{"XNNGlobalAvgPooling2d", 0}};
constexpr xnn_node_entry global_average_pooling_2d = {
    xnn_node_type::global_average_pooling_2d, "define global average pooling 2d",
    "mean over H and W of [..., H, W, C]", kGlobalPoolingTensors, count(kGlobalPoolingTensors), kRequantizingDatatypes,
    count(kRequantizingDatatypes), kOutputRange, count(kOutputRange), kKeepDims, count(kKeepDims),
    xnn_global_average_pooling_node_ops,
    "global_average_pooling_nwc_f32, global_average_pooling_nwc_qs8, global_average_pooling_nwc_qu8",
    "f32-gavgpool-unipass f32-gavgpool-multipass qs8-gavgpool-unipass qs8-gavgpool-multipass", nullptr, nullptr,
    kGlobalAveragePooling2dSchemaNodes, count(kGlobalAveragePooling2dSchemaNodes)};

constexpr xnn_param_rule kReduceParams[] = {
    {"reduce_operator_type", "enum xnn_reduce_operator", nullptr, C::documented,
     "sum, mean, max or min on fp32 and fp16; sum or mean on qint8 and quint8"},
    {"num_reduction_axes", "size_t", nullptr, C::rank, "1 to XNN_MAX_TENSOR_DIMS"},
    {"reduction_axes", "const int64_t*", nullptr, C::not_null,
     "each in [-rank, rank) of the input; repeats count once"},
};
// The 8-bit rows: the output has its own quantization (a sum or mean is requantized). fp16 reduces in fp32.
constexpr xnn_datatype_row kReduceDatatypes[] = {
    {{kF32, kF32}},
    {{kF16, kF16}},
    {{xnn_datatype_qint8, xnn_datatype_qint8}},
    {{xnn_datatype_quint8, xnn_datatype_quint8}}};
constexpr xnn_node_entry static_reduce = {
    xnn_node_type::static_reduce, "define static reduce",
    "sum, mean, max or min over reduction_axes (removed, or 1 with XNN_FLAG_KEEP_DIMS); also XNNPACK's global sum "
    "pooling 1d/2d and global average pooling 1d (then a clamp node)",
    kOneToOne, count(kOneToOne),
    kReduceDatatypes, count(kReduceDatatypes), kReduceParams, count(kReduceParams), kKeepDims, count(kKeepDims),
    xnn_static_reduce_node_ops, "reduce_nd",
    "f32-rsum f32-rdsum f32-rminmax f16-vcvt qs8-rsum qs8-rdsum qu8-rsum qu8-rdsum",
    xnn_static_reduce_params_rule, xnn_static_reduce_shapes_rule, nullptr, 0};

constexpr xnn_param_rule kReshapeParams[] = {
    {"num_dims", "size_t", nullptr, C::at_most_rank, "<= XNN_MAX_TENSOR_DIMS"},
    {"new_shape", "const size_t*", nullptr, C::documented,
     "not NULL unless num_dims is 0; at most one 0 (inferred); as many elements as the input"},
};
constexpr xnn_schema_node kStaticReshapeSchemaNodes[] = {{"XNNStaticReshape", 0}};
constexpr xnn_node_entry static_reshape = {
    xnn_node_type::static_reshape, "define static reshape", "the same elements with another shape (an alias)",
    kOneToOne, count(kOneToOne), kMoveDatatypes, count(kMoveDatatypes), kReshapeParams, count(kReshapeParams),
    nullptr, 0, xnn_static_reshape_node_ops, "copy_nc_x8, copy_nc_x16, copy_nc_x32", "xx-copy", nullptr,
    xnn_static_reshape_shapes_rule,
    kStaticReshapeSchemaNodes, count(kStaticReshapeSchemaNodes), true};

constexpr xnn_param_rule kTransposeParams[] = {
    {"num_dims", "size_t", nullptr, C::rank, "1 to XNN_MAX_TENSOR_DIMS; the input's rank"},
    {"perm", "const size_t*", nullptr, C::not_null, "a permutation of 0..num_dims-1"},
};
constexpr xnn_schema_node kStaticTransposeSchemaNodes[] = {{"XNNStaticTranspose", 0}};
constexpr xnn_node_entry static_transpose = {
    xnn_node_type::static_transpose, "define static transpose", "y dimension i = x dimension perm[i]",
    kOneToOne, count(kOneToOne), kMoveDatatypes, count(kMoveDatatypes), kTransposeParams, count(kTransposeParams),
    nullptr, 0, xnn_static_transpose_node_ops, "transpose_nd_x8, transpose_nd_x32",
    "x8-transposec x32-transposec xx-copy",
    xnn_static_transpose_params_rule, xnn_static_transpose_shapes_rule,
    kStaticTransposeSchemaNodes, count(kStaticTransposeSchemaNodes), true};

constexpr xnn_param_rule kSliceParams[] = {
    {"num_dims", "size_t", nullptr, C::rank, "1 to XNN_MAX_TENSOR_DIMS; the input's rank"},
    {"offsets", "const size_t*", nullptr, C::not_null,
     "offsets[i] < input dimension i (_v2: int64_t, negative from the end; _v3: begins, the same)"},
    {"sizes", "const size_t*", nullptr, C::not_null,
     "offsets[i] + sizes[i] <= input dimension i; 0: to the end (_v3: ends, <= 0 from the end, strides all 1)"},
};
constexpr xnn_schema_node kStaticSliceSchemaNodes[] = {{"XNNStaticSlice", 0}};
constexpr xnn_node_entry static_slice = {
    xnn_node_type::static_slice, "define static slice",
    "y = x[offsets : offsets + sizes] (also _v2, _v3: resolved against the input's shape at every reshape)", kOneToOne,
    count(kOneToOne), kMoveDatatypes, count(kMoveDatatypes), kSliceParams, count(kSliceParams), nullptr, 0,
    xnn_static_slice_node_ops, "slice_nd_x8, slice_nd_x16, slice_nd_x32", "xx-copy", nullptr,
    xnn_static_slice_shapes_rule,
    kStaticSliceSchemaNodes, count(kStaticSliceSchemaNodes), true};

constexpr xnn_param_rule kPadParams[] = {
    {"pre_paddings", "const size_t*", nullptr, C::not_null, "one per input dimension"},
    {"post_paddings", "const size_t*", nullptr, C::not_null, "one per input dimension"},
    {"padding_value", "float", "0", C::documented, "any"},
};
constexpr xnn_schema_node kStaticConstantPadSchemaNodes[] = {{"XNNStaticConstantPad", 0}};
constexpr xnn_node_entry static_constant_pad = {
    xnn_node_type::static_constant_pad, "define static constant pad",
    "x surrounded by padding_value: pre_paddings before and post_paddings after each dimension (_v2: the first "
    "num_padding_dims dimensions)",
    kOneToOne,
    count(kOneToOne), kPadDatatypes, count(kPadDatatypes), kPadParams, count(kPadParams), nullptr, 0,
    xnn_static_constant_pad_node_ops, "constant_pad_nd_x8, constant_pad_nd_x16, constant_pad_nd_x32", "xx-copy",
    nullptr,
    xnn_static_constant_pad_shapes_rule,
    kStaticConstantPadSchemaNodes, count(kStaticConstantPadSchemaNodes), true};

constexpr xnn_tensor_rule kResizeTensors[] = {kNhwcInput, kOutput};
constexpr xnn_param_rule kResizeParams[] = {
    {"new_height", "size_t", nullptr, C::resize_side, ">= 1 and < 2^24"},
    {"new_width", "size_t", nullptr, C::resize_side, ">= 1 and < 2^24"},
};
constexpr xnn_flag_rule kResizeFlags[] = {{XNN_FLAG_ALIGN_CORNERS, "XNN_FLAG_ALIGN_CORNERS"},
                                          {XNN_FLAG_TENSORFLOW_LEGACY_MODE, "XNN_FLAG_TENSORFLOW_LEGACY_MODE"}};
constexpr xnn_schema_node kStaticResizeBilinear2dSchemaNodes[] = {{"XNNStaticResizeBilinear2D", 0}};
constexpr xnn_node_entry static_resize_bilinear_2d = {
    xnn_node_type::static_resize_bilinear_2d, "define static resize bilinear 2d",
    "bilinear resize of [N, H, W, C] to [N, new_height, new_width, C] (the two flags are exclusive)",
    kResizeTensors, count(kResizeTensors), kSameQuantizationDatatypes, count(kSameQuantizationDatatypes), kResizeParams,
    count(kResizeParams), kResizeFlags, count(kResizeFlags), xnn_static_resize_bilinear_2d_node_ops,
    "resize_bilinear2d_nhwc", "f32-ibilinear f16-ibilinear s8-ibilinear u8-ibilinear", xnn_static_resize_params_rule,
    xnn_static_resize_shapes_rule, kStaticResizeBilinear2dSchemaNodes, count(kStaticResizeBilinear2dSchemaNodes),
    true};

constexpr xnn_tensor_rule kConcatenateTensors[] = {{"input", R::input, 0, kMaxRank, kAny, false, false, 5}, kOutput};
constexpr xnn_param_rule kAxisParams[] = {
    {"axis", "int32_t", nullptr, C::documented, "in [-rank, rank) of the first input"},
};
constexpr xnn_schema_node kConcatenateSchemaNodes[] = {
    {"XNNConcatenate2", 2}, {"XNNConcatenate3", 3}, {"XNNConcatenate4", 4}, {"XNNConcatenate5", 5},
};
constexpr xnn_node_entry concatenate = {
    xnn_node_type::concatenate, "define concatenate",
    "1 to 5 inputs joined along axis; the other dimensions agree", kConcatenateTensors, count(kConcatenateTensors),
    kMoveDatatypes, count(kMoveDatatypes), kAxisParams, count(kAxisParams), nullptr, 0, xnn_concatenate_node_ops,
    "concatenate_nd (internal)", "xx-copy", nullptr, xnn_concatenate_shapes_rule,
    kConcatenateSchemaNodes, count(kConcatenateSchemaNodes), true};

constexpr xnn_tensor_rule kEvenSplitTensors[] = {kInput, {"output", R::output, 0, kMaxRank, kAny, false, true, 4}};
constexpr xnn_param_rule kSplitParams[] = {
    {"split_dim", "int32_t", nullptr, C::documented,
     "in [-rank, rank) of the input (negative: from the end); that dimension divisible by the outputs"},
};
constexpr xnn_node_entry even_split = {
    xnn_node_type::even_split, "define even split",
    "2 to 4 equal parts of the input along split_dim (an XNN_INVALID_VALUE_ID output is skipped); "
    "xnn_define_even_split also takes 1 part, a copy",
    kEvenSplitTensors, count(kEvenSplitTensors), kMoveDatatypes, count(kMoveDatatypes), kSplitParams,
    count(kSplitParams), nullptr, 0, xnn_even_split_node_ops, "even_split_nd (internal)", "xx-copy", nullptr,
    xnn_even_split_shapes_rule, nullptr, 0, true};

constexpr xnn_param_rule kBlockParams[] = {
    {"block_size", "uint32_t", nullptr, C::documented, ">= 2"},
};
constexpr xnn_node_entry depth_to_space_2d = {
    xnn_node_type::depth_to_space_2d, "define depth to space 2d",
    "[N, H, W, C * block_size^2] to [N, H * block_size, W * block_size, C]: channel (by * block_size + bx) * C + c to "
    "block row by, column bx (also xnn_define_depth_to_space)",
    kPoolingTensors, count(kPoolingTensors), kMoveDatatypes, count(kMoveDatatypes), kBlockParams, count(kBlockParams),
    nullptr, 0, xnn_depth_to_space_node_ops,
    "depth_to_space_nhwc_x8, depth_to_space_nhwc_x16, depth_to_space_nhwc_x32",
    "x8-transposec x16-transposec x32-transposec xx-copy",
    xnn_block_size_params_rule, xnn_depth_to_space_shapes_rule, nullptr, 0, true};

constexpr xnn_node_entry space_to_depth_2d = {
    xnn_node_type::space_to_depth_2d, "define space to depth 2d",
    "[N, H * block_size, W * block_size, C] to [N, H, W, C * block_size^2] (the inverse of depth to space)",
    kPoolingTensors, count(kPoolingTensors), kMoveDatatypes, count(kMoveDatatypes), kBlockParams, count(kBlockParams),
    nullptr, 0, xnn_space_to_depth_node_ops,
    "space_to_depth_nhwc_x8, space_to_depth_nhwc_x16, space_to_depth_nhwc_x32",
    "x8-transposec x16-transposec x32-transposec xx-copy",
    xnn_block_size_params_rule, xnn_space_to_depth_shapes_rule, nullptr, 0, true};

constexpr xnn_tensor_rule kUnpoolingTensors[] = {{"input_value", R::input, 4, 4, kNhwc, false, false, 1},
                                                 {"input_index", R::input, 4, 4, kAny, false, false, 1},
                                                 kNhwcOutput};
// The index is read as uint32 (argmax pooling's index output): any 4-byte datatype holds it.
constexpr xnn_datatype_row kUnpoolingDatatypes[] = {{{kF32, kF32, kF32}}, {{kF32, xnn_datatype_int32, kF32}}};
constexpr xnn_param_rule kUnpoolingParams[] = {
    {"padding_top", "uint32_t", "0", C::documented, "the padding leaves at least one output row"},
    {"padding_right", "uint32_t", "0", C::documented, "the padding leaves at least one output column"},
    {"padding_bottom", "uint32_t", "0", C::documented, "the padding leaves at least one output row"},
    {"padding_left", "uint32_t", "0", C::documented, "the padding leaves at least one output column"},
    {"pooling_height", "uint32_t", nullptr, C::positive, ">= 1"},
    {"pooling_width", "uint32_t", nullptr, C::positive, ">= 1"},
};
constexpr xnn_node_entry unpooling_2d = {
    xnn_node_type::unpooling_2d, "define unpooling 2d",
    "inverse of argmax pooling: each value to its window position (index = column * pooling_height + row), 0 "
    "elsewhere; output H * pooling_height - padding, W * pooling_width - padding",
    kUnpoolingTensors, count(kUnpoolingTensors), kUnpoolingDatatypes, count(kUnpoolingDatatypes), kUnpoolingParams,
    count(kUnpoolingParams), nullptr, 0, xnn_unpooling_node_ops, "unpooling2d_nhwc_x32", "",
    nullptr, xnn_unpooling_shapes_rule, nullptr, 0};

constexpr xnn_param_rule kExpandDimsParams[] = {
    {"num_new_axes", "size_t", nullptr, C::at_most_rank, "<= XNN_MAX_TENSOR_DIMS; with the input's rank too"},
    {"new_axes", "const size_t*", nullptr, C::documented,
     "not NULL unless num_new_axes is 0; increasing, each below the output's rank"},
};
constexpr xnn_node_entry static_expand_dims = {
    xnn_node_type::static_expand_dims, "define static expand dims",
    "the input with dimensions of 1 inserted at new_axes of the output (an alias)",
    kOneToOne, count(kOneToOne), kMoveDatatypes, count(kMoveDatatypes), kExpandDimsParams, count(kExpandDimsParams),
    nullptr, 0, xnn_static_expand_dims_node_ops, "copy_nc_x8, copy_nc_x16, copy_nc_x32", "xx-copy", nullptr,
    xnn_static_expand_dims_shapes_rule, nullptr, 0, true};

constexpr xnn_param_rule kFuseDimsParams[] = {
    {"axis", "size_t", nullptr, C::documented, "axis + axes_count <= XNN_MAX_TENSOR_DIMS and <= the input's rank"},
    {"axes_count", "size_t", nullptr, C::positive, ">= 1"},
};
constexpr xnn_node_entry fuse_dims = {
    xnn_node_type::fuse_dims, "define fuse dims",
    "dimensions axis .. axis + axes_count - 1 of the input as one (an alias)",
    kOneToOne, count(kOneToOne), kMoveDatatypes, count(kMoveDatatypes), kFuseDimsParams, count(kFuseDimsParams),
    nullptr, 0, xnn_fuse_dims_node_ops, "copy_nc_x8, copy_nc_x16, copy_nc_x32", "xx-copy", nullptr,
    xnn_fuse_dims_shapes_rule,
    nullptr, 0, true};

constexpr xnn_param_rule kSplitDimsParams[] = {
    {"axis", "size_t", nullptr, C::documented, "below the input's rank; axis + num_splits <= XNN_MAX_TENSOR_DIMS"},
    {"num_splits", "size_t", nullptr, C::positive, ">= 1"},
    {"splits", "const size_t*", nullptr, C::not_null,
     "the sizes, one 0 inferred; their product divides dimension axis (equals it without a 0)"},
};
constexpr xnn_node_entry split_dims = {
    xnn_node_type::split_dims, "define split dim",
    "dimension axis of the input as num_splits dimensions of sizes splits (an alias)",
    kOneToOne, count(kOneToOne), kMoveDatatypes, count(kMoveDatatypes), kSplitDimsParams, count(kSplitDimsParams),
    nullptr, 0, xnn_split_dims_node_ops, "copy_nc_x8, copy_nc_x16, copy_nc_x32", "xx-copy", nullptr,
    xnn_split_dims_shapes_rule,
    nullptr, 0, true};

constexpr xnn_param_rule kBroadcastParams[] = {
    {"num_dims", "size_t", nullptr, C::at_most_rank, "<= XNN_MAX_TENSOR_DIMS; at least the input's rank"},
    {"new_shape", "const size_t*", nullptr, C::documented,
     "not NULL unless num_dims is 0; 0 keeps the input's dimension; input dimensions of 1 broadcast"},
};
constexpr xnn_node_entry static_broadcast = {
    xnn_node_type::static_broadcast, "define static broadcast",
    "the input repeated NumPy-style to new_shape (aligned right; 0 keeps the input's dimension)",
    kOneToOne, count(kOneToOne), kMoveDatatypes, count(kMoveDatatypes), kBroadcastParams, count(kBroadcastParams),
    nullptr, 0, xnn_static_broadcast_node_ops, "binary_elementwise_nd (multiply by 1; 8-bit: maximum with the lowest)",
    "f32-vbinary f16-vbinary s32-vbinary", nullptr, xnn_static_broadcast_shapes_rule, nullptr, 0, true};

constexpr xnn_tensor_rule kRopeTensors[] = {{"input", R::input, 3, kMaxRank, kAny, false, false, 1},
                                            {"weights", R::input, 1, kMaxRank, kAny, false, false, 1}, kOutput};
constexpr xnn_datatype_row kRopeDatatypes[] = {{{kF32, kF32, kF32}}, {{kF16, kF16, kF16}}};
constexpr xnn_param_rule kRopeParams[] = {
    {"max_sequence_size", "size_t", "0", C::documented, "ignored (deprecated in XNNPACK)"},
};
constexpr xnn_node_entry rope = {
    xnn_node_type::rope, "define rope",
    "rotary positional embedding of [..., tokens, heads, channels]: complex halves times the token's weights row",
    kRopeTensors, count(kRopeTensors), kRopeDatatypes, count(kRopeDatatypes), kRopeParams, count(kRopeParams),
    nullptr, 0, xnn_rope_node_ops, "rope_nthc_f32, rope_nthc_f16", "", nullptr, xnn_rope_shapes_rule, nullptr, 0};

}  // namespace xnn_catalog

namespace {

constexpr xnn_node_entry kCatalog[] = {XNN_FOREACH_NODE_TYPE(XNN_CATALOG_ENTRY)};
XNN_CATALOG_STATIC_CHECKS(kCatalog);

}  // namespace

const xnn_node_entry& xnn_catalog_entry(xnn_node_type type) { return kCatalog[size_t(type)]; }

const xnn_node_entry* xnn_catalog_entries(size_t* count) {
  *count = sizeof(kCatalog) / sizeof(kCatalog[0]);
  return kCatalog;
}

const xnn_node_entry* xnn_catalog_entry_for_schema(const char* schema_node, uint32_t* variant) {
  for (const xnn_node_entry& e : kCatalog) {
    for (size_t i = 0; i < e.num_schema_nodes; i++) {
      if (std::strcmp(e.schema_nodes[i].name, schema_node) == 0) {
        if (variant != nullptr) *variant = e.schema_nodes[i].variant;
        return &e;
      }
    }
  }
  return nullptr;
}

const char* xnn_catalog_schema_node(xnn_node_type type, uint32_t variant) {
  const xnn_node_entry& e = xnn_catalog_entry(type);
  for (size_t i = 0; i < e.num_schema_nodes; i++) {
    if (e.schema_nodes[i].variant == variant) return e.schema_nodes[i].name;
  }
  return nullptr;
}

uint32_t xnn_node_variant(const xnn_node& node) {
  switch (node.type) {
    case xnn_node_type::unary: return uint32_t(node.params.unary.op);
    case xnn_node_type::binary: return uint32_t(node.params.binary.op);
    case xnn_node_type::concatenate: return node.num_inputs;
    default: return 0;
  }
}

const char* xnn_datatype_text(xnn_datatype datatype) {
  switch (datatype) {
    case xnn_datatype_invalid: return "any";
    case xnn_datatype_fp32: return "fp32";
    case xnn_datatype_fp16: return "fp16";
    case xnn_datatype_qint8: return "qint8";
    case xnn_datatype_quint8: return "quint8";
    case xnn_datatype_qint32: return "qint32";
    case xnn_datatype_qcint8: return "qcint8";
    case xnn_datatype_qcint32: return "qcint32";
    case xnn_datatype_qcint4: return "qcint4";
    case xnn_datatype_qdint8: return "qdint8";
    case xnn_datatype_qpint8: return "qpint8";
    case xnn_datatype_int32: return "int32";
    case xnn_datatype_qbint4: return "qbint4";
    case xnn_datatype_pfp32: return "pfp32";
    case xnn_datatype_bf16: return "bf16";
    case xnn_datatype_qduint8: return "qduint8";
    case xnn_datatype_pfp16: return "pfp16";
    case xnn_datatype_pqint8: return "pqint8";
    case xnn_datatype_qcint2: return "qcint2";
    case xnn_datatype_qint4: return "qint4";
    case xnn_datatype_qint2: return "qint2";
  }
  return "?";
}
