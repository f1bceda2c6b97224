// Writes xnn-run's default model, run by the build (tools/meson.build): MobileNet v2 of the model zoo
// (src/model-zoo/models.h; batch 1, 224x224x3 input, 1000 outputs, deterministic weights from seed 1) as an XN00
// graph, ~14 MB.
//   write-default-model OUTPUT
#include <cstdio>
#include <string>
#include <vector>

#include <xnnpack.h>

#include "model-zoo/models.h"
#include "models/writer/subgraph-writer.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: write-default-model OUTPUT\n");
    return 2;
  }
  if (xnn_initialize(nullptr) != xnn_status_success) return 1;
  xnn_subgraph_t subgraph = nullptr;
  if (xnn_create_subgraph(2, 0, &subgraph) != xnn_status_success) return 1;
  xnn_zoo_weights weights;
  std::vector<uint8_t> bytes;
  std::string problem = "write-default-model: MobileNet v2 is refused by the define API (see the log)";
  const bool written =
      xnn_zoo_define_mobilenet_v2(subgraph, weights, 1, 224, 224, /*seed=*/1) == xnn_status_success &&
      xnn_write_subgraph(*subgraph, &bytes, &problem);
  xnn_delete_subgraph(subgraph);
  if (!written) {
    std::fprintf(stderr, "%s\n", problem.c_str());
    return 1;
  }
  FILE* file = std::fopen(argv[1], "wb");
  const bool saved = file != nullptr && std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
  if (file != nullptr && std::fclose(file) != 0) return 1;
  if (!saved) {
    std::fprintf(stderr, "write-default-model: cannot write %s\n", argv[1]);
    return 1;
  }
  return 0;
}
