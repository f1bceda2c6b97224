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
}  // namespace

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
  if (t_sink != nullptr) {
    t_sink(t_sink_context, line);
  } else {
    std::fprintf(stderr, "xnn %s: %s\n", kLevelNames[level], line);
  }
}
