// The data-movement operators (copy, transpose, slice, constant pad) against the plain references in reference.h,
// each case at every element size (x8, x16, x32): ranks 1 to 6, odd sizes and size-1 dimensions, every permutation
// of small ranks, slices at every edge, padding on every side, empty tensors, thread counts 1, 2 and 8
// (bit-identical), the one-shot xnn_run_* forms (copy and slice have them for x32 only, as in XNNPACK), and each
// rejected argument. Elements are random bit patterns (NaN payloads included): bits must move unchanged.
#include <algorithm>
#include <functional>
#include <numeric>
#include <type_traits>

#include "operator-tester.h"

namespace {

// One element size's public functions, by the element's type.
template <class T>
struct move_ops;
#define XNN_MOVE_OPS(T, x)                                                       \
  template <>                                                                    \
  struct move_ops<T> {                                                           \
    static constexpr auto create_copy = xnn_create_copy_nc_##x;                  \
    static constexpr auto reshape_copy = xnn_reshape_copy_nc_##x;                \
    static constexpr auto setup_copy = xnn_setup_copy_nc_##x;                    \
    static constexpr auto create_transpose = xnn_create_transpose_nd_##x;        \
    static constexpr auto reshape_transpose = xnn_reshape_transpose_nd_##x;      \
    static constexpr auto setup_transpose = xnn_setup_transpose_nd_##x;          \
    static constexpr auto run_transpose = xnn_run_transpose_nd_##x;              \
    static constexpr auto create_slice = xnn_create_slice_nd_##x;                \
    static constexpr auto reshape_slice = xnn_reshape_slice_nd_##x;              \
    static constexpr auto setup_slice = xnn_setup_slice_nd_##x;                  \
    static constexpr auto create_constant_pad = xnn_create_constant_pad_nd_##x;  \
    static constexpr auto reshape_constant_pad = xnn_reshape_constant_pad_nd_##x; \
    static constexpr auto setup_constant_pad = xnn_setup_constant_pad_nd_##x;    \
    static constexpr auto run_constant_pad = xnn_run_constant_pad_nd_##x;        \
  };
XNN_MOVE_OPS(uint8_t, x8)
XNN_MOVE_OPS(uint16_t, x16)
XNN_MOVE_OPS(uint32_t, x32)
#undef XNN_MOVE_OPS

template <class T>
constexpr T kGuard = T(0xDEADBEEFu);  // never among the random elements' expected positions

template <class T>
class DataMovement : public testing::Test {};
using ElementTypes = testing::Types<uint8_t, uint16_t, uint32_t>;
struct element_size_name {
  template <class T>
  static std::string GetName(int) {
    return "x" + std::to_string(8 * sizeof(T));
  }
};
TYPED_TEST_SUITE(DataMovement, ElementTypes, element_size_name);

struct initialized {
  initialized() { EXPECT_EQ(xnn_initialize(nullptr), xnn_status_success); }
};

template <class T>
std::vector<T> random_bits(size_t count, uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<T> v(count + XNN_EXTRA_BYTES / sizeof(T));
  for (T& x : v) x = T(rng());
  return v;
}

// Tensors below this many elements fit one tile: the exhaustive small cases run on the caller's thread only, the
// larger ones at every thread count.
constexpr size_t kOneTile = 4096;

using setup_fn = xnn_status (*)(xnn_operator_t, const void*, void*);

// One operator through create(&op), reshape(op, threadpool), setup(op, input, output) and run.
template <class Create, class Reshape>
void run_operator(Create create, Reshape reshape, setup_fn setup, const void* input, void* output,
                  pthreadpool_t pool) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(create(&raw), xnn_status_success);
  operator_ptr op = own(raw);
  ASSERT_EQ(reshape(op.get(), pool), xnn_status_success);
  ASSERT_EQ(setup(op.get(), input, output), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op.get(), pool), xnn_status_success);
}

// Runs the operator at every thread count (1 only for tensors within one tile) into an output of `size` elements
// followed by guard elements; checks the guard and that all thread counts agree bit for bit; returns the first result.
template <class T, class Create, class Reshape>
std::vector<T> run_at_thread_counts(size_t size, Create create, Reshape reshape, setup_fn setup, const void* input,
                                    const std::string& what) {
  std::vector<T> first;
  for (size_t threads : test_thread_counts()) {
    if (threads > 1 && size < kOneTile) break;
    std::vector<T> output(size + 8, kGuard<T>);
    run_operator(create, reshape, setup, input, output.data(), test_threadpool(threads));
    for (size_t i = size; i < output.size(); i++) {
      EXPECT_EQ(output[i], kGuard<T>) << what << ": wrote past the output at element " << i;
    }
    output.resize(size);
    if (first.empty()) {
      first = output;
    } else {
      EXPECT_TRUE(first == output) << what << ": results differ between thread counts (" << threads << ")";
    }
  }
  return first;
}

// The argument checks every N-D reshape shares. `reshape(num_dims, shape, a, b)` calls the operator's reshape with the
// given rank and arrays (b is nullptr for operators with one array besides the shape): ranks 0 and 7 fail with
// `rank_failure`, each NULL array with invalid_parameter.
template <class Reshape>
void expect_nd_rejections(Reshape reshape, xnn_status rank_failure, const size_t* shape, const size_t* a,
                          const size_t* b) {
  EXPECT_EQ(reshape(0, shape, a, b), rank_failure);
  EXPECT_EQ(reshape(XNN_MAX_TENSOR_DIMS + 1, shape, a, b), rank_failure);
  EXPECT_EQ(reshape(2, nullptr, a, b), xnn_status_invalid_parameter);
  EXPECT_EQ(reshape(2, shape, nullptr, b), xnn_status_invalid_parameter);
  if (b != nullptr) {
    EXPECT_EQ(reshape(2, shape, a, nullptr), xnn_status_invalid_parameter);
  }
}

std::string describe(const char* name, const std::vector<size_t>& a, const std::vector<size_t>& b) {
  std::string s = name;
  for (size_t x : a) s += " " + std::to_string(x);
  s += " /";
  for (size_t x : b) s += " " + std::to_string(x);
  return s;
}

// ---- transpose ----

template <class T>
void check_transpose(const std::vector<size_t>& shape, const std::vector<size_t>& perm) {
  const size_t elements = reference_elements(shape);
  const std::vector<T> input = random_bits<T>(elements, uint32_t(elements * 7 + perm[0]));
  const std::string what = describe("transpose", shape, perm);
  const std::vector<T> actual = run_at_thread_counts<T>(
      elements, [](xnn_operator_t* op) { return move_ops<T>::create_transpose(0, op); },
      [&](xnn_operator_t op, pthreadpool_t pool) {
        return move_ops<T>::reshape_transpose(op, shape.size(), shape.data(), perm.data(), pool);
      },
      move_ops<T>::setup_transpose, input.data(), what);
  ASSERT_TRUE(actual == reference_transpose(shape, perm, input)) << what;
}

TYPED_TEST(DataMovement, TransposeNdEveryPermutationOfRanks1To4) {
  using T = TypeParam;
  initialized init;
  const std::vector<std::vector<size_t>> shapes = {{7}, {3, 5}, {1, 9}, {2, 3, 5}, {4, 1, 3}, {2, 3, 1, 5},
                                                   {3, 2, 5, 2}, {1, 1, 1, 1}};
  for (const auto& shape : shapes) {
    std::vector<size_t> perm(shape.size());
    std::iota(perm.begin(), perm.end(), 0);
    do {
      check_transpose<T>(shape, perm);
    } while (std::next_permutation(perm.begin(), perm.end()));
  }
}

TYPED_TEST(DataMovement, TransposeNdRanks5And6RandomPermutations) {
  using T = TypeParam;
  initialized init;
  std::mt19937 rng(42);
  for (size_t rank : {5, 6}) {
    for (int trial = 0; trial < 24; trial++) {
      std::vector<size_t> shape(rank), perm(rank);
      for (size_t& d : shape) d = 1 + rng() % 4;
      std::iota(perm.begin(), perm.end(), 0);
      std::shuffle(perm.begin(), perm.end(), rng);
      check_transpose<T>(shape, perm);
    }
  }
}

TYPED_TEST(DataMovement, TransposeNdLargeTilesAndNarrowSides) {
  using T = TypeParam;
  initialized init;
  check_transpose<T>({67, 131}, {1, 0});
  check_transpose<T>({3, 1000}, {1, 0});    // NCHW -> NHWC with 3 channels: a narrow side
  check_transpose<T>({1000, 3}, {1, 0});
  check_transpose<T>({2, 65, 3, 70}, {0, 3, 1, 2});
  check_transpose<T>({130, 2, 129}, {2, 1, 0});
  check_transpose<T>({5, 300, 4}, {1, 0, 2});  // the innermost dimension stays: a strided row copy
  // Output rows a multiple of 1 KiB apart take the short-strip kernel (transposec-config.h): full tiles and edges.
  check_transpose<T>({1024 / sizeof(T), 67}, {1, 0});
  check_transpose<T>({2048 / sizeof(T), 40}, {1, 0});
  check_transpose<T>({3, 1024 / sizeof(T), 33}, {0, 2, 1});
}

TYPED_TEST(DataMovement, TransposeNdEmptyTensorWritesNothing) {
  using T = TypeParam;
  initialized init;
  const size_t shape[] = {3, 0, 2}, perm[] = {2, 0, 1};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(move_ops<T>::create_transpose(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  ASSERT_EQ(move_ops<T>::reshape_transpose(op.get(), 3, shape, perm, nullptr), xnn_status_success);
  ASSERT_EQ(move_ops<T>::setup_transpose(op.get(), nullptr, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
}

// Reshaping with the last reshape's arguments keeps its plan; other arguments in between replace it, and a failed
// reshape leaves nothing to keep.
TYPED_TEST(DataMovement, TransposeNdReshapeAgainKeepsOrReplacesThePlan) {
  using T = TypeParam;
  initialized init;
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(move_ops<T>::create_transpose(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  const std::vector<size_t> a = {6, 40}, b = {40, 6}, swap = {1, 0}, bad = {1, 1};
  const std::vector<T> input = random_bits<T>(240, 5);
  std::vector<T> output(240);
  const auto run = [&](const std::vector<size_t>& shape, const std::vector<size_t>& perm) {
    std::fill(output.begin(), output.end(), T(0));
    ASSERT_EQ(move_ops<T>::reshape_transpose(op.get(), 2, shape.data(), perm.data(), nullptr), xnn_status_success);
    ASSERT_EQ(move_ops<T>::setup_transpose(op.get(), input.data(), output.data()), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
    EXPECT_TRUE(output == reference_transpose(shape, perm, input)) << describe("transpose", shape, perm);
  };
  run(a, swap);
  run(a, swap);
  run(b, swap);
  run(a, swap);
  EXPECT_EQ(move_ops<T>::reshape_transpose(op.get(), 2, a.data(), bad.data(), nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_invalid_state);
  run(a, swap);
}

TYPED_TEST(DataMovement, TransposeNdRunForm) {
  using T = TypeParam;
  initialized init;
  const std::vector<size_t> shape = {4, 6, 5}, perm = {2, 0, 1};
  const std::vector<T> input = random_bits<T>(120, 3);
  std::vector<T> output(120);
  ASSERT_EQ(move_ops<T>::run_transpose(input.data(), output.data(), 3, shape.data(), perm.data(), 0, nullptr),
            xnn_status_success);
  EXPECT_TRUE(output == reference_transpose(shape, perm, input));
}

TYPED_TEST(DataMovement, TransposeNdRejections) {
  using T = TypeParam;
  initialized init;
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(move_ops<T>::create_transpose(0, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::create_transpose(0x80000000u, &raw), xnn_status_unsupported_parameter);
  ASSERT_EQ(move_ops<T>::create_transpose(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  const size_t shape[7] = {2, 3, 1, 1, 1, 1, 1}, perm[7] = {1, 0, 2, 3, 4, 5, 6};
  T buffer[8] = {};
  EXPECT_EQ(move_ops<T>::setup_transpose(op.get(), buffer, buffer + 1), xnn_status_invalid_state);  // not reshaped
  EXPECT_EQ(move_ops<T>::reshape_transpose(nullptr, 2, shape, perm, nullptr), xnn_status_invalid_parameter);
  expect_nd_rejections(
      [&](size_t rank, const size_t* dims, const size_t* p, const size_t*) {
        return move_ops<T>::reshape_transpose(op.get(), rank, dims, p, nullptr);
      },
      xnn_status_invalid_parameter, shape, perm, nullptr);
  const size_t repeated[2] = {1, 1}, out_of_range[2] = {0, 2};
  EXPECT_EQ(move_ops<T>::reshape_transpose(op.get(), 2, shape, repeated, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::reshape_transpose(op.get(), 2, shape, out_of_range, nullptr), xnn_status_invalid_parameter);
  const size_t huge[2] = {SIZE_MAX / 2, 3};
  EXPECT_EQ(move_ops<T>::reshape_transpose(op.get(), 2, huge, perm, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::setup_transpose(op.get(), buffer, buffer + 1), xnn_status_invalid_state);  // failed reshape
  ASSERT_EQ(move_ops<T>::reshape_transpose(op.get(), 2, shape, perm, nullptr), xnn_status_success);
  EXPECT_EQ(move_ops<T>::setup_transpose(op.get(), nullptr, buffer), xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::setup_transpose(op.get(), buffer, nullptr), xnn_status_invalid_parameter);
  // An operator of another kind.
  xnn_operator_t copy = nullptr;
  ASSERT_EQ(move_ops<T>::create_copy(0, &copy), xnn_status_success);
  operator_ptr copy_op = own(copy);
  EXPECT_EQ(move_ops<T>::reshape_transpose(copy, 2, shape, perm, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::setup_transpose(copy, buffer, buffer + 1), xnn_status_invalid_parameter);
  // A transpose of another element size.
  using Other = std::conditional_t<sizeof(T) == 1, uint16_t, uint8_t>;
  xnn_operator_t other = nullptr;
  ASSERT_EQ(move_ops<Other>::create_transpose(0, &other), xnn_status_success);
  operator_ptr other_op = own(other);
  EXPECT_EQ(move_ops<T>::reshape_transpose(other, 2, shape, perm, nullptr), xnn_status_invalid_parameter);
}

// ---- copy ----

template <class T>
void check_copy(size_t batch, size_t channels, size_t input_stride, size_t output_stride) {
  const std::vector<T> input = random_bits<T>(batch * input_stride, uint32_t(batch * 31 + channels));
  const std::string what = describe("copy", {batch, channels}, {input_stride, output_stride});
  const size_t size = batch * output_stride;
  const std::vector<T> actual = run_at_thread_counts<T>(
      size, [](xnn_operator_t* op) { return move_ops<T>::create_copy(0, op); },
      [&](xnn_operator_t op, pthreadpool_t pool) {
        return move_ops<T>::reshape_copy(op, batch, channels, input_stride, output_stride, pool);
      },
      move_ops<T>::setup_copy, input.data(), what);
  for (size_t b = 0; b < batch; b++) {
    for (size_t c = 0; c < output_stride; c++) {
      const T expected = c < channels ? input[b * input_stride + c] : kGuard<T>;
      ASSERT_EQ(actual[b * output_stride + c], expected) << what << ": row " << b << ", element " << c;
    }
  }
}

TYPED_TEST(DataMovement, CopyNcDenseAndStridedRows) {
  using T = TypeParam;
  initialized init;
  for (size_t batch : {0, 1, 3, 17}) {
    for (size_t channels : {1, 3, 16, 100}) {
      check_copy<T>(batch, channels, channels, channels);
      check_copy<T>(batch, channels, channels + 3, channels);
      check_copy<T>(batch, channels, channels, channels + 5);
      check_copy<T>(batch, channels, channels + 1, channels + 2);
    }
  }
  check_copy<T>(1, 70001, 70001, 70001);  // one long row split between threads
  check_copy<T>(300, 257, 257, 257);
}

TYPED_TEST(DataMovement, CopyNcInPlace) {
  using T = TypeParam;
  initialized init;
  std::vector<T> data = random_bits<T>(60, 9);
  const std::vector<T> before = data;
  run_operator([](xnn_operator_t* op) { return move_ops<T>::create_copy(0, op); },
               [](xnn_operator_t op, pthreadpool_t pool) { return move_ops<T>::reshape_copy(op, 5, 12, 12, 12, pool); },
               move_ops<T>::setup_copy, data.data(), data.data(), nullptr);
  EXPECT_TRUE(data == before);
}

TEST(CopyNcX32, RunForm) {
  initialized init;
  std::vector<uint32_t> data = random_bits<uint32_t>(60, 9);
  const std::vector<uint32_t> before = data;
  ASSERT_EQ(xnn_run_copy_nc_x32(12, 12, 12, 5, data.data(), data.data(), 0, nullptr), xnn_status_success);
  EXPECT_TRUE(data == before);
  std::vector<uint32_t> output(60, 0);
  ASSERT_EQ(xnn_run_copy_nc_x32(12, 12, 12, 5, data.data(), output.data(), 0, nullptr), xnn_status_success);
  EXPECT_TRUE(std::equal(output.begin(), output.end(), data.begin()));
}

TYPED_TEST(DataMovement, CopyNcRejections) {
  using T = TypeParam;
  initialized init;
  EXPECT_EQ(move_ops<T>::create_copy(0, nullptr), xnn_status_invalid_parameter);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(move_ops<T>::create_copy(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  EXPECT_EQ(move_ops<T>::reshape_copy(op.get(), 2, 0, 1, 1, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::reshape_copy(op.get(), 2, 4, 3, 4, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::reshape_copy(op.get(), 2, 4, 4, 3, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::reshape_copy(op.get(), SIZE_MAX / 2, 4, 4, 4, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::reshape_copy(nullptr, 2, 4, 4, 4, nullptr), xnn_status_invalid_parameter);
}

// ---- slice ----

template <class T>
void check_slice(const std::vector<size_t>& shape, const std::vector<size_t>& offsets,
                 const std::vector<size_t>& sizes) {
  std::vector<size_t> resolved(shape.size());
  for (size_t d = 0; d < shape.size(); d++) resolved[d] = sizes[d] != 0 ? sizes[d] : shape[d] - offsets[d];
  const std::vector<T> input = random_bits<T>(reference_elements(shape), uint32_t(reference_elements(shape)));
  const std::string what = describe("slice", shape, offsets) + " /" + describe("", sizes, {});
  const std::vector<T> actual = run_at_thread_counts<T>(
      reference_elements(resolved), [](xnn_operator_t* op) { return move_ops<T>::create_slice(0, op); },
      [&](xnn_operator_t op, pthreadpool_t pool) {
        return move_ops<T>::reshape_slice(op, shape.size(), shape.data(), offsets.data(), sizes.data(), pool);
      },
      move_ops<T>::setup_slice, input.data(), what);
  ASSERT_TRUE(actual == reference_slice(shape, offsets, resolved, input)) << what;
}

TYPED_TEST(DataMovement, SliceNdEveryOffsetAndSizeOfSmallShapes) {
  using T = TypeParam;
  initialized init;
  const std::vector<std::vector<size_t>> shapes = {{5}, {3, 4}, {1, 4}, {4, 1}, {2, 3, 3}};
  for (const auto& shape : shapes) {
    // Every (offset, size) per dimension, size 0 meaning "to the end": all edges.
    std::vector<size_t> offsets(shape.size(), 0), sizes(shape.size(), 0);
    std::function<void(size_t)> each = [&](size_t d) {
      if (d == shape.size()) return check_slice<T>(shape, offsets, sizes);
      for (offsets[d] = 0; offsets[d] < shape[d]; offsets[d]++) {
        for (sizes[d] = 0; sizes[d] <= shape[d] - offsets[d]; sizes[d]++) each(d + 1);
      }
    };
    each(0);
  }
}

TYPED_TEST(DataMovement, SliceNdRanks4To6AndLargeRows) {
  using T = TypeParam;
  initialized init;
  std::mt19937 rng(7);
  for (size_t rank : {4, 5, 6}) {
    for (int trial = 0; trial < 20; trial++) {
      std::vector<size_t> shape(rank), offsets(rank), sizes(rank);
      for (size_t d = 0; d < rank; d++) {
        shape[d] = 1 + rng() % 5;
        offsets[d] = rng() % shape[d];
        sizes[d] = rng() % (shape[d] - offsets[d] + 1);
      }
      check_slice<T>(shape, offsets, sizes);
    }
  }
  check_slice<T>({3, 50000}, {1, 7}, {2, 49990});
  check_slice<T>({400, 300}, {13, 0}, {350, 0});  // whole rows: one contiguous block
  check_slice<T>({300, 200}, {0, 199}, {0, 1});   // one column: rows of one element
}

TYPED_TEST(DataMovement, SliceNdRunFormAndRejections) {
  using T = TypeParam;
  initialized init;
  const std::vector<size_t> shape = {4, 5}, offsets = {1, 2}, sizes = {2, 3};
  const std::vector<T> input = random_bits<T>(20, 1);
  std::vector<T> output(6);
  if constexpr (sizeof(T) == 4) {  // XNNPACK has xnn_run_slice_nd for x32 only
    ASSERT_EQ(xnn_run_slice_nd_x32(2, shape.data(), offsets.data(), sizes.data(), input.data(), output.data(), 0,
                                   nullptr),
              xnn_status_success);
    EXPECT_TRUE(output == reference_slice(shape, offsets, sizes, input));
  }

  xnn_operator_t raw = nullptr;
  EXPECT_EQ(move_ops<T>::create_slice(0, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(move_ops<T>::create_slice(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  const size_t zero_dim[2] = {4, 0}, far[2] = {4, 5}, big[2] = {3, 4};
  expect_nd_rejections(
      [&](size_t rank, const size_t* dims, const size_t* a, const size_t* b) {
        return move_ops<T>::reshape_slice(op.get(), rank, dims, a, b, nullptr);
      },
      xnn_status_unsupported_parameter, shape.data(), offsets.data(), sizes.data());
  EXPECT_EQ(move_ops<T>::reshape_slice(op.get(), 2, zero_dim, offsets.data(), sizes.data(), nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::reshape_slice(op.get(), 2, shape.data(), far, sizes.data(), nullptr),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(move_ops<T>::reshape_slice(op.get(), 2, shape.data(), offsets.data(), big, nullptr),
            xnn_status_unsupported_parameter);
  const size_t huge[2] = {SIZE_MAX / 2, 3};
  EXPECT_EQ(move_ops<T>::reshape_slice(op.get(), 2, huge, offsets.data(), sizes.data(), nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::setup_slice(op.get(), input.data(), output.data()), xnn_status_invalid_state);
}

// ---- constant pad ----

// A NaN with a payload for x32 (its low bytes for x8 and x16): must arrive unchanged.
template <class T>
constexpr T kPaddingBits = T(0x7FC01234u);

template <class T>
void check_pad(const std::vector<size_t>& shape, const std::vector<size_t>& pre, const std::vector<size_t>& post) {
  std::vector<size_t> output_shape(shape.size());
  for (size_t d = 0; d < shape.size(); d++) output_shape[d] = pre[d] + shape[d] + post[d];
  const std::vector<T> input = random_bits<T>(reference_elements(shape), uint32_t(reference_elements(shape)));
  const std::string what = describe("pad", shape, pre) + " /" + describe("", post, {});
  const std::vector<T> actual = run_at_thread_counts<T>(
      reference_elements(output_shape),
      [](xnn_operator_t* op) { return move_ops<T>::create_constant_pad(&kPaddingBits<T>, 0, op); },
      [&](xnn_operator_t op, pthreadpool_t pool) {
        return move_ops<T>::reshape_constant_pad(op, shape.size(), shape.data(), pre.data(), post.data(), pool);
      },
      move_ops<T>::setup_constant_pad, input.data(), what);
  ASSERT_TRUE(actual == reference_pad(shape, pre, post, kPaddingBits<T>, input)) << what;
}

TYPED_TEST(DataMovement, ConstantPadNdEverySideOfRanks1To3) {
  using T = TypeParam;
  initialized init;
  const std::vector<std::vector<size_t>> shapes = {{5}, {1}, {3, 4}, {1, 3}, {2, 1, 3}};
  const size_t amounts[] = {0, 1, 2};
  for (const auto& shape : shapes) {
    const size_t rank = shape.size();
    size_t combinations = 1;
    for (size_t d = 0; d < 2 * rank; d++) combinations *= 3;
    for (size_t k = 0; k < combinations; k++) {
      std::vector<size_t> pre(rank), post(rank);
      size_t code = k;
      for (size_t d = 0; d < rank; d++) {
        pre[d] = amounts[code % 3], code /= 3;
        post[d] = amounts[code % 3], code /= 3;
      }
      check_pad<T>(shape, pre, post);
    }
  }
}

TYPED_TEST(DataMovement, ConstantPadNdRanks4To6EmptyInputsAndLargeRows) {
  using T = TypeParam;
  initialized init;
  std::mt19937 rng(11);
  for (size_t rank : {4, 5, 6}) {
    for (int trial = 0; trial < 20; trial++) {
      std::vector<size_t> shape(rank), pre(rank), post(rank);
      for (size_t d = 0; d < rank; d++) shape[d] = 1 + rng() % 3, pre[d] = rng() % 3 == 0, post[d] = rng() % 2;
      check_pad<T>(shape, pre, post);
    }
  }
  check_pad<T>({0, 3}, {1, 2}, {1, 0});    // empty input: all padding
  check_pad<T>({2, 0}, {0, 0}, {0, 0});    // empty output
  check_pad<T>({1, 2, 3, 40000}, {0, 1, 0, 5}, {0, 1, 2, 3});
  check_pad<T>({300, 256}, {2, 0}, {3, 0});    // padding rows only
  check_pad<T>({1, 8, 8, 3}, {0, 1, 1, 0}, {0, 1, 1, 0});  // NHWC spatial padding
}

TYPED_TEST(DataMovement, ConstantPadNdRunFormAndRejections) {
  using T = TypeParam;
  initialized init;
  const std::vector<size_t> shape = {3, 2}, pre = {1, 0}, post = {0, 2};
  const std::vector<T> input = random_bits<T>(6, 2);
  std::vector<T> output(16);
  ASSERT_EQ(move_ops<T>::run_constant_pad(0, 2, shape.data(), pre.data(), post.data(), input.data(), output.data(),
                                        &kPaddingBits<T>, nullptr),
            xnn_status_success);
  EXPECT_TRUE(output == reference_pad(shape, pre, post, kPaddingBits<T>, input));

  xnn_operator_t raw = nullptr;
  EXPECT_EQ(move_ops<T>::create_constant_pad(nullptr, 0, &raw), xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::create_constant_pad(&kPaddingBits<T>, 0, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(move_ops<T>::create_constant_pad(&kPaddingBits<T>, 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  expect_nd_rejections(
      [&](size_t rank, const size_t* dims, const size_t* a, const size_t* b) {
        return move_ops<T>::reshape_constant_pad(op.get(), rank, dims, a, b, nullptr);
      },
      xnn_status_unsupported_parameter, shape.data(), pre.data(), post.data());
  const size_t wraps[2] = {SIZE_MAX - 1, 0};
  EXPECT_EQ(move_ops<T>::reshape_constant_pad(op.get(), 2, shape.data(), wraps, post.data(), nullptr),
            xnn_status_invalid_parameter);
  const size_t huge[2] = {SIZE_MAX / 2, 3};
  EXPECT_EQ(move_ops<T>::reshape_constant_pad(op.get(), 2, huge, pre.data(), post.data(), nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(move_ops<T>::setup_constant_pad(op.get(), input.data(), output.data()), xnn_status_invalid_state);
}

}  // namespace
