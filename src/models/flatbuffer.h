// A verifying FlatBuffers reader: every offset, length, alignment, vtable, union type, nesting depth and table
// count is checked before it is used. The first violation stops decoding: it is recorded as a status plus one
// sentence naming the field ("model: xnodes[3].xnode_union.input1_id is ..."), and every later accessor returns an
// empty result, so callers may read a whole table and check `ok()` once. Nothing reads outside [data, data + size).
//
// Format facts (FlatBuffers, little-endian): the root uoffset is at byte 0; a uoffset at position p points to
// p + value (always forward); a table starts with an i32 soffset to its vtable (vtable = table - soffset); a vtable
// is u16 vtable size, u16 table size, then one u16 field offset per slot (0 or past the vtable = absent, the schema
// default applies); vectors and strings are a u32 count followed by the elements (strings end with a NUL byte);
// a union is a u8 type field followed by a uoffset field.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include <xnnpack.h>

// Why decoding stopped: a status and one sentence. `status == xnn_status_success` means nothing went wrong.
struct xnn_model_problem {
  xnn_status status = xnn_status_success;
  std::string message;
  // Table visits by every reader reporting here: all readers of one file (a program and its delegate blobs) share
  // one xnn_model_problem, so xnn_flatbuffer_reader::kMaxTables bounds the work for the whole file.
  uint32_t tables_visited = 0;
};

// A verified table: its position, its vtable, and a readable path for error messages.
struct xnn_flatbuffer_table {
  uint32_t position = 0;
  uint32_t vtable = 0;
  uint16_t vtable_size = 0;  // 0 = no table (absent, or decoding already failed)
  uint16_t table_size = 0;
  uint32_t depth = 0;
  std::string path;
  bool present() const { return vtable_size != 0; }
};

// A verified vector: `count` elements of `element_size` bytes starting at `elements`.
struct xnn_flatbuffer_vector {
  uint32_t elements = 0;
  uint32_t count = 0;
  uint32_t element_size = 0;
  uint32_t depth = 0;
  std::string path;
};

// Text from a file made safe for a one-line message: non-printable bytes become \xNN, at most 80 characters.
std::string xnn_printable_text(std::string_view text);

class xnn_flatbuffer_reader {
 public:
  // Deeper nesting than this is refused (our schemas nest at most 6 tables deep).
  static constexpr uint32_t kMaxDepth = 64;
  // More table visits than this (per file, see xnn_model_problem) are refused: a table can be referenced many times.
  static constexpr uint32_t kMaxTables = 1000000;

  // `prefix` starts every message ("model"). `problem` receives the first violation.
  xnn_flatbuffer_reader(const uint8_t* data, size_t size, const char* prefix, xnn_model_problem* problem)
      : data_(data), size_(size), prefix_(prefix), problem_(problem) {}

  bool ok() const { return problem_->status == xnn_status_success; }
  const uint8_t* data() const { return data_; }
  size_t size() const { return size_; }

  // Records the first problem ("<prefix>: <sentence>") and returns false.
  bool fail(xnn_status status, const char* format, ...) __attribute__((format(printf, 3, 4)));

  // The 4-byte file identifier at bytes 4..8, if the buffer is long enough.
  bool has_identifier(const char* identifier) const;
  // The root table (uoffset at byte 0); `name` is its path in messages.
  xnn_flatbuffer_table root(const char* name);

  bool present(const xnn_flatbuffer_table& table, int slot) const { return field_offset(table, slot) != 0; }

  // Scalar fields: the schema default when absent.
  uint8_t u8(const xnn_flatbuffer_table& table, int slot, const char* field, uint8_t fallback = 0) {
    return scalar<uint8_t>(table, slot, field, fallback);
  }
  int16_t i16(const xnn_flatbuffer_table& table, int slot, const char* field, int16_t fallback = 0) {
    return scalar<int16_t>(table, slot, field, fallback);
  }
  uint32_t u32(const xnn_flatbuffer_table& table, int slot, const char* field, uint32_t fallback = 0) {
    return scalar<uint32_t>(table, slot, field, fallback);
  }
  int32_t i32(const xnn_flatbuffer_table& table, int slot, const char* field, int32_t fallback = 0) {
    return scalar<int32_t>(table, slot, field, fallback);
  }
  uint64_t u64(const xnn_flatbuffer_table& table, int slot, const char* field, uint64_t fallback = 0) {
    return scalar<uint64_t>(table, slot, field, fallback);
  }
  int64_t i64(const xnn_flatbuffer_table& table, int slot, const char* field, int64_t fallback = 0) {
    return scalar<int64_t>(table, slot, field, fallback);
  }
  float f32(const xnn_flatbuffer_table& table, int slot, const char* field, float fallback = 0.0f) {
    return scalar<float>(table, slot, field, fallback);
  }
  double f64(const xnn_flatbuffer_table& table, int slot, const char* field, double fallback = 0.0) {
    return scalar<double>(table, slot, field, fallback);
  }

  // A sub-table; absent gives a table with present() == false (a failure too when `required`).
  xnn_flatbuffer_table table(const xnn_flatbuffer_table& parent, int slot, const char* field, bool required);
  // A vector of `element_size`-byte elements (4 for tables and strings); absent gives count 0.
  xnn_flatbuffer_vector vector(const xnn_flatbuffer_table& parent, int slot, const char* field, uint32_t element_size,
                               bool required);
  // A string field; absent gives an empty view (a failure too when `required`).
  std::string_view string(const xnn_flatbuffer_table& parent, int slot, const char* field, bool required);
  // Element `index` of a vector of tables.
  xnn_flatbuffer_table table_at(const xnn_flatbuffer_vector& vector, uint32_t index);
  // Element `index` of a vector of strings.
  std::string_view string_at(const xnn_flatbuffer_vector& vector, uint32_t index);
  // Element `index` of a vector of scalars (its element_size must be sizeof(T)).
  template <typename T>
  T element(const xnn_flatbuffer_vector& vector, uint32_t index) const {
    T value{};
    if (index < vector.count && vector.element_size == sizeof(T)) {
      std::memcpy(&value, data_ + vector.elements + size_t{index} * sizeof(T), sizeof(T));
    }
    return value;
  }
  const uint8_t* bytes(const xnn_flatbuffer_vector& vector) const { return data_ + vector.elements; }

  // A union: the u8 type at `type_slot`, the table at `type_slot + 1`. Type 0 (NONE) or a type above `max_type`
  // is refused; `names[type]` names the member in paths. Returns the member table and its type.
  xnn_flatbuffer_table union_member(const xnn_flatbuffer_table& parent, int type_slot, const char* field,
                                    uint8_t max_type, const char* const* names, uint8_t* type_out);

 private:
  template <typename T>
  T scalar(const xnn_flatbuffer_table& table, int slot, const char* field, T fallback) {
    const uint32_t offset = checked_field(table, slot, field, sizeof(T));
    if (offset == 0) return fallback;
    T value;
    std::memcpy(&value, data_ + table.position + offset, sizeof(T));
    return value;
  }
  uint32_t read_u32(size_t position) const;
  // The field's offset inside the table, or 0 when the field is absent (or the table is).
  uint16_t field_offset(const xnn_flatbuffer_table& table, int slot) const;
  // field_offset, after checking the field's bytes lie in the table and are aligned; 0 on failure too.
  uint32_t checked_field(const xnn_flatbuffer_table& table, int slot, const char* field, uint32_t field_size);
  // Follows the uoffset field at `slot`; returns the target position or 0 (absent or failed).
  uint32_t follow(const xnn_flatbuffer_table& table, int slot, const char* field, bool required);
  // Follows the uoffset stored at `position` (a vector element); returns the target or 0 on failure.
  uint32_t follow_at(uint32_t position, const std::string& path);
  xnn_flatbuffer_table open_table(uint32_t position, uint32_t depth, std::string path);
  xnn_flatbuffer_vector open_vector(uint32_t position, uint32_t element_size, uint32_t depth, std::string path);
  std::string_view open_string(uint32_t position, const std::string& path);

  const uint8_t* data_;
  size_t size_;
  const char* prefix_;
  xnn_model_problem* problem_;
};
