// The packed weights of an operator: memory of its own, or an entry of a weights cache (include/xnnpack.h, "Weights
// cache"). Every create function that packs weights gets its memory here, so the cache protocol lives in one place
// (docs/weights-cache.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <type_traits>

#include <xnnpack.h>

// What a cache key is made of: the operator kind (for log sentences and the fingerprint), the caller's unpacked
// kernel and bias (before any reordering: a provider may key on their addresses), the seed, and the sizes of the
// kernel and bias arrays. With the sizes the built-in cache finds packed weights by the inputs' contents before
// packing; 0 (not known) packs every time and shares by the packed bytes.
struct xnn_weights_key_source {
  const char* op;
  const void* kernel;
  const void* bias;
  uint64_t seed;
  size_t kernel_bytes = 0;
  size_t bias_bytes = 0;  // 0 also when bias is NULL
  // The kernel_bytes the inputs' digest reads when they are not at `kernel`: an array the operator gathered from the
  // caller's and packs (a deconvolution phase's taps). NULL: `kernel`.
  const void* contents = nullptr;
};

// A seed over everything besides the kernel and bias contents that the packed bytes depend on: `values` (tile,
// shapes, flags, zero points, float bits) and `extra_bytes` bytes at `extra` (per-channel scales; may be NULL).
uint64_t xnn_weights_seed(std::initializer_list<uint64_t> values, const void* extra = nullptr,
                          size_t extra_bytes = 0);

// The bits of a float, for a seed.
uint64_t xnn_float_bits(float value);

// Told, on the thread that creates operators, whose caller weights an operator has just packed or found packed: a
// model runner uses it to let the system drop file pages that no operator will read again (docs/weights-cache.md).
struct xnn_packing_observer {
  void (*packed)(void* context, const void* kernel, const void* bias);
  void* context;
};

// Installs an observer on this thread for its scope (runtime creation creates operators on the calling thread).
class xnn_packing_observer_scope {
 public:
  explicit xnn_packing_observer_scope(const xnn_packing_observer& observer);
  ~xnn_packing_observer_scope();
  xnn_packing_observer_scope(const xnn_packing_observer_scope&) = delete;
  xnn_packing_observer_scope& operator=(const xnn_packing_observer_scope&) = delete;

 private:
  const xnn_packing_observer* previous_;
};

class xnn_packed_weights {
 public:
  xnn_packed_weights() = default;
  ~xnn_packed_weights();
  xnn_packed_weights(const xnn_packed_weights&) = delete;
  xnn_packed_weights& operator=(const xnn_packed_weights&) = delete;

  // Without a cache: allocates `bytes` and calls write(destination). With one: the cache's packed weights for the
  // key when it has them; otherwise write(destination) on `bytes` of zeroed cache memory, which the cache then
  // keeps or replaces by an equal copy it already holds. Logs and returns the failure status.
  template <class Write>
  xnn_status pack(xnn_weights_cache_t cache, const xnn_weights_key_source& key, size_t bytes, Write&& write) {
    using Function = std::remove_reference_t<Write>;
    return pack_with(cache, key, bytes,
                     [](void* w, void* destination) { (*static_cast<Function*>(w))(destination); }, &write);
  }

  // Where the weights are now (a provider's memory may move until it is finalized, so reshape asks every time).
  void* address() const;

 private:
  xnn_status pack_with(xnn_weights_cache_t cache, const xnn_weights_key_source& key, size_t bytes,
                       void (*write)(void* context, void* destination), void* context);

  void* owned_ = nullptr;
  xnn_weights_cache_t cache_ = nullptr;
  size_t offset_ = 0;
};
