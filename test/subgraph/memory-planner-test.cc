// The arena planner: no two blocks alive at the same node share bytes, and the arena stays near the lower bound.
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "subgraph/memory-planner.h"

namespace {

void expect_valid(const std::vector<xnn_memory_block>& blocks, size_t arena) {
  for (size_t i = 0; i < blocks.size(); i++) {
    EXPECT_EQ(blocks[i].offset % XNN_ARENA_ALIGNMENT, 0u);
    EXPECT_LE(blocks[i].offset + blocks[i].size, arena) << "block " << i << " ends past the arena";
    for (size_t j = i + 1; j < blocks.size(); j++) {
      const auto& a = blocks[i];
      const auto& b = blocks[j];
      const bool alive_together = a.first_use <= b.last_use && b.first_use <= a.last_use;
      const bool share_bytes = a.offset < b.offset + b.size && b.offset < a.offset + a.size;
      EXPECT_FALSE(alive_together && share_bytes) << "blocks " << i << " and " << j << " overlap";
    }
  }
}

TEST(memory_planner, chain_reuses_two_buffers) {
  // A chain of same-size tensors: each lives from its producer to the next node; two buffers suffice.
  std::vector<xnn_memory_block> blocks;
  for (uint32_t i = 0; i < 10; i++) blocks.push_back({1024, i, i + 1});
  const size_t arena = xnn_plan_memory(blocks);
  expect_valid(blocks, arena);
  EXPECT_EQ(arena, 2048u);
  EXPECT_EQ(xnn_memory_lower_bound(blocks), 2048u);
}

TEST(memory_planner, long_lived_block_is_respected) {
  std::vector<xnn_memory_block> blocks = {{4096, 0, 9}, {1000, 1, 2}, {3000, 2, 3}, {64, 3, 8}};
  const size_t arena = xnn_plan_memory(blocks);
  expect_valid(blocks, arena);
  EXPECT_GE(arena, xnn_memory_lower_bound(blocks));
}

TEST(memory_planner, empty_plan_is_empty) {
  std::vector<xnn_memory_block> blocks;
  EXPECT_EQ(xnn_plan_memory(blocks), 0u);
  EXPECT_EQ(xnn_memory_lower_bound(blocks), 0u);
}

TEST(memory_planner, random_graphs_are_valid_and_near_the_bound) {
  std::mt19937 rng(3);
  double worst = 1.0;
  for (int trial = 0; trial < 200; trial++) {
    std::vector<xnn_memory_block> blocks;
    const uint32_t nodes = 5 + rng() % 60;
    for (uint32_t node = 0; node < nodes; node++) {
      // Mostly short lifetimes (chains), some skip connections.
      const uint32_t span = rng() % 8 == 0 ? 1 + rng() % 10 : 1;
      blocks.push_back({size_t(64 + rng() % 100000), node, std::min(nodes, node + span)});
    }
    const size_t arena = xnn_plan_memory(blocks);
    expect_valid(blocks, arena);
    const size_t bound = xnn_memory_lower_bound(blocks);
    ASSERT_GE(arena, bound);
    worst = std::max(worst, double(arena) / double(bound));
  }
  std::printf("worst arena / lower bound over 200 random graphs: %.3f\n", worst);
  EXPECT_LT(worst, 1.5);
}

}  // namespace
