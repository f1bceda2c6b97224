// A pre-norm decoder layer shaped like Llama's (Touvron et al. 2023): RMSNorm, causal multi-head self-attention,
// residual, RMSNorm, SwiGLU feed-forward network, residual; fully connected layers without biases. RMSNorm and SiLU
// are built from a mean over the last dimension and elementwise operations, as an exporter decomposes them. Also one
// such projection alone, the shape of a batch-1 weight-streaming benchmark.
#include "builder.h"

namespace {

constexpr float kRmsNormEpsilon = 1e-5f;

// x / sqrt(mean(x^2) + epsilon) * gamma.
uint32_t rms_norm(xnn_zoo_builder& b, uint32_t x) {
  const size_t dim = b.channels(x);
  const uint32_t mean_square = b.mean(b.unary(x, xnn_unary_square));
  const uint32_t epsilon = b.constant({1}, {kRmsNormEpsilon});
  const uint32_t inverse_rms =
      b.unary(b.binary(mean_square, epsilon, xnn_binary_add), xnn_unary_reciprocal_square_root);
  std::vector<float> gamma = b.random(dim, 0.1f);
  for (float& g : gamma) g += 1.0f;
  const uint32_t scale = b.constant({dim}, std::move(gamma));
  return b.binary(b.binary(x, inverse_rms, xnn_binary_multiply), scale, xnn_binary_multiply);
}

// A fully connected layer without bias, weights in ±limit.
uint32_t linear(xnn_zoo_builder& b, uint32_t x, size_t output_channels, float limit) {
  return b.fully_connected(x, output_channels, b.random(output_channels * b.channels(x), limit), {});
}

float linear_limit(size_t fan_in) { return std::sqrt(3.0f / float(fan_in)); }

// [sequence, sequence]: 0 where a token may attend (itself and earlier tokens), -infinity after it, as ExecuTorch's
// Llama export adds before the softmax.
std::vector<float> causal_mask(size_t sequence) {
  std::vector<float> mask(sequence * sequence, 0.0f);
  for (size_t i = 0; i < sequence; i++) {
    for (size_t j = i + 1; j < sequence; j++) mask[i * sequence + j] = -INFINITY;
  }
  return mask;
}

}  // namespace

xnn_zoo_model xnn_zoo_describe_llm_decoder_layer(xnn_zoo_weights& weights, size_t batch, size_t sequence, size_t dim,
                                                 size_t heads, size_t ffn_dim, uint32_t seed) {
  xnn_zoo_builder b(weights, seed, {batch, sequence, dim});
  const size_t head_dim = dim / heads;
  auto split_heads = [&](uint32_t t) {
    return b.transpose(b.reshape(t, {batch, sequence, heads, head_dim}), {0, 2, 1, 3});
  };
  const uint32_t normalized = rms_norm(b, 0);
  // The 1 / sqrt(head_dim) of scaled dot-product attention is folded into the query projection.
  const uint32_t query = split_heads(linear(b, normalized, dim, linear_limit(dim) / std::sqrt(float(head_dim))));
  const uint32_t key = split_heads(linear(b, normalized, dim, linear_limit(dim)));
  const uint32_t value = split_heads(linear(b, normalized, dim, linear_limit(dim)));
  uint32_t scores = b.batch_matrix_multiply(query, key, XNN_FLAG_TRANSPOSE_B);
  // A single token attends to itself only: its mask is 0.
  if (sequence > 1) scores = b.binary(scores, b.constant({sequence, sequence}, causal_mask(sequence)), xnn_binary_add);
  const uint32_t attention = b.batch_matrix_multiply(b.softmax(scores), value, 0);
  const uint32_t merged = b.reshape(b.transpose(attention, {0, 2, 1, 3}), {batch, sequence, dim});
  const uint32_t x = b.binary(0, linear(b, merged, dim, linear_limit(dim)), xnn_binary_add);

  const uint32_t ffn_input = rms_norm(b, x);
  // SiLU(gate) = gate * sigmoid(gate); the gate's weights have the ReLU-like gain.
  const uint32_t gate = linear(b, ffn_input, ffn_dim, std::sqrt(6.0f / float(dim)));
  const uint32_t up = linear(b, ffn_input, ffn_dim, linear_limit(dim));
  const uint32_t silu = b.binary(gate, b.unary(gate, xnn_unary_sigmoid), xnn_binary_multiply);
  const uint32_t down = linear(b, b.binary(silu, up, xnn_binary_multiply), dim, linear_limit(ffn_dim));
  return b.finish(b.binary(x, down, xnn_binary_add));
}

xnn_zoo_model xnn_zoo_describe_linear_layer(xnn_zoo_weights& weights, size_t batch, size_t inputs, size_t outputs,
                                           uint32_t seed) {
  xnn_zoo_builder b(weights, seed, {batch, inputs});
  return b.finish(linear(b, 0, outputs, linear_limit(inputs)));
}
