// Writes ExecuTorch external data files (.ptd, FlatTensor, identifier FT01) laid out as ExecuTorch does: the
// flatbuffer with the 48-byte FH01 header inserted after its first 8 bytes, then the segment data at a multiple of
// 16. Tests fill `segments` and `named` directly to make hostile files.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "flatbuffer-writer.h"

struct xnn_flat_tensor_file_builder {
  struct segment {
    uint64_t offset, size;  // inside segment_data
  };
  struct named_data {
    std::string key;
    uint32_t segment_index;
  };
  static constexpr size_t kHeaderSize = 48;  // 40 header bytes padded to 16
  static constexpr size_t kAlignment = 16;

  std::vector<segment> segments;
  std::vector<named_data> named;
  std::vector<uint8_t> segment_data;

  // Adds a segment holding `bytes` (at the next multiple of 16) and the key naming it; returns the segment index.
  uint32_t add(const std::string& key, const std::vector<uint8_t>& bytes) {
    segment_data.resize((segment_data.size() + kAlignment - 1) / kAlignment * kAlignment);
    segments.push_back(segment{segment_data.size(), bytes.size()});
    segment_data.insert(segment_data.end(), bytes.begin(), bytes.end());
    named.push_back(named_data{key, uint32_t(segments.size() - 1)});
    return uint32_t(segments.size() - 1);
  }

  std::vector<uint8_t> finish() const {
    xnn_flatbuffer_writer w;
    std::vector<xnn_flatbuffer_ref> segment_tables, named_tables;
    for (const segment& s : segments) {
      const xnn_flatbuffer_ref t = w.table();
      w.scalar<uint64_t>(t, 0, s.offset);
      w.scalar<uint64_t>(t, 1, s.size);
      segment_tables.push_back(t);
    }
    for (const named_data& n : named) {
      const xnn_flatbuffer_ref t = w.table();
      w.offset(t, 0, w.string(n.key));
      w.scalar<uint32_t>(t, 1, n.segment_index);
      named_tables.push_back(t);
    }
    const xnn_flatbuffer_ref root = w.table();
    w.scalar<uint32_t>(root, 0, 0);
    w.offset(root, 1, w.vector_of_tables(segment_tables));
    w.offset(root, 2, w.vector_of_tables(named_tables));
    const std::vector<uint8_t> flatbuffer = w.finish(root, "FT01");
    const uint64_t base = (kHeaderSize + flatbuffer.size() + kAlignment - 1) / kAlignment * kAlignment;
    uint8_t header[kHeaderSize] = {'F', 'H', '0', '1', 40};
    const uint64_t fields[] = {kHeaderSize, flatbuffer.size(), base, segment_data.size()};
    std::memcpy(header + 8, fields, sizeof(fields));  // little-endian, as the format
    std::vector<uint8_t> file(base + segment_data.size(), 0);
    std::memcpy(file.data(), flatbuffer.data(), 8);
    std::memcpy(file.data() + 8, header, kHeaderSize);
    std::memcpy(file.data() + 8 + kHeaderSize, flatbuffer.data() + 8, flatbuffer.size() - 8);
    std::copy(segment_data.begin(), segment_data.end(), file.begin() + base);
    // The root uoffset now jumps over the inserted header.
    uint32_t root_offset;
    std::memcpy(&root_offset, file.data(), 4);
    root_offset += uint32_t(kHeaderSize);
    std::memcpy(file.data(), &root_offset, 4);
    return file;
  }
};
