// The built-in weights cache and the public weights cache functions.
//
// reserve_space hands each caller scratch memory of its own, so packing runs outside the lock and creations on
// several threads never wait for each other's packing; look_up_or_insert then takes the lock, compares the packed
// bytes with the copies of equal hash and either adopts the scratch as a new copy or frees it and returns the equal
// copy. A copy is never moved or freed before the cache is deleted.
#include "weights-cache/weights-cache.h"

#include <atomic>
#include <cstring>
#include <new>
#include <unordered_map>
#include <vector>
#if !defined(__wasi__)
#include <mutex>
#endif

#include "alloc-failure.h"
#include "allocator.h"
#include "log.h"
#include "operators/validate.h"
#include "weights-cache/hash.h"
#include "weights-cache/shared-buffers.h"

namespace {

#if defined(__wasi__)
// WASI has no threads (its libc++ has no std::mutex): nothing runs concurrently, so nothing needs a lock.
struct cache_mutex {
  void lock() {}
  void unlock() {}
};
#else
using cache_mutex = std::mutex;
#endif

// Holds `mutex` for its scope.
class cache_lock {
 public:
  explicit cache_lock(cache_mutex& mutex) : mutex_(mutex) { mutex_.lock(); }
  ~cache_lock() { mutex_.unlock(); }
  cache_lock(const cache_lock&) = delete;
  cache_lock& operator=(const cache_lock&) = delete;

 private:
  cache_mutex& mutex_;
};

enum class finalization : int { none, soft, hard };

struct packed_copy {
  void* data;
  size_t size;
};

struct digest_hash {
  size_t operator()(const xnn_weights_inputs_digest& d) const { return size_t(d.first); }
};
struct digest_equal {
  bool operator()(const xnn_weights_inputs_digest& a, const xnn_weights_inputs_digest& b) const {
    return a.first == b.first && a.second == b.second;
  }
};

struct zero_row {
  size_t bytes;
  uint8_t fill;
  void* data;
};

struct shared_indirection {
  xnn_indirection_key key;
  const void** pointers;
  size_t holders;
};

struct builtin_cache {
  xnn_weights_cache_provider provider{};
  cache_mutex mutex;
  std::atomic<finalization> state{finalization::none};
  std::unordered_multimap<uint64_t, packed_copy> copies;  // by xnn_hash_bytes of the packed bytes
  std::unordered_map<void*, size_t> reservations;        // scratch handed out and not yet inserted
  std::unordered_map<xnn_weights_inputs_digest, size_t, digest_hash, digest_equal> by_inputs;  // offsets
  size_t bytes = 0;                                       // of the copies
  size_t packings = 0;                                    // reservations handed out
  // Shape-only buffers (weights-cache/shared-buffers.h); few per model, so found by a scan.
  std::vector<zero_row> zero_rows;                 // kept until the cache is deleted
  std::vector<shared_indirection> indirections;  // freed by their last holder's release

  ~builtin_cache() {
    for (auto& [hash, copy] : copies) xnn_release_simd_memory(copy.data);
    for (auto& [data, size] : reservations) xnn_release_simd_memory(data);
    for (const zero_row& row : zero_rows) xnn_release_simd_memory(row.data);
    for (const shared_indirection& buffer : indirections) xnn_release_memory(buffer.pointers);
  }
};

builtin_cache* as_builtin(void* context) { return static_cast<builtin_cache*>(context); }

// Packed weights are found by their bytes, never by the caller's pointers: those may be freed and reused for other
// weights while the cache lives.
size_t look_up(void*, const xnn_weights_cache_look_up_key*) { return SIZE_MAX; }

void* reserve_space(void* context, size_t n) {
  builtin_cache* cache = as_builtin(context);
  if (cache->state.load() == finalization::hard) return nullptr;
  void* scratch = xnn_allocate_simd_memory(n);
  if (scratch == nullptr) return nullptr;
  cache_lock lock(cache->mutex);
  XNN_TRY_ALLOC {
    cache->reservations.emplace(scratch, n);
  } XNN_ON_ALLOC_FAILURE {
    xnn_release_simd_memory(scratch);
    return nullptr;
  }
  cache->packings++;
  return scratch;
}

size_t look_up_or_insert(void* context, const xnn_weights_cache_look_up_key*, void* ptr, size_t size) {
  builtin_cache* cache = as_builtin(context);
  const uint64_t hash = xnn_hash_bytes(ptr, size, 0);
  cache_lock lock(cache->mutex);
  const auto reservation = cache->reservations.find(ptr);
  if (reservation == cache->reservations.end() || reservation->second != size) return SIZE_MAX;
  cache->reservations.erase(reservation);
  const auto [first, last] = cache->copies.equal_range(hash);
  for (auto it = first; it != last; ++it) {
    if (it->second.size == size && std::memcmp(it->second.data, ptr, size) == 0) {
      xnn_release_simd_memory(ptr);
      return reinterpret_cast<size_t>(it->second.data);
    }
  }
  if (cache->state.load() != finalization::none) {
    xnn_release_simd_memory(ptr);
    return SIZE_MAX;
  }
  XNN_TRY_ALLOC {
    cache->copies.emplace(hash, packed_copy{ptr, size});
  } XNN_ON_ALLOC_FAILURE {
    xnn_release_simd_memory(ptr);
    return SIZE_MAX;
  }
  cache->bytes += size;
  return reinterpret_cast<size_t>(ptr);
}

bool is_finalized(void* context) { return as_builtin(context)->state.load() != finalization::none; }

void* offset_to_addr(void*, size_t offset) { return reinterpret_cast<void*>(offset); }

xnn_status delete_cache(void* context) {
  builtin_cache* cache = as_builtin(context);
  cache->~builtin_cache();
  xnn_release_memory(cache);
  return xnn_status_success;
}

builtin_cache* builtin_of(xnn_weights_cache_t cache) {
  return cache != nullptr && cache->look_up == look_up ? as_builtin(cache->context) : nullptr;
}

}  // namespace

bool xnn_weights_cache_statistics(xnn_weights_cache_t weights_cache, size_t* entries, size_t* bytes) {
  builtin_cache* cache = builtin_of(weights_cache);
  if (cache == nullptr) return false;
  cache_lock lock(cache->mutex);
  *entries = cache->copies.size();
  *bytes = cache->bytes;
  return true;
}

size_t xnn_weights_cache_packings(xnn_weights_cache_t weights_cache) {
  builtin_cache* cache = builtin_of(weights_cache);
  if (cache == nullptr) return 0;
  cache_lock lock(cache->mutex);
  return cache->packings;
}

bool xnn_weights_cache_indexes_inputs(xnn_weights_cache_t weights_cache) {
  builtin_cache* cache = builtin_of(weights_cache);
  return cache != nullptr && cache->state.load() != finalization::hard;
}

size_t xnn_weights_cache_find_by_inputs(xnn_weights_cache_t weights_cache, const xnn_weights_inputs_digest& digest) {
  builtin_cache* cache = builtin_of(weights_cache);
  if (cache == nullptr) return SIZE_MAX;
  cache_lock lock(cache->mutex);
  const auto found = cache->by_inputs.find(digest);
  return found != cache->by_inputs.end() ? found->second : SIZE_MAX;
}

// Without memory for the entry the inputs are simply not indexed: the next operator packs and shares by content.
void xnn_weights_cache_remember_inputs(xnn_weights_cache_t weights_cache, const xnn_weights_inputs_digest& digest,
                                       size_t offset) {
  builtin_cache* cache = builtin_of(weights_cache);
  if (cache == nullptr) return;
  cache_lock lock(cache->mutex);
  XNN_TRY_ALLOC {
    cache->by_inputs.emplace(digest, offset);
  } XNN_ON_ALLOC_FAILURE {
  }
}

void* xnn_weights_cache_zero_row(xnn_weights_cache_t weights_cache, size_t bytes, uint8_t fill) {
  builtin_cache* cache = builtin_of(weights_cache);
  if (cache == nullptr) return nullptr;
  cache_lock lock(cache->mutex);
  for (const zero_row& row : cache->zero_rows) {
    if (row.bytes == bytes && row.fill == fill) return row.data;
  }
  void* data = xnn_allocate_simd_memory(bytes);
  if (data == nullptr) return nullptr;
  std::memset(data, fill, bytes);
  XNN_TRY_ALLOC {
    cache->zero_rows.push_back(zero_row{bytes, fill, data});
  } XNN_ON_ALLOC_FAILURE {
    xnn_release_simd_memory(data);
    return nullptr;
  }
  return data;
}

xnn_status xnn_acquire_zero_row(const char* op, xnn_weights_cache_t cache, size_t bytes, int fill, void** zero) {
  *zero = builtin_of(cache) != nullptr ? xnn_weights_cache_zero_row(cache, bytes, uint8_t(fill))
                                       : xnn_allocate_simd_memory(bytes);
  if (*zero == nullptr) {
    xnn_log_error("%s: out of memory for the zero row of %zu bytes", op, bytes);
    return xnn_status_out_of_memory;
  }
  if (builtin_of(cache) == nullptr) std::memset(*zero, fill, bytes);
  return xnn_status_success;
}

void xnn_release_zero_row(void* zero, xnn_weights_cache_t cache) {
  if (builtin_of(cache) == nullptr) xnn_release_simd_memory(zero);
}

namespace {

// The pointers of an equal key, one more holder counted; NULL when the cache has none. The lock must be held.
const void** hold_existing(builtin_cache* cache, const xnn_indirection_key& key) {
  for (shared_indirection& buffer : cache->indirections) {
    if (buffer.key == key) {
      buffer.holders++;
      return buffer.pointers;
    }
  }
  return nullptr;
}

}  // namespace

const void** xnn_weights_cache_acquire_indirection(xnn_weights_cache_t weights_cache, const xnn_indirection_key& key,
                                                   size_t count,
                                                   void (*build)(const xnn_indirection_key& key,
                                                                 const void** buffer)) {
  builtin_cache* cache = builtin_of(weights_cache);
  if (cache == nullptr) return nullptr;
  {
    cache_lock lock(cache->mutex);
    if (const void** pointers = hold_existing(cache, key)) return pointers;
  }
  const void** built = static_cast<const void**>(xnn_allocate_memory(count * sizeof(const void*)));
  if (built == nullptr) return nullptr;
  build(key, built);
  cache_lock lock(cache->mutex);
  if (const void** pointers = hold_existing(cache, key)) {
    xnn_release_memory(built);
    return pointers;
  }
  XNN_TRY_ALLOC {
    cache->indirections.push_back(shared_indirection{key, built, 1});
  } XNN_ON_ALLOC_FAILURE {
    xnn_release_memory(built);
    return nullptr;
  }
  return built;
}

void xnn_weights_cache_release_indirection(xnn_weights_cache_t weights_cache, const void** pointers) {
  builtin_cache* cache = builtin_of(weights_cache);
  if (cache == nullptr || pointers == nullptr) return;
  cache_lock lock(cache->mutex);
  for (auto it = cache->indirections.begin(); it != cache->indirections.end(); ++it) {
    if (it->pointers != pointers) continue;
    if (--it->holders == 0) {
      xnn_release_memory(it->pointers);
      cache->indirections.erase(it);
    }
    return;
  }
}

size_t xnn_weights_cache_shared_indirections(xnn_weights_cache_t weights_cache) {
  builtin_cache* cache = builtin_of(weights_cache);
  if (cache == nullptr) return 0;
  cache_lock lock(cache->mutex);
  return cache->indirections.size();
}

// `size` is accepted for compatibility: copies are allocated one by one at their exact size, so nothing is set
// aside up front and nothing has to move when the cache grows.
extern "C" xnn_status xnn_create_weights_cache_with_size(size_t /*size*/, xnn_weights_cache_t* weights_cache_out) {
  const char* name = "create weights cache";
  if (xnn_status status = xnn_check_initialized(name)) return status;
  if (xnn_status status = xnn_check_not_null(name, "weights_cache_out", weights_cache_out)) return status;
  void* memory = xnn_allocate_memory(sizeof(builtin_cache));
  if (memory == nullptr) {
    xnn_log_error("%s: out of memory for the cache", name);
    return xnn_status_out_of_memory;
  }
  builtin_cache* cache = new (memory) builtin_cache();
  cache->provider = xnn_weights_cache_provider{cache,          look_up,      reserve_space, look_up_or_insert,
                                               is_finalized,   offset_to_addr, delete_cache, nullptr};
  *weights_cache_out = &cache->provider;
  return xnn_status_success;
}

extern "C" xnn_status xnn_create_weights_cache(xnn_weights_cache_t* weights_cache_out) {
  return xnn_create_weights_cache_with_size(0, weights_cache_out);
}

extern "C" xnn_status xnn_finalize_weights_cache(xnn_weights_cache_t weights_cache,
                                                 xnn_weights_cache_finalization_kind finalization_kind) {
  const char* name = "finalize weights cache";
  if (xnn_status status = xnn_check_not_null(name, "weights_cache", weights_cache)) return status;
  builtin_cache* cache = builtin_of(weights_cache);
  if (cache == nullptr) {
    xnn_log_error("%s: weights_cache is a user-supplied provider; expected a cache from xnn_create_weights_cache",
                  name);
    return xnn_status_unsupported_parameter;
  }
  if (finalization_kind != xnn_weights_cache_finalization_kind_hard &&
      finalization_kind != xnn_weights_cache_finalization_kind_soft) {
    xnn_log_error("%s: finalization_kind is %d; expected xnn_weights_cache_finalization_kind_hard or _soft", name,
                  int(finalization_kind));
    return xnn_status_invalid_parameter;
  }
  finalization expected = finalization::none;
  const finalization wanted =
      finalization_kind == xnn_weights_cache_finalization_kind_hard ? finalization::hard : finalization::soft;
  if (!cache->state.compare_exchange_strong(expected, wanted)) {
    xnn_log_error("%s: the cache is already finalized; expected a cache finalized at most once", name);
    return xnn_status_invalid_state;
  }
  return xnn_status_success;
}

extern "C" bool xnn_weights_cache_is_finalized(xnn_weights_cache_t cache) {
  return cache != nullptr && cache->is_finalized(cache->context);
}

// NULL is accepted, as in XNNPACK.
extern "C" xnn_status xnn_delete_weights_cache(xnn_weights_cache_t weights_cache) {
  if (weights_cache == nullptr) return xnn_status_success;
  if (weights_cache->delete_cache == nullptr) {
    xnn_log_error("delete weights cache: weights_cache->delete_cache is NULL; expected the provider's release");
    return xnn_status_invalid_parameter;
  }
  return weights_cache->delete_cache(weights_cache->context);
}
