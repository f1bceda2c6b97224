// XNNPACK's sparse fully connected Node: the same computation as a fully connected Node, which XNNPACK runs with
// sparse kernels in NCHW inference. xnn has no sparse kernels; the Node is a fully connected Node, with its checks,
// datatypes, flags and results.
#include <xnnpack.h>

extern "C" xnn_status xnn_define_fully_connected_sparse(xnn_subgraph_t subgraph, float output_min, float output_max,
                                                        uint32_t input_id, uint32_t filter_id, uint32_t bias_id,
                                                        uint32_t output_id, uint32_t flags) {
  return xnn_define_fully_connected(subgraph, output_min, output_max, input_id, filter_id, bias_id, output_id, flags);
}
