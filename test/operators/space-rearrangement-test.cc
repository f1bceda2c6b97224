// The operators that rearrange elements between space and channels or by 64-bit transposition: depth to space (NHWC
// and NCHW -> NHWC), space to depth, unpooling and transpose x64, against plain loops written from the documented
// layouts, at every element size they exist for and thread counts 1, 2 and 8 (bit-identical); transpose x32 past
// the size where it streams its stores; then each refusal.
// Elements are random bit patterns: bits must move unchanged.
#include <numeric>

#include "configs/transposec-config.h"
#include "operator-tester.h"

namespace {

// Tensors below this many elements fit one tile: they run on the caller's thread only, the larger ones at every
// thread count.
constexpr size_t kOneTile = 4096;

bool runs_at(size_t threads, size_t elements) { return threads == 1 || elements >= kOneTile; }

struct initialized {
  initialized() { EXPECT_EQ(xnn_initialize(nullptr), xnn_status_success); }
};
const initialized kInitialized;

template <class T>
std::vector<T> random_bits(size_t count, uint32_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<T> v(count + XNN_EXTRA_BYTES / sizeof(T));
  for (T& x : v) x = T(rng());
  return v;
}

struct nhwc {
  size_t n, h, w, c;
  size_t index(size_t b, size_t y, size_t x, size_t k) const { return ((b * h + y) * w + x) * c + k; }
  size_t size() const { return n * h * w * c; }
};

// The operator functions of one rearrangement and element size.
using create_fn = xnn_status (*)(uint32_t, uint32_t, xnn_operator_t*);
using reshape_fn = xnn_status (*)(xnn_operator_t, size_t, size_t, size_t, size_t, size_t*, size_t*, size_t*,
                                  pthreadpool_t);
using setup_fn = xnn_status (*)(xnn_operator_t, const void*, void*);
struct block_ops {
  create_fn create;
  reshape_fn reshape;
  setup_fn setup;
};

enum class kind { depth_to_space, depth_to_space_nchw, space_to_depth };

// The expected output of `k` on `in` (input dimensions as the operator takes them; NCHW input for the nchw form).
template <class T>
std::vector<T> reference(kind k, const nhwc& in, size_t b, const std::vector<T>& x, nhwc* out) {
  if (k == kind::space_to_depth) {
    *out = {in.n, in.h / b, in.w / b, in.c * b * b};
  } else {
    *out = {in.n, in.h * b, in.w * b, in.c / (b * b)};
  }
  std::vector<T> y(out->size());
  const nhwc& small = k == kind::space_to_depth ? *out : in;  // the side with the blocks in its channels
  const size_t channels = k == kind::space_to_depth ? in.c : out->c;
  for (size_t n = 0; n < small.n; n++) {
    for (size_t h = 0; h < small.h; h++) {
      for (size_t w = 0; w < small.w; w++) {
        for (size_t by = 0; by < b; by++) {
          for (size_t bx = 0; bx < b; bx++) {
            for (size_t c = 0; c < channels; c++) {
              const size_t deep = (by * b + bx) * channels + c;
              if (k == kind::space_to_depth) {
                y[out->index(n, h, w, deep)] = x[in.index(n, h * b + by, w * b + bx, c)];
              } else if (k == kind::depth_to_space) {
                y[out->index(n, h * b + by, w * b + bx, c)] = x[in.index(n, h, w, deep)];
              } else {
                y[out->index(n, h * b + by, w * b + bx, c)] = x[((n * in.c + deep) * in.h + h) * in.w + w];
              }
            }
          }
        }
      }
    }
  }
  return y;
}

template <class T>
void check_rearrangement(kind k, const block_ops& ops, const nhwc& in, uint32_t block_size) {
  SCOPED_TRACE(testing::Message() << "input " << in.n << "x" << in.h << "x" << in.w << "x" << in.c << ", block "
                                  << block_size << ", " << 8 * sizeof(T) << "-bit");
  const std::vector<T> x = random_bits<T>(in.size(), uint32_t(in.size() + block_size));
  nhwc out;
  const std::vector<T> expected = reference(k, in, block_size, x, &out);
  for (size_t threads : test_thread_counts()) {
    if (!runs_at(threads, in.size())) continue;
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(ops.create(block_size, 0, &raw), xnn_status_success);
    operator_ptr op = own(raw);
    size_t height = 0, width = 0, channels = 0;
    ASSERT_EQ(ops.reshape(op.get(), in.n, in.h, in.w, in.c, &height, &width, &channels, test_threadpool(threads)),
              xnn_status_success);
    EXPECT_EQ(height, out.h);
    EXPECT_EQ(width, out.w);
    EXPECT_EQ(channels, out.c);
    std::vector<T> y(out.size() + 4, T(0x5A));
    ASSERT_EQ(ops.setup(op.get(), x.data(), y.data()), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(op.get(), test_threadpool(threads)), xnn_status_success);
    for (size_t i = out.size(); i < y.size(); i++) ASSERT_EQ(y[i], T(0x5A)) << "wrote past the output";
    y.resize(out.size());
    for (size_t i = 0; i < y.size(); i++) {
      ASSERT_EQ(y[i], expected[i]) << "element " << i << " at " << threads << " threads";
    }
  }
}

const nhwc kDepthShapes[] = {{1, 1, 1, 4}, {2, 3, 5, 12}, {1, 7, 2, 36}, {3, 4, 4, 8}, {1, 6, 8, 36}, {1, 16, 16, 64}};

const block_ops kDepthToSpace[] = {
    {xnn_create_depth_to_space_nhwc_x8, xnn_reshape_depth_to_space_nhwc_x8, xnn_setup_depth_to_space_nhwc_x8},
    {xnn_create_depth_to_space_nhwc_x16, xnn_reshape_depth_to_space_nhwc_x16, xnn_setup_depth_to_space_nhwc_x16},
    {xnn_create_depth_to_space_nhwc_x32, xnn_reshape_depth_to_space_nhwc_x32, xnn_setup_depth_to_space_nhwc_x32}};
const block_ops kDepthToSpaceNchw[] = {
    {xnn_create_depth_to_space_nchw2nhwc_x16, xnn_reshape_depth_to_space_nchw2nhwc_x16,
     xnn_setup_depth_to_space_nchw2nhwc_x16},
    {xnn_create_depth_to_space_nchw2nhwc_x32, xnn_reshape_depth_to_space_nchw2nhwc_x32,
     xnn_setup_depth_to_space_nchw2nhwc_x32}};
const block_ops kSpaceToDepth[] = {
    {xnn_create_space_to_depth_nhwc_x8, xnn_reshape_space_to_depth_nhwc_x8, xnn_setup_space_to_depth_nhwc_x8},
    {xnn_create_space_to_depth_nhwc_x16, xnn_reshape_space_to_depth_nhwc_x16, xnn_setup_space_to_depth_nhwc_x16},
    {xnn_create_space_to_depth_nhwc_x32, xnn_reshape_space_to_depth_nhwc_x32, xnn_setup_space_to_depth_nhwc_x32}};

TEST(DepthToSpace, nhwc_matches_reference_at_every_element_size) {
  for (const nhwc& s : kDepthShapes) {
    for (uint32_t b : {2u, 3u}) {
      if (s.c % (b * b) != 0) continue;
      check_rearrangement<uint8_t>(kind::depth_to_space, kDepthToSpace[0], s, b);
      check_rearrangement<uint16_t>(kind::depth_to_space, kDepthToSpace[1], s, b);
      check_rearrangement<uint32_t>(kind::depth_to_space, kDepthToSpace[2], s, b);
    }
  }
}

TEST(DepthToSpace, nchw_input_matches_reference_at_16_and_32_bits) {
  for (const nhwc& s : kDepthShapes) {
    for (uint32_t b : {2u, 3u}) {
      if (s.c % (b * b) != 0) continue;
      check_rearrangement<uint16_t>(kind::depth_to_space_nchw, kDepthToSpaceNchw[0], s, b);
      check_rearrangement<uint32_t>(kind::depth_to_space_nchw, kDepthToSpaceNchw[1], s, b);
    }
  }
}

TEST(SpaceToDepth, nhwc_matches_reference_at_every_element_size) {
  const nhwc shapes[] = {{1, 2, 2, 1}, {2, 6, 4, 3}, {1, 6, 9, 5}, {3, 12, 12, 2}, {1, 12, 18, 4}, {2, 32, 32, 4}};
  for (const nhwc& s : shapes) {
    for (uint32_t b : {2u, 3u}) {
      if (s.h % b != 0 || s.w % b != 0) continue;
      check_rearrangement<uint8_t>(kind::space_to_depth, kSpaceToDepth[0], s, b);
      check_rearrangement<uint16_t>(kind::space_to_depth, kSpaceToDepth[1], s, b);
      check_rearrangement<uint32_t>(kind::space_to_depth, kSpaceToDepth[2], s, b);
    }
  }
}

TEST(SpaceToDepth, batch_of_zero_runs_nothing) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_space_to_depth_nhwc_x32(2, 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_reshape_space_to_depth_nhwc_x32(op.get(), 0, 4, 4, 3, nullptr, nullptr, nullptr, nullptr),
            xnn_status_success);
  ASSERT_EQ(xnn_setup_space_to_depth_nhwc_x32(op.get(), nullptr, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
}

TEST(DepthToSpace, refusals) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_depth_to_space_nhwc_x32(1, 0, &raw), xnn_status_invalid_parameter);
  EXPECT_EQ(raw, nullptr);
  EXPECT_EQ(xnn_create_space_to_depth_nhwc_x8(0, 0, &raw), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_depth_to_space_nchw2nhwc_x16(2, 0, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_create_depth_to_space_nhwc_x32(2, 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  // Channels not a multiple of block_size^2, a dimension of 0, another operator kind, setup before reshape.
  EXPECT_EQ(xnn_setup_depth_to_space_nhwc_x32(op.get(), raw, raw), xnn_status_invalid_state);
  EXPECT_EQ(xnn_reshape_depth_to_space_nhwc_x32(op.get(), 1, 2, 2, 6, nullptr, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_depth_to_space_nhwc_x32(op.get(), 1, 0, 2, 4, nullptr, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_depth_to_space_nhwc_x16(op.get(), 1, 2, 2, 4, nullptr, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_create_space_to_depth_nhwc_x32(2, 0, &raw), xnn_status_success);
  operator_ptr s2d = own(raw);
  EXPECT_EQ(xnn_reshape_space_to_depth_nhwc_x32(s2d.get(), 1, 3, 4, 1, nullptr, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_space_to_depth_nhwc_x32(s2d.get(), 1, 4, 5, 1, nullptr, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
}

// ---- Transpose x64 ----

std::vector<uint64_t> reference_transpose64(const std::vector<size_t>& shape, const std::vector<size_t>& perm,
                                            const std::vector<uint64_t>& x) {
  return reference_transpose(shape, perm, x);
}

TEST(TransposeNdX64, matches_reference_for_every_permutation_of_rank_3_and_larger_shapes) {
  const std::vector<std::vector<size_t>> shapes = {{2, 3, 5}, {1, 7, 4}, {17, 9, 5}, {40, 33, 5}};
  for (const std::vector<size_t>& shape : shapes) {
    std::vector<size_t> perm = {0, 1, 2};
    do {
      SCOPED_TRACE(testing::Message() << "shape " << shape[0] << "x" << shape[1] << "x" << shape[2] << ", perm "
                                      << perm[0] << perm[1] << perm[2]);
      const size_t count = reference_elements(shape);
      const std::vector<uint64_t> x = random_bits<uint64_t>(count, uint32_t(count));
      const std::vector<uint64_t> expected = reference_transpose64(shape, perm, x);
      for (size_t threads : test_thread_counts()) {
        if (!runs_at(threads, count)) continue;
        std::vector<uint64_t> y(count + 2, 0x5A5A5A5A5A5A5A5Aull);
        ASSERT_EQ(xnn_run_transpose_nd_x64(x.data(), y.data(), 3, shape.data(), perm.data(), 0,
                                           test_threadpool(threads)),
                  xnn_status_success);
        EXPECT_EQ(y[count], 0x5A5A5A5A5A5A5A5Aull) << "wrote past the output";
        y.resize(count);
        ASSERT_TRUE(y == expected) << "at " << threads << " threads";
      }
    } while (std::next_permutation(perm.begin(), perm.end()));
  }
}

// Both transposed dimensions wider than every x64 kernel's tile, several operator tiles, with edges: the wide kernel.
TEST(TransposeNdX64, wide_2d_transposes_use_whole_tiles_and_edges) {
  const std::vector<std::vector<size_t>> shapes = {{100, 70}, {3, 130, 57}};
  for (const std::vector<size_t>& shape : shapes) {
    std::vector<size_t> perm(shape.size());
    for (size_t d = 0; d < perm.size(); d++) perm[d] = d;
    std::swap(perm[perm.size() - 1], perm[perm.size() - 2]);
    const size_t count = reference_elements(shape);
    const std::vector<uint64_t> x = random_bits<uint64_t>(count, uint32_t(count));
    const std::vector<uint64_t> expected = reference_transpose64(shape, perm, x);
    for (size_t threads : test_thread_counts()) {
      if (!runs_at(threads, count)) continue;
      std::vector<uint64_t> y(count);
      ASSERT_EQ(xnn_run_transpose_nd_x64(x.data(), y.data(), shape.size(), shape.data(), perm.data(), 0,
                                         test_threadpool(threads)),
                xnn_status_success);
      ASSERT_TRUE(y == expected) << shape.size() << " dims, " << threads << " threads";
    }
  }
}

// ---- Transpose x32 past the streaming threshold ----

// A 2D and a 3D transpose of at least xnn_transposec_streaming_threshold() bytes into a 64-byte aligned output (the
// streaming kernel where the ISA has one: its whole tiles; the right and bottom edges through the plain kernel) and
// into one 4 bytes off (the plain kernel): the same bits at every thread count.
TEST(TransposeNdX32, tensors_past_the_streaming_threshold) {
  const size_t elements = xnn_transposec_streaming_threshold() / sizeof(uint32_t) + 4096;
  const size_t rows = 1000, columns = (elements + rows - 1) / rows + 13;
  const std::vector<std::vector<size_t>> shapes = {{rows, columns}, {2, rows / 2, columns}};
  for (const std::vector<size_t>& shape : shapes) {
    std::vector<size_t> perm(shape.size());
    for (size_t d = 0; d < perm.size(); d++) perm[d] = d;
    std::swap(perm[perm.size() - 1], perm[perm.size() - 2]);
    const size_t count = reference_elements(shape);
    const std::vector<uint32_t> x = random_bits<uint32_t>(count, uint32_t(count));
    std::vector<uint32_t> storage(count + 17);
    uint32_t* aligned = storage.data();
    while (reinterpret_cast<uintptr_t>(aligned) % 64 != 0) aligned++;
    for (uint32_t* y : {aligned, aligned + 1}) {
      for (size_t threads : test_thread_counts()) {
        std::fill(storage.begin(), storage.end(), 0x5A5A5A5Au);
        ASSERT_EQ(xnn_run_transpose_nd_x32(x.data(), y, shape.size(), shape.data(), perm.data(), 0,
                                           test_threadpool(threads)),
                  xnn_status_success);
        const size_t inner = shape[shape.size() - 1], outer_rows = shape[shape.size() - 2];
        for (size_t i = 0; i < count; i++) {
          // y[b][c][r] = x[b][r][c]
          const size_t r = i % outer_rows, c = i / outer_rows % inner, b = i / (outer_rows * inner);
          ASSERT_EQ(y[i], x[(b * outer_rows + r) * inner + c])
              << shape.size() << " dims, " << threads << " threads, output " << (y - aligned) * 4
              << " bytes past a line, element " << i;
        }
        ASSERT_EQ(y[count], 0x5A5A5A5Au) << "wrote past the output";
      }
    }
  }
}

TEST(TransposeNdX64, six_dimensions_through_create_reshape_setup) {
  const std::vector<size_t> shape = {2, 3, 1, 4, 2, 3}, perm = {5, 3, 0, 4, 2, 1};
  const size_t count = reference_elements(shape);
  const std::vector<uint64_t> x = random_bits<uint64_t>(count, 6);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_transpose_nd_x64(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_reshape_transpose_nd_x64(op.get(), 6, shape.data(), perm.data(), nullptr), xnn_status_success);
  std::vector<uint64_t> y(count);
  ASSERT_EQ(xnn_setup_transpose_nd_x64(op.get(), x.data(), y.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
  EXPECT_TRUE(y == reference_transpose64(shape, perm, x));
}

TEST(TransposeNdX64, refusals) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_transpose_nd_x64(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  const size_t shape[] = {2, 3}, not_a_perm[] = {1, 1}, perm[] = {1, 0};
  EXPECT_EQ(xnn_reshape_transpose_nd_x64(op.get(), 2, shape, not_a_perm, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_transpose_nd_x64(op.get(), 7, shape, perm, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_transpose_nd_x32(op.get(), 2, shape, perm, nullptr), xnn_status_invalid_parameter);
}

// ---- Unpooling ----

struct unpooling_case {
  size_t n, h, w, c;
  uint32_t top, right, bottom, left, pool_h, pool_w;
  size_t input_stride, output_stride;
};

// XNNPACK's rule: index = window column * pooling_height + window row; padding positions move to the nearest edge;
// later input pixels win.
std::vector<uint32_t> reference_unpooling(const unpooling_case& u, const std::vector<uint32_t>& x,
                                          const std::vector<uint32_t>& index, size_t oh, size_t ow) {
  std::vector<uint32_t> y(u.n * oh * ow * u.output_stride, 0);
  for (size_t b = 0; b < u.n; b++) {
    for (size_t iy = 0; iy < u.h; iy++) {
      for (size_t ix = 0; ix < u.w; ix++) {
        for (size_t c = 0; c < u.c; c++) {
          const uint32_t i = index[((b * u.h + iy) * u.w + ix) * u.c + c];
          const size_t py = i % u.pool_h, px = i / u.pool_h;
          const size_t oy = std::min<size_t>(std::max<size_t>(iy * u.pool_h + py, u.top) - u.top, oh - 1);
          const size_t ox = std::min<size_t>(std::max<size_t>(ix * u.pool_w + px, u.left) - u.left, ow - 1);
          y[((b * oh + oy) * ow + ox) * u.output_stride + c] = x[((b * u.h + iy) * u.w + ix) * u.input_stride + c];
        }
      }
    }
  }
  return y;
}

TEST(UnpoolingNhwcX32, matches_reference_with_padding_and_strides) {
  const unpooling_case cases[] = {
      {1, 2, 2, 1, 0, 0, 0, 0, 2, 2, 1, 1},     {2, 3, 4, 5, 0, 0, 0, 0, 2, 3, 5, 5},
      {1, 4, 3, 7, 1, 0, 1, 2, 3, 3, 9, 8},     {3, 5, 5, 40, 0, 1, 1, 0, 2, 2, 40, 44},
      {1, 8, 8, 64, 1, 1, 1, 1, 2, 2, 64, 64},
  };
  for (const unpooling_case& u : cases) {
    SCOPED_TRACE(testing::Message() << u.n << "x" << u.h << "x" << u.w << "x" << u.c << " pool " << u.pool_h << "x"
                                    << u.pool_w << " padding " << u.top << "," << u.right << "," << u.bottom << ","
                                    << u.left);
    const size_t oh = u.h * u.pool_h - u.top - u.bottom, ow = u.w * u.pool_w - u.left - u.right;
    const std::vector<uint32_t> x = random_bits<uint32_t>(u.n * u.h * u.w * u.input_stride, uint32_t(u.c));
    std::vector<uint32_t> index(u.n * u.h * u.w * u.c);
    std::mt19937 rng(7);
    for (uint32_t& i : index) i = uint32_t(rng() % (u.pool_h * u.pool_w));
    const std::vector<uint32_t> expected = reference_unpooling(u, x, index, oh, ow);
    for (size_t threads : test_thread_counts()) {
      if (!runs_at(threads, x.size())) continue;
      xnn_operator_t raw = nullptr;
      ASSERT_EQ(xnn_create_unpooling2d_nhwc_x32(u.top, u.right, u.bottom, u.left, u.pool_h, u.pool_w, 0, &raw),
                xnn_status_success);
      operator_ptr op = own(raw);
      size_t height = 0, width = 0;
      ASSERT_EQ(xnn_reshape_unpooling2d_nhwc_x32(op.get(), u.n, u.h, u.w, u.c, u.input_stride, u.output_stride,
                                                 &height, &width, test_threadpool(threads)),
                xnn_status_success);
      ASSERT_EQ(height, oh);
      ASSERT_EQ(width, ow);
      // Elements between the channels and the output stride keep what they held.
      std::vector<uint32_t> y(expected.size(), 0xABCDEF01u);
      ASSERT_EQ(xnn_setup_unpooling2d_nhwc_x32(op.get(), x.data(), index.data(), y.data()), xnn_status_success);
      ASSERT_EQ(xnn_run_operator(op.get(), test_threadpool(threads)), xnn_status_success);
      for (size_t p = 0; p < u.n * oh * ow; p++) {
        for (size_t c = 0; c < u.output_stride; c++) {
          const uint32_t want = c < u.c ? expected[p * u.output_stride + c] : 0xABCDEF01u;
          ASSERT_EQ(y[p * u.output_stride + c], want) << "pixel " << p << ", channel " << c << ", " << threads
                                                      << " threads";
        }
      }
    }
  }
}

TEST(UnpoolingNhwcX32, refusals) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_unpooling2d_nhwc_x32(0, 0, 0, 0, 0, 2, 0, &raw), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_unpooling2d_nhwc_x32(0, 0, 0, 0, 2, 0, 0, &raw), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_create_unpooling2d_nhwc_x32(2, 0, 2, 0, 2, 2, 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  // The padding covers a 2-row input unpooled to 4 rows; no channels; a stride below the channels.
  EXPECT_EQ(xnn_reshape_unpooling2d_nhwc_x32(op.get(), 1, 2, 2, 3, 3, 3, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_unpooling2d_nhwc_x32(op.get(), 1, 3, 2, 0, 1, 1, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_unpooling2d_nhwc_x32(op.get(), 1, 3, 2, 3, 2, 3, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_reshape_unpooling2d_nhwc_x32(op.get(), 1, 3, 2, 3, 3, 3, nullptr, nullptr, nullptr),
            xnn_status_success);
  std::vector<uint32_t> x(18), y(64);
  EXPECT_EQ(xnn_setup_unpooling2d_nhwc_x32(op.get(), x.data(), nullptr, y.data()), xnn_status_invalid_parameter);
}

}  // namespace
