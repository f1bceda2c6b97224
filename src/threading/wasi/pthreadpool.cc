// The sequential pthreadpool of WASI builds (see pthreadpool.h beside this file). Each function runs the grid's
// tiles on the caller in row-major order, with the same tile arguments the threaded library would pass: a tile
// starts at a multiple of its size and is clipped at the end of its range. The flags only matter with threads.
#include "pthreadpool.h"

struct pthreadpool {};

namespace {

// A pool has no state, but create still returns a distinct pointer so callers can tell it from failure (NULL).
pthreadpool g_pool;

// Runs body(start, size) for each tile of [0, range), tiles of `tile` items (the last one clipped).
template <class Body>
void for_each_tile(size_t range, size_t tile, Body body) {
  for (size_t start = 0; start < range; start += tile) body(start, range - start < tile ? range - start : tile);
}

}  // namespace

extern "C" {

pthreadpool_t pthreadpool_create(size_t) { return &g_pool; }

size_t pthreadpool_get_threads_count(pthreadpool_t) { return 1; }

void pthreadpool_destroy(pthreadpool_t) {}

void pthreadpool_parallelize_1d(pthreadpool_t, pthreadpool_task_1d_t function, void* context, size_t range,
                                uint32_t) {
  for (size_t i = 0; i < range; i++) function(context, i);
}

void pthreadpool_parallelize_1d_tile_1d(pthreadpool_t, pthreadpool_task_1d_tile_1d_t function, void* context,
                                        size_t range, size_t tile, uint32_t) {
  for_each_tile(range, tile, [&](size_t i, size_t n) { function(context, i, n); });
}

void pthreadpool_parallelize_2d(pthreadpool_t, pthreadpool_task_2d_t function, void* context, size_t range_i,
                                size_t range_j, uint32_t) {
  for (size_t i = 0; i < range_i; i++) {
    for (size_t j = 0; j < range_j; j++) function(context, i, j);
  }
}

void pthreadpool_parallelize_2d_tile_1d(pthreadpool_t, pthreadpool_task_2d_tile_1d_t function, void* context,
                                        size_t range_i, size_t range_j, size_t tile_j, uint32_t) {
  for (size_t i = 0; i < range_i; i++) {
    for_each_tile(range_j, tile_j, [&](size_t j, size_t nj) { function(context, i, j, nj); });
  }
}

void pthreadpool_parallelize_2d_tile_2d(pthreadpool_t, pthreadpool_task_2d_tile_2d_t function, void* context,
                                        size_t range_i, size_t range_j, size_t tile_i, size_t tile_j, uint32_t) {
  for_each_tile(range_i, tile_i, [&](size_t i, size_t ni) {
    for_each_tile(range_j, tile_j, [&](size_t j, size_t nj) { function(context, i, j, ni, nj); });
  });
}

void pthreadpool_parallelize_2d_tile_2d_with_uarch(pthreadpool_t, pthreadpool_task_2d_tile_2d_with_id_t function,
                                                   void* context, uint32_t default_uarch_index, uint32_t,
                                                   size_t range_i, size_t range_j, size_t tile_i, size_t tile_j,
                                                   uint32_t) {
  for_each_tile(range_i, tile_i, [&](size_t i, size_t ni) {
    for_each_tile(range_j, tile_j,
                  [&](size_t j, size_t nj) { function(context, default_uarch_index, i, j, ni, nj); });
  });
}

void pthreadpool_parallelize_3d(pthreadpool_t, pthreadpool_task_3d_t function, void* context, size_t range_i,
                                size_t range_j, size_t range_k, uint32_t) {
  for (size_t i = 0; i < range_i; i++) {
    for (size_t j = 0; j < range_j; j++) {
      for (size_t k = 0; k < range_k; k++) function(context, i, j, k);
    }
  }
}

void pthreadpool_parallelize_3d_tile_1d(pthreadpool_t, pthreadpool_task_3d_tile_1d_t function, void* context,
                                        size_t range_i, size_t range_j, size_t range_k, size_t tile_k, uint32_t) {
  for (size_t i = 0; i < range_i; i++) {
    for (size_t j = 0; j < range_j; j++) {
      for_each_tile(range_k, tile_k, [&](size_t k, size_t nk) { function(context, i, j, k, nk); });
    }
  }
}

void pthreadpool_parallelize_3d_tile_2d(pthreadpool_t, pthreadpool_task_3d_tile_2d_t function, void* context,
                                        size_t range_i, size_t range_j, size_t range_k, size_t tile_j, size_t tile_k,
                                        uint32_t) {
  for (size_t i = 0; i < range_i; i++) {
    for_each_tile(range_j, tile_j, [&](size_t j, size_t nj) {
      for_each_tile(range_k, tile_k, [&](size_t k, size_t nk) { function(context, i, j, k, nj, nk); });
    });
  }
}

void pthreadpool_parallelize_3d_tile_2d_with_uarch(pthreadpool_t, pthreadpool_task_3d_tile_2d_with_id_t function,
                                                   void* context, uint32_t default_uarch_index, uint32_t,
                                                   size_t range_i, size_t range_j, size_t range_k, size_t tile_j,
                                                   size_t tile_k, uint32_t) {
  for (size_t i = 0; i < range_i; i++) {
    for_each_tile(range_j, tile_j, [&](size_t j, size_t nj) {
      for_each_tile(range_k, tile_k,
                    [&](size_t k, size_t nk) { function(context, default_uarch_index, i, j, k, nj, nk); });
    });
  }
}

void pthreadpool_parallelize_4d_tile_2d(pthreadpool_t, pthreadpool_task_4d_tile_2d_t function, void* context,
                                        size_t range_i, size_t range_j, size_t range_k, size_t range_l, size_t tile_k,
                                        size_t tile_l, uint32_t) {
  for (size_t i = 0; i < range_i; i++) {
    for (size_t j = 0; j < range_j; j++) {
      for_each_tile(range_k, tile_k, [&](size_t k, size_t nk) {
        for_each_tile(range_l, tile_l, [&](size_t l, size_t nl) { function(context, i, j, k, l, nk, nl); });
      });
    }
  }
}

}  // extern "C"
