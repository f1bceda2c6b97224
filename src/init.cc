// xnn_initialize / xnn_deinitialize: a reference count. Each successful xnn_initialize adds one, each
// xnn_deinitialize takes one away (never below zero); the library is initialized while the count is above zero.
// The work of initializing (XNN_LOG_LEVEL, hardware detection, the allocator) is done by the first successful call
// only: operators created under the first allocator may outlive a deinitialize and are released through it later.
#include <atomic>
#include <cstddef>

#include <xnnpack.h>

#include "allocator.h"
#include "configs/hardware-config.h"
#include "init.h"
#include "log.h"

namespace {

std::atomic<size_t> g_reference_count{0};

// The first call's work, once per process (a function-local static: thread-safe, and no mutex, which WASI lacks).
// A failure (an unknown XNN_LOG_LEVEL or XNN_MAX_ISA) is as lasting as the environment that caused it.
xnn_status set_up_once(const xnn_allocator* allocator) {
  static const xnn_status status = [allocator] {
    if (!xnn_log_init()) return xnn_status_invalid_parameter;
    // Hardware detection fails (after logging) only on an unknown XNN_MAX_ISA.
    if (xnn_init_hardware_config() == nullptr) return xnn_status_invalid_parameter;
    xnn_set_allocator(allocator);
    return xnn_status_success;
  }();
  return status;
}

// An allocator must provide every function: the library calls each of them.
bool allocator_is_complete(const xnn_allocator* allocator) {
  if (allocator == nullptr) return true;
  const char* missing = allocator->allocate == nullptr             ? "allocate"
                        : allocator->reallocate == nullptr         ? "reallocate"
                        : allocator->deallocate == nullptr         ? "deallocate"
                        : allocator->aligned_allocate == nullptr   ? "aligned_allocate"
                        : allocator->aligned_deallocate == nullptr ? "aligned_deallocate"
                                                                   : nullptr;
  if (missing != nullptr) {
    xnn_log_error("xnn_initialize: allocator->%s is NULL; expected every function of the allocator", missing);
  }
  return missing == nullptr;
}

}  // namespace

extern "C" xnn_status xnn_initialize(const xnn_allocator* allocator) {
  if (!allocator_is_complete(allocator)) return xnn_status_invalid_parameter;
  const xnn_status status = set_up_once(allocator);
  if (status == xnn_status_success) g_reference_count.fetch_add(1, std::memory_order_acq_rel);
  return status;
}

bool xnn_is_initialized() { return g_reference_count.load(std::memory_order_acquire) != 0; }

extern "C" xnn_status xnn_deinitialize() {
  // Never below zero, even when several threads call it at once.
  size_t count = g_reference_count.load(std::memory_order_relaxed);
  while (count != 0 && !g_reference_count.compare_exchange_weak(count, count - 1, std::memory_order_acq_rel)) {
  }
  return xnn_status_success;
}

extern "C" bool xnn_is_f16_native_supported() {
  return xnn_init_hardware_config() != nullptr && xnn_f16_arithmetic_enabled();
}
