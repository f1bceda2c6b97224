#include "subgraph/memory-planner.h"

#include <algorithm>
#include <numeric>

namespace {

size_t aligned(size_t size) { return (size + XNN_ARENA_ALIGNMENT - 1) / XNN_ARENA_ALIGNMENT * XNN_ARENA_ALIGNMENT; }

bool overlap(const xnn_memory_block& a, const xnn_memory_block& b) {
  return a.first_use <= b.last_use && b.first_use <= a.last_use;
}

// Places blocks in the given order, each in the best-fitting gap; returns the arena size.
size_t place_in_order(std::vector<xnn_memory_block>& blocks, const std::vector<size_t>& order) {
  std::vector<size_t> placed;  // indices, kept sorted by offset
  size_t arena = 0;
  for (size_t index : order) {
    xnn_memory_block& block = blocks[index];
    const size_t size = aligned(block.size);
    size_t best_offset = SIZE_MAX, best_gap = SIZE_MAX;
    size_t cursor = 0;  // end of the highest overlapping block seen so far, walking up by offset
    for (size_t other_index : placed) {
      const xnn_memory_block& other = blocks[other_index];
      if (!overlap(block, other)) continue;
      if (other.offset > cursor) {
        const size_t gap = other.offset - cursor;
        if (gap >= size && gap < best_gap) best_gap = gap, best_offset = cursor;
      }
      cursor = std::max(cursor, other.offset + aligned(other.size));
    }
    block.offset = best_offset != SIZE_MAX ? best_offset : cursor;
    arena = std::max(arena, block.offset + size);
    placed.insert(std::upper_bound(placed.begin(), placed.end(), index,
                                   [&](size_t a, size_t b) { return blocks[a].offset < blocks[b].offset; }),
                  index);
  }
  return arena;
}

}  // namespace

size_t xnn_plan_memory(std::vector<xnn_memory_block>& blocks) {
  // Three orders, each deterministic (stable sorts over the block index); the smallest arena wins. Largest first is
  // the classic rule; largest-times-lifetime and longest-lived first do better when a few tensors live long.
  auto by = [&](auto key) {
    std::vector<size_t> order(blocks.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return key(blocks[a]) > key(blocks[b]); });
    return order;
  };
  const std::vector<size_t> orders[] = {
      by([](const xnn_memory_block& b) { return double(aligned(b.size)); }),
      by([](const xnn_memory_block& b) { return double(aligned(b.size)) * (b.last_use - b.first_use + 1); }),
      by([](const xnn_memory_block& b) { return double(b.last_use - b.first_use) * 1e12 + double(b.size); }),
  };
  size_t best_arena = SIZE_MAX;
  std::vector<xnn_memory_block> best;
  for (const auto& order : orders) {
    std::vector<xnn_memory_block> trial = blocks;
    const size_t arena = place_in_order(trial, order);
    if (arena < best_arena) best_arena = arena, best = std::move(trial);
  }
  if (!blocks.empty()) blocks = std::move(best);
  return blocks.empty() ? 0 : best_arena;
}

size_t xnn_memory_lower_bound(const std::vector<xnn_memory_block>& blocks) {
  uint32_t last = 0;
  for (const auto& b : blocks) last = std::max(last, b.last_use);
  size_t best = 0;
  for (uint32_t node = 0; node <= last && !blocks.empty(); node++) {
    size_t live = 0;
    for (const auto& b : blocks) {
      if (b.first_use <= node && node <= b.last_use) live += aligned(b.size);
    }
    best = std::max(best, live);
  }
  return best;
}
