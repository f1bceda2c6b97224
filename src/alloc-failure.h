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
