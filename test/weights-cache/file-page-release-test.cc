// xnn_file_page_release (src/models/file-page-release.h): a mapped model file's pages leave the resident set once no
// constant on them waits for its packer, and memory that is not a mapping of the model is never touched.
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "models/file-page-release.h"
#include "models/model.h"

namespace {

// The resident KiB of the mapping that starts at `start` (/proc/self/smaps).
long resident_kib(const void* start) {
  char prefix[32];
  std::snprintf(prefix, sizeof(prefix), "%lx-", static_cast<unsigned long>(reinterpret_cast<uintptr_t>(start)));
  std::FILE* smaps = std::fopen("/proc/self/smaps", "r");
  if (smaps == nullptr) return -1;
  char line[512];
  bool in_mapping = false;
  long kib = -1;
  while (std::fgets(line, sizeof(line), smaps) != nullptr) {
    const char* space = std::strchr(line, ' ');
    if (space != nullptr && space > line && space[-1] != ':') {  // a mapping's header, not a "Field:" line
      in_mapping = std::strncmp(line, prefix, std::strlen(prefix)) == 0;
    } else if (in_mapping && std::sscanf(line, "Rss: %ld kB", &kib) == 1) {
      break;
    }
  }
  std::fclose(smaps);
  return kib;
}

class FilePageRelease : public testing::Test {
 protected:
  void SetUp() override {
    page = size_t(sysconf(_SC_PAGESIZE));
    char path[] = "/tmp/file-page-release-test-XXXXXX";
    const int fd = mkstemp(path);
    ASSERT_GE(fd, 0);
    std::vector<uint8_t> bytes(4 * page);
    for (size_t i = 0; i < bytes.size(); i++) bytes[i] = uint8_t(i * 7 + 3);
    ASSERT_EQ(write(fd, bytes.data(), bytes.size()), ssize_t(bytes.size()));
    model.bytes = mmap(nullptr, bytes.size(), PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    unlink(path);
    ASSERT_NE(model.bytes, MAP_FAILED);
    model.bytes_mapped_size = bytes.size();
    expected = bytes;
  }

  // Reads every page of the mapping (so all are resident) and checks the bytes.
  void touch() {
    EXPECT_EQ(std::memcmp(model.bytes, expected.data(), expected.size()), 0);
  }

  const uint8_t* at(size_t offset) const { return static_cast<const uint8_t*>(model.bytes) + offset; }

  size_t page = 0;
  xnn_model model;
  std::vector<uint8_t> expected;
};

TEST_F(FilePageRelease, a_shared_page_leaves_only_when_both_constants_are_packed) {
  touch();
  const long page_kib = long(page / 1024);
  ASSERT_EQ(resident_kib(model.bytes), 4 * page_kib);
  xnn_file_page_release pages(model);
  // A: page 0 and half of page 1; B: the other half of page 1 and page 2, read by two packers. Page 3 is not tracked.
  pages.track(at(0), page + page / 2, 1);
  pages.track(at(page + page / 2), page + page / 2, 2);
  const xnn_packing_observer observer = pages.observer();
  observer.packed(observer.context, at(0), nullptr);
  EXPECT_EQ(resident_kib(model.bytes), 3 * page_kib) << "only page 0 may leave: B still waits on page 1";
  observer.packed(observer.context, at(page + page / 2), nullptr);
  EXPECT_EQ(resident_kib(model.bytes), 3 * page_kib) << "B has a second packer";
  observer.packed(observer.context, nullptr, nullptr);  // another operator in between
  observer.packed(observer.context, at(page + page / 2), nullptr);
  EXPECT_EQ(resident_kib(model.bytes), page_kib) << "pages 1 and 2 leave; the untracked page 3 stays";
  touch();  // dropped pages come back from the file
}

TEST_F(FilePageRelease, repeated_packings_of_one_kernel_count_once) {
  touch();
  const long page_kib = long(page / 1024);
  xnn_file_page_release pages(model);
  pages.track(at(0), page, 2);
  const xnn_packing_observer observer = pages.observer();
  observer.packed(observer.context, at(0), at(3 * page));
  observer.packed(observer.context, at(0), at(3 * page));  // a deconvolution's next stride phase
  EXPECT_EQ(resident_kib(model.bytes), 4 * page_kib);
  observer.packed(observer.context, at(0), nullptr);
  EXPECT_EQ(resident_kib(model.bytes), 3 * page_kib);
}

TEST_F(FilePageRelease, memory_outside_the_mapping_is_never_dropped) {
  std::vector<uint8_t> library(4 * page, 0x5A);
  xnn_file_page_release pages(model);
  pages.track(library.data(), library.size(), 1);
  const xnn_packing_observer observer = pages.observer();
  observer.packed(observer.context, library.data(), nullptr);
  for (uint8_t byte : library) ASSERT_EQ(byte, 0x5A);
}

}  // namespace
