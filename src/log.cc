#include "log.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

const char* const kLevelNames[] = {"none", "error", "warning", "info", "debug"};

// Until xnn_log_init runs (or when it is never called) errors are printed.
xnn_log_level g_level = xnn_log_level_error;

}  // namespace

bool xnn_log_init() {
  const char* value = std::getenv("XNN_LOG_LEVEL");
  if (value == nullptr || *value == '\0') return true;
  for (int level = xnn_log_level_none; level <= xnn_log_level_debug; level++) {
    if (std::strcmp(value, kLevelNames[level]) == 0) {
      g_level = static_cast<xnn_log_level>(level);
      return true;
    }
  }
  xnn_log_error("XNN_LOG_LEVEL is '%s'; expected one of none, error, warning, info, debug", value);
  return false;
}

bool xnn_log_enabled(xnn_log_level level) { return level <= g_level; }

namespace {
thread_local size_t t_errors_reported = 0;
thread_local xnn_log_sink t_sink = nullptr;
thread_local void* t_sink_context = nullptr;
thread_local const char* t_rename_inner = nullptr;
thread_local const char* t_rename_outer = nullptr;

// `line` with t_rename_inner at its start replaced by t_rename_outer, in `renamed`; or `line` itself.
const char* renamed_line(const char* line, char* renamed, size_t size) {
  if (t_rename_inner == nullptr) return line;
  const size_t inner = std::strlen(t_rename_inner);
  if (std::strncmp(line, t_rename_inner, inner) != 0 || (line[inner] != ':' && line[inner] != ' ') ||
      std::strncmp(line, t_rename_outer, std::strlen(t_rename_outer)) == 0) {
    return line;
  }
  std::snprintf(renamed, size, "%s%s", t_rename_outer, line + inner);
  return renamed;
}
}  // namespace

xnn_log_renaming::xnn_log_renaming(const char* inner, const char* outer)
    : previous_inner_(t_rename_inner), previous_outer_(t_rename_outer) {
  t_rename_inner = inner;
  t_rename_outer = outer;
}

xnn_log_renaming::~xnn_log_renaming() {
  t_rename_inner = previous_inner_;
  t_rename_outer = previous_outer_;
}

size_t xnn_log_errors_reported() { return t_errors_reported; }

void xnn_log_set_sink(xnn_log_sink sink, void* context) {
  t_sink = sink;
  t_sink_context = context;
}

void xnn_log(xnn_log_level level, const char* format, ...) {
  if (level == xnn_log_level_error) t_errors_reported++;
  if (!xnn_log_enabled(level)) return;
  char line[1024];
  va_list args;
  va_start(args, format);
  std::vsnprintf(line, sizeof(line), format, args);
  va_end(args);
  char renamed[1024 + 64];
  const char* text = renamed_line(line, renamed, sizeof(renamed));
  if (t_sink != nullptr) {
    t_sink(t_sink_context, text);
  } else {
    std::fprintf(stderr, "xnn %s: %s\n", kLevelNames[level], text);
  }
}
