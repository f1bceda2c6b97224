// Decoding an ExecuTorch FlatTensor file (.ptd): the FH01 header, then the flatbuffer, then every segment and key
// checked before any offset is trusted.
#include "models/flat-tensor.h"

#include <algorithm>
#include <cstring>
#include <string_view>
#include <unordered_set>

namespace {

constexpr size_t kHeaderStart = 8;
constexpr uint32_t kMinHeaderLength = 40;
constexpr size_t kFlatbufferAlignment = 8;  // the flatbuffer's widest fields (DataSegment's u64s)

namespace slot {
constexpr int kFlatTensorSegments = 1, kFlatTensorNamedData = 2;
constexpr int kSegmentOffset = 0, kSegmentSize = 1;
constexpr int kNamedDataKey = 0, kNamedDataSegmentIndex = 1;
}  // namespace slot

template <typename T>
T load(const uint8_t* bytes) {
  T value;
  std::memcpy(&value, bytes, sizeof(T));
  return value;
}

struct data_segment {
  uint32_t index;
  uint64_t offset, size;
};

// The segments, each inside the segment data, aligned, and not overlapping another.
bool read_segments(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& root, uint64_t base,
                   uint64_t data_size, std::vector<data_segment>* segments) {
  const xnn_flatbuffer_vector list = reader.vector(root, slot::kFlatTensorSegments, "segments", 4, true);
  for (uint32_t i = 0; i < list.count && reader.ok(); i++) {
    const xnn_flatbuffer_table segment = reader.table_at(list, i);
    const uint64_t offset = reader.u64(segment, slot::kSegmentOffset, "offset");
    const uint64_t size = reader.u64(segment, slot::kSegmentSize, "size");
    if (!reader.ok()) return false;
    if (offset > data_size || size > data_size - offset) {
      return reader.fail(xnn_status_invalid_parameter,
                         "%s is %llu bytes at offset %llu; the segment data has %llu bytes", segment.path.c_str(),
                         static_cast<unsigned long long>(size), static_cast<unsigned long long>(offset),
                         static_cast<unsigned long long>(data_size));
    }
    if ((base + offset) % kFlatTensorSegmentAlignment != 0) {
      return reader.fail(xnn_status_invalid_parameter,
                         "%s starts at file offset %llu; expected a multiple of %zu", segment.path.c_str(),
                         static_cast<unsigned long long>(base + offset), kFlatTensorSegmentAlignment);
    }
    segments->push_back(data_segment{i, offset, size});
  }
  if (!reader.ok()) return false;
  std::vector<data_segment> sorted = *segments;
  std::sort(sorted.begin(), sorted.end(),
            [](const data_segment& a, const data_segment& b) { return a.offset < b.offset; });
  for (size_t i = 1; i < sorted.size(); i++) {
    const data_segment& before = sorted[i - 1];
    const data_segment& after = sorted[i];
    if (after.offset < before.offset + before.size) {
      return reader.fail(xnn_status_invalid_parameter,
                         "segments[%u] (bytes %llu..%llu) overlaps segments[%u] (bytes %llu..%llu)", after.index,
                         static_cast<unsigned long long>(after.offset),
                         static_cast<unsigned long long>(after.offset + after.size), before.index,
                         static_cast<unsigned long long>(before.offset),
                         static_cast<unsigned long long>(before.offset + before.size));
    }
  }
  return true;
}

}  // namespace

bool xnn_decode_flat_tensor(const uint8_t* data, size_t size, std::vector<xnn_named_data>* named,
                            xnn_model_problem* problem) {
  xnn_flatbuffer_reader whole(data, size, "external data", problem);
  if (size < kHeaderStart + kMinHeaderLength) {
    return whole.fail(xnn_status_invalid_parameter, "the file has %zu bytes; a FlatTensor file has at least %zu",
                      size, kHeaderStart + kMinHeaderLength);
  }
  if (!whole.has_identifier("FT01")) {
    return whole.fail(xnn_status_invalid_parameter, "identifier is '%s'; expected FT01 (a FlatTensor .ptd file)",
                      xnn_printable_text(std::string_view(reinterpret_cast<const char*>(data + 4), 4)).c_str());
  }
  const uint8_t* header = data + kHeaderStart;
  if (std::memcmp(header, "FH01", 4) != 0) {
    return whole.fail(xnn_status_invalid_parameter, "the header at byte 8 starts '%s'; expected FH01",
                      xnn_printable_text(std::string_view(reinterpret_cast<const char*>(header), 4)).c_str());
  }
  const uint32_t length = load<uint32_t>(header + 4);
  const uint64_t flatbuffer_offset = load<uint64_t>(header + 8), flatbuffer_size = load<uint64_t>(header + 16);
  const uint64_t base = load<uint64_t>(header + 24), segment_data_size = load<uint64_t>(header + 32);
  if (length < kMinHeaderLength || length > size - kHeaderStart) {
    return whole.fail(xnn_status_invalid_parameter, "header length is %u; expected >= %u within %zu bytes", length,
                      kMinHeaderLength, size);
  }
  if (flatbuffer_offset < length || flatbuffer_offset % kFlatbufferAlignment != 0) {
    return whole.fail(xnn_status_invalid_parameter,
                      "header flatbuffer_offset is %llu; expected a multiple of %zu of at least the header length %u",
                      static_cast<unsigned long long>(flatbuffer_offset), kFlatbufferAlignment, length);
  }
  if (flatbuffer_offset > size || flatbuffer_size > size - flatbuffer_offset ||
      flatbuffer_offset + flatbuffer_size < kHeaderStart + length || base < flatbuffer_offset + flatbuffer_size ||
      base > size || segment_data_size > size - base) {
    return whole.fail(xnn_status_invalid_parameter,
                      "header says flatbuffer %llu bytes after a %llu-byte header, segments %llu bytes at %llu; the "
                      "file has %zu bytes",
                      static_cast<unsigned long long>(flatbuffer_size),
                      static_cast<unsigned long long>(flatbuffer_offset),
                      static_cast<unsigned long long>(segment_data_size), static_cast<unsigned long long>(base), size);
  }
  if (base % kFlatTensorSegmentAlignment != 0) {
    return whole.fail(xnn_status_invalid_parameter, "header segment_base_offset is %llu; expected a multiple of %zu",
                      static_cast<unsigned long long>(base), kFlatTensorSegmentAlignment);
  }
  xnn_flatbuffer_reader reader(data, size_t(flatbuffer_offset + flatbuffer_size), "external data", problem);
  const xnn_flatbuffer_table root = reader.root("FlatTensor");
  std::vector<data_segment> segments;
  if (!reader.ok() || !read_segments(reader, root, base, segment_data_size, &segments)) return false;
  const xnn_flatbuffer_vector entries = reader.vector(root, slot::kFlatTensorNamedData, "named_data", 4, true);
  std::unordered_set<std::string_view> keys;
  for (uint32_t i = 0; i < entries.count && reader.ok(); i++) {
    const xnn_flatbuffer_table entry = reader.table_at(entries, i);
    const std::string_view key = reader.string(entry, slot::kNamedDataKey, "key", true);
    const uint32_t index = reader.u32(entry, slot::kNamedDataSegmentIndex, "segment_index");
    if (!reader.ok()) return false;
    if (index >= segments.size()) {
      return reader.fail(xnn_status_invalid_parameter, "%s.segment_index is %u; the file has %zu segments",
                         entry.path.c_str(), index, segments.size());
    }
    if (!keys.insert(key).second) {
      return reader.fail(xnn_status_invalid_parameter, "%s.key '%s' is already the key of an earlier entry",
                         entry.path.c_str(), xnn_printable_text(key).c_str());
    }
    const data_segment& segment = segments[index];
    named->push_back(xnn_named_data{key, xnn_model_bytes{data + base + segment.offset, size_t(segment.size)}});
  }
  return reader.ok();
}
