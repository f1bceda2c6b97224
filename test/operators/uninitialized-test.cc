// The operator API while the library is not initialized: before the first xnn_initialize and after the matching
// xnn_deinitialize. Has its own main (test-main.cc initializes); every test leaves the library uninitialized.
#include <gtest/gtest.h>
#include <xnnpack.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <string>
#ifndef __wasi__
#include <thread>
#endif
#include <vector>

#include "operators/concatenate-split-nd.h"

namespace {

// One create function of the operator API, called with valid arguments.
struct create_call {
  std::string name;
  std::function<xnn_status(xnn_operator_t*)> create;
};

const float kWeights[64] = {};
const uint32_t kPadding = 0;

std::vector<create_call> every_create() {
  return {
      {"fully_connected", [](xnn_operator_t* op) {
         return xnn_create_fully_connected_nc_f32(2, 2, 2, 2, kWeights, nullptr, -INFINITY, INFINITY, 0, nullptr, op);
       }},
      {"convolution", [](xnn_operator_t* op) {
         return xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, kWeights, nullptr,
                                                  -INFINITY, INFINITY, 0, nullptr, op);
       }},
      {"deconvolution", [](xnn_operator_t* op) {
         return xnn_create_deconvolution2d_nhwc_f32(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, kWeights, nullptr,
                                                    -INFINITY, INFINITY, 0, nullptr, op);
       }},
      {"batch_matrix_multiply", [](xnn_operator_t* op) { return xnn_create_batch_matrix_multiply_nc_f32(0, op); }},
      {"batch_matrix_multiply_const_weights",
       [](xnn_operator_t* op) { return xnn_create_batch_matrix_multiply_nc_f32_const_weights(1, 2, 2, kWeights, 0, op); }},
      {"unary_elementwise", [](xnn_operator_t* op) {
         return xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                                nullptr, nullptr, 0, op);
       }},
      {"binary_elementwise", [](xnn_operator_t* op) {
         return xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, op);
       }},
      {"softmax", [](xnn_operator_t* op) { return xnn_create_softmax_nc_f32(0, op); }},
      {"global_average_pooling",
       [](xnn_operator_t* op) { return xnn_create_global_average_pooling_nwc_f32(-INFINITY, INFINITY, 0, op); }},
      {"max_pooling", [](xnn_operator_t* op) {
         return xnn_create_max_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, -INFINITY, INFINITY, 0, op);
       }},
      {"average_pooling", [](xnn_operator_t* op) {
         return xnn_create_average_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 2, 2, -INFINITY, INFINITY, 0, op);
       }},
      {"argmax_pooling",
       [](xnn_operator_t* op) { return xnn_create_argmax_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 0, op); }},
      {"resize_bilinear", [](xnn_operator_t* op) { return xnn_create_resize_bilinear2d_nhwc_f32(4, 4, 0, op); }},
      {"copy", [](xnn_operator_t* op) { return xnn_create_copy_nc_x32(0, op); }},
      {"transpose", [](xnn_operator_t* op) { return xnn_create_transpose_nd_x32(0, op); }},
      {"slice", [](xnn_operator_t* op) { return xnn_create_slice_nd_x32(0, op); }},
      {"constant_pad", [](xnn_operator_t* op) { return xnn_create_constant_pad_nd_x32(&kPadding, 0, op); }},
      {"concatenate", [](xnn_operator_t* op) { return xnn_create_concatenate_nd(4, 2, 0, op); }},
      {"even_split", [](xnn_operator_t* op) { return xnn_create_even_split_nd(4, 2, 0, op); }},
      {"reduce",
       [](xnn_operator_t* op) {
         return xnn_create_reduce_nd(xnn_reduce_sum, xnn_datatype_fp32, nullptr, nullptr, 0, op);
       }},
      {"softmax_f16", [](xnn_operator_t* op) { return xnn_create_softmax_nc_f16(0, op); }},
      {"max_pooling_f16", [](xnn_operator_t* op) {
         return xnn_create_max_pooling2d_nhwc_f16(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, -INFINITY, INFINITY, 0, op);
       }},
      {"average_pooling_f16", [](xnn_operator_t* op) {
         return xnn_create_average_pooling2d_nhwc_f16(0, 0, 0, 0, 2, 2, 2, 2, -INFINITY, INFINITY, 0, op);
       }},
      {"convert_f16_qd8", [](xnn_operator_t* op) { return xnn_create_convert_nc_f16_qd8(0, op); }},
  };
}

// Every create function refuses with xnn_status_uninitialized and leaves *op_out as it was (as XNNPACK does).
void expect_every_create_refused() {
  for (const create_call& call : every_create()) {
    xnn_operator_t op = reinterpret_cast<xnn_operator_t>(uintptr_t(0x1234));
    EXPECT_EQ(xnn_status_uninitialized, call.create(&op)) << call.name;
    EXPECT_EQ(reinterpret_cast<xnn_operator_t>(uintptr_t(0x1234)), op) << call.name;
  }
}

// The one-shot xnn_run_* functions, with valid arguments.
void expect_every_run_refused() {
  uint32_t input[4] = {1, 2, 3, 4}, output[16] = {};
  const size_t shape[2] = {2, 2}, perm[2] = {1, 0}, offsets[2] = {0, 0}, sizes[2] = {1, 2}, pre[2] = {1, 1};
  EXPECT_EQ(xnn_status_uninitialized, xnn_run_copy_nc_x32(2, 2, 2, 2, input, output, 0, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_run_transpose_nd_x32(input, output, 2, shape, perm, 0, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_run_slice_nd_x32(2, shape, offsets, sizes, input, output, 0, nullptr));
  EXPECT_EQ(xnn_status_uninitialized,
            xnn_run_constant_pad_nd_x32(0, 2, shape, pre, pre, input, output, &kPadding, nullptr));
  const float floats[4] = {1, 2, 3, 4};
  EXPECT_EQ(xnn_status_uninitialized, xnn_run_convert_nc_f32_f16(2, 2, 2, 2, floats, output, 0, nullptr));
}

bool library_is_initialized() {
  xnn_operator_t op = nullptr;
  const xnn_status status = xnn_create_softmax_nc_f32(0, &op);
  if (status == xnn_status_success) {
    EXPECT_EQ(xnn_status_success, xnn_delete_operator(op));
  }
  return status == xnn_status_success;
}

TEST(uninitialized, create_and_run_functions_refuse_before_xnn_initialize) {
  expect_every_create_refused();
  expect_every_run_refused();
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_delete_operator(nullptr));
}

TEST(uninitialized, every_create_succeeds_while_initialized) {
  ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr));
  for (const create_call& call : every_create()) {
    xnn_operator_t op = nullptr;
    EXPECT_EQ(xnn_status_success, call.create(&op)) << call.name;
    EXPECT_EQ(xnn_status_success, xnn_delete_operator(op)) << call.name;
  }
  ASSERT_EQ(xnn_status_success, xnn_deinitialize());
}

TEST(uninitialized, create_and_run_functions_refuse_after_xnn_deinitialize) {
  ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr));
  ASSERT_EQ(xnn_status_success, xnn_deinitialize());
  expect_every_create_refused();
  expect_every_run_refused();
}

TEST(uninitialized, initialize_is_counted) {
  ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr));
  ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr));
  EXPECT_TRUE(library_is_initialized());
  ASSERT_EQ(xnn_status_success, xnn_deinitialize());
  EXPECT_TRUE(library_is_initialized()) << "one initialize is still outstanding";
  ASSERT_EQ(xnn_status_success, xnn_deinitialize());
  EXPECT_FALSE(library_is_initialized());
}

TEST(uninitialized, deinitialize_never_goes_below_zero) {
  EXPECT_EQ(xnn_status_success, xnn_deinitialize());
  EXPECT_EQ(xnn_status_success, xnn_deinitialize());
  ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr));
  EXPECT_TRUE(library_is_initialized()) << "one initialize after extra deinitializes initializes";
  ASSERT_EQ(xnn_status_success, xnn_deinitialize());
  EXPECT_FALSE(library_is_initialized());
}

// XNNPACK's rule: create and reshape check initialization, setup and run do not. Delete does not either: the
// operator was created while the library was initialized, and refusing to free it would only leak it.
TEST(uninitialized, operator_created_before_deinitialize_sets_up_runs_and_deletes_but_does_not_reshape) {
  ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr));
  xnn_operator_t op = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_unary_elementwise_nc(xnn_unary_negate, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                            nullptr, nullptr, 0, &op));
  ASSERT_EQ(xnn_status_success, xnn_reshape_unary_elementwise_nc(op, 1, 4, 4, 4, nullptr));
  ASSERT_EQ(xnn_status_success, xnn_deinitialize());

  float input[4 + XNN_EXTRA_BYTES / sizeof(float)] = {1, 2, 3, 4}, output[4 + XNN_EXTRA_BYTES / sizeof(float)] = {};
  EXPECT_EQ(xnn_status_success, xnn_setup_unary_elementwise_nc(op, input, output));
  EXPECT_EQ(xnn_status_success, xnn_run_operator(op, nullptr));
  EXPECT_EQ(-4.0f, output[3]);
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_unary_elementwise_nc(op, 1, 4, 4, 4, nullptr));
  EXPECT_EQ(xnn_status_invalid_state, xnn_run_operator(op, nullptr)) << "a refused reshape leaves it unusable";
  EXPECT_EQ(xnn_status_success, xnn_delete_operator(op));
}

TEST(uninitialized, every_reshape_refuses_after_deinitialize) {
  ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr));
  std::vector<xnn_operator_t> ops;
  for (const create_call& call : every_create()) {
    xnn_operator_t op = nullptr;
    ASSERT_EQ(xnn_status_success, call.create(&op)) << call.name;
    ops.push_back(op);
  }
  ASSERT_EQ(xnn_status_success, xnn_deinitialize());
  const size_t shape[2] = {2, 2}, perm[2] = {1, 0}, zeros[2] = {0, 0}, sizes[2] = {1, 2};
  const size_t* shapes[2] = {shape, shape};
  size_t out[2], workspace, alignment;
  size_t i = 0;
  // In every_create() order.
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_fully_connected_nc_f32(ops[i++], 1, nullptr));
  EXPECT_EQ(xnn_status_uninitialized,
            xnn_reshape_convolution2d_nhwc_f32(ops[i++], 1, 2, 2, &workspace, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_uninitialized,
            xnn_reshape_deconvolution2d_nhwc_f32(ops[i++], 1, 2, 2, 0, 0, nullptr, nullptr, nullptr));
  for (int k = 0; k < 2; k++) {
    EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_batch_matrix_multiply_nc_f32(ops[i++], 1, zeros + 1, sizes, 2, 2,
                                                                                 2, &workspace, nullptr));
  }
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_unary_elementwise_nc(ops[i++], 1, 2, 2, 2, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_binary_elementwise_nd(ops[i++], 2, shape, 2, shape, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_softmax_nc_f32(ops[i++], 2, 2, 2, 1, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_global_average_pooling_nwc_f32(ops[i++], 1, 2, 2, 2, 2, &workspace,
                                                                                 &alignment, nullptr));
  EXPECT_EQ(xnn_status_uninitialized,
            xnn_reshape_max_pooling2d_nhwc_f32(ops[i++], 1, 2, 2, 2, 2, 2, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_uninitialized,
            xnn_reshape_average_pooling2d_nhwc_f32(ops[i++], 1, 2, 2, 2, 2, 2, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_uninitialized,
            xnn_reshape_argmax_pooling2d_nhwc_f32(ops[i++], 1, 2, 2, 2, 2, 2, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_resize_bilinear2d_nhwc_f32(ops[i++], 1, 2, 2, 2, 2, 2, &workspace,
                                                                             &alignment, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_copy_nc_x32(ops[i++], 2, 2, 2, 2, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_transpose_nd_x32(ops[i++], 2, shape, perm, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_slice_nd_x32(ops[i++], 2, shape, zeros, sizes, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_constant_pad_nd_x32(ops[i++], 2, shape, zeros, zeros, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_concatenate_nd(ops[i++], 0, 2, shapes, out, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_even_split_nd(ops[i++], 0, 2, shape, out, nullptr));
  const int64_t axis = 0;
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_reduce_nd(ops[i++], 1, &axis, 2, shape, &workspace, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_softmax_nc_f16(ops[i++], 2, 2, 2, 1, nullptr));
  EXPECT_EQ(xnn_status_uninitialized,
            xnn_reshape_max_pooling2d_nhwc_f16(ops[i++], 1, 2, 2, 2, 2, 2, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_uninitialized,
            xnn_reshape_average_pooling2d_nhwc_f16(ops[i++], 1, 2, 2, 2, 2, 2, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_uninitialized, xnn_reshape_convert_nc_f16_qd8(ops[i++], 1, 2, 2, 2, nullptr));
  EXPECT_EQ(ops.size(), i);

  ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr));
  for (xnn_operator_t op : ops) EXPECT_EQ(xnn_status_success, xnn_delete_operator(op));
  ASSERT_EQ(xnn_status_success, xnn_deinitialize());
}

#ifndef __wasi__  // WASI has no threads
TEST(uninitialized, concurrent_initialize_and_deinitialize_balance) {
  ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr));
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; t++) {
    threads.emplace_back([] {
      for (int i = 0; i < 1000; i++) {
        if (xnn_initialize(nullptr) != xnn_status_success) ADD_FAILURE() << "initialize failed";
        xnn_deinitialize();
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_TRUE(library_is_initialized()) << "the test's own initialize is still counted";
  ASSERT_EQ(xnn_status_success, xnn_deinitialize());
  EXPECT_FALSE(library_is_initialized());
}
#endif

}  // namespace

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
