// A post-norm transformer encoder block (Vaswani et al. 2017, as in BERT): multi-head self-attention, residual, layer
// norm, a GELU feed-forward network, residual, layer norm. Layer norm is built from means over the last dimension and
// elementwise operations, as an exporter decomposes it.
#include "builder.h"

namespace {

constexpr float kLayerNormEpsilon = 1e-5f;

uint32_t layer_norm(xnn_zoo_builder& b, uint32_t x) {
  const size_t dim = b.channels(x);
  const uint32_t centered = b.binary(x, b.mean(x), xnn_binary_subtract);
  const uint32_t variance = b.mean(b.unary(centered, xnn_unary_square));
  const uint32_t epsilon = b.constant({1}, {kLayerNormEpsilon});
  const uint32_t inverse_deviation =
      b.unary(b.binary(variance, epsilon, xnn_binary_add), xnn_unary_reciprocal_square_root);
  std::vector<float> gamma = b.random(dim, 0.1f);
  for (float& g : gamma) g += 1.0f;
  const uint32_t scale = b.constant({dim}, std::move(gamma));
  const uint32_t shift = b.constant({dim}, b.random(dim, 0.1f));
  const uint32_t normalized = b.binary(centered, inverse_deviation, xnn_binary_multiply);
  return b.binary(b.binary(normalized, scale, xnn_binary_multiply), shift, xnn_binary_add);
}

}  // namespace

xnn_zoo_model xnn_zoo_describe_transformer_block(xnn_zoo_weights& weights, size_t batch, size_t sequence, size_t dim,
                                                 size_t heads, size_t ffn_dim, uint32_t seed) {
  xnn_zoo_builder b(weights, seed, {batch, sequence, dim});
  const size_t head_dim = dim / heads;
  // [batch, sequence, dim] <-> [batch, heads, sequence, head_dim]; a single head needs neither.
  auto split_heads = [&](uint32_t t) {
    if (heads == 1) return t;
    return b.transpose(b.reshape(t, {batch, sequence, heads, head_dim}), {0, 2, 1, 3});
  };
  auto merge_heads = [&](uint32_t t) {
    if (heads == 1) return t;
    return b.reshape(b.transpose(t, {0, 2, 1, 3}), {batch, sequence, dim});
  };
  // The 1 / sqrt(head_dim) of scaled dot-product attention is folded into the query projection.
  const float query_scale = 1.0f / std::sqrt(float(head_dim));
  std::vector<float> query_filter = b.random(dim * dim, query_scale * std::sqrt(3.0f / float(dim)));
  std::vector<float> query_bias = b.random(dim, query_scale * 0.1f);
  const uint32_t query = split_heads(b.fully_connected(0, dim, std::move(query_filter), std::move(query_bias)));
  const uint32_t key = split_heads(b.fully_connected(0, dim, xnn_zoo_gain::linear));
  const uint32_t value = split_heads(b.fully_connected(0, dim, xnn_zoo_gain::linear));
  const uint32_t scores = b.softmax(b.batch_matrix_multiply(query, key, XNN_FLAG_TRANSPOSE_B));
  const uint32_t attention = merge_heads(b.batch_matrix_multiply(scores, value, 0));
  uint32_t x = layer_norm(b, b.binary(0, b.fully_connected(attention, dim, xnn_zoo_gain::linear), xnn_binary_add));
  const uint32_t hidden = b.unary(b.fully_connected(x, ffn_dim, xnn_zoo_gain::relu), xnn_unary_gelu);
  x = b.binary(x, b.fully_connected(hidden, dim, xnn_zoo_gain::linear), xnn_binary_add);
  return b.finish(layer_norm(b, x));
}

xnn_status xnn_zoo_define_transformer_block(xnn_subgraph_t subgraph, xnn_zoo_weights& weights, size_t batch,
                                            size_t sequence, size_t dim, size_t heads, size_t ffn_dim, uint32_t seed) {
  return xnn_zoo_define_model(subgraph,
                              xnn_zoo_describe_transformer_block(weights, batch, sequence, dim, heads, ffn_dim, seed));
}
