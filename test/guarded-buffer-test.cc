// The guard of test/guarded-buffer.h, which every kernel tester relies on: reading the last byte of a buffer's slack
// is fine, reading one byte further kills the process with SIGSEGV (checked in a forked child). Native builds only:
// WASI has neither the guard page nor fork.
#include "guarded-buffer.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <csignal>
#include <cstdint>
#include <limits>
#include <string>

#include <gtest/gtest.h>

namespace {

// How a child process that reads byte `offset` past `p` ends: "exit 0" (it read the buffer's fill pattern),
// "exit 1" (it read something else) or "signal N".
std::string read_in_child(const void* p, size_t offset) {
  const pid_t pid = fork();
  if (pid == 0) {
    // A sanitizer's handler would turn the fault into an exit code: let the signal end the child.
    std::signal(SIGSEGV, SIG_DFL);
    const uint8_t value = static_cast<const volatile uint8_t*>(p)[offset];
    _exit(value == 0xA5 ? 0 : 1);
  }
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) != pid) return "no child";
  if (WIFSIGNALED(status)) return "signal " + std::to_string(WTERMSIG(status));
  return "exit " + std::to_string(WEXITSTATUS(status));
}

const std::string kFault = "signal " + std::to_string(SIGSEGV);

TEST(guarded_buffer, reading_past_the_default_slack_faults) {
  xnn_guarded_buffer<float> b(10);
  const size_t end = 10 * sizeof(float) + XNN_EXTRA_BYTES;
  EXPECT_EQ(read_in_child(b.data(), end - 1), "exit 0");
  EXPECT_EQ(read_in_child(b.data(), end), kFault);
}

TEST(guarded_buffer, reading_past_a_buffer_without_slack_faults) {
  xnn_guarded_buffer<uint8_t> b(7, 0);
  EXPECT_EQ(read_in_child(b.data(), 6), "exit 0");
  EXPECT_EQ(read_in_child(b.data(), 7), kFault);
}

// Mappings are reused: a buffer in a reused mapping still ends at the guard.
TEST(guarded_buffer, a_reused_mapping_keeps_its_guard) {
  { xnn_guarded_buffer<float> first(33); }
  xnn_guarded_buffer<float> second(33);
  const size_t end = 33 * sizeof(float) + XNN_EXTRA_BYTES;
  EXPECT_EQ(read_in_child(second.data(), end - 1), "exit 0");
  EXPECT_EQ(read_in_child(second.data(), end), kFault);
}

TEST(guarded_buffer, fill_sets_the_slack) {
  xnn_guarded_buffer<float> b(3);
  b.fill(std::numeric_limits<float>::quiet_NaN());
  for (size_t i = 0; i < 3 + XNN_EXTRA_BYTES / sizeof(float); i++) EXPECT_TRUE(std::isnan(b[i])) << "element " << i;
}

}  // namespace
