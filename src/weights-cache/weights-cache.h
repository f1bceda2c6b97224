// The built-in weights cache behind xnn_create_weights_cache (docs/weights-cache.md): packed copies found by content,
// each allocated once at its exact size and never moved, so an offset is the copy's address.
#pragma once

#include <cstddef>

#include <xnnpack.h>

// What a built-in cache holds: its packed copies and their bytes. False (nothing written) for a user-supplied
// provider or NULL.
bool xnn_weights_cache_statistics(xnn_weights_cache_t cache, size_t* entries, size_t* bytes);
