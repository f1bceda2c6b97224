#include "subgraph/depth-first.h"

#include "log.h"
#include "operators/convolution-nhwc.h"
#include "operators/depth-first-block.h"
#include "operators/gemm-tiling.h"
#include "operators/unary-elementwise.h"
#include "subgraph/output-fusion.h"

namespace {

bool all_fp32(const xnn_runtime* rt, const xnn_node& node) {
  for (uint32_t k = 0; k < node.num_inputs; k++) {
    if (node.inputs[k] != XNN_INVALID_VALUE_ID && rt->values[node.inputs[k]].datatype != xnn_datatype_fp32) {
      return false;
    }
  }
  return rt->values[node.outputs[0]].datatype == xnn_datatype_fp32;
}

// A 1x1, stride-1, unpadded, one-group fp32 convolution: the operator's direct GEMM path.
bool is_pointwise(const xnn_runtime* rt, const xnn_node& node) {
  if (node.type != xnn_node_type::convolution_2d || !all_fp32(rt, node)) return false;
  const xnn_window_2d& w = node.params.convolution.window;
  return w.kernel_height == 1 && w.kernel_width == 1 && w.stride_height == 1 && w.stride_width == 1 &&
         (w.padding_top | w.padding_right | w.padding_bottom | w.padding_left) == 0 &&
         node.params.convolution.groups == 1;
}

// An fp32 depthwise convolution with multiplier 1 and dilation 1 (stride, padding and kernel size are the block's
// decision: it needs a unipass kernel).
bool is_depthwise(const xnn_runtime* rt, const xnn_node& node) {
  if (node.type != xnn_node_type::depthwise_convolution_2d && node.type != xnn_node_type::convolution_2d) return false;
  if (!all_fp32(rt, node)) return false;
  const auto& c = node.params.convolution;
  const bool depthwise = node.type == xnn_node_type::depthwise_convolution_2d
                             ? c.group_output_channels == 1
                             : node.type == xnn_node_type::convolution_2d && c.groups > 1 &&
                                   c.group_input_channels == 1 && c.group_output_channels == 1;
  return depthwise && c.window.dilation_height == 1 && c.window.dilation_width == 1;
}

// An fp32 -> fp32 unary node (whether its operator runs an f32-vunary kernel is asked at plan).
bool is_unary(const xnn_runtime* rt, const xnn_node& node) {
  return node.type == xnn_node_type::unary && node.params.unary.op != xnn_unary_convert && all_fp32(rt, node);
}

// Node `from`'s one output is an internal value that only node `to` reads, as its first input.
bool linked(const xnn_runtime* rt, uint32_t from, uint32_t to) {
  if (to >= rt->nodes.size()) return false;
  const xnn_node& producer = rt->nodes[from].node;
  if (producer.num_outputs != 1) return false;
  const uint32_t id = producer.outputs[0];
  const xnn_value& v = rt->values[id];
  return xnn_is_internal(v) && !v.is_external_output() && v.num_consumers == 1 &&
         rt->nodes[to].node.inputs[0] == id;
}

// The add at node `a` over the output of node `product` and a value written before node `head` (or an input or
// constant); sets *addend_first.
bool is_residual_add(const xnn_runtime* rt, uint32_t a, uint32_t product, uint32_t head,
                     const std::vector<uint32_t>& writer, bool* addend_first) {
  if (a >= rt->nodes.size() || !xnn_is_f32_add(rt, rt->nodes[a].node)) return false;
  const xnn_node& add = rt->nodes[a].node;
  const uint32_t id = rt->nodes[product].node.outputs[0];
  for (uint32_t k = 0; k < 2; k++) {
    if (add.inputs[k] != id || add.inputs[1 - k] == id) continue;
    const xnn_value& v = rt->values[id];
    if (!xnn_is_internal(v) || v.is_external_output() || v.num_consumers != 1) return false;
    const uint32_t w = writer[add.inputs[1 - k]];
    if (w != UINT32_MAX && w >= head) return false;
    *addend_first = k == 1;
    return true;
  }
  return false;
}

// Node `n` if it is a node of kind `is` reading only node `from`'s output, else UINT32_MAX.
template <class Is>
uint32_t stage_after(const xnn_runtime* rt, uint32_t from, uint32_t n, Is is) {
  return n < rt->nodes.size() && is(rt, rt->nodes[n].node) && linked(rt, from, n) ? n : UINT32_MAX;
}

// The longest chain starting at node i, or one with depthwise UINT32_MAX. A unary node may follow the expand and
// the depthwise (MobileNet v3's hardswish).
xnn_depth_first_chain chain_at(const xnn_runtime* rt, uint32_t i, const std::vector<uint32_t>& writer) {
  xnn_depth_first_chain chain;
  uint32_t d = i;
  if (is_pointwise(rt, rt->nodes[i].node)) {
    const uint32_t unary = stage_after(rt, i, i + 1, is_unary);
    const uint32_t before = unary != UINT32_MAX ? unary : i;
    d = stage_after(rt, before, before + 1, is_depthwise);
    if (d == UINT32_MAX) return chain;
    chain.expand = i;
    chain.expand_unary = unary;
  } else if (!is_depthwise(rt, rt->nodes[i].node)) {
    return chain;
  }
  chain.depthwise = d;
  chain.depthwise_unary = stage_after(rt, d, d + 1, is_unary);
  const uint32_t before = chain.depthwise_unary != UINT32_MAX ? chain.depthwise_unary : d;
  const uint32_t project = stage_after(rt, before, before + 1, is_pointwise);
  if (project != UINT32_MAX) {
    chain.project = project;
    bool addend_first = false;
    if (is_residual_add(rt, project + 1, project, chain.head(), writer, &addend_first)) {
      chain.add = project + 1;
      chain.addend_first = addend_first;
    }
  }
  if (chain.expand == UINT32_MAX && chain.project == UINT32_MAX) chain.depthwise = UINT32_MAX;
  return chain;
}

// The kernel and parameters of the unary node `u` (both null when `u` is UINT32_MAX); false when its operator runs
// no f32-vunary kernel.
bool unary_kernel(const xnn_runtime* rt, uint32_t u, xnn_f32_vunary_ukernel_fn* fn,
                  const xnn_f32_unary_params** params) {
  xnn_f32_vunary_ukernel_fn kernel = nullptr;
  const xnn_f32_unary_params* kernel_params = nullptr;
  if (u != UINT32_MAX && !xnn_f32_unary_kernel_of(rt->nodes[u].op, &kernel, &kernel_params)) return false;
  if (fn != nullptr) *fn = kernel;
  if (params != nullptr) *params = kernel_params;
  return true;
}

}  // namespace

xnn_status xnn_find_depth_first_chains(xnn_runtime* rt) {
  if (!rt->fuse_operators) return xnn_status_success;
  std::vector<uint32_t> writer(rt->values.size(), UINT32_MAX);
  for (uint32_t i = 0; i < rt->nodes.size(); i++) {
    const xnn_node& node = rt->nodes[i].node;
    for (uint32_t k = 0; k < node.num_outputs; k++) {
      if (node.outputs[k] != XNN_INVALID_VALUE_ID && writer[node.outputs[k]] == UINT32_MAX) writer[node.outputs[k]] = i;
    }
  }
  for (uint32_t i = 0; i < rt->nodes.size();) {
    xnn_depth_first_chain chain = chain_at(rt, i, writer);
    if (chain.depthwise == UINT32_MAX) {
      i++;
      continue;
    }
    // Stored before its block exists, so that destroy() deletes the block whatever fails next (push_back may throw).
    rt->chains.push_back(chain);
    if (xnn_status status = xnn_create_depth_first_block(&rt->chains.back().block); status != xnn_status_success) {
      return status;
    }
    i = chain.last() + 1;
  }
  return xnn_status_success;
}

void xnn_plan_depth_first(xnn_runtime* rt) {
  for (xnn_runtime_node& n : rt->nodes) {
    n.block_chain = UINT32_MAX;
    n.done_in_block = false;
  }
  const size_t threads = xnn_threads_count(rt->threadpool);
  const size_t budget = xnn_gemm_l2_weight_bytes();
  for (uint32_t c = 0; c < rt->chains.size(); c++) {
    xnn_depth_first_chain& chain = rt->chains[c];
    chain.active = false;
    const uint32_t head = chain.head(), last = chain.last();
    const xnn_runtime_node& first = rt->nodes[head];
    const xnn_shape& input = rt->values[first.node.inputs[0]].shape;
    const auto op_of = [rt](uint32_t i) { return i != UINT32_MAX ? rt->nodes[i].op : nullptr; };
    const xnn_depth_first_stages stages{op_of(chain.expand), op_of(chain.depthwise), op_of(chain.project)};
    size_t channels;
    const char* why = nullptr;
    if (input.num_dims != 4) {
      why = "its input is not NHWC";
    } else if ((stages.expand != nullptr && xnn_convolution_f32_direct_gemm(stages.expand, &channels) == nullptr) ||
               (stages.project != nullptr && xnn_convolution_f32_direct_gemm(stages.project, &channels) == nullptr)) {
      why = "a pointwise stage does not run an f32 direct GEMM";
    } else if (xnn_convolution_f32_depthwise(stages.depthwise) == nullptr) {
      why = "the depthwise stage does not run an f32 depthwise kernel";
    } else if (!unary_kernel(rt, chain.expand_unary, nullptr, nullptr) ||
               !unary_kernel(rt, chain.depthwise_unary, nullptr, nullptr)) {
      why = "a unary stage does not run an f32 unary kernel";
    } else if (chain.add != UINT32_MAX &&
               !xnn_same_shape(rt->values[rt->nodes[chain.add].node.inputs[0]].shape,
                               rt->values[rt->nodes[chain.add].node.inputs[1]].shape)) {
      why = "the add broadcasts";
    }
    if (why != nullptr) {
      xnn_log_debug("runtime: nodes #%u..#%u run layer by layer: %s", first.node.id, rt->nodes[last].node.id, why);
      continue;
    }
    size_t workspace_bytes = 0;
    bool banded = false;
    if (xnn_reshape_depth_first_block(chain.block, stages, input.dim[0], input.dim[1], input.dim[2], threads, budget,
                                      &workspace_bytes, &banded) != xnn_status_success || !banded) {
      continue;
    }
    chain.active = true;
    for (uint32_t i = head; i <= last; i++) {
      rt->nodes[i].done_in_block = i != head;
      rt->nodes[i].workspace_size = i == head ? workspace_bytes : 0;
    }
    rt->nodes[head].block_chain = c;
    xnn_log_debug("runtime: nodes #%u..#%u run as a depth-first block: bands of %zu rows, %zu segments, scratch %zu "
                  "bytes", first.node.id, rt->nodes[last].node.id, xnn_depth_first_block_band_rows(chain.block),
                  xnn_depth_first_block_segments(chain.block), workspace_bytes);
  }
}

xnn_status xnn_setup_depth_first(xnn_runtime* rt, const xnn_depth_first_chain& chain) {
  const xnn_runtime_node& head = rt->nodes[chain.head()];
  const xnn_node& last = rt->nodes[chain.last()].node;
  // Unary stages run in the output stage of the node before them (the expand's strips, the depthwise's rows).
  xnn_f32_vunary_ukernel_fn fn = nullptr;
  const xnn_f32_unary_params* params = nullptr;
  if (chain.expand != UINT32_MAX &&
      (!unary_kernel(rt, chain.expand_unary, &fn, &params) ||
       !xnn_fuse_output_unary(rt->nodes[chain.expand].op, fn, params))) {
    xnn_log_error("runtime: node #%u: the expand stage of a depth-first block cannot carry its unary op",
                  rt->nodes[chain.expand].node.id);
    return xnn_status_unsupported_parameter;
  }
  if (!unary_kernel(rt, chain.depthwise_unary, &fn, &params) ||
      !xnn_fuse_depthwise_output_unary(rt->nodes[chain.depthwise].op, fn, params)) {
    xnn_log_error("runtime: node #%u: the depthwise stage of a depth-first block cannot carry its unary op",
                  rt->nodes[chain.depthwise].node.id);
    return xnn_status_unsupported_parameter;
  }
  const float* addend = nullptr;
  if (chain.add != UINT32_MAX) {
    const xnn_node& add = rt->nodes[chain.add].node;
    addend = static_cast<const float*>(rt->data(add.inputs[chain.addend_first ? 0 : 1]));
    if (!xnn_fuse_output_add(rt->nodes[chain.project].op, addend, chain.addend_first, add.output_min,
                             add.output_max)) {
      xnn_log_error("runtime: node #%u: the project stage of a depth-first block cannot carry its add", add.id);
      return xnn_status_unsupported_parameter;
    }
  }
  return xnn_setup_depth_first_block(chain.block, rt->workspace_of(head),
                                     static_cast<const float*>(rt->data(head.node.inputs[0])),
                                     static_cast<float*>(rt->data(last.outputs[0])), addend);
}
