#include "allocator.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace {

void* default_allocate(void*, size_t size) { return std::malloc(size); }
void* default_reallocate(void*, void* pointer, size_t size) { return std::realloc(pointer, size); }
void default_deallocate(void*, void* pointer) { std::free(pointer); }
void* default_aligned_allocate(void*, size_t alignment, size_t size) {
  void* pointer = nullptr;
  return posix_memalign(&pointer, alignment, size) == 0 ? pointer : nullptr;
}
void default_aligned_deallocate(void*, void* pointer) { std::free(pointer); }

const xnn_allocator kDefaultAllocator = {nullptr, default_allocate, default_reallocate, default_deallocate,
                                         default_aligned_allocate, default_aligned_deallocate};
xnn_allocator g_allocator = kDefaultAllocator;

}  // namespace

void xnn_set_allocator(const xnn_allocator* allocator) {
  g_allocator = allocator != nullptr ? *allocator : kDefaultAllocator;
}

void* xnn_allocate_memory(size_t size) { return g_allocator.allocate(g_allocator.context, size); }

void* xnn_allocate_zero_memory(size_t size) {
  void* pointer = xnn_allocate_memory(size);
  if (pointer != nullptr) std::memset(pointer, 0, size);
  return pointer;
}

void* xnn_reallocate_memory(void* pointer, size_t size) {
  return g_allocator.reallocate(g_allocator.context, pointer, size);
}

void xnn_release_memory(void* pointer) { g_allocator.deallocate(g_allocator.context, pointer); }

void* xnn_allocate_simd_memory(size_t size) {
  if (size > SIZE_MAX - XNN_EXTRA_BYTES) return nullptr;  // the padding must not wrap the size around
  return g_allocator.aligned_allocate(g_allocator.context, XNN_ALLOCATION_ALIGNMENT, size + XNN_EXTRA_BYTES);
}

void* xnn_allocate_zero_simd_memory(size_t size) {
  void* pointer = xnn_allocate_simd_memory(size);
  if (pointer != nullptr) std::memset(pointer, 0, size + XNN_EXTRA_BYTES);
  return pointer;
}

void xnn_release_simd_memory(void* pointer) { g_allocator.aligned_deallocate(g_allocator.context, pointer); }
