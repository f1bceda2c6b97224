// Allocation failure everywhere: each scenario (every operator kind's create -> reshape -> setup -> run -> delete, the
// model zoo's runtimes from definition to invocation, a model file's load and runner) runs once to count its
// allocations, then again with the n-th allocation failing, for every n up to the count. Each run must stop with
// xnn_status_out_of_memory at the step that failed (or succeed when the failed allocation was optional), leak
// nothing (the process's live blocks return to where they were), and not crash.
// Every n, also for the zoo's few hundred allocations: the whole sweep takes seconds.
#include <gtest/gtest.h>
#include <xnn-model.h>
#include <xnnpack.h>

#include <cstdlib>
#include <functional>
#include <new>
#include <string>
#include <vector>

#include "misuse/failing-allocator.h"
#include "misuse/operator-fixtures.h"
#include "models.h"

namespace {

// Runs library calls in order until one fails; a std::bad_alloc escaping the C API is a failure of its own.
class Steps {
 public:
  // `test_code_allocates`: the step also runs test code whose own allocation failure throws; that is a refused
  // step, not an escape from the library.
  template <class Call>
  bool operator()(const char* what, Call&& call, bool test_code_allocates = false) {
    if (status_ != xnn_status_success) return false;
    try {
      status_ = call();
    } catch (const std::bad_alloc&) {
      if (!test_code_allocates) escaped_ = what;
      status_ = xnn_status_out_of_memory;
    }
    if (status_ != xnn_status_success) failed_step_ = what;
    return status_ == xnn_status_success;
  }
  xnn_status status() const { return status_; }
  const std::string& failed_step() const { return failed_step_; }
  const std::string& escaped() const { return escaped_; }

 private:
  xnn_status status_ = xnn_status_success;
  std::string failed_step_, escaped_;
};

// One scenario: prepared (unarmed) state is set up by the fixture; `run` makes the library calls and releases
// everything it created, whatever the outcome.
struct Scenario {
  std::string name;
  std::function<void(Steps&)> run;
};

alignas(64) char g_workspace[1 << 16];
alignas(64) float g_output[1 << 16];

Scenario operator_scenario(const OperatorKind& kind) {
  return {kind.name, [&kind](Steps& steps) {
            xnn_operator_t op = nullptr;
            size_t workspace_size = 0;
            steps("create", [&] { return kind.create(&op); });
            steps("reshape", [&] { return kind.reshape(op, &workspace_size); });
            steps("setup", [&] {
              return kind.setup(op, workspace_size == 0 ? nullptr : g_workspace, fixture_input(), g_output);
            });
            steps("run", [&] { return xnn_run_operator(op, nullptr); });
            xnn_delete_operator(op);
          }};
}

// A zoo model, described (with its weights) before the sweep: only the library's part is swept.
struct ZooModel {
  std::string name;
  std::function<xnn_zoo_model(xnn_zoo_weights&)> describe;
};

Scenario zoo_scenario(const ZooModel& zoo) {
  auto weights = std::make_shared<xnn_zoo_weights>();
  auto model = std::make_shared<xnn_zoo_model>(zoo.describe(*weights));
  auto input = std::make_shared<std::vector<float>>(1 << 16, 0.5f);
  return {zoo.name, [weights, model, input](Steps& steps) {
            xnn_subgraph_t subgraph = nullptr;
            xnn_runtime_t runtime = nullptr;
            steps("create subgraph", [&] { return xnn_create_subgraph(2, 0, &subgraph); });
            // xnn_zoo_define_model's own id table is the one allocation here that is not the library's: its failure
            // throws out of the zoo code before any definition, and counts as a refused step.
            steps(
                "define", [&] { return xnn_zoo_define_model(subgraph, *model); }, true);
            steps("create runtime", [&] { return xnn_create_runtime_v2(subgraph, nullptr, 0, &runtime); });
            xnn_delete_subgraph(subgraph);
            steps("reshape", [&] { return xnn_reshape_runtime(runtime); });
            steps("setup", [&] {
              const xnn_external_value externals[2] = {{0, input->data()}, {1, g_output}};
              return xnn_setup_runtime_v2(runtime, 2, externals);
            });
            steps("invoke", [&] { return xnn_invoke_runtime(runtime); });
            xnn_delete_runtime(runtime);
          }};
}

Scenario model_file_scenario() {
  auto input = std::make_shared<std::vector<float>>(1 << 12, 0.5f);
  return {"model_file_add_pte", [input](Steps& steps) {
            xnn_model_t model = nullptr;
            xnn_model_runner_t runner = nullptr;
            steps("load", [&] { return xnn_model_load_file(XNN_MISUSE_MODEL, nullptr, &model); });
            steps("create runner", [&] { return xnn_model_create_runner(model, nullptr, 0, &runner); });
            for (size_t i = 0; model != nullptr && i < xnn_model_num_inputs(model); i++) {
              steps("set input", [&] { return xnn_model_set_input(runner, i, input->data()); });
            }
            steps("run", [&] { return xnn_model_run(runner); });
            steps("get output", [&] {
              xnn_model_tensor_info info;
              const void* data = nullptr;
              return xnn_model_get_output(runner, 0, &info, &data);
            });
            xnn_model_delete_runner(runner);
            xnn_model_delete(model);
          }};
}

std::vector<Scenario> scenarios() {
  std::vector<Scenario> all;
  for (const OperatorKind& kind : operator_kinds()) all.push_back(operator_scenario(kind));
  const ZooModel zoo[] = {
      {"mobilenet_v1_32x32", [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v1(w, 1, 32, 32, 1); }},
      {"mobilenet_v2_32x32", [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v2(w, 1, 32, 32, 1); }},
      {"mobilenet_v3_small_32x32",
       [](xnn_zoo_weights& w) { return xnn_zoo_describe_mobilenet_v3_small(w, 1, 32, 32, 1); }},
      {"transformer_block_2_heads",
       [](xnn_zoo_weights& w) { return xnn_zoo_describe_transformer_block(w, 1, 4, 16, 2, 32, 1); }},
  };
  for (const ZooModel& model : zoo) all.push_back(zoo_scenario(model));
  all.push_back(model_file_scenario());
  return all;
}

const std::vector<Scenario>& all_scenarios() {
  static const std::vector<Scenario> all = scenarios();
  return all;
}

class AllocationFailure : public testing::TestWithParam<size_t> {};

TEST_P(AllocationFailure, every_step_reports_out_of_memory_and_leaks_nothing) {
  const Scenario& scenario = all_scenarios()[GetParam()];
  {
    // Warm-up: lazily built configurations stay for the process's life and are not the scenario's allocations.
    Steps warm_up;
    scenario.run(warm_up);
    ASSERT_EQ(warm_up.status(), xnn_status_success)
        << scenario.name << " fails without any allocation failure at " << warm_up.failed_step();
  }
  failing_allocator::arm(0);
  Steps counting;
  scenario.run(counting);
  const size_t count = failing_allocator::disarm();
  ASSERT_EQ(counting.status(), xnn_status_success);

  // Each kind of problem is counted over the whole sweep and reported once, with its first allocation index.
  struct Problem {
    size_t runs = 0;
    std::string first;
  };
  Problem escaped, wrong_status, spurious, leaks;
  auto note = [](Problem& problem, const std::string& what) {
    if (problem.runs++ == 0) problem.first = what;
  };
  size_t refused = 0;
  for (size_t n = 1; n <= count; n++) {
    const long before = failing_allocator::live_blocks();
    failing_allocator::arm(n);
    Steps steps;
    scenario.run(steps);
    failing_allocator::disarm();
    const long leaked = failing_allocator::live_blocks() - before;
    const std::string at = "allocation " + std::to_string(n) + " of " + std::to_string(count) + " failing at " +
                           (steps.failed_step().empty() ? "no step" : steps.failed_step());
    if (!steps.escaped().empty()) note(escaped, at);
    if (steps.status() != xnn_status_success) {
      refused++;
      if (steps.status() != xnn_status_out_of_memory)
        note(wrong_status, at + " (status " + std::to_string(steps.status()) + ")");
      if (!failing_allocator::failed()) note(spurious, at);
    }
    if (leaked != 0) note(leaks, at + " (" + std::to_string(leaked) + " blocks)");
  }
  const size_t runs = count;
  EXPECT_EQ(escaped.runs, 0u) << scenario.name << ": std::bad_alloc escaped the C API in " << escaped.runs << " of "
                              << runs << " runs, first " << escaped.first;
  EXPECT_EQ(wrong_status.runs, 0u) << scenario.name << ": a status other than out_of_memory in " << wrong_status.runs
                                   << " of " << runs << " runs, first " << wrong_status.first;
  EXPECT_EQ(spurious.runs, 0u) << scenario.name << ": a step failed without a failed allocation in " << spurious.runs
                               << " of " << runs << " runs, first " << spurious.first;
  EXPECT_EQ(leaks.runs, 0u) << scenario.name << ": leaks in " << leaks.runs << " of " << runs << " runs, first "
                            << leaks.first;
  RecordProperty("allocations", int(count));
  RecordProperty("refused_runs", int(refused));
}

std::string scenario_name(const testing::TestParamInfo<size_t>& info) { return all_scenarios()[info.param].name; }

INSTANTIATE_TEST_SUITE_P(Scenarios, AllocationFailure, testing::Range(size_t(0), all_scenarios().size()),
                         scenario_name);

}  // namespace

int main(int argc, char** argv) {
  // Every run below refuses something; the sentences would only fill the log.
  setenv("XNN_LOG_LEVEL", "none", 1);
  testing::InitGoogleTest(&argc, argv);
  if (xnn_initialize(failing_allocator::library_allocator()) != xnn_status_success) {
    std::fprintf(stderr, "xnn_initialize failed: the test cannot run\n");
    return 1;
  }
  const int result = RUN_ALL_TESTS();
  xnn_deinitialize();
  return result;
}
