// Fully connected with quantized weights and fp32 bias and output: one GEMM whose rows are the batch.
// - Dynamically quantized input (qd8: int8 rows, each with its own zero point and scale) with int8 weights with a
//   scale per output channel (qc8w), 4-bit weights with a scale per output channel (qc4w) or 4-bit weights with a
//   bf16 scale per block of inputs (qb4w), on the qd8-f32-qc8w, qd8-f32-qc4w or qd8-f32-qb4w kernels
//   (docs/kernels.md, "Dynamic quantization" and "4-bit weights"). Where the CPU has VNNI, each runs the qdu8
//   kernels of the same tile and packing instead: a first job copies the rows as A + 128 into a buffer the operator
//   owns (the qd8 VNNI kernels copy every strip of A once per column tile for it), with zero points + 128; the
//   results are the same bits.
// - Dynamically quantized unsigned input (qdu8: the rows as A + 128, from the f32 -> qdu8 convert) with int8, 4-bit
//   or blockwise 4-bit weights (qdu8_f32_qc8w, qdu8_f32_qc4w, qdu8_f32_qb4w): the qdu8 kernels read it directly, no
//   copy; only where the CPU has them.
// - qd8 input with int8, 4-bit or blockwise 4-bit weights and fp16 output (qd8_f16_qc8w, qd8_f16_qc4w,
//   qd8_f16_qb4w): the qd8_f32 kinds' checks and packing on the qd8-f16 kernels (the qd8-f32 arithmetic, each result
//   rounded once to fp16; docs/kernels.md, "Dynamic quantization with fp16 output"), clamped to the bounds rounded
//   to fp16.
// - fp32 input with int8 or 4-bit weights and a scale per output channel (weights-only quantization, f32_qc8w and
//   f32_qc4w), on the f32-qc8w and f32-qc4w kernels (docs/kernels.md, "Weights-only quantization").
// create -> reshape -> setup -> run.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>

#include <xnnpack.h>

#include "alloc-failure.h"
#include "configs/f32-qc4w-gemm-config.h"
#include "configs/f32-qc8w-gemm-config.h"
#include "configs/qd8-f16-qb4w-gemm-config.h"
#include "configs/qd8-f16-qc4w-gemm-config.h"
#include "configs/qd8-f16-qc8w-gemm-config.h"
#include "configs/qd8-f32-qb4w-gemm-config.h"
#include "configs/qd8-f32-qc4w-gemm-config.h"
#include "configs/qd8-f32-qc8w-gemm-config.h"
#include "configs/qdu8-f32-qb4w-gemm-config.h"
#include "configs/qdu8-f32-qc4w-gemm-config.h"
#include "configs/qdu8-f32-qc8w-gemm-config.h"
#include "log.h"
#include "operators/gemm-compute.h"
#include "operators/operator.h"
#include "operators/validate.h"
#include "packing/f32-qcxw-gemm-pack.h"
#include "packing/qd8-gemm-pack.h"
#include "packing/qd8-qc4w-gemm-pack.h"
#include "ukernels/f16-vcvt/half.h"
#include "weights-cache/packed-weights.h"

static_assert(sizeof(xnn_quantization_params) == sizeof(xnn_qd8_quantization_params) &&
                  offsetof(xnn_quantization_params, zero_point) == offsetof(xnn_qd8_quantization_params, zero_point) &&
                  offsetof(xnn_quantization_params, scale) == offsetof(xnn_qd8_quantization_params, scale),
              "the kernels read the public per-row parameters as they are");

namespace {

struct fully_connected_qd8 : xnn_operator {
  explicit fully_connected_qd8(const char* name) : xnn_operator(name) {}

  size_t input_channels = 0, output_channels = 0;
  size_t input_stride = 0, output_stride = 0;  // elements
  size_t input_element_bytes = sizeof(int8_t);
  size_t output_element_bytes = sizeof(float);
  xnn_packed_weights packed_weights;
  size_t block_bytes = 0;  // packed bytes per nr output channels (not always a multiple of nr: 4-bit f32_qc4w)
  xnn_gemm_context gemm;    // create fills the kernels, tile and params; reshape the rest
};

// The qdu8 path's first job: rows of int8 A to A + 128 (uint8, `channels` bytes apart) and their zero points + 128.
struct qd8_to_unsigned_rows {
  const int8_t* input = nullptr;
  size_t input_stride = 0;  // bytes
  size_t channels = 0;
  const xnn_qd8_quantization_params* quantization = nullptr;
  uint8_t* output = nullptr;
  xnn_qd8_quantization_params* output_quantization = nullptr;
};

void qd8_to_unsigned(void* context, size_t, size_t first_row, size_t, size_t rows, size_t) {
  const qd8_to_unsigned_rows& c = *static_cast<const qd8_to_unsigned_rows*>(context);
  for (size_t r = first_row; r < first_row + rows; r++) {
    const int8_t* in = c.input + r * c.input_stride;
    uint8_t* out = c.output + r * c.channels;
    for (size_t k = 0; k < c.channels; k++) out[k] = uint8_t(in[k]) ^ 0x80;
    c.output_quantization[r] = {c.quantization[r].zero_point + 128, c.quantization[r].scale};
  }
}

// The kinds with qd8 input. Where the CPU has the qdu8 twins of their tile (x86 VNNI), they run those: a first job
// copies the rows as A + 128 into a buffer the operator owns, with zero points + 128 (the qd8 VNNI kernels would copy
// every strip of A once per column tile instead); the results are the same bits.
struct fully_connected_qd8_signed : fully_connected_qd8 {
  explicit fully_connected_qd8_signed(const char* name) : fully_connected_qd8(name) {}
  ~fully_connected_qd8_signed() override { xnn_release_simd_memory(unsigned_rows); }

  bool unsigned_a = false;                 // the gemm context runs the qdu8 kernels
  void* unsigned_rows = nullptr;           // A + 128, then the rows' parameters
  size_t unsigned_rows_bytes = 0;
  qd8_to_unsigned_rows to_unsigned;
};

// The kernels of the kinds with qd8 or qdu8 input (config(), unsigned_config(): the qdu8 twins of the tile or null)
// and the clamp bounds they take (bound()).
struct qd8_f32_qc8w_kernels {
  static const xnn_qd8_f32_qc8w_gemm_config* config() { return xnn_init_qd8_f32_qc8w_gemm_config(); }
  static const xnn_qdu8_f32_qc8w_gemm_config* unsigned_config() { return xnn_qdu8_f32_qc8w_gemm_config_for_qd8(); }
  static float bound(float value) { return value; }
};
struct qd8_f32_qc4w_kernels {
  static const xnn_qd8_f32_qc4w_gemm_config* config() { return xnn_init_qd8_f32_qc4w_gemm_config(); }
  static const xnn_qdu8_f32_qc4w_gemm_config* unsigned_config() { return xnn_qdu8_f32_qc4w_gemm_config_for_qd8(); }
  static float bound(float value) { return value; }
};
// fp16 output: no qdu8 twins; the kernels clamp the fp32 result to the fp16 numbers the bounds round to.
struct qd8_f16_qc8w_kernels {
  static const xnn_qd8_f16_qc8w_gemm_config* config() { return xnn_init_qd8_f16_qc8w_gemm_config(); }
  static const xnn_qdu8_f32_qc8w_gemm_config* unsigned_config() { return nullptr; }
  static float bound(float value) { return xnn_f16_to_f32(xnn_f32_to_f16(value)); }
};
struct qd8_f16_qc4w_kernels {
  static const xnn_qd8_f16_qc4w_gemm_config* config() { return xnn_init_qd8_f16_qc4w_gemm_config(); }
  static const xnn_qdu8_f32_qc4w_gemm_config* unsigned_config() { return nullptr; }
  static float bound(float value) { return xnn_f16_to_f32(xnn_f32_to_f16(value)); }
};
struct qd8_f32_qb4w_kernels {
  static const xnn_qd8_f32_qb4w_gemm_config* config() { return xnn_init_qd8_f32_qb4w_gemm_config(); }
  static const xnn_qdu8_f32_qb4w_gemm_config* unsigned_config() { return xnn_qdu8_f32_qb4w_gemm_config_for_qd8(); }
  static float bound(float value) { return value; }
};
struct qd8_f16_qb4w_kernels {
  static const xnn_qd8_f16_qb4w_gemm_config* config() { return xnn_init_qd8_f16_qb4w_gemm_config(); }
  static const xnn_qdu8_f32_qb4w_gemm_config* unsigned_config() { return nullptr; }
  static float bound(float value) { return xnn_f16_to_f32(xnn_f32_to_f16(value)); }
};

struct fully_connected_qd8_qc8w : fully_connected_qd8_signed, qd8_f32_qc8w_kernels {
  static constexpr const char* kName = "fully connected (qd8_f32_qc8w)";
  static constexpr bool kUnsignedInput = false;
  fully_connected_qd8_qc8w() : fully_connected_qd8_signed(kName) {}
};

// qdu8 input (A + 128 and zero points + 128, from the f32 -> qdu8 convert): the qdu8 kernels read it as it is.
struct fully_connected_qdu8_qc8w : fully_connected_qd8, qd8_f32_qc8w_kernels {
  static constexpr const char* kName = "fully connected (qdu8_f32_qc8w)";
  static constexpr bool kUnsignedInput = true;
  fully_connected_qdu8_qc8w() : fully_connected_qd8(kName) {}
};

struct fully_connected_qd8_qc4w : fully_connected_qd8_signed, qd8_f32_qc4w_kernels {
  static constexpr const char* kName = "fully connected (qd8_f32_qc4w)";
  static constexpr bool kUnsignedInput = false;
  fully_connected_qd8_qc4w() : fully_connected_qd8_signed(kName) {}
};

struct fully_connected_qdu8_qc4w : fully_connected_qd8, qd8_f32_qc4w_kernels {
  static constexpr const char* kName = "fully connected (qdu8_f32_qc4w)";
  static constexpr bool kUnsignedInput = true;
  fully_connected_qdu8_qc4w() : fully_connected_qd8(kName) {}
};

struct fully_connected_qd8_qb4w : fully_connected_qd8_signed, qd8_f32_qb4w_kernels {
  static constexpr const char* kName = "fully connected (qd8_f32_qb4w)";
  static constexpr bool kUnsignedInput = false;
  fully_connected_qd8_qb4w() : fully_connected_qd8_signed(kName) {}
};

struct fully_connected_qdu8_qb4w : fully_connected_qd8, qd8_f32_qb4w_kernels {
  static constexpr const char* kName = "fully connected (qdu8_f32_qb4w)";
  static constexpr bool kUnsignedInput = true;
  fully_connected_qdu8_qb4w() : fully_connected_qd8(kName) {}
};

struct fully_connected_qd8_f16_qc8w : fully_connected_qd8, qd8_f16_qc8w_kernels {
  static constexpr const char* kName = "fully connected (qd8_f16_qc8w)";
  static constexpr bool kUnsignedInput = false;
  fully_connected_qd8_f16_qc8w() : fully_connected_qd8(kName) { output_element_bytes = sizeof(uint16_t); }
};

struct fully_connected_qd8_f16_qc4w : fully_connected_qd8, qd8_f16_qc4w_kernels {
  static constexpr const char* kName = "fully connected (qd8_f16_qc4w)";
  static constexpr bool kUnsignedInput = false;
  fully_connected_qd8_f16_qc4w() : fully_connected_qd8(kName) { output_element_bytes = sizeof(uint16_t); }
};

struct fully_connected_qd8_f16_qb4w : fully_connected_qd8, qd8_f16_qb4w_kernels {
  static constexpr const char* kName = "fully connected (qd8_f16_qb4w)";
  static constexpr bool kUnsignedInput = false;
  fully_connected_qd8_f16_qb4w() : fully_connected_qd8(kName) { output_element_bytes = sizeof(uint16_t); }
};

struct fully_connected_f32_qc8w : fully_connected_qd8 {
  static constexpr const char* kName = "fully connected (f32_qc8w)";
  fully_connected_f32_qc8w() : fully_connected_qd8(kName) { input_element_bytes = sizeof(float); }
};

struct fully_connected_f32_qc4w : fully_connected_qd8 {
  static constexpr const char* kName = "fully connected (f32_qc4w)";
  fully_connected_f32_qc4w() : fully_connected_qd8(kName) { input_element_bytes = sizeof(float); }
};

// The checks every kind's create shares.
xnn_status check_create(const char* name, size_t input_channels, size_t output_channels, size_t input_stride,
                        size_t output_stride, const void* kernel_scale, const void* kernel, float output_min,
                        float output_max, uint32_t flags, uint32_t supported_flags, xnn_operator_t* out) {
  xnn_status status;
  if ((status = xnn_check_initialized(name))) return status;
  if ((status = xnn_check_not_null(name, "fully_connected_op_out", out))) return status;
  *out = nullptr;
  if ((status = xnn_check_flags(name, flags, supported_flags)) ||
      (status = xnn_check_positive(name, "input_channels", input_channels)) ||
      (status = xnn_check_positive(name, "output_channels", output_channels)) ||
      (status = xnn_check_stride(name, "input_stride", input_stride, "input_channels", input_channels)) ||
      (status = xnn_check_stride(name, "output_stride", output_stride, "output_channels", output_channels)) ||
      (status = xnn_check_not_null(name, "kernel", kernel)) ||
      (status = xnn_check_not_null(name, "kernel_scale", kernel_scale)) ||
      (status = xnn_check_output_range(name, output_min, output_max))) {
    return status;
  }
  return xnn_status_success;
}

xnn_status check_scale(const char* name, const char* what, size_t index, float scale) {
  if (!(scale > 0.0f) || !std::isnormal(scale)) {
    xnn_log_error("%s: %s[%zu] is %.9g; expected a positive normal float", name, what, index, scale);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// The 4-bit kernels' exactness bound on the inputs one kernel call sums (`what`: input_channels for qc4w, block_size
// for qb4w; xnn_qc4w_exact_kc_bound).
xnn_status check_4bit_kc(const char* name, const char* what, size_t kc, xnn_isa isa) {
  const size_t bound = xnn_qc4w_exact_kc_bound(isa);
  if (kc > bound) {
    xnn_log_error("%s: %s is %zu; expected at most %zu, the most this CPU's %s 4-bit kernels sum exactly", name,
                  what, kc, bound, xnn_isa_name(isa));
    return xnn_status_unsupported_parameter;
  }
  return xnn_status_success;
}

xnn_status check_kernel_zero_point(const char* name, uint8_t kernel_zero_point) {
  if (kernel_zero_point != 0 && kernel_zero_point != 8) {
    xnn_log_error("%s: kernel_zero_point is %u; expected 8 (unsigned nibbles) or 0 (signed nibbles)", name,
                  unsigned(kernel_zero_point));
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// The cache key of `kernel_bytes` of kernel and a float bias of output_channels (may be NULL): with the sizes the
// built-in cache finds equal inputs before packing.
xnn_weights_key_source key_of(const char* name, const void* kernel, const float* bias, uint64_t seed,
                              size_t kernel_bytes, size_t output_channels) {
  return {name, kernel, bias, seed, kernel_bytes, bias != nullptr ? output_channels * sizeof(float) : 0};
}

// Bytes of a 4-bit kernel in XNNPACK's layout (packing/qd8-qc4w-gemm-pack.h): output_channels rows of
// ceil(input_channels / 2) bytes, or one stream of nibbles when transposed.
size_t qc4w_kernel_bytes(size_t input_channels, size_t output_channels, bool transposed) {
  return transposed ? (input_channels * output_channels + 1) / 2 : output_channels * ((input_channels + 1) / 2);
}

// Create's common tail: an operator of kind Op on `config`'s kernels, its output parameters set by init(op), with
// `packed_bytes` of weights that pack(destination) writes, found in or added to `weights_cache` under `key`.
template <class Op, class Config, class Init, class Pack>
xnn_status make_operator(const Config* config, size_t input_channels, size_t output_channels, size_t input_stride,
                         size_t output_stride, size_t packed_bytes, Init init, xnn_weights_cache_t weights_cache,
                         const xnn_weights_key_source& key, Pack pack, xnn_operator_t* out) {
  Op* op = xnn_new_operator<Op>();
  if (op == nullptr) return xnn_status_out_of_memory;
  op->input_channels = input_channels, op->output_channels = output_channels;
  op->input_stride = input_stride, op->output_stride = output_stride;
  op->block_bytes = packed_bytes / ((output_channels + config->nr - 1) / config->nr);
  op->gemm.use_gemm(config);
  init(op);
  return xnn_finish_create(op, op->packed_weights.pack(weights_cache, key, packed_bytes, pack), out);
}

// The packed size bound every kind shares (channels and inputs padded to whole tiles, four words per channel).
bool check_packed_size(const char* name, size_t input_channels, size_t output_channels, size_t nr, size_t kr) {
  size_t bound;
  return xnn_checked_product(name, {output_channels + nr, input_channels + kr + 16}, &bound);
}

template <class Op>
xnn_status reshape(xnn_operator_t fully_connected_op, size_t batch_size, size_t* workspace_size,
                   pthreadpool_t threadpool, const char* function) {
  Op* op = xnn_operator_as<Op>(fully_connected_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  op->state = xnn_operator_state::created;
  if (xnn_status status = xnn_check_initialized(op->name)) return status;
  size_t unused;
  if (!xnn_checked_product(op->name, {batch_size, op->input_stride}, &unused) ||
      !xnn_checked_product(op->name, {batch_size, op->output_stride, op->output_element_bytes}, &unused)) {
    return xnn_status_invalid_parameter;
  }
  if (workspace_size != nullptr) *workspace_size = 0;
  op->job_count = 0;
  if (batch_size != 0) {
    xnn_gemm_context& ctx = op->gemm;
    ctx.batch = xnn_gemm_batch_dims{};
    ctx.kc = op->input_channels * op->input_element_bytes;
    ctx.a_stride = op->input_stride * op->input_element_bytes;
    ctx.w = op->packed_weights.address();
    ctx.w_block_stride = op->block_bytes;
    ctx.cm_stride = op->output_stride * op->output_element_bytes;
    xnn_plan_gemm_job(&op->jobs[0], &ctx, false, batch_size, op->output_channels, op->block_bytes / ctx.nr,
                      op->input_channels, xnn_threads_count(threadpool));
    op->job_count = 1;
  }
  op->state = xnn_operator_state::reshaped;
  return xnn_status_success;
}

template <class Op>
xnn_status setup(xnn_operator_t fully_connected_op, const int8_t* input, void* output,
                 const xnn_quantization_params* quantization_params, const char* function) {
  Op* op = xnn_operator_as<Op>(fully_connected_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) return status;
  if (op->job_count != 0) {
    if (xnn_status status = xnn_check_not_null(op->name, "quantization_params", quantization_params)) return status;
  }
  op->gemm.a = input;
  op->gemm.c = output;
  op->gemm.quantization = reinterpret_cast<const xnn_qd8_quantization_params*>(quantization_params);
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

// Setup of the kinds with fp32 input.
template <class Op>
xnn_status setup_f32(xnn_operator_t fully_connected_op, const float* input, float* output, const char* function) {
  Op* op = xnn_operator_as<Op>(fully_connected_op, function);
  if (op == nullptr) return xnn_status_invalid_parameter;
  if (xnn_status status = xnn_operator_check_setup(op, input, output); status != xnn_status_success) return status;
  op->gemm.a = input;
  op->gemm.c = output;
  op->state = xnn_operator_state::ready;
  return xnn_status_success;
}

// The checks of create shared by the kinds with a scale per output channel.
xnn_status check_channel_scales(const char* name, size_t output_channels, const float* kernel_scale) {
  for (size_t o = 0; o < output_channels; o++) {
    if (xnn_status status = check_scale(name, "kernel_scale", o, kernel_scale[o])) return status;
  }
  return xnn_status_success;
}

float bf16_to_float(uint16_t b) {
  const uint32_t bits = uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &bits, sizeof(f));
  return f;
}

// Reshape of a kind with qd8 input: with the qdu8 kernels, the job that copies A + 128 goes first (its buffer grown
// as needed: the rows with the kernels' XNN_EXTRA_BYTES and, 8-byte aligned after them, their parameters).
template <class Op>
xnn_status reshape_signed(xnn_operator_t fully_connected_op, size_t batch_size, size_t* workspace_size,
                          pthreadpool_t threadpool, const char* function) {
  if (xnn_status status = reshape<Op>(fully_connected_op, batch_size, workspace_size, threadpool, function)) {
    return status;
  }
  Op* op = xnn_operator_as<Op>(fully_connected_op, function);
  if (!op->unsigned_a || op->job_count == 0) return xnn_status_success;
  const size_t rows_bytes = (batch_size * op->input_channels + XNN_EXTRA_BYTES + 7) / 8 * 8;
  const size_t bytes = rows_bytes + batch_size * sizeof(xnn_qd8_quantization_params);
  if (bytes > op->unsigned_rows_bytes) {
    xnn_release_simd_memory(op->unsigned_rows);
    op->unsigned_rows_bytes = 0;
    op->unsigned_rows = xnn_allocate_simd_memory(bytes);
    if (op->unsigned_rows == nullptr) {
      op->state = xnn_operator_state::created;
      xnn_log_error("%s: out of memory for %zu bytes of unsigned input rows", op->name, bytes);
      return xnn_status_out_of_memory;
    }
    op->unsigned_rows_bytes = bytes;
  }
  op->to_unsigned.channels = op->input_channels;
  op->to_unsigned.input_stride = op->input_stride;
  op->to_unsigned.output = static_cast<uint8_t*>(op->unsigned_rows);
  op->to_unsigned.output_quantization =
      reinterpret_cast<xnn_qd8_quantization_params*>(static_cast<char*>(op->unsigned_rows) + rows_bytes);
  op->gemm.a_stride = op->input_channels;
  op->jobs[1] = op->jobs[0];
  op->jobs[0] = xnn_parallel_job{};
  op->jobs[0].task = qd8_to_unsigned;
  op->jobs[0].context = &op->to_unsigned;
  op->jobs[0].range[1] = batch_size;
  // About 64 KiB of A per task.
  op->jobs[0].tile[0] = std::max<size_t>(1, (64 << 10) / std::max<size_t>(op->input_channels, 1));
  op->job_count = 2;
  return xnn_status_success;
}

// Setup of a kind with qd8 input: with the qdu8 kernels, the GEMM reads the copy.
template <class Op>
xnn_status setup_signed(xnn_operator_t fully_connected_op, const int8_t* input, float* output,
                        const xnn_quantization_params* quantization_params, const char* function) {
  if (xnn_status status = setup<Op>(fully_connected_op, input, output, quantization_params, function)) {
    return status;
  }
  Op* op = xnn_operator_as<Op>(fully_connected_op, function);
  if (op->unsigned_a && op->job_count != 0) {
    op->to_unsigned.input = input;
    op->to_unsigned.quantization = op->gemm.quantization;
    op->gemm.a = op->unsigned_rows;
    op->gemm.quantization = op->to_unsigned.output_quantization;
  }
  return xnn_status_success;
}

// The kernels of kind Op: a qdu8 kind runs `unsigned_config`; a qd8 kind (fully_connected_qd8_signed) too where it
// is not null, after its copy of A + 128, else the qd8 kernels make_operator set.
template <class Op, class UnsignedConfig>
void use_kernels_of_kind(fully_connected_qd8* op, const UnsignedConfig* unsigned_config) {
  if (unsigned_config == nullptr) return;
  op->gemm.use_gemm(unsigned_config);
  if constexpr (std::is_base_of_v<fully_connected_qd8_signed, Op>) static_cast<Op*>(op)->unsigned_a = true;
}

// Create of the int8-weights kinds with qd8 input (Op fully_connected_qd8_qc8w: the qdu8 kernels of the same tile
// where they exist, after a copy of A as A + 128) or qdu8 input (fully_connected_qdu8_qc8w: those kernels only).
template <class Op>
xnn_status create_qc8w(size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
                       const float* kernel_scale, const int8_t* kernel, const float* bias, float output_min,
                       float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
                       xnn_operator_t* fully_connected_op_out) {
  const char* name = Op::kName;
  if (xnn_status status = check_create(name, input_channels, output_channels, input_stride, output_stride,
                                       kernel_scale, kernel, output_min, output_max, flags,
                                       XNN_FLAG_TRANSPOSE_WEIGHTS | kXnnHintFlags, fully_connected_op_out)) {
    return status;
  }
  if (xnn_status status = check_channel_scales(name, output_channels, kernel_scale)) return status;
  const auto* config = Op::config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  const auto* unsigned_config = Op::unsigned_config();
  if (xnn_status status = xnn_check_qdu8_kernels(name, Op::kUnsignedInput, unsigned_config)) return status;
  if (!check_packed_size(name, input_channels, output_channels, config->nr, config->kr * config->sr)) {
    return xnn_status_invalid_parameter;
  }
  const size_t packed_bytes =
      xnn_packed_qd8_qc8w_gemm_size(output_channels, 1, input_channels, config->nr, config->kr, config->sr);
  const uint64_t seed = xnn_weights_seed({config->nr, config->kr, config->sr, input_channels, output_channels, flags},
                                         kernel_scale, output_channels * sizeof(float));
  return make_operator<Op>(
      config, input_channels, output_channels, input_stride, output_stride, packed_bytes,
      [&](fully_connected_qd8* op) {
        op->gemm.params.f32 = {Op::bound(output_min), Op::bound(output_max)};
        use_kernels_of_kind<Op>(op, unsigned_config);
      },
      weights_cache, key_of(name, kernel, bias, seed, input_channels * output_channels, output_channels),
      [&](void* packed) {
        if (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) {
          xnn_pack_qd8_qc8w_gemm_gio_w(output_channels, input_channels, config->nr, config->kr, config->sr,
                                       output_channels, kernel, bias, kernel_scale, packed);
        } else {
          xnn_pack_qd8_qc8w_gemm_goi_w(output_channels, input_channels, config->nr, config->kr, config->sr, kernel,
                                       bias, kernel_scale, packed);
        }
      },
      fully_connected_op_out);
}

}  // namespace

extern "C" xnn_status xnn_create_fully_connected_nc_qd8_f32_qc8w(size_t input_channels, size_t output_channels,
                                                                 size_t input_stride, size_t output_stride,
                                                                 const float* kernel_scale, const int8_t* kernel,
                                                                 const float* bias, float output_min, float output_max,
                                                                 uint32_t flags,
                                                                 xnn_weights_cache_t weights_cache,
                                                                 xnn_operator_t* fully_connected_op_out) {
  return create_qc8w<fully_connected_qd8_qc8w>(input_channels, output_channels, input_stride, output_stride,
                                               kernel_scale, kernel, bias, output_min, output_max, flags,
                                               weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qd8_f32_qc8w(xnn_operator_t fully_connected_op,
                                                                  size_t batch_size, size_t* workspace_size,
                                                                  pthreadpool_t threadpool) {
  return reshape_signed<fully_connected_qd8_qc8w>(fully_connected_op, batch_size, workspace_size, threadpool,
                                                  "xnn_reshape_fully_connected_nc_qd8_f32_qc8w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qd8_f32_qc8w(
    xnn_operator_t fully_connected_op, const int8_t* input, float* output, void* /*workspace: none needed*/,
    const xnn_quantization_params* quantization_params) {
  return setup_signed<fully_connected_qd8_qc8w>(fully_connected_op, input, output, quantization_params,
                                                "xnn_setup_fully_connected_nc_qd8_f32_qc8w");
}

namespace {

// Create of the 4-bit kinds with one scale per output channel, qd8 or qdu8 input (as create_qc8w).
template <class Op>
xnn_status create_qc4w(size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
                       uint8_t kernel_zero_point, const float* kernel_scale, const void* kernel, const float* bias,
                       float output_min, float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
                       xnn_operator_t* fully_connected_op_out) {
  const char* name = Op::kName;
  if (xnn_status status =
          check_create(name, input_channels, output_channels, input_stride, output_stride, kernel_scale, kernel,
                       output_min, output_max, flags, XNN_FLAG_TRANSPOSE_WEIGHTS | kXnnHintFlags,
                       fully_connected_op_out)) {
    return status;
  }
  if (xnn_status status = check_kernel_zero_point(name, kernel_zero_point)) return status;
  for (size_t o = 0; o < output_channels; o++) {
    if (xnn_status status = check_scale(name, "kernel_scale", o, kernel_scale[o])) return status;
  }
  const auto* config = Op::config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  if (xnn_status status = check_4bit_kc(name, "input_channels", input_channels, config->gemm->isa)) return status;
  const auto* unsigned_config = Op::unsigned_config();
  if (xnn_status status = xnn_check_qdu8_kernels(name, Op::kUnsignedInput, unsigned_config)) return status;
  if (!check_packed_size(name, input_channels, output_channels, config->nr, config->kr)) {
    return xnn_status_invalid_parameter;
  }
  const size_t packed_bytes = xnn_packed_qd8_qc4w_gemm_size(output_channels, input_channels, config->nr, config->kr);
  const uint64_t seed = xnn_weights_seed({config->nr, config->kr, input_channels, output_channels, flags,
                                          kernel_zero_point}, kernel_scale, output_channels * sizeof(float));
  const size_t kernel_bytes =
      qc4w_kernel_bytes(input_channels, output_channels, (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) != 0);
  return make_operator<Op>(
      config, input_channels, output_channels, input_stride, output_stride, packed_bytes,
      [&](fully_connected_qd8* op) {
        op->gemm.params.f32 = {Op::bound(output_min), Op::bound(output_max)};
        use_kernels_of_kind<Op>(op, unsigned_config);
      },
      weights_cache, key_of(name, kernel, bias, seed, kernel_bytes, output_channels),
      [&](void* packed) {
        xnn_pack_qd8_qc4w_gemm_w(output_channels, input_channels, config->nr, config->kr,
                                 static_cast<const uint8_t*>(kernel), kernel_zero_point,
                                 (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) != 0, bias, kernel_scale, packed);
      },
      fully_connected_op_out);
}

}  // namespace

extern "C" xnn_status xnn_create_fully_connected_nc_qd8_f32_qc4w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
    uint8_t kernel_zero_point, const float* kernel_scale, const void* kernel, const float* bias, float output_min,
    float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* fully_connected_op_out) {
  return create_qc4w<fully_connected_qd8_qc4w>(input_channels, output_channels, input_stride, output_stride,
                                               kernel_zero_point, kernel_scale, kernel, bias, output_min, output_max,
                                               flags, weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_create_fully_connected_nc_qdu8_f32_qc4w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
    uint8_t kernel_zero_point, const float* kernel_scale, const void* kernel, const float* bias, float output_min,
    float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* fully_connected_op_out) {
  return create_qc4w<fully_connected_qdu8_qc4w>(input_channels, output_channels, input_stride, output_stride,
                                                kernel_zero_point, kernel_scale, kernel, bias, output_min,
                                                output_max, flags, weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qdu8_f32_qc4w(xnn_operator_t fully_connected_op,
                                                                   size_t batch_size, size_t* workspace_size,
                                                                   pthreadpool_t threadpool) {
  return reshape<fully_connected_qdu8_qc4w>(fully_connected_op, batch_size, workspace_size, threadpool,
                                            "xnn_reshape_fully_connected_nc_qdu8_f32_qc4w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qdu8_f32_qc4w(
    xnn_operator_t fully_connected_op, const uint8_t* input, float* output, void* /*workspace: none needed*/,
    const xnn_quantization_params* quantization_params) {
  return setup<fully_connected_qdu8_qc4w>(fully_connected_op, reinterpret_cast<const int8_t*>(input), output,
                                          quantization_params, "xnn_setup_fully_connected_nc_qdu8_f32_qc4w");
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qd8_f32_qc4w(xnn_operator_t fully_connected_op,
                                                                  size_t batch_size, size_t* workspace_size,
                                                                  pthreadpool_t threadpool) {
  return reshape_signed<fully_connected_qd8_qc4w>(fully_connected_op, batch_size, workspace_size, threadpool,
                                                  "xnn_reshape_fully_connected_nc_qd8_f32_qc4w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qd8_f32_qc4w(
    xnn_operator_t fully_connected_op, const int8_t* input, float* output, void* /*workspace: none needed*/,
    const xnn_quantization_params* quantization_params) {
  return setup_signed<fully_connected_qd8_qc4w>(fully_connected_op, input, output, quantization_params,
                                                "xnn_setup_fully_connected_nc_qd8_f32_qc4w");
}

namespace {

// Create of the 4-bit kinds with one bf16 scale per block of inputs, qd8 or qdu8 input (as create_qc8w).
template <class Op>
xnn_status create_qb4w(size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
                       size_t block_size, uint8_t kernel_zero_point, const uint16_t* kernel_scale,
                       const void* kernel, const float* bias, float output_min, float output_max, uint32_t flags,
                       xnn_weights_cache_t weights_cache, xnn_operator_t* fully_connected_op_out) {
  const char* name = Op::kName;
  if (xnn_status status =
          check_create(name, input_channels, output_channels, input_stride, output_stride, kernel_scale, kernel,
                       output_min, output_max, flags, XNN_FLAG_TRANSPOSE_WEIGHTS | kXnnHintFlags,
                       fully_connected_op_out)) {
    return status;
  }
  if (xnn_status status = check_kernel_zero_point(name, kernel_zero_point)) return status;
  if (block_size == 0 || block_size % 32 != 0) {
    xnn_log_error("%s: block_size is %zu; expected a positive multiple of 32", name, block_size);
    return xnn_status_invalid_parameter;
  }
  if (input_channels % block_size != 0) {
    xnn_log_error("%s: input_channels is %zu; expected a multiple of block_size (%zu)", name, input_channels,
                  block_size);
    return xnn_status_invalid_parameter;
  }
  const size_t scales = output_channels * (input_channels / block_size);
  for (size_t i = 0; i < scales; i++) {
    if (xnn_status status = check_scale(name, "kernel_scale", i, bf16_to_float(kernel_scale[i]))) return status;
  }
  const auto* config = Op::config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  if (xnn_status status = check_4bit_kc(name, "block_size", block_size, config->gemm->isa)) return status;
  const auto* unsigned_config = Op::unsigned_config();
  if (xnn_status status = xnn_check_qdu8_kernels(name, Op::kUnsignedInput, unsigned_config)) return status;
  if (!check_packed_size(name, input_channels, output_channels, config->nr, config->kr)) {
    return xnn_status_invalid_parameter;
  }
  const size_t packed_bytes =
      xnn_packed_qd8_qb4w_gemm_size(output_channels, input_channels, block_size, config->nr, config->kr);
  const uint64_t seed = xnn_weights_seed({config->nr, config->kr, input_channels, output_channels, flags,
                                          kernel_zero_point, block_size}, kernel_scale, scales * sizeof(uint16_t));
  const size_t kernel_bytes =
      qc4w_kernel_bytes(input_channels, output_channels, (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) != 0);
  return make_operator<Op>(
      config, input_channels, output_channels, input_stride, output_stride, packed_bytes,
      [&](fully_connected_qd8* op) {
        op->gemm.params.qb4w = {Op::bound(output_min), Op::bound(output_max), block_size};
        use_kernels_of_kind<Op>(op, unsigned_config);
      },
      weights_cache, key_of(name, kernel, bias, seed, kernel_bytes, output_channels),
      [&](void* packed) {
        xnn_pack_qd8_qb4w_gemm_w(output_channels, input_channels, block_size, config->nr, config->kr,
                                 static_cast<const uint8_t*>(kernel), kernel_zero_point,
                                 (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) != 0, bias, kernel_scale, packed);
      },
      fully_connected_op_out);
}

}  // namespace

extern "C" xnn_status xnn_create_fully_connected_nc_qd8_f32_qb4w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride, size_t block_size,
    uint8_t kernel_zero_point, const uint16_t* kernel_scale, const void* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* fully_connected_op_out) {
  return create_qb4w<fully_connected_qd8_qb4w>(input_channels, output_channels, input_stride, output_stride,
                                               block_size, kernel_zero_point, kernel_scale, kernel, bias, output_min,
                                               output_max, flags, weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_create_fully_connected_nc_qdu8_f32_qb4w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride, size_t block_size,
    uint8_t kernel_zero_point, const uint16_t* kernel_scale, const void* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* fully_connected_op_out) {
  return create_qb4w<fully_connected_qdu8_qb4w>(input_channels, output_channels, input_stride, output_stride,
                                                block_size, kernel_zero_point, kernel_scale, kernel, bias,
                                                output_min, output_max, flags, weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qdu8_f32_qb4w(xnn_operator_t fully_connected_op,
                                                                   size_t batch_size, size_t* workspace_size,
                                                                   pthreadpool_t threadpool) {
  return reshape<fully_connected_qdu8_qb4w>(fully_connected_op, batch_size, workspace_size, threadpool,
                                            "xnn_reshape_fully_connected_nc_qdu8_f32_qb4w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qdu8_f32_qb4w(
    xnn_operator_t fully_connected_op, const int8_t* input, float* output, void* /*workspace: none needed*/,
    const xnn_quantization_params* quantization_params) {
  return setup<fully_connected_qdu8_qb4w>(fully_connected_op, input, output, quantization_params,
                                          "xnn_setup_fully_connected_nc_qdu8_f32_qb4w");
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qd8_f32_qb4w(xnn_operator_t fully_connected_op,
                                                                  size_t batch_size, size_t* workspace_size,
                                                                  pthreadpool_t threadpool) {
  return reshape_signed<fully_connected_qd8_qb4w>(fully_connected_op, batch_size, workspace_size, threadpool,
                                                  "xnn_reshape_fully_connected_nc_qd8_f32_qb4w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qd8_f32_qb4w(
    xnn_operator_t fully_connected_op, const int8_t* input, float* output, void* /*workspace: none needed*/,
    const xnn_quantization_params* quantization_params) {
  return setup_signed<fully_connected_qd8_qb4w>(fully_connected_op, input, output, quantization_params,
                                                "xnn_setup_fully_connected_nc_qd8_f32_qb4w");
}

extern "C" xnn_status xnn_create_fully_connected_nc_f32_qc8w(size_t input_channels, size_t output_channels,
                                                             size_t input_stride, size_t output_stride,
                                                             const float* kernel_scale, const int8_t* kernel,
                                                             const float* bias, float output_min, float output_max,
                                                             uint32_t flags,
                                                             xnn_weights_cache_t weights_cache,
                                                             xnn_operator_t* fully_connected_op_out) {
  const char* name = fully_connected_f32_qc8w::kName;
  if (xnn_status status = check_create(name, input_channels, output_channels, input_stride, output_stride,
                                       kernel_scale, kernel, output_min, output_max, flags,
                                       XNN_FLAG_TRANSPOSE_WEIGHTS | kXnnHintFlags, fully_connected_op_out)) {
    return status;
  }
  if (xnn_status status = check_channel_scales(name, output_channels, kernel_scale)) return status;
  const xnn_f32_qc8w_gemm_config* config = xnn_init_f32_qc8w_gemm_config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  if (!check_packed_size(name, input_channels, output_channels, config->nr, config->kr)) {
    return xnn_status_invalid_parameter;
  }
  const size_t packed_bytes = xnn_packed_f32_qc8w_gemm_size(output_channels, input_channels, config->nr);
  const uint64_t seed = xnn_weights_seed({config->nr, input_channels, output_channels, flags}, kernel_scale,
                                         output_channels * sizeof(float));
  return make_operator<fully_connected_f32_qc8w>(
      config, input_channels, output_channels, input_stride, output_stride, packed_bytes,
      [&](fully_connected_qd8* op) { op->gemm.params.f32 = {output_min, output_max}; },
      weights_cache, key_of(name, kernel, bias, seed, input_channels * output_channels, output_channels),
      [&](void* packed) {
        xnn_pack_f32_qc8w_gemm_w(output_channels, input_channels, config->nr, kernel,
                                 (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) != 0, bias, kernel_scale, packed);
      },
      fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_f32_qc8w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                              pthreadpool_t threadpool) {
  return reshape<fully_connected_f32_qc8w>(fully_connected_op, batch_size, nullptr, threadpool,
                                           "xnn_reshape_fully_connected_nc_f32_qc8w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_f32_qc8w(xnn_operator_t fully_connected_op, const float* input,
                                                            float* output) {
  return setup_f32<fully_connected_f32_qc8w>(fully_connected_op, input, output,
                                             "xnn_setup_fully_connected_nc_f32_qc8w");
}

extern "C" xnn_status xnn_create_fully_connected_nc_f32_qc4w(size_t input_channels, size_t output_channels,
                                                             size_t input_stride, size_t output_stride,
                                                             uint8_t kernel_zero_point, const float* kernel_scale,
                                                             const uint8_t* kernel, const float* bias,
                                                             float output_min, float output_max, uint32_t flags,
                                                             xnn_weights_cache_t weights_cache,
                                                             xnn_operator_t* fully_connected_op_out) {
  const char* name = fully_connected_f32_qc4w::kName;
  if (xnn_status status = check_create(name, input_channels, output_channels, input_stride, output_stride,
                                       kernel_scale, kernel, output_min, output_max, flags,
                                       XNN_FLAG_TRANSPOSE_WEIGHTS | kXnnHintFlags, fully_connected_op_out)) {
    return status;
  }
  // As in XNNPACK: the transposed 4-bit layout is refused as unsupported, and any zero point is accepted.
  if (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) {
    xnn_log_error("%s: flags has XNN_FLAG_TRANSPOSE_WEIGHTS; 4-bit weights must be in output-channel-major order",
                  name);
    return xnn_status_unsupported_parameter;
  }
  if (xnn_status status = check_channel_scales(name, output_channels, kernel_scale)) return status;
  const xnn_f32_qc4w_gemm_config* config = xnn_init_f32_qc4w_gemm_config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", name);
    return xnn_status_uninitialized;
  }
  if (!check_packed_size(name, input_channels, output_channels, config->nr, config->kr)) {
    return xnn_status_invalid_parameter;
  }
  const size_t packed_bytes = xnn_packed_f32_qc4w_gemm_size(output_channels, input_channels, config->nr);
  const uint64_t seed = xnn_weights_seed({config->nr, input_channels, output_channels, flags}, kernel_scale,
                                         output_channels * sizeof(float));
  const size_t kernel_bytes = qc4w_kernel_bytes(input_channels, output_channels, /*transposed=*/false);
  return make_operator<fully_connected_f32_qc4w>(
      config, input_channels, output_channels, input_stride, output_stride, packed_bytes,
      [&](fully_connected_qd8* op) { op->gemm.params.f32_qc4w = {output_min, output_max, kernel_zero_point}; },
      weights_cache, key_of(name, kernel, bias, seed, kernel_bytes, output_channels),
      [&](void* packed) {
        xnn_pack_f32_qc4w_gemm_w(output_channels, input_channels, config->nr, kernel, bias, kernel_scale,
                                 packed);
      },
      fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_f32_qc4w(xnn_operator_t fully_connected_op, size_t batch_size,
                                                              pthreadpool_t threadpool) {
  return reshape<fully_connected_f32_qc4w>(fully_connected_op, batch_size, nullptr, threadpool,
                                           "xnn_reshape_fully_connected_nc_f32_qc4w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_f32_qc4w(xnn_operator_t fully_connected_op, const float* input,
                                                            float* output) {
  return setup_f32<fully_connected_f32_qc4w>(fully_connected_op, input, output,
                                             "xnn_setup_fully_connected_nc_f32_qc4w");
}

extern "C" xnn_status xnn_create_fully_connected_nc_qdu8_f32_qc8w(size_t input_channels, size_t output_channels,
                                                                  size_t input_stride, size_t output_stride,
                                                                  const float* kernel_scale, const int8_t* kernel,
                                                                  const float* bias, float output_min,
                                                                  float output_max, uint32_t flags,
                                                                  xnn_weights_cache_t weights_cache,
                                                                  xnn_operator_t* fully_connected_op_out) {
  return create_qc8w<fully_connected_qdu8_qc8w>(input_channels, output_channels, input_stride, output_stride,
                                                kernel_scale, kernel, bias, output_min, output_max, flags,
                                                weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qdu8_f32_qc8w(xnn_operator_t fully_connected_op,
                                                                   size_t batch_size, size_t* workspace_size,
                                                                   pthreadpool_t threadpool) {
  return reshape<fully_connected_qdu8_qc8w>(fully_connected_op, batch_size, workspace_size, threadpool,
                                            "xnn_reshape_fully_connected_nc_qdu8_f32_qc8w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qdu8_f32_qc8w(
    xnn_operator_t fully_connected_op, const int8_t* input, float* output, void* /*workspace: none needed*/,
    const xnn_quantization_params* quantization_params) {
  return setup<fully_connected_qdu8_qc8w>(fully_connected_op, input, output, quantization_params,
                                          "xnn_setup_fully_connected_nc_qdu8_f32_qc8w");
}

extern "C" xnn_status xnn_create_fully_connected_nc_qd8_f16_qc8w(size_t input_channels, size_t output_channels,
                                                                 size_t input_stride, size_t output_stride,
                                                                 const float* kernel_scale, const int8_t* kernel,
                                                                 const float* bias, float output_min, float output_max,
                                                                 uint32_t flags, xnn_weights_cache_t weights_cache,
                                                                 xnn_operator_t* fully_connected_op_out) {
  return create_qc8w<fully_connected_qd8_f16_qc8w>(input_channels, output_channels, input_stride, output_stride,
                                                   kernel_scale, kernel, bias, output_min, output_max, flags,
                                                   weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qd8_f16_qc8w(xnn_operator_t fully_connected_op,
                                                                  size_t batch_size, size_t* workspace_size,
                                                                  pthreadpool_t threadpool) {
  return reshape<fully_connected_qd8_f16_qc8w>(fully_connected_op, batch_size, workspace_size, threadpool,
                                               "xnn_reshape_fully_connected_nc_qd8_f16_qc8w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qd8_f16_qc8w(
    xnn_operator_t fully_connected_op, const int8_t* input, void* output, void* /*workspace: none needed*/,
    const xnn_quantization_params* quantization_params) {
  return setup<fully_connected_qd8_f16_qc8w>(fully_connected_op, input, output, quantization_params,
                                             "xnn_setup_fully_connected_nc_qd8_f16_qc8w");
}

extern "C" xnn_status xnn_create_fully_connected_nc_qd8_f16_qc4w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride,
    uint8_t kernel_zero_point, const float* kernel_scale, const void* kernel, const float* bias, float output_min,
    float output_max, uint32_t flags, xnn_weights_cache_t weights_cache, xnn_operator_t* fully_connected_op_out) {
  return create_qc4w<fully_connected_qd8_f16_qc4w>(input_channels, output_channels, input_stride, output_stride,
                                                   kernel_zero_point, kernel_scale, kernel, bias, output_min,
                                                   output_max, flags, weights_cache, fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qd8_f16_qc4w(xnn_operator_t fully_connected_op,
                                                                  size_t batch_size, size_t* workspace_size,
                                                                  pthreadpool_t threadpool) {
  return reshape<fully_connected_qd8_f16_qc4w>(fully_connected_op, batch_size, workspace_size, threadpool,
                                               "xnn_reshape_fully_connected_nc_qd8_f16_qc4w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qd8_f16_qc4w(
    xnn_operator_t fully_connected_op, const int8_t* input, void* output, void* /*workspace: none needed*/,
    const xnn_quantization_params* quantization_params) {
  return setup<fully_connected_qd8_f16_qc4w>(fully_connected_op, input, output, quantization_params,
                                             "xnn_setup_fully_connected_nc_qd8_f16_qc4w");
}

extern "C" xnn_status xnn_create_fully_connected_nc_qd8_f16_qb4w(
    size_t input_channels, size_t output_channels, size_t input_stride, size_t output_stride, size_t block_size,
    uint8_t kernel_zero_point, const uint16_t* kernel_scale, const void* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags, xnn_weights_cache_t weights_cache,
    xnn_operator_t* fully_connected_op_out) {
  return create_qb4w<fully_connected_qd8_f16_qb4w>(input_channels, output_channels, input_stride, output_stride,
                                                   block_size, kernel_zero_point, kernel_scale, kernel, bias,
                                                   output_min, output_max, flags, weights_cache,
                                                   fully_connected_op_out);
}

extern "C" xnn_status xnn_reshape_fully_connected_nc_qd8_f16_qb4w(xnn_operator_t fully_connected_op,
                                                                  size_t batch_size, size_t* workspace_size,
                                                                  pthreadpool_t threadpool) {
  return reshape<fully_connected_qd8_f16_qb4w>(fully_connected_op, batch_size, workspace_size, threadpool,
                                               "xnn_reshape_fully_connected_nc_qd8_f16_qb4w");
}

extern "C" xnn_status xnn_setup_fully_connected_nc_qd8_f16_qb4w(
    xnn_operator_t fully_connected_op, const int8_t* input, void* output, void* /*workspace: none needed*/,
    const xnn_quantization_params* quantization_params) {
  return setup<fully_connected_qd8_f16_qb4w>(fully_connected_op, input, output, quantization_params,
                                             "xnn_setup_fully_connected_nc_qd8_f16_qb4w");
}
