// The sequential pthreadpool of WASI builds (src/threading/wasi): every grid item or tile is visited exactly once,
// with the tile sizes the threaded library passes (clipped at the end of each range).
#include <pthreadpool.h>

#include <vector>

#include <gtest/gtest.h>

namespace {

struct Grid {
  size_t range_j, range_k;
  std::vector<int> visits;
  bool sizes_ok = true;
};

TEST(wasi_pthreadpool, pool_has_one_thread) {
  pthreadpool_t pool = pthreadpool_create(4);
  ASSERT_NE(pool, nullptr);
  EXPECT_EQ(pthreadpool_get_threads_count(pool), 1u);
  pthreadpool_destroy(pool);
}

TEST(wasi_pthreadpool, parallelize_1d_tile_1d_covers_the_range) {
  Grid grid{0, 0, std::vector<int>(10)};
  pthreadpool_parallelize_1d_tile_1d(
      nullptr,
      [](void* context, size_t i, size_t n) {
        Grid& g = *static_cast<Grid*>(context);
        g.sizes_ok &= i % 4 == 0 && n == (i + 4 <= 10 ? 4 : 10 - i);
        for (size_t x = i; x < i + n; x++) g.visits[x]++;
      },
      &grid, 10, 4, 0);
  EXPECT_TRUE(grid.sizes_ok);
  for (int v : grid.visits) EXPECT_EQ(v, 1);
}

TEST(wasi_pthreadpool, parallelize_2d_tile_2d_covers_the_grid) {
  Grid grid{7, 0, std::vector<int>(5 * 7)};
  pthreadpool_parallelize_2d_tile_2d(
      nullptr,
      [](void* context, size_t i, size_t j, size_t ni, size_t nj) {
        Grid& g = *static_cast<Grid*>(context);
        g.sizes_ok &= i % 2 == 0 && j % 3 == 0 && ni == (i + 2 <= 5 ? 2 : 5 - i) && nj == (j + 3 <= 7 ? 3 : 7 - j);
        for (size_t x = i; x < i + ni; x++) {
          for (size_t y = j; y < j + nj; y++) g.visits[x * g.range_j + y]++;
        }
      },
      &grid, 5, 7, 2, 3, 0);
  EXPECT_TRUE(grid.sizes_ok);
  for (int v : grid.visits) EXPECT_EQ(v, 1);
}

TEST(wasi_pthreadpool, parallelize_3d_tile_2d_covers_the_grid) {
  Grid grid{5, 6, std::vector<int>(3 * 5 * 6)};
  pthreadpool_parallelize_3d_tile_2d(
      nullptr,
      [](void* context, size_t i, size_t j, size_t k, size_t nj, size_t nk) {
        Grid& g = *static_cast<Grid*>(context);
        g.sizes_ok &= j % 2 == 0 && k % 4 == 0 && nj == (j + 2 <= 5 ? 2 : 5 - j) && nk == (k + 4 <= 6 ? 4 : 6 - k);
        for (size_t y = j; y < j + nj; y++) {
          for (size_t z = k; z < k + nk; z++) g.visits[(i * g.range_j + y) * g.range_k + z]++;
        }
      },
      &grid, 3, 5, 6, 2, 4, 0);
  EXPECT_TRUE(grid.sizes_ok);
  for (int v : grid.visits) EXPECT_EQ(v, 1);
}

TEST(wasi_pthreadpool, parallelize_2d_visits_every_item_in_order) {
  std::vector<size_t> order;
  pthreadpool_parallelize_2d(
      nullptr,
      [](void* context, size_t i, size_t j) { static_cast<std::vector<size_t>*>(context)->push_back(i * 3 + j); },
      &order, 2, 3, 0);
  EXPECT_EQ(order, (std::vector<size_t>{0, 1, 2, 3, 4, 5}));
}

}  // namespace
