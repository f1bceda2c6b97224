// XNN_FLAG_FORCE_FP16_INFERENCE and XNN_FLAG_HINT_FP16_INFERENCE: the runtime runs an fp32 graph in fp16 by
// rewriting its own copy of the values and nodes before creating the operators. The caller's subgraph is untouched.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "subgraph/subgraph.h"

// Whether runtime creation with `flags` rewrites for fp16: FORCE always; HINT only where the CPU computes in fp16
// natively (Arm's fp16 arithmetic), as XNNPACK HEAD does: on x86 (even with AVX512-FP16) HINT keeps fp32.
bool xnn_fp16_rewrite_requested(uint32_t flags);

// Rewrites `values` and `nodes` to compute in fp16, or leaves them as they are and returns a sentence naming the
// node that cannot (empty on success). A node can be rewritten when the node catalog has its datatype row with its
// fp32 tensors replaced by fp16: every internal fp32 value becomes fp16; an external fp32 value keeps its id and
// datatype and gets an fp16 twin, filled by a convert node at the start (inputs) or converted back right after its
// producer (outputs); an fp32 constant stays fp32 where the node's row takes fp32 constants (the operator packs it
// to fp16 once), or gets an fp16 copy converted once into `constants`, which the caller keeps as long as the nodes.
// Global average pooling 2D runs in fp16 as XNNPACK defines it: a mean over H and W (then a clamp).
std::string xnn_rewrite_for_fp16(std::vector<xnn_value>& values, std::vector<xnn_node>& nodes,
                                 std::vector<std::vector<uint16_t>>& constants);
