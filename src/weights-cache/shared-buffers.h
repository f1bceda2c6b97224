// Buffers a built-in weights cache shares besides packed weights: those that depend only on an operator's shape,
// never on its weights or tensors, so that every runtime of a model on one cache holds one copy
// (docs/weights-cache.md, "Shared zero rows and indirection buffers"). They are not packed weights: finalization
// does not concern them, and neither the cache's bytes nor its packings count them.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xnnpack.h>

#include "indirection/convolution.h"

// A zero row of `bytes` bytes, each `fill`, that the built-in `cache` keeps until it is deleted: every operator on
// the cache asking for the same row gets the same address. NULL when `cache` is not a built-in cache (or NULL), or
// out of memory: the operator then allocates a row of its own.
void* xnn_weights_cache_zero_row(xnn_weights_cache_t cache, size_t bytes, uint8_t fill);

// An operator's zero row of `bytes` bytes, each `fill`, in *zero: the cache's row when `cache` is a built-in cache,
// else memory of the operator's own. Logs "<op>: out of memory for the zero row ..." and fails.
xnn_status xnn_acquire_zero_row(const char* op, xnn_weights_cache_t cache, size_t bytes, int fill, void** zero);
// Frees a row xnn_acquire_zero_row gave for the same `cache` if it is the operator's own.
void xnn_release_zero_row(void* zero, xnn_weights_cache_t cache);

// What an indirection buffer built against kXnnIndirectionBase is a function of: the geometry, the layout (IGEMM
// groups of mr pixels, or depthwise rows of `taps` pointers per pixel) and the zero row padding taps point at.
struct xnn_indirection_key {
  xnn_conv2d_geometry geometry;
  size_t mr = 0;    // IGEMM layout; 0 for depthwise
  size_t taps = 0;  // depthwise layout; 0 for IGEMM
  const void* zero = nullptr;

  bool operator==(const xnn_indirection_key& other) const {
    return geometry == other.geometry && mr == other.mr && taps == other.taps && zero == other.zero;
  }
};

// The `count` pointers of `key`, built by build(key, buffer) once and shared by every holder on the built-in
// `cache` until the last releases them. NULL when `cache` is not a built-in cache, or out of memory (the caller then
// builds a buffer of its own). The build runs outside the cache's lock; two first holders racing may both build,
// and one keeps the other's buffer.
const void** xnn_weights_cache_acquire_indirection(xnn_weights_cache_t cache, const xnn_indirection_key& key,
                                                   size_t count,
                                                   void (*build)(const xnn_indirection_key& key,
                                                                 const void** buffer));
// Gives back a buffer xnn_weights_cache_acquire_indirection returned; the last holder's release frees it.
void xnn_weights_cache_release_indirection(xnn_weights_cache_t cache, const void** pointers);

// How many indirection buffers the built-in `cache` shares now (0 for any other cache): for tests.
size_t xnn_weights_cache_shared_indirections(xnn_weights_cache_t cache);
