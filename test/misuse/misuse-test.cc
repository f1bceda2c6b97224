// The misuse suite: every case of every table (misuse-case.h) as one test, and a check that the tables call every
// function the public headers declare. The binary has its own main: the library is initialized per case (and
// deinitialized after it), so cases can also run with no initialization in effect.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <regex>
#include <set>
#include <sstream>

#include "misuse/misuse-case.h"

namespace {

std::vector<MisuseCase> all_cases() {
  std::vector<MisuseCase> cases;
  for (auto table : {lifecycle_cases, operator_cases, subgraph_cases, runtime_cases, model_cases}) {
    for (MisuseCase& c : table()) cases.push_back(std::move(c));
  }
  return cases;
}

const std::vector<MisuseCase>& cases() {
  static const std::vector<MisuseCase> all = all_cases();
  return all;
}

const char* status_name(xnn_status status) {
  static const char* const kNames[] = {"success",       "uninitialized",         "invalid_parameter",
                                       "invalid_state", "unsupported_parameter", "unsupported_hardware",
                                       "out_of_memory", "reallocation_required", "deprecated"};
  return unsigned(status) < std::size(kNames) ? kNames[status] : "unknown status";
}

class Misuse : public testing::TestWithParam<size_t> {
 protected:
  const MisuseCase& misuse() const { return cases()[GetParam()]; }
  void SetUp() override {
    if (misuse().phase == Phase::before_initialize) return;
    ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
    if (misuse().phase == Phase::after_deinitialize) {
      ASSERT_EQ(xnn_deinitialize(), xnn_status_success);
    }
  }
  void TearDown() override {
    if (misuse().phase == Phase::initialized) {
      EXPECT_EQ(xnn_deinitialize(), xnn_status_success);
    }
  }
};

TEST_P(Misuse, is_refused_with_one_sentence_and_no_output) {
  const MisuseCase& c = misuse();
  Probe probe;
  Outputs out;
  c.run(probe, out);
  ASSERT_EQ(probe.calls(), 1u) << "a case makes exactly one probed call";
  std::string log;
  for (const std::string& line : probe.log_lines()) log += "\n  " + line;
  const xnn_status status = probe.status();
  EXPECT_EQ(status, c.expected) << c.function << " returned " << status_name(status) << ", expected "
                                << status_name(c.expected) << "; log:" << log;
  const size_t expected_lines = c.expected == xnn_status_success ? 0 : 1;
  EXPECT_EQ(probe.log_lines().size(), expected_lines) << c.function << " logged:" << log;
  if (c.expected != xnn_status_success) {
    EXPECT_TRUE(out.untouched()) << c.function << " wrote an output";
  }
}

std::string case_name(const testing::TestParamInfo<size_t>& info) {
  const MisuseCase& c = cases()[info.param];
  std::string name = c.function.substr(4) + "__" + c.what;  // without the "xnn_" prefix
  for (char& ch : name) {
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(AllCases, Misuse, testing::Range(size_t(0), cases().size()), case_name);

// Every function declared in the public headers (parsed at test time: XNN_PUBLIC_HEADERS lists them).
std::set<std::string> declared_functions() {
  std::set<std::string> names;
  std::istringstream headers(XNN_PUBLIC_HEADERS);
  // Not a function pointer's return type: `enum xnn_status (*delete_cache)(void*)`.
  const std::regex declaration(R"(\b(xnn_[a-z0-9_]+)\s*\((?!\s*\*))");
  for (std::string path; headers >> path;) {
    std::ifstream file(path);
    EXPECT_TRUE(file.good()) << "cannot read " << path;
    std::stringstream text;
    text << file.rdbuf();
    // Only declarations: skip comments, where names are mentioned in prose.
    const std::string code = std::regex_replace(text.str(), std::regex(R"(/\*[\s\S]*?\*/|//[^\n]*)"), " ");
    for (std::sregex_iterator it(code.begin(), code.end(), declaration), end; it != end; ++it) {
      names.insert((*it)[1]);
    }
  }
  return names;
}

TEST(MisuseCoverage, every_public_function_has_a_case) {
  const std::set<std::string> declared = declared_functions();
  ASSERT_GT(declared.size(), 100u);
  std::set<std::string> covered;
  for (const MisuseCase& c : cases()) covered.insert(c.function);
  std::string missing;
  for (const std::string& name : declared) {
    if (!covered.count(name)) missing += " " + name;
  }
  EXPECT_TRUE(missing.empty()) << "public functions without a misuse case:" << missing;
  std::string unknown;
  for (const std::string& name : covered) {
    if (!declared.count(name)) unknown += " " + name;
  }
  EXPECT_TRUE(unknown.empty()) << "cases name functions the headers do not declare:" << unknown;
}

}  // namespace

int main(int argc, char** argv) {
  // Refusals are logged at the default level; a caller's XNN_LOG_LEVEL=none would hide them.
  unsetenv("XNN_LOG_LEVEL");
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
