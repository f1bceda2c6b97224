// Probe::call: the library logs with fprintf(stderr) (src/log.cc), so the probe points file descriptor 2 at a
// temporary file for the duration of the one call and reads back what was written.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "misuse/misuse-case.h"

xnn_status Probe::call(const std::function<xnn_status()>& bad_call) {
  calls_++;
  std::fflush(stderr);
  std::FILE* capture = std::tmpfile();
  const int saved_stderr = dup(STDERR_FILENO);
  if (capture == nullptr || saved_stderr < 0 || dup2(fileno(capture), STDERR_FILENO) < 0) {
    std::perror("misuse probe: cannot capture stderr");
    std::abort();
  }
  status_ = bad_call();
  std::fflush(stderr);
  dup2(saved_stderr, STDERR_FILENO);
  close(saved_stderr);

  std::rewind(capture);
  std::ostringstream text;
  char buffer[512];
  size_t read;
  while ((read = std::fread(buffer, 1, sizeof(buffer), capture)) > 0) text.write(buffer, std::streamsize(read));
  std::fclose(capture);
  std::istringstream lines(text.str());
  for (std::string line; std::getline(lines, line);) {
    if (!line.empty()) log_lines_.push_back(line);
  }
  return status_;
}
