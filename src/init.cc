// xnn_initialize / xnn_deinitialize.
#include <xnnpack.h>

#include "allocator.h"
#include "configs/hardware-config.h"
#include "init.h"
#include "log.h"

namespace {

bool g_initialized = false;

xnn_status initialize_once() {
  if (!xnn_log_init()) return xnn_status_invalid_parameter;
  if (xnn_init_hardware_config() == nullptr) return xnn_status_invalid_parameter;
  g_initialized = true;
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_initialize(const xnn_allocator* allocator) {
  static const xnn_status status = [allocator] {
    xnn_set_allocator(allocator);
    return initialize_once();
  }();
  return status;
}

bool xnn_is_initialized() { return g_initialized; }

extern "C" xnn_status xnn_deinitialize() { return xnn_status_success; }
