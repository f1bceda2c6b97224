#include "operators/quantized-convert.h"

#include <cmath>

#include "configs/f16-vcvt-config.h"
#include "configs/qs8-vcvt-config.h"
#include "log.h"
#include "operators/f16-widen.h"

namespace {

bool is_8bit(xnn_datatype t) { return t == xnn_datatype_qint8 || t == xnn_datatype_quint8; }
bool is_float(xnn_datatype t) { return t == xnn_datatype_fp32 || t == xnn_datatype_fp16; }

const char* name_of(xnn_datatype t) {
  switch (t) {
    case xnn_datatype_fp32: return "fp32";
    case xnn_datatype_fp16: return "fp16";
    case xnn_datatype_qint8: return "qint8";
    case xnn_datatype_quint8: return "quint8";
    default: return "a datatype without 8-bit conversions";
  }
}

}  // namespace

xnn_status xnn_check_8bit_quantization(const char* name, const char* side, xnn_datatype datatype,
                                       const xnn_quantization_params* q) {
  if (q == nullptr) {
    xnn_log_error("%s: %s_quantization is NULL; a %s %s needs a scale and a zero point", name, side, name_of(datatype),
                  side);
    return xnn_status_invalid_parameter;
  }
  if (!(q->scale > 0.0f) || !std::isnormal(q->scale)) {
    xnn_log_error("%s: %s_quantization.scale is %.9g; expected a positive normal float", name, side, q->scale);
    return xnn_status_invalid_parameter;
  }
  const int32_t min = datatype == xnn_datatype_qint8 ? -128 : 0;
  const int32_t max = datatype == xnn_datatype_qint8 ? 127 : 255;
  if (q->zero_point < min || q->zero_point > max) {
    xnn_log_error("%s: %s_quantization.zero_point is %d; expected %d..%d for %s", name, side, int(q->zero_point),
                  int(min), int(max), name_of(datatype));
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

bool xnn_is_quantized_convert(xnn_datatype input_datatype, xnn_datatype output_datatype) {
  return is_8bit(input_datatype) || is_8bit(output_datatype);
}

xnn_status xnn_init_quantized_convert(const char* name, xnn_datatype input_datatype, xnn_datatype output_datatype,
                                      const xnn_quantization_params* input_quantization,
                                      const xnn_quantization_params* output_quantization,
                                      xnn_quantized_convert* convert) {
  using family = xnn_quantized_convert::family;
  const bool from_f32 = is_float(input_datatype) && is_8bit(output_datatype);
  const bool to_f32 = is_8bit(input_datatype) && is_float(output_datatype);
  const bool between_8bit = is_8bit(input_datatype) && input_datatype == output_datatype;
  if (!from_f32 && !to_f32 && !between_8bit) {
    xnn_log_error("%s: convert from %s (%d) to %s (%d) has no kernel; expected fp32 or fp16 <-> qint8 or quint8, or "
                  "qint8 -> qint8, or quint8 -> quint8",
                  name, name_of(input_datatype), int(input_datatype), name_of(output_datatype), int(output_datatype));
    return xnn_status_unsupported_parameter;
  }
  xnn_status status;
  if (is_8bit(input_datatype) &&
      (status = xnn_check_8bit_quantization(name, "input", input_datatype, input_quantization)) !=
          xnn_status_success) {
    return status;
  }
  if (is_8bit(output_datatype) &&
      (status = xnn_check_8bit_quantization(name, "output", output_datatype, output_quantization)) !=
          xnn_status_success) {
    return status;
  }
  if (between_8bit) {
    const float ratio = input_quantization->scale / output_quantization->scale;
    if (!(ratio >= 0x1.0p-8f && ratio <= 0x1.0p+7f)) {
      xnn_log_error("%s: input_quantization.scale / output_quantization.scale is %.9g; expected 2^-8..2^7", name,
                    ratio);
      return xnn_status_unsupported_parameter;
    }
  }
  const xnn_qs8_vcvt_config* config = xnn_init_qs8_vcvt_config();
  if (config == nullptr) return xnn_status_uninitialized;
  xnn_quantized_convert c;
  auto size_of = [](xnn_datatype t) { return t == xnn_datatype_fp32 ? sizeof(float) : t == xnn_datatype_fp16 ? 2 : 1; };
  c.input_size = size_of(input_datatype);
  c.output_size = size_of(output_datatype);
  if (input_datatype == xnn_datatype_fp16) {
    const xnn_f16_f32_vcvt_info* widen = xnn_init_f16_f32_vcvt_config();
    if (widen == nullptr) return xnn_status_uninitialized;
    c.widen = widen->fn;
  }
  if (output_datatype == xnn_datatype_fp16) {
    const xnn_f32_f16_vcvt_info* narrow = xnn_init_f32_f16_vcvt_config();
    if (narrow == nullptr) return xnn_status_uninitialized;
    c.narrow = narrow->fn;
  }
  if (from_f32) {
    c.params.quantize = {1.0f / output_quantization->scale, output_quantization->zero_point};
    if (output_datatype == xnn_datatype_qint8) {
      c.kind = family::f32_qs8, c.fn.f32_qs8 = config->f32_qs8->fn, c.tile = config->f32_qs8->tile;
    } else {
      c.kind = family::f32_qu8, c.fn.f32_qu8 = config->f32_qu8->fn, c.tile = config->f32_qu8->tile;
    }
  } else if (to_f32) {
    c.params.dequantize = {input_quantization->zero_point, input_quantization->scale};
    if (input_datatype == xnn_datatype_qint8) {
      c.kind = family::qs8_f32, c.fn.qs8_f32 = config->qs8_f32->fn, c.tile = config->qs8_f32->tile;
    } else {
      c.kind = family::qu8_f32, c.fn.qu8_f32 = config->qu8_f32->fn, c.tile = config->qu8_f32->tile;
    }
  } else {
    c.params.requantize = {input_quantization->zero_point, input_quantization->scale / output_quantization->scale,
                           output_quantization->zero_point};
    if (input_datatype == xnn_datatype_qint8) {
      c.kind = family::qs8, c.fn.qs8 = config->qs8->fn, c.tile = config->qs8->tile;
    } else {
      c.kind = family::qu8, c.fn.qu8 = config->qu8->fn, c.tile = config->qu8->tile;
    }
  }
  *convert = c;
  return xnn_status_success;
}

void xnn_quantized_convert::run(size_t count, const void* x, void* y) const {
  if (widen != nullptr) {
    xnn_for_each_f32_chunk(widen, x, count, [&](const float* chunk, size_t offset, size_t n) {
      run_kernel(n, chunk, static_cast<char*>(y) + offset);
    });
    return;
  }
  if (narrow == nullptr) {
    run_kernel(count, x, y);
    return;
  }
  // Kernels may read XNN_EXTRA_BYTES past a chunk's end.
  float chunk[kXnnWidenChunk + XNN_EXTRA_BYTES / sizeof(float)];
  for (size_t offset = 0; offset < count; offset += kXnnWidenChunk) {
    const size_t n = std::min(kXnnWidenChunk, count - offset);
    run_kernel(n, static_cast<const char*>(x) + offset, chunk);
    narrow(n * sizeof(float), chunk, static_cast<uint16_t*>(y) + offset, nullptr);
  }
}

void xnn_quantized_convert::run_kernel(size_t count, const void* x, void* y) const {
  const bool from_float = kind == family::f32_qs8 || kind == family::f32_qu8;
  const size_t bytes = count * (from_float ? sizeof(float) : 1);
  switch (kind) {
    case family::f32_qs8:
      fn.f32_qs8(bytes, static_cast<const float*>(x), static_cast<int8_t*>(y), &params.quantize);
      break;
    case family::f32_qu8:
      fn.f32_qu8(bytes, static_cast<const float*>(x), static_cast<uint8_t*>(y), &params.quantize);
      break;
    case family::qs8_f32:
      fn.qs8_f32(bytes, static_cast<const int8_t*>(x), static_cast<float*>(y), &params.dequantize);
      break;
    case family::qu8_f32:
      fn.qu8_f32(bytes, static_cast<const uint8_t*>(x), static_cast<float*>(y), &params.dequantize);
      break;
    case family::qs8:
      fn.qs8(bytes, static_cast<const int8_t*>(x), static_cast<int8_t*>(y), &params.requantize);
      break;
    case family::qu8:
      fn.qu8(bytes, static_cast<const uint8_t*>(x), static_cast<uint8_t*>(y), &params.requantize);
      break;
  }
}
