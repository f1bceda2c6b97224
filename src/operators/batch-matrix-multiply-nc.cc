// Batch matrix multiply, f32: output[..., m, n] = A[..., m, k] * B[..., k, n] with NumPy broadcasting of the batch
// dimensions. create -> reshape -> setup -> run.
//
// A dynamic B is packed by run first (one task per batch of B, into the caller's workspace), then one GEMM runs per
// output batch; a broadcast batch dimension simply has stride 0 into A or into the packed B. A constant B
// (xnn_create_batch_matrix_multiply_nc_f32_const_weights) is packed once at create into memory the operator owns.
#include <cmath>

#include <xnnpack.h>

#include "configs/f32-gemm-config.h"
#include "log.h"
#include "operators/gemm-compute.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "packing/gemm-pack.h"

namespace {

// Packing of B, one batch per task.
struct pack_b_context {
  const float* b = nullptr;
  float* packed = nullptr;
  size_t k = 0, n = 0;
  size_t b_batch_floats = 0, packed_batch_floats = 0;
  bool transposed = false;  // B is [n][k]
  size_t nr = 0, kr = 0, sr = 0;
};

void pack_b(void* context, size_t batch, size_t, size_t, size_t, size_t) {
  const pack_b_context& ctx = *static_cast<const pack_b_context*>(context);
  const float* b = ctx.b + batch * ctx.b_batch_floats;
  float* packed = ctx.packed + batch * ctx.packed_batch_floats;
  if (ctx.transposed) {
    xnn_pack_f32_gemm_goi_w(1, ctx.n, ctx.k, ctx.nr, ctx.kr, ctx.sr, b, nullptr, packed);
  } else {
    xnn_pack_f32_gemm_gio_w(1, ctx.n, ctx.k, ctx.nr, ctx.kr, ctx.sr, ctx.n, b, nullptr, packed);
  }
}

struct batch_matrix_multiply_operator : xnn_operator {
  static constexpr const char* kName = "batch matrix multiply";
  batch_matrix_multiply_operator() : xnn_operator(kName) {}

  ~batch_matrix_multiply_operator() override { xnn_release_simd_memory(const_b); }

  bool transpose_b = false;
  const xnn_f32_gemm_config* config = nullptr;
  // Constant B, packed at create: its batch count and sizes are fixed.
  float* const_b = nullptr;
  size_t const_batches_b = 0, const_k = 0, const_n = 0;

  size_t output_batches = 0;
  size_t workspace_size = 0;
  pack_b_context packing;
  xnn_gemm_context gemm;
};

}  // namespace

namespace {

// n is B's width when B is constant, 0 when B comes at setup (reshape picks the tile then).
xnn_status create(uint32_t flags, size_t n, xnn_operator_t* out, batch_matrix_multiply_operator** op_out) {
  const char* name = batch_matrix_multiply_operator::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "batch_matrix_multiply_op", out))) return status;
  *out = nullptr;
  if ((status = xnn_check_flags(name, flags, XNN_FLAG_TRANSPOSE_B | kXnnHintFlags))) return status;
  const xnn_f32_gemm_config* config = xnn_operator_gemm_config(name, n);
  if (config == nullptr) return xnn_status_uninitialized;
  batch_matrix_multiply_operator* op = xnn_new_operator<batch_matrix_multiply_operator>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->transpose_b = (flags & XNN_FLAG_TRANSPOSE_B) != 0;
  op->config = config;
  *op_out = op;
  return xnn_status_success;
}

void init_packing(const batch_matrix_multiply_operator& op, size_t k, size_t n, pack_b_context* p) {
  *p = pack_b_context{};
  p->k = k, p->n = n;
  p->b_batch_floats = k * n;
  p->packed_batch_floats = xnn_packed_f32_gemm_size(n, k, op.config->nr, op.config->kr, op.config->sr);
  p->transposed = op.transpose_b;
  p->nr = op.config->nr, p->kr = op.config->kr, p->sr = op.config->sr;
}

}  // namespace

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_f32(uint32_t flags,
                                                              xnn_operator_t* batch_matrix_multiply_op) {
  batch_matrix_multiply_operator* op = nullptr;
  const xnn_status status = create(flags, 0, batch_matrix_multiply_op, &op);
  if (status == xnn_status_success) *batch_matrix_multiply_op = op;
  return status;
}

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_f32_const_weights(size_t batch_size_b, size_t k, size_t n,
                                                                           const float* data_b, uint32_t flags,
                                                                           xnn_operator_t* batch_matrix_multiply_op) {
  const char* name = batch_matrix_multiply_operator::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_positive(name, "batch_size_b", batch_size_b)) ||
      (status = xnn_check_positive(name, "k", k)) || (status = xnn_check_positive(name, "n", n)) ||
      (status = xnn_check_not_null(name, "data_b", data_b))) {
    return status;
  }
  batch_matrix_multiply_operator* op = nullptr;
  if ((status = create(flags, n, batch_matrix_multiply_op, &op))) return status;
  size_t batch_bytes, total_bytes, b_floats;
  if (!xnn_packed_weights_bytes(name, op->config, n, 1, k, &batch_bytes) ||
      !xnn_checked_product(name, {batch_bytes, batch_size_b}, &total_bytes) ||
      !xnn_checked_product(name, {k, n, batch_size_b, sizeof(float)}, &b_floats)) {
    xnn_release_operator(op);
    return xnn_status_invalid_parameter;
  }
  op->const_b = static_cast<float*>(xnn_allocate_simd_memory(total_bytes));
  if (op->const_b == nullptr) {
    xnn_log_error("batch matrix multiply: out of memory for %zu bytes of packed B", total_bytes);
    xnn_release_operator(op);
    return xnn_status_out_of_memory;
  }
  op->const_batches_b = batch_size_b, op->const_k = k, op->const_n = n;
  pack_b_context packing;
  init_packing(*op, k, n, &packing);
  packing.b = data_b;
  packing.packed = op->const_b;
  for (size_t batch = 0; batch < batch_size_b; batch++) pack_b(&packing, batch, 0, 0, 1, 1);
  *batch_matrix_multiply_op = op;
  return xnn_status_success;
}

extern "C" xnn_status xnn_reshape_batch_matrix_multiply_nc_f32(xnn_operator_t batch_matrix_multiply_op,
                                                               size_t num_batch_dims, const size_t* batch_dims_a,
                                                               const size_t* batch_dims_b, size_t m, size_t k,
                                                               size_t n, size_t* workspace_size,
                                                               pthreadpool_t threadpool) {
  batch_matrix_multiply_operator* op = xnn_operator_as<batch_matrix_multiply_operator>(
      batch_matrix_multiply_op, "xnn_reshape_batch_matrix_multiply_nc_f32");
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  const char* name = op->name;
  xnn_status status;
  if ((status = xnn_check_positive(name, "m", m)) || (status = xnn_check_positive(name, "k", k)) ||
      (status = xnn_check_positive(name, "n", n)) ||
      (status = xnn_check_not_null(name, "workspace_size", workspace_size))) {
    return status;
  }
  if (num_batch_dims > XNN_MAX_TENSOR_DIMS - 2) {
    xnn_log_error("batch matrix multiply: num_batch_dims is %zu; expected <= %d", num_batch_dims,
                  XNN_MAX_TENSOR_DIMS - 2);
    return xnn_status_invalid_parameter;
  }
  if (num_batch_dims != 0 && ((status = xnn_check_not_null(name, "batch_dims_a", batch_dims_a)) ||
                              (status = xnn_check_not_null(name, "batch_dims_b", batch_dims_b)))) {
    return status;
  }
  // B packed at setup takes the tile for this n; a constant B keeps the tile it was packed with.
  if (op->const_b == nullptr) op->config = xnn_f32_gemm_tile_for(n);
  const xnn_f32_gemm_config* config = op->config;
  size_t packed_bytes, a_bytes, b_bytes, c_bytes;
  if (!xnn_packed_weights_bytes(name, config, n, 1, k, &packed_bytes) ||
      !xnn_checked_product(name, {m, k, sizeof(float)}, &a_bytes) ||
      !xnn_checked_product(name, {k, n, sizeof(float)}, &b_bytes) ||
      !xnn_checked_product(name, {m, n, sizeof(float)}, &c_bytes)) {
    return xnn_status_invalid_parameter;
  }

  // Batch dimensions, innermost first: byte strides into A, packed B and C (0 where A or B is broadcast).
  size_t a_stride[XNN_MAX_TENSOR_DIMS], w_stride[XNN_MAX_TENSOR_DIMS], c_stride[XNN_MAX_TENSOR_DIMS];
  size_t out_dims[XNN_MAX_TENSOR_DIMS];
  size_t batches_b = 1, batches_c = 1;
  for (size_t d = num_batch_dims; d-- > 0;) {
    const size_t da = batch_dims_a[d], db = batch_dims_b[d];
    if (da != db && da != 1 && db != 1) {
      xnn_log_error("batch matrix multiply: batch dimension %zu is %zu in A and %zu in B; expected equal or 1", d,
                    da, db);
      return xnn_status_invalid_parameter;
    }
    out_dims[d] = da == 1 ? db : da;
    a_stride[d] = da == 1 ? 0 : a_bytes;
    w_stride[d] = db == 1 ? 0 : packed_bytes;
    c_stride[d] = c_bytes;
    if (!xnn_checked_product(name, {a_bytes, da}, &a_bytes) ||
        !xnn_checked_product(name, {packed_bytes, db}, &packed_bytes) ||
        !xnn_checked_product(name, {b_bytes, db}, &b_bytes) ||
        !xnn_checked_product(name, {c_bytes, out_dims[d]}, &c_bytes) ||
        !xnn_checked_product(name, {batches_b, db}, &batches_b) ||
        !xnn_checked_product(name, {batches_c, out_dims[d]}, &batches_c)) {
      return xnn_status_invalid_parameter;
    }
  }
  if (op->const_b != nullptr && (k != op->const_k || n != op->const_n || batches_b != op->const_batches_b)) {
    xnn_log_error("batch matrix multiply: B is %zu batches of %zux%zu; the constant B has %zu batches of %zux%zu",
                  batches_b, k, n, op->const_batches_b, op->const_k, op->const_n);
    return xnn_status_invalid_parameter;
  }
  // packed_bytes now covers every batch of B.
  if (packed_bytes > SIZE_MAX - XNN_EXTRA_BYTES) {
    xnn_log_error("batch matrix multiply: packed B of %zu bytes is too large", packed_bytes);
    return xnn_status_invalid_parameter;
  }
  const bool pack_at_run = op->const_b == nullptr && batches_c != 0;
  op->workspace_size = pack_at_run ? packed_bytes + XNN_EXTRA_BYTES : 0;
  *workspace_size = op->workspace_size;
  op->output_batches = batches_c;
  op->job_count = 0;
  if (batches_c != 0) {
    init_packing(*op, k, n, &op->packing);
    const size_t packed_batch_floats = op->packing.packed_batch_floats;
    if (pack_at_run) {
      xnn_parallel_job& job = op->jobs[op->job_count++];
      job = xnn_parallel_job{};
      job.task = pack_b;
      job.context = &op->packing;
      job.range[0] = batches_b;
    }

    xnn_gemm_context& ctx = op->gemm;
    ctx = xnn_gemm_context{};
    ctx.use_gemm(config);
    ctx.kc = k * sizeof(float);
    ctx.a_stride = k * sizeof(float);
    ctx.w_block_stride = packed_batch_floats / ((n + config->nr - 1) / config->nr) * sizeof(float);
    ctx.cm_stride = n * sizeof(float);
    ctx.params.f32 = {-INFINITY, INFINITY};
    static_assert(XNN_MAX_TENSOR_DIMS - 2 <= xnn_gemm_batch_dims::kMax, "every batch dimension fits the job");
    for (size_t d = 0; d < num_batch_dims; d++) ctx.batch.add(out_dims[d], a_stride[d], w_stride[d], c_stride[d]);
    ctx.w = op->const_b;
    xnn_plan_gemm_job(&op->jobs[op->job_count++], &ctx, false, m, n, ctx.w_block_stride / config->nr, k,
                      xnn_threads_count(threadpool));
  }
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

extern "C" xnn_status xnn_setup_batch_matrix_multiply_nc_f32(xnn_operator_t batch_matrix_multiply_op,
                                                             void* workspace, const float* input_a,
                                                             const float* input_b, float* output) {
  batch_matrix_multiply_operator* op = xnn_operator_as<batch_matrix_multiply_operator>(
      batch_matrix_multiply_op, "xnn_setup_batch_matrix_multiply_nc_f32");
  if (op == nullptr) return xnn_status_invalid_parameter;
  xnn_status status = xnn_operator_check_reshaped(op);
  if (status != xnn_status_success) return status;
  const bool packs_b = op->const_b == nullptr;
  if (op->output_batches != 0) {
    if ((packs_b && ((status = xnn_check_not_null(op->name, "workspace", workspace)) ||
                     (status = xnn_check_not_null(op->name, "input_b", input_b)))) ||
        (status = xnn_check_not_null(op->name, "input_a", input_a)) ||
        (status = xnn_check_not_null(op->name, "output", output))) {
      return status;
    }
    if (packs_b && reinterpret_cast<uintptr_t>(workspace) % sizeof(float) != 0) {
      xnn_log_error("batch matrix multiply: workspace %p is not aligned to %zu bytes", workspace, sizeof(float));
      return xnn_status_invalid_parameter;
    }
  }
  op->gemm.a = input_a;
  op->gemm.c = output;
  if (packs_b) {
    op->packing.b = input_b;
    op->packing.packed = static_cast<float*>(workspace);
    op->gemm.w = static_cast<const float*>(workspace);
  }
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}
