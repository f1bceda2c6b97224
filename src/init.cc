// xnn_initialize / xnn_deinitialize: a reference count. Each successful xnn_initialize adds one, each
// xnn_deinitialize takes one away (never below zero); the library is initialized while the count is above zero.
// The work of initializing (XNN_LOG_LEVEL, hardware detection, the allocator) is done by the first successful call
// only: operators created under the first allocator may outlive a deinitialize and are released through it later.
#include <atomic>
#include <cstddef>
#include <mutex>

#include <xnnpack.h>

#include "allocator.h"
#include "configs/hardware-config.h"
#include "init.h"
#include "log.h"

namespace {

std::mutex g_mutex;
bool g_set_up = false;                    // guarded by g_mutex
std::atomic<size_t> g_reference_count{0};  // written under g_mutex, read anywhere

xnn_status set_up_once(const xnn_allocator* allocator) {
  if (g_set_up) return xnn_status_success;
  if (!xnn_log_init()) return xnn_status_invalid_parameter;
  // Hardware detection runs once per process; it fails (after logging) only on an unknown XNN_MAX_ISA.
  if (xnn_init_hardware_config() == nullptr) return xnn_status_invalid_parameter;
  xnn_set_allocator(allocator);
  g_set_up = true;
  return xnn_status_success;
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
  std::lock_guard<std::mutex> lock(g_mutex);
  const xnn_status status = set_up_once(allocator);
  if (status == xnn_status_success) g_reference_count.fetch_add(1, std::memory_order_release);
  return status;
}

bool xnn_is_initialized() { return g_reference_count.load(std::memory_order_acquire) != 0; }

extern "C" xnn_status xnn_deinitialize() {
  std::lock_guard<std::mutex> lock(g_mutex);
  if (g_reference_count.load(std::memory_order_relaxed) != 0) {
    g_reference_count.fetch_sub(1, std::memory_order_release);
  }
  return xnn_status_success;
}
