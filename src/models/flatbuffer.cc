#include "models/flatbuffer.h"

#include <cstdarg>
#include <cstdio>

std::string xnn_printable_text(std::string_view text) {
  constexpr size_t kMaxCharacters = 80;
  std::string shown;
  for (size_t i = 0; i < text.size() && i < kMaxCharacters; i++) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c < 0x7F) {
      shown += char(c);
    } else {
      char escaped[8];
      std::snprintf(escaped, sizeof(escaped), "\\x%02X", c);
      shown += escaped;
    }
  }
  if (text.size() > kMaxCharacters) shown += "...";
  return shown;
}

bool xnn_flatbuffer_reader::fail(xnn_status status, const char* format, ...) {
  if (!ok()) return false;
  char sentence[768];
  va_list args;
  va_start(args, format);
  std::vsnprintf(sentence, sizeof(sentence), format, args);
  va_end(args);
  problem_->status = status;
  problem_->message = std::string(prefix_) + ": " + sentence;
  return false;
}

uint32_t xnn_flatbuffer_reader::read_u32(size_t position) const {
  uint32_t value;
  std::memcpy(&value, data_ + position, sizeof(value));
  return value;
}

bool xnn_flatbuffer_reader::has_identifier(const char* identifier) const {
  return size_ >= 8 && std::memcmp(data_ + 4, identifier, 4) == 0;
}

xnn_flatbuffer_table xnn_flatbuffer_reader::root(const char* name) {
  if (size_ < 8) {
    fail(xnn_status_invalid_parameter, "%s is %zu bytes; a flatbuffer needs at least 8", name, size_);
    return xnn_flatbuffer_table{};
  }
  const uint32_t offset = read_u32(0);
  if (offset >= size_) {
    fail(xnn_status_invalid_parameter, "%s root offset is %u; the buffer has %zu bytes", name, offset, size_);
    return xnn_flatbuffer_table{};
  }
  return open_table(offset, 1, name);
}

xnn_flatbuffer_table xnn_flatbuffer_reader::open_table(uint32_t position, uint32_t depth, std::string path) {
  if (!ok()) return xnn_flatbuffer_table{};
  if (depth > kMaxDepth) {
    fail(xnn_status_invalid_parameter, "%s is nested %u tables deep; at most %u are allowed", path.c_str(), depth,
         kMaxDepth);
    return xnn_flatbuffer_table{};
  }
  if (++problem_->tables_visited > kMaxTables) {
    fail(xnn_status_invalid_parameter, "%s is table visit %u; at most %u are allowed", path.c_str(),
         problem_->tables_visited,
         kMaxTables);
    return xnn_flatbuffer_table{};
  }
  if (position % 4 != 0 || size_t{position} + 4 > size_) {
    fail(xnn_status_invalid_parameter, "%s table at byte %u is misaligned or past the end (%zu bytes)", path.c_str(),
         position, size_);
    return xnn_flatbuffer_table{};
  }
  int32_t soffset;
  std::memcpy(&soffset, data_ + position, sizeof(soffset));
  const int64_t vtable = int64_t{position} - int64_t{soffset};
  if (vtable < 0 || vtable % 2 != 0 || vtable + 4 > int64_t(size_)) {
    fail(xnn_status_invalid_parameter, "%s vtable at byte %lld is misaligned or outside the buffer (%zu bytes)",
         path.c_str(), static_cast<long long>(vtable), size_);
    return xnn_flatbuffer_table{};
  }
  uint16_t sizes[2];
  std::memcpy(sizes, data_ + vtable, sizeof(sizes));
  if (sizes[0] < 4 || sizes[0] % 2 != 0 || vtable + sizes[0] > int64_t(size_)) {
    fail(xnn_status_invalid_parameter, "%s vtable size is %u; expected an even size >= 4 inside the buffer",
         path.c_str(), sizes[0]);
    return xnn_flatbuffer_table{};
  }
  if (sizes[1] < 4 || size_t{position} + sizes[1] > size_) {
    fail(xnn_status_invalid_parameter, "%s table size is %u; expected >= 4 and inside the buffer (%zu bytes)",
         path.c_str(), sizes[1], size_);
    return xnn_flatbuffer_table{};
  }
  xnn_flatbuffer_table table;
  table.position = position;
  table.vtable = static_cast<uint32_t>(vtable);
  table.vtable_size = sizes[0];
  table.table_size = sizes[1];
  table.depth = depth;
  table.path = std::move(path);
  return table;
}

uint16_t xnn_flatbuffer_reader::field_offset(const xnn_flatbuffer_table& table, int slot) const {
  const uint32_t entry = 4 + 2 * uint32_t(slot);
  if (!table.present() || entry + 2 > table.vtable_size) return 0;
  uint16_t offset;
  std::memcpy(&offset, data_ + table.vtable + entry, sizeof(offset));
  return offset;
}

uint32_t xnn_flatbuffer_reader::checked_field(const xnn_flatbuffer_table& table, int slot, const char* field,
                                              uint32_t field_size) {
  if (!ok()) return 0;
  const uint16_t offset = field_offset(table, slot);
  if (offset == 0) return 0;
  if (offset < 4 || uint32_t{offset} + field_size > table.table_size) {
    fail(xnn_status_invalid_parameter, "%s.%s is at table byte %u; the table has %u bytes", table.path.c_str(), field,
         offset, table.table_size);
    return 0;
  }
  if ((table.position + offset) % field_size != 0) {
    fail(xnn_status_invalid_parameter, "%s.%s at byte %u is not aligned to %u bytes", table.path.c_str(), field,
         table.position + offset, field_size);
    return 0;
  }
  return offset;
}

uint32_t xnn_flatbuffer_reader::follow_at(uint32_t position, const std::string& path) {
  if (position % 4 != 0 || size_t{position} + 4 > size_) {
    fail(xnn_status_invalid_parameter, "%s offset at byte %u is misaligned or past the end", path.c_str(), position);
    return 0;
  }
  const uint64_t target = uint64_t{position} + read_u32(position);
  if (target + 4 > size_) {
    fail(xnn_status_invalid_parameter, "%s points to byte %llu; the buffer has %zu bytes", path.c_str(),
         static_cast<unsigned long long>(target), size_);
    return 0;
  }
  return static_cast<uint32_t>(target);
}

uint32_t xnn_flatbuffer_reader::follow(const xnn_flatbuffer_table& table, int slot, const char* field, bool required) {
  const uint32_t offset = checked_field(table, slot, field, 4);
  if (offset == 0) {
    if (required && ok() && table.present()) {
      fail(xnn_status_invalid_parameter, "%s.%s is missing", table.path.c_str(), field);
    }
    return 0;
  }
  return follow_at(table.position + offset, table.path + "." + field);
}

xnn_flatbuffer_table xnn_flatbuffer_reader::table(const xnn_flatbuffer_table& parent, int slot, const char* field,
                                                  bool required) {
  const uint32_t target = follow(parent, slot, field, required);
  if (target == 0) return xnn_flatbuffer_table{};
  return open_table(target, parent.depth + 1, parent.path + "." + field);
}

xnn_flatbuffer_vector xnn_flatbuffer_reader::open_vector(uint32_t position, uint32_t element_size, uint32_t depth,
                                                         std::string path) {
  const uint32_t count = read_u32(position);
  const uint64_t available = (size_ - position - 4) / element_size;
  if (count > available) {
    fail(xnn_status_invalid_parameter, "%s has %u elements of %u bytes; only %llu fit in the buffer", path.c_str(),
         count, element_size, static_cast<unsigned long long>(available));
    return xnn_flatbuffer_vector{};
  }
  const uint32_t alignment = element_size < 8 ? element_size : 8;
  if ((position + 4) % alignment != 0) {
    fail(xnn_status_invalid_parameter, "%s elements at byte %u are not aligned to %u bytes", path.c_str(),
         position + 4, alignment);
    return xnn_flatbuffer_vector{};
  }
  xnn_flatbuffer_vector vector;
  vector.elements = position + 4;
  vector.count = count;
  vector.element_size = element_size;
  vector.depth = depth;
  vector.path = std::move(path);
  return vector;
}

xnn_flatbuffer_vector xnn_flatbuffer_reader::vector(const xnn_flatbuffer_table& parent, int slot, const char* field,
                                                    uint32_t element_size, bool required) {
  const uint32_t target = follow(parent, slot, field, required);
  if (target == 0) return xnn_flatbuffer_vector{};
  return open_vector(target, element_size, parent.depth, parent.path + "." + field);
}

std::string_view xnn_flatbuffer_reader::open_string(uint32_t position, const std::string& path) {
  const uint32_t length = read_u32(position);
  // The characters and the terminating NUL must fit.
  if (uint64_t{length} + 1 > size_ - position - 4) {
    fail(xnn_status_invalid_parameter, "%s has %u bytes; they do not fit in the buffer", path.c_str(), length);
    return {};
  }
  const char* characters = reinterpret_cast<const char*>(data_ + position + 4);
  if (characters[length] != '\0') {
    fail(xnn_status_invalid_parameter, "%s is not NUL-terminated", path.c_str());
    return {};
  }
  return std::string_view(characters, length);
}

std::string_view xnn_flatbuffer_reader::string(const xnn_flatbuffer_table& parent, int slot, const char* field,
                                               bool required) {
  const uint32_t target = follow(parent, slot, field, required);
  if (target == 0) return {};
  return open_string(target, parent.path + "." + field);
}

xnn_flatbuffer_table xnn_flatbuffer_reader::table_at(const xnn_flatbuffer_vector& vector, uint32_t index) {
  if (!ok() || index >= vector.count || vector.element_size != 4) return xnn_flatbuffer_table{};
  std::string path = vector.path + "[" + std::to_string(index) + "]";
  const uint32_t target = follow_at(vector.elements + 4 * index, path);
  if (target == 0) return xnn_flatbuffer_table{};
  return open_table(target, vector.depth + 1, std::move(path));
}

std::string_view xnn_flatbuffer_reader::string_at(const xnn_flatbuffer_vector& vector, uint32_t index) {
  if (!ok() || index >= vector.count || vector.element_size != 4) return {};
  const std::string path = vector.path + "[" + std::to_string(index) + "]";
  const uint32_t target = follow_at(vector.elements + 4 * index, path);
  if (target == 0) return {};
  return open_string(target, path);
}

xnn_flatbuffer_table xnn_flatbuffer_reader::union_member(const xnn_flatbuffer_table& parent, int type_slot,
                                                         const char* field, uint8_t max_type, const char* const* names,
                                                         uint8_t* type_out) {
  *type_out = 0;
  const std::string type_field = std::string(field) + "_type";
  const uint8_t type = u8(parent, type_slot, type_field.c_str());
  if (!ok() || !parent.present()) return xnn_flatbuffer_table{};
  if (type == 0) {
    fail(xnn_status_invalid_parameter, "%s.%s is NONE; expected one of 1..%u", parent.path.c_str(),
         type_field.c_str(), max_type);
    return xnn_flatbuffer_table{};
  }
  if (type > max_type) {
    fail(xnn_status_unsupported_parameter, "%s.%s is %u; this decoder knows 1..%u", parent.path.c_str(),
         type_field.c_str(), type, max_type);
    return xnn_flatbuffer_table{};
  }
  const uint32_t target = follow(parent, type_slot + 1, field, true);
  if (target == 0) return xnn_flatbuffer_table{};
  *type_out = type;
  return open_table(target, parent.depth + 1, parent.path + "." + field + "(" + names[type] + ")");
}
