// Batch matrix multiply: output[..., m, n] = A[..., m, k] * B[..., k, n] with NumPy broadcasting of the batch
// dimensions (B is [..., n, k] with XNN_FLAG_TRANSPOSE_B). The datatypes: f32 and f16 (one body over
// operators/float-gemm-type.h); bf16_f32 (bf16 A and B, fp32 output,
// on the bf16-f32 kernels); qs8 (int8 A with a zero point,
// int8 B with zero point 0, one requantization scale input_scale * b_scale / output_scale; run, as XNNPACK runs it, on
// the qs8_qc8w kernels with that scale in every channel); and qd8_f32_qc8w (A dynamically quantized with one zero
// point and scale per row of A, i.e. per batch of A times m; int8 B with one scale per channel of each batch of B,
// scale_b[batch * n + channel]; fp32 output, on the qd8-f32-qc8w kernels); and f32_qc8w (fp32 A, int8 B with the same
// scales, fp32 output (A * B) * scale_b, on the weights-only f32-qc8w kernels with a zero bias). create -> reshape ->
// setup -> run.
//
// A dynamic B is packed by run first (one task per batch of B, into the caller's workspace), then one GEMM runs per
// output batch; a broadcast batch dimension simply has stride 0 into A or into the packed B. A constant B (the
// *_const_weights creates) is packed once at create into memory the operator owns. Every datatype shares the
// broadcasting, the workspace and the jobs; each only says how big a packed batch of B is and how to pack one. The two
// with a scale per channel of B (qd8_f32_qc8w, f32_qc8w) share their creates' and reshapes' handling of scale_b.
#include <cmath>

#include <xnnpack.h>

#include "configs/bf16-f32-gemm-config.h"
#include "configs/f32-qc8w-gemm-config.h"
#include "configs/qd8-f32-qc8w-gemm-config.h"
#include "configs/qs8-qc8w-gemm-config.h"
#include "log.h"
#include "operators/float-gemm-type.h"
#include "operators/gemm-compute.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "packing/bf16-gemm-pack.h"
#include "packing/f32-qcxw-gemm-pack.h"
#include "packing/qd8-gemm-pack.h"
#include "packing/qs8-gemm-pack.h"

namespace {

struct batch_matrix_multiply_state;

// Packing of B, one batch per task.
struct pack_b_context {
  const batch_matrix_multiply_state* op = nullptr;
  const char* b = nullptr;
  char* packed = nullptr;
  size_t k = 0, n = 0;
  size_t b_batch_bytes = 0, packed_batch_bytes = 0;
};

// What every datatype keeps; each datatype is an operator kind of its own (a call of the wrong kind is refused by
// name).
struct batch_matrix_multiply_state : xnn_operator {
  using xnn_operator::xnn_operator;
  ~batch_matrix_multiply_state() override { xnn_release_simd_memory(const_b); }

  // Called before packing a B of width n (the f32 tile depends on n); logs its failure.
  virtual xnn_status prepare_for(size_t n) = 0;
  // Bytes of one packed batch of B for the current tile; false after logging an overflow.
  virtual bool packed_batch_bytes(size_t k, size_t n, size_t* bytes) const = 0;
  // Packs batch number `batch` of B (at `b`: [k][n], or [n][k] when transpose_b) for the current tile.
  virtual void pack_batch(const void* b, size_t batch, size_t k, size_t n, void* packed) const = 0;
  // The kernels, tile and output stage of the GEMM.
  virtual void use_kernels(xnn_gemm_context* gemm) const = 0;

  bool transpose_b = false;
  size_t a_element_bytes = 0, b_element_bytes = 0;
  size_t output_element_bytes = 0;
  // Constant B, packed at create: its batch count and sizes are fixed.
  void* const_b = nullptr;
  size_t const_batches_b = 0, const_k = 0, const_n = 0;

  size_t output_batches = 0;
  size_t workspace_size = 0;
  pack_b_context packing;
  xnn_gemm_context gemm;
};

void pack_b(void* context, size_t batch, size_t, size_t, size_t, size_t) {
  const pack_b_context& ctx = *static_cast<const pack_b_context*>(context);
  ctx.op->pack_batch(ctx.b + batch * ctx.b_batch_bytes, batch, ctx.k, ctx.n,
                     ctx.packed + batch * ctx.packed_batch_bytes);
}

// f32 and f16: A, B and the output of the type's elements, unclamped.
struct batch_matrix_multiply_float : batch_matrix_multiply_state {
  batch_matrix_multiply_float(const char* name, const xnn_float_gemm_type& float_type)
      : batch_matrix_multiply_state(name), type(float_type) {
    a_element_bytes = b_element_bytes = output_element_bytes = type.element_bytes;
  }

  xnn_status prepare_for(size_t n) override {
    return type.tile_for(name, n, &tile) ? xnn_status_success : xnn_status_uninitialized;
  }
  bool packed_batch_bytes(size_t k, size_t n, size_t* bytes) const override {
    return xnn_packed_weights_bytes(name, tile, type.element_bytes, n, 1, k, bytes);
  }
  void pack_batch(const void* b, size_t /*batch*/, size_t k, size_t n, void* packed) const override {
    if (transpose_b) {
      type.pack_goki(1, n, 1, k, tile.nr, tile.kr, tile.sr, b, nullptr, packed);
    } else {
      type.pack_gio(1, n, k, tile.nr, tile.kr, tile.sr, n, b, nullptr, packed);
    }
  }
  void use_kernels(xnn_gemm_context* gemm) const override {
    gemm->use_gemm(tile);
    type.set_bounds(-INFINITY, INFINITY, &gemm->params);
  }

  const xnn_float_gemm_type& type;
  xnn_float_gemm_tile tile;
};

struct batch_matrix_multiply_f32 : batch_matrix_multiply_float {
  static constexpr const char* kName = "batch matrix multiply";
  batch_matrix_multiply_f32() : batch_matrix_multiply_float(kName, xnn_f32_gemm_type) {}
};

struct batch_matrix_multiply_f16 : batch_matrix_multiply_float {
  static constexpr const char* kName = "batch matrix multiply (f16)";
  batch_matrix_multiply_f16() : batch_matrix_multiply_float(kName, xnn_f16_gemm_type(0)) {}
};

struct batch_matrix_multiply_bf16_f32 : batch_matrix_multiply_state {
  static constexpr const char* kName = "batch matrix multiply (bf16_f32)";
  batch_matrix_multiply_bf16_f32() : batch_matrix_multiply_state(kName) {
    a_element_bytes = b_element_bytes = sizeof(uint16_t);
    output_element_bytes = sizeof(float);
  }

  xnn_status prepare_for(size_t) override { return xnn_status_success; }
  bool packed_batch_bytes(size_t k, size_t n, size_t* bytes) const override {
    // Bounds the padded size (channels rounded up to whole tiles, K to whole pairs, a float of bias per channel).
    size_t bound;
    if (!xnn_checked_product(name, {n + config->nr, k + 4, sizeof(uint16_t)}, &bound)) return false;
    *bytes = xnn_packed_bf16_f32_gemm_size(n, k, config->nr);
    return true;
  }
  void pack_batch(const void* b, size_t /*batch*/, size_t k, size_t n, void* packed) const override {
    const uint16_t* data = static_cast<const uint16_t*>(b);
    if (transpose_b) {
      xnn_pack_bf16_f32_gemm_goi_w(n, k, config->nr, data, nullptr, packed);
    } else {
      xnn_pack_bf16_f32_gemm_gio_w(n, k, config->nr, n, data, nullptr, packed);
    }
  }
  void use_kernels(xnn_gemm_context* gemm) const override {
    gemm->use_gemm(config);
    gemm->params.f32 = {-INFINITY, INFINITY};
  }

  const xnn_bf16_f32_gemm_config* config = nullptr;
};

struct batch_matrix_multiply_qs8 : batch_matrix_multiply_state {
  static constexpr const char* kName = "batch matrix multiply (qs8)";
  batch_matrix_multiply_qs8() : batch_matrix_multiply_state(kName) {
    a_element_bytes = b_element_bytes = sizeof(int8_t);
    output_element_bytes = sizeof(int8_t);
  }

  // The packers take a scale per channel: every one is the requantization scale.
  xnn_status prepare_for(size_t n) override {
    if (scales.size() == n) return xnn_status_success;
    if (!scales.allocate(n)) {
      xnn_log_error("%s: out of memory for %zu requantization scales", name, n);
      return xnn_status_out_of_memory;
    }
    for (size_t i = 0; i < n; i++) scales[i] = requantization_scale;
    return xnn_status_success;
  }
  bool packed_batch_bytes(size_t k, size_t n, size_t* bytes) const override {
    // Bounds the padded size (channels and K rounded up to whole tiles, bias and scale per channel) below SIZE_MAX.
    size_t bound;
    if (!xnn_checked_product(name, {n + config->nr, k + config->kr * config->sr + 8}, &bound)) return false;
    *bytes = xnn_packed_qs8_qc8w_gemm_size(n, 1, k, config->nr, config->kr, config->sr);
    return true;
  }
  void pack_batch(const void* b, size_t /*batch*/, size_t k, size_t n, void* packed) const override {
    const int8_t* data = static_cast<const int8_t*>(b);
    if (transpose_b) {
      xnn_pack_qs8_qc8w_gemm_goi_w(1, n, k, config->nr, config->kr, config->sr, data, nullptr, &scales[0],
                                   input_zero_point, config->a_offset, packed);
    } else {
      xnn_pack_qs8_qc8w_gemm_gio_w(1, n, k, config->nr, config->kr, config->sr, n, data, nullptr, &scales[0],
                                   input_zero_point, config->a_offset, packed);
    }
  }
  void use_kernels(xnn_gemm_context* gemm) const override {
    gemm->use_gemm(config);
    gemm->params.qs8 = {output_zero_point, output_min, output_max};
  }

  const xnn_qs8_qc8w_gemm_config* config = nullptr;
  int32_t input_zero_point = 0, output_zero_point = 0, output_min = -128, output_max = 127;
  float requantization_scale = 0.0f;
  xnn_owned_array<float> scales;  // n copies of requantization_scale, filled by prepare_for
};

// The datatypes whose B has a scale per channel of each batch (int8 B, fp32 output).
struct batch_matrix_multiply_scaled_b : batch_matrix_multiply_state {
  using batch_matrix_multiply_state::batch_matrix_multiply_state;
  const float* scale_b = nullptr;  // [batches of B][n]: the create's (constant B, while packing) or the last reshape's
};

struct batch_matrix_multiply_qd8 : batch_matrix_multiply_scaled_b {
  static constexpr const char* kName = "batch matrix multiply (qd8_f32_qc8w)";
  using config_type = xnn_qd8_f32_qc8w_gemm_config;
  static const config_type* init_config() { return xnn_init_qd8_f32_qc8w_gemm_config(); }
  batch_matrix_multiply_qd8() : batch_matrix_multiply_scaled_b(kName) {
    a_element_bytes = b_element_bytes = sizeof(int8_t);
    output_element_bytes = sizeof(float);
  }

  xnn_status prepare_for(size_t) override { return xnn_status_success; }
  bool packed_batch_bytes(size_t k, size_t n, size_t* bytes) const override {
    // Bounds the padded size (channels and K rounded up to whole tiles, ksum, scale and bias per channel).
    size_t bound;
    if (!xnn_checked_product(name, {n + config->nr, k + config->kr * config->sr + 12}, &bound)) return false;
    *bytes = xnn_packed_qd8_qc8w_gemm_size(n, 1, k, config->nr, config->kr, config->sr);
    return true;
  }
  void pack_batch(const void* b, size_t batch, size_t k, size_t n, void* packed) const override {
    const int8_t* data = static_cast<const int8_t*>(b);
    const float* scales = scale_b + batch * n;
    if (transpose_b) {
      xnn_pack_qd8_qc8w_gemm_goi_w(n, k, config->nr, config->kr, config->sr, data, nullptr, scales, packed);
    } else {
      xnn_pack_qd8_qc8w_gemm_gio_w(n, k, config->nr, config->kr, config->sr, n, data, nullptr, scales, packed);
    }
  }
  void use_kernels(xnn_gemm_context* gemm) const override {
    gemm->use_gemm(config);
    gemm->params.f32 = {-INFINITY, INFINITY};
  }

  const config_type* config = nullptr;
};

struct batch_matrix_multiply_f32_qc8w : batch_matrix_multiply_scaled_b {
  static constexpr const char* kName = "batch matrix multiply (f32_qc8w)";
  using config_type = xnn_f32_qc8w_gemm_config;
  static const config_type* init_config() { return xnn_init_f32_qc8w_gemm_config(); }
  batch_matrix_multiply_f32_qc8w() : batch_matrix_multiply_scaled_b(kName) {
    a_element_bytes = sizeof(float);
    b_element_bytes = sizeof(int8_t);
    output_element_bytes = sizeof(float);
  }

  xnn_status prepare_for(size_t) override { return xnn_status_success; }
  bool packed_batch_bytes(size_t k, size_t n, size_t* bytes) const override {
    // Bounds the padded size (channels rounded up to a whole tile, bias and scale per channel).
    size_t bound;
    if (!xnn_checked_product(name, {n + config->nr, k + 2 * sizeof(float)}, &bound)) return false;
    *bytes = xnn_packed_f32_qc8w_gemm_size(n, k, config->nr);
    return true;
  }
  // B [k][n] is the packer's transposed (input-major) layout; a transposed B [n][k] is its channel-major one.
  void pack_batch(const void* b, size_t batch, size_t k, size_t n, void* packed) const override {
    xnn_pack_f32_qc8w_gemm_w(n, k, config->nr, static_cast<const int8_t*>(b), !transpose_b, /*bias=*/nullptr,
                             scale_b + batch * n, packed);
  }
  void use_kernels(xnn_gemm_context* gemm) const override {
    gemm->use_gemm(config);
    gemm->params.f32 = {-INFINITY, INFINITY};
  }

  const config_type* config = nullptr;
};

// Create's checks shared by every datatype; allocates the operator of kind Op.
template <class Op>
xnn_status create_state(uint32_t flags, xnn_operator_t* out, Op** op_out) {
  const char* name = Op::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "batch_matrix_multiply_op", out))) return status;
  *out = nullptr;
  if ((status = xnn_check_flags(name, flags, XNN_FLAG_TRANSPOSE_B | XNN_FLAG_NO_BROADCAST | kXnnHintFlags))) return status;
  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->transpose_b = (flags & XNN_FLAG_TRANSPOSE_B) != 0;
  *op_out = op;
  return xnn_status_success;
}

xnn_status check_const_b(const char* name, size_t batch_size_b, size_t k, size_t n, const void* data_b) {
  xnn_status status;
  if ((status = xnn_check_positive(name, "batch_size_b", batch_size_b)) ||
      (status = xnn_check_positive(name, "k", k)) || (status = xnn_check_positive(name, "n", n)) ||
      (status = xnn_check_not_null(name, "data_b", data_b))) {
    return status;
  }
  return xnn_status_success;
}

// Packs the constant B ([batch_size_b][k][n], or [..][n][k] when transposed) into memory the operator owns.
xnn_status pack_const_b(batch_matrix_multiply_state* op, size_t batch_size_b, size_t k, size_t n,
                        const void* data_b) {
  size_t batch_bytes, total_bytes, b_bytes;
  if (!xnn_checked_product(op->name, {k, n, batch_size_b, op->b_element_bytes}, &b_bytes)) {
    return xnn_status_invalid_parameter;
  }
  if (xnn_status status = op->prepare_for(n)) return status;
  if (!op->packed_batch_bytes(k, n, &batch_bytes) ||
      !xnn_checked_product(op->name, {batch_bytes, batch_size_b}, &total_bytes)) {
    return xnn_status_invalid_parameter;
  }
  op->const_b = xnn_allocate_simd_memory(total_bytes);
  if (op->const_b == nullptr) {
    xnn_log_error("%s: out of memory for %zu bytes of packed B", op->name, total_bytes);
    return xnn_status_out_of_memory;
  }
  op->const_batches_b = batch_size_b, op->const_k = k, op->const_n = n;
  const char* b = static_cast<const char*>(data_b);
  char* packed = static_cast<char*>(op->const_b);
  for (size_t batch = 0; batch < batch_size_b; batch++) {
    op->pack_batch(b + batch * k * n * op->b_element_bytes, batch, k, n, packed + batch * batch_bytes);
  }
  return xnn_status_success;
}

// Reshape of every datatype: checks the shapes, broadcasts the batch dimensions and plans the packing and GEMM jobs.
// `const_weights`: the *_const_weights reshape, which has no workspace_size and takes only a constant B.
template <class Op>
xnn_status reshape(xnn_operator_t batch_matrix_multiply_op, const char* function, bool const_weights,
                   size_t num_batch_dims, const size_t* batch_dims_a, const size_t* batch_dims_b, size_t m, size_t k,
                   size_t n, size_t* workspace_size, pthreadpool_t threadpool) {
  Op* op = xnn_operator_as<Op>(batch_matrix_multiply_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  const char* name = op->name;
  xnn_status status;
  if ((status = xnn_check_positive(name, "m", m)) || (status = xnn_check_positive(name, "k", k)) ||
      (status = xnn_check_positive(name, "n", n)) ||
      (!const_weights && (status = xnn_check_not_null(name, "workspace_size", workspace_size)))) {
    return status;
  }
  if (const_weights && op->const_b == nullptr) {
    xnn_log_error("%s: %s needs a constant B; this operator's B comes at setup", name, function);
    return xnn_status_invalid_parameter;
  }
  if (num_batch_dims > XNN_MAX_TENSOR_DIMS - 2) {
    xnn_log_error("%s: num_batch_dims is %zu; expected <= %d", name, num_batch_dims, XNN_MAX_TENSOR_DIMS - 2);
    return xnn_status_invalid_parameter;
  }
  if (num_batch_dims != 0 && ((status = xnn_check_not_null(name, "batch_dims_a", batch_dims_a)) ||
                              (status = xnn_check_not_null(name, "batch_dims_b", batch_dims_b)))) {
    return status;
  }
  // B packed at setup takes the tile for this n; a constant B keeps the tile it was packed with.
  if (op->const_b == nullptr && (status = op->prepare_for(n))) return status;
  size_t packed_bytes, a_bytes, b_bytes, c_bytes;
  if (!op->packed_batch_bytes(k, n, &packed_bytes) ||
      !xnn_checked_product(name, {m, k, op->a_element_bytes}, &a_bytes) ||
      !xnn_checked_product(name, {k, n, op->b_element_bytes}, &b_bytes) ||
      !xnn_checked_product(name, {m, n, op->output_element_bytes}, &c_bytes)) {
    return xnn_status_invalid_parameter;
  }
  const size_t packed_batch_bytes = packed_bytes, b_batch_bytes = b_bytes;

  // Batch dimensions, innermost first: byte strides into A, packed B and C (0 where A or B is broadcast).
  size_t a_stride[XNN_MAX_TENSOR_DIMS], w_stride[XNN_MAX_TENSOR_DIMS], c_stride[XNN_MAX_TENSOR_DIMS];
  size_t out_dims[XNN_MAX_TENSOR_DIMS];
  size_t batches_b = 1, batches_c = 1;
  for (size_t d = num_batch_dims; d-- > 0;) {
    const size_t da = batch_dims_a[d], db = batch_dims_b[d];
    if (da != db && da != 1 && db != 1) {
      xnn_log_error("%s: batch dimension %zu is %zu in A and %zu in B; expected equal or 1", name, d, da, db);
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
    xnn_log_error("%s: B is %zu batches of %zux%zu; the constant B has %zu batches of %zux%zu", name, batches_b, k,
                  n, op->const_batches_b, op->const_k, op->const_n);
    return xnn_status_invalid_parameter;
  }
  // packed_bytes now covers every batch of B.
  if (packed_bytes > SIZE_MAX - XNN_EXTRA_BYTES) {
    xnn_log_error("%s: packed B of %zu bytes is too large", name, packed_bytes);
    return xnn_status_invalid_parameter;
  }
  const bool pack_at_run = op->const_b == nullptr && batches_c != 0;
  op->workspace_size = pack_at_run ? packed_bytes + XNN_EXTRA_BYTES : 0;
  if (!const_weights) *workspace_size = op->workspace_size;
  op->output_batches = batches_c;
  op->job_count = 0;
  if (batches_c != 0) {
    op->packing = pack_b_context{op, nullptr, nullptr, k, n, b_batch_bytes, packed_batch_bytes};
    if (pack_at_run) {
      xnn_parallel_job& job = op->jobs[op->job_count++];
      job = xnn_parallel_job{};
      job.task = pack_b;
      job.context = &op->packing;
      job.range[0] = batches_b;
    }

    xnn_gemm_context& ctx = op->gemm;
    ctx = xnn_gemm_context{};
    op->use_kernels(&ctx);
    ctx.kc = k * op->a_element_bytes;
    ctx.a_stride = k * op->a_element_bytes;
    ctx.w_block_stride = packed_batch_bytes / ((n + ctx.nr - 1) / ctx.nr);
    ctx.cm_stride = n * op->output_element_bytes;
    static_assert(XNN_MAX_TENSOR_DIMS - 2 <= xnn_gemm_batch_dims::kMax, "every batch dimension fits the job");
    for (size_t d = 0; d < num_batch_dims; d++) ctx.batch.add(out_dims[d], a_stride[d], w_stride[d], c_stride[d]);
    ctx.w = op->const_b;
    xnn_plan_gemm_job(&op->jobs[op->job_count++], &ctx, false, m, n, ctx.w_block_stride / ctx.nr, k,
                      xnn_threads_count(threadpool));
  }
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

// `quantization`: qd8_f32_qc8w only (`needs_quantization`), the parameters of A's rows.
template <class Op>
xnn_status setup(xnn_operator_t batch_matrix_multiply_op, const char* function, void* workspace,
                 const void* input_a, const void* input_b, void* output, bool needs_quantization = false,
                 const xnn_quantization_params* quantization = nullptr) {
  Op* op = xnn_operator_as<Op>(batch_matrix_multiply_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  xnn_status status = xnn_operator_check_reshaped(op);
  if (status != xnn_status_success) return status;
  if (needs_quantization && op->output_batches != 0 &&
      (status = xnn_check_not_null(op->name, "quantization_params", quantization))) {
    return status;
  }
  op->gemm.quantization = reinterpret_cast<const xnn_qd8_quantization_params*>(quantization);
  const bool packs_b = op->const_b == nullptr;
  if (op->output_batches != 0) {
    if ((packs_b && ((status = xnn_check_not_null(op->name, "workspace", workspace)) ||
                     (status = xnn_check_not_null(op->name, "input_b", input_b)))) ||
        (status = xnn_check_not_null(op->name, "input_a", input_a)) ||
        (status = xnn_check_not_null(op->name, "output", output))) {
      return status;
    }
    // The packed B holds 32-bit values (f32 weights; int32 bias and float scales next to int8 weights).
    if (packs_b && reinterpret_cast<uintptr_t>(workspace) % sizeof(int32_t) != 0) {
      xnn_log_error("%s: workspace %p is not aligned to %zu bytes", op->name, workspace, sizeof(int32_t));
      return xnn_status_invalid_parameter;
    }
  }
  op->gemm.a = input_a;
  op->gemm.c = output;
  if (packs_b) {
    op->packing.b = static_cast<const char*>(input_b);
    op->packing.packed = static_cast<char*>(workspace);
    op->gemm.w = workspace;
  }
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

// The qs8 create's own checks and parameters; `requantization_scale` is input_scale * b_scale / output_scale.
xnn_status create_qs8(int8_t input_zero_point, int8_t output_zero_point, int8_t output_min, int8_t output_max,
                      float requantization_scale, uint32_t flags, xnn_operator_t* out,
                      batch_matrix_multiply_qs8** op_out) {
  const char* name = batch_matrix_multiply_qs8::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name)) ||
      (status = xnn_check_quantized_output_range(name, output_min, output_max)) ||
      (status = xnn_check_requantization_scale(name, "requantization_scale", requantization_scale))) {
    return status;
  }
  const xnn_qs8_qc8w_gemm_config* config = xnn_init_qs8_qc8w_gemm_config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  batch_matrix_multiply_qs8* op = nullptr;
  if ((status = create_state(flags, out, &op))) return status;
  op->config = config;
  op->input_zero_point = input_zero_point, op->output_zero_point = output_zero_point;
  op->output_min = output_min, op->output_max = output_max;
  op->requantization_scale = requantization_scale;
  *op_out = op;
  return xnn_status_success;
}

}  // namespace

namespace {

template <class Op>
xnn_status create_float(uint32_t flags, xnn_operator_t* batch_matrix_multiply_op) {
  Op* op = nullptr;
  xnn_status status = create_state(flags, batch_matrix_multiply_op, &op);
  if (status != xnn_status_success) return status;
  return xnn_finish_create(op, xnn_status_success, batch_matrix_multiply_op);
}

template <class Op>
xnn_status create_float_const_weights(size_t batch_size_b, size_t k, size_t n, const void* data_b, uint32_t flags,
                                      xnn_operator_t* batch_matrix_multiply_op) {
  const char* name = Op::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name)) || (status = check_const_b(name, batch_size_b, k, n, data_b))) {
    return status;
  }
  Op* op = nullptr;
  if ((status = create_state(flags, batch_matrix_multiply_op, &op))) return status;
  status = pack_const_b(op, batch_size_b, k, n, data_b);
  return xnn_finish_create(op, status, batch_matrix_multiply_op);
}

}  // namespace

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_f32(uint32_t flags,
                                                              xnn_operator_t* batch_matrix_multiply_op) {
  return create_float<batch_matrix_multiply_f32>(flags, batch_matrix_multiply_op);
}

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_f16(uint32_t flags,
                                                              xnn_operator_t* batch_matrix_multiply_op) {
  return create_float<batch_matrix_multiply_f16>(flags, batch_matrix_multiply_op);
}

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_f16_const_weights(size_t batch_size_b, size_t k, size_t n,
                                                                           const void* data_b, uint32_t flags,
                                                                           xnn_operator_t* batch_matrix_multiply_op) {
  return create_float_const_weights<batch_matrix_multiply_f16>(batch_size_b, k, n, data_b, flags,
                                                               batch_matrix_multiply_op);
}

extern "C" xnn_status xnn_reshape_batch_matrix_multiply_nc_f16(xnn_operator_t batch_matrix_multiply_op,
                                                               size_t num_batch_dims, const size_t* batch_dims_a,
                                                               const size_t* batch_dims_b, size_t m, size_t k,
                                                               size_t n, size_t* workspace_size,
                                                               pthreadpool_t threadpool) {
  return reshape<batch_matrix_multiply_f16>(batch_matrix_multiply_op, "xnn_reshape_batch_matrix_multiply_nc_f16",
                                            false, num_batch_dims, batch_dims_a, batch_dims_b, m, k, n,
                                            workspace_size, threadpool);
}

extern "C" xnn_status xnn_setup_batch_matrix_multiply_nc_f16(xnn_operator_t batch_matrix_multiply_op,
                                                             void* workspace, const void* input_a,
                                                             const void* input_b, void* output) {
  return setup<batch_matrix_multiply_f16>(batch_matrix_multiply_op, "xnn_setup_batch_matrix_multiply_nc_f16",
                                          workspace, input_a, input_b, output);
}

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_bf16_f32(uint32_t flags,
                                                                   xnn_operator_t* batch_matrix_multiply_op) {
  const char* name = batch_matrix_multiply_bf16_f32::kName;
  if (xnn_status status = xnn_check_initialized(name)) return status;
  const xnn_bf16_f32_gemm_config* config = xnn_init_bf16_f32_gemm_config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  batch_matrix_multiply_bf16_f32* op = nullptr;
  xnn_status status = create_state(flags, batch_matrix_multiply_op, &op);
  if (status != xnn_status_success) return status;
  op->config = config;
  return xnn_finish_create(op, xnn_status_success, batch_matrix_multiply_op);
}

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_f32_const_weights(size_t batch_size_b, size_t k, size_t n,
                                                                           const float* data_b, uint32_t flags,
                                                                           xnn_operator_t* batch_matrix_multiply_op) {
  return create_float_const_weights<batch_matrix_multiply_f32>(batch_size_b, k, n, data_b, flags,
                                                               batch_matrix_multiply_op);
}

extern "C" xnn_status xnn_reshape_batch_matrix_multiply_nc_f32(xnn_operator_t batch_matrix_multiply_op,
                                                               size_t num_batch_dims, const size_t* batch_dims_a,
                                                               const size_t* batch_dims_b, size_t m, size_t k,
                                                               size_t n, size_t* workspace_size,
                                                               pthreadpool_t threadpool) {
  return reshape<batch_matrix_multiply_f32>(batch_matrix_multiply_op, "xnn_reshape_batch_matrix_multiply_nc_f32",
                                            false, num_batch_dims, batch_dims_a, batch_dims_b, m, k, n,
                                            workspace_size, threadpool);
}

extern "C" xnn_status xnn_setup_batch_matrix_multiply_nc_f32(xnn_operator_t batch_matrix_multiply_op,
                                                             void* workspace, const float* input_a,
                                                             const float* input_b, float* output) {
  return setup<batch_matrix_multiply_f32>(batch_matrix_multiply_op, "xnn_setup_batch_matrix_multiply_nc_f32",
                                          workspace, input_a, input_b, output);
}

extern "C" xnn_status xnn_reshape_batch_matrix_multiply_nc_bf16_f32(xnn_operator_t batch_matrix_multiply_op,
                                                                    size_t num_batch_dims, const size_t* batch_dims_a,
                                                                    const size_t* batch_dims_b, size_t m, size_t k,
                                                                    size_t n, size_t* workspace_size,
                                                                    pthreadpool_t threadpool) {
  return reshape<batch_matrix_multiply_bf16_f32>(batch_matrix_multiply_op,
                                                 "xnn_reshape_batch_matrix_multiply_nc_bf16_f32", false, num_batch_dims,
                                                 batch_dims_a, batch_dims_b, m, k, n, workspace_size, threadpool);
}

extern "C" xnn_status xnn_setup_batch_matrix_multiply_nc_bf16_f32(xnn_operator_t batch_matrix_multiply_op,
                                                                  void* workspace, const void* input_a,
                                                                  const void* input_b, void* output) {
  return setup<batch_matrix_multiply_bf16_f32>(batch_matrix_multiply_op, "xnn_setup_batch_matrix_multiply_nc_bf16_f32",
                                               workspace, input_a, input_b, output);
}

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_qs8(int8_t input_zero_point, int8_t output_zero_point,
                                                              int8_t output_min, int8_t output_max,
                                                              const float* scale_b, uint32_t flags,
                                                              xnn_operator_t* batch_matrix_multiply_op_out) {
  const char* name = batch_matrix_multiply_qs8::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name)) || (status = xnn_check_not_null(name, "scale_b", scale_b))) {
    return status;
  }
  batch_matrix_multiply_qs8* op = nullptr;
  status = create_qs8(input_zero_point, output_zero_point, output_min, output_max, *scale_b, flags,
                      batch_matrix_multiply_op_out, &op);
  if (status != xnn_status_success) return status;
  return xnn_finish_create(op, xnn_status_success, batch_matrix_multiply_op_out);
}

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_qs8_const_weights(
    size_t batch_size_b, size_t k, size_t n, const void* data_b, int8_t input_zero_point, int8_t output_zero_point,
    int8_t output_min, int8_t output_max, float requantization_scale, uint32_t flags,
    xnn_operator_t* batch_matrix_multiply_op_out) {
  const char* name = batch_matrix_multiply_qs8::kName;
  xnn_status status;
  if ((status = xnn_check_initialized(name)) || (status = check_const_b(name, batch_size_b, k, n, data_b))) {
    return status;
  }
  batch_matrix_multiply_qs8* op = nullptr;
  status = create_qs8(input_zero_point, output_zero_point, output_min, output_max, requantization_scale, flags,
                      batch_matrix_multiply_op_out, &op);
  if (status != xnn_status_success) return status;
  status = pack_const_b(op, batch_size_b, k, n, data_b);
  return xnn_finish_create(op, status, batch_matrix_multiply_op_out);
}

extern "C" xnn_status xnn_reshape_batch_matrix_multiply_nc_qs8(xnn_operator_t batch_matrix_multiply_op,
                                                               size_t num_batch_dims, const size_t* batch_dims_a,
                                                               const size_t* batch_dims_b, size_t m, size_t k,
                                                               size_t n, size_t* workspace_size,
                                                               pthreadpool_t threadpool) {
  return reshape<batch_matrix_multiply_qs8>(batch_matrix_multiply_op, "xnn_reshape_batch_matrix_multiply_nc_qs8",
                                            false, num_batch_dims, batch_dims_a, batch_dims_b, m, k, n,
                                            workspace_size, threadpool);
}

extern "C" xnn_status xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights(
    xnn_operator_t batch_matrix_multiply_op, size_t num_batch_dims, const size_t* batch_dims_a,
    const size_t* batch_dims_b, size_t m, size_t k, size_t n, pthreadpool_t threadpool) {
  return reshape<batch_matrix_multiply_qs8>(batch_matrix_multiply_op,
                                            "xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights", true,
                                            num_batch_dims, batch_dims_a, batch_dims_b, m, k, n, nullptr, threadpool);
}

extern "C" xnn_status xnn_setup_batch_matrix_multiply_nc_qs8(xnn_operator_t batch_matrix_multiply_op,
                                                             void* workspace, const int8_t* input_a,
                                                             const int8_t* input_b, int8_t* output) {
  return setup<batch_matrix_multiply_qs8>(batch_matrix_multiply_op, "xnn_setup_batch_matrix_multiply_nc_qs8",
                                          workspace, input_a, input_b, output);
}

namespace {

// Create of a datatype with a scale per channel of B: the operator of kind Op on Op's kernels.
template <class Op>
xnn_status create_scaled_b(uint32_t flags, xnn_operator_t* out, Op** op_out) {
  const char* name = Op::kName;
  if (xnn_status status = xnn_check_initialized(name)) return status;
  const typename Op::config_type* config = Op::init_config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  Op* op = nullptr;
  if (xnn_status status = create_state(flags, out, &op)) return status;
  op->config = config;
  *op_out = op;
  return xnn_status_success;
}

// Every scale of B ([batches][n]) must be a positive normal float.
xnn_status check_scale_b(const char* name, const float* scale_b, size_t count) {
  if (xnn_status status = xnn_check_not_null(name, "scale_b", scale_b)) return status;
  for (size_t i = 0; i < count; i++) {
    if (!(scale_b[i] > 0.0f) || !std::isnormal(scale_b[i])) {
      xnn_log_error("%s: scale_b[%zu] is %.9g; expected a positive normal float", name, i, scale_b[i]);
      return xnn_status_invalid_parameter;
    }
  }
  return xnn_status_success;
}

template <class Op>
xnn_status create_dynamic_scaled_b(uint32_t flags, xnn_operator_t* out) {
  Op* op = nullptr;
  xnn_status status = create_scaled_b(flags, out, &op);
  if (status != xnn_status_success) return status;
  return xnn_finish_create(op, xnn_status_success, out);
}

// The *_const_weights create: B ([batch_size_b][k][n]) and its scales ([batch_size_b][n]) packed once.
template <class Op>
xnn_status create_const_scaled_b(size_t batch_size_b, size_t k, size_t n, const int8_t* data_b,
                                 const float* scale_b, uint32_t flags, xnn_operator_t* out) {
  const char* name = Op::kName;
  xnn_status status;
  size_t scales;
  if ((status = xnn_check_initialized(name)) || (status = check_const_b(name, batch_size_b, k, n, data_b))) {
    return status;
  }
  if (!xnn_checked_product(name, {batch_size_b, n}, &scales)) return xnn_status_invalid_parameter;
  if ((status = check_scale_b(name, scale_b, scales))) return status;
  Op* op = nullptr;
  if ((status = create_scaled_b(flags, out, &op))) return status;
  op->scale_b = scale_b;  // read only while packing below
  status = pack_const_b(op, batch_size_b, k, n, data_b);
  op->scale_b = nullptr;
  return xnn_finish_create(op, status, out);
}

// The reshape with a B packed at run: scale_b ([batches of B][n]) is kept for the packing.
template <class Op>
xnn_status reshape_dynamic_scaled_b(xnn_operator_t batch_matrix_multiply_op, const char* function,
                                    size_t num_batch_dims, const size_t* batch_dims_a, const size_t* batch_dims_b,
                                    size_t m, size_t k, size_t n, const float* scale_b, size_t* workspace_size,
                                    pthreadpool_t threadpool) {
  Op* op = xnn_operator_as<Op>(batch_matrix_multiply_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  // The scales are read when B is packed at run; their count is B's batches times n.
  size_t scales = n;
  for (size_t d = 0; d < num_batch_dims && batch_dims_b != nullptr; d++) {
    if (!xnn_checked_product(op->name, {scales, batch_dims_b[d]}, &scales)) return xnn_status_invalid_parameter;
  }
  if (op->const_b == nullptr && scales != 0) {
    if (xnn_status status = check_scale_b(op->name, scale_b, scales)) return status;
  }
  op->scale_b = scale_b;
  return reshape<Op>(batch_matrix_multiply_op, function, false, num_batch_dims, batch_dims_a, batch_dims_b, m, k, n,
                     workspace_size, threadpool);
}

// The *_const_weights reshape: its workspace_size (may be null) is set to 0.
template <class Op>
xnn_status reshape_const_scaled_b(xnn_operator_t batch_matrix_multiply_op, const char* function,
                                  size_t num_batch_dims, const size_t* batch_dims_a, const size_t* batch_dims_b,
                                  size_t m, size_t k, size_t n, size_t* workspace_size, pthreadpool_t threadpool) {
  if (workspace_size != nullptr) *workspace_size = 0;
  return reshape<Op>(batch_matrix_multiply_op, function, true, num_batch_dims, batch_dims_a, batch_dims_b, m, k, n,
                     nullptr, threadpool);
}

}  // namespace

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w(uint32_t flags,
                                                                       xnn_operator_t* batch_matrix_multiply_op) {
  return create_dynamic_scaled_b<batch_matrix_multiply_qd8>(flags, batch_matrix_multiply_op);
}

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(
    size_t batch_size_b, size_t k, size_t n, const int8_t* data_b, const float* scale_b, uint32_t flags,
    xnn_operator_t* batch_matrix_multiply_op) {
  return create_const_scaled_b<batch_matrix_multiply_qd8>(batch_size_b, k, n, data_b, scale_b, flags,
                                                          batch_matrix_multiply_op);
}

extern "C" xnn_status xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w(
    xnn_operator_t batch_matrix_multiply_op, size_t num_batch_dims, const size_t* batch_dims_a,
    const size_t* batch_dims_b, size_t m, size_t k, size_t n, const float* scale_b, size_t* workspace_size,
    pthreadpool_t threadpool) {
  return reshape_dynamic_scaled_b<batch_matrix_multiply_qd8>(
      batch_matrix_multiply_op, "xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w", num_batch_dims, batch_dims_a,
      batch_dims_b, m, k, n, scale_b, workspace_size, threadpool);
}

extern "C" xnn_status xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(
    xnn_operator_t batch_matrix_multiply_op, size_t num_batch_dims, const size_t* batch_dims_a,
    const size_t* batch_dims_b, size_t m, size_t k, size_t n, size_t* workspace_size, pthreadpool_t threadpool) {
  return reshape_const_scaled_b<batch_matrix_multiply_qd8>(
      batch_matrix_multiply_op, "xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights", num_batch_dims,
      batch_dims_a, batch_dims_b, m, k, n, workspace_size, threadpool);
}

extern "C" xnn_status xnn_setup_batch_matrix_multiply_nc_qd8_f32_qc8w(
    xnn_operator_t batch_matrix_multiply_op, void* workspace, const int8_t* input_a, const int8_t* input_b,
    const xnn_quantization_params* quantization_params, float* output) {
  return setup<batch_matrix_multiply_qd8>(batch_matrix_multiply_op, "xnn_setup_batch_matrix_multiply_nc_qd8_f32_qc8w",
                                          workspace, input_a, input_b, output, true, quantization_params);
}

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_f32_qc8w(uint32_t flags,
                                                                   xnn_operator_t* batch_matrix_multiply_op_out) {
  return create_dynamic_scaled_b<batch_matrix_multiply_f32_qc8w>(flags, batch_matrix_multiply_op_out);
}

extern "C" xnn_status xnn_create_batch_matrix_multiply_nc_f32_qc8w_const_weights(
    size_t batch_size_b, size_t k, size_t n, const int8_t* data_b, const float* scale_b, uint32_t flags,
    xnn_operator_t* batch_matrix_multiply_op_out) {
  return create_const_scaled_b<batch_matrix_multiply_f32_qc8w>(batch_size_b, k, n, data_b, scale_b, flags,
                                                               batch_matrix_multiply_op_out);
}

extern "C" xnn_status xnn_reshape_batch_matrix_multiply_nc_f32_qc8w(
    xnn_operator_t batch_matrix_multiply_op, size_t num_batch_dims, const size_t* batch_dims_a,
    const size_t* batch_dims_b, size_t m, size_t k, size_t n, const float* scale_b, size_t* workspace_size,
    pthreadpool_t threadpool) {
  return reshape_dynamic_scaled_b<batch_matrix_multiply_f32_qc8w>(
      batch_matrix_multiply_op, "xnn_reshape_batch_matrix_multiply_nc_f32_qc8w", num_batch_dims, batch_dims_a,
      batch_dims_b, m, k, n, scale_b, workspace_size, threadpool);
}

extern "C" xnn_status xnn_reshape_batch_matrix_multiply_nc_f32_qc8w_const_weights(
    xnn_operator_t batch_matrix_multiply_op, size_t num_batch_dims, const size_t* batch_dims_a,
    const size_t* batch_dims_b, size_t m, size_t k, size_t n, size_t* workspace_size, pthreadpool_t threadpool) {
  return reshape_const_scaled_b<batch_matrix_multiply_f32_qc8w>(
      batch_matrix_multiply_op, "xnn_reshape_batch_matrix_multiply_nc_f32_qc8w_const_weights", num_batch_dims,
      batch_dims_a, batch_dims_b, m, k, n, workspace_size, threadpool);
}

extern "C" xnn_status xnn_setup_batch_matrix_multiply_nc_f32_qc8w(xnn_operator_t batch_matrix_multiply_op,
                                                                  void* workspace, const float* input_a,
                                                                  const int8_t* input_b, float* output) {
  return setup<batch_matrix_multiply_f32_qc8w>(batch_matrix_multiply_op,
                                               "xnn_setup_batch_matrix_multiply_nc_f32_qc8w", workspace, input_a,
                                               input_b, output);
}
