// What a call logs, through the library's log sink (test/log-capture.h): one line per sentence.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "log-capture.h"

namespace models_test {

template <typename Call>
std::string captured_log(Call call) {
  std::vector<std::string> lines;
  xnn_test_capture_log(&lines, call);
  return xnn_test_joined(lines);
}

// Expects `call` to log exactly one line containing `sentence`.
template <typename Call>
void expect_one_sentence(Call call, const std::string& sentence) {
  const std::string log = captured_log(call);
  EXPECT_NE(log.find(sentence), std::string::npos) << log;
  EXPECT_EQ(std::count(log.begin(), log.end(), '\n'), 1) << log;
}

}  // namespace models_test
