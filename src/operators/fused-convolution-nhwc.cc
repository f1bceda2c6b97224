// XNNPACK's fused convolution (a convolution with JIT post-operations), deprecated and refused by XNNPACK HEAD
// whatever its arguments; declared so that clients calling it compile, and refused the same way.
#include <xnnpack.h>

#include "log.h"

extern "C" xnn_status xnn_create_fused_convolution2d_nhwc_f32(
    uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t, uint32_t,
    size_t, size_t, size_t, size_t, const float*, const float*, size_t, xnn_post_operation*, uint32_t,
    xnn_weights_cache_t, xnn_operator_t*) {
  xnn_log_error("fused convolution: the operator is deprecated (XNNPACK's JIT post-operations); expected "
                "xnn_create_convolution2d_nhwc_f32 and an elementwise operator");
  return xnn_status_invalid_parameter;
}
