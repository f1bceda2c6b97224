#include "operators/float-gemm-type.h"

#include <cmath>

#include <xnnpack.h>

#include "allocator.h"
#include "log.h"
#include "operators/validate.h"
#include "packing/f16-gemm-pack.h"
#include "packing/gemm-pack.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

bool f32_tile(const char* op, size_t n, xnn_float_gemm_tile* tile) {
  const xnn_f32_gemm_config* config = xnn_f32_gemm_tile_for(n);
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized; call xnn_initialize first", op);
    return false;
  }
  *tile = {config, nullptr, config->mr, config->nr, config->kr, config->sr};
  return true;
}

bool f16_tile(const char* op, size_t /*n: one tile*/, xnn_float_gemm_tile* tile) {
  const xnn_f16_gemm_config* config = xnn_init_f16_gemm_config();
  if (config == nullptr) {
    xnn_log_error("%s: the library is not initialized or has no f16 kernel for this CPU", op);
    return false;
  }
  *tile = {nullptr, config, config->mr, config->nr, config->kr, config->sr};
  return true;
}

void f32_bounds(float output_min, float output_max, xnn_gemm_context::output_params* params) {
  params->f32 = {output_min, output_max};
}

void f16_bounds(float output_min, float output_max, xnn_gemm_context::output_params* params) {
  params->f16 = {xnn_f32_to_f16(output_min), xnn_f32_to_f16(output_max)};
}

// The packers' element types: S the caller's (float or uint16_t halves), P the packed one.
template <class S, class P>
struct packers {
  static void goki(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr, const void* k,
                   const void* bias, void* packed);
  static void gio(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, size_t k_stride,
                  const void* k, const void* bias, void* packed);
  static void kgo(size_t groups, size_t nc, size_t ks, size_t nr, size_t kr, size_t sr, const void* k,
                  const void* bias, void* packed);
  static void dwconv(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width, size_t channels,
                     const void* k, const void* bias, void* packed);
};

// One line per packer: the casts from the type-erased arguments to the packers of packing/.
#define XNN_FLOAT_PACKERS(S, P, goki_fn, gio_fn, kgo_fn, dwconv_fn)                                                  \
  template <>                                                                                                         \
  void packers<S, P>::goki(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr,          \
                           const void* k, const void* bias, void* packed) {                                          \
    goki_fn(groups, nc, ks, kc, nr, kr, sr, static_cast<const S*>(k), static_cast<const S*>(bias),                   \
            static_cast<P*>(packed));                                                                                 \
  }                                                                                                                   \
  template <>                                                                                                         \
  void packers<S, P>::gio(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, size_t k_stride,     \
                          const void* k, const void* bias, void* packed) {                                           \
    gio_fn(groups, nc, kc, nr, kr, sr, k_stride, static_cast<const S*>(k), static_cast<const S*>(bias),              \
           static_cast<P*>(packed));                                                                                  \
  }                                                                                                                   \
  template <>                                                                                                         \
  void packers<S, P>::kgo(size_t groups, size_t nc, size_t ks, size_t nr, size_t kr, size_t sr, const void* k,       \
                          const void* bias, void* packed) {                                                          \
    kgo_fn(groups, nc, ks, nr, kr, sr, static_cast<const S*>(k), static_cast<const S*>(bias),                        \
           static_cast<P*>(packed));                                                                                  \
  }                                                                                                                   \
  template <>                                                                                                         \
  void packers<S, P>::dwconv(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width,               \
                             size_t channels, const void* k, const void* bias, void* packed) {                       \
    dwconv_fn(tiles, kernel_height, kernel_width, channels, static_cast<const S*>(k), static_cast<const S*>(bias),   \
              static_cast<P*>(packed));                                                                               \
  }

XNN_FLOAT_PACKERS(float, float, xnn_pack_f32_conv_goki_w, xnn_pack_f32_gemm_gio_w, xnn_pack_f32_conv_kgo_w,
                  xnn_pack_f32_dwconv_hwg_w)
XNN_FLOAT_PACKERS(uint16_t, uint16_t, xnn_pack_f16_conv_goki_w, xnn_pack_f16_gemm_gio_w, xnn_pack_f16_conv_kgo_w,
                  xnn_pack_f16_dwconv_hwg_w)
XNN_FLOAT_PACKERS(float, uint16_t, xnn_pack_f32_to_f16_conv_goki_w, xnn_pack_f32_to_f16_gemm_gio_w,
                  xnn_pack_f32_to_f16_conv_kgo_w, xnn_pack_f32_to_f16_dwconv_hwg_w)
#undef XNN_FLOAT_PACKERS

template <class S, class P>
constexpr xnn_float_gemm_type make_type(xnn_gemm_datatype datatype,
                                        bool (*tile_for)(const char*, size_t, xnn_float_gemm_tile*),
                                        void (*set_bounds)(float, float, xnn_gemm_context::output_params*)) {
  return {datatype,           sizeof(P),          sizeof(S),          tile_for,
          set_bounds,         packers<S, P>::goki, packers<S, P>::gio, packers<S, P>::kgo,
          packers<S, P>::dwconv};
}

const xnn_float_gemm_type f16_type =
    make_type<uint16_t, uint16_t>(xnn_gemm_datatype::f16, f16_tile, f16_bounds);
const xnn_float_gemm_type f16_from_f32_type =
    make_type<float, uint16_t>(xnn_gemm_datatype::f16, f16_tile, f16_bounds);

}  // namespace

const xnn_float_gemm_type xnn_f32_gemm_type =
    make_type<float, float>(xnn_gemm_datatype::f32, f32_tile, f32_bounds);

const xnn_float_gemm_type& xnn_f16_gemm_type(uint32_t flags) {
  return (flags & XNN_FLAG_FP32_STATIC_WEIGHTS) != 0 ? f16_from_f32_type : f16_type;
}

xnn_status xnn_check_float_output_range(const char* op, const xnn_float_gemm_type& type, bool rounded_rule,
                                        float output_min, float output_max) {
  if (xnn_status status = xnn_check_output_range(op, output_min, output_max)) return status;
  if (type.datatype != xnn_gemm_datatype::f16 || !rounded_rule) return xnn_status_success;
  const float rounded_min = xnn_f16_to_f32(xnn_f32_to_f16(output_min));
  const float rounded_max = xnn_f16_to_f32(xnn_f32_to_f16(output_max));
  if (!(rounded_min < rounded_max)) {
    xnn_log_error("%s: output_min (%g) is not below output_max (%g) once both are rounded to fp16", op, rounded_min,
                  rounded_max);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

float* xnn_f16_values_as_f32(const char* op, const void* values, size_t count, xnn_status* status) {
  if (values == nullptr) return nullptr;
  size_t bytes;
  if (!xnn_checked_product(op, {count, sizeof(float)}, &bytes)) {
    *status = xnn_status_invalid_parameter;
    return nullptr;
  }
  float* floats = static_cast<float*>(xnn_allocate_memory(bytes));
  if (floats == nullptr) {
    xnn_log_error("%s: out of memory converting %zu fp16 weights to fp32", op, count);
    *status = xnn_status_out_of_memory;
    return nullptr;
  }
  const uint16_t* halves = static_cast<const uint16_t*>(values);
  for (size_t i = 0; i < count; i++) floats[i] = xnn_f16_to_f32(halves[i]);
  return floats;
}

uint16_t* xnn_f32_values_as_f16(const char* op, const float* values, size_t count, xnn_status* status) {
  size_t bytes;
  if (!xnn_checked_product(op, {count, sizeof(uint16_t)}, &bytes)) {
    *status = xnn_status_invalid_parameter;
    return nullptr;
  }
  uint16_t* halves = static_cast<uint16_t*>(xnn_allocate_memory(bytes));
  if (halves == nullptr) {
    xnn_log_error("%s: out of memory rounding %zu fp32 biases to fp16", op, count);
    *status = xnn_status_out_of_memory;
    return nullptr;
  }
  for (size_t i = 0; i < count; i++) halves[i] = xnn_f32_to_f16(values[i]);
  return halves;
}
