#include "weights-cache/packed-weights.h"

#include <cstring>

#include "allocator.h"
#include "log.h"
#include "weights-cache/hash.h"
#include "weights-cache/weights-cache.h"

uint64_t xnn_weights_seed(std::initializer_list<uint64_t> values, const void* extra, size_t extra_bytes) {
  uint64_t h = xnn_hash_bytes(values.begin(), values.size() * sizeof(uint64_t), 0);
  if (extra != nullptr) h = xnn_hash_bytes(extra, extra_bytes, h);
  return h;
}

uint64_t xnn_float_bits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

namespace {

thread_local const xnn_packing_observer* current_observer = nullptr;

void tell_observer(const xnn_weights_key_source& source) {
  if (current_observer != nullptr) current_observer->packed(current_observer->context, source.kernel, source.bias);
}

// Two lanes with different multipliers over everything the packed bytes are made from (the contents, never the
// addresses): the kernel and bias bytes and sizes, the seed and the packing routine's name.
xnn_weights_inputs_digest digest_of(const xnn_weights_key_source& source, uint32_t fingerprint) {
  const uint64_t header[4] = {source.kernel_bytes, source.bias_bytes, source.seed, fingerprint};
  const void* kernel = source.contents != nullptr ? source.contents : source.kernel;
  xnn_weights_inputs_digest digest{};
  uint64_t* lanes[2] = {&digest.first, &digest.second};
  for (int lane = 0; lane < 2; lane++) {
    const uint64_t multiplier = lane == 0 ? kXnnHashMultiplier : kXnnHashSecondMultiplier;
    uint64_t h = xnn_hash_bytes(header, sizeof(header), 0, multiplier);
    h = xnn_hash_bytes(kernel, source.kernel_bytes, h, multiplier);
    if (source.bias != nullptr) h = xnn_hash_bytes(source.bias, source.bias_bytes, h, multiplier);
    *lanes[lane] = h;
  }
  return digest;
}

}  // namespace

xnn_packing_observer_scope::xnn_packing_observer_scope(const xnn_packing_observer& observer)
    : previous_(current_observer) {
  current_observer = &observer;
}

xnn_packing_observer_scope::~xnn_packing_observer_scope() { current_observer = previous_; }

xnn_packed_weights::~xnn_packed_weights() { xnn_release_simd_memory(owned_); }

void* xnn_packed_weights::address() const {
  return cache_ != nullptr ? cache_->offset_to_addr(cache_->context, offset_) : owned_;
}

xnn_status xnn_packed_weights::pack_with(xnn_weights_cache_t cache, const xnn_weights_key_source& source,
                                         size_t bytes, void (*write)(void*, void*), void* context) {
  if (cache == nullptr) {
    owned_ = xnn_allocate_simd_memory(bytes);
    if (owned_ == nullptr) {
      xnn_log_error("%s: out of memory for %zu bytes of packed weights", source.op, bytes);
      return xnn_status_out_of_memory;
    }
    write(context, owned_);
    tell_observer(source);
    return xnn_status_success;
  }
  // The fingerprint names the packing routine: operator kinds pack differently, so the kind's name stands for it.
  const uint32_t fingerprint = uint32_t(xnn_hash_bytes(source.op, std::strlen(source.op), 0));
  const xnn_weights_cache_look_up_key key{uint32_t(source.seed ^ (source.seed >> 32)), source.kernel, source.bias,
                                          fingerprint};
  // The built-in cache first looks for the inputs' contents: a hit packs nothing.
  const bool by_inputs = source.kernel_bytes != 0 && xnn_weights_cache_indexes_inputs(cache);
  const xnn_weights_inputs_digest digest = by_inputs ? digest_of(source, fingerprint) : xnn_weights_inputs_digest{};
  size_t offset = by_inputs ? xnn_weights_cache_find_by_inputs(cache, digest) : SIZE_MAX;
  if (offset == SIZE_MAX) offset = cache->look_up(cache->context, &key);
  if (offset == SIZE_MAX) {
    // Whole cache lines, zeroed: padding the packer skips must compare equal between two packings of one weights.
    const size_t reserved =
        (bytes + XNN_ALLOCATION_ALIGNMENT - 1) / XNN_ALLOCATION_ALIGNMENT * XNN_ALLOCATION_ALIGNMENT;
    void* destination = cache->reserve_space(cache->context, reserved);
    if (destination == nullptr) {
      if (cache->is_finalized(cache->context)) {
        xnn_log_error("%s: the weights cache is finalized and has no room for %zu bytes of packed weights", source.op,
                      bytes);
        return xnn_status_invalid_state;
      }
      xnn_log_error("%s: the weights cache has no room for %zu bytes of packed weights", source.op, bytes);
      return xnn_status_out_of_memory;
    }
    std::memset(destination, 0, reserved);
    write(context, destination);
    offset = cache->look_up_or_insert(cache->context, &key, destination, reserved);
    if (offset == SIZE_MAX) {
      xnn_log_error("%s: the weights cache refused %zu bytes of packed weights%s", source.op, bytes,
                    cache->is_finalized(cache->context) ? " (it is finalized and does not hold them)" : "");
      return cache->is_finalized(cache->context) ? xnn_status_invalid_state : xnn_status_out_of_memory;
    }
    if (by_inputs) xnn_weights_cache_remember_inputs(cache, digest, offset);
  }
  cache_ = cache;
  offset_ = offset;
  tell_observer(source);
  return xnn_status_success;
}
