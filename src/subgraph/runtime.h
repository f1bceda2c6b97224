// A subgraph compiled for execution: one operator per node, shapes propagated by reshape, internal tensors in one
// arena planned by memory-planner.h, external tensors bound by setup.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <xnnpack.h>

#include "subgraph/memory-planner.h"
#include "subgraph/subgraph.h"

struct xnn_runtime;

// One node as the runtime runs it.
struct xnn_runtime_node {
  xnn_node node;                          // after optimization (fused clamps, rewired outputs)
  xnn_operator_t op = nullptr;            // owned
  size_t workspace_size = 0;              // bytes of scratch the operator asked for at reshape
  size_t workspace_offset = 0;            // where it lives in the arena
  std::vector<float> transformed_weights; // weights rearranged for the operator (kept alive for it)
  uint64_t last_run_us = 0;               // profiling
  // Output-stage fusion for the current shapes (output-fusion.h): the index in xnn_runtime::nodes of the add this
  // node's output stage computes (UINT32_MAX: none) and which operand of that add the addend is; for an add or a
  // unary node, whether its producer computes it (then it does not run).
  uint32_t fused_add = UINT32_MAX;
  bool fused_add_addend_first = false;
  // The index of the unary elementwise node this node's output stage applies after the add (UINT32_MAX: none).
  uint32_t fused_unary = UINT32_MAX;
  bool done_by_producer = false;
  // The index of the global average pooling node whose partial sums this node's output stage computes (UINT32_MAX:
  // none); for that pooling node, the sums it averages instead of reading its input (empty: not fused).
  uint32_t fused_pool = UINT32_MAX;
  std::vector<float> pool_sums;
  // Depth-first blocks for the current shapes (depth-first.h): the index in xnn_runtime::chains of the active block
  // this node heads (UINT32_MAX: none; the node then runs the block instead of its operator), and whether the node
  // is a member the block computes (then it is neither set up nor run).
  uint32_t block_chain = UINT32_MAX;
  bool done_in_block = false;
};

// A chain of nodes a depth-first block may compute (docs/fused-execution.md): indices in xnn_runtime::nodes,
// consecutive; expand, its unary node, the depthwise's unary node, project and add UINT32_MAX when absent.
struct xnn_depth_first_chain {
  uint32_t expand = UINT32_MAX, expand_unary = UINT32_MAX, depthwise = UINT32_MAX, depthwise_unary = UINT32_MAX,
           project = UINT32_MAX, add = UINT32_MAX;
  bool addend_first = false;       // the add's addend is its first operand
  xnn_operator_t block = nullptr;  // owned
  bool active = false;             // banded for the current shapes and threads
  uint32_t head() const { return expand != UINT32_MAX ? expand : depthwise; }
  uint32_t last() const {
    return add != UINT32_MAX               ? add
           : project != UINT32_MAX         ? project
           : depthwise_unary != UINT32_MAX ? depthwise_unary
                                           : depthwise;
  }
};

// How a node type becomes an operator. reshape() reads its inputs' shapes from the runtime's values and writes its
// outputs' shapes; setup() binds pointers (rt->data(id)).
struct xnn_node_ops {
  xnn_status (*create)(xnn_runtime* rt, xnn_runtime_node* n);
  xnn_status (*reshape)(xnn_runtime* rt, xnn_runtime_node* n);
  xnn_status (*setup)(xnn_runtime* rt, xnn_runtime_node* n);
};

// What one block of the arena plan holds: a value's elements or a node's workspace.
struct xnn_block_owner {
  bool is_workspace;
  uint32_t index;  // node index for a workspace, value id otherwise
  bool operator==(const xnn_block_owner& o) const { return is_workspace == o.is_workspace && index == o.index; }
};

// The arena memory, shared by the runtimes created on it. Reference-counted: the caller's xnn_create_workspace and
// every runtime on it hold one reference each, so the caller may release it while runtimes still use it.
struct xnn_workspace {
  void* memory = nullptr;  // SIMD-aligned, with XNN_EXTRA_BYTES of padding
  size_t size = 0;
  size_t references = 1;
  std::vector<xnn_runtime*> users;  // runtimes whose operators point into `memory`
};

struct xnn_runtime {
  std::vector<xnn_value> values;        // shapes follow reshapes
  std::vector<xnn_runtime_node> nodes;  // in execution order
  std::vector<xnn_depth_first_chain> chains;  // found at creation (none with XNN_FLAG_NO_OPERATOR_FUSION)
  std::vector<void*> external_data;     // per value id: the caller's pointer (external values only)
  std::vector<size_t> arena_offset;     // per value id: offset of internal values in the arena
  std::vector<uint32_t> alias_of;       // per value id: the value whose bytes it shares, or XNN_INVALID_VALUE_ID
  xnn_workspace* workspace = nullptr;   // the arena (one reference held), maybe shared through xnn_create_runtime_v4
  size_t arena_size = 0;                // bytes the last plan needs
  std::vector<xnn_memory_block> planned_blocks;  // the last plan, kept while no block grows
  std::vector<xnn_block_owner> planned_owners;
  size_t arena_lower_bound = 0;         // the most bytes alive at any node for the current shapes (for reports)
  // The same two for the plan with every depth-first block run layer by layer (equal to the above when none is active).
  size_t arena_size_layer_by_layer = 0;
  size_t arena_lower_bound_layer_by_layer = 0;
  pthreadpool_t threadpool = nullptr;
  xnn_weights_cache_t weights_cache = nullptr;  // every node's operator packs its weights through it (may be NULL)
  std::vector<std::vector<uint16_t>> fp16_constants;  // fp32 constants converted once by the fp16 rewrite
  bool profiling = false;
  bool fuse_operators = true;           // false with XNN_FLAG_NO_OPERATOR_FUSION: clamps and adds run as their own nodes
  bool yield_workers = false;           // XNN_FLAG_DONT_SPIN_WORKERS: the last job of each invoke yields the workers
  uint32_t node_flags = 0;              // flags every operator is created with (transient and consistent hints)
  bool reshape_pending = true;
  bool ready = false;                   // setup succeeded since the last reshape

  // Where a value's elements are: constant data, the caller's external tensor, or the arena.
  void* data(uint32_t id) const;
  // A dynamically quantized (qdint8) value's zero point and scale per row, beside its elements in the arena
  // (xnn_arena_bytes).
  xnn_quantization_params* row_quantization(uint32_t id) const;
  void* workspace_of(const xnn_runtime_node& n) const;
};

// The arena bytes of an internal value: its elements and, for a qdint8 value, after them (at the next
// XNN_ARENA_ALIGNMENT boundary) one xnn_quantization_params per row plus the XNN_EXTRA_QUANTIZATION_PARAMS the
// convert writes past the last row (XNNPACK sizes them the same way).
size_t xnn_arena_bytes(const xnn_value& value);
// Where a qdint8 value's row parameters start, in bytes from its elements.
size_t xnn_row_quantization_offset(const xnn_value& value);

// Graph rewrites before operators are created: f32 converts become copies, fp32 -> qdint8 converts read only by
// fully connected nodes with qdu8 kernels (VNNI) write qduint8 and, when `fuse`, clamps fold into their producer.
void xnn_optimize_nodes(std::vector<xnn_value>& values, std::vector<xnn_node>& nodes, bool fuse);

// A value the runtime keeps in its arena: neither constant nor one of the caller's external tensors.
bool xnn_is_internal(const xnn_value& v);

// Values that share another value's arena bytes: outputs of copy and static reshape nodes (moving nothing), and
// outputs of unary and binary nodes written in place over an input of the same size that nothing else reads (for the
// current shapes: recomputed at every plan). Both values internal (an external tensor must be written where the
// caller's pointer says). Per value id, the value whose bytes it shares (through chains of aliases, the first one),
// or XNN_INVALID_VALUE_ID.
std::vector<uint32_t> xnn_find_aliases(const std::vector<xnn_value>& values,
                                       const std::vector<xnn_runtime_node>& nodes);
