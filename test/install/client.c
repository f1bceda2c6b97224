// A C program that uses the installed library exactly as a client would: xnnpack.h and
// `pkg-config --cflags --libs xnn`.
#include <stdio.h>
#include <xnnpack.h>
int main(void) {
  if (xnn_initialize(NULL) != xnn_status_success) return 1;
  xnn_subgraph_t sg;
  if (xnn_create_subgraph(2, 0, &sg) != xnn_status_success) return 2;
  uint32_t x, y;
  size_t dims[1] = {4};
  xnn_define_tensor_value(sg, xnn_datatype_fp32, 1, dims, NULL, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT, &x);
  xnn_define_tensor_value(sg, xnn_datatype_fp32, 1, dims, NULL, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &y);
  if (xnn_define_abs(sg, x, y, 0) != xnn_status_success) return 3;
  xnn_runtime_t rt;
  if (xnn_create_runtime(sg, &rt) != xnn_status_success) return 4;
  float in[8] = {-1, 2, -3, 4}, out[4];
  struct xnn_external_value ext[2] = {{0, in}, {1, out}};
  if (xnn_setup_runtime(rt, 2, ext) != xnn_status_success || xnn_invoke_runtime(rt) != xnn_status_success) return 5;
  printf("%g %g %g %g\n", out[0], out[1], out[2], out[3]);
  xnn_delete_runtime(rt);
  xnn_delete_subgraph(sg);
  return 0;
}
