// What one call logs, captured through the library's log sink (src/log.h) on every target: one string per sentence.
#pragma once

#include <string>
#include <vector>

#include "log.h"

// Runs `call` with the calling thread's log lines collected into `lines`; returns what `call` returns.
template <class Call>
auto xnn_test_capture_log(std::vector<std::string>* lines, Call call) {
  struct restore {
    ~restore() { xnn_log_set_sink(nullptr, nullptr); }
  } restore_stderr;
  xnn_log_set_sink(
      [](void* context, const char* line) { static_cast<std::vector<std::string>*>(context)->push_back(line); },
      lines);
  return call();
}

// The lines as one text, each ending in a newline (for find() and counting).
inline std::string xnn_test_joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}
