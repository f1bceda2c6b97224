// A small FlatBuffers writer: describe tables, vectors and strings, then `finish` lays them out with
// every object after the objects that point to it (uoffsets point forward), each table right after its own
// vtable. `position` tells where an object landed, so a test can then damage exactly the bytes it wants.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

namespace xnn::models::testing {

class FlatBufferWriter {
 public:
  using Ref = int;  // an object handle

  Ref table() { return add(Kind::table); }

  template <typename T>
  void scalar(Ref table, int slot, T value) {
    Field field;
    field.slot = slot;
    field.size = sizeof(T);
    std::memcpy(field.bytes, &value, sizeof(T));
    objects_[table].fields.push_back(field);
  }
  // A uoffset field pointing to `target`.
  void offset(Ref table, int slot, Ref target) {
    Field field;
    field.slot = slot;
    field.size = 4;
    field.target = target;
    objects_[table].fields.push_back(field);
  }
  // A union: the u8 type at `slot`, the member table at `slot + 1`.
  void member(Ref table, int slot, uint8_t type, Ref target) {
    scalar<uint8_t>(table, slot, type);
    offset(table, slot + 1, target);
  }

  template <typename T>
  Ref vector(const std::vector<T>& elements) {
    const Ref ref = add(Kind::vector);
    objects_[ref].element_size = sizeof(T);
    objects_[ref].count = uint32_t(elements.size());
    objects_[ref].payload.resize(elements.size() * sizeof(T));
    if (!elements.empty()) std::memcpy(objects_[ref].payload.data(), elements.data(), objects_[ref].payload.size());
    return ref;
  }
  Ref vector_of_tables(const std::vector<Ref>& tables);
  Ref string(std::string_view text);

  // Lays out every object reachable from `root` behind the 8-byte prologue (root uoffset + identifier).
  std::vector<uint8_t> finish(Ref root, const char identifier[4]);

  // Byte position of an object in the last finished buffer (a table's position is its soffset).
  uint32_t position(Ref ref) const { return objects_[ref].position; }
  // Byte position of field `slot` of a table in the last finished buffer.
  uint32_t field_position(Ref table, int slot) const;
  // Byte position of a table's vtable in the last finished buffer.
  uint32_t vtable_position(Ref table) const { return objects_[table].vtable_position; }

 private:
  enum class Kind { table, vector, string };
  struct Field {
    int slot = 0;
    uint32_t size = 0;
    uint8_t bytes[8] = {};
    Ref target = -1;       // a uoffset field when >= 0
    uint32_t offset = 0;   // inside the table, set by finish
  };
  struct Object {
    Kind kind;
    std::vector<Field> fields;        // tables
    std::vector<Ref> elements;        // vectors of tables
    std::vector<uint8_t> payload;     // scalar vectors and strings
    uint32_t element_size = 0;
    uint32_t count = 0;
    uint32_t position = 0;
    uint32_t vtable_position = 0;
  };

  Ref add(Kind kind) {
    objects_.push_back(Object{kind, {}, {}, {}, 0, 0, 0, 0});
    return Ref(objects_.size() - 1);
  }
  void order(Ref ref, std::vector<bool>& visited, std::vector<Ref>& post_order) const;
  void place(Ref ref, std::vector<uint8_t>& out);

  std::vector<Object> objects_;
};

}  // namespace xnn::models::testing
