// Places the runtime's internal tensors in one arena: tensors whose lifetimes overlap never share bytes.
//
// Greedy by size: the largest tensor is placed first; each next one goes into the smallest gap, among the tensors
// already placed whose lifetimes overlap it, that fits it (or above all of them). This is the classic
// "greedy by size, best fit" offset assignment; on inference graphs it lands close to the lower bound (the largest
// total of bytes alive at any one node).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

struct xnn_memory_block {
  size_t size;          // bytes (rounded up to the alignment by the planner)
  uint32_t first_use;   // index of the node that writes it
  uint32_t last_use;    // index of the last node that reads it (>= first_use)
  size_t offset = 0;    // output: where it lives in the arena
};

// Alignment of every block's offset and size.
constexpr size_t XNN_ARENA_ALIGNMENT = 64;

// Assigns every block's offset; returns the arena size (without XNN_EXTRA_BYTES padding).
size_t xnn_plan_memory(std::vector<xnn_memory_block>& blocks);

// The most bytes alive at any one node: no plan can use less.
size_t xnn_memory_lower_bound(const std::vector<xnn_memory_block>& blocks);
