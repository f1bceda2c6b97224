// ExecuTorch external data files (.ptd, FlatTensor, identifier FT01): named data segments that a program's
// tensors (ExtraTensorInfo.location = EXTERNAL, keyed by fully_qualified_name) and XNNPACK-delegate constants
// (ConstantDataOffset.named_key) refer to by key.
//
// Layout: bytes 0..8 are the flatbuffer's root uoffset and identifier "FT01"; at byte 8 the FH01 header (u32
// magic, u32 length >= 40, u64 flatbuffer_offset, u64 flatbuffer_size, u64 segment_base_offset, u64
// segment_data_size) sits inside the flatbuffer, which spans [0, flatbuffer_offset + flatbuffer_size) (the header
// was inserted after byte 8, so flatbuffer_offset is its padded length); segment data follows at
// segment_base_offset. FlatTensor{version, segments: [DataSegment{offset, size}], named_data: [NamedData{key,
// segment_index, tensor_layout}]}.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "models/flatbuffer.h"
#include "models/graph-decoder.h"

// Segment offsets inside the file are multiples of this (ExecuTorch aligns them to 16 by default): every element
// type a tensor can have stays aligned in the file.
constexpr size_t kFlatTensorSegmentAlignment = 8;

// Verifies the whole .ptd file at [data, data + size) (header, flatbuffer, segment bounds and alignment, no two
// segments overlapping, no key twice) and lists its named data, which points into `data`. On failure returns false
// with `problem` set (messages start "external data: ").
bool xnn_decode_flat_tensor(const uint8_t* data, size_t size, std::vector<xnn_named_data>* named,
                            xnn_model_problem* problem);
