// Runtime lifecycle: create (optimize, create operators, first reshape), reshape, setup, invoke, delete, profiling.
#include "subgraph/runtime.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>
#include <iterator>
#include <new>
#include <string>

#include "allocator.h"
#include "init.h"
#include "operators/operator.h"
#include "alloc-failure.h"
#include "log.h"
#include "subgraph/catalog.h"
#include "subgraph/depth-first.h"
#include "subgraph/fp16-rewrite.h"
#include "subgraph/memory-planner.h"
#include "subgraph/output-fusion.h"
#include "subgraph/validate.h"

void* xnn_runtime::data(uint32_t id) const {
  if (alias_of[id] != XNN_INVALID_VALUE_ID) id = alias_of[id];
  const xnn_value& v = values[id];
  if (v.is_static()) return const_cast<void*>(v.data);
  if (v.is_external_input() || v.is_external_output()) return external_data[id];
  return static_cast<char*>(workspace->memory) + arena_offset[id];
}

xnn_quantization_params* xnn_runtime::row_quantization(uint32_t id) const {
  return reinterpret_cast<xnn_quantization_params*>(static_cast<char*>(data(id)) +
                                                    xnn_row_quantization_offset(values[id]));
}

size_t xnn_row_quantization_offset(const xnn_value& value) {
  const size_t bytes = value.shape.elements() * xnn_datatype_size(value.datatype);
  return (bytes + XNN_ARENA_ALIGNMENT - 1) / XNN_ARENA_ALIGNMENT * XNN_ARENA_ALIGNMENT;
}

size_t xnn_arena_bytes(const xnn_value& value) {
  if (!value.is_dynamically_quantized()) return value.shape.elements() * xnn_datatype_size(value.datatype);
  return xnn_row_quantization_offset(value) +
         (value.quantized_rows() + XNN_EXTRA_QUANTIZATION_PARAMS) * sizeof(xnn_quantization_params);
}

void* xnn_runtime::workspace_of(const xnn_runtime_node& n) const {
  return n.workspace_size != 0 ? static_cast<char*>(workspace->memory) + n.workspace_offset : nullptr;
}

namespace {

// Whether the last plan still holds: the same blocks with the same lifetimes, none larger than planned.
bool fits_last_plan(const xnn_runtime* rt, const std::vector<xnn_memory_block>& blocks,
                    const std::vector<xnn_block_owner>& owners) {
  if (owners.size() != rt->planned_owners.size()) return false;
  for (size_t b = 0; b < blocks.size(); b++) {
    const xnn_memory_block& planned = rt->planned_blocks[b];
    if (!(owners[b] == rt->planned_owners[b]) || blocks[b].first_use != planned.first_use ||
        blocks[b].last_use != planned.last_use || blocks[b].size > planned.size) {
      return false;
    }
  }
  return true;
}

// Binds every node's operator to the runtime's current tensor pointers.
xnn_status setup_nodes(xnn_runtime* rt) {
  for (xnn_runtime_node& n : rt->nodes) {
    if (n.done_in_block) continue;
    const size_t reported = xnn_log_errors_reported();
    const xnn_status status = n.block_chain != UINT32_MAX
                                  ? xnn_setup_depth_first(rt, rt->chains[n.block_chain])
                                  : xnn_catalog_entry(n.node.type).ops.setup(rt, &n);
    if (status != xnn_status_success) {
      if (xnn_log_errors_reported() == reported) {
        xnn_log_error("setup runtime: node #%u (%s) failed", n.node.id, xnn_node_type_name(n.node.type));
      }
      return status;
    }
    if (n.block_chain == UINT32_MAX) xnn_setup_output_fusion(rt, &n);
  }
  return xnn_status_success;
}

// The workspace memory of `rt` moved: the other runtimes sharing it that were set up point into the freed block, so
// their operators are bound again (a runtime that fails stays not set up, and invoke refuses it).
void rebind_other_users(xnn_runtime* rt) {
  for (xnn_runtime* other : rt->workspace->users) {
    if (other == rt || !other->ready) continue;
    other->ready = setup_nodes(other) == xnn_status_success;
  }
}

// Drops one reference; the memory goes with the last one.
void release_reference(xnn_workspace* ws) {
  if (--ws->references != 0) return;
  xnn_release_simd_memory(ws->memory);
  delete ws;
}

// The arena's blocks for the current shapes: each internal value's bytes from the node that writes it to its last
// reader, and each node's workspace (`workspace`, per node). With `blocks_active`, active depth-first blocks count
// as they run (all at the head, their intermediates in its scratch); without, every node runs on its own.
void collect_blocks(const xnn_runtime* rt, bool blocks_active, const std::vector<size_t>& workspace,
                    std::vector<xnn_memory_block>* blocks_out, std::vector<xnn_block_owner>* owners_out) {
  std::vector<xnn_memory_block>& blocks = *blocks_out;
  std::vector<xnn_block_owner>& owners = *owners_out;
  std::vector<uint32_t> first(rt->values.size(), UINT32_MAX), last(rt->values.size(), 0);
  for (uint32_t i = 0; i < rt->nodes.size(); i++) {
    const xnn_node& node = rt->nodes[i].node;
    for (uint32_t k = 0; k < node.num_outputs; k++) {
      if (node.outputs[k] != XNN_INVALID_VALUE_ID && first[node.outputs[k]] == UINT32_MAX) first[node.outputs[k]] = i;
    }
    for (uint32_t k = 0; k < node.num_inputs; k++) {
      if (node.inputs[k] != XNN_INVALID_VALUE_ID) last[node.inputs[k]] = i;
    }
  }
  // An active depth-first block runs entirely at its head: what its members read stays alive until its last node,
  // what they write is written at the head, and the intermediates it keeps in its scratch get no bytes.
  std::vector<bool> in_scratch(rt->values.size(), false);
  for (const xnn_depth_first_chain& chain : rt->chains) {
    if (!blocks_active || !chain.active) continue;
    for (uint32_t i = chain.head(); i <= chain.last(); i++) {
      const xnn_node& node = rt->nodes[i].node;
      for (uint32_t k = 0; k < node.num_inputs; k++) {
        const uint32_t id = node.inputs[k];
        if (id != XNN_INVALID_VALUE_ID) last[id] = std::max(last[id], chain.last());
      }
      const uint32_t out = node.outputs[0];
      if (out != XNN_INVALID_VALUE_ID) first[out] = std::min(first[out], chain.head());
    }
    if (chain.expand != UINT32_MAX) in_scratch[rt->nodes[chain.expand].node.outputs[0]] = true;
    if (chain.expand_unary != UINT32_MAX) in_scratch[rt->nodes[chain.expand_unary].node.outputs[0]] = true;
    if (chain.project != UINT32_MAX) {
      in_scratch[rt->nodes[chain.depthwise].node.outputs[0]] = true;
      if (chain.depthwise_unary != UINT32_MAX) in_scratch[rt->nodes[chain.depthwise_unary].node.outputs[0]] = true;
    }
  }
  // An alias has no block of its own: the bytes it shares stay alive until the alias's last use.
  for (uint32_t id = 0; id < rt->values.size(); id++) {
    const uint32_t root = rt->alias_of[id];
    if (root != XNN_INVALID_VALUE_ID && first[id] != UINT32_MAX) {
      last[root] = std::max({last[root], first[id], last[id]});
    }
  }
  for (uint32_t id = 0; id < rt->values.size(); id++) {
    const xnn_value& v = rt->values[id];
    if (!xnn_is_internal(v) || first[id] == UINT32_MAX || rt->alias_of[id] != XNN_INVALID_VALUE_ID ||
        in_scratch[id]) {
      continue;
    }
    blocks.push_back({xnn_arena_bytes(v), first[id], std::max(first[id], last[id])});
    owners.push_back({false, id});
  }
  for (uint32_t i = 0; i < rt->nodes.size(); i++) {
    if (workspace[i] == 0) continue;
    blocks.push_back({workspace[i], i, i});
    owners.push_back({true, i});
  }
}

// Plans the arena for the current shapes and grows it if needed. Offsets are re-planned only when a block grew (or
// the set of blocks changed): a plan stays valid for blocks that shrank.
xnn_status plan(xnn_runtime* rt) {
  // The nodes' own workspaces, before active depth-first blocks replace them by the head's scratch.
  std::vector<size_t> own_workspace(rt->nodes.size());
  for (size_t i = 0; i < rt->nodes.size(); i++) own_workspace[i] = rt->nodes[i].workspace_size;
  xnn_plan_depth_first(rt);
  rt->alias_of = xnn_find_aliases(rt->values, rt->nodes);
  xnn_plan_output_fusion(rt);
  std::vector<size_t> workspace(rt->nodes.size());
  for (size_t i = 0; i < rt->nodes.size(); i++) workspace[i] = rt->nodes[i].workspace_size;
  std::vector<xnn_memory_block> blocks;
  std::vector<xnn_block_owner> owners;
  collect_blocks(rt, true, workspace, &blocks, &owners);
  rt->arena_lower_bound = xnn_memory_lower_bound(blocks);
  const bool any_block = std::any_of(rt->chains.begin(), rt->chains.end(),
                                     [](const xnn_depth_first_chain& chain) { return chain.active; });
  if (any_block) {
    std::vector<xnn_memory_block> unfused;
    std::vector<xnn_block_owner> unfused_owners;
    collect_blocks(rt, false, own_workspace, &unfused, &unfused_owners);
    rt->arena_lower_bound_layer_by_layer = xnn_memory_lower_bound(unfused);
    rt->arena_size_layer_by_layer = xnn_plan_memory(unfused);
  }
  if (!fits_last_plan(rt, blocks, owners)) {
    rt->arena_size = xnn_plan_memory(blocks);
    rt->planned_blocks = std::move(blocks);
    rt->planned_owners = std::move(owners);
  }
  if (!any_block) {
    rt->arena_size_layer_by_layer = rt->arena_size;
    rt->arena_lower_bound_layer_by_layer = rt->arena_lower_bound;
  }
  for (size_t b = 0; b < rt->planned_blocks.size(); b++) {
    const xnn_block_owner& owner = rt->planned_owners[b];
    if (owner.is_workspace) {
      rt->nodes[owner.index].workspace_offset = rt->planned_blocks[b].offset;
    } else {
      rt->arena_offset[owner.index] = rt->planned_blocks[b].offset;
    }
  }
  const size_t arena = rt->arena_size;
  xnn_workspace* ws = rt->workspace;
  if (arena > ws->size || ws->memory == nullptr) {
    void* memory = xnn_allocate_zero_simd_memory(arena);
    if (memory == nullptr) {
      xnn_log_error("runtime: out of memory for a %zu-byte tensor arena", arena);
      return xnn_status_out_of_memory;
    }
    xnn_release_simd_memory(ws->memory);
    ws->memory = memory;
    ws->size = arena;
    rebind_other_users(rt);
  }
  xnn_log_debug("runtime: arena %zu bytes (lower bound %zu); layer by layer %zu (lower bound %zu)", arena,
                rt->arena_lower_bound, rt->arena_size_layer_by_layer, rt->arena_lower_bound_layer_by_layer);
  return xnn_status_success;
}

// The shapes a node just computed: each output's bytes fit in size_t, and at runtime creation (`defined` holds the
// outputs' shapes as the caller defined them) an external output has the shape the caller sized its buffer for, up to
// dimensions of size 1 (xnn_shape_fits_definition), and takes the computed one. Internal values take the computed
// shape: they live in the arena.
xnn_status check_outputs(const xnn_runtime* rt, const xnn_node& node, const xnn_shape* defined) {
  for (uint32_t k = 0; k < node.num_outputs; k++) {
    const uint32_t id = node.outputs[k];
    if (id == XNN_INVALID_VALUE_ID) continue;
    const xnn_value& value = rt->values[id];
    size_t bytes;
    if (!xnn_shape_bytes(xnn_node_type_name(node.type), id, value.shape, xnn_datatype_size(value.datatype), &bytes)) {
      return xnn_status_invalid_parameter;
    }
    if (defined != nullptr && value.is_external_output() && !xnn_shape_fits_definition(defined[k], value.shape)) {
      xnn_log_error("%s node #%u: output value %u is defined as %s but the node computes %s",
                    xnn_node_type_name(node.type), node.id, id, xnn_shape_text(defined[k]).text,
                    xnn_shape_text(value.shape).text);
      return xnn_status_invalid_parameter;
    }
  }
  return xnn_status_success;
}

// Recomputes every shape in node order and plans the arena. `creating`: the first reshape, where external outputs
// still have the shapes the caller defined.
xnn_status reshape(xnn_runtime* rt, bool creating) {
  for (xnn_runtime_node& n : rt->nodes) {
    xnn_shape defined[std::size(n.node.outputs)];
    for (uint32_t k = 0; k < n.node.num_outputs; k++) {
      if (n.node.outputs[k] != XNN_INVALID_VALUE_ID) defined[k] = rt->values[n.node.outputs[k]].shape;
    }
    const size_t reported = xnn_log_errors_reported();
    const xnn_status status = xnn_catalog_entry(n.node.type).ops.reshape(rt, &n);
    if (status != xnn_status_success) {
      if (xnn_log_errors_reported() == reported) {
        xnn_log_error("runtime: reshaping node #%u (%s) failed", n.node.id, xnn_node_type_name(n.node.type));
      }
      return status;
    }
    if (xnn_status checked = check_outputs(rt, n.node, creating ? defined : nullptr); checked != xnn_status_success) {
      return checked;
    }
  }
  const xnn_status status = plan(rt);
  if (status != xnn_status_success) return status;
  rt->reshape_pending = false;
  rt->ready = false;
  return xnn_status_success;
}

void destroy(xnn_runtime* rt) {
  for (xnn_runtime_node& n : rt->nodes) {
    if (n.op != nullptr) xnn_delete_operator(n.op);
  }
  for (xnn_depth_first_chain& chain : rt->chains) {
    if (chain.block != nullptr) xnn_delete_operator(chain.block);
  }
  if (rt->workspace != nullptr) {
    std::vector<xnn_runtime*>& users = rt->workspace->users;
    users.erase(std::remove(users.begin(), users.end(), rt), users.end());
    release_reference(rt->workspace);
  }
  delete rt;
}

}  // namespace

extern "C" xnn_status xnn_create_workspace(xnn_workspace_t* workspace_out) {
  if (!xnn_is_initialized()) {
    xnn_log_error("create workspace: xnn_initialize has not succeeded");
    return xnn_status_uninitialized;
  }
  if (workspace_out == nullptr) {
    xnn_log_error("create workspace: workspace_out is NULL");
    return xnn_status_invalid_parameter;
  }
  *workspace_out = new (std::nothrow) xnn_workspace();
  if (*workspace_out == nullptr) {
    xnn_log_error("create workspace: out of memory for the workspace descriptor");
    return xnn_status_out_of_memory;
  }
  return xnn_status_success;
}

// Runtimes created on the workspace keep it alive: its memory goes when the last of them is deleted.
extern "C" xnn_status xnn_release_workspace(xnn_workspace_t workspace) {
  if (workspace != nullptr) release_reference(workspace);
  return xnn_status_success;
}

namespace {

struct runtime_destroyer {
  void operator()(xnn_runtime* rt) const { destroy(rt); }
};

// Copies and optimizes the subgraph into `rt`, creates the operators and reshapes once. On failure the caller's
// holder destroys whatever was built; containers may throw std::bad_alloc (the caller turns it into a status).
xnn_status build_runtime(xnn_runtime* rt, const xnn_subgraph* subgraph, xnn_workspace_t workspace,
                         pthreadpool_t threadpool, uint32_t flags) {
  xnn_status status = xnn_status_success;
  rt->values = subgraph->values;
  std::vector<xnn_node> nodes = subgraph->nodes;
  rt->fuse_operators = (flags & XNN_FLAG_NO_OPERATOR_FUSION) == 0;
  xnn_optimize_nodes(rt->values, nodes, rt->fuse_operators);
  if (xnn_fp16_rewrite_requested(flags)) {
    const std::string problem = xnn_rewrite_for_fp16(rt->values, nodes, rt->fp16_constants);
    if (!problem.empty() && (flags & XNN_FLAG_FORCE_FP16_INFERENCE) != 0) {
      xnn_log_error("create runtime: XNN_FLAG_FORCE_FP16_INFERENCE: %s", problem.c_str());
      return xnn_status_unsupported_parameter;
    }
    if (!problem.empty()) {
      xnn_log_info("create runtime: XNN_FLAG_HINT_FP16_INFERENCE: %s; running in fp32", problem.c_str());
    }
  }
  rt->nodes.resize(nodes.size());
  for (size_t i = 0; i < nodes.size(); i++) rt->nodes[i].node = nodes[i];
  rt->external_data.assign(rt->values.size(), nullptr);
  rt->arena_offset.assign(rt->values.size(), 0);
  rt->alias_of = xnn_find_aliases(rt->values, rt->nodes);
  rt->threadpool = threadpool;
  rt->profiling = (flags & XNN_FLAG_BASIC_PROFILING) != 0;
  rt->yield_workers = (flags & XNN_FLAG_DONT_SPIN_WORKERS) != 0;
  rt->node_flags = flags & (XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER | XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC);
  if (workspace != nullptr) {
    workspace->references++;
    rt->workspace = workspace;
  } else {
    rt->workspace = new (std::nothrow) xnn_workspace();
    if (rt->workspace == nullptr) {
      xnn_log_error("create runtime: out of memory for the runtime's workspace");
      return xnn_status_out_of_memory;
    }
  }
  rt->workspace->users.push_back(rt);
  // Every value a node reads must exist by then: an external input, a constant, or an earlier node's output (a
  // value nobody writes would be read uninitialized, from arena space planned for no one).
  std::vector<bool> written(rt->values.size(), false);
  for (size_t id = 0; id < rt->values.size(); id++) {
    written[id] = rt->values[id].is_external_input() || rt->values[id].is_static();
  }
  for (const xnn_runtime_node& n : rt->nodes) {
    for (uint32_t i = 0; i < n.node.num_inputs; i++) {
      const uint32_t id = n.node.inputs[i];
      if (id != XNN_INVALID_VALUE_ID && !written[id]) {
        xnn_log_error("create runtime: node #%u (%s) reads value %u, which is neither an external input, a constant "
                      "nor an earlier node's output", n.node.id, xnn_node_type_name(n.node.type), id);
        return xnn_status_invalid_parameter;
      }
    }
    for (uint32_t i = 0; i < n.node.num_outputs; i++) {
      if (n.node.outputs[i] != XNN_INVALID_VALUE_ID) written[n.node.outputs[i]] = true;  // even split may skip one
    }
  }
  for (xnn_runtime_node& n : rt->nodes) {
    const size_t reported = xnn_log_errors_reported();
    status = xnn_catalog_entry(n.node.type).ops.create(rt, &n);
    if (status != xnn_status_success) {
      if (xnn_log_errors_reported() == reported) {
        xnn_log_error("create runtime: creating the operator of node #%u (%s) failed", n.node.id,
                      xnn_node_type_name(n.node.type));
      }
      return status;
    }
  }
  status = xnn_find_depth_first_chains(rt);
  if (status != xnn_status_success) return status;
  return reshape(rt, true);
}

}  // namespace

extern "C" xnn_status xnn_create_runtime_v4(xnn_subgraph_t subgraph, xnn_weights_cache_t weights_cache,
                                            xnn_workspace_t workspace, pthreadpool_t threadpool, uint32_t flags,
                                            xnn_runtime_t* runtime_out) {
  if (!xnn_is_initialized()) {
    xnn_log_error("create runtime: xnn_initialize has not succeeded");
    return xnn_status_uninitialized;
  }
  if (subgraph == nullptr || runtime_out == nullptr) {
    xnn_log_error("create runtime: %s is NULL", subgraph == nullptr ? "subgraph" : "runtime_out");
    return xnn_status_invalid_parameter;
  }
  constexpr uint32_t kAccepted = XNN_FLAG_HINT_SPARSE_INFERENCE | XNN_FLAG_HINT_FP16_INFERENCE |
                                 XNN_FLAG_FORCE_FP16_INFERENCE | XNN_FLAG_BASIC_PROFILING |
                                 XNN_FLAG_DONT_SPIN_WORKERS | XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER |
                                 XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC | XNN_FLAG_NO_OPERATOR_FUSION;
  if ((flags & ~kAccepted) != 0) {
    xnn_log_error("create runtime: flags 0x%x include unsupported bits 0x%x", flags, flags & ~kAccepted);
    return xnn_status_unsupported_parameter;
  }
  std::unique_ptr<xnn_runtime, runtime_destroyer> holder(new (std::nothrow) xnn_runtime());
  if (holder == nullptr) {
    xnn_log_error("create runtime: out of memory for the runtime");
    return xnn_status_out_of_memory;
  }
  return xnn_out_of_memory_guard("create runtime", [&] {
    holder->weights_cache = weights_cache;
    const xnn_status status = build_runtime(holder.get(), subgraph, workspace, threadpool, flags);
    if (status == xnn_status_success) *runtime_out = holder.release();
    return status;
  });
}

extern "C" xnn_status xnn_create_runtime_v3(xnn_subgraph_t subgraph, xnn_weights_cache_t weights_cache,
                                            pthreadpool_t threadpool, uint32_t flags, xnn_runtime_t* runtime_out) {
  return xnn_create_runtime_v4(subgraph, weights_cache, nullptr, threadpool, flags, runtime_out);
}

extern "C" xnn_status xnn_create_runtime_v2(xnn_subgraph_t subgraph, pthreadpool_t threadpool, uint32_t flags,
                                            xnn_runtime_t* runtime_out) {
  return xnn_create_runtime_v4(subgraph, nullptr, nullptr, threadpool, flags, runtime_out);
}

extern "C" xnn_status xnn_create_runtime(xnn_subgraph_t subgraph, xnn_runtime_t* runtime_out) {
  return xnn_create_runtime_v4(subgraph, nullptr, nullptr, nullptr, 0, runtime_out);
}

extern "C" xnn_status xnn_reshape_external_value(xnn_runtime_t runtime, uint32_t external_id, size_t num_dims,
                                                 const size_t* dims) {
  const char* what = "reshape external value";
  if (runtime == nullptr) {
    xnn_log_error("%s: runtime is NULL", what);
    return xnn_status_invalid_parameter;
  }
  if (xnn_status status = xnn_check_dims(what, num_dims, dims); status != xnn_status_success) return status;
  if (external_id >= runtime->values.size() || !runtime->values[external_id].is_external_input()) {
    xnn_log_error("%s: external_id %u is not an external input of the runtime", what, external_id);
    return xnn_status_invalid_parameter;
  }
  xnn_shape& shape = runtime->values[external_id].shape;
  xnn_shape next;
  next.num_dims = num_dims;
  for (size_t i = 0; i < num_dims; i++) next.dim[i] = dims[i];
  size_t bytes;
  if (!xnn_shape_bytes(what, external_id, next, xnn_datatype_size(runtime->values[external_id].datatype), &bytes)) {
    return xnn_status_invalid_parameter;
  }
  if (!(next == shape)) {
    shape = next;
    runtime->reshape_pending = true;
    runtime->ready = false;
  }
  return xnn_status_success;
}

extern "C" xnn_status xnn_reshape_runtime(xnn_runtime_t runtime) {
  if (runtime == nullptr) {
    xnn_log_error("reshape runtime: runtime is NULL");
    return xnn_status_invalid_parameter;
  }
  if (!runtime->reshape_pending) return xnn_status_success;
  return xnn_out_of_memory_guard("reshape runtime", [&] { return reshape(runtime, false); });
}

extern "C" xnn_status xnn_get_external_value_shape(xnn_runtime_t runtime, uint32_t external_id, size_t* num_dims,
                                                   size_t* dims) {
  const char* what = "get external value shape";
  if (runtime == nullptr || num_dims == nullptr || dims == nullptr) {
    xnn_log_error("%s: %s is NULL", what, runtime == nullptr ? "runtime" : num_dims == nullptr ? "num_dims" : "dims");
    return xnn_status_invalid_parameter;
  }
  if (external_id >= runtime->values.size() ||
      !(runtime->values[external_id].is_external_input() || runtime->values[external_id].is_external_output())) {
    xnn_log_error("%s: external_id %u is not an external value of the runtime", what, external_id);
    return xnn_status_invalid_parameter;
  }
  const xnn_shape& shape = runtime->values[external_id].shape;
  *num_dims = shape.num_dims;
  for (size_t i = 0; i < shape.num_dims; i++) dims[i] = shape.dim[i];
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_runtime_v2(xnn_runtime_t runtime, size_t num_external_values,
                                           const xnn_external_value* external_values) {
  if (runtime == nullptr) {
    xnn_log_error("setup runtime: runtime is NULL");
    return xnn_status_invalid_parameter;
  }
  if (num_external_values != 0 && external_values == nullptr) {
    xnn_log_error("setup runtime: external_values is NULL with num_external_values %zu", num_external_values);
    return xnn_status_invalid_parameter;
  }
  if (runtime->reshape_pending) {
    xnn_log_error("setup runtime: an external input was reshaped; call xnn_reshape_runtime first");
    return xnn_status_invalid_state;
  }
  for (size_t i = 0; i < num_external_values; i++) {
    const uint32_t id = external_values[i].id;
    if (id >= runtime->values.size() ||
        !(runtime->values[id].is_external_input() || runtime->values[id].is_external_output())) {
      xnn_log_error("setup runtime: external_values[%zu].id %u is not an external value", i, id);
      return xnn_status_invalid_parameter;
    }
    if (external_values[i].data == nullptr && runtime->values[id].shape.elements() != 0) {
      xnn_log_error("setup runtime: external_values[%zu].data is NULL for value id %u", i, id);
      return xnn_status_invalid_parameter;
    }
    runtime->external_data[id] = external_values[i].data;
  }
  for (uint32_t id = 0; id < runtime->values.size(); id++) {
    const xnn_value& v = runtime->values[id];
    if ((v.is_external_input() || v.is_external_output()) && runtime->external_data[id] == nullptr &&
        v.shape.elements() != 0) {
      xnn_log_error("setup runtime: external value id %u has no data", id);
      return xnn_status_invalid_parameter;
    }
  }
  const xnn_status status = setup_nodes(runtime);
  if (status != xnn_status_success) return status;
  runtime->ready = true;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_runtime(xnn_runtime_t runtime, size_t num_external_values,
                                        const xnn_external_value* external_values) {
  if (runtime != nullptr && runtime->reshape_pending) {
    const xnn_status status = xnn_reshape_runtime(runtime);
    if (status != xnn_status_success) return status;
  }
  return xnn_setup_runtime_v2(runtime, num_external_values, external_values);
}

extern "C" xnn_status xnn_invoke_runtime(xnn_runtime_t runtime) {
  if (runtime == nullptr) {
    xnn_log_error("invoke runtime: runtime is NULL");
    return xnn_status_invalid_parameter;
  }
  if (!runtime->ready) {
    xnn_log_error("invoke runtime: the runtime is not set up (call xnn_setup_runtime after any reshape)");
    return xnn_status_invalid_state;
  }
  for (xnn_runtime_node& n : runtime->nodes) {
    if (n.done_by_producer || n.done_in_block) {
      n.last_run_us = 0;
      continue;
    }
    const auto start = std::chrono::steady_clock::now();
    // An active depth-first block runs at its head, for all its nodes (the last node may be its last).
    const bool block = n.block_chain != UINT32_MAX;
    const xnn_depth_first_chain* chain = block ? &runtime->chains[n.block_chain] : nullptr;
    const bool last = block ? chain->last() + 1 == runtime->nodes.size() : &n == &runtime->nodes.back();
    const xnn_status status = xnn_run_operator_with_flags(
        block ? chain->block : n.op, runtime->threadpool,
        last && runtime->yield_workers ? PTHREADPOOL_FLAG_YIELD_WORKERS : 0);
    if (status != xnn_status_success) return status;
    if (runtime->profiling) {
      n.last_run_us = uint64_t(
          std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count());
    }
  }
  return xnn_status_success;
}

extern "C" xnn_status xnn_delete_runtime(xnn_runtime_t runtime) {
  if (runtime != nullptr) destroy(runtime);
  return xnn_status_success;
}

extern "C" xnn_status xnn_get_runtime_profiling_info(xnn_runtime_t runtime, xnn_profile_info param_name,
                                                     size_t param_value_size, void* param_value,
                                                     size_t* param_value_size_ret) {
  if (runtime == nullptr || param_value_size_ret == nullptr) {
    xnn_log_error("profiling info: %s is NULL", runtime == nullptr ? "runtime" : "param_value_size_ret");
    return xnn_status_invalid_parameter;
  }
  if (!runtime->profiling) {
    xnn_log_error("profiling info: the runtime was created without XNN_FLAG_BASIC_PROFILING");
    return xnn_status_invalid_state;
  }
  const size_t count = runtime->nodes.size();
  size_t needed = 0;
  switch (param_name) {
    case xnn_profile_info_num_operators:
      needed = sizeof(size_t);
      break;
    case xnn_profile_info_operator_name:
      for (const auto& n : runtime->nodes) needed += std::strlen(xnn_node_type_name(n.node.type)) + 1;
      break;
    case xnn_profile_info_operator_timing:
      needed = count * sizeof(uint64_t);
      break;
    default:
      xnn_log_error("profiling info: param_name %d is not an xnn_profile_info", int(param_name));
      return xnn_status_invalid_parameter;
  }
  if (param_value_size < needed || param_value == nullptr) {
    *param_value_size_ret = needed;
    return xnn_status_out_of_memory;
  }
  char* out = static_cast<char*>(param_value);
  switch (param_name) {
    case xnn_profile_info_num_operators:
      std::memcpy(out, &count, sizeof(count));
      break;
    case xnn_profile_info_operator_name:
      for (const auto& n : runtime->nodes) {
        const char* name = xnn_node_type_name(n.node.type);
        std::memcpy(out, name, std::strlen(name) + 1);
        out += std::strlen(name) + 1;
      }
      break;
    case xnn_profile_info_operator_timing:
      for (const auto& n : runtime->nodes) {
        std::memcpy(out, &n.last_run_us, sizeof(uint64_t));
        out += sizeof(uint64_t);
      }
      break;
  }
  *param_value_size_ret = needed;
  return xnn_status_success;
}
