// Batch matrix multiply node -> batch matrix multiply operator (f32; qs8 on qint8 values: requantization scale
// a_scale * b_scale / output_scale, B's zero point 0, a constant B packed once at create; qd8_f32_qc8w for a qdint8 A
// and f32_qc8w for an fp32 A times a constant qcint8 B, its N scales repeated for every batch of B; f16 on fp16
// values and bf16_f32 on bf16 ones, B packed into the workspace on every run as f32's). A is [..., M, K], B is
// [..., K, N] (or [..., N, K] with XNN_FLAG_TRANSPOSE_B); leading dimensions broadcast.
#include <algorithm>

#include "alloc-failure.h"
#include "log.h"
#include "subgraph/nodes/node-ops.h"

namespace {

bool is_qs8(const xnn_runtime* rt, const xnn_node& node) {
  return rt->values[node.inputs[0]].datatype == xnn_datatype_qint8;
}

bool is_qd8(const xnn_runtime* rt, const xnn_node& node) {
  return rt->values[node.inputs[0]].datatype == xnn_datatype_qdint8;
}

// The element type of A (fp32 for the f32-output forms above).
xnn_datatype a_datatype(const xnn_runtime* rt, const xnn_node& node) { return rt->values[node.inputs[0]].datatype; }

// fp32 A times qcint8 B (weights-only quantization).
bool is_f32_qc8w(const xnn_runtime* rt, const xnn_node& node) {
  return rt->values[node.inputs[0]].datatype == xnn_datatype_fp32 &&
         rt->values[node.inputs[1]].datatype == xnn_datatype_qcint8;
}

// The qd8_f32_qc8w and f32_qc8w const weights creates, which take the same arguments.
using create_scaled_b_fn = xnn_status (*)(size_t batch_size_b, size_t k, size_t n, const int8_t* data_b,
                                          const float* scale_b, uint32_t flags, xnn_operator_t* op);

// B (static, checked when the node was defined) packed with its N scales in every batch.
xnn_status create_scaled_b(const xnn_runtime* rt, xnn_runtime_node* n, create_scaled_b_fn create_const) {
  const xnn_node& node = n->node;
  const xnn_value& b = rt->values[node.inputs[1]];
  size_t batches = 1;
  for (size_t d = 0; d + 2 < b.shape.num_dims; d++) batches *= b.shape.dim[d];
  const bool transpose_b = (node.flags & XNN_FLAG_TRANSPOSE_B) != 0;
  const size_t k = b.shape.dim[b.shape.num_dims - (transpose_b ? 1 : 2)];
  const size_t n_cols = b.shape.dim[b.shape.num_dims - (transpose_b ? 2 : 1)];
  std::vector<float> scales;
  XNN_TRY_ALLOC {
    scales.reserve(batches * n_cols);
  } XNN_ON_ALLOC_FAILURE {
    xnn_log_error("batch matrix multiply node #%u: out of memory for %zu scales of input2", node.id, batches * n_cols);
    return xnn_status_out_of_memory;
  }
  const std::vector<float> column_scales = xnn_filter_channel_scales(b, n_cols);
  for (size_t batch = 0; batch < batches; batch++) {
    scales.insert(scales.end(), column_scales.begin(), column_scales.end());
  }
  return create_const(batches, k, n_cols, static_cast<const int8_t*>(b.data), scales.data(), node.flags, &n->op);
}

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  if (is_qd8(rt, node)) return create_scaled_b(rt, n, xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights);
  if (is_f32_qc8w(rt, node)) {
    return create_scaled_b(rt, n, xnn_create_batch_matrix_multiply_nc_f32_qc8w_const_weights);
  }
  if (a_datatype(rt, node) == xnn_datatype_fp16) return xnn_create_batch_matrix_multiply_nc_f16(node.flags, &n->op);
  if (a_datatype(rt, node) == xnn_datatype_bf16) {
    return xnn_create_batch_matrix_multiply_nc_bf16_f32(node.flags, &n->op);
  }
  if (!is_qs8(rt, node)) return xnn_create_batch_matrix_multiply_nc_f32(node.flags, &n->op);
  const xnn_value& a = rt->values[node.inputs[0]];
  const xnn_value& b = rt->values[node.inputs[1]];
  const xnn_value& output = rt->values[node.outputs[0]];
  const float scale = a.quantization.scale * b.quantization.scale / output.quantization.scale;
  const int8_t a_zero_point = int8_t(a.quantization.zero_point);
  const int8_t output_zero_point = int8_t(output.quantization.zero_point);
  if (!b.is_static()) {
    return xnn_create_batch_matrix_multiply_nc_qs8(a_zero_point, output_zero_point, INT8_MIN, INT8_MAX, &scale,
                                                   node.flags, &n->op);
  }
  const xnn_shape& shape = b.shape;
  size_t batches = 1;
  for (size_t d = 0; d + 2 < shape.num_dims; d++) batches *= shape.dim[d];
  const bool transpose_b = (node.flags & XNN_FLAG_TRANSPOSE_B) != 0;
  const size_t k = shape.dim[shape.num_dims - (transpose_b ? 1 : 2)];
  const size_t n_cols = shape.dim[shape.num_dims - (transpose_b ? 2 : 1)];
  return xnn_create_batch_matrix_multiply_nc_qs8_const_weights(batches, k, n_cols, b.data, a_zero_point,
                                                               output_zero_point, INT8_MIN, INT8_MAX, scale,
                                                               node.flags, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const xnn_shape& a = rt->values[node.inputs[0]].shape;
  const xnn_shape& b = rt->values[node.inputs[1]].shape;
  if (a.num_dims < 2 || b.num_dims < 2) {
    xnn_log_error("batch matrix multiply node #%u: inputs have %zu and %zu dimensions; expected at least 2", node.id,
                  a.num_dims, b.num_dims);
    return xnn_status_invalid_parameter;
  }
  const bool transpose_b = (node.flags & XNN_FLAG_TRANSPOSE_B) != 0;
  const size_t m = a.dim[a.num_dims - 2], k = a.dim[a.num_dims - 1];
  const size_t n_cols = b.dim[b.num_dims - (transpose_b ? 2 : 1)];
  // Batch dimensions, right-aligned, padded with 1s to the same count.
  const size_t batch_dims = std::max(a.num_dims, b.num_dims) - 2;
  size_t batch_a[XNN_MAX_TENSOR_DIMS] = {}, batch_b[XNN_MAX_TENSOR_DIMS] = {};
  for (size_t i = 0; i < batch_dims; i++) {
    const size_t from_end = batch_dims - i;  // 1-based position from the last batch dimension
    batch_a[i] = from_end <= a.num_dims - 2 ? a.dim[a.num_dims - 2 - from_end] : 1;
    batch_b[i] = from_end <= b.num_dims - 2 ? b.dim[b.num_dims - 2 - from_end] : 1;
  }
  xnn_status status;
  if (is_qd8(rt, node)) {
    status = xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(
        n->op, batch_dims, batch_a, batch_b, m, k, n_cols, &n->workspace_size, rt->threadpool);
  } else if (is_f32_qc8w(rt, node)) {
    status = xnn_reshape_batch_matrix_multiply_nc_f32_qc8w_const_weights(
        n->op, batch_dims, batch_a, batch_b, m, k, n_cols, &n->workspace_size, rt->threadpool);
  } else if (a_datatype(rt, node) == xnn_datatype_fp16) {
    status = xnn_reshape_batch_matrix_multiply_nc_f16(n->op, batch_dims, batch_a, batch_b, m, k, n_cols,
                                                      &n->workspace_size, rt->threadpool);
  } else if (a_datatype(rt, node) == xnn_datatype_bf16) {
    status = xnn_reshape_batch_matrix_multiply_nc_bf16_f32(n->op, batch_dims, batch_a, batch_b, m, k, n_cols,
                                                           &n->workspace_size, rt->threadpool);
  } else if (!is_qs8(rt, node)) {
    status = xnn_reshape_batch_matrix_multiply_nc_f32(n->op, batch_dims, batch_a, batch_b, m, k, n_cols,
                                                      &n->workspace_size, rt->threadpool);
  } else if (rt->values[node.inputs[1]].is_static()) {
    n->workspace_size = 0;
    status = xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights(n->op, batch_dims, batch_a, batch_b, m, k, n_cols,
                                                                    rt->threadpool);
  } else {
    status = xnn_reshape_batch_matrix_multiply_nc_qs8(n->op, batch_dims, batch_a, batch_b, m, k, n_cols,
                                                      &n->workspace_size, rt->threadpool);
  }
  if (status != xnn_status_success) return status;
  xnn_shape& output = rt->values[node.outputs[0]].shape;
  output.num_dims = batch_dims + 2;
  for (size_t i = 0; i < batch_dims; i++) output.dim[i] = std::max(batch_a[i], batch_b[i]);
  output.dim[batch_dims] = m;
  output.dim[batch_dims + 1] = n_cols;
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  if (is_qd8(rt, n->node)) {
    return xnn_setup_batch_matrix_multiply_nc_qd8_f32_qc8w(
        n->op, rt->workspace_of(*n), static_cast<const int8_t*>(rt->data(n->node.inputs[0])), nullptr,
        rt->row_quantization(n->node.inputs[0]), static_cast<float*>(rt->data(n->node.outputs[0])));
  }
  if (is_f32_qc8w(rt, n->node)) {
    return xnn_setup_batch_matrix_multiply_nc_f32_qc8w(n->op, rt->workspace_of(*n),
                                                       static_cast<const float*>(rt->data(n->node.inputs[0])),
                                                       nullptr, static_cast<float*>(rt->data(n->node.outputs[0])));
  }
  if (a_datatype(rt, n->node) == xnn_datatype_fp16) {
    return xnn_setup_batch_matrix_multiply_nc_f16(n->op, rt->workspace_of(*n), rt->data(n->node.inputs[0]),
                                                  rt->data(n->node.inputs[1]), rt->data(n->node.outputs[0]));
  }
  if (a_datatype(rt, n->node) == xnn_datatype_bf16) {
    return xnn_setup_batch_matrix_multiply_nc_bf16_f32(n->op, rt->workspace_of(*n), rt->data(n->node.inputs[0]),
                                                       rt->data(n->node.inputs[1]), rt->data(n->node.outputs[0]));
  }
  if (is_qs8(rt, n->node)) {
    return xnn_setup_batch_matrix_multiply_nc_qs8(n->op, rt->workspace_of(*n),
                                                  static_cast<const int8_t*>(rt->data(n->node.inputs[0])),
                                                  static_cast<const int8_t*>(rt->data(n->node.inputs[1])),
                                                  static_cast<int8_t*>(rt->data(n->node.outputs[0])));
  }
  return xnn_setup_batch_matrix_multiply_nc_f32(n->op, rt->workspace_of(*n),
                                                static_cast<const float*>(rt->data(n->node.inputs[0])),
                                                static_cast<const float*>(rt->data(n->node.inputs[1])),
                                                static_cast<float*>(rt->data(n->node.outputs[0])));
}

}  // namespace

const xnn_node_ops xnn_batch_matrix_multiply_node_ops = {create, reshape, setup};
