// Memory for the library's own objects, through the allocator given to xnn_initialize (or the C library's).
#pragma once

#include <cstddef>

#include <xnnpack.h>

// Alignment of every buffer the library allocates for kernels (a full AVX-512 vector).
constexpr size_t XNN_ALLOCATION_ALIGNMENT = 64;

void xnn_set_allocator(const xnn_allocator* allocator);
void* xnn_allocate_memory(size_t size);
void* xnn_allocate_zero_memory(size_t size);
void* xnn_reallocate_memory(void* pointer, size_t size);
void xnn_release_memory(void* pointer);
// Aligned to XNN_ALLOCATION_ALIGNMENT and followed by XNN_EXTRA_BYTES of readable padding.
void* xnn_allocate_simd_memory(size_t size);
void* xnn_allocate_zero_simd_memory(size_t size);
void xnn_release_simd_memory(void* pointer);
