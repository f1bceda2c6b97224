// Stand-in for XNNPACK's bench/subgraph/models.h: declares the model definitions of XNNPACK's bench/subgraph/*.cc that
// model-bench.cc runs, so that those files compile unchanged against either library (scripts/compare-with-xnnpack.sh).
#pragma once

#include "include/xnnpack.h"

namespace models {

xnn_subgraph_t FP32MobileNetV1();
xnn_subgraph_t FP32MobileNetV2();
xnn_subgraph_t FP32MobileNetV3Large();
xnn_subgraph_t FP32MobileNetV3Small();
xnn_subgraph_t QS8MobileNetV2();

}  // namespace models
