// Misuse of the model API (include/xnn-model.h): NULL handles and outputs, bytes that are not a model, paths that are
// not regular files (a FIFO must not block the loader), indices out of range, shapes that overflow, wrong call order.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <thread>

#include "misuse/misuse-case.h"

namespace {

const xnn_status bad = xnn_status_invalid_parameter;
const float kZeros[1024] = {};

std::vector<char> model_bytes() {
  std::ifstream file(XNN_MISUSE_MODEL, std::ios::binary);
  return std::vector<char>(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

// The model file (two fp32 inputs added) and a runner with every input set, deleted with the object.
struct Loaded {
  Loaded() {
    EXPECT_EQ(xnn_model_load_file(XNN_MISUSE_MODEL, nullptr, &model), xnn_status_success);
    EXPECT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_success);
  }
  ~Loaded() {
    xnn_model_delete_runner(runner);
    xnn_model_delete(model);
  }
  void set_inputs() {
    for (size_t i = 0; i < xnn_model_num_inputs(model); i++) {
      EXPECT_EQ(xnn_model_set_input(runner, i, kZeros), xnn_status_success);
    }
  }
  xnn_model_t model = nullptr;
  xnn_model_runner_t runner = nullptr;
};

MisuseCase on_loaded(std::string function, std::string what, xnn_status expected,
                     std::function<xnn_status(Loaded&, Outputs&)> call) {
  return {std::move(function), std::move(what), expected, [call](Probe& probe, Outputs& out) {
            Loaded loaded;
            probe.call([&] { return call(loaded, out); });
          }};
}

// The load functions document that a refusal sets *model_out to NULL; that is their only write.
MisuseCase refused_load(std::string function, std::string what, std::function<xnn_status(xnn_model_t*)> load) {
  return {std::move(function), std::move(what), bad, [load](Probe& probe, Outputs& out) {
            probe.call([&] { return load(out.handle<xnn_model_t>()); });
            EXPECT_EQ(*out.handle<xnn_model_t>(), nullptr) << "a refused load sets *model_out to NULL";
            std::memcpy(out.handle_bytes, Outputs().handle_bytes, sizeof(out.handle_bytes));
          }};
}

void add_load_cases(std::vector<MisuseCase>& cases) {
  const std::string buffer = "xnn_model_load_buffer";
  cases.push_back(refused_load(buffer, "data_is_null",
                               [](xnn_model_t* m) { return xnn_model_load_buffer(nullptr, 64, nullptr, m); }));
  cases.push_back(
      refused_load(buffer, "size_zero", [](xnn_model_t* m) { return xnn_model_load_buffer(kZeros, 0, nullptr, m); }));
  cases.push_back(refused_load(buffer, "bytes_are_not_a_model", [](xnn_model_t* m) {
    return xnn_model_load_buffer(kZeros, sizeof(kZeros), nullptr, m);
  }));
  cases.push_back(refused_load(buffer, "truncated_model", [](xnn_model_t* m) {
    const std::vector<char> bytes = model_bytes();
    return xnn_model_load_buffer(bytes.data(), bytes.size() / 2, nullptr, m);
  }));
  cases.push_back(refused_load(buffer, "method_not_in_the_program", [](xnn_model_t* m) {
    const std::vector<char> bytes = model_bytes();
    return xnn_model_load_buffer(bytes.data(), bytes.size(), "no_such_method", m);
  }));
  cases.push_back({buffer, "model_out_is_null", bad, [](Probe& probe, Outputs&) {
                     probe.call([] { return xnn_model_load_buffer(kZeros, sizeof(kZeros), nullptr, nullptr); });
                   }});

  const std::string with_data = "xnn_model_load_buffer_with_data";
  cases.push_back(refused_load(with_data, "external_data_is_null", [](xnn_model_t* m) {
    const std::vector<char> bytes = model_bytes();
    return xnn_model_load_buffer_with_data(bytes.data(), bytes.size(), nullptr, 0, nullptr, m);
  }));
  cases.push_back(refused_load(with_data, "external_data_is_not_a_ptd_file", [](xnn_model_t* m) {
    const std::vector<char> bytes = model_bytes();
    return xnn_model_load_buffer_with_data(bytes.data(), bytes.size(), kZeros, sizeof(kZeros), nullptr, m);
  }));
  cases.push_back({with_data, "model_out_is_null", bad, [](Probe& probe, Outputs&) {
                     probe.call([] {
                       return xnn_model_load_buffer_with_data(kZeros, sizeof(kZeros), kZeros, sizeof(kZeros), nullptr,
                                                              nullptr);
                     });
                   }});
  const std::string file_with_data = "xnn_model_load_file_with_data";
  cases.push_back(refused_load(file_with_data, "data_path_does_not_exist", [](xnn_model_t* m) {
    return xnn_model_load_file_with_data(XNN_MISUSE_MODEL, "/nonexistent/data.ptd", nullptr, m);
  }));
  cases.push_back(refused_load(file_with_data, "data_path_is_a_directory", [](xnn_model_t* m) {
    return xnn_model_load_file_with_data(XNN_MISUSE_MODEL, "/", nullptr, m);
  }));
  cases.push_back(refused_load(file_with_data, "data_is_not_a_ptd_file", [](xnn_model_t* m) {
    return xnn_model_load_file_with_data(XNN_MISUSE_MODEL, XNN_MISUSE_MODEL, nullptr, m);
  }));
  cases.push_back(refused_load(file_with_data, "path_is_null", [](xnn_model_t* m) {
    return xnn_model_load_file_with_data(nullptr, XNN_MISUSE_MODEL, nullptr, m);
  }));

  const std::string file = "xnn_model_load_file";
  cases.push_back(
      refused_load(file, "path_is_null", [](xnn_model_t* m) { return xnn_model_load_file(nullptr, nullptr, m); }));
  cases.push_back(refused_load(file, "path_does_not_exist", [](xnn_model_t* m) {
    return xnn_model_load_file("/nonexistent/model.pte", nullptr, m);
  }));
  cases.push_back(
      refused_load(file, "path_is_a_directory", [](xnn_model_t* m) { return xnn_model_load_file("/", nullptr, m); }));
  cases.push_back(refused_load(file, "path_is_an_empty_file",
                               [](xnn_model_t* m) { return xnn_model_load_file("/dev/null", nullptr, m); }));
  cases.push_back({file, "model_out_is_null", bad, [](Probe& probe, Outputs&) {
                     probe.call([] { return xnn_model_load_file(XNN_MISUSE_MODEL, nullptr, nullptr); });
                   }});
  // Opening a FIFO for reading blocks until a writer comes. The loader must refuse it without opening it; if it
  // blocks, a watchdog opens the writing end after 2 s so the test ends, and the case fails.
  cases.push_back({file, "path_is_a_fifo", bad, [](Probe& probe, Outputs& out) {
                     char path[] = "/tmp/xnn-misuse-fifo-XXXXXX";
                     ASSERT_NE(mkdtemp(path), nullptr);
                     const std::string fifo = std::string(path) + "/model.pte";
                     ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
                     std::atomic<bool> returned{false};
                     std::thread watchdog([&] {
                       const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
                       while (!returned && std::chrono::steady_clock::now() < deadline) {
                         std::this_thread::sleep_for(std::chrono::milliseconds(10));
                       }
                       if (returned) return;
                       ADD_FAILURE() << "xnn_model_load_file blocked on a FIFO";
                       const int writer = open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
                       if (writer >= 0) close(writer);
                     });
                     probe.call([&] { return xnn_model_load_file(fifo.c_str(), nullptr, out.handle<xnn_model_t>()); });
                     returned = true;
                     watchdog.join();
                     unlink(fifo.c_str());
                     rmdir(path);
                     EXPECT_EQ(*out.handle<xnn_model_t>(), nullptr);
                     std::memcpy(out.handle_bytes, Outputs().handle_bytes, sizeof(out.handle_bytes));
                   }});
}

void add_model_cases(std::vector<MisuseCase>& cases) {
  cases.push_back({"xnn_model_num_inputs", "model_is_null", bad, [](Probe& probe, Outputs&) {
                     probe.call_value<size_t>([] { return xnn_model_num_inputs(nullptr); }, 0);
                   }});
  cases.push_back({"xnn_model_num_outputs", "model_is_null", bad, [](Probe& probe, Outputs&) {
                     probe.call_value<size_t>([] { return xnn_model_num_outputs(nullptr); }, 0);
                   }});
  for (const bool input : {true, false}) {
    const std::string function = input ? "xnn_model_input_info" : "xnn_model_output_info";
    auto info = [input](xnn_model_t model, size_t index, xnn_model_tensor_info* out) {
      return input ? xnn_model_input_info(model, index, out) : xnn_model_output_info(model, index, out);
    };
    cases.push_back(
        on_loaded(function, "model_is_null", bad, [=](Loaded&, Outputs& o) { return info(nullptr, 0, &o.info); }));
    cases.push_back(on_loaded(function, "index_out_of_range", bad,
                              [=](Loaded& l, Outputs& o) { return info(l.model, 99, &o.info); }));
    cases.push_back(
        on_loaded(function, "info_out_is_null", bad, [=](Loaded& l, Outputs&) { return info(l.model, 0, nullptr); }));
  }
  cases.push_back({"xnn_model_delete", "null_is_accepted", xnn_status_success,
                   [](Probe& probe, Outputs&) { probe.call([] { return xnn_model_delete(nullptr); }); }});
}

void add_runner_cases(std::vector<MisuseCase>& cases) {
  const std::string create = "xnn_model_create_runner";
  cases.push_back(on_loaded(create, "model_is_null", bad, [](Loaded&, Outputs& o) {
    return xnn_model_create_runner(nullptr, nullptr, 0, o.handle<xnn_model_runner_t>());
  }));
  cases.push_back(on_loaded(create, "runner_out_is_null", bad,
                            [](Loaded& l, Outputs&) { return xnn_model_create_runner(l.model, nullptr, 0, nullptr); }));
  cases.push_back(on_loaded(create, "unknown_flags", xnn_status_unsupported_parameter, [](Loaded& l, Outputs& o) {
    return xnn_model_create_runner(l.model, nullptr, 0x40000000u, o.handle<xnn_model_runner_t>());
  }));

  const std::string create_v2 = "xnn_model_create_runner_v2";
  cases.push_back(on_loaded(create_v2, "model_is_null", bad, [](Loaded&, Outputs& o) {
    return xnn_model_create_runner_v2(nullptr, nullptr, nullptr, 0, o.handle<xnn_model_runner_t>());
  }));
  cases.push_back(on_loaded(create_v2, "runner_out_is_null", bad, [](Loaded& l, Outputs&) {
    return xnn_model_create_runner_v2(l.model, nullptr, nullptr, 0, nullptr);
  }));

  const std::string reshape = "xnn_model_reshape_input";
  const size_t dims[1] = {4};
  cases.push_back(on_loaded(reshape, "runner_is_null", bad,
                            [=](Loaded&, Outputs&) { return xnn_model_reshape_input(nullptr, 0, 1, dims); }));
  cases.push_back(on_loaded(reshape, "index_out_of_range", bad,
                            [=](Loaded& l, Outputs&) { return xnn_model_reshape_input(l.runner, 99, 1, dims); }));
  cases.push_back(on_loaded(reshape, "dims_is_null", bad,
                            [](Loaded& l, Outputs&) { return xnn_model_reshape_input(l.runner, 0, 1, nullptr); }));
  cases.push_back(on_loaded(reshape, "too_many_dims", bad, [](Loaded& l, Outputs&) {
    const size_t seven[XNN_MAX_TENSOR_DIMS + 1] = {1, 1, 1, 1, 1, 1, 1};
    return xnn_model_reshape_input(l.runner, 0, XNN_MAX_TENSOR_DIMS + 1, seven);
  }));
  cases.push_back(on_loaded(reshape, "dims_overflow", bad, [](Loaded& l, Outputs&) {
    const size_t huge[3] = {SIZE_MAX / 2, SIZE_MAX / 2, 4};
    return xnn_model_reshape_input(l.runner, 0, 3, huge);
  }));

  const std::string set = "xnn_model_set_input";
  cases.push_back(
      on_loaded(set, "runner_is_null", bad, [](Loaded&, Outputs&) { return xnn_model_set_input(nullptr, 0, kZeros); }));
  cases.push_back(on_loaded(set, "index_out_of_range", bad,
                            [](Loaded& l, Outputs&) { return xnn_model_set_input(l.runner, 99, kZeros); }));
  cases.push_back(on_loaded(set, "data_is_null", bad,
                            [](Loaded& l, Outputs&) { return xnn_model_set_input(l.runner, 0, nullptr); }));

  cases.push_back(
      on_loaded("xnn_model_run", "runner_is_null", bad, [](Loaded&, Outputs&) { return xnn_model_run(nullptr); }));
  cases.push_back(on_loaded("xnn_model_run", "before_the_inputs_are_set", xnn_status_invalid_state,
                            [](Loaded& l, Outputs&) { return xnn_model_run(l.runner); }));

  const std::string get = "xnn_model_get_output";
  cases.push_back(on_loaded(get, "runner_is_null", bad, [](Loaded&, Outputs& o) {
    return xnn_model_get_output(nullptr, 0, &o.info, o.handle<const void*>());
  }));
  cases.push_back(on_loaded(get, "index_out_of_range", bad, [](Loaded& l, Outputs& o) {
    l.set_inputs();
    EXPECT_EQ(xnn_model_run(l.runner), xnn_status_success);
    return xnn_model_get_output(l.runner, 99, &o.info, o.handle<const void*>());
  }));
  cases.push_back(on_loaded(get, "data_out_is_null", bad, [](Loaded& l, Outputs& o) {
    l.set_inputs();
    EXPECT_EQ(xnn_model_run(l.runner), xnn_status_success);
    return xnn_model_get_output(l.runner, 0, &o.info, nullptr);
  }));
  cases.push_back(on_loaded(get, "before_the_first_run", xnn_status_invalid_state, [](Loaded& l, Outputs& o) {
    return xnn_model_get_output(l.runner, 0, &o.info, o.handle<const void*>());
  }));

  cases.push_back({"xnn_model_runner_num_runtimes", "runner_is_null", bad, [](Probe& probe, Outputs&) {
                     probe.call_value<size_t>([] { return xnn_model_runner_num_runtimes(nullptr); }, 0);
                   }});
  cases.push_back({"xnn_model_runner_runtime", "runner_is_null", bad, [](Probe& probe, Outputs&) {
                     probe.call_value<xnn_runtime_t>([] { return xnn_model_runner_runtime(nullptr, 0); }, nullptr);
                   }});
  cases.push_back({"xnn_model_runner_runtime", "index_out_of_range", bad, [](Probe& probe, Outputs&) {
                     Loaded l;
                     probe.call_value<xnn_runtime_t>([&] { return xnn_model_runner_runtime(l.runner, 99); }, nullptr);
                   }});
  cases.push_back({"xnn_model_delete_runner", "null_is_accepted", xnn_status_success,
                   [](Probe& probe, Outputs&) { probe.call([] { return xnn_model_delete_runner(nullptr); }); }});
}

}  // namespace

std::vector<MisuseCase> model_cases() {
  std::vector<MisuseCase> cases;
  add_load_cases(cases);
  add_model_cases(cases);
  add_runner_cases(cases);
  return cases;
}
