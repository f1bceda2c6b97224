// A small FlatBuffers writer: describe tables, vectors and strings, then `finish` lays them out with
// every object after the objects that point to it (uoffsets point forward), each table right after its own
// vtable. `position` tells where an object landed, so a test can then damage exactly the bytes it wants.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

// A handle to an object described to an xnn_flatbuffer_writer.
using xnn_flatbuffer_ref = int;

class xnn_flatbuffer_writer {
 public:
  xnn_flatbuffer_ref table() { return add(object_kind::table); }

  template <typename T>
  void scalar(xnn_flatbuffer_ref table, int slot, T value) {
    pending_field field;
    field.slot = slot;
    field.size = sizeof(T);
    std::memcpy(field.bytes, &value, sizeof(T));
    objects_[table].fields.push_back(field);
  }
  // A uoffset field pointing to `target`.
  void offset(xnn_flatbuffer_ref table, int slot, xnn_flatbuffer_ref target) {
    pending_field field;
    field.slot = slot;
    field.size = 4;
    field.target = target;
    objects_[table].fields.push_back(field);
  }
  // A union: the u8 type at `slot`, the member table at `slot + 1`.
  void member(xnn_flatbuffer_ref table, int slot, uint8_t type, xnn_flatbuffer_ref target) {
    scalar<uint8_t>(table, slot, type);
    offset(table, slot + 1, target);
  }

  template <typename T>
  xnn_flatbuffer_ref vector(const std::vector<T>& elements) {
    const xnn_flatbuffer_ref ref = add(object_kind::vector);
    objects_[ref].element_size = sizeof(T);
    objects_[ref].count = uint32_t(elements.size());
    objects_[ref].payload.resize(elements.size() * sizeof(T));
    if (!elements.empty()) std::memcpy(objects_[ref].payload.data(), elements.data(), objects_[ref].payload.size());
    return ref;
  }
  xnn_flatbuffer_ref vector_of_tables(const std::vector<xnn_flatbuffer_ref>& tables);
  xnn_flatbuffer_ref string(std::string_view text);

  // Lays out every object reachable from `root` behind the 8-byte prologue (root uoffset + identifier).
  std::vector<uint8_t> finish(xnn_flatbuffer_ref root, const char identifier[4]);

  // Byte position of an object in the last finished buffer (a table's position is its soffset).
  uint32_t position(xnn_flatbuffer_ref ref) const { return objects_[ref].position; }
  // Byte position of field `slot` of a table in the last finished buffer.
  uint32_t field_position(xnn_flatbuffer_ref table, int slot) const;
  // Byte position of a table's vtable in the last finished buffer.
  uint32_t vtable_position(xnn_flatbuffer_ref table) const { return objects_[table].vtable_position; }

 private:
  enum class object_kind { table, vector, string };
  struct pending_field {
    int slot = 0;
    uint32_t size = 0;
    uint8_t bytes[8] = {};
    xnn_flatbuffer_ref target = -1;  // a uoffset field when >= 0
    uint32_t offset = 0;             // inside the table, set by finish
  };
  struct pending_object {
    object_kind kind;
    std::vector<pending_field> fields;         // tables
    std::vector<xnn_flatbuffer_ref> elements;  // vectors of tables
    std::vector<uint8_t> payload;              // scalar vectors and strings
    uint32_t element_size = 0;
    uint32_t count = 0;
    uint32_t position = 0;
    uint32_t vtable_position = 0;
  };

  xnn_flatbuffer_ref add(object_kind kind) {
    objects_.push_back(pending_object{kind, {}, {}, {}, 0, 0, 0, 0});
    return xnn_flatbuffer_ref(objects_.size() - 1);
  }
  void order(xnn_flatbuffer_ref ref, std::vector<bool>& visited, std::vector<xnn_flatbuffer_ref>& post_order) const;
  void place(xnn_flatbuffer_ref ref, std::vector<uint8_t>& out);

  std::vector<pending_object> objects_;
};
