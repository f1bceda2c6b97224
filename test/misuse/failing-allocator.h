// Allocation counting and failure injection for the allocation-failure test: the xnn_allocator given to
// xnn_initialize and the replaced global operator new / new[] (every form, failing-allocator.cc) share one counter.
// While armed, the n-th allocation fails (NULL, or std::bad_alloc from a throwing operator new).
#pragma once

#include <xnnpack.h>

#include <cstddef>

namespace failing_allocator {

// The allocator to pass to xnn_initialize.
const xnn_allocator* library_allocator();

// From now on, count allocations and fail the n-th one (n >= 1; 0 counts without failing).
void arm(size_t fail_at);
// Stop counting and failing; returns the number of allocations made while armed.
size_t disarm();
// Whether the armed failure was injected.
bool failed();

// Blocks allocated and not yet released, over the whole process (armed or not).
long live_blocks();

}  // namespace failing_allocator
