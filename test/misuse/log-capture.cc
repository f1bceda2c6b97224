// Probe::call: the probe collects the one call's log lines through the library's log sink (test/log-capture.h).
#include "log-capture.h"
#include "misuse/misuse-case.h"

xnn_status Probe::call(const std::function<xnn_status()>& bad_call) {
  calls_++;
  status_ = xnn_test_capture_log(&log_lines_, bad_call);
  return status_;
}
