#include "models/file-page-release.h"

#if !defined(__wasi__)
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "models/model.h"

xnn_file_page_release::xnn_file_page_release(const xnn_model& model) {
#if !defined(__wasi__)
  page_size_ = uintptr_t(sysconf(_SC_PAGESIZE));
#else
  page_size_ = 65536;
#endif
  const auto range = [](uintptr_t* out, const void* bytes, size_t mapped_size) {
    out[0] = reinterpret_cast<uintptr_t>(bytes);
    out[1] = out[0] + mapped_size;
  };
  range(ranges_[0], model.bytes, model.bytes_mapped_size);
  range(ranges_[1], model.external_bytes, model.external_mapped_size);
}

bool xnn_file_page_release::mapped(uintptr_t begin, uintptr_t end) const {
  for (const auto& range : ranges_) {
    if (range[0] < range[1] && begin >= range[0] && end <= range[1]) return true;
  }
  return false;
}

void xnn_file_page_release::track(const void* data, size_t size, uint32_t packers) {
  const uintptr_t begin = reinterpret_cast<uintptr_t>(data);
  if (size == 0 || packers == 0 || !mapped(begin, begin + size)) return;
  const auto inserted = constants_.emplace(data, constant{begin / page_size_, (begin + size - 1) / page_size_ + 1, 0});
  if (inserted.second) {
    for (uintptr_t page = inserted.first->second.first_page; page < inserted.first->second.end_page; page++) {
      readers_[page]++;
    }
  }
  inserted.first->second.pending_packers += packers;
}

xnn_packing_observer xnn_file_page_release::observer() {
  return xnn_packing_observer{
      [](void* context, const void* kernel, const void* bias) {
        static_cast<xnn_file_page_release*>(context)->packed(kernel, bias);
      },
      this};
}

void xnn_file_page_release::packed(const void* kernel, const void* bias) {
  if (kernel == last_kernel_ && bias == last_bias_) return;
  last_kernel_ = kernel, last_bias_ = bias;
  done_with(kernel);
  if (bias != kernel) done_with(bias);
}

// Pages on which no tracked constant waits for its packer any more are dropped, in runs of adjacent pages. A dropped
// page read again (by an untracked reader, or a packer counted early) comes back from the file: the mapping is
// private and never written.
void xnn_file_page_release::done_with(const void* data) {
  const auto found = constants_.find(data);
  if (found == constants_.end() || found->second.pending_packers == 0) return;
  constant& c = found->second;
  if (--c.pending_packers != 0) return;
  uintptr_t run_begin = 0, run_end = 0;
  const auto drop_run = [&] {
#if !defined(__wasi__)
    if (run_end > run_begin) {
      madvise(reinterpret_cast<void*>(run_begin * page_size_), (run_end - run_begin) * page_size_, MADV_DONTNEED);
    }
#endif
  };
  for (uintptr_t page = c.first_page; page < c.end_page; page++) {
    if (--readers_[page] != 0) continue;
    if (run_end != page) {
      drop_run();
      run_begin = page;
    }
    run_end = page + 1;
  }
  drop_run();
}
