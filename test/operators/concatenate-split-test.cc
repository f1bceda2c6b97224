// The internal concatenate and even split operators (src/operators/concatenate-split-nd.h) against the plain
// reference (each input of concatenate, and each output of split, is a block along the axis: reference_axis_block):
// every rank and axis, negative axes, 1..5 inputs and 2..4 outputs, empty parts, long rows split into runs, many
// short rows, 1-, 2- and 4-byte elements, 1, 2 and 8 threads bit-identical; then every rejection.
#include "operator-tester.h"

#include "operators/concatenate-split-nd.h"

namespace {

using shape_t = std::vector<size_t>;

template <class T>
std::vector<T> pattern(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<T> v(n + XNN_EXTRA_BYTES / sizeof(T));
  for (T& x : v) x = T(rng());
  return v;
}

size_t normalized(int32_t axis, size_t rank) { return axis < 0 ? size_t(axis + int32_t(rank)) : size_t(axis); }

// Concatenates inputs of `shapes` along `axis` at every thread count, checking each input's block of the output.
template <class T>
void check_concatenate(const std::vector<shape_t>& shapes, int32_t axis) {
  const size_t a = normalized(axis, shapes[0].size());
  std::vector<std::vector<T>> inputs;
  std::vector<const void*> pointers;
  std::vector<const size_t*> shape_pointers;
  shape_t expected_shape = shapes[0];
  expected_shape[a] = 0;
  for (size_t i = 0; i < shapes.size(); i++) {
    inputs.push_back(pattern<T>(reference_elements(shapes[i]), uint32_t(i + 1)));
    pointers.push_back(inputs.back().data());
    shape_pointers.push_back(shapes[i].data());
    expected_shape[a] += shapes[i][a];
  }
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_concatenate_nd(sizeof(T), shapes.size(), 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  std::string what = "concatenate " + std::to_string(shapes.size()) + " inputs of rank " +
                     std::to_string(shapes[0].size()) + " along axis " + std::to_string(axis) + ", " +
                     std::to_string(sizeof(T)) + "-byte elements";
  std::vector<T> first;
  for (size_t threads : test_thread_counts()) {
    shape_t output_shape(shapes[0].size(), 0);
    ASSERT_EQ(xnn_reshape_concatenate_nd(raw, axis, shapes[0].size(), shape_pointers.data(), output_shape.data(),
                                         test_threadpool(threads)),
              xnn_status_success)
        << what;
    ASSERT_EQ(output_shape, expected_shape) << what;
    std::vector<T> output(reference_elements(output_shape), T(0x5A));
    ASSERT_EQ(xnn_setup_concatenate_nd(raw, pointers.data(), output.data()), xnn_status_success) << what;
    ASSERT_EQ(xnn_run_operator(raw, test_threadpool(threads)), xnn_status_success) << what;
    size_t begin = 0;
    for (size_t i = 0; i < shapes.size(); i++) {
      const std::vector<T> block = reference_axis_block(output_shape, a, begin, shapes[i][a], output.data());
      ASSERT_EQ(block, std::vector<T>(inputs[i].begin(), inputs[i].begin() + reference_elements(shapes[i])))
          << what << ": input " << i;
      begin += shapes[i][a];
    }
    if (first.empty()) first = output;
    ASSERT_EQ(first, output) << what << ": differs at " << threads << " threads";
  }
}

// Splits `shape` into `count` outputs along `axis` at every thread count; output `skipped` (if < count) is NULL.
template <class T>
void check_split(const shape_t& shape, int32_t axis, size_t count, size_t skipped = SIZE_MAX) {
  const size_t a = normalized(axis, shape.size());
  const std::vector<T> input = pattern<T>(reference_elements(shape), 9);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_even_split_nd(sizeof(T), count, 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  const std::string what = "split rank " + std::to_string(shape.size()) + " into " + std::to_string(count) +
                           " along axis " + std::to_string(axis);
  shape_t expected_shape = shape;
  expected_shape[a] /= count;
  for (size_t threads : test_thread_counts()) {
    shape_t output_shape(shape.size(), 0);
    ASSERT_EQ(xnn_reshape_even_split_nd(raw, axis, shape.size(), shape.data(), output_shape.data(),
                                        test_threadpool(threads)),
              xnn_status_success)
        << what;
    ASSERT_EQ(output_shape, expected_shape) << what;
    std::vector<std::vector<T>> outputs(count, std::vector<T>(reference_elements(output_shape), T(0x5A)));
    std::vector<void*> pointers;
    for (size_t i = 0; i < count; i++) pointers.push_back(i == skipped ? nullptr : outputs[i].data());
    ASSERT_EQ(xnn_setup_even_split_nd(raw, input.data(), pointers.data()), xnn_status_success) << what;
    ASSERT_EQ(xnn_run_operator(raw, test_threadpool(threads)), xnn_status_success) << what;
    for (size_t i = 0; i < count; i++) {
      const std::vector<T> expected = i == skipped ? std::vector<T>(outputs[i].size(), T(0x5A))
                                                   : reference_axis_block(shape, a, i * expected_shape[a],
                                                                          expected_shape[a], input.data());
      ASSERT_EQ(outputs[i], expected) << what << ": output " << i << " at " << threads << " threads";
    }
  }
}

// Shapes of rank 1 to 6 with small odd sizes; the inputs vary along the axis.
std::vector<shape_t> concat_shapes(size_t rank, size_t axis, size_t count) {
  const size_t base[] = {3, 2, 5, 1, 3, 2};
  std::vector<shape_t> shapes;
  for (size_t i = 0; i < count; i++) {
    shape_t s(base, base + rank);
    s[axis] = 1 + (i * 2 + axis) % 4;
    shapes.push_back(s);
  }
  return shapes;
}

TEST(concatenate_nd, every_rank_axis_and_input_count) {
  for (size_t rank = 1; rank <= XNN_MAX_TENSOR_DIMS; rank++) {
    for (size_t axis = 0; axis < rank; axis++) {
      for (size_t count = 2; count <= kXnnMaxConcatenateInputs; count++) {
        check_concatenate<float>(concat_shapes(rank, axis, count), int32_t(axis));
      }
    }
  }
}

TEST(concatenate_nd, negative_axes) {
  for (size_t rank = 1; rank <= 4; rank++) {
    for (size_t axis = 0; axis < rank; axis++) {
      check_concatenate<float>(concat_shapes(rank, axis, 3), int32_t(axis) - int32_t(rank));
    }
  }
}

TEST(concatenate_nd, one_input_is_a_copy) {
  check_concatenate<float>({{3, 5, 7}}, 1);
  check_concatenate<float>({{4, 9}}, -2);
}

TEST(concatenate_nd, empty_input_and_empty_output) {
  check_concatenate<float>({{2, 0, 3}, {2, 4, 3}, {2, 0, 3}}, 1);
  check_concatenate<float>({{0, 4}, {0, 2}}, 1);
}

TEST(concatenate_nd, long_rows_and_many_rows) {
  check_concatenate<float>({{2, 5000}, {2, 3001}}, 1);  // rows longer than a tile: runs of one row
  check_concatenate<float>({{1, 7000}, {3, 7000}}, 0);  // one long row per input
  check_concatenate<float>({{3000, 3}, {3000, 1}}, 1);  // many short rows, several per tile
}

TEST(concatenate_nd, byte_and_halfword_elements) {
  check_concatenate<uint8_t>({{5, 3, 7}, {5, 1, 7}, {5, 6, 7}}, 1);
  check_concatenate<uint8_t>({{7, 1}, {7, 2}, {7, 13}, {7, 3}, {7, 5}}, -1);
  check_concatenate<uint16_t>({{3, 9, 2}, {3, 9, 5}}, 2);
}

TEST(even_split_nd, every_rank_axis_and_output_count) {
  for (size_t rank = 1; rank <= XNN_MAX_TENSOR_DIMS; rank++) {
    for (size_t axis = 0; axis < rank; axis++) {
      for (size_t count = 2; count <= kXnnMaxSplitOutputs; count++) {
        const size_t base[] = {2, 3, 1, 5, 2, 3};
        shape_t shape(base, base + rank);
        shape[axis] = count * (1 + axis % 3);
        check_split<float>(shape, int32_t(axis), count);
      }
    }
  }
}

TEST(even_split_nd, negative_axes_skipped_outputs_and_long_rows) {
  check_split<float>({4, 6, 3}, -1, 3);
  check_split<float>({4, 6, 3}, -3, 2, 0);
  check_split<float>({4, 8, 3}, -2, 4, 2);
  check_split<float>({3, 12000}, 1, 2);
  check_split<float>({4000, 4}, 1, 4);
  check_split<uint8_t>({5, 9, 3}, 1, 3, 1);
  // fp16 tensors move as halfwords.
  check_split<uint16_t>({6, 10, 3}, 1, 2);
  check_split<uint16_t>({7, 4, 1002}, -1, 3, 1);
}

// Create's rejections, the same for both kinds: NULL op_out, element size 0, too few or too many parts, any flag.
void expect_create_rejections(xnn_status (*create)(size_t, size_t, uint32_t, xnn_operator_t*), size_t min_parts,
                              size_t max_parts) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(create(4, 2, 0, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(create(0, 2, 0, &op), xnn_status_invalid_parameter);
  EXPECT_EQ(create(4, min_parts - 1, 0, &op), xnn_status_invalid_parameter);
  EXPECT_EQ(create(4, max_parts + 1, 0, &op), xnn_status_invalid_parameter);
  EXPECT_EQ(create(4, 2, 1, &op), xnn_status_unsupported_parameter);
  EXPECT_EQ(create(4, 2, 8, &op), xnn_status_unsupported_parameter);
  EXPECT_EQ(op, nullptr);
}

TEST(concatenate_nd, rejections) {
  expect_create_rejections(xnn_create_concatenate_nd, 1, kXnnMaxConcatenateInputs);
  xnn_operator_t op = nullptr;
  ASSERT_EQ(xnn_create_concatenate_nd(4, 2, 0, &op), xnn_status_success);
  operator_ptr owned = own(op);
  const shape_t a = {2, 3}, b = {2, 4}, c = {3, 4}, huge = {SIZE_MAX / 2, 3};
  const size_t* ab[] = {a.data(), b.data()};
  const size_t* ac[] = {a.data(), c.data()};
  const size_t* a_null[] = {a.data(), nullptr};
  const size_t* a_huge[] = {huge.data(), huge.data()};
  size_t out[2];
  float x[8] = {}, y[16] = {};
  const void* inputs[] = {x, x};
  const void* inputs_null[] = {x, nullptr};
  EXPECT_EQ(xnn_setup_concatenate_nd(op, inputs, y), xnn_status_invalid_state);
  EXPECT_EQ(xnn_run_operator(op, nullptr), xnn_status_invalid_state);
  EXPECT_EQ(xnn_reshape_concatenate_nd(nullptr, 1, 2, ab, out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_concatenate_nd(op, 1, 2, nullptr, out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_concatenate_nd(op, 1, 2, ab, nullptr, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_concatenate_nd(op, 1, 2, a_null, out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_concatenate_nd(op, 0, 0, ab, out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_concatenate_nd(op, 0, XNN_MAX_TENSOR_DIMS + 1, ab, out, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_concatenate_nd(op, 2, 2, ab, out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_concatenate_nd(op, -3, 2, ab, out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_concatenate_nd(op, 1, 2, ac, out, nullptr), xnn_status_invalid_parameter);  // 2 vs 3 rows
  EXPECT_EQ(xnn_reshape_concatenate_nd(op, 0, 2, ab, out, nullptr), xnn_status_invalid_parameter);  // 3 vs 4 cols
  EXPECT_EQ(xnn_reshape_concatenate_nd(op, 0, 2, a_huge, out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_concatenate_nd(op, inputs, y), xnn_status_invalid_state);  // the last reshape failed
  ASSERT_EQ(xnn_reshape_concatenate_nd(op, -1, 2, ab, out, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_setup_concatenate_nd(op, nullptr, y), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_concatenate_nd(op, inputs_null, y), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_concatenate_nd(op, inputs, nullptr), xnn_status_invalid_parameter);
  // An operator of another kind.
  xnn_operator_t split = nullptr;
  ASSERT_EQ(xnn_create_even_split_nd(4, 2, 0, &split), xnn_status_success);
  operator_ptr owned_split = own(split);
  EXPECT_EQ(xnn_reshape_concatenate_nd(split, 1, 2, ab, out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_concatenate_nd(split, inputs, y), xnn_status_invalid_parameter);
}

TEST(even_split_nd, rejections) {
  expect_create_rejections(xnn_create_even_split_nd, 2, kXnnMaxSplitOutputs);
  xnn_operator_t op = nullptr;
  ASSERT_EQ(xnn_create_even_split_nd(4, 2, 0, &op), xnn_status_success);
  operator_ptr owned = own(op);
  const shape_t shape = {3, 4}, huge = {SIZE_MAX / 2, 4};
  size_t out[2];
  float x[12] = {}, y0[6] = {}, y1[6] = {};
  void* outputs[] = {y0, y1};
  EXPECT_EQ(xnn_setup_even_split_nd(op, x, outputs), xnn_status_invalid_state);
  EXPECT_EQ(xnn_reshape_even_split_nd(nullptr, 1, 2, shape.data(), out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_even_split_nd(op, 1, 2, nullptr, out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_even_split_nd(op, 1, 2, shape.data(), nullptr, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_even_split_nd(op, 0, 0, shape.data(), out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_even_split_nd(op, 2, 2, shape.data(), out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_even_split_nd(op, -3, 2, shape.data(), out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_even_split_nd(op, 0, 2, shape.data(), out, nullptr), xnn_status_invalid_parameter);  // 3 / 2
  EXPECT_EQ(xnn_reshape_even_split_nd(op, 1, 2, huge.data(), out, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_reshape_even_split_nd(op, -1, 2, shape.data(), out, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_setup_even_split_nd(op, nullptr, outputs), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_even_split_nd(op, x, nullptr), xnn_status_invalid_parameter);
  xnn_operator_t concatenate = nullptr;
  ASSERT_EQ(xnn_create_concatenate_nd(4, 2, 0, &concatenate), xnn_status_success);
  operator_ptr owned_concatenate = own(concatenate);
  EXPECT_EQ(xnn_reshape_even_split_nd(concatenate, 1, 2, shape.data(), out, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_even_split_nd(concatenate, x, outputs), xnn_status_invalid_parameter);
}

}  // namespace
