// Writes a subgraph built through the define API as an XN00 graph (runtime_schema.fbs), constants held in
// `constant_buffer` and quantized values with their PerTensorQuant or PerChannelQuant parameters (qdint8 ones with
// PerTokenDynamicQuant): the round-trip tests load it back through xnn-model.h, and the build writes xnn-run's default
// model (MobileNet v2) with it. Value ids are kept (value i is XNNGraph value i); external values keep their id as
// external id, so a runner's inputs and outputs come in value-id order.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "subgraph/subgraph.h"

// On failure returns false with `problem` set to one sentence: a value of a datatype the writer cannot express (4-bit,
// fp16 or bf16) or a node the format cannot express (an even split, a unary or binary operator
// without a node type, a concatenation of one input).
bool xnn_write_subgraph(const xnn_subgraph& subgraph, std::vector<uint8_t>* bytes, std::string* problem);
