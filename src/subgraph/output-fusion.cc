// Output-stage fusion, decided at every plan for the current shapes: an fp32 add whose one operand is the output of
// a GEMM-based node (convolution, fully connected) runs inside that node's output stage (xnn_fuse_output_add), on
// each tile while it is still in L1, instead of as a separate pass over both tensors; so does an fp32 unary node
// that reads that output, or the fused add's (xnn_fuse_output_unary: hardswish, GELU, sigmoid, ... after a layer), and
// one that reads a depthwise convolution's output (xnn_fuse_depthwise_output_unary: each row in L1-sized pieces).
#include "subgraph/output-fusion.h"

#include "log.h"
#include "operators/convolution-nhwc.h"
#include "operators/gemm-compute.h"
#include "operators/global-average-pooling.h"
#include "operators/unary-elementwise.h"

namespace {

uint32_t root_of(const xnn_runtime* rt, uint32_t id) {
  return rt->alias_of[id] != XNN_INVALID_VALUE_ID ? rt->alias_of[id] : id;
}

// A unary node from fp32 to fp32 that no depth-first block computes (whether its operator runs an f32-vunary
// kernel is asked at setup).
bool is_f32_unary(const xnn_runtime* rt, const xnn_runtime_node& n) {
  return n.node.type == xnn_node_type::unary && !n.done_in_block && n.op != nullptr &&
         n.node.params.unary.op != xnn_unary_convert &&
         rt->values[n.node.inputs[0]].datatype == xnn_datatype_fp32 &&
         rt->values[n.node.outputs[0]].datatype == xnn_datatype_fp32;
}

// A member of an active depth-first block is not set up: its output stage carries nothing.
bool writes_through_gemm(const xnn_runtime_node& n) {
  return (n.node.type == xnn_node_type::convolution_2d || n.node.type == xnn_node_type::fully_connected) &&
         n.op != nullptr && !n.done_in_block && xnn_f32_gemm_job_context(n.op) != nullptr;
}

// An f32 convolution on its depthwise path: its output rows can carry a unary op (not an add).
bool writes_through_depthwise(const xnn_runtime_node& n) {
  return (n.node.type == xnn_node_type::convolution_2d || n.node.type == xnn_node_type::depthwise_convolution_2d) &&
         n.op != nullptr && !n.done_in_block &&
         xnn_convolution_f32_depthwise(n.op) != nullptr;
}

// The node whose output stage computes node `p`'s output: `p` itself, or the producer computing the add or unary
// node `p` (UINT32_MAX when `p` is UINT32_MAX).
uint32_t computed_by(const xnn_runtime* rt, uint32_t p) {
  if (p == UINT32_MAX || !rt->nodes[p].done_by_producer) return p;
  for (uint32_t q = 0; q < rt->nodes.size(); q++) {
    if (rt->nodes[q].fused_add == p || rt->nodes[q].fused_unary == p) return q;
  }
  return UINT32_MAX;
}

// Global average pooling of fp32 [N, H, W, C] to fp32 over the output of a one-group convolution that runs through
// GEMM or IGEMM (or of the add or unary op its output stage computes), its only reader: the convolution's output
// stage sums each strip's rows while they are in L1 (xnn_fuse_output_pooling), and the pooling node averages those
// few sums per image instead of reading the whole tensor again.
void plan_pooling(xnn_runtime* rt, const std::vector<uint32_t>& writer) {
  for (uint32_t g = 0; g < rt->nodes.size(); g++) {
    xnn_runtime_node& pool = rt->nodes[g];
    const xnn_node& node = pool.node;
    if (node.type != xnn_node_type::global_average_pooling_2d || pool.op == nullptr ||
        rt->values[node.inputs[0]].datatype != xnn_datatype_fp32 ||
        rt->values[node.outputs[0]].datatype != xnn_datatype_fp32) {
      continue;
    }
    const xnn_value& v = rt->values[node.inputs[0]];
    const uint32_t p = computed_by(rt, writer[node.inputs[0]]);
    if (p == UINT32_MAX || v.num_consumers != 1 || v.is_external_output() || v.shape.num_dims != 4) continue;
    xnn_runtime_node& producer = rt->nodes[p];
    if (producer.node.type != xnn_node_type::convolution_2d || producer.node.params.convolution.groups != 1 ||
        !writes_through_gemm(producer) || producer.fused_pool != UINT32_MAX) {
      continue;
    }
    const size_t batch = v.shape.dim[0], pixels = v.shape.dim[1] * v.shape.dim[2], channels = v.shape.dim[3];
    if (batch == 0 || pixels == 0 || channels == 0) continue;
    const size_t slots = xnn_output_pool_slots(pixels, xnn_f32_gemm_job_context(producer.op)->mr);
    size_t workspace = 0;
    if (xnn_reshape_global_average_pooling_nwc_f32_of_sums(pool.op, batch, slots, pixels, channels, &workspace) !=
        xnn_status_success) {
      // Back to its own reshape, which succeeded for these shapes.
      xnn_reshape_global_average_pooling_nwc_f32(pool.op, batch, pixels, channels, channels, channels,
                                                 &pool.workspace_size, nullptr, rt->threadpool);
      continue;
    }
    pool.workspace_size = workspace;
    pool.pool_sums.assign(batch * slots * channels, 0.0f);
    producer.fused_pool = g;
    xnn_log_debug("runtime: node #%u (%s) sums the pixels of global average pooling node #%u in its output stage",
                  producer.node.id, xnn_node_type_name(producer.node.type), node.id);
  }
}

}  // namespace

bool xnn_same_shape(const xnn_shape& a, const xnn_shape& b) {
  if (a.num_dims != b.num_dims) return false;
  for (size_t d = 0; d < a.num_dims; d++) {
    if (a.dim[d] != b.dim[d]) return false;
  }
  return true;
}

bool xnn_is_f32_add(const xnn_runtime* rt, const xnn_node& node) {
  return node.type == xnn_node_type::binary && node.params.binary.op == xnn_binary_add &&
         rt->values[node.inputs[0]].datatype == xnn_datatype_fp32 &&
         rt->values[node.inputs[1]].datatype == xnn_datatype_fp32 &&
         rt->values[node.outputs[0]].datatype == xnn_datatype_fp32;
}

void xnn_plan_output_fusion(xnn_runtime* rt) {
  for (xnn_runtime_node& n : rt->nodes) {
    n.fused_add = UINT32_MAX;
    n.fused_unary = UINT32_MAX;
    n.fused_pool = UINT32_MAX;
    n.pool_sums.clear();
    n.done_by_producer = false;
  }
  if (!rt->fuse_operators) return;
  // Where each value is written, in execution order (UINT32_MAX: external input or constant).
  std::vector<uint32_t> writer(rt->values.size(), UINT32_MAX);
  for (uint32_t i = 0; i < rt->nodes.size(); i++) {
    const xnn_node& node = rt->nodes[i].node;
    for (uint32_t k = 0; k < node.num_outputs; k++) {
      if (node.outputs[k] != XNN_INVALID_VALUE_ID) writer[node.outputs[k]] = i;
    }
  }
  for (uint32_t a = 0; a < rt->nodes.size(); a++) {
    const xnn_node& add = rt->nodes[a].node;
    if (!xnn_is_f32_add(rt, add) || rt->nodes[a].done_in_block) continue;
    for (uint32_t k = 0; k < 2; k++) {
      const uint32_t product = add.inputs[k];
      const uint32_t addend = add.inputs[1 - k];
      const uint32_t p = writer[product];
      if (p == UINT32_MAX || addend == product) continue;
      xnn_runtime_node& producer = rt->nodes[p];
      const xnn_value& v = rt->values[product];
      // The add writes in place over the product that only it reads, the addend is ready when the producer runs,
      // lives elsewhere, and has the product's shape (so the same strides).
      if (!writes_through_gemm(producer) || producer.node.num_outputs != 1 || v.num_consumers != 1 ||
          v.is_external_output() || root_of(rt, add.outputs[0]) != root_of(rt, product) ||
          root_of(rt, addend) == root_of(rt, product) || !xnn_same_shape(v.shape, rt->values[addend].shape) ||
          (writer[addend] != UINT32_MAX && writer[addend] >= p)) {
        continue;
      }
      producer.fused_add = a;
      producer.fused_add_addend_first = k == 1;
      rt->nodes[a].done_by_producer = true;
      xnn_log_debug("runtime: add node #%u runs in the output stage of node #%u (%s)", add.id, producer.node.id,
                    xnn_node_type_name(producer.node.type));
      break;
    }
  }
  // Unary nodes: in place over the output of a GEMM-based or depthwise producer, or of the add a GEMM computes, that
  // only they read.
  for (uint32_t u = 0; u < rt->nodes.size(); u++) {
    const xnn_runtime_node& unary = rt->nodes[u];
    if (!is_f32_unary(rt, unary)) continue;
    const uint32_t product = unary.node.inputs[0];
    const uint32_t p = computed_by(rt, writer[product]);  // a fused add's output: the add's producer writes it
    if (p == UINT32_MAX) continue;
    xnn_runtime_node& producer = rt->nodes[p];
    const xnn_value& v = rt->values[product];
    if (!(writes_through_gemm(producer) || writes_through_depthwise(producer)) ||
        producer.fused_unary != UINT32_MAX || v.num_consumers != 1 ||
        v.is_external_output() || root_of(rt, unary.node.outputs[0]) != root_of(rt, product)) {
      continue;
    }
    producer.fused_unary = u;
    rt->nodes[u].done_by_producer = true;
    xnn_log_debug("runtime: unary node #%u runs in the output stage of node #%u (%s)", unary.node.id,
                  producer.node.id, xnn_node_type_name(producer.node.type));
  }
  plan_pooling(rt, writer);
}

void xnn_setup_output_fusion(xnn_runtime* rt, xnn_runtime_node* n) {
  if (n->op == nullptr) return;
  const bool gemm = xnn_f32_gemm_job_context(n->op) != nullptr;
  if (!gemm && xnn_convolution_f32_depthwise(n->op) == nullptr) return;
  xnn_f32_vunary_ukernel_fn unary_fn = nullptr;
  const xnn_f32_unary_params* unary_params = nullptr;
  if (n->fused_unary != UINT32_MAX &&
      !xnn_f32_unary_kernel_of(rt->nodes[n->fused_unary].op, &unary_fn, &unary_params)) {
    unary_fn = nullptr, unary_params = nullptr;
  }
  const bool unary_fused = gemm ? xnn_fuse_output_unary(n->op, unary_fn, unary_params)
                                : xnn_fuse_depthwise_output_unary(n->op, unary_fn, unary_params);
  if (n->fused_unary != UINT32_MAX && (unary_fn == nullptr || !unary_fused)) {
    rt->nodes[n->fused_unary].done_by_producer = false;  // the unary node runs as its own pass
    n->fused_unary = UINT32_MAX;
  }
  if (!gemm) return;
  if (n->fused_pool != UINT32_MAX) {
    xnn_runtime_node& pool = rt->nodes[n->fused_pool];
    const xnn_shape& shape = rt->values[pool.node.inputs[0]].shape;
    xnn_fuse_output_pooling(n->op, pool.pool_sums.data(), shape.dim[1] * shape.dim[2], shape.dim[3]);
  } else {
    xnn_fuse_output_pooling(n->op, nullptr, 0, 0);
  }
  if (n->fused_add == UINT32_MAX) {
    xnn_fuse_output_add(n->op, nullptr, false, 0.0f, 0.0f);
    return;
  }
  xnn_runtime_node& add = rt->nodes[n->fused_add];
  const uint32_t addend = add.node.inputs[n->fused_add_addend_first ? 0 : 1];
  if (!xnn_fuse_output_add(n->op, rt->data(addend), n->fused_add_addend_first, add.node.output_min,
                           add.node.output_max)) {
    add.done_by_producer = false;  // the add runs as its own pass
    n->fused_add = UINT32_MAX;
  }
}
