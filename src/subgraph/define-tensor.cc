// Defining tensor values: dense (fp32, fp16, bf16, int32), quantized with one scale and zero point, quantized with
// one scale per channel, and 4-bit with one bf16 scale per block of inputs (qbint4). The rules on quantization
// parameters are XNNPACK's (include/xnnpack.h documents them).
#include <cmath>
#include <cstring>

#include "alloc-failure.h"
#include "log.h"
#include "subgraph/subgraph.h"
#include "subgraph/catalog.h"
#include "subgraph/define-helpers.h"
#include "subgraph/validate.h"

namespace {

bool known_datatype(xnn_datatype datatype) {
  return datatype > xnn_datatype_invalid && datatype <= xnn_datatype_qint2;
}

bool quantized(xnn_datatype datatype) {
  switch (datatype) {
    case xnn_datatype_invalid:
    case xnn_datatype_fp32:
    case xnn_datatype_fp16:
    case xnn_datatype_bf16:
    case xnn_datatype_int32:
    case xnn_datatype_pfp32:
    case xnn_datatype_pfp16:
      return false;
    default:
      return true;
  }
}

bool channelwise(xnn_datatype datatype) {
  return datatype == xnn_datatype_qcint8 || datatype == xnn_datatype_qcint32 || datatype == xnn_datatype_qcint4 ||
         datatype == xnn_datatype_qcint2;
}

// The zero point a quantized datatype can have: the range of its stored integers, or 0 where it has none.
xnn_status check_zero_point(const char* what, xnn_datatype datatype, int32_t zero_point) {
  int32_t lo = 0, hi = 0;
  switch (datatype) {
    case xnn_datatype_qint8: lo = -128, hi = 127; break;
    case xnn_datatype_quint8: lo = 0, hi = 255; break;
    case xnn_datatype_qcint4:
    case xnn_datatype_qbint4:
    case xnn_datatype_qint4: lo = 0, hi = 15; break;
    default: break;
  }
  if (zero_point < lo || zero_point > hi) {
    if (lo == hi) {
      xnn_log_error("%s: zero_point is %d; %s values have a zero point of 0", what, zero_point,
                    xnn_datatype_text(datatype));
    } else {
      xnn_log_error("%s: zero_point is %d; expected %d to %d for %s", what, zero_point, lo, hi,
                    xnn_datatype_text(datatype));
    }
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// Finite, positive and normal, as XNNPACK requires.
bool good_scale(float scale) { return scale > 0.0f && std::isnormal(scale); }

// Everything a tensor value's definition checks after its datatype and quantization rules.
xnn_status define_value(xnn_subgraph_t subgraph, const char* what, xnn_datatype datatype, size_t num_dims,
                        const size_t* dims, const void* data, uint32_t external_id, uint32_t flags, uint32_t* id_out,
                        const xnn_quantization& quantization) {
  if (id_out == nullptr) {
    xnn_log_error("%s: id_out is NULL", what);
    return xnn_status_invalid_parameter;
  }
  const uint32_t external_flags = XNN_VALUE_FLAG_EXTERNAL_INPUT | XNN_VALUE_FLAG_EXTERNAL_OUTPUT;
  if ((flags & ~external_flags) != 0) {
    xnn_log_error("%s: flags 0x%x include unknown bits; expected XNN_VALUE_FLAG_EXTERNAL_INPUT/OUTPUT", what, flags);
    return xnn_status_invalid_parameter;
  }
  if (external_id != XNN_INVALID_VALUE_ID && external_id >= subgraph->external_value_ids) {
    xnn_log_error("%s: external_id %u is not below the subgraph's %u external value ids", what, external_id,
                  subgraph->external_value_ids);
    return xnn_status_invalid_parameter;
  }
  if ((flags & external_flags) != 0 && external_id == XNN_INVALID_VALUE_ID) {
    xnn_log_error("%s: an external input or output needs an external_id", what);
    return xnn_status_invalid_parameter;
  }
  if ((flags & external_flags) != 0 && data != nullptr) {
    xnn_log_error("%s: external_id %u has data; external inputs and outputs cannot be constants", what, external_id);
    return xnn_status_invalid_parameter;
  }
  if (external_id != XNN_INVALID_VALUE_ID && subgraph->values[external_id].defined) {
    xnn_log_error("%s: external_id %u is already defined", what, external_id);
    return xnn_status_invalid_parameter;
  }
  xnn_shape shape;
  shape.num_dims = num_dims;
  for (size_t i = 0; i < num_dims; i++) shape.dim[i] = dims[i];
  size_t bytes;
  if (!xnn_shape_bytes(what, external_id, shape, xnn_datatype_size(datatype), &bytes)) {
    return xnn_status_invalid_parameter;
  }
  uint32_t id = external_id;
  if (id == XNN_INVALID_VALUE_ID) {
    if (subgraph->values.size() >= XNN_INVALID_VALUE_ID) {
      xnn_log_error("%s: the subgraph has no value ids left", what);
      return xnn_status_out_of_memory;
    }
    XNN_TRY_ALLOC {
      subgraph->values.emplace_back();
    } XNN_ON_ALLOC_FAILURE {
      xnn_log_error("%s: out of memory adding a value", what);
      return xnn_status_out_of_memory;
    }
    id = uint32_t(subgraph->values.size() - 1);
  }
  xnn_value& value = subgraph->values[id];
  value = xnn_value();
  value.id = id;
  value.defined = true;
  value.datatype = datatype;
  value.shape = shape;
  value.data = data;
  value.flags = flags;
  value.quantization = quantization;
  *id_out = id;
  return xnn_status_success;
}

}  // namespace

extern "C" xnn_status xnn_validate_quantized_tensor(xnn_datatype datatype, int32_t zero_point, float scale,
                                                    size_t num_dims, const size_t* dims) {
  const char* what = "define quantized tensor value";
  if (!known_datatype(datatype)) {
    xnn_log_error("%s: datatype %d is not an xnn_datatype", what, int(datatype));
    return xnn_status_invalid_parameter;
  }
  if (!quantized(datatype) || channelwise(datatype) || datatype == xnn_datatype_qbint4 ||
      datatype == xnn_datatype_qdint8 || datatype == xnn_datatype_qduint8) {
    xnn_log_error("%s: datatype is %s; expected a datatype with one scale per tensor (qint8, quint8, qint32...)",
                  what, xnn_datatype_text(datatype));
    return xnn_status_unsupported_parameter;
  }
  XNN_RETURN_IF_ERROR(xnn_check_dims(what, num_dims, dims));
  XNN_RETURN_IF_ERROR(check_zero_point(what, datatype, zero_point));
  if (!good_scale(scale)) {
    xnn_log_error("%s: scale is %.7g; expected a finite, normal, positive number", what, scale);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

extern "C" xnn_status xnn_validate_channelwise_quantized_tensor(xnn_datatype datatype, int32_t zero_point,
                                                                const float* scale, size_t num_dims,
                                                                size_t channel_dim, const size_t* dims) {
  const char* what = "define channelwise quantized tensor value";
  if (!known_datatype(datatype)) {
    xnn_log_error("%s: datatype %d is not an xnn_datatype", what, int(datatype));
    return xnn_status_invalid_parameter;
  }
  if (!channelwise(datatype)) {
    xnn_log_error("%s: datatype is %s; expected qcint8, qcint32, qcint4 or qcint2", what,
                  xnn_datatype_text(datatype));
    return xnn_status_unsupported_parameter;
  }
  if (num_dims == 0) {
    xnn_log_error("%s: num_dims is 0; a channelwise tensor needs a channel dimension", what);
    return xnn_status_invalid_parameter;
  }
  XNN_RETURN_IF_ERROR(xnn_check_dims(what, num_dims, dims));
  if (channel_dim >= num_dims) {
    xnn_log_error("%s: channel_dim is %zu; expected below num_dims (%zu)", what, channel_dim, num_dims);
    return xnn_status_invalid_parameter;
  }
  XNN_RETURN_IF_ERROR(check_zero_point(what, datatype, zero_point));
  if (scale == nullptr) {
    xnn_log_error("%s: scale is NULL; expected %zu per-channel scales", what, dims[channel_dim]);
    return xnn_status_invalid_parameter;
  }
  for (size_t c = 0; c < dims[channel_dim]; c++) {
    if (!good_scale(scale[c])) {
      xnn_log_error("%s: scale[%zu] is %.7g; expected a finite, normal, positive number", what, c, scale[c]);
      return xnn_status_invalid_parameter;
    }
  }
  return xnn_status_success;
}

extern "C" xnn_status xnn_define_tensor_value(xnn_subgraph_t subgraph, xnn_datatype datatype, size_t num_dims,
                                              const size_t* dims, const void* data, uint32_t external_id,
                                              uint32_t flags, uint32_t* id_out) {
  const char* what = "define tensor value";
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  if (!known_datatype(datatype)) {
    xnn_log_error("%s: datatype %d is not an xnn_datatype", what, int(datatype));
    return xnn_status_invalid_parameter;
  }
  if (quantized(datatype)) {
    xnn_log_error("%s: datatype is %s, which needs quantization parameters; use "
                  "xnn_define_quantized_tensor_value or xnn_define_channelwise_quantized_tensor_value",
                  what, xnn_datatype_text(datatype));
    return xnn_status_invalid_parameter;
  }
  XNN_RETURN_IF_ERROR(xnn_check_dims(what, num_dims, dims));
  return define_value(subgraph, what, datatype, num_dims, dims, data, external_id, flags, id_out, {});
}

extern "C" xnn_status xnn_define_quantized_tensor_value(xnn_subgraph_t subgraph, xnn_datatype datatype,
                                                        int32_t zero_point, float scale, size_t num_dims,
                                                        const size_t* dims, const void* data, uint32_t external_id,
                                                        uint32_t flags, uint32_t* id_out) {
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, "define quantized tensor value"));
  XNN_RETURN_IF_ERROR(xnn_validate_quantized_tensor(datatype, zero_point, scale, num_dims, dims));
  xnn_quantization quantization;
  quantization.zero_point = zero_point;
  quantization.scale = scale;
  return define_value(subgraph, "define quantized tensor value", datatype, num_dims, dims, data, external_id, flags,
                      id_out, quantization);
}

extern "C" xnn_status xnn_define_channelwise_quantized_tensor_value_v2(
    xnn_subgraph_t subgraph, xnn_datatype datatype, int32_t zero_point, const float* scale, size_t num_dims,
    size_t channel_dim, const size_t* dims, const void* data, uint32_t external_id, uint32_t flags,
    uint32_t* id_out) {
  const char* what = "define channelwise quantized tensor value";
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  XNN_RETURN_IF_ERROR(
      xnn_validate_channelwise_quantized_tensor(datatype, zero_point, scale, num_dims, channel_dim, dims));
  xnn_quantization quantization;
  quantization.zero_point = zero_point;
  quantization.channel_scales = scale;
  quantization.channel_dim = channel_dim;
  return define_value(subgraph, what, datatype, num_dims, dims, data, external_id, flags, id_out, quantization);
}

// XNNPACK reads per-channel zero points only for 2-bit filters, a datatype no xnn node takes.
extern "C" xnn_status xnn_define_channelwise_quantized_tensor_value_v3(
    xnn_subgraph_t subgraph, xnn_datatype datatype, int32_t zero_point, const float* scale, size_t num_dims,
    size_t channel_dim, const size_t* dims, const void* data, uint32_t external_id, uint32_t flags, uint32_t* id_out,
    const float* channelwise_zero_point) {
  if (channelwise_zero_point != nullptr) {
    xnn_log_error("define channelwise quantized tensor value: channelwise_zero_point is not NULL; expected NULL (per-"
                  "channel zero points apply to 2-bit filters, which no xnn node takes)");
    return xnn_status_unsupported_parameter;
  }
  return xnn_define_channelwise_quantized_tensor_value_v2(subgraph, datatype, zero_point, scale, num_dims, channel_dim,
                                                          dims, data, external_id, flags, id_out);
}

extern "C" xnn_status xnn_define_channelwise_quantized_tensor_value(xnn_subgraph_t subgraph, xnn_datatype datatype,
                                                                    const float* scale, size_t num_dims,
                                                                    size_t channel_dim, const size_t* dims,
                                                                    const void* data, uint32_t external_id,
                                                                    uint32_t flags, uint32_t* id_out) {
  return xnn_define_channelwise_quantized_tensor_value_v2(subgraph, datatype, 0, scale, num_dims, channel_dim, dims,
                                                          data, external_id, flags, id_out);
}

// XNNPACK's rules: qdint8 only, never external (the runtime keeps its per-row parameters beside its bytes, where a
// caller's buffer has no room for them), and never a constant (it has no data argument).
extern "C" xnn_status xnn_define_dynamically_quantized_tensor_value(xnn_subgraph_t subgraph, xnn_datatype datatype,
                                                                    size_t num_dims, size_t num_nonbatch_dims,
                                                                    const size_t* dims, uint32_t external_id,
                                                                    uint32_t flags, uint32_t* id_out) {
  const char* what = "define dynamically quantized tensor value";
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  if (!known_datatype(datatype)) {
    xnn_log_error("%s: datatype %d is not an xnn_datatype", what, int(datatype));
    return xnn_status_invalid_parameter;
  }
  if (datatype != xnn_datatype_qdint8) {
    xnn_log_error("%s: datatype is %s; expected qdint8", what, xnn_datatype_text(datatype));
    return xnn_status_unsupported_parameter;
  }
  XNN_RETURN_IF_ERROR(xnn_check_dims(what, num_dims, dims));
  if (num_nonbatch_dims > num_dims) {
    xnn_log_error("%s: num_nonbatch_dims is %zu; expected at most num_dims (%zu)", what, num_nonbatch_dims, num_dims);
    return xnn_status_invalid_parameter;
  }
  if ((flags & (XNN_VALUE_FLAG_EXTERNAL_INPUT | XNN_VALUE_FLAG_EXTERNAL_OUTPUT)) != 0) {
    xnn_log_error("%s: flags 0x%x make it external; dynamically quantized values are internal", what, flags);
    return xnn_status_unsupported_parameter;
  }
  xnn_quantization quantization;
  quantization.num_nonbatch_dims = num_nonbatch_dims;
  return define_value(subgraph, what, datatype, num_dims, dims, nullptr, external_id, flags, id_out, quantization);
}

// XNNPACK's rules: qbint4 with bf16 scales (XNNPACK also takes fp16 scales, which only its fp16 kernels use), at least
// two dimensions, dims[0] * dims[1] / block_size scales, each finite, normal and positive.
extern "C" xnn_status xnn_define_blockwise_quantized_tensor_value_v2(
    xnn_subgraph_t subgraph, xnn_datatype datatype, int32_t zero_point, const void* scale, size_t num_dims,
    size_t channel_dim, size_t block_size, const size_t* dims, const void* data, uint32_t external_id,
    uint32_t flags, xnn_datatype scale_type, uint32_t* id_out) {
  const char* what = "define blockwise quantized tensor value";
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  if (!known_datatype(datatype)) {
    xnn_log_error("%s: datatype %d is not an xnn_datatype", what, int(datatype));
    return xnn_status_invalid_parameter;
  }
  if (datatype != xnn_datatype_qbint4) {
    xnn_log_error("%s: datatype is %s; expected qbint4", what, xnn_datatype_text(datatype));
    return xnn_status_unsupported_parameter;
  }
  if (scale_type != xnn_datatype_bf16) {
    xnn_log_error("%s: scale_type is %d; expected bf16 (xnn_datatype_bf16)", what, int(scale_type));
    return xnn_status_unsupported_parameter;
  }
  if (num_dims < 2) {
    xnn_log_error("%s: num_dims is %zu; expected at least 2", what, num_dims);
    return xnn_status_invalid_parameter;
  }
  XNN_RETURN_IF_ERROR(xnn_check_dims(what, num_dims, dims));
  if (channel_dim >= num_dims) {
    xnn_log_error("%s: channel_dim is %zu; expected below num_dims (%zu)", what, channel_dim, num_dims);
    return xnn_status_invalid_parameter;
  }
  if (block_size == 0) {
    xnn_log_error("%s: block_size is 0; expected at least 1", what);
    return xnn_status_invalid_parameter;
  }
  XNN_RETURN_IF_ERROR(check_zero_point(what, datatype, zero_point));
  if (scale == nullptr) {
    xnn_log_error("%s: scale is NULL; expected one bf16 scale per block", what);
    return xnn_status_invalid_parameter;
  }
  const uint16_t* scales = static_cast<const uint16_t*>(scale);
  const size_t blocks = dims[0] * dims[1] / block_size;
  for (size_t b = 0; b < blocks; b++) {
    const uint32_t bits = uint32_t(scales[b]) << 16;
    float f;
    std::memcpy(&f, &bits, sizeof(f));
    if (!good_scale(f)) {
      xnn_log_error("%s: scale[%zu] is %.7g; expected a finite, normal, positive number", what, b, f);
      return xnn_status_invalid_parameter;
    }
  }
  xnn_quantization quantization;
  quantization.zero_point = zero_point;
  quantization.block_scales = scales;
  quantization.block_size = block_size;
  quantization.channel_dim = channel_dim;
  return define_value(subgraph, what, datatype, num_dims, dims, data, external_id, flags, id_out, quantization);
}

extern "C" xnn_status xnn_define_blockwise_quantized_tensor_value(xnn_subgraph_t subgraph, xnn_datatype datatype,
                                                                  int32_t zero_point, const uint16_t* scale,
                                                                  size_t num_dims, size_t channel_dim,
                                                                  size_t block_size, const size_t* dims,
                                                                  const void* data, uint32_t external_id,
                                                                  uint32_t flags, uint32_t* id_out) {
  return xnn_define_blockwise_quantized_tensor_value_v2(subgraph, datatype, zero_point, scale, num_dims, channel_dim,
                                                        block_size, dims, data, external_id, flags,
                                                        xnn_datatype_bf16, id_out);
}
