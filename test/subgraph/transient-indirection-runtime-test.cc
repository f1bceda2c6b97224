// XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER on a runtime: every convolution node that reads through an indirection
// buffer (MobileNet v2's first 3x3 convolution and its depthwise layers) asks for a workspace block, the arena plan
// holds it, and the outputs are bitwise those of the runtime without the flag, also on a second input, with and
// without operator fusion (depth-first blocks build their own band pointers and never read the buffer).
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include "models.h"
#include "subgraph/runtime.h"

namespace {

struct run_result {
  std::vector<float> outputs;     // the outputs of two inputs in turn
  size_t nodes_with_workspace = 0;
  size_t arena_size = 0;
};

run_result run_mobilenet_v2(uint32_t flags, pthreadpool_t pool) {
  xnn_zoo_weights weights;
  const xnn_zoo_model model = xnn_zoo_describe_mobilenet_v2(weights, 1, 64, 64, 7);
  xnn_subgraph_t subgraph = nullptr;
  EXPECT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
  EXPECT_EQ(xnn_zoo_define_model(subgraph, model), xnn_status_success);
  xnn_runtime_t runtime = nullptr;
  EXPECT_EQ(xnn_create_runtime_v3(subgraph, nullptr, pool, flags, &runtime), xnn_status_success);
  xnn_delete_subgraph(subgraph);
  run_result result;
  if (runtime == nullptr) return result;
  size_t input_elements = 1, output_dims = 0, dims[XNN_MAX_TENSOR_DIMS];
  for (size_t d : model.tensors[0].shape) input_elements *= d;
  EXPECT_EQ(xnn_get_external_value_shape(runtime, 1, &output_dims, dims), xnn_status_success);
  size_t output_elements = 1;
  for (size_t d = 0; d < output_dims; d++) output_elements *= dims[d];
  for (int run = 0; run < 2; run++) {
    std::vector<float> input(input_elements + XNN_EXTRA_BYTES / sizeof(float));
    for (size_t i = 0; i < input.size(); i++) input[i] = float(int(i * 13 + run * 5) % 17) * 0.0625f - 0.5f;
    std::vector<float> output(output_elements);
    const xnn_external_value externals[2] = {{0, input.data()}, {1, output.data()}};
    EXPECT_EQ(xnn_setup_runtime_v2(runtime, 2, externals), xnn_status_success);
    EXPECT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
    result.outputs.insert(result.outputs.end(), output.begin(), output.end());
  }
  for (const xnn_runtime_node& node : runtime->nodes) result.nodes_with_workspace += node.workspace_size != 0;
  result.arena_size = runtime->arena_size;
  xnn_delete_runtime(runtime);
  return result;
}

// The workspace counts run layer by layer (XNN_FLAG_NO_OPERATOR_FUSION): an active depth-first block's head holds
// the block's scratch instead and its depthwise member none, and which blocks are active depends on the L2 budget.
TEST(TransientIndirectionRuntime, mobilenet_v2_outputs_equal_the_kept_buffers_and_nodes_get_workspace) {
  pthreadpool_t pool = pthreadpool_create(2);
  for (uint32_t fusion : {0u, uint32_t(XNN_FLAG_NO_OPERATOR_FUSION)}) {
    const run_result kept = run_mobilenet_v2(fusion, pool);
    const run_result transient = run_mobilenet_v2(fusion | XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER, pool);
    ASSERT_FALSE(kept.outputs.empty());
    EXPECT_TRUE(kept.outputs == transient.outputs) << "outputs differ with the flag, fusion flags " << fusion;
    if (fusion == 0) continue;
    EXPECT_EQ(kept.nodes_with_workspace, 0u);
    EXPECT_EQ(transient.nodes_with_workspace, 18u);  // the first 3x3 convolution and 17 depthwise convolutions
    EXPECT_GE(transient.arena_size, kept.arena_size);
  }
  pthreadpool_destroy(pool);
}

}  // namespace
