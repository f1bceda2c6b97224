// Logging: one sentence per event on stderr, filtered by the XNN_LOG_LEVEL environment variable
// (none, error, warning, info, debug; default error).
#pragma once

#include <cstddef>

enum xnn_log_level { xnn_log_level_none = 0, xnn_log_level_error, xnn_log_level_warning, xnn_log_level_info,
                     xnn_log_level_debug };

// Reads XNN_LOG_LEVEL once. Returns false (and logs why) when the variable holds an unknown value.
bool xnn_log_init();
bool xnn_log_enabled(xnn_log_level level);
void xnn_log(xnn_log_level level, const char* format, ...) __attribute__((format(printf, 2, 3)));
// Errors reported on the calling thread so far, printed or not: a caller whose callee failed logs its own sentence
// only when the callee reported none, so that every refusal is one sentence.
size_t xnn_log_errors_reported();
// While a sink is set, the calling thread's lines (those its level lets through) go to it instead of stderr, without
// the "xnn <level>: " prefix; NULL restores stderr. For tests, which capture what one call logs on every target
// (WASI has no dup2 to redirect stderr with).
using xnn_log_sink = void (*)(void* context, const char* line);
void xnn_log_set_sink(xnn_log_sink sink, void* context);

// While one is alive, the sentences the calling thread logs that begin with the operator name `inner` (followed by
// ':' or ' ') begin with `outer` instead: an operator that runs another one (the NCHW forms run an NHWC operator)
// refuses in the name the caller used.
class xnn_log_renaming {
 public:
  xnn_log_renaming(const char* inner, const char* outer);
  ~xnn_log_renaming();
  xnn_log_renaming(const xnn_log_renaming&) = delete;
  xnn_log_renaming& operator=(const xnn_log_renaming&) = delete;

 private:
  const char* previous_inner_;
  const char* previous_outer_;
};

#define xnn_log_error(...) xnn_log(xnn_log_level_error, __VA_ARGS__)
#define xnn_log_warning(...) xnn_log(xnn_log_level_warning, __VA_ARGS__)
#define xnn_log_info(...) xnn_log(xnn_log_level_info, __VA_ARGS__)
#define xnn_log_debug(...) xnn_log(xnn_log_level_debug, __VA_ARGS__)
