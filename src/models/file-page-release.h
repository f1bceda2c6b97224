// Lets the system drop the pages of a mapped model file as soon as every operator that packs the constants on them
// exists, rather than once every runtime of a runner does: the peak of creating a runner then holds the packed
// weights plus one layer's file pages, not the whole file beside the packed copy (docs/weights-cache.md, "Memory").
#pragma once

#include <cstddef>
#include <cstdint>
#include <unordered_map>

#include "weights-cache/packed-weights.h"

struct xnn_model;

class xnn_file_page_release {
 public:
  explicit xnn_file_page_release(const xnn_model& model);
  xnn_file_page_release(const xnn_file_page_release&) = delete;
  xnn_file_page_release& operator=(const xnn_file_page_release&) = delete;

  // A constant handed to the define API as the file's own bytes, read by `packers` packing nodes. Bytes outside the
  // model's mappings (a model in library memory) are never dropped: for them this does nothing.
  void track(const void* data, size_t size, uint32_t packers);

  // Observes operator creation on this thread: each packing of a tracked constant counts one of its packers done.
  xnn_packing_observer observer();

 private:
  struct constant {
    uintptr_t first_page, end_page;
    uint32_t pending_packers;
  };

  bool mapped(uintptr_t begin, uintptr_t end) const;
  void packed(const void* kernel, const void* bias);
  void done_with(const void* data);

  uintptr_t page_size_;
  uintptr_t ranges_[2][2];  // [begin, end) of the file's and the external data file's mappings (empty if none)
  std::unordered_map<const void*, constant> constants_;  // by data
  std::unordered_map<uintptr_t, uint32_t> readers_;      // by page: tracked constants on it not yet packed
  // The last packing seen: a deconvolution packs one kernel once per stride phase, which counts once.
  const void* last_kernel_ = nullptr;
  const void* last_bias_ = nullptr;
};
