// The built-in weights cache behind xnn_create_weights_cache (docs/weights-cache.md): packed copies found by content,
// each allocated once at its exact size and never moved, so an offset is the copy's address.
#pragma once

#include <cstddef>

#include <xnnpack.h>

// What a built-in cache holds: its packed copies and their bytes. False (nothing written) for a user-supplied
// provider or NULL.
bool xnn_weights_cache_statistics(xnn_weights_cache_t cache, size_t* entries, size_t* bytes);

// How many times a built-in cache handed out memory to pack into (reserve_space): what creating operators packed
// rather than found. 0 for a user-supplied provider or NULL.
size_t xnn_weights_cache_packings(xnn_weights_cache_t cache);

// The built-in cache's second index: packed copies by a 128-bit digest of what they were packed from (kernel and bias
// contents and sizes, seed, packing routine), so a second operator or runtime with equal inputs packs nothing.
struct xnn_weights_inputs_digest {
  uint64_t first, second;
};

// Whether `cache` is a built-in cache that is not hard-finalized (a hard-finalized cache checks nothing).
bool xnn_weights_cache_indexes_inputs(xnn_weights_cache_t cache);
// The offset of the copy packed from inputs of `digest`, or SIZE_MAX.
size_t xnn_weights_cache_find_by_inputs(xnn_weights_cache_t cache, const xnn_weights_inputs_digest& digest);
// Records that inputs of `digest` pack to the copy at `offset` (one look_up_or_insert returned).
void xnn_weights_cache_remember_inputs(xnn_weights_cache_t cache, const xnn_weights_inputs_digest& digest,
                                       size_t offset);
