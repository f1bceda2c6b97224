// What a call logs: its stderr, captured by gtest (the library logs one sentence per refusal there).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace models_test {

template <typename Call>
std::string captured_log(Call call) {
  ::testing::internal::CaptureStderr();
  call();
  return ::testing::internal::GetCapturedStderr();
}

// Expects `call` to log exactly one line containing `sentence`.
template <typename Call>
void expect_one_sentence(Call call, const std::string& sentence) {
  const std::string log = captured_log(call);
  EXPECT_NE(log.find(sentence), std::string::npos) << log;
  EXPECT_EQ(std::count(log.begin(), log.end(), '\n'), 1) << log;
}

}  // namespace models_test
