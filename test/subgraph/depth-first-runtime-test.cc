// Depth-first blocks in the runtime (docs/fused-execution.md, step 4): two MobileNet v2 blocks at 56x56 (stride 1
// with the residual add, then stride 2; the expanded tensor alone exceeds the largest budget, 1 MiB) run as blocks,
// with outputs bitwise those of the XNN_FLAG_NO_OPERATOR_FUSION runtime at 1, 2 and 8 threads, a smaller arena, and
// after reshapes that turn the blocks off (8x8: the intermediates fit) and on again. Graphs that break a chain
// (a second reader of an intermediate, an external intermediate, a broadcast add, each property in the recognition
// table's "breaks it" column, and a qs8 chain) leave those nodes layer by layer. Unary nodes after the expand and
// after the depthwise run inside the block.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include "subgraph/runtime.h"
#include "subgraph/subgraph-tester.h"

namespace {

constexpr size_t kIn = 24, kExpanded = 144, kOut = 32;

// unary_stages: hardswish after E1 and after D1 (MobileNet v3's blocks); unary_ends_chain: the same with D1's
// hardswish read twice (an abs to output 2), so the first block ends there without P1 (as v3's squeeze-excite does).
enum class variant { plain, second_reader, external_intermediate, broadcast_add, unary_stages, unary_ends_chain };

struct graph_weights {
  std::vector<float> e1, be1, d1, bd1, p1, bp1, e2, be2, d2, bd2, p2, bp2, broadcast;
  graph_weights() {
    uint32_t seed = 1;
    const auto w = [&seed](size_t n) { return random_vector(n, seed++); };
    e1 = w(kExpanded * kIn), be1 = w(kExpanded), d1 = w(9 * kExpanded), bd1 = w(kExpanded);
    p1 = w(kIn * kExpanded), bp1 = w(kIn);
    e2 = w(kExpanded * kIn), be2 = w(kExpanded), d2 = w(9 * kExpanded), bd2 = w(kExpanded);
    p2 = w(kOut * kExpanded), bp2 = w(kOut), broadcast = w(kIn);
  }
};

uint32_t pointwise(test_graph& g, uint32_t x, size_t size, size_t in, size_t out, const std::vector<float>& w,
                   const std::vector<float>& b, float min, float max) {
  const uint32_t filter = g.value({out, 1, 1, in}, w.data()), bias = g.value({out}, b.data());
  const uint32_t y = g.value({1, size, size, out});
  EXPECT_EQ(xnn_define_convolution_2d(g.subgraph, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, in, out, min, max, x, filter, bias,
                                      y, 0),
            xnn_status_success);
  return y;
}

uint32_t depthwise(test_graph& g, uint32_t x, size_t out_size, size_t stride, const std::vector<float>& w,
                   const std::vector<float>& b, uint32_t y = XNN_INVALID_VALUE_ID) {
  const uint32_t filter = g.value({1, 3, 3, kExpanded}, w.data()), bias = g.value({kExpanded}, b.data());
  if (y == XNN_INVALID_VALUE_ID) y = g.value({1, out_size, out_size, kExpanded});
  EXPECT_EQ(xnn_define_depthwise_convolution_2d(g.subgraph, 1, 1, 1, 1, 3, 3, uint32_t(stride), uint32_t(stride), 1,
                                                1, 1, kExpanded, 0.0f, 6.0f, x, filter, bias, y, 0),
            xnn_status_success);
  return y;
}

// External ids: 0 the input, 1 the output, 2 the variant's extra output.
void build(test_graph& g, const graph_weights& w, variant v, size_t size) {
  const uint32_t x = g.input({1, size, size, kIn}, 0);
  const bool unary = v == variant::unary_stages || v == variant::unary_ends_chain;
  const std::vector<size_t> expanded = {1, size, size, kExpanded};
  const auto hardswish = [&](uint32_t y) {
    const uint32_t h = g.value(expanded);
    EXPECT_EQ(xnn_define_unary(g.subgraph, xnn_unary_hardswish, nullptr, y, h, 0), xnn_status_success);
    return h;
  };
  uint32_t e1 = pointwise(g, x, size, kIn, kExpanded, w.e1, w.be1, unary ? -INFINITY : 0.0f, unary ? INFINITY : 6.0f);
  if (unary) e1 = hardswish(e1);
  if (v == variant::second_reader) {
    EXPECT_EQ(xnn_define_unary(g.subgraph, xnn_unary_abs, nullptr, e1, g.output(expanded, 2), 0), xnn_status_success);
  }
  uint32_t d1 = depthwise(g, e1, size, 1, w.d1, w.bd1,
                          v == variant::external_intermediate ? g.output(expanded, 2) : XNN_INVALID_VALUE_ID);
  if (unary) d1 = hardswish(d1);
  if (v == variant::unary_ends_chain) {
    EXPECT_EQ(xnn_define_unary(g.subgraph, xnn_unary_abs, nullptr, d1, g.output(expanded, 2), 0), xnn_status_success);
  }
  const uint32_t p1 = pointwise(g, d1, size, kExpanded, kIn, w.p1, w.bp1, -INFINITY, INFINITY);
  const uint32_t addend = v == variant::broadcast_add ? g.value({1, 1, 1, kIn}, w.broadcast.data()) : x;
  const uint32_t y1 = g.value({1, size, size, kIn});
  EXPECT_EQ(xnn_define_binary(g.subgraph, xnn_binary_add, nullptr, p1, addend, y1, 0), xnn_status_success);
  const uint32_t e2 = pointwise(g, y1, size, kIn, kExpanded, w.e2, w.be2, 0.0f, 6.0f);
  const size_t half = (size + 1) / 2;
  const uint32_t d2 = depthwise(g, e2, half, 2, w.d2, w.bd2);
  const uint32_t out = g.output({1, half, half, kOut}, 1);
  const uint32_t filter = g.value({kOut, 1, 1, kExpanded}, w.p2.data()), bias = g.value({kOut}, w.bp2.data());
  EXPECT_EQ(xnn_define_convolution_2d(g.subgraph, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, kExpanded, kOut, -INFINITY,
                                      INFINITY, d2, filter, bias, out, 0),
            xnn_status_success);
}

struct outcome {
  std::vector<float> output, extra;
  std::vector<bool> in_block;  // per node (definition order): done_in_block
  size_t arena = 0;
  size_t arena_layer_by_layer = 0, lower_bound = 0, lower_bound_layer_by_layer = 0;
};

size_t count(const std::vector<bool>& flags) {
  size_t n = 0;
  for (bool f : flags) n += f ? 1 : 0;
  return n;
}

void observe(const xnn_runtime* rt, outcome* result) {
  result->in_block.assign(rt->nodes.size(), false);
  for (size_t i = 0; i < rt->nodes.size(); i++) result->in_block[i] = rt->nodes[i].done_in_block;
  result->arena = rt->arena_size;
  result->arena_layer_by_layer = rt->arena_size_layer_by_layer;
  result->lower_bound = rt->arena_lower_bound;
  result->lower_bound_layer_by_layer = rt->arena_lower_bound_layer_by_layer;
}

void run_at(xnn_runtime_t rt, size_t size, const std::vector<float>& x, variant v, outcome* result) {
  const size_t half = (size + 1) / 2;
  result->output.assign(half * half * kOut, 0.0f);
  result->extra.assign(size * size * kExpanded, 0.0f);
  std::vector<xnn_external_value> externals = {{0, const_cast<float*>(x.data())}, {1, result->output.data()}};
  if (v == variant::second_reader || v == variant::external_intermediate || v == variant::unary_ends_chain) {
    externals.push_back({2, result->extra.data()});
  }
  run(rt, externals);
  observe(rt, result);
}

outcome run_graph(variant v, uint32_t flags, size_t threads, size_t size, const std::vector<float>& x) {
  const graph_weights w;
  test_graph g(3);
  build(g, w, v, size);
  pthreadpool_t pool = threads > 1 ? pthreadpool_create(threads) : nullptr;
  outcome result;
  {
    const runtime_ptr rt = create_runtime(g, pool, flags);
    if (rt != nullptr) run_at(rt.get(), size, x, v, &result);
  }
  if (pool != nullptr) pthreadpool_destroy(pool);
  return result;
}

void expect_same_bits(const std::vector<float>& a, const std::vector<float>& b, const std::string& what) {
  ASSERT_EQ(a.size(), b.size()) << what;
  for (size_t i = 0; i < a.size(); i++) {
    if (std::memcmp(&a[i], &b[i], sizeof(float)) != 0) {
      ADD_FAILURE() << what << ": element " << i << " is " << a[i] << ", expected " << b[i];
      return;
    }
  }
}

class depth_first_runtime : public testing::Test {
 protected:
  void SetUp() override { ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success); }
};

// Node indices in definition order (after the clamps fold): 0 E1, 1 D1, 2 P1, 3 add, 4 E2, 5 D2, 6 P2.
TEST_F(depth_first_runtime, blocks_give_the_unfused_bits_at_every_thread_count) {
  const std::vector<float> x = random_vector(56 * 56 * kIn, 7);
  const outcome unfused = run_graph(variant::plain, XNN_FLAG_NO_OPERATOR_FUSION, 1, 56, x);
  EXPECT_EQ(count(unfused.in_block), 0u);
  EXPECT_EQ(unfused.arena_layer_by_layer, unfused.arena);
  EXPECT_EQ(unfused.lower_bound_layer_by_layer, unfused.lower_bound);
  for (size_t threads : {1, 2, 8}) {
    const outcome fused = run_graph(variant::plain, 0, threads, 56, x);
    expect_same_bits(fused.output, unfused.output, std::to_string(threads) + " threads");
    if (threads <= 2) {
      EXPECT_EQ(fused.in_block, std::vector<bool>({false, true, true, true, false, true, true}))
          << threads << " threads";
      EXPECT_LT(fused.arena, unfused.arena) << threads << " threads";
      // The report of the plan without blocks: the unfused runtime's arena (whose adds also run on their own).
      EXPECT_EQ(fused.arena_layer_by_layer, unfused.arena) << threads << " threads";
      EXPECT_LT(fused.lower_bound, fused.lower_bound_layer_by_layer) << threads << " threads";
      EXPECT_LE(fused.lower_bound_layer_by_layer, fused.arena_layer_by_layer) << threads << " threads";
    }
  }
  // With transient indirection the depthwise operator keeps no pointers, and each band builds its own.
  const outcome transient = run_graph(variant::plain, XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER, 2, 56, x);
  expect_same_bits(transient.output, unfused.output, "transient indirection");
  EXPECT_EQ(count(transient.in_block), 5u);
}

TEST_F(depth_first_runtime, reshapes_turn_blocks_off_and_on) {
  const graph_weights w;
  test_graph g(3);
  build(g, w, variant::plain, 56);
  test_graph unfused_graph(3);
  build(unfused_graph, w, variant::plain, 56);
  const runtime_ptr rt = create_runtime(g, nullptr, 0);
  const runtime_ptr reference = create_runtime(unfused_graph, nullptr, XNN_FLAG_NO_OPERATOR_FUSION);
  ASSERT_NE(rt, nullptr);
  ASSERT_NE(reference, nullptr);
  for (size_t size : {56, 8, 56}) {
    const size_t dims[4] = {1, size, size, kIn};
    for (xnn_runtime_t r : {rt.get(), reference.get()}) {
      ASSERT_EQ(xnn_reshape_external_value(r, 0, 4, dims), xnn_status_success);
      ASSERT_EQ(xnn_reshape_runtime(r), xnn_status_success);
    }
    const std::vector<float> x = random_vector(size * size * kIn, uint32_t(size));
    outcome fused, expected;
    run_at(rt.get(), size, x, variant::plain, &fused);
    run_at(reference.get(), size, x, variant::plain, &expected);
    expect_same_bits(fused.output, expected.output, "size " + std::to_string(size));
    EXPECT_EQ(count(fused.in_block), size == 56 ? 5u : 0u) << "size " << size;
  }
}

// The fused runtime of a variant against the unfused one at 1 thread: outputs (and the extra output) bitwise equal,
// and which nodes the blocks compute.
void check_variant(variant v, uint32_t seed, const std::vector<bool>& in_block) {
  const std::vector<float> x = random_vector(56 * 56 * kIn, seed);
  const outcome unfused = run_graph(v, XNN_FLAG_NO_OPERATOR_FUSION, 1, 56, x);
  const outcome fused = run_graph(v, 0, 1, 56, x);
  expect_same_bits(fused.output, unfused.output, "output");
  expect_same_bits(fused.extra, unfused.extra, "extra output");
  EXPECT_EQ(fused.in_block, in_block);
}

// Unary stages in a block: the expand's strips and the depthwise's rows carry the hardswish, bitwise the unfused
// runtime's at 1, 2 and 8 threads. 0 E1, 1 hardswish, 2 D1, 3 hardswish, 4 P1, 5 add, 6 E2, 7 D2, 8 P2.
TEST_F(depth_first_runtime, unary_stages_run_inside_the_block) {
  const std::vector<float> x = random_vector(56 * 56 * kIn, 11);
  const outcome unfused = run_graph(variant::unary_stages, XNN_FLAG_NO_OPERATOR_FUSION, 1, 56, x);
  for (size_t threads : {1, 2, 8}) {
    const outcome fused = run_graph(variant::unary_stages, 0, threads, 56, x);
    expect_same_bits(fused.output, unfused.output, std::to_string(threads) + " threads");
    if (threads <= 2) {
      EXPECT_EQ(fused.in_block, std::vector<bool>({false, true, true, true, true, true, false, true, true}))
          << threads << " threads";
      EXPECT_LT(fused.arena, unfused.arena) << threads << " threads";
    }
  }
}

// 0 E1, 1 hardswish, 2 D1, 3 hardswish (the block's last node: read by 4 and 5), 4 abs, 5 P1, 6 add, 7 E2, 8 D2,
// 9 P2.
TEST_F(depth_first_runtime, a_unary_stage_read_twice_ends_the_block_after_the_depthwise) {
  check_variant(variant::unary_ends_chain, 12, {false, true, true, true, false, false, false, false, true, true});
}

// 0 E1, 1 abs, 2 D1 (head of {D1, P1, add}), 3 P1, 4 add, 5 E2, 6 D2, 7 P2.
TEST_F(depth_first_runtime, a_second_reader_of_the_expanded_tensor_starts_the_block_at_the_depthwise) {
  check_variant(variant::second_reader, 9, {false, false, false, true, true, false, true, true});
}

// {E1, D1} is a block writing the external value; P1 and the add run on their own.
TEST_F(depth_first_runtime, an_external_intermediate_ends_the_block_there) {
  check_variant(variant::external_intermediate, 11, {false, true, false, false, false, true, true});
}

TEST_F(depth_first_runtime, a_broadcast_add_leaves_its_chain_layer_by_layer) {
  check_variant(variant::broadcast_add, 13, {false, false, false, false, false, true, true});
}

// One block E -> D -> P at 56x56x24 -> 144 (the intermediates exceed every budget) with one property of the
// recognition table's "breaks it" column (docs/fused-execution.md, "Recognition"), or none (`control`).
struct chain_case {
  const char* name;
  uint32_t e_padding = 0, e_stride = 1, e_groups = 1;
  uint32_t d_multiplier = 1, d_dilation = 1, d_kernel = 3;
  uint32_t flags = 0;  // runtime flags
  size_t in_block = 0;  // nodes the block computes besides its head: 2 for {E, D, P}, 1 for {D, P} (E broken)
};

// The output of the chain's runtime created with `flags`, and which nodes the blocks computed.
outcome run_chain(const chain_case& c, uint32_t flags, const std::vector<float>& x) {
  constexpr size_t kSize = 56;
  const size_t e_size = (kSize + 2 * c.e_padding - 1) / c.e_stride + 1, d_channels = kExpanded * c.d_multiplier;
  const std::vector<float> e_filter = random_vector(kExpanded * kIn / c.e_groups, 21);
  const std::vector<float> e_bias = random_vector(kExpanded, 22);
  const std::vector<float> d_filter = random_vector(c.d_kernel * c.d_kernel * d_channels, 23);
  const std::vector<float> d_bias = random_vector(d_channels, 24);
  const std::vector<float> p_filter = random_vector(kOut * d_channels, 25), p_bias = random_vector(kOut, 26);
  test_graph g(2);
  const uint32_t input = g.input({1, kSize, kSize, kIn}, 0);
  const uint32_t e = g.value({1, e_size, e_size, kExpanded});
  const uint32_t p = c.e_padding;
  EXPECT_EQ(xnn_define_convolution_2d(g.subgraph, p, p, p, p, 1, 1, c.e_stride, c.e_stride, 1, 1, c.e_groups,
                                      kIn / c.e_groups, kExpanded / c.e_groups, 0.0f, 6.0f, input,
                                      g.value({kExpanded, 1, 1, kIn / c.e_groups}, e_filter.data()),
                                      g.value({kExpanded}, e_bias.data()), e, 0),
            xnn_status_success);
  const uint32_t pad = c.d_dilation * (c.d_kernel - 1) / 2;
  const uint32_t d = g.value({1, e_size, e_size, d_channels});
  EXPECT_EQ(xnn_define_depthwise_convolution_2d(g.subgraph, pad, pad, pad, pad, c.d_kernel, c.d_kernel, 1, 1,
                                                c.d_dilation, c.d_dilation, c.d_multiplier, kExpanded, 0.0f, 6.0f, e,
                                                g.value({1, c.d_kernel, c.d_kernel, d_channels}, d_filter.data()),
                                                g.value({d_channels}, d_bias.data()), d, 0),
            xnn_status_success);
  EXPECT_EQ(xnn_define_convolution_2d(g.subgraph, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, d_channels, kOut, -INFINITY,
                                      INFINITY, d, g.value({kOut, 1, 1, d_channels}, p_filter.data()),
                                      g.value({kOut}, p_bias.data()), g.output({1, e_size, e_size, kOut}, 1), 0),
            xnn_status_success);
  outcome result;
  const runtime_ptr rt = create_runtime(g, nullptr, flags);
  EXPECT_NE(rt, nullptr);
  if (rt == nullptr) return result;
  result.output.assign(e_size * e_size * kOut, 0.0f);
  run(rt.get(), {{0, const_cast<float*>(x.data())}, {1, result.output.data()}});
  observe(rt.get(), &result);
  return result;
}

TEST_F(depth_first_runtime, each_breaking_property_leaves_the_chain_layer_by_layer) {
  const chain_case cases[] = {
      {"control", 0, 1, 1, 1, 1, 3, 0, 2},
      {"expand with padding", 1, 1, 1, 1, 1, 3, 0, 1},
      {"expand with stride 2", 0, 2, 1, 1, 1, 3, 0, 1},
      {"grouped expand", 0, 1, 2, 1, 1, 3, 0, 1},
      {"depth multiplier 2", 0, 1, 1, 2, 1, 3, 0, 0},
      {"dilated depthwise", 0, 1, 1, 1, 2, 3, 0, 0},
      {"7x7 depthwise (multipass)", 0, 1, 1, 1, 1, 7, 0, 0},
      {"fp16 inference", 0, 1, 1, 1, 1, 3, XNN_FLAG_FORCE_FP16_INFERENCE, 0},
  };
  const std::vector<float> x = random_vector(56 * 56 * kIn + XNN_EXTRA_BYTES / sizeof(float), 27);
  for (const chain_case& c : cases) {
    SCOPED_TRACE(c.name);
    const outcome fused = run_chain(c, c.flags, x);
    const outcome unfused = run_chain(c, c.flags | XNN_FLAG_NO_OPERATOR_FUSION, x);
    expect_same_bits(fused.output, unfused.output, c.name);
    EXPECT_EQ(count(fused.in_block), c.in_block);
  }
}

// The same chain in qs8 (qint8 activations, per-channel qcint8 filters, qint32 biases): blocks take fp32 chains only
// (the recognition table's "datatype" row), so every node runs layer by layer, with the unfused runtime's bits.
std::vector<int8_t> run_qs8_chain(uint32_t flags, const std::vector<int8_t>& x, size_t* blocked_nodes) {
  constexpr size_t kSize = 56;
  uint32_t seed = 31;
  const auto bytes = [&seed](size_t n) {
    std::vector<int8_t> v(n);
    for (size_t i = 0; i < n; i++) v[i] = int8_t(int((i * 37 + seed * 11) % 15) - 7);
    seed++;
    return v;
  };
  const std::vector<int8_t> e_filter = bytes(kExpanded * kIn), d_filter = bytes(9 * kExpanded);
  const std::vector<int8_t> p_filter = bytes(kOut * kExpanded);
  const std::vector<int32_t> e_bias(kExpanded, 40), d_bias(kExpanded, -25), p_bias(kOut, 10);
  const std::vector<float> e_scales(kExpanded, 0.02f), d_scales(kExpanded, 0.05f), p_scales(kOut, 0.03f);
  const std::vector<float> e_bias_scales(kExpanded, 0.1f * 0.02f), d_bias_scales(kExpanded, 0.08f * 0.05f);
  const std::vector<float> p_bias_scales(kOut, 0.06f * 0.03f);
  test_graph g(2);
  xnn_subgraph_t sg = g.subgraph;
  const auto activation = [&](size_t channels, float scale, int32_t zero_point, uint32_t external_id,
                              uint32_t value_flags) {
    const size_t dims[4] = {1, kSize, kSize, channels};
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(xnn_define_quantized_tensor_value(sg, xnn_datatype_qint8, zero_point, scale, 4, dims, nullptr,
                                                external_id, value_flags, &id),
              xnn_status_success);
    return id;
  };
  const auto filter = [&](size_t out, size_t kernel, size_t in, const std::vector<float>& scales,
                          const std::vector<int8_t>& data, size_t channel_dim) {
    const size_t dims[4] = {channel_dim == 0 ? out : 1, kernel, kernel, channel_dim == 0 ? in : out};
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(xnn_define_channelwise_quantized_tensor_value(sg, xnn_datatype_qcint8, scales.data(), 4, channel_dim,
                                                            dims, data.data(), XNN_INVALID_VALUE_ID, 0, &id),
              xnn_status_success);
    return id;
  };
  const auto bias = [&](const std::vector<float>& scales, const std::vector<int32_t>& data) {
    const size_t dims[1] = {data.size()};
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(xnn_define_channelwise_quantized_tensor_value(sg, xnn_datatype_qcint32, scales.data(), 1, 0, dims,
                                                            data.data(), XNN_INVALID_VALUE_ID, 0, &id),
              xnn_status_success);
    return id;
  };
  const uint32_t input = activation(kIn, 0.1f, 3, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t e = activation(kExpanded, 0.08f, -128, XNN_INVALID_VALUE_ID, 0);
  const uint32_t d = activation(kExpanded, 0.06f, -128, XNN_INVALID_VALUE_ID, 0);
  const uint32_t out = activation(kOut, 0.2f, 5, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  EXPECT_EQ(xnn_define_convolution_2d(sg, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, kIn, kExpanded, 0.0f, 6.0f, input,
                                      filter(kExpanded, 1, kIn, e_scales, e_filter, 0),
                                      bias(e_bias_scales, e_bias), e, 0),
            xnn_status_success);
  EXPECT_EQ(xnn_define_depthwise_convolution_2d(sg, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, kExpanded, 0.0f, 6.0f, e,
                                                filter(kExpanded, 3, 1, d_scales, d_filter, 3),
                                                bias(d_bias_scales, d_bias), d, 0),
            xnn_status_success);
  EXPECT_EQ(xnn_define_convolution_2d(sg, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, kExpanded, kOut, -INFINITY, INFINITY, d,
                                      filter(kOut, 1, kExpanded, p_scales, p_filter, 0), bias(p_bias_scales, p_bias),
                                      out, 0),
            xnn_status_success);
  std::vector<int8_t> output(kSize * kSize * kOut, 0);
  const runtime_ptr rt = create_runtime(g, nullptr, flags);
  EXPECT_NE(rt, nullptr);
  if (rt == nullptr) return output;
  run(rt.get(), {{0, const_cast<int8_t*>(x.data())}, {1, output.data()}});
  outcome o;
  observe(rt.get(), &o);
  *blocked_nodes = count(o.in_block);
  return output;
}

TEST_F(depth_first_runtime, a_qs8_chain_stays_layer_by_layer) {
  std::vector<int8_t> x(56 * 56 * kIn + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < x.size(); i++) x[i] = int8_t(int((i * 53) % 61) - 30);
  size_t fused_blocked = 1, unfused_blocked = 1;
  const std::vector<int8_t> fused = run_qs8_chain(0, x, &fused_blocked);
  const std::vector<int8_t> unfused = run_qs8_chain(XNN_FLAG_NO_OPERATOR_FUSION, x, &unfused_blocked);
  EXPECT_EQ(fused_blocked, 0u);
  EXPECT_EQ(unfused_blocked, 0u);
  ASSERT_EQ(fused.size(), unfused.size());
  EXPECT_EQ(std::memcmp(fused.data(), unfused.data(), fused.size()), 0);
  size_t nonzero = 0;
  for (int8_t v : fused) nonzero += v != 0 ? 1 : 0;
  EXPECT_GT(nonzero, fused.size() / 4) << "the chain computed mostly zeros: a weak check";
}

}  // namespace
