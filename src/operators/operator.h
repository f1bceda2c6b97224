// The operator object behind the public xnn_operator_t, and what every operator kind shares.
//
// An operator kind derives from xnn_operator and implements its four public steps in one file, in the order
// create -> reshape -> setup -> run. Reshape describes the work as up to kMaxJobs parallel jobs (a task function, its
// context and its tiled ranges); setup writes the tensor pointers into the jobs' contexts; xnn_run_operator then only
// hands the jobs to pthreadpool, so running allocates nothing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>

#include <xnnpack.h>

#include "allocator.h"

// Where an operator is in its lifecycle; setup and run check it.
enum class xnn_operator_state : uint8_t {
  created,   // reshape has not succeeded yet (or the last reshape failed)
  reshaped,  // waiting for setup
  ready,     // run may be called
};

// One parallel loop over up to three dimensions, the inner two tiled: the task sees (i, j, k, j_size, k_size) with
// j a multiple of tile[0] and k of tile[1]. range[0] may be 1 for a 2D loop; tile sizes of 1 give untiled loops.
struct xnn_parallel_job {
  pthreadpool_task_3d_tile_2d_t task = nullptr;
  void* context = nullptr;
  size_t range[3] = {1, 1, 1};
  size_t tile[2] = {1, 1};
};

struct xnn_operator {
  static constexpr size_t kMaxJobs = 3;

  explicit xnn_operator(const char* name) : name(name) {}
  virtual ~xnn_operator() = default;
  xnn_operator(const xnn_operator&) = delete;
  xnn_operator& operator=(const xnn_operator&) = delete;

  const char* name;  // for log sentences: "convolution", "fully connected", ...
  xnn_operator_state state = xnn_operator_state::created;
  xnn_parallel_job inline_jobs[kMaxJobs];
  // The jobs run executes, in order: inline_jobs, or an array the operator kind owns when it needs more.
  xnn_parallel_job* jobs = inline_jobs;
  size_t job_count = 0;  // 0 after setup means there is nothing to compute (e.g. batch size 0)
};

// A fixed-size array allocated through the library's allocator, for operators that own a variable number of parts.
template <class T>
class xnn_owned_array {
 public:
  xnn_owned_array() = default;
  ~xnn_owned_array() { reset(); }
  xnn_owned_array(const xnn_owned_array&) = delete;
  xnn_owned_array& operator=(const xnn_owned_array&) = delete;

  // Replaces the contents with `count` default-constructed elements; false when out of memory.
  bool allocate(size_t count) {
    reset();
    if (count == 0) return true;
    size_t bytes;
    if (__builtin_mul_overflow(count, sizeof(T), &bytes)) return false;  // as much memory as no machine has
    void* memory = xnn_allocate_memory(bytes);
    if (memory == nullptr) return false;
    data_ = static_cast<T*>(memory);
    for (size_t i = 0; i < count; i++) new (data_ + i) T();
    size_ = count;
    return true;
  }
  size_t size() const { return size_; }
  T& operator[](size_t i) { return data_[i]; }
  const T& operator[](size_t i) const { return data_[i]; }
  T* data() { return data_; }

 private:
  void reset() {
    for (size_t i = 0; i < size_; i++) data_[i].~T();
    xnn_release_memory(data_);
    data_ = nullptr, size_ = 0;
  }
  T* data_ = nullptr;
  size_t size_ = 0;
};

// Logs that an operator of kind `name` could not be allocated.
void xnn_operator_log_out_of_memory(const char* name);

// Allocates an operator of kind T through the library's allocator; nullptr (after logging) when out of memory.
template <class T, class... Args>
T* xnn_new_operator(Args&&... args) {
  void* memory = xnn_allocate_memory(sizeof(T));
  if (memory == nullptr) {
    xnn_operator_log_out_of_memory(T::kName);
    return nullptr;
  }
  return new (memory) T(static_cast<Args&&>(args)...);
}

// Logs why a public call got a null operator or one of another kind.
void xnn_operator_log_wrong_kind(xnn_operator_t op, const char* function, const char* expected);

// Checks a public call's operator argument: not null and of kind T. Returns the operator or nullptr, after logging.
// A kind is identified by its kName pointer (one inline variable per kind), so no RTTI is needed.
template <class T>
T* xnn_operator_as(xnn_operator_t op, const char* function) {
  T* typed = op != nullptr && op->name == T::kName ? static_cast<T*>(op) : nullptr;
  if (typed == nullptr) {
    xnn_operator_log_wrong_kind(op, function, T::kName);
  }
  return typed;
}

// Setup's common check: reshape must have succeeded. Logs and returns invalid_state otherwise.
xnn_status xnn_operator_check_reshaped(const xnn_operator* op);

// Setup's checks for an operator with one input and one output: reshape succeeded, and both pointers are non-null
// when there is work to do (a reshape to zero elements accepts null pointers).
xnn_status xnn_operator_check_setup(const xnn_operator* op, const void* input, const void* output);

// The rows an operator over [batch, channels] rows with strides reads and writes: the common part of such an
// operator's job context.
struct xnn_rows {
  const char* input = nullptr;
  char* output = nullptr;
  size_t input_stride = 0, output_stride = 0;  // bytes between rows
  size_t row_bytes = 0;                         // bytes of one row (channels * 4)
};

// Reshape's common part for an operator over rows: marks it not reshaped, checks the rows, records their strides in
// `rows` and starts job 0 over `context` (job_count 1, or 0 without rows); the caller fills in the task and tiling.
// Logs and returns the failure status.
xnn_status xnn_reshape_rows(xnn_operator* op, size_t batch, size_t channels, size_t input_stride,
                            size_t output_stride, xnn_rows* rows, void* context);

// The whole setup of an operator kind T whose job context reads one input and writes one output as byte pointers
// (`context.input`, `context.output`, e.g. an xnn_rows).
template <class T>
xnn_status xnn_setup_one_input_one_output(xnn_operator_t op_base, const char* function, const void* input,
                                          void* output) {
  T* op = xnn_operator_as<T>(op_base, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) {
    return status;
  }
  op->context.input = static_cast<const char*>(input);
  op->context.output = static_cast<char*>(output);
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

// Destroys an operator the library created (NULL is fine), without the public xnn_delete_operator's checks: for
// create steps that fail after allocating, and one-shot runs.
void xnn_release_operator(xnn_operator* op);

// Create's last step: hands `op` to the caller when `status` is success and deletes it otherwise; returns `status`.
xnn_status xnn_finish_create(xnn_operator* op, xnn_status status, xnn_operator_t* op_out);

// A threadpool's thread count, 1 for NULL.
size_t xnn_threads_count(pthreadpool_t threadpool);

// xnn_run_operator with pthreadpool flags for its last job (PTHREADPOOL_FLAG_YIELD_WORKERS: a runtime's last
// operator lets the workers sleep when XNN_FLAG_DONT_SPIN_WORKERS asked for it).
xnn_status xnn_run_operator_with_flags(xnn_operator_t op, pthreadpool_t threadpool, uint32_t last_job_flags);
