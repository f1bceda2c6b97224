// xnn_run_operator, xnn_delete_operator and the checks every operator kind shares.
#include "operators/operator.h"

#include "log.h"
#include "operators/validate.h"

void xnn_operator_log_wrong_kind(xnn_operator_t op, const char* function, const char* expected) {
  if (op == nullptr) {
    xnn_log_error("%s: the operator is NULL", function);
  } else {
    xnn_log_error("%s: the operator is a %s operator; expected a %s operator", function, op->name, expected);
  }
}

void xnn_operator_log_out_of_memory(const char* name) {
  xnn_log_error("%s: out of memory for the operator", name);
}

xnn_status xnn_operator_check_reshaped(const xnn_operator* op) {
  if (op->state == xnn_operator_state::created) {
    xnn_log_error("%s: setup called before a successful reshape", op->name);
    return xnn_status_invalid_state;
  }
  return xnn_status_success;
}

xnn_status xnn_operator_check_setup(const xnn_operator* op, const void* input, const void* output) {
  xnn_status status = xnn_operator_check_reshaped(op);
  if (status != xnn_status_success || op->job_count == 0) return status;
  if ((status = xnn_check_not_null(op->name, "input", input))) return status;
  return xnn_check_not_null(op->name, "output", output);
}

xnn_status xnn_reshape_rows(xnn_operator* op, size_t batch, size_t channels, size_t input_stride,
                            size_t output_stride, xnn_rows* rows, void* context) {
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  if (xnn_status status = xnn_check_nc_rows(op->name, batch, channels, input_stride, output_stride);
      status != xnn_status_success) {
    return status;
  }
  rows->input_stride = input_stride * sizeof(float);
  rows->output_stride = output_stride * sizeof(float);
  rows->row_bytes = channels * sizeof(float);
  op->job_count = batch == 0 ? 0 : 1;
  op->jobs[0] = xnn_parallel_job{};
  op->jobs[0].context = context;
  return xnn_status_success;
}

void xnn_release_operator(xnn_operator* op) {
  if (op == nullptr) return;
  op->~xnn_operator();
  xnn_release_memory(op);
}

xnn_status xnn_finish_create(xnn_operator* op, xnn_status status, xnn_operator_t* op_out) {
  if (status != xnn_status_success) {
    xnn_release_operator(op);
    return status;
  }
  *op_out = op;
  return xnn_status_success;
}

size_t xnn_threads_count(pthreadpool_t threadpool) {
  return threadpool != nullptr ? pthreadpool_get_threads_count(threadpool) : 1;
}

extern "C" xnn_status xnn_run_operator(xnn_operator_t op, pthreadpool_t threadpool) {
  return xnn_run_operator_with_flags(op, threadpool, 0);
}

xnn_status xnn_run_operator_with_flags(xnn_operator_t op, pthreadpool_t threadpool, uint32_t last_job_flags) {
  if (op == nullptr) {
    xnn_log_error("run: the operator is NULL");
    return xnn_status_invalid_parameter;
  }
  if (op->state != xnn_operator_state::ready) {
    xnn_log_error("%s: run called before a successful setup", op->name);
    return xnn_status_invalid_state;
  }
  for (size_t i = 0; i < op->job_count; i++) {
    const xnn_parallel_job& job = op->jobs[i];
    pthreadpool_parallelize_3d_tile_2d(threadpool, job.task, job.context, job.range[0], job.range[1], job.range[2],
                                       job.tile[0], job.tile[1], i + 1 == op->job_count ? last_job_flags : 0);
  }
  return xnn_status_success;
}

// As in XNNPACK, deleting needs an initialized library (the operator stays valid, to be deleted after the next
// xnn_initialize), and NULL is an invalid parameter.
// Deletion works whatever the initialization count: an operator exists only if the library was initialized when it
// was created, and refusing to free it after xnn_deinitialize would only leak it.
extern "C" xnn_status xnn_delete_operator(xnn_operator_t op) {
  if (op == nullptr) {
    xnn_log_error("delete operator: the operator is NULL");
    return xnn_status_invalid_parameter;
  }
  xnn_release_operator(op);
  return xnn_status_success;
}
