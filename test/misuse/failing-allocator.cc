#include "misuse/failing-allocator.h"

#include <atomic>
#include <cstdlib>
#include <new>

namespace failing_allocator {
namespace {

std::atomic<bool> g_armed{false};
std::atomic<size_t> g_count{0};
std::atomic<size_t> g_fail_at{0};
std::atomic<bool> g_failed{false};
std::atomic<long> g_live{0};

// Counts one allocation attempt; false when it is the one to fail.
bool may_allocate() {
  if (!g_armed.load(std::memory_order_relaxed)) return true;
  const size_t n = ++g_count;
  if (n != g_fail_at.load(std::memory_order_relaxed)) return true;
  g_failed = true;
  return false;
}

void* counted(void* pointer) {
  if (pointer != nullptr) ++g_live;
  return pointer;
}

void release(void* pointer) {
  if (pointer == nullptr) return;
  --g_live;
  std::free(pointer);
}

void* allocate_aligned(size_t alignment, size_t size) {
  if (!may_allocate()) return nullptr;
  alignment = alignment < sizeof(void*) ? sizeof(void*) : alignment;
  void* pointer = nullptr;
  return counted(posix_memalign(&pointer, alignment, size == 0 ? 1 : size) == 0 ? pointer : nullptr);
}

void* allocate(size_t size) { return may_allocate() ? counted(std::malloc(size == 0 ? 1 : size)) : nullptr; }

void* library_allocate(void*, size_t size) { return allocate(size); }
void* library_reallocate(void*, void* pointer, size_t size) {
  if (pointer == nullptr) return allocate(size);
  if (!may_allocate()) return nullptr;
  return std::realloc(pointer, size == 0 ? 1 : size);
}
void library_deallocate(void*, void* pointer) { release(pointer); }
void* library_aligned_allocate(void*, size_t alignment, size_t size) { return allocate_aligned(alignment, size); }

const xnn_allocator kAllocator = {
    nullptr, library_allocate, library_reallocate, library_deallocate, library_aligned_allocate, library_deallocate};

}  // namespace

const xnn_allocator* library_allocator() { return &kAllocator; }

void arm(size_t fail_at) {
  g_count = 0;
  g_failed = false;
  g_fail_at = fail_at;
  g_armed = true;
}

size_t disarm() {
  g_armed = false;
  return g_count;
}

bool failed() { return g_failed; }

long live_blocks() { return g_live; }

void* new_or_throw(size_t size, size_t alignment) {
  void* pointer = alignment == 0 ? allocate(size) : allocate_aligned(alignment, size);
  if (pointer == nullptr) throw std::bad_alloc();
  return pointer;
}

void* new_or_null(size_t size, size_t alignment) noexcept {
  return alignment == 0 ? allocate(size) : allocate_aligned(alignment, size);
}

}  // namespace failing_allocator

// Every replaceable form of global operator new and delete.
using failing_allocator::new_or_null;
using failing_allocator::new_or_throw;
void* operator new(size_t size) { return new_or_throw(size, 0); }
void* operator new[](size_t size) { return new_or_throw(size, 0); }
void* operator new(size_t size, const std::nothrow_t&) noexcept { return new_or_null(size, 0); }
void* operator new[](size_t size, const std::nothrow_t&) noexcept { return new_or_null(size, 0); }
void* operator new(size_t size, std::align_val_t a) { return new_or_throw(size, size_t(a)); }
void* operator new[](size_t size, std::align_val_t a) { return new_or_throw(size, size_t(a)); }
void* operator new(size_t size, std::align_val_t a, const std::nothrow_t&) noexcept {
  return new_or_null(size, size_t(a));
}
void* operator new[](size_t size, std::align_val_t a, const std::nothrow_t&) noexcept {
  return new_or_null(size, size_t(a));
}
void operator delete(void* p) noexcept { failing_allocator::release(p); }
void operator delete[](void* p) noexcept { failing_allocator::release(p); }
void operator delete(void* p, size_t) noexcept { failing_allocator::release(p); }
void operator delete[](void* p, size_t) noexcept { failing_allocator::release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { failing_allocator::release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { failing_allocator::release(p); }
void operator delete(void* p, std::align_val_t) noexcept { failing_allocator::release(p); }
void operator delete[](void* p, std::align_val_t) noexcept { failing_allocator::release(p); }
void operator delete(void* p, size_t, std::align_val_t) noexcept { failing_allocator::release(p); }
void operator delete[](void* p, size_t, std::align_val_t) noexcept { failing_allocator::release(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { failing_allocator::release(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { failing_allocator::release(p); }
