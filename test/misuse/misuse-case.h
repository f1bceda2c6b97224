// The misuse suite's cases as data: each names the public function it calls, what is wrong with the call, and the
// status the library must return. The runner (misuse-test.cc) checks, for every case, the status, that exactly one
// sentence was logged for a refusal (none for an accepted call), and that nothing the call could write was written.
#pragma once

#include <xnn-model.h>
#include <xnnpack.h>

#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

// Everything a refused call could write, filled with sentinels before the call. A case passes these (and only
// these) as the call's outputs, so "nothing written" is one comparison after the call.
struct Outputs {
  static constexpr uint32_t kSentinelBits = 0x7FA5A5A5;  // a NaN no computation produces
  static constexpr size_t kSentinelSize = 0xA5A5A5A5u;
  static constexpr size_t kElements = 256;

  Outputs() {
    // Padding bytes too, so that two fresh Outputs compare equal byte for byte.
    std::memset(static_cast<void*>(this), 0xA5, sizeof(*this));
    for (float& f : data) std::memcpy(&f, &kSentinelBits, sizeof(f));
    for (uint32_t& i : index) i = kSentinelBits;
    for (size_t& s : sizes) s = kSentinelSize;
    id = static_cast<uint32_t>(kSentinelSize);
  }
  // A refused create may set its handle output to NULL (the library does, so a caller never holds a stale
  // handle); every other output must keep its sentinel.
  bool untouched() const {
    Outputs expected;
    void* handle;
    std::memcpy(&handle, handle_bytes, sizeof(handle));
    if (handle == nullptr) std::memset(expected.handle_bytes, 0, sizeof(expected.handle_bytes));
    return std::memcmp(this, &expected, sizeof(Outputs)) == 0;
  }

  // Handle outputs (xnn_operator_t*, xnn_subgraph_t*, ...): a pointer value no allocation returns.
  template <class T>
  T* handle() {
    static_assert(sizeof(T) <= sizeof(handle_bytes));
    return reinterpret_cast<T*>(handle_bytes);
  }

  alignas(8) unsigned char handle_bytes[sizeof(void*)];
  float data[kElements + 16];  // output tensors (with room for XNN_EXTRA_BYTES)
  uint32_t index[kElements];   // argmax indices
  size_t sizes[XNN_MAX_TENSOR_DIMS + 2];
  uint32_t id;
  xnn_model_tensor_info info;
};

// Runs the one call a case is about, with the error log captured (see log-capture.h).
class Probe {
 public:
  xnn_status call(const std::function<xnn_status()>& bad_call);
  // For the few functions that return a count or a handle: `refused` tells whether the returned value is the
  // documented refusal (0, NULL), reported as xnn_status_invalid_parameter.
  template <class T>
  xnn_status call_value(const std::function<T()>& bad_call, T refused_value) {
    T value{};
    call([&] {
      value = bad_call();
      return xnn_status_success;
    });
    status_ = value == refused_value ? xnn_status_invalid_parameter : xnn_status_success;
    return status_;
  }

  size_t calls() const { return calls_; }
  xnn_status status() const { return status_; }
  const std::vector<std::string>& log_lines() const { return log_lines_; }

 private:
  size_t calls_ = 0;
  xnn_status status_ = xnn_status_success;
  std::vector<std::string> log_lines_;
};

enum class Phase {
  initialized,         // xnn_initialize(NULL) succeeded before the case and is balanced by xnn_deinitialize after it
  before_initialize,   // no xnn_initialize is in effect (the reference count is 0)
  after_deinitialize,  // xnn_initialize then xnn_deinitialize, then the call
};

struct MisuseCase {
  std::string function;  // the public function the case calls (coverage is checked against the headers)
  std::string what;      // what is wrong with the call, as a test name: "batch_size_overflows"
  xnn_status expected;
  // Prepares valid objects as needed, then makes exactly one probe.call with the bad call, whose outputs all point
  // into `out`. Objects it creates are released before it returns.
  std::function<void(Probe& probe, Outputs& out)> run;
  Phase phase = Phase::initialized;
};

// The case tables, one per part of the API.
std::vector<MisuseCase> operator_cases();
std::vector<MisuseCase> subgraph_cases();
std::vector<MisuseCase> runtime_cases();
std::vector<MisuseCase> model_cases();
std::vector<MisuseCase> lifecycle_cases();
