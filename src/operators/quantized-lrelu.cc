#include "operators/quantized-lrelu.h"

#include "configs/qs8-vlrelu-config.h"
#include "log.h"
#include "operators/quantized-convert.h"

xnn_status xnn_init_quantized_lrelu(const char* name, xnn_datatype datatype, float negative_slope,
                                    const xnn_quantization_params* input_quantization,
                                    const xnn_quantization_params* output_quantization, xnn_quantized_lrelu* lrelu) {
  xnn_status status;
  if ((status = xnn_check_8bit_quantization(name, "input", datatype, input_quantization)) != xnn_status_success ||
      (status = xnn_check_8bit_quantization(name, "output", datatype, output_quantization)) != xnn_status_success) {
    return status;
  }
  xnn_qs8_lrelu_params params;
  if (!xnn_init_qs8_lrelu_params(input_quantization->scale, output_quantization->scale, negative_slope,
                                 input_quantization->zero_point, output_quantization->zero_point, &params)) {
    const float ratio = input_quantization->scale / output_quantization->scale;
    xnn_log_error("%s: leaky relu with input/output scale ratio %.9g and negative_slope %.9g; expected the ratio in "
                  "2^-8..2^7 and ratio * negative_slope in -(2^7 - 2^-8)..2^7",
                  name, ratio, negative_slope);
    return xnn_status_unsupported_parameter;
  }
  xnn_quantized_lrelu l;
  l.params = params;
  if (datatype == xnn_datatype_qint8) {
    const xnn_qs8_vlrelu_info* kernel = xnn_init_qs8_vlrelu_config();
    if (kernel == nullptr) return xnn_status_uninitialized;
    l.qs8 = kernel->fn;
    l.tile = kernel->tile;
  } else {
    const xnn_qu8_vlrelu_info* kernel = xnn_init_qu8_vlrelu_config();
    if (kernel == nullptr) return xnn_status_uninitialized;
    l.qu8 = kernel->fn;
    l.tile = kernel->tile;
  }
  *lrelu = l;
  return xnn_status_success;
}
