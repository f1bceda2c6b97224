#include "flatbuffer-writer.h"

#include <algorithm>

namespace {

void pad_to(std::vector<uint8_t>& out, size_t alignment) {
  while (out.size() % alignment != 0) out.push_back(0);
}

void put_u32(std::vector<uint8_t>& out, size_t position, uint32_t value) {
  std::memcpy(out.data() + position, &value, sizeof(value));
}

}  // namespace

xnn_flatbuffer_ref xnn_flatbuffer_writer::vector_of_tables(const std::vector<xnn_flatbuffer_ref>& tables) {
  const xnn_flatbuffer_ref ref = add(object_kind::vector);
  objects_[ref].element_size = 4;
  objects_[ref].count = uint32_t(tables.size());
  objects_[ref].elements = tables;
  return ref;
}

xnn_flatbuffer_ref xnn_flatbuffer_writer::string(std::string_view text) {
  const xnn_flatbuffer_ref ref = add(object_kind::string);
  objects_[ref].element_size = 1;
  objects_[ref].count = uint32_t(text.size());
  objects_[ref].payload.assign(text.begin(), text.end());
  objects_[ref].payload.push_back(0);
  return ref;
}

void xnn_flatbuffer_writer::order(xnn_flatbuffer_ref ref, std::vector<bool>& visited,
                                  std::vector<xnn_flatbuffer_ref>& post_order) const {
  if (visited[ref]) return;
  visited[ref] = true;
  for (const pending_field& field : objects_[ref].fields) {
    if (field.target >= 0) order(field.target, visited, post_order);
  }
  for (xnn_flatbuffer_ref element : objects_[ref].elements) order(element, visited, post_order);
  post_order.push_back(ref);
}

void xnn_flatbuffer_writer::place(xnn_flatbuffer_ref ref, std::vector<uint8_t>& out) {
  pending_object& object = objects_[ref];
  if (object.kind != object_kind::table) {
    pad_to(out, object.element_size == 8 ? 8 : 4);
    if (object.element_size == 8) {
      // The count sits 4 bytes before 8-aligned elements.
      out.insert(out.end(), 4, 0);
    }
    object.position = uint32_t(out.size());
    out.insert(out.end(), 4, 0);
    put_u32(out, object.position, object.count);
    if (object.kind == object_kind::vector && !object.elements.empty()) {
      out.insert(out.end(), 4 * object.elements.size(), 0);  // uoffsets, patched in finish
    } else {
      out.insert(out.end(), object.payload.begin(), object.payload.end());
    }
    return;
  }
  // Fields largest first, so each is aligned inside a table that starts 8-aligned.
  std::stable_sort(object.fields.begin(), object.fields.end(),
                   [](const pending_field& a, const pending_field& b) { return a.size > b.size; });
  uint32_t table_size = 4;
  for (pending_field& field : object.fields) {
    table_size = (table_size + field.size - 1) / field.size * field.size;
    field.offset = table_size;
    table_size += field.size;
  }
  int num_slots = 0;
  for (const pending_field& field : object.fields) num_slots = std::max(num_slots, field.slot + 1);
  std::vector<uint16_t> vtable(2 + num_slots, 0);
  vtable[0] = uint16_t(2 * vtable.size());
  vtable[1] = uint16_t(table_size);
  for (const pending_field& field : object.fields) vtable[2 + field.slot] = uint16_t(field.offset);
  // vtable, then padding so the table starts 8-aligned.
  pad_to(out, 2);
  size_t vtable_start = out.size();
  while ((vtable_start + 2 * vtable.size()) % 8 != 0) vtable_start += 2;
  out.resize(vtable_start, 0);
  object.vtable_position = uint32_t(vtable_start);
  for (uint16_t entry : vtable) {
    out.push_back(uint8_t(entry));
    out.push_back(uint8_t(entry >> 8));
  }
  object.position = uint32_t(out.size());
  out.resize(out.size() + table_size, 0);
  const int32_t soffset = int32_t(object.position) - int32_t(object.vtable_position);
  std::memcpy(out.data() + object.position, &soffset, sizeof(soffset));
  for (const pending_field& field : object.fields) {
    std::memcpy(out.data() + object.position + field.offset, field.bytes, field.size);
  }
}

std::vector<uint8_t> xnn_flatbuffer_writer::finish(xnn_flatbuffer_ref root, const char identifier[4]) {
  std::vector<bool> visited(objects_.size(), false);
  std::vector<xnn_flatbuffer_ref> post_order;
  order(root, visited, post_order);
  std::vector<uint8_t> out(8, 0);
  std::memcpy(out.data() + 4, identifier, 4);
  // Reverse post-order: every object comes after all objects pointing to it.
  for (auto it = post_order.rbegin(); it != post_order.rend(); ++it) place(*it, out);
  put_u32(out, 0, objects_[root].position);
  for (xnn_flatbuffer_ref ref : post_order) {
    const pending_object& object = objects_[ref];
    for (const pending_field& field : object.fields) {
      if (field.target < 0) continue;
      const uint32_t at = object.position + field.offset;
      put_u32(out, at, objects_[field.target].position - at);
    }
    for (size_t i = 0; i < object.elements.size(); i++) {
      const uint32_t at = object.position + 4 + uint32_t(4 * i);
      put_u32(out, at, objects_[object.elements[i]].position - at);
    }
  }
  return out;
}

uint32_t xnn_flatbuffer_writer::field_position(xnn_flatbuffer_ref table, int slot) const {
  for (const pending_field& field : objects_[table].fields) {
    if (field.slot == slot) return objects_[table].position + field.offset;
  }
  return 0;
}
