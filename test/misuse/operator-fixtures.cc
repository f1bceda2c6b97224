#include "misuse/operator-fixtures.h"

#include <gtest/gtest.h>

#include <cmath>

namespace {

// Large enough for every fixture's weights and input, plus XNN_EXTRA_BYTES.
const float kZeros[512] = {};
const uint32_t kPaddingValue = 0;

// Output of the argmax fixture's indices: they are not checked, only written somewhere valid (one array per
// thread, as g_convert_params below).
thread_local uint32_t g_argmax_index[64];
const uint32_t g_unpooling_index[8] = {};

// Per-row quantization parameters the qd8 fixtures read (the same on every thread, so the TSan test's outputs do
// not depend on which kinds ran before on a thread), and those the convert fixture writes (one array per thread:
// the TSan test runs every kind on several threads at once).
#define XNN_QD8_ROW {1, 0.5f}
const xnn_quantization_params kQd8Params[6 + XNN_EXTRA_QUANTIZATION_PARAMS] = {
    XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW,
    XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW,
    XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW, XNN_QD8_ROW};
#undef XNN_QD8_ROW
thread_local xnn_quantization_params g_convert_params[2 + XNN_EXTRA_QUANTIZATION_PARAMS];

std::vector<OperatorKind> make_kinds() {
  const float inf = INFINITY;
  const float* w = kZeros;
  std::vector<OperatorKind> kinds;
  // Fully connected: [2, 4] -> [2, 3].
  kinds.push_back({"fully_connected_nc_f32",
                   [=](xnn_operator_t* op) {
                     return xnn_create_fully_connected_nc_f32(4, 3, 4, 3, w, w, -inf, inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_fully_connected_nc_f32(op, 2, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_f32(op, in, out);
                   }});
  // The same on fp16 (the zeros serve as fp16 kernel and input), and with fp16 weights for fp32 input.
  kinds.push_back({"fully_connected_nc_f16",
                   [=](xnn_operator_t* op) {
                     return xnn_create_fully_connected_nc_f16(4, 3, 4, 3, w, w, -inf, inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_fully_connected_nc_f16(op, 2, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_f16(op, in, out);
                   }});
  kinds.push_back({"fully_connected_nc_f32_f16",
                   [=](xnn_operator_t* op) {
                     return xnn_create_fully_connected_nc_f32_f16(4, 3, 4, 3, w, w, -inf, inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_fully_connected_nc_f32_f16(op, 2, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_f32_f16(op, in, out);
                   }});
  // Dynamic fully connected, the weights given at setup: [2, 4] x [3, 4] -> [2, 3].
  kinds.push_back({"dynamic_fully_connected_nc_f32",
                   [=](xnn_operator_t* op) { return xnn_create_dynamic_fully_connected_nc_f32(-inf, inf, 0, op); },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_dynamic_fully_connected_nc_f32(op, 2, 4, 3, 4, 3, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_dynamic_fully_connected_nc_f32(op, workspace, in, in, in, out);
                   }});
  kinds.push_back({"dynamic_fully_connected_nc_f16",
                   [=](xnn_operator_t* op) { return xnn_create_dynamic_fully_connected_nc_f16(-inf, inf, 0, op); },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_dynamic_fully_connected_nc_f16(op, 2, 4, 3, 4, 3, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_dynamic_fully_connected_nc_f16(op, workspace, in, in, in, out);
                   }});
  // Fully connected on bf16: [2, 4] -> [2, 3]; the zeros serve as bf16 kernel and input.
  kinds.push_back({"fully_connected_nc_bf16_f32",
                   [=](xnn_operator_t* op) {
                     return xnn_create_fully_connected_nc_bf16_f32(4, 3, 4, 3, w, w, -inf, inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_fully_connected_nc_bf16_f32(op, 2, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_bf16_f32(op, in, out);
                   }});
  // Fully connected, qs8 with per-channel weights: [2, 4] -> [2, 3]; the zeros serve as int8 kernel and input.
  kinds.push_back({"fully_connected_nc_qs8_qc8w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[3] = {0.5f, 0.5f, 0.5f};
                     return xnn_create_fully_connected_nc_qs8_qc8w(4, 3, 4, 3, 0, 1.0f, kScales,
                                                                   reinterpret_cast<const int8_t*>(w), nullptr, 0,
                                                                   1.0f, -128, 127, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_fully_connected_nc_qs8_qc8w(op, 2, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_qs8_qc8w(op, reinterpret_cast<const int8_t*>(in),
                                                                 reinterpret_cast<int8_t*>(out));
                   }});
  // Fully connected, qs8 with 2-bit weights (12 zero crumbs in 3 bytes): [2, 4] -> [2, 3].
  kinds.push_back({"fully_connected_nc_qs8_qc2w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[3] = {0.5f, 0.5f, 0.5f};
                     static const uint8_t kCrumbs[3] = {};
                     return xnn_create_fully_connected_nc_qs8_qc2w(4, 3, 4, 3, 0, 1.0f, kScales, kCrumbs, nullptr, 0,
                                                                   1.0f, -128, 127, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_fully_connected_nc_qs8_qc2w(op, 2, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_qs8_qc2w(op, reinterpret_cast<const int8_t*>(in),
                                                                 reinterpret_cast<int8_t*>(out));
                   }});
  // Fully connected, qs8 with 4-bit weights (12 nibbles of value 0 at zero point 8): [2, 4] -> [2, 3].
  kinds.push_back({"fully_connected_nc_qs8_qc4w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[3] = {0.5f, 0.5f, 0.5f};
                     static const uint8_t kNibbles[6] = {0x88, 0x88, 0x88, 0x88, 0x88, 0x88};
                     return xnn_create_fully_connected_nc_qs8_qc4w(4, 3, 4, 3, 0, 1.0f, 8, kScales, kNibbles,
                                                                   nullptr, 0, 1.0f, -128, 127, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_fully_connected_nc_qs8_qc4w(op, 2, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_qs8_qc4w(op, reinterpret_cast<const int8_t*>(in),
                                                                 reinterpret_cast<int8_t*>(out));
                   }});
  // Fully connected, qs8 with one kernel scale: [2, 4] -> [2, 3].
  kinds.push_back({"fully_connected_nc_qs8",
                   [=](xnn_operator_t* op) {
                     return xnn_create_fully_connected_nc_qs8(4, 3, 4, 3, 0, 1.0f, 0.5f,
                                                              reinterpret_cast<const int8_t*>(w), nullptr, 0, 1.0f,
                                                              -128, 127, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_fully_connected_nc_qs8(op, 2, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_qs8(op, reinterpret_cast<const int8_t*>(in),
                                                            reinterpret_cast<int8_t*>(out));
                   }});
  // Fully connected, qu8: [2, 4] -> [2, 3]; the zeros serve as uint8 kernel and input.
  kinds.push_back({"fully_connected_nc_qu8",
                   [=](xnn_operator_t* op) {
                     return xnn_create_fully_connected_nc_qu8(4, 3, 4, 3, 128, 1.0f, 128, 0.5f,
                                                              reinterpret_cast<const uint8_t*>(w), nullptr, 128, 1.0f,
                                                              0, 255, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_fully_connected_nc_qu8(op, 2, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_qu8(op, reinterpret_cast<const uint8_t*>(in),
                                                            reinterpret_cast<uint8_t*>(out));
                   }});
  // Fully connected, qd8 input with per-channel int8 weights and fp32 output: [2, 4] -> [2, 3].
  kinds.push_back({"fully_connected_nc_qd8_f32_qc8w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[3] = {0.5f, 0.5f, 0.5f};
                     return xnn_create_fully_connected_nc_qd8_f32_qc8w(4, 3, 4, 3, kScales,
                                                                       reinterpret_cast<const int8_t*>(w), nullptr,
                                                                       -inf, inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_fully_connected_nc_qd8_f32_qc8w(op, 2, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_qd8_f32_qc8w(op, reinterpret_cast<const int8_t*>(in), out,
                                                                      workspace, kQd8Params);
                   }});
  // Fully connected, qd8 input with per-channel int8 weights and fp16 output: [2, 4] -> [2, 3].
  kinds.push_back({"fully_connected_nc_qd8_f16_qc8w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[3] = {0.5f, 0.5f, 0.5f};
                     return xnn_create_fully_connected_nc_qd8_f16_qc8w(4, 3, 4, 3, kScales,
                                                                       reinterpret_cast<const int8_t*>(w), nullptr,
                                                                       -inf, inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_fully_connected_nc_qd8_f16_qc8w(op, 2, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_qd8_f16_qc8w(op, reinterpret_cast<const int8_t*>(in), out,
                                                                      workspace, kQd8Params);
                   }});
  // Fully connected, qd8 input with 4-bit per-channel weights and fp16 output: [2, 4] -> [2, 3].
  kinds.push_back({"fully_connected_nc_qd8_f16_qc4w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[3] = {0.5f, 0.5f, 0.5f};
                     return xnn_create_fully_connected_nc_qd8_f16_qc4w(4, 3, 4, 3, 8, kScales, w, nullptr, -inf, inf,
                                                                       0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_fully_connected_nc_qd8_f16_qc4w(op, 2, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_qd8_f16_qc4w(op, reinterpret_cast<const int8_t*>(in), out,
                                                                      workspace, kQd8Params);
                   }});
  // Fully connected, qd8 input with 4-bit per-channel weights: [2, 4] -> [2, 3]; the zeros are nibbles of -8.
  kinds.push_back({"fully_connected_nc_qd8_f32_qc4w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[3] = {0.5f, 0.5f, 0.5f};
                     return xnn_create_fully_connected_nc_qd8_f32_qc4w(4, 3, 4, 3, 8, kScales, w, nullptr, -inf, inf,
                                                                       0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_fully_connected_nc_qd8_f32_qc4w(op, 2, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_qd8_f32_qc4w(op, reinterpret_cast<const int8_t*>(in), out,
                                                                      workspace, kQd8Params);
                   }});
  // Fully connected, qd8 input with 4-bit weights and a bf16 scale (0.5) per block of 32: [2, 32] -> [2, 3].
  kinds.push_back({"fully_connected_nc_qd8_f32_qb4w",
                   [=](xnn_operator_t* op) {
                     static const uint16_t kScales[3] = {0x3F00, 0x3F00, 0x3F00};
                     return xnn_create_fully_connected_nc_qd8_f32_qb4w(32, 3, 32, 3, 32, 8, kScales, w, nullptr,
                                                                       -inf, inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_fully_connected_nc_qd8_f32_qb4w(op, 2, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_qd8_f32_qb4w(op, reinterpret_cast<const int8_t*>(in), out,
                                                                      workspace, kQd8Params);
                   }});
  // Fully connected, qd8 input with 4-bit weights, a bf16 scale (0.5) per block of 32 and fp16 output: [2, 32] ->
  // [2, 3].
  kinds.push_back({"fully_connected_nc_qd8_f16_qb4w",
                   [=](xnn_operator_t* op) {
                     static const uint16_t kScales[3] = {0x3F00, 0x3F00, 0x3F00};
                     return xnn_create_fully_connected_nc_qd8_f16_qb4w(32, 3, 32, 3, 32, 8, kScales, w, nullptr,
                                                                       -inf, inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_fully_connected_nc_qd8_f16_qb4w(op, 2, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_qd8_f16_qb4w(op, reinterpret_cast<const int8_t*>(in), out,
                                                                      workspace, kQd8Params);
                   }});
  // Fully connected, fp32 input with per-channel int8 weights (weights-only quantization): [2, 4] -> [2, 3].
  kinds.push_back({"fully_connected_nc_f32_qc8w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[3] = {0.5f, 0.5f, 0.5f};
                     return xnn_create_fully_connected_nc_f32_qc8w(4, 3, 4, 3, kScales,
                                                                   reinterpret_cast<const int8_t*>(w), nullptr, -inf,
                                                                   inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_fully_connected_nc_f32_qc8w(op, 2, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_f32_qc8w(op, in, out);
                   }});
  // Fully connected, fp32 input with 4-bit per-channel weights: [2, 4] -> [2, 3]; the zeros are nibbles of -8.
  kinds.push_back({"fully_connected_nc_f32_qc4w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[3] = {0.5f, 0.5f, 0.5f};
                     return xnn_create_fully_connected_nc_f32_qc4w(4, 3, 4, 3, 8, kScales,
                                                                   reinterpret_cast<const uint8_t*>(w), nullptr, -inf,
                                                                   inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_fully_connected_nc_f32_qc4w(op, 2, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_fully_connected_nc_f32_qc4w(op, in, out);
                   }});
  // Convolution: [1, 3, 3, 2] with a 2x2 kernel -> [1, 2, 2, 2].
  kinds.push_back({"convolution2d_nhwc_f32",
                   [=](xnn_operator_t* op) {
                     return xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, w, w, -inf,
                                                              inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_convolution2d_nhwc_f32(op, 1, 3, 3, workspace, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_convolution2d_nhwc_f32(op, workspace, in, out);
                   }});
  // The same convolution over NCHW tensors: [1, 2, 3, 3] -> [1, 2, 2, 2].
  kinds.push_back({"convolution2d_nchw_f32",
                   [=](xnn_operator_t* op) {
                     return xnn_create_convolution2d_nchw_f32(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, w, w, -inf,
                                                              inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_convolution2d_nchw_f32(op, 1, 3, 3, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_convolution2d_nchw_f32(op, in, out);
                   }});
  kinds.push_back({"convolution2d_nhwc_f16",
                   [=](xnn_operator_t* op) {
                     return xnn_create_convolution2d_nhwc_f16(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, w, w, -inf,
                                                              inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_convolution2d_nhwc_f16(op, 1, 3, 3, workspace, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_convolution2d_nhwc_f16(op, workspace, in, out);
                   }});
  kinds.push_back({"convolution2d_nchw_f16",
                   [=](xnn_operator_t* op) {
                     return xnn_create_convolution2d_nchw_f16(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, w, w, -inf,
                                                              inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_convolution2d_nchw_f16(op, 1, 3, 3, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_convolution2d_nchw_f16(op, in, out);
                   }});
  // fp16 weights for an fp32 convolution: reshape and setup are the f32 ones.
  kinds.push_back({"convolution2d_nhwc_f32_f16",
                   [=](xnn_operator_t* op) {
                     return xnn_create_convolution2d_nhwc_f32_f16(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, w, w,
                                                                  -inf, inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_convolution2d_nhwc_f32(op, 1, 3, 3, workspace, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_convolution2d_nhwc_f32(op, workspace, in, out);
                   }});
  // Convolution, qs8 with per-channel weights: [1, 3, 3, 2] with a 2x2 kernel -> [1, 2, 2, 2].
  kinds.push_back({"convolution2d_nhwc_qs8_qc8w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[2] = {0.5f, 0.5f};
                     return xnn_create_convolution2d_nhwc_qs8_qc8w(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 0,
                                                                   1.0f, kScales, reinterpret_cast<const int8_t*>(w),
                                                                   nullptr, 0, 1.0f, -128, 127, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_convolution2d_nhwc_qs8_qc8w(op, 1, 3, 3, workspace, nullptr, nullptr,
                                                                    nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_convolution2d_nhwc_qs8_qc8w(op, workspace, reinterpret_cast<const int8_t*>(in),
                                                                 reinterpret_cast<int8_t*>(out));
                   }});
  // Convolution, qd8 input (one row of parameters per image) with per-channel int8 weights and fp32 output:
  // [1, 3, 3, 2] with a 2x2 kernel -> [1, 2, 2, 2].
  kinds.push_back({"convolution2d_nhwc_qd8_f32_qc8w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[2] = {0.5f, 0.5f};
                     return xnn_create_convolution2d_nhwc_qd8_f32_qc8w(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2,
                                                                       kScales, reinterpret_cast<const int8_t*>(w),
                                                                       nullptr, -inf, inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_convolution2d_nhwc_qd8_f32_qc8w(op, 1, 3, 3, workspace, nullptr, nullptr,
                                                                        nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_convolution2d_nhwc_qd8_f32_qc8w(op, workspace,
                                                                      reinterpret_cast<const int8_t*>(in), out,
                                                                      kQd8Params);
                   }});
  // Convolution, qs8 with one kernel scale: [1, 3, 3, 2] with a 2x2 kernel -> [1, 2, 2, 2].
  kinds.push_back({"convolution2d_nhwc_qs8",
                   [=](xnn_operator_t* op) {
                     return xnn_create_convolution2d_nhwc_qs8(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 0, 1.0f,
                                                              0.5f, reinterpret_cast<const int8_t*>(w), nullptr, 0,
                                                              1.0f, -128, 127, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_convolution2d_nhwc_qs8(op, 1, 3, 3, workspace, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_convolution2d_nhwc_qs8(op, workspace, reinterpret_cast<const int8_t*>(in),
                                                            reinterpret_cast<int8_t*>(out));
                   }});
  // Convolution, qu8: [1, 3, 3, 2] with a 2x2 kernel -> [1, 2, 2, 2].
  kinds.push_back({"convolution2d_nhwc_qu8",
                   [=](xnn_operator_t* op) {
                     return xnn_create_convolution2d_nhwc_qu8(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 128, 1.0f,
                                                              128, 0.5f, reinterpret_cast<const uint8_t*>(w), nullptr,
                                                              128, 1.0f, 0, 255, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_convolution2d_nhwc_qu8(op, 1, 3, 3, workspace, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_convolution2d_nhwc_qu8(op, workspace, reinterpret_cast<const uint8_t*>(in),
                                                            reinterpret_cast<uint8_t*>(out));
                   }});
  // Deconvolution: [1, 2, 2, 2], 2x2 kernel, stride 2 -> [1, 4, 4, 2].
  kinds.push_back({"deconvolution2d_nhwc_f32",
                   [=](xnn_operator_t* op) {
                     return xnn_create_deconvolution2d_nhwc_f32(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, w, w, -inf,
                                                                inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_deconvolution2d_nhwc_f32(op, 1, 2, 2, 0, 0, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_deconvolution2d_nhwc_f32(op, in, out);
                   }});
  kinds.push_back({"deconvolution2d_nhwc_f16",
                   [=](xnn_operator_t* op) {
                     return xnn_create_deconvolution2d_nhwc_f16(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, w, w, -inf,
                                                                inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_deconvolution2d_nhwc_f16(op, 1, 2, 2, 0, 0, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_deconvolution2d_nhwc_f16(op, in, out);
                   }});
  // fp16 weights for an fp32 deconvolution: reshape and setup are the f32 ones.
  kinds.push_back({"deconvolution2d_nhwc_f32_f16",
                   [=](xnn_operator_t* op) {
                     return xnn_create_deconvolution2d_nhwc_f32_f16(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, w, w,
                                                                    -inf, inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_deconvolution2d_nhwc_f32(op, 1, 2, 2, 0, 0, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_deconvolution2d_nhwc_f32(op, in, out);
                   }});
  // Deconvolution, qs8 with per-channel weights: [1, 2, 2, 2], 2x2 kernel, stride 2 -> [1, 4, 4, 2].
  kinds.push_back({"deconvolution2d_nhwc_qs8_qc8w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[2] = {0.5f, 0.5f};
                     return xnn_create_deconvolution2d_nhwc_qs8_qc8w(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, 0,
                                                                     1.0f, kScales, reinterpret_cast<const int8_t*>(w),
                                                                     nullptr, 0, 1.0f, -128, 127, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_deconvolution2d_nhwc_qs8_qc8w(op, 1, 2, 2, 0, 0, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_deconvolution2d_nhwc_qs8_qc8w(op, reinterpret_cast<const int8_t*>(in),
                                                                   reinterpret_cast<int8_t*>(out));
                   }});
  // Deconvolution, qd8 input (one row of parameters per image) with per-channel int8 weights and fp32 output:
  // [1, 2, 2, 2], 2x2 kernel, stride 2 -> [1, 4, 4, 2].
  kinds.push_back({"deconvolution2d_nhwc_qd8_f32_qc8w",
                   [=](xnn_operator_t* op) {
                     static const float kScales[2] = {0.5f, 0.5f};
                     return xnn_create_deconvolution2d_nhwc_qd8_f32_qc8w(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2,
                                                                         kScales, reinterpret_cast<const int8_t*>(w),
                                                                         nullptr, -inf, inf, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_deconvolution2d_nhwc_qd8_f32_qc8w(op, 1, 2, 2, 0, 0, nullptr, nullptr,
                                                                          nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_deconvolution2d_nhwc_qd8_f32_qc8w(op, reinterpret_cast<const int8_t*>(in), out,
                                                                        kQd8Params);
                   }});
  // Deconvolution, qs8 with one kernel scale: [1, 2, 2, 2], 2x2 kernel, stride 2 -> [1, 4, 4, 2].
  kinds.push_back({"deconvolution2d_nhwc_qs8",
                   [=](xnn_operator_t* op) {
                     return xnn_create_deconvolution2d_nhwc_qs8(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, 0, 1.0f,
                                                                0.5f, reinterpret_cast<const int8_t*>(w), nullptr, 0,
                                                                1.0f, -128, 127, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_deconvolution2d_nhwc_qs8(op, 1, 2, 2, 0, 0, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_deconvolution2d_nhwc_qs8(op, reinterpret_cast<const int8_t*>(in),
                                                              reinterpret_cast<int8_t*>(out));
                   }});
  // Deconvolution, qu8: [1, 2, 2, 2], 2x2 kernel, stride 2 -> [1, 4, 4, 2].
  kinds.push_back({"deconvolution2d_nhwc_qu8",
                   [=](xnn_operator_t* op) {
                     return xnn_create_deconvolution2d_nhwc_qu8(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, 128,
                                                                1.0f, 128, 0.5f, reinterpret_cast<const uint8_t*>(w),
                                                                nullptr, 128, 1.0f, 0, 255, 0, nullptr, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_deconvolution2d_nhwc_qu8(op, 1, 2, 2, 0, 0, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_deconvolution2d_nhwc_qu8(op, reinterpret_cast<const uint8_t*>(in),
                                                              reinterpret_cast<uint8_t*>(out));
                   }});
  // Batch matrix multiply: [2, 3, 4] x [2, 4, 5] -> [2, 3, 5]; B is the same zeros as A.
  kinds.push_back({"batch_matrix_multiply_nc_f32",
                   [](xnn_operator_t* op) { return xnn_create_batch_matrix_multiply_nc_f32(0, op); },
                   [](xnn_operator_t op, size_t* workspace) {
                     const size_t batch[1] = {2};
                     return xnn_reshape_batch_matrix_multiply_nc_f32(op, 1, batch, batch, 3, 4, 5, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_batch_matrix_multiply_nc_f32(op, workspace, in, in, out);
                   }});
  kinds.push_back({"batch_matrix_multiply_nc_bf16_f32",
                   [](xnn_operator_t* op) { return xnn_create_batch_matrix_multiply_nc_bf16_f32(0, op); },
                   [](xnn_operator_t op, size_t* workspace) {
                     const size_t batch[1] = {2};
                     return xnn_reshape_batch_matrix_multiply_nc_bf16_f32(op, 1, batch, batch, 3, 4, 5, workspace,
                                                                          nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_batch_matrix_multiply_nc_bf16_f32(op, workspace, in, in, out);
                   }});
  kinds.push_back(
      {"batch_matrix_multiply_nc_f32_const_weights",
       [=](xnn_operator_t* op) { return xnn_create_batch_matrix_multiply_nc_f32_const_weights(2, 4, 5, w, 0, op); },
       [](xnn_operator_t op, size_t* workspace) {
         const size_t batch[1] = {2};
         return xnn_reshape_batch_matrix_multiply_nc_f32(op, 1, batch, batch, 3, 4, 5, workspace, nullptr);
       },
       [](xnn_operator_t op, void* workspace, const float* in, float* out) {
         return xnn_setup_batch_matrix_multiply_nc_f32(op, workspace, in, nullptr, out);
       }});
  kinds.push_back({"batch_matrix_multiply_nc_f16",
                   [](xnn_operator_t* op) { return xnn_create_batch_matrix_multiply_nc_f16(0, op); },
                   [](xnn_operator_t op, size_t* workspace) {
                     const size_t batch[1] = {2};
                     return xnn_reshape_batch_matrix_multiply_nc_f16(op, 1, batch, batch, 3, 4, 5, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_batch_matrix_multiply_nc_f16(op, workspace, in, in, out);
                   }});
  kinds.push_back(
      {"batch_matrix_multiply_nc_f16_const_weights",
       [=](xnn_operator_t* op) { return xnn_create_batch_matrix_multiply_nc_f16_const_weights(2, 4, 5, w, 0, op); },
       [](xnn_operator_t op, size_t* workspace) {
         const size_t batch[1] = {2};
         return xnn_reshape_batch_matrix_multiply_nc_f16(op, 1, batch, batch, 3, 4, 5, workspace, nullptr);
       },
       [](xnn_operator_t op, void* workspace, const float* in, float* out) {
         return xnn_setup_batch_matrix_multiply_nc_f16(op, workspace, in, nullptr, out);
       }});
  // Batch matrix multiply, qs8: the same shapes on int8 zeros.
  static const float kScaleB = 0.5f;
  kinds.push_back({"batch_matrix_multiply_nc_qs8",
                   [](xnn_operator_t* op) {
                     return xnn_create_batch_matrix_multiply_nc_qs8(0, 0, -128, 127, &kScaleB, 0, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     const size_t batch[1] = {2};
                     return xnn_reshape_batch_matrix_multiply_nc_qs8(op, 1, batch, batch, 3, 4, 5, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_batch_matrix_multiply_nc_qs8(op, workspace, reinterpret_cast<const int8_t*>(in),
                                                                   reinterpret_cast<const int8_t*>(in),
                                                                   reinterpret_cast<int8_t*>(out));
                   }});
  kinds.push_back({"batch_matrix_multiply_nc_qs8_const_weights",
                   [=](xnn_operator_t* op) {
                     return xnn_create_batch_matrix_multiply_nc_qs8_const_weights(2, 4, 5, w, 0, 0, -128, 127, 0.5f,
                                                                                  0, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     const size_t batch[1] = {2};
                     return xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights(op, 1, batch, batch, 3, 4, 5,
                                                                                   nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_batch_matrix_multiply_nc_qs8(op, workspace, reinterpret_cast<const int8_t*>(in),
                                                                   nullptr, reinterpret_cast<int8_t*>(out));
                   }});
  // Batch matrix multiply, qd8 A (one row of parameters per row of A) times int8 B with a scale per batch and
  // column: [2, 3, 4] x [2, 4, 5] -> [2, 3, 5] fp32.
  static const float kQd8ScaleB[10] = {0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
  kinds.push_back({"batch_matrix_multiply_nc_qd8_f32_qc8w",
                   [](xnn_operator_t* op) { return xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w(0, op); },
                   [](xnn_operator_t op, size_t* workspace) {
                     const size_t batch[1] = {2};
                     return xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w(op, 1, batch, batch, 3, 4, 5,
                                                                              kQd8ScaleB, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_batch_matrix_multiply_nc_qd8_f32_qc8w(
                         op, workspace, reinterpret_cast<const int8_t*>(in), reinterpret_cast<const int8_t*>(in),
                         kQd8Params, out);
                   }});
  kinds.push_back({"batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights",
                   [=](xnn_operator_t* op) {
                     return xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(
                         2, 4, 5, reinterpret_cast<const int8_t*>(w), kQd8ScaleB, 0, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     const size_t batch[1] = {2};
                     return xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(op, 1, batch, batch, 3, 4,
                                                                                            5, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_batch_matrix_multiply_nc_qd8_f32_qc8w(
                         op, workspace, reinterpret_cast<const int8_t*>(in), nullptr, kQd8Params, out);
                   }});
  // Batch matrix multiply, fp32 A times int8 B with the same scales (weights-only quantization): the same shapes.
  kinds.push_back({"batch_matrix_multiply_nc_f32_qc8w",
                   [](xnn_operator_t* op) { return xnn_create_batch_matrix_multiply_nc_f32_qc8w(0, op); },
                   [](xnn_operator_t op, size_t* workspace) {
                     const size_t batch[1] = {2};
                     return xnn_reshape_batch_matrix_multiply_nc_f32_qc8w(op, 1, batch, batch, 3, 4, 5, kQd8ScaleB,
                                                                          workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_batch_matrix_multiply_nc_f32_qc8w(op, workspace, in,
                                                                        reinterpret_cast<const int8_t*>(in), out);
                   }});
  kinds.push_back({"batch_matrix_multiply_nc_f32_qc8w_const_weights",
                   [=](xnn_operator_t* op) {
                     return xnn_create_batch_matrix_multiply_nc_f32_qc8w_const_weights(
                         2, 4, 5, reinterpret_cast<const int8_t*>(w), kQd8ScaleB, 0, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     const size_t batch[1] = {2};
                     return xnn_reshape_batch_matrix_multiply_nc_f32_qc8w_const_weights(op, 1, batch, batch, 3, 4, 5,
                                                                                        workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_batch_matrix_multiply_nc_f32_qc8w(op, workspace, in, nullptr, out);
                   }});
  // Unary (sigmoid): [2, 5].
  kinds.push_back({"unary_elementwise_nc",
                   [](xnn_operator_t* op) {
                     return xnn_create_unary_elementwise_nc(xnn_unary_sigmoid, xnn_datatype_fp32, xnn_datatype_fp32,
                                                            nullptr, nullptr, nullptr, nullptr, 0, op);
                   },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_unary_elementwise_nc(op, 2, 5, 5, 5, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_unary_elementwise_nc(op, in, out);
                   }});
  // Binary (add): [2, 3] + [3] -> [2, 3].
  kinds.push_back({"binary_elementwise_nd",
                   [](xnn_operator_t* op) {
                     return xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr,
                                                             nullptr, 0, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     const size_t a[2] = {2, 3}, b[1] = {3};
                     return xnn_reshape_binary_elementwise_nd(op, 2, a, 1, b, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_binary_elementwise_nd(op, in, in, out);
                   }});
  // Convert fp32 -> qd8: [2, 5].
  kinds.push_back({"convert_nc_f32_qd8", [](xnn_operator_t* op) { return xnn_create_convert_nc_f32_qd8(0, op); },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_convert_nc_f32_qd8(op, 2, 5, 5, 5, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_convert_nc_f32_qd8(op, in, reinterpret_cast<int8_t*>(out), nullptr,
                                                         g_convert_params);
                   }});
  // Convert fp32 -> qdu8 (the qd8 rows + 128): [2, 5].
  kinds.push_back({"convert_nc_f32_qdu8", [](xnn_operator_t* op) { return xnn_create_convert_nc_f32_qdu8(0, op); },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_convert_nc_f32_qdu8(op, 2, 5, 5, 5, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_convert_nc_f32_qdu8(op, in, reinterpret_cast<uint8_t*>(out), nullptr,
                                                          g_convert_params);
                   }});
  kinds.push_back({"convert_nc_f16_qd8", [](xnn_operator_t* op) { return xnn_create_convert_nc_f16_qd8(0, op); },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_convert_nc_f16_qd8(op, 2, 5, 5, 5, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_convert_nc_f16_qd8(op, in, reinterpret_cast<int8_t*>(out), nullptr,
                                                         g_convert_params);
                   }});
  // Softmax: [2, 5].
  kinds.push_back(
      {"softmax_nc_f32", [](xnn_operator_t* op) { return xnn_create_softmax_nc_f32(0, op); },
       [](xnn_operator_t op, size_t*) { return xnn_reshape_softmax_nc_f32(op, 5, 5, 5, 2, nullptr); },
       [](xnn_operator_t op, void*, const float* in, float* out) { return xnn_setup_softmax_nc_f32(op, in, out); }});
  kinds.push_back(
      {"softmax_nc_f16", [](xnn_operator_t* op) { return xnn_create_softmax_nc_f16(0, op); },
       [](xnn_operator_t op, size_t*) { return xnn_reshape_softmax_nc_f16(op, 5, 5, 5, 2, nullptr); },
       [](xnn_operator_t op, void*, const float* in, float* out) { return xnn_setup_softmax_nc_f16(op, in, out); }});
  kinds.push_back({"softmax_nc_qu8",
                   [](xnn_operator_t* op) { return xnn_create_softmax_nc_qu8(0.1f, 0, 0x1.0p-8f, 0, op); },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_softmax_nc_qu8(op, 5, 5, 5, 2, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_softmax_nc_qu8(op, reinterpret_cast<const uint8_t*>(in),
                                                     reinterpret_cast<uint8_t*>(out));
                   }});
  // Global average pooling: [2, 4, 3] -> [2, 3].
  kinds.push_back({"global_average_pooling_nwc_f32",
                   [=](xnn_operator_t* op) { return xnn_create_global_average_pooling_nwc_f32(-inf, inf, 0, op); },
                   [](xnn_operator_t op, size_t* workspace) {
                     size_t alignment = 0;
                     return xnn_reshape_global_average_pooling_nwc_f32(op, 2, 4, 3, 3, 3, workspace, &alignment,
                                                                       nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_global_average_pooling_nwc_f32(op, workspace, in, out);
                   }});
  // The same, qs8: the zeros serve as int8 input.
  kinds.push_back({"global_average_pooling_nwc_qs8",
                   [](xnn_operator_t* op) {
                     return xnn_create_global_average_pooling_nwc_qs8(0, 1.0f, 0, 1.0f, -128, 127, 0, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     size_t alignment = 0;
                     return xnn_reshape_global_average_pooling_nwc_qs8(op, 2, 4, 3, 3, 3, workspace, &alignment,
                                                                       nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_global_average_pooling_nwc_qs8(op, workspace, reinterpret_cast<const int8_t*>(in),
                                                                     reinterpret_cast<int8_t*>(out));
                   }});
  kinds.push_back({"global_average_pooling_nwc_qu8",
                   [](xnn_operator_t* op) {
                     return xnn_create_global_average_pooling_nwc_qu8(0, 1.0f, 0, 1.0f, 0, 255, 0, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     size_t alignment = 0;
                     return xnn_reshape_global_average_pooling_nwc_qu8(op, 2, 4, 3, 3, 3, workspace, &alignment,
                                                                       nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_global_average_pooling_nwc_qu8(op, workspace,
                                                                     reinterpret_cast<const uint8_t*>(in),
                                                                     reinterpret_cast<uint8_t*>(out));
                   }});
  // Reduce: the sum of [2, 4, 3] over axis 1 -> [2, 3].
  kinds.push_back({"reduce_nd",
                   [](xnn_operator_t* op) {
                     return xnn_create_reduce_nd(xnn_reduce_sum, xnn_datatype_fp32, nullptr, nullptr, 0, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     const size_t shape[3] = {2, 4, 3};
                     const int64_t axes[1] = {1};
                     return xnn_reshape_reduce_nd(op, 1, axes, 3, shape, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_reduce_nd(op, workspace, in, out);
                   }});
  // Max and average pooling: [1, 4, 4, 2], 2x2 windows, stride 2 -> [1, 2, 2, 2].
  kinds.push_back({"max_pooling2d_nhwc_f32",
                   [=](xnn_operator_t* op) {
                     return xnn_create_max_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, -inf, inf, 0, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_max_pooling2d_nhwc_f32(op, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_max_pooling2d_nhwc_f32(op, in, out);
                   }});
  kinds.push_back({"max_pooling2d_nhwc_f16",
                   [=](xnn_operator_t* op) {
                     return xnn_create_max_pooling2d_nhwc_f16(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, -inf, inf, 0, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_max_pooling2d_nhwc_f16(op, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_max_pooling2d_nhwc_f16(op, in, out);
                   }});
  kinds.push_back({"max_pooling2d_nhwc_s8",
                   [](xnn_operator_t* op) {
                     return xnn_create_max_pooling2d_nhwc_s8(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, -128, 127, 0, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_max_pooling2d_nhwc_s8(op, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_max_pooling2d_nhwc_s8(op, reinterpret_cast<const int8_t*>(in),
                                                            reinterpret_cast<int8_t*>(out));
                   }});
  kinds.push_back({"max_pooling2d_nhwc_u8",
                   [](xnn_operator_t* op) {
                     return xnn_create_max_pooling2d_nhwc_u8(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 0, 255, 0, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_max_pooling2d_nhwc_u8(op, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_max_pooling2d_nhwc_u8(op, reinterpret_cast<const uint8_t*>(in),
                                                            reinterpret_cast<uint8_t*>(out));
                   }});
  kinds.push_back({"average_pooling2d_nhwc_f32",
                   [=](xnn_operator_t* op) {
                     return xnn_create_average_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 2, 2, -inf, inf, 0, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_average_pooling2d_nhwc_f32(op, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_average_pooling2d_nhwc_f32(op, in, out);
                   }});
  kinds.push_back({"average_pooling2d_nhwc_f16",
                   [=](xnn_operator_t* op) {
                     return xnn_create_average_pooling2d_nhwc_f16(0, 0, 0, 0, 2, 2, 2, 2, -inf, inf, 0, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_average_pooling2d_nhwc_f16(op, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_average_pooling2d_nhwc_f16(op, in, out);
                   }});
  kinds.push_back({"average_pooling2d_nhwc_qs8",
                   [](xnn_operator_t* op) {
                     return xnn_create_average_pooling2d_nhwc_qs8(0, 0, 0, 0, 2, 2, 2, 2, 0, 1.0f, 0, 1.0f, -128, 127,
                                                                  0, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_average_pooling2d_nhwc_qs8(op, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_average_pooling2d_nhwc_qs8(op, reinterpret_cast<const int8_t*>(in),
                                                                 reinterpret_cast<int8_t*>(out));
                   }});
  kinds.push_back({"average_pooling2d_nhwc_qu8",
                   [](xnn_operator_t* op) {
                     return xnn_create_average_pooling2d_nhwc_qu8(0, 0, 0, 0, 2, 2, 2, 2, 0, 1.0f, 0, 1.0f, 0, 255, 0,
                                                                  op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_average_pooling2d_nhwc_qu8(op, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_average_pooling2d_nhwc_qu8(op, reinterpret_cast<const uint8_t*>(in),
                                                                 reinterpret_cast<uint8_t*>(out));
                   }});
  kinds.push_back({"argmax_pooling2d_nhwc_f32",
                   [](xnn_operator_t* op) { return xnn_create_argmax_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 0, op); },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_argmax_pooling2d_nhwc_f32(op, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_argmax_pooling2d_nhwc_f32(op, in, out, g_argmax_index);
                   }});
  // Data movement over [2, 3] (pad: [4, 5]; slice: [1, 2]).
  kinds.push_back(
      {"copy_nc_x32", [](xnn_operator_t* op) { return xnn_create_copy_nc_x32(0, op); },
       [](xnn_operator_t op, size_t*) { return xnn_reshape_copy_nc_x32(op, 2, 3, 3, 3, nullptr); },
       [](xnn_operator_t op, void*, const float* in, float* out) { return xnn_setup_copy_nc_x32(op, in, out); }});
  // qs8 -> qc8 convert: the 8-bit copy over [2, 3] bytes.
  kinds.push_back({"convert_nc_qs8_qc8", [](xnn_operator_t* op) { return xnn_create_convert_nc_qs8_qc8(0, op); },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_convert_nc_qs8_qc8(op, 2, 3, 3, 3, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_convert_nc_qs8_qc8(op, reinterpret_cast<const int8_t*>(in),
                                                         reinterpret_cast<int8_t*>(out));
                   }});
  kinds.push_back(
      {"transpose_nd_x32", [](xnn_operator_t* op) { return xnn_create_transpose_nd_x32(0, op); },
       [](xnn_operator_t op, size_t*) {
         const size_t shape[2] = {2, 3}, perm[2] = {1, 0};
         return xnn_reshape_transpose_nd_x32(op, 2, shape, perm, nullptr);
       },
       [](xnn_operator_t op, void*, const float* in, float* out) { return xnn_setup_transpose_nd_x32(op, in, out); }});
  kinds.push_back(
      {"slice_nd_x32", [](xnn_operator_t* op) { return xnn_create_slice_nd_x32(0, op); },
       [](xnn_operator_t op, size_t*) {
         const size_t shape[2] = {2, 3}, offsets[2] = {1, 1}, sizes[2] = {1, 2};
         return xnn_reshape_slice_nd_x32(op, 2, shape, offsets, sizes, nullptr);
       },
       [](xnn_operator_t op, void*, const float* in, float* out) { return xnn_setup_slice_nd_x32(op, in, out); }});
  kinds.push_back({"constant_pad_nd_x32",
                   [](xnn_operator_t* op) { return xnn_create_constant_pad_nd_x32(&kPaddingValue, 0, op); },
                   [](xnn_operator_t op, size_t*) {
                     const size_t shape[2] = {2, 3}, pre[2] = {1, 1}, post[2] = {1, 1};
                     return xnn_reshape_constant_pad_nd_x32(op, 2, shape, pre, post, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_constant_pad_nd_x32(op, in, out);
                   }});
  // Depth to space [1, 2, 2, 4] -> [1, 4, 4, 1] (NCHW input: [1, 4, 2, 2]); space to depth back.
#define XNN_BLOCK_KIND(name, x, height, width, channels)                                                   \
  kinds.push_back({#name "_" #x, [](xnn_operator_t* op) { return xnn_create_##name##_##x(2, 0, op); },     \
                   [](xnn_operator_t op, size_t*) {                                                        \
                     return xnn_reshape_##name##_##x(op, 1, height, width, channels, nullptr, nullptr,     \
                                                     nullptr, nullptr);                                    \
                   },                                                                                      \
                   [](xnn_operator_t op, void*, const float* in, float* out) {                             \
                     return xnn_setup_##name##_##x(op, in, out);                                           \
                   }});
  XNN_BLOCK_KIND(depth_to_space_nhwc, x8, 2, 2, 4)
  XNN_BLOCK_KIND(depth_to_space_nhwc, x16, 2, 2, 4)
  XNN_BLOCK_KIND(depth_to_space_nhwc, x32, 2, 2, 4)
  XNN_BLOCK_KIND(depth_to_space_nchw2nhwc, x16, 2, 2, 4)
  XNN_BLOCK_KIND(depth_to_space_nchw2nhwc, x32, 2, 2, 4)
  XNN_BLOCK_KIND(space_to_depth_nhwc, x8, 4, 4, 1)
  XNN_BLOCK_KIND(space_to_depth_nhwc, x16, 4, 4, 1)
  XNN_BLOCK_KIND(space_to_depth_nhwc, x32, 4, 4, 1)
#undef XNN_BLOCK_KIND
  kinds.push_back(
      {"transpose_nd_x64", [](xnn_operator_t* op) { return xnn_create_transpose_nd_x64(0, op); },
       [](xnn_operator_t op, size_t*) {
         const size_t shape[2] = {2, 3}, perm[2] = {1, 0};
         return xnn_reshape_transpose_nd_x64(op, 2, shape, perm, nullptr);
       },
       [](xnn_operator_t op, void*, const float* in, float* out) { return xnn_setup_transpose_nd_x64(op, in, out); }});
  // Unpooling [1, 2, 2, 2] with 2 x 2 windows -> [1, 4, 4, 2]; every index 0.
  kinds.push_back({"unpooling2d_nhwc_x32",
                   [](xnn_operator_t* op) { return xnn_create_unpooling2d_nhwc_x32(0, 0, 0, 0, 2, 2, 0, op); },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_unpooling2d_nhwc_x32(op, 1, 2, 2, 2, 2, 2, nullptr, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_unpooling2d_nhwc_x32(op, in, g_unpooling_index, out);
                   }});
  // RoPE over [1, 2, 2, 4] with the input as its own weights.
  kinds.push_back({"rope_nthc_f32", [](xnn_operator_t* op) { return xnn_create_rope_nthc_f32(0, op); },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_rope_nthc_f32(op, 1, 2, 2, 4, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_rope_nthc_f32(op, in, in, out);
                   }});
  kinds.push_back({"rope_nthc_f16", [](xnn_operator_t* op) { return xnn_create_rope_nthc_f16(0, op); },
                   [](xnn_operator_t op, size_t*) { return xnn_reshape_rope_nthc_f16(op, 1, 2, 2, 4, nullptr); },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_rope_nthc_f16(op, in, in, out);
                   }});
  // Resize bilinear: [1, 2, 2, 2] -> [1, 4, 4, 2].
  kinds.push_back({"resize_bilinear2d_nhwc_f32",
                   [](xnn_operator_t* op) { return xnn_create_resize_bilinear2d_nhwc_f32(4, 4, 0, op); },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_resize_bilinear2d_nhwc_f32(op, 1, 2, 2, 2, 2, 2, workspace, nullptr, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_resize_bilinear2d_nhwc_f32(op, workspace, in, out);
                   }});
  // Resize bilinear over NCHW: [1, 2, 2, 2] -> [1, 2, 4, 4].
  kinds.push_back({"resize_bilinear2d_nchw",
                   [](xnn_operator_t* op) {
                     return xnn_create_resize_bilinear2d_nchw(xnn_datatype_fp32, 4, 4, 0, op);
                   },
                   [](xnn_operator_t op, size_t*) {
                     return xnn_reshape_resize_bilinear2d_nchw(op, 1, 2, 2, 2, 2, 2, nullptr);
                   },
                   [](xnn_operator_t op, void*, const float* in, float* out) {
                     return xnn_setup_resize_bilinear2d_nchw(op, in, out);
                   }});
  kinds.push_back({"resize_bilinear2d_nhwc",
                   [](xnn_operator_t* op) {
                     return xnn_create_resize_bilinear2d_nhwc(xnn_datatype_quint8, 4, 4, 0, op);
                   },
                   [](xnn_operator_t op, size_t* workspace) {
                     return xnn_reshape_resize_bilinear2d_nhwc(op, 1, 2, 2, 2, 2, 2, workspace, nullptr);
                   },
                   [](xnn_operator_t op, void* workspace, const float* in, float* out) {
                     return xnn_setup_resize_bilinear2d_nhwc(op, workspace, in, out);
                   }});
  return kinds;
}

}  // namespace

const std::vector<OperatorKind>& operator_kinds() {
  static const std::vector<OperatorKind> kinds = make_kinds();
  return kinds;
}

const float* fixture_input() { return kZeros; }

OperatorPtr create_operator(const OperatorKind& kind) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(kind.create(&op), xnn_status_success) << "creating a valid " << kind.name;
  return OperatorPtr(op, xnn_delete_operator);
}

OperatorPtr prepared_operator(const OperatorKind& kind, bool with_setup, float* output, std::vector<char>* workspace) {
  OperatorPtr op = create_operator(kind);
  size_t workspace_size = 0;
  EXPECT_EQ(kind.reshape(op.get(), &workspace_size), xnn_status_success) << "reshaping a valid " << kind.name;
  workspace->assign(workspace_size + 64, 0);
  if (with_setup) {
    void* aligned = workspace->data() + (64 - reinterpret_cast<uintptr_t>(workspace->data()) % 64) % 64;
    EXPECT_EQ(kind.setup(op.get(), workspace_size == 0 ? nullptr : aligned, kZeros, output), xnn_status_success)
        << "setting up a valid " << kind.name;
  }
  return op;
}
