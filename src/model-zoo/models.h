// The model zoo: MobileNet v1, v2, v3-small, a transformer encoder block and an LLM decoder layer, built through the
// public subgraph define API with deterministic pseudo-random weights, for benchmarks, tests and tools; MobileNet v2
// quantized to int8 (qs8 activations, qc8w weights) and any fp32 description dynamically quantized (qd8 activations
// of the fully connected layers, qc8w or qb4w weights), the way ExecuTorch's XNNPACK quantizer exports them.
//
// Each model is written once, as a description: a plain list of tensors and layers (`xnn_zoo_model`).
// xnn_zoo_define_model() turns a description into xnn_define_* calls; the tests walk the same description with the
// reference operators. The xnn_zoo_define_* functions below do both steps for callers that only want a subgraph.
//
// The caller creates the subgraph with at least 2 external value ids: id 0 is the input (NHWC [batch, height, width,
// 3] for the MobileNets, [batch, sequence, dim] for the transformer) and id 1 the output ([batch, 1000] for the
// MobileNets, [batch, sequence, dim] for the transformer).
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

#include <xnnpack.h>

// Owns a model's constant tensors. The addresses are stable (a deque never moves its elements) and must outlive the
// subgraph and every runtime created from it.
struct xnn_zoo_weights {
  std::deque<std::vector<float>> buffers;
  std::deque<std::vector<int8_t>> int8_buffers;    // qcint8 filters
  std::deque<std::vector<int32_t>> int32_buffers;  // qcint32 biases
  std::deque<std::vector<uint8_t>> uint8_buffers;  // qcint4 and qbint4 filters, two values per byte
  std::deque<std::vector<uint16_t>> bf16_buffers;  // qbint4 block scales
};

enum class xnn_zoo_layer_kind {
  convolution,             // inputs: x, filter [out, k, k, in], bias [out]
  depthwise_convolution,   // inputs: x, filter [1, k, k, channels], bias [channels]
  fully_connected,         // inputs: x, filter [out, in], bias [out] or none
  batch_matrix_multiply,   // inputs: a, b (flags: XNN_FLAG_TRANSPOSE_B)
  unary,                   // inputs: x
  binary,                  // inputs: a, b (NumPy broadcasting)
  global_average_pooling,  // inputs: x (flags: XNN_FLAG_KEEP_DIMS)
  mean,                    // inputs: x; the mean over the last dimension, kept as a dimension of 1
  softmax,                 // inputs: x (over the last dimension)
  reshape,                 // inputs: x; dims: the new shape
  transpose,               // inputs: x; dims: the permutation
};
// A convert (fp32 <-> qint8, fp32 -> qdint8) is a unary layer with xnn_unary_convert.

// A tensor of the description: an activation (data == nullptr) or a constant held by xnn_zoo_weights. fp32 data are
// floats; a quantized tensor has one scale (qint8) or one per output channel (qcint8, qcint32, qcint4: along
// dimension 0, or the last for a depthwise filter [1, k, k, channels], held by xnn_zoo_weights like the data, which
// the subgraph reads until the runtime is gone) and int8_t (qint8, qcint8) or int32_t (qcint32) data. 4-bit filters
// [output, input] (qcint4, qbint4) hold two values per byte, input k in the low nibble of byte k / 2 for even k, with
// zero point 8; qbint4 has one bf16 scale per block of `block_size` inputs ([output][input / block_size]). A qdint8
// activation has its zero point and scale computed per row (the last dimension) at run time.
struct xnn_zoo_tensor {
  xnn_zoo_tensor() = default;
  explicit xnn_zoo_tensor(std::vector<size_t> tensor_shape, const void* constant = nullptr)
      : shape(std::move(tensor_shape)), data(constant) {}
  std::vector<size_t> shape;
  const void* data = nullptr;
  xnn_datatype datatype = xnn_datatype_fp32;
  int32_t zero_point = 0;
  float scale = 0.0f;
  const float* channel_scales = nullptr;
  size_t channel_dim = 0;
  const uint16_t* block_scales = nullptr;
  size_t block_size = 0;
};

constexpr uint32_t kZooNoTensor = UINT32_MAX;

struct xnn_zoo_layer {
  explicit xnn_zoo_layer(xnn_zoo_layer_kind layer_kind) : kind(layer_kind) {}
  xnn_zoo_layer_kind kind;
  uint32_t inputs[3] = {kZooNoTensor, kZooNoTensor, kZooNoTensor};  // tensor indices
  uint32_t output = kZooNoTensor;
  uint32_t kernel = 1, stride = 1, padding = 0;  // convolutions: square window, the same padding on every side
  float output_min = -INFINITY, output_max = INFINITY;
  xnn_unary_operator unary = xnn_unary_invalid;
  xnn_binary_operator binary = xnn_binary_invalid;
  std::vector<size_t> dims;  // reshape: the new shape; transpose: the permutation
  uint32_t flags = 0;
};

// Tensor 0 is the input and tensor 1 the output; layers are in execution order.
struct xnn_zoo_model {
  std::vector<xnn_zoo_tensor> tensors;
  std::vector<xnn_zoo_layer> layers;
};

xnn_zoo_model xnn_zoo_describe_mobilenet_v1(xnn_zoo_weights& weights, size_t batch, size_t height, size_t width,
                                            uint32_t seed);
xnn_zoo_model xnn_zoo_describe_mobilenet_v2(xnn_zoo_weights& weights, size_t batch, size_t height, size_t width,
                                            uint32_t seed);
xnn_zoo_model xnn_zoo_describe_mobilenet_v3_small(xnn_zoo_weights& weights, size_t batch, size_t height, size_t width,
                                                  uint32_t seed);
// MobileNet v2 with int8 activations (one scale and zero point per tensor), int8 weights with one scale per output
// channel and int32 biases; fp32 input and output, converted at both ends (xnn_zoo_quantize_qs8).
xnn_zoo_model xnn_zoo_describe_mobilenet_v2_qs8(xnn_zoo_weights& weights, size_t batch, size_t height, size_t width,
                                                uint32_t seed);
// Post-norm encoder block: multi-head self-attention, residual, layer norm, GELU feed-forward, residual, layer norm.
// dim must be a multiple of heads; heads == 1 needs no reshape or transpose.
xnn_zoo_model xnn_zoo_describe_transformer_block(xnn_zoo_weights& weights, size_t batch, size_t sequence, size_t dim,
                                                 size_t heads, size_t ffn_dim, uint32_t seed);
// Pre-norm LLM decoder layer shaped like Llama's: RMSNorm, causal multi-head self-attention (no rotary embedding, no
// key-value cache: the sequence attends to itself), residual, RMSNorm, SwiGLU feed-forward (down(silu(gate(x)) *
// up(x))), residual; no biases. dim must be a multiple of heads. Llama-like 1B proportions: dim 2048, 16 heads,
// ffn_dim 5632.
xnn_zoo_model xnn_zoo_describe_llm_decoder_layer(xnn_zoo_weights& weights, size_t batch, size_t sequence, size_t dim,
                                                 size_t heads, size_t ffn_dim, uint32_t seed);
// One projection of an LLM layer: [batch, inputs] -> [batch, outputs], a fully connected layer without bias.
xnn_zoo_model xnn_zoo_describe_linear_layer(xnn_zoo_weights& weights, size_t batch, size_t inputs, size_t outputs,
                                           uint32_t seed);

// Quantizes an fp32 description as a post-training quantizer with fixed calibration ranges would: every activation
// becomes qint8 with the range its producer implies (a fused clamp [min, max] with finite bounds; [0, 8] after a ReLU
// without upper bound; [-8, 8] otherwise, about 8 standard deviations of the zoo's unit-variance activations; the
// input [-1, 1]); filters become qcint8 (scale max|w| / 127 per output channel) and biases qcint32 (scale input scale
// x filter scale). Converts are added after the fp32 input and before the fp32 output. Supports the layers
// MobileNet v1 and v2 use (convolutions, fully connected, add, global average pooling); false for any other.
bool xnn_zoo_quantize_qs8(const xnn_zoo_model& model, xnn_zoo_weights& weights, xnn_zoo_model* quantized);

// The weights a dynamically quantized fully connected layer gets: 8-bit with a scale per output channel, 4-bit with a
// scale per output channel, or 4-bit with a bf16 scale per block of inputs.
enum class xnn_zoo_qd8_weights { qc8w, qc4w, qb4w };

// Quantizes an fp32 description as ExecuTorch's XNNPACK quantizer exports "8da8w" (qc8w) and "8da4w" (qb4w): every
// fully connected layer's input goes through a convert fp32 -> qdint8 (a zero point and scale per row, at run time),
// its filter becomes qcint8 (scale max|w| / 127 per output channel), qcint4 (max|w| / 7 per output channel) or qbint4
// (max|w| / 7 per block of `block_size` inputs, rounded to bf16 first), its bias and output stay fp32; every other
// layer stays fp32. block_size (qb4w only) must be a multiple of 32 dividing every fully connected layer's input
// channels; false otherwise, or if the description has no fully connected layer.
bool xnn_zoo_quantize_qd8(const xnn_zoo_model& model, xnn_zoo_weights& weights, xnn_zoo_qd8_weights kind,
                          size_t block_size, xnn_zoo_model* quantized);

// Defines the description's tensors and layers in `subgraph` (external ids 0 and 1 reserved by the caller).
xnn_status xnn_zoo_define_model(xnn_subgraph_t subgraph, const xnn_zoo_model& model);

// The usual way to run a description: a subgraph with 2 external ids, xnn_zoo_define_model, xnn_create_runtime_v2
// with the given thread pool (or NULL) and flags; the subgraph is deleted again. `model`'s weights must outlive the
// runtime.
xnn_status xnn_zoo_create_runtime(const xnn_zoo_model& model, pthreadpool_t threadpool, uint32_t flags,
                                  xnn_runtime_t* runtime);

xnn_status xnn_zoo_define_mobilenet_v1(xnn_subgraph_t subgraph, xnn_zoo_weights& weights, size_t batch, size_t height,
                                       size_t width, uint32_t seed);
xnn_status xnn_zoo_define_mobilenet_v2(xnn_subgraph_t subgraph, xnn_zoo_weights& weights, size_t batch, size_t height,
                                       size_t width, uint32_t seed);
xnn_status xnn_zoo_define_mobilenet_v2_qs8(xnn_subgraph_t subgraph, xnn_zoo_weights& weights, size_t batch,
                                           size_t height, size_t width, uint32_t seed);
xnn_status xnn_zoo_define_mobilenet_v3_small(xnn_subgraph_t subgraph, xnn_zoo_weights& weights, size_t batch,
                                             size_t height, size_t width, uint32_t seed);
xnn_status xnn_zoo_define_transformer_block(xnn_subgraph_t subgraph, xnn_zoo_weights& weights, size_t batch,
                                            size_t sequence, size_t dim, size_t heads, size_t ffn_dim, uint32_t seed);
