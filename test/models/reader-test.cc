// The verifying reader on its own: nesting depth and table-visit limits, defaults, and failure stickiness.
#include <gtest/gtest.h>

#include "flatbuffer-writer.h"
#include "models/flatbuffer.h"

namespace {

// A chain of `depth` tables, each holding the next at slot 0.
std::vector<uint8_t> chain(int depth) {
  xnn_flatbuffer_writer w;
  xnn_flatbuffer_ref next = w.table();
  for (int i = 1; i < depth; i++) {
    const xnn_flatbuffer_ref outer = w.table();
    w.offset(outer, 0, next);
    next = outer;
  }
  return w.finish(next, "TEST");
}

TEST(Reader, nesting_deeper_than_the_limit_is_refused) {
  const std::vector<uint8_t> bytes = chain(100);
  xnn_model_problem problem;
  xnn_flatbuffer_reader reader(bytes.data(), bytes.size(), "test", &problem);
  xnn_flatbuffer_table table = reader.root("Root");
  int depth = 1;
  while (reader.ok() && table.present()) {
    table = reader.table(table, 0, "next", false);
    depth++;
  }
  EXPECT_EQ(problem.status, xnn_status_invalid_parameter);
  EXPECT_EQ(depth, int(xnn_flatbuffer_reader::kMaxDepth) + 1);
  EXPECT_NE(problem.message.find("is nested 65 tables deep; at most 64 are allowed"), std::string::npos)
      << problem.message;
}

TEST(Reader, nesting_within_the_limit_is_read) {
  const std::vector<uint8_t> bytes = chain(int(xnn_flatbuffer_reader::kMaxDepth));
  xnn_model_problem problem;
  xnn_flatbuffer_reader reader(bytes.data(), bytes.size(), "test", &problem);
  xnn_flatbuffer_table table = reader.root("Root");
  int depth = 1;
  while (true) {
    xnn_flatbuffer_table next = reader.table(table, 0, "next", false);
    if (!next.present()) break;
    table = next;
    depth++;
  }
  EXPECT_TRUE(reader.ok()) << problem.message;
  EXPECT_EQ(depth, int(xnn_flatbuffer_reader::kMaxDepth));
}

// One small table referenced from a vector a million times: visits are counted, not tables.
TEST(Reader, table_visits_are_limited) {
  xnn_flatbuffer_writer w;
  const xnn_flatbuffer_ref shared = w.table();
  const xnn_flatbuffer_ref list = w.vector_of_tables(std::vector<int>(xnn_flatbuffer_reader::kMaxTables + 1, shared));
  const xnn_flatbuffer_ref root = w.table();
  w.offset(root, 0, list);
  const std::vector<uint8_t> bytes = w.finish(root, "TEST");
  xnn_model_problem problem;
  xnn_flatbuffer_reader reader(bytes.data(), bytes.size(), "test", &problem);
  const xnn_flatbuffer_vector vector = reader.vector(reader.root("Root"), 0, "list", 4, true);
  ASSERT_EQ(vector.count, xnn_flatbuffer_reader::kMaxTables + 1);
  for (uint32_t i = 0; i < vector.count && reader.ok(); i++) reader.table_at(vector, i);
  EXPECT_NE(problem.message.find("is table visit 1000001; at most 1000000 are allowed"), std::string::npos)
      << problem.message;
}

TEST(Reader, absent_fields_give_schema_defaults_and_failures_stick) {
  xnn_flatbuffer_writer w;
  const xnn_flatbuffer_ref root = w.table();
  w.scalar<uint32_t>(root, 1, 7);
  const std::vector<uint8_t> bytes = w.finish(root, "TEST");
  xnn_model_problem problem;
  xnn_flatbuffer_reader reader(bytes.data(), bytes.size(), "test", &problem);
  const xnn_flatbuffer_table table = reader.root("Root");
  EXPECT_EQ(reader.u32(table, 0, "absent", 42), 42u);
  EXPECT_EQ(reader.u32(table, 1, "present", 42), 7u);
  EXPECT_EQ(reader.u32(table, 9, "past the vtable", 3), 3u);
  EXPECT_TRUE(reader.ok());
  reader.table(table, 2, "required", true);
  EXPECT_EQ(problem.message, "test: Root.required is missing");
  reader.fail(xnn_status_unsupported_parameter, "a later problem");
  EXPECT_EQ(problem.message, "test: Root.required is missing");
  EXPECT_EQ(reader.u32(table, 1, "present", 42), 42u);
}

TEST(Reader, printable_escapes_file_text) {
  EXPECT_EQ(xnn_printable_text("aten::add"), "aten::add");
  EXPECT_EQ(xnn_printable_text(std::string_view("a\nb\0", 4)), "a\\x0Ab\\x00");
  EXPECT_EQ(xnn_printable_text(std::string(100, 'x')), std::string(80, 'x') + "...");
}

}  // namespace
