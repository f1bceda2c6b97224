// std containers report allocation failure by throwing std::bad_alloc. Where C++ exceptions exist (every target but
// WASI, whose libc++ has none) the public functions catch it and return xnn_status_out_of_memory; without them an
// allocation failure aborts, as it does anywhere else in such a program.
//   XNN_TRY_ALLOC { ...containers grow... } XNN_ON_ALLOC_FAILURE { ...log, clean up, return out_of_memory... }
#pragma once

#include <new>

#if defined(__cpp_exceptions)
#define XNN_TRY_ALLOC try
#define XNN_ON_ALLOC_FAILURE catch (const std::bad_alloc&)
#else
#define XNN_TRY_ALLOC
#define XNN_ON_ALLOC_FAILURE if (false)
#endif

#include <xnnpack.h>

#include "log.h"

// A public function's body whose containers may throw: a std::bad_alloc becomes xnn_status_out_of_memory and one
// logged sentence. Whatever the body built must be owned by RAII holders, so that unwinding releases it.
template <class Body>
xnn_status xnn_out_of_memory_guard(const char* function, Body&& body) {
  XNN_TRY_ALLOC {
    return body();
  } XNN_ON_ALLOC_FAILURE {
    xnn_log_error("%s: out of memory", function);
    return xnn_status_out_of_memory;
  }
  return xnn_status_out_of_memory;
}
