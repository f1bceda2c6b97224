// A test buffer whose end (plus the bytes a kernel may read past it) sits against a page that faults on any access,
// so a kernel that reads further than its contract allows crashes in the test instead of passing by luck.
//
//   xnn_guarded_buffer<int8_t> a(count);           // a.data()[0..count) usable, then XNN_EXTRA_BYTES, then the guard
//   xnn_guarded_buffer<int8_t> w(count, 0, 64);    // no slack, start aligned to 64 bytes
//
// The start is aligned down to `alignment`, so up to alignment - 1 bytes lie between the slack and the guard.
// WASI has no mmap/mprotect: there the buffer is plain heap memory (no guard), and the contents are the same.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <xnnpack.h>

#if !defined(__wasi__)
#include <sys/mman.h>
#include <unistd.h>
#endif

template <class T>
class xnn_guarded_buffer {
 public:
  explicit xnn_guarded_buffer(size_t count, size_t slack_bytes = XNN_EXTRA_BYTES, size_t alignment = alignof(T))
      : count_(count), slack_count_(slack_bytes / sizeof(T)) {
    const size_t bytes = count * sizeof(T) + slack_bytes + alignment;
#if defined(__wasi__)
    mapping_ = std::malloc(bytes + alignment);
    mapping_bytes_ = bytes;
    base_ = reinterpret_cast<T*>((reinterpret_cast<uintptr_t>(mapping_) + alignment - 1) / alignment * alignment);
#else
    const size_t page = size_t(sysconf(_SC_PAGESIZE));
    const size_t body = (bytes + page - 1) / page * page;
    mapping_bytes_ = body + page;
    mapping_ = take_spare(mapping_bytes_);
    if (mapping_ == nullptr) {
      mapping_ = mmap(nullptr, mapping_bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (mapping_ == MAP_FAILED) std::abort();
      if (mprotect(static_cast<char*>(mapping_) + body, page, PROT_NONE) != 0) std::abort();
    }
    char* guard = static_cast<char*>(mapping_) + body;
    const uintptr_t start = reinterpret_cast<uintptr_t>(guard) - count * sizeof(T) - slack_bytes;
    base_ = reinterpret_cast<T*>(start / alignment * alignment);
#endif
    // Slack is filled with a pattern, not zeros, so a kernel that uses padding values shows it in its results.
    std::memset(static_cast<void*>(base_), 0xA5, count * sizeof(T) + slack_bytes);
  }
  xnn_guarded_buffer(const xnn_guarded_buffer&) = delete;
  xnn_guarded_buffer& operator=(const xnn_guarded_buffer&) = delete;
  ~xnn_guarded_buffer() {
#if defined(__wasi__)
    std::free(mapping_);
#else
    std::vector<spare_mapping>& spares = spare_mappings();
    if (mapping_bytes_ > kSpareMaxBytes) {
      munmap(mapping_, mapping_bytes_);
      return;
    }
    if (spares.size() == kSpareCount) {  // the oldest spare makes room
      munmap(spares.front().address, spares.front().bytes);
      spares.erase(spares.begin());
    }
    spares.push_back({mapping_, mapping_bytes_});
#endif
  }

  // Sets every element and the slack past the end (as far as whole elements fit) to `value`: a tester fills the
  // slack with a value that would show in any result that used it (NaN for floats).
  void fill(const T& value) {
    for (size_t i = 0; i < count_ + slack_count_; i++) base_[i] = value;
  }

  T* data() { return base_; }
  const T* data() const { return base_; }
  size_t size() const { return count_; }
  T& operator[](size_t i) { return base_[i]; }
  const T& operator[](size_t i) const { return base_[i]; }
  T* begin() { return base_; }
  T* end() { return base_ + count_; }

 private:
#if !defined(__wasi__)
  // The last few small mappings (guard page included) are kept for the next buffers of the same sizes on this thread:
  // testers make tens of thousands of buffers, and a mmap, mprotect and munmap for each would multiply their run time.
  struct spare_mapping {
    void* address;
    size_t bytes;
  };
  static constexpr size_t kSpareCount = 16, kSpareMaxBytes = size_t(1) << 18;
  static std::vector<spare_mapping>& spare_mappings() {
    thread_local std::vector<spare_mapping> spares;
    return spares;
  }
  static void* take_spare(size_t bytes) {
    std::vector<spare_mapping>& spares = spare_mappings();
    for (size_t i = 0; i < spares.size(); i++) {
      if (spares[i].bytes == bytes) {
        void* address = spares[i].address;
        spares.erase(spares.begin() + i);
        return address;
      }
    }
    return nullptr;
  }
#endif

  size_t count_;
  size_t slack_count_;
  void* mapping_ = nullptr;
  size_t mapping_bytes_ = 0;
  T* base_ = nullptr;
};
